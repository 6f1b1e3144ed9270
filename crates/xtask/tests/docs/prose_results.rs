//! Numbers in the prose of the results pages: benchmarks and parallel counting.

use nqueens_cli::format::thousands;
use nqueens_core::sequences::TOTAL_SOLUTIONS;
use nqueens_parallel::Options;

use crate::assert_pages_say;
use crate::prose::work_of;

/// The results pages hold measured times, which no test can check, but also counts and task
/// numbers, which the code computes: those are checked here.
#[test]
fn the_results_pages_state_computed_counts_right() {
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
            assert_pages_say(&[(page, format!("| {n} | 1 | {nodes} |"))]);
        }
    }
    // SAT's first solutions: the last n found within the time each was given.
    let sat = nqueens_sat::SAT_FIRST_SOLUTION_SECONDS;
    let found = sat.iter().rposition(Option::is_some).unwrap_or(0);
    let seconds = sat[found].unwrap_or(0.0);
    let given = nqueens_sat::SAT_MEASURED_SECONDS;
    assert_pages_say(&[(
        "docs/benchmarks.md",
        format!("{seconds:.1} s at n = {found}, the last n found within {given:.0} s"),
    )]);
    assert_pages_say(&[
        (
            "docs/parallel.md",
            format!(
                "{} tasks for n = 16, {} for n = 17, {} for n = 18 and {} for n = 19",
                tasks(16),
                tasks(17),
                tasks(18),
                tasks(19)
            ),
        ),
        (
            "docs/parallel-record.md",
            format!(
                "n = 16 gave {} solutions and {} unique ones from {} tasks, n = 17 {} and {} from \
                 {} tasks, n = 18 {} and {} from {} tasks",
                total(16),
                unique(16),
                tasks(16),
                total(17),
                unique(17),
                tasks(17),
                total(18),
                unique(18),
                tasks(18)
            ),
        ),
        (
            "docs/parallel-record.md",
            format!("prints {} solutions and {} unique", total(17), unique(17)),
        ),
        (
            "docs/parallel-record.md",
            format!(
                "n = 19 gave {} solutions, {} unique, from {} tasks",
                total(19),
                unique(19),
                tasks(19)
            ),
        ),
        (
            "docs/benchmarks.md",
            format!(
                "{} cells at n = 12 for {} nodes",
                thousands(array.cells),
                thousands(array.nodes)
            ),
        ),
        (
            "docs/benchmarks.md",
            format!("touches only those ({} cells at n = 12)", thousands(bitmask.cells)),
        ),
        (
            "docs/benchmarks.md",
            format!(
                "at n = 12 ({} solutions, each a small allocation)",
                thousands(TOTAL_SOLUTIONS[12])
            ),
        ),
        ("docs/benchmarks.md", format!("for {} strings", thousands(rendered_strings))),
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
#[test]
fn side_by_side_tables_say_where_the_reference_times_are() {
    let reference = table_cell("docs/benchmarks.md", "| backtrack-bitmask | 12 |", 2);
    let dlx_session = table_cell("docs/backtrack-dlx.md", "| 12 |", 1);
    let sat_session = table_cell("docs/sat.md", "| 12 |", 1);
    assert_eq!(table_cell("docs/zh/backtrack-dlx.md", "| 12 |", 1), dlx_session);
    assert_eq!(table_cell("docs/zh/sat.md", "| 12 |", 1), sat_session);
    assert_pages_say(&[
        ("docs/backtrack-dlx.md", "2026-11-25). The table was measured in one session".to_string()),
        ("docs/backtrack-dlx.md", format!("{reference} there, {dlx_session} in this session")),
        ("docs/sat.md", "2026-11-25)".to_string()),
        ("docs/sat.md", "The table was measured in one session, its own".to_string()),
        (
            "docs/sat.md",
            format!(
                "{reference} there, {sat_session} here, {dlx_session} in the session of \
                 [the exact-cover page]"
            ),
        ),
        ("docs/zh/backtrack-dlx.md", "2026-11-25）。这张表是在同一次测量中得到的".to_string()),
        ("docs/zh/backtrack-dlx.md", format!("那里 {reference}，这次测量 {dlx_session}")),
        (
            "docs/zh/sat.md",
            format!(
                "那里 {reference}，这里 {sat_session}，[精确覆盖页](backtrack-dlx.md#what-it-costs)的那次测量 {dlx_session}"
            ),
        ),
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
