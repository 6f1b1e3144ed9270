//! Why a command stopped, and the exit status and message that say so.

use std::io;
use std::process::ExitCode;

/// Why a command did not finish normally.
#[derive(Debug)]
pub(crate) enum Failure {
    /// The command line asks for something the command does not do: exit status 2, like
    /// `clap`'s own usage errors.
    Usage(String),
    /// The request is understood but refused or failed (too large, over the time budget,
    /// unreadable input): exit status 1.
    Refused(String),
    /// The reader of the output went away (`nqueens solve 12 --format columns | head -1`):
    /// not an error, so the tool ends quietly with status 0.
    Closed,
    /// The command has printed its verdict on standard output, and the verdict is no
    /// (`practice check` found a difference): exit status 1, nothing more on standard error.
    Verdict,
    /// The user pressed Ctrl-C where the tool reads keys itself (`explore`): exit status 130,
    /// as for the interrupt signal.
    Interrupted,
}

impl Failure {
    /// The exit status for this failure.
    pub(crate) fn exit_code(&self) -> ExitCode {
        match self {
            Failure::Usage(_) => ExitCode::from(2),
            Failure::Refused(_) | Failure::Verdict => ExitCode::from(1),
            Failure::Closed => ExitCode::SUCCESS,
            Failure::Interrupted => ExitCode::from(130),
        }
    }

    /// The one-line message for standard error, if any.
    pub(crate) fn message(&self) -> Option<&str> {
        match self {
            Failure::Usage(message) | Failure::Refused(message) => Some(message),
            Failure::Closed | Failure::Interrupted | Failure::Verdict => None,
        }
    }
}

impl From<io::Error> for Failure {
    /// A closed pipe ends the tool quietly; any other failure to write is reported.
    fn from(error: io::Error) -> Self {
        if error.kind() == io::ErrorKind::BrokenPipe {
            Failure::Closed
        } else {
            Failure::Refused(format!("cannot write the output: {error}"))
        }
    }
}

impl From<serde_json::Error> for Failure {
    /// Writing JSON fails only when writing fails.
    fn from(error: serde_json::Error) -> Self {
        io::Error::from(error).into()
    }
}

impl From<nqueens_core::Error> for Failure {
    /// An approach that refuses n (too large for its representation) is a refusal.
    fn from(error: nqueens_core::Error) -> Self {
        Failure::Refused(error.to_string())
    }
}

/// What a command returns.
pub(crate) type Outcome = Result<(), Failure>;

impl From<nqueens_walk::WalkError> for Failure {
    /// A search that cannot be walked (never reached by `trace` and `explore`, whose arguments
    /// accept only traceable approaches and small boards) is a refusal.
    fn from(error: nqueens_walk::WalkError) -> Self {
        Failure::Refused(error.to_string())
    }
}
