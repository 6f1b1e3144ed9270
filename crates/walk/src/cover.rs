//! What an exact-cover search (dancing links, `backtrack-dlx`) shows a reader: the matrix of
//! the board with its covered items and hidden options, each item's count of options left,
//! and the levels of the search.
//!
//! The walk keeps only the stack of covered items and the queens; everything here follows from
//! them, as the links themselves do: an option is hidden exactly when one of its four items is
//! covered (covering an item hides every option still in its list, and an option hidden earlier
//! stays hidden until its item is uncovered), and an item's count is the options of its list
//! that are not hidden. The tests hold these to what the search reports as it runs: the count
//! of every item it chooses, and the options every cover hides.

use nqueens_core::Item;

use crate::Walk;
use crate::phrases::{Lang, count_in, say};

/// The option of the cell (`row`, `col`) as the matrix shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatrixOption {
    /// Its row on the board.
    pub row: usize,
    /// Its column on the board.
    pub col: usize,
    /// The indices, in [`Matrix::items`], of its four items: row, column, diagonal,
    /// anti-diagonal.
    pub items: [usize; 4],
    /// Whether a covered item hid it.
    pub hidden: bool,
    /// Whether a queen stands on it: the search chose it.
    pub queen: bool,
    /// Whether the step just taken tried it or took it back.
    pub current: bool,
    /// Whether the step just taken hid it or brought it back.
    pub moved: bool,
}

/// An item (a column of the matrix) as the matrix shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatrixItem {
    /// The item.
    pub item: Item,
    /// Its short name: `r0`, `c3`, `d5`, `a2`.
    pub name: String,
    /// Whether a solution must cover it (a row or a column).
    pub primary: bool,
    /// Whether it is covered.
    pub covered: bool,
    /// How many options are left in its list (for a covered item: when it was covered).
    pub options: usize,
    /// Whether the step just taken chose, covered or uncovered it.
    pub current: bool,
    /// Whether the search branches on it at some level of the stack.
    pub branch: bool,
}

/// The exact-cover matrix of the board after the step just taken: items across, options down.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Matrix {
    /// The items in the order of the matrix: rows, columns, diagonals, anti-diagonals.
    pub items: Vec<MatrixItem>,
    /// One option per cell, in cell order.
    pub options: Vec<MatrixOption>,
}

/// Whether the option of each cell (`row * n + col`) is hidden: one of its items is covered.
pub fn hidden(walk: &Walk) -> Vec<bool> {
    let n = walk.n();
    let mut hidden = vec![false; n * n];
    for &(item, _) in walk.covered() {
        for (cell, flag) in hidden.iter_mut().enumerate() {
            *flag |= item.holds(n, cell / n, cell % n);
        }
    }
    hidden
}

/// How many options are left in the list of `item`: those on it that no covered item hid, or,
/// for a covered item, those that were left when it was covered.
pub fn options_left(walk: &Walk, item: Item) -> usize {
    let n = walk.n();
    let covered = walk.covered();
    // A covered item keeps its count from the moment it was covered: the items covered before it.
    let before = covered.iter().position(|&(other, _)| other == item).unwrap_or(covered.len());
    (0..n * n)
        .filter(|&cell| {
            let (row, col) = (cell / n, cell % n);
            item.holds(n, row, col)
                && !covered[..before].iter().any(|&(other, _)| other.holds(n, row, col))
        })
        .count()
}

/// The matrix after the step just taken.
pub fn matrix(walk: &Walk) -> Matrix {
    let n = walk.n();
    let all = Item::all(n);
    let hidden = hidden(walk);
    let placed = walk.placed();
    let step = walk.current();
    let step_item = step.and_then(|step| step.item());
    let step_cell = step.and_then(|step| step.cell());
    let moved: Vec<(usize, usize)> = match step {
        Some(crate::Step::Cover { hidden, .. }) => hidden.clone(),
        Some(crate::Step::Uncover { restored, .. }) => restored.clone(),
        _ => Vec::new(),
    };
    let items = all
        .iter()
        .map(|&item| MatrixItem {
            item,
            name: item.short(),
            primary: item.is_primary(),
            covered: walk.covered().iter().any(|&(other, _)| other == item),
            options: options_left(walk, item),
            current: step_item == Some(item),
            branch: walk.covered().iter().any(|&(other, branch)| branch && other == item),
        })
        .collect();
    let index = |item: Item| all.iter().position(|&other| other == item).unwrap_or_default();
    let options = (0..n * n)
        .map(|cell| {
            let (row, col) = (cell / n, cell % n);
            MatrixOption {
                row,
                col,
                items: Item::of_cell(n, row, col).map(index),
                hidden: hidden[cell],
                queen: placed.contains(&(row, col)),
                current: step_cell == Some((row, col)),
                moved: moved.contains(&(row, col)),
            }
        })
        .collect();
    Matrix { items, options }
}

/// The name of an item in `lang`: `row 2`, `column 0`, `diagonal 5`, `anti-diagonal 3`.
pub fn item_name(item: Item, lang: Lang) -> String {
    let (key, index) = match item {
        Item::Row(index) => ("item.row", index),
        Item::Column(index) => ("item.column", index),
        Item::Diagonal(index) => ("item.diagonal", index),
        Item::AntiDiagonal(index) => ("item.anti-diagonal", index),
    };
    say(lang, key, &[("index", &index)])
}

/// Why the search chose an item with `options` options left, in a few words: a dead end (none),
/// a forced move (one), or else the first row not yet covered (the rule that keeps the
/// solutions in order).
pub fn why(options: usize, lang: Lang) -> String {
    let key = match options {
        0 => "why.dead_end",
        1 => "why.forced",
        _ => "why.first_row",
    };
    say(lang, key, &[])
}

/// "1 option", "4 options".
pub fn options(count: usize, lang: Lang) -> String {
    count_in(lang, "options", count as u64)
}

/// One level of the search: the item it branches on and the queen it tries, if one stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Level {
    /// The item the level branches on.
    pub item: Item,
    /// The option it tries now, if a queen of it stands on the board.
    pub queen: Option<(usize, usize)>,
}

/// The levels of the search from the root down: one per item it branches on.
pub fn levels(walk: &Walk) -> Vec<Level> {
    let placed = walk.placed();
    walk.covered()
        .iter()
        .filter(|&&(_, branch)| branch)
        .enumerate()
        .map(|(depth, &(item, _))| Level { item, queen: placed.get(depth).copied() })
        .collect()
}

/// What the call below the levels is doing, if one is running there: it has not covered an
/// item yet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Running {
    /// It is about to choose its item: at the start, or after the last queen's three items
    /// were covered.
    Choosing,
    /// It chose this item, and covers it next.
    Chose(Item),
    /// It found this item without options: a dead end, and it returns.
    DeadEnd(Item),
}

/// The call running below the levels, with its depth, if one is: none while a level is between
/// its queens, and none at a solution or at the end.
pub fn running(walk: &Walk) -> Option<(usize, Running)> {
    let depth = levels(walk).len();
    let running = match walk.current() {
        None if walk.n() > 0 => Running::Choosing,
        Some(&crate::Step::Choose { item, options: 0 }) => Running::DeadEnd(item),
        Some(&crate::Step::Choose { item, .. }) => Running::Chose(item),
        // The third of a queen's covers: the call below it starts, unless every row is full.
        Some(crate::Step::Cover { branch: false, .. }) => {
            let since_branch =
                walk.covered().iter().rev().take_while(|&&(_, branch)| !branch).count();
            if since_branch < 3 || walk.placed().len() == walk.n() {
                return None;
            }
            Running::Choosing
        }
        _ => return None,
    };
    Some((depth, running))
}

/// The largest board whose matrix a terminal draws: n = 8 has 64 options and 46 items.
pub const LARGEST_MATRIX_N: usize = 8;

/// The matrix as text, for a terminal: two lines of item names (the kind's letter over each
/// group of items, then each item's index, its last digit for 10 and beyond; `·` for a covered
/// item), a line `len` with each item's count of options left (`·` covered, `+` for 10 or
/// more), then one line per option still in play (not hidden) and per queen, with `■` where the
/// option holds an item (`Q` for a queen's). Empty beyond [`LARGEST_MATRIX_N`].
pub fn matrix_text(matrix: &Matrix, n: usize) -> Vec<String> {
    if n > LARGEST_MATRIX_N || n == 0 {
        return Vec::new();
    }
    let label_width = 7;
    // One column per item, a space between the groups.
    let mut group_starts = Vec::new();
    let groups: [fn(Item) -> bool; 4] = [
        |item| matches!(item, Item::Row(_)),
        |item| matches!(item, Item::Column(_)),
        |item| matches!(item, Item::Diagonal(_)),
        |item| matches!(item, Item::AntiDiagonal(_)),
    ];
    for group in groups {
        if let Some(first) = matrix.items.iter().position(|item| group(item.item)) {
            group_starts.push(first);
        }
    }
    let line = |cell: &dyn Fn(usize, &MatrixItem) -> char| {
        let mut text = String::new();
        for (index, item) in matrix.items.iter().enumerate() {
            if group_starts.contains(&index) && index > 0 {
                text.push(' ');
            }
            text.push(cell(index, item));
        }
        text
    };
    let digit = |value: usize| char::from_digit((value % 10) as u32, 10).unwrap_or('?');
    let mut lines = Vec::new();
    let kinds = line(&|index, item| {
        if group_starts.contains(&index) { item.name.chars().next().unwrap_or(' ') } else { ' ' }
    });
    lines.push(format!("{:label_width$}{kinds}", ""));
    let indices = line(&|_, item| {
        let index = match item.item {
            Item::Row(index)
            | Item::Column(index)
            | Item::Diagonal(index)
            | Item::AntiDiagonal(index) => index,
        };
        if item.covered { '·' } else { digit(index) }
    });
    lines.push(format!("{:label_width$}{indices}", ""));
    let counts = line(&|_, item| match item.options {
        _ if item.covered => '·',
        count if count >= 10 => '+',
        count => digit(count),
    });
    lines.push(format!("{:label_width$}{counts}", "len"));
    for option in matrix.options.iter().filter(|option| !option.hidden || option.queen) {
        let mark = if option.queen { 'Q' } else { '■' };
        let cells = line(&|index, _| if option.items.contains(&index) { mark } else { '·' });
        let label = format!("({},{})", option.row, option.col);
        lines.push(format!("{label:label_width$}{cells}"));
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Step, StepKind};

    fn walk(n: usize) -> Walk {
        let solver = nqueens_approaches::find("backtrack-dlx").expect("a registered approach");
        Walk::new(solver, n).expect("the exact-cover search is walked")
    }

    /// The cells of the options on `item` that no covered item hides.
    fn live_on(walk: &Walk, item: Item) -> Vec<(usize, usize)> {
        let n = walk.n();
        let hidden = hidden(walk);
        (0..n * n)
            .filter(|&cell| !hidden[cell] && item.holds(n, cell / n, cell % n))
            .map(|cell| (cell / n, cell % n))
            .collect()
    }

    fn sorted(mut cells: Vec<(usize, usize)>) -> Vec<(usize, usize)> {
        cells.sort_unstable();
        cells
    }

    #[test]
    fn the_walk_ends_with_the_work_the_search_counts_and_lists_its_solutions_in_order() {
        let solver = nqueens_approaches::find("backtrack-dlx").expect("registered");
        for n in 0..=8 {
            let mut walk = walk(n);
            let mut solutions = Vec::new();
            let mut dead_ends = 0;
            while let Some(step) = walk.forward().cloned() {
                match step {
                    Step::Solution => solutions.push(explain_columns(&walk)),
                    Step::Choose { options: 0, .. } => dead_ends += 1,
                    _ => {}
                }
            }
            let work = solver.count_with_work(n).expect("n is small");
            let tally = walk.tally();
            assert_eq!(
                (tally.nodes, tally.cells, tally.marks, tally.solutions),
                (work.nodes, work.cells, work.marks, work.solutions),
                "n = {n}"
            );
            assert_eq!(tally.dead_ends, dead_ends, "n = {n}");
            let listed: Vec<Vec<usize>> = solver
                .solutions(n)
                .expect("n is small")
                .iter()
                .map(|solution| solution.columns().iter().map(|&col| usize::from(col)).collect())
                .collect();
            assert_eq!(solutions, listed, "n = {n}");
        }
    }

    fn explain_columns(walk: &Walk) -> Vec<usize> {
        let mut placed = walk.placed();
        placed.sort_unstable();
        placed.into_iter().map(|(_, col)| col).collect()
    }

    /// The counts and the hidden options worked out from the covered items are those of the
    /// links: every choice reports the count this module works out for its item, every cover
    /// hides exactly the options on its item still in play, and every uncover brings back what
    /// its cover hid.
    #[test]
    fn the_matrix_worked_out_from_the_covered_items_is_that_of_the_links() {
        for n in [1, 4, 5, 6, 7] {
            let mut walk = walk(n);
            let mut hid: Vec<Vec<(usize, usize)>> = Vec::new();
            let mut kinds = std::collections::HashSet::new();
            loop {
                let before = walk.upcoming();
                let live = before.as_ref().and_then(Step::item).map(|item| live_on(&walk, item));
                let Some(step) = walk.forward().cloned() else { break };
                kinds.insert(step.kind());
                match step {
                    Step::Choose { item, options } => {
                        assert_eq!(options_left(&walk, item), options, "n = {n}: {item:?}");
                        assert!(item.is_primary());
                    }
                    Step::Cover { item, hidden, .. } => {
                        assert_eq!(sorted(hidden.clone()), live.unwrap_or_default(), "{item:?}");
                        assert!(live_on(&walk, item).is_empty(), "n = {n}: {item:?}");
                        hid.push(hidden);
                    }
                    Step::Uncover { item, restored, .. } => {
                        let hidden = hid.pop().expect("an uncover follows its cover");
                        assert_eq!(sorted(restored), sorted(hidden), "n = {n}: {item:?}");
                    }
                    _ => {}
                }
                // The queens' cells are hidden; the matrix shows them as queens.
                let matrix = matrix(&walk);
                for option in &matrix.options {
                    assert!(!option.queen || option.hidden, "n = {n}: {option:?}");
                }
            }
            assert!(hid.is_empty(), "n = {n}: every cover was undone");
            assert!(walk.covered().is_empty());
            if n >= 4 {
                for kind in
                    [StepKind::Choose, StepKind::Cover, StepKind::Uncover, StepKind::DeadEnd]
                {
                    assert!(kinds.contains(&kind), "n = {n}: {kind:?}");
                }
            }
        }
    }

    #[test]
    fn the_first_steps_of_n_4_cover_row_0_and_try_its_first_cell() {
        let mut walk = walk(4);
        let mut steps = Vec::new();
        for _ in 0..6 {
            steps.push(walk.forward().cloned().expect("a step"));
        }
        assert_eq!(steps[0], Step::Choose { item: Item::Row(0), options: 4 });
        assert!(matches!(&steps[1], Step::Cover { item: Item::Row(0), hidden, branch: true }
            if hidden == &[(0, 0), (0, 1), (0, 2), (0, 3)]));
        assert!(matches!(steps[2], Step::Place { row: 0, col: 0, .. }));
        assert!(matches!(&steps[3], Step::Cover { item: Item::Column(0), hidden, branch: false }
            if hidden == &[(1, 0), (2, 0), (3, 0)]));
        assert!(matches!(steps[4], Step::Cover { item: Item::Diagonal(3), branch: false, .. }));
        assert!(matches!(steps[5], Step::Cover { item: Item::AntiDiagonal(0), branch: false, .. }));
        assert_eq!(levels(&walk), [Level { item: Item::Row(0), queen: Some((0, 0)) }]);
        // Row 1 has two cells left, (1, 2) and (1, 3); so has every other row and column.
        assert_eq!(options_left(&walk, Item::Row(1)), 2);
        assert_eq!(options_left(&walk, Item::Column(1)), 2);
        let text = matrix_text(&matrix(&walk), 4);
        assert_eq!(text[1], "       ·123 ·123 012·456 ·123456");
        assert_eq!(text[2], "len    ·222 ·222 012·210 ·002220");
    }

    #[test]
    fn the_matrix_is_drawn_up_to_n_8_only() {
        for n in [1, 8] {
            assert!(!matrix_text(&matrix(&walk(n)), n).is_empty());
        }
        assert!(matrix_text(&matrix(&walk(9)), 9).is_empty());
        // At the start of n = 8 every option is in play: two lines of names, the counts, 64.
        assert_eq!(matrix_text(&matrix(&walk(8)), 8).len(), 3 + 64);
    }
}
