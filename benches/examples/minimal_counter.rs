//! Runs the smallest bitmask counter (`nqueens_benches::baseline::count`) once as a whole
//! process, to time it next to `nqueens count N --approach backtrack-bitmask --force` in the same
//! run:
//!
//! ```text
//! cargo build --release -p nqueens-cli -p nqueens-benches --example minimal-counter
//! time target/release/examples/minimal-counter 16
//! time target/release/nqueens count 16 --approach backtrack-bitmask --force
//! ```

use std::env;
use std::process::ExitCode;

fn main() -> ExitCode {
    let n = env::args().nth(1).and_then(|argument| argument.parse::<usize>().ok());
    match n {
        Some(n) if n <= 32 => {
            println!("{}", nqueens_benches::baseline::count(n));
            ExitCode::SUCCESS
        }
        _ => {
            eprintln!("usage: minimal-counter N (0 ≤ N ≤ 32)");
            ExitCode::from(2)
        }
    }
}
