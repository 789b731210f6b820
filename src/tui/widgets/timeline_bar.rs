//! The timeline bar: the cursor against what the search has explored (its total once it is
//! finished), with the solutions marked. A click on it seeks. The race view's bar is the same,
//! its cursor the race's step and its marks where each lane ended.

use super::theme::Theme;
use ratatui::buffer::Buffer;
use ratatui::layout::{Margin, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Widget};
use stepdoku::numbers::grouped;
use stepdoku::timeline::{DepthProfile, Timeline};

const LEFT: &str = "Timeline ";

/// What a bar shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BarView {
    /// The cursor.
    pub position: u64,
    /// The right end: what is explored, or the total once it is known.
    pub scale: u64,
    /// Whether the scale is the total.
    pub finished: bool,
    /// Steps marked `◆`: solutions (in a race, where a lane found its solution).
    pub marks: Vec<u64>,
    /// The search's depth over what is explored: drawn as the bar.
    pub profile: Option<DepthProfile>,
}

impl BarView {
    /// The bar of a timeline.
    pub fn of_timeline(t: &Timeline) -> BarView {
        BarView {
            position: t.position(),
            scale: t.explored(),
            finished: t.is_finished(),
            marks: t.solution_steps().to_vec(),
            profile: Some(t.depth_profile().clone()),
        }
    }
}

/// The text right of the bar: `4,096 steps so far`, `53,212 steps in all`.
fn right_text(view: Option<&BarView>) -> String {
    match view {
        Some(v) if v.finished => format!(" {} steps in all", grouped(v.scale)),
        Some(v) => format!(" {} steps so far", grouped(v.scale)),
        None => " no search".to_string(),
    }
}

/// The bar itself within the bar's area: inside the frame when the area has three rows, else
/// between the `Timeline` label and the text on the right (empty when there is no room).
pub fn track(view: Option<&BarView>, area: Rect) -> Rect {
    if area.height >= 3 {
        return area.inner(Margin::new(1, 1));
    }
    let sides = (LEFT.len() + right_text(view).chars().count()) as u16;
    Rect {
        x: area.x + (LEFT.len() as u16).min(area.width),
        width: area.width.saturating_sub(sides),
        height: area.height.min(1),
        ..area
    }
}

/// The column of `step` on a track `width` columns wide showing `0..=scale`.
fn column_of(step: u64, scale: u64, width: u16) -> u16 {
    let last = u128::from(width.saturating_sub(1));
    (u128::from(step.min(scale)) * last / u128::from(scale.max(1))) as u16
}

/// The step a click at `column` of the terminal lands on, if it is on the track.
pub fn step_at(view: Option<&BarView>, area: Rect, column: u16, row: u16) -> Option<u64> {
    let track = track(view, area);
    let view = view?;
    if row != track.y || column < track.x || column >= track.right() || track.width < 2 {
        return None;
    }
    let last = u128::from(track.width - 1);
    let offset = u128::from(column - track.x);
    let scale = u128::from(view.scale);
    Some(((offset * scale + last / 2) / last) as u64)
}

/// The step a drag at `column` scrubs to: a drag that overshoots the track, past either end
/// or onto the bar's frame, holds at the nearest end instead of stopping short; one that
/// leaves the bar's rows does nothing.
pub fn step_near(view: Option<&BarView>, area: Rect, column: u16, row: u16) -> Option<u64> {
    let track = track(view, area);
    if row < area.y || row >= area.bottom() || track.width < 2 {
        return None;
    }
    let column = column.clamp(track.x, track.right() - 1);
    step_at(view, area, column, track.y)
}

/// Draws the bar into `area`: framed with its texts in the frame when it has three rows,
/// else on one row.
pub fn render(view: Option<&BarView>, area: Rect, buf: &mut Buffer, theme: &Theme) {
    let track = track(view, area);
    if area.height >= 3 {
        Block::bordered()
            .border_style(theme.border())
            .title(Span::styled(" Timeline ", theme.title()))
            .title(Line::styled(right_text(view) + " ", theme.dim()).right_aligned())
            .render(area, buf);
    } else {
        Line::from(vec![
            Span::styled(LEFT, theme.label()),
            Span::raw(" ".repeat(usize::from(track.width))),
            Span::styled(right_text(view), theme.dim()),
        ])
        .render(area, buf);
    }
    if let Some(view) = view {
        draw_track(view, track, buf, theme);
    }
}

/// Eighths of a row, for the depth profile.
const LEVELS: [char; 8] = ['▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'];

/// The glyph of column `dx` of a track `width` wide: the search's depth over the steps the
/// column covers (in eighths from the shallowest to the deepest sample), or a line without a
/// profile.
fn column_glyph(view: &BarView, dx: u16, width: u16, played: bool) -> char {
    let Some(profile) = &view.profile else {
        return if played { '━' } else { '─' };
    };
    let (low, high) = profile.range();
    let span = u128::from(view.scale.max(1));
    let (w, x) = (u128::from(width), u128::from(dx));
    let from = (x * span / w) as u64 + 1;
    let to = (((x + 1) * span / w) as u64).max(from);
    match profile.deepest(from, to) {
        Some(depth) if high > low => {
            let level = 1 + 7 * u32::from(depth - low) / u32::from(high - low);
            LEVELS[level as usize - 1]
        }
        Some(_) => LEVELS[0],
        None => ' ',
    }
}

/// The depth profile (or a line) played `━`/coloured up to the cursor `●`, dim ahead, marks
/// `◆`.
fn draw_track(view: &BarView, track: Rect, buf: &mut Buffer, theme: &Theme) {
    if track.width < 2 {
        return;
    }
    let scale = view.scale;
    let cursor = column_of(view.position, scale, track.width);
    for dx in 0..track.width {
        let played = dx < cursor;
        let c = column_glyph(view, dx, track.width, played);
        let style = if played { theme.played() } else { theme.dim() };
        if let Some(cell) = buf.cell_mut((track.x + dx, track.y)) {
            cell.set_char(c).set_style(style);
        }
    }
    for &s in &view.marks {
        if let Some(cell) = buf.cell_mut((track.x + column_of(s, scale, track.width), track.y)) {
            cell.set_char('◆').set_style(theme.good());
        }
    }
    if let Some(cell) = buf.cell_mut((track.x + cursor, track.y)) {
        cell.set_char('●').set_style(theme.accent());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn columns_span_the_track() {
        assert_eq!(column_of(0, 100, 11), 0);
        assert_eq!(column_of(50, 100, 11), 5);
        assert_eq!(column_of(100, 100, 11), 10);
        assert_eq!(column_of(7, 0, 11), 0);
        assert_eq!(column_of(u64::MAX, u64::MAX, 11), 10);
    }
}
