//! The worked example and the pitfalls of `docs/parallel.md`: the tasks of the 5 × 5 board by
//! the column of their row-0 queen, the mirror recipe, the shards and their sum, and the wrong
//! halvings, each number computed here, in both books.

use nqueens_core::sequences::{TOTAL_SOLUTIONS, UNIQUE_SOLUTIONS};
use nqueens_parallel::{Options, Shard};

use crate::assert_pages_say;
use crate::prose::{approach, class_sizes_of_8};

/// The board the page works by hand.
const N: usize = 5;

/// The solutions of n, as columns row by row.
fn solutions(n: usize) -> Vec<Vec<u8>> {
    approach("backtrack-bitmask")
        .solutions(n)
        .expect("n is small")
        .iter()
        .map(|solution| solution.columns().to_vec())
        .collect()
}

/// The queens a plain row-by-row search places below row 0 when the row-0 queen stands in
/// `first`: the work of that task.
fn queens_placed_below(n: usize, first: usize) -> u64 {
    fn place(n: usize, row: usize, cols: u32, diags1: u32, diags2: u32) -> u64 {
        (0..n)
            .filter(|&col| {
                // The convention of the pages: `row - col + n - 1` and `row + col`.
                let (diag1, diag2) = (row + n - 1 - col, row + col);
                cols & 1 << col == 0 && diags1 & 1 << diag1 == 0 && diags2 & 1 << diag2 == 0
            })
            .map(|col| {
                let (diag1, diag2) = (row + n - 1 - col, row + col);
                1 + if row + 1 < n {
                    place(n, row + 1, cols | 1 << col, diags1 | 1 << diag1, diags2 | 1 << diag2)
                } else {
                    0
                }
            })
            .sum()
    }
    place(n, 1, 1 << first, 1 << (n - 1 - first), 1 << first)
}

/// The solutions of `n` whose row-0 queen stands in a column `first` accepts and whose row-1
/// queen in a column `second` accepts.
fn counted(n: usize, first: impl Fn(usize) -> bool, second: impl Fn(usize) -> bool) -> u64 {
    let all = solutions(n);
    all.iter().filter(|columns| first(columns[0].into()) && second(columns[1].into())).count()
        as u64
}

/// The totals the two wrong halvings give at n: the left half doubled, and the left half with
/// the middle column doubled.
fn wrong_halvings(n: usize) -> (u64, u64) {
    let left = counted(n, |col| col < n / 2, |_| true);
    let with_middle = counted(n, |col| col <= n / 2, |_| true);
    (2 * left, 2 * with_middle)
}

/// A list of numbers joined by `separator`.
fn joined(values: &[u64], separator: &str) -> String {
    values.iter().map(u64::to_string).collect::<Vec<_>>().join(separator)
}

/// A shard of the parallel counter at n, run on one thread.
fn shard(n: usize, index: usize, count: usize) -> nqueens_parallel::Tally {
    let options = Options { threads: Some(1), shard: Some(Shard { index, count }) };
    nqueens_parallel::count(n, &options, &|_, _| {}).expect("n is small")
}

#[test]
fn the_parallel_page_works_its_small_board_right() {
    let all = solutions(N);
    let by_first: Vec<u64> = (0..N).map(|col| counted(N, |first| first == col, |_| true)).collect();
    let work: Vec<u64> = (0..N).map(|col| queens_placed_below(N, col)).collect();
    let total = TOTAL_SOLUTIONS[N];
    assert_eq!(all.len() as u64, total);
    assert_eq!(by_first.iter().sum::<u64>(), total, "the tasks add up to the total");

    // The mirror recipe: the left half, and the middle task split by its row-1 queen.
    let middle = N / 2;
    let left = &by_first[..middle];
    let middle_left = counted(N, |col| col == middle, |col| col < middle);
    let middle_solutions: Vec<String> = all
        .iter()
        .filter(|columns| usize::from(columns[0]) == middle)
        .map(|columns| joined(&columns.iter().map(|&col| u64::from(col)).collect::<Vec<_>>(), " "))
        .collect();
    let mirrored = 2 * (left.iter().sum::<u64>() + middle_left);
    assert_eq!(mirrored, total, "the mirror recipe is right at n = {N}");

    // Shards of the tasks by row-0 queen, dealt out like cards.
    let dealt = |index: usize| -> (Vec<u64>, u64) {
        let positions: Vec<u64> = (0..N).filter(|p| p % 2 == index - 1).map(|p| p as u64).collect();
        let sum = positions.iter().map(|&p| by_first[p as usize]).sum();
        (positions, sum)
    };
    let ((first_positions, first_sum), (second_positions, second_sum)) = (dealt(1), dealt(2));
    let listed = |positions: &[u64]| {
        let (last, rest) = positions.split_last().expect("tasks");
        format!("{} and {last}", joined(rest, ", "))
    };

    // The counter's own shards of n = 8.
    let (one, two) = (shard(8, 1, 2), shard(8, 2, 2));
    assert_eq!(one.total + two.total, TOTAL_SOLUTIONS[8]);
    assert_eq!(one.tasks + two.tasks, one.tasks_total);

    let (wrong_5, wrong_7, wrong_9) = (wrong_halvings(5), wrong_halvings(7), wrong_halvings(9));
    let [class_a, class_b] = <[String; 2]>::try_from(class_sizes_of_8()).expect("two sizes");
    let (least, most) = (work.iter().min().expect("tasks"), work.iter().max().expect("tasks"));
    let total_work: u64 = work.iter().sum();
    let sum_of = |values: &[u64]| joined(values, " + ");

    let en = "docs/parallel.md";
    let zh = "docs/zh/parallel.md";
    let both = |english: String, chinese: String| [(en, english), (zh, chinese)];
    let mut checks = Vec::new();
    checks.extend(both(
        format!("The 5 × 5 board has {total} solutions"),
        format!("5 × 5 的棋盘有 {total} 个解"),
    ));
    checks.extend(both(
        format!("| solutions | {} | {total} |", joined(&by_first, " | ")),
        format!("| 解 | {} | {total} |", joined(&by_first, " | ")),
    ));
    checks.extend(both(
        format!("| queens placed below row 0 | {} | {total_work} |", joined(&work, " | ")),
        format!("| 第 0 行以下放下的皇后 | {} | {total_work} |", joined(&work, " | ")),
    ));
    checks.extend(both(
        format!(
            "its {} solutions, `{}` and `{}`, are each other's mirror image",
            middle_solutions.len(),
            middle_solutions[0],
            middle_solutions[1]
        ),
        format!(
            "它的 {} 个解 `{}` 和 `{}` 互为镜像",
            middle_solutions.len(),
            middle_solutions[0],
            middle_solutions[1]
        ),
    ));
    checks.extend(both(
        format!("in the left half ({middle_left} of the {})", middle_solutions.len()),
        format!("（{} 个中的 {middle_left} 个）", middle_solutions.len()),
    ));
    let recipe = format!("2 × ({} + {middle_left}) = {mirrored}", sum_of(left));
    checks.extend(both(recipe.clone(), recipe));
    checks.extend(both(
        format!(
            "shard 1/2 runs tasks {} and finds {first_sum} solutions, shard 2/2 runs tasks {} \
             and finds {second_sum}; adding the two results gives {total}",
            listed(&first_positions),
            listed(&second_positions)
        ),
        format!(
            "分片 1/2 运行任务 {}，找到 {first_sum} 个解；分片 2/2 运行任务 {}，找到 \
             {second_sum} 个；两个结果相加得 {total}",
            listed(&first_positions).replace(", ", "、").replace(" and ", " 和 "),
            listed(&second_positions).replace(" and ", " 和 ")
        ),
    ));
    checks.extend(both(
        format!(
            "`nqueens count 8 --approach parallel --shard 1/2` runs {} of the {} tasks and \
             counts {} solutions, `--shard 2/2` runs the other {} and counts {}, and \
             `nqueens sum` adds the two results to the {} solutions of n = 8",
            one.tasks, one.tasks_total, one.total, two.tasks, two.total, TOTAL_SOLUTIONS[8]
        ),
        format!(
            "`nqueens count 8 --approach parallel --shard 1/2` 运行 {} 个任务中的 {} 个，数出 \
             {} 个解；`--shard 2/2` 运行其余 {} 个，数出 {} 个；`nqueens sum` 把两个结果加成 \
             n = 8 的 {} 个解",
            one.tasks_total, one.tasks, one.total, two.tasks, two.total, TOTAL_SOLUTIONS[8]
        ),
    ));
    checks.extend(both(
        format!(
            "For n = 5 it gives 2 × ({}) = {}, and with the middle column counted as left \
             2 × ({}) = {}; the answer is {total}. For n = 7 the same mistakes give {} or {} \
             instead of {}, and for n = 9, {} or {} instead of {}",
            sum_of(left),
            wrong_5.0,
            sum_of(&by_first[..=middle]),
            wrong_5.1,
            wrong_7.0,
            wrong_7.1,
            TOTAL_SOLUTIONS[7],
            wrong_9.0,
            wrong_9.1,
            TOTAL_SOLUTIONS[9]
        ),
        format!(
            "n = 5 时它得到 2 × ({}) = {}，把中间一列算作左半边则得到 2 × ({}) = {}；正确答案是 \
             {total}。n = 7 时同样的错误得到 {} 或 {}，而不是 {}；n = 9 时得到 {} 或 {}，而不是 {}",
            sum_of(left),
            wrong_5.0,
            sum_of(&by_first[..=middle]),
            wrong_5.1,
            wrong_7.0,
            wrong_7.1,
            TOTAL_SOLUTIONS[7],
            wrong_9.0,
            wrong_9.1,
            TOTAL_SOLUTIONS[9]
        ),
    ));
    checks.extend(both(
        format!("from {least} to {most} queens placed at n = 5 above"),
        format!("n = 5 时放下 {least} 到 {most} 个皇后"),
    ));
    checks.extend(both(
        format!(
            "n = 8 has {} solutions and {} unique ones ({class_a} + {class_b}), not {} / 8",
            TOTAL_SOLUTIONS[8], UNIQUE_SOLUTIONS[8], TOTAL_SOLUTIONS[8]
        ),
        format!(
            "n = 8 有 {} 个解、{} 个本质不同的解（{class_a} + {class_b}），不是 {} / 8",
            TOTAL_SOLUTIONS[8], UNIQUE_SOLUTIONS[8], TOTAL_SOLUTIONS[8]
        ),
    ));
    assert_pages_say(&checks);
    // Every wrong halving is wrong, and the right one is right, at every odd n the page names.
    for (n, (left_only, with_middle)) in [(5, wrong_5), (7, wrong_7), (9, wrong_9)] {
        assert_ne!(left_only, TOTAL_SOLUTIONS[n]);
        assert_ne!(with_middle, TOTAL_SOLUTIONS[n]);
    }
}
