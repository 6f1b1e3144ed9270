//! Prints, for each n and both encodings, the work of listing every solution (solver calls,
//! cells asked about, the solver's own statistics) and its time, then the cost of finding one
//! solution for larger boards.
//!
//! Run it in a release build: `cargo run --release -p nqueens-sat --example statistics -- 4 10 800` (listing n = 4 to 10,
//! one solution up to n = 800).

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
    // One solution each, up to the n given third (200 unless told), doubling from 25.
    let largest = bounds.get(2).copied().unwrap_or(200);
    for encoding in Encoding::ALL {
        let mut n = 25;
        while n <= largest {
            let start = Instant::now();
            let (solution, statistics) = one_solution(n, encoding);
            let seconds = start.elapsed().as_secs_f64();
            println!(
                "one solution, n = {n}, {encoding:?}: {} clauses, found {}, {statistics:?}, \
                 {seconds:.3} s",
                nqueens_sat::clauses(n, encoding),
                solution.is_some(),
            );
            // Stop an encoding once one board takes more than ten seconds.
            if seconds > 10.0 {
                break;
            }
            n *= 2;
        }
    }
}
