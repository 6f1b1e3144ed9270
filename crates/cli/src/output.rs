//! Where the output goes: a buffered standard output that a terminal sees item by item, and a
//! progress indicator on standard error for long runs, shown only when standard error is a
//! terminal.

use std::io::{self, BufWriter, IsTerminal, StdoutLock, Write};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::time::Duration;
use std::{process, thread};

use indicatif::{ProgressBar, ProgressStyle};

use crate::args::ColorChoice;

/// Runs estimated to take longer than this show a progress indicator.
const PROGRESS_AFTER_SECONDS: f64 = 1.0;

/// The output of a command: standard output, locked once and buffered, so writing many lines
/// into a pipe or a file costs one system call per 64 KB. A stream of results that a reader may
/// be waiting for goes through a [`Stream`] instead.
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

/// The width help is wrapped to: the terminal's, when standard output is one, and 80 columns
/// otherwise (`clap` keeps it to 100 at most).
pub(crate) fn help_width() -> usize {
    let stdout = io::stdout();
    if !stdout.is_terminal() {
        return 80;
    }
    terminal_width(&stdout)
}

/// The width of the terminal on standard output, if it says.
#[cfg(unix)]
fn terminal_width(stdout: &io::Stdout) -> usize {
    rustix::termios::tcgetwinsize(stdout)
        .ok()
        .map(|size| usize::from(size.ws_col))
        .filter(|&width| width > 0)
        .unwrap_or(80)
}

/// Elsewhere (Windows) help keeps to 80 columns.
#[cfg(not(unix))]
fn terminal_width(_stdout: &io::Stdout) -> usize {
    80
}

/// Whether standard output was closed when the tool started (`nqueens solve 8 >&-`). The Rust
/// runtime opens `/dev/null` for a standard stream that is closed at start, for reading and
/// writing both, so that everything written there would vanish with success; a shell's
/// `> /dev/null` opens it for writing only. Standard output on `/dev/null` open for reading and
/// writing is taken to be closed (`1<>/dev/null` too, the one way to ask for it on purpose).
#[cfg(unix)]
pub(crate) fn stdout_closed() -> bool {
    static CLOSED: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *CLOSED.get_or_init(|| {
        use rustix::fs::{FileType, OFlags, fcntl_getfl, fstat, stat};
        let stdout = io::stdout();
        let fd = std::os::fd::AsFd::as_fd(&stdout);
        let (Ok(flags), Ok(status), Ok(null)) = (fcntl_getfl(fd), fstat(fd), stat("/dev/null"))
        else {
            return false;
        };
        FileType::from_raw_mode(status.st_mode) == FileType::CharacterDevice
            && status.st_rdev == null.st_rdev
            && flags & OFlags::ACCMODE == OFlags::RDWR
    })
}

/// Elsewhere (Windows) a standard output closed at start is not told apart from `NUL`.
#[cfg(not(unix))]
pub(crate) fn stdout_closed() -> bool {
    false
}

/// Fails if standard output was closed when the tool started: nothing written there is seen.
pub(crate) fn writable() -> io::Result<()> {
    if stdout_closed() {
        return Err(io::Error::other("standard output is closed"));
    }
    Ok(())
}

impl Output {
    /// Whether standard output is a terminal.
    pub(crate) fn is_terminal(&self) -> bool {
        self.terminal
    }
}

impl Write for Output {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        writable()?;
        self.writer.write(buf)
    }

    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        writable()?;
        self.writer.write_all(buf)
    }

    fn flush(&mut self) -> io::Result<()> {
        writable()?;
        self.writer.flush()
    }
}

/// How long a solution may wait in the buffer of a [`Stream`] before it is written out.
const FLUSH_EVERY: Duration = Duration::from_millis(100);

/// The buffer of a [`Stream`] that is written out at once when it grows this large.
const STREAM_CAPACITY: usize = 64 * 1024;

/// Standard output for a stream of items (the solutions of `solve`) that a reader may be
/// waiting for: buffered, so that millions of lines cost one system call per 64 KB, but never
/// held back longer than [`FLUSH_EVERY`], whatever the pace of the search. A thread of its own
/// writes out what waits, updates the progress bar with the items so far, and notices a reader
/// that went away (a closed pipe) even while the search finds nothing: the next
/// [`Stream::item_done`] then fails with [`io::ErrorKind::BrokenPipe`], and if the search is
/// still busy one period later the tool ends there, quietly, as for any closed pipe.
pub(crate) struct Stream {
    /// The item being written, handed over whole by [`Stream::item_done`].
    item: Vec<u8>,
    shared: Arc<Shared>,
    terminal: bool,
    flusher: Option<thread::JoinHandle<()>>,
}

/// What the search and the flusher share.
struct Shared {
    /// What waits to be written, and the first error met writing it.
    pending: Mutex<Pending>,
    /// Set when the stream ends, to stop the flusher.
    done: Mutex<bool>,
    wake: Condvar,
    /// The items handed over so far, for the progress bar.
    items: AtomicU64,
    /// The progress bar to keep up to date, if one is shown.
    bar: Mutex<Option<ProgressBar>>,
}

/// Bytes waiting for standard output.
#[derive(Default)]
struct Pending {
    bytes: Vec<u8>,
    error: Option<io::Error>,
}

impl Pending {
    /// Writes out what waits, and keeps the first error for the search to see.
    fn write_out(&mut self) {
        if self.bytes.is_empty() || self.error.is_some() {
            return;
        }
        let mut stdout = io::stdout().lock();
        let written = writable().and_then(|()| stdout.write_all(&self.bytes));
        if let Err(error) = written.and_then(|()| stdout.flush()) {
            self.error = Some(error);
        }
        self.bytes.clear();
    }

    /// Takes the error met so far, if any.
    fn check(&mut self) -> io::Result<()> {
        self.error.take().map_or(Ok(()), Err)
    }
}

/// Locks `mutex`, whether or not a thread panicked holding it (nothing it guards can be left
/// half-updated by a panic: bytes, a flag, a bar).
fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

/// Standard output for a stream of items.
pub(crate) fn stream() -> Stream {
    let terminal = io::stdout().is_terminal();
    let shared = Arc::new(Shared {
        pending: Mutex::new(Pending::default()),
        done: Mutex::new(false),
        wake: Condvar::new(),
        items: AtomicU64::new(0),
        bar: Mutex::new(None),
    });
    let for_flusher = Arc::clone(&shared);
    // Without a thread (a process limit) the stream is still written, only at 64 KB at a time.
    let flusher = thread::Builder::new()
        .name("flusher".into())
        .spawn(move || flush_by_time(&for_flusher))
        .ok();
    Stream { item: Vec::new(), shared, terminal, flusher }
}

/// The flusher: every [`FLUSH_EVERY`], writes out what waits, updates the progress bar, and
/// looks whether the reader is still there.
fn flush_by_time(shared: &Shared) {
    let mut reader_gone_since: Option<u32> = None;
    loop {
        let done = lock(&shared.done);
        let (done, _) = shared
            .wake
            .wait_timeout_while(done, FLUSH_EVERY, |done| !*done)
            .unwrap_or_else(PoisonError::into_inner);
        if *done {
            return;
        }
        drop(done);
        if let Some(bar) = lock(&shared.bar).as_ref() {
            bar.set_position(shared.items.load(Ordering::Relaxed));
        }
        let mut pending = lock(&shared.pending);
        pending.write_out();
        if pending.error.is_none() && reader_gone() {
            pending.error = Some(io::ErrorKind::BrokenPipe.into());
        }
        let gone =
            pending.error.as_ref().is_some_and(|error| error.kind() == io::ErrorKind::BrokenPipe);
        drop(pending);
        if gone {
            // The search has had one period to see the closed pipe at its next item; a search
            // that finds none for that long is ended here, as the closed pipe would end it.
            let periods = reader_gone_since.get_or_insert(0);
            *periods += 1;
            if *periods > 1 {
                if let Some(bar) = lock(&shared.bar).take() {
                    bar.finish_and_clear();
                }
                process::exit(0);
            }
        }
    }
}

/// Whether standard output is a pipe whose reader has closed it (`poll` reports an error on
/// such a pipe at once).
#[cfg(unix)]
fn reader_gone() -> bool {
    use rustix::event::{PollFd, PollFlags, Timespec, poll};
    let stdout = io::stdout();
    let mut fds = [PollFd::new(&stdout, PollFlags::OUT)];
    let now = Timespec { tv_sec: 0, tv_nsec: 0 };
    poll(&mut fds, Some(&now)).is_ok()
        && fds[0].revents().intersects(PollFlags::ERR | PollFlags::HUP)
}

/// Elsewhere (Windows) a pipe cannot be polled: a closed pipe is seen at the next write.
#[cfg(not(unix))]
fn reader_gone() -> bool {
    false
}

impl Stream {
    /// Marks the end of one item (a solution): it is handed to the flusher, which writes it out
    /// within [`FLUSH_EVERY`] (on a terminal, where a person watches, at once). Fails once the
    /// output cannot be written, with the error met.
    pub(crate) fn item_done(&mut self) -> io::Result<()> {
        self.shared.items.fetch_add(1, Ordering::Relaxed);
        self.hand_over(self.terminal)
    }

    /// Hands the current item to the pending bytes, and writes them out now if `now` is set or
    /// they fill the buffer.
    fn hand_over(&mut self, now: bool) -> io::Result<()> {
        let mut pending = lock(&self.shared.pending);
        pending.check()?;
        if pending.bytes.is_empty() {
            std::mem::swap(&mut pending.bytes, &mut self.item);
        } else {
            pending.bytes.extend_from_slice(&self.item);
            self.item.clear();
        }
        if now || pending.bytes.len() >= STREAM_CAPACITY {
            pending.write_out();
            pending.check()?;
        }
        Ok(())
    }

    /// Whether standard output is a terminal.
    pub(crate) fn is_terminal(&self) -> bool {
        self.terminal
    }

    /// Keeps `bar` at the number of items handed over so far, updated by time.
    pub(crate) fn show_progress(&self, bar: Option<&ProgressBar>) {
        *lock(&self.shared.bar) = bar.cloned();
    }
}

impl Write for Stream {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.write_all(buf).map(|()| buf.len())
    }

    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        self.item.extend_from_slice(buf);
        if self.item.len() >= STREAM_CAPACITY {
            // A long item (a large board with its images) goes out in pieces.
            self.hand_over(false)?;
        }
        Ok(())
    }

    fn flush(&mut self) -> io::Result<()> {
        self.hand_over(true)
    }
}

impl Drop for Stream {
    fn drop(&mut self) {
        *lock(&self.shared.done) = true;
        self.shared.wake.notify_all();
        if let Some(flusher) = self.flusher.take() {
            let _ = flusher.join();
        }
        *lock(&self.shared.bar) = None;
        // What is left when a command ends early on an error: written, as a buffer would be.
        let _ = self.hand_over(true);
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
#[cfg(unix)]
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
        interrupt_clears_the_bar();
        bar.enable_steady_tick(Duration::from_millis(120));
        Self { bar: Some(bar) }
    }

    /// The bar itself, to update from the work, when it is shown.
    pub(crate) fn handle(&self) -> Option<&ProgressBar> {
        self.bar.as_ref()
    }
}

/// Sets, once, what Ctrl-C does: clear the bar shown, if any, before the tool ends with status
/// 130. A Ctrl-C typed on the terminal is echoed there as `^C`; the bar fills its line and
/// leaves the cursor at its end, so the echo wraps onto the next line, where the bar's own
/// clearing happens: the line above, the bar's, is erased too. An interrupt sent by another
/// process (`kill -INT`, `timeout -s INT`) is not echoed: the bar's line is the cursor's, and
/// the line above is not the tool's to erase. The kernel says which it is.
#[cfg(unix)]
fn interrupt_clears_the_bar() {
    static SET: std::sync::Once = std::sync::Once::new();
    SET.call_once(|| {
        // The signal is waited for on a thread of its own, which takes it over only once it
        // runs: without a thread (a process limit), Ctrl-C ends the tool as it would anyway.
        let _ = thread::Builder::new().name("interrupt".into()).spawn(|| {
            let Some(typed) = next_interrupt() else {
                return;
            };
            if let Some(bar) = SHOWN.lock().ok().and_then(|mut shown| shown.take()) {
                bar.finish_and_clear();
                if typed && echoes_control_characters() {
                    let mut stderr = io::stderr().lock();
                    let _ = write!(stderr, "\x1b[1A\r\x1b[2K");
                    let _ = stderr.flush();
                }
            }
            process::exit(INTERRUPTED);
        });
    });
}

/// Waits for the next SIGINT, and says whether it was typed on the terminal (the kernel sent it)
/// rather than sent by another process; `None` if it cannot be waited for.
#[cfg(target_os = "linux")]
fn next_interrupt() -> Option<bool> {
    use signal_hook::consts::SIGINT;
    use signal_hook::iterator::SignalsInfo;
    use signal_hook::iterator::exfiltrator::WithOrigin;
    use signal_hook::low_level::siginfo::Cause;
    let mut signals = SignalsInfo::<WithOrigin>::new([SIGINT]).ok()?;
    let origin = signals.forever().next()?;
    Some(origin.cause == Cause::Kernel)
}

/// On the other Unix systems the origin of a signal takes a helper in C, which is not built
/// there: every SIGINT is taken to be typed, and the terminal's echo decides.
#[cfg(all(unix, not(target_os = "linux")))]
fn next_interrupt() -> Option<bool> {
    use signal_hook::consts::SIGINT;
    use signal_hook::iterator::Signals;
    let mut signals = Signals::new([SIGINT]).ok()?;
    signals.forever().next().map(|_| true)
}

/// Elsewhere (Windows) Ctrl-C ends the tool as the console ends any program, the bar's line
/// left as it was.
#[cfg(not(unix))]
fn interrupt_clears_the_bar() {}

/// Whether the terminal on standard error echoes control characters such as Ctrl-C as `^C`.
#[cfg(unix)]
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
