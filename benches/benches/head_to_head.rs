//! Every approach at the same n: one group per n (4, 5 and 6), so the gap between the approaches
//! at one n is one chart. An approach sits out an n where it is not feasible (the subset scan at
//! n = 6 would test 2^36 candidates, for about a minute and a half per run).
//!
//! Run with `cargo bench --bench head_to_head`; the reports are
//! `target/criterion/head_to_head_n4/report/` and so on.

use std::hint::black_box;

use criterion::{
    AxisScale, BenchmarkId, Criterion, PlotConfiguration, criterion_group, criterion_main,
};
use nqueens_benches::{sampling::Sampling, sizes};

/// Times `count` for every feasible approach at each head-to-head n.
fn head_to_head(criterion: &mut Criterion) {
    for n in sizes::HEAD_TO_HEAD {
        let mut group = criterion.benchmark_group(format!("head_to_head_n{n}"));
        group.plot_config(PlotConfiguration::default().summary_scale(AxisScale::Logarithmic));
        for solver in nqueens_approaches::APPROACHES
            .iter()
            .filter(|solver| sizes::in_head_to_head(**solver, n))
        {
            Sampling::for_expected(solver.estimated_seconds(n)).apply(&mut group);
            group.bench_with_input(BenchmarkId::new(solver.info().id, n), &n, |bencher, &n| {
                bencher.iter(|| solver.count(black_box(n)));
            });
        }
        group.finish();
    }
}

criterion_group!(benches, head_to_head);
criterion_main!(benches);
