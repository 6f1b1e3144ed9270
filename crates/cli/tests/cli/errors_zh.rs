//! Every refusal and usage error of the tool, under `--lang zh`: one line, in Chinese, after
//! `错误：`. The tables are the English ones of `errors.rs` and a few of the other commands, each
//! pinned in a snapshot; every line is held to have no English word beside the ids, options,
//! values and code names it quotes, clap's errors of a command line it cannot read included (one
//! row for each kind of them the tool's command line can produce).

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
        "nqueens", "GB", "MB", "kB", "KiB", "MiB", "UTF-8",
        // A queen's cell in the boards `check` reads.
        "Q", // The word `practice hint` takes for the answer.
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
            // The names of the values, as the usage line shows them: `<FILE>`, `[COMMAND]`.
            words.extend(arg.get_value_names().into_iter().flatten().map(ToString::to_string));
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
    // A word that is not UTF-8 where the argument is text: clap names nothing but its kind.
    #[cfg(unix)]
    {
        use std::os::unix::ffi::OsStrExt;
        let output = assert_cmd::cargo::cargo_bin_cmd!("nqueens")
            .args(["--lang", "zh", "practice", "hint", "place-row-array"])
            .arg(std::ffi::OsStr::from_bytes(&[0xff]))
            .env_remove("LANGUAGE")
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env("LANG", "C.UTF-8")
            .output()
            .expect("the binary runs");
        assert_eq!(output.status.code(), Some(2));
        let line = String::from_utf8(output.stderr).expect("UTF-8");
        let args = ["practice", "hint", "place-row-array"];
        let (line, command) = (line.trim_end(), "practice hint place-row-array [the byte 0xff]");
        push_shown(&mut table, "not-utf-8", &args, line, command, line);
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

/// What `check` reads in a case of its table: bytes, or standard input that cannot be read (a
/// directory).
enum Input {
    Text(Vec<u8>),
    Unreadable,
}

/// Runs `nqueens --lang zh check args` on `input`.
fn check_zh(args: &[&str], input: &Input) -> Output {
    use std::io::Write;
    use std::process::Stdio;
    let mut command = std::process::Command::new(assert_cmd::cargo::cargo_bin!("nqueens"));
    command
        .args(["--lang", "zh", "check"])
        .args(args)
        .env_remove("LANGUAGE")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C.UTF-8")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    match input {
        Input::Text(_) => command.stdin(Stdio::piped()),
        Input::Unreadable => command.stdin(std::fs::File::open("/").expect("a directory")),
    };
    let mut child = command.spawn().expect("the binary starts");
    if let Input::Text(bytes) = input {
        // A check that stops reading early may close its end first.
        let _ = child.stdin.take().expect("a piped stdin").write_all(bytes);
    }
    child.wait_with_output().expect("check ends")
}

/// The JSON parser's own words in an error, which stay as the parser says them.
fn parser_detail(error: &nqueens_placements::CheckError) -> Option<&str> {
    use nqueens_placements::CheckError;
    match error {
        CheckError::NotJson { detail } | CheckError::JsonValue { detail } => Some(detail),
        CheckError::InJson { error, .. } => parser_detail(error),
        _ => None,
    }
}

/// Every kind of error of the reader of placements, said by `check --lang zh`: each case's
/// input, the one Chinese line, and the kinds it is made of, which together must be every kind
/// the phrase book says (`check.error.…`); and the verdicts, in Chinese.
#[test]
fn every_check_error_and_verdict_is_chinese() {
    use nqueens_placements::{At, CheckError, check_stream};
    use nqueens_walk::phrases::{EN, Lang, say};
    let text = |text: &str| Input::Text(text.as_bytes().to_vec());
    let board = crate::stdout_of(&["solve", "6"]);
    let unique = crate::stdout_of(&["solve", "6", "--unique"]);
    let images = crate::stdout_of(&["solve", "4", "--images"]);
    let lines: Vec<&str> = images.lines().collect();
    let cut = |lines: &[&str]| lines.iter().map(|line| format!("{line}\n")).collect::<String>();
    // The second row of images given the first row's boards: image 5 is not the mirror image.
    let wrong_image = [&lines[..17], &lines[10..14], &lines[21..]].concat();
    // A class given by a board that is not its canonical one, its board mirrored to match.
    let flipped: String = unique
        .replacen("columns 1 3 5 0 2 4", "columns 4 2 0 5 3 1", 1)
        .lines()
        .map(|line| {
            let line =
                if line.contains('♛') { line.chars().rev().collect() } else { line.to_string() };
            format!("{line}\n")
        })
        .collect();
    let long = format!("{{\"approach\":\"{}\"}}", "x".repeat(1_000_001));
    let cases: Vec<(&str, &[&str], Input, &str)> = vec![
        ("unreadable", &[], Input::Unreadable, "[a directory]"),
        ("no-placement", &[], text("\n \n"), "\n \n"),
        ("wrong-size", &["--n", "5"], text("1 3 0 2\n"), "1 3 0 2"),
        ("same-column", &[], text("1 3 1 2\n"), "1 3 1 2"),
        ("same-diagonal", &[], text("0 1 2 3\n"), "0 1 2 3"),
        ("same-anti-diagonal", &[], text("1 3 2 0\n"), "1 3 2 0"),
        ("off-the-board", &[], text("1 3 0 4\n"), "1 3 0 4"),
        ("repeat", &[], text("1 3 0 2\n1 3 0 2\n"), "1 3 0 2\n1 3 0 2"),
        ("not-a-column", &[], text("1 3 0 2\n1 x 0 2\n"), "1 3 0 2\n1 x 0 2"),
        ("huge-column", &[], text("1 3 99999999999999999999 2\n"), "1 3 99999999999999999999 2"),
        ("not-utf8", &[], Input::Text(vec![0xff, 0xfe, b'Q', b'\n']), "[bytes ff fe 51 0a]"),
        ("side-by-side", &[], text(". Q . .  . . Q .\n. . . Q\n"), ". Q . .  . . Q .\n. . . Q"),
        ("row-width", &[], text(". Q . .\n. . Q\n"), ". Q . .\n. . Q"),
        ("row-without-queen", &[], text(". . . .\n"), ". . . ."),
        ("row-with-queens", &[], text(". Q Q .\n"), ". Q Q ."),
        ("not-square", &[], text(". Q . .\n. . . Q\nQ . . .\n"), ". Q . .\n. . . Q\nQ . . ."),
        (
            "cut-short",
            &[],
            text(&cut(&board.lines().take(20).collect::<Vec<_>>())),
            "[solve 6, cut after line 20]",
        ),
        ("unknown-line", &[], text("hello, queens\n"), "hello, queens"),
        (
            "header-disagrees",
            &[],
            text(&board.replacen("columns 1 3 5 0 2 4", "columns 1 3 5 0 4 2", 1)),
            "[solve 6, the first header's columns 1 3 5 0 4 2]",
        ),
        (
            "not-canonical",
            &[],
            text(&flipped),
            "[solve 6 --unique, its class given by 4 2 0 5 3 1]",
        ),
        (
            "class-size",
            &[],
            text(&unique.replacen("a class of 4", "a class of 8", 1)),
            "[solve 6 --unique, a class of 8 boards]",
        ),
        (
            "not-a-class-size",
            &[],
            text(&unique.replacen("a class of 4", "a class of many", 1)),
            "[solve 6 --unique, a class of many boards]",
        ),
        ("images-missing", &[], text(&cut(&lines[..17])), "[solve 4 --images, cut after line 17]"),
        (
            "images-without-solution",
            &[],
            text("Its eight images (`= k`: the same board as image k):\n"),
            "Its eight images (…):",
        ),
        (
            "wrong-image",
            &[],
            text(&cut(&wrong_image)),
            "[solve 4 --images, images 5 to 8 as 1 to 4]",
        ),
        (
            "image-label",
            &[],
            text(&images.replacen("2 rotate 90 = 1", "2 rotate 90 = 3", 1)),
            "[solve 4 --images, the label 2 rotate 90 = 3]",
        ),
        (
            "not-a-label",
            &[],
            text(&images.replacen("2 rotate 90 = 1", "2 rotate 90 = x", 1)),
            "[solve 4 --images, the label 2 rotate 90 = x]",
        ),
        (
            "out-of-place",
            &[],
            text(&board.replacen("Solution 2:", "Solution 3:", 1)),
            "[solve 6, Solution 3 where 2 belongs]",
        ),
        (
            "count-disagrees",
            &[],
            text(&board.replacen("4 solutions for", "5 solutions for", 1)),
            "[solve 6, 5 solutions for n = 6]",
        ),
        (
            "size-disagrees",
            &[],
            text(&board.replacen("for n = 6", "for n = 7", 1)),
            "[solve 6, 4 solutions for n = 7]",
        ),
        (
            "in-header",
            &[],
            text(&board.replacen("columns 1 3 5 0 2 4", "columns 1 3 x 0 2 4", 1)),
            "[solve 6, the first header's columns 1 3 x 0 2 4]",
        ),
        (
            "lists-none",
            &[],
            text(
                "No solutions for n = 8: every placement of 8 queens on a 8 × 8 board has two \
                 queens attacking each other (backtrack-bitmask).\n",
            ),
            "No solutions for n = 8: …",
        ),
        ("json-lists-none", &[], text(r#"{"n":8,"solutions":[]}"#), r#"{"n":8,"solutions":[]}"#),
        ("not-json", &[], text(r#"{"n":4,"columns":[1,3,0,2"#), r#"{"n":4,"columns":[1,3,0,2"#),
        (
            "long-string",
            &[],
            Input::Text(long.into_bytes()),
            "[{\"approach\":\"x…\"}, 1,000,001 x]",
        ),
        ("json-value", &[], text(r#"{"n":"x"}"#), r#"{"n":"x"}"#),
        (
            "json-size",
            &[],
            text(r#"{"n":5,"columns":[1,3,0,2]}"#),
            r#"{"n":5,"columns":[1,3,0,2]}"#,
        ),
        (
            "json-not-canonical",
            &[],
            text(r#"{"n":4,"unique":true,"solutions":[[2,0,3,1]],"count":1}"#),
            r#"{"n":4,"unique":true,"solutions":[[2,0,3,1]],"count":1}"#,
        ),
        (
            "json-sizes",
            &[],
            text(r#"{"solutions":[[1,3,0,2]],"n":5}"#),
            r#"{"solutions":[[1,3,0,2]],"n":5}"#,
        ),
        (
            "json-count",
            &[],
            text(r#"{"n":4,"solutions":[[1,3,0,2]],"count":2}"#),
            r#"{"n":4,"solutions":[[1,3,0,2]],"count":2}"#,
        ),
        ("json-no-n", &[], text(r#"{"solutions":[]}"#), r#"{"solutions":[]}"#),
        ("json-huge-column", &[], text("[1, 3, 5000000000, 2]"), "[1, 3, 5000000000, 2]"),
        ("column-among-placements", &[], text("[[1,3,0,2],1]"), "[[1,3,0,2],1]"),
        ("placement-among-columns", &[], text("[1,[1,3,0,2]]"), "[1,[1,3,0,2]]"),
        ("negative-column", &[], text("[1,-3,0,2]"), "[1,-3,0,2]"),
        ("not-a-row", &[], text(r#"[[".Q..","xx"]]"#), r#"[[".Q..","xx"]]"#),
        ("json-board-row", &[], text(r#"[[".Q..","...."]]"#), r#"[[".Q..","...."]]"#),
        ("json-board-not-square", &[], text(r#"[[".Q..","...Q"]]"#), r#"[[".Q..","...Q"]]"#),
        ("mixed-placement", &[], text(r#"[[1,".Q.."]]"#), r#"[[1,".Q.."]]"#),
    ];
    let mut table = Vec::new();
    let mut kinds = std::collections::BTreeSet::new();
    for (case, args, input, shown) in &cases {
        let output = check_zh(args, input);
        let stderr = String::from_utf8(output.stderr).expect("the error is UTF-8");
        assert_eq!(output.status.code(), Some(1), "{case}: {stderr}");
        assert!(output.stdout.is_empty() && stderr.lines().count() == 1, "{case}: {stderr}");
        let line = stderr.trim_end().to_string();
        let mut allowed: Vec<&str> = args.to_vec();
        allowed.push(*shown);
        let shown_line = match input {
            Input::Unreadable => {
                // The operating system's own words end the line, in its language.
                let (ours, system) = line.split_once("标准输入：").expect("the tool's words");
                assert!(!system.is_empty(), "{line}");
                kinds.insert("check.error.unreadable");
                format!("{ours}标准输入：[the system's words]")
            }
            Input::Text(bytes) => {
                let expected_n = args.get(1).and_then(|n| n.parse().ok());
                let error = check_stream(&bytes[..], expected_n, u64::MAX).expect_err(case);
                assert_eq!(line, format!("错误：{}", error.in_lang(Lang::Zh)), "{case}");
                kinds.extend(error.kinds());
                match parser_detail(&error) {
                    Some(detail) => line.replace(detail, "[the parser's words]"),
                    None => line.clone(),
                }
            }
        };
        let ours =
            shown_line.replace("[the parser's words]", "").replace("[the system's words]", "");
        let english = english_in(&ours, &allowed);
        assert!(english.is_empty(), "{case}: English words {english:?} in {shown_line}");
        let shown: Vec<String> = shown.lines().map(|line| format!("  | {line}")).collect();
        let command = [&["check"][..], &args[..]].concat().join(" ");
        table.push(format!(
            "{case}: nqueens --lang zh {command}\n{}\n  {shown_line}",
            shown.join("\n")
        ));
    }
    // The two bounds of memory, set small in the reader itself, and a row too long to number
    // (over four billion cells, more than a test can write): said as the tool says them.
    let over_the_bounds = [
        ("line-too-long", check_stream(&b"1 3 0 2\n"[..], None, 4).expect_err("a long line")),
        (
            "too-many-to-hold",
            check_stream(&b"1 3 0 2\n2 0 3 1\n"[..], None, 50).expect_err("two placements"),
        ),
        ("row-too-long", CheckError::RowTooLong { at: At::Line(1) }),
    ];
    for (case, error) in over_the_bounds {
        let line = say(Lang::Zh, "tool.error", &[("message", &error.in_lang(Lang::Zh))]);
        let english = english_in(&line, &[]);
        assert!(english.is_empty(), "{case}: English words {english:?} in {line}");
        kinds.extend(error.kinds());
        table.push(format!("{case}: (the reader, with its bound set small)\n  {line}"));
    }
    let every_kind: std::collections::BTreeSet<&str> = EN
        .iter()
        .flat_map(|part| part.iter())
        .map(|(key, _)| *key)
        .filter(|key| key.starts_with("check.error."))
        .collect();
    assert_eq!(kinds, every_kind, "every kind of error of the reader is in the table");
    // The verdicts.
    let verdicts: [(&str, &[&str], String); 7] = [
        ("one", &[], "1 3 0 2\n".to_string()),
        ("many", &[], crate::stdout_of(&["solve", "8"])),
        ("empty-board", &[], "\n".to_string()),
        ("one-queen", &[], "0\n".to_string()),
        ("mixed-sizes", &[], "1 3 0 2\n0\n".to_string()),
        ("declared-empty", &[], crate::stdout_of(&["solve", "3", "--format", "json"])),
        ("empty-list", &[], "[]".to_string()),
    ];
    for (case, args, input) in verdicts {
        let output = check_zh(args, &Input::Text(input.into_bytes()));
        let stdout = String::from_utf8(output.stdout).expect("UTF-8");
        assert!(output.status.success() && output.stderr.is_empty(), "{case}");
        let english = english_in(&stdout, args);
        assert!(english.is_empty(), "{case}: English words {english:?} in {stdout}");
        table.push(format!("verdict {case}:\n  {}", stdout.trim_end()));
    }
    insta::assert_snapshot!("zh-check", table.join("\n"));
}
