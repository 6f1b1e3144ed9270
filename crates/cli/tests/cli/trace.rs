//! `nqueens trace`: the search tree of every backtracking approach, step by step.

use crate::{pin, stdout_of};

#[test]
fn trace_4_for_every_traceable_approach() {
    let traceable = nqueens_approaches::APPROACHES
        .iter()
        .map(|solver| solver.info())
        .filter(|info| info.traceable);
    let mut traced = 0;
    for info in traceable {
        let args = ["trace", "4", "--approach", info.id];
        pin!(info.id, args, stdout_of(&args));
        traced += 1;
    }
    assert!(traced >= 3, "the set, array and bitmask searches are traceable");
}

#[test]
fn trace_of_the_smallest_boards() {
    for n in ["0", "1", "2"] {
        let args = ["trace", n];
        pin!(n, args, stdout_of(&args));
    }
}

#[test]
fn trace_8_walks_the_whole_tree() {
    let trace = stdout_of(&["trace", "8", "--approach", "backtrack-array"]);
    let last_line = trace.lines().last().unwrap_or_default();
    assert_eq!(
        last_line,
        "92 solutions; the search entered 2,057 nodes and examined 15,720 cells, of which it \
         rejected 13,664."
    );
    assert_eq!(trace.lines().filter(|line| line.contains("solution ")).count(), 92);
}

#[test]
fn the_default_is_the_bitmask_search_and_the_help_offers_only_traceable_approaches() {
    assert_eq!(stdout_of(&["trace", "4"]), stdout_of(&["trace", "4", "-a", "backtrack-bitmask"]));
    let help = stdout_of(&["trace", "--help"]);
    assert!(help.contains("[default: backtrack-bitmask]"), "{help}");
    let (_, values) = help.split_once("[possible values: ").expect("the possible values");
    let (values, _) = values.split_once(']').expect("the end of the list");
    let offered: Vec<&str> = values.split(", ").collect();
    let traceable: Vec<&str> = nqueens_approaches::APPROACHES
        .iter()
        .map(|solver| solver.info())
        .filter(|info| info.traceable)
        .map(|info| info.id)
        .collect();
    assert_eq!(offered, traceable);
}
