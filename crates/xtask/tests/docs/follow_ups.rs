//! The follow-up questions of the interview chapter as tested code (`docs/interview/follow-ups/`):
//! the Rust sheet held to the OEIS, the file that `.ci/interview` compares every language's
//! answers with (`docs/interview/follow-ups.txt`) written from the OEIS, and the wrong answers of
//! the halved count that the page quotes, computed from the crates.

use std::fmt::Write;
use std::fs;

use nqueens_core::sequences::{TOTAL_SOLUTIONS, UNIQUE_SOLUTIONS};

use crate::facts::{Facts, assert_facts, fact};
use crate::follow_ups_sheet as sheet;
use crate::prose::approach;
use crate::{REGENERATE, regenerating, workspace_root};

/// The last n the sheets of every language print (`harness/follow_ups.*`), from n = 0.
const LAST_N: usize = 10;

/// The file of expected answers, from the workspace root.
const EXPECTED: &str = "docs/interview/follow-ups.txt";

/// The first solution of n in the crates' order, as the sheets print it: `[1,3,0,2]`, or
/// `none`.
fn first_of_the_crates(n: usize) -> String {
    let solutions = approach("backtrack-array").solutions(n).expect("n is small");
    solutions.first().map_or("none".to_string(), |solution| {
        let columns: Vec<String> = solution.columns().iter().map(u8::to_string).collect();
        format!("[{}]", columns.join(","))
    })
}

/// What every language's sheet must print for n = 0 to [`LAST_N`]: the first solution of the
/// crates, and the counts of the OEIS (A000170 twice, A002562).
fn expected() -> String {
    let mut text = String::new();
    for n in 0..=LAST_N {
        let (total, unique) = (TOTAL_SOLUTIONS[n], UNIQUE_SOLUTIONS[n]);
        writeln!(text, "first({n}) = {}", first_of_the_crates(n)).expect("a String grows");
        writeln!(text, "stack({n}) = {total}\nmirror({n}) = {total}\nunique({n}) = {unique}")
            .expect("a String grows");
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
        let small = u32::try_from(n).expect("a small n");
        let (total, unique) = (TOTAL_SOLUTIONS[n], UNIQUE_SOLUTIONS[n]);
        assert_eq!(sheet::total_iterative(small), total, "total_iterative({n})");
        assert_eq!(sheet::total_by_mirror(small), total, "total_by_mirror({n})");
        assert_eq!(sheet::total_unique(n), unique, "total_unique({n})");
        let first = sheet::first_solution(n).map(|queens| {
            let columns: Vec<String> = queens.iter().map(usize::to_string).collect();
            format!("[{}]", columns.join(","))
        });
        assert_eq!(first.unwrap_or_else(|| "none".to_string()), first_of_the_crates(n));
    }
}

/// The interview page's numbers of the mirror count, which this sheet answers.
pub(crate) fn facts() -> Facts {
    let mut facts = why_eight_does_not_divide();
    facts.extend(what_the_wrong_halving_gives());
    facts
}

#[test]
fn the_page_quotes_why_eight_does_not_divide_and_what_the_wrong_halving_gives() {
    assert_facts(&facts());
}

fn why_eight_does_not_divide() -> Facts {
    // Symmetric boards have fewer than eight distinct images, so total / 8 is not the answer.
    let (total8, unique8) = (TOTAL_SOLUTIONS[8], UNIQUE_SOLUTIONS[8]);
    let (total6, unique6) = (TOTAL_SOLUTIONS[6], UNIQUE_SOLUTIONS[6]);
    assert_ne!(total8, 8 * unique8);
    assert_eq!(unique6, 1, "the page says the solutions of n = 6 are one class");
    let quotient = total8 as f64 / 8.0;
    let (en, zh) = ("docs/interview.md", "docs/zh/interview.md");
    vec![
        fact(en, "n = 8", format!("{total8} / 8 = {quotient}")),
        fact(en, "classes", unique8),
        fact(en, "solutions of n = 6", total6),
        fact(zh, "n = 8", format!("{total8} / 8 = {quotient}")),
        fact(zh, "类", unique8),
        fact(zh, "个解是同一类", total6),
    ]
}

/// The solutions of n whose first queen is in each column.
fn first_queens(n: usize) -> Vec<u64> {
    let mut by_column = vec![0; n];
    for solution in approach("backtrack-bitmask").solutions(n).expect("n is small") {
        by_column[usize::from(solution.columns()[0])] += 1;
    }
    by_column
}

fn what_the_wrong_halving_gives() -> Facts {
    let mut facts = Vec::new();
    for n in [5, 7, 9] {
        let by_column = first_queens(n);
        let left: u64 = by_column[..n / 2].iter().sum();
        // The middle column left out, or counted as part of the left half.
        let (without, with) = (2 * left, 2 * (left + by_column[n / 2]));
        let total = TOTAL_SOLUTIONS[n];
        assert_ne!(without, total);
        assert_ne!(with, total);
        let at = format!("n = {n}");
        facts.extend([
            fact("docs/interview.md", &at, format!("{without} or {with}")),
            fact("docs/interview.md", &at, total),
            fact("docs/zh/interview.md", &at, format!("{without} 或 {with}")),
            fact("docs/zh/interview.md", &at, total),
        ]);
    }
    facts
}
