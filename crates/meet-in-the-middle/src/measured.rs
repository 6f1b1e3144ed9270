//! The measurements behind the tool's estimates for `meet-in-the-middle`: what a unit of its work
//! costs on the reference machine (2 cores, a release build) and the pairs of halves its listing
//! tests, counted once. They are the tool's calibration, kept out of the file that holds the
//! search.

use nqueens_core::space::{Growth, from_table};
use nqueens_core::{Cost, Work, WorkUnit};

/// The cost of one unit of its work (`Info::work`), counting and listing.
pub(crate) const COST: Cost = Cost {
    // The work is the pairs the listing tests; the count tests fewer (mirror images once, an
    // odd board's middle queen first, 64 at a time), so its time per listed pair is small. On
    // 2026-11-28, with the two cores shared (load about 8), the count of n = 17 on one thread
    // took 4.32 to 4.66 s of CPU time in three runs (`nqueens count 17 --approach
    // meet-in-the-middle --threads 1`, the side by side of its page): about 2.3 s on the two
    // cores of a quiet machine, or 0.014 ns for each of the 1.6e11 pairs. That puts n = 16 at
    // 0.22 s (its runs took 0.53 to 0.60 s of CPU, so about 0.28 s on two cores) and n = 18 at
    // 25 s (29.3 s of CPU, about 15 s on two cores). Since an even board's count skips the
    // pairs that the reflections in the board's diagonals repeat (`fast/longest.rs`), n = 18
    // takes 14.8 to 16.4 s of CPU in three runs (load 8 to 11; n = 17 4.0 to 4.8 s, n = 16
    // 0.53 to 0.65 s), so the one cost per pair, kept from n = 17, overprices even boards
    // about twofold: an estimate on the safe side, and the same practical n.
    nanos_per_unit: 0.014,
    // Listing tests every pair on one thread: 3.8 s for the 1.8e8 pairs of n = 14 in a
    // release build (the `listing` example), under the same load (21 ns each); a quiet
    // machine is faster.
    listing_nanos_per_unit: Some(21.0),
    measured_at: None,
};

/// The pairs of halves whose columns fit, which the listing tests as candidates, for n = 0 to
/// 18 (beyond, `pairs` estimates them): the sum over the column sets C of the top halves using C times the bottom halves
/// using the rest. Measured by counting the halves of each column set (a test recounts them up
/// to n = 14).
pub(crate) const PAIRS: [u64; 19] = [
    1,
    1,
    2,
    2,
    8,
    20,
    72,
    296,
    1_760,
    9_216,
    58_304,
    365_716,
    2_772_920,
    20_897_532,
    182_527_728,
    1_605_270_036,
    16_039_237_448,
    160_473_122_468,
    1_795_947_526_440,
];

/// The candidate boards the listing tests at n: the pairs of halves whose columns fit.
pub(crate) fn pairs(n: usize) -> Work {
    from_table(&PAIRS, n, WorkUnit::Candidates, Growth::LastRatio)
}
