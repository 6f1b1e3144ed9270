//! The parallel counter's one-thread count through its two leaves: the plain search to the last
//! two rows (no table, what `count` does since the descent goes down in waves) and the last rows
//! counted by table lookup (tables of 6 rows, what `count` built at n = 15 to 20 until then, 7 at
//! n = 18), at n = 12 to 16. A run includes the task list and, for the lookup, building the
//! tables, as a count with tables does: the tables weigh most at n = 12 to 14, the search at
//! n = 15 and 16, where a change to the hot loop shows up best.
//!
//! Run with `cargo bench --bench parallel`; the report is `target/criterion/parallel/report/`.

use std::hint::black_box;

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use nqueens_approaches::find;
use nqueens_benches::sampling::{Sampling, in_this_run};
use nqueens_parallel::{Options, count_with_lookup_rows};

/// The rows the tables covered at these n when `count` used them.
const LOOKUP_ROWS: usize = 6;

/// Times a one-thread count with and without the tables at n = 12..=16.
fn parallel(criterion: &mut Criterion) {
    let mut group = criterion.benchmark_group("parallel");
    let solver = find("parallel").expect("the registry lists the parallel counter");
    let options = Options { threads: Some(1), shard: None };
    for n in 12..=16 {
        // The estimate is for two threads; one thread takes about twice as long. The quick run
        // leaves the slowest n out.
        let seconds = 2.0 * solver.estimated_seconds(n);
        if !in_this_run(seconds) {
            continue;
        }
        Sampling::for_expected(seconds).apply(&mut group);
        for (leaf, rows) in [("plain", 0), ("lookup", LOOKUP_ROWS)] {
            group.bench_with_input(BenchmarkId::new(leaf, n), &n, |bencher, &n| {
                bencher.iter(|| {
                    count_with_lookup_rows(black_box(n), rows, &options, &|_, _| {})
                        .expect("n is small enough")
                        .total
                });
            });
        }
    }
    group.finish();
}

criterion_group!(benches, parallel);
criterion_main!(benches);
