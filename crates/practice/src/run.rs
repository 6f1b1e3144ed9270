//! Building and running a learner's file: a throwaway folder with the harness and the file,
//! compiled by the learner's own `rustc`, run under a cap of time, read a bounded line at a time.

use std::io::{BufRead, BufReader, Read};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError, sync_channel};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use crate::Exercise;

/// The longest a compilation may take before it is stopped.
pub const COMPILE_LIMIT: Duration = Duration::from_secs(120);

/// The longest a run of n = 1 to 8 may take: the textbook's takes a few milliseconds.
pub const RUN_LIMIT: Duration = Duration::from_secs(10);

/// The most steps a search may report for one n before it is stopped: the textbook's search
/// takes 15,720 for n = 8 (with arrays).
pub const STEP_CAP: u64 = 1_000_000;

/// The longest line of output read; the rest of a longer line is skipped.
const LONGEST_LINE: u64 = 4096;

/// How much of the end of standard error is kept (a panic's message is near its end).
const KEPT_ERRORS: usize = 16 * 1024;

/// Why a file could not be built.
#[derive(Debug)]
pub enum BuildError {
    /// No `rustc` could be started.
    NoCompiler(String),
    /// The file could not be read or the folder not written.
    Io(String),
    /// The compiler refused the file: its messages, as it wrote them.
    Compile(String),
}

/// The learner's program, built in a throwaway folder that is removed with it.
#[derive(Debug)]
pub struct Program {
    folder: PathBuf,
    binary: PathBuf,
}

impl Drop for Program {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.folder);
    }
}

/// The compiler: `$RUSTC` if set, else `rustc` from `PATH`.
pub fn compiler() -> PathBuf {
    std::env::var_os("RUSTC").map_or_else(|| PathBuf::from("rustc"), PathBuf::from)
}

/// A folder of its own under the system's temporary folder.
fn throwaway_folder() -> std::io::Result<PathBuf> {
    static COUNT: AtomicUsize = AtomicUsize::new(0);
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |since| since.subsec_nanos());
    let name = format!(
        "nqueens-practice-{}-{nanos}-{}",
        std::process::id(),
        COUNT.fetch_add(1, Ordering::Relaxed)
    );
    let folder = std::env::temp_dir().join(name);
    std::fs::create_dir_all(&folder)?;
    Ok(folder)
}

/// Builds the learner's file at `learner` for `exercise`.
pub fn build(exercise: &Exercise, learner: &Path) -> Result<Program, BuildError> {
    let io = |error: std::io::Error| BuildError::Io(format!("{}: {error}", learner.display()));
    let learner = std::fs::canonicalize(learner).map_err(io)?;
    let Some(learner_text) = learner.to_str() else {
        return Err(BuildError::Io(format!("{}: not a UTF-8 path", learner.display())));
    };
    let folder = throwaway_folder().map_err(io)?;
    // Removed with the program, or here if the build fails.
    let binary = folder.join(format!("practice{}", std::env::consts::EXE_SUFFIX));
    let program = Program { binary, folder };
    std::fs::write(program.folder.join("main.rs"), exercise.program(learner_text)).map_err(io)?;
    let compiler = compiler();
    let child = Command::new(&compiler)
        .args(["--edition", "2021", "--crate-name", "practice", "-A", "unused", "-o"])
        .arg(&program.binary)
        .arg(program.folder.join("main.rs"))
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|error| BuildError::NoCompiler(format!("{}: {error}", compiler.display())))?;
    let (status, errors) = wait_with_errors(child, COMPILE_LIMIT);
    match status {
        Some(status) if status.success() => Ok(program),
        _ => Err(BuildError::Compile(errors)),
    }
}

/// Waits for `child` at most `limit`, killing it then; returns its status (none if killed) and
/// the end of its standard error.
fn wait_with_errors(mut child: Child, limit: Duration) -> (Option<ExitStatus>, String) {
    let errors = child.stderr.take().map(keep_end);
    let start = Instant::now();
    let status = loop {
        match child.try_wait() {
            Ok(Some(status)) => break Some(status),
            Ok(None) if start.elapsed() < limit => std::thread::sleep(Duration::from_millis(10)),
            _ => {
                let _ = child.kill();
                let _ = child.wait();
                break None;
            }
        }
    };
    let errors = errors.and_then(|handle| handle.join().ok()).unwrap_or_default();
    (status, errors)
}

/// Reads `stream` to its end on a thread, keeping the last [`KEPT_ERRORS`] bytes.
fn keep_end(mut stream: impl Read + Send + 'static) -> JoinHandle<String> {
    std::thread::spawn(move || {
        let mut kept = Vec::new();
        let mut buffer = [0u8; 4096];
        while let Ok(read) = stream.read(&mut buffer) {
            if read == 0 {
                break;
            }
            kept.extend_from_slice(&buffer[..read]);
            if kept.len() > 2 * KEPT_ERRORS {
                kept.drain(..kept.len() - KEPT_ERRORS);
            }
        }
        if kept.len() > KEPT_ERRORS {
            kept.drain(..kept.len() - KEPT_ERRORS);
        }
        String::from_utf8_lossy(&kept).into_owned()
    })
}

/// A running program, read a line at a time.
#[derive(Debug)]
pub struct Running {
    child: Child,
    lines: Receiver<String>,
    errors: Option<JoinHandle<String>>,
    deadline: Instant,
}

/// What the running program did next.
#[derive(Debug, PartialEq, Eq)]
pub enum Next {
    /// It wrote this line (without its line end).
    Line(String),
    /// It closed its output: it has ended.
    End,
    /// The time is up: it was killed.
    TimedOut,
}

/// How a program ended.
#[derive(Debug)]
pub struct Ended {
    /// Its exit status, if it ended by itself.
    pub status: Option<ExitStatus>,
    /// The end of its standard error.
    pub errors: String,
}

impl Program {
    /// Starts the program for n = 1 to `largest`, with `cap` steps at most per n and `limit` of
    /// time in all.
    pub fn start(&self, largest: usize, cap: u64, limit: Duration) -> std::io::Result<Running> {
        let mut child = Command::new(&self.binary)
            .args([largest.to_string(), cap.to_string()])
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()?;
        let errors = child.stderr.take().map(keep_end);
        let (sender, lines) = sync_channel(4096);
        if let Some(stdout) = child.stdout.take() {
            std::thread::spawn(move || {
                let mut reader = BufReader::new(stdout);
                loop {
                    let mut line = Vec::new();
                    match (&mut reader).take(LONGEST_LINE).read_until(b'\n', &mut line) {
                        Ok(0) | Err(_) => break,
                        Ok(_) => {}
                    }
                    if line.last() != Some(&b'\n') {
                        // Too long: skip the rest of the line.
                        let mut rest = Vec::new();
                        if reader.read_until(b'\n', &mut rest).is_err() {
                            break;
                        }
                    }
                    let text = String::from_utf8_lossy(&line).trim_end().to_string();
                    if sender.send(text).is_err() {
                        break;
                    }
                }
            });
        }
        Ok(Running { child, lines, errors, deadline: Instant::now() + limit })
    }
}

impl Running {
    /// The next line, the end, or the end of the time.
    pub fn read(&mut self) -> Next {
        let left = self.deadline.saturating_duration_since(Instant::now());
        match self.lines.recv_timeout(left) {
            Ok(line) => Next::Line(line),
            Err(RecvTimeoutError::Disconnected) => Next::End,
            Err(RecvTimeoutError::Timeout) => {
                let _ = self.child.kill();
                Next::TimedOut
            }
        }
    }

    /// Stops the program at once, and collects what it wrote to standard error.
    pub fn stop(mut self) -> Ended {
        let _ = self.child.kill();
        let status = self.child.wait().ok().filter(|status| status.success());
        let errors = self.errors.take().and_then(|handle| handle.join().ok()).unwrap_or_default();
        Ended { status, errors }
    }

    /// Waits a moment for the program to end by itself (it has closed its output), stopping it
    /// if it does not, and says how it ended.
    pub fn finish(mut self) -> Ended {
        let status = match self.child.try_wait() {
            Ok(Some(status)) => Some(status),
            _ => {
                // Still running (or already killed): give it a moment to end by itself.
                let start = Instant::now();
                loop {
                    match self.child.try_wait() {
                        Ok(Some(status)) => break Some(status),
                        Ok(None) if start.elapsed() < Duration::from_millis(200) => {
                            std::thread::sleep(Duration::from_millis(5));
                        }
                        _ => {
                            let _ = self.child.kill();
                            let _ = self.child.wait();
                            break None;
                        }
                    }
                }
            }
        };
        let errors = self.errors.take().and_then(|handle| handle.join().ok()).unwrap_or_default();
        Ended { status, errors }
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
