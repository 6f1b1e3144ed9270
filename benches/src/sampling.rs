//! Criterion settings per benchmark point, chosen from how long one run is expected to take, so
//! that quick points get many samples and slow points few, in one of two budgets:
//!
//! - **quick**, the default: short warm-up and measuring, and the points expected to take more
//!   than [`QUICK`]`.longest` per run left out, so that the whole `cargo bench --workspace`
//!   answers the scaling questions (every group, every plot, every approach) in about three
//!   minutes on two cores;
//! - **precise**, asked for with `NQUEENS_BENCH=precise` ([`PRECISE_VAR`]): every point, with the
//!   longer warm-up and measuring the numbers of `docs/benchmarks.md` were taken with (about
//!   thirteen minutes).
//!
//! Criterion's own flags still apply on top (`cargo bench -- --measurement-time 5`, ...).

use std::time::Duration;

use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, SamplingMode};

/// The environment variable that chooses the budget: `precise` for the long, precise run;
/// anything else, or nothing, for the quick one.
pub const PRECISE_VAR: &str = "NQUEENS_BENCH";

/// The bootstrap resamples of criterion's analysis of each point: a tenth of criterion's default
/// of 100,000, still plenty for a 95% interval, so that the analysis of a point takes a fraction
/// of a second instead of longer than its measuring.
pub const RESAMPLES: usize = 10_000;

/// The fewest samples criterion accepts.
pub const FEWEST_SAMPLES: usize = 10;

/// How much time a run of the benches gives each point.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Budget {
    /// How long criterion runs a point before measuring it.
    pub warm_up: Duration,
    /// The measuring time of a point whose samples fit in it.
    pub measurement: Duration,
    /// The most samples a point takes.
    pub most_samples: usize,
    /// The runs of the routine in each sample of the slowest points.
    pub runs_per_slow_sample: f64,
    /// The longest expected run of a point this budget times; slower points sit out.
    pub longest: Duration,
}

/// The long, precise run (`NQUEENS_BENCH=precise`): criterion's default of 100 samples for the
/// quick points, ten samples of two runs each for the slowest, every point timed.
pub const PRECISE: Budget = Budget {
    warm_up: Duration::from_millis(500),
    measurement: Duration::from_millis(1_500),
    most_samples: 100,
    runs_per_slow_sample: 2.0,
    longest: Duration::MAX,
};

/// The quick run, the default: a fifth of the precise measuring, half the samples, one run per
/// sample for the slowest points, and no point expected over 0.4 s per run (each group keeps its
/// smaller n: the slope of every line is there, its last point or two are not).
pub const QUICK: Budget = Budget {
    warm_up: Duration::from_millis(100),
    measurement: Duration::from_millis(300),
    most_samples: 50,
    runs_per_slow_sample: 1.0,
    longest: Duration::from_millis(400),
};

impl Budget {
    /// The budget of this run: [`PRECISE`] when `NQUEENS_BENCH=precise`, else [`QUICK`].
    pub fn chosen() -> Self {
        match std::env::var(PRECISE_VAR) {
            Ok(value) if value == "precise" => PRECISE,
            _ => QUICK,
        }
    }

    /// Whether this budget times a point expected to take `seconds` per run.
    pub fn includes(&self, seconds: f64) -> bool {
        // NaN compares false, and an absurd estimate sits out a quick run.
        self.longest == Duration::MAX || seconds <= self.longest.as_secs_f64()
    }
}

/// Whether this run times a point expected to take `seconds` per run (see [`Budget::includes`]).
pub fn in_this_run(seconds: f64) -> bool {
    Budget::chosen().includes(seconds)
}

/// How criterion samples one benchmark point.
///
/// Every point is sampled flat (criterion's `SamplingMode::Flat`): each sample runs the routine
/// the same number of times, which criterion chooses from the time it measured while warming up
/// so that the samples fill the measuring time. A sample therefore takes at least one or two runs
/// unless the routine is far slower than expected, and criterion never has to warn that its
/// samples do not fit.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sampling {
    /// The number of samples.
    pub samples: usize,
    /// The time criterion aims to spend measuring.
    pub measurement: Duration,
    /// How long criterion warms up first.
    pub warm_up: Duration,
}

impl Sampling {
    /// The sampling for a routine expected to take `seconds` per run, in the budget of this run
    /// ([`Budget::chosen`]).
    pub fn for_expected(seconds: f64) -> Self {
        Self::within(seconds, &Budget::chosen())
    }

    /// The sampling for a routine expected to take `seconds` per run, in `budget`.
    ///
    /// The estimate (from `Solver::estimated_seconds`) may be off by a few times, for example
    /// when other work shares the machine, so every choice leaves room:
    ///
    /// - A quick routine gets the budget's most samples in its measuring time, each long enough
    ///   for at least four runs.
    /// - A slower routine gets fewer samples, each long enough for four runs, but never fewer
    ///   than [`FEWEST_SAMPLES`].
    /// - With that many samples, the measuring time grows beyond the budget's to the budget's
    ///   runs per slow sample: ten samples of two runs each for the slowest points of the
    ///   precise run, of one run each in the quick run.
    ///
    /// ```
    /// use nqueens_benches::sampling::{PRECISE, QUICK, Sampling};
    ///
    /// // One second per run: ten samples of two runs each, about twenty seconds in all.
    /// let slow = Sampling::within(1.0, &PRECISE);
    /// assert_eq!(slow.samples, 10);
    /// assert_eq!(slow.measurement.as_secs_f64(), 20.0);
    /// // A quick run times 0.3 s per run in ten samples of one run each.
    /// assert_eq!(Sampling::within(0.3, &QUICK).measurement.as_secs_f64(), 3.0);
    /// ```
    pub fn within(seconds: f64, budget: &Budget) -> Self {
        let planned = budget.measurement.as_secs_f64();
        // As many samples of four runs as fit in the budget, within bounds. The float-to-integer
        // conversion saturates (and gives 0 for NaN), and the bounds keep it in range.
        let fitting = (planned / (4.0 * seconds)).floor() as usize;
        let samples = fitting.clamp(FEWEST_SAMPLES, budget.most_samples);
        let needed = budget.runs_per_slow_sample * samples as f64 * seconds;
        // An absurd estimate (infinite or beyond `Duration`) measures for as long as it takes.
        let measurement = Duration::try_from_secs_f64(needed.max(planned)).unwrap_or(Duration::MAX);
        Self { samples, measurement, warm_up: budget.warm_up }
    }

    /// Sets this sampling on `group`, for the benchmarks added to it next.
    pub fn apply(self, group: &mut BenchmarkGroup<'_, WallTime>) {
        group
            .warm_up_time(self.warm_up)
            .measurement_time(self.measurement)
            .sample_size(self.samples)
            .sampling_mode(SamplingMode::Flat)
            .nresamples(RESAMPLES);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn precise(samples: usize, measurement: Duration) -> Sampling {
        Sampling { samples, measurement, warm_up: PRECISE.warm_up }
    }

    #[test]
    fn quick_routines_get_the_most_samples() {
        for seconds in [0.0, 1e-9, 1e-6, 1e-3, 0.003] {
            let quick = Sampling::within(seconds, &PRECISE);
            assert_eq!(quick, precise(100, PRECISE.measurement), "{seconds}");
        }
        assert_eq!(Sampling::within(1e-6, &QUICK).samples, 50);
    }

    #[test]
    fn middling_routines_get_fewer_samples_within_the_budget() {
        // 15 ms per run: 25 samples of four runs fill the one and a half seconds.
        let fifteen_ms = Sampling::within(0.015, &PRECISE);
        assert_eq!(fifteen_ms, precise(25, PRECISE.measurement));
        // 75 ms per run: 5 samples of four runs would fit; criterion needs 10, of two runs each.
        let seventy_five_ms = Sampling::within(0.075, &PRECISE);
        assert_eq!(seventy_five_ms, precise(10, PRECISE.measurement));
    }

    #[test]
    fn slow_routines_get_ten_samples_and_the_time_they_need() {
        let slow = Sampling::within(4.0, &PRECISE);
        assert_eq!(slow, precise(10, Duration::from_secs(80)));
        let quick = Sampling::within(0.4, &QUICK);
        assert_eq!((quick.samples, quick.measurement), (10, Duration::from_secs(4)));
    }

    #[test]
    fn the_quick_run_leaves_out_the_slow_points_and_the_precise_run_none() {
        assert!(QUICK.includes(0.4) && !QUICK.includes(0.41) && !QUICK.includes(f64::NAN));
        assert!(PRECISE.includes(120.0) && PRECISE.includes(f64::INFINITY));
    }

    #[test]
    fn absurd_estimates_do_not_panic() {
        assert_eq!(Sampling::within(f64::NAN, &PRECISE).samples, 10);
        assert_eq!(Sampling::within(f64::INFINITY, &PRECISE).measurement, Duration::MAX);
    }
}
