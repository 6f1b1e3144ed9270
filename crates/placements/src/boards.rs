//! The board formats: the tool's Unicode boards with their headers and closing sentence,
//! LeetCode's rows of `Q` and `.`, and hello-algo's lists of `"Q"` and `"#"`.

use std::io::BufRead;

use nqueens_core::sequences::TOTAL_SOLUTIONS;
use nqueens_core::{Solution, Symmetry, quoted};

use nqueens_walk::phrases::{Lang, phrase, unfill};

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
        // A header or a sentence (the summary of `solve`) has words, of three letters or more
        // or of Chinese characters (the labels of the images, `1 不变`); a row of cells has none.
        let header = trimmed
            .split(|c: char| !c.is_alphabetic())
            .any(|word| word.chars().count() >= 3 || !word.is_ascii());
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
        said("solve.images", line).is_some()
            || (self.images.is_some() && labels())
            || solution_header(line).is_some()
            || place_header(line).is_some()
            || (self.closed && opens("solve.classes", line))
            || closing_sentence(line).is_some()
    }

    /// Reads what a header or sentence says.
    fn header(&mut self, line: &str, number: usize) -> Result<(), CheckError> {
        if said("solve.images", line).is_some() {
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
        if let Some(header) = solution_header(line) {
            self.end_images(number)?;
            let expected = self.checker.tally.count + 1;
            if header.index.parse::<u64>().ok() != Some(expected) {
                return Err(CheckError::OutOfPlace {
                    line: number,
                    quoted: quoted(line.split([':', '：']).next().unwrap_or(line)),
                    expected,
                });
            }
            self.solve_text = true;
            let columns = match header.columns {
                None => Vec::new(),
                Some(columns) => header_columns(columns, number)?,
            };
            self.declared.columns = Some((number, columns));
            self.declared.class = match header.class {
                None => None,
                Some(class) => Some(
                    leading_number(class).and_then(|size| usize::try_from(size).ok()).ok_or_else(
                        || CheckError::NotAClassSize { line: number, quoted: quoted(class) },
                    )?,
                ),
            };
            return Ok(());
        }
        if let Some(columns) = place_header(line) {
            // The header of `place`: `construction, n = 10: columns 1 3 5 …`.
            self.declared.columns = Some((number, header_columns(columns, number)?));
            return Ok(());
        }
        self.end_images(number)?;
        if self.closed && opens("solve.classes", line) {
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

/// The number of solutions and the n a closing sentence of `solve` gives, in any language:
/// `92 solutions for n = 8, found by …`, `No solutions for n = 2: …`.
fn closing_sentence(line: &str) -> Option<(u64, usize)> {
    if let Some(values) = said("solve.none", line) {
        return Some((0, hole(&values, "n").parse().ok()?));
    }
    let values = said("solve.found", line)?;
    // The holes side by side take the words after them too: `8, one per class …`.
    let n = leading_number(hole(&values, "n"))?;
    let count = leading_number(hole(&values, "solutions"))?;
    Some((count, usize::try_from(n).ok()?))
}

/// The values of the holes of the phrase `key` in `line`, in the language that wrote it. A
/// space before a hole may be missing at the end of the line, which is read trimmed (the header
/// of n = 0 ends in `: columns`).
fn said<'k, 'x>(key: &'k str, line: &'x str) -> Option<Vec<(&'k str, &'x str)>> {
    Lang::ALL.iter().find_map(|&lang| {
        let template = phrase(lang, key);
        unfill(template, line).or_else(|| {
            let mut values = unfill(template.strip_suffix(" {columns}")?, line)?;
            values.push(("columns", ""));
            Some(values)
        })
    })
}

/// Whether `line` opens as the phrase `key` does, up to its first hole, in some language.
fn opens(key: &str, line: &str) -> bool {
    Lang::ALL.iter().any(|&lang| {
        let opening = phrase(lang, key).split('{').next().unwrap_or("");
        !opening.is_empty() && line.starts_with(opening)
    })
}

/// The number a text opens with, its digits grouped or not: `1,234 boards` is 1234.
fn leading_number(text: &str) -> Option<u64> {
    let digits: String = text
        .chars()
        .take_while(|c| c.is_ascii_digit() || *c == ',')
        .filter(char::is_ascii_digit)
        .collect();
    digits.parse().ok()
}

/// What a header of `solve` says of its board: its place in the list, its columns (none for
/// the empty board) and the size of its class, if `solve --unique` gave it.
struct SolutionHeader<'x> {
    index: &'x str,
    columns: Option<&'x str>,
    class: Option<&'x str>,
}

/// The header of a board of `solve`, in any language: `Solution 2: columns 1 3 0 2, a class
/// of 2 boards`, `Solution 1: the empty board, with no queen to place`.
fn solution_header(line: &str) -> Option<SolutionHeader<'_>> {
    let (index, columns, rest) = if let Some(values) = said("solve.empty_board", line) {
        (hole(&values, "index"), None, hole(&values, "class"))
    } else {
        let values = said("solve.solution", line)?;
        // The class follows the columns with no space of its own: cut it where the phrase of
        // a class opens, in any language.
        let said = hole(&values, "columns");
        let cut = Lang::ALL
            .iter()
            .filter_map(|&lang| said.find(phrase(lang, "solve.class").split('{').next()?))
            .min()
            .unwrap_or(said.len());
        (hole(&values, "index"), Some(&said[..cut]), &said[cut..])
    };
    let class = if rest.is_empty() {
        None
    } else {
        Some(said("solve.class", rest).map_or(rest, |values| hole(&values, "boards")))
    };
    Some(SolutionHeader { index, columns, class })
}

/// The columns the header of `place` names, in any language: `construction, n = 10: columns
/// 1 3 5 …`, with the id of a placer and n.
fn place_header(line: &str) -> Option<&str> {
    let values = said("place.header", line)?;
    let value =
        |name| values.iter().find(|(hole, _)| *hole == name).map_or("", |(_, value)| *value);
    let (id, n) = (value("id"), value("n"));
    let placer = !id.is_empty() && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-');
    let size = !n.is_empty() && n.chars().all(|c| c.is_ascii_digit() || c == ',');
    (placer && size).then(|| hole(&values, "columns"))
}

/// The value of the hole `name` among `values` (empty if there is none).
fn hole<'x>(values: &[(&str, &'x str)], name: &str) -> &'x str {
    values.iter().find(|(hole, _)| *hole == name).map_or("", |(_, value)| *value)
}

/// The error of a line that is none of the lines of board text: words are read only where the
/// headers and closing sentences of `solve` and `place` stand.
fn unknown_line(line: &str, number: usize) -> CheckError {
    CheckError::UnknownLine { line: number, quoted: quoted(line) }
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
