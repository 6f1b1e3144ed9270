//! Bad input: a one-line error naming the problem and the valid choices, exit status 2 for a
//! command line the tool does not understand, 1 for a request it refuses; never a panic.

use proptest::prelude::*;

use crate::{error_of, run, stdout_of};

/// Usage errors: exit status 2.
pub(crate) const USAGE_ERRORS: &[(&str, &[&str])] = &[
    ("unknown-approach", &["solve", "8", "--approach", "bogosort"]),
    ("unknown-approach-in-list", &["compare", "8", "--approaches", "subset,quantum"]),
    ("unknown-format", &["solve", "8", "--format", "xml"]),
    ("trace-brute-force", &["trace", "4", "--approach", "permutation"]),
    ("trace-parallel", &["trace", "4", "--approach", "parallel"]),
    ("trace-unknown", &["trace", "4", "--approach", "bogosort"]),
    ("trace-only-unknown", &["trace", "4", "--only", "place,foo"]),
    ("threads-without-parallel", &["count", "8", "--threads", "2"]),
    ("shard-without-parallel", &["count", "8", "--approach", "backtrack-set", "--shard", "1/2"]),
    ("unknown-flag", &["count", "8", "--fast"]),
    ("unknown-command", &["slove", "8"]),
    ("missing-n", &["count"]),
    // The rarer command lines clap cannot read, one per kind of its errors.
    ("conflicting-flags", &["trace", "--boards", "--no-boards", "4"]),
    ("page-and-dir", &["man", "compare", "--dir", "/tmp"]),
    ("flag-twice", &["count", "8", "--force", "--force"]),
    ("option-twice", &["solve", "8", "--limit", "1", "--limit", "2"]),
    ("flag-with-a-value", &["count", "8", "--force=yes"]),
    ("option-without-its-value", &["solve", "8", "--format"]),
    ("empty-path", &["sum", ""]),
    ("value-with-a-suggestion", &["completions", "tcsh"]),
    ("seed-without-recount", &["sum", "-", "--seed", "1"]),
    ("command-after-dashes", &["--", "solve", "8"]),
    ("value-like-an-option", &["sum", "-x"]),
    ("help-of-an-unknown-command", &["help", "slove"]),
];

/// Every number the command line takes, as the words before it: each gets the same bad values
/// in [`BAD_NUMBERS`] (and `--shard`, whose value is two numbers, those of [`BAD_SHARDS`]).
pub(crate) const NUMBER_ARGUMENTS: &[&[&str]] = &[
    &["solve"],
    &["count"],
    &["compare"],
    &["trace"],
    &["explore"],
    &["place"],
    &["check", "--n"],
    &["solve", "8", "--limit"],
    &["trace", "4", "--until-solution"],
    &["count", "8", "-a", "parallel", "--threads"],
    &["sum", "-", "--recount"],
    &["sum", "-", "--recount", "1", "--seed"],
    &["place", "8", "--seed"],
];

/// What a number on the command line may wrongly be: negative, text, empty, zero (wrong only
/// where zero makes no sense), a fraction, one past the largest of its range, and beyond any
/// whole number the tool holds.
pub(crate) const BAD_NUMBERS: [&str; 7] =
    ["-1", "eight", "", "0", "1.5", "PAST", "99999999999999999999999"];

/// What `--shard I/K` may wrongly be, each number and the form.
pub(crate) const BAD_SHARDS: [&str; 10] =
    ["0/4", "5/4", "-1/4", "x/4", "1.5/4", "1/0", "1/-4", "1/x", "half", "1/"];

#[test]
fn every_number_gets_the_same_words_from_every_command() {
    // One table: each command line, and the one line it gets, or that the command line accepts
    // it (zero is a board size, and a seed).
    let mut table = Vec::new();
    let mut line = |args: Vec<&str>| {
        let output = run(&args);
        let code = output.status.code();
        let stderr = String::from_utf8_lossy(&output.stderr).trim_end().to_string();
        // A number the command line takes may still be refused by the command (status 1:
        // `check --n 0` with no input): the table is about the command line.
        let shown = if code == Some(2) {
            assert_eq!(stderr.lines().count(), 1, "nqueens {args:?}: {stderr}");
            assert!(!stderr.contains("panicked"), "nqueens {args:?}: {stderr}");
            stderr
        } else {
            assert!(matches!(code, Some(0 | 1)), "nqueens {args:?}: {code:?} {stderr}");
            "accepted".to_string()
        };
        table.push(format!(
            "nqueens {}
  {shown}",
            args.join(" ")
        ));
    };
    for &before in NUMBER_ARGUMENTS {
        // One past the largest number of the argument's range, as its message says it.
        let largest = run(&[before, &["99999999999999999999999"]].concat());
        let message = String::from_utf8_lossy(&largest.stderr).to_string();
        let past = message
            .split(" to ")
            .nth(1)
            .and_then(|rest| rest.split(", such as").next())
            // The largest u64 is said as 2^64 − 1, not in twenty digits.
            .and_then(|largest| match largest {
                "2^64 − 1" => Some(u128::from(u64::MAX)),
                _ => largest.replace(',', "").parse::<u128>().ok(),
            })
            .map(|largest| (largest + 1).to_string())
            .unwrap_or_else(|| panic!("no range in {message}"));
        for bad in BAD_NUMBERS {
            let value = if bad == "PAST" { past.as_str() } else { bad };
            line([before, &[value]].concat());
        }
    }
    for shard in BAD_SHARDS {
        line(vec!["count", "8", "-a", "parallel", "--shard", shard]);
    }
    insta::assert_snapshot!("numbers", table.join("\n"));
}

/// Refusals: exit status 1. The budget cases are the first n that the tool refuses without
/// --force for each approach, as the approaches' pages list them.
pub(crate) const REFUSALS: &[(&str, &[&str])] = &[
    ("subset-representation", &["solve", "9", "--approach", "subset"]),
    ("subset-representation-forced", &["count", "9", "--approach", "subset", "--force"]),
    ("bitmask-representation", &["count", "33", "--force"]),
    ("subset-budget", &["count", "7", "--approach", "subset"]),
    ("subset-out-of-reach", &["count", "8", "--approach", "subset"]),
    ("combination-budget", &["count", "9", "--approach", "combination"]),
    ("combination-budget-with-limit", &["solve", "9", "--approach", "combination", "--limit", "1"]),
    ("permutation-budget", &["solve", "14", "--approach", "permutation"]),
    ("backtrack-set-budget", &["count", "16", "--approach", "backtrack-set"]),
    ("backtrack-array-budget", &["count", "17", "--approach", "backtrack-array"]),
    ("backtrack-bitmask-budget", &["count", "19"]),
    ("parallel-budget", &["count", "20", "--approach", "parallel"]),
    ("parallel-shard-budget", &["count", "22", "--approach", "parallel", "--shard", "1/2"]),
    ("parallel-solve-budget", &["solve", "18", "--approach", "parallel"]),
    // A shard is never cheaper than one task, and holds at least one.
    (
        "parallel-shard-of-one-task",
        &["count", "24", "--approach", "parallel", "--shard", "1/20000"],
    ),
    (
        "parallel-shard-beyond-the-tasks",
        &["count", "28", "-a", "parallel", "--shard", "1/10000000000"],
    ),
    // A limit is priced up to the solution it stops at; one beyond every solution is none.
    ("limit-beyond-every-solution", &["solve", "28", "--limit", "18446744073709551615"]),
    ("limit-first-solution-unknown", &["solve", "36", "--limit", "1", "-a", "backtrack-set"]),
    (
        "limit-first-solution-not-searched",
        &["solve", "100", "--limit", "1", "-a", "backtrack-array"],
    ),
    // Writing is priced, by format, and a large output refused with its size.
    ("output-budget", &["solve", "15", "--images"]),
    ("count-unique-budget", &["count", "17", "--unique"]),
    ("output-size", &["solve", "16"]),
    // A limit is priced from where its solutions were found to lie, not from the average.
    ("limit-sparse", &["solve", "26", "--limit", "91119499", "--format", "columns"]),
    ("limit-sparse-array", &["solve", "26", "-a", "backtrack-array", "--limit", "1074497"]),
    ("limit-dlx-budget", &["solve", "26", "-a", "backtrack-dlx", "--limit", "2352205"]),
    ("limit-unique-budget", &["solve", "26", "--unique", "--limit", "100000000"]),
    // SAT's first solution where it was not found within its measurement.
    ("sat-first-solution-budget", &["solve", "36", "-a", "sat", "--limit", "1"]),
    ("sat-first-solution-not-found", &["solve", "22", "-a", "sat", "--limit", "1"]),
];

#[test]
fn usage_errors_exit_with_2() {
    // One table: each case, its command line and the one line it gets.
    let table: String = USAGE_ERRORS
        .iter()
        .map(|&(case, args)| {
            format!("{case}: nqueens {}\n  {}", args.join(" "), error_of(args, 2).trim_end())
        })
        .collect::<Vec<_>>()
        .join("\n");
    insta::assert_snapshot!("usage-errors", table);
}

#[test]
fn refusals_exit_with_1_and_say_how_to_go_on() {
    // One table: each case, its command line and the one line it gets.
    let mut table = Vec::new();
    for &(case, args) in REFUSALS {
        let error = error_of(args, 1);
        if case.contains("budget") || case.ends_with("out-of-reach") {
            assert!(error.contains("--force"), "{error}");
        }
        table.push(format!("{case}: nqueens {}\n  {}", args.join(" "), error.trim_end()));
    }
    insta::assert_snapshot!("refusals", table.join("\n"));
}

#[test]
fn every_n_up_to_the_practical_n_runs_without_force_and_every_larger_n_is_refused() {
    for &solver in nqueens_approaches::APPROACHES {
        let info = solver.info();
        let id = info.id;
        let practical = nqueens_cli::practical_n(solver);
        // The model prices a larger board higher: the boards counted without --force are the
        // first ones, with no gap, so the practical n is one edge and not a guess. Running them
        // takes up to a minute or so each: ask the tool's own rule instead.
        for n in 0..=info.max_n {
            let refused = nqueens_cli::count_refusal(solver, n).is_some();
            assert_eq!(refused, n > practical, "{id} at n = {n} (practical n {practical})");
        }
        // Every approach reaches a board too large to count in the budget before it reaches
        // its largest n, and the tool says so, in the words of the rule.
        let beyond = practical + 1;
        assert!(beyond <= info.max_n, "{id}: n = {beyond} is not even representable");
        let error = error_of(&["count", &beyond.to_string(), "--approach", id], 1);
        assert!(error.contains(&format!("{id} at n = {beyond} would")), "{error}");
        assert!(error.contains("--force"), "{error}");
        assert_eq!(
            nqueens_cli::count_refusal(solver, beyond).as_deref(),
            error.strip_prefix("error: ").map(str::trim_end)
        );
    }
}

#[test]
fn a_small_limit_lifts_the_budget_of_a_backtracking_search_only() {
    // The whole search would take hours, the first solution a few milliseconds.
    let first = stdout_of(&["solve", "20", "--limit", "1", "--format", "columns"]);
    let columns: Vec<u8> =
        first.split_whitespace().map(|col| col.parse::<u8>().expect("a column")).collect();
    assert_eq!(columns.len(), 20);
    assert_eq!(nqueens_core::check(&columns), Ok(()));
    // Without the limit the same run is refused.
    error_of(&["solve", "20", "--format", "columns"], 1);
}

/// The estimate `solve --estimate` prints: seconds and bytes.
fn estimate(args: &[&str]) -> (f64, f64) {
    let args: Vec<&str> = args.iter().copied().chain(["--estimate"]).collect();
    let text = stdout_of(&args);
    let numbers: Vec<f64> =
        text.split_whitespace().map(|number| number.parse().expect("a number")).collect();
    assert_eq!(numbers.len(), 2, "{text}");
    (numbers[0], numbers[1])
}

#[test]
fn the_estimate_prices_the_output_and_the_first_solution_of_a_scan() {
    // Writing n = 14's 365,596 boards costs more than finding them, and more in a longer format.
    let (columns, columns_bytes) = estimate(&["solve", "14", "--format", "columns"]);
    let (boards, boards_bytes) = estimate(&["solve", "14"]);
    assert!(boards > 2.0 * columns, "{boards} {columns}");
    assert_eq!(columns_bytes, 365_596.0 * 32.0);
    assert!(boards_bytes > 365_596.0 * 900.0, "{boards_bytes}");
    // The permutation scan meets its first solution of n = 13 after 47 million of its 6.2
    // billion candidates: a second or two, not the whole scan's three minutes.
    let (first, _) = estimate(&["solve", "13", "-a", "permutation", "--limit", "1"]);
    assert!(first < 5.0, "{first}");
    // A refused run is refused with --estimate too.
    error_of(&["solve", "16", "--estimate"], 1);
}

#[test]
fn signs_do_not_change_a_whole_number() {
    assert_eq!(
        stdout_of(&["solve", "+5", "--format", "columns"]),
        stdout_of(&["solve", "5", "--format", "columns"])
    );
    assert!(stdout_of(&["count", "-0", "--format", "json"]).starts_with("{\"version\":1,\"n\":0,"));
    assert_eq!(
        stdout_of(&["solve", "8", "--limit", "+2", "--format", "columns"]).lines().count(),
        2
    );
}

#[test]
fn no_command_prints_the_usage_and_a_hint_on_standard_error() {
    let output = run(&[]);
    assert_eq!(output.status.code(), Some(2));
    assert!(output.stdout.is_empty());
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        "Usage: nqueens [OPTIONS] <COMMAND>\nA command is needed: try `nqueens compare 8`, or \
         `nqueens --help` for every command.\n"
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// Whatever is given for N that is not a whole number of 0 or more, the tool explains it
    /// in one line.
    #[test]
    fn any_n_that_is_not_a_whole_number_is_a_usage_error(n in "[a-z0-9 .,+_/-]{1,12}") {
        // A leading dash is an option (`-h` asks for help), unless digits follow.
        let digits_after_dash = n.strip_prefix('-').is_some_and(|rest| rest.bytes().all(|b| b.is_ascii_digit()));
        let whole = n.parse::<i128>().is_ok_and(|n| n >= 0);
        prop_assume!(!whole && (!n.starts_with('-') || digits_after_dash));
        error_of(&["count", &n], 2);
    }
}

#[test]
fn an_id_in_another_case_is_matched_and_a_placer_named_where_an_approach_belongs_says_so() {
    assert_eq!(
        stdout_of(&["solve", "6", "--approach", "SAT"]),
        stdout_of(&["solve", "6", "--approach", "sat"])
    );
    assert_eq!(
        stdout_of(&["place", "12", "--approach", "Min-Conflicts", "--seed", "1"]),
        stdout_of(&["place", "12", "--approach", "min-conflicts", "--seed", "1"])
    );
    for command in ["count", "solve", "compare"] {
        let flag = if command == "compare" { "--approaches" } else { "--approach" };
        let message = error_of(&[command, "8", flag, "construction"], 2);
        assert!(
            message.contains("places one solution") && message.contains("nqueens place 8")
                || message.contains("nqueens place N --approach construction"),
            "{command}: {message}"
        );
    }
}
