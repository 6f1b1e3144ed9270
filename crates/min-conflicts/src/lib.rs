//! One N-Queens solution for millions of queens, by min-conflicts local search: Minton,
//! Johnston, Philips and Laird (1990), in the form of Sosič and Gu (1991).
//!
//! What the crate is for: a placer, not a search. It walks among *complete* boards (a
//! permutation, `cols[row]`, with the queens on each diagonal counted in `diags1` and `diags2`),
//! from a greedy start that leaves a handful of conflicts, repairing them by swaps that lower
//! the conflicts, and restarting when stuck. It finds one solution, a different one per seed,
//! in time that grows about linearly with n. Its page,
//! [`docs/large-n.md`](https://github.com/nqueens/nqueens/blob/main/docs/large-n.md), explains
//! why that works, what it gives up, and how long it takes.
//!
//! # Invariants
//!
//! - The board stays a permutation: a swap changes four diagonal counts, in O(1).
//! - Everything random comes from one PCG generator (`rand_pcg::Pcg64Mcg`) seeded with the seed:
//!   the same seed, and the same version of this crate, gives the same solution.
//! - Memory is what `PlacerInfo::bytes_per_queen` states, allocated once: the board, the
//!   diagonal counts and the list of attacked rows.
//!
//! # Example
//!
//! ```
//! use nqueens_core::{Placer, check_linear};
//! use nqueens_min_conflicts::MinConflicts;
//!
//! let placement = MinConflicts.place(100_000, 7, &mut |_| {})?;
//! assert_eq!(check_linear(&placement.columns), Ok(()));
//! // The same seed gives the same solution.
//! assert_eq!(MinConflicts.place(100_000, 7, &mut |_| {})?, placement);
//! # Ok::<(), nqueens_core::Error>(())
//! ```

use nqueens_core::{Placement, Placer, PlacerInfo, Progress, Report};
use rand::{RngExt, SeedableRng};
use rand_pcg::Pcg64Mcg;

/// How many random columns the greedy start tries for a row before it takes the last one.
const GREEDY_TRIES: u32 = 32;

/// How many random partners the repair tries for an attacked queen before it gives up on it for
/// now.
const PARTNER_TRIES: u32 = 64;

/// How often, in rows placed or queens tried, the search reports its progress.
const REPORT_EVERY: u64 = 1 << 16;

// ANCHOR: board
/// A complete board: one queen in every row and every column, and the number of queens on every
/// diagonal.
struct Board {
    /// The size of the board.
    n: usize,
    /// `cols[row]`: the column of the queen in `row`. Always a permutation of `0..n`.
    cols: Vec<u32>,
    /// `diags1[row + n - 1 - col]`: the queens on each diagonal (`row - col` constant).
    diags1: Vec<u32>,
    /// `diags2[row + col]`: the queens on each anti-diagonal (`row + col` constant).
    diags2: Vec<u32>,
    /// The queens beyond the first on every diagonal: 0 for a solution.
    conflicts: u64,
}

impl Board {
    /// The indices of the diagonal and the anti-diagonal of the cell (`row`, `col`).
    fn diagonals(&self, row: usize, col: u32) -> (usize, usize) {
        let col = col as usize;
        (row + self.n - 1 - col, row + col)
    }

    /// Counts the queen of `row` on its diagonals.
    fn add(&mut self, row: usize) {
        let (diag1, diag2) = self.diagonals(row, self.cols[row]);
        for count in [&mut self.diags1[diag1], &mut self.diags2[diag2]] {
            // A queen joining a diagonal that holds one already is one conflict more.
            if *count > 0 {
                self.conflicts += 1;
            }
            *count += 1;
        }
    }

    /// Takes the queen of `row` off the counts of its diagonals.
    fn remove(&mut self, row: usize) {
        let (diag1, diag2) = self.diagonals(row, self.cols[row]);
        for count in [&mut self.diags1[diag1], &mut self.diags2[diag2]] {
            *count -= 1;
            if *count > 0 {
                self.conflicts -= 1;
            }
        }
    }

    /// Whether both diagonals of the cell (`row`, `col`) are empty.
    fn is_free(&self, row: usize, col: u32) -> bool {
        let (diag1, diag2) = self.diagonals(row, col);
        self.diags1[diag1] == 0 && self.diags2[diag2] == 0
    }

    /// Whether another queen shares a diagonal with the queen of `row`.
    fn is_attacked(&self, row: usize) -> bool {
        let (diag1, diag2) = self.diagonals(row, self.cols[row]);
        self.diags1[diag1] > 1 || self.diags2[diag2] > 1
    }

    /// Swaps the columns of the queens of two different rows: the board stays a permutation.
    fn swap(&mut self, row: usize, other: usize) {
        self.remove(row);
        self.remove(other);
        self.cols.swap(row, other);
        self.add(row);
        self.add(other);
    }
}
// ANCHOR_END: board

/// Places n queens (n ≥ 4, or 0 or 1) with the random choices of `seed`, reporting progress.
fn min_conflicts(n: usize, seed: u64, report: &mut Report<'_>) -> Placement {
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    let mut board = Board {
        n,
        cols: Vec::new(),
        diags1: vec![0; (2 * n).saturating_sub(1)],
        diags2: vec![0; (2 * n).saturating_sub(1)],
        conflicts: 0,
    };
    let (mut moves, mut restarts) = (0, 0);
    loop {
        greedy_start(&mut board, &mut rng, report);
        if repair(&mut board, &mut rng, &mut moves, report) {
            return Placement { columns: board.cols, moves, restarts };
        }
        restarts += 1;
    }
}

// ANCHOR: greedy_start
/// Fills the board row by row, each queen in a random unused column, preferring one whose
/// diagonals are both empty.
fn greedy_start(board: &mut Board, rng: &mut Pcg64Mcg, report: &mut Report<'_>) {
    let n = board.n;
    board.cols = (0..n).map(|col| col as u32).collect();
    board.diags1.fill(0);
    board.diags2.fill(0);
    board.conflicts = 0;
    for row in 0..n {
        // The columns not used yet are those of `cols[row..]`: pick one of them at random, and
        // keep picking while its diagonals are taken, a few times at most.
        let mut other = row;
        for _ in 0..GREEDY_TRIES {
            other = rng.random_range(row..n);
            if board.is_free(row, board.cols[other]) {
                break;
            }
        }
        board.cols.swap(row, other);
        board.add(row);
        if (row as u64 + 1).is_multiple_of(REPORT_EVERY) {
            report(Progress { rows_placed: row as u64 + 1, moves: 0, conflicts: board.conflicts });
        }
    }
}
// ANCHOR_END: greedy_start

// ANCHOR: repair
/// Swaps attacked queens with random partners while that lowers the conflicts. Returns whether
/// the board is a solution, or `false` when the repair is stuck and should start again.
fn repair(board: &mut Board, rng: &mut Pcg64Mcg, moves: &mut u64, report: &mut Report<'_>) -> bool {
    let n = board.n;
    // The rows to look at: every attacked queen is in the list (with some that no longer are).
    let mut attacked: Vec<u32> = Vec::new();
    let (mut tried, mut failures) = (0_u64, 0_u64);
    while board.conflicts > 0 {
        if attacked.is_empty() {
            attacked = (0..n).filter(|&row| board.is_attacked(row)).map(|row| row as u32).collect();
        }
        // Take an attacked queen at random.
        let row = attacked.swap_remove(rng.random_range(0..attacked.len())) as usize;
        if !board.is_attacked(row) {
            continue;
        }
        tried += 1;
        if tried.is_multiple_of(REPORT_EVERY) {
            report(Progress { rows_placed: n as u64, moves: *moves, conflicts: board.conflicts });
        }
        // Try random partners until a swap lowers the conflicts; undo every other swap.
        let mut improved = false;
        for _ in 0..PARTNER_TRIES {
            let other = rng.random_range(0..n);
            if other == row {
                continue;
            }
            let before = board.conflicts;
            board.swap(row, other);
            if board.conflicts < before {
                improved = true;
                *moves += 1;
                for moved in [row, other] {
                    if board.is_attacked(moved) {
                        attacked.push(moved as u32);
                    }
                }
                break;
            }
            board.swap(row, other);
        }
        if !improved {
            // Stuck here for now: try the queen again later, and start again if stuck too often.
            attacked.push(row as u32);
            failures += 1;
            if failures > 100 + n as u64 {
                return false;
            }
        }
    }
    true
}
// ANCHOR_END: repair

/// Min-conflicts local search, as a [`Placer`].
#[derive(Clone, Copy, Debug, Default)]
pub struct MinConflicts;

impl Placer for MinConflicts {
    fn info(&self) -> PlacerInfo {
        PlacerInfo {
            id: "min-conflicts",
            idea: "local search: a greedy random start, then swaps of two queens that lower the \
                   conflicts, until none is left",
            time: "O(n) expected (measured, not proved)",
            space: "O(n): the columns and the queens on every diagonal",
            bytes_per_queen: 24,
            seeded: true,
            max_n: u32::MAX as usize,
            nanos_per_queen: 450.0,
            tested_up_to: 300,
            bench_sizes: &[1_000, 10_000, 100_000, 1_000_000, 10_000_000],
            references: &[
                "S. Minton, M. D. Johnston, A. B. Philips and P. Laird, Solving large-scale \
                 constraint satisfaction and scheduling problems using a heuristic repair \
                 method, AAAI 1990",
                "R. Sosič and J. Gu, 3,000,000 queens in less than one minute, SIGART Bulletin 2 \
                 (1991)",
            ],
        }
    }

    fn place_solution(&self, n: usize, seed: u64, report: &mut Report<'_>) -> Placement {
        min_conflicts(n, seed, report)
    }
}

#[cfg(test)]
mod tests {
    use nqueens_core::{Error, check_linear};

    use super::*;

    #[test]
    fn the_tiny_boards() {
        for n in [0, 1] {
            let placement = MinConflicts.place(n, 0, &mut |_| {});
            assert_eq!(placement.map(|placement| placement.columns.len()), Ok(n));
        }
        for n in [2, 3] {
            assert_eq!(MinConflicts.place(n, 0, &mut |_| {}), Err(Error::NoSolution { n }));
        }
    }

    #[test]
    fn small_boards_are_solved_for_several_seeds() {
        for n in 4..=64 {
            for seed in 0..8 {
                let placement = MinConflicts.place(n, seed, &mut |_| {}).expect("n has a solution");
                assert_eq!(check_linear(&placement.columns), Ok(()), "n = {n}, seed {seed}");
            }
        }
    }

    #[test]
    fn progress_is_reported_for_a_large_board() {
        let mut reports = Vec::new();
        let placement = MinConflicts.place(200_000, 1, &mut |progress| reports.push(progress));
        assert!(placement.is_ok_and(|placement| check_linear(&placement.columns).is_ok()));
        assert!(reports.len() >= 3, "{reports:?}");
        assert!(reports.windows(2).all(|pair| pair[0].rows_placed <= pair[1].rows_placed));
    }
}
