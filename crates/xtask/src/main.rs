//! `cargo xtask`: the book's build in one command (an alias in `.cargo/config.toml` for
//! `cargo run --package nqueens-xtask --`).

use std::path::PathBuf;
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
    /// Add the characters and character pairs of the Chinese text to the search index of the
    /// built Chinese book (run by .ci/book), so that its search box finds Chinese words.
    ZhSearch {
        /// The built Chinese book, the folder that holds its searchindex*.js.
        book: PathBuf,
    },
}

fn main() -> ExitCode {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut test = Command::new(cargo);
    test.args(["test", "--package", "nqueens-xtask", "--test", "docs"]);
    match Arguments::parse().task {
        Task::Docs => {
            eprintln!("regenerating docs/: UPDATE_DOCS=1 cargo test -p nqueens-xtask --test docs");
            test.env("UPDATE_DOCS", "1");
        }
        Task::Check => {
            eprintln!("checking docs/: cargo test -p nqueens-xtask --test docs");
            test.env_remove("UPDATE_DOCS");
        }
        Task::ZhSearch { book } => return zh_search(&book),
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

/// `cargo xtask zh-search BOOK`: the grams into the index, and what they cost.
fn zh_search(book: &std::path::Path) -> ExitCode {
    match nqueens_xtask::zh_search::add_grams(book) {
        Ok(added) => {
            println!(
                "{}: {} sections, {} Chinese grams in {} postings added; {} bytes before, {} after",
                added.path.display(),
                added.sections,
                added.terms,
                added.postings,
                added.bytes_before,
                added.bytes_after
            );
            ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("error: {error}");
            ExitCode::FAILURE
        }
    }
}
