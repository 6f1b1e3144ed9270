//! How long a run may take before the tool skips it or asks for `--force`, and how it says so.
//!
//! An estimate is the approach's work at n times its measured time per unit of work
//! (`Info::nanos_per_unit` for a count, `Info::listing_nanos_per_unit` for a listing, both
//! taken on the reference 2-core machine, and scaled with n for a search whose cost per node grows
//! with n, `Info::cost_measured_at`). Two budgets use it:
//! `compare` skips an approach estimated over [`COMPARE_SECONDS`], so that a comparison takes
//! about a minute at most; `count` and `solve` refuse only a run far beyond that, estimated over
//! [`RUN_SECONDS`], unless `--force` is given. Every approach's practical n lies within
//! [`RUN_SECONDS`], so the runs the tool recommends never need `--force`.

use nqueens_core::sequences::TOTAL_SOLUTIONS;
use nqueens_core::space::{self, FIRST_SOLUTION_NODES, FIRST_SOLUTION_SEARCHED};
use nqueens_core::{LimitCost, Shard, Solver, WorkUnit};

use crate::failure::Failure;
use crate::format::{duration, exact, in_words, thousands, unit};
use crate::memory;

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
        self.solver.task_counter().is_some() && !matches!(self.run, Run::Solve { .. })
    }

    /// How far the run goes into its search: all of it, or, for a tree search that stops after
    /// `--limit` solutions, the nodes up to the last of them.
    fn reach(&self) -> Reach {
        match self.run {
            // A scan may meet its first solution late: it is priced whole.
            Run::Solve { limit: Some(limit) }
                if self.solver.work(self.n).unit == WorkUnit::Nodes =>
            {
                if limit >= fewest_solutions(self.n) {
                    return Reach::Whole;
                }
                match self.solver.limit_cost(self.n, limit) {
                    LimitCost::RowByRow => nodes_up_to(self.n, limit),
                    LimitCost::Nodes(nodes) => Reach::Nodes(nodes),
                    LimitCost::Seconds(seconds) => Reach::Seconds(seconds),
                    LimitCost::Unknown { measured_up_to } => Reach::Unmeasured(measured_up_to),
                }
            }
            _ => Reach::Whole,
        }
    }

    /// How long the run would take on the reference machine, in seconds (infinite when the
    /// nodes up to its first solution are not known).
    pub(crate) fn estimated_seconds(&self) -> f64 {
        let n = self.n;
        match self.run {
            Run::Solve { .. } => match self.reach() {
                Reach::Whole => self.solver.estimated_listing_seconds(n),
                Reach::Nodes(nodes) => {
                    let nanos = self.solver.info().listing_nanos_per_unit;
                    nodes * nanos * self.solver.cost_growth(n) * 1e-9
                }
                Reach::Seconds(seconds) => seconds,
                Reach::Unknown | Reach::Unmeasured(_) => f64::INFINITY,
            },
            Run::Count { threads, shard } => {
                let cores = threads.map_or(REFERENCE_CORES, |threads| threads.min(REFERENCE_CORES));
                let slowdown = REFERENCE_CORES as f64 / cores.max(1) as f64;
                let whole = self.solver.estimated_seconds(n);
                match shard {
                    None => whole * slowdown,
                    Some(shard) => shard_seconds(self.solver, n, shard, whole, slowdown),
                }
            }
            Run::Compare => self.solver.estimated_seconds(n),
        }
    }

    /// Refuses n beyond the approach's representation (even with `force`), and, unless `force`
    /// is set, a run estimated over [`RUN_SECONDS`], or a `--limit` run whose first solution is
    /// not known to come within [`FIRST_SOLUTION_SEARCHED`] nodes.
    pub(crate) fn check(&self, force: bool) -> Result<(), Failure> {
        self.solver.check_size(self.n)?;
        self.check_memory(memory::available_bytes())?;
        if force {
            return Ok(());
        }
        if let (Reach::Unmeasured(measured_up_to), Run::Solve { limit: Some(limit) }) =
            (self.reach(), self.run)
        {
            let solution = if limit == 1 {
                "its first solution".to_string()
            } else {
                format!("solution {}", thousands(limit))
            };
            return Err(Failure::Refused(format!(
                "{} --limit {limit}: how long it takes to reach {solution} lies beyond what was \
                 measured of its own search (n up to {measured_up_to}, a minute at most), so it \
                 may run for hours; pick a smaller n or limit, or add --force to search anyway",
                self.subject(),
            )));
        }
        if matches!(self.reach(), Reach::Unknown) {
            let searched = FIRST_SOLUTION_NODES.len().saturating_sub(1);
            let unknown = if self.n <= searched {
                format!(
                    "its first solution was not found within the first {} nodes of the search \
                     tree",
                    in_words(FIRST_SOLUTION_SEARCHED as f64)
                )
            } else {
                format!(
                    "where its first solution lies was not searched in advance (only for n up to \
                     {searched})"
                )
            };
            return Err(Failure::Refused(format!(
                "{} --limit: {unknown}, so the search may run for hours; pick another n, or add \
                 --force to search anyway",
                self.subject(),
            )));
        }
        let estimated_seconds = self.estimated_seconds();
        if estimated_seconds <= RUN_SECONDS {
            return Ok(());
        }
        let subject = self.subject();
        let cost = self.cost();
        let limit = match (self.run, self.reach()) {
            (Run::Solve { limit: Some(_) }, Reach::Whole)
                if self.solver.work(self.n).unit == WorkUnit::Nodes =>
            {
                " (with --limit too: it asks for every solution there is)"
            }
            (Run::Solve { limit: Some(_) }, Reach::Whole) => {
                " (with --limit too: a scan may find its first solution late)"
            }
            _ => "",
        };
        let instead = match self.run {
            Run::Count { shard: Some(_), .. } => {
                let heaviest = self.heaviest_task_seconds();
                let floor = format!(
                    "no shard takes less than its heaviest task, about {} at this n",
                    duration(heaviest)
                );
                if heaviest >= estimated_seconds {
                    format!("pick a smaller n: {floor}")
                } else {
                    format!("pick a smaller n or more shards (a larger K; {floor})")
                }
            }
            _ if self.counts_in_tasks() => {
                "pick a smaller n or split the count with --shard I/K".to_string()
            }
            _ => "pick a smaller n or a faster approach".to_string(),
        };
        Err(Failure::Refused(if estimated_seconds > OUT_OF_REACH_SECONDS {
            format!(
                "{subject} {cost}: out of reach{limit}; {instead} (--force would start it anyway)"
            )
        } else {
            let over = over(estimated_seconds);
            format!(
                "{subject} {cost}, {over} the {} that count and solve allow{limit}; {instead}, \
                 or add --force to run it anyway",
                duration(RUN_SECONDS)
            )
        }))
    }

    /// Refuses a run whose approach would hold more memory at once than is `available` (by its
    /// own measured model, [`Solver::peak_bytes`]), `--force` or not: the system would kill it
    /// part way. Nothing is refused where the memory available is not known.
    fn check_memory(&self, available: Option<u64>) -> Result<(), Failure> {
        let listing = matches!(self.run, Run::Solve { .. });
        let needed = self.solver.peak_bytes(self.n, listing);
        match available {
            Some(available) if needed > available => Err(Failure::Refused(format!(
                "{} would hold about {} at once (its own measured model), more than the {} of \
                 memory available; pick a smaller n{}",
                self.subject(),
                memory::bytes(needed),
                memory::bytes(available),
                if listing { ", or count instead of listing" } else { "" }
            ))),
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
            return Some(Skip::TooLarge(error.to_string()));
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
        let amount = match self.reach() {
            Reach::Nodes(nodes) => format!("about {}", in_words(nodes)),
            Reach::Seconds(seconds) => {
                // A model of time, not of nodes: say so, with no count of nodes.
                return format!(
                    "would take an estimated {} to reach solution {}, by its own measured \
                     times",
                    duration(seconds),
                    match self.run {
                        Run::Solve { limit: Some(limit) } => thousands(limit),
                        _ => String::new(),
                    }
                );
            }
            _ if work.estimate.is_finite() => {
                work.exact.map_or_else(|| format!("about {}", in_words(work.estimate)), exact)
            }
            _ => in_words(work.estimate),
        };
        let units = unit(work.unit, work.estimate);
        let estimate = duration(self.estimated_seconds());
        if let Some(counter) = self.solver.task_counter().filter(|_| self.counts_in_tasks()) {
            // The counter does not do the work its approach states: that work is only the
            // yardstick the estimate is scaled from.
            format!(
                "would take an estimated {estimate} (scaled from {amount} {units}: {})",
                counter.yardstick()
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

/// `over` the budget, or `just over` for an estimate that reads as the budget itself (`an
/// estimated 2 min, just over the 2 min that count and solve allow`).
fn over(estimated_seconds: f64) -> &'static str {
    if duration(estimated_seconds) == duration(RUN_SECONDS) { "just over" } else { "over" }
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
    /// Not known: n lies beyond the approach's own measurements, which reach this n.
    Unmeasured(usize),
}

/// The nodes a row-by-row search enters up to its `limit`-th solution: the nodes up to its
/// first solution ([`FIRST_SOLUTION_NODES`]), and then, for each further solution, the tree's
/// nodes per solution. A limit that is not below the number of solutions (for n beyond the OEIS
/// table, below that of the largest n it has, a lower bound) reaches the whole tree.
fn nodes_up_to(n: usize, limit: u64) -> Reach {
    let fewest_solutions = fewest_solutions(n);
    if limit >= fewest_solutions {
        return Reach::Whole;
    }
    let Some(first) = FIRST_SOLUTION_NODES.get(n).copied().flatten() else {
        return Reach::Unknown;
    };
    Reach::Nodes(space::nodes_to_solution(
        n,
        limit,
        first as f64,
        space::backtrack_nodes(n).estimate,
    ))
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

#[cfg(test)]
mod tests {
    use nqueens_approaches::find;

    use super::*;

    fn approach(id: &str) -> &'static dyn Solver {
        find(id).unwrap_or_else(|| panic!("{id} is registered"))
    }

    #[test]
    fn a_run_that_would_not_fit_in_memory_is_refused_even_with_force() {
        let meet = approach("meet-in-the-middle");
        let gib = 1u64 << 30;
        let listing = |n| Plan::new(meet, n, Run::Solve { limit: None });
        let count = |n| Plan::new(meet, n, Run::Count { threads: None, shard: None });
        // A whole listing of n = 18 holds every bottom half, about 16 GB: it fits in 24 GiB,
        // not in 8; n = 19's does not fit in 24 GiB. A count of n = 18 holds a few MB.
        assert!(listing(18).check_memory(Some(24 * gib)).is_ok());
        assert!(listing(18).check_memory(Some(8 * gib)).is_err());
        assert!(listing(19).check_memory(Some(24 * gib)).is_err());
        assert!(count(18).check_memory(Some(gib)).is_ok());
        // Where the memory available is not known, nothing is refused; a search that holds no
        // lists is never refused for memory.
        assert!(listing(19).check_memory(None).is_ok());
        let bitmask = Plan::new(approach("backtrack-bitmask"), 28, Run::Solve { limit: None });
        assert!(bitmask.check_memory(Some(1)).is_ok());
    }

    #[test]
    fn an_estimate_that_reads_as_the_budget_is_just_over_it() {
        assert_eq!(over(RUN_SECONDS + 0.1), "just over");
        assert_eq!(over(RUN_SECONDS * 2.0), "over");
    }

    #[test]
    fn a_shard_costs_its_share_but_never_less_than_the_heaviest_task() {
        let parallel = approach("parallel");
        for n in [16, 20, 24, 28] {
            let tasks = task_count(parallel, n).expect("n is within range");
            let whole = Plan::new(parallel, n, Run::Count { threads: None, shard: None });
            let shard = |count| {
                let shard = Some(Shard { index: 1, count });
                Plan::new(parallel, n, Run::Count { threads: None, shard }).estimated_seconds()
            };
            let whole = whole.estimated_seconds();
            // Two shards cost half the count; one task alone costs the heaviest task.
            assert!((shard(2) - whole / 2.0).abs() < whole * 1e-3, "n = {n}");
            let heaviest = HEAVIEST_TASK * whole * REFERENCE_CORES as f64 / tasks as f64;
            assert!((shard(tasks) - heaviest).abs() < heaviest * 1e-9, "n = {n}");
            assert!(shard(tasks) > whole / tasks as f64 * 10.0, "n = {n}");
        }
    }

    #[test]
    fn the_general_solvers_refuse_only_what_their_own_measurements_put_over_the_budget() {
        let solve = |id, n, limit| {
            Plan::new(approach(id), n, Run::Solve { limit: Some(limit) }).check(false).is_ok()
        };
        // Fast runs the row-by-row tree used to refuse: exact cover's first solution at n = 32
        // (about a second), SAT's at n = 28 (about 5 s of processor time on a busy machine).
        assert!(solve("backtrack-dlx", 32, 1));
        assert!(solve("sat", 28, 1));
        for n in 0..=40 {
            assert!(solve("sat", n, 1), "sat at n = {n}");
        }
        // Slow runs it used to accept: SAT's 1,000th solution at n = 14 took over a minute.
        assert!(solve("sat", 14, 150));
        assert!(!solve("sat", 14, 1_000));
        // Beyond the measurements, a refusal that --force lifts.
        assert!(!solve("sat", 41, 1));
        assert!(!solve("backtrack-dlx", 34, 1));
        assert!(Plan::new(approach("sat"), 41, Run::Solve { limit: Some(1) }).check(true).is_ok());
    }

    #[test]
    fn a_limit_is_priced_up_to_the_solution_it_stops_at() {
        let bitmask = approach("backtrack-bitmask");
        let solve = |n, limit| Plan::new(bitmask, n, Run::Solve { limit: Some(limit) }).reach();
        // The first solution of n = 22 takes 1,737,189 nodes; the tenth, more.
        assert_eq!(solve(22, 1), Reach::Nodes(1_737_189.0));
        assert!(matches!(solve(22, 10), Reach::Nodes(nodes) if nodes > 1_737_189.0));
        // A limit at or above the number of solutions reaches the whole tree.
        assert_eq!(solve(8, 92), Reach::Whole);
        assert!(matches!(solve(8, 91), Reach::Nodes(_)));
        assert_eq!(solve(28, u64::MAX), Reach::Whole);
        // Where the first solution was not found in advance, the price is unknown.
        assert_eq!(solve(36, 1), Reach::Unknown);
        assert_eq!(
            Plan::new(approach("backtrack-array"), 200, Run::Solve { limit: Some(1) }).reach(),
            Reach::Unknown
        );
        // A general solver is priced by its own tree or its own times, not the row-by-row tree.
        let dlx =
            |n, limit| Plan::new(approach("backtrack-dlx"), n, Run::Solve { limit: Some(limit) });
        assert_eq!(dlx(32, 1).reach(), Reach::Nodes(7_801_834.0));
        assert_eq!(dlx(34, 1).reach(), Reach::Unmeasured(33));
        let sat = |n, limit| Plan::new(approach("sat"), n, Run::Solve { limit: Some(limit) });
        assert_eq!(sat(28, 1).reach(), Reach::Seconds(5.89));
        assert_eq!(sat(41, 1).reach(), Reach::Unmeasured(40));
        // A brute-force scan is priced whole, whatever the limit.
        let subset = Plan::new(approach("subset"), 6, Run::Solve { limit: Some(1) });
        assert_eq!(subset.reach(), Reach::Whole);
    }
}
