//! Output into a pipe that the reader closes early ends the tool quietly, and at once. That a
//! search which finds nothing for a while still ends at once is Unix only: the tool polls the
//! pipe there, which Windows cannot; there it ends at its next write.

use std::io::Read;
#[cfg(unix)]
use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
#[cfg(unix)]
use std::sync::mpsc;
#[cfg(unix)]
use std::thread;
#[cfg(unix)]
use std::time::Duration;

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

/// Runs `nqueens args` like `nqueens args | head -1`: reads the first line, closes the pipe, and
/// checks that the tool ends quietly with success. The run is one that goes on for a long time
/// (the whole listing at the approach's practical n): the tool must end because the reader
/// went away, not because the search did. A tool that holds its output back until its buffer
/// fills, or keeps searching after the reader left, hangs here; the watchdog turns that into a
/// failure after a minute, far beyond the tenth of a second the tool takes.
#[cfg(unix)]
fn read_one_line_then_close(args: &[&str]) {
    let mut child = Command::new(cargo_bin!("nqueens"))
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let mut stdout = BufReader::new(child.stdout.take().expect("a piped stdout"));
    let mut line = String::new();
    let watchdog = Watchdog::start(child.id());
    stdout.read_line(&mut line).expect("the first line");
    drop(stdout);
    let output = child.wait_with_output().expect("the tool ends");
    let killed = watchdog.stop();
    assert!(!killed, "nqueens {args:?} still ran a minute after its reader left");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(line.ends_with('\n') && line.len() > 1, "nqueens {args:?}: {line:?}");
    assert!(output.status.success(), "nqueens {args:?}: {:?} {stderr}", output.status);
    assert!(stderr.is_empty(), "nqueens {args:?} wrote to stderr: {stderr}");
}

/// Kills the process of `pid` (a child this test started) if it still runs after a minute.
#[cfg(unix)]
struct Watchdog {
    stop: mpsc::Sender<()>,
    thread: thread::JoinHandle<bool>,
}

#[cfg(unix)]
impl Watchdog {
    fn start(pid: u32) -> Self {
        let (stop, stopped) = mpsc::channel();
        let thread = thread::spawn(move || {
            if stopped.recv_timeout(Duration::from_secs(60)).is_ok() {
                return false;
            }
            let pid = rustix::process::Pid::from_raw(pid.cast_signed()).expect("a pid");
            let _ = rustix::process::kill_process(pid, rustix::process::Signal::KILL);
            true
        });
        Self { stop, thread }
    }

    /// Stops the watchdog; whether it had to kill the process.
    fn stop(self) -> bool {
        let _ = self.stop.send(());
        self.thread.join().expect("the watchdog ends")
    }
}

#[test]
#[cfg(unix)]
fn every_approach_ends_when_its_reader_leaves_after_one_line() {
    for solver in nqueens_approaches::APPROACHES {
        let info = solver.info();
        // A listing that holds halves as it goes (meet in the middle) runs at the largest n
        // whose listing its model puts at 8 GiB or less, so as not to depend on the memory of
        // the machine: its practical n is its count's.
        let mut n = nqueens_cli::practical_n(*solver);
        while solver.peak_bytes(n, true) > 8 << 30 {
            n -= 1;
        }
        let n = n.to_string();
        let args = ["solve", &n, "--approach", info.id, "--format", "columns", "--force"];
        read_one_line_then_close(&args);
    }
    // One solution at a time from a slow search: the first line comes as it is found, not when
    // a buffer fills.
    read_one_line_then_close(&["solve", "14", "--approach", "sat", "--format", "board", "--force"]);
}
