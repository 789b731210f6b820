//! The footer: the main keys of what is in front of the user, from the key table.

use super::theme::Theme;
use crate::tui::keys::footer_items;
use crate::tui::keys::scope::Scope;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

/// The footer's items that always stay, last, even when the others do not fit.
const KEPT: [&str; 2] = ["help", "quit"];

/// Draws as many footer items of the scopes live in front as fit, then the kept ones;
/// `moving`: whether something plays or searches (Space then pauses).
pub fn render(scopes: &[Scope], moving: bool, area: Rect, buf: &mut Buffer, theme: &Theme) {
    let items = footer_items(scopes, moving);
    let spans_of = |(keys, word): &(String, &'static str)| {
        [
            Span::raw(" "),
            Span::styled(keys.clone(), theme.key()),
            Span::styled(format!(" {word} "), theme.dim()),
        ]
    };
    let width_of = |item| spans_of(item).iter().map(Span::width).sum::<usize>();
    let (kept, others): (Vec<_>, Vec<_>) = items.iter().partition(|(_, w)| KEPT.contains(w));
    let mut room = usize::from(area.width).saturating_sub(kept.iter().map(|i| width_of(i)).sum());
    let mut spans = Vec::new();
    for item in others {
        let width = width_of(item);
        if width > room {
            break;
        }
        room -= width;
        spans.extend(spans_of(item));
    }
    spans.extend(kept.into_iter().flat_map(spans_of));
    Line::from(spans).render(area, buf);
}
