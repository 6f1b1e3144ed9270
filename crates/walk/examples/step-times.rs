//! How long the steps of a walk take at the largest n it allows: every step of the whole
//! search of n = 12 forwards, then back through the last window, one approach after another,
//! with the slowest step (the one that records the search again) and the jumps to the next
//! solution and dead end.
//!
//! `cargo run --release -p nqueens-walk --example step-times`

use std::time::{Duration, Instant};

use nqueens_walk::{LARGEST_WALKED_N, StepKind, WINDOW, Walk};

/// The median and the largest of some durations.
fn median_and_max(mut times: Vec<Duration>) -> (Duration, Duration) {
    times.sort_unstable();
    let median = times.get(times.len() / 2).copied().unwrap_or_default();
    (median, times.last().copied().unwrap_or_default())
}

fn main() -> Result<(), nqueens_walk::WalkError> {
    let n = LARGEST_WALKED_N;
    println!("n = {n}, windows of {WINDOW} steps");
    for id in ["backtrack-board", "backtrack-set", "backtrack-array", "backtrack-bitmask"] {
        let Some(solver) = nqueens_approaches::find(id) else { continue };
        let start = Instant::now();
        let mut walk = Walk::new(solver, n)?;
        let new = start.elapsed();
        let mut forwards = Vec::new();
        loop {
            let start = Instant::now();
            let moved = walk.forward().is_some();
            forwards.push(start.elapsed());
            if !moved {
                break;
            }
        }
        let total = walk.position();
        let mut backwards = Vec::new();
        for _ in 0..WINDOW + 10 {
            let start = Instant::now();
            walk.back();
            backwards.push(start.elapsed());
        }
        let memory = walk.memory();
        let mut jumps = Vec::new();
        for kind in [StepKind::Solution, StepKind::DeadEnd] {
            let mut times = Vec::new();
            walk.restart();
            for _ in 0..1000 {
                let start = Instant::now();
                walk.forward_to(kind);
                times.push(start.elapsed());
            }
            jumps.push(median_and_max(times));
        }
        let (forward, slowest_forward) = median_and_max(forwards);
        let (back, slowest_back) = median_and_max(backwards);
        println!(
            "{id}: {total} steps; new {new:.1?}; forward {forward:.1?} (slowest {slowest_forward:.1?}); \
             back {back:.1?} (slowest {slowest_back:.1?}); next solution {:.1?} (slowest {:.1?}); \
             next dead end {:.1?} (slowest {:.1?}); {memory} bytes",
            jumps[0].0, jumps[0].1, jumps[1].0, jumps[1].1
        );
    }
    Ok(())
}
