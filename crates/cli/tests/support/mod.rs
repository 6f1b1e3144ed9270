//! What the integration tests share.

use nqueens_core::Solver;

/// The largest n each approach is run at in `cargo test` (and in the docs' work tables, which
/// the tests regenerate); larger n belongs in the benchmarks.
pub(crate) fn tested_up_to(approach: &dyn Solver) -> usize {
    match approach.info().id {
        "subset" => 5,
        "combination" => 6,
        "permutation" => 9,
        "backtrack-set" | "backtrack-array" | "backtrack-bitmask" | "parallel" => 12,
        other => panic!("add the approach `{other}` to tested_up_to"),
    }
}
