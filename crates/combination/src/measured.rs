//! The measurements behind the tool's estimates for `combination`: what a unit of its work costs on
//! the reference machine (2 cores, a release build). They are the tool's calibration, kept out of
//! the file that holds the search.

use nqueens_core::Cost;

/// The cost of one unit of its work (`Info::work`), counting and listing.
pub(crate) const COST: Cost = Cost::per_unit(6.0);
