//! The measurements behind the tool's estimates for `backtrack-board`: what a unit of its work
//! costs on the reference machine (2 cores, a release build). They are the tool's calibration, kept
//! out of the file that holds the search.

use nqueens_core::Cost;

/// The cost of one unit of its work (`Info::work`), counting and listing.
pub(crate) const COST: Cost = Cost {
    // About twice the array search's time per node, as measured on the page
    // (`docs/backtrack-board.md`, "Complexity").
    nanos_per_unit: 100.0,
    listing_nanos_per_unit: None,
    // It examines all n cells of each node, and marks O(n) cells per placement: its cost per
    // node grows with n.
    measured_at: Some(12),
};
