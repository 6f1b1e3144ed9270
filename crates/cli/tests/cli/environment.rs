//! The tool in a hostile environment: a full disk, a process limit that refuses threads, and
//! Ctrl-C in the middle of a count. Each test says why it is skipped where the environment
//! cannot be made; the last two, which need a process limit and signals, are Unix only.

use std::fs::File;
use std::path::Path;
use std::process::Command;
#[cfg(unix)]
use std::process::Stdio;
#[cfg(unix)]
use std::thread;
#[cfg(unix)]
use std::time::{Duration, Instant};

use assert_cmd::cargo::cargo_bin;

#[cfg(unix)]
use crate::{pseudo_terminal, read_terminal};

/// Every command, help and version included, with arguments that make it write something.
const EVERY_COMMAND: &[&[&str]] = &[
    &["--help"],
    &["--version"],
    &["help", "count"],
    &["count", "--help"],
    &["solve", "6"],
    &["solve", "6", "--format", "json"],
    &["count", "8"],
    &["count", "8", "--approach", "parallel", "--format", "json"],
    &["compare", "6"],
    &["trace", "4"],
    &["approaches"],
    &["completions", "bash"],
    &["man"],
];

#[test]
fn a_full_disk_is_an_error_for_every_command() {
    if !Path::new("/dev/full").exists() {
        eprintln!("skipped: this system has no /dev/full");
        return;
    }
    for args in EVERY_COMMAND {
        let full = File::options().write(true).open("/dev/full").expect("/dev/full opens");
        let output = Command::new(cargo_bin!("nqueens"))
            .args(*args)
            .stdout(full)
            .output()
            .expect("the binary runs");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(1), "nqueens {args:?}: {stderr}");
        assert!(stderr.starts_with("error: cannot write the output"), "{args:?}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
    }
}

/// Every command with standard output closed (`nqueens solve 8 >&-`): nothing it writes can be
/// seen, so it fails with status 1 and says so on one line, as for a full disk. Unix only: it
/// needs a shell to close the stream, and Windows does not tell a closed one apart.
#[test]
#[cfg(unix)]
fn a_closed_standard_output_is_an_error_for_every_command() {
    let closed: &[&[&str]] = &[&["solve", "8"], &["place", "20"], &["compare", "5"]];
    for args in EVERY_COMMAND.iter().chain(closed) {
        // The shell closes standard output for the tool, as a user's `>&-` does.
        let output = Command::new("sh")
            .arg("-c")
            .arg("exec \"$0\" \"$@\" >&-")
            .arg(cargo_bin!("nqueens"))
            .args(*args)
            .stdin(Stdio::null())
            .output()
            .expect("the shell runs");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(1), "nqueens {args:?}: {stderr}");
        assert_eq!(stderr, "error: cannot write the output: standard output is closed\n");
    }
    // Standard output on /dev/null, opened by a shell's `>`, is written to as asked.
    let output = Command::new(cargo_bin!("nqueens"))
        .args(["solve", "8"])
        .stdout(Stdio::null())
        .output()
        .expect("the binary runs");
    assert!(output.status.success() && output.stderr.is_empty());
}

#[test]
#[cfg(unix)]
fn a_count_goes_on_where_no_thread_can_start() {
    // A process limit of one process for a user with none running leaves the tool its own
    // thread and no other. Root ignores the limit, so as root the tool runs as `nobody`.
    let is_root = rustix::process::geteuid().is_root();
    let (prlimit, setpriv) = (Path::new("/usr/bin/prlimit"), Path::new("/usr/bin/setpriv"));
    if !prlimit.exists() || (is_root && !setpriv.exists()) {
        eprintln!("skipped: no prlimit to set the limit, or no setpriv to leave root");
        return;
    }
    let cases: &[(&[&str], &str)] = &[
        (&["count", "12", "--approach", "parallel", "--threads", "256", "-f", "json"], "14200"),
        (&["count", "12", "--approach", "parallel", "--shard", "1/2", "-f", "json"], "\"tasks\""),
        (&["count", "12", "-f", "json"], "14200"),
        (&["compare", "8", "--format", "csv"], "parallel"),
    ];
    for (args, expected) in cases {
        let mut command = Command::new(prlimit);
        command.arg("--nproc=1");
        if is_root {
            command.args([setpriv.to_str().expect("a UTF-8 path"), "--reuid=65534"]);
            command.args(["--regid=65534", "--clear-groups"]);
        }
        let output = command.arg(cargo_bin!("nqueens")).args(*args).output().expect("it runs");
        let stderr = String::from_utf8_lossy(&output.stderr);
        if stderr.contains("Permission denied") || stderr.contains("prlimit:") {
            eprintln!("skipped: the tool cannot be run under the limit here: {stderr}");
            return;
        }
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        assert_eq!(output.status.code(), Some(0), "{args:?}: {stderr}");
        let stdout = String::from_utf8_lossy(&output.stdout);
        assert!(stdout.contains(expected), "{args:?}: {stdout}");
        if args.contains(&"--threads") {
            // The count says how many threads really ran it: one.
            assert!(stdout.contains("\"threads\":1"), "{args:?}: {stdout}");
        }
    }
}

#[test]
#[cfg(unix)]
fn ctrl_c_clears_the_progress_line_and_exits_with_130() {
    let (controller, open) = pseudo_terminal();
    let terminal = open();
    // About a minute of counting: long enough for the progress line to show.
    let mut child = Command::new(cargo_bin!("nqueens"))
        .args(["count", "17", "--force"])
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(terminal)
        .spawn()
        .expect("the binary starts");
    let reader = read_terminal(controller, None);
    // Wait for the progress line to be drawn, then interrupt.
    let start = Instant::now();
    thread::sleep(Duration::from_secs(2));
    let pid = rustix::process::Pid::from_child(&child);
    rustix::process::kill_process(pid, rustix::process::Signal::INT).expect("SIGINT is sent");
    let status = child.wait().expect("the tool ends");
    assert!(start.elapsed() < Duration::from_secs(30), "the tool went on after Ctrl-C");
    assert_eq!(status.code(), Some(130));
    let seen = reader.join().expect("the reader ends");
    assert!(seen.contains("counting n = 17"), "no progress line was drawn: {seen:?}");
    // The last thing written erases the line.
    let last_line = seen.rsplit("counting n = 17").next().unwrap_or_default();
    assert!(last_line.contains("\r\u{1b}[2K"), "the line was left on the screen: {last_line:?}");
    // The interrupt came from another process, not from a key: nothing was echoed, and the
    // line above the progress line, not the tool's, is left alone.
    assert!(!last_line.contains("\u{1b}[1A"), "the line above was erased: {last_line:?}");
}
