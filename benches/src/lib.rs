//! Helpers shared by the benchmarks of nqueens, and the charts of `docs/benchmarks.md`.
//!
//! The benches themselves live in `benches/benches/`, one per question:
//!
//! - `scaling`: every approach over the range of n where it is interesting, one line per approach
//!   in one criterion group, so the report draws how each one grows.
//! - `head_to_head`: every approach at n = 4, 5 and 6 (where it is feasible), one group per n, so
//!   the gap at one n is one chart.
//! - `listing`: counting against listing every solution at n = 8, 10 and 12 for the backtracking
//!   approaches, and the cost of rendering the solutions as LeetCode strings.
//! - `counters`: each backtracking search with the work counters on and off at n = 12, next to an
//!   uninstrumented copy of the bitmask search.
//! - `large_n`: the placers (`nqueens_approaches::PLACERS`), one solution at n = 10³ … 10⁷.
//! - `parallel`: every counter that splits its work into tasks, on one thread and on every
//!   core, at n = 12 to 16.
//!
//! This library holds what they share: the sizes each bench runs ([`sizes`]), the criterion
//! settings of the quick run (the default, about three minutes for the whole `cargo bench` on two
//! cores) and of the precise one (`NQUEENS_BENCH=precise`, every point, the longer sampling the
//! results page was measured with) ([`sampling`]), the
//! uninstrumented search ([`baseline`]), and the code that draws the two charts of the results
//! page: the exact work counters ([`work`], checked by a test to match the committed
//! `docs/work-counters.svg`) and the measured times ([`timing`]: read back from criterion's
//! reports by `cargo run -p nqueens-benches --example timing-chart`, which prints the page's
//! tables, and drawn from the page's scaling table, the record, by the docs test). Both charts
//! are plain SVG written by [`chart`], byte for byte the same on every run and machine.

pub mod baseline;
pub mod chart;
pub mod sampling;
pub mod sizes;
pub mod timing;
pub mod work;
