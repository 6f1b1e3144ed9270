//! Placements as text: reading them back from every format `solve` and `place` write, for
//! `nqueens check`, and writing a long line of columns fast, for `nqueens place`.
//!
//! Reading validates every number before it is used: a column must be a whole number that fits
//! a `u32`, a board must be square with one queen in each row, and a declared n must match the
//! queens. Whatever is wrong is one line that says where; nothing panics.

use nqueens_core::{Conflict, check_linear};
use serde::Deserialize;

use crate::format::{plural, quoted, thousands};

/// One placement read from the input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct ReadPlacement {
    /// The column of the queen in each row.
    pub(crate) columns: Vec<u32>,
    /// Where it was found, for messages: `line 3`, `solution 2 of the JSON`.
    pub(crate) place: String,
}

/// Reads every placement of `input`, whatever format `solve` or `place` wrote it in: lines of
/// columns, boards (Unicode, LeetCode rows of `Q` and `.`, hello-algo's lists of `"Q"` and
/// `"#"`), or JSON (`solve`'s object with `solutions`, `place`'s with `columns`, a bare array of
/// columns or of placements, LeetCode's array of boards).
pub(crate) fn read(input: &[u8]) -> Result<Vec<ReadPlacement>, String> {
    let start = input.iter().position(|byte| !byte.is_ascii_whitespace());
    let placements = match start.map(|start| input[start]) {
        None => Vec::new(),
        Some(b'{' | b'[') => read_json(input)?,
        Some(_) => {
            let first_line = input[start.unwrap_or(0)..].split(|&byte| byte == b'\n').next();
            let columns = first_line.is_some_and(|line| {
                line.iter().all(|byte| byte.is_ascii_digit() || byte.is_ascii_whitespace())
            });
            if columns { read_columns(input)? } else { read_boards(input)? }
        }
    };
    if placements.is_empty() {
        return Err("the input holds no placement: give the columns of the queens, such as \
                    `1 3 0 2`, a board, or JSON, as `nqueens solve` and `nqueens place` write \
                    them"
            .to_string());
    }
    Ok(placements)
}

/// Checks every placement with the linear checker of core, and that it has `expected_n` queens
/// if given: the first that is no solution is named in one line, with the first two queens
/// that attack each other.
pub(crate) fn check_all(
    placements: &[ReadPlacement],
    expected_n: Option<usize>,
) -> Result<(), String> {
    for ReadPlacement { columns, place } in placements {
        if let Some(n) = expected_n.filter(|&n| n != columns.len()) {
            return Err(format!(
                "{place}: {} where --n asks for {}",
                plural(columns.len() as u64, "queen", "queens"),
                thousands(n as u64)
            ));
        }
        if let Err(conflict) = check_linear(columns) {
            let which = if placements.len() == 1 { String::new() } else { format!(" ({place})") };
            return Err(format!("not a solution{which}: {}", explain(&conflict, columns)));
        }
    }
    Ok(())
}

/// A conflict, with the cells of the two queens: `the queens in rows 0 and 2 are on the same
/// column (cells (0, 1) and (2, 1), as (row, col) from 0)`.
fn explain(conflict: &Conflict, columns: &[u32]) -> String {
    match *conflict {
        Conflict::Attack { first_row, second_row, .. } => format!(
            "{conflict} (cells ({first_row}, {}) and ({second_row}, {}), as (row, col) from 0)",
            columns[first_row], columns[second_row]
        ),
        Conflict::OffBoard { .. } => conflict.to_string(),
    }
}

/// One placement per line: the columns separated by white space.
fn read_columns(input: &[u8]) -> Result<Vec<ReadPlacement>, String> {
    let mut placements = Vec::new();
    for (index, line) in input.split(|&byte| byte == b'\n').enumerate() {
        let place = format!("line {}", index + 1);
        let mut columns = Vec::new();
        for token in line.split(u8::is_ascii_whitespace).filter(|token| !token.is_empty()) {
            let row = columns.len();
            columns.push(
                column_number(token).map_err(|problem| format!("{place}, row {row}: {problem}"))?,
            );
        }
        if !columns.is_empty() {
            placements.push(ReadPlacement { columns, place });
        }
    }
    Ok(placements)
}

/// A column as the columns format writes it: decimal digits, at most `u32::MAX`.
fn column_number(token: &[u8]) -> Result<u32, String> {
    let text = || quoted(&String::from_utf8_lossy(token));
    if !token.iter().all(u8::is_ascii_digit) {
        return Err(format!(
            "{} is not a column: give whole numbers from 0, such as 1 3 0 2",
            text()
        ));
    }
    let mut value: u64 = 0;
    for &digit in token {
        value = value * 10 + u64::from(digit - b'0');
        if value > u64::from(u32::MAX) {
            return Err(too_large_column(&text()));
        }
    }
    u32::try_from(value).map_err(|_| too_large_column(&text()))
}

/// The message for a column beyond every board a placement can have.
fn too_large_column(text: &str) -> String {
    format!(
        "column {text} is off every board the tool checks: a column is below {}",
        thousands(u64::from(u32::MAX))
    )
}

/// Boards, one row per line: Unicode boards (`│ · ♛ · · │`), rows of `Q` and `.` as LeetCode
/// draws them, or hello-algo's lists (`["#", "Q", "#", "#"]`). A board ends at any other line:
/// a frame, a line of dashes, a blank line, or a header or sentence (a line with a word of three
/// letters or more).
fn read_boards(input: &[u8]) -> Result<Vec<ReadPlacement>, String> {
    let text = std::str::from_utf8(input)
        .map_err(|error| format!("the input is neither columns nor a board in UTF-8: {error}"))?;
    let mut placements = Vec::new();
    let mut board: Option<Board> = None;
    let mut after_top_frame = false;
    for (index, line) in text.lines().enumerate() {
        let line_number = index + 1;
        let trimmed = line.trim();
        if let Some(cells) = board_row(trimmed) {
            let board = board.get_or_insert_with(|| Board::new(line_number));
            board.push(&cells, line_number)?;
            after_top_frame = false;
            continue;
        }
        let frame = !trimmed.is_empty() && trimmed.chars().all(|c| "┌┐└┘─-".contains(c));
        // A header or a sentence (the summary of `solve`) has words; a row of cells has none.
        let header =
            trimmed.split(|c: char| !c.is_alphabetic()).any(|word| word.chars().count() >= 3);
        if !(trimmed.is_empty() || frame || header) {
            return Err(format!(
                "line {line_number}: {} is not a line of columns, a row of a board (cells `.`, \
                 `Q`, `·`, `♛` or `#`) or a header",
                quoted(trimmed)
            ));
        }
        if let Some(finished) = board.take() {
            placements.push(finished.placement()?);
        }
        if frame && trimmed.starts_with('└') && after_top_frame {
            // A frame with nothing inside: the empty board of n = 0.
            placements
                .push(ReadPlacement { columns: Vec::new(), place: format!("line {line_number}") });
        }
        after_top_frame = trimmed.starts_with('┌');
    }
    if let Some(finished) = board {
        placements.push(finished.placement()?);
    }
    Ok(placements)
}

/// The cells of a row of a board, `true` for a queen, or `None` if the line is no row.
fn board_row(line: &str) -> Option<Vec<bool>> {
    let cells: Option<Vec<bool>> = line
        .chars()
        .filter(|c| !matches!(c, '│' | '[' | ']' | '"' | ',') && !c.is_whitespace())
        .map(|c| match c {
            'Q' | '♛' => Some(true),
            '.' | '·' | '#' => Some(false),
            _ => None,
        })
        .collect();
    cells.filter(|cells| !cells.is_empty())
}

/// A board being read, row by row.
struct Board {
    first_line: usize,
    width: usize,
    columns: Vec<u32>,
}

impl Board {
    fn new(first_line: usize) -> Self {
        Self { first_line, width: 0, columns: Vec::new() }
    }

    /// Adds a row, which must have one queen and as many cells as the rows before it.
    fn push(&mut self, cells: &[bool], line: usize) -> Result<(), String> {
        if self.columns.is_empty() {
            self.width = cells.len();
        } else if cells.len() != self.width {
            return Err(format!(
                "line {line}: a row of {} cells in a board of rows of {}",
                cells.len(),
                self.width
            ));
        }
        let mut queens = cells.iter().enumerate().filter(|&(_, &queen)| queen).map(|(col, _)| col);
        match (queens.next(), queens.next()) {
            (Some(col), None) => {
                let col = u32::try_from(col).map_err(|_| format!("line {line}: a row too long"))?;
                self.columns.push(col);
                Ok(())
            }
            (None, _) => Err(format!(
                "line {line}: a row with no queen; a placement has one queen in each row"
            )),
            (Some(_), Some(_)) => Err(format!(
                "line {line}: a row with {} queens; a placement has one queen in each row",
                cells.iter().filter(|&&queen| queen).count()
            )),
        }
    }

    /// The placement, if the board is square.
    fn placement(self) -> Result<ReadPlacement, String> {
        let rows = self.columns.len();
        if rows != self.width {
            return Err(format!(
                "the board at line {} has {rows} rows of {} cells: a board has as many rows as \
                 columns",
                self.first_line, self.width
            ));
        }
        Ok(ReadPlacement {
            columns: self.columns,
            place: format!("the board at line {}", self.first_line),
        })
    }
}

/// A JSON object as `solve --format json` (`solutions`) or `place --format json` (`columns`)
/// writes it; other fields are ignored.
#[derive(Deserialize)]
struct JsonObject {
    n: Option<u64>,
    columns: Option<Vec<u64>>,
    solutions: Option<Vec<Vec<u64>>>,
}

/// JSON: an object of `solve` or `place`, an array of columns, an array of placements, or
/// LeetCode's array of boards.
fn read_json(input: &[u8]) -> Result<Vec<ReadPlacement>, String> {
    let json_error = |error: serde_json::Error| {
        format!("the input is not JSON that `solve` or `place` writes: {error}")
    };
    // What follows the first `[` or `[[` decides the shape of an array.
    let after =
        |skip: usize| input.iter().filter(|byte| !byte.is_ascii_whitespace()).nth(skip).copied();
    let (declared_n, placements): (Option<u64>, Vec<Vec<u64>>) =
        match (after(0), after(1), after(2)) {
            (Some(b'{'), _, _) => {
                let object: JsonObject = serde_json::from_slice(input).map_err(json_error)?;
                let mut placements = object.solutions.unwrap_or_default();
                placements.extend(object.columns);
                (object.n, placements)
            }
            (_, Some(b'['), Some(b'"')) => {
                let boards: Vec<Vec<String>> = serde_json::from_slice(input).map_err(json_error)?;
                let mut placements = Vec::new();
                for (index, rows) in boards.iter().enumerate() {
                    let mut board = Board::new(index + 1);
                    for row in rows {
                        let cells = board_row(row).ok_or_else(|| {
                            format!(
                                "board {} of the JSON: {} is not a row of `Q` and `.`",
                                index + 1,
                                quoted(row)
                            )
                        })?;
                        board.push(&cells, index + 1).map_err(|problem| {
                            format!("board {} of the JSON: {problem}", index + 1)
                        })?;
                    }
                    let columns = board
                        .placement()
                        .map_err(|problem| format!("board {} of the JSON: {problem}", index + 1))?
                        .columns;
                    placements.push(columns.into_iter().map(u64::from).collect());
                }
                (None, placements)
            }
            (_, Some(b'[' | b']'), _) => (None, serde_json::from_slice(input).map_err(json_error)?),
            _ => (None, vec![serde_json::from_slice(input).map_err(json_error)?]),
        };
    let mut read = Vec::with_capacity(placements.len());
    for (index, columns) in placements.into_iter().enumerate() {
        let place = format!("placement {} of the JSON", index + 1);
        if let Some(n) = declared_n.filter(|&n| usize::try_from(n) != Ok(columns.len())) {
            return Err(format!(
                "{place} has {} queens, but the JSON says n = {}",
                thousands(columns.len() as u64),
                thousands(n)
            ));
        }
        let columns = columns
            .into_iter()
            .enumerate()
            .map(|(row, col)| {
                u32::try_from(col).map_err(|_| {
                    format!("{place}, row {row}: {}", too_large_column(&col.to_string()))
                })
            })
            .collect::<Result<Vec<u32>, String>>()?;
        read.push(ReadPlacement { columns, place });
    }
    Ok(read)
}

/// Appends `columns` to `line` as the columns format writes them: decimal numbers separated by
/// single spaces (no newline). Formats without `fmt`, so that ten million columns take a few
/// tens of milliseconds.
pub(crate) fn push_columns(line: &mut Vec<u8>, columns: &[u32]) {
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
mod tests {
    use nqueens_approaches::PLACERS;
    use nqueens_core::check;
    use proptest::prelude::*;

    use super::*;

    /// What `nqueens check [--n N]` decides about `text`: `Ok` for solutions, or its message.
    fn verdict(text: &str, expected_n: Option<usize>) -> Result<(), String> {
        read(text.as_bytes()).and_then(|placements| check_all(&placements, expected_n))
    }

    /// The columns format of a placement.
    fn line(columns: &[u32]) -> String {
        let mut line = Vec::new();
        push_columns(&mut line, columns);
        String::from_utf8(line).expect("digits and spaces") + "\n"
    }

    /// A rejection: an error of one line.
    fn assert_rejected(verdict: Result<(), String>, what: &str) {
        match verdict {
            Ok(()) => panic!("{what} was taken for a solution"),
            Err(message) => assert!(!message.contains('\n'), "{what}: {message}"),
        }
    }

    /// A solution of n queens, from a placer of the registry.
    fn solution(n: usize, seed: u64, which: usize) -> Vec<u32> {
        PLACERS[which].place(n, seed, &mut |_| {}).expect("n has a solution").columns
    }

    #[test]
    fn push_columns_writes_every_width_of_number() {
        let mut text = Vec::new();
        push_columns(&mut text, &[0, 7, 10, 99, 123_456, u32::MAX]);
        assert_eq!(text, b"0 7 10 99 123456 4294967295");
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]

        /// The solutions of both placers read back as solutions, as columns and as JSON.
        #[test]
        fn solutions_pass(n in 4_usize..300, seed in any::<u64>(), which in 0..PLACERS.len()) {
            let columns = solution(n, seed, which);
            prop_assert_eq!(verdict(&line(&columns), Some(n)), Ok(()));
            let json = format!("{{\"n\":{n},\"columns\":{columns:?}}}");
            prop_assert_eq!(verdict(&json, Some(n)), Ok(()));
        }

        /// Two rows swapped: rejected exactly when the pairwise checker rejects it (the swap of
        /// a local search can give another solution), and then with a one-line reason.
        #[test]
        fn a_swapped_pair_of_rows(
            n in 4_usize..250, seed in any::<u64>(), which in 0..PLACERS.len(),
            first in any::<prop::sample::Index>(), second in any::<prop::sample::Index>(),
        ) {
            let mut columns = solution(n, seed, which);
            columns.swap(first.index(n), second.index(n));
            let narrow: Vec<u8> = columns.iter().map(|&col| col as u8).collect();
            let text = line(&columns);
            match check(&narrow) {
                Ok(()) => prop_assert_eq!(verdict(&text, Some(n)), Ok(())),
                Err(_) => assert_rejected(verdict(&text, Some(n)), "a swapped pair"),
            }
        }

        /// One queen shifted one column to the right: its new column holds another queen, or
        /// is off the board.
        #[test]
        fn a_shifted_queen(
            n in 4_usize..2_000, seed in any::<u64>(), which in 0..PLACERS.len(),
            row in any::<prop::sample::Index>(),
        ) {
            let mut columns = solution(n, seed, which);
            columns[row.index(n)] += 1;
            assert_rejected(verdict(&line(&columns), None), "a shifted queen");
        }

        /// One row given the column of another.
        #[test]
        fn a_repeated_column(
            n in 4_usize..2_000, seed in any::<u64>(), which in 0..PLACERS.len(),
            from in any::<prop::sample::Index>(), to in any::<prop::sample::Index>(),
        ) {
            let mut columns = solution(n, seed, which);
            let (from, to) = (from.index(n), to.index(n));
            prop_assume!(from != to);
            columns[to] = columns[from];
            assert_rejected(verdict(&line(&columns), None), "a repeated column");
            let json = format!("{{\"columns\":{columns:?}}}");
            assert_rejected(verdict(&json, None), "a repeated column in JSON");
        }

        /// A row dropped or added, where n is known: from `--n`, or from the JSON.
        #[test]
        fn a_wrong_length(
            n in 5_usize..2_000, seed in any::<u64>(), which in 0..PLACERS.len(), longer: bool,
        ) {
            let mut columns = solution(n, seed, which);
            if longer {
                columns.push(u32::try_from(n).expect("a small n"));
            } else {
                columns.pop();
            }
            assert_rejected(verdict(&line(&columns), Some(n)), "a wrong length");
            let json = format!("{{\"n\":{n},\"columns\":{columns:?}}}");
            assert_rejected(verdict(&json, None), "a wrong length in JSON");
        }

        /// A line of garbage anywhere among the lines of columns.
        #[test]
        fn a_garbage_line(
            n in 4_usize..500, seed in any::<u64>(), which in 0..PLACERS.len(),
            garbage in "[a-z!?;:=+*-]{1,12}", before: bool,
        ) {
            let text = line(&solution(n, seed, which));
            let damaged = if before { format!("{garbage}\n{text}") } else { format!("{text}{garbage}\n") };
            assert_rejected(verdict(&damaged, None), "a garbage line");
        }
    }
}
