//! `nqueens compare`: every approach on the same board, side by side.

use std::io::{self, Write};
use std::time::Instant;

use nqueens_approaches::APPROACHES;
use nqueens_core::{Solver, WorkCounts, WorkUnit};
use nqueens_parallel::Options;
use serde::Serialize;

use crate::args::{CompareArgs, CompareFormat};
use crate::budget::{COMPARE_SECONDS, Plan, Run, Skip};
use crate::failure::Outcome;
use crate::format::{Table, duration, exact, in_words, plural, thousands, unit};
use crate::output::{self, Progress};

/// Runs every chosen approach within the budget, counting its work exactly, and prints one row
/// for each.
pub(crate) fn run(args: &CompareArgs) -> Outcome {
    let mut solvers: Vec<&'static dyn Solver> = Vec::new();
    for approach in &args.approaches {
        // An approach named twice is compared once.
        if !solvers.iter().any(|solver| solver.info().id == approach.0.info().id) {
            solvers.push(approach.0);
        }
    }
    let everyone = solvers.is_empty();
    if everyone {
        solvers = APPROACHES.to_vec();
    }
    let rows: Vec<Row> = solvers.into_iter().map(|solver| Row::measure(solver, args.n)).collect();
    let mut out = output::stdout();
    match args.format {
        CompareFormat::Table => write_table(&mut out, args.n, everyone, &rows)?,
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

/// One row of the comparison; the same fields in every format. A field that does not apply, or
/// a number too large for a float, is empty in CSV and `null` in JSON.
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
    /// Tasks run (a task counter, which reports no other counter).
    tasks: Option<usize>,
    /// What the approach counts as its work.
    work_unit: &'static str,
    /// The same, for people.
    #[serde(skip)]
    unit: WorkUnit,
    /// The work as a float, for people.
    #[serde(skip)]
    work_estimate: f64,
    /// The work the approach needs at n: 2^(n²), C(n², n) or n! candidates, or the nodes of
    /// the search tree; exact where it is known.
    work: Option<Amount>,
    /// The time the reference machine would take, in seconds (to the nanosecond).
    estimated_seconds: Option<f64>,
    /// The time the run took here, in seconds.
    seconds: Option<f64>,
    /// Units of work per second, for the approaches that walk all of their work.
    work_per_second: Option<f64>,
    /// Why the approach did not run.
    reason: Option<String>,
    /// Cells marked as attacked on a board of attacks (a search that keeps one, and marked
    /// cells). Last, so that the columns before it keep their places in CSV.
    marks: Option<u64>,
}

impl Row {
    /// Runs `solver` at n if it can and the budget allows, counting its work.
    fn measure(solver: &'static dyn Solver, n: usize) -> Self {
        let info = solver.info();
        let work = solver.work(n);
        let plan = Plan::new(solver, n, Run::Compare);
        let estimated_seconds = plan.estimated_seconds();
        let mut row = Row {
            approach: info.id,
            status: Status::Ran,
            solutions: None,
            candidates: None,
            nodes: None,
            cells: None,
            tasks: None,
            work_unit: work.unit.name(),
            unit: work.unit,
            work_estimate: work.estimate,
            work: match work.exact {
                Some(amount) => Some(Amount::Exact(amount)),
                None => work.estimate.is_finite().then_some(Amount::Estimate(work.estimate)),
            },
            estimated_seconds: estimated_seconds
                .is_finite()
                .then(|| (estimated_seconds * 1e9).round() / 1e9),
            seconds: None,
            work_per_second: None,
            reason: None,
            marks: None,
        };
        match plan.compare_skip() {
            Some(Skip::TooLarge(reason)) => {
                row.status = Status::TooLarge;
                row.reason = Some(reason);
                return row;
            }
            Some(Skip::OverBudget(reason)) => {
                row.status = Status::Skipped;
                row.reason = Some(reason);
                return row;
            }
            None => {}
        }
        let progress = Progress::spinner(
            estimated_seconds,
            format!("{} at n = {n}, about {}", info.id, duration(estimated_seconds)),
        );
        let start = Instant::now();
        let measured = if plan.counts_in_tasks() {
            // A task counter skips most of the tree by symmetry, on every core, and
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
                // Unreachable after the size check, but reported rather than assumed.
                row.status = Status::TooLarge;
                row.reason = Some(error.to_string());
                return row;
            }
        };
        let WorkCounts { candidates, nodes, cells, marks, solutions } = counts;
        row.solutions = Some(solutions);
        row.seconds = Some(seconds);
        // A task counter walks only part of the plain tree: no rate for it.
        let done = match (row.tasks, work.unit) {
            (Some(_), _) => None,
            (None, WorkUnit::Candidates) => {
                row.candidates = Some(candidates);
                Some(candidates as f64)
            }
            (None, WorkUnit::Nodes) => {
                row.nodes = Some(nodes);
                row.cells = Some(cells);
                row.marks = (marks > 0).then_some(marks);
                Some(nodes as f64)
            }
        };
        row.work_per_second = done.filter(|_| seconds > 0.0).map(|done| done / seconds);
        row
    }
}

/// Writes the rows as an aligned table, with a note for each approach that did not run.
fn write_table(out: &mut impl Write, n: usize, everyone: bool, rows: &[Row]) -> io::Result<()> {
    let ids: Vec<&str> = rows.iter().map(|row| row.approach).collect();
    let budget = duration(COMPARE_SECONDS);
    match ids.as_slice() {
        _ if everyone => {
            writeln!(out, "n = {n}: every approach on the same board, each given up to {budget}.")?
        }
        [id] => writeln!(out, "n = {n}: {id} alone, given up to {budget}.")?,
        [first @ .., last] => writeln!(
            out,
            "n = {n}: {} and {last} on the same board, each given up to {budget}.",
            first.join(", ")
        )?,
        [] => {}
    }
    writeln!(out)?;
    // The marks get a column only when an approach marked cells.
    let marks = rows.iter().any(|row| row.marks.is_some());
    let mut columns = vec![
        ("approach", false),
        ("solutions", true),
        ("candidates", true),
        ("nodes", true),
        ("cells", true),
    ];
    if marks {
        columns.push(("marks", true));
    }
    columns.extend([("work needed", true), ("time", true), ("work per second", true)]);
    let mut table = Table::new(&columns);
    let none = || "·".to_string();
    let counter = |value: Option<u64>| value.map_or_else(none, thousands);
    for row in rows {
        let (solutions, time) = match row.status {
            Status::Ran => (
                row.solutions.map_or_else(none, thousands),
                row.seconds.map_or_else(none, duration),
            ),
            Status::Skipped => (
                "skipped".into(),
                row.estimated_seconds
                    .map_or_else(none, |seconds| format!("~{}", duration(seconds))),
            ),
            Status::TooLarge => ("too large".into(), none()),
        };
        let amount = match row.work {
            Some(Amount::Exact(amount)) => exact(amount),
            _ => format!("~{}", in_words(row.work_estimate)),
        };
        let work_unit = unit(row.unit, row.work_estimate);
        let mut cells = vec![
            row.approach.to_string(),
            solutions,
            counter(row.candidates),
            counter(row.nodes),
            counter(row.cells),
        ];
        if marks {
            cells.push(counter(row.marks));
        }
        cells.extend([
            format!("{amount} {work_unit}"),
            time,
            row.work_per_second.map_or_else(none, in_words),
        ]);
        table.push(cells);
    }
    table.write(out)?;
    let mut notes: Vec<String> = rows.iter().filter_map(|row| row.reason.clone()).collect();
    for row in rows {
        if let Some(tasks) = row.tasks {
            notes.push(format!(
                "{} counts with the eight-fold symmetry in {} on every core, skipping most of \
                 the plain tree: its work needed is that tree's, as a yardstick, and it reports \
                 no counters and no rate; compare its time",
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
