//! Numbers in the prose of the results pages: benchmarks and parallel counting.

use nqueens_cli::format::thousands;
use nqueens_core::sequences::TOTAL_SOLUTIONS;
use nqueens_parallel::Options;

use crate::facts::{Facts, assert_facts, fact};
use crate::prose::work_of;

/// The results pages hold measured times, which no test can check, but also counts and task
/// numbers, which the code computes: those are checked here.
fn the_results_pages_state_computed_counts_right(facts: &mut Facts) {
    use nqueens_core::sequences::{BACKTRACK_CELLS, UNIQUE_SOLUTIONS};
    use nqueens_parallel::Shard;

    // The task list of the parallel counter, without running a task: a shard outside the list
    // (index 0) runs nothing but still reports the size of the whole list.
    let tasks = |n: usize| {
        let options = Options { threads: Some(1), shard: Some(Shard { index: 0, count: 1 }) };
        let tally = nqueens_parallel::count(n, &options, &|_, _| {}).expect("n is within range");
        assert_eq!(tally.tasks, 0, "the out-of-range shard ran tasks at n = {n}");
        thousands(tally.tasks_total as u64)
    };
    let total = |n: usize| thousands(TOTAL_SOLUTIONS[n]);
    let unique = |n: usize| thousands(UNIQUE_SOLUTIONS[n]);
    let bitmask = work_of("backtrack-bitmask", 12);
    let array = work_of("backtrack-array", 12);
    assert_eq!(array.cells, BACKTRACK_CELLS[12], "the array search examines every cell");
    let rendered_strings = TOTAL_SOLUTIONS[12] * 12;
    // The nodes of exact cover up to its first solution, in the table of what --limit costs.
    for n in [22, 28, 30, 31, 32, 33] {
        let nodes = thousands(nqueens_backtrack_dlx::DLX_FIRST_SOLUTION_NODES[n]);
        for page in ["docs/benchmarks.md", "docs/zh/benchmarks.md"] {
            facts.extend([
                // A row of the table of what --limit costs: n, one solution, the nodes.
                fact(page, "|", format!("| {n} | 1 | {nodes} |")),
            ]);
        }
    }
    // SAT's first solutions: the last n found within the time each was given.
    let sat = nqueens_sat::SAT_FIRST_SOLUTION_SECONDS;
    let found = sat.iter().rposition(Option::is_some).unwrap_or(0);
    let seconds = sat[found].unwrap_or(0.0);
    let given = nqueens_sat::SAT_MEASURED_SECONDS;
    facts.extend([
        fact("docs/benchmarks.md", "last", format!("{:.1}", seconds)),
        fact("docs/benchmarks.md", "last", found),
        fact("docs/benchmarks.md", "within", format!("{:.0}", given)),
    ]);
    facts.extend([
        fact("docs/parallel.md", "tasks", tasks(16)),
        fact("docs/parallel.md", "n = 16", tasks(17)),
        fact("docs/parallel.md", "n = 17", tasks(18)),
        fact("docs/parallel.md", "n = 18", tasks(19)),
        fact("docs/parallel-record.md", "solutions", total(16)),
        fact("docs/parallel-record.md", "unique", unique(16)),
        fact("docs/parallel-record.md", "tasks", tasks(16)),
        fact("docs/parallel-record.md", "n = 17", total(17)),
        fact("docs/parallel-record.md", "tasks", unique(17)),
        fact("docs/parallel-record.md", "tasks", tasks(17)),
        fact("docs/parallel-record.md", "n = 18", total(18)),
        fact("docs/parallel-record.md", "tasks", unique(18)),
        fact("docs/parallel-record.md", "tasks", tasks(18)),
        fact("docs/parallel-record.md", "solutions", total(17)),
        fact("docs/parallel-record.md", "unique", unique(17)),
        fact("docs/parallel-record.md", "solutions", total(19)),
        fact("docs/parallel-record.md", "unique", unique(19)),
        fact("docs/parallel-record.md", "tasks", tasks(19)),
        fact("docs/benchmarks.md", "cells", thousands(array.cells)),
        fact("docs/benchmarks.md", "nodes", thousands(array.nodes)),
        fact("docs/benchmarks.md", "cells", thousands(bitmask.cells)),
        fact("docs/benchmarks.md", "solutions", thousands(TOTAL_SOLUTIONS[12])),
        fact("docs/benchmarks.md", "strings", thousands(rendered_strings)),
    ]);
}

/// The cell `column` (from 0) of the first row of a table of times (one with a cell in ms) in
/// `path` that starts with `prefix`.
fn table_cell(path: &str, prefix: &str, column: usize) -> String {
    let text = std::fs::read_to_string(crate::workspace_root().join(path)).expect("a page");
    let row = text
        .lines()
        .find(|line| line.starts_with(prefix) && line.contains(" ms |"))
        .unwrap_or_else(|| panic!("{path} has no row {prefix}"));
    let cells: Vec<&str> = row.trim_matches('|').split('|').map(str::trim).collect();
    cells[column].to_string()
}

/// A measured number lives in one place: the side-by-side tables of the exact-cover and SAT
/// pages say they were measured in one session of their own, dated, and when they quote the
/// time of the same command elsewhere they quote it as it stands there.
fn side_by_side_tables_say_where_the_reference_times_are(facts: &mut Facts) {
    let reference = table_cell("docs/benchmarks.md", "| backtrack-bitmask | 12 |", 2);
    let dlx_session = table_cell("docs/backtrack-dlx.md", "| 12 |", 1);
    let sat_session = table_cell("docs/sat.md", "| 12 |", 1);
    assert_eq!(table_cell("docs/zh/backtrack-dlx.md", "| 12 |", 1), dlx_session);
    assert_eq!(table_cell("docs/zh/sat.md", "| 12 |", 1), sat_session);
    facts.extend([
        fact("docs/backtrack-dlx.md", "", "2026-11-25"),
        fact("docs/backtrack-dlx.md", "measured in one session", "table"),
        fact("docs/backtrack-dlx.md", "session", &reference),
        fact("docs/backtrack-dlx.md", "session", &dlx_session),
        fact("docs/sat.md", "", "2026-11-25"),
        fact("docs/sat.md", "measured in one session", "table"),
        fact("docs/sat.md", "session", &reference),
        fact("docs/sat.md", "here", &sat_session),
        fact("docs/sat.md", "session", &dlx_session),
        fact("docs/zh/backtrack-dlx.md", "", "2026-11-25"),
        fact("docs/zh/backtrack-dlx.md", "同一次测量", "这张表"),
        fact("docs/zh/backtrack-dlx.md", "那里", &reference),
        fact("docs/zh/backtrack-dlx.md", "这次测量", &dlx_session),
        fact("docs/zh/sat.md", "那里", &reference),
        fact("docs/zh/sat.md", "这里", &sat_session),
        fact("docs/zh/sat.md", "那次测量", &dlx_session),
    ]);
}

/// The work column of the benchmarks' scaling table is the exact work of each approach at n,
/// written the one way all the way down (`27,358,553 nodes`, not `2.74e7`): the clock measures
/// the times, the code computes the work.
#[test]
fn the_work_column_of_the_scaling_table_is_exact() {
    for path in ["docs/benchmarks.md", "docs/zh/benchmarks.md"] {
        let text = std::fs::read_to_string(crate::workspace_root().join(path)).expect("a page");
        let mut rows = 0;
        for line in text.lines() {
            let cells: Vec<&str> = line.trim_matches('|').split('|').map(str::trim).collect();
            let Some(work) = cells.get(5) else { continue };
            let Some((amount, unit)) = work.split_once(' ') else { continue };
            if unit != "nodes" && unit != "candidates" {
                continue;
            }
            let Some(approach) = nqueens_approaches::find(cells[0]) else { continue };
            let n: usize = cells[1].parse().expect("n");
            let exact = crate::prose::exact((approach.info().work)(n));
            assert_eq!(amount, crate::generated::separated(exact), "{path}: {line}");
            rows += 1;
        }
        assert!(rows > 50, "{path}: the scaling table has {rows} rows with their work");
    }
}

/// The facts of the pages this module checks.
pub(crate) fn facts() -> Facts {
    let mut facts = Facts::new();
    the_results_pages_state_computed_counts_right(&mut facts);
    side_by_side_tables_say_where_the_reference_times_are(&mut facts);
    facts
}

#[test]
fn the_pages_show_these_facts() {
    assert_facts(&facts());
}
