//! Numbers in the prose of the Chinese pages (`docs/zh/`, `README.zh-CN.md`): the numbers a
//! reader looks up, built from what the code computes, in the Chinese sentences that state them.
//! The English sentences are checked by the other `prose_*` modules; the tables, excerpts and
//! tool output of the Chinese pages by the same checks as the English ones.

use nqueens_approaches::find;
use nqueens_cli::format::thousands;
use nqueens_core::sequences::{BACKTRACK_CELLS, TOTAL_SOLUTIONS, UNIQUE_SOLUTIONS};
use nqueens_core::space;
use nqueens_parallel::{Options, Shard};

use crate::assert_pages_say;
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

#[test]
fn the_chinese_learning_path_counts_the_solutions_and_the_tree_right() {
    let bitmask = approach("backtrack-bitmask");
    let (total, unique) = bitmask.count_total_and_unique(8).expect("8 is small");
    let sum = class_sizes_of_8();
    let first: Vec<String> = (0..10).map(|n| thousands(TOTAL_SOLUTIONS[n])).collect();
    let nodes8 = exactly(space::backtrack_nodes(8));
    let path = zh("README");
    assert_pages_say(&[
        (path.clone(), format!("经典的 n = 8 有 {total} 个解，它们分成 {unique} 类")),
        (path.clone(), format!("n = 8 时，{total} = {}", sum.join(" + "))),
        (path.clone(), format!("从 n = 0 起为 {}, …", first.join(", "))),
        (path.clone(), format!("四种回溯搜索走的是完全相同的树（n = 8 时 {nodes8} 个节点）")),
        (path.clone(), format!("每种回溯搜索在 {nodes8} 个节点之后就完成了")),
        (path.clone(), format!("n = 4 时 {} 个候选，n = 8 时 2^64 个", exactly(space::subsets(4)))),
        (
            path.clone(),
            format!(
                "n = 4 时是 {} 个而不是 {} 个",
                exactly(space::combinations(4)),
                exactly(space::subsets(4))
            ),
        ),
        (path, format!("n! 个候选，n = 8 时 {} 个", exactly(space::permutations(8)))),
    ]);
}

#[test]
fn the_chinese_pages_give_each_practical_n() {
    let practical = |id: &str| nqueens_cli::practical_n(find(id).expect("registered"));
    assert_pages_say(&[
        (
            zh("subset"),
            format!("（n ≤ {}，它的[实用 n](README.md#practical-n)）", practical("subset")),
        ),
        (
            zh("combination"),
            format!("不加 `--force` 就运行计数的最大 n，是 {}；", practical("combination")),
        ),
        (
            zh("permutation"),
            format!("不加 `--force` 就运行计数的最大 n，是 {}；", practical("permutation")),
        ),
        (
            zh("backtrack-bitmask"),
            format!("不加 `--force` 就运行计数的最大 n，是 {}，", practical("backtrack-bitmask")),
        ),
    ]);
}

#[test]
fn the_chinese_backtracking_pages_count_nodes_and_cells_right() {
    let four = work_of("backtrack-array", 4);
    let eight = work_of("backtrack-array", 8);
    let board = work_of("backtrack-board", 8);
    let bitmask4 = work_of("backtrack-bitmask", 4);
    let bitmask8 = work_of("backtrack-bitmask", 8);
    let nodes = |n: usize| exactly(space::backtrack_nodes(n));
    let factorial = |n: usize| exactly(space::permutations(n));
    assert_pages_say(&[
        (zh("backtrack-board"), format!("{} 个节点和 {} 个格子", four.nodes, four.cells)),
        (
            zh("backtrack-board"),
            format!("n = 8 时，它的 {} 次放置查看", thousands(board.nodes - 1)),
        ),
        (zh("backtrack-board"), format!("标记其中 {} 个", thousands(board.marks))),
        (zh("backtrack-set"), format!("{} 个解，共 {} 个", TOTAL_SOLUTIONS[4], four.nodes)),
        (zh("backtrack-set"), format!("全部 4 个格子：{} 个格子", four.cells)),
        (zh("backtrack-array"), format!("n = 8：{} 个节点，对 8! = {}", nodes(8), factorial(8))),
        (
            zh("backtrack-array"),
            format!("n = 12：{} 个节点，对 12! = {}", nodes(12), factorial(12)),
        ),
        (zh("backtrack-array"), format!("n = 17：{} 个节点", nodes(17))),
        (
            zh("backtrack-set"),
            format!(
                "8 × ({} − {}) = {} 个格子",
                nodes(8),
                TOTAL_SOLUTIONS[8],
                thousands(BACKTRACK_CELLS[8])
            ),
        ),
        (
            zh("backtrack-array"),
            format!("{} 个节点检查 {} 个格子", nodes(8), thousands(eight.cells)),
        ),
        (
            zh("backtrack-array"),
            format!("同样的 {} 个节点只检查 {} 个格子", nodes(8), thousands(bitmask8.cells)),
        ),
        (
            zh("backtrack-bitmask"),
            format!(
                "{} 个节点，但只检查了 {} 个格子而不是 {} 个",
                bitmask4.nodes, bitmask4.cells, four.cells
            ),
        ),
        (
            zh("backtrack-bitmask"),
            format!("n = 8 时 {} 个，对 {} 个", thousands(bitmask8.cells), thousands(eight.cells)),
        ),
    ]);
}

#[test]
fn the_chinese_results_pages_state_computed_counts_right() {
    let total = |n: usize| thousands(TOTAL_SOLUTIONS[n]);
    let unique = |n: usize| thousands(UNIQUE_SOLUTIONS[n]);
    assert_pages_say(&[
        (
            zh("parallel"),
            format!(
                "n = 16 时 {} 个任务，n = 17 时 {} 个，n = 18 时 {} 个，n = 19 时 {} 个",
                tasks(16),
                tasks(17),
                tasks(18),
                tasks(19)
            ),
        ),
        (
            zh("parallel-record"),
            format!(
                "n = 16 从 {} 个任务得到 {} 个解，其中本质不同的 {} 个；n = 17 从 {} 个任务得到 \
                 {} 和 {}；n = 18 从 {} 个任务得到 {} 和 {}",
                tasks(16),
                total(16),
                unique(16),
                tasks(17),
                total(17),
                unique(17),
                tasks(18),
                total(18),
                unique(18)
            ),
        ),
        (
            zh("parallel-record"),
            format!(
                "n = 19 从 {} 个任务得到 {} 个解，其中本质不同的 {} 个",
                tasks(19),
                total(19),
                unique(19)
            ),
        ),
        (
            zh("parallel-record"),
            format!("在两个核心上 5.33 秒打印 {} 个解和 {} 个本质不同的解", total(17), unique(17)),
        ),
        (zh("large-n"), format!("n = 25 时有 {} 个", total(25))),
        (
            zh("benchmarks"),
            format!("中位数 8.53 秒对 {} 个节点", exactly(space::backtrack_nodes(16))),
        ),
    ]);
}
