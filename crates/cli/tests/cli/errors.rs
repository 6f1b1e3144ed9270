//! Bad input: a one-line error naming the problem and the valid choices, exit status 2 for a
//! command line the tool does not understand, 1 for a request it refuses; never a panic.

use proptest::prelude::*;

use crate::{error_of, pin, run};

/// Usage errors: exit status 2.
const USAGE_ERRORS: &[(&str, &[&str])] = &[
    ("not-a-number", &["count", "eight"]),
    ("negative", &["solve", "-3"]),
    ("overflowing", &["count", "99999999999999999999999"]),
    ("empty", &["count", ""]),
    ("unknown-approach", &["solve", "8", "--approach", "bogosort"]),
    ("unknown-approach-in-list", &["compare", "8", "--approaches", "subset,quantum"]),
    ("limit-0", &["solve", "8", "--limit", "0"]),
    ("unknown-format", &["solve", "8", "--format", "xml"]),
    ("trace-brute-force", &["trace", "4", "--approach", "permutation"]),
    ("trace-too-large", &["trace", "9"]),
    ("threads-without-parallel", &["count", "8", "--threads", "2"]),
    ("shard-without-parallel", &["count", "8", "--approach", "backtrack-set", "--shard", "1/2"]),
    ("shard-0", &["count", "8", "--approach", "parallel", "--shard", "0/2"]),
    ("shard-not-a-shard", &["count", "8", "--approach", "parallel", "--shard", "half"]),
    ("threads-0", &["count", "8", "--approach", "parallel", "--threads", "0"]),
    ("unknown-flag", &["count", "8", "--fast"]),
    ("unknown-command", &["slove", "8"]),
    ("missing-n", &["count"]),
];

/// Refusals: exit status 1.
const REFUSALS: &[(&str, &[&str])] = &[
    ("subset-representation", &["solve", "9", "--approach", "subset"]),
    ("subset-representation-forced", &["count", "9", "--approach", "subset", "--force"]),
    ("bitmask-representation", &["count", "33", "--force"]),
    ("subset-budget", &["count", "7", "--approach", "subset"]),
    ("combination-budget", &["count", "9", "--approach", "combination"]),
    ("permutation-budget", &["solve", "14", "--approach", "permutation"]),
    ("backtrack-set-budget", &["count", "20", "--approach", "backtrack-set"]),
    ("parallel-budget", &["count", "22", "--approach", "parallel", "--shard", "1/2"]),
];

#[test]
fn usage_errors_exit_with_2() {
    for &(case, args) in USAGE_ERRORS {
        pin!(case, args, error_of(args, 2));
    }
}

#[test]
fn refusals_exit_with_1_and_say_how_to_go_on() {
    for &(case, args) in REFUSALS {
        let error = error_of(args, 1);
        if case.ends_with("budget") {
            assert!(error.contains("--force"), "{error}");
        }
        pin!(case, args, error);
    }
}

#[test]
fn no_command_prints_the_help_on_standard_error() {
    let output = run(&[]);
    assert_eq!(output.status.code(), Some(2));
    assert!(output.stdout.is_empty());
    assert!(String::from_utf8_lossy(&output.stderr).contains("Commands:"));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// Whatever is given for N that is not a whole number, the tool explains it in one line.
    #[test]
    fn any_n_that_is_not_a_whole_number_is_a_usage_error(n in "[a-z0-9 .,+_/-]{1,12}") {
        // A leading dash is an option (`-h` asks for help), unless digits follow.
        let digits_after_dash = n.strip_prefix('-').is_some_and(|rest| rest.bytes().all(|b| b.is_ascii_digit()));
        prop_assume!(n.parse::<usize>().is_err() && (!n.starts_with('-') || digits_after_dash));
        error_of(&["count", &n], 2);
    }
}
