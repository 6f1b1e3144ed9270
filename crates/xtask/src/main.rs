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
    /// Add an approach (a twin of backtrack-array, id `dry-run`) to a copy of the committed head
    /// outside the repository by the list "Adding an approach" of docs/ARCHITECTURE.md, and run
    /// every test there: a place the list leaves out fails a test. Slow: a whole build.
    AddApproachDryRun {
        /// The folder of the copy (emptied first).
        #[arg(long)]
        copy: Option<PathBuf>,
    },
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
        Task::AddApproachDryRun { copy } => return dry_run(copy),
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

/// `cargo xtask add-approach-dry-run`: the steps, the files each changed, and the tests.
fn dry_run(copy: Option<PathBuf>) -> ExitCode {
    use nqueens_xtask::dry_run;
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    let copy = copy.unwrap_or_else(dry_run::default_copy);
    let steps = match dry_run::add(&root, &copy) {
        Ok(steps) => steps,
        Err(error) => {
            eprintln!("error: {error}");
            return ExitCode::FAILURE;
        }
    };
    for (step, files) in &steps {
        println!("{step}: {}", files.join(", "));
    }
    match dry_run::test(&copy) {
        Ok((changed, passed)) => {
            println!("7, 8. generated and accepted by the tests: {}", changed.join(", "));
            println!(
                "every test in {}: {}",
                copy.display(),
                if passed { "passed" } else { "FAILED" }
            );
            if passed { ExitCode::SUCCESS } else { ExitCode::FAILURE }
        }
        Err(error) => {
            eprintln!("error: {error}");
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
