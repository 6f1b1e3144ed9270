//! Counts the solutions of one board by meeting in the middle and prints the time it took.
//!
//! `cargo run --release -p nqueens-meet-in-the-middle --example join -- 16 1` counts n = 16 on
//! one thread; leave out the thread count to use all cores. A third argument runs one shard of
//! the task list: `-- 16 1 3/8` (the sum is then only that shard's part). This is how the times
//! on the approach's page were measured.

use std::time::Instant;

use nqueens_core::sequences::TOTAL_SOLUTIONS;
use nqueens_core::{Options, Shard};
use nqueens_meet_in_the_middle::count;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut arguments = std::env::args().skip(1);
    let usage = "usage: join N [THREADS [I/K]]";
    let n: usize = arguments.next().ok_or(usage)?.parse()?;
    let threads = arguments.next().map(|threads| threads.parse()).transpose()?;
    let shard: Option<Shard> = arguments.next().map(|shard| shard.parse()).transpose()?;
    let start = Instant::now();
    let tally = count(n, &Options { threads, shard }, &|_, _| {})?;
    let seconds = start.elapsed().as_secs_f64();
    let known = match (tally.shard, TOTAL_SOLUTIONS.get(n)) {
        (Some(shard), _) => format!("shard {shard}: {} tasks", tally.tasks),
        (None, Some(&total)) if total == tally.total => "matches the OEIS".to_string(),
        (None, Some(_)) => "DOES NOT MATCH the OEIS".to_string(),
        (None, None) => "beyond the OEIS table".to_string(),
    };
    println!(
        "n = {n}: {} solutions ({known}), {} tasks, {seconds:.3} s on {} threads",
        tally.total, tally.tasks_total, tally.threads
    );
    Ok(())
}
