//! The code panel of the explorer: the approach's source with the line of the current step
//! marked, wrapped to the panel's width and scrolled to keep that line in view.

use ratatui::Frame;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph};

use nqueens_walk::code::{self, Listing};

use crate::{CONTINUED_MARK, CURRENT_MARK, Explorer};

impl Explorer {
    /// Draws the approach's `place_row` in `area`, file line numbers in the gutter, the line
    /// the step just taken runs marked and highlighted, and scrolled so that it is in view.
    pub(crate) fn draw_code(&self, frame: &mut Frame<'_>, area: Rect) {
        let listing = code::listing(&self.walk.solver().info());
        let current = code::line(&listing, self.walk.bookkeeping(), self.walk.current());
        let block = Block::bordered().title(format!(" {} ", listing.path));
        let inner = block.inner(area);
        frame.render_widget(block, area);
        let rows = self.code_rows(&listing, current, usize::from(inner.width));
        let height = usize::from(inner.height);
        let top =
            rows.current.map_or(0, |(first, count)| scroll(&rows.starts, height, first, count));
        let shown: Vec<Line<'static>> = rows.lines.into_iter().skip(top).take(height).collect();
        frame.render_widget(Paragraph::new(shown), inner);
    }

    /// The rows of the code panel for a width of `width` columns: each line of the listing
    /// behind its gutter (the mark of the current line and the line's number in the file),
    /// wrapped onto continuation rows (marked in the gutter) where it is wider than the panel.
    fn code_rows(&self, listing: &Listing, current: Option<usize>, width: usize) -> CodeRows {
        let last = listing.first_line + listing.lines.len().saturating_sub(1);
        let digits = last.to_string().len();
        // The mark, a space, the number and a space.
        let text_width = width.saturating_sub(digits + 3).max(1);
        let highlight = Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD);
        let mut rows = CodeRows { lines: Vec::new(), starts: Vec::new(), current: None };
        for (index, text) in listing.lines.iter().enumerate() {
            let is_current = current == Some(index);
            let pieces = wrap_code(text, text_width);
            if is_current {
                rows.current = Some((rows.lines.len(), pieces.len()));
            }
            let comment = text.trim_start().starts_with("//");
            for (part, piece) in pieces.into_iter().enumerate() {
                let mut spans = Vec::with_capacity(3);
                if part == 0 {
                    let mark = if is_current { CURRENT_MARK } else { ' ' };
                    spans.push(Span::styled(
                        format!("{mark} "),
                        self.colored(Color::Yellow).add_modifier(Modifier::BOLD),
                    ));
                    spans.push(Span::styled(
                        format!("{:>digits$} ", listing.first_line + index),
                        self.colored(Color::DarkGray),
                    ));
                } else {
                    spans.push(Span::styled(
                        format!("  {CONTINUED_MARK:>digits$} "),
                        self.colored(Color::DarkGray),
                    ));
                }
                if is_current {
                    // A bar to the panel's edge, so that the line stands out at a glance.
                    let pad = text_width.saturating_sub(textwrap::core::display_width(&piece));
                    spans.push(Span::styled(format!("{piece}{}", " ".repeat(pad)), highlight));
                } else if comment {
                    spans.push(Span::styled(piece, self.colored(Color::DarkGray)));
                } else {
                    spans.push(Span::raw(piece));
                }
                rows.lines.push(Line::from(spans));
                rows.starts.push(part == 0);
            }
        }
        rows
    }
}

/// The rows of the code panel, its lines wrapped to the panel's width.
struct CodeRows {
    /// The rows, gutter and code.
    lines: Vec<Line<'static>>,
    /// Whether each row starts a line of the listing (rather than continuing one).
    starts: Vec<bool>,
    /// The first row of the current line and how many rows it takes, if a line is current.
    current: Option<(usize, usize)>,
}

/// The first row to show in `height` rows so that the `count` rows from `first` on are in
/// view, centred where the ends of the listing allow; when they do not all fit, their first row
/// is the top one. `starts` says of every row whether it starts a line (rather than continuing
/// one): a top up to a few rows from the centre is preferred if the panel then starts and ends
/// with whole lines, or else if it at least starts with one.
fn scroll(starts: &[bool], height: usize, first: usize, count: usize) -> usize {
    let total = starts.len();
    if total <= height {
        return 0;
    }
    let last_top = total - height;
    if count >= height {
        return first.min(last_top);
    }
    let centred = (first + count / 2).saturating_sub(height / 2).min(last_top);
    // Every top from `low` to `high` keeps the rows of the current line in view.
    let (low, high) = ((first + count).saturating_sub(height), first.min(last_top));
    let near = (0..=3)
        .flat_map(|distance| [centred.checked_sub(distance), Some(centred + distance)])
        .flatten()
        .filter(|top| (low..=high).contains(top));
    let starts_line = |row: usize| starts.get(row).copied().unwrap_or(true);
    near.clone()
        .find(|&top| starts_line(top) && starts_line(top + height))
        .or_else(|| near.clone().find(|&top| starts_line(top)))
        .unwrap_or(centred)
}

/// Cuts a line of code into pieces of at most `width` columns: after the last space that leaves
/// the piece at least half full, or else after the last character that fits. The pieces after
/// the first start at the line's indentation (when that leaves them at least half the width),
/// without the spaces of the cut.
fn wrap_code(text: &str, width: usize) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let indent = chars.iter().take_while(|&&c| c == ' ').count();
    let indent = if 2 * indent <= width { indent } else { 0 };
    let mut pieces = Vec::new();
    let mut start = 0;
    loop {
        let first = pieces.is_empty();
        let room = if first { width } else { width - indent };
        // The characters that fit, and the columns taken up to each of them.
        let mut end = start;
        let mut used = 0;
        let mut after_space = None;
        while let Some(&c) = chars.get(end) {
            let columns = char_width(c);
            if used + columns > room {
                break;
            }
            used += columns;
            end += 1;
            if c == ' ' && 2 * used >= room {
                after_space = Some(end);
            }
        }
        if end < chars.len() {
            end = after_space.unwrap_or(end).max(start + 1);
        }
        let mut piece = if first { String::new() } else { " ".repeat(indent) };
        piece.extend(&chars[start..end]);
        pieces.push(piece.trim_end().to_string());
        start = end;
        while chars.get(start) == Some(&' ') {
            start += 1;
        }
        if start >= chars.len() {
            return pieces;
        }
    }
}

/// The columns a character takes on a terminal.
fn char_width(c: char) -> usize {
    textwrap::core::display_width(c.encode_utf8(&mut [0; 4]))
}
