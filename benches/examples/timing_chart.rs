//! Prints the tables of `docs/benchmarks.md` from criterion's results; the charts
//! `docs/benchmarks.svg` and `docs/benchmarks-zh.svg` are then drawn from the page's scaling table.
//!
//! ```text
//! cargo bench                                                  # or cargo bench --bench scaling
//! cargo run -p nqueens-benches --example timing-chart          # reads target/criterion
//! cargo run -p nqueens-benches --example timing-chart -- DIR…  # reads copies of it instead
//! cargo xtask docs                                             # draws both charts from the page
//! ```
//!
//! Criterion's directories are the arguments if there are any, otherwise
//! `$CARGO_TARGET_DIR/criterion` when that variable is set, otherwise `target/criterion` under
//! the workspace root. With several directories (copies of criterion's directory after several
//! runs of `cargo bench`), every benchmark takes the median of its medians over the runs. The
//! tables (Markdown) go to standard output. The record is the page: once its tables (and their
//! Chinese twins) hold the new medians, `cargo xtask docs` draws both timing charts from the
//! page's scaling table (`timing::recorded_scaling`), and the docs test fails while a committed
//! chart is not what the page's table draws.

use std::env;
use std::path::PathBuf;
use std::process::ExitCode;

use nqueens_benches::timing;

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
    eprintln!(
        "read {} results from {} run(s); put the tables into docs/benchmarks.md and \
         docs/zh/benchmarks.md, then `cargo xtask docs` draws docs/benchmarks.svg and \
         docs/benchmarks-zh.svg from the scaling table",
        measurements.len(),
        runs.len(),
    );
    println!("{}", timing::scaling_table(&measurements));
    let mut groups: Vec<&str> = measurements.iter().map(|m| m.group.as_str()).collect();
    groups.dedup();
    for group in groups {
        println!("{}", timing::group_table(&measurements, group));
    }
    ExitCode::SUCCESS
}
