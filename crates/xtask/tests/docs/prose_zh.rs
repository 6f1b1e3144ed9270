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
        // 经典的 n = 8 有 {total} 个解，它们分成 {unique} 类
        fact(path.clone(), "个解", total),
        fact(path.clone(), "类", unique),
        // n = 8 时，{total} = {}
        fact(path.clone(), "n = 8", total),
        fact(path.clone(), "n = 8", sum.join(" + ")),
        // 从 n = 0 起为 {}, …
        fact(path.clone(), "起为", first.join(", ")),
        // 四种回溯搜索走的是完全相同的树（n = 8 时 {nodes8} 个节点）
        fact(path.clone(), "个节点", &nodes8),
        // 每种回溯搜索在 {nodes8} 个节点之后就完成了
        fact(path.clone(), "个节点之", &nodes8),
        // n = 4 时 {} 个候选，n = 8 时 2^64 个
        fact(path.clone(), "个候选", exactly(space::subsets(4))),
        fact(path.clone(), "个", "2^64"),
        // n = 4 时是 {} 个而不是 {} 个
        fact(path.clone(), "个而不是", exactly(space::combinations(4))),
        fact(path.clone(), "个", exactly(space::subsets(4))),
        // n! 个候选，n = 8 时 {} 个
        fact(&path, "个", exactly(space::permutations(8))),
    ]);
}

fn the_chinese_pages_give_each_practical_n(facts: &mut Facts) {
    let practical = |id: &str| nqueens_cli::practical_n(find(id).expect("registered"));
    facts.extend([
        // （n ≤ {}，它的[实用 n](README.md#practical-n)）
        fact(zh("subset"), "README", practical("subset")),
        // 不加 `--force` 就运行计数的最大 n，是 {}；
        fact(zh("combination"), "是", practical("combination")),
        // 不加 `--force` 就运行计数的最大 n，是 {}；
        fact(zh("permutation"), "是", practical("permutation")),
        // 不加 `--force` 就运行计数的最大 n，是 {}，
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
        // {} 个节点和 {} 个格子
        fact(zh("backtrack-board"), "个节点和", four.nodes),
        fact(zh("backtrack-board"), "个格子", four.cells),
        // n = 8 时，它的 {} 次放置查看
        fact(zh("backtrack-board"), "次放置查", thousands(board.nodes - 1)),
        // 标记其中 {} 个
        fact(zh("backtrack-board"), "个", thousands(board.marks)),
        // {} 个解，共 {} 个
        fact(zh("backtrack-set"), "个解", TOTAL_SOLUTIONS[4]),
        fact(zh("backtrack-set"), "个", four.nodes),
        // 全部 4 个格子：{} 个格子
        fact(zh("backtrack-set"), "个格子", four.cells),
        // n = 8：{} 个节点，对 8! = {}
        fact(zh("backtrack-array"), "个节点", nodes(8)),
        fact(zh("backtrack-array"), "对", "8!"),
        fact(zh("backtrack-array"), "n = 8", factorial(8)),
        // n = 12：{} 个节点，对 12! = {}
        fact(zh("backtrack-array"), "个节点", nodes(12)),
        fact(zh("backtrack-array"), "对", "12!"),
        fact(zh("backtrack-array"), "n = 12", factorial(12)),
        // n = 17：{} 个节点
        fact(zh("backtrack-array"), "个节点", nodes(17)),
        // 8 × ({} − {}) = {} 个格子
        fact(zh("backtrack-set"), "个格子", format!("8 × ({} − {})", nodes(8), TOTAL_SOLUTIONS[8])),
        fact(zh("backtrack-set"), "个格子", thousands(BACKTRACK_CELLS[8])),
        // {} 个节点检查 {} 个格子
        fact(zh("backtrack-array"), "个节点检", nodes(8)),
        fact(zh("backtrack-array"), "个格子", thousands(eight.cells)),
        // 同样的 {} 个节点只检查 {} 个格子
        fact(zh("backtrack-array"), "个节点只", nodes(8)),
        fact(zh("backtrack-array"), "个格子", thousands(bitmask8.cells)),
        // {} 个节点，但只检查了 {} 个格子而不是 {} 个
        fact(zh("backtrack-bitmask"), "个节点", bitmask4.nodes),
        fact(zh("backtrack-bitmask"), "个格子而", bitmask4.cells),
        fact(zh("backtrack-bitmask"), "个", four.cells),
        // n = 8 时 {} 个，对 {} 个
        fact(zh("backtrack-bitmask"), "个", thousands(bitmask8.cells)),
        fact(zh("backtrack-bitmask"), "个", thousands(eight.cells)),
    ]);
}

fn the_chinese_results_pages_state_computed_counts_right(facts: &mut Facts) {
    let total = |n: usize| thousands(TOTAL_SOLUTIONS[n]);
    let unique = |n: usize| thousands(UNIQUE_SOLUTIONS[n]);
    facts.extend([
        // n = 16 时 {} 个任务，n = 17 时 {} 个，n = 18 时 {} 个，n = 19 时 {} 个
        fact(zh("parallel"), "个任务", tasks(16)),
        fact(zh("parallel"), "个", tasks(17)),
        fact(zh("parallel"), "个", tasks(18)),
        fact(zh("parallel"), "个", tasks(19)),
        // n = 16 从 {} 个任务得到 {} 个解，其中本质不同的 {} 个；n = 17 从 {} 个任务得到 {} 和 {}；n = 18 从 {} 个任务得到 {} 和 {}
        fact(zh("parallel-record"), "个任务得", tasks(16)),
        fact(zh("parallel-record"), "个解", total(16)),
        fact(zh("parallel-record"), "个", unique(16)),
        fact(zh("parallel-record"), "个任务得", tasks(17)),
        fact(zh("parallel-record"), "和", total(17)),
        fact(zh("parallel-record"), "和", unique(17)),
        fact(zh("parallel-record"), "个任务得", tasks(18)),
        fact(zh("parallel-record"), "和", total(18)),
        fact(zh("parallel-record"), "和", unique(18)),
        // n = 19 从 {} 个任务得到 {} 个解，其中本质不同的 {} 个
        fact(zh("parallel-record"), "个任务得", tasks(19)),
        fact(zh("parallel-record"), "个解", total(19)),
        fact(zh("parallel-record"), "个", unique(19)),
        // 在两个核心上 5.33 秒打印 {} 个解和 {} 个本质不同的解
        fact(zh("parallel-record"), "秒打印", "5.33"),
        fact(zh("parallel-record"), "个解和", total(17)),
        fact(zh("parallel-record"), "个本质不", unique(17)),
        // n = 25 时有 {} 个
        fact(zh("large-n"), "个", total(25)),
        // 中位数 8.53 秒对 {} 个节点
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
