//! THE dispatch, used by the terminal's event loop and the recorder alike: an input where the
//! user is ([`Context`](crate::tui::app::Context)) to an action through the key table,
//! with mouse gestures resolved against the areas the app keeps from its last resize.

use crate::tui::action::Action;
use crate::tui::app::{App, Context};
use crate::tui::keys::{Input, lookup, normalize};
use crate::tui::layout::popup_area;
use crate::tui::player::draw::bar_view;
use crate::tui::race::draw::{bar_view as race_bar_view, layout_of as race_layout};
use crate::tui::widgets::{board, timeline_bar};
use crossterm::event::{Event, KeyEventKind, MouseButton, MouseEventKind};

/// Where a mouse gesture is, and whether the button is held down while the mouse moves.
#[derive(Clone, Copy, Debug)]
pub struct Pointer {
    /// The terminal column.
    pub column: u16,
    /// The terminal row.
    pub row: u16,
    /// A drag, not a press.
    pub dragging: bool,
}

/// The action for `input` where the user is; a gesture at `pointer` is resolved against the
/// screen: a click on the timeline bar seeks there (a drag scrubs, held at the ends), one on
/// the board selects the cell.
pub fn action_for(app: &App, input: Input, pointer: Option<Pointer>) -> Option<Action> {
    match lookup(app.context().scopes(), input)? {
        Action::SeekAtPointer => {
            let Pointer {
                column,
                row,
                dragging,
            } = pointer?;
            let (bar, view) = match app.race() {
                Some(race) => {
                    let lanes = race_layout(race, popup_area(app.screen()))?;
                    (lanes.bar, Some(race_bar_view(race)))
                }
                None => (app.areas()?.bar, bar_view(app.player())),
            };
            let step = if dragging {
                timeline_bar::step_near
            } else {
                timeline_bar::step_at
            };
            step(view.as_ref(), bar, column, row).map(Action::Seek)
        }
        Action::SelectAtPointer => {
            let Pointer { column, row, .. } = pointer?;
            let areas = app.areas()?;
            let shape = app.board_shape();
            board::cell_at(areas.board, areas.size, shape, column, row).map(Action::Select)
        }
        action => Some(action),
    }
}

/// The action of a terminal event, if it means one: key presses (releases are ignored;
/// held keys repeat), the mouse wheel, and left clicks or drags.
pub fn event_action(app: &App, event: &Event) -> Option<Action> {
    match event {
        Event::Key(key) if key.kind != KeyEventKind::Release => {
            action_for(app, normalize(key.code, key.modifiers), None)
        }
        Event::Mouse(mouse) => {
            let input = match mouse.kind {
                MouseEventKind::ScrollUp => Input::WheelUp,
                MouseEventKind::ScrollDown => Input::WheelDown,
                MouseEventKind::Down(MouseButton::Left)
                | MouseEventKind::Drag(MouseButton::Left)
                    if app.context() == Context::Editor =>
                {
                    Input::ClickBoard
                }
                MouseEventKind::Down(MouseButton::Left)
                | MouseEventKind::Drag(MouseButton::Left) => Input::ClickTimeline,
                _ => return None,
            };
            let pointer = Pointer {
                column: mouse.column,
                row: mouse.row,
                dragging: matches!(mouse.kind, MouseEventKind::Drag(_)),
            };
            action_for(app, input, Some(pointer))
        }
        _ => None,
    }
}
#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::test_support::{P85, app_of};
    use crossterm::event::{KeyCode, KeyEvent, KeyEventState, KeyModifiers, MouseEvent};
    use ratatui::layout::Rect;

    /// The action of `event` on a screen of `size`, as the event loop finds it.
    fn action_at(app: &mut App, event: &Event, size: Rect) -> Option<Action> {
        app.resize(size);
        event_action(app, event)
    }

    fn key_action(app: &App, key: &KeyEvent) -> Option<Action> {
        event_action(app, &Event::Key(*key))
    }

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
        assert_eq!(action_at(&mut app, &click(1), size), Some(Action::Seek(0)));
        assert_eq!(
            action_at(&mut app, &click(78), size),
            Some(Action::Seek(10))
        );
        let drag = |column, row| mouse(MouseEventKind::Drag(MouseButton::Left), column, row);
        assert_eq!(
            action_at(&mut app, &drag(40, 20), size),
            Some(Action::Seek(5))
        );
        // a drag that overshoots the track, or slips onto the frame, holds at the end
        for (column, row) in [(79, 20), (0, 20), (79, 19), (0, 21)] {
            let end = if column == 0 { 0 } else { 10 };
            let seek = action_at(&mut app, &drag(column, row), size);
            assert_eq!(seek, Some(Action::Seek(end)), "{column},{row}");
        }
        // a press past the track's end is no seek, and a drag far off the bar does nothing
        let press = mouse(MouseEventKind::Down(MouseButton::Left), 79, 20);
        assert_eq!(action_at(&mut app, &press, size), None);
        assert_eq!(action_at(&mut app, &drag(40, 10), size), None);
        assert_eq!(
            action_at(
                &mut app,
                &mouse(MouseEventKind::Down(MouseButton::Left), 40, 5),
                size
            ),
            None
        );
        let wheel = mouse(MouseEventKind::ScrollDown, 40, 5);
        assert_eq!(action_at(&mut app, &wheel, size), Some(Action::StepForward));
        assert_eq!(
            action_at(&mut app, &click(1), Rect::new(0, 0, 40, 10)),
            None
        );
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
