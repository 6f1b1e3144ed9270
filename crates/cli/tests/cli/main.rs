//! Runs the real `nqueens` binary: every command, every format, every bad input.
//!
//! Text outputs are pinned with insta, one snapshot per case (the suffix names the case, the
//! description holds the command line); timings are redacted with insta filters.
//!
//! The tests that need a pseudo-terminal or signals (Unix only) are `cfg(unix)`: on Windows the
//! rest runs.

#[cfg(unix)]
use std::fs::File;
#[cfg(unix)]
use std::io::Read;
use std::process::Output;
#[cfg(unix)]
use std::thread::{self, JoinHandle};

use assert_cmd::cargo::cargo_bin_cmd;
#[cfg(unix)]
use rustix::pty::{OpenptFlags, grantpt, openpt, ptsname, unlockpt};

mod approaches;
mod check;
mod color;
mod command_lines;
mod compare;
mod completions;
mod count;
mod environment;
mod errors;
mod errors_zh;
mod explore;
mod lang;
mod pipes;
mod place;
mod practice;
mod reports_zh;
mod solve;
mod sum;
#[cfg(unix)]
mod terminal;
mod trace;

/// Pins `$text` in a snapshot named by the test and `$suffix`, recording the command line.
/// Extra insta settings (such as `filters`) may follow.
macro_rules! pin {
    ($suffix:expr, $args:expr, $text:expr $(, $key:ident => $value:expr)* $(,)?) => {
        insta::with_settings!(
            {
                snapshot_suffix => $suffix,
                description => format!("nqueens {}", $args.join(" ")),
                omit_expression => true,
                $($key => $value,)*
            },
            { insta::assert_snapshot!($text) }
        )
    };
}
pub(crate) use pin;

/// Runs `nqueens` with `args`.
fn run(args: &[&str]) -> Output {
    // Whatever language the machine running the tests speaks, the tool speaks English to them
    // unless a test asks for another.
    cargo_bin_cmd!("nqueens")
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C.UTF-8")
        .output()
        .expect("the binary runs")
}

/// The standard output of a run that must succeed and print nothing on standard error.
fn stdout_of(args: &[&str]) -> String {
    let output = run(args);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "nqueens {args:?} failed: {stderr}");
    assert!(stderr.is_empty(), "nqueens {args:?} wrote to stderr: {stderr}");
    String::from_utf8(output.stdout).expect("the output is UTF-8")
}

/// The standard error of a run that must fail with exit status `code`, print nothing on
/// standard output, and explain itself on one line without a panic.
fn error_of(args: &[&str], code: i32) -> String {
    let output = run(args);
    let stderr = String::from_utf8(output.stderr).expect("the error is UTF-8");
    assert_eq!(output.status.code(), Some(code), "nqueens {args:?}: {stderr}");
    assert!(output.stdout.is_empty(), "nqueens {args:?} wrote to stdout");
    assert!(stderr.starts_with("error: "), "nqueens {args:?}: {stderr}");
    assert_eq!(stderr.lines().count(), 1, "nqueens {args:?}: {stderr}");
    assert!(!stderr.contains("panicked") && !stderr.contains("RUST_BACKTRACE"), "{stderr}");
    stderr
}

/// The columns of each line of the `columns` format.
fn parse_columns(text: &str) -> Vec<Vec<u8>> {
    text.lines()
        .map(|line| {
            line.split_whitespace().map(|col| col.parse::<u8>().expect("a column")).collect()
        })
        .collect()
}

/// Filters that replace the measured time of `count` and `sum` text output.
const TIME_FILTERS: [(&str, &str); 1] = [(r"(?m)^time( +).*$", "time$1[time]")];

/// Filters that replace the number of tasks of the parallel counter, which belongs to that
/// crate and is pinned by its own tests, and the number of threads, which is that of the cores.
const TASK_FILTERS: [(&str, &str); 3] = [
    (r"(?m)^tasks( +)[\d,]+ of [\d,]+$", "tasks$1[tasks]"),
    (r"in \d+ tasks", "in [tasks] tasks"),
    (r"(?m)^threads( +)\d+$", "threads$1[threads]"),
];

/// A new pseudo-terminal of 80 × 24 characters: the controlling side, which reads what a program
/// writes to the terminal and types its keys, and a way to open the terminal side that the
/// program is given as its standard streams.
#[cfg(unix)]
fn pseudo_terminal() -> (File, impl Fn() -> File) {
    pseudo_terminal_of(80, 24)
}

/// A pseudo-terminal of `columns` × `rows`, as [`pseudo_terminal`].
#[cfg(unix)]
fn pseudo_terminal_of(columns: u16, rows: u16) -> (File, impl Fn() -> File) {
    let controller = openpt(OpenptFlags::RDWR | OpenptFlags::NOCTTY).expect("a pseudo-terminal");
    grantpt(&controller).expect("the terminal is granted");
    unlockpt(&controller).expect("the terminal is unlocked");
    rustix::termios::tcsetwinsize(
        &controller,
        rustix::termios::Winsize { ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0 },
    )
    .expect("the terminal has a size");
    let name = ptsname(&controller, Vec::new()).expect("the terminal's name");
    let name = name.to_str().expect("a UTF-8 name").to_string();
    let open =
        move || File::options().read(true).write(true).open(&name).expect("the terminal opens");
    (File::from(controller), open)
}

/// Reads what a program writes to the terminal of `controller`, on a thread of its own, until the
/// terminal is closed or, if `until` is given, that text has been written; the text read, lossily
/// decoded.
#[cfg(unix)]
fn read_terminal(mut controller: File, until: Option<&'static str>) -> JoinHandle<String> {
    thread::spawn(move || {
        let mut seen = Vec::new();
        let mut chunk = [0; 4096];
        while let Ok(read) = controller.read(&mut chunk) {
            if read == 0 {
                break;
            }
            seen.extend_from_slice(&chunk[..read]);
            if until.is_some_and(|until| String::from_utf8_lossy(&seen).contains(until)) {
                break;
            }
        }
        String::from_utf8_lossy(&seen).to_string()
    })
}
