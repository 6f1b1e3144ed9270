//! The measurements behind the tool's estimates for `permutation`: what a unit of its work costs on
//! the reference machine (2 cores, a release build) and where its first solution lies, counted
//! once. They are the tool's calibration, kept out of the file that holds the search.

use nqueens_core::Cost;

/// The cost of one unit of its work (`Info::work`), counting and listing.
pub(crate) const COST: Cost = Cost::per_unit(27.0);

/// The candidates the scan tests up to and including its first solution, for n = 0 to 20 (the
/// whole scan, n!, where there is none: n = 2 and 3). The permutations come in lexicographic
/// order, so this is the rank of the first solution among them, plus one: n = 13 meets
/// `0 2 4 1 8 11 9 12 3 5 7 10 6` after 47,369,404 of its 6.2 billion candidates. The tests
/// recount it from the first solutions for every n and against the scan's own counters up to
/// n = 10.
pub const FIRST_SOLUTION_CANDIDATES: [u64; 21] = [
    1,
    1,
    2,
    6,
    11,
    11,
    187,
    187,
    2_843,
    7_686,
    58_987,
    462_121,
    4_545_700,
    47_369_404,
    572_494_993,
    7_205_631_500,
    99_968_996_069,
    1_483_697_612_163,
    23_561_401_701_014,
    397_554_874_733_161,
    7_114_411_898_732_459,
];
