//! Draws `docs/benchmarks.svg` from criterion's results and prints the tables of
//! `docs/benchmarks.md`.
//!
//! ```text
//! cargo bench                                                  # or cargo bench --bench scaling
//! cargo run -p nqueens-benches --example timing-chart          # reads target/criterion
//! cargo run -p nqueens-benches --example timing-chart -- DIR…  # reads copies of it instead
//! ```
//!
//! Criterion's directories are the arguments if there are any, otherwise
//! `$CARGO_TARGET_DIR/criterion` when that variable is set, otherwise `target/criterion` under
//! the workspace root. With several directories (copies of criterion's directory after several
//! runs of `cargo bench`), every benchmark takes the median of its medians over the runs. The
//! chart is written to `docs/benchmarks.svg`; the tables (Markdown) go to standard output.

use std::path::PathBuf;
use std::process::ExitCode;
use std::{env, fs};

use nqueens_benches::{chart, timing};

fn main() -> ExitCode {
    let mut dirs: Vec<PathBuf> = env::args_os().skip(1).map(PathBuf::from).collect();
    if dirs.is_empty() {
        dirs.push(timing::default_criterion_dir());
    }
    let mut runs = Vec::new();
    for dir in &dirs {
        match timing::read_all(dir) {
            Ok(measurements) => runs.push(measurements),
            Err(error) => {
                eprintln!("error: cannot read criterion's results: {error}");
                eprintln!("run `cargo bench` first, or name criterion's directory as the argument");
                return ExitCode::FAILURE;
            }
        }
    }
    let measurements = timing::median_of_runs(&runs);
    let chart_path = timing::workspace_root().join("docs").join("benchmarks.svg");
    let svg = chart::render(&timing::chart(&measurements));
    if let Err(error) = fs::write(&chart_path, svg) {
        eprintln!("error: cannot write {}: {error}", chart_path.display());
        return ExitCode::FAILURE;
    }
    eprintln!(
        "read {} results from {} run(s), wrote {}",
        measurements.len(),
        runs.len(),
        chart_path.display()
    );
    println!("{}", timing::scaling_table(&measurements));
    let mut groups: Vec<&str> = measurements.iter().map(|m| m.group.as_str()).collect();
    groups.dedup();
    for group in groups {
        println!("{}", timing::group_table(&measurements, group));
    }
    ExitCode::SUCCESS
}
