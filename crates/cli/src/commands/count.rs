//! `nqueens count`: the number of solutions, the work it took and the time.

use std::io::Write;
use std::time::Instant;

use nqueens_approaches::task_counter_ids;
use nqueens_core::{Options, TaskCounter};

use crate::args::CountArgs;
use crate::budget::{Plan, Run, Writing};
use crate::failure::{Failure, Outcome};
use crate::format::{duration, plural, thousands};
use crate::output::{self, Progress};
use crate::report::CountReport;

/// Counts with the chosen approach and prints the result.
pub(crate) fn run(args: &CountArgs) -> Outcome {
    let solver = args.run.approach.0;
    let run = Run::Count { threads: args.threads, shard: args.shard };
    let plan = Plan::new(solver, args.run.n, run).counting_unique(args.unique);
    // A task counter that cannot tell the unique solutions apart leaves --unique to its
    // listing, on one thread, priced as a listing.
    let counter = solver.task_counter().filter(|counter| !args.unique || counter.counts_unique());
    let report = if let Some(counter) = counter {
        count_in_tasks(args, &plan, counter)?
    } else if solver.task_counter().is_some() {
        for (given, flag) in
            [(args.threads.is_some(), "--threads"), (args.shard.is_some(), "--shard")]
        {
            if given {
                return Err(Failure::Usage(format!(
                    "{flag} with --unique: {} tells the unique solutions apart only by listing \
                     every solution, on one thread; drop {flag}",
                    solver.info().id
                )));
            }
        }
        // Priced as a listing that writes nothing and keeps the canonical solutions.
        let n = args.run.n;
        let filter_seconds = crate::model::CANONICAL_NANOS_PER_N * n as f64 * 1e-9;
        let writing = Writing { seconds: 0.0, bytes: 0.0, filter_seconds };
        let listing = Run::Solve { limit: None, unique: true, writing };
        count_on_one_thread(args, &Plan::new(solver, n, listing))?
    } else {
        for (given, flag) in
            [(args.threads.is_some(), "--threads"), (args.shard.is_some(), "--shard")]
        {
            if given {
                return Err(Failure::Usage(format!(
                    "{flag} works only with {} ({} counts on one thread)",
                    task_counters(),
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

/// The approaches that split their work into tasks, as a `--threads` or `--shard` error names
/// them: `--approach parallel, the one approach that splits its work into tasks`, or
/// `--approach parallel or meet-in-the-middle, the approaches that split their work into tasks`.
fn task_counters() -> String {
    match task_counter_ids().as_slice() {
        [one] => format!("--approach {one}, the one approach that splits its work into tasks"),
        [first @ .., last] => format!(
            "--approach {} or {last}, the approaches that split their work into tasks",
            first.join(", ")
        ),
        [] => "an approach that splits its work into tasks (none does)".to_string(),
    }
}

/// Counts with an approach that runs on one thread, counting its work as it goes, with a
/// spinner for a long run.
fn count_on_one_thread(args: &CountArgs, plan: &Plan) -> Result<CountReport, Failure> {
    let (solver, n) = (args.run.approach.0, args.run.n);
    plan.check(args.run.force)?;
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

/// Counts with a task counter, on `--threads` threads and over the `--shard` slice of its
/// tasks, with a progress bar of the tasks for a long run.
fn count_in_tasks(
    args: &CountArgs,
    plan: &Plan,
    counter: &dyn TaskCounter,
) -> Result<CountReport, Failure> {
    let n = args.run.n;
    // A shard must hold tasks: the task list cannot be cut into more slices than it has.
    args.run.approach.0.check_size(n)?;
    if let Some(shard) = args.shard {
        let tasks = counter.task_count(n)?;
        if shard.count > tasks {
            return Err(Failure::Refused(format!(
                "--shard {shard} cuts n = {n} into {} slices, but it has {}; pick K from 1 to {}",
                thousands(shard.count as u64),
                plural(tasks as u64, "task", "tasks"),
                thousands(tasks as u64)
            )));
        }
    }
    plan.check(args.run.force)?;
    let progress = Progress::bar(plan.estimated_seconds(), 0, format!("n = {n}, tasks"));
    let bar = progress.handle().cloned();
    let options = Options { threads: args.threads, shard: args.shard };
    let start = Instant::now();
    let tally = counter.count_tasks(n, &options, &move |done, total| {
        if let Some(bar) = &bar {
            bar.set_length(u64::try_from(total).unwrap_or(u64::MAX));
            bar.set_position(u64::try_from(done).unwrap_or(u64::MAX));
        }
    })?;
    let seconds = start.elapsed().as_secs_f64();
    drop(progress);
    let mut report = CountReport::from_tally(&tally, args.run.approach.0);
    report.seconds = Some(seconds);
    // The threads that actually ran the tasks: fewer than asked if the system refused some.
    report.threads = Some(tally.threads);
    Ok(report)
}
