//! The listing hands on the solutions in the one order, as the bitmask search does.

use nqueens_backtrack_bitmask::BacktrackBitmask;
use nqueens_core::{Solution, Solver};
use nqueens_meet_in_the_middle::MeetInTheMiddle;

#[test]
fn the_listing_is_the_bitmask_searchs_solution_for_solution() {
    // Tops in lexicographic order, each with its bottoms in theirs, give the lexicographic
    // order of the whole solutions without sorting them.
    for n in 0..=10 {
        let joined: Vec<Solution> = MeetInTheMiddle.solutions(n).expect("n ≤ MAX_N");
        let searched: Vec<Solution> = BacktrackBitmask.solutions(n).expect("n ≤ 32");
        assert_eq!(joined, searched, "n = {n}");
    }
}
