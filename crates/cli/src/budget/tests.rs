//! The budget's tests: what it refuses, what it prices and how it says so.

use nqueens_approaches::find;

use super::*;
use crate::args::SolveFormat;

fn approach(id: &str) -> &'static dyn Solver {
    find(id).unwrap_or_else(|| panic!("{id} is registered"))
}

#[test]
fn a_run_that_would_not_fit_in_memory_is_refused_even_with_force() {
    let meet = approach("meet-in-the-middle");
    let gib = 1u64 << 30;
    let listing = |n| Plan::new(meet, n, whole_listing(n));
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
    let bitmask = Plan::new(approach("backtrack-bitmask"), 28, whole_listing(28));
    assert!(bitmask.check_memory(Some(1)).is_ok());
}

#[test]
fn an_estimate_that_reads_as_the_budget_is_just_over_it() {
    assert!(just_over(RUN_SECONDS + 0.1));
    assert!(!just_over(RUN_SECONDS * 2.0));
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

/// `solve N --format columns`.
fn whole_listing(n: usize) -> Run {
    let writing = crate::commands::solve::writing(SolveFormat::Columns, false, false, n);
    Run::Solve { limit: None, unique: false, writing }
}

/// `solve N --limit K --format columns`.
fn limited(n: usize, limit: u64) -> Run {
    let writing = crate::commands::solve::writing(SolveFormat::Columns, false, false, n);
    Run::Solve { limit: Some(limit), unique: false, writing }
}

#[test]
fn the_general_solvers_refuse_only_what_their_own_measurements_put_over_the_budget() {
    let solve = |id, n, limit| Plan::new(approach(id), n, limited(n, limit)).check(false);
    // Fast runs the row-by-row tree used to refuse: exact cover's first solution at n = 32
    // (about a second), SAT's at n = 27.
    assert!(solve("backtrack-dlx", 32, 1).is_ok());
    assert!(solve("sat", 27, 1).is_ok());
    // SAT's first solution where it was not found within its measurement, and beyond it.
    assert!(solve("sat", 36, 1).is_err());
    assert!(solve("sat", 41, 1).is_err());
    // Slow runs it used to accept: SAT's 1,000th solution at n = 14 took over a minute.
    assert!(solve("sat", 14, 150).is_ok());
    assert!(solve("sat", 14, 1_000).is_err());
    // Beyond the measurements, a refusal that --force lifts.
    assert!(solve("backtrack-dlx", 34, 1).is_err());
    assert!(Plan::new(approach("sat"), 41, limited(41, 1)).check(true).is_ok());
}

#[test]
fn a_limit_is_priced_up_to_where_that_solution_was_found() {
    let bitmask = approach("backtrack-bitmask");
    let solve = |n, limit| Plan::new(bitmask, n, limited(n, limit)).reach();
    // The first solution of n = 22 takes 1,737,189 nodes; the tenth, more: as many as the
    // 16th, the next power of two measured.
    assert_eq!(solve(22, 1), Reach::Nodes(1_737_189.0));
    assert_eq!(solve(22, 10), solve(22, 16));
    assert!(matches!(solve(22, 10), Reach::Nodes(nodes) if nodes > 1_737_189.0));
    // A limit at or above the number of solutions reaches the whole tree; a small board
    // not measured is bounded by its whole tree.
    assert_eq!(solve(8, 92), Reach::Whole);
    assert_eq!(solve(8, 91), Reach::Bounded);
    assert_eq!(solve(28, u64::MAX), Reach::Whole);
    // Where the first solution was not found in advance, the price is unknown.
    assert_eq!(solve(36, 1), Reach::Unknown);
    assert_eq!(
        Plan::new(approach("backtrack-array"), 200, limited(200, 1)).reach(),
        Reach::Unknown
    );
    // Beyond the solutions found in the first nodes searched, unknown too.
    assert!(matches!(solve(26, 91_119_499), Reach::Sparse(_)));
    // A general solver is priced by its own tree or its own times, not the row-by-row tree;
    // exact cover's later solutions were not measured, so its whole tree bounds them.
    let dlx = |n, limit| Plan::new(approach("backtrack-dlx"), n, limited(n, limit)).reach();
    assert_eq!(dlx(32, 1), Reach::Nodes(7_801_834.0));
    assert_eq!(dlx(34, 1), Reach::Unmeasured(33));
    assert_eq!(dlx(8, 2), Reach::Bounded);
    let sat = |n, limit| Plan::new(approach("sat"), n, limited(n, limit)).reach();
    assert!(matches!(sat(27, 1), Reach::Seconds(_)));
    // A brute-force scan is priced whole, whatever the limit, unless it measured where its
    // first solution lies, as the permutation scan did.
    assert_eq!(Plan::new(approach("subset"), 6, limited(6, 1)).reach(), Reach::Whole);
    let permutation = |n, limit| Plan::new(approach("permutation"), n, limited(n, limit));
    assert_eq!(permutation(13, 1).reach(), Reach::Nodes(47_369_404.0));
    assert!(permutation(13, 1).check(false).is_ok());
    assert_eq!(permutation(13, 2).reach(), Reach::Whole);
}

#[test]
fn counting_unique_solutions_one_by_one_is_priced() {
    let count = Run::Count { threads: None, shard: None };
    let bitmask = Plan::new(approach("backtrack-bitmask"), 17, count);
    let unique = bitmask.counting_unique(true);
    // 95,815,104 solutions of n = 17, each turned eight ways: over a minute more.
    assert!(unique.estimated_seconds() > bitmask.estimated_seconds() + 60.0);
    assert!(bitmask.check(false).is_ok());
    assert!(unique.check(false).is_err());
    // A task counter counts them by symmetry, at no extra cost.
    let parallel = Plan::new(approach("parallel"), 17, count);
    assert_eq!(parallel.counting_unique(true).estimated_seconds(), parallel.estimated_seconds());
}

#[test]
fn writing_is_priced_and_a_large_output_refused() {
    let bitmask = approach("backtrack-bitmask");
    let solve = |n, format, unique, limit| {
        let writing = crate::commands::solve::writing(format, false, unique, n);
        Plan::new(bitmask, n, Run::Solve { limit, unique, writing })
    };
    // The writing of n = 14's 365,596 boards costs more than its search.
    let search = bitmask.estimated_listing_seconds(14);
    let boards = solve(14, SolveFormat::Board, false, None);
    assert!(boards.estimated_seconds() > 2.0 * search, "{}", boards.estimated_seconds());
    // Every board of n = 14 takes 14 rows of 14 cells: over 600 bytes.
    assert!(boards.output_bytes() > 365_596.0 * 600.0);
    // n = 16's boards fit the time, not the size: refused, with the size.
    let boards = solve(16, SolveFormat::Board, false, None);
    let refusal = match boards.check(false) {
        Err(Failure::Refused(refusal)) => refusal,
        other => panic!("{:?}", other.is_ok()),
    };
    assert!(refusal.contains("GB of output, over the 1.0 GB"), "{refusal}");
    assert!(boards.check(true).is_ok());
    // A limit writes that many, and with --unique the canonical ones only.
    assert!(solve(17, SolveFormat::Columns, false, Some(1_000)).check(false).is_ok());
    let unique = solve(12, SolveFormat::Columns, true, None);
    assert_eq!(unique.solutions_written(), 1_787.0);
    assert_eq!(unique.solutions_searched(), 14_200.0);
}
