//! The chart of the exact work counters, committed as `docs/work-counters.svg`, and in Chinese,
//! with the words the book's build gives it ([`chart_in`]), as `docs/work-counters-zh.svg`.
//!
//! Work counts depend only on the approach and n, never on the machine, so this chart is drawn
//! from the code itself: every point on a solid line is counted by running the approach
//! ([`Solver::count_with_work`]), and each line continues, dashed, with the exact size of the
//! approach's search space from `nqueens_core::space` (its `Info::work`: 2^(n²), C(n², n), n!,
//! or the nodes of the backtracking tree from OEIS A319283) up to the largest n the approach
//! accepts or the edge of the chart. The test `crates/xtask/tests/docs/charts.rs` redraws the chart and
//! fails if the committed file differs, so the chart cannot drift from the code.

use std::ops::RangeInclusive;

use nqueens_core::{Solver, WorkCounts, WorkUnit};

use crate::chart::{self, Chart, Series};

/// The n on the chart's x axis.
pub const CHART_N: RangeInclusive<usize> = 1..=16;

/// The largest n at which the chart runs an approach to count its work (fewer if its scaling
/// range ends before): enough to show every curve's shape, and quick enough for a test.
pub const COUNTED_UP_TO: usize = 12;

/// The path of the committed chart, relative to the workspace root.
pub const CHART_PATH: &str = "docs/work-counters.svg";

/// The work counted in `counts` in the unit `unit`: candidates or nodes.
fn amount(counts: &WorkCounts, unit: WorkUnit) -> u64 {
    match unit {
        WorkUnit::Candidates => counts.candidates,
        WorkUnit::Nodes => counts.nodes,
    }
}

/// The work of `solver` for every n of `sizes`, counted by running it, in the unit of its
/// `Info::work`.
///
/// # Panics
///
/// If the approach refuses one of `sizes`: the sizes come from this crate's own tables.
pub fn counted(solver: &dyn Solver, sizes: RangeInclusive<usize>) -> Vec<(usize, u64)> {
    sizes
        .map(|n| {
            let counts = solver.count_with_work(n).unwrap_or_else(|error| panic!("{error}"));
            (n, amount(&counts, solver.work(n).unit))
        })
        .collect()
}

/// The line of `solver`, named `name`: counted from n = 1 up to [`COUNTED_UP_TO`] (or the end of
/// its scaling range), then the exact formula up to its largest n or the end of [`CHART_N`].
fn line_of(solver: &dyn Solver, name: String) -> Series {
    let info = solver.info();
    let scaling_end = *crate::sizes::scaling(solver).end();
    let counted_end = scaling_end.min(COUNTED_UP_TO);
    let points = counted(solver, *CHART_N.start()..=counted_end)
        .into_iter()
        .map(|(n, amount)| (n, amount as f64))
        .collect();
    let continued = (counted_end + 1..=info.max_n.min(*CHART_N.end()))
        .map_while(|n| solver.work(n).exact.map(|amount| (n, amount as f64)))
        .collect();
    Series { name, points, continued }
}

/// The line of `solver`, named by its id and the unit of its work.
pub fn series(solver: &dyn Solver) -> Series {
    let name = english_name(solver.info().id, solver.work(0).unit, None);
    line_of(solver, name)
}

/// The words of the chart in one language.
pub struct Words {
    /// The caption above the chart.
    pub title: String,
    /// The label of the x axis.
    pub x_label: String,
    /// The label of the y axis.
    pub y_label: String,
    /// The lines under the legend; `{max}` stands for the end of [`CHART_N`].
    pub notes: Vec<String>,
    /// The name of a line: the approach's id, the unit of its work, and the id of the earlier
    /// line it is the same as (drawn over it), if any.
    pub name: fn(&str, WorkUnit, Option<&str>) -> String,
    /// The font family of the chart's texts ([`Chart::family`]).
    pub family: &'static str,
}

/// The name of a line in English: `backtrack-set: nodes (same as backtrack-board)`.
fn english_name(id: &str, unit: WorkUnit, same: Option<&str>) -> String {
    match same {
        Some(earlier) => format!("{id}: {} (same as {earlier})", unit.name()),
        None => format!("{id}: {}", unit.name()),
    }
}

/// The words of the chart in English.
pub fn english() -> Words {
    Words {
        title: "Work to find every solution, by approach (exact counts)".to_string(),
        x_label: "n (board size)".to_string(),
        y_label: "candidates tested, or search-tree nodes entered".to_string(),
        notes: [
            "Solid, with markers: counted by running the",
            "approach (Solver::count_with_work). Dashed:",
            "the exact work known without running it (the",
            "size of its search space, or counted once and",
            "kept), up to the largest n it accepts or n = {max}.",
            "Brute force tests candidates; backtracking",
            "enters the nodes of one search tree, exact",
            "cover those of a smaller one of its own, sat",
            "counts the questions it asks its solver, and",
            "meet in the middle tests pairs of half boards.",
        ]
        .map(str::to_string)
        .to_vec(),
        name: english_name,
        family: chart::SANS,
    }
}

/// The chart of every registered approach's work against n, in English.
pub fn chart() -> Chart {
    chart_in(&english())
}

/// The chart of every registered approach's work against n, in `words`.
///
/// A line identical to an earlier one (the backtracking approaches all walk the same tree) is
/// named so in the legend, since it is drawn over the earlier one.
pub fn chart_in(words: &Words) -> Chart {
    let mut series: Vec<Series> = Vec::new();
    let mut ids: Vec<&str> = Vec::new();
    for solver in nqueens_approaches::APPROACHES {
        let id = solver.info().id;
        let unit = solver.work(0).unit;
        let mut line = line_of(*solver, (words.name)(id, unit, None));
        let same = series.iter().position(|earlier| {
            earlier.points == line.points && earlier.continued == line.continued
        });
        if let Some(earlier) = same {
            line.name = (words.name)(id, unit, Some(ids[earlier]));
        }
        series.push(line);
        ids.push(id);
    }
    let max = CHART_N.end().to_string();
    Chart {
        title: words.title.clone(),
        x_label: words.x_label.clone(),
        y_label: words.y_label.clone(),
        x_range: CHART_N,
        y_tick: chart::power_of_ten,
        series,
        notes: words.notes.iter().map(|note| note.replace("{max}", &max)).collect(),
        family: words.family,
    }
}

/// The SVG text of `docs/work-counters.svg`.
pub fn svg() -> String {
    chart::render(&chart())
}
