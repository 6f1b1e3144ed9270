//! `--color auto|always|never`, beside NO_COLOR: the tables' headers in colour on a terminal,
//! never into a pipe unless asked, and never when NO_COLOR is set unless `always` is given.
//! The runs on a pseudo-terminal are Unix only.

use std::process::Command;
#[cfg(unix)]
use std::process::Stdio;

use assert_cmd::cargo::cargo_bin;

#[cfg(unix)]
use crate::{pseudo_terminal, read_terminal};
use crate::{run, stdout_of};

/// The escape that starts bold text: the header of a table in colour.
const BOLD: &str = "\x1b[1m";

/// A short comparison, with its table.
const COMPARE: [&str; 4] = ["compare", "4", "--approaches", "backtrack-bitmask"];

#[test]
fn a_pipe_gets_colour_only_when_it_is_asked_for() {
    let with = |color: &str| stdout_of(&[COMPARE.as_slice(), &["--color", color]].concat());
    assert!(!stdout_of(&COMPARE).contains('\x1b'));
    assert!(!with("auto").contains('\x1b'));
    assert!(!with("never").contains('\x1b'));
    let colored = with("always");
    assert!(colored.contains(BOLD), "{colored}");
    // Without its escapes, the table in colour is the same table: the alignment counts only
    // the text that shows.
    // The columns before the measured ones do not depend on the run.
    let plain = with("never");
    let stripped = strip_escapes(&colored);
    let header = |text: &str| text.lines().nth(3).unwrap_or_default().to_string();
    let needed = |text: &str| header(text).find("work needed");
    assert!(needed(&plain).is_some(), "{plain}");
    assert_eq!(needed(&stripped), needed(&plain), "{stripped}\n{plain}");
    let words = |text: &str| header(text).split_whitespace().map(String::from).collect::<Vec<_>>();
    assert_eq!(words(&stripped), words(&plain));
    // The option comes after the command or before it.
    let before = stdout_of(&[&["--color", "always"], COMPARE.as_slice()].concat());
    assert!(before.contains(BOLD));
    assert!(stdout_of(&["approaches", "--color", "always"]).contains(BOLD));
}

#[test]
fn always_wins_over_no_color_and_no_color_wins_over_auto() {
    let output = |color: &str| {
        let output = Command::new(cargo_bin!("nqueens"))
            .args(COMPARE)
            .args(["--color", color])
            .env("NO_COLOR", "1")
            .output()
            .expect("the binary runs");
        String::from_utf8_lossy(&output.stdout).to_string()
    };
    assert!(output("always").contains(BOLD));
    assert!(!output("never").contains('\x1b'));
}

#[test]
#[cfg(unix)]
fn auto_draws_in_colour_on_a_terminal_unless_no_color_is_set() {
    for (no_color, colored) in [(None, true), (Some(""), true), (Some("1"), false)] {
        let (controller, open) = pseudo_terminal();
        let mut command = Command::new(cargo_bin!("nqueens"));
        command.args(COMPARE).stdin(Stdio::null()).stdout(open()).stderr(Stdio::null());
        command.env_remove("NO_COLOR");
        if let Some(value) = no_color {
            command.env("NO_COLOR", value);
        }
        let reader = read_terminal(controller, None);
        let status = command.spawn().and_then(|mut child| {
            // The terminal closes, and the reader stops, once the tool ends and the command
            // lets go of its copy.
            drop(command);
            child.wait()
        });
        let status = status.expect("the binary runs");
        let seen = reader.join().expect("the terminal is read");
        assert!(status.success(), "{seen}");
        assert_eq!(seen.contains(BOLD), colored, "NO_COLOR={no_color:?}: {seen:?}");
    }
}

/// Runs `nqueens` with `args` on a pseudo-terminal (standard output and standard error both
/// terminals, standard input empty), with NO_COLOR set to `no_color` or removed, and returns
/// everything the terminal showed.
#[cfg(unix)]
fn on_a_terminal(args: &[&str], no_color: Option<&str>) -> String {
    let (controller, open) = pseudo_terminal();
    let mut command = Command::new(cargo_bin!("nqueens"));
    command.args(args).stdin(Stdio::null()).stdout(open()).stderr(open());
    command.env_remove("NO_COLOR");
    if let Some(value) = no_color {
        command.env("NO_COLOR", value);
    }
    let reader = read_terminal(controller, None);
    let status = command.spawn().and_then(|mut child| {
        drop(command);
        child.wait()
    });
    status.expect("the binary runs");
    reader.join().expect("the terminal is read")
}

/// Every kind of output of every command but `explore` (whose screen is drawn with escapes):
/// results, tables, help and usage from `clap`, one-line usage errors and refusals.
#[cfg(unix)]
const EVERY_OUTPUT: [&[&str]; 18] = [
    &[],
    &["--help"],
    &["--version"],
    &["solve", "--help"],
    &["solve"],
    &["solve", "x"],
    &["solve", "-4"],
    &["solve", "4"],
    &["solve", "30", "--approach", "subset"],
    &["count", "8", "--unique"],
    &["compare", "4", "--approaches", "backtrack-bitmask"],
    &["approaches"],
    &["trace", "4", "--until-solution", "1"],
    &["place", "8", "--format", "board"],
    &["sum", "not-there.json"],
    &["check"],
    &["bogus"],
    &["completions", "bash", "--bogus"],
];

#[test]
#[cfg(unix)]
fn never_and_no_color_hold_for_every_output_on_a_terminal() {
    let mut colored_somewhere = false;
    for args in EVERY_OUTPUT {
        let with = |extra: &[&str], no_color| on_a_terminal(&[args, extra].concat(), no_color);
        for (how, seen) in [
            ("--color never", with(&["--color", "never"], None)),
            ("--color=never", with(&["--color=never"], None)),
            ("NO_COLOR=1", with(&[], Some("1"))),
        ] {
            assert!(!seen.is_empty(), "nqueens {} with {how}: nothing shown", args.join(" "));
            assert!(!seen.contains("\x1b["), "nqueens {} with {how}: {seen:?}", args.join(" "));
        }
        colored_somewhere |= with(&[], None).contains("\x1b[");
    }
    // Without either, the same outputs are in colour somewhere (the help, the tables): the test
    // would see escapes if they were there.
    assert!(colored_somewhere);
}

#[test]
#[cfg(unix)]
fn the_help_follows_the_choice_of_colour() {
    for args in [&["--help"][..], &["solve", "--help"], &[]] {
        let help = |extra: &[&str], no_color| on_a_terminal(&[args, extra].concat(), no_color);
        assert!(help(&[], None).contains(BOLD), "{args:?}");
        assert!(help(&["--color", "always"], Some("1")).contains(BOLD), "{args:?}");
        assert!(!help(&["--color", "never"], None).contains('\x1b'), "{args:?}");
    }
    // Into a pipe, the help is plain unless colour is asked for.
    assert!(!stdout_of(&["--help"]).contains('\x1b'));
    assert!(stdout_of(&["--help", "--color", "always"]).contains(BOLD));
}

#[test]
fn an_unknown_choice_is_a_usage_error() {
    let output = run(&["compare", "4", "--color", "sometimes"]);
    assert_eq!(output.status.code(), Some(2));
    let error = String::from_utf8_lossy(&output.stderr);
    assert!(error.contains("[possible values: auto, always, never]"), "{error}");
    assert_eq!(error.lines().count(), 1, "{error}");
}

/// The text without its ANSI escapes (`ESC [ … m`).
fn strip_escapes(text: &str) -> String {
    let mut plain = String::new();
    let mut chars = text.chars();
    while let Some(char) = chars.next() {
        if char == '\x1b' {
            for next in chars.by_ref() {
                if next == 'm' {
                    break;
                }
            }
        } else {
            plain.push(char);
        }
    }
    plain
}
