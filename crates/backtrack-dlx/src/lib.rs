//! N-Queens as an exact-cover problem, solved by Knuth's Algorithm X with dancing links (TAOCP,
//! volume 4B, section 7.2.2.1).
//!
//! What the crate is for: a general solver that knows nothing of queens, fed the board as items
//! (rows and columns primary, diagonals secondary) and options (the cells), to show what a
//! general method buys and costs against the hand-written searches. Its page,
//! [`docs/backtrack-dlx.md`](https://github.com/nqueens/nqueens/blob/main/docs/backtrack-dlx.md),
//! explains covering, the links, the choice of item and the complexity; the measurements are on
//! the benchmarks page.
//!
//! # Invariants
//!
//! - The solutions come in lexicographic order of their columns, as from every approach: the
//!   search takes the choice of *minimum remaining values* only for a forced move or a dead end,
//!   and otherwise branches on the first row not yet covered, its options in column order.
//!   [`count_work_with`] runs the other rules, for comparison.
//! - The links are indices into vectors, allocated once before the search; undoing a step
//!   restores them by the same links, with no copy and no undo list.
//! - Every n up to 256 is represented (columns are `u8`); larger n is refused with
//!   [`Error::TooLarge`].
//!
//! # Example
//!
//! ```
//! use nqueens_backtrack_dlx::BacktrackDlx;
//! use nqueens_core::Solver;
//!
//! // The two solutions for n = 4, in lexicographic order of their columns.
//! let solutions = BacktrackDlx.solutions(4)?;
//! let columns: Vec<&[u8]> = solutions.iter().map(|solution| solution.columns()).collect();
//! assert_eq!(columns, [[1, 3, 0, 2], [2, 0, 3, 1]]);
//!
//! // The exact work for n = 8: 1,339 nodes, 1,338 options tried, 6,086 options hidden (each
//! // three link removals), 92 solutions.
//! let work = BacktrackDlx.count_with_work(8)?;
//! assert_eq!((work.nodes, work.cells, work.marks, work.solutions), (1_339, 1_338, 6_086, 92));
//! # Ok::<(), nqueens_core::Error>(())
//! ```

mod measured;

use std::ops::ControlFlow;

use nqueens_core::{
    Approach, Bookkeeping, Error, Info, Item, Kind, Limit, LimitCost, Observer, Sizes, Solver,
    Source, WorkCounts,
};

pub use measured::{DLX_FIRST_SOLUTION_NODES, DLX_NODES};

/// The head of the list of primary items not yet covered.
const ROOT: usize = 0;

/// How the search picks the primary item to branch on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Branching {
    /// An item with at most one option left (a dead end or a forced move) if there is one, and
    /// otherwise the first row not yet covered: the rule of [`BacktrackDlx`], which keeps the
    /// solutions in lexicographic order.
    Rows,
    /// The item with the fewest options left (MRV), the first of them in the order rows
    /// `0..n`, then columns `0..n`.
    Mrv,
    /// The item with the fewest options left (MRV), the first of them in Knuth's order: the
    /// middle row and column first, then outwards (row, column, row, column, …).
    MrvMiddleFirst,
}

/// The exact-cover matrix of an n × n board, as dancing links in vectors.
///
/// Node `item` for `1 ≤ item < first` is the header of an item's list, node 0 the root; the
/// option of the cell (`row`, `col`) is the four nodes from `first + 4 (row · n + col)`: its
/// row, its column, its diagonal and its anti-diagonal, in that order.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Links {
    /// The board size.
    n: usize,
    /// The first node of the first option; every node before it is a header.
    first: usize,
    /// `left[item]` and `right[item]`: the circular list of the primary items not yet covered,
    /// through [`ROOT`]. A secondary item is linked to itself: it is never chosen.
    left: Vec<usize>,
    /// See `left`.
    right: Vec<usize>,
    /// `len[item]`: how many options are left in the item's list.
    len: Vec<usize>,
    /// `top[node]`: the item whose list holds the node.
    top: Vec<usize>,
    /// `up[node]` and `down[node]`: the circular list of an item's options, through its header.
    up: Vec<usize>,
    /// See `up`.
    down: Vec<usize>,
    /// The rule that picks the item to branch on.
    branching: Branching,
}

impl Links {
    // ANCHOR: model
    /// The matrix of an n × n board: 2n primary items (rows, then columns), 2(2n − 1) secondary
    /// items (diagonals, then anti-diagonals) and one option per cell, each list in cell order.
    fn new(n: usize, branching: Branching) -> Self {
        // 2n − 1 diagonals run each way; an empty board has none.
        let diagonals = (2 * n).saturating_sub(1);
        let first = 1 + 2 * n + 2 * diagonals;
        let nodes = first + 4 * n * n;
        let mut links = Links {
            n,
            first,
            left: (0..first).collect(),
            right: (0..first).collect(),
            len: vec![0; first],
            top: (0..nodes).collect(),
            up: (0..nodes).collect(),
            down: (0..nodes).collect(),
            branching,
        };
        // The primary items, linked into the list of items to cover in the rule's order.
        let rows = 1..=n;
        let cols = n + 1..=2 * n;
        let order: Vec<usize> = match branching {
            Branching::Rows | Branching::Mrv => rows.chain(cols).collect(),
            Branching::MrvMiddleFirst => {
                // Closest to the middle first, the lower of two equally close first.
                let mut lines: Vec<usize> = (0..n).collect();
                lines.sort_by_key(|&line| ((2 * line).abs_diff(n.saturating_sub(1)), line));
                lines.iter().flat_map(|&line| [1 + line, 1 + n + line]).collect()
            }
        };
        let mut last = ROOT;
        for item in order {
            links.right[last] = item;
            links.left[item] = last;
            last = item;
        }
        links.right[last] = ROOT;
        links.left[ROOT] = last;
        // One option per cell, appended at the bottom of each of its four items' lists.
        for row in 0..n {
            for col in 0..n {
                let items = [
                    1 + row,
                    1 + n + col,
                    1 + 2 * n + (row + n - 1 - col),
                    1 + 2 * n + diagonals + (row + col),
                ];
                let option = first + 4 * (row * n + col);
                for (node, item) in (option..).zip(items) {
                    let bottom = links.up[item];
                    links.top[node] = item;
                    links.up[node] = bottom;
                    links.down[node] = item;
                    links.down[bottom] = node;
                    links.up[item] = node;
                    links.len[item] += 1;
                }
            }
        }
        links
    }
    // ANCHOR_END: model

    /// What the header `item` stands for on the board, for an observer.
    fn item(&self, item: usize) -> Item {
        let (n, diagonals) = (self.n, (2 * self.n).saturating_sub(1));
        match item - 1 {
            index if index < n => Item::Row(index),
            index if index < 2 * n => Item::Column(index - n),
            index if index < 2 * n + diagonals => Item::Diagonal(index - 2 * n),
            index => Item::AntiDiagonal(index - 2 * n - diagonals),
        }
    }

    /// The cell of the option that `node` belongs to.
    fn cell(&self, node: usize) -> (usize, usize) {
        let option = (node - self.first) / 4;
        (option / self.n, option % self.n)
    }

    /// The three other nodes of `node`'s option, in the cyclic order that starts after it.
    fn others(&self, node: usize) -> impl DoubleEndedIterator<Item = usize> + use<> {
        let start = node - (node - self.first) % 4;
        let offset = node - start;
        (1..4).map(move |step| start + (offset + step) % 4)
    }

    /// The primary item to branch on, by the rule of `self.branching`: the list of items not yet
    /// covered must not be empty.
    fn choose(&self) -> usize {
        // Minimum remaining values: the first item with the fewest options left.
        let mut best = self.right[ROOT];
        let mut item = self.right[best];
        while item != ROOT && self.len[best] > 0 {
            if self.len[item] < self.len[best] {
                best = item;
            }
            item = self.right[item];
        }
        match self.branching {
            // A dead end or a forced move does not branch, so it cannot change the order of the
            // solutions; anything else branches on the first row not yet covered (the list holds
            // the rows first, in order, and as many rows as columns are left).
            Branching::Rows if self.len[best] > 1 => self.right[ROOT],
            _ => best,
        }
    }

    // ANCHOR: cover
    /// Covers `item`: hides every option still in its list, then takes it out of the list of
    /// items to cover.
    fn cover(&mut self, item: usize, observer: &mut impl Observer) {
        observer.covered(self.item(item));
        let mut node = self.down[item];
        while node != item {
            self.hide(node, observer);
            node = self.down[node];
        }
        // A secondary item is linked to itself, so for it these two lines change nothing.
        let (left, right) = (self.left[item], self.right[item]);
        self.right[left] = right;
        self.left[right] = left;
    }

    /// Hides the option of `node` from the lists of its other three items: the cell is out of
    /// play. Each removal is one of Knuth's *updates*; the cell counts once as marked.
    fn hide(&mut self, node: usize, observer: &mut impl Observer) {
        let (row, col) = self.cell(node);
        observer.marked(row, col);
        for other in self.others(node) {
            let (up, down) = (self.up[other], self.down[other]);
            self.down[up] = down;
            self.up[down] = up;
            self.len[self.top[other]] -= 1;
        }
    }

    /// Undoes [`cover`](Self::cover) exactly: the item goes back into the list of items to
    /// cover, then its options come back, bottom to top.
    fn uncover(&mut self, item: usize, observer: &mut impl Observer) {
        observer.uncovered(self.item(item));
        let (left, right) = (self.left[item], self.right[item]);
        self.right[left] = item;
        self.left[right] = item;
        let mut node = self.up[item];
        while node != item {
            self.unhide(node, observer);
            node = self.up[node];
        }
    }

    /// Undoes [`hide`](Self::hide) exactly: a removed node still holds its neighbours, so it
    /// links itself back between them (the links dance), in the reverse order.
    fn unhide(&mut self, node: usize, observer: &mut impl Observer) {
        for other in self.others(node).rev() {
            let (up, down) = (self.up[other], self.down[other]);
            self.down[up] = other;
            self.up[down] = other;
            self.len[self.top[other]] += 1;
        }
        let (row, col) = self.cell(node);
        observer.unmarked(row, col);
    }
    // ANCHOR_END: cover
}

// ANCHOR: search
/// Chooses a primary item, tries each option left in it, and recurses on what is left; hands
/// each complete cover to `visit`.
///
/// `depth` queens stand on the board; `columns[row]` is the column of the queen in `row`, set
/// for the rows covered so far (in any order: a forced move may fill a row below).
fn search_from(
    links: &mut Links,
    depth: usize,
    columns: &mut [u8],
    observer: &mut impl Observer,
    visit: &mut impl FnMut(&[u8]) -> ControlFlow<()>,
) -> ControlFlow<()> {
    observer.node(depth);
    // No primary item is left: a queen stands in every row and every column.
    if links.right[ROOT] == ROOT {
        observer.solution(columns);
        return visit(columns);
    }
    let item = links.choose();
    observer.chose(links.item(item), links.len[item]);
    // A dead end: a row or a column that no queen can reach any more.
    if links.len[item] == 0 {
        return ControlFlow::Continue(());
    }
    // Cover the item: its other options leave every list (one queen per row or column).
    links.cover(item, observer);
    let mut flow = ControlFlow::Continue(());
    let mut node = links.down[item];
    while node != item {
        // Attempt: place a queen on the option's cell, and cover its other three items (its
        // column or row, its diagonal and its anti-diagonal): the cells they attack leave play.
        let (row, col) = links.cell(node);
        // The cast is lossless: col < n ≤ 256 (`INFO.max_n`).
        columns[row] = col as u8;
        observer.placed(row, col);
        for other in links.others(node) {
            links.cover(links.top[other], observer);
        }
        // Recurse: cover what is left.
        flow = search_from(links, depth + 1, columns, observer, visit);
        // Undo: uncover the three items in the reverse order, so every link comes back. This
        // runs even when the search stops, so the matrix is whole again.
        for other in links.others(node).rev() {
            links.uncover(links.top[other], observer);
        }
        observer.removed(row, col);
        // Stop if `visit` asked to.
        if flow.is_break() {
            break;
        }
        node = links.down[node];
    }
    links.uncover(item, observer);
    flow
}
// ANCHOR_END: search

/// Hands every solution for an n × n board to `visit`, in lexicographic order of columns when
/// `branching` is [`Branching::Rows`], and every step of the search to `observer`.
fn search(
    n: usize,
    branching: Branching,
    observer: &mut impl Observer,
    visit: &mut impl FnMut(&[u8]) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let mut links = Links::new(n, branching);
    let mut columns = vec![0; n];
    search_from(&mut links, 0, &mut columns, observer, visit)
}

/// Counts the solutions for an n × n board with the exact work of the search under another
/// rule of branching, to compare the rules: only [`Branching::Rows`], the rule of
/// [`BacktrackDlx`], keeps the solutions in lexicographic order.
///
/// ```
/// use nqueens_backtrack_dlx::{Branching, count_work_with};
///
/// // n = 8: full MRV takes 1,199 nodes with the items in order, 1,049 with the middle first;
/// // the rule that keeps the order takes 1,339.
/// let nodes = |branching| count_work_with(8, branching).map(|work| work.nodes);
/// assert_eq!(nodes(Branching::Rows), Ok(1_339));
/// assert_eq!(nodes(Branching::Mrv), Ok(1_199));
/// assert_eq!(nodes(Branching::MrvMiddleFirst), Ok(1_049));
/// ```
///
/// # Errors
///
/// [`Error::TooLarge`] for n beyond [`Info::max_n`].
pub fn count_work_with(n: usize, branching: Branching) -> Result<WorkCounts, Error> {
    BacktrackDlx.check_size(n)?;
    let mut counts = WorkCounts::default();
    let _ = search(n, branching, &mut counts, &mut |_| ControlFlow::Continue(()));
    Ok(counts)
}

/// N-Queens as exact cover: Algorithm X with dancing links.
#[derive(Clone, Copy, Debug, Default)]
pub struct BacktrackDlx;

impl Approach for BacktrackDlx {
    const INFO: Info = Info {
        id: "backtrack-dlx",
        kind: Kind::GeneralSolver,
        idea: "exact cover: Knuth's Algorithm X with dancing links, forced moves first",
        source: Source { path: file!(), text: include_str!("lib.rs") },
        time: "exponential: fewer nodes than row by row (1,339 at n = 8), O(n) each",
        space: "O(n²): four linked nodes per cell, allocated once",
        max_n: 256,
        max_n_reason: Limit::ColumnsU8,
        work: measured::dlx_nodes,
        cost: measured::COST,
        // Its links: `trace`, `explore` and the stepper show the matrix as it covers and
        // uncovers.
        bookkeeping: Some(Bookkeeping::Links),
        tested_up_to: 13,
        // 2.2 million nodes at n = 13, about a quarter of a second.
        bench_sizes: Sizes { first: 4, last: 13 },
        leetcode: None,
    };

    fn search<O, V>(&self, n: usize, observer: &mut O, visit: &mut V) -> ControlFlow<()>
    where
        O: Observer,
        V: FnMut(&[u8]) -> ControlFlow<()>,
    {
        search(n, Branching::Rows, observer, visit)
    }

    /// Its own tree: the nodes up to its first solution ([`DLX_FIRST_SOLUTION_NODES`]). Where
    /// its later solutions lie was not measured: its solutions are not spread evenly through its
    /// tree (the first part of a large board's tree holds far fewer than the average), so a
    /// limit beyond 1 is priced as the whole search.
    fn limit_cost(&self, n: usize, limit: u64) -> LimitCost {
        match DLX_FIRST_SOLUTION_NODES.get(n) {
            Some(_) if limit > 1 => LimitCost::Whole,
            Some(&first) => LimitCost::Nodes(first as f64),
            None => LimitCost::Unknown { measured_up_to: DLX_FIRST_SOLUTION_NODES.len() - 1 },
        }
    }
}

#[cfg(test)]
mod tests {
    use nqueens_core::sequences::TOTAL_SOLUTIONS;

    use super::*;

    const RULES: [Branching; 3] = [Branching::Rows, Branching::Mrv, Branching::MrvMiddleFirst];

    #[test]
    fn the_links_are_whole_again_after_a_search_and_after_an_early_stop() {
        for branching in RULES {
            for n in 0..=8 {
                let fresh = Links::new(n, branching);
                for limit in [1, 2, usize::MAX] {
                    let mut links = fresh.clone();
                    let mut columns = vec![0; n];
                    let mut seen = 0;
                    let _ = search_from(
                        &mut links,
                        0,
                        &mut columns,
                        &mut WorkCounts::default(),
                        &mut |_| {
                            seen += 1;
                            if seen == limit {
                                ControlFlow::Break(())
                            } else {
                                ControlFlow::Continue(())
                            }
                        },
                    );
                    assert_eq!(links, fresh, "{branching:?} at n = {n}, stopping after {limit}");
                }
            }
        }
    }

    #[test]
    fn every_rule_counts_every_solution() {
        for branching in RULES {
            for (n, &total) in TOTAL_SOLUTIONS.iter().enumerate().take(11) {
                let work = count_work_with(n, branching).expect("n is small");
                assert_eq!(work.solutions, total, "{branching:?} at n = {n}");
                // Every option tried is a child node: no cell is rejected.
                assert_eq!(work.cells + 1, work.nodes, "{branching:?} at n = {n}");
            }
        }
    }

    #[test]
    fn the_forced_moves_and_dead_ends_shrink_the_tree_and_full_mrv_shrinks_it_more() {
        let nodes = |n, branching| count_work_with(n, branching).expect("n is small").nodes;
        for n in 7..=11 {
            let rows = nodes(n, Branching::Rows);
            assert!(rows < nqueens_core::sequences::BACKTRACK_NODES[n], "n = {n}");
            assert!(nodes(n, Branching::Mrv) < rows, "n = {n}");
            assert!(nodes(n, Branching::MrvMiddleFirst) < nodes(n, Branching::Mrv), "n = {n}");
        }
    }

    #[test]
    fn an_n_beyond_the_columns_is_refused() {
        assert!(matches!(count_work_with(257, Branching::Mrv), Err(Error::TooLarge { .. })));
        assert!(count_work_with(usize::MAX, Branching::Rows).is_err());
    }

    #[test]
    fn the_estimate_beyond_the_table_grows_from_its_last_entry() {
        let last = DLX_NODES.len() - 1;
        assert_eq!(measured::dlx_nodes(last).exact, Some(u128::from(DLX_NODES[last])));
        let next = measured::dlx_nodes(last + 1);
        assert!(next.exact.is_none());
        assert!(next.estimate > 6.0 * DLX_NODES[last] as f64);
        assert!(measured::dlx_nodes(256).estimate > next.estimate);
    }
}

#[cfg(test)]
mod first_solution_table {
    use super::*;

    /// Prints the nodes up to the first solution for n = 0 to 64, one line each:
    /// `cargo test --release -p nqueens-backtrack-dlx -- --ignored --nocapture print_first`.
    #[test]
    fn the_first_solutions_are_where_the_table_says() {
        for (n, &nodes) in DLX_FIRST_SOLUTION_NODES.iter().enumerate().take(25) {
            let mut counts = WorkCounts::default();
            let _ = search(n, Branching::Rows, &mut counts, &mut |_| ControlFlow::Break(()));
            assert_eq!(counts.nodes, nodes, "n = {n}");
        }
    }

    #[test]
    #[ignore = "prints the table of first solutions; run by hand"]
    fn print_first_solution_nodes() {
        for n in 0..=64 {
            let mut counts = WorkCounts::default();
            let _ = search(n, Branching::Rows, &mut counts, &mut |_| ControlFlow::Break(()));
            println!("{n} {}", counts.nodes);
        }
    }
}
