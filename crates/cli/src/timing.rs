//! Timing a short run the way benchmark tools do: a warm-up, then repeated runs until they add up
//! to a minimum time, and the median with the spread of the runs.
//!
//! One cold run of a search that takes microseconds measures the machine more than the search:
//! the first touch of its memory, the first allocation, the start of a thread pool, a tick of
//! another process. `compare` therefore runs each approach once to warm up and then again and
//! again until its timed runs add up to [`MIN_TOTAL_SECONDS`] (at least [`MIN_RUNS`] of them, and
//! at most [`MAX_RUNS`]). A run that alone takes [`MIN_TOTAL_SECONDS`] or longer is timed once,
//! cold: what the warm-up would remove is lost in it, and repeating it would multiply the time
//! the estimate promised.

use std::time::Instant;

/// The time the timed runs of one approach add up to, in seconds, unless one run alone takes
/// longer.
pub(crate) const MIN_TOTAL_SECONDS: f64 = 0.01;

/// The fewest timed runs of a short run, so that it has a median and a spread.
pub(crate) const MIN_RUNS: usize = 3;

/// The most timed runs of one approach, however short it is.
pub(crate) const MAX_RUNS: usize = 1_000;

/// The times of the runs of one approach, in seconds.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Timing {
    /// Every timed run, sorted from the fastest.
    sorted_seconds: Vec<f64>,
}

impl Timing {
    /// The timing of these runs (at least one).
    pub(crate) fn from_runs(mut seconds: Vec<f64>) -> Self {
        seconds.sort_by(f64::total_cmp);
        Self { sorted_seconds: seconds }
    }

    /// The number of timed runs.
    pub(crate) fn runs(&self) -> usize {
        self.sorted_seconds.len()
    }

    /// The median time of one run.
    pub(crate) fn median(&self) -> f64 {
        self.quantile(0.5)
    }

    /// The time below which a quarter of the runs fell: the low end of the spread.
    pub(crate) fn lower_quartile(&self) -> f64 {
        self.quantile(0.25)
    }

    /// The time below which three quarters of the runs fell: the high end of the spread.
    pub(crate) fn upper_quartile(&self) -> f64 {
        self.quantile(0.75)
    }

    /// Whether the spreads of two timings (their middle halves of runs) overlap, so that
    /// neither can be said to be faster.
    pub(crate) fn overlaps(&self, other: &Timing) -> bool {
        self.lower_quartile() <= other.upper_quartile()
            && other.lower_quartile() <= self.upper_quartile()
    }

    /// The quantile `q` (from 0 to 1) of the runs, interpolated linearly between the two runs
    /// around it, as spreadsheets and R's default do; 0 when there is no run.
    fn quantile(&self, q: f64) -> f64 {
        let runs = &self.sorted_seconds;
        let Some(last) = runs.len().checked_sub(1) else {
            return 0.0;
        };
        let position = q.clamp(0.0, 1.0) * last as f64;
        let below = position.floor() as usize;
        let above = position.ceil() as usize;
        let (Some(&low), Some(&high)) = (runs.get(below), runs.get(above)) else {
            return 0.0;
        };
        low + (high - low) * (position - below as f64)
    }
}

/// Times `run` as [`Timing`] explains: the first run warms up, or is the only one when it takes
/// [`MIN_TOTAL_SECONDS`] or longer; then timed runs until they add up to that time, with at least
/// [`MIN_RUNS`] and at most [`MAX_RUNS`]. Returns the first run's result with the timing, or the
/// first error, which ends the timing.
pub(crate) fn time_repeatedly<T, E>(
    mut run: impl FnMut() -> Result<T, E>,
) -> Result<(T, Timing), E> {
    let start = Instant::now();
    let result = run()?;
    let first = start.elapsed().as_secs_f64();
    if first >= MIN_TOTAL_SECONDS {
        return Ok((result, Timing::from_runs(vec![first])));
    }
    let mut seconds = Vec::new();
    let mut total = 0.0;
    while seconds.len() < MAX_RUNS && (seconds.len() < MIN_RUNS || total < MIN_TOTAL_SECONDS) {
        let start = Instant::now();
        run()?;
        let elapsed = start.elapsed().as_secs_f64();
        seconds.push(elapsed);
        total += elapsed;
    }
    Ok((result, Timing::from_runs(seconds)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quartiles_interpolate_between_runs() {
        let timing = Timing::from_runs(vec![4.0, 1.0, 3.0, 2.0, 5.0]);
        assert_eq!(timing.runs(), 5);
        assert_eq!(timing.median(), 3.0);
        assert_eq!(timing.lower_quartile(), 2.0);
        assert_eq!(timing.upper_quartile(), 4.0);
        let even = Timing::from_runs(vec![1.0, 2.0, 3.0, 4.0]);
        assert_eq!(even.median(), 2.5);
        assert_eq!(even.lower_quartile(), 1.75);
        assert_eq!(even.upper_quartile(), 3.25);
    }

    #[test]
    fn one_run_is_its_own_median_and_spread() {
        let timing = Timing::from_runs(vec![0.5]);
        assert_eq!(
            (timing.median(), timing.lower_quartile(), timing.upper_quartile()),
            (0.5, 0.5, 0.5)
        );
        assert_eq!(Timing::from_runs(Vec::new()).median(), 0.0);
    }

    #[test]
    fn spreads_overlap_when_their_middle_halves_meet() {
        let fast = Timing::from_runs(vec![1.0, 2.0, 3.0]);
        let slow = Timing::from_runs(vec![2.0, 2.4, 4.0]);
        let slower = Timing::from_runs(vec![5.0, 6.0, 7.0]);
        assert!(fast.overlaps(&slow) && slow.overlaps(&fast));
        assert!(!fast.overlaps(&slower) && !slower.overlaps(&fast));
    }

    #[test]
    fn a_short_run_is_repeated_after_a_warm_up() {
        let mut calls = 0;
        let (first, timing) = time_repeatedly(|| {
            calls += 1;
            Ok::<_, ()>(calls)
        })
        .expect("no error");
        // The warm-up's result is the one returned, and it is not among the timed runs.
        assert_eq!(first, 1);
        assert_eq!(timing.runs(), calls - 1);
        // Doing nothing takes far less than the minimum total, so the runs go on until the cap
        // ends them, unless the machine stalls for that long in between.
        assert!((MIN_RUNS..=MAX_RUNS).contains(&timing.runs()), "{} runs", timing.runs());
    }

    #[test]
    fn an_error_ends_the_timing() {
        let mut calls = 0;
        let outcome = time_repeatedly(|| {
            calls += 1;
            if calls < 3 { Ok(()) } else { Err("stopped") }
        });
        assert_eq!(outcome, Err("stopped"));
        assert_eq!(calls, 3);
    }
}
