//! `nqueens check`: reads placements from standard input and says whether each one is a
//! solution, with the linear checker of core.

use std::io::{self, Write};

use nqueens_placements::check_stream;
use nqueens_walk::phrases::{Lang, say};

use crate::args::CheckArgs;
use crate::failure::{Failure, Outcome};
use crate::format::thousands;
use crate::memory;
use crate::output;

/// The longest line read when the memory available is unknown: 4 GB.
const LINE_LIMIT_UNKNOWN: u64 = 4_000_000_000;

/// Reads standard input as a stream, checks every placement in it as it comes, and says so in
/// `lang`: exit status 0 if each one is a solution, 1 with the first that is not (or the first
/// line that is wrong) otherwise. Only the placement being read is held, so the memory is that of
/// the longest placement, whatever the length of the input: a line of a placement may take at
/// most a quarter of the memory available, so that endless input is an error and not an
/// exhausted machine.
pub(crate) fn run(args: &CheckArgs, lang: Lang) -> Outcome {
    let limit = memory::available_bytes().map_or(LINE_LIMIT_UNKNOWN, |available| available / 4);
    let stdin = io::stdin();
    let input = io::BufReader::with_capacity(64 * 1024, stdin.lock());
    let tally = check_stream(input, args.n, limit).map_err(Failure::Check)?;
    let mut out = output::stdout();
    let total = tally.count;
    let count = thousands(total);
    let verdict = match (total, tally.first_size, tally.mixed_sizes) {
        (0, _, _) => match tally.declared_empty {
            Some(n) => say(lang, "check.verdict.none_declared", &[("n", &n)]),
            None => say(lang, "check.verdict.empty_list", &[]),
        },
        (1, Some(size), _) => {
            say(lang, "check.verdict.one", &[("what", &no_two_attack(size, lang))])
        }
        (_, Some(size), false) => say(
            lang,
            "check.verdict.many",
            &[("count", &count), ("what", &no_two_attack(size, lang))],
        ),
        _ => say(lang, "check.verdict.mixed", &[("count", &count)]),
    };
    writeln!(out, "{verdict}")?;
    out.flush()?;
    Ok(())
}

/// `no two of the 8 queens attack each other (n = 8)`, in `lang`.
fn no_two_attack(n: usize, lang: Lang) -> String {
    match n {
        0 => say(lang, "check.verdict.empty_board", &[]),
        1 => say(lang, "check.verdict.one_queen", &[]),
        _ => say(lang, "check.verdict.no_two_attack", &[("n", &thousands(n as u64))]),
    }
}
