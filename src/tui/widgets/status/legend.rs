//! The legend under the status panel: what the looks of the board mean, or, on the heatmap,
//! which placement counts each colour covers.

use super::{LABEL_WIDTH, StatusView};
use crate::tui::widgets::theme::Theme;
use ratatui::text::{Line, Span};
use stepdoku::numbers::grouped;

/// The legend's lines, and how much it matters (the heatmap's, which says what the colours
/// of the board mean, more than the usual one, which only repeats the guide).
pub(super) struct Legend {
    pub lines: Vec<Line<'static>>,
    pub rank: u8,
}

/// The legend for `view` in `width` columns.
pub(super) fn lines(view: &StatusView, width: usize, theme: &Theme) -> Legend {
    if view.shows_heat
        && let Some(t) = view.timeline()
    {
        return Legend {
            lines: heat_legend(t.heat(), width, theme),
            rank: 2,
        };
    }
    Legend {
        lines: legend(theme),
        rank: 8,
    }
}

/// What the looks of the board mean, each shown as the board shows it.
fn legend(theme: &Theme) -> Vec<Line<'static>> {
    let label = |text: &str| Span::styled(format!("{text:>LABEL_WIDTH$} "), theme.label());
    let words = |text: &'static str| Span::styled(text, theme.label());
    vec![
        Line::from(vec![
            label("Legend"),
            Span::styled(" 8 ", theme.given()),
            words(" given    "),
            Span::styled(" 3 ", theme.placed(false)),
            words(" placed"),
        ]),
        Line::from(vec![
            label(""),
            Span::styled(" - ", theme.undone()),
            words(" undone   "),
            Span::styled(" × ", theme.dead_end()),
            words(" dead end"),
        ]),
        Line::from(vec![
            label(""),
            Span::styled(" 3 ", theme.forced(false)),
            words(" forced   "),
            Span::styled(" 3 ", theme.current(theme.placed(false))),
            words(" current event"),
        ]),
    ]
}

/// The heatmap's legend: its four buckets with the placement counts each covers, in
/// `width` columns (under the labels' column where the panel is wide enough).
fn heat_legend(heat: &[u64], width: usize, theme: &Theme) -> Vec<Line<'static>> {
    let max = heat.iter().copied().max().unwrap_or(0);
    let wide = width >= LABEL_WIDTH + 1 + 30;
    let indent = if wide { LABEL_WIDTH + 1 } else { 0 };
    let title = "placements per cell";
    let mut lines = vec![if wide {
        Line::from(vec![
            Span::styled(format!("{:>LABEL_WIDTH$} ", "Heat"), theme.label()),
            Span::styled(title, theme.label()),
        ])
    } else {
        Line::styled(
            crate::tui::widgets::text::head(&format!("Heat: {title}"), width),
            theme.label(),
        )
    }];
    // each bucket's least count: near max^((level - 1) / 3), settled against the levels
    let level_of = |count| crate::tui::widgets::board::heat_level(count, max);
    let mut from: Vec<(u8, u64)> = Vec::new();
    for level in 1..=4u8 {
        let mut low = (max as f64).powf(f64::from(level - 1) / 3.0).ceil() as u64;
        while low > 1 && level_of(low - 1) >= level {
            low -= 1;
        }
        while low <= max && level_of(low) < level {
            low += 1;
        }
        if low >= 1 && low <= max && level_of(low) == level {
            from.push((level, low));
        }
    }
    let mut items = vec![(Span::styled(" · ", theme.heat(0)), " 0 ".to_string())];
    for (k, &(level, low)) in from.iter().enumerate() {
        let high = from.get(k + 1).map_or(max, |&(_, next)| next - 1);
        let range = if low == high {
            grouped(low)
        } else {
            format!("{}–{}", grouped(low), grouped(high))
        };
        items.push((Span::styled(" 3 ", theme.heat(level)), format!(" {range} ")));
    }
    // the buckets flowed into lines, as many to a line as fit
    let mut spans: Vec<Span<'static>> = Vec::new();
    let mut used = indent;
    for (sample, range) in items {
        let needs = 3 + range.chars().count();
        if !spans.is_empty() && used + needs > width {
            lines.push(Line::from(std::mem::take(&mut spans)));
            used = indent;
        }
        if spans.is_empty() && indent > 0 {
            spans.push(Span::raw(" ".repeat(indent)));
        }
        spans.push(sample);
        spans.push(Span::raw(range));
        used += needs;
    }
    if !spans.is_empty() {
        lines.push(Line::from(spans));
    }
    lines
}
