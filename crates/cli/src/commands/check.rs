//! `nqueens check`: reads placements from standard input and says whether each one is a
//! solution, with the linear checker of core.

use std::io::{self, Read, Write};

use crate::args::CheckArgs;
use crate::failure::{Failure, Outcome};
use crate::format::thousands;
use crate::memory;
use crate::output;
use crate::placement;

/// The most input read when the memory available is unknown: 4 GB.
const INPUT_LIMIT_UNKNOWN: u64 = 4_000_000_000;

/// Reads standard input, checks every placement in it, and says so: exit status 0 if each one is
/// a solution, 1 with the first conflict otherwise.
pub(crate) fn run(args: &CheckArgs) -> Outcome {
    // The input is held whole, and parsing takes about as much again: read at most a quarter of
    // the memory available, so that endless input is an error and not an exhausted machine.
    let limit = memory::available_bytes().map_or(INPUT_LIMIT_UNKNOWN, |available| available / 4);
    let mut input = Vec::new();
    io::stdin()
        .lock()
        .take(limit.saturating_add(1))
        .read_to_end(&mut input)
        .map_err(|error| Failure::Refused(format!("cannot read standard input: {error}")))?;
    if input.len() as u64 > limit {
        return Err(Failure::Refused(format!(
            "the input is over {}, more than this machine can check in the memory available",
            memory::bytes(limit)
        )));
    }
    let placements = placement::read(&input).map_err(Failure::Refused)?;
    drop(input);
    placement::check_all(&placements, args.n).map_err(Failure::Refused)?;
    let total = placements.len();
    let mut out = output::stdout();
    let sizes: Vec<usize> = placements.iter().map(|placement| placement.columns.len()).collect();
    let same_size = sizes.windows(2).all(|pair| pair[0] == pair[1]);
    match (total, same_size) {
        (1, _) => writeln!(out, "a solution: {}", no_two_attack(sizes[0]))?,
        (_, true) => writeln!(
            out,
            "{} solutions: in each, {}",
            thousands(total as u64),
            no_two_attack(sizes[0])
        )?,
        (_, false) => writeln!(
            out,
            "{} solutions, of several sizes: in each, no two queens attack each other",
            thousands(total as u64)
        )?,
    }
    out.flush()?;
    Ok(())
}

/// `no two of the 8 queens attack each other (n = 8)`.
fn no_two_attack(n: usize) -> String {
    match n {
        0 => "the empty board, with no queen (n = 0)".to_string(),
        1 => "one queen, attacked by none (n = 1)".to_string(),
        _ => {
            format!("no two of the {n} queens attack each other (n = {n})", n = thousands(n as u64))
        }
    }
}
