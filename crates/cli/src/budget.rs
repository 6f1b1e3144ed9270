//! How long a run may take before the tool skips it or asks for `--force`, and how it says so.
//!
//! An estimate is the approach's work at n times its measured time per unit of work
//! (`Cost::nanos_per_unit` for a count, `Cost::listing_nanos_per_unit` for a listing, both
//! taken on the reference 2-core machine, and scaled with n for a search whose cost per node grows
//! with n, `Cost::measured_at`). Two budgets use it:
//! `compare` skips an approach estimated over [`COMPARE_SECONDS`], so that a comparison takes
//! about a minute at most; `count` and `solve` refuse only a run far beyond that, estimated over
//! [`RUN_SECONDS`], unless `--force` is given. Every approach's practical n lies within
//! [`RUN_SECONDS`], so the runs the tool recommends never need `--force`.

use nqueens_core::sequences::{TOTAL_SOLUTIONS, UNIQUE_SOLUTIONS};
use nqueens_core::space::{FIRST_SOLUTION_NODES, FIRST_SOLUTION_SEARCHED};
use nqueens_core::{LimitCost, Shard, Solver, WorkUnit};
use nqueens_walk::phrases::{Lang, say};

use crate::failure::Failure;
use crate::format::{duration, duration_in, thousands};
use crate::memory;
use crate::model::{self, LIMIT_SEARCHED, MAX_OUTPUT_BYTES};
use words::{nodes_in_words, output_size};

mod words;

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
        /// Whether only the canonical solutions are written and counted (`--unique`).
        unique: bool,
        /// What writing each solution costs.
        writing: Writing,
    },
    /// One row of `compare`: a count on every core.
    Compare,
}

/// What writing one solution of `solve` costs, in its format at its n (from
/// [`model::write_cost`]), and what keeping only the canonical ones costs per solution found.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Writing {
    /// Seconds per solution written.
    pub(crate) seconds: f64,
    /// Bytes per solution written.
    pub(crate) bytes: f64,
    /// Seconds per solution found of the `--unique` filter (0 without it).
    pub(crate) filter_seconds: f64,
}

/// One run of one approach at one n, planned before it starts.
#[derive(Clone, Copy)]
pub(crate) struct Plan {
    solver: &'static dyn Solver,
    n: usize,
    run: Run,
    /// Whether a `count` also counts the unique solutions by testing each solution found.
    count_unique: bool,
    /// The language its refusals are said in.
    lang: Lang,
}

impl Plan {
    /// The plan of `run` with `solver` at n.
    pub(crate) fn new(solver: &'static dyn Solver, n: usize, run: Run) -> Self {
        Self { solver, n, run, count_unique: false, lang: Lang::En }
    }

    /// The plan of a `count --unique`: a count that is no task counter's tests every solution
    /// it finds for being canonical, which its price includes ([`model::CANONICAL_NANOS_PER_N`]).
    pub(crate) fn counting_unique(self, unique: bool) -> Self {
        Self { count_unique: unique, ..self }
    }

    /// The plan, its refusals said in `lang`.
    pub(crate) fn in_lang(self, lang: Lang) -> Self {
        Self { lang, ..self }
    }

    /// Whether the run is a task counter's own count, which skips most of the plain tree by
    /// symmetry, rather than a search that walks all the work it states.
    pub(crate) fn counts_in_tasks(&self) -> bool {
        self.solver.task_counter().is_some() && !matches!(self.run, Run::Solve { .. })
    }

    /// How far the run goes into its search: all of it, or, for a search that stops after
    /// `--limit` solutions, as far as its own measurements put the last of them. Where they do
    /// not say, a search stopped early never does more than the whole search: that is its
    /// price when the whole search fits the budget ([`Reach::Bounded`]).
    fn reach(&self) -> Reach {
        let Run::Solve { limit: Some(_), .. } = self.run else {
            return Reach::Whole;
        };
        let reached = self.solutions_searched();
        if reached >= fewest_solutions(self.n) as f64 {
            return Reach::Whole;
        }
        let reached = reached as u64;
        let unit = self.solver.work(self.n).unit;
        let reach = match self.solver.limit_cost(self.n, reached) {
            LimitCost::Nodes(nodes) => Reach::Nodes(nodes),
            // A scan may meet its first solution late: without a measurement of its own it is
            // priced whole.
            _ if unit == WorkUnit::Candidates => Reach::Whole,
            LimitCost::RowByRow => row_by_row(self.n, reached),
            LimitCost::Seconds(seconds) => Reach::Seconds(seconds),
            LimitCost::Whole => Reach::Bounded,
            LimitCost::Unknown { measured_up_to } => Reach::Unmeasured(measured_up_to),
        };
        let unknown = matches!(reach, Reach::Unknown | Reach::Unmeasured(_) | Reach::Sparse(_));
        if unknown && self.seconds_at(Reach::Bounded) <= RUN_SECONDS {
            return Reach::Bounded;
        }
        reach
    }

    /// The solutions the search finds before it stops: all there are, or the `--limit`; with
    /// `--unique`, the K-th canonical solution comes no later than solution 8(K − 1) + 1, since
    /// every solution before it lies in the class of one of the K − 1 canonical ones before it
    /// (a class has at most eight boards, and its canonical one is its smallest). For n beyond
    /// the OEIS table, the number of solutions of the largest n it has (a lower bound).
    fn solutions_searched(&self) -> f64 {
        let total = fewest_solutions(self.n) as f64;
        match self.run {
            Run::Solve { limit: Some(limit), unique, .. } => {
                let limit = limit as f64;
                let reached = if unique { 8.0 * (limit - 1.0).max(0.0) + 1.0 } else { limit };
                reached.min(total)
            }
            _ => total,
        }
    }

    /// The solutions `solve` writes: all there are (the canonical ones with `--unique`), or the
    /// `--limit` if that is fewer.
    fn solutions_written(&self) -> f64 {
        let table = match self.run {
            Run::Solve { unique: true, .. } => &UNIQUE_SOLUTIONS[..],
            _ => &TOTAL_SOLUTIONS[..],
        };
        let total = table.get(self.n).or(table.last()).copied().unwrap_or(0) as f64;
        match self.run {
            Run::Solve { limit: Some(limit), .. } => total.min(limit as f64),
            _ => total,
        }
    }

    /// The bytes `solve` writes, about (0 for the other commands).
    pub(crate) fn output_bytes(&self) -> f64 {
        match self.run {
            Run::Solve { writing, .. } => self.solutions_written() * writing.bytes,
            _ => 0.0,
        }
    }

    /// The seconds of writing the output of `solve`, and of its `--unique` filter.
    fn writing_seconds(&self) -> f64 {
        match self.run {
            Run::Solve { writing, .. } => {
                self.solutions_written() * writing.seconds
                    + self.solutions_searched() * writing.filter_seconds
            }
            _ => 0.0,
        }
    }

    /// How long the run would take on the reference machine, in seconds (infinite when how far
    /// its search goes is not known).
    pub(crate) fn estimated_seconds(&self) -> f64 {
        self.seconds_at(self.reach())
    }

    /// How long the run would take if its search went as far as `reach`.
    fn seconds_at(&self, reach: Reach) -> f64 {
        let n = self.n;
        match self.run {
            Run::Solve { .. } => {
                let search = match reach {
                    Reach::Whole | Reach::Bounded => self.solver.estimated_listing_seconds(n),
                    Reach::Nodes(nodes) => {
                        let nanos = self.solver.info().cost.listing_nanos_per_unit();
                        nodes * nanos * self.solver.cost_growth(n) * 1e-9
                    }
                    Reach::Seconds(seconds) => seconds,
                    Reach::Unknown | Reach::Unmeasured(_) | Reach::Sparse(_) => f64::INFINITY,
                };
                search + self.writing_seconds()
            }
            Run::Count { threads, shard } => {
                let cores = threads.map_or(REFERENCE_CORES, |threads| threads.min(REFERENCE_CORES));
                let slowdown = REFERENCE_CORES as f64 / cores.max(1) as f64;
                let whole = self.solver.estimated_seconds(n);
                let filter = if self.count_unique && !self.counts_in_tasks() {
                    fewest_solutions(n) as f64 * model::CANONICAL_NANOS_PER_N * n as f64 * 1e-9
                } else {
                    0.0
                };
                match shard {
                    None => whole * slowdown + filter,
                    Some(shard) => shard_seconds(self.solver, n, shard, whole, slowdown),
                }
            }
            Run::Compare => self.solver.estimated_seconds(n),
        }
    }

    /// Refuses n beyond the approach's representation (even with `force`), and, unless `force`
    /// is set, a run estimated over [`RUN_SECONDS`], a `--limit` run whose solution K is not
    /// known to come early (and whose whole search does not fit the budget), or a `solve` that
    /// would write more than [`MAX_OUTPUT_BYTES`].
    pub(crate) fn check(&self, force: bool) -> Result<(), Failure> {
        self.solver.check_size(self.n)?;
        self.check_memory(memory::available_bytes())?;
        if force {
            return Ok(());
        }
        if let (Reach::Sparse(measured), Run::Solve { limit: Some(limit), .. }) =
            (self.reach(), self.run)
        {
            return Err(self.refuse(
                "budget.limit.sparse",
                &[
                    ("limit", &limit),
                    ("searched", &nodes_in_words(self.lang, LIMIT_SEARCHED as f64)),
                    ("measured", &thousands(measured)),
                    ("solution", &thousands(self.solutions_searched() as u64)),
                    ("whole", &duration_in(self.lang, self.seconds_at(Reach::Bounded))),
                ],
            ));
        }
        if let (Reach::Unmeasured(measured_up_to), Run::Solve { limit: Some(limit), .. }) =
            (self.reach(), self.run)
        {
            let lang = self.lang;
            let solution = if limit == 1 {
                say(lang, "budget.limit.first_solution", &[])
            } else {
                say(lang, "budget.limit.solution", &[("k", &thousands(limit))])
            };
            let measured = if self.n <= measured_up_to {
                say(lang, "budget.limit.unmeasured_here", &[])
            } else {
                say(lang, "budget.limit.measured_up_to", &[("n", &measured_up_to)])
            };
            return Err(self.refuse(
                "budget.limit.unmeasured",
                &[("limit", &limit), ("solution", &solution), ("measured", &measured)],
            ));
        }
        if matches!(self.reach(), Reach::Unknown) {
            let searched = FIRST_SOLUTION_NODES.len().saturating_sub(1);
            let unknown = if self.n <= searched {
                let nodes = nodes_in_words(self.lang, FIRST_SOLUTION_SEARCHED as f64);
                say(self.lang, "budget.limit.not_found", &[("nodes", &nodes)])
            } else {
                say(self.lang, "budget.limit.not_searched", &[("searched", &searched)])
            };
            return Err(self.refuse("budget.limit.unknown", &[("unknown", &unknown)]));
        }
        let estimated_seconds = self.estimated_seconds();
        if estimated_seconds <= RUN_SECONDS {
            return self.check_output();
        }
        let lang = self.lang;
        let cost = self.cost();
        let limit = match (self.run, self.reach()) {
            (Run::Solve { limit: Some(_), .. }, Reach::Bounded) => "budget.with_limit.bounded",
            (Run::Solve { limit: Some(_), .. }, Reach::Whole)
                if self.solver.work(self.n).unit == WorkUnit::Nodes =>
            {
                "budget.with_limit.every"
            }
            (Run::Solve { limit: Some(_), .. }, Reach::Whole) => "budget.with_limit.scan",
            _ => "",
        };
        let limit = if limit.is_empty() { String::new() } else { say(lang, limit, &[]) };
        let instead = match self.run {
            Run::Count { shard: Some(_), .. } => {
                let heaviest = self.heaviest_task_seconds();
                let floor = duration_in(lang, heaviest);
                let floor = say(lang, "budget.instead.floor", &[("heaviest", &floor)]);
                let key = if heaviest >= estimated_seconds {
                    "budget.instead.smaller_n"
                } else {
                    "budget.instead.more_shards"
                };
                say(lang, key, &[("floor", &floor)])
            }
            _ if self.counts_in_tasks() => match self.faster_count() {
                Some(faster) => say(lang, "budget.instead.faster_or_shard", &[("faster", &faster)]),
                None => say(lang, "budget.instead.shard", &[]),
            },
            _ => match self.faster_count() {
                Some(faster) => say(lang, "budget.instead.faster", &[("faster", &faster)]),
                None => say(lang, "budget.instead.any_faster", &[]),
            },
        };
        let values: [(&str, &dyn std::fmt::Display); 4] = [
            ("cost", &cost),
            ("limit", &limit),
            ("instead", &instead),
            ("budget", &duration_in(lang, RUN_SECONDS)),
        ];
        Err(if estimated_seconds > OUT_OF_REACH_SECONDS {
            self.refuse("budget.out_of_reach", &values)
        } else if just_over(estimated_seconds) {
            self.refuse("budget.just_over", &values)
        } else {
            self.refuse("budget.over", &values)
        })
    }

    /// For a whole `count` over the budget, the approach of the registry that the same model
    /// prices lowest at this n among those that would run it without `--force` (and count the
    /// unique solutions too, if they were asked for), said as the option that picks it.
    fn faster_count(&self) -> Option<String> {
        let Run::Count { shard: None, threads } = self.run else { return None };
        nqueens_approaches::APPROACHES
            .iter()
            .filter(|other| other.info().id != self.solver.info().id)
            // --threads is a task counter's option, and --unique needs one that tells the
            // unique solutions apart (the others list them, priced as a listing).
            .filter(|other| threads.is_none() || other.task_counter().is_some())
            .filter(|other| {
                !self.count_unique
                    || other.task_counter().is_none_or(|counter| counter.counts_unique())
            })
            .map(|&other| Plan::new(other, self.n, self.run).counting_unique(self.count_unique))
            // What `check` asks of a whole count, without building its refusal (which asks
            // this again).
            .filter(|plan| {
                plan.solver.check_size(plan.n).is_ok()
                    && plan.check_memory(memory::available_bytes()).is_ok()
                    && plan.estimated_seconds() <= RUN_SECONDS
            })
            .map(|plan| (plan.estimated_seconds(), plan.solver.info().id))
            .min_by(|a, b| a.0.total_cmp(&b.0))
            // Below a second the model prices the search alone, not the start of the tool.
            .map(|(seconds, id)| match seconds {
                seconds if seconds < 1.0 => say(self.lang, "budget.faster.instant", &[("id", &id)]),
                seconds => {
                    let time = duration_in(self.lang, seconds);
                    say(self.lang, "budget.faster.about", &[("id", &id), ("time", &time)])
                }
            })
    }

    /// Refuses a `solve` that would write more than [`MAX_OUTPUT_BYTES`], saying how much.
    fn check_output(&self) -> Result<(), Failure> {
        let output = self.output_bytes();
        if output <= MAX_OUTPUT_BYTES {
            return Ok(());
        }
        Err(self.refuse(
            "budget.output",
            &[
                ("solutions", &thousands(self.solutions_written() as u64)),
                ("size", &output_size(self.lang, output)),
                ("max", &output_size(self.lang, MAX_OUTPUT_BYTES)),
            ],
        ))
    }

    /// Refuses a run whose approach would hold more memory at once than is `available` (by its
    /// own measured model, [`Solver::peak_bytes`]), `--force` or not: the system would kill it
    /// part way. Nothing is refused where the memory available is not known.
    fn check_memory(&self, available: Option<u64>) -> Result<(), Failure> {
        let listing = matches!(self.run, Run::Solve { .. });
        let needed = self.solver.peak_bytes(self.n, listing);
        match available {
            Some(available) if needed > available => Err(self.refuse(
                if listing { "budget.memory.listing" } else { "budget.memory" },
                &[("needed", &memory::bytes(needed)), ("available", &memory::bytes(available))],
            )),
            _ => Ok(()),
        }
    }

    /// The estimated time of the heaviest task of a task counter's count at this n, which no
    /// shard can split.
    fn heaviest_task_seconds(&self) -> f64 {
        let one_task = Shard { index: 1, count: task_count(self.solver, self.n).unwrap_or(1) };
        Plan { run: Run::Count { threads: None, shard: Some(one_task) }, ..*self }
            .estimated_seconds()
    }

    /// Why `compare` does not run the approach, if it does not: it cannot represent n, or it
    /// would take longer than [`COMPARE_SECONDS`].
    pub(crate) fn compare_skip(&self) -> Option<Skip> {
        if let Err(error) = self.solver.check_size(self.n) {
            return Some(Skip::TooLarge(crate::failure::core_error(&error, self.lang)));
        }
        if let Err(Failure::Refused(refusal)) = self.check_memory(memory::available_bytes()) {
            return Some(Skip::TooLarge(refusal));
        }
        let estimated_seconds = self.estimated_seconds();
        if estimated_seconds <= COMPARE_SECONDS {
            return None;
        }
        let subject = self.solver.info().id;
        let cost = self.cost();
        let command = format!("nqueens count {} --approach {subject}", self.n);
        let key = if estimated_seconds > OUT_OF_REACH_SECONDS {
            "compare.out_of_reach"
        } else if estimated_seconds > RUN_SECONDS {
            "compare.with_force"
        } else {
            "compare.runs_it"
        };
        let values: [(&str, &dyn std::fmt::Display); 3] =
            [("id", &subject), ("cost", &cost), ("command", &command)];
        Some(Skip::OverBudget(say(self.lang, key, &values)))
    }
}

/// Whether an estimate over the budget reads as the budget itself, and so is said to be `just
/// over` it (`an estimated 2 min, just over the 2 min that count and solve allow`).
fn just_over(estimated_seconds: f64) -> bool {
    duration(estimated_seconds) == duration(RUN_SECONDS)
}

/// How far a run goes into its search.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Reach {
    /// All of it.
    Whole,
    /// About this many nodes of the search tree: a `--limit` run of a tree search.
    Nodes(f64),
    /// Not known: the first solution lies beyond what was searched in advance.
    Unknown,
    /// About this many seconds, by the approach's own measured model of its `--limit` runs.
    Seconds(f64),
    /// Not measured for this limit: priced as the whole search, which it never exceeds.
    Bounded,
    /// Not known: the limit lies beyond the solutions of the row-by-row tree measured at n
    /// ([`model::LIMIT_NODES`]), which held fewer than this many.
    Sparse(u64),
    /// Not known: n lies beyond the approach's own measurements, which reach this n.
    Unmeasured(usize),
}

/// The nodes a row-by-row search enters up to its `limit`-th solution (below the number of
/// solutions): its first from [`FIRST_SOLUTION_NODES`], a later one from where the tree's first
/// solutions were found to lie ([`model::limit_nodes`]), never from the average.
fn row_by_row(n: usize, limit: u64) -> Reach {
    if limit <= 1 {
        return match FIRST_SOLUTION_NODES.get(n).copied().flatten() {
            Some(first) => Reach::Nodes(first as f64),
            None => Reach::Unknown,
        };
    }
    match model::limit_nodes(n, limit) {
        Ok(nodes) => Reach::Nodes(nodes as f64),
        // An n not searched (a small board, whose whole tree is small; or beyond the table,
        // whose first solution is not known either): the whole search bounds it.
        Err(0) => Reach::Bounded,
        Err(measured) => Reach::Sparse(measured),
    }
}

/// The number of solutions for n, or for n beyond the OEIS table a lower bound: that of the
/// largest n it has.
fn fewest_solutions(n: usize) -> u64 {
    TOTAL_SOLUTIONS.get(n).or(TOTAL_SOLUTIONS.last()).copied().unwrap_or(0)
}

/// How long one shard of a task counter's count takes: its share of the tasks, but never less
/// than the heaviest task, which one thread runs alone. `whole` is the count's time on the
/// reference machine's cores, `slowdown` how much slower the threads of this run make it.
fn shard_seconds(solver: &dyn Solver, n: usize, shard: Shard, whole: f64, slowdown: f64) -> f64 {
    let Ok(tasks_total) = task_count(solver, n) else {
        return whole * slowdown;
    };
    let tasks = shard.tasks_in(tasks_total);
    if tasks == 0 {
        return 0.0;
    }
    let share = tasks as f64 / tasks_total as f64;
    // The whole count on one thread, and its heaviest task.
    let one_thread = whole * REFERENCE_CORES as f64;
    let heaviest = HEAVIEST_TASK * one_thread / tasks_total as f64;
    (whole * share * slowdown).max(heaviest)
}

/// The length of the task list of `solver` for n, if it is a counter of tasks that counts n.
pub(crate) fn task_count(solver: &dyn Solver, n: usize) -> Result<usize, nqueens_core::Error> {
    match solver.task_counter() {
        Some(counter) => counter.task_count(n),
        None => Ok(1),
    }
}

/// How many times the average task the heaviest task of a count takes. Measured on the
/// reference machine on 2026-11-23 by timing every task: 7.3 (n = 15), 22.5 (n = 16), 9.2
/// (n = 17) and 8.9 (n = 18); taken with room to spare.
const HEAVIEST_TASK: f64 = 25.0;

/// Why `compare` leaves an approach out.
pub(crate) enum Skip {
    /// The approach cannot represent n: the refusal of its solver.
    TooLarge(String),
    /// The run would take longer than [`COMPARE_SECONDS`]: its work, its time, and how to run it.
    OverBudget(String),
}

impl Skip {
    /// Why the approach does not run, as a sentence.
    pub(crate) fn reason(self) -> String {
        match self {
            Skip::TooLarge(reason) | Skip::OverBudget(reason) => reason,
        }
    }
}

#[cfg(test)]
mod tests;
