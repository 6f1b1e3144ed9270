//! `nqueens check`: every format `solve` and `place` write, and every kind of bad input.

use std::io::Write;
use std::process::{Command, Output, Stdio};

use assert_cmd::cargo::cargo_bin;

use crate::{pin, stdout_of};

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
    for n in ["0", "1", "6"] {
        for format in formats {
            let output = stdout_of(&["solve", n, "--format", format]);
            let expected = match n {
                "0" => "a solution: the empty board, with no queen (n = 0)\n",
                "1" => "a solution: one queen, attacked by none (n = 1)\n",
                _ => "4 solutions: in each, no two of the 6 queens attack each other (n = 6)\n",
            };
            if n == "0" && matches!(format, "columns" | "hello-algo") {
                // These formats write nothing for the empty board: there is nothing to check.
                continue;
            }
            assert_eq!(verdict(output.as_bytes()), expected, "solve {n} --format {format}");
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
    for (suffix, args, input) in cases {
        let mut command = vec!["check"];
        command.extend(args);
        pin!(suffix, command, format!("{input}\n---\n{}", rejection(args, input.as_bytes())));
    }
    // Bytes that are not text at all.
    rejection(&[], &[0xff, 0xfe, b'Q', b'\n']);
}
