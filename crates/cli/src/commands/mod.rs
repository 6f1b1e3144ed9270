//! One module per command; each turns its parsed arguments into output.

use crate::args::{ColorChoice, Command};
use crate::failure::Outcome;
use nqueens_walk::phrases::Lang;

mod approaches;
mod check;
mod compare;
mod completions;
mod count;
mod explore;
mod man;
mod place;
mod practice;
pub(crate) mod solve;
mod sum;
pub(crate) mod trace;

/// Runs one command, drawing in colour where it draws any as `color` says, and speaking `lang`.
pub(crate) fn run(command: Command, color: ColorChoice, lang: Lang) -> Outcome {
    match command {
        Command::Solve(args) => solve::run(&args, lang),
        Command::Count(args) => count::run(&args, lang),
        Command::Compare(args) => compare::run(&args, color, lang),
        Command::Trace(args) => trace::run(&args, lang),
        Command::Explore(args) => explore::run(&args, color, lang),
        Command::Approaches => approaches::run(color, lang),
        Command::Practice(args) => practice::run(&args, lang),
        Command::Sum(args) => sum::run(&args, lang),
        Command::Place(args) => place::run(&args, lang),
        Command::Check(args) => check::run(&args, lang),
        Command::Completions(args) => completions::run(&args),
        Command::Man(args) => man::run(&args, lang),
    }
}
