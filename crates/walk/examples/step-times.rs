//! How long the steps of a walk take at the largest n it allows, one approach after another:
//! every step of the whole search of n = 12 forwards, then back through more than a window, with
//! the slowest step (the one that records the search again), first as it is, then with
//! [`Walk::prepare`] called before every step, as a front end calls it when idle; and 1,000
//! jumps to the next solution and to the next dead end from the start, prepared.
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

/// The time of `action`.
fn timed(action: impl FnOnce()) -> Duration {
    let start = Instant::now();
    action();
    start.elapsed()
}

/// Walks the whole search forwards, then a window and a bit back: the times of the steps
/// forwards, of the steps back, and of the calls to `prepare` (none unless `prepare`).
fn walk_through(walk: &mut Walk, prepare: bool) -> [Vec<Duration>; 3] {
    let (mut forwards, mut backwards, mut preparing) = (Vec::new(), Vec::new(), Vec::new());
    loop {
        if prepare {
            preparing.push(timed(|| {
                walk.prepare();
            }));
        }
        let mut moved = false;
        forwards.push(timed(|| moved = walk.forward().is_some()));
        if !moved {
            break;
        }
    }
    for _ in 0..WINDOW + 10 {
        if prepare {
            preparing.push(timed(|| {
                walk.prepare();
            }));
        }
        backwards.push(timed(|| {
            walk.back();
        }));
    }
    [forwards, backwards, preparing]
}

fn main() -> Result<(), nqueens_walk::WalkError> {
    let n = LARGEST_WALKED_N;
    println!("n = {n}, windows of {WINDOW} steps");
    for id in ["backtrack-board", "backtrack-set", "backtrack-array", "backtrack-bitmask"] {
        let Some(solver) = nqueens_approaches::find(id) else { continue };
        let start = Instant::now();
        let mut walk = Walk::new(solver, n)?;
        let new = start.elapsed();
        let [forwards, backwards, _] = walk_through(&mut walk, false);
        let total = walk.total().unwrap_or_default();
        let (forward, slowest_forward) = median_and_max(forwards);
        let (back, slowest_back) = median_and_max(backwards);
        let mut prepared = Walk::new(solver, n)?;
        let [forwards, backwards, preparing] = walk_through(&mut prepared, true);
        let (_, prepared_forward) = median_and_max(forwards);
        let (_, prepared_back) = median_and_max(backwards);
        let (_, slowest_prepare) = median_and_max(preparing);
        let memory = prepared.memory();
        let mut jumps = Vec::new();
        for kind in [StepKind::Solution, StepKind::DeadEnd] {
            walk.restart();
            let times = (0..1000)
                .map(|_| {
                    walk.prepare();
                    timed(|| _ = walk.forward_to(kind))
                })
                .collect();
            jumps.push(median_and_max(times));
        }
        println!(
            "{id}: {total} steps; new {new:.1?}; forward {forward:.1?} (slowest {slowest_forward:.1?}, \
             {prepared_forward:.1?} when prepared); back {back:.1?} (slowest {slowest_back:.1?}, \
             {prepared_back:.1?} when prepared); slowest prepare {slowest_prepare:.1?}; next solution \
             {:.1?} (slowest {:.1?}); next dead end {:.1?} (slowest {:.1?}); {memory} bytes",
            jumps[0].0, jumps[0].1, jumps[1].0, jumps[1].1
        );
    }
    Ok(())
}
