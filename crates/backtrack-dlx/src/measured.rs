//! The measurements behind the tool's estimates for `backtrack-dlx`: what a unit of its work costs
//! on the reference machine (2 cores, a release build) and the nodes of its tree, counted once.
//! They are the tool's calibration, kept out of the file that holds the search.

use nqueens_core::space;
use nqueens_core::{Cost, Work, WorkUnit};

/// The cost of one unit of its work (`Info::work`), counting and listing.
pub(crate) const COST: Cost = Cost {
    // Measured against the bitmask search on the page (`docs/backtrack-dlx.md`, "What it
    // costs"): each node scans the items for the fewest options and hides about five
    // options, three link removals each.
    nanos_per_unit: 140.0,
    listing_nanos_per_unit: None,
    // Its cost per node barely grows with n: the scan of 2n items is a small part of it.
    measured_at: None,
};

/// The nodes this search enters, root included, for n = 0, 1, 2, …: counted by its own
/// counters in a release build (the tests recount every n up to `INFO.tested_up_to`).
pub const DLX_NODES: [u64; 17] = [
    1,
    2,
    3,
    6,
    17,
    52,
    111,
    376,
    1_339,
    5_184,
    19_489,
    87_171,
    425_896,
    2_212_303,
    12_149_440,
    72_013_558,
    455_230_802,
];

/// The nodes of the search for n: exact from [`DLX_NODES`], and beyond that an estimate that
/// extends the table by the growth of its last step, scaled by n as the row-by-row tree grows.
pub(crate) fn dlx_nodes(n: usize) -> Work {
    space::from_table(&DLX_NODES, n, WorkUnit::Nodes, space::Growth::LastRatioTimesN)
}

/// The nodes this search enters, root included, up to and including its first solution, for
/// n = 0, 1, 2, …: counted by its own counters in a release build (the test
/// `print_first_solution_nodes` prints them; the tests recount every n up to 24). Its own tree,
/// not the row-by-row one: n = 32 takes 7,801,834 nodes here, where the row-by-row search does
/// not meet its first solution within 4 billion.
pub const DLX_FIRST_SOLUTION_NODES: [u64; 34] = [
    1, 2, 3, 6, 9, 6, 26, 8, 67, 27, 67, 34, 119, 58, 801, 535, 3_994, 2_040, 13_715, 510, 56_478,
    1_272, 442_719, 2_862, 68_756, 4_167, 44_239, 48_319, 339_432, 129_252, 6_752_003, 1_119_043,
    7_801_834, 11_360_325,
];
