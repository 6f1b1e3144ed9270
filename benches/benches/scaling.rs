//! How each approach scales: `count` over the range of n where the approach is interesting, one
//! line per approach in one group, on a logarithmic scale. One more line, `minimal bitmask
//! counter`, times the smallest bitmask recursion at n = 12..=15: the yardstick for the bitmask
//! search's cost per node.
//!
//! Run with `cargo bench --bench scaling`; the report is `target/criterion/scaling/report/`.

use std::hint::black_box;

use criterion::{
    AxisScale, BenchmarkId, Criterion, PlotConfiguration, criterion_group, criterion_main,
};
use nqueens_benches::sampling::{Sampling, in_this_run};
use nqueens_benches::{baseline, sizes};

/// Times `count` for every approach at every n of its scaling range.
fn scaling(criterion: &mut Criterion) {
    let mut group = criterion.benchmark_group("scaling");
    group.plot_config(PlotConfiguration::default().summary_scale(AxisScale::Logarithmic));
    for solver in nqueens_approaches::APPROACHES {
        let id = solver.info().id;
        for n in sizes::scaling(*solver) {
            // Slow points get few flat samples, quick ones many; the quick run leaves the
            // slowest out.
            let seconds = solver.estimated_seconds(n);
            if !in_this_run(seconds) {
                continue;
            }
            Sampling::for_expected(seconds).apply(&mut group);
            group.bench_with_input(BenchmarkId::new(id, n), &n, |bencher, &n| {
                bencher.iter(|| solver.count(black_box(n)));
            });
        }
    }
    // The minimal counter walks the same tree as the bitmask search, at about the same cost.
    for n in sizes::MINIMAL_COUNTER {
        let seconds = baseline::count_estimated_seconds(n);
        if !in_this_run(seconds) {
            continue;
        }
        Sampling::for_expected(seconds).apply(&mut group);
        group.bench_with_input(
            BenchmarkId::new("minimal bitmask counter", n),
            &n,
            |bencher, &n| {
                bencher.iter(|| baseline::count(black_box(n)));
            },
        );
    }
    group.finish();
}

criterion_group!(benches, scaling);
criterion_main!(benches);
