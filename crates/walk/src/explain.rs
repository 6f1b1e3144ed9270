//! What a [`Walk`] shows a reader, in the approach's own terms: the board with the attacked
//! cells, the state the search keeps (sets, flags, masks or marks), the stack of queens, and one
//! sentence per step. `trace`, `explore` and the figures draw the same pictures from here.

use std::fmt::Write as _;

use nqueens_core::{Attack, Bookkeeping};

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
        },
        None => 0,
    }
}

/// The queens in the rows above `row`, as (row, col).
fn queens_above(walk: &Walk, row: usize) -> impl Iterator<Item = (usize, usize)> + '_ {
    walk.queens().iter().copied().enumerate().take(row)
}

/// Whether the queen on (`queen_row`, `queen_col`) attacks (`row`, `col`) along `attack`.
pub(crate) fn on_line(
    attack: Attack,
    (queen_row, queen_col): (usize, usize),
    (row, col): (usize, usize),
) -> bool {
    match attack {
        Attack::Column => queen_col == col,
        // Same `row - col`, written without a subtraction that could go below zero.
        Attack::Diagonal => queen_row + col == row + queen_col,
        Attack::AntiDiagonal => queen_row + queen_col == row + col,
    }
}

/// The line along which a queen attacks a cell, given that it does.
fn line_of(queen: (usize, usize), cell: (usize, usize)) -> Attack {
    [Attack::Column, Attack::Diagonal]
        .into_iter()
        .find(|&attack| on_line(attack, queen, cell))
        .unwrap_or(Attack::AntiDiagonal)
}

/// Which queen above attacks (`row`, `col`), and along which line, as the search finds it: a
/// search with sets, flags or masks tests the column, then the diagonal, then the
/// anti-diagonal; a search with a board of marks reads the mark of the first queen that
/// attacked the cell.
pub fn attacker(walk: &Walk, row: usize, col: usize) -> Option<(Attack, (usize, usize))> {
    let cell = (row, col);
    if walk.bookkeeping() == Bookkeeping::MarkedBoard {
        let queen_row = walk.marked_by(row, col)?;
        let queen = (queen_row, *walk.queens().get(queen_row)?);
        return Some((line_of(queen, cell), queen));
    }
    [Attack::Column, Attack::Diagonal, Attack::AntiDiagonal].into_iter().find_map(|attack| {
        queens_above(walk, row)
            .find(|&queen| on_line(attack, queen, cell))
            .map(|queen| (attack, queen))
    })
}

/// The board as the step just taken left it: queens in the rows above the focus row, and in
/// the rows from the focus row down the cells the queens above attack.
pub fn board(walk: &Walk) -> Vec<Vec<Cell>> {
    let n = walk.n();
    let focus = focus_row(walk);
    let current = walk.current().and_then(Step::cell);
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
        Bookkeeping::Flags | Bookkeeping::MarkedBoard => [col, row + n - 1 - col, row + col],
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
                set("cols", Attack::Column, "keys: col"),
                set("diags1", Attack::Diagonal, "keys: row - col"),
                set("diags2", Attack::AntiDiagonal, "keys: row + col"),
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
                flags("cols", Attack::Column, n, "index: col"),
                flags("diags1", Attack::Diagonal, diagonals, "index: row - col + n - 1"),
                flags("diags2", Attack::AntiDiagonal, diagonals, "index: row + col"),
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
                bits("cols", cols, "columns"),
                bits("diags1", diags1, "diagonals, moving right"),
                bits("diags2", diags2, "anti-diagonals, moving left"),
                bits("avail", avail, "free: !(cols | diags1 | diags2)"),
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
                note: "the cells this queen marked".to_string(),
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
    let n = walk.n();
    let Some((attack, (queen_row, queen_col))) = attacker(walk, row, col) else {
        return "attacked".to_string();
    };
    let queen = format!("the queen on ({queen_row}, {queen_col})");
    let bookkeeping = walk.bookkeeping();
    let key = line_key(bookkeeping, n, (row, col), attack);
    match bookkeeping {
        Bookkeeping::Sets => match attack {
            Attack::Column => format!("column {key} is in cols, put there by {queen}"),
            Attack::Diagonal => format!("row - col = {key} is in diags1, put there by {queen}"),
            Attack::AntiDiagonal => format!("row + col = {key} is in diags2, put there by {queen}"),
        },
        Bookkeeping::Flags => {
            let name = match attack {
                Attack::Column => "cols",
                Attack::Diagonal => "diags1",
                Attack::AntiDiagonal => "diags2",
            };
            format!("{name}[{key}] is set by {queen}")
        }
        Bookkeeping::Masks => {
            let name = match attack {
                Attack::Column => "cols",
                Attack::Diagonal => "diags1",
                Attack::AntiDiagonal => "diags2",
            };
            format!("bit {key} of {name} is set by {queen}")
        }
        Bookkeeping::MarkedBoard => {
            format!("conflicted[{row}][{col}] was marked by {queen}, on its {attack}")
        }
    }
}

/// One sentence on what the step just taken did, in the approach's own terms.
pub fn sentence(walk: &mut Walk) -> String {
    let n = walk.n();
    let bookkeeping = walk.bookkeeping();
    let Some(step) = walk.current().cloned() else {
        let start = match bookkeeping {
            Bookkeeping::Masks => "every bit of avail is set",
            Bookkeeping::MarkedBoard => "no cell is marked",
            Bookkeeping::Sets => "the sets are empty",
            Bookkeeping::Flags => "no flag is set",
        };
        return format!("Start: the board is empty and {start}; the search begins in row 0.");
    };
    let mut sentence = match step {
        Step::Reject { row, col } => format!("Reject ({row}, {col}): {}.", reason(walk, row, col)),
        Step::Place { row, col, ref marks } => {
            let next = if row + 1 == n {
                "every row has a queen".to_string()
            } else {
                format!("go to row {}", row + 1)
            };
            match bookkeeping {
                Bookkeeping::Sets => {
                    let [_, diag1, diag2] = line_keys(bookkeeping, n, row, col);
                    format!(
                        "Place ({row}, {col}): column {col}, row - col = {diag1} and row + col = \
                         {diag2} are in no set; add them, then {next}."
                    )
                }
                Bookkeeping::Flags => {
                    let [_, diag1, diag2] = line_keys(bookkeeping, n, row, col);
                    format!(
                        "Place ({row}, {col}): cols[{col}], diags1[{diag1}] and diags2[{diag2}] \
                         are clear; set them, then {next}."
                    )
                }
                Bookkeeping::Masks => {
                    let (cols, diags1, diags2) = masks(walk, row);
                    let full = u64::MAX >> (64 - n);
                    let avail = !(cols | diags1 | diags2) & full;
                    format!(
                        "Place ({row}, {col}): the lowest bit of avail = {} is column {col}; \
                         {next} with cols | bit, (diags1 | bit) << 1, (diags2 | bit) >> 1.",
                        binary(avail, n)
                    )
                }
                Bookkeeping::MarkedBoard => format!(
                    "Place ({row}, {col}): the cell is not marked; mark the {} it attacks below \
                     that were not marked yet, list them in lock, then {next}.",
                    cells(marks.len())
                ),
            }
        }
        Step::DeadEnd { row } => match bookkeeping {
            Bookkeeping::Masks => format!(
                "Dead end: avail is 0 in row {row}, every column is attacked; go back to row {}.",
                row - 1
            ),
            _ => format!(
                "Dead end: every cell of row {row} is attacked; go back to row {}.",
                row.saturating_sub(1)
            ),
        },
        Step::Solution => {
            let solutions = walk.tally().solutions;
            if n == 0 {
                format!("Solution {solutions}: the empty board, with no row to fill.")
            } else {
                let columns: Vec<String> = walk.queens().iter().map(usize::to_string).collect();
                format!(
                    "Solution {solutions}: a queen in every row, columns {}; go back for more.",
                    columns.join(" ")
                )
            }
        }
        Step::Remove { row, col, ref clears } => {
            let undo = match bookkeeping {
                Bookkeeping::Sets => "remove its keys from the three sets".to_string(),
                Bookkeeping::Flags => {
                    let [_, diag1, diag2] = line_keys(bookkeeping, n, row, col);
                    format!("clear cols[{col}], diags1[{diag1}] and diags2[{diag2}]")
                }
                Bookkeeping::Masks => {
                    "nothing else to undo, the masks were passed by value".to_string()
                }
                Bookkeeping::MarkedBoard => format!("clear the {} it marked", cells(clears.len())),
            };
            let next = if col + 1 < n {
                format!("try the columns right of {col} in row {row}")
            } else if row == 0 {
                "row 0 has no column left".to_string()
            } else {
                format!("row {row} has no column left, go back to row {}", row - 1)
            };
            format!("Remove ({row}, {col}): take the queen back; {undo}; {next}.")
        }
    };
    if walk.at_end() {
        let tally = walk.tally();
        let _ = write!(
            sentence,
            " The search is over: {} solutions, {} nodes, {} cells examined, {} dead ends.",
            thousands(tally.solutions),
            thousands(tally.nodes),
            thousands(tally.cells),
            thousands(tally.dead_ends)
        );
    }
    sentence
}

/// "1 cell", "5 cells".
fn cells(count: usize) -> String {
    if count == 1 { "1 cell".to_string() } else { format!("{count} cells") }
}

/// The counters after the step just taken, as (name, value): nodes, cells, solutions, dead ends,
/// and, for a search on a board of marks, the cells it marked.
pub fn counters(walk: &Walk) -> Vec<(&'static str, u64)> {
    let tally = walk.tally();
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
    counters(walk)
        .iter()
        .map(|(name, value)| format!("{name} {}", thousands(*value)))
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
    let mut stack: Vec<String> = walk
        .queens()
        .iter()
        .enumerate()
        .map(|(row, col)| format!("place_row({row}): queen in column {col}"))
        .collect();
    if let Some((row, running)) = running(walk) {
        stack.push(match running {
            Running::Trying => format!("place_row({row}): running, trying its columns"),
            Running::Rejected(col) => format!("place_row({row}): running, rejected column {col}"),
            Running::TookBack(col) if col + 1 == walk.n() => {
                format!("place_row({row}): took column {col} back, no column left, returns")
            }
            Running::TookBack(col) => {
                format!("place_row({row}): running, took column {col} back")
            }
            Running::DeadEnd => format!("place_row({row}): no free cell, returns"),
        });
    }
    stack
}

/// What the search keeps, in a few words, to tell the approaches apart in a list: `arrays of
/// flags`, `bitmasks`, ….
pub fn bookkeeping_name(bookkeeping: Bookkeeping) -> &'static str {
    match bookkeeping {
        Bookkeeping::MarkedBoard => "board of marks",
        Bookkeeping::Sets => "hash sets",
        Bookkeeping::Flags => "arrays of flags",
        Bookkeeping::Masks => "bitmasks",
    }
}

/// What the state panel shows, in a few words: `arrays of flags`, ….
pub fn state_title(bookkeeping: Bookkeeping) -> &'static str {
    match bookkeeping {
        Bookkeeping::Sets => "hash sets",
        Bookkeeping::Flags => "arrays of flags",
        Bookkeeping::Masks => "masks, column 0 on the right",
        Bookkeeping::MarkedBoard => "lock: each queen's marks",
    }
}
