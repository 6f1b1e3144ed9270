//! `nqueens count`: the number of solutions, the work it took and the time.

use std::io::{self, Write};
use std::time::Instant;

use nqueens_core::{Approach, Error, Solver, Work, duration};
use nqueens_parallel::{Options, Parallel, Tally};
use serde::{Deserialize, Serialize};

use super::check_run;
use crate::BUDGET_SECONDS;
use crate::cli::{CountArgs, CountFormat};
use crate::failure::{Failure, Outcome};
use crate::format::in_words;
use crate::output::{self, Progress};
use nqueens_core::thousands;

/// Counts with the chosen approach and prints the result.
pub(crate) fn run(args: &CountArgs) -> Outcome {
    let solver = args.approach.0;
    let report = if solver.info().id == Parallel::INFO.id {
        count_in_parallel(args, solver)?
    } else {
        for (given, flag) in
            [(args.threads.is_some(), "--threads"), (args.shard.is_some(), "--shard")]
        {
            if given {
                return Err(Failure::Usage(format!(
                    "{flag} works only with --approach parallel, the one approach that splits \
                     its work into tasks ({} counts on one thread)",
                    solver.info().id
                )));
            }
        }
        count_on_one_thread(args, solver)?
    };
    let mut out = output::stdout();
    report.write(&mut out, args.format)?;
    out.flush()?;
    Ok(())
}

/// Counts with an approach that runs on one thread, with a spinner for a long run.
fn count_on_one_thread(args: &CountArgs, solver: &dyn Solver) -> Result<CountReport, Failure> {
    let n = args.n;
    check_run(solver, n, args.force)?;
    let estimated_seconds = solver.estimated_seconds(n);
    let progress = Progress::spinner(
        estimated_seconds,
        format!(
            "counting n = {n} with {}, about {}",
            solver.info().id,
            duration(estimated_seconds)
        ),
    );
    let start = Instant::now();
    let (count, unique) = if args.unique {
        let (total, unique) = solver.count_total_and_unique(n)?;
        (total, Some(unique))
    } else {
        (solver.count(n)?, None)
    };
    let seconds = start.elapsed().as_secs_f64();
    drop(progress);
    Ok(CountReport::new(n, solver, count, unique, seconds))
}

/// Counts with the parallel approach, on `--threads` threads and over the `--shard` slice of
/// its tasks, with a progress bar of the tasks for a long run.
fn count_in_parallel(args: &CountArgs, solver: &dyn Solver) -> Result<CountReport, Failure> {
    let n = args.n;
    solver.check_size(n)?;
    // A shard does its share of the work.
    let share = args.shard.map_or(1.0, |shard| 1.0 / shard.count as f64);
    let estimated_seconds = solver.estimated_seconds(n) * share;
    if !args.force && estimated_seconds > BUDGET_SECONDS {
        let work = solver.work(n);
        return Err(Error::OverBudget {
            approach: solver.info().id,
            n,
            work: work.estimate * share,
            unit: work.unit,
            estimated_seconds,
            budget_seconds: BUDGET_SECONDS,
        }
        .into());
    }
    let progress = Progress::bar(estimated_seconds, 0, format!("n = {n}, tasks"));
    let bar = progress.handle().cloned();
    let options = Options { threads: args.threads, shard: args.shard };
    let start = Instant::now();
    let tally = nqueens_parallel::count(n, &options, &move |done, total| {
        if let Some(bar) = &bar {
            bar.set_length(u64::try_from(total).unwrap_or(u64::MAX));
            bar.set_position(u64::try_from(done).unwrap_or(u64::MAX));
        }
    })?;
    let seconds = start.elapsed().as_secs_f64();
    drop(progress);
    Ok(CountReport::from_tally(&tally, solver, Some(seconds)))
}

/// The result of a count, as `count` prints it and `sum` reads it back from JSON.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(expecting = "a JSON object")]
pub(super) struct CountReport {
    /// The size of the board.
    pub(super) n: usize,
    /// The approach that counted.
    pub(super) approach: String,
    /// The number of solutions (in this shard, for a shard).
    pub(super) count: u64,
    /// The number of unique solutions, when counted.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(super) unique: Option<u64>,
    /// The slice of the tasks, `I/K`, for a shard.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(super) shard: Option<String>,
    /// The tasks counted (parallel only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(super) tasks: Option<usize>,
    /// The tasks of the whole count (parallel only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(super) tasks_total: Option<usize>,
    /// The exact work of the whole search, in `work_unit`, when it is known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(super) work: Option<u128>,
    /// The estimated work of the whole search, when the exact work is not known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(super) estimated_work: Option<f64>,
    /// What the work counts: `candidates` or `nodes`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(super) work_unit: Option<String>,
    /// The time the count took, in seconds.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(super) seconds: Option<f64>,
}

impl CountReport {
    /// The report of a whole count by `solver`.
    fn new(n: usize, solver: &dyn Solver, count: u64, unique: Option<u64>, seconds: f64) -> Self {
        let mut report = Self {
            n,
            approach: solver.info().id.to_string(),
            count,
            unique,
            shard: None,
            tasks: None,
            tasks_total: None,
            work: None,
            estimated_work: None,
            work_unit: None,
            seconds: Some(seconds),
        };
        report.set_work(solver.work(n));
        report
    }

    /// The report of a parallel count, or of the sum of shards.
    pub(super) fn from_tally(tally: &Tally, solver: &dyn Solver, seconds: Option<f64>) -> Self {
        let mut report = Self {
            n: tally.n,
            approach: solver.info().id.to_string(),
            count: tally.total,
            unique: Some(tally.unique),
            shard: tally.shard.map(|shard| shard.to_string()),
            tasks: Some(tally.tasks),
            tasks_total: Some(tally.tasks_total),
            work: None,
            estimated_work: None,
            work_unit: None,
            seconds,
        };
        // The work of a shard is not known, only that of the whole search.
        if tally.shard.is_none() {
            report.set_work(solver.work(tally.n));
        }
        report
    }

    fn set_work(&mut self, work: Work) {
        self.work = work.exact;
        self.estimated_work = if work.exact.is_none() { Some(work.estimate) } else { None };
        self.work_unit = Some(work.unit.name().to_string());
    }

    /// Writes the report as text or JSON.
    pub(super) fn write(&self, out: &mut impl Write, format: CountFormat) -> io::Result<()> {
        match format {
            CountFormat::Json => {
                serde_json::to_writer(&mut *out, self)?;
                writeln!(out)
            }
            CountFormat::Text => self.write_text(out),
        }
    }

    /// Writes the report as aligned `name  value` lines.
    fn write_text(&self, out: &mut impl Write) -> io::Result<()> {
        let n = self.n;
        let mut lines: Vec<(&str, String)> =
            vec![("n", n.to_string()), ("approach", self.approach.clone())];
        if let Some(shard) = &self.shard {
            lines.push((
                "shard",
                format!("{shard}: a partial count; add the shards with nqueens sum"),
            ));
        }
        let solutions = match (self.count, &self.shard) {
            (_, Some(_)) => format!("{} in this shard", self.count),
            (0, None) => {
                format!("0: no placement of {n} queens on a {n} × {n} board is free of attacks")
            }
            (1, None) if n == 0 => "1: the empty board".to_string(),
            (count, None) => count.to_string(),
        };
        lines.push(("solutions", solutions));
        if let Some(unique) = self.unique {
            lines.push(("unique", format!("{unique}, one per class of rotations and reflections")));
        }
        if let (Some(tasks), Some(tasks_total)) = (self.tasks, self.tasks_total) {
            lines.push((
                "tasks",
                format!("{} of {}", thousands(tasks as u64), thousands(tasks_total as u64)),
            ));
        }
        let work = self.work.map(|work| work as f64).or(self.estimated_work);
        if let (Some(work), Some(unit)) = (work, &self.work_unit) {
            let about = if self.work.is_some() { "" } else { "about " };
            // The parallel counter (the one with tasks) skips most of the plain tree.
            let skipped =
                if self.tasks.is_some() { " in the plain tree, most skipped" } else { "" };
            let unit = if work == 1.0 { unit.trim_end_matches('s') } else { unit };
            lines.push(("work", format!("{about}{} {unit}{skipped}", nqueens_core::count(work))));
            if let Some(seconds) = self.seconds {
                let rate = if seconds > 0.0 {
                    format!(", {} {unit} per second", in_words(work / seconds))
                } else {
                    String::new()
                };
                lines.push(("time", format!("{}{rate}", duration(seconds))));
            }
        } else if let Some(seconds) = self.seconds {
            lines.push(("time", duration(seconds)));
        }
        for (name, value) in lines {
            writeln!(out, "{name:<10} {value}")?;
        }
        Ok(())
    }
}
