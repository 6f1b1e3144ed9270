//! `nqueens count`: the number of solutions, the work it took and the time.

use std::io::{self, Write};
use std::time::Instant;

use nqueens_core::{Solver, WorkCounts, WorkUnit, thousands};
use nqueens_parallel::{Options, Tally};
use serde::{Deserialize, Serialize};

use crate::budget::{Plan, Run};
use crate::cli::{CountArgs, CountFormat};
use crate::failure::{Failure, Outcome};
use crate::format::{duration, exact, in_words, unit};
use crate::output::{self, Progress};

/// Counts with the chosen approach and prints the result.
pub(crate) fn run(args: &CountArgs) -> Outcome {
    let solver = args.approach.0;
    let plan = Plan::new(solver, args.n, Run::Count { threads: args.threads, shard: args.shard });
    let report = if plan.counts_in_parallel() {
        count_in_parallel(args, &plan)?
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
        count_on_one_thread(args, &plan)?
    };
    let mut out = output::stdout();
    report.write(&mut out, args.format)?;
    out.flush()?;
    Ok(())
}

/// Counts with an approach that runs on one thread, counting its work as it goes, with a
/// spinner for a long run.
fn count_on_one_thread(args: &CountArgs, plan: &Plan) -> Result<CountReport, Failure> {
    let (solver, n) = (args.approach.0, args.n);
    plan.check(args.force)?;
    let estimated_seconds = plan.estimated_seconds();
    let progress = Progress::spinner(
        estimated_seconds,
        format!(
            "counting n = {n} with {}, about {}",
            solver.info().id,
            duration(estimated_seconds)
        ),
    );
    let start = Instant::now();
    let (counts, unique) = if args.unique {
        let (counts, unique) = solver.unique_with_work(n)?;
        (counts, Some(unique))
    } else {
        (solver.count_with_work(n)?, None)
    };
    let seconds = start.elapsed().as_secs_f64();
    drop(progress);
    Ok(CountReport::measured(n, solver, &counts, unique, seconds))
}

/// Counts with the parallel approach, on `--threads` threads and over the `--shard` slice of
/// its tasks, with a progress bar of the tasks for a long run.
fn count_in_parallel(args: &CountArgs, plan: &Plan) -> Result<CountReport, Failure> {
    let n = args.n;
    plan.check(args.force)?;
    let progress = Progress::bar(plan.estimated_seconds(), 0, format!("n = {n}, tasks"));
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
    let mut report = CountReport::from_tally(&tally, args.approach.0);
    report.seconds = Some(seconds);
    // Without --threads the counter runs on rayon's global pool, one thread per core.
    report.threads = Some(args.threads.unwrap_or_else(rayon::current_num_threads));
    Ok(report)
}

/// What a count's work counts, as JSON names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub(super) enum Unit {
    /// Candidate boards tested by a brute-force scan.
    Candidates,
    /// Nodes entered by a backtracking search.
    Nodes,
}

impl From<WorkUnit> for Unit {
    fn from(unit: WorkUnit) -> Self {
        match unit {
            WorkUnit::Candidates => Unit::Candidates,
            WorkUnit::Nodes => Unit::Nodes,
        }
    }
}

impl From<Unit> for WorkUnit {
    fn from(unit: Unit) -> Self {
        match unit {
            Unit::Candidates => WorkUnit::Candidates,
            Unit::Nodes => WorkUnit::Nodes,
        }
    }
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
    /// The threads the tasks ran on (parallel only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(super) threads: Option<usize>,
    /// The work the search did, in `work_unit`, counted as it ran (one-thread approaches only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(super) work: Option<u64>,
    /// What the work counts: `candidates` or `nodes`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(super) work_unit: Option<Unit>,
    /// The cells a backtracking search examined, counted as it ran.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(super) cells: Option<u64>,
    /// The nodes of the plain row-by-row search tree for n, where the exact number is known: the
    /// yardstick of the parallel counter, which skips most of them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(super) plain_tree_nodes: Option<u128>,
    /// The estimated nodes of the plain tree, where the exact number is not known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(super) estimated_plain_tree_nodes: Option<f64>,
    /// The time the count took, in seconds.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(super) seconds: Option<f64>,
}

impl CountReport {
    /// The report of a count by an approach that counted its work as it ran.
    fn measured(
        n: usize,
        solver: &dyn Solver,
        counts: &WorkCounts,
        unique: Option<u64>,
        seconds: f64,
    ) -> Self {
        let work_unit = solver.work(n).unit;
        let (work, cells) = match work_unit {
            WorkUnit::Candidates => (counts.candidates, None),
            WorkUnit::Nodes => (counts.nodes, Some(counts.cells)),
        };
        Self {
            n,
            approach: solver.info().id.to_string(),
            count: counts.solutions,
            unique,
            shard: None,
            tasks: None,
            tasks_total: None,
            threads: None,
            work: Some(work),
            work_unit: Some(work_unit.into()),
            cells,
            plain_tree_nodes: None,
            estimated_plain_tree_nodes: None,
            seconds: Some(seconds),
        }
    }

    /// The report of a parallel count, or of the sum of shards, without its time and threads.
    pub(super) fn from_tally(tally: &Tally, solver: &dyn Solver) -> Self {
        let mut report = Self {
            n: tally.n,
            approach: solver.info().id.to_string(),
            count: tally.total,
            unique: Some(tally.unique),
            shard: tally.shard.map(|shard| shard.to_string()),
            tasks: Some(tally.tasks),
            tasks_total: Some(tally.tasks_total),
            threads: None,
            work: None,
            work_unit: None,
            cells: None,
            plain_tree_nodes: None,
            estimated_plain_tree_nodes: None,
            seconds: None,
        };
        // The yardstick is the plain tree of the whole search, not of a shard.
        if tally.shard.is_none() {
            let tree = solver.work(tally.n);
            report.plain_tree_nodes = tree.exact;
            report.estimated_plain_tree_nodes = tree.exact.is_none().then_some(tree.estimate);
        }
        report
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
        let count = thousands(self.count);
        let solutions = match (self.count, &self.shard) {
            (_, Some(_)) => format!("{count} in this shard"),
            (0, None) => {
                format!("0: no placement of {n} queens on a {n} × {n} board is free of attacks")
            }
            (1, None) if n == 0 => "1: the empty board".to_string(),
            (_, None) => count,
        };
        lines.push(("solutions", solutions));
        if let Some(unique) = self.unique {
            let whose = if self.shard.is_some() { " in this shard" } else { "" };
            lines.push((
                "unique",
                format!("{}{whose}, one per class of rotations and reflections", thousands(unique)),
            ));
        }
        if let (Some(tasks), Some(tasks_total)) = (self.tasks, self.tasks_total) {
            lines.push((
                "tasks",
                format!("{} of {}", exact(tasks as u128), exact(tasks_total as u128)),
            ));
        }
        if let Some(threads) = self.threads {
            lines.push(("threads", threads.to_string()));
        }
        if let (Some(work), Some(work_unit)) = (self.work, self.work_unit) {
            let work_unit = WorkUnit::from(work_unit);
            let name = match work_unit {
                WorkUnit::Candidates => "candidates",
                WorkUnit::Nodes => "nodes",
            };
            lines.push((name, thousands(work)));
            if let Some(cells) = self.cells {
                lines.push(("cells", thousands(cells)));
            }
            if let Some(seconds) = self.seconds {
                let rate = work as f64 / seconds;
                let rate = if seconds > 0.0 {
                    format!(", {} {} per second", in_words(rate), unit(work_unit, rate))
                } else {
                    String::new()
                };
                lines.push(("time", format!("{}{rate}", duration(seconds))));
            }
        } else if let Some(seconds) = self.seconds {
            lines.push(("time", duration(seconds)));
        }
        let tree = match (self.plain_tree_nodes, self.estimated_plain_tree_nodes) {
            (Some(nodes), _) => Some(format!("{} nodes", exact(nodes))),
            (None, Some(nodes)) => Some(format!("about {} nodes", in_words(nodes))),
            (None, None) => None,
        };
        if let Some(tree) = tree {
            lines.push((
                "yardstick",
                format!(
                    "the plain row-by-row search tree has {tree}; this counter skips most of \
                     them by symmetry"
                ),
            ));
        }
        for (name, value) in lines {
            writeln!(out, "{name:<10} {value}")?;
        }
        Ok(())
    }
}
