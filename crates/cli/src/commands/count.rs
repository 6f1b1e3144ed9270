//! `nqueens count`: the number of solutions, the work it took and the time.

use std::io::Write;
use std::time::Instant;

use nqueens_approaches::task_counter_ids;
use nqueens_core::{Options, TaskCounter};

use crate::args::CountArgs;
use crate::budget::{Plan, Run, Writing};
use crate::failure::{Failure, Outcome};
use crate::format::{duration_in, thousands};
use crate::output::{self, Progress};
use crate::report::CountReport;
use nqueens_walk::phrases::{Lang, count_in, say};

/// Counts with the chosen approach and prints the result.
pub(crate) fn run(args: &CountArgs, lang: Lang) -> Outcome {
    let solver = args.run.approach.0;
    let run = Run::Count { threads: args.threads, shard: args.shard };
    let plan = Plan::new(solver, args.run.n, run).counting_unique(args.unique).in_lang(lang);
    // A task counter that cannot tell the unique solutions apart leaves --unique to its
    // listing, on one thread, priced as a listing.
    let counter = solver.task_counter().filter(|counter| !args.unique || counter.counts_unique());
    let report = if let Some(counter) = counter {
        count_in_tasks(args, &plan, counter, lang)?
    } else if solver.task_counter().is_some() {
        for (given, flag) in
            [(args.threads.is_some(), "--threads"), (args.shard.is_some(), "--shard")]
        {
            if given {
                let values: [(&str, &dyn std::fmt::Display); 2] =
                    [("flag", &flag), ("id", &solver.info().id)];
                return Err(Failure::Usage(say(lang, "error.unique_by_listing", &values)));
            }
        }
        // Priced as a listing that writes nothing and keeps the canonical solutions.
        let n = args.run.n;
        let filter_seconds = crate::model::CANONICAL_NANOS_PER_N * n as f64 * 1e-9;
        let writing = Writing { seconds: 0.0, bytes: 0.0, filter_seconds };
        let listing = Run::Solve { limit: None, unique: true, writing };
        count_on_one_thread(args, &Plan::new(solver, n, listing).in_lang(lang), lang)?
    } else {
        for (given, flag) in
            [(args.threads.is_some(), "--threads"), (args.shard.is_some(), "--shard")]
        {
            if given {
                let values: [(&str, &dyn std::fmt::Display); 3] = [
                    ("flag", &flag),
                    ("counters", &task_counters(lang)),
                    ("id", &solver.info().id),
                ];
                return Err(Failure::Usage(say(lang, "error.one_thread", &values)));
            }
        }
        count_on_one_thread(args, &plan, lang)?
    };
    let mut out = output::stdout();
    report.write(&mut out, args.format, lang)?;
    out.flush()?;
    Ok(())
}

/// The approaches that split their work into tasks, as a `--threads` or `--shard` error names
/// them: `--approach parallel, the one approach that splits its work into tasks`, or
/// `--approach parallel or meet-in-the-middle, the approaches that split their work into tasks`.
fn task_counters(lang: Lang) -> String {
    match task_counter_ids().as_slice() {
        [one] => say(lang, "error.task_counters.one", &[("id", one)]),
        [first @ .., last] => say(
            lang,
            "error.task_counters.many",
            &[("ids", &first.join(&say(lang, "ui.list", &[]))), ("last", last)],
        ),
        [] => say(lang, "error.task_counters.none", &[]),
    }
}

/// Counts with an approach that runs on one thread, counting its work as it goes, with a
/// spinner for a long run.
fn count_on_one_thread(args: &CountArgs, plan: &Plan, lang: Lang) -> Result<CountReport, Failure> {
    let (solver, n) = (args.run.approach.0, args.run.n);
    plan.check(args.run.force)?;
    let estimated_seconds = plan.estimated_seconds();
    let time = duration_in(lang, estimated_seconds);
    let values: [(&str, &dyn std::fmt::Display); 3] =
        [("n", &n), ("id", &solver.info().id), ("time", &time)];
    let progress = Progress::spinner(estimated_seconds, say(lang, "progress.count", &values));
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
    lang: Lang,
) -> Result<CountReport, Failure> {
    let n = args.run.n;
    // A shard must hold tasks: the task list cannot be cut into more slices than it has.
    args.run.approach.0.check_size(n)?;
    if let Some(shard) = args.shard {
        let tasks = counter.task_count(n)?;
        if shard.count > tasks {
            let values: [(&str, &dyn std::fmt::Display); 5] = [
                ("shard", &shard),
                ("n", &n),
                ("slices", &thousands(shard.count as u64)),
                ("tasks", &count_in(lang, "tasks", tasks as u64)),
                ("count", &thousands(tasks as u64)),
            ];
            return Err(Failure::Refused(say(lang, "error.shard_slices", &values)));
        }
    }
    plan.check(args.run.force)?;
    let progress =
        Progress::bar(plan.estimated_seconds(), 0, say(lang, "progress.tasks", &[("n", &n)]));
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
