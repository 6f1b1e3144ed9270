//! What the work counters cost: each backtracking search at n = 12 with its counters on
//! (`WorkCounts`) and off (`NoObserver`), next to uninstrumented bitmask searches that have no
//! observer at all.
//!
//! The searches are called directly through the generic `Approach::search`, as the `Solver`
//! entry points do, so the observer type is known to the compiler: with `NoObserver` every event
//! is an empty inline call, and the `off` line must match `uninstrumented bitmask search`, a copy
//! of the bitmask search with its observer calls deleted. `minimal bitmask counter` is the
//! smallest bitmask recursion, which keeps no columns and lists nothing.
//!
//! Run with `cargo bench --bench counters`; the report is `target/criterion/counters/report/`.

use std::hint::black_box;
use std::ops::ControlFlow;

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use nqueens_backtrack_array::BacktrackArray;
use nqueens_backtrack_bitmask::BacktrackBitmask;
use nqueens_backtrack_set::BacktrackSet;
use nqueens_benches::{baseline, sampling::Sampling, sizes};
use nqueens_core::{Approach, NoObserver, Observer, Solver, WorkCounts};

/// Counts the solutions of `approach` at `n` through its generic search, reporting to `observer`.
fn count_with<A: Approach, O: Observer>(approach: &A, n: usize, observer: &mut O) -> u64 {
    let mut solutions = 0;
    let _ = approach.search(n, observer, &mut |_: &[u8]| {
        solutions += 1;
        ControlFlow::Continue(())
    });
    solutions
}

/// Times one approach at `n` with its counters off and on.
fn on_and_off<A: Approach>(
    group: &mut criterion::BenchmarkGroup<'_, criterion::measurement::WallTime>,
    approach: &A,
    n: usize,
) {
    let id = A::INFO.id;
    Sampling::for_expected(approach.estimated_seconds(n)).apply(group);
    group.bench_with_input(BenchmarkId::new(format!("{id} counters off"), n), &n, |bencher, &n| {
        bencher.iter(|| count_with(approach, black_box(n), &mut NoObserver));
    });
    group.bench_with_input(BenchmarkId::new(format!("{id} counters on"), n), &n, |bencher, &n| {
        bencher.iter(|| {
            let mut counts = WorkCounts::default();
            count_with(approach, black_box(n), &mut counts);
            counts
        });
    });
}

/// Times the three backtracking searches with counters on and off, and the two baselines.
fn counters(criterion: &mut Criterion) {
    let n = sizes::COUNTERS;
    let mut group = criterion.benchmark_group("counters");
    on_and_off(&mut group, &BacktrackSet, n);
    on_and_off(&mut group, &BacktrackArray, n);
    on_and_off(&mut group, &BacktrackBitmask, n);
    Sampling::for_expected(BacktrackBitmask.estimated_seconds(n)).apply(&mut group);
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
