//! Output into a pipe that the reader closes early ends the tool quietly.

use std::io::Read;
use std::process::{Command, Stdio};

use assert_cmd::cargo::cargo_bin;

/// Runs `nqueens args` like `nqueens args | head -c 1000`: reads the start of the output,
/// closes the pipe, and checks that the tool ends with success and says nothing.
fn read_the_start_then_close(args: &[&str]) {
    let mut child = Command::new(cargo_bin!("nqueens"))
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let mut stdout = child.stdout.take().expect("a piped stdout");
    let mut start = [0; 1_000];
    stdout.read_exact(&mut start).expect("the start of the output");
    drop(stdout);
    let output = child.wait_with_output().expect("the tool ends");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "nqueens {args:?}: {:?} {stderr}", output.status);
    assert!(stderr.is_empty(), "nqueens {args:?} wrote to stderr: {stderr}");
}

#[test]
fn a_closed_pipe_ends_every_streaming_command_quietly() {
    // Each prints far more than a pipe and the tool's buffer hold, so it meets the closed pipe.
    read_the_start_then_close(&["solve", "12", "--format", "columns"]);
    read_the_start_then_close(&["solve", "10", "--format", "board"]);
    read_the_start_then_close(&["solve", "12", "--format", "json"]);
    read_the_start_then_close(&["solve", "12", "--format", "leetcode"]);
    read_the_start_then_close(&["solve", "12", "--format", "hello-algo"]);
    read_the_start_then_close(&["trace", "8"]);
}
