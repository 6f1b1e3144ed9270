//! `nqueens explore` as the tool runs it: refused without a terminal or in one too small, and
//! run in a real pseudo-terminal, in colour or not. The explorer's screens are tested in its own
//! crate, `nqueens-explore`. The runs in a pseudo-terminal are Unix only.

#[cfg(unix)]
use std::io::Write;
#[cfg(unix)]
use std::process::{Command, Stdio};
#[cfg(unix)]
use std::thread;
#[cfg(unix)]
use std::time::{Duration, Instant};

#[cfg(unix)]
use assert_cmd::cargo::cargo_bin;

use crate::error_of;
#[cfg(unix)]
use crate::{pseudo_terminal, pseudo_terminal_of, read_terminal};

#[test]
fn a_pipe_is_refused_with_a_pointer_to_trace() {
    let error = error_of(&["explore", "4"], 1);
    assert!(error.contains("nqueens trace"), "{error}");
    let error = error_of(&["explore", "13"], 2);
    assert!(error.contains("from 1 to 12"), "{error}");
}

#[test]
#[cfg(unix)]
fn a_run_in_a_terminal_restores_it_and_exits_with_0() {
    let (controller, open) = pseudo_terminal();
    let terminal = open();
    let before = rustix::termios::tcgetattr(&terminal).expect("the terminal's settings");
    let mut child = Command::new(cargo_bin!("nqueens"))
        .args(["explore", "4"])
        .stdin(open())
        .stdout(open())
        .stderr(open())
        .spawn()
        .expect("the binary starts");
    let mut writer = controller.try_clone().expect("a second handle");
    let reader = read_terminal(controller, Some("\u{1b}[?1049l"));
    // Two steps forwards (→ is ESC [ C), one back, the next solution, then quit.
    let start = Instant::now();
    for keys in ["\u{1b}[C", "l", "\u{1b}[D", "n", "q"] {
        thread::sleep(Duration::from_millis(300));
        writer.write_all(keys.as_bytes()).expect("the keys are typed");
    }
    let status = child.wait().expect("the tool ends");
    assert!(start.elapsed() < Duration::from_secs(30));
    assert_eq!(status.code(), Some(0));
    let seen = reader.join().expect("the reader ends");
    assert!(seen.contains("\u{1b}[?1049h"), "the alternate screen was not entered");
    assert!(seen.contains("Solution 1"), "the first solution was not shown: {seen:?}");
    assert!(seen.contains("\u{1b}[?1049l"), "the alternate screen was not left");
    let after = rustix::termios::tcgetattr(&terminal).expect("the terminal's settings");
    assert_eq!(after.local_modes, before.local_modes, "echo and line editing are back");
    assert_eq!(after.input_modes, before.input_modes);
}

#[test]
#[cfg(unix)]
fn a_terminal_too_small_to_draw_in_is_refused_with_the_size_it_needs() {
    for (columns, rows) in [(0, 0), (59, 40), (200, 19)] {
        let (controller, open) = pseudo_terminal_of(columns, rows);
        let output = Command::new(cargo_bin!("nqueens"))
            .args(["explore", "6"])
            .stdin(open())
            .stdout(open())
            .stderr(Stdio::piped())
            .output()
            .expect("the binary runs");
        drop(controller);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(1), "{columns} × {rows}: {stderr}");
        assert_eq!(
            stderr,
            format!(
                "error: explore needs a terminal of at least 60 × 20, and this one is {columns} × \
                 {rows}: enlarge it, or run `nqueens trace N`, which prints the same steps as text\n"
            ),
            "{columns} × {rows}"
        );
    }
}

#[test]
#[cfg(unix)]
fn color_always_draws_in_colour_even_with_no_color_and_never_draws_none() {
    // The foreground colours of the board (yellow queens, grey cells) as crossterm writes them.
    let colored = |seen: &str| seen.contains("\u{1b}[38;5;");
    for (color, no_color, expected) in [
        ("auto", None, true),
        ("auto", Some("1"), false),
        ("always", Some("1"), true),
        ("never", None, false),
    ] {
        let (controller, open) = pseudo_terminal();
        let mut command = Command::new(cargo_bin!("nqueens"));
        command.args(["explore", "4", "--color", color]).env_remove("NO_COLOR");
        if let Some(value) = no_color {
            command.env("NO_COLOR", value);
        }
        let mut child =
            command.stdin(open()).stdout(open()).stderr(open()).spawn().expect("the binary starts");
        let mut writer = controller.try_clone().expect("a second handle");
        let reader = read_terminal(controller, Some("\u{1b}[?1049l"));
        thread::sleep(Duration::from_millis(300));
        writer.write_all(b"q").expect("the key is typed");
        let status = child.wait().expect("the tool ends");
        assert_eq!(status.code(), Some(0));
        let seen = reader.join().expect("the reader ends");
        assert!(seen.contains("nqueens explore"), "--color {color}: nothing drawn: {seen:?}");
        assert_eq!(colored(&seen), expected, "--color {color}, NO_COLOR={no_color:?}");
    }
}
