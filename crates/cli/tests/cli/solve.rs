//! `nqueens solve`: every format, tiny boards, unique solutions, limits, every approach.

use nqueens_core::sequences::TOTAL_SOLUTIONS;
use nqueens_core::{Solution, check};
use serde_json::Value;

use crate::{parse_columns, pin, run, stdout_of};

const FORMATS: [&str; 5] = ["board", "leetcode", "hello-algo", "json", "columns"];

#[test]
fn every_format_for_n_4() {
    for format in FORMATS {
        let args = ["solve", "4", "--format", format];
        pin!(format, args, stdout_of(&args));
    }
}

#[test]
fn the_empty_board_and_the_boards_without_solutions_in_every_format() {
    let mut table = Vec::new();
    for n in ["0", "2", "3"] {
        for format in FORMATS {
            let args = ["solve", n, "--format", format];
            if matches!(format, "columns" | "hello-algo") && n != "0" {
                // Nothing on standard output, and a note for the person on standard error.
                let output = run(&args);
                assert!(output.status.success());
                assert_eq!(String::from_utf8_lossy(&output.stdout), "");
                let note = String::from_utf8_lossy(&output.stderr);
                assert!(note.starts_with(&format!("note: no solutions for n = {n}:")), "{note}");
                assert_eq!(note.lines().count(), 1, "{note}");
            } else {
                let output = stdout_of(&args);
                let shown: Vec<String> = output.lines().map(|line| format!("  | {line}")).collect();
                table.push(format!("nqueens {}\n{}", args.join(" "), shown.join("\n")));
            }
        }
    }
    // One table: each command line and what it writes.
    insta::assert_snapshot!("empty-and-unsolvable", table.join("\n"));
}

#[test]
fn the_board_format_sums_up_unique_and_limited_runs() {
    for args in [
        ["solve", "6", "--unique", "--approach", "backtrack-set"].as_slice(),
        &["solve", "8", "--unique", "--limit", "2"],
        &["solve", "8", "--unique"],
        &["solve", "4", "--unique", "--images"],
        &["solve", "8", "--unique", "--images", "--limit", "1"],
    ] {
        pin!(args[1..].join("-"), args, stdout_of(args));
    }
}

#[test]
fn the_classes_of_the_unique_solutions_add_up_to_every_solution() {
    for (n, &total) in TOTAL_SOLUTIONS.iter().enumerate().take(11).filter(|(_, total)| **total > 0)
    {
        let args = ["solve", &n.to_string(), "--unique"].map(str::to_string);
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let output = stdout_of(&args);
        let last = output.lines().last().unwrap_or_default();
        let noun = if total == 1 { "board" } else { "boards" };
        assert!(last.ends_with(&format!("= {total} {noun}.")), "n = {n}: {last}");
    }
}

#[test]
fn images_are_drawn_only_as_boards() {
    let output = run(&["solve", "4", "--images", "--format", "columns"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("--images"));
}

/// The sentence that sums up the board format (followed, for unique solutions, by the sizes of
/// their classes).
fn summary(args: &[&str]) -> String {
    let output = stdout_of(args);
    output.lines().rfind(|line| line.contains(" for n = ")).unwrap_or_default().to_string()
}

#[test]
fn the_limit_is_named_only_when_it_stopped_the_search() {
    for args in [
        ["solve", "8", "--limit", "3"].as_slice(),
        &["solve", "8", "--unique", "--limit", "11"],
        &["solve", "8", "--limit", "91", "--approach", "permutation"],
    ] {
        assert!(summary(args).contains("stopped by --limit"), "{args:?}: {}", summary(args));
    }
    // A limit that every solution fits, exactly or with room to spare, stopped nothing.
    for args in [
        ["solve", "8", "--limit", "92"].as_slice(),
        &["solve", "8", "--limit", "93"],
        &["solve", "6", "--unique", "--limit", "1"],
        &["solve", "8", "--unique", "--limit", "12", "--approach", "backtrack-array"],
        &["solve", "1", "--limit", "1"],
    ] {
        assert!(!summary(args).contains("--limit"), "{args:?}: {}", summary(args));
    }
    assert_eq!(
        summary(&["solve", "8", "--limit", "3"]),
        "3 solutions for n = 8, found by backtrack-bitmask; stopped by --limit 3, of 92 in all."
    );
}

#[test]
fn leetcode_output_is_exactly_problem_51() {
    assert_eq!(
        stdout_of(&["solve", "4", "--format", "leetcode"]),
        "[[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"],[\"..Q.\",\"Q...\",\"...Q\",\".Q..\"]]\n"
    );
}

#[test]
fn n_8_has_twelve_unique_solutions_each_canonical() {
    let solutions = parse_columns(&stdout_of(&["solve", "8", "--unique", "--format", "columns"]));
    assert_eq!(solutions.len(), 12);
    for columns in &solutions {
        assert_eq!(check(columns), Ok(()), "{columns:?}");
        assert!(Solution::from(columns.as_slice()).is_canonical(), "{columns:?}");
    }
    assert!(solutions.is_sorted(), "unique solutions keep the lexicographic order");
}

#[test]
fn every_approach_lists_the_same_valid_solutions_in_lexicographic_order() {
    let n = 5;
    for id in nqueens_approaches::ids() {
        let solutions = parse_columns(&stdout_of(&[
            "solve",
            &n.to_string(),
            "--approach",
            id,
            "--format",
            "columns",
        ]));
        assert_eq!(solutions.len() as u64, TOTAL_SOLUTIONS[n], "{id}");
        for columns in &solutions {
            assert_eq!(columns.len(), n, "{id}");
            assert_eq!(check(columns), Ok(()), "{id}: {columns:?}");
        }
        assert!(solutions.windows(2).all(|pair| pair[0] < pair[1]), "{id} is not in order");
    }
}

#[test]
fn limit_stops_after_the_first_solutions() {
    let all = stdout_of(&["solve", "8", "--format", "columns"]);
    let first: Vec<&str> = all.lines().take(3).collect();
    let limited = stdout_of(&["solve", "8", "--format", "columns", "--limit", "3"]);
    assert_eq!(limited.lines().collect::<Vec<_>>(), first);
    assert_eq!(all.lines().count(), 92);
}

#[test]
fn json_holds_every_solution_and_its_count() {
    let output = stdout_of(&["solve", "6", "--format", "json", "--approach", "backtrack-array"]);
    let json: Value = serde_json::from_str(&output).expect("valid JSON");
    assert_eq!(json["n"], 6);
    assert_eq!(json["approach"], "backtrack-array");
    assert_eq!(json["unique"], false);
    let solutions = json["solutions"].as_array().expect("an array of solutions");
    assert_eq!(json["count"], solutions.len());
    assert_eq!(solutions.len() as u64, TOTAL_SOLUTIONS[6]);
    for solution in solutions {
        let columns: Vec<u8> = serde_json::from_value(solution.clone()).expect("columns");
        assert_eq!(check(&columns), Ok(()), "{columns:?}");
    }
}
