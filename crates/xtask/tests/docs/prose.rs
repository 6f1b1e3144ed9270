//! What the checks of numbers in prose share: numbers as the pages write them, and the
//! approaches the pages write about.

use nqueens_approaches::{APPROACHES, find};
use nqueens_core::{Kind, Solution, Solver, Work, WorkCounts};

use crate::generated::separated;

/// A small number as the prose writes it: `six`.
pub(crate) fn in_words(value: usize) -> &'static str {
    const WORDS: [&str; 13] = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve",
    ];
    WORDS.get(value).copied().unwrap_or_else(|| panic!("write {value} in words"))
}

/// A word with its first letter in upper case: `Twelve`.
pub(crate) fn capitalized(word: &str) -> String {
    let mut letters = word.chars();
    letters.next().map_or(String::new(), |first| first.to_uppercase().chain(letters).collect())
}

/// A large amount rounded as the prose writes it: `6.9e10`.
pub(crate) fn rounded(value: f64) -> String {
    format!("{value:.1e}")
}

/// The exact size of a search space.
pub(crate) fn exact(work: Work) -> u128 {
    work.exact.expect("an exact size")
}

/// The exact size of a search space, as the prose writes it: `4,426,165,368`.
pub(crate) fn exactly(work: Work) -> String {
    separated(exact(work))
}

/// The number of ways to choose `k` of `m` things, C(m, k).
pub(crate) fn binomial(m: u128, k: u128) -> u128 {
    (0..k).fold(1, |value, i| value * (m - i) / (i + 1))
}

/// The registered approach with this id.
pub(crate) fn approach(id: &str) -> &'static dyn Solver {
    find(id).unwrap_or_else(|| panic!("no approach `{id}`"))
}

/// The work counts of a whole search of `id` at n.
pub(crate) fn work_of(id: &str, n: usize) -> WorkCounts {
    approach(id).count_with_work(n).expect("n is small")
}

/// `value` in binary with at least `digits` digits, in groups of four from the right joined by
/// `separator`: `1100 0010`, `11 0010`.
pub(crate) fn binary(value: u64, digits: usize, separator: &str) -> String {
    let plain = format!("{value:0digits$b}");
    let mut groups: Vec<&str> = Vec::new();
    let mut end = plain.len();
    while end > 0 {
        let start = end.saturating_sub(4);
        groups.push(&plain[start..end]);
        end = start;
    }
    groups.reverse();
    groups.join(separator)
}

/// A list of numbers as the prose writes it: `1, 6 and 7`.
pub(crate) fn listed(values: &[u32]) -> String {
    let words: Vec<String> = values.iter().map(u32::to_string).collect();
    match words.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => words.join(""),
    }
}

/// The boards of `solutions` side by side as the pages draw them (one row of each per line,
/// `Q` for a queen and `.` for an empty cell), as [`flowing`] text.
pub(crate) fn drawn(solutions: &[&Solution]) -> String {
    let boards: Vec<Vec<String>> =
        solutions.iter().map(|solution| solution.to_leetcode()).collect();
    let n = solutions.first().map_or(0, |solution| solution.n());
    let mut cells = Vec::new();
    for row in 0..n {
        for board in &boards {
            cells.extend(board[row].chars().map(String::from));
        }
    }
    cells.join(" ")
}

/// The backtracking approaches that walk the plain tree: every approach that counts nodes,
/// except the parallel counter.
pub(crate) fn backtracking_searches() -> Vec<&'static dyn Solver> {
    APPROACHES
        .iter()
        .copied()
        .filter(|approach| approach.info().kind == Kind::Backtracking)
        .collect()
}

/// The classes of the solutions for n = 8 by size, largest first, as `solve 8 --unique` adds
/// them up: `["11 × 8", "1 × 4"]`.
pub(crate) fn class_sizes_of_8() -> Vec<String> {
    let mut sizes: Vec<usize> = approach("backtrack-bitmask")
        .solutions(8)
        .expect("8 is small")
        .iter()
        .filter(|solution| solution.is_canonical())
        .map(nqueens_core::Solution::class_size)
        .collect();
    sizes.sort_unstable_by(|a, b| b.cmp(a));
    let mut terms: Vec<(usize, usize)> = Vec::new();
    for size in sizes {
        match terms.last_mut() {
            Some((count, last)) if *last == size => *count += 1,
            _ => terms.push((1, size)),
        }
    }
    terms.iter().map(|(count, size)| format!("{count} × {size}")).collect()
}
