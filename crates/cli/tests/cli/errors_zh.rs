//! Every refusal and usage error of the tool, under `--lang zh`: one line, in Chinese, after
//! `错误：`. The tables are the English ones of `errors.rs` and a few of the other commands, each
//! pinned in a snapshot; every line is held to have no English word beside the ids, options,
//! values and code names it quotes, clap's errors of a command line it cannot read included (an
//! unknown option or command, a value not among the choices, a missing argument).

use std::collections::BTreeSet;
use std::process::Output;

use crate::errors::{BAD_NUMBERS, BAD_SHARDS, NUMBER_ARGUMENTS, REFUSALS, USAGE_ERRORS};

/// Runs `nqueens --lang zh args` in a locale that is not Chinese, so that the option decides.
pub(crate) fn run_zh(args: &[&str]) -> Output {
    assert_cmd::cargo::cargo_bin_cmd!("nqueens")
        .arg("--lang")
        .arg("zh")
        .args(args)
        .env_remove("LANGUAGE")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C.UTF-8")
        .output()
        .expect("the binary runs")
}

/// The one line on standard error of a run under `--lang zh` that exits with `code`.
fn error_in_chinese(args: &[&str], code: i32) -> String {
    let output = run_zh(args);
    let stderr = String::from_utf8(output.stderr).expect("the error is UTF-8");
    assert_eq!(output.status.code(), Some(code), "nqueens {args:?}: {stderr}");
    assert_eq!(stderr.lines().count(), 1, "nqueens {args:?}: {stderr}");
    assert!(stderr.starts_with("错误："), "nqueens {args:?}: {stderr}");
    stderr.trim_end().to_string()
}

/// The words a Chinese line may hold in Latin letters: the command line's own words (its
/// commands, options, values, approach and placer ids, and what this run typed), and the code
/// names and units the messages quote.
pub(crate) fn allowed_words(args: &[&str]) -> BTreeSet<String> {
    let mut words: BTreeSet<String> = [
        "n", "N", "K", "I", "C", "u8", "u32", "u64", "JSON", "OEIS", "A000170", "A002562",
        "nqueens", "GB", "MB", "kB", "KiB", "MiB",
        // The word `practice hint` takes for the answer.
        "answer",
    ]
    .iter()
    .map(ToString::to_string)
    .collect();
    let mut command = nqueens_cli::command();
    command.build();
    let mut commands = vec![&command];
    while let Some(command) = commands.pop() {
        words.insert(command.get_name().to_string());
        for arg in command.get_arguments() {
            words.extend(arg.get_long().map(ToString::to_string));
            words
                .extend(arg.get_possible_values().iter().map(|value| value.get_name().to_string()));
        }
        commands.extend(command.get_subcommands());
    }
    for text in args {
        words.extend(latin_words(text));
    }
    words
}

/// The runs of Latin letters, digits, `-` and `_` in `text` that hold a letter and start with
/// one (`2.6e18` is a number, `backtrack-set` one word), without a leading `-`.
pub(crate) fn latin_words(text: &str) -> Vec<String> {
    text.split(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))
        .map(|word| word.trim_start_matches('-'))
        .filter(|word| word.starts_with(|c: char| c.is_ascii_alphabetic()))
        .map(ToString::to_string)
        .collect()
}

/// The English words of `line`: its Latin words that `args` and the command line do not allow.
fn english_in(line: &str, args: &[&str]) -> Vec<String> {
    let allowed = allowed_words(args);
    latin_words(line).into_iter().filter(|word| !allowed.contains(word)).collect()
}

/// Adds the case to `table`, and holds its line to Chinese.
fn push(table: &mut Vec<String>, case: &str, args: &[&str], line: &str) {
    push_shown(table, case, args, line, &args.join(" "), line);
}

/// Adds the case to `table`, its command line and its line shown as `command` and `shown` (a
/// path that differs from machine to machine, the operating system's words left out), and holds
/// its line to Chinese.
fn push_shown(
    table: &mut Vec<String>,
    case: &str,
    args: &[&str],
    line: &str,
    command: &str,
    shown: &str,
) {
    let english = english_in(line, args);
    assert!(english.is_empty(), "{case}: English words {english:?} in {line}");
    table.push(format!("{case}: nqueens --lang zh {command}\n  {shown}"));
}

#[test]
fn every_usage_error_is_chinese() {
    let mut table = Vec::new();
    for &(case, args) in USAGE_ERRORS {
        let line = error_in_chinese(args, 2);
        push(&mut table, case, args, &line);
    }
    insta::assert_snapshot!("zh-usage-errors", table.join("\n"));
}

#[test]
fn every_refusal_is_chinese() {
    let mut table = Vec::new();
    for &(case, args) in REFUSALS {
        push(&mut table, case, args, &error_in_chinese(args, 1));
    }
    insta::assert_snapshot!("zh-refusals", table.join("\n"));
}

#[test]
fn every_wrong_number_is_said_in_chinese() {
    let mut table = Vec::new();
    for &before in NUMBER_ARGUMENTS {
        for bad in BAD_NUMBERS.iter().filter(|&&bad| bad != "PAST") {
            let args = [before, &[*bad]].concat();
            let output = run_zh(&args);
            // Zero is a board size, and a seed: the command line takes it.
            if output.status.code() == Some(2) {
                let case = format!("{} {bad}", before.join(" "));
                push(&mut table, &case, &args, &error_in_chinese(&args, 2));
            }
        }
    }
    for shard in BAD_SHARDS {
        let args = ["count", "8", "-a", "parallel", "--shard", shard];
        push(&mut table, &format!("shard {shard}"), &args, &error_in_chinese(&args, 2));
    }
    insta::assert_snapshot!("zh-numbers", table.join("\n"));
}

#[test]
fn the_other_commands_refuse_in_chinese() {
    let not_json = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("nqueens-zh.txt");
    std::fs::write(&not_json, "92 solutions\n").expect("written");
    let not_json = not_json.to_str().expect("a UTF-8 path");
    let missing = "/nonexistent/nqueens-shard.json";
    let cases: [(&str, &[&str], i32); 13] = [
        ("place-two", &["place", "2"], 1),
        ("place-beyond-u32", &["place", "4294967296"], 2),
        ("place-board-too-large", &["place", "101", "--format", "board"], 2),
        ("place-a-search", &["place", "8", "--approach", "backtrack-bitmask"], 2),
        ("place-sat-beyond-its-columns", &["place", "257", "--approach", "sat"], 1),
        ("solve-images-as-columns", &["solve", "4", "--images", "--format", "columns"], 2),
        (
            "threads-with-unique",
            &["count", "8", "-a", "meet-in-the-middle", "--unique", "--threads", "2"],
            2,
        ),
        ("shard-beyond-the-tasks", &["count", "8", "-a", "parallel", "--shard", "1/1000"], 1),
        ("sum-not-json", &["sum", not_json], 1),
        ("sum-unreadable", &["sum", missing], 1),
        ("practice-no-hint", &["practice", "hint", "place-row-array", "9"], 2),
        ("explore-no-terminal", &["explore", "6"], 1),
        ("a-board-too-large-for-trace", &["trace", "9"], 2),
    ];
    let mut table = Vec::new();
    for (case, args, code) in cases {
        let line = error_in_chinese(args, code);
        if case == "sum-unreadable" {
            // The operating system's own words end the line, in its language.
            let (ours, system) = line
                .split_once("：")
                .and_then(|(_, rest)| rest.split_once("："))
                .expect("the tool's words, then the system's");
            assert!(ours.contains(missing) && !system.is_empty(), "{line}");
            let ours = line.replace(system, "");
            let shown = format!("{ours}[the system's words]");
            push_shown(&mut table, case, args, &ours, &args.join(" "), &shown);
        } else {
            let command = args.join(" ").replace(not_json, "[file]");
            let shown = line.replace(not_json, "[file]");
            push_shown(&mut table, case, args, &line, &command, &shown);
        }
    }
    // A board without a solution in a format with no room for a sentence: a note, in Chinese.
    let output = run_zh(&["solve", "3", "--format", "columns"]);
    let note = String::from_utf8(output.stderr).expect("UTF-8");
    assert!(output.status.success() && note.starts_with("注意："), "{note}");
    push(&mut table, "solve-unsolvable-as-columns", &["solve", "3"], note.trim_end());
    insta::assert_snapshot!("zh-other-commands", table.join("\n"));
}

#[test]
fn the_english_words_of_a_line_are_found() {
    assert_eq!(
        english_in("错误：N = -1 是负数：请给出 0 到 256 之间的棋盘大小", &["count", "-1"]),
        Vec::<String>::new()
    );
    assert_eq!(english_in("错误：N = -1 is negative", &["count", "-1"]), ["is", "negative"]);
    assert_eq!(english_in("约 2.6e18 个解，backtrack-set，--force", &[]), Vec::<String>::new());
}
