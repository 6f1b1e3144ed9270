//! How the placers scale: one solution for n = 10³ … 10⁷, with the construction and with
//! min-conflicts local search (seed 0), one line per placer in one group, on a logarithmic
//! scale. The time is the placement alone; `docs/large-n.md` has whole runs of the tool, checked.
//!
//! Run with `cargo bench --bench large_n`; the report is `target/criterion/large_n/report/`.

use std::hint::black_box;

use criterion::{
    AxisScale, BenchmarkId, Criterion, PlotConfiguration, criterion_group, criterion_main,
};
use nqueens_benches::sampling::{Sampling, in_this_run};

/// Times `place` for every placer at every n of its bench sizes.
fn large_n(criterion: &mut Criterion) {
    let mut group = criterion.benchmark_group("large_n");
    group.plot_config(PlotConfiguration::default().summary_scale(AxisScale::Logarithmic));
    for placer in nqueens_approaches::PLACERS {
        let info = placer.info();
        for &n in info.bench_sizes {
            // Slow points get few flat samples, quick ones many; the quick run leaves the
            // slowest out.
            let seconds = n as f64 * info.nanos_per_queen * 1e-9;
            if !in_this_run(seconds) {
                continue;
            }
            Sampling::for_expected(seconds).apply(&mut group);
            group.bench_with_input(BenchmarkId::new(info.id, n), &n, |bencher, &n| {
                bencher.iter(|| placer.place(black_box(n), 0, &mut |_| {}));
            });
        }
    }
    group.finish();
}

criterion_group!(benches, large_n);
criterion_main!(benches);
