//! Every counter that splits its work into tasks (`nqueens count --threads`), on one thread and
//! on every core, at n = 12 to 16: how much a second core gives. A run includes the task list,
//! as a count does. The counters come from the registry, through their
//! [`TaskCounter`](nqueens_core::TaskCounter) face.
//!
//! Run with `cargo bench --bench parallel`; the report is `target/criterion/parallel/report/`.

use std::hint::black_box;

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use nqueens_approaches::APPROACHES;
use nqueens_benches::sampling::{Sampling, in_this_run};
use nqueens_core::Options;

/// Times each task counter's count on one thread and on every core at n = 12..=16.
fn parallel(criterion: &mut Criterion) {
    let mut group = criterion.benchmark_group("parallel");
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    for solver in APPROACHES {
        let Some(counter) = solver.task_counter() else {
            continue;
        };
        let id = solver.info().id;
        for n in 12..=16 {
            // The estimate is for two threads; one thread takes about twice as long. The quick
            // run leaves the slowest n out.
            let seconds = 2.0 * solver.estimated_seconds(n);
            if !in_this_run(seconds) {
                continue;
            }
            Sampling::for_expected(seconds).apply(&mut group);
            for threads in [1, cores] {
                let options = Options { threads: Some(threads), shard: None };
                let name = format!("{id}, {threads} thread{}", if threads == 1 { "" } else { "s" });
                group.bench_with_input(BenchmarkId::new(name, n), &n, |bencher, &n| {
                    bencher.iter(|| {
                        counter
                            .count_tasks(black_box(n), &options, &|_, _| {})
                            .expect("n is small enough")
                            .total
                    });
                });
            }
        }
    }
    group.finish();
}

criterion_group!(benches, parallel);
criterion_main!(benches);
