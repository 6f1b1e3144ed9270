//! The board formats: the tool's Unicode boards with their headers and closing sentence,
//! LeetCode's rows of `Q` and `.`, and hello-algo's lists of `"Q"` and `"#"`.

use std::io::BufRead;

use nqueens_core::sequences::TOTAL_SOLUTIONS;
use nqueens_core::{Solution, Symmetry, quoted};

use crate::columns::column_number;
use crate::{At, CheckError, Checker, Place, Tally, push_columns, read_line};

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
pub(crate) fn read_boards(
    first: Vec<u8>,
    first_number: usize,
    mut input: impl BufRead,
    line_limit: u64,
    checker: &mut Checker,
) -> Result<(), CheckError> {
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
        let decoded = std::str::from_utf8(&line)
            .map_err(|error| CheckError::NotUtf8 { line: number, error })?;
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
        return Err(CheckError::CutShort { line: number });
    }
    Ok(())
}

impl BoardText<'_> {
    /// Reads one line of board text.
    fn line(&mut self, line: &str, number: usize) -> Result<(), CheckError> {
        // Boards side by side are two spaces or more apart; the cells of a row one.
        let segments: Vec<&str> =
            line.split("  ").map(str::trim).filter(|segment| !segment.is_empty()).collect();
        let rows: Option<Vec<Vec<bool>>> =
            segments.iter().map(|segment| board_row(segment)).collect();
        if let Some(rows) = rows.filter(|rows| !rows.is_empty()) {
            if self.open.is_empty() {
                self.open = rows.iter().map(|_| Board::new(number)).collect();
            } else if self.open.len() != rows.len() {
                return Err(CheckError::SideBySide {
                    line: number,
                    rows: rows.len(),
                    before: self.open.len(),
                });
            }
            for (board, cells) in self.open.iter_mut().zip(&rows) {
                board.push(cells, At::Line(number))?;
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
    fn close_boards(&mut self) -> Result<(), CheckError> {
        for board in std::mem::take(&mut self.open) {
            let first_line = board.first_line;
            let columns = board.placement(Place::Board(first_line))?.columns;
            self.finished(columns, first_line)?;
        }
        Ok(())
    }

    /// A board read whole, whose first row is on line `first_line`: an image of the last
    /// solution, or a solution to check against its header.
    fn finished(&mut self, columns: Vec<u32>, first_line: usize) -> Result<(), CheckError> {
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
            return Err(CheckError::HeaderDisagrees {
                line: first_line,
                header_line,
                columns: columns_text(&declared),
            });
        }
        self.checker.check(&columns, Place::Board(first_line))?;
        if let Some(class) = self.declared.class.take() {
            // A header with the size of a class: the listing of `solve --unique`, one canonical
            // board per class, so that no class is listed twice.
            if small_solution(&columns).is_some_and(|solution| !solution.is_canonical()) {
                return Err(CheckError::NotCanonical { line: first_line });
            }
            let size = small_solution(&columns).map(|solution| solution.class_size());
            if size.is_some_and(|size| size != class) {
                return Err(CheckError::ClassSize {
                    line: first_line,
                    said: class,
                    found: size.unwrap_or(0),
                });
            }
        }
        self.last = Some(columns);
        Ok(())
    }

    /// Checks the images read against the symmetries of the last solution, once all eight are
    /// read or the text ends; `number` is the line where they end.
    fn end_images(&mut self, number: usize) -> Result<(), CheckError> {
        let Some((images, repeats)) = self.images.take() else {
            return Ok(());
        };
        if images.len() != Symmetry::ALL.len() {
            return Err(CheckError::ImagesMissing { line: number, images: images.len() });
        }
        let Some(solution) = self.last.as_deref().and_then(small_solution) else {
            return Err(CheckError::ImagesWithoutSolution { line: number });
        };
        for (index, (symmetry, image)) in Symmetry::ALL.iter().zip(&images).enumerate() {
            let expected: Vec<u32> =
                symmetry.apply(&solution).columns().iter().map(|&col| u32::from(col)).collect();
            if *image != expected {
                return Err(CheckError::WrongImage {
                    image: index + 1,
                    line: number,
                    symmetry: *symmetry,
                });
            }
            // The label says `= k` exactly when image k is the first one before it that is the
            // same board.
            let same = images[..index].iter().position(|earlier| earlier == image).map(|k| k + 1);
            let label = repeats.get(index).copied().flatten();
            if label != same {
                return Err(CheckError::ImageLabel {
                    image: index + 1,
                    line: number,
                    said: label,
                    same,
                });
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
    fn header(&mut self, line: &str, number: usize) -> Result<(), CheckError> {
        if line.starts_with("Its eight images") {
            if self.last.is_none() {
                return Err(CheckError::ImagesWithoutSolution { line: number });
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
                        return Err(CheckError::NotALabel { line: number, quoted: quoted(label) });
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
                return Err(CheckError::OutOfPlace {
                    line: number,
                    quoted: quoted(line.split(':').next().unwrap_or(line)),
                    expected,
                });
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
                Some(size.ok_or_else(|| CheckError::NotAClassSize {
                    line: number,
                    quoted: quoted(class),
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
    fn sentence(&mut self, line: &str, number: usize) -> Result<(), CheckError> {
        let Some((count, n)) = closing_sentence(line) else {
            return Err(unknown_line(line, number));
        };
        self.closed = true;
        let tally = &mut self.checker.tally;
        if count != tally.count {
            return Err(CheckError::CountDisagrees { line: number, count, n, held: tally.count });
        }
        if tally.first_size.is_some_and(|size| size != n) || tally.mixed_sizes {
            return Err(CheckError::SizeDisagrees { line: number, n });
        }
        if count == 0 {
            declare_empty(tally, n, Some(number))?;
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

/// The error of a line that is none of the lines of board text: words are read only where the
/// headers and closing sentences of `solve` and `place` stand.
fn unknown_line(line: &str, number: usize) -> CheckError {
    CheckError::UnknownLine { line: number, quoted: quoted(line) }
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

/// Records that a document says n has no solution, which must be true: the document's line
/// that says so, or `None` for JSON.
pub(crate) fn declare_empty(
    tally: &mut Tally,
    n: usize,
    line: Option<usize>,
) -> Result<(), CheckError> {
    if TOTAL_SOLUTIONS.get(n).is_some_and(|&total| total > 0) || n >= TOTAL_SOLUTIONS.len() {
        return Err(CheckError::ListsNoneButHas { line, n });
    }
    tally.declared_empty = Some(n);
    Ok(())
}

/// The columns a header names, separated by spaces (up to a comma).
fn header_columns(text: &str, number: usize) -> Result<Vec<u32>, CheckError> {
    let text = text.strip_prefix("columns ").unwrap_or(text);
    let text = text.split(',').next().unwrap_or("");
    text.split_whitespace()
        .map(|token| {
            column_number(token.as_bytes())
                .map_err(|problem| CheckError::InHeader { line: number, problem })
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
pub(crate) fn small_solution(columns: &[u32]) -> Option<Solution> {
    let narrow: Option<Vec<u8>> = columns.iter().map(|&col| u8::try_from(col).ok()).collect();
    narrow.map(Solution::new)
}

/// The cells of a row of a board, `true` for a queen, or `None` if the text is no row.
pub(crate) fn board_row(line: &str) -> Option<Vec<bool>> {
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
pub(crate) struct Board {
    first_line: usize,
    width: usize,
    pub(crate) columns: Vec<u32>,
}

/// A placement read whole.
pub(crate) struct ReadPlacement {
    pub(crate) columns: Vec<u32>,
}

impl Board {
    pub(crate) fn new(first_line: usize) -> Self {
        Self { first_line, width: 0, columns: Vec::new() }
    }

    /// Adds a row, which must have one queen and as many cells as the rows before it; `at` is
    /// where the row stands, as its errors name it.
    pub(crate) fn push(&mut self, cells: &[bool], at: At) -> Result<(), CheckError> {
        if self.columns.is_empty() {
            self.width = cells.len();
        } else if cells.len() != self.width {
            return Err(CheckError::RowWidth { at, cells: cells.len(), width: self.width });
        }
        let mut queens = cells.iter().enumerate().filter(|&(_, &queen)| queen).map(|(col, _)| col);
        match (queens.next(), queens.next()) {
            (Some(col), None) => {
                let col = u32::try_from(col).map_err(|_| CheckError::RowTooLong { at })?;
                self.columns.push(col);
                Ok(())
            }
            (None, _) => Err(CheckError::RowWithoutQueen { at }),
            (Some(_), Some(_)) => Err(CheckError::RowWithQueens {
                at,
                queens: cells.iter().filter(|&&queen| queen).count(),
            }),
        }
    }

    /// The placement, if the board is square; `place` is where the board stands.
    pub(crate) fn placement(self, place: Place) -> Result<ReadPlacement, CheckError> {
        let rows = self.columns.len();
        if rows != self.width {
            return Err(CheckError::NotSquare { place, rows, width: self.width });
        }
        Ok(ReadPlacement { columns: self.columns })
    }
}
