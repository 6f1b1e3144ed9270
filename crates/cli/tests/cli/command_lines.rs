//! Generated command lines, as a hostile or careless user types them: whatever the tool is
//! given, it never panics, exits with 0, 1 or 2, and explains an error in one line on standard
//! error with nothing on standard output.

use std::time::Duration;

use proptest::prelude::*;

/// What a user may type where a number is expected.
const NUMBERS: &[&str] = &[
    "0",
    "1",
    "2",
    "3",
    "4",
    "5",
    "6",
    "7",
    "8",
    "9",
    "10",
    "+5",
    "08",
    "-0",
    "-1",
    "257",
    "18446744073709551615",
    "99999999999999999999999",
    "",
    "eight",
    "8.5",
    " 8",
    "\u{1b}[2J",
    "no\nsuch",
    "1e3",
    "0x10",
];

/// What a user may type after `--approach`.
const APPROACHES: &[&str] = &[
    "subset",
    "combination",
    "permutation",
    "backtrack-set",
    "backtrack-array",
    "backtrack-bitmask",
    "parallel",
    "backtrack-board",
    "construction",
    "min-conflicts",
    "bogosort",
    "",
    "PARALLEL",
    "\u{1b}[31mred",
];

/// Flags and their values, any of which may follow a command.
fn flag() -> impl Strategy<Value = Vec<String>> {
    let number = prop::sample::select(NUMBERS).prop_map(str::to_string);
    let approach = prop::sample::select(APPROACHES).prop_map(str::to_string);
    let format = prop::sample::select(
        &["board", "json", "columns", "leetcode", "csv", "table", "text", "xml", ""][..],
    )
    .prop_map(str::to_string);
    let shard = prop::sample::select(
        &["1/2", "2/2", "0/2", "3/2", "1/0", "1/10000000000", "half", "1/", "/2", "1/2/3"][..],
    )
    .prop_map(str::to_string);
    prop_oneof![
        approach.prop_map(|id| vec!["--approach".to_string(), id]),
        format.prop_map(|format| vec!["--format".to_string(), format]),
        number.clone().prop_map(|limit| vec!["--limit".to_string(), limit]),
        number.clone().prop_map(|threads| vec!["--threads".to_string(), threads]),
        shard.prop_map(|shard| vec!["--shard".to_string(), shard]),
        Just(vec!["--unique".to_string()]),
        Just(vec!["--no-boards".to_string()]),
        Just(vec!["--only".to_string(), "solution,dead-end".to_string()]),
        number.prop_map(|seed| vec!["--seed".to_string(), seed]),
        Just(vec!["--bogus".to_string()]),
        Just(vec!["--approaches".to_string(), "subset,parallel,nope".to_string()]),
    ]
}

/// A command line: a command, a board size, and up to three flags.
fn command_line() -> impl Strategy<Value = Vec<String>> {
    let command = prop::sample::select(
        &[
            "solve",
            "count",
            "compare",
            "trace",
            "explore",
            "approaches",
            "sum",
            "place",
            "check",
            "help",
            "bogus",
        ][..],
    );
    let n = prop::sample::select(NUMBERS);
    (command, n, prop::collection::vec(flag(), 0..=3)).prop_map(|(command, n, flags)| {
        let mut line = vec![command.to_string(), n.to_string()];
        line.extend(flags.into_iter().flatten());
        line
    })
}

/// Whether the line asks for a run that the tool accepts but that takes more than a few seconds
/// (`count 8 --approach combination` takes about half a minute, several on a loaded machine):
/// the property is how the tool ends, not how long it runs.
fn is_long(line: &[String]) -> bool {
    let Some(n) = line.get(1).and_then(|n| n.trim_start_matches('+').parse::<usize>().ok()) else {
        return false;
    };
    let id = line
        .windows(2)
        .rfind(|pair| pair[0] == "--approach")
        .map_or(nqueens_approaches::DEFAULT_ID, |pair| pair[1].as_str());
    nqueens_approaches::find(id).is_some_and(|solver| {
        n <= solver.info().max_n
            && solver.estimated_seconds(n).max(solver.estimated_listing_seconds(n)) > 5.0
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn every_command_line_ends_well_or_explains_itself(line in command_line()) {
        prop_assume!(!is_long(&line));
        let output = assert_cmd::cargo::cargo_bin_cmd!("nqueens")
            .args(&line)
            .write_stdin("")
            .timeout(Duration::from_secs(60))
            .output()
            .expect("the binary runs");
        let stderr = String::from_utf8_lossy(&output.stderr);
        let code = output.status.code();
        prop_assert!(!stderr.contains("panicked"), "{line:?}: {stderr}");
        prop_assert!(matches!(code, Some(0..=2)), "{line:?}: exit {code:?}: {stderr}");
        if code != Some(0) {
            prop_assert!(output.stdout.is_empty(), "{line:?}: an error printed a result");
            prop_assert!(stderr.starts_with("error: "), "{line:?}: {stderr}");
            prop_assert_eq!(stderr.lines().count(), 1, "{:?}: {}", line, stderr);
            prop_assert!(!stderr.contains('\u{1b}'), "{line:?}: an escape reached the terminal");
        }
    }
}
