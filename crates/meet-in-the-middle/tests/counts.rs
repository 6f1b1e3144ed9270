//! The fast count is the parallel counter's and the OEIS's.

use nqueens_core::sequences::TOTAL_SOLUTIONS;
use nqueens_core::{Approach, Options, Shard, Sum};
use nqueens_meet_in_the_middle::{MeetInTheMiddle, count};

#[test]
fn the_count_is_the_parallel_counters_up_to_14() {
    for n in 0..=14 {
        let options = Options::default();
        let joined = count(n, &options, &|_, _| {}).expect("n ≤ MAX_N").total;
        let searched =
            nqueens_parallel::count(n, &Options::default(), &|_, _| {}).expect("n ≤ 28").total;
        assert_eq!(joined, searched, "n = {n}");
    }
}

#[test]
fn the_count_is_the_oeis_from_15_to_18() {
    // 2.3 million to 666 million solutions, some seconds in a test build (n = 18 takes about
    // 8 s of CPU time in a release build).
    for n in [15, 16, 17, 18] {
        let tally = count(n, &Options::default(), &|_, _| {}).expect("n ≤ MAX_N");
        assert_eq!(tally.total, TOTAL_SOLUTIONS[n], "n = {n}");
    }
}

#[test]
fn shards_through_the_trait_add_up_as_sum_adds_them() {
    // What `count --shard` and `sum` do: four shards of n = 12, added by core's `Sum`, which
    // checks them against each other and the OEIS.
    let counter = MeetInTheMiddle.task_counter().expect("a task counter");
    assert!(!counter.counts_unique());
    let mut sum = Sum::new(counter);
    for index in [3, 1, 4, 2] {
        let options =
            Options { threads: Some(1), shard: Some(Shard::new(index, 4).expect("1 ≤ I ≤ 4")) };
        let part = counter.count_tasks(12, &options, &|_, _| {}).expect("n ≤ MAX_N");
        assert_eq!(part.unique, None);
        sum.add(&part).expect("a shard of the cut");
    }
    let whole = sum.finish().expect("every shard");
    assert_eq!(whole.total, TOTAL_SOLUTIONS[12]);
    assert_eq!(whole.tasks, counter.task_count(12).expect("n ≤ MAX_N"));
}
