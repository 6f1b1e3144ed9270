//! What the work counters cost: each backtracking search at n = 12 with its counters on
//! (`WorkCounts`) and off (`NoObserver`), next to uninstrumented bitmask searches that have no
//! observer at all.
//!
//! The searches are called through the registry's `Solver` entry points. `search` runs the
//! generic `Approach::search` with `NoObserver`, where every event is an empty inline call: the
//! bitmask `search` line must match `uninstrumented bitmask search`, a copy of the bitmask search
//! with its observer calls deleted. `counters off` (`count`) and `counters on`
//! (`count_with_work`) are what `nqueens count` pays: the generic search with `NoObserver` or
//! `WorkCounts`, unless the approach counts in a cheaper way (the bitmask search counts without
//! its columns, and its `counters on` must stay within 1.15 times `minimal bitmask counter`, the
//! smallest bitmask recursion, which keeps no columns, lists nothing and counts no work).
//!
//! Run with `cargo bench --bench counters`; the report is `target/criterion/counters/report/`.

use std::hint::black_box;
use std::ops::ControlFlow;

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use nqueens_approaches::APPROACHES;
use nqueens_benches::{baseline, sampling::Sampling, sizes};

/// Times the backtracking searches with counters on and off, and the two baselines.
fn counters(criterion: &mut Criterion) {
    let n = sizes::COUNTERS;
    let mut group = criterion.benchmark_group("counters");
    for solver in APPROACHES.iter().filter(|solver| sizes::is_backtracking(**solver)) {
        let id = solver.info().id;
        Sampling::for_expected(solver.estimated_seconds(n)).apply(&mut group);
        // `Solver::count` runs the generic search with `NoObserver`, `count_with_work` with
        // `WorkCounts`: each is its own monomorphised copy of the search.
        group.bench_with_input(BenchmarkId::new(format!("{id} search"), n), &n, |b, &n| {
            b.iter(|| {
                let mut solutions = 0u64;
                let _ = solver.solve(black_box(n), &mut |_: &[u8]| {
                    solutions += 1;
                    ControlFlow::Continue(())
                });
                solutions
            });
        });
        group.bench_with_input(BenchmarkId::new(format!("{id} counters off"), n), &n, |b, &n| {
            b.iter(|| solver.count(black_box(n)));
        });
        group.bench_with_input(BenchmarkId::new(format!("{id} counters on"), n), &n, |b, &n| {
            b.iter(|| solver.count_with_work(black_box(n)));
        });
    }
    Sampling::for_expected(baseline::count_estimated_seconds(n)).apply(&mut group);
    group.bench_with_input(
        BenchmarkId::new("uninstrumented bitmask search", n),
        &n,
        |bencher, &n| {
            bencher.iter(|| {
                let mut solutions = 0u64;
                let _ = baseline::search(black_box(n), &mut |_: &[u8]| {
                    solutions += 1;
                    ControlFlow::Continue(())
                });
                solutions
            });
        },
    );
    group.bench_with_input(BenchmarkId::new("minimal bitmask counter", n), &n, |bencher, &n| {
        bencher.iter(|| baseline::count(black_box(n)));
    });
    group.finish();
}

criterion_group!(benches, counters);
criterion_main!(benches);
