//! The committed chart of the exact work counters is what the code draws today.
//!
//! Regenerate it after a change with `UPDATE_CHARTS=1 cargo test -p nqueens-benches --test charts`.

use std::fs;

use nqueens_benches::{timing::workspace_root, work};

#[test]
fn the_work_counters_chart_is_up_to_date() {
    let path = workspace_root().join(work::CHART_PATH);
    let drawn = work::svg();
    if std::env::var_os("UPDATE_CHARTS").is_some() {
        fs::write(&path, &drawn).expect("write the chart");
    }
    let committed = fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == drawn,
        "{} differs from the chart the code draws (or is missing); regenerate it with \
         `UPDATE_CHARTS=1 cargo test -p nqueens-benches --test charts` and commit it",
        path.display()
    );
}
