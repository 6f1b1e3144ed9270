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

use std::fmt;
use std::io::{BufRead, Read};

use nqueens_core::sequences::TOTAL_SOLUTIONS;
use nqueens_core::{Conflict, Solution, Symmetry, check_linear};
use nqueens_core::{bytes, plural, quoted, shortened, thousands};
use serde::de::{self, DeserializeSeed, IgnoredAny, MapAccess, SeqAccess, Visitor};

mod bounded;
mod seen;

use bounded::BoundedStrings;
use seen::Seen;

/// Where a placement was found, for messages: `line 3`, `the board at line 7`, `placement 2 of
/// the JSON`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Place {
    /// A line of columns.
    Line(usize),
    /// A board whose first row is on this line.
    Board(usize),
    /// The k-th placement (from 1) of a JSON document.
    Json(usize),
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Place::Line(line) => write!(f, "line {line}"),
            Place::Board(line) => write!(f, "the board at line {line}"),
            Place::Json(index) => write!(f, "placement {index} of the JSON"),
        }
    }
}

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
    fn check(&mut self, columns: &[u32], place: Place) -> Result<(), String> {
        if let Some(n) = self.expected_n.filter(|&n| n != columns.len()) {
            return Err(format!(
                "{place}: {} where --n asks for {}",
                plural(columns.len() as u64, "queen", "queens"),
                thousands(n as u64)
            ));
        }
        if let Err(conflict) = check_linear(columns) {
            return Err(format!("not a solution ({place}): {}", explain(&conflict, columns)));
        }
        if !self
            .seen
            .insert(columns, self.memory_limit)
            .map_err(|problem| format!("{place}: {problem}"))?
        {
            return Err(format!(
                "{place} repeats a placement listed before it: a listing holds each solution \
                 once, so it can be no longer than n's total"
            ));
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
) -> Result<Tally, String> {
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
        let buffer =
            input.fill_buf().map_err(|error| format!("cannot read standard input: {error}"))?;
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
        return Err("the input holds no placement: give the columns of the queens, such as \
                    `1 3 0 2`, a board, or JSON, as `nqueens solve` and `nqueens place` write \
                    them"
            .to_string());
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
) -> Result<usize, String> {
    let read = input
        .by_ref()
        .take(limit.saturating_add(1))
        .read_until(b'\n', line)
        .map_err(|error| format!("cannot read standard input: {error}"))?;
    if read as u64 > limit {
        return Err(format!(
            "line {number} is over {} long, more than this machine can check in the memory \
             available",
            bytes(limit)
        ));
    }
    Ok(read)
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

/// One placement per line: the columns separated by white space. `first` is line
/// `first_number`, already read.
fn read_columns(
    first: Vec<u8>,
    first_number: usize,
    mut input: impl BufRead,
    line_limit: u64,
    checker: &mut Checker,
) -> Result<(), String> {
    let mut line = first;
    let mut number = first_number;
    let mut columns = Vec::new();
    loop {
        columns.clear();
        for token in line.split(u8::is_ascii_whitespace).filter(|token| !token.is_empty()) {
            let row = columns.len();
            columns.push(
                column_number(token)
                    .map_err(|problem| format!("line {number}, row {row}: {problem}"))?,
            );
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

/// The line that hello-algo prints before each solution.
const HELLO_ALGO_SEPARATOR: &str = "--------------------";

/// What the headers of the board text said about the placement that follows, or the closing
/// sentence about all of them.
#[derive(Default)]
struct Declared {
    /// The line of the last header, and the columns it names (`Solution 3: columns 1 3 0 2`,
    /// `construction, n = 10: columns …`; empty for `the empty board`).
    columns: Option<(usize, Vec<u32>)>,
    /// The size of its class of symmetry (`, a class of 4 boards`).
    class: Option<usize>,
}

/// The state of the board text being read.
struct BoardText<'a> {
    checker: &'a mut Checker,
    /// The boards being read side by side (several in a row of images), and the line of their
    /// first row.
    open: Vec<Board>,
    /// Whether the last line was the top frame of boards, for the empty board of n = 0
    /// (`┌─┐` then `└─┘`) and how many.
    after_top_frame: usize,
    /// The line of hello-algo's line of dashes just before, if the last line was one.
    after_dashes: usize,
    declared: Declared,
    /// The last solution read, whose images may follow.
    last: Option<Vec<u32>>,
    /// Whether the text is `solve`'s (it has `Solution 1:` headers), which ends with a
    /// sentence that says how many solutions it holds; and whether that sentence was read.
    solve_text: bool,
    closed: bool,
    /// While the eight images of `last` are being read: the images read so far, and the `= k`
    /// of each label read so far (the image it repeats, from 1).
    images: Option<Images>,
}

/// The images of a solution being read: the boards so far, and the `= k` of each label so far.
type Images = (Vec<Vec<u32>>, Vec<Option<usize>>);

/// Boards, one row per line: Unicode boards (`│ · ♛ · · │`, several side by side in the images
/// of `solve --images`), rows of `Q` and `.` as LeetCode draws them, or hello-algo's lists
/// (`["#", "Q", "#", "#"]`). A board ends at any other line: a frame, a line of dashes, a blank
/// line, or a header or sentence (a line with a word of three letters or more). The headers of
/// `solve` and `place` are read too and held to their boards: the columns a header names, the
/// size of the class of `--unique`, the eight images of `--images` and the number of solutions
/// in the closing sentence.
fn read_boards(
    first: Vec<u8>,
    first_number: usize,
    mut input: impl BufRead,
    line_limit: u64,
    checker: &mut Checker,
) -> Result<(), String> {
    let mut text = BoardText {
        checker,
        open: Vec::new(),
        after_top_frame: 0,
        after_dashes: 0,
        declared: Declared::default(),
        last: None,
        solve_text: false,
        closed: false,
        images: None,
    };
    let mut line = first;
    let mut number = first_number;
    loop {
        let decoded = std::str::from_utf8(&line).map_err(|error| {
            format!("line {number} is neither columns nor a board in UTF-8: {error}")
        })?;
        text.line(decoded.trim_end_matches(['\n', '\r']), number)?;
        line.clear();
        if read_line(&mut input, &mut line, line_limit, number + 1)? == 0 {
            break;
        }
        number += 1;
    }
    text.line("", number + 1)?;
    text.end_images(number)?;
    if text.solve_text && !text.closed {
        return Err(format!(
            "the text ends at line {number} without the sentence that closes the output of \
             `solve` (`… solutions for n = …`): it was cut short"
        ));
    }
    Ok(())
}

impl BoardText<'_> {
    /// Reads one line of board text.
    fn line(&mut self, line: &str, number: usize) -> Result<(), String> {
        // Boards side by side are two spaces or more apart; the cells of a row one.
        let segments: Vec<&str> =
            line.split("  ").map(str::trim).filter(|segment| !segment.is_empty()).collect();
        let rows: Option<Vec<Vec<bool>>> =
            segments.iter().map(|segment| board_row(segment)).collect();
        if let Some(rows) = rows.filter(|rows| !rows.is_empty()) {
            if self.open.is_empty() {
                self.open = rows.iter().map(|_| Board::new(number)).collect();
            } else if self.open.len() != rows.len() {
                return Err(format!(
                    "line {number}: {} side by side, where the line before has {}",
                    plural(rows.len() as u64, "row of a board", "rows of boards"),
                    self.open.len()
                ));
            }
            for (board, cells) in self.open.iter_mut().zip(&rows) {
                board.push(cells, number)?;
            }
            self.after_top_frame = 0;
            self.after_dashes = 0;
            return Ok(());
        }
        let trimmed = line.trim();
        let frame = !trimmed.is_empty() && trimmed.chars().all(|c| "┌┐└┘─- ".contains(c));
        // A header or a sentence (the summary of `solve`) has words; a row of cells has none.
        let header =
            trimmed.split(|c: char| !c.is_alphabetic()).any(|word| word.chars().count() >= 3);
        if !(trimmed.is_empty() || frame || header) || (header && !self.may_be_header(trimmed)) {
            // Words stand only where the tool writes them: prose is refused where it stands,
            // before the boards it interrupts are closed.
            return Err(unknown_line(trimmed, number));
        }
        self.close_boards()?;
        let dashes = trimmed == HELLO_ALGO_SEPARATOR;
        if (dashes || trimmed.is_empty()) && self.after_dashes > 0 {
            // hello-algo's line of dashes with no row after it: the empty board of n = 0.
            self.finished(Vec::new(), self.after_dashes)?;
        }
        self.after_dashes = if dashes { number } else { 0 };
        if frame && trimmed.starts_with('└') && self.after_top_frame > 0 {
            // A frame with nothing inside: the empty board of n = 0, once per frame.
            for _ in 0..self.after_top_frame {
                self.finished(Vec::new(), number)?;
            }
        }
        self.after_top_frame =
            if trimmed.starts_with('┌') { trimmed.matches('┌').count() } else { 0 };
        if header {
            self.header(trimmed, number)?;
        }
        Ok(())
    }

    /// Ends the boards being read.
    fn close_boards(&mut self) -> Result<(), String> {
        for board in std::mem::take(&mut self.open) {
            let first_line = board.first_line;
            let columns = board.placement()?.columns;
            self.finished(columns, first_line)?;
        }
        Ok(())
    }

    /// A board read whole, whose first row is on line `first_line`: an image of the last
    /// solution, or a solution to check against its header.
    fn finished(&mut self, columns: Vec<u32>, first_line: usize) -> Result<(), String> {
        if let Some((images, _)) = &mut self.images {
            images.push(columns);
            if images.len() == Symmetry::ALL.len() {
                return self.end_images(first_line);
            }
            return Ok(());
        }
        if let Some((header_line, declared)) = self.declared.columns.take()
            && declared != columns
        {
            return Err(format!(
                "the board at line {first_line} is not the one its header on line \
                     {header_line} names (columns {})",
                columns_text(&declared)
            ));
        }
        self.checker.check(&columns, Place::Board(first_line))?;
        if let Some(class) = self.declared.class.take() {
            // A header with the size of a class: the listing of `solve --unique`, one canonical
            // board per class, so that no class is listed twice.
            if small_solution(&columns).is_some_and(|solution| !solution.is_canonical()) {
                return Err(format!(
                    "the board at line {first_line} is not the canonical board of its class, \
                     but its header gives the size of its class (a listing of one board per \
                     class)"
                ));
            }
            let size = small_solution(&columns).map(|solution| solution.class_size());
            if size.is_some_and(|size| size != class) {
                return Err(format!(
                    "the board at line {first_line}: its header says a class of {}, but its \
                     rotations and reflections give {}",
                    plural(class as u64, "board", "boards"),
                    plural(size.unwrap_or(0) as u64, "board", "boards")
                ));
            }
        }
        self.last = Some(columns);
        Ok(())
    }

    /// Checks the images read against the symmetries of the last solution, once all eight are
    /// read or the text ends; `number` is the line where they end.
    fn end_images(&mut self, number: usize) -> Result<(), String> {
        let Some((images, repeats)) = self.images.take() else {
            return Ok(());
        };
        if images.len() != Symmetry::ALL.len() {
            return Err(format!(
                "line {number}: {} of the eight images of a solution, where all eight belong",
                images.len()
            ));
        }
        let Some(solution) = self.last.as_deref().and_then(small_solution) else {
            return Err(format!("line {number}: images with no solution before them"));
        };
        for (index, (symmetry, image)) in Symmetry::ALL.iter().zip(&images).enumerate() {
            let expected: Vec<u32> =
                symmetry.apply(&solution).columns().iter().map(|&col| u32::from(col)).collect();
            if *image != expected {
                return Err(format!(
                    "image {} above line {number} is not the {} of the solution before it",
                    index + 1,
                    symmetry_name(*symmetry)
                ));
            }
            // The label says `= k` exactly when image k is the first one before it that is the
            // same board.
            let same = images[..index].iter().position(|earlier| earlier == image).map(|k| k + 1);
            let label = repeats.get(index).copied().flatten();
            if label != same {
                let said = label.map_or("no `= k`".to_string(), |k| format!("`= {k}`"));
                let truth = same.map_or("it repeats no image before it".to_string(), |k| {
                    format!("it is the same board as image {k}")
                });
                return Err(format!(
                    "image {} above line {number} is labelled with {said}, but {truth}",
                    index + 1
                ));
            }
        }
        Ok(())
    }

    /// Whether `line` has the shape of a header or closing sentence of `solve` or `place`, or
    /// of the labels of a row of images, where it stands.
    fn may_be_header(&self, line: &str) -> bool {
        let labels = || {
            line.split("  ")
                .map(str::trim)
                .filter(|label| !label.is_empty())
                .all(|label| label.starts_with(|c: char| c.is_ascii_digit()))
        };
        line.starts_with("Its eight images")
            || (self.images.is_some() && labels())
            || line.starts_with("Solution ")
            || line.split_once(": columns").is_some_and(|(placer, _)| is_placer_and_n(placer))
            || (self.closed && line.starts_with("The classes listed hold "))
            || closing_sentence(line).is_some()
    }

    /// Reads what a header or sentence says.
    fn header(&mut self, line: &str, number: usize) -> Result<(), String> {
        if line.starts_with("Its eight images") {
            if self.last.is_none() {
                return Err(format!("line {number}: images with no solution before them"));
            }
            self.images = Some((Vec::new(), Vec::new()));
            return Ok(());
        }
        if let Some((_, repeats)) = &mut self.images {
            // The labels of a row of images: `1 identity   2 rotate 90 = 1`.
            for label in line.split("  ").map(str::trim).filter(|label| !label.is_empty()) {
                let same = label.split_once(" = ").map(|(_, same)| same.trim().parse::<usize>());
                match same {
                    None => repeats.push(None),
                    Some(Ok(same)) => repeats.push(Some(same)),
                    Some(Err(_)) => {
                        return Err(format!(
                            "line {number}: {} is not the label of an image",
                            quoted(label)
                        ));
                    }
                }
            }
            return Ok(());
        }
        if let Some(rest) = line.strip_prefix("Solution ") {
            self.end_images(number)?;
            let (index, said) = rest.split_once(": ").unwrap_or(("", rest));
            let expected = self.checker.tally.count + 1;
            if index.parse::<u64>().ok() != Some(expected) {
                return Err(format!(
                    "line {number}: {} where solution {expected} belongs: a solution is missing \
                     or out of place",
                    quoted(line.split(':').next().unwrap_or(line))
                ));
            }
            self.solve_text = true;
            let (board, class) = said.split_once(", a class of ").unwrap_or((said, ""));
            let columns = if board.starts_with("the empty board") {
                Vec::new()
            } else {
                header_columns(board, number)?
            };
            self.declared.columns = Some((number, columns));
            self.declared.class = if class.is_empty() {
                None
            } else {
                let size = class.split_whitespace().next().and_then(|size| size.parse().ok());
                Some(size.ok_or_else(|| {
                    format!("line {number}: {} is not the size of a class", quoted(class))
                })?)
            };
            return Ok(());
        }
        // (The line is trimmed: the header of n = 0 ends in `: columns`.)
        if let Some((placer, columns)) = line.split_once(": columns")
            && is_placer_and_n(placer)
        {
            // The header of `place`: `construction, n = 10: columns 1 3 5 …`.
            self.declared.columns = Some((number, header_columns(columns, number)?));
            return Ok(());
        }
        self.end_images(number)?;
        if self.closed && line.starts_with("The classes listed hold ") {
            // The sum of the classes of `solve --unique`, after its closing sentence.
            return Ok(());
        }
        self.sentence(line, number)
    }

    /// The closing sentence of `solve`: `92 solutions for n = 8, found by …`, `No solutions for
    /// n = 2: …`; its number must be the number of boards read.
    fn sentence(&mut self, line: &str, number: usize) -> Result<(), String> {
        let Some((count, n)) = closing_sentence(line) else {
            return Err(unknown_line(line, number));
        };
        self.closed = true;
        let tally = &mut self.checker.tally;
        if count != tally.count {
            return Err(format!(
                "line {number} says {count} for n = {n}, but the text above holds {}",
                plural(tally.count, "solution", "solutions")
            ));
        }
        if tally.first_size.is_some_and(|size| size != n) || tally.mixed_sizes {
            return Err(format!(
                "line {number} says n = {n}, but the boards above are of another size"
            ));
        }
        if count == 0 {
            declare_empty(tally, n, &format!("line {number}"))?;
        }
        Ok(())
    }
}

/// The number of solutions and the n a closing sentence of `solve` gives: `92 solutions for n
/// = 8, found by …`, `No solutions for n = 2: …`.
fn closing_sentence(line: &str) -> Option<(u64, usize)> {
    let (said, rest) = line.split_once(" for n = ")?;
    let n: usize = rest
        .split(|c: char| !c.is_ascii_digit() && c != ',')
        .next()
        .map(|n| n.replace(',', ""))
        .and_then(|n| n.parse().ok())?;
    let count = said.split_whitespace().next().unwrap_or("");
    let count = if count == "No" { 0 } else { count.replace(',', "").parse().ok()? };
    Some((count, n))
}

/// The message for a line that is none of the lines of board text: words are read only where
/// the headers and closing sentences of `solve` and `place` stand.
fn unknown_line(line: &str, number: usize) -> String {
    format!(
        "line {number}: {} is not a line of columns, a row of a board (cells `.`, `Q`, `·`, `♛` \
         or `#`) or a header that `solve` or `place` writes",
        quoted(line)
    )
}

/// Whether `text` is what the header of `place` puts before its columns: the id of a placer
/// and n, `construction, n = 10`.
fn is_placer_and_n(text: &str) -> bool {
    text.split_once(", n = ").is_some_and(|(placer, n)| {
        !placer.is_empty()
            && placer.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
            && !n.is_empty()
            && n.chars().all(|c| c.is_ascii_digit() || c == ',')
    })
}

/// Records that a document says n has no solution, which must be true.
fn declare_empty(tally: &mut Tally, n: usize, place: &str) -> Result<(), String> {
    if TOTAL_SOLUTIONS.get(n).is_some_and(|&total| total > 0) || n >= TOTAL_SOLUTIONS.len() {
        return Err(format!("{place} lists no solution for n = {n}, which has solutions"));
    }
    tally.declared_empty = Some(n);
    Ok(())
}

/// The columns a header names, separated by spaces (up to a comma).
fn header_columns(text: &str, number: usize) -> Result<Vec<u32>, String> {
    let text = text.strip_prefix("columns ").unwrap_or(text);
    let text = text.split(',').next().unwrap_or("");
    text.split_whitespace()
        .map(|token| {
            column_number(token.as_bytes())
                .map_err(|problem| format!("line {number}, in the header: {problem}"))
        })
        .collect()
}

/// The columns as a header writes them.
fn columns_text(columns: &[u32]) -> String {
    let mut text = Vec::new();
    push_columns(&mut text, columns);
    String::from_utf8_lossy(&text).into_owned()
}

/// The placement as a [`Solution`], if its columns fit the bytes of one (every placement that
/// `solve` writes does).
fn small_solution(columns: &[u32]) -> Option<Solution> {
    let narrow: Option<Vec<u8>> = columns.iter().map(|&col| u8::try_from(col).ok()).collect();
    narrow.map(Solution::new)
}

/// The name of a symmetry, as the images of `solve` label it.
fn symmetry_name(symmetry: Symmetry) -> &'static str {
    match symmetry {
        Symmetry::Identity => "identity",
        Symmetry::Rotate90 => "rotation by 90 degrees",
        Symmetry::Rotate180 => "rotation by 180 degrees",
        Symmetry::Rotate270 => "rotation by 270 degrees",
        Symmetry::MirrorColumns => "mirror image of its columns",
        Symmetry::MirrorRows => "mirror image of its rows",
        Symmetry::Transpose => "transpose",
        Symmetry::AntiTranspose => "anti-transpose",
    }
}

/// The cells of a row of a board, `true` for a queen, or `None` if the text is no row.
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

/// A placement read whole.
struct ReadPlacement {
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
        Ok(ReadPlacement { columns: self.columns })
    }
}

/// JSON, read as a stream: an object of `solve` (`n`, `unique`, `solutions`, `count`) or
/// `place` (`n`, `columns`), an array of columns, an array of placements, or LeetCode's array
/// of boards. Each placement is checked as soon as it is read.
fn read_json(input: impl Read, checker: &mut Checker) -> Result<(), String> {
    let mut deserializer = serde_json::Deserializer::from_reader(BoundedStrings::new(input));
    let mut json = Json { checker, index: 0, declared_n: None, unique: false };
    let read = de::Deserializer::deserialize_any(&mut deserializer, TopLevel(&mut json))
        .and_then(|()| deserializer.end());
    read.map_err(|error| {
        // serde quotes a value of the wrong type whole: shorten what it quotes.
        let message = shortened(&error.to_string());
        if error.is_data() {
            // A message of ours, or a value of the wrong type.
            message
        } else {
            format!("the input is not JSON that `solve` or `place` writes: {message}")
        }
    })
}

/// The state of a JSON document being read.
struct Json<'a> {
    checker: &'a mut Checker,
    /// The placements read so far.
    index: usize,
    /// The n of the object, if it came before its placements.
    declared_n: Option<u64>,
    /// Whether the object says its solutions are one per class (`solve --unique`).
    unique: bool,
}

impl Json<'_> {
    /// Checks one placement of the JSON.
    fn placement<E: de::Error>(&mut self, columns: &[u32]) -> Result<(), E> {
        self.index += 1;
        let place = Place::Json(self.index);
        if let Some(n) = self.declared_n.filter(|&n| usize::try_from(n) != Ok(columns.len())) {
            return Err(E::custom(format!(
                "{place} has {} queens, but the JSON says n = {}",
                thousands(columns.len() as u64),
                thousands(n)
            )));
        }
        self.checker.check(columns, place).map_err(E::custom)?;
        if self.unique && small_solution(columns).is_some_and(|solution| !solution.is_canonical()) {
            return Err(E::custom(format!(
                "{place} is not the canonical board of its class, but the JSON says its \
                 solutions are unique (one per class)"
            )));
        }
        Ok(())
    }

    /// Holds a declared n to the placements already read (an n after them).
    fn check_n<E: de::Error>(&mut self, n: u64) -> Result<(), E> {
        let tally = self.checker.tally;
        let size = tally.first_size.map(|size| size as u64);
        if tally.mixed_sizes || size.is_some_and(|size| size != n) {
            return Err(E::custom(format!(
                "the JSON says n = {}, but its placements have other sizes",
                thousands(n)
            )));
        }
        self.declared_n = Some(n);
        Ok(())
    }
}

/// The whole document.
struct TopLevel<'s, 'a>(&'s mut Json<'a>);

impl<'de> Visitor<'de> for TopLevel<'_, '_> {
    type Value = ();

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("an object or an array of placements")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        let json = self.0;
        let mut count: Option<u64> = None;
        let mut listed = false;
        while let Some(key) = map.next_key::<String>()? {
            match key.as_str() {
                "n" => {
                    let n: u64 = map.next_value()?;
                    json.check_n(n)?;
                }
                "unique" => json.unique = map.next_value()?,
                "solutions" => {
                    listed = true;
                    map.next_value_seed(Placements(json))?;
                }
                "columns" => {
                    listed = true;
                    let columns = map.next_value_seed(Columns(&mut *json))?;
                    json.placement(&columns)?;
                }
                "count" => count = Some(map.next_value()?),
                _ => {
                    map.next_value::<IgnoredAny>()?;
                }
            }
        }
        let read = json.index as u64;
        if let Some(count) = count.filter(|&count| count != read) {
            return Err(de::Error::custom(format!(
                "the JSON says its count is {}, but it lists {}",
                thousands(count),
                plural(read, "placement", "placements")
            )));
        }
        if listed && read == 0 {
            let n = json
                .declared_n
                .and_then(|n| usize::try_from(n).ok())
                .ok_or_else(|| de::Error::custom("the JSON lists no placement and says no n"))?;
            declare_empty(&mut json.checker.tally, n, "the JSON").map_err(de::Error::custom)?;
        }
        Ok(())
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        // `[1, 3, 0, 2]` is one placement; `[[1, 3, 0, 2], …]` many; `[[".Q..", …], …]` boards.
        let json = self.0;
        let mut bare: Option<Vec<u32>> = None;
        while let Some(element) =
            seq.next_element_seed(Element { json: &mut *json, bare: bare.is_some() })?
        {
            if let Some(col) = element {
                let columns = bare.get_or_insert_with(Vec::new);
                let row = columns.len();
                columns.push(u32::try_from(col).map_err(|_| {
                    de::Error::custom(format!(
                        "placement 1 of the JSON, row {row}: {}",
                        too_large_column(&col.to_string())
                    ))
                })?);
            }
        }
        match bare {
            Some(columns) => json.placement(&columns)?,
            // `[]`: LeetCode's answer for an n without solutions, a list of none.
            None if json.index == 0 => json.checker.tally.empty_list = true,
            None => {}
        }
        Ok(())
    }
}

/// One element of a top-level array: a column of a bare placement (returned), or a placement or
/// a board (checked on the spot). `bare` is set once the array has shown itself to be columns.
struct Element<'s, 'a> {
    json: &'s mut Json<'a>,
    bare: bool,
}

impl<'de> DeserializeSeed<'de> for Element<'_, '_> {
    type Value = Option<u64>;

    fn deserialize<D: de::Deserializer<'de>>(
        self,
        deserializer: D,
    ) -> Result<Option<u64>, D::Error> {
        deserializer.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Element<'_, '_> {
    type Value = Option<u64>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a column, a placement or a board")
    }

    fn visit_u64<E: de::Error>(self, col: u64) -> Result<Option<u64>, E> {
        if self.json.index > 0 {
            return Err(E::custom("a column among placements"));
        }
        Ok(Some(col))
    }

    fn visit_i64<E: de::Error>(self, col: i64) -> Result<Option<u64>, E> {
        Err(E::custom(format!("{col} is not a column: give whole numbers from 0")))
    }

    fn visit_f64<E: de::Error>(self, col: f64) -> Result<Option<u64>, E> {
        Err(E::custom(format!("{col} is not a column: give whole numbers from 0")))
    }

    fn visit_seq<A: SeqAccess<'de>>(self, seq: A) -> Result<Option<u64>, A::Error> {
        if self.bare {
            return Err(de::Error::custom("a placement among columns"));
        }
        OnePlacement(self.json).visit_seq(seq).map(|()| None)
    }
}

/// The placements of `solutions`.
struct Placements<'s, 'a>(&'s mut Json<'a>);

impl<'de> DeserializeSeed<'de> for Placements<'_, '_> {
    type Value = ();

    fn deserialize<D: de::Deserializer<'de>>(self, deserializer: D) -> Result<(), D::Error> {
        deserializer.deserialize_seq(self)
    }
}

impl<'de> Visitor<'de> for Placements<'_, '_> {
    type Value = ();

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("an array of placements")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        while seq.next_element_seed(PlacementSeed(&mut *self.0))?.is_some() {}
        Ok(())
    }
}

/// One placement: an array of columns, or of the rows of a LeetCode board.
struct PlacementSeed<'s, 'a>(&'s mut Json<'a>);

impl<'de> DeserializeSeed<'de> for PlacementSeed<'_, '_> {
    type Value = ();

    fn deserialize<D: de::Deserializer<'de>>(self, deserializer: D) -> Result<(), D::Error> {
        deserializer.deserialize_seq(OnePlacement(self.0))
    }
}

/// The visitor of one placement.
struct OnePlacement<'s, 'a>(&'s mut Json<'a>);

impl<'de> Visitor<'de> for OnePlacement<'_, '_> {
    type Value = ();

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a placement: an array of columns or of rows of a board")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        let json = self.0;
        let index = json.index + 1;
        let mut columns = Vec::new();
        let mut board: Option<Board> = None;
        while let Some(cell) = seq.next_element::<ColumnOrRow>()? {
            let row = columns.len() + board.as_ref().map_or(0, |board| board.columns.len());
            match cell {
                ColumnOrRow::Column(col) if board.is_none() => {
                    columns.push(u32::try_from(col).map_err(|_| {
                        de::Error::custom(format!(
                            "placement {index} of the JSON, row {row}: {}",
                            too_large_column(&col.to_string())
                        ))
                    })?);
                }
                ColumnOrRow::Row(text) if columns.is_empty() => {
                    let cells = board_row(&text).ok_or_else(|| {
                        de::Error::custom(format!(
                            "board {index} of the JSON: {} is not a row of `Q` and `.`",
                            quoted(&text)
                        ))
                    })?;
                    board.get_or_insert_with(|| Board::new(index)).push(&cells, index).map_err(
                        |problem| {
                            de::Error::custom(format!("board {index} of the JSON: {problem}"))
                        },
                    )?;
                }
                _ => {
                    return Err(de::Error::custom(format!(
                        "placement {index} of the JSON mixes columns and rows of a board"
                    )));
                }
            }
        }
        if let Some(board) = board {
            columns = board
                .placement()
                .map_err(|problem| {
                    de::Error::custom(format!("board {index} of the JSON: {problem}"))
                })?
                .columns;
        }
        json.placement(&columns)
    }
}

/// A column of a placement, or a row of a LeetCode board.
enum ColumnOrRow {
    Column(u64),
    Row(String),
}

impl<'de> de::Deserialize<'de> for ColumnOrRow {
    fn deserialize<D: de::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Any;
        impl<'de> Visitor<'de> for Any {
            type Value = ColumnOrRow;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("a column (a whole number from 0) or a row of a board")
            }

            fn visit_u64<E: de::Error>(self, col: u64) -> Result<ColumnOrRow, E> {
                Ok(ColumnOrRow::Column(col))
            }

            fn visit_str<E: de::Error>(self, row: &str) -> Result<ColumnOrRow, E> {
                Ok(ColumnOrRow::Row(row.to_string()))
            }
        }
        deserializer.deserialize_any(Any)
    }
}

/// The columns of `place`'s object.
struct Columns<'s, 'a>(&'s mut Json<'a>);

impl<'de> DeserializeSeed<'de> for Columns<'_, '_> {
    type Value = Vec<u32>;

    fn deserialize<D: de::Deserializer<'de>>(self, deserializer: D) -> Result<Vec<u32>, D::Error> {
        deserializer.deserialize_seq(self)
    }
}

impl<'de> Visitor<'de> for Columns<'_, '_> {
    type Value = Vec<u32>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("an array of columns")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Vec<u32>, A::Error> {
        let index = self.0.index + 1;
        let mut columns = Vec::with_capacity(seq.size_hint().unwrap_or(0));
        while let Some(col) = seq.next_element::<u64>()? {
            let row = columns.len();
            columns.push(u32::try_from(col).map_err(|_| {
                de::Error::custom(format!(
                    "placement {index} of the JSON, row {row}: {}",
                    too_large_column(&col.to_string())
                ))
            })?);
        }
        Ok(columns)
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
mod tests {
    use nqueens_approaches::PLACERS;
    use nqueens_core::check;
    use proptest::prelude::*;

    use super::*;

    /// What `nqueens check [--n N]` decides about `text`: `Ok` for solutions, or its message.
    fn verdict(text: &str, expected_n: Option<usize>) -> Result<(), String> {
        check_stream(text.as_bytes(), expected_n, u64::MAX).map(|_| ())
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

    /// A solution of n queens, from a placer of the registry that places n in a few bytes per
    /// queen (the SAT placer's formula grows like n³, and it stops at 256).
    fn solution(n: usize, seed: u64, which: usize) -> Vec<u32> {
        let able: Vec<_> = PLACERS
            .iter()
            .filter(|placer| placer.info().max_n >= n && placer.peak_bytes(n) <= 64 * n as u64)
            .collect();
        let placer = able[which % able.len()];
        placer.place(n, seed, &mut |_| {}).expect("n has a solution").columns
    }

    #[test]
    fn push_columns_writes_every_width_of_number() {
        let mut text = Vec::new();
        push_columns(&mut text, &[0, 7, 10, 99, 123_456, u32::MAX]);
        assert_eq!(text, b"0 7 10 99 123456 4294967295");
    }

    /// Every format a placement of n queens is written in, as the tool writes it: columns,
    /// JSON of `solve`, Unicode boards with `solve`'s headers and closing sentence, hello-algo.
    fn written(n: usize) -> Vec<String> {
        let bitmask = nqueens_approaches::find("backtrack-bitmask").expect("registered");
        written_of(n, &bitmask.solutions(n).expect("a small n"))
    }

    /// Every format of [`written`], for the listing `solutions` of n.
    fn written_of(n: usize, solutions: &[Solution]) -> Vec<String> {
        let columns: String = solutions
            .iter()
            .map(|solution| {
                let wide: Vec<u32> = solution.columns().iter().map(|&col| u32::from(col)).collect();
                line(&wide)
            })
            .collect();
        let lists: Vec<Vec<u8>> =
            solutions.iter().map(|solution| solution.columns().to_vec()).collect();
        let json = format!(
            "{{\"n\":{n},\"approach\":\"x\",\"unique\":false,\"solutions\":{},\"count\":{}}}\n",
            serde_json::to_string(&lists).expect("JSON"),
            solutions.len()
        );
        let mut boards = String::new();
        for (index, solution) in solutions.iter().enumerate() {
            let wide: Vec<u32> = solution.columns().iter().map(|&col| u32::from(col)).collect();
            boards += &format!("Solution {}: columns {}{solution}\n", index + 1, line(&wide));
        }
        boards += &format!("{} solutions for n = {n}, found by x.\n", solutions.len());
        let hello: String = solutions
            .iter()
            .map(|solution| {
                let rows: Vec<String> =
                    solution.to_hello_algo().iter().map(|row| format!("{row:?}\n")).collect();
                format!("--------------------\n{}", rows.concat())
            })
            .collect();
        vec![columns, json, boards, hello]
    }

    #[test]
    fn a_repeated_solution_is_refused_in_every_format() {
        let bitmask = nqueens_approaches::find("backtrack-bitmask").expect("registered");
        let mut solutions = bitmask.solutions(6).expect("a small n");
        solutions.push(solutions[0].clone());
        for text in written_of(6, &solutions) {
            let message = verdict(&text, Some(6)).expect_err(&text);
            assert!(message.contains("repeats a placement listed before it"), "{message}");
        }
        // Every solution of n = 8 twice, the count and the closing sentence set to match.
        let mut solutions = bitmask.solutions(8).expect("a small n");
        solutions.extend(solutions.clone());
        for text in written_of(8, &solutions) {
            let message = verdict(&text, None).expect_err(&text);
            assert!(message.contains("repeats"), "{message}");
        }
    }

    #[test]
    fn a_class_given_twice_in_a_listing_of_classes_is_refused() {
        let unique = r#"{"n":4,"unique":true,"solutions":[[1,3,0,2],[1,3,0,2]],"count":2}"#;
        let message = verdict(unique, None).expect_err("a class twice");
        assert!(message.starts_with("placement 2 of the JSON repeats"), "{message}");
        // In board text, a class given by a board that is not its canonical one.
        let board = Solution::new(vec![2, 0, 3, 1]);
        let text = format!(
            "Solution 1: columns 2 0 3 1, a class of 2 boards\n{board}\n1 unique solution for \
             n = 4, one per class of rotations and reflections, found by x.\n"
        );
        let message = verdict(&text, None).expect_err("not canonical");
        assert!(message.contains("not the canonical board of its class"), "{message}");
    }

    #[test]
    fn the_first_wrong_line_is_named() {
        let message = verdict("hello world\n1 3 0 2\n", None).expect_err("prose");
        assert!(message.starts_with("line 1: 'hello world' is not"), "{message}");
        // Prose inside a board is blamed, not the board it cuts short.
        let board = Solution::new(vec![1, 3, 0, 2]).to_string();
        let (top, bottom) = board.split_at(board.find('\n').expect("rows") + 1);
        let text = format!("{top}some words here\n{bottom}");
        let message = verdict(&text, None).expect_err("prose in a board");
        assert!(message.starts_with("line 2: 'some words here' is not"), "{message}");
        // A header of `place` holds a placer's id and n, and nothing else.
        let message = verdict("any words at all: columns 1 3 0 2\n", None).expect_err("prose");
        assert!(message.starts_with("line 1:"), "{message}");
    }

    #[test]
    fn a_json_string_of_any_length_comes_back_short() {
        let long = "x".repeat(2_000_000);
        let message = verdict(&format!("{{\"approach\":\"{long}\"}}"), None).expect_err("long");
        assert!(message.contains("a string over 1.0 MB long"), "{message}");
        assert!(message.len() < 300, "{} bytes", message.len());
        let wrong_type = format!("{{\"n\":\"{}\"}}", "y".repeat(900_000));
        let message = verdict(&wrong_type, None).expect_err("a string for n");
        assert!(message.starts_with("invalid type: string \"yyyy"), "{message}");
        assert!(message.contains("…\", expected u64"), "{message}");
        assert!(message.len() < 300, "{} bytes", message.len());
    }

    #[test]
    fn what_the_fuzzer_starts_from_reads_back() {
        for text in written(6) {
            assert_eq!(verdict(&text, Some(6)), Ok(()), "{text}");
        }
    }

    proptest! {
        // The reader of outside input, byte by byte: `PROPTEST_CASES` sets how many cases
        // (`.ci/run` runs many more than `cargo test`).
        #![proptest_config(ProptestConfig::default())]

        /// Any bytes at all: read or refused in one line, never a panic, with any line limit.
        #[test]
        fn any_bytes(bytes in prop::collection::vec(any::<u8>(), 0..600), limit in 1_u64..700) {
            if let Err(message) = check_stream(&bytes[..], None, limit) {
                prop_assert!(!message.is_empty() && !message.contains('\n'), "{message:?}");
            }
        }

        /// Every format, with one byte changed, inserted or deleted, or cut short: read or
        /// refused in one line, never a panic.
        #[test]
        fn damaged_formats(
            n in 4_usize..8, format in 0_usize..4, at in any::<prop::sample::Index>(),
            byte in any::<u8>(), how in 0_u8..4,
        ) {
            let mut text = written(n)[format].clone().into_bytes();
            let at = at.index(text.len());
            match how {
                0 => text[at] = byte,
                1 => text.insert(at, byte),
                2 => { text.remove(at); }
                _ => text.truncate(at),
            }
            if let Err(message) = check_stream(&text[..], Some(n), u64::MAX) {
                prop_assert!(!message.is_empty() && !message.contains('\n'), "{message:?}");
            }
        }
    }

    proptest! {
        // Also run many times by `.ci/run`, by their names.
        #![proptest_config(ProptestConfig::default())]

        /// Every format written in lines (not JSON) with a line of prose put anywhere: refused,
        /// with that line named.
        #[test]
        fn damaged_formats_by_prose(
            n in 4_usize..8, format in prop::sample::select(vec![0_usize, 2, 3]),
            at in any::<prop::sample::Index>(), prose in "[A-Za-z]{3,9}( [A-Za-z,.]{1,9}){0,4}",
        ) {
            let text = &written(n)[format];
            let mut lines: Vec<&str> = text.lines().collect();
            let at = at.index(lines.len() + 1);
            lines.insert(at, &prose);
            let damaged = lines.join("\n") + "\n";
            let message = verdict(&damaged, Some(n)).expect_err("prose");
            let named = format!("line {}", at + 1);
            prop_assert!(
                message.starts_with(&format!("{named}:")) || message.starts_with(&format!("{named},")),
                "{message}"
            );
        }

        /// Any text as the value of a key of the JSON: a message of one short line.
        #[test]
        fn any_bytes_quoted_in_json(
            text in "\\PC{0,2000}",
            key in prop::sample::select(vec!["n", "unique", "count", "solutions", "columns"]),
        ) {
            let json = format!("{{\"{key}\":{}}}", serde_json::to_string(&text).expect("JSON"));
            let message = verdict(&json, None).expect_err("a string is no value of these keys");
            prop_assert!(message.chars().count() < 200 && !message.contains('\n'), "{message}");
        }
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
