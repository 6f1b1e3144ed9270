//! The board sizes each bench runs, in one place, so the benches, the charts and the results page
//! agree.

use std::ops::RangeInclusive;

use nqueens_core::Solver;

/// The n at which the `scaling` bench times `approach`: from the smallest interesting board up to
/// the largest that takes about a second per run on two cores. `None` for an approach this table
/// does not know yet (a test makes sure every registered approach is known).
///
/// ```
/// assert_eq!(nqueens_benches::sizes::scaling("subset"), Some(1..=5));
/// ```
pub fn scaling(approach: &str) -> Option<RangeInclusive<usize>> {
    match approach {
        // 2^(n²) candidates: 33.5 million at n = 5, then 6.9e10 at n = 6 (minutes).
        "subset" => Some(1..=5),
        // C(n², n) candidates: 86 million at n = 7, then 4.4e9 at n = 8 (tens of seconds).
        "combination" => Some(1..=7),
        // n! candidates: 3.6 million at n = 10.
        "permutation" => Some(1..=10),
        // The search tree: 856,189 nodes at n = 12, each costing several hash-set operations.
        "backtrack-set" | "backtrack-array" => Some(4..=12),
        // The same tree, a few nanoseconds per node: 171 million nodes at n = 15.
        "backtrack-bitmask" | "parallel" => Some(4..=15),
        _ => None,
    }
}

/// The n at which the `scaling` bench also times the smallest bitmask counter
/// ([`baseline::count`](crate::baseline::count)), the yardstick of the bitmask search's cost per
/// node.
pub const MINIMAL_COUNTER: RangeInclusive<usize> = 12..=15;

/// The n of the `head_to_head` bench: every approach at each of these, where it is feasible.
pub const HEAD_TO_HEAD: [usize; 3] = [4, 5, 6];

/// Whether `solver` takes part in the head-to-head at `n`: when n is within its scaling range,
/// so the subset scan (2^36 candidates at n = 6) sits out n = 6.
pub fn in_head_to_head(solver: &dyn Solver, n: usize) -> bool {
    scaling(solver.info().id).is_some_and(|sizes| n <= *sizes.end())
}

/// The n of the `listing` bench.
pub const LISTING: [usize; 3] = [8, 10, 12];

/// Whether `solver` is one of the backtracking approaches that the `listing` bench compares.
pub fn is_backtracking(solver: &dyn Solver) -> bool {
    solver.info().id.starts_with("backtrack-")
}

/// The n of the `counters` bench.
pub const COUNTERS: usize = 12;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_registered_approach_has_a_scaling_range() {
        for solver in nqueens_cli::APPROACHES {
            let id = solver.info().id;
            let sizes = scaling(id).unwrap_or_else(|| panic!("no scaling sizes for {id}"));
            // The largest n of the range must be one the approach accepts.
            assert!(solver.check_size(*sizes.end()).is_ok(), "{id}");
        }
    }

    #[test]
    fn the_head_to_head_leaves_out_only_what_is_infeasible() {
        let subset = nqueens_cli::find("subset").expect("subset is registered");
        assert!(in_head_to_head(subset, 5));
        assert!(!in_head_to_head(subset, 6));
        for solver in nqueens_cli::APPROACHES.iter().filter(|solver| solver.info().id != "subset") {
            assert!(HEAD_TO_HEAD.iter().all(|&n| in_head_to_head(*solver, n)));
        }
    }

    #[test]
    fn three_backtracking_approaches_are_listed() {
        let count =
            nqueens_cli::APPROACHES.iter().filter(|solver| is_backtracking(**solver)).count();
        assert_eq!(count, 3);
    }
}
