//! The measurements behind the tool's estimates for `sat`: what a unit of its work costs on the
//! reference machine (2 cores, a release build), the nodes of its listing, counted once, and the
//! times of its first solutions. They are the tool's calibration, kept out of the file that holds
//! the search.

use nqueens_core::space;
use nqueens_core::{Cost, LimitCost, Work, WorkUnit};

/// The cost of one unit of its work (`Info::work`), counting and listing.
pub(crate) const COST: Cost = Cost {
    // A call grows dearer as the blocking clauses pile up, one per solution found (the page
    // gives the time per question by n, "Complexity"). The cost of n = 13 makes the
    // estimates exact there and too high (never too low) below it.
    nanos_per_unit: 31_900.0,
    listing_nanos_per_unit: None,
    measured_at: Some(13),
};

/// The nodes (solver calls) of listing every solution, for n = 0 to 13, measured with the
/// work counters in a release build (the tests recount every n up to `INFO.tested_up_to`).
/// n = 0 and n = 1 take two calls each: one finds the solution, the next finds none left.
pub const SAT_NODES: [u64; 14] =
    [2, 2, 1, 1, 16, 120, 68, 935, 2_820, 13_642, 34_659, 155_502, 981_148, 5_982_270];

/// The nodes of listing every solution for n: exact from [`SAT_NODES`], and beyond that an
/// estimate that grows as the last two exact counts do.
pub(crate) fn sat_nodes(n: usize) -> Work {
    space::from_table(&SAT_NODES, n, WorkUnit::Nodes, space::Growth::LastRatio)
}

/// The time of `nqueens solve N --approach sat --limit 1`, the first solution in lexicographic
/// order, for n = 0 to 30, in seconds of processor time (user and system) on the reference 2-core
/// machine; `None` where it was not found within [`SAT_MEASURED_SECONDS`]. Measured again on
/// 2026-11-27 with the release binary, each n once, by `/usr/bin/time -f "%e %U %S" bash -c
/// "ulimit -t 20; exec nqueens solve N -a sat --limit 1 --force --format columns"`, while other
/// builds ran (load average 11 to 14 on the 2 cores: processor time rather than wall time, which
/// the load inflated five- to fifteenfold, and still above a quiet machine's). The first
/// solutions below n = 12 take under 5 ms, written as 0.01. The times jump around with n as the
/// row-by-row tree's first solutions do (n = 22 was not found in 20 s, n = 23 took 0.2 s): each
/// n is measured, none guessed. Beyond n = 30 the first solutions of 2026-11-25 (5 to 14 s under
/// a lighter load) did not hold (n = 31 was not found in 20 s, n = 36 not in 200 s), so the
/// table stops at 30 and a larger n is not priced.
#[rustfmt::skip]
pub const SAT_FIRST_SOLUTION_SECONDS: [Option<f64>; 31] = [
    Some(0.01), Some(0.01), Some(0.01), Some(0.01), Some(0.01), // n = 0 to 4
    Some(0.01), Some(0.01), Some(0.01), Some(0.01), Some(0.01), // n = 5 to 9
    Some(0.01), Some(0.01), Some(0.01), Some(0.01), Some(0.01), // n = 10 to 14
    Some(0.01), Some(0.05), Some(0.02), Some(0.25), Some(0.01), // n = 15 to 19
    Some(1.90), Some(0.10), None, Some(0.22), Some(4.79),       // n = 20 to 24
    Some(0.24), Some(3.71), Some(1.89), None, Some(16.83),      // n = 25 to 29
    None,                                                       // n = 30
];

/// The processor time each n of [`SAT_FIRST_SOLUTION_SECONDS`] was given to find its first
/// solution, in seconds (`ulimit -t`).
pub const SAT_MEASURED_SECONDS: f64 = 20.0;

/// The time of `nqueens solve N --approach sat --limit K` for K beyond 1, in seconds of processor
/// time, measured as [`SAT_FIRST_SOLUTION_SECONDS`] were, as (n, [(K, seconds)]). Each solution
/// after the first is the smallest left, so the solver must prove that no smaller one remains
/// under the blocking clauses of those found: cheap while the listing stays in one corner of the
/// tree, and dear each time it leaves one, which it must prove empty. So the time does not grow
/// steadily with K: at n = 14 the 100th solution comes after 0.29 s and the 300th after 23.5 s
/// (the 150th after 0.3 s and the 200th after 3.9 s on a quiet machine), and the 1,000th not
/// within a minute (written as 60).
pub const SAT_LIMIT_SECONDS: [(usize, [(u64, f64); 5]); 3] = [
    (10, [(10, 0.01), (30, 0.01), (100, 0.05), (300, 0.14), (1_000, 0.31)]),
    (12, [(10, 0.02), (30, 0.06), (100, 0.16), (300, 0.38), (1_000, 1.06)]),
    (14, [(10, 0.02), (30, 0.10), (100, 0.29), (300, 23.57), (1_000, 60.0)]),
];

/// What `--limit` costs, by the measurements above: for the first solution, its time at n; for
/// the K-th, the time measured
/// at the nearest measured n and K at or above these (the time grows with both), so that
/// everything the model accepts was seen to fit. Beyond the measurements the cost is unknown;
/// a cost over a minute is unknown too, since what lies beyond it was not measured.
pub(crate) fn limit_cost(n: usize, limit: u64) -> LimitCost {
    let measured_up_to = SAT_FIRST_SOLUTION_SECONDS.len() - 1;
    if limit <= 1 {
        return match SAT_FIRST_SOLUTION_SECONDS.get(n).copied().flatten() {
            Some(seconds) => LimitCost::Seconds(seconds),
            None => LimitCost::Unknown { measured_up_to },
        };
    }
    let grid = SAT_LIMIT_SECONDS.iter().find(|(measured_n, _)| *measured_n >= n);
    let seconds = grid.and_then(|(_, times)| {
        times.iter().find(|(measured_limit, _)| *measured_limit >= limit).map(|&(_, time)| time)
    });
    match seconds {
        Some(seconds) if seconds < 60.0 => LimitCost::Seconds(seconds),
        _ => {
            let largest = SAT_LIMIT_SECONDS.last().map_or(0, |(n, _)| *n);
            LimitCost::Unknown { measured_up_to: largest.min(measured_up_to) }
        }
    }
}
