//! Criterion settings per benchmark point, chosen from how long one run is expected to take, so
//! that quick points get many samples, slow points get few, and the whole `cargo bench` stays
//! under ten minutes on two cores.

use std::time::Duration;

use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, SamplingMode};

/// How long criterion runs a point before measuring it.
pub const WARM_UP: Duration = Duration::from_millis(500);

/// The measuring time of a point whose samples fit in it.
pub const MEASUREMENT: Duration = Duration::from_millis(1_500);

/// The bootstrap resamples of criterion's analysis of each point: a tenth of criterion's default
/// of 100,000, still plenty for a 95% interval, so that the analysis of a point takes a fraction
/// of a second instead of longer than its measuring.
pub const RESAMPLES: usize = 10_000;

/// The most samples a point takes (criterion's default).
pub const MOST_SAMPLES: usize = 100;

/// The fewest samples criterion accepts.
pub const FEWEST_SAMPLES: usize = 10;

/// How criterion samples one benchmark point.
///
/// Every point is sampled flat (criterion's `SamplingMode::Flat`): each sample runs the routine
/// the same number of times, which criterion chooses from the time it measured while warming up
/// so that the samples fill the measuring time. A sample therefore takes at least two runs unless
/// the routine is far slower than expected, and criterion never has to warn that its samples do
/// not fit.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sampling {
    /// The number of samples.
    pub samples: usize,
    /// The time criterion aims to spend measuring.
    pub measurement: Duration,
}

impl Sampling {
    /// The sampling for a routine expected to take `seconds` per run.
    ///
    /// The estimate (from `Solver::estimated_seconds`) may be off by a few times, for example
    /// when other work shares the machine, so every choice leaves room:
    ///
    /// - A routine of up to 3.75 ms gets [`MOST_SAMPLES`] samples in [`MEASUREMENT`], 15 ms
    ///   each: enough for at least four runs per sample.
    /// - A slower routine gets fewer samples, each long enough for four runs, but never fewer
    ///   than [`FEWEST_SAMPLES`].
    /// - With that many samples, the measuring time grows beyond [`MEASUREMENT`] to two runs per
    ///   sample: ten samples of two runs each for the slowest points.
    ///
    /// ```
    /// use nqueens_benches::sampling::Sampling;
    ///
    /// // One second per run: ten samples of two runs each, about twenty seconds in all.
    /// let slow = Sampling::for_expected(1.0);
    /// assert_eq!(slow.samples, 10);
    /// assert_eq!(slow.measurement.as_secs_f64(), 20.0);
    /// ```
    pub fn for_expected(seconds: f64) -> Self {
        let budget = MEASUREMENT.as_secs_f64();
        // As many samples of four runs as fit in the budget, within bounds. The float-to-integer
        // conversion saturates (and gives 0 for NaN), and the bounds keep it in range.
        let fitting = (budget / (4.0 * seconds)).floor() as usize;
        let samples = fitting.clamp(FEWEST_SAMPLES, MOST_SAMPLES);
        let needed = 2.0 * samples as f64 * seconds;
        // An absurd estimate (infinite or beyond `Duration`) measures for as long as it takes.
        let measurement = Duration::try_from_secs_f64(needed.max(budget)).unwrap_or(Duration::MAX);
        Self { samples, measurement }
    }

    /// Sets this sampling on `group`, for the benchmarks added to it next.
    pub fn apply(self, group: &mut BenchmarkGroup<'_, WallTime>) {
        group
            .warm_up_time(WARM_UP)
            .measurement_time(self.measurement)
            .sample_size(self.samples)
            .sampling_mode(SamplingMode::Flat)
            .nresamples(RESAMPLES);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quick_routines_get_the_most_samples() {
        for seconds in [0.0, 1e-9, 1e-6, 1e-3, 0.003] {
            let quick = Sampling::for_expected(seconds);
            assert_eq!(quick, Sampling { samples: 100, measurement: MEASUREMENT }, "{seconds}");
        }
    }

    #[test]
    fn middling_routines_get_fewer_samples_within_the_budget() {
        // 15 ms per run: 25 samples of four runs fill the one and a half seconds.
        let fifteen_ms = Sampling::for_expected(0.015);
        assert_eq!(fifteen_ms, Sampling { samples: 25, measurement: MEASUREMENT });
        // 75 ms per run: 5 samples of four runs would fit; criterion needs 10, of two runs each.
        let seventy_five_ms = Sampling::for_expected(0.075);
        assert_eq!(seventy_five_ms, Sampling { samples: 10, measurement: MEASUREMENT });
    }

    #[test]
    fn slow_routines_get_ten_samples_and_the_time_they_need() {
        let slow = Sampling::for_expected(4.0);
        assert_eq!(slow, Sampling { samples: 10, measurement: Duration::from_secs(80) });
    }

    #[test]
    fn absurd_estimates_do_not_panic() {
        assert_eq!(Sampling::for_expected(f64::NAN).samples, 10);
        assert_eq!(Sampling::for_expected(f64::INFINITY).measurement, Duration::MAX);
    }
}
