//! The follow-up questions of the interview chapter as tested code (`docs/interview/follow-ups/`):
//! the Rust sheet held to the OEIS, the file that `.ci/interview` compares every language's
//! answers with (`docs/interview/follow-ups.txt`) written from the OEIS, and the wrong answers of
//! the halved count that the page quotes, computed from the crates.

use std::fmt::Write;
use std::fs;

use nqueens_core::sequences::TOTAL_SOLUTIONS;

use crate::follow_ups_sheet as sheet;
use crate::prose::approach;
use crate::{REGENERATE, assert_pages_say, regenerating, workspace_root};

/// The last n the sheets of every language print (`harness/follow_ups.*`), from n = 0.
const LAST_N: usize = 10;

/// The file of expected answers, from the workspace root.
const EXPECTED: &str = "docs/interview/follow-ups.txt";

/// What every language's sheet must print for n = 0 to [`LAST_N`], from the OEIS.
fn expected() -> String {
    let mut text = String::new();
    for n in 0..=LAST_N {
        writeln!(text, "mirror({n}) = {}", TOTAL_SOLUTIONS[n]).expect("a String grows");
    }
    text
}

#[test]
fn the_expected_answers_are_the_oeis() {
    let path = workspace_root().join(EXPECTED);
    let current = fs::read_to_string(&path).unwrap_or_default();
    let expected = expected();
    if regenerating() && current != expected {
        fs::write(&path, &expected).expect("docs/interview is writable");
    } else {
        assert_eq!(current, expected, "{EXPECTED} is out of date; regenerate with {REGENERATE}");
    }
}

#[test]
fn the_rust_sheet_answers_as_the_oeis() {
    for n in 0..=12 {
        let count = sheet::total_by_mirror(u32::try_from(n).expect("a small n"));
        assert_eq!(count, TOTAL_SOLUTIONS[n], "total_by_mirror({n})");
    }
}

/// The solutions of n whose first queen is in each column.
fn first_queens(n: usize) -> Vec<u64> {
    let mut by_column = vec![0; n];
    for solution in approach("backtrack-bitmask").solutions(n).expect("n is small") {
        by_column[usize::from(solution.columns()[0])] += 1;
    }
    by_column
}

#[test]
fn the_page_quotes_what_the_wrong_halving_gives() {
    let mut checks = Vec::new();
    for n in [5, 7, 9] {
        let by_column = first_queens(n);
        let left: u64 = by_column[..n / 2].iter().sum();
        // The middle column left out, or counted as part of the left half.
        let (without, with) = (2 * left, 2 * (left + by_column[n / 2]));
        let total = TOTAL_SOLUTIONS[n];
        assert_ne!(without, total);
        assert_ne!(with, total);
        checks.push((
            "docs/interview.md",
            format!("n = {n} gives {without} or {with} instead of {total}"),
        ));
        checks.push((
            "docs/zh/interview.md",
            format!("n = {n} 时得到 {without} 或 {with}，而不是 {total}"),
        ));
    }
    assert_pages_say(&checks);
}
