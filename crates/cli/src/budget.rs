//! How long a run may take before the tool skips it or asks for `--force`, and how it says so.
//!
//! An estimate is the approach's work at n times its measured time per unit of work
//! (`Info::nanos_per_unit` for a count, `Info::listing_nanos_per_unit` for a listing, both
//! taken on the reference 2-core machine). Two budgets use it:
//! `compare` skips an approach estimated over [`COMPARE_SECONDS`], so that a comparison takes
//! about a minute at most; `count` and `solve` refuse only a run far beyond that, estimated over
//! [`RUN_SECONDS`], unless `--force` is given. Every approach's practical n lies within
//! [`RUN_SECONDS`], so the runs the tool recommends never need `--force`.

use nqueens_core::{Kind, Solver, WorkUnit};
use nqueens_parallel::Shard;

use crate::failure::Failure;
use crate::format::{duration, exact, in_words, unit};

/// The estimated time beyond which `compare` skips an approach, in seconds.
pub(crate) const COMPARE_SECONDS: f64 = 10.0;

/// The estimated time beyond which `count` and `solve` refuse to start without `--force`, in
/// seconds.
pub(crate) const RUN_SECONDS: f64 = 120.0;

/// The estimated time beyond which a run is out of reach, in seconds: a year.
const OUT_OF_REACH_SECONDS: f64 = 365.25 * 24.0 * 3_600.0;

/// The cores of the reference machine, on which the time per unit of work of a task counter
/// was measured with every core busy.
const REFERENCE_CORES: usize = 2;

/// What a command does with the approach.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Run {
    /// `count`, with the threads and the shard of a task counter.
    Count {
        /// The threads of `--threads`; `None` for every core.
        threads: Option<usize>,
        /// The slice of the tasks of `--shard`; `None` for all of them.
        shard: Option<Shard>,
    },
    /// `solve`, stopping after `limit` solutions when it is given.
    Solve {
        /// The number of solutions of `--limit`.
        limit: Option<u64>,
    },
    /// One row of `compare`: a count on every core.
    Compare,
}

/// One run of one approach at one n, planned before it starts.
#[derive(Clone, Copy)]
pub(crate) struct Plan {
    solver: &'static dyn Solver,
    n: usize,
    run: Run,
}

impl Plan {
    /// The plan of `run` with `solver` at n.
    pub(crate) fn new(solver: &'static dyn Solver, n: usize, run: Run) -> Self {
        Self { solver, n, run }
    }

    /// Whether the run is a task counter's own count, which skips most of the plain tree by
    /// symmetry, rather than a search that walks all the work it states.
    pub(crate) fn counts_in_tasks(&self) -> bool {
        self.solver.info().kind == Kind::TaskCounter && !matches!(self.run, Run::Solve { .. })
    }

    /// How long the run would take on the reference machine, in seconds.
    pub(crate) fn estimated_seconds(&self) -> f64 {
        match self.run {
            Run::Solve { .. } => self.solver.estimated_listing_seconds(self.n),
            Run::Count { threads, shard } => {
                let share = shard.map_or(1.0, |shard| 1.0 / shard.count as f64);
                let cores = threads.map_or(REFERENCE_CORES, |threads| threads.min(REFERENCE_CORES));
                let slowdown = REFERENCE_CORES as f64 / cores.max(1) as f64;
                self.solver.estimated_seconds(self.n) * share * slowdown
            }
            Run::Compare => self.solver.estimated_seconds(self.n),
        }
    }

    /// Refuses n beyond the approach's representation (even with `force`), and, unless `force`
    /// is set, a run estimated over [`RUN_SECONDS`]. A backtracking search with `--limit` is not
    /// refused for time: it stops after the first solutions, which come early in its tree.
    pub(crate) fn check(&self, force: bool) -> Result<(), Failure> {
        self.solver.check_size(self.n)?;
        let limited_tree_search = matches!(self.run, Run::Solve { limit: Some(_) })
            && self.solver.work(self.n).unit == WorkUnit::Nodes;
        let estimated_seconds = self.estimated_seconds();
        if force || limited_tree_search || estimated_seconds <= RUN_SECONDS {
            return Ok(());
        }
        let subject = self.subject();
        let cost = self.cost();
        let limit = if matches!(self.run, Run::Solve { limit: Some(_) }) {
            " (with --limit too: a scan may find its first solution late)"
        } else {
            ""
        };
        let instead = match self.run {
            Run::Count { shard: Some(_), .. } => "pick a smaller n or more shards (a larger K)",
            _ if self.counts_in_tasks() => "pick a smaller n or split the count with --shard I/K",
            _ => "pick a smaller n or a faster approach",
        };
        Err(Failure::Refused(if estimated_seconds > OUT_OF_REACH_SECONDS {
            format!(
                "{subject} {cost}: out of reach{limit}; {instead} (--force would start it anyway)"
            )
        } else {
            format!(
                "{subject} {cost}, over the {} that count and solve allow{limit}; {instead}, or \
                 add --force to run it anyway",
                duration(RUN_SECONDS)
            )
        }))
    }

    /// Why `compare` does not run the approach, if it does not: it cannot represent n, or it
    /// would take longer than [`COMPARE_SECONDS`].
    pub(crate) fn compare_skip(&self) -> Option<Skip> {
        if let Err(error) = self.solver.check_size(self.n) {
            return Some(Skip::TooLarge(error.to_string()));
        }
        let estimated_seconds = self.estimated_seconds();
        if estimated_seconds <= COMPARE_SECONDS {
            return None;
        }
        let subject = self.solver.info().id;
        let cost = self.cost();
        let command = format!("nqueens count {} --approach {subject}", self.n);
        Some(Skip::OverBudget(if estimated_seconds > OUT_OF_REACH_SECONDS {
            format!("{subject} {cost}: out of reach")
        } else if estimated_seconds > RUN_SECONDS {
            format!("{subject} {cost}; `{command} --force` runs it anyway")
        } else {
            format!("{subject} {cost}; `{command}` runs it")
        }))
    }

    /// The approach, n and shard: `backtrack-set at n = 16`, `parallel at n = 22, shard 1/2,`.
    fn subject(&self) -> String {
        let id = self.solver.info().id;
        match self.run {
            Run::Count { shard: Some(shard), .. } => {
                format!("{id} at n = {}, shard {shard},", self.n)
            }
            _ => format!("{id} at n = {}", self.n),
        }
    }

    /// The work the run would do and its estimated time: `would test 4,426,165,368 candidates,
    /// an estimated 26.56 s`.
    fn cost(&self) -> String {
        let work = self.solver.work(self.n);
        let amount = work.exact.map_or_else(|| format!("about {}", in_words(work.estimate)), exact);
        let units = unit(work.unit, work.estimate);
        let estimate = duration(self.estimated_seconds());
        if self.counts_in_tasks() {
            // The counter does not walk the plain tree: its size is only the yardstick the
            // estimate is scaled from.
            format!(
                "would take an estimated {estimate} (scaled from the plain tree of {amount} \
                 {units}, most of which its counter skips by symmetry)"
            )
        } else {
            let verb = match work.unit {
                WorkUnit::Candidates => "test",
                WorkUnit::Nodes => "visit",
            };
            format!("would {verb} {amount} {units}, an estimated {estimate}")
        }
    }
}

/// Why `compare` leaves an approach out.
pub(crate) enum Skip {
    /// The approach cannot represent n: the refusal of its solver.
    TooLarge(String),
    /// The run would take longer than [`COMPARE_SECONDS`]: its work, its time, and how to run it.
    OverBudget(String),
}
