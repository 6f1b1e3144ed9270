//! `nqueens solve`: every format, tiny boards, unique solutions, limits, every approach.

use nqueens_core::sequences::TOTAL_SOLUTIONS;
use nqueens_core::{Solution, check};
use serde_json::Value;

use crate::{parse_columns, pin, stdout_of};

const FORMATS: [&str; 4] = ["board", "leetcode", "json", "columns"];

#[test]
fn every_format_for_n_4() {
    for format in FORMATS {
        let args = ["solve", "4", "--format", format];
        pin!(format, args, stdout_of(&args));
    }
}

#[test]
fn the_empty_board_and_the_boards_without_solutions_in_every_format() {
    for n in ["0", "2", "3"] {
        for format in FORMATS {
            let args = ["solve", n, "--format", format];
            pin!(format!("{n}-{format}"), args, stdout_of(&args));
        }
    }
}

#[test]
fn the_board_format_sums_up_unique_and_limited_runs() {
    for args in [
        ["solve", "6", "--unique", "--approach", "backtrack-set"],
        ["solve", "8", "--unique", "--limit", "2"],
    ] {
        pin!(args[1..].join("-"), args, stdout_of(&args));
    }
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
    for id in nqueens_cli::ids() {
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
