//! What a [`Walk`] shows a reader, in the approach's own terms: the board with the attacked
//! cells, the state the search keeps (sets, flags, masks, marks or links), the stack of queens,
//! and one sentence per step. `trace`, `explore` and the figures draw the same pictures from
//! here; the exact-cover matrix is in [`crate::cover`].

use nqueens_core::{Attack, Bookkeeping, Item};

use crate::cover::{self, item_name, options};
use crate::phrases::{Lang, count_in, say};
use crate::walk::{Step, Walk};
use nqueens_core::thousands;

/// What a cell of the board shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Content {
    /// Nothing: no queen, and no queen above attacks it (or its row is done).
    Empty,
    /// A queen.
    Queen,
    /// A queen above attacks it along this line: the one the search finds first.
    Attacked(Attack),
}

/// One cell of the board, and whether the current step is about it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cell {
    /// What it shows.
    pub content: Content,
    /// Whether the step just taken examined, placed or removed a queen here.
    pub current: bool,
}

impl Content {
    /// One character for the content: `Q`, `·`, or the line that attacks the cell: `│` for a
    /// column, `╲` for a diagonal, `╱` for an anti-diagonal.
    pub fn glyph(self) -> char {
        match self {
            Content::Empty => '·',
            Content::Queen => 'Q',
            Content::Attacked(Attack::Column) => '│',
            Content::Attacked(Attack::Diagonal) => '╲',
            Content::Attacked(Attack::AntiDiagonal) => '╱',
        }
    }
}

impl Content {
    /// What the cell is, in one word a page can style and a test can read: `queen`, `free`,
    /// `column`, `diagonal` or `anti-diagonal` (the line that attacks it).
    pub fn kind(self) -> &'static str {
        match self {
            Content::Empty => "free",
            Content::Queen => "queen",
            Content::Attacked(Attack::Column) => "column",
            Content::Attacked(Attack::Diagonal) => "diagonal",
            Content::Attacked(Attack::AntiDiagonal) => "anti-diagonal",
        }
    }

    /// Every content, in the order of a legend.
    pub const ALL: [Content; 5] = [
        Content::Queen,
        Content::Empty,
        Content::Attacked(Attack::Column),
        Content::Attacked(Attack::Diagonal),
        Content::Attacked(Attack::AntiDiagonal),
    ];
}

/// The row the search is filling: the one below the last queen (after a removal, the removed
/// queen's own row).
pub fn focus_row(walk: &Walk) -> usize {
    match walk.current() {
        Some(step) => match *step {
            Step::Reject { row, .. } | Step::Remove { row, .. } | Step::DeadEnd { row } => row,
            Step::Place { row, .. } => row + 1,
            Step::Solution => walk.n(),
            // An exact-cover search fills no row in order: it has no row being filled.
            Step::Choose { .. } | Step::Cover { .. } | Step::Uncover { .. } => walk.queens().len(),
        },
        None => 0,
    }
}

/// The queens in the rows above `row`, as (row, col).
fn queens_above(walk: &Walk, row: usize) -> impl Iterator<Item = (usize, usize)> + '_ {
    walk.queens().iter().copied().enumerate().take(row)
}

/// The line along which a queen attacks a cell, given that it does.
fn line_of(queen: (usize, usize), cell: (usize, usize)) -> Attack {
    Attack::between(queen, cell).unwrap_or(Attack::AntiDiagonal)
}

/// Which queen above attacks (`row`, `col`), and along which line, as the search finds it: a
/// search with sets, flags or masks tests the column, then the diagonal, then the
/// anti-diagonal; a search with a board of marks reads the mark of the first queen that
/// attacked the cell.
pub fn attacker(walk: &Walk, row: usize, col: usize) -> Option<(Attack, (usize, usize))> {
    let cell = (row, col);
    // An exact-cover search fills the rows in any order: any queen on the board may attack.
    if walk.bookkeeping() == Bookkeeping::Links {
        let placed = walk.placed();
        return [Attack::Column, Attack::Diagonal, Attack::AntiDiagonal].into_iter().find_map(
            |attack| {
                placed
                    .iter()
                    .find(|&&queen| queen != cell && attack.joins(queen, cell))
                    .map(|&queen| (attack, queen))
            },
        );
    }
    if walk.bookkeeping() == Bookkeeping::MarkedBoard {
        let queen_row = walk.marked_by(row, col)?;
        let queen = (queen_row, *walk.queens().get(queen_row)?);
        return Some((line_of(queen, cell), queen));
    }
    [Attack::Column, Attack::Diagonal, Attack::AntiDiagonal].into_iter().find_map(|attack| {
        queens_above(walk, row)
            .find(|&queen| attack.joins(queen, cell))
            .map(|queen| (attack, queen))
    })
}

/// The board as the step just taken left it: queens in the rows above the focus row, and in
/// the rows from the focus row down the cells the queens above attack.
pub fn board(walk: &Walk) -> Vec<Vec<Cell>> {
    let n = walk.n();
    let focus = focus_row(walk);
    let current = walk.current().and_then(Step::cell);
    // An exact-cover search: the queens wherever they stand, and every cell they attack.
    if walk.bookkeeping() == Bookkeeping::Links {
        let placed = walk.placed();
        return (0..n)
            .map(|row| {
                (0..n)
                    .map(|col| {
                        let content = if placed.contains(&(row, col)) {
                            Content::Queen
                        } else {
                            attacker(walk, row, col)
                                .map_or(Content::Empty, |(attack, _)| Content::Attacked(attack))
                        };
                        Cell { content, current: current == Some((row, col)) }
                    })
                    .collect()
            })
            .collect();
    }
    (0..n)
        .map(|row| {
            (0..n)
                .map(|col| {
                    let content = if walk.queens().get(row) == Some(&col) {
                        Content::Queen
                    } else if row >= focus.min(walk.queens().len()) {
                        attacker(walk, row, col)
                            .filter(|&(_, (queen_row, _))| queen_row < row)
                            .map_or(Content::Empty, |(attack, _)| Content::Attacked(attack))
                    } else {
                        Content::Empty
                    };
                    Cell { content, current: current == Some((row, col)) }
                })
                .collect()
        })
        .collect()
}

/// How the values of a [`StateLine`] are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// The members of a hash set, in increasing order: `{-1, 2}`.
    Set,
    /// The flags of an array, index 0 first: `0 1 0 0`.
    Flags,
    /// The bits of a mask, column 0 last (on the right): `0 0 1 0`.
    Bits,
    /// A list of cells: `(1,0) (2,0)`.
    Cells,
    /// A count per item, index 0 first, `·` for a covered item: `· 2 3 3`.
    Counts,
}

/// One line of the state panel: a name, its values, the one the step read or wrote, and a
/// note.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StateLine {
    /// How the values are written.
    pub shape: Shape,
    /// The variable, as the search names it: `cols`, `diags1`, `avail`, ….
    pub name: String,
    /// Its values: the members of a set, the flags of an array, the bits of a mask.
    pub values: Vec<String>,
    /// The value the step read or wrote, if one.
    pub read: Option<usize>,
    /// What the values mean.
    pub note: String,
}

/// Where the search keeps the three lines through (`row`, `col`), as its own code computes
/// them: the keys of `cols`, `diags1` and `diags2` for the sets (`col`, `row - col`,
/// `row + col`), the indices of the arrays of flags (`col`, `row + n - 1 - col`, `row + col`),
/// and the bit of each mask of the row for the masks (`col`, the masks being shifted one column
/// per row). A board of marks keeps no lines: its cell is its own key, and so is the column.
///
/// This is the one place the walk writes the approaches' index formulas; the state panel, the
/// reasons and the sentences all take their numbers from here.
pub fn line_keys(bookkeeping: Bookkeeping, n: usize, row: usize, col: usize) -> [isize; 3] {
    let (row, col, n) = (signed(row), signed(col), signed(n));
    match bookkeeping {
        Bookkeeping::Sets => [col, row - col, row + col],
        Bookkeeping::Flags | Bookkeeping::MarkedBoard | Bookkeeping::Links => {
            [col, row + n - 1 - col, row + col]
        }
        Bookkeeping::Masks => [col, col, col],
    }
}

/// The key of one line through (`row`, `col`): one of [`line_keys`].
fn line_key(
    bookkeeping: Bookkeeping,
    n: usize,
    (row, col): (usize, usize),
    attack: Attack,
) -> isize {
    let [cols, diags1, diags2] = line_keys(bookkeeping, n, row, col);
    match attack {
        Attack::Column => cols,
        Attack::Diagonal => diags1,
        Attack::AntiDiagonal => diags2,
    }
}

/// A key of [`line_keys`] as an index into an array: keys of arrays are never negative.
fn index(key: isize) -> usize {
    usize::try_from(key).expect("the index of an array of flags is not negative")
}

/// The cell whose state the panel shows: the current step's, if it has one.
fn current_cell(walk: &Walk) -> Option<(usize, usize)> {
    walk.current().and_then(Step::cell)
}

/// The state the search keeps, as it stands after the step just taken.
pub fn state(walk: &Walk) -> Vec<StateLine> {
    state_in(walk, Lang::En)
}

/// [`state`], its notes in `lang`.
pub fn state_in(walk: &Walk, lang: Lang) -> Vec<StateLine> {
    let note = |key: &str| say(lang, key, &[]);
    let n = walk.n();
    match walk.bookkeeping() {
        Bookkeeping::Sets => {
            let cell = current_cell(walk);
            let queens: Vec<(usize, usize)> = walk.queens().iter().copied().enumerate().collect();
            let set = |name: &str, attack: Attack, note: &str| {
                let key = |cell: (usize, usize)| line_key(Bookkeeping::Sets, n, cell, attack);
                let mut keys: Vec<isize> = queens.iter().map(|&queen| key(queen)).collect();
                keys.sort_unstable();
                let wanted = cell.map(key);
                StateLine {
                    shape: Shape::Set,
                    name: name.to_string(),
                    read: wanted.and_then(|wanted| keys.iter().position(|&key| key == wanted)),
                    values: keys.iter().map(isize::to_string).collect(),
                    note: note.to_string(),
                }
            };
            vec![
                set("cols", Attack::Column, &note("note.sets.cols")),
                set("diags1", Attack::Diagonal, &note("note.sets.diags1")),
                set("diags2", Attack::AntiDiagonal, &note("note.sets.diags2")),
            ]
        }
        Bookkeeping::Flags => {
            let cell = current_cell(walk);
            let flags = |name: &str, attack: Attack, length: usize, note: &str| {
                let index =
                    |cell: (usize, usize)| index(line_key(Bookkeeping::Flags, n, cell, attack));
                let mut flags = vec![false; length];
                for queen in walk.queens().iter().copied().enumerate() {
                    flags[index(queen)] = true;
                }
                StateLine {
                    shape: Shape::Flags,
                    name: name.to_string(),
                    values: flags.iter().map(|&flag| u8::from(flag).to_string()).collect(),
                    read: cell.map(index),
                    note: note.to_string(),
                }
            };
            let diagonals = (2 * n).saturating_sub(1);
            vec![
                flags("cols", Attack::Column, n, &note("note.flags.cols")),
                flags("diags1", Attack::Diagonal, diagonals, &note("note.flags.diags1")),
                flags("diags2", Attack::AntiDiagonal, diagonals, &note("note.flags.diags2")),
            ]
        }
        Bookkeeping::Masks => {
            let row = current_cell(walk).map_or_else(|| focus_row(walk), |(row, _)| row);
            let (cols, diags1, diags2) = masks(walk, row);
            let full = if n == 0 { 0 } else { u64::MAX >> (64 - n) };
            let avail = !(cols | diags1 | diags2) & full;
            let read = current_cell(walk).map(|(_, col)| n - 1 - col);
            let bits = |name: &str, mask: u64, note: &str| StateLine {
                shape: Shape::Bits,
                name: name.to_string(),
                values: (0..n).rev().map(|bit| ((mask >> bit) & 1).to_string()).collect(),
                read,
                note: note.to_string(),
            };
            vec![
                bits("cols", cols, &note("note.masks.cols")),
                bits("diags1", diags1, &note("note.masks.diags1")),
                bits("diags2", diags2, &note("note.masks.diags2")),
                bits("avail", avail, &note("note.masks.avail")),
            ]
        }
        Bookkeeping::Links => {
            let current = walk.current().and_then(Step::item);
            let diagonals = (2 * n).saturating_sub(1);
            let counts = |name: &str, item: fn(usize) -> Item, length: usize, note: &str| {
                let values = (0..length)
                    .map(|index| {
                        let item = item(index);
                        if walk.covered().iter().any(|&(other, _)| other == item) {
                            "·".to_string()
                        } else {
                            cover::options_left(walk, item).to_string()
                        }
                    })
                    .collect();
                StateLine {
                    shape: Shape::Counts,
                    name: name.to_string(),
                    values,
                    read: (0..length).find(|&index| current == Some(item(index))),
                    note: note.to_string(),
                }
            };
            vec![
                counts("rows", Item::Row, n, &note("note.links.rows")),
                counts("cols", Item::Column, n, &note("note.links.cols")),
                counts("diags1", Item::Diagonal, diagonals, &note("note.links.diags1")),
                counts("diags2", Item::AntiDiagonal, diagonals, &note("note.links.diags2")),
            ]
        }
        Bookkeeping::MarkedBoard => walk
            .lock()
            .iter()
            .enumerate()
            .map(|(row, marks)| StateLine {
                shape: Shape::Cells,
                name: format!("({row},{})", walk.queens().get(row).copied().unwrap_or_default()),
                values: marks.iter().map(|(row, col)| format!("({row},{col})")).collect(),
                read: None,
                note: note("note.board"),
            })
            .collect(),
    }
}

/// A row, column or n as a signed number, for `row - col`: a walk's n is at most
/// [`LARGEST_WALKED_N`](crate::LARGEST_WALKED_N).
fn signed(value: usize) -> isize {
    isize::try_from(value).expect("a walked board is small")
}

/// The masks `cols`, `diags1` and `diags2` of `row`, as the bitmask search passes them to it:
/// bit `col` is set when a queen above attacks (`row`, `col`) along that line. Only the bits of
/// the board's n columns are kept.
pub fn masks(walk: &Walk, row: usize) -> (u64, u64, u64) {
    let (mut cols, mut diags1, mut diags2) = (0u64, 0u64, 0u64);
    for (queen_row, queen_col) in queens_above(walk, row) {
        let distance = row - queen_row;
        cols |= 1 << queen_col;
        if queen_col + distance < walk.n() {
            diags1 |= 1 << (queen_col + distance);
        }
        if let Some(left) = queen_col.checked_sub(distance) {
            diags2 |= 1 << left;
        }
    }
    (cols, diags1, diags2)
}

/// A mask of the board's n columns in binary, column 0 on the right: `0b0110`.
pub fn binary(mask: u64, n: usize) -> String {
    if n == 0 {
        return "0".to_string();
    }
    format!("0b{mask:0n$b}")
}

/// Why the search skips (`row`, `col`), in its own terms: `diags2[3] is set by the queen on
/// (1, 2)`.
pub fn reason(walk: &Walk, row: usize, col: usize) -> String {
    reason_in(walk, row, col, Lang::En)
}

/// The name of a line in `lang`: `column`, `diagonal` or `anti-diagonal`.
pub fn line_name(attack: Attack, lang: Lang) -> String {
    say(lang, &format!("line.{}", attack.name()), &[])
}

/// [`reason`] in `lang`.
pub fn reason_in(walk: &Walk, row: usize, col: usize, lang: Lang) -> String {
    let n = walk.n();
    let Some((attack, (queen_row, queen_col))) = attacker(walk, row, col) else {
        return say(lang, "attacked", &[]);
    };
    let queen = say(lang, "queen", &[("row", &queen_row), ("col", &queen_col)]);
    let bookkeeping = walk.bookkeeping();
    let key = line_key(bookkeeping, n, (row, col), attack);
    let name = match attack {
        Attack::Column => "cols",
        Attack::Diagonal => "diags1",
        Attack::AntiDiagonal => "diags2",
    };
    let values: [(&str, &dyn std::fmt::Display); 5] =
        [("key", &key), ("name", &name), ("queen", &queen), ("row", &row), ("col", &col)];
    match bookkeeping {
        Bookkeeping::Sets => say(lang, &format!("reason.sets.{}", attack.name()), &values),
        // An exact-cover search rejects no cell; its flags-like numbering names the line.
        Bookkeeping::Flags | Bookkeeping::Links => say(lang, "reason.flags", &values),
        Bookkeeping::Masks => say(lang, "reason.masks", &values),
        Bookkeeping::MarkedBoard => {
            let line = line_name(attack, lang);
            say(
                lang,
                "reason.board",
                &[("row", &row), ("col", &col), ("queen", &queen), ("line", &line)],
            )
        }
    }
}

/// One sentence on what the step just taken did, in the approach's own terms.
pub fn sentence(walk: &mut Walk) -> String {
    sentence_in(walk, Lang::En)
}

/// [`sentence`] in `lang`.
pub fn sentence_in(walk: &mut Walk, lang: Lang) -> String {
    let n = walk.n();
    let bookkeeping = walk.bookkeeping();
    if bookkeeping == Bookkeeping::Links {
        return sentence_of_links(walk, lang);
    }
    let Some(step) = walk.current().cloned() else {
        let state = say(lang, &format!("start.{}", short_name(bookkeeping)), &[]);
        return say(lang, "start", &[("state", &state)]);
    };
    let mut sentence = match step {
        Step::Reject { row, col } => {
            let reason = reason_in(walk, row, col, lang);
            say(lang, "reject", &[("row", &row), ("col", &col), ("reason", &reason)])
        }
        Step::Place { row, col, ref marks } => {
            let next = if row + 1 == n {
                say(lang, "next.full", &[])
            } else {
                say(lang, "next.row", &[("row", &(row + 1))])
            };
            let [_, diag1, diag2] = line_keys(bookkeeping, n, row, col);
            let avail = match bookkeeping {
                Bookkeeping::Masks => {
                    let (cols, diags1, diags2) = masks(walk, row);
                    let full = u64::MAX >> (64 - n);
                    binary(!(cols | diags1 | diags2) & full, n)
                }
                _ => String::new(),
            };
            let cells = cells(marks.len(), lang);
            say(
                lang,
                &format!("place.{}", short_name(bookkeeping)),
                &[
                    ("row", &row),
                    ("col", &col),
                    ("diag1", &diag1),
                    ("diag2", &diag2),
                    ("avail", &avail),
                    ("cells", &cells),
                    ("next", &next),
                ],
            )
        }
        Step::DeadEnd { row } => {
            let key = if bookkeeping == Bookkeeping::Masks { "dead_end.masks" } else { "dead_end" };
            say(lang, key, &[("row", &row), ("back", &row.saturating_sub(1))])
        }
        Step::Solution => {
            let solutions = walk.tally().solutions;
            if n == 0 {
                say(lang, "solution.empty", &[("count", &solutions)])
            } else {
                let columns: Vec<String> = walk.queens().iter().map(usize::to_string).collect();
                say(lang, "solution", &[("count", &solutions), ("columns", &columns.join(" "))])
            }
        }
        Step::Remove { row, col, ref clears } => {
            let [_, diag1, diag2] = line_keys(bookkeeping, n, row, col);
            let cells = cells(clears.len(), lang);
            let undo = say(
                lang,
                &format!("undo.{}", short_name(bookkeeping)),
                &[("col", &col), ("diag1", &diag1), ("diag2", &diag2), ("cells", &cells)],
            );
            let next = if col + 1 < n {
                say(lang, "remove.right", &[("col", &col), ("row", &row)])
            } else if row == 0 {
                say(lang, "remove.row0", &[])
            } else {
                say(lang, "remove.up", &[("row", &row), ("back", &(row - 1))])
            };
            say(lang, "remove", &[("row", &row), ("col", &col), ("undo", &undo), ("next", &next)])
        }
        // The steps of an exact-cover search are said by `sentence_of_links`.
        Step::Choose { .. } | Step::Cover { .. } | Step::Uncover { .. } => String::new(),
    };
    if walk.at_end() {
        let tally = walk.tally();
        sentence.push_str(&say(
            lang,
            "end",
            &[
                ("solutions", &thousands(tally.solutions)),
                ("nodes", &thousands(tally.nodes)),
                ("cells", &thousands(tally.cells)),
                ("dead_ends", &thousands(tally.dead_ends)),
            ],
        ));
    }
    sentence
}

/// [`sentence_in`] for an exact-cover search: what choosing, covering, trying and uncovering
/// did to the matrix.
fn sentence_of_links(walk: &mut Walk, lang: Lang) -> String {
    let n = walk.n();
    let Some(step) = walk.current().cloned() else {
        let diagonals = (2 * n).saturating_sub(1);
        return say(
            lang,
            "start.links",
            &[("primary", &(2 * n)), ("secondary", &(2 * diagonals)), ("options", &(n * n))],
        );
    };
    let mut sentence = match step {
        Step::Choose { item, options: 0 } => {
            say(lang, "dead_end.links", &[("item", &item_name(item, lang))])
        }
        Step::Choose { item, options: 1 } => {
            // The one option left: the cell the search places its queen on next.
            let (row, col) = match walk.upcoming() {
                Some(Step::Cover { .. }) => walk
                    .step_at(walk.position() + 1)
                    .and_then(|step| step.cell())
                    .unwrap_or_default(),
                _ => (0, 0),
            };
            say(
                lang,
                "choose.forced",
                &[("item", &item_name(item, lang)), ("row", &row), ("col", &col)],
            )
        }
        Step::Choose { item, options: count } => say(
            lang,
            "choose.first_row",
            &[("item", &item_name(item, lang)), ("options", &options(count, lang))],
        ),
        Step::Cover { item, ref hidden, branch: true } => say(
            lang,
            "cover.branch",
            &[("item", &item_name(item, lang)), ("options", &options(hidden.len(), lang))],
        ),
        Step::Cover { item, ref hidden, branch: false } => {
            let (row, col) = walk.placed().last().copied().unwrap_or_default();
            let key = if hidden.is_empty() { "cover.option.none" } else { "cover.option" };
            say(
                lang,
                key,
                &[
                    ("item", &item_name(item, lang)),
                    ("options", &options(hidden.len(), lang)),
                    ("row", &row),
                    ("col", &col),
                ],
            )
        }
        Step::Place { row, col, .. } => {
            // The three items the option takes besides the one the search branched on.
            let branch = cover::levels(walk).last().map(|level| level.item);
            let items: Vec<String> = Item::of_cell(n, row, col)
                .into_iter()
                .filter(|&item| Some(item) != branch)
                .map(|item| item_name(item, lang))
                .collect();
            let items =
                say(lang, "list.three", &[("a", &items[0]), ("b", &items[1]), ("c", &items[2])]);
            say(lang, "place.links", &[("row", &row), ("col", &col), ("items", &items)])
        }
        Step::Uncover { item, ref restored, branch: true } => say(
            lang,
            "uncover.branch",
            &[("item", &item_name(item, lang)), ("options", &options(restored.len(), lang))],
        ),
        Step::Uncover { item, ref restored, branch: false } => {
            let key = if restored.is_empty() { "uncover.option.none" } else { "uncover.option" };
            say(
                lang,
                key,
                &[("item", &item_name(item, lang)), ("options", &options(restored.len(), lang))],
            )
        }
        Step::Remove { row, col, .. } => {
            let branch = cover::levels(walk).last().map(|level| level.item);
            let item = branch.map(|item| item_name(item, lang)).unwrap_or_default();
            // The next option of the branch's item is tried next, unless the item is uncovered.
            let key = match walk.upcoming() {
                Some(Step::Uncover { branch: true, .. }) => "remove.links.last",
                _ => "remove.links.next",
            };
            say(lang, key, &[("row", &row), ("col", &col), ("item", &item)])
        }
        Step::Solution => {
            let columns = columns_of(walk);
            let solutions = walk.tally().solutions;
            if n == 0 {
                say(lang, "solution.empty", &[("count", &solutions)])
            } else {
                say(lang, "solution.links", &[("count", &solutions), ("columns", &columns)])
            }
        }
        // A row-by-row step: an exact-cover search takes none.
        Step::Reject { .. } | Step::DeadEnd { .. } => String::new(),
    };
    if walk.at_end() {
        let tally = walk.tally();
        sentence.push_str(&say(
            lang,
            "end.links",
            &[
                ("solutions", &thousands(tally.solutions)),
                ("nodes", &thousands(tally.nodes)),
                ("cells", &thousands(tally.cells)),
                ("marks", &thousands(tally.marks)),
                ("dead_ends", &thousands(tally.dead_ends)),
            ],
        ));
    }
    sentence
}

/// The columns of the queens, row 0 first, as a solution shows them: `1 3 0 2`.
pub fn columns_of(walk: &Walk) -> String {
    let mut placed = walk.placed();
    placed.sort_unstable();
    placed.iter().map(|(_, col)| col.to_string()).collect::<Vec<_>>().join(" ")
}

/// The short name of what a search keeps, as the phrase tables key it: `sets`, `flags`,
/// `masks`, `board` or `links`.
fn short_name(bookkeeping: Bookkeeping) -> &'static str {
    match bookkeeping {
        Bookkeeping::Sets => "sets",
        Bookkeeping::Flags => "flags",
        Bookkeeping::Masks => "masks",
        Bookkeeping::MarkedBoard => "board",
        Bookkeeping::Links => "links",
    }
}

/// "1 cell", "5 cells".
fn cells(count: usize, lang: Lang) -> String {
    count_in(lang, "cells", count as u64)
}

/// The counters after the step just taken, as (name, value): nodes, cells, solutions, dead ends,
/// and, for a search on a board of marks, the cells it marked. An exact-cover search counts
/// options tried instead of cells, and the options it hid.
pub fn counters(walk: &Walk) -> Vec<(&'static str, u64)> {
    let tally = walk.tally();
    if walk.bookkeeping() == Bookkeeping::Links {
        return vec![
            ("nodes", tally.nodes),
            ("options", tally.cells),
            ("solutions", tally.solutions),
            ("dead ends", tally.dead_ends),
            ("hidden", tally.marks),
        ];
    }
    let mut counters = vec![
        ("nodes", tally.nodes),
        ("cells", tally.cells),
        ("solutions", tally.solutions),
        ("dead ends", tally.dead_ends),
    ];
    if walk.bookkeeping() == Bookkeeping::MarkedBoard {
        counters.push(("marks", tally.marks));
    }
    counters
}

/// The counters as one line, as `explore` and the stepper show them:
/// `nodes 5 · cells 9 · solutions 0 · dead ends 1`.
pub fn counter_line(walk: &Walk) -> String {
    counter_line_in(walk, Lang::En)
}

/// [`counter_line`] in `lang`.
pub fn counter_line_in(walk: &Walk, lang: Lang) -> String {
    counters(walk)
        .iter()
        .map(|(name, value)| {
            let name = say(lang, &format!("counter.{}", name.replace(' ', "_")), &[]);
            format!("{name} {}", thousands(*value))
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

/// What the call running now does, in the row below the queens: `place_row(row)` looking for
/// a free cell of its row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Running {
    /// It is about to try the columns of its row (or the next one).
    Trying,
    /// It rejected this column: a queen above attacks the cell.
    Rejected(usize),
    /// It took back its queen from this column, and tries the columns right of it.
    TookBack(usize),
    /// It found no free cell: it returns to the row above.
    DeadEnd,
}

/// The call running now below the rows that hold a queen, with its row, if one is running: none
/// at a solution (every row holds a queen).
pub fn running(walk: &Walk) -> Option<(usize, Running)> {
    if walk.bookkeeping() == Bookkeeping::Links {
        return None;
    }
    let focus = focus_row(walk);
    if focus >= walk.n() || focus != walk.queens().len() {
        return None;
    }
    let running = match walk.current() {
        Some(Step::Reject { row, col }) if *row == focus => Running::Rejected(*col),
        Some(Step::Remove { row, col, .. }) if *row == focus => Running::TookBack(*col),
        Some(Step::DeadEnd { .. }) => Running::DeadEnd,
        _ => Running::Trying,
    };
    Some((focus, running))
}

/// The recursion stack: one line per row that holds a queen, then the call running now, if one
/// is.
pub fn stack(walk: &Walk) -> Vec<String> {
    stack_in(walk, Lang::En)
}

/// [`stack`] in `lang`.
pub fn stack_in(walk: &Walk, lang: Lang) -> Vec<String> {
    stack_with(walk, lang, Stack::Long)
}

/// [`stack_in`] in short, for a narrow panel (the explorer's): the row and its column,
/// `" 2: col 3"`, or the item and its queen, `c1 (0,1)`; the function's name heads the panel.
pub fn stack_short_in(walk: &Walk, lang: Lang) -> Vec<String> {
    stack_with(walk, lang, Stack::Short)
}

/// The two forms of the stack: the phrases `stack.*` name the function on every line, the
/// phrases `stack.short.*` do not.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Stack {
    Long,
    Short,
}

impl Stack {
    fn key(self, key: &str) -> String {
        match self {
            Stack::Long => format!("stack.{key}"),
            Stack::Short => format!("stack.short.{key}"),
        }
    }
}

fn stack_with(walk: &Walk, lang: Lang, form: Stack) -> Vec<String> {
    if walk.bookkeeping() == Bookkeeping::Links {
        return stack_of_links(walk, lang, form);
    }
    // The short form right-aligns the rows, so that the columns line up past row 9.
    let row_of = |row: usize| match form {
        Stack::Long => row.to_string(),
        Stack::Short => format!("{row:>2}"),
    };
    let mut stack: Vec<String> = walk
        .queens()
        .iter()
        .enumerate()
        .map(|(row, col)| say(lang, &form.key("queen"), &[("row", &row_of(row)), ("col", col)]))
        .collect();
    if let Some((row, running)) = running(walk) {
        let (key, col) = match running {
            Running::Trying => ("trying", 0),
            Running::Rejected(col) => ("rejected", col),
            Running::TookBack(col) if col + 1 == walk.n() => ("took_back_last", col),
            Running::TookBack(col) => ("took_back", col),
            Running::DeadEnd => ("dead_end", 0),
        };
        stack.push(say(lang, &form.key(key), &[("row", &row_of(row)), ("col", &col)]));
    }
    stack
}

/// [`stack_in`] for an exact-cover search: one call of `search_from` per level, each with the
/// item it branches on and the queen it tries, then the call running now if it has not
/// branched yet. The short form names items as `c1`.
fn stack_of_links(walk: &Walk, lang: Lang, form: Stack) -> Vec<String> {
    let name = |item: nqueens_core::Item| match form {
        Stack::Long => item_name(item, lang),
        Stack::Short => item.short(),
    };
    let levels = cover::levels(walk);
    let mut stack: Vec<String> = levels
        .iter()
        .enumerate()
        .map(|(depth, level)| {
            let item = name(level.item);
            match level.queen {
                Some((row, col)) => say(
                    lang,
                    &form.key("links.trying"),
                    &[("depth", &depth), ("item", &item), ("row", &row), ("col", &col)],
                ),
                None => {
                    say(lang, &form.key("links.covered"), &[("depth", &depth), ("item", &item)])
                }
            }
        })
        .collect();
    // Below the last queen, a call that has not covered its item yet.
    if let Some((depth, running)) = cover::running(walk) {
        let (key, item) = match running {
            cover::Running::Choosing => ("links.choosing", String::new()),
            cover::Running::Chose(item) => ("links.chose", name(item)),
            cover::Running::DeadEnd(item) => ("links.dead_end", name(item)),
        };
        stack.push(say(lang, &form.key(key), &[("depth", &depth), ("item", &item)]));
    }
    stack
}

/// What the search keeps, in a few words, to tell the approaches apart in a list: `arrays of
/// flags`, `bitmasks`, ….
pub fn bookkeeping_name(bookkeeping: Bookkeeping) -> String {
    bookkeeping_name_in(bookkeeping, Lang::En)
}

/// [`bookkeeping_name`] in `lang`.
pub fn bookkeeping_name_in(bookkeeping: Bookkeeping, lang: Lang) -> String {
    say(lang, &format!("name.{}", short_name(bookkeeping)), &[])
}

/// What the state panel shows, in a few words: `arrays of flags`, ….
pub fn state_title(bookkeeping: Bookkeeping) -> String {
    state_title_in(bookkeeping, Lang::En)
}

/// [`state_title`] in `lang`.
pub fn state_title_in(bookkeeping: Bookkeeping, lang: Lang) -> String {
    say(lang, &format!("title.{}", short_name(bookkeeping)), &[])
}

/// What a kind of cell means, for a legend: `attacked along its column`, ….
pub fn cell_meaning(content: Content, lang: Lang) -> String {
    say(lang, &format!("cell.{}", content.kind()), &[])
}
