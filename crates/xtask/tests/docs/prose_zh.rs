//! Numbers in the prose of the Chinese pages (`docs/zh/`, `README.zh-CN.md`): the numbers a
//! reader looks up, built from what the code computes, in the Chinese sentences that state them.
//! The English sentences are checked by the other `prose_*` modules; the tables, excerpts and
//! tool output of the Chinese pages by the same checks as the English ones.

use nqueens_approaches::find;
use nqueens_cli::format::thousands;
use nqueens_core::sequences::{BACKTRACK_CELLS, TOTAL_SOLUTIONS, UNIQUE_SOLUTIONS};
use nqueens_core::space;
use nqueens_parallel::{Options, Shard};

use crate::facts::{Facts, assert_facts, fact};
use crate::prose::{approach, class_sizes_of_8, exactly, work_of};

/// The size of the task list of the parallel counter at n, without running a task.
fn tasks(n: usize) -> String {
    let options = Options { threads: Some(1), shard: Some(Shard { index: 0, count: 1 }) };
    let tally = nqueens_parallel::count(n, &options, &|_, _| {}).expect("n is within range");
    thousands(tally.tasks_total as u64)
}

/// A page of `docs/zh/`.
fn zh(page: &str) -> String {
    format!("docs/zh/{page}.md")
}

fn the_chinese_learning_path_counts_the_solutions_and_the_tree_right(facts: &mut Facts) {
    let bitmask = approach("backtrack-bitmask");
    let (total, unique) = bitmask.count_total_and_unique(8).expect("8 is small");
    let sum = class_sizes_of_8();
    let first: Vec<String> = (0..10).map(|n| thousands(TOTAL_SOLUTIONS[n])).collect();
    let nodes8 = exactly(space::backtrack_nodes(8));
    let path = zh("README");
    facts.extend([
        fact(path.clone(), "个解", total),
        fact(path.clone(), "类", unique),
        fact(path.clone(), "n = 8", total),
        fact(path.clone(), "n = 8", sum.join(" + ")),
        fact(path.clone(), "起为", first.join(", ")),
        fact(path.clone(), "个节点", &nodes8),
        fact(path.clone(), "个节点之", &nodes8),
        fact(path.clone(), "个候选", exactly(space::subsets(4))),
        fact(path.clone(), "个", "2^64"),
        fact(path.clone(), "个而不是", exactly(space::combinations(4))),
        fact(path.clone(), "个", exactly(space::subsets(4))),
        fact(&path, "个", exactly(space::permutations(8))),
    ]);
}

fn the_chinese_pages_give_each_practical_n(facts: &mut Facts) {
    let practical = |id: &str| nqueens_cli::practical_n(find(id).expect("registered"));
    facts.extend([
        fact(zh("subset"), "实用 n", practical("subset")),
        fact(zh("combination"), "是", practical("combination")),
        fact(zh("permutation"), "是", practical("permutation")),
        fact(zh("backtrack-bitmask"), "是", practical("backtrack-bitmask")),
    ]);
}

fn the_chinese_backtracking_pages_count_nodes_and_cells_right(facts: &mut Facts) {
    let four = work_of("backtrack-array", 4);
    let eight = work_of("backtrack-array", 8);
    let board = work_of("backtrack-board", 8);
    let bitmask4 = work_of("backtrack-bitmask", 4);
    let bitmask8 = work_of("backtrack-bitmask", 8);
    let nodes = |n: usize| exactly(space::backtrack_nodes(n));
    let factorial = |n: usize| exactly(space::permutations(n));
    facts.extend([
        fact(zh("backtrack-board"), "个节点和", four.nodes),
        fact(zh("backtrack-board"), "个格子", four.cells),
        fact(zh("backtrack-board"), "次放置查", thousands(board.nodes - 1)),
        fact(zh("backtrack-board"), "个", thousands(board.marks)),
        fact(zh("backtrack-set"), "个解", TOTAL_SOLUTIONS[4]),
        fact(zh("backtrack-set"), "个", four.nodes),
        fact(zh("backtrack-set"), "个格子", four.cells),
        fact(zh("backtrack-array"), "个节点", nodes(8)),
        fact(zh("backtrack-array"), "对", "8!"),
        fact(zh("backtrack-array"), "n = 8", factorial(8)),
        fact(zh("backtrack-array"), "个节点", nodes(12)),
        fact(zh("backtrack-array"), "对", "12!"),
        fact(zh("backtrack-array"), "n = 12", factorial(12)),
        fact(zh("backtrack-array"), "个节点", nodes(17)),
        fact(zh("backtrack-set"), "个格子", format!("8 × ({} − {})", nodes(8), TOTAL_SOLUTIONS[8])),
        fact(zh("backtrack-set"), "个格子", thousands(BACKTRACK_CELLS[8])),
        fact(zh("backtrack-array"), "个节点检", nodes(8)),
        fact(zh("backtrack-array"), "个格子", thousands(eight.cells)),
        fact(zh("backtrack-array"), "个节点只", nodes(8)),
        fact(zh("backtrack-array"), "个格子", thousands(bitmask8.cells)),
        fact(zh("backtrack-bitmask"), "个节点", bitmask4.nodes),
        fact(zh("backtrack-bitmask"), "个格子而", bitmask4.cells),
        fact(zh("backtrack-bitmask"), "个", four.cells),
        fact(zh("backtrack-bitmask"), "个", thousands(bitmask8.cells)),
        fact(zh("backtrack-bitmask"), "个", thousands(eight.cells)),
    ]);
}

fn the_chinese_results_pages_state_computed_counts_right(facts: &mut Facts) {
    let total = |n: usize| thousands(TOTAL_SOLUTIONS[n]);
    let unique = |n: usize| thousands(UNIQUE_SOLUTIONS[n]);
    facts.extend([
        fact(zh("parallel"), "个任务", tasks(16)),
        fact(zh("parallel"), "个", tasks(17)),
        fact(zh("parallel"), "个", tasks(18)),
        fact(zh("parallel"), "个", tasks(19)),
        fact(zh("parallel-record"), "个任务得", tasks(16)),
        fact(zh("parallel-record"), "个解", total(16)),
        fact(zh("parallel-record"), "个", unique(16)),
        fact(zh("parallel-record"), "个任务得", tasks(17)),
        fact(zh("parallel-record"), "和", total(17)),
        fact(zh("parallel-record"), "和", unique(17)),
        fact(zh("parallel-record"), "个任务得", tasks(18)),
        fact(zh("parallel-record"), "和", total(18)),
        fact(zh("parallel-record"), "和", unique(18)),
        fact(zh("parallel-record"), "个任务得", tasks(19)),
        fact(zh("parallel-record"), "个解", total(19)),
        fact(zh("parallel-record"), "个", unique(19)),
        fact(zh("parallel-record"), "秒打印", "5.33"),
        fact(zh("parallel-record"), "个解和", total(17)),
        fact(zh("parallel-record"), "个本质不", unique(17)),
        fact(zh("large-n"), "个", total(25)),
        fact(zh("benchmarks"), "秒对", "8.53"),
        fact(zh("benchmarks"), "个节点", exactly(space::backtrack_nodes(16))),
    ]);
}

/// The facts of the pages this module checks.
pub(crate) fn facts() -> Facts {
    let mut facts = Facts::new();
    the_chinese_learning_path_counts_the_solutions_and_the_tree_right(&mut facts);
    the_chinese_pages_give_each_practical_n(&mut facts);
    the_chinese_backtracking_pages_count_nodes_and_cells_right(&mut facts);
    the_chinese_results_pages_state_computed_counts_right(&mut facts);
    facts
}

#[test]
fn the_pages_show_these_facts() {
    assert_facts(&facts());
}
