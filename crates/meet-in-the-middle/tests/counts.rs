//! The fast count is the parallel counter's and the OEIS's.

use nqueens_core::sequences::TOTAL_SOLUTIONS;
use nqueens_meet_in_the_middle::{Options, count};

#[test]
fn the_count_is_the_parallel_counters_up_to_14() {
    for n in 0..=14 {
        let options = Options::default();
        let joined = count(n, &options, &|_, _| {}).expect("n ≤ MAX_N").total;
        let searched =
            nqueens_parallel::count(n, &nqueens_parallel::Options::default(), &|_, _| {})
                .expect("n ≤ 28")
                .total;
        assert_eq!(joined, searched, "n = {n}");
    }
}

#[test]
fn the_count_is_the_oeis_at_15_and_16() {
    // 2.3 and 14.8 million solutions, a few seconds in a test build.
    for n in [15, 16] {
        let tally = count(n, &Options::default(), &|_, _| {}).expect("n ≤ MAX_N");
        assert_eq!(tally.total, TOTAL_SOLUTIONS[n], "n = {n}");
    }
}
