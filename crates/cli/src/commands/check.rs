//! `nqueens check`: reads placements from standard input and says whether each one is a
//! solution, with the linear checker of core.

use std::io::{self, Write};

use nqueens_placements::check_stream;

use crate::args::CheckArgs;
use crate::failure::{Failure, Outcome};
use crate::format::thousands;
use crate::memory;
use crate::output;

/// The longest line read when the memory available is unknown: 4 GB.
const LINE_LIMIT_UNKNOWN: u64 = 4_000_000_000;

/// Reads standard input as a stream, checks every placement in it as it comes, and says so:
/// exit status 0 if each one is a solution, 1 with the first that is not (or the first line
/// that is wrong) otherwise. Only the placement being read is held, so the memory is that of the
/// longest placement, whatever the length of the input: a line of a placement may take at most
/// a quarter of the memory available, so that endless input is an error and not an exhausted
/// machine.
pub(crate) fn run(args: &CheckArgs) -> Outcome {
    let limit = memory::available_bytes().map_or(LINE_LIMIT_UNKNOWN, |available| available / 4);
    let stdin = io::stdin();
    let input = io::BufReader::with_capacity(64 * 1024, stdin.lock());
    let tally = check_stream(input, args.n, limit).map_err(Failure::Refused)?;
    let mut out = output::stdout();
    let total = tally.count;
    match (total, tally.first_size, tally.mixed_sizes) {
        (0, _, _) => match tally.declared_empty {
            Some(n) => {
                writeln!(out, "no solutions to check: the input lists none, and n = {n} has none")?
            }
            None => writeln!(out, "no solutions to check: the input is an empty list")?,
        },
        (1, Some(size), _) => writeln!(out, "a solution: {}", no_two_attack(size))?,
        (_, Some(size), false) => {
            writeln!(out, "{} solutions: in each, {}", thousands(total), no_two_attack(size))?;
        }
        _ => writeln!(
            out,
            "{} solutions, of several sizes: in each, no two queens attack each other",
            thousands(total)
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
