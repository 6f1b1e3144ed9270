//! `nqueens sum`: adds up the partial counts of `count --shard I/K` runs.
//!
//! The input is untrusted: results travel between machines and people. Each line is read with a
//! bounded length, must be one JSON object of this version of the tool with no unknown field,
//! and is checked and added as it arrives (`nqueens_parallel::Sum`), so a wrong result is refused
//! at once, with the file and line, and memory stays bounded however long the input is.

use std::fs::File;
use std::io::{self, BufRead, BufReader, Read, Write};
use std::path::Path;

use nqueens_approaches::APPROACHES;
use nqueens_core::{Kind, Solver};
use nqueens_parallel::{Shard, Sum, Tally};

use crate::args::SumArgs;
use crate::failure::{Failure, Outcome};
use crate::format::{quoted, quoted_path, thousands};
use crate::output;
use crate::report::{CountReport, VERSION};

/// The longest line a result may take, in bytes: a result of `count --format json` takes about
/// 300.
const LONGEST_LINE: usize = 4_096;

/// Reads every JSON result from the files (or standard input), checks each one and adds it, and
/// prints the total.
pub(crate) fn run(args: &SumArgs) -> Outcome {
    let counter = task_counter()?;
    let id = counter.info().id;
    let mut sum = Sum::new();
    for path in &args.files {
        let name = quoted_path(path);
        let reader: Box<dyn Read> = if path == Path::new("-") {
            Box::new(io::stdin().lock())
        } else {
            let file = File::open(path)
                .map_err(|error| Failure::Refused(format!("cannot read {name}: {error}")))?;
            Box::new(file)
        };
        let mut reader = BufReader::new(reader);
        let mut line = Vec::new();
        for number in 1.. {
            line.clear();
            // Read one line, but never more than one line too long to be a result.
            let limit = u64::try_from(LONGEST_LINE + 1).unwrap_or(u64::MAX);
            let read = reader
                .by_ref()
                .take(limit)
                .read_until(b'\n', &mut line)
                .map_err(|error| Failure::Refused(format!("cannot read {name}: {error}")))?;
            if read == 0 {
                break;
            }
            let place = format!("line {number} of {name}");
            if line.len() > LONGEST_LINE {
                return Err(Failure::Refused(format!(
                    "{place} is longer than {} bytes: not a result of `nqueens count --format \
                     json`",
                    thousands(LONGEST_LINE as u64)
                )));
            }
            if line.trim_ascii().is_empty() {
                continue;
            }
            let report = read_report(&line, &place, id)?;
            let tally = tally_of(&report, &place, id)?;
            sum.add(&tally).map_err(|error| Failure::Refused(format!("{place}: {error}")))?;
        }
    }
    let total = sum.finish().map_err(|error| {
        let inputs = if args.files.len() == 1 { "the input" } else { "the inputs" };
        Failure::Refused(format!("cannot add up {inputs}: {error}"))
    })?;
    let report = CountReport::from_tally(&total, counter);
    let mut out = output::stdout();
    report.write(&mut out, args.format)?;
    out.flush()?;
    Ok(())
}

/// The approach whose shards `sum` adds: the task counter of the registry.
fn task_counter() -> Result<&'static dyn Solver, Failure> {
    let mut counters = APPROACHES.iter().filter(|solver| solver.info().kind == Kind::TaskCounter);
    match (counters.next(), counters.next()) {
        (Some(&counter), None) => Ok(counter),
        _ => Err(Failure::Refused(
            "nqueens sum adds the shards of the one approach that splits its work into tasks, \
             and the registry does not have exactly one"
                .to_string(),
        )),
    }
}

/// The result on one line: one JSON object, of this version, with no field it does not know.
fn read_report(line: &[u8], place: &str, id: &str) -> Result<CountReport, Failure> {
    let expected = format!("the JSON output of `nqueens count --approach {id} --format json`");
    // An object first: the fields of a result are named, never a bare list of values.
    let object: serde_json::Map<String, serde_json::Value> = serde_json::from_slice(line)
        .map_err(|_| Failure::Refused(format!("{place} is not a JSON object: not {expected}")))?;
    let version = object.get("version").and_then(serde_json::Value::as_u64);
    if version != Some(u64::from(VERSION)) {
        return Err(Failure::Refused(format!(
            "{place} is not version {VERSION} of {expected} (make every shard with this version of \
             the program)"
        )));
    }
    serde_json::from_value(serde_json::Value::Object(object)).map_err(|error| {
        // The error may name a field of the input: quote it.
        Failure::Refused(format!("{place} is not {expected}: {}", quoted(&error.to_string())))
    })
}

/// The tally that one result of the task counter `id` describes.
fn tally_of(report: &CountReport, place: &str, id: &str) -> Result<Tally, Failure> {
    let refuse = |problem: &str| {
        Failure::Refused(format!(
            "{place} holds a result {problem}; `nqueens sum` adds up the results of `nqueens \
             count N --approach {id} --shard I/K --format json`"
        ))
    };
    if report.approach != id {
        return Err(refuse(&format!("of {}, not of {id}", quoted(&report.approach))));
    }
    let (Some(unique), Some(tasks), Some(tasks_total)) =
        (report.unique, report.tasks, report.tasks_total)
    else {
        return Err(refuse("without its unique count or its tasks"));
    };
    let shard =
        match &report.shard {
            Some(text) => Some(text.parse::<Shard>().map_err(|_| {
                refuse(&format!("with the shard {}, which is not I/K", quoted(text)))
            })?),
            None => None,
        };
    let threads = report.threads.unwrap_or(0);
    Ok(Tally { n: report.n, total: report.count, unique, tasks, tasks_total, shard, threads })
}
