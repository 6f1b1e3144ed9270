//! Why a text is not a listing of solutions: every refusal of the reader as data (a kind, and
//! the line, row, column or n it names), said in English or Chinese from the one phrase book of
//! `nqueens-walk` (its `check` part), as the tool says core's errors.
//!
//! The words have one home, the phrase book: [`CheckError::in_lang`] fills its phrases, and the
//! `Display` of the error, for whoever uses this crate as a library, is the English phrase itself
//! (`in_lang(Lang::En)`), not a second copy of the words. The phrase book's crate depends on
//! `nqueens-core` alone, so the reader can reach it without the tool.

use std::fmt;
use std::io;
use std::str::Utf8Error;

use nqueens_core::{Attack, Conflict, Symmetry, bytes, thousands};
use nqueens_walk::phrases::{Lang, count_in, say};

/// Where a placement was found, for messages: `line 3`, `the board at line 7`, `placement 2 of
/// the JSON`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// A line of columns.
    Line(usize),
    /// A board whose first row is on this line.
    Board(usize),
    /// The k-th placement (from 1) of a JSON document.
    Json(usize),
}

impl Place {
    /// The place in `lang`.
    pub fn in_lang(self, lang: Lang) -> String {
        match self {
            Place::Line(line) => say(lang, "check.place.line", &[("line", &line)]),
            Place::Board(line) => say(lang, "check.place.board", &[("line", &line)]),
            Place::Json(index) => say(lang, "check.place.json", &[("index", &index)]),
        }
    }
}

/// Where a row of a board stands, for messages: `line 3` of the input, or `row 1` (from 0) of a
/// board of JSON, whose rows are strings and not lines.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum At {
    /// A row on this line of the input.
    Line(usize),
    /// A row of a board of JSON (from 0).
    Row(usize),
}

impl At {
    /// The row's place in `lang`.
    pub fn in_lang(self, lang: Lang) -> String {
        match self {
            At::Line(line) => say(lang, "check.at.line", &[("line", &line)]),
            At::Row(row) => say(lang, "check.at.row", &[("row", &row)]),
        }
    }
}

/// What is wrong with a column read as text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ColumnProblem {
    /// Not a whole number from 0: the text, quoted.
    NotAColumn {
        /// The text as read, quoted.
        quoted: String,
    },
    /// A whole number beyond every board (a `u32`): the number as read.
    OffEveryBoard {
        /// The number, quoted where the text format gave it.
        text: String,
    },
}

impl ColumnProblem {
    /// The key of its phrase, which names its kind.
    pub fn kind(&self) -> &'static str {
        match self {
            ColumnProblem::NotAColumn { .. } => "check.error.not_a_column",
            ColumnProblem::OffEveryBoard { .. } => "check.error.off_every_board",
        }
    }

    /// The problem in `lang`.
    pub fn in_lang(&self, lang: Lang) -> String {
        match self {
            ColumnProblem::NotAColumn { quoted } => say(lang, self.kind(), &[("quoted", quoted)]),
            ColumnProblem::OffEveryBoard { text } => {
                say(lang, self.kind(), &[("text", text), ("max", &thousands(u64::from(u32::MAX)))])
            }
        }
    }
}

/// Why the input is not a listing of solutions, with what the message names. The fields are
/// named as the messages name them, and mean the same in every variant: `line` is a line of the
/// input (from 1), `at` where a row of a board stands, `row` a row of the placement (from
/// 0), `place` where the placement was found, `n` the board size said or asked for, `limit` a
/// number of bytes the reader may hold, `quoted` the text read as the message quotes it (control
/// characters escaped, cut after 40 characters), `detail` the JSON parser's own words.
// The fields are documented once, above, by their names.
#[allow(missing_docs)]
#[derive(Debug)]
#[non_exhaustive]
pub enum CheckError {
    /// Standard input could not be read: the operating system's error.
    Unreadable(io::Error),
    /// A line longer than the reader may hold.
    LineTooLong { line: usize, limit: u64 },
    /// Nothing but white space.
    NoPlacement,
    /// A placement with another number of queens than `--n` asks for.
    WrongSize { place: Place, queens: usize, n: usize },
    /// Two queens attack each other, or one is off the board; `columns` are the columns of the
    /// two rows of an attack.
    NotASolution { place: Place, conflict: Conflict, columns: [u32; 2] },
    /// A placement listed before.
    Repeat { place: Place },
    /// The placements read are too many to hold in `limit` bytes.
    TooManyToHold { place: Place, limit: u64 },
    /// A column of a placement that is no column.
    Column { place: Place, row: usize, problem: ColumnProblem },
    /// A line that is not UTF-8.
    NotUtf8 { line: usize, error: Utf8Error },
    /// A row of `rows` boards side by side after a row of `before`.
    SideBySide { line: usize, rows: usize, before: usize },
    /// A row of another width than the board's.
    RowWidth { at: At, cells: usize, width: usize },
    /// A row with more cells than a column can number.
    RowTooLong { at: At },
    /// A row without a queen.
    RowWithoutQueen { at: At },
    /// A row with several queens.
    RowWithQueens { at: At, queens: usize },
    /// A board that is not square.
    NotSquare { place: Place, rows: usize, width: usize },
    /// The text of `solve` without its closing sentence.
    CutShort { line: usize },
    /// A line that is none of the lines the tool writes: the line, quoted.
    UnknownLine { line: usize, quoted: String },
    /// A board that is not the one its header names.
    HeaderDisagrees { line: usize, header_line: usize, columns: String },
    /// A board with the size of its class that is not the canonical board of its class.
    NotCanonical { line: usize },
    /// A header that says a class of another size than the board's.
    ClassSize { line: usize, said: usize, found: usize },
    /// Fewer than eight images.
    ImagesMissing { line: usize, images: usize },
    /// Images with no solution before them.
    ImagesWithoutSolution { line: usize },
    /// An image that is not the symmetry of the solution it belongs to.
    WrongImage { image: usize, line: usize, symmetry: Symmetry },
    /// An image whose label says another repeat (`= k`) than the truth.
    ImageLabel { image: usize, line: usize, said: Option<usize>, same: Option<usize> },
    /// A label of an image that is none: quoted.
    NotALabel { line: usize, quoted: String },
    /// A header of `solve` out of its order: quoted.
    OutOfPlace { line: usize, quoted: String, expected: u64 },
    /// A size of a class that is no number: quoted.
    NotAClassSize { line: usize, quoted: String },
    /// A closing sentence whose count is not the number of boards read.
    CountDisagrees { line: usize, count: u64, n: usize, held: u64 },
    /// A closing sentence whose n is not the boards'.
    SizeDisagrees { line: usize, n: usize },
    /// A column of a header that is no column.
    InHeader { line: usize, problem: ColumnProblem },
    /// A document that lists no solution for an n that has some: its line, or `None` for JSON.
    ListsNoneButHas { line: Option<usize>, n: usize },
    /// Not JSON at all, in the parser's words.
    NotJson { detail: String },
    /// A JSON string longer than any the tool writes.
    LongString { limit: u64 },
    /// A JSON value of the wrong type, in the parser's words.
    JsonValue { detail: String },
    /// An error of the reader inside a JSON document, where the parser stood.
    InJson { error: Box<CheckError>, line: usize, column: usize },
    /// A placement of JSON with another number of queens than the JSON's n.
    JsonSize { place: Place, queens: usize, n: u64 },
    /// A placement of JSON that says its solutions are unique, not the canonical one.
    JsonNotCanonical { place: Place },
    /// A JSON n after placements of another size.
    JsonSizes { n: u64 },
    /// A JSON count that is not the number of placements.
    JsonCount { count: u64, listed: u64 },
    /// A JSON list of no placement without an n.
    JsonNoN,
    /// A column in an array of placements.
    ColumnAmongPlacements,
    /// A placement in an array of columns.
    PlacementAmongColumns,
    /// A JSON number that is not a whole number from 0.
    NegativeColumn { value: String },
    /// A string of a LeetCode board that is no row: quoted.
    NotARow { index: usize, quoted: String },
    /// An error of a row or the shape of a LeetCode board in JSON.
    InJsonBoard { index: usize, error: Box<CheckError> },
    /// A placement of JSON with columns and rows of a board.
    MixedPlacement { index: usize },
}

impl CheckError {
    /// The key of the phrase that says this error, which names its kind: `check.error.…`.
    pub fn kind(&self) -> &'static str {
        match self {
            CheckError::Unreadable(_) => "check.error.unreadable",
            CheckError::LineTooLong { .. } => "check.error.line_too_long",
            CheckError::NoPlacement => "check.error.no_placement",
            CheckError::WrongSize { .. } => "check.error.wrong_size",
            CheckError::NotASolution { .. } => "check.error.not_a_solution",
            CheckError::Repeat { .. } => "check.error.repeat",
            CheckError::TooManyToHold { .. } => "check.error.too_many_to_hold",
            CheckError::Column { .. } => "check.error.column",
            CheckError::NotUtf8 { .. } => "check.error.not_utf8",
            CheckError::SideBySide { .. } => "check.error.side_by_side",
            CheckError::RowWidth { .. } => "check.error.row_width",
            CheckError::RowTooLong { .. } => "check.error.row_too_long",
            CheckError::RowWithoutQueen { .. } => "check.error.row_without_queen",
            CheckError::RowWithQueens { .. } => "check.error.row_with_queens",
            CheckError::NotSquare { .. } => "check.error.not_square",
            CheckError::CutShort { .. } => "check.error.cut_short",
            CheckError::UnknownLine { .. } => "check.error.unknown_line",
            CheckError::HeaderDisagrees { .. } => "check.error.header_disagrees",
            CheckError::NotCanonical { .. } => "check.error.not_canonical",
            CheckError::ClassSize { .. } => "check.error.class_size",
            CheckError::ImagesMissing { .. } => "check.error.images_missing",
            CheckError::ImagesWithoutSolution { .. } => "check.error.images_without_solution",
            CheckError::WrongImage { .. } => "check.error.wrong_image",
            CheckError::ImageLabel { .. } => "check.error.image_label",
            CheckError::NotALabel { .. } => "check.error.not_a_label",
            CheckError::OutOfPlace { .. } => "check.error.out_of_place",
            CheckError::NotAClassSize { .. } => "check.error.not_a_class_size",
            CheckError::CountDisagrees { .. } => "check.error.count_disagrees",
            CheckError::SizeDisagrees { .. } => "check.error.size_disagrees",
            CheckError::InHeader { .. } => "check.error.in_header",
            CheckError::ListsNoneButHas { .. } => "check.error.lists_none",
            CheckError::NotJson { .. } => "check.error.not_json",
            CheckError::LongString { .. } => "check.error.long_string",
            CheckError::JsonValue { .. } => "check.error.json_value",
            CheckError::InJson { .. } => "check.error.in_json",
            CheckError::JsonSize { .. } => "check.error.json_size",
            CheckError::JsonNotCanonical { .. } => "check.error.json_not_canonical",
            CheckError::JsonSizes { .. } => "check.error.json_sizes",
            CheckError::JsonCount { .. } => "check.error.json_count",
            CheckError::JsonNoN => "check.error.json_no_n",
            CheckError::ColumnAmongPlacements => "check.error.column_among_placements",
            CheckError::PlacementAmongColumns => "check.error.placement_among_columns",
            CheckError::NegativeColumn { .. } => "check.error.negative_column",
            CheckError::NotARow { .. } => "check.error.not_a_row",
            CheckError::InJsonBoard { .. } => "check.error.in_json_board",
            CheckError::MixedPlacement { .. } => "check.error.mixed_placement",
        }
    }

    /// The kinds this error is made of: its own, then those of the error or problem it holds.
    pub fn kinds(&self) -> Vec<&'static str> {
        let mut kinds = vec![self.kind()];
        match self {
            CheckError::Column { problem, .. } | CheckError::InHeader { problem, .. } => {
                kinds.push(problem.kind());
            }
            CheckError::InJson { error, .. } | CheckError::InJsonBoard { error, .. } => {
                kinds.extend(error.kinds());
            }
            _ => {}
        }
        kinds
    }

    /// The error in `lang`, from the `check` part of the phrase book.
    pub fn in_lang(&self, lang: Lang) -> String {
        let key = self.kind();
        let say_with = |values: &[(&str, &dyn fmt::Display)]| say(lang, key, values);
        let place_in = |place: &Place| place.in_lang(lang);
        let count = |noun: &str, count: usize| count_in(lang, noun, count as u64);
        match self {
            CheckError::Unreadable(error) => say_with(&[("error", error)]),
            CheckError::LineTooLong { line, limit } => {
                say_with(&[("line", line), ("bytes", &bytes_in(lang, *limit))])
            }
            CheckError::NoPlacement
            | CheckError::JsonNoN
            | CheckError::ColumnAmongPlacements
            | CheckError::PlacementAmongColumns => say_with(&[]),
            CheckError::WrongSize { place, queens, n } => say_with(&[
                ("place", &place_in(place)),
                ("queens", &count("check.queens", *queens)),
                ("n", &thousands(*n as u64)),
            ]),
            CheckError::NotASolution { place, conflict, columns } => say_with(&[
                ("place", &place_in(place)),
                ("conflict", &conflict_with_cells_in(conflict, *columns, lang)),
            ]),
            CheckError::Repeat { place } | CheckError::JsonNotCanonical { place } => {
                say_with(&[("place", &place_in(place))])
            }
            CheckError::TooManyToHold { place, limit } => {
                say_with(&[("place", &place_in(place)), ("bytes", &bytes_in(lang, *limit))])
            }
            CheckError::Column { place, row, problem } => say_with(&[
                ("place", &place_in(place)),
                ("row", row),
                ("problem", &problem.in_lang(lang)),
            ]),
            CheckError::NotUtf8 { line, error } => {
                let index = error.valid_up_to();
                let problem = match error.error_len() {
                    Some(length) => {
                        say(lang, "check.utf8.invalid", &[("length", &length), ("index", &index)])
                    }
                    None => say(lang, "check.utf8.incomplete", &[("index", &index)]),
                };
                say_with(&[("line", line), ("problem", &problem)])
            }
            CheckError::SideBySide { line, rows, before } => say_with(&[
                ("line", line),
                ("rows", &count("check.board_rows", *rows)),
                ("before", before),
            ]),
            CheckError::RowWidth { at, cells, width } => say_with(&[
                ("at", &at.in_lang(lang)),
                ("cells", &count("check.row_cells", *cells)),
                ("width", width),
            ]),
            CheckError::RowTooLong { at } | CheckError::RowWithoutQueen { at } => {
                say_with(&[("at", &at.in_lang(lang))])
            }
            CheckError::CutShort { line }
            | CheckError::NotCanonical { line }
            | CheckError::ImagesWithoutSolution { line } => say_with(&[("line", line)]),
            CheckError::RowWithQueens { at, queens } => {
                say_with(&[("at", &at.in_lang(lang)), ("queens", queens)])
            }
            CheckError::NotSquare { place, rows, width } => say_with(&[
                ("place", &place_in(place)),
                ("rows", &count("check.rows", *rows)),
                ("width", &count("check.row_cells", *width)),
            ]),
            CheckError::UnknownLine { line, quoted }
            | CheckError::NotALabel { line, quoted }
            | CheckError::NotAClassSize { line, quoted } => {
                say_with(&[("line", line), ("quoted", quoted)])
            }
            CheckError::HeaderDisagrees { line, header_line, columns } => {
                say_with(&[("line", line), ("header_line", header_line), ("columns", columns)])
            }
            CheckError::ClassSize { line, said, found } => say_with(&[
                ("line", line),
                ("said", &count("check.boards", *said)),
                ("found", &count("check.boards", *found)),
            ]),
            CheckError::ImagesMissing { line, images } => {
                say_with(&[("line", line), ("images", images)])
            }
            CheckError::WrongImage { image, line, symmetry } => say_with(&[
                ("image", image),
                ("line", line),
                ("symmetry", &say(lang, symmetry_key(*symmetry), &[])),
            ]),
            CheckError::ImageLabel { image, line, said, same } => {
                let said = match said {
                    Some(k) => say(lang, "check.label.said", &[("k", k)]),
                    None => say(lang, "check.label.none", &[]),
                };
                let truth = match same {
                    Some(k) => say(lang, "check.label.same", &[("k", k)]),
                    None => say(lang, "check.label.new", &[]),
                };
                say_with(&[("image", image), ("line", line), ("said", &said), ("truth", &truth)])
            }
            CheckError::OutOfPlace { line, quoted, expected } => {
                say_with(&[("line", line), ("quoted", quoted), ("expected", expected)])
            }
            CheckError::CountDisagrees { line, count: said, n, held } => say_with(&[
                ("line", line),
                ("count", said),
                ("n", n),
                ("held", &count_in(lang, "check.solutions", *held)),
            ]),
            CheckError::SizeDisagrees { line, n } => say_with(&[("line", line), ("n", n)]),
            CheckError::InHeader { line, problem } => {
                say_with(&[("line", line), ("problem", &problem.in_lang(lang))])
            }
            CheckError::ListsNoneButHas { line, n } => {
                let place = match line {
                    Some(line) => Place::Line(*line).in_lang(lang),
                    None => say(lang, "check.place.the_json", &[]),
                };
                say_with(&[("place", &place), ("n", n)])
            }
            CheckError::NotJson { detail } | CheckError::JsonValue { detail } => {
                say_with(&[("detail", detail)])
            }
            CheckError::LongString { limit } => {
                let detail = say_with(&[("bytes", &bytes_in(lang, *limit))]);
                say(lang, "check.error.not_json", &[("detail", &detail)])
            }
            CheckError::InJson { error, line, column } => {
                say_with(&[("error", &error.in_lang(lang)), ("line", line), ("column", column)])
            }
            CheckError::JsonSize { place, queens, n } => say_with(&[
                ("place", &place_in(place)),
                ("queens", &count("check.queens", *queens)),
                ("n", &thousands(*n)),
            ]),
            CheckError::JsonSizes { n } => say_with(&[("n", &thousands(*n))]),
            CheckError::JsonCount { count: said, listed } => say_with(&[
                ("count", &thousands(*said)),
                ("listed", &count_in(lang, "check.placements", *listed)),
            ]),
            CheckError::NegativeColumn { value } => say_with(&[("value", value)]),
            CheckError::NotARow { index, quoted } => {
                say_with(&[("index", index), ("quoted", quoted)])
            }
            CheckError::InJsonBoard { index, error } => {
                say_with(&[("index", index), ("error", &error.in_lang(lang))])
            }
            CheckError::MixedPlacement { index } => say_with(&[("index", index)]),
        }
    }
}

impl fmt::Display for CheckError {
    /// The English phrase of the error (the phrase book's, not a copy of its words).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.in_lang(Lang::En))
    }
}

impl std::error::Error for CheckError {}

/// A conflict in `lang`: `the queens in rows 0 and 2 are on the same column`. In English these
/// are core's own words (`Conflict`'s `Display`), which a test holds the phrases to.
pub fn conflict_in(conflict: &Conflict, lang: Lang) -> String {
    match *conflict {
        Conflict::OffBoard { row, col, n } => {
            say(lang, "check.conflict.off_board", &[("row", &row), ("col", &col), ("n", &n)])
        }
        Conflict::Attack { first_row, second_row, attack } => {
            let key = match attack {
                Attack::Column => "check.conflict.column",
                Attack::Diagonal => "check.conflict.diagonal",
                Attack::AntiDiagonal => "check.conflict.anti_diagonal",
            };
            say(lang, key, &[("first_row", &first_row), ("second_row", &second_row)])
        }
    }
}

/// A conflict with the cells of the two queens of an attack: `the queens in rows 0 and 2 are on
/// the same column (cells (0, 1) and (2, 1), as (row, col) from 0)`.
fn conflict_with_cells_in(conflict: &Conflict, columns: [u32; 2], lang: Lang) -> String {
    let said = conflict_in(conflict, lang);
    match *conflict {
        Conflict::Attack { first_row, second_row, .. } => say(
            lang,
            "check.cells",
            &[
                ("conflict", &said),
                ("first_row", &first_row),
                ("first_col", &columns[0]),
                ("second_row", &second_row),
                ("second_col", &columns[1]),
            ],
        ),
        Conflict::OffBoard { .. } => said,
    }
}

/// An amount of memory in `lang`: `1.0 MB` from a kilobyte up, as core writes it, and below
/// that in the phrase book's bytes (`12 bytes`, `12 字节`).
fn bytes_in(lang: Lang, amount: u64) -> String {
    if amount >= 1_000 { bytes(amount) } else { say(lang, "budget.bytes", &[("amount", &amount)]) }
}

/// The phrase of a symmetry, as the images of `solve` label it.
fn symmetry_key(symmetry: Symmetry) -> &'static str {
    match symmetry {
        Symmetry::Identity => "check.symmetry.identity",
        Symmetry::Rotate90 => "check.symmetry.rotate90",
        Symmetry::Rotate180 => "check.symmetry.rotate180",
        Symmetry::Rotate270 => "check.symmetry.rotate270",
        Symmetry::MirrorColumns => "check.symmetry.mirror_columns",
        Symmetry::MirrorRows => "check.symmetry.mirror_rows",
        Symmetry::Transpose => "check.symmetry.transpose",
        Symmetry::AntiTranspose => "check.symmetry.anti_transpose",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// In English a conflict is said in core's own words, and bytes that are not UTF-8 in the
    /// standard library's; in Chinese in other words.
    #[test]
    fn the_borrowed_words_are_their_owners_words() {
        let conflicts = [
            Conflict::OffBoard { row: 3, col: 4, n: 4 },
            Conflict::Attack { first_row: 0, second_row: 2, attack: Attack::Column },
            Conflict::Attack { first_row: 0, second_row: 1, attack: Attack::Diagonal },
            Conflict::Attack { first_row: 1, second_row: 3, attack: Attack::AntiDiagonal },
        ];
        for conflict in &conflicts {
            assert_eq!(conflict_in(conflict, Lang::En), conflict.to_string());
            assert_ne!(conflict_in(conflict, Lang::Zh), conflict.to_string());
        }
        for bytes in [&[b'a', 0xff, b'b'][..], &[0xe4, 0xb8][..]] {
            let Err(error) = std::str::from_utf8(bytes) else { panic!("not UTF-8") };
            let said = CheckError::NotUtf8 { line: 1, error }.in_lang(Lang::En);
            assert!(said.ends_with(&format!(": {error}")), "{said}");
        }
    }

    /// Every kind's phrase is in the book, in both languages, with every hole filled.
    #[test]
    fn every_kind_is_said_in_both_languages() {
        let column = ColumnProblem::NotAColumn { quoted: "'x'".to_string() };
        let errors = [
            CheckError::NoPlacement,
            CheckError::RowTooLong { at: At::Line(2) },
            CheckError::ImageLabel { image: 2, line: 18, said: None, same: Some(1) },
            CheckError::InJson {
                error: Box::new(CheckError::InJsonBoard {
                    index: 1,
                    error: Box::new(CheckError::RowWithoutQueen { at: At::Row(1) }),
                }),
                line: 1,
                column: 9,
            },
            CheckError::Column { place: Place::Json(1), row: 2, problem: column },
            CheckError::ListsNoneButHas { line: None, n: 8 },
            CheckError::LongString { limit: 1_000_000 },
        ];
        for error in &errors {
            for kind in error.kinds() {
                assert_ne!(say(Lang::En, kind, &[]), kind, "{kind} is in the phrase book");
            }
            let english = error.in_lang(Lang::En);
            let chinese = error.in_lang(Lang::Zh);
            assert_eq!(english, error.to_string());
            for said in [&english, &chinese] {
                assert!(!said.contains('{') && !said.contains("check."), "{said}");
            }
            assert!(chinese.chars().any(|c| c > '\u{2e80}'), "{chinese}");
        }
    }
}
