//! The worked example and the pitfalls of `docs/parallel.md`: the tasks of the 5 × 5 board by
//! the column of their row-0 queen, the mirror recipe, the shards and their sum, and the wrong
//! halvings, each number computed here, in both books.

use nqueens_core::sequences::{TOTAL_SOLUTIONS, UNIQUE_SOLUTIONS};
use nqueens_parallel::{Options, Shard};

use crate::facts::{Fact, Facts, assert_facts, fact};
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

fn the_parallel_page_works_its_small_board_right(facts: &mut Facts) {
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
    let both = |english: Vec<Fact>, chinese: Vec<Fact>| english.into_iter().chain(chinese);
    let mut checks = Vec::new();
    checks.extend(both(vec![fact(en, "solutions", total)], vec![fact(zh, "个解", total)]));
    checks.extend(both(
        vec![fact(en, "| solutions |", format!("{} | {total}", joined(&by_first, " | ")))],
        vec![fact(zh, "| 解 |", format!("{} | {total}", joined(&by_first, " | ")))],
    ));
    checks.extend(both(
        vec![fact(en, "queens placed", format!("{} | {total_work}", joined(&work, " | ")))],
        vec![fact(zh, "放下的皇后", format!("{} | {total_work}", joined(&work, " | ")))],
    ));
    checks.extend(both(
        vec![
            fact(en, "solutions", middle_solutions.len()),
            fact(en, "solutions", &middle_solutions[0]),
            fact(en, "mirror", &middle_solutions[1]),
        ],
        vec![
            fact(zh, "个解", middle_solutions.len()),
            fact(zh, "镜像", &middle_solutions[0]),
            fact(zh, "镜像", &middle_solutions[1]),
        ],
    ));
    checks.extend(both(
        vec![fact(en, "half", middle_left), fact(en, "half", middle_solutions.len())],
        vec![fact(zh, "个中的", middle_solutions.len()), fact(zh, "个", middle_left)],
    ));
    let recipe = format!("2 × ({} + {middle_left}) = {mirrored}", sum_of(left));
    checks.extend([fact(en, "", &recipe), fact(zh, "", recipe)]);
    checks.extend(both(
        vec![
            fact(en, "finds", listed(&first_positions)),
            fact(en, "solutions", first_sum),
            fact(en, "finds", listed(&second_positions)),
            fact(en, "adding", second_sum),
            fact(en, "gives", total),
        ],
        vec![
            fact(
                zh,
                "运行任务",
                listed(&first_positions).replace(", ", "、").replace(" and ", " 和 "),
            ),
            fact(zh, "个解", first_sum),
            fact(zh, "运行任务", listed(&second_positions).replace(" and ", " 和 ")),
            fact(zh, "个", second_sum),
            fact(zh, "果相加得", total),
        ],
    ));
    checks.extend(both(
        vec![
            fact(en, "runs", one.tasks),
            fact(en, "tasks", one.tasks_total),
            fact(en, "solutions", one.total),
            fact(en, "counts", two.tasks),
            fact(en, "nqueens", two.total),
            fact(en, "solutions", TOTAL_SOLUTIONS[8]),
        ],
        vec![
            fact(zh, "个任务中", one.tasks_total),
            fact(zh, "个", one.tasks),
            fact(zh, "个解", one.total),
            fact(zh, "个", two.tasks),
            fact(zh, "个", two.total),
            fact(zh, "个解", TOTAL_SOLUTIONS[8]),
        ],
    ));
    checks.extend(both(
        vec![
            fact(en, "gives", sum_of(left)),
            fact(en, "middle", wrong_5.0),
            fact(en, "left", sum_of(&by_first[..=middle])),
            fact(en, "answer", wrong_5.1),
            fact(en, "answer", total),
            fact(en, "n = 7", wrong_7.0),
            fact(en, "n = 7", wrong_7.1),
            fact(en, "n = 7", TOTAL_SOLUTIONS[7]),
            fact(en, "n = 9", wrong_9.0),
            fact(en, "n = 9", wrong_9.1),
            fact(en, "n = 9", TOTAL_SOLUTIONS[9]),
        ],
        vec![
            fact(zh, "n = 5", sum_of(left)),
            fact(zh, "n = 5", wrong_5.0),
            fact(zh, "n = 5", sum_of(&by_first[..=middle])),
            fact(zh, "n = 5", wrong_5.1),
            fact(zh, "确答案是", total),
            fact(zh, "或", wrong_7.0),
            fact(zh, "或", wrong_7.1),
            fact(zh, "而不是", TOTAL_SOLUTIONS[7]),
            fact(zh, "或", wrong_9.0),
            fact(zh, "或", wrong_9.1),
            fact(zh, "而不是", TOTAL_SOLUTIONS[9]),
        ],
    ));
    checks.extend(both(
        vec![fact(en, "queens", least), fact(en, "queens", most)],
        vec![fact(zh, "到", least), fact(zh, "个皇后", most)],
    ));
    checks.extend(both(
        vec![
            fact(en, "solutions", TOTAL_SOLUTIONS[8]),
            fact(en, "unique", UNIQUE_SOLUTIONS[8]),
            fact(en, "ones", &class_a),
            fact(en, "ones", &class_b),
            fact(en, "ones", TOTAL_SOLUTIONS[8]),
        ],
        vec![
            fact(zh, "个解", TOTAL_SOLUTIONS[8]),
            fact(zh, "个本质不", UNIQUE_SOLUTIONS[8]),
            fact(zh, "n = 8", &class_a),
            fact(zh, "n = 8", &class_b),
            fact(zh, "不是", TOTAL_SOLUTIONS[8]),
        ],
    ));
    facts.extend(checks);
    // Every wrong halving is wrong, and the right one is right, at every odd n the page names.
    for (n, (left_only, with_middle)) in [(5, wrong_5), (7, wrong_7), (9, wrong_9)] {
        assert_ne!(left_only, TOTAL_SOLUTIONS[n]);
        assert_ne!(with_middle, TOTAL_SOLUTIONS[n]);
    }
}

/// The facts of the pages this module checks.
pub(crate) fn facts() -> Facts {
    let mut facts = Facts::new();
    the_parallel_page_works_its_small_board_right(&mut facts);
    facts
}

#[test]
fn the_pages_show_these_facts() {
    assert_facts(&facts());
}
