//! What output costs: counting every solution, listing every solution, and rendering every
//! solution as LeetCode strings, at n = 8, 10 and 12, for the backtracking approaches.
//!
//! - `<approach> count`: `Solver::count`, which hands each solution to a callback that counts.
//! - `<approach> list`: `Solver::solutions`, which copies each solution into a `Vec<Solution>`.
//! - `leetcode rendering`: `Solution::to_leetcode` for every solution of the list, which builds
//!   n strings of n characters per solution (the list itself is made before timing).
//!
//! Run with `cargo bench --bench listing`; the report is `target/criterion/listing/report/`.

use std::hint::black_box;

use criterion::{
    AxisScale, BenchmarkId, Criterion, PlotConfiguration, criterion_group, criterion_main,
};
use nqueens_benches::{sampling::Sampling, sizes};
use nqueens_core::Solution;

/// The expected cost of rendering one cell of one solution, in seconds: a rough figure that only
/// chooses the sampling.
const RENDER_SECONDS_PER_CELL: f64 = 2e-9;

/// Times counting, listing and rendering at each listing n.
fn listing(criterion: &mut Criterion) {
    let mut group = criterion.benchmark_group("listing");
    group.plot_config(PlotConfiguration::default().summary_scale(AxisScale::Logarithmic));
    for solver in
        nqueens_approaches::APPROACHES.iter().filter(|solver| sizes::is_backtracking(**solver))
    {
        let id = solver.info().id;
        for n in sizes::LISTING {
            Sampling::for_expected(solver.estimated_seconds(n)).apply(&mut group);
            group.bench_with_input(
                BenchmarkId::new(format!("{id} count"), n),
                &n,
                |bencher, &n| {
                    bencher.iter(|| solver.count(black_box(n)));
                },
            );
            group.bench_with_input(BenchmarkId::new(format!("{id} list"), n), &n, |bencher, &n| {
                bencher.iter(|| solver.solutions(black_box(n)));
            });
        }
    }
    // The solutions to render, listed once by the default approach.
    let lister = nqueens_approaches::find(nqueens_approaches::DEFAULT_ID).expect("registered");
    for n in sizes::LISTING {
        let solutions: Vec<Solution> = lister.solutions(n).expect("n is within range");
        let cells = (solutions.len() * n * n) as f64;
        Sampling::for_expected(cells * RENDER_SECONDS_PER_CELL).apply(&mut group);
        group.bench_with_input(
            BenchmarkId::new("leetcode rendering", n),
            &solutions,
            |bencher, solutions| {
                bencher.iter(|| {
                    black_box(solutions)
                        .iter()
                        .map(Solution::to_leetcode)
                        .collect::<Vec<Vec<String>>>()
                });
            },
        );
    }
    group.finish();
}

criterion_group!(benches, listing);
criterion_main!(benches);
