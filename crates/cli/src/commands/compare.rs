//! `nqueens compare`: every approach on the same board, side by side.

use std::io::{self, Write};
use std::time::Instant;

use nqueens_core::{Approach, Error, Solver, WorkCounts, WorkUnit, count, duration};
use nqueens_parallel::{Options, Parallel};
use serde::Serialize;

use crate::cli::{CompareArgs, CompareFormat};
use crate::failure::Outcome;
use crate::format::{Table, in_words, plural};
use crate::output::{self, Progress};
use crate::{APPROACHES, BUDGET_SECONDS};
use nqueens_core::thousands;

/// Runs every chosen approach within the budget, counting its work exactly, and prints one row
/// for each.
pub(crate) fn run(args: &CompareArgs) -> Outcome {
    let solvers: Vec<&dyn Solver> = if args.approaches.is_empty() {
        APPROACHES.to_vec()
    } else {
        args.approaches.iter().map(|approach| approach.0).collect()
    };
    let rows: Vec<Row> = solvers.into_iter().map(|solver| Row::measure(solver, args.n)).collect();
    let mut out = output::stdout();
    match args.format {
        CompareFormat::Table => write_table(&mut out, args.n, &rows)?,
        CompareFormat::Json => {
            serde_json::to_writer(&mut out, &rows)?;
            writeln!(out)?;
        }
        CompareFormat::Csv => {
            let mut writer = csv::Writer::from_writer(&mut out);
            for row in &rows {
                writer.serialize(row).map_err(io::Error::other)?;
            }
            writer.flush()?;
        }
    }
    out.flush()?;
    Ok(())
}

/// What happened to one approach.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
enum Status {
    /// It ran, and its counters are exact.
    Ran,
    /// It would take longer than the budget, so it did not run.
    Skipped,
    /// It cannot represent the board.
    TooLarge,
}

/// An amount of work: an exact whole number where it is known, an estimate otherwise.
#[derive(Clone, Copy, Debug, Serialize)]
#[serde(untagged)]
enum Amount {
    Exact(u128),
    Estimate(f64),
}

/// One row of the comparison; the same fields in every format.
#[derive(Clone, Debug, Serialize)]
struct Row {
    approach: &'static str,
    status: Status,
    /// The solutions found.
    solutions: Option<u64>,
    /// Candidate boards tested (brute force).
    candidates: Option<u64>,
    /// Search-tree nodes entered (backtracking).
    nodes: Option<u64>,
    /// Cells examined (backtracking).
    cells: Option<u64>,
    /// Tasks run (the parallel counter, which reports no other counter).
    tasks: Option<usize>,
    /// What the approach counts as its work.
    work_unit: &'static str,
    /// The work as a float, for people.
    #[serde(skip)]
    work_estimate: f64,
    /// The work the approach needs at n: 2^(n²), C(n², n) or n! candidates, or the nodes of
    /// the search tree; exact where it is known.
    work: Amount,
    /// The time the reference machine would take, in seconds (to the nanosecond).
    estimated_seconds: f64,
    /// The time the run took here, in seconds.
    seconds: Option<f64>,
    /// Units of work per second.
    work_per_second: Option<f64>,
    /// Why the approach did not run.
    reason: Option<String>,
}

impl Row {
    /// Runs `solver` at n if it can and the budget allows, counting its work.
    fn measure(solver: &dyn Solver, n: usize) -> Self {
        let info = solver.info();
        let work = solver.work(n);
        let estimated_seconds = solver.estimated_seconds(n);
        let mut row = Row {
            approach: info.id,
            status: Status::Ran,
            solutions: None,
            candidates: None,
            nodes: None,
            cells: None,
            tasks: None,
            work_unit: work.unit.name(),
            work_estimate: work.estimate,
            work: work.exact.map_or(Amount::Estimate(work.estimate), Amount::Exact),
            estimated_seconds: (estimated_seconds * 1e9).round() / 1e9,
            seconds: None,
            work_per_second: None,
            reason: None,
        };
        if let Err(error) = solver.check_budget(n, BUDGET_SECONDS) {
            row.reason = Some(match error {
                Error::TooLarge { .. } => {
                    row.status = Status::TooLarge;
                    error.to_string()
                }
                Error::OverBudget { .. } => {
                    row.status = Status::Skipped;
                    format!(
                        "{id} would test {} {}, about {}; `nqueens count {n} --approach {id} \
                         --force` runs it anyway",
                        count(work.estimate),
                        work.unit.name(),
                        duration(estimated_seconds),
                        id = info.id,
                    )
                }
            });
            return row;
        }
        let progress = Progress::spinner(
            estimated_seconds,
            format!("{} at n = {n}, about {}", info.id, duration(estimated_seconds)),
        );
        let start = Instant::now();
        let measured = if info.id == Parallel::INFO.id {
            // The parallel counter skips most of the tree by symmetry, on every core, and
            // reports tasks instead of nodes: time the counter itself, not its listing search.
            nqueens_parallel::count(n, &Options::default(), &|_, _| {}).map(|tally| {
                row.tasks = Some(tally.tasks);
                WorkCounts { solutions: tally.total, ..WorkCounts::default() }
            })
        } else {
            solver.count_with_work(n)
        };
        let seconds = start.elapsed().as_secs_f64();
        drop(progress);
        let counts = match measured {
            Ok(counts) => counts,
            Err(error) => {
                // Unreachable after the budget check, but reported rather than assumed.
                row.status = Status::TooLarge;
                row.reason = Some(error.to_string());
                return row;
            }
        };
        let WorkCounts { candidates, nodes, cells, solutions } = counts;
        row.solutions = Some(solutions);
        row.seconds = Some(seconds);
        let done = match (row.tasks, work.unit) {
            // Without counters, the rate is in units of the work the others need.
            (Some(_), _) => work.estimate,
            (None, WorkUnit::Candidates) => {
                row.candidates = Some(candidates);
                candidates as f64
            }
            (None, WorkUnit::Nodes) => {
                row.nodes = Some(nodes);
                row.cells = Some(cells);
                nodes as f64
            }
        };
        row.work_per_second = (seconds > 0.0).then(|| done / seconds);
        row
    }
}

/// Writes the rows as an aligned table, with a note for each approach that did not run.
fn write_table(out: &mut impl Write, n: usize, rows: &[Row]) -> io::Result<()> {
    writeln!(
        out,
        "n = {n}: {} on the same board, each given up to {}.\n",
        if rows.len() == 1 { "one approach" } else { "every approach" },
        duration(BUDGET_SECONDS)
    )?;
    let mut table = Table::new(&[
        ("approach", false),
        ("solutions", true),
        ("candidates", true),
        ("nodes", true),
        ("cells", true),
        ("work needed", true),
        ("time", true),
        ("work per second", true),
    ]);
    let none = || "·".to_string();
    let human = |value: Option<u64>| value.map_or_else(none, |value| count(value as f64));
    for row in rows {
        let (solutions, time) = match row.status {
            Status::Ran => (
                row.solutions.map_or_else(none, thousands),
                row.seconds.map_or_else(none, duration),
            ),
            Status::Skipped => ("skipped".into(), format!("~{}", duration(row.estimated_seconds))),
            Status::TooLarge => ("too large".into(), none()),
        };
        table.push(vec![
            row.approach.to_string(),
            solutions,
            human(row.candidates),
            human(row.nodes),
            human(row.cells),
            format!("{} {}", count(row.work_estimate), row.work_unit),
            time,
            row.work_per_second.map_or_else(none, in_words),
        ]);
    }
    table.write(out)?;
    let mut notes: Vec<String> = rows.iter().filter_map(|row| row.reason.clone()).collect();
    for row in rows {
        if let Some(tasks) = row.tasks {
            notes.push(format!(
                "{} counts with the eight-fold symmetry in {} on every core, skipping most of \
                 the tree: it reports no node counts, and its rate is in nodes of the plain tree",
                row.approach,
                plural(u64::try_from(tasks).unwrap_or(u64::MAX), "task", "tasks")
            ));
        }
    }
    if !notes.is_empty() {
        writeln!(out)?;
        for note in notes {
            writeln!(out, "- {note}")?;
        }
    }
    Ok(())
}
