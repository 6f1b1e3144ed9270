//! The committed chart of the exact work counters is what the code draws today.
//!
//! Regenerate it after a change with `cargo xtask docs` (or `UPDATE_DOCS=1 cargo test -p
//! nqueens-xtask --test docs`).

use std::fs;

use nqueens_benches::{timing::workspace_root, work};

use crate::{REGENERATE, regenerating};

#[test]
fn the_work_counters_chart_is_up_to_date() {
    let path = workspace_root().join(work::CHART_PATH);
    let drawn = work::svg();
    if regenerating() {
        fs::write(&path, &drawn).expect("write the chart");
    }
    let committed = fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == drawn,
        "{} differs from the chart the code draws (or is missing); regenerate it with \
         `{REGENERATE}` and commit it",
        path.display()
    );
}
