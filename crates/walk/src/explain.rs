//! What a [`Walk`] shows a reader, in the approach's own terms: the board with the attacked
//! cells, the state the search keeps (sets, flags, masks, marks or links), the stack of queens,
//! and one sentence per step. `trace`, `explore` and the figures draw the same pictures from
//! here; the exact-cover matrix is in [`crate::cover`]. The board and the state are here, the
//! sentence of a step in `sentence.rs`, the counters, the stack and the names in `panels.rs`.

use nqueens_core::{Attack, Bookkeeping, Item};

use crate::cover;
use crate::phrases::{Lang, say};
use crate::walk::{Step, Walk};

mod panels;
mod sentence;

pub use panels::{
    Running, bookkeeping_name, bookkeeping_name_in, cell_meaning, columns_of, counter_line,
    counter_line_in, counters, running, stack, stack_in, stack_short_in, state_title,
    state_title_in,
};
pub use sentence::{line_name, reason, reason_in, sentence, sentence_in};

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
