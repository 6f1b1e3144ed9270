//! Where the output goes: a buffered standard output, and a progress indicator on standard
//! error for long runs, shown only when standard error is a terminal.

use std::io::{self, BufWriter, IsTerminal, StdoutLock};
use std::time::Duration;

use indicatif::{ProgressBar, ProgressStyle};

/// Runs estimated to take longer than this show a progress indicator.
const PROGRESS_AFTER_SECONDS: f64 = 1.0;

/// The output of a command: standard output, locked once and buffered, so streaming millions of
/// lines costs one system call per few kilobytes.
pub(crate) fn stdout() -> BufWriter<StdoutLock<'static>> {
    BufWriter::with_capacity(64 * 1024, io::stdout().lock())
}

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
        let bar = make();
        bar.enable_steady_tick(Duration::from_millis(120));
        Self { bar: Some(bar) }
    }

    /// The bar itself, to update from the work, when it is shown.
    pub(crate) fn handle(&self) -> Option<&ProgressBar> {
        self.bar.as_ref()
    }
}

impl Drop for Progress {
    fn drop(&mut self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}
