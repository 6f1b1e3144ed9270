//! `cargo xtask`: the book's build in one command (an alias in `.cargo/config.toml` for
//! `cargo run --package nqueens-xtask --`).

use std::process::{Command, ExitCode};

use clap::{Parser, Subcommand};

/// The book's build: regenerate or check everything in docs/ that the code computes.
#[derive(Parser)]
#[command(name = "cargo xtask", version)]
struct Arguments {
    #[command(subcommand)]
    task: Task,
}

#[derive(Subcommand)]
enum Task {
    /// Regenerate the generated tables, the figures and the chart of the work counters in
    /// docs/, then check the rest of the docs against the code.
    Docs,
    /// Check the docs against the code without writing anything.
    Check,
}

fn main() -> ExitCode {
    let task = Arguments::parse().task;
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut test = Command::new(cargo);
    test.args(["test", "--package", "nqueens-xtask", "--test", "docs"]);
    match task {
        Task::Docs => {
            eprintln!("regenerating docs/: UPDATE_DOCS=1 cargo test -p nqueens-xtask --test docs");
            test.env("UPDATE_DOCS", "1");
        }
        Task::Check => {
            eprintln!("checking docs/: cargo test -p nqueens-xtask --test docs");
            test.env_remove("UPDATE_DOCS");
        }
    }
    match test.status() {
        Ok(status) if status.success() => ExitCode::SUCCESS,
        Ok(_) => ExitCode::FAILURE,
        Err(error) => {
            eprintln!("error: cargo could not be started: {error}");
            ExitCode::FAILURE
        }
    }
}
