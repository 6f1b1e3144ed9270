//! Numbers in the prose of `docs/large-n.md` that the code can compute.

use nqueens_approaches::find_placer;
use nqueens_cli::format::thousands;
use nqueens_core::sequences::TOTAL_SOLUTIONS;

use crate::facts::{Facts, assert_facts, fact};

fn the_large_n_page_states_what_the_code_says(facts: &mut Facts) {
    let page = "docs/large-n.md";
    let [construction, min_conflicts] =
        ["construction", "min-conflicts"].map(|id| find_placer(id).expect("registered").info());
    facts.extend([
        fact(page, "n = 25", thousands(TOTAL_SOLUTIONS[25])),
        fact(page, "memory", thousands(construction.max_n as u64)),
        fact(page, "check", thousands(construction.tested_up_to as u64)),
        fact(page, "bytes", min_conflicts.bytes_per_queen),
        fact(page, "the check adds", 2),
    ]);
    assert_eq!(construction.bytes_per_queen, 4);
}

/// The pairs of queens of `columns` (one per row) that share a diagonal.
fn diagonal_clashes(columns: &[i64]) -> usize {
    let mut clashes = 0;
    for (row, &col) in columns.iter().enumerate() {
        for (other, &other_col) in columns.iter().enumerate().skip(row + 1) {
            if (other - row) as i64 == (other_col - col).abs() {
                clashes += 1;
            }
        }
    }
    clashes
}

/// The even numbers up to n, then the odd ones: the construction before its repairs.
fn plain_list(n: i64) -> Vec<i64> {
    (2..=n).step_by(2).chain((1..=n).step_by(2)).collect()
}

/// A number as the pages write it, with a real minus sign.
fn signed(value: i64) -> String {
    if value < 0 { format!("−{}", -value) } else { value.to_string() }
}

/// The worked example of n = 4 and the pitfall of the plain list, computed from the construction
/// crate, in both books.
fn the_large_n_page_works_n_4_by_hand_right(facts: &mut Facts) {
    let construction = find_placer("construction").expect("registered");
    let columns = construction.place(4, 0, &mut |_| {}).expect("n = 4 has a solution").columns;
    let from_one: Vec<i64> = columns.iter().map(|&col| i64::from(col) + 1).collect();
    assert_eq!(from_one, plain_list(4), "n = 4 takes the plain list");
    let rows = 1..=from_one.len() as i64;
    let joined = |values: Vec<String>, separator: &str| values.join(separator);
    let spaced = joined(from_one.iter().map(i64::to_string).collect(), " ");
    let cells: Vec<String> =
        rows.clone().zip(&from_one).map(|(row, col)| format!("({row}, {col})")).collect();
    let differences: Vec<String> =
        rows.clone().zip(&from_one).map(|(row, col)| signed(row - col)).collect();
    let sums: Vec<String> = rows.zip(&from_one).map(|(row, col)| (row + col).to_string()).collect();
    for values in [&differences, &sums] {
        let mut sorted = values.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), values.len(), "the lines of n = 4 are all different");
    }
    let (last, rest) = cells.split_last().expect("four cells");
    let (rest_en, rest_zh) = (rest.join(", "), rest.join("、"));
    let [clashes_8, clashes_9] = [8, 9].map(|n| diagonal_clashes(&plain_list(n)));
    let plain = |n: i64| joined(plain_list(n).iter().map(i64::to_string).collect(), " ");
    let (en, zh) = ("docs/large-n.md", "docs/zh/large-n.md");
    facts.extend([
        fact(en, "row", &spaced),
        fact(en, "stand", &rest_en),
        fact(en, "stand", last),
        fact(en, "different", differences.join(", ")),
        fact(en, "different", sums.join(", ")),
        fact(en, "is", format!("`{spaced}` is `{columns:?}`")),
        fact(en, "n = 8", plain(8)),
        fact(en, "pairs", clashes_8),
        fact(en, "n = 9", plain(9)),
        fact(en, "n = 9", clashes_9),
        fact(en, "would", plain(8)),
        fact(zh, "逐行得到", &spaced),
        fact(zh, "和", &rest_zh),
        fact(zh, "和", last),
        fact(zh, "col", differences.join("、")),
        fact(zh, "col", sums.join("、")),
        fact(zh, "就是", format!("`{spaced}` 就是 `{columns:?}`")),
        fact(zh, "n = 8", plain(8)),
        fact(zh, "对皇后在", clashes_8),
        fact(zh, "n = 9", plain(9)),
        fact(zh, "对", clashes_9),
    ]);
    // "and two more pairs like them": the pair of rows 2 and 5 and two more.
    assert_eq!(clashes_8, 3);
}

/// The facts of the pages this module checks.
pub(crate) fn facts() -> Facts {
    let mut facts = Facts::new();
    the_large_n_page_states_what_the_code_says(&mut facts);
    the_large_n_page_works_n_4_by_hand_right(&mut facts);
    facts
}

#[test]
fn the_pages_show_these_facts() {
    assert_facts(&facts());
}
