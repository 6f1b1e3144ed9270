//! Placements of queens as text: every format the `nqueens` tool writes (lines of columns,
//! boards, JSON) read back and checked as a stream, for `nqueens check`, and the line of columns
//! written fast, for `nqueens place`. The formats are a contract between the tool and whatever
//! reads its output; this crate is that contract in code, apart from the tool's command line.
//!
//! Invariants: reading validates every number before it is used (a column must be a whole
//! number that fits a `u32`, a board must be square with one queen in each row, a declared n
//! must match the queens); whatever is wrong is one line that says where; nothing panics; and
//! nothing is kept but the tally and the placements read (to refuse one listed twice), so memory
//! is bounded by the longest placement and the distinct solutions of n, within a stated bound.
//! [`check_stream`] lists the formats; where the crate sits among the others: `docs/ARCHITECTURE.md`.

use std::io::{BufRead, Read};

use nqueens_core::{Conflict, check_linear};

mod boards;
mod bounded;
mod columns;
mod error;
mod json;
mod seen;

pub use error::{At, CheckError, ColumnProblem, Place, conflict_in};

use seen::Seen;

use boards::read_boards;
use columns::read_columns;
use json::read_json;

/// What was read and checked: how many placements, and their sizes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// The placements checked.
    pub count: u64,
    /// The number of queens of the first placement.
    pub first_size: Option<usize>,
    /// Whether every placement has as many queens as the first.
    pub mixed_sizes: bool,
    /// The n of a document that declares one and lists no placement (the JSON or the board
    /// text of `solve` for an n without solutions).
    pub declared_empty: Option<usize>,
    /// Whether the input is an empty JSON array, `[]` (LeetCode's list of no solutions).
    pub empty_list: bool,
}

/// Checks each placement as it is read: that it has `expected_n` queens if given, that no
/// two of its queens attack each other, and that it was not listed before. Nothing is kept but
/// the tally and the placements seen, so the input is read as a stream, in memory bounded by
/// its longest placement and by `memory_limit` for the placements seen.
struct Checker {
    expected_n: Option<usize>,
    tally: Tally,
    seen: Seen,
    memory_limit: u64,
}

impl Checker {
    fn check(&mut self, columns: &[u32], place: Place) -> Result<(), CheckError> {
        if let Some(n) = self.expected_n.filter(|&n| n != columns.len()) {
            return Err(CheckError::WrongSize { place, queens: columns.len(), n });
        }
        if let Err(conflict) = check_linear(columns) {
            return Err(CheckError::NotASolution {
                place,
                conflict,
                columns: attacking_columns(&conflict, columns),
            });
        }
        let fresh = self.seen.insert(columns, self.memory_limit);
        if !fresh.map_err(|limit| CheckError::TooManyToHold { place, limit })? {
            return Err(CheckError::Repeat { place });
        }
        let tally = &mut self.tally;
        tally.count += 1;
        match tally.first_size {
            None => tally.first_size = Some(columns.len()),
            Some(size) => tally.mixed_sizes |= size != columns.len(),
        }
        Ok(())
    }
}

/// Reads every placement of `input` as a stream, whatever format `solve` or `place` wrote it
/// in: lines of columns, boards (Unicode, with the headers, images and closing sentence of
/// `solve`; LeetCode rows of `Q` and `.`; hello-algo's lists of `"Q"` and `"#"`), or JSON
/// (`solve`'s object with `solutions`, `place`'s with `columns`, a bare array of columns or of
/// placements, LeetCode's array of boards); checks each one as it comes (with `expected_n`
/// queens, if given, and none listed twice), and returns the tally. No line may be longer than
/// `line_limit` bytes, and the placements held to refuse a repeat may take no more than that
/// either.
pub fn check_stream(
    mut input: impl BufRead,
    expected_n: Option<usize>,
    line_limit: u64,
) -> Result<Tally, CheckError> {
    let mut checker = Checker {
        expected_n,
        tally: Tally::default(),
        seen: Seen::default(),
        memory_limit: line_limit,
    };
    let mut line_offset = 0;
    // The white space before the first byte that is not: that byte decides the format.
    let mut blank_bytes = 0;
    let next = loop {
        let buffer = input.fill_buf().map_err(CheckError::Unreadable)?;
        let Some(&byte) = buffer.first() else {
            break None;
        };
        if !byte.is_ascii_whitespace() {
            break Some(byte);
        }
        let blank = buffer.iter().take_while(|byte| byte.is_ascii_whitespace()).count();
        blank_bytes += blank;
        let newlines = buffer[..blank].iter().filter(|&&byte| byte == b'\n').count();
        input.consume(blank);
        line_offset += newlines;
    };
    match next {
        None if blank_bytes == 1 && line_offset == 1 => {
            // One empty line, and nothing else: the one solution of n = 0 as the columns
            // format writes it (`solve 0 --format columns`).
            checker.check(&[], Place::Line(1))?;
        }
        None => {}
        Some(b'{' | b'[') => {
            // The JSON reader counts lines from its own start: give it the blank lines too.
            let blank_lines = std::io::repeat(b'\n').take(line_offset as u64);
            read_json(blank_lines.chain(input), &mut checker)?;
        }
        Some(_) => {
            let mut first = Vec::new();
            let number = line_offset + 1;
            read_line(&mut input, &mut first, line_limit, number)?;
            if first.iter().all(|byte| byte.is_ascii_digit() || byte.is_ascii_whitespace()) {
                read_columns(first, number, input, line_limit, &mut checker)?;
            } else {
                read_boards(first, number, input, line_limit, &mut checker)?;
            }
        }
    }
    let tally = checker.tally;
    if tally.count == 0 && tally.declared_empty.is_none() && !tally.empty_list {
        return Err(CheckError::NoPlacement);
    }
    Ok(tally)
}

/// Reads one line (with its newline, if any) into `line`; the number of bytes read, 0 at the
/// end. Refuses a line longer than `limit` bytes, which could not be held.
fn read_line(
    input: &mut impl BufRead,
    line: &mut Vec<u8>,
    limit: u64,
    number: usize,
) -> Result<usize, CheckError> {
    let read = input
        .by_ref()
        .take(limit.saturating_add(1))
        .read_until(b'\n', line)
        .map_err(CheckError::Unreadable)?;
    if read as u64 > limit {
        return Err(CheckError::LineTooLong { line: number, limit });
    }
    Ok(read)
}

/// The columns of the two queens of an attack, which its message names with their rows (both 0
/// for a queen off the board, whose message names its column itself).
fn attacking_columns(conflict: &Conflict, columns: &[u32]) -> [u32; 2] {
    match *conflict {
        Conflict::Attack { first_row, second_row, .. } => [columns[first_row], columns[second_row]],
        Conflict::OffBoard { .. } => [0, 0],
    }
}

/// Appends `columns` to `line` as the columns format writes them: decimal numbers separated by
/// single spaces (no newline). Formats without `fmt`, so that ten million columns take a few
/// tens of milliseconds.
pub fn push_columns(line: &mut Vec<u8>, columns: &[u32]) {
    let mut digits = [0_u8; 10];
    for (row, &col) in columns.iter().enumerate() {
        if row > 0 {
            line.push(b' ');
        }
        let mut value = col;
        let mut start = digits.len();
        loop {
            start -= 1;
            digits[start] = b'0' + (value % 10) as u8;
            value /= 10;
            if value == 0 {
                break;
            }
        }
        line.extend_from_slice(&digits[start..]);
    }
}

#[cfg(test)]
mod tests;
