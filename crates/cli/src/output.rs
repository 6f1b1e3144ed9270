//! Where the output goes: a buffered standard output that a terminal sees item by item, and a
//! progress indicator on standard error for long runs, shown only when standard error is a
//! terminal.

use std::io::{self, BufWriter, IsTerminal, StdoutLock, Write};
use std::sync::Mutex;
use std::time::Duration;
use std::{process, thread};

use indicatif::{ProgressBar, ProgressStyle};

use crate::args::ColorChoice;

/// Runs estimated to take longer than this show a progress indicator.
const PROGRESS_AFTER_SECONDS: f64 = 1.0;

/// The output of a command: standard output, locked once and buffered, so streaming millions of
/// lines into a pipe or a file costs one system call per 64 KB. On a terminal, where a person
/// watches the results arrive, [`Output::item_done`] shows each one at once.
pub(crate) struct Output {
    writer: BufWriter<StdoutLock<'static>>,
    terminal: bool,
}

/// Standard output, for one command.
pub(crate) fn stdout() -> Output {
    let stdout = io::stdout();
    let terminal = stdout.is_terminal();
    Output { writer: BufWriter::with_capacity(64 * 1024, stdout.lock()), terminal }
}

impl Output {
    /// Marks the end of one item of a stream (a solution): on a terminal it is shown now, into a
    /// pipe or a file it waits in the buffer.
    pub(crate) fn item_done(&mut self) -> io::Result<()> {
        if self.terminal { self.writer.flush() } else { Ok(()) }
    }

    /// Whether standard output is a terminal.
    pub(crate) fn is_terminal(&self) -> bool {
        self.terminal
    }
}

impl Write for Output {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.writer.write(buf)
    }

    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        self.writer.write_all(buf)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.writer.flush()
    }
}

/// Whether to draw in colour on a stream: as `choice` says, and for `auto` only on a terminal
/// (`terminal`) and when NO_COLOR is unset or empty (no-color.org).
pub(crate) fn use_color(choice: ColorChoice, terminal: bool) -> bool {
    match choice {
        ColorChoice::Always => true,
        ColorChoice::Never => false,
        ColorChoice::Auto => {
            terminal && std::env::var_os("NO_COLOR").is_none_or(|value| value.is_empty())
        }
    }
}

/// The exit status of a run stopped by Ctrl-C: 128 + SIGINT, as a shell reports it.
const INTERRUPTED: i32 = 130;

/// The progress bar on the screen, if any, for the Ctrl-C handler to clear.
static SHOWN: Mutex<Option<ProgressBar>> = Mutex::new(None);

/// A progress indicator on standard error, or nothing at all when the run is short or standard
/// error is not a terminal. It disappears when dropped, whatever the outcome.
pub(crate) struct Progress {
    bar: Option<ProgressBar>,
}

impl Progress {
    /// No progress indicator.
    pub(crate) fn hidden() -> Self {
        Self { bar: None }
    }

    /// A spinner with the elapsed time, for a run that reports no progress of its own.
    pub(crate) fn spinner(estimated_seconds: f64, message: String) -> Self {
        Self::start(estimated_seconds, || {
            let style = ProgressStyle::with_template("{spinner} {msg} ({elapsed})")
                .unwrap_or_else(|_| ProgressStyle::default_spinner());
            ProgressBar::new_spinner().with_style(style).with_message(message)
        })
    }

    /// A bar that counts up to `length` items, with rate and remaining time.
    pub(crate) fn bar(estimated_seconds: f64, length: u64, message: String) -> Self {
        Self::start(estimated_seconds, || {
            let style = ProgressStyle::with_template(
                "{msg} [{bar:30}] {human_pos}/{human_len}, {elapsed} so far, about {eta} left",
            )
            .unwrap_or_else(|_| ProgressStyle::default_bar())
            .progress_chars("=> ");
            ProgressBar::new(length).with_style(style).with_message(message)
        })
    }

    fn start(estimated_seconds: f64, make: impl FnOnce() -> ProgressBar) -> Self {
        if estimated_seconds <= PROGRESS_AFTER_SECONDS || !io::stderr().is_terminal() {
            return Self::hidden();
        }
        // The bar ticks on a thread of its own, which would panic if the system refused to start
        // it (a process limit): then the run goes on without a bar.
        if thread::Builder::new().spawn(|| {}).is_err() {
            return Self::hidden();
        }
        let bar = make();
        // Ctrl-C clears the bar before the tool ends, instead of leaving it on the screen.
        if let Ok(mut shown) = SHOWN.lock() {
            *shown = Some(bar.clone());
        }
        let _ = ctrlc::set_handler(|| {
            if let Some(bar) = SHOWN.lock().ok().and_then(|mut shown| shown.take()) {
                bar.finish_and_clear();
                // The bar fills its line and leaves the cursor at its end, so a terminal that
                // echoes the ^C wraps it onto the next line, where the bar's own clearing
                // happened: go up one line and erase the bar there too.
                if echoes_control_characters() {
                    let mut stderr = io::stderr().lock();
                    let _ = write!(stderr, "\x1b[1A\r\x1b[2K");
                    let _ = stderr.flush();
                }
            }
            process::exit(INTERRUPTED);
        });
        bar.enable_steady_tick(Duration::from_millis(120));
        Self { bar: Some(bar) }
    }

    /// The bar itself, to update from the work, when it is shown.
    pub(crate) fn handle(&self) -> Option<&ProgressBar> {
        self.bar.as_ref()
    }
}

/// Whether the terminal on standard error echoes control characters such as Ctrl-C as `^C`.
fn echoes_control_characters() -> bool {
    use rustix::termios::{LocalModes, tcgetattr};
    tcgetattr(io::stderr())
        .is_ok_and(|termios| termios.local_modes.contains(LocalModes::ECHO | LocalModes::ECHOCTL))
}

impl Drop for Progress {
    fn drop(&mut self) {
        if let Some(bar) = &self.bar {
            if let Ok(mut shown) = SHOWN.lock() {
                *shown = None;
            }
            bar.finish_and_clear();
        }
    }
}
