//! Every approach does exactly the work it claims, and stops at once when asked to.
//!
//! Work counts depend only on the approach and n, never on the machine, so they are pinned:
//! checked against `Info::work` and core's tables, and in a snapshot where a column is the
//! approach's own (a general solver's cells, the board's marks). The approaches are taken from the registry, so a new approach is
//! tested here as soon as it is registered.

use std::collections::BTreeSet;
use std::fmt::Write;
use std::ops::ControlFlow;

use nqueens_approaches::APPROACHES;
use nqueens_core::sequences::BACKTRACK_CELLS;
use nqueens_core::{Kind, Observer, Solver, WorkCounts, WorkUnit};

use crate::{stop_after, tested_up_to};

/// The longest a single search may be estimated to take (`Solver::estimated_seconds`) for the
/// early-break test to run it, many times over, at that n.
const BREAK_TEST_SECONDS: f64 = 0.01;

/// Counts the cells a search rejects.
#[derive(Default)]
struct Rejections(u64);

impl Observer for Rejections {
    fn rejected(&mut self, _row: usize, _col: usize) {
        self.0 += 1;
    }
}

fn rejections(approach: &dyn Solver, n: usize) -> u64 {
    let mut rejections = Rejections::default();
    let _ = approach
        .observe(n, &mut rejections, &mut |_| ControlFlow::Continue(()))
        .expect("within the representation");
    rejections.0
}

#[test]
fn every_approach_does_exactly_the_work_it_claims() {
    for &approach in APPROACHES {
        let id = approach.info().id;
        let unit = approach.work(0).unit;
        // A row-by-row search examines either every column of each row it expands, rejecting
        // the attacked cells, or only the free cells, each of which becomes a child node. Which
        // of the two it is shows in whether it ever reports a rejection.
        let examines_attacked_cells = unit == WorkUnit::Nodes
            && (0..=tested_up_to(approach)).any(|n| rejections(approach, n) > 0);
        // A search that keeps a board of attacked cells also counts the cells it marks; only
        // its table has a column for them.
        let marks_cells = (0..=tested_up_to(approach))
            .any(|n| approach.count_with_work(n).is_ok_and(|counts| counts.marks > 0));
        let mut table = String::from(match (unit, marks_cells) {
            (WorkUnit::Candidates, _) => "n  candidates  solutions\n",
            (WorkUnit::Nodes, false) => " n     nodes      cells  solutions\n",
            (WorkUnit::Nodes, true) => " n     nodes      cells      marks  solutions\n",
        });
        for n in 0..=tested_up_to(approach) {
            let counts = approach.count_with_work(n).expect("within the representation");
            let claimed = approach.work(n);
            assert_eq!(claimed.unit, unit, "{id} at n = {n}: one unit of work for every n");
            let exact = claimed.exact.unwrap_or_else(|| panic!("{id} at n = {n}: inexact work"));
            match unit {
                WorkUnit::Candidates => {
                    // A scan tests exactly its 2^(n²), C(n², n) or n! candidates, and has no tree.
                    assert_eq!(u128::from(counts.candidates), exact, "{id} candidates at n = {n}");
                    assert_eq!((counts.nodes, counts.cells, counts.marks), (0, 0, 0), "{id}");
                    writeln!(table, "{n:<2} {:>10}  {:>9}", counts.candidates, counts.solutions)
                        .expect("a String grows");
                }
                WorkUnit::Nodes => {
                    assert_eq!(u128::from(counts.nodes), exact, "{id} nodes at n = {n}");
                    assert_eq!(counts.candidates, 0, "{id} at n = {n}");
                    let cells = if approach.info().kind == Kind::GeneralSolver {
                        // A general solver counts cells in its own terms (exact cover: the
                        // options it tries; SAT: the cells it asks the solver about), which its
                        // crate's tests tie to its nodes; the snapshot pins them here.
                        counts.cells
                    } else if examines_attacked_cells {
                        *BACKTRACK_CELLS.get(n).expect("BACKTRACK_CELLS reaches every tested n")
                    } else {
                        // One free cell for each node below the root (none at all for n = 0).
                        counts.nodes - 1
                    };
                    assert_eq!(counts.cells, cells, "{id} cells at n = {n}");
                    let marks =
                        if marks_cells { format!(" {:>10}", counts.marks) } else { String::new() };
                    writeln!(
                        table,
                        "{n:>2} {:>9} {:>10}{marks} {:>10}",
                        counts.nodes, counts.cells, counts.solutions
                    )
                    .expect("a String grows");
                }
            }
        }
        // A table whose every column is checked above (a scan's candidates, a row-by-row
        // search's nodes and cells, and the solutions, held to OEIS A000170 by the agreement
        // tests) is not pinned again; the columns no assertion knows are: a general solver's
        // cells, and the marks of a search that keeps a board of attacked cells.
        if approach.info().kind == Kind::GeneralSolver || marks_cells {
            insta::with_settings!({ snapshot_suffix => id }, {
                insta::assert_snapshot!("work", table);
            });
        }
    }
}

/// The candidates a brute-force scan tests up to and including the first solution for n = 4,
/// `[1, 3, 0, 2]`, worked out by hand from the order in which it takes its candidates.
fn candidates_up_to_the_first_solution_of_4(id: &str) -> u64 {
    match id {
        // The first solution sets bit (3 - row) · 4 + col for each row: 13, 11, 4 and 2. The
        // scan tests the masks from 0 up to it.
        "subset" => (1 << 13 | 1 << 11 | 1 << 4 | 1 << 2) + 1,
        // The first solution is the choice of cells 1, 7, 8 and 14. Before it come the
        // C(15, 3) = 455 choices that start with cell 0, the 280 that start with cell 1 and go
        // on with a cell from 2 to 6, and the 5 that start 1, 7, 8 and end below 14: it is
        // choice number 741.
        "combination" => 455 + 280 + 5 + 1,
        // The first solution, 1 3 0 2, comes after the 3! = 6 permutations that start with 0
        // and the 2! · 2 = 4 that start 1 0 or 1 2: it is permutation number 11.
        "permutation" => 6 + 4 + 1,
        // The tops of two rows come in lexicographic order: [0, 2] meets the two bottoms on the
        // columns 1 and 3, [1, 3] and [3, 1], neither of which fits; [0, 3] leaves the columns 1
        // and 2, which no bottom fills; [1, 3] meets [0, 2] first, the solution: pair number 3.
        "meet-in-the-middle" => 2 + 1,
        other => panic!("work out where the scan {other} meets [1, 3, 0, 2]"),
    }
}

#[test]
fn each_scan_stops_at_the_first_solution_where_its_order_puts_it() {
    let scans = APPROACHES.iter().filter(|approach| approach.work(4).unit == WorkUnit::Candidates);
    let mut tested = 0;
    for &approach in scans {
        let id = approach.info().id;
        let mut counts = WorkCounts::default();
        let mut delivered = Vec::new();
        let flow = approach
            .observe(4, &mut counts, &mut |columns| {
                delivered.push(columns.to_vec());
                ControlFlow::Break(())
            })
            .expect("4 is small");
        assert_eq!(flow, ControlFlow::Break(()), "{id}");
        assert_eq!(delivered, [[1, 3, 0, 2]], "{id}");
        assert_eq!(counts.solutions, 1, "{id}");
        assert_eq!(counts.candidates, candidates_up_to_the_first_solution_of_4(id), "{id}");
        tested += 1;
    }
    assert!(tested > 0, "the registry has brute-force scans");
}

/// Counts the work of a search, and keeps the counts as they stood at the latest solution.
#[derive(Default)]
struct WorkAtSolution {
    counts: WorkCounts,
    at_latest_solution: WorkCounts,
}

impl Observer for WorkAtSolution {
    fn candidate(&mut self) {
        self.counts.candidate();
    }

    fn node(&mut self, row: usize) {
        self.counts.node(row);
    }

    fn rejected(&mut self, row: usize, col: usize) {
        self.counts.rejected(row, col);
    }

    fn placed(&mut self, row: usize, col: usize) {
        self.counts.placed(row, col);
    }

    fn marked(&mut self, row: usize, col: usize) {
        self.counts.marked(row, col);
    }

    fn solution(&mut self, columns: &[u8]) {
        self.counts.solution(columns);
        self.at_latest_solution = self.counts;
    }
}

#[test]
fn an_early_break_hands_on_exactly_the_first_solutions_and_stops_at_once() {
    for &approach in APPROACHES {
        let id = approach.info().id;
        let quick = |n: &usize| approach.estimated_seconds(*n) <= BREAK_TEST_SECONDS;
        for n in (0..=tested_up_to(approach)).take_while(quick) {
            let all = approach.solutions(n).expect("within the representation");
            let total = all.len();
            // The first, the second, the middle and the last solution, and one past the last,
            // which never comes.
            let limits: BTreeSet<usize> = [1, 2, total / 2, total, total + 1]
                .into_iter()
                .filter(|&limit| limit > 0)
                .collect();
            for limit in limits {
                let mut observer = WorkAtSolution::default();
                let mut seen = Vec::new();
                let flow = approach
                    .observe(n, &mut observer, &mut stop_after(limit, &mut seen))
                    .expect("within the representation");
                let case = format!("{id} at n = {n} stopping after {limit}");
                // The search hands on exactly the first `limit` solutions, then stops and says so.
                assert_eq!(seen, all[..limit.min(total)], "{case}");
                assert_eq!(flow.is_break(), limit <= total, "{case}");
                assert_eq!(observer.counts.solutions, seen.len() as u64, "{case}");
                if flow.is_break() {
                    // Nothing more is tested or entered after the solution that stopped it.
                    assert_eq!(observer.counts, observer.at_latest_solution, "{case}");
                } else {
                    assert_eq!(Ok(observer.counts), approach.count_with_work(n), "{case}");
                }
            }
        }
    }
}
