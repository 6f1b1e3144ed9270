//! The board and the search's state as text, side by side, as `nqueens trace` prints them after
//! each step and `nqueens practice check` prints them at the first step where a learner's search
//! parts from the textbook's.

use std::fmt::Write as _;

use nqueens_core::Bookkeeping;

use crate::Walk;
use crate::cover;
use crate::explain::{self, Cell, Shape, StateLine};
use crate::phrases::{Lang, say};

/// The board after the step, with the search's state beside it, and an empty line after.
pub fn frame(walk: &Walk, lang: Lang) -> String {
    let n = walk.n();
    // An exact-cover search shows its matrix, as far as it is small enough to draw.
    let matrix = if walk.bookkeeping() == Bookkeeping::Links {
        cover::matrix_text(&cover::matrix(walk), n)
    } else {
        Vec::new()
    };
    let right: Vec<String> = if matrix.is_empty() {
        explain::state_in(walk, lang).iter().map(|line| state_text(line, lang)).collect()
    } else {
        matrix
    };
    let mut frame = side_by_side(&board(walk), &right);
    frame.push('\n');
    frame
}

/// The board after the step: a heading of column numbers, then one line per row, the cell the
/// step is about in brackets.
pub fn board(walk: &Walk) -> Vec<String> {
    let n = walk.n();
    let mut left: Vec<String> = Vec::with_capacity(n + 1);
    let mut heading = "     ".to_string();
    for col in 0..n {
        let _ = write!(heading, "{col:<3}");
    }
    left.push(heading.trim_end().to_string());
    for (row, cells) in explain::board(walk).iter().enumerate() {
        let mut text = format!("  {row:>2}");
        for cell in cells {
            text.push_str(&boxed(&cell_text(*cell), cell.current));
        }
        left.push(text);
    }
    left
}

/// Two columns of lines, the right one four spaces beyond the widest line of the left one, each
/// line ended by a line break.
pub fn side_by_side(left: &[String], right: &[String]) -> String {
    let width = left.iter().map(|line| line.chars().count()).max().unwrap_or(0);
    let mut text = String::new();
    for index in 0..left.len().max(right.len()) {
        let left_part = left.get(index).map_or("", String::as_str);
        let line = match right.get(index) {
            Some(right_part) => {
                let pad = width - left_part.chars().count();
                format!("{left_part}{}    {right_part}", " ".repeat(pad))
            }
            None => left_part.to_string(),
        };
        text.push_str(line.trim_end());
        text.push('\n');
    }
    text
}

/// The glyph of a cell.
fn cell_text(cell: Cell) -> String {
    cell.content.glyph().to_string()
}

/// A value in a field of three characters, in brackets when the step is about it.
pub fn boxed(value: &str, current: bool) -> String {
    if current { format!("[{value}]") } else { format!(" {value} ") }
}

/// One line of the search's state: `diags2  0 [1] 0`.
pub fn state_text(line: &StateLine, lang: Lang) -> String {
    let value = |index: usize, value: &String| (value.clone(), line.read == Some(index));
    let values = line.values.iter().enumerate().map(|(index, text)| value(index, text));
    let shown = match line.shape {
        Shape::Set => {
            let members: Vec<String> = values
                .map(|(value, read)| if read { format!("[{value}]") } else { value })
                .collect();
            format!("{{{}}}", members.join(", "))
        }
        Shape::Flags | Shape::Bits | Shape::Counts => {
            values.map(|(value, read)| boxed(&value, read)).collect()
        }
        Shape::Cells => say(lang, "trace.marked", &[("cells", &line.values.join(" "))]),
    };
    format!("{:<7}{shown}", line.name)
}
