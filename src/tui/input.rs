//! Terminal input to actions, through the key table: keys by where the user is, the mouse
//! wheel, and clicks on the timeline bar.

use super::action::Action;
use super::app::App;
use super::keys::Context;
use super::keys::{Input, lookup, normalize};
use super::render::timeline_bar::BarView;
use super::render::{board, layout, popup_area, race, timeline_bar};
use crossterm::event::{Event, KeyEvent, KeyEventKind, MouseButton, MouseEvent, MouseEventKind};
use ratatui::layout::Rect;

/// The action for a terminal event on a screen of `size`, if it means one.
pub fn action_for(app: &App, event: &Event, size: Rect) -> Option<Action> {
    match event {
        Event::Key(key) => key_action(app, key),
        Event::Mouse(mouse) => mouse_action(app, mouse, size),
        _ => None,
    }
}

/// The action of a key press (releases are ignored; held keys repeat).
pub fn key_action(app: &App, key: &KeyEvent) -> Option<Action> {
    if key.kind == KeyEventKind::Release {
        return None;
    }
    lookup(app.context(), normalize(key.code, key.modifiers))
}

/// The action of a mouse event: the wheel as the table binds it, a left click on the
/// timeline bar (or a drag along it) as a seek to the step under the pointer.
pub fn mouse_action(app: &App, mouse: &MouseEvent, size: Rect) -> Option<Action> {
    let input = match mouse.kind {
        MouseEventKind::ScrollUp => Input::WheelUp,
        MouseEventKind::ScrollDown => Input::WheelDown,
        MouseEventKind::Down(MouseButton::Left) | MouseEventKind::Drag(MouseButton::Left)
            if app.context() == Context::Editor =>
        {
            Input::ClickBoard
        }
        MouseEventKind::Down(MouseButton::Left) | MouseEventKind::Drag(MouseButton::Left) => {
            Input::ClickTimeline
        }
        _ => return None,
    };
    match lookup(app.context(), input)? {
        Action::SeekAtPointer => {
            let bar = match app.race() {
                Some(race) => race::layout(popup_area(size), race.lanes().len())?.bar,
                None => layout(size)?.bar,
            };
            let view = BarView::of_app(app);
            timeline_bar::step_at(view.as_ref(), bar, mouse.column, mouse.row).map(Action::Seek)
        }
        Action::SelectAtPointer => {
            let areas = layout(size)?;
            board::cell_at(areas.board, areas.size, mouse.column, mouse.row).map(Action::Select)
        }
        action => Some(action),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::test_support::{P85, app_of};
    use crossterm::event::{KeyCode, KeyEventState, KeyModifiers};

    fn mouse(kind: MouseEventKind, column: u16, row: u16) -> Event {
        Event::Mouse(MouseEvent {
            kind,
            column,
            row,
            modifiers: KeyModifiers::NONE,
        })
    }

    #[test]
    fn clicks_on_the_timeline_seek_and_the_wheel_steps() {
        let mut app = app_of(&[P85]);
        for _ in 0..10 {
            app.update(Action::StepForward);
        }
        let size = Rect::new(0, 0, 80, 24);
        // 80×24: the framed bar's track is row 20, columns 1..=78
        let click = |column| mouse(MouseEventKind::Down(MouseButton::Left), column, 20);
        assert_eq!(action_for(&app, &click(1), size), Some(Action::Seek(0)));
        assert_eq!(action_for(&app, &click(78), size), Some(Action::Seek(10)));
        let drag = mouse(MouseEventKind::Drag(MouseButton::Left), 40, 20);
        assert_eq!(action_for(&app, &drag, size), Some(Action::Seek(5)));
        assert_eq!(
            action_for(
                &app,
                &mouse(MouseEventKind::Down(MouseButton::Left), 40, 5),
                size
            ),
            None
        );
        let wheel = mouse(MouseEventKind::ScrollDown, 40, 5);
        assert_eq!(action_for(&app, &wheel, size), Some(Action::StepForward));
        assert_eq!(action_for(&app, &click(1), Rect::new(0, 0, 40, 10)), None);
    }

    #[test]
    fn key_releases_are_ignored() {
        let app = app_of(&[P85]);
        let mut key = KeyEvent::new(KeyCode::Char('l'), KeyModifiers::NONE);
        assert_eq!(key_action(&app, &key), Some(Action::StepForward));
        key.kind = KeyEventKind::Release;
        key.state = KeyEventState::NONE;
        assert_eq!(key_action(&app, &key), None);
    }
}
