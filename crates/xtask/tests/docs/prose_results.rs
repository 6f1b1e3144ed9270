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
    let sat_40 = nqueens_sat::SAT_FIRST_SOLUTION_SECONDS[40];
    assert_pages_say(&[("docs/benchmarks.md", format!("{sat_40:.1} s at n = 40"))]);
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
            "docs/parallel.md",
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
        ("docs/parallel.md", format!("prints {} solutions and {} unique", total(17), unique(17))),
        (
            "docs/parallel.md",
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
