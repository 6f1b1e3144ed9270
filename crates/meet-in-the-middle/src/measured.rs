//! The measurements behind the tool's estimates for `meet-in-the-middle`: what a unit of its work
//! costs on the reference machine (2 cores, a release build) and the pairs of halves its listing
//! tests, counted once. They are the tool's calibration, kept out of the file that holds the
//! search.

use nqueens_core::space::{Growth, from_table};
use nqueens_core::{Cost, Work, WorkUnit};

/// The cost of one unit of its work (`Info::work`), counting and listing.
pub(crate) const COST: Cost = Cost {
    // The work is the pairs the listing tests; the count tests fewer (mirror images once, an
    // odd board's middle queen first, the buckets of the longest diagonals, 128 at a time), and
    // a smaller share of them the larger n is, so its time per listed pair falls with n. The
    // price is taken where the budget of 2 minutes is decided, at n = 19: on 2026-11-28, on a
    // quiet machine, `nqueens count 19 --approach meet-in-the-middle --threads 2 --force` took
    // 34.5 s (the median of three, the side by side of its page), or 0.0017 ns for each of the
    // 2.0e13 pairs. That prices n = 18 at 3.1 s (8.0 s on one thread, about 4 s on two) and
    // n = 17 at 0.27 s (2.1 s on one thread): below n = 19 the estimate is low, by up to four
    // times, at runs of seconds; above it, high (n = 20 at 6.4 minutes, where the count took
    // 220 s on two threads): on the safe side where a run is long.
    nanos_per_unit: 0.0017,
    // Listing tests every pair on one thread: 3.8 s for the 1.8e8 pairs of n = 14 in a
    // release build (the `listing` example), on 2026-11-28 with the two cores shared (load 7
    // to 11), 21 ns each; a quiet machine is faster.
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
