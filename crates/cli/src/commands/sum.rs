//! `nqueens sum`: adds up the partial counts of `count --shard I/K` runs.

use std::fs::File;
use std::io::{self, BufReader, Read, Write};
use std::path::Path;

use nqueens_approaches::APPROACHES;
use nqueens_core::{Kind, Solver};
use nqueens_parallel::{Shard, Tally};

use crate::args::SumArgs;
use crate::failure::{Failure, Outcome};
use crate::output;
use crate::report::CountReport;

/// Reads every JSON result from the files (or standard input), checks that they are the shards
/// of one count, and prints the total.
pub(crate) fn run(args: &SumArgs) -> Outcome {
    let counter = task_counter()?;
    let id = counter.info().id;
    let mut tallies = Vec::new();
    for path in &args.files {
        let name = path.display().to_string();
        let reader: Box<dyn Read> = if path == Path::new("-") {
            Box::new(io::stdin().lock())
        } else {
            let file = File::open(path)
                .map_err(|error| Failure::Refused(format!("cannot read {name}: {error}")))?;
            Box::new(BufReader::new(file))
        };
        // A file may hold several results, one after the other (`cat shard-*.json`).
        for report in serde_json::Deserializer::from_reader(reader).into_iter::<CountReport>() {
            let report = report.map_err(|error| {
                Failure::Refused(format!(
                    "{name} does not hold the JSON output of `nqueens count --approach {id} \
                     --format json`: {error}"
                ))
            })?;
            tallies.push(tally_of(&report, &name, id)?);
        }
    }
    let name = if args.files.len() == 1 { "the input" } else { "the inputs" };
    if tallies.is_empty() {
        let holds = if args.files.len() == 1 { "holds" } else { "hold" };
        return Err(Failure::Refused(format!("{name} {holds} no results to add")));
    }
    let total = nqueens_parallel::sum(&tallies)
        .map_err(|error| Failure::Refused(format!("cannot add up {name}: {error}")))?;
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

/// The tally that one JSON result of the task counter `id` describes.
fn tally_of(report: &CountReport, name: &str, id: &str) -> Result<Tally, Failure> {
    let refuse = |problem: &str| {
        Failure::Refused(format!(
            "{name} holds a result {problem}; `nqueens sum` adds up the results of `nqueens count \
             N --approach {id} --shard I/K --format json`"
        ))
    };
    if report.approach != id {
        return Err(refuse(&format!("of {}, not of {id}", report.approach)));
    }
    let (Some(unique), Some(tasks), Some(tasks_total)) =
        (report.unique, report.tasks, report.tasks_total)
    else {
        return Err(refuse("without its unique count or its tasks"));
    };
    let shard = match &report.shard {
        Some(text) => Some(
            text.parse::<Shard>()
                .map_err(|error| refuse(&format!("with the shard '{text}' ({error})")))?,
        ),
        None => None,
    };
    Ok(Tally { n: report.n, total: report.count, unique, tasks, tasks_total, shard })
}
