//! The registry: every approach of the workspace in one list, for the code that treats them all
//! alike.
//!
//! The command-line tool, the benches and the cross-approach tests take their approaches from
//! [`APPROACHES`] and their facts from each approach's [`Info`](nqueens_core::Info), and never
//! name one. Adding an approach is its own crate, one line in [`APPROACHES`] and one dependency
//! in this crate's `Cargo.toml` (see `docs/ARCHITECTURE.md`); from then on the tool offers it,
//! the benches time it, and the tests in `tests/approaches/` hold it to the same answers as every
//! other. The placers, which place one solution for a large n instead of listing them all, are
//! listed the same way in [`PLACERS`].
//!
//! ```
//! use nqueens_approaches::{APPROACHES, PLACERS, find};
//!
//! // Every approach agrees: two solutions for n = 4.
//! for solver in APPROACHES {
//!     assert_eq!(solver.count(4), Ok(2));
//! }
//! assert_eq!(find("backtrack-bitmask").map(|solver| solver.info().id), Some("backtrack-bitmask"));
//! assert!(find("bogosort").is_none());
//!
//! // Every placer places a solution, for an n far beyond any search.
//! for placer in PLACERS {
//!     let n = placer.info().max_n.min(100);
//!     let placement = placer.place(n, 0, &mut |_| {}).expect("n has a solution");
//!     assert_eq!(nqueens_core::check_linear(&placement.columns), Ok(()));
//! }
//! ```

use nqueens_core::{Approach, Placer, Solver};

/// Every approach, in the order the project teaches them: brute force over subsets,
/// combinations and permutations, then backtracking on a board of attacked cells, with sets,
/// arrays and bitmasks, then the general solvers, exact cover with dancing links and a SAT solver, then the parallel
/// counter, then the first approach that does not walk the tree: halves of the board listed once
/// and joined (meet in the middle).
pub static APPROACHES: &[&dyn Solver] = &[
    &nqueens_subset::Subset,
    &nqueens_combination::Combination,
    &nqueens_permutation::Permutation,
    &nqueens_backtrack_board::BacktrackBoard,
    &nqueens_backtrack_set::BacktrackSet,
    &nqueens_backtrack_array::BacktrackArray,
    &nqueens_backtrack_bitmask::BacktrackBitmask,
    &nqueens_backtrack_dlx::BacktrackDlx,
    &nqueens_sat::Sat,
    &nqueens_parallel::Parallel,
    &nqueens_meet_in_the_middle::MeetInTheMiddle,
];

/// Every placer: the approaches that place one solution for a large n instead of listing them
/// all, the explicit construction first, then local search, then one question to a SAT solver.
pub static PLACERS: &[&dyn Placer] = &[
    &nqueens_construction::Construction,
    &nqueens_min_conflicts::MinConflicts,
    &nqueens_sat::SatPlacer,
];

/// The id of the approach a tool uses unless told otherwise: the fastest search that lists every
/// solution and reports every step.
pub const DEFAULT_ID: &str = <nqueens_backtrack_bitmask::BacktrackBitmask as Approach>::INFO.id;

/// The id of the approach `nqueens trace` and `nqueens explore` show unless told otherwise: the
/// search a beginner learns from (hello-algo's and LeetCode's arrays of flags), which examines
/// every cell and says why it skips it.
pub const DEFAULT_TRACE_ID: &str = <nqueens_backtrack_array::BacktrackArray as Approach>::INFO.id;

/// The id of the placer a tool uses unless told otherwise: the construction, which needs no
/// search and no seed.
pub const DEFAULT_PLACER_ID: &str = "construction";

/// The largest n that any placer can place.
pub fn largest_placed_n() -> usize {
    PLACERS.iter().map(|placer| placer.info().max_n).max().unwrap_or(0)
}

/// The approach with this id (`subset`, …, `meet-in-the-middle`), if there is one.
pub fn find(id: &str) -> Option<&'static dyn Solver> {
    APPROACHES.iter().copied().find(|solver| solver.info().id == id)
}

/// The placer with this id (`construction`, `min-conflicts`), if there is one.
pub fn find_placer(id: &str) -> Option<&'static dyn Placer> {
    PLACERS.iter().copied().find(|placer| placer.info().id == id)
}

/// The ids of every placer, in the order of [`PLACERS`].
pub fn placer_ids() -> Vec<&'static str> {
    PLACERS.iter().map(|placer| placer.info().id).collect()
}

/// The ids of every approach, in the order of [`APPROACHES`].
pub fn ids() -> Vec<&'static str> {
    APPROACHES.iter().map(|solver| solver.info().id).collect()
}

/// The ids of the approaches that split their work into tasks (whose
/// [`task_counter`](Solver::task_counter) is `Some`), in the order of [`APPROACHES`]: the ones
/// that `count --threads`, `count --shard` and `sum` take.
pub fn task_counter_ids() -> Vec<&'static str> {
    APPROACHES
        .iter()
        .filter(|solver| solver.task_counter().is_some())
        .map(|solver| solver.info().id)
        .collect()
}

/// The largest n that any approach can represent.
pub fn largest_n() -> usize {
    APPROACHES.iter().map(|solver| solver.info().max_n).max().unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_unique_and_the_default_is_registered() {
        assert!(find(DEFAULT_ID).is_some());
        assert!(find(DEFAULT_TRACE_ID).is_some_and(|solver| solver.info().traceable()));
        assert!(find_placer(DEFAULT_PLACER_ID).is_some());
        for (mut ids, list) in [(ids(), APPROACHES.len()), (placer_ids(), PLACERS.len())] {
            ids.sort_unstable();
            ids.dedup();
            assert_eq!(ids.len(), list, "two approaches, or two placers, share an id");
        }
        // An id names an approach and a placer only when both are the same solver, asked for
        // every solution or for one: the SAT solver.
        let shared: Vec<&str> = ids().into_iter().filter(|id| find_placer(id).is_some()).collect();
        assert_eq!(shared, ["sat"]);
    }
}
