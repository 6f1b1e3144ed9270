//! The parallel counter against the OEIS, against itself cut into shards or run on fewer
//! threads, and its listing against the independent checker.

use std::ops::ControlFlow;
use std::sync::atomic::{AtomicUsize, Ordering};

use nqueens_core::sequences::{BACKTRACK_NODES, TOTAL_SOLUTIONS, UNIQUE_SOLUTIONS};
use nqueens_core::{Error, Solution, Solver, check};
use nqueens_parallel::{Options, Parallel, Shard, ShardError, SumError, Tally, count, sum};

fn whole(n: usize) -> Tally {
    count(n, &Options::default(), &|_, _| {}).expect("n is small enough")
}

/// A tally without the number of threads it ran on, which may differ for the same count.
fn result(tally: Tally) -> Tally {
    Tally { threads: 0, ..tally }
}

fn shard(n: usize, index: usize, shards: usize) -> Tally {
    let options = Options { threads: None, shard: Some(Shard { index, count: shards }) };
    count(n, &options, &|_, _| {}).expect("n is small enough")
}

#[test]
fn total_and_unique_match_the_oeis_for_n_up_to_15() {
    for n in 0..=15 {
        let tally = whole(n);
        assert_eq!(tally.total, TOTAL_SOLUTIONS[n], "total, n = {n}");
        assert_eq!(tally.unique, Some(UNIQUE_SOLUTIONS[n]), "unique, n = {n}");
        assert_eq!((tally.n, tally.tasks, tally.shard), (n, tally.tasks_total, None));
    }
}

#[test]
fn the_solver_face_counts_with_the_parallel_counter() {
    for n in [0, 1, 4, 8, 11] {
        assert_eq!(Parallel.count(n), Ok(TOTAL_SOLUTIONS[n]), "n = {n}");
        assert_eq!(
            Solver::count_total_and_unique(&Parallel, n),
            Ok((TOTAL_SOLUTIONS[n], UNIQUE_SOLUTIONS[n])),
            "n = {n}"
        );
    }
}

#[test]
fn shards_add_up_to_the_whole() {
    for n in 12..=14 {
        let expected = whole(n);
        for shards in [1, 2, 3, 7] {
            let parts: Vec<Tally> = (1..=shards).map(|index| shard(n, index, shards)).collect();
            // Each shard runs its own slice, and the slices are about equal.
            for part in &parts {
                assert!(part.tasks >= expected.tasks_total / shards, "n = {n}, {part:?}");
                assert!(part.tasks <= expected.tasks_total / shards + 1, "n = {n}, {part:?}");
            }
            // Shards may come in any order.
            let mut reversed = parts.clone();
            reversed.reverse();
            for parts in [parts, reversed] {
                let summed = sum(&Parallel, &parts).expect("all shards are there");
                assert_eq!(summed, result(expected), "n = {n}, K = {shards}");
            }
        }
    }
}

#[test]
fn small_shards_of_n_16_add_up_to_the_oeis() {
    // 32 shards of n = 16, each a run of its own: their sum must be the whole count.
    let parts: Vec<Tally> = (1..=32).map(|index| shard(16, index, 32)).collect();
    let summed = sum(&Parallel, &parts).expect("every shard is there, and the sum is checked");
    assert_eq!((summed.total, summed.unique), (TOTAL_SOLUTIONS[16], Some(UNIQUE_SOLUTIONS[16])));
}

#[test]
fn the_thread_count_does_not_change_the_result() {
    for n in [9, 12, 13] {
        let results: Vec<Tally> = [Some(1), Some(2), None]
            .into_iter()
            .map(|threads| {
                result(count(n, &Options { threads, shard: None }, &|_, _| {}).expect("small"))
            })
            .collect();
        assert_eq!(results[0], results[1], "n = {n}");
        assert_eq!(results[0], results[2], "n = {n}");
    }
    // A shard gives the same partial result on any number of threads too.
    let options = |threads| Options { threads, shard: Some(Shard { index: 2, count: 3 }) };
    let on = |threads| result(count(12, &options(threads), &|_, _| {}).expect("12 is small"));
    assert_eq!(on(Some(1)), on(Some(2)));
    // The tally says how many threads ran the tasks.
    assert_eq!(count(12, &options(Some(2)), &|_, _| {}).map(|tally| tally.threads), Ok(2));
}

#[test]
fn progress_reports_every_task_once() {
    let calls = AtomicUsize::new(0);
    let largest = AtomicUsize::new(0);
    let options = Options { threads: Some(2), shard: Some(Shard { index: 1, count: 2 }) };
    let tally = count(11, &options, &|done, tasks| {
        calls.fetch_add(1, Ordering::Relaxed);
        largest.fetch_max(done, Ordering::Relaxed);
        assert!(done <= tasks);
    })
    .expect("11 is small");
    assert_eq!(calls.load(Ordering::Relaxed), tally.tasks);
    assert_eq!(largest.load(Ordering::Relaxed), tally.tasks);
}

#[test]
fn listing_is_lexicographic_complete_and_checked_up_to_n_10() {
    for n in 0..=10 {
        let solutions = Parallel.solutions(n).expect("n is small");
        assert_eq!(solutions.len() as u64, TOTAL_SOLUTIONS[n], "n = {n}");
        // Strictly increasing: sorted, without duplicates.
        assert!(solutions.windows(2).all(|pair| pair[0] < pair[1]), "n = {n}");
        for solution in &solutions {
            assert_eq!(solution.n(), n);
            assert_eq!(check(solution.columns()), Ok(()), "n = {n}, {solution:?}");
        }
        let canonical = solutions.iter().filter(|solution| solution.is_canonical()).count();
        assert_eq!(canonical as u64, UNIQUE_SOLUTIONS[n], "n = {n}");
    }
    let first_for_8 = Parallel.solutions(8).expect("8 is small")[0].clone();
    assert_eq!(first_for_8, Solution::new(vec![0, 4, 7, 5, 2, 6, 1, 3]));
}

#[test]
fn listing_stops_when_asked_and_reports_the_plain_tree() {
    let mut seen = 0;
    Parallel
        .solve(8, &mut |_| {
            seen += 1;
            if seen == 3 { ControlFlow::Break(()) } else { ControlFlow::Continue(()) }
        })
        .expect("8 is small");
    assert_eq!(seen, 3);
    for n in 0..=12 {
        let work = Parallel.count_with_work(n).expect("n is small");
        assert_eq!(work.nodes, BACKTRACK_NODES[n], "n = {n}");
        assert_eq!(work.solutions, TOTAL_SOLUTIONS[n], "n = {n}");
        // The bitmask search tries only free cells: one per node below the root.
        assert_eq!(work.cells, BACKTRACK_NODES[n] - 1, "n = {n}");
    }
}

#[test]
fn a_board_too_large_is_refused() {
    let refused = count(29, &Options::default(), &|_, _| {});
    assert!(matches!(refused, Err(Error::TooLarge { n: 29, max_n: 28, .. })), "{refused:?}");
    assert!(Parallel.count(29).is_err());
}

#[test]
fn shards_parse_and_print() {
    assert_eq!("3/7".parse(), Ok(Shard { index: 3, count: 7 }));
    assert_eq!(" 1 / 1 ".parse(), Ok(Shard { index: 1, count: 1 }));
    assert_eq!(Shard { index: 3, count: 7 }.to_string(), "3/7");
    let message = |text: &str| text.parse::<Shard>().expect_err("not a shard").to_string();
    assert_eq!(
        message("0/3"),
        "shard 0/3 is not a shard: I must be between 1 and K = 3 (shards are numbered from 1)"
    );
    assert_eq!(
        message("4/3"),
        "shard 4/3 is not a shard: I must be between 1 and K = 3 (shards are numbered from 1)"
    );
    assert_eq!(
        message("a/b"),
        "\"a/b\" is not a shard: write I/K with whole numbers 1 ≤ I ≤ K, such as 3/7 for the \
         third of seven slices"
    );
    assert!(message("3").starts_with("\"3\" is not a shard: write I/K"));
    assert!(message("1/0").contains("K must be at least 1"));
    assert!(message("-1/3").starts_with("\"-1/3\" is not a shard"));
    assert_eq!("4/3".parse::<Shard>(), Err(ShardError::OutOfRange { index: 4, count: 3 }));
    // The error is a standard error, so `?` can turn it into a `Box<dyn Error>`.
    let boxed: Box<dyn std::error::Error> = Box::new(ShardError::OutOfRange { index: 0, count: 3 });
    assert!(boxed.to_string().contains("0/3"));
}

#[test]
fn a_shard_built_by_hand_out_of_range_runs_nothing() {
    let tally = shard(10, 0, 3);
    assert_eq!((tally.total, tally.unique, tally.tasks), (0, Some(0), 0));
    let tally = shard(10, 1, 0);
    assert_eq!(tally.tasks, 0);
}

#[test]
fn sum_refuses_what_does_not_add_up() {
    let thirds: Vec<Tally> = (1..=3).map(|index| shard(10, index, 3)).collect();
    let error = |parts: &[Tally]| sum(&Parallel, parts).expect_err("refused");

    assert_eq!(error(&[]), SumError::Empty);
    assert_eq!(error(&[]).to_string(), "there are no partial results to add");

    let other_n = shard(11, 3, 3);
    assert_eq!(error(&[thirds[0], thirds[1], other_n]), SumError::MixedN { first: 10, other: 11 });
    assert!(error(&[thirds[0], other_n]).to_string().contains("n = 10 and n = 11"));

    let mut other_list = thirds[2];
    other_list.tasks_total += 1;
    assert!(matches!(error(&[thirds[0], thirds[1], other_list]), SumError::WrongTaskList { .. }));

    assert_eq!(error(&[whole(10), thirds[0]]), SumError::WholeNotAlone);
    assert_eq!(error(&[whole(10), whole(10)]), SumError::WholeNotAlone);
    assert_eq!(sum(&Parallel, &[whole(10)]), Ok(whole(10)));

    let mut invalid = thirds[2];
    invalid.shard = Some(Shard { index: 4, count: 3 });
    assert_eq!(
        error(&[thirds[0], thirds[1], invalid]),
        SumError::InvalidShard(Shard { index: 4, count: 3 })
    );

    let half = shard(10, 2, 2);
    assert_eq!(
        error(&[thirds[0], half, thirds[2]]),
        SumError::MixedShardCounts { first: 3, other: 2 }
    );

    let duplicate = error(&[thirds[0], thirds[1], thirds[1]]);
    assert_eq!(duplicate, SumError::Duplicate(Shard { index: 2, count: 3 }));
    assert_eq!(duplicate.to_string(), "shard 2/3 is given twice; each shard counts once");

    let missing = error(&[thirds[2], thirds[0]]);
    assert_eq!(missing.to_string(), "shard 2/3 is missing; run it and add it too");
    assert_eq!(
        error(&[thirds[1]]).to_string(),
        "shards 1/3, 3/3 are missing; run them and add them too"
    );
    let many: Vec<Tally> = (1..=1).map(|index| shard(10, index, 20)).collect();
    assert!(error(&many).to_string().contains("10/20, 11/20, and 9 more are missing"));

    let mut damaged = thirds[2];
    damaged.tasks -= 1;
    assert!(matches!(error(&[thirds[0], thirds[1], damaged]), SumError::TaskMismatch { .. }));
}

#[test]
fn sum_refuses_tampered_results_at_once() {
    let thirds: Vec<Tally> = (1..=3).map(|index| shard(13, index, 3)).collect();
    let error = |parts: &[Tally]| sum(&Parallel, parts).expect_err("refused");
    let edited = |index: usize, edit: &dyn Fn(&mut Tally)| {
        let mut parts = thirds.clone();
        edit(&mut parts[index]);
        parts
    };
    // A count that would wrap the addition.
    let wrapping = edited(1, &|part| part.total = u64::MAX);
    assert!(matches!(error(&wrapping), SumError::Implausible { .. }), "{:?}", error(&wrapping));
    let wrapping = edited(1, &|part| (part.total, part.unique) = (u64::MAX, Some(u64::MAX / 4)));
    assert_eq!(error(&wrapping), SumError::Overflow);
    // Tasks that wrap the completeness check: every shard must hold exactly its slice.
    let mut wrapped = thirds.clone();
    wrapped[0].tasks = usize::MAX;
    wrapped[1].tasks = wrapped[1].tasks.wrapping_add(thirds[0].tasks).wrapping_add(1);
    assert!(matches!(error(&wrapped), SumError::TaskMismatch { .. }));
    // Counts edited within what a shard could hold: the sum no longer matches the OEIS.
    let plus_one = edited(2, &|part| part.total += 1);
    assert!(matches!(error(&plus_one), SumError::WrongSum { n: 13, .. }), "{:?}", error(&plus_one));
    // Ten times the count is more than 8 solutions per class: refused in the shard itself.
    let ten_times = edited(2, &|part| part.total *= 10);
    assert!(matches!(error(&ten_times), SumError::Implausible { .. }), "{:?}", error(&ten_times));
    // A unique count larger than the total.
    let unique = edited(0, &|part| part.unique = Some(part.total + 1));
    assert!(matches!(error(&unique), SumError::Implausible { .. }));
    // A shard whose shard was removed: a whole count that did not run every task.
    let unsharded = edited(0, &|part| part.shard = None);
    assert!(matches!(error(&unsharded[..1]), SumError::WholeIncomplete { .. }));
    // Another n in every shard, within the counter's range and beyond it.
    for n in [14, 29, 1_000, usize::MAX] {
        let mut parts = thirds.clone();
        for part in &mut parts {
            part.n = n;
        }
        assert!(
            matches!(error(&parts), SumError::WrongTaskList { .. } | SumError::TooLarge { .. }),
            "n = {n}: {:?}",
            error(&parts)
        );
    }
    // More shards than tasks.
    let tasks_total = thirds[0].tasks_total;
    let mut too_many = thirds[0];
    too_many.shard = Some(Shard { index: 1, count: tasks_total + 1 });
    too_many.tasks = 1;
    assert!(matches!(error(&[too_many]), SumError::TooManyShards { .. }));
    // A duplicate is refused as it arrives, before the rest is read.
    let mut running = nqueens_parallel::Sum::new(&Parallel);
    running.add(&thirds[0]).expect("the first shard is fine");
    assert_eq!(running.add(&thirds[0]), Err(SumError::Duplicate(Shard { index: 1, count: 3 })));
    // And the untouched shards still add up.
    assert_eq!(
        sum(&Parallel, &thirds).map(|whole| (whole.total, whole.unique)),
        Ok((73_712, Some(9_233)))
    );
}
