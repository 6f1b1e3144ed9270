//! Counts the solutions of one board with the parallel counter and prints the time it took.
//!
//! `cargo run --release -p nqueens-parallel --example count -- 16 1` counts n = 16 on one
//! thread; leave out the thread count to use all cores. A third argument runs one shard of the
//! task list: `-- 17 1 3/32` (the sum is then only that shard's part). This is how the times in
//! `docs/parallel-record.md` were measured.

use std::time::Instant;

use nqueens_core::sequences::{TOTAL_SOLUTIONS, UNIQUE_SOLUTIONS};
use nqueens_parallel::{Options, Shard, count};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut arguments = std::env::args().skip(1);
    let usage = "usage: count N [THREADS [SHARD]]";
    let n: usize = arguments.next().ok_or(usage)?.parse()?;
    let threads = arguments.next().map(|threads| threads.parse()).transpose()?;
    let shard: Option<Shard> = arguments.next().map(|shard| shard.parse()).transpose()?;
    // Time the whole count, task list included.
    let start = Instant::now();
    let options = Options { threads, shard };
    let tally = count(n, &options, &|_, _| {})?;
    let seconds = start.elapsed().as_secs_f64();
    // Compare a whole count with the OEIS where it knows the answer.
    let known = match (tally.shard, TOTAL_SOLUTIONS.get(n), UNIQUE_SOLUTIONS.get(n)) {
        (Some(shard), _, _) => format!("shard {shard}: {} tasks", tally.tasks),
        (None, Some(&total), Some(&unique))
            if (total, Some(unique)) == (tally.total, tally.unique) =>
        {
            "matches the OEIS".to_string()
        }
        (None, Some(_), Some(_)) => "DOES NOT MATCH the OEIS".to_string(),
        _ => "beyond the OEIS tables".to_string(),
    };
    println!(
        "n = {n}: {} solutions, {} unique ({known}), {} tasks, {seconds:.3} s on {} threads",
        tally.total,
        tally.unique.unwrap_or_default(),
        tally.tasks_total,
        threads.unwrap_or_else(rayon_threads)
    );
    Ok(())
}

/// The number of threads of the global pool: all cores.
fn rayon_threads() -> usize {
    std::thread::available_parallelism().map_or(1, usize::from)
}
