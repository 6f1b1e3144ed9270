//! The lines-of-columns format: one placement per line, its columns separated by white space.

use std::io::BufRead;

use nqueens_core::quoted;

use crate::{CheckError, Checker, ColumnProblem, Place, read_line};

/// One placement per line: the columns separated by white space. `first` is line
/// `first_number`, already read.
pub(crate) fn read_columns(
    first: Vec<u8>,
    first_number: usize,
    mut input: impl BufRead,
    line_limit: u64,
    checker: &mut Checker,
) -> Result<(), CheckError> {
    let mut line = first;
    let mut number = first_number;
    let mut columns = Vec::new();
    loop {
        columns.clear();
        for token in line.split(u8::is_ascii_whitespace).filter(|token| !token.is_empty()) {
            let row = columns.len();
            columns.push(column_number(token).map_err(|problem| CheckError::Column {
                place: Place::Line(number),
                row,
                problem,
            })?);
        }
        if !columns.is_empty() {
            checker.check(&columns, Place::Line(number))?;
        }
        line.clear();
        if read_line(&mut input, &mut line, line_limit, number + 1)? == 0 {
            return Ok(());
        }
        number += 1;
    }
}

/// A column as the columns format writes it: decimal digits, at most `u32::MAX`.
pub(crate) fn column_number(token: &[u8]) -> Result<u32, ColumnProblem> {
    let text = || quoted(&String::from_utf8_lossy(token));
    if !token.iter().all(u8::is_ascii_digit) {
        return Err(ColumnProblem::NotAColumn { quoted: text() });
    }
    let mut value: u64 = 0;
    for &digit in token {
        value = value * 10 + u64::from(digit - b'0');
        if value > u64::from(u32::MAX) {
            return Err(ColumnProblem::OffEveryBoard { text: text() });
        }
    }
    u32::try_from(value).map_err(|_| ColumnProblem::OffEveryBoard { text: text() })
}
