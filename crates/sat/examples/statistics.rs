//! Prints, for each n and both encodings, the work of listing every solution (solver calls,
//! cells asked about, the solver's own statistics) and its time, then the cost of finding one
//! solution for larger boards.
//!
//! Run it in a release build: `cargo run --release -p nqueens-sat --example statistics -- 4 10`.

use std::ops::ControlFlow;
use std::time::Instant;

use nqueens_core::WorkCounts;
use nqueens_sat::{Encoding, one_solution, solve_with};

fn main() {
    let bounds: Vec<usize> = std::env::args().skip(1).filter_map(|arg| arg.parse().ok()).collect();
    let first = bounds.first().copied().unwrap_or(4);
    let last = bounds.get(1).copied().unwrap_or(9);
    for n in first..=last {
        for encoding in Encoding::ALL {
            let mut work = WorkCounts::default();
            let start = Instant::now();
            let statistics =
                solve_with(n, encoding, &mut work, &mut |_: &[u8]| ControlFlow::Continue(()));
            println!(
                "n = {n}, {encoding:?}: {} solutions, {} nodes, {} cells, {statistics:?}, {:.4} s",
                work.solutions,
                work.nodes,
                work.cells,
                start.elapsed().as_secs_f64()
            );
        }
    }
    for n in [50, 100, 200] {
        let start = Instant::now();
        let (solution, statistics) = one_solution(n, Encoding::Pairwise);
        println!(
            "one solution, n = {n}, pairwise: found {}, {statistics:?}, {:.3} s",
            solution.is_some(),
            start.elapsed().as_secs_f64()
        );
    }
}
