//! Lists every solution of one board by meeting in the middle, the way the tool's `solve`
//! does, and prints the pairs it tested and the time per pair.
//!
//! `cargo run --release -p nqueens-meet-in-the-middle --example listing -- 14` measures the
//! listing's time per candidate pair (`Cost::listing_nanos_per_unit`, in `src/measured.rs`).

use std::ops::ControlFlow;
use std::time::Instant;

use nqueens_core::{Solver, WorkCounts};
use nqueens_meet_in_the_middle::MeetInTheMiddle;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let n: usize = std::env::args().nth(1).ok_or("usage: listing N")?.parse()?;
    let start = Instant::now();
    // Watch the listing itself: `count_with_work` runs the fast count.
    let mut counts = WorkCounts::default();
    let _ = MeetInTheMiddle.observe(n, &mut counts, &mut |_| ControlFlow::Continue(()))?;
    let seconds = start.elapsed().as_secs_f64();
    println!(
        "n = {n}: {} solutions, {} pairs tested, {seconds:.3} s, {:.2} ns per pair",
        counts.solutions,
        counts.candidates,
        seconds * 1e9 / counts.candidates.max(1) as f64
    );
    Ok(())
}
