//! On a terminal, `solve` shows each solution as soon as it is found; into a pipe it writes in
//! large blocks (see `pipes.rs`).

use std::io::Read;
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::thread;
use std::time::Duration;

use assert_cmd::cargo::cargo_bin;

use crate::pseudo_terminal;

/// How long the first solution may take to appear: generous, so that a slow or busy machine
/// does not fail the test. What the test checks is not the time but that the tool is still
/// searching when the first solution shows: a tool that held its output in a buffer would write
/// it only as it ends.
const FIRST_LINE_WITHIN: Duration = Duration::from_secs(120);

/// How long the tool must still be running after the first solution has appeared. The scan goes
/// on for about 13 s after it on the reference machine; a tool that flushed only on exit would
/// be gone within milliseconds of its first line.
const STILL_SEARCHING_AFTER: Duration = Duration::from_millis(500);

#[test]
fn a_terminal_sees_each_solution_while_the_search_goes_on() {
    let (controller, open) = pseudo_terminal();
    let terminal = open();
    // The permutation scan at n = 12 finds its first unique solution early; all of its 1,787
    // unique solutions (43 KB) would wait in the 64 KB buffer that pipes get until the end.
    let mut child = Command::new(cargo_bin!("nqueens"))
        .args(["solve", "12", "--approach", "permutation", "--unique", "--format", "columns"])
        .stdin(Stdio::null())
        .stdout(terminal)
        .stderr(Stdio::null())
        .spawn()
        .expect("the binary starts");
    let (sender, receiver) = mpsc::channel();
    let mut controller = controller;
    // The reader ends with an error once the tool is gone and the terminal is closed.
    thread::spawn(move || {
        let mut line = Vec::new();
        let mut byte = [0];
        while line.last() != Some(&b'\n') && controller.read_exact(&mut byte).is_ok() {
            line.push(byte[0]);
        }
        let _ = sender.send(String::from_utf8_lossy(&line).trim_end().to_string());
        // Keep reading, so that the tool never waits on a full terminal: it is still running
        // later only if it is still searching.
        let mut rest = [0; 4096];
        while controller.read(&mut rest).is_ok_and(|read| read > 0) {}
    });
    let first = receiver.recv_timeout(FIRST_LINE_WITHIN);
    thread::sleep(STILL_SEARCHING_AFTER);
    let still_searching = child.try_wait().expect("the tool's state").is_none();
    // Stop the tool whatever happened; an error here only means it had already ended.
    let _ = child.kill();
    child.wait().expect("the tool ends");
    assert_eq!(first.as_deref(), Ok("0 2 4 7 9 11 5 10 1 6 8 3"));
    assert!(still_searching, "the first solution appeared only when the tool ended");
}
