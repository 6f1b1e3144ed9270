//! The `nqueens` command-line tool; everything but the entry point is in the library.

use std::process::ExitCode;

fn main() -> ExitCode {
    nqueens_cli::run(std::env::args_os())
}
