//! The measurements behind the tool's estimates for `parallel`: what a unit of its work costs on
//! the reference machine (2 cores, a release build). They are the tool's calibration, kept out of
//! the file that holds the search.

use nqueens_core::Cost;

/// The cost of one unit of its work (`Info::work`), counting and listing.
pub(crate) const COST: Cost = Cost {
    nanos_per_unit: 0.22,
    // Listing walks the whole plain tree with the bitmask search, on one thread, at the
    // bitmask search's time per node.
    listing_nanos_per_unit: Some(9.2),
    measured_at: None,
};
