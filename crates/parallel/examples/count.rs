//! Counts the solutions of one board with the parallel counter and prints the time it took.
//!
//! `cargo run --release -p nqueens-parallel --example count -- 16 1` counts n = 16 on one
//! thread; leave out the thread count to use all cores. A third number sets the rows the lookup
//! tables cover (0: none, the plain search): `-- 16 1 4`. This is how the times in
//! `docs/parallel-record.md` were measured.

use std::time::Instant;

use nqueens_core::sequences::{TOTAL_SOLUTIONS, UNIQUE_SOLUTIONS};
use nqueens_parallel::{Options, count, count_with_lookup_rows};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut arguments = std::env::args().skip(1);
    let usage = "usage: count N [THREADS [ROWS]]";
    let n: usize = arguments.next().ok_or(usage)?.parse()?;
    let threads = arguments.next().map(|threads| threads.parse()).transpose()?;
    let rows: Option<usize> = arguments.next().map(|rows| rows.parse()).transpose()?;
    // Time the whole count, task list included.
    let start = Instant::now();
    let options = Options { threads, shard: None };
    let tally = match rows {
        Some(rows) => count_with_lookup_rows(n, rows, &options, &|_, _| {})?,
        None => count(n, &options, &|_, _| {})?,
    };
    let seconds = start.elapsed().as_secs_f64();
    // Compare with the OEIS where it knows the answer.
    let known = match (TOTAL_SOLUTIONS.get(n), UNIQUE_SOLUTIONS.get(n)) {
        (Some(&total), Some(&unique)) if (total, unique) == (tally.total, tally.unique) => {
            "matches the OEIS"
        }
        (Some(_), Some(_)) => "DOES NOT MATCH the OEIS",
        _ => "beyond the OEIS tables",
    };
    println!(
        "n = {n}: {} solutions, {} unique ({known}), {} tasks, {seconds:.3} s on {} threads",
        tally.total,
        tally.unique,
        tally.tasks_total,
        threads.unwrap_or_else(rayon_threads)
    );
    Ok(())
}

/// The number of threads of the global pool: all cores.
fn rayon_threads() -> usize {
    std::thread::available_parallelism().map_or(1, usize::from)
}
