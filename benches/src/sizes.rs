//! The board sizes each bench runs, in one place, so the benches, the charts and the results page
//! agree.

use std::ops::RangeInclusive;

use nqueens_core::{Kind, Solver};

/// The n at which the `scaling` bench times `solver`: its `Info::bench_sizes`, from the smallest
/// interesting board up to the largest that takes about a second per run on two cores.
///
/// ```
/// let subset = nqueens_approaches::find("subset").expect("a registered approach");
/// assert_eq!(nqueens_benches::sizes::scaling(subset), 1..=5);
/// ```
pub fn scaling(solver: &dyn Solver) -> RangeInclusive<usize> {
    solver.info().bench_sizes.range()
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
    n <= *scaling(solver).end()
}

/// The n of the `listing` bench.
pub const LISTING: [usize; 3] = [8, 10, 12];

/// Whether `solver` is one of the backtracking approaches that the `listing` bench compares.
pub fn is_backtracking(solver: &dyn Solver) -> bool {
    solver.info().kind == Kind::Backtracking
}

/// The n of the `counters` bench.
pub const COUNTERS: usize = 12;

#[cfg(test)]
mod tests {
    use nqueens_approaches::APPROACHES;

    use super::*;

    #[test]
    fn every_registered_approach_accepts_its_scaling_range() {
        for solver in APPROACHES {
            let sizes = scaling(*solver);
            assert!(!sizes.is_empty(), "{}", solver.info().id);
            assert!(solver.check_size(*sizes.end()).is_ok(), "{}", solver.info().id);
        }
    }

    #[test]
    fn the_head_to_head_leaves_out_only_what_is_infeasible() {
        for solver in APPROACHES {
            for n in HEAD_TO_HEAD {
                assert_eq!(in_head_to_head(*solver, n), scaling(*solver).contains(&n) || n < 1);
            }
        }
        let subset = nqueens_approaches::find("subset").expect("subset is registered");
        assert!(in_head_to_head(subset, 5));
        assert!(!in_head_to_head(subset, 6));
    }

    #[test]
    fn the_listing_bench_has_searches_to_compare() {
        let count = APPROACHES.iter().filter(|solver| is_backtracking(**solver)).count();
        assert!(count >= 2, "{count}");
    }
}
