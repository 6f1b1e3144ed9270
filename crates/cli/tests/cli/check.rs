//! `nqueens check`: every format `solve` and `place` write, and every kind of bad input.

use std::io::Write;
use std::process::{Command, Output, Stdio};

use assert_cmd::cargo::cargo_bin;

use crate::{pin, run, stdout_of};

/// Runs `nqueens check args` with `input` on standard input.
fn check(args: &[&str], input: &[u8]) -> Output {
    let mut child = Command::new(cargo_bin!("nqueens"))
        .arg("check")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    // A check that stops reading early (bad input) may close its end first.
    let _ = child.stdin.take().expect("a piped stdin").write_all(input);
    child.wait_with_output().expect("check ends")
}

/// What `check` says on standard output about `input`, which must pass.
fn verdict(input: &[u8]) -> String {
    let output = check(&[], input);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{stderr}");
    assert!(stderr.is_empty(), "{stderr}");
    String::from_utf8(output.stdout).expect("UTF-8")
}

/// The one-line error of `check` about `input`, which must fail with exit status 1 and print
/// nothing on standard output.
fn rejection(args: &[&str], input: &[u8]) -> String {
    let output = check(args, input);
    let stderr = String::from_utf8(output.stderr).expect("UTF-8");
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(output.stdout.is_empty());
    assert!(stderr.starts_with("error: ") && stderr.lines().count() == 1, "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    stderr
}

#[test]
fn every_format_of_solve_and_place_reads_back() {
    let formats = ["board", "leetcode", "hello-algo", "json", "columns"];
    // The smallest n, the n without solutions, and a few with: every format, and the boards
    // with their images and one per class too.
    for n in ["0", "1", "2", "3", "4", "6"] {
        let mut runs: Vec<Vec<&str>> =
            formats.iter().map(|&format| vec!["solve", n, "--format", format]).collect();
        runs.push(vec!["solve", n, "--images"]);
        runs.push(vec!["solve", n, "--images", "--unique"]);
        runs.push(vec!["solve", n, "--unique", "--format", "json"]);
        runs.push(vec!["solve", n, "--unique", "--format", "columns"]);
        for args in runs {
            let output = run(&args);
            let unique = args.contains(&"--unique");
            let expected = match (n, unique) {
                ("0", _) => "a solution: the empty board, with no queen (n = 0)\n",
                ("1", _) => "a solution: one queen, attacked by none (n = 1)\n",
                ("2" | "3", _) => {
                    if args.contains(&"leetcode") {
                        "no solutions to check: the input is an empty list\n"
                    } else if args.contains(&"board")
                        || args.contains(&"json")
                        || args.contains(&"--images")
                    {
                        if n == "2" {
                            "no solutions to check: the input lists none, and n = 2 has none\n"
                        } else {
                            "no solutions to check: the input lists none, and n = 3 has none\n"
                        }
                    } else {
                        // The columns and hello-algo formats write nothing at all for an n
                        // without solutions (a note goes to standard error): nothing to check.
                        assert!(output.stdout.is_empty(), "nqueens {args:?}");
                        continue;
                    }
                }
                ("4", false) => {
                    "2 solutions: in each, no two of the 4 queens attack each other (n = 4)\n"
                }
                ("4", true) => "a solution: no two of the 4 queens attack each other (n = 4)\n",
                (_, false) => {
                    "4 solutions: in each, no two of the 6 queens attack each other (n = 6)\n"
                }
                (_, true) => "a solution: no two of the 6 queens attack each other (n = 6)\n",
            };
            assert!(output.status.success(), "nqueens {args:?}");
            assert_eq!(verdict(&output.stdout), expected, "nqueens {args:?}");
        }
    }
    for format in ["columns", "board", "json"] {
        let output = stdout_of(&["place", "12", "--format", format]);
        assert_eq!(
            verdict(output.as_bytes()),
            "a solution: no two of the 12 queens attack each other (n = 12)\n",
            "place 12 --format {format}"
        );
    }
}

#[test]
fn what_solve_and_place_write_in_chinese_reads_back_as_the_english_does() {
    // The headers and sentences of the boards are the phrase book's, in the run's language:
    // `check` reads them in every language, and says of each what it says of the English.
    for n in ["0", "1", "2", "3", "4", "6"] {
        let runs: [&[&str]; 5] = [
            &["solve", n],
            &["solve", n, "--images"],
            &["solve", n, "--images", "--unique"],
            &["solve", n, "--unique"],
            &["solve", n, "--limit", "1"],
        ];
        for args in runs {
            let english = run(args);
            let chinese = run(&[args, &["--lang", "zh"]].concat());
            assert!(chinese.status.success(), "nqueens {args:?} --lang zh");
            assert_ne!(chinese.stdout, english.stdout, "nqueens {args:?}: said in Chinese");
            assert_eq!(verdict(&chinese.stdout), verdict(&english.stdout), "nqueens {args:?}");
        }
    }
    let placed = stdout_of(&["place", "12", "--format", "board", "--lang", "zh"]);
    assert!(placed.starts_with("construction，n = 12："), "{placed}");
    assert_eq!(
        verdict(placed.as_bytes()),
        "a solution: no two of the 12 queens attack each other (n = 12)\n"
    );
    // A Chinese header is held to its board as an English one is.
    let board = stdout_of(&["solve", "6", "--lang", "zh"]);
    let swapped = board.replacen("依次为 1 3 5 0 2 4", "依次为 3 1 5 0 2 4", 1);
    assert_ne!(swapped, board);
    assert!(rejection(&[], swapped.as_bytes()).contains("header"));
    let cut = board.replace("backtrack-bitmask 找到了 n = 6 的 4\u{a0}个解。", "");
    assert_ne!(cut, board);
    assert!(rejection(&[], cut.as_bytes()).contains("solve"));
}

#[test]
fn what_solve_writes_is_held_to_its_headers_and_its_end() {
    let board = stdout_of(&["solve", "6"]);
    let images = stdout_of(&["solve", "4", "--images"]);
    let json = stdout_of(&["solve", "6", "--format", "json"]);
    let lines: Vec<&str> = images.lines().collect();
    let cases: [(&str, String); 7] = [
        ("header-disagrees", board.replacen("columns 1 3 5 0 2 4", "columns 1 3 5 0 4 2", 1)),
        ("cut-short", board.lines().take(20).map(|line| format!("{line}\n")).collect()),
        ("a-solution-missing", board.replacen("Solution 2:", "Solution 3:", 1)),
        ("count-disagrees", board.replacen("4 solutions for", "5 solutions for", 1)),
        ("image-label-disagrees", images.replacen("2 rotate 90 = 1", "2 rotate 90 = 3", 1)),
        ("images-cut-short", lines[..17].iter().map(|line| format!("{line}\n")).collect()),
        ("json-count-disagrees", json.replacen("\"count\":4", "\"count\":3", 1)),
    ];
    let table: String = cases
        .iter()
        .map(|(case, input)| format!("{case}: {}", rejection(&[], input.as_bytes())))
        .collect();
    pin!("cases", ["check"], table);
    // `--unique` JSON whose solution is not the canonical one of its class.
    let unique = stdout_of(&["solve", "6", "--format", "json", "--unique"]);
    rejection(&[], unique.replacen("[1,3,5,0,2,4]", "[4,2,0,5,3,1]", 1).as_bytes());
}

#[test]
fn the_verdicts_in_words() {
    let args = ["check"];
    pin!("solve-8", args, verdict(stdout_of(&["solve", "8"]).as_bytes()));
}

#[test]
fn every_kind_of_bad_input_is_one_line() {
    let cases: [(&str, &[&str], &str); 16] = [
        ("same-column", &[], "1 3 1 2\n"),
        ("same-diagonal", &[], "0 1 2 3\n"),
        ("off-the-board", &[], "1 3 0 4\n"),
        ("not-a-number", &[], "1 3 x 2\n"),
        ("negative", &[], "1 -3 0 2\n"),
        ("huge-column", &[], "1 3 99999999999999999999 2\n"),
        ("empty", &[], "\n \n"),
        ("garbage", &[], "hello, queens\n"),
        ("second-of-two-lines", &[], "1 3 0 2\n0 2 1 3\n"),
        ("wrong-length", &["--n", "5"], "1 3 0 2\n"),
        ("json-n-disagrees", &[], r#"{"n":5,"columns":[1,3,0,2]}"#),
        ("json-not-closed", &[], r#"{"n":4,"columns":[1,3,0,2"#),
        ("json-huge-column", &[], "[1, 3, 5000000000, 2]"),
        ("board-two-queens", &[], ". Q Q .\n. . . Q\nQ . . .\n. . Q .\n"),
        ("board-not-square", &[], ". Q . .\n. . . Q\nQ . . .\n"),
        ("board-garbage-row", &[], ". Q . .\n. . . Q\nQ . x .\n. . Q .\n"),
    ];
    // One table: each case, its input and the one line `check` answers.
    let mut table = Vec::new();
    for (case, args, input) in cases {
        let mut command = vec!["check"];
        command.extend(args);
        let error = rejection(args, input.as_bytes());
        table.push(format!(
            "{case}: nqueens {}\n{}\n  {}",
            command.join(" "),
            input.lines().map(|line| format!("  | {line}")).collect::<Vec<_>>().join("\n"),
            error.trim_end()
        ));
    }
    insta::assert_snapshot!("bad-input", table.join("\n"));
    // Bytes that are not text at all.
    rejection(&[], &[0xff, 0xfe, b'Q', b'\n']);
}

/// A listing cannot pass for more than it is: every solution twice (the count set to match), a
/// class twice in a listing of one board per class, a line of columns repeated; in every
/// format `check` reads.
#[test]
fn a_repeated_placement_is_refused_in_every_format() {
    // The JSON of n = 8 with every solution twice and its count doubled.
    let json = stdout_of(&["solve", "8", "--format", "json"]);
    let value: serde_json::Value = serde_json::from_str(&json).expect("JSON");
    let solutions = value["solutions"].as_array().expect("solutions").clone();
    let twice = [solutions.clone(), solutions].concat();
    let doubled = serde_json::json!({
        "n": 8, "approach": "backtrack-bitmask", "unique": false, "solutions": twice, "count": 184,
    });
    let error = rejection(&[], doubled.to_string().as_bytes());
    assert!(error.contains("placement 93 of the JSON repeats"), "{error}");
    // One board per class, with a class twice.
    let unique = stdout_of(&["solve", "8", "--unique", "--format", "json"]);
    let mut value: serde_json::Value = serde_json::from_str(&unique).expect("JSON");
    let first = value["solutions"][0].clone();
    value["solutions"].as_array_mut().expect("solutions").push(first);
    value["count"] = 13.into();
    let error = rejection(&[], value.to_string().as_bytes());
    assert!(error.contains("placement 13 of the JSON repeats"), "{error}");
    // A line of columns repeated.
    let columns = stdout_of(&["solve", "6", "--format", "columns"]);
    let first_line = columns.lines().next().expect("a solution");
    let error = rejection(&[], format!("{columns}{first_line}\n").as_bytes());
    assert!(error.contains("line 5 repeats"), "{error}");
    // The other formats: every solution of n = 6 twice over.
    let leetcode = stdout_of(&["solve", "6", "--format", "leetcode"]);
    let boards: Vec<serde_json::Value> = serde_json::from_str(&leetcode).expect("JSON");
    let twice = serde_json::Value::Array([boards.clone(), boards].concat()).to_string();
    let error = rejection(&[], twice.as_bytes());
    assert!(error.contains("placement 5 of the JSON repeats"), "{error}");
    for format in ["board", "hello-algo"] {
        // The boards without the headers and closing sentence, which count the solutions.
        let text: String = stdout_of(&["solve", "6", "--format", format])
            .lines()
            .filter(|line| !line.starts_with("Solution ") && !line.contains(" for n = "))
            .map(|line| format!("{line}\n"))
            .collect();
        let error = rejection(&[], format!("{text}{text}").as_bytes());
        assert!(error.contains("repeats"), "{format}: {error}");
    }
    // Board text of one board per class, a class given by another of its boards.
    let text = stdout_of(&["solve", "6", "--unique"]);
    let swapped = text.replacen("columns 1 3 5 0 2 4", "columns 4 2 0 5 3 1", 1);
    let flipped = swapped
        .lines()
        .map(
            |line| {
                if line.contains('♛') { line.chars().rev().collect() } else { line.to_string() }
            },
        )
        .collect::<Vec<String>>()
        .join("\n");
    let error = rejection(&[], format!("{flipped}\n").as_bytes());
    assert!(error.contains("not the canonical board of its class"), "{error}");
}
