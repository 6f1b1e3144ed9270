//! One module per command; each turns its parsed arguments into output.

use crate::args::Command;
use crate::failure::Outcome;

mod approaches;
mod check;
mod compare;
mod count;
mod explore;
mod place;
mod solve;
mod sum;
mod trace;

/// Runs one command.
pub(crate) fn run(command: Command) -> Outcome {
    match command {
        Command::Solve(args) => solve::run(&args),
        Command::Count(args) => count::run(&args),
        Command::Compare(args) => compare::run(&args),
        Command::Trace(args) => trace::run(&args),
        Command::Explore(args) => explore::run(&args),
        Command::Approaches => approaches::run(),
        Command::Sum(args) => sum::run(&args),
        Command::Place(args) => place::run(&args),
        Command::Check(args) => check::run(&args),
    }
}
