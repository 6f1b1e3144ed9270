//! Reading criterion's results back: the median times of `docs/benchmarks.md`, and the chart
//! `docs/benchmarks.svg` with its Chinese twin `docs/benchmarks-zh.svg`.
//!
//! After `cargo bench`, criterion keeps one directory per benchmark under its output directory
//! (`target/criterion`, or `$CARGO_TARGET_DIR/criterion`): `<group>/<function>/<n>/new/` holds
//! `benchmark.json` (the ids) and `estimates.json` (the statistics, in nanoseconds). This module
//! reads the median of every benchmark and writes the tables of the results page, so no number
//! there is copied by hand. The page is the record: the charts are drawn from its scaling table
//! ([`recorded_scaling`], the medians as the table rounds them, in the words of [`chart_in`]),
//! by the docs test (`crates/xtask/tests/docs/charts.rs`), which fails when a committed chart is
//! not what the table draws.

use std::fmt::Write;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use nqueens_core::Solver;
use serde_json::Value;

use crate::chart::{self, Chart, Series};

/// One benchmark's result.
#[derive(Clone, Debug, PartialEq)]
pub struct Measurement {
    /// The criterion group, such as `scaling`.
    pub group: String,
    /// The function id, such as `backtrack-bitmask`.
    pub function: String,
    /// The parameter, such as `12`, if the benchmark has one.
    pub parameter: Option<String>,
    /// The median time of one run, in seconds.
    pub median_seconds: f64,
}

/// Criterion's output directory: `$CARGO_TARGET_DIR/criterion` when that variable is set,
/// otherwise `target/criterion` under the workspace root.
pub fn default_criterion_dir() -> PathBuf {
    match std::env::var_os("CARGO_TARGET_DIR") {
        Some(target) => PathBuf::from(target).join("criterion"),
        None => workspace_root().join("target").join("criterion"),
    }
}

/// The root of the workspace, which holds `docs/`.
pub fn workspace_root() -> PathBuf {
    // This crate lives in `benches/`, directly under the root.
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().map_or_else(PathBuf::new, Path::to_path_buf)
}

/// An error about the file at `path`.
fn invalid(path: &Path, what: &str) -> io::Error {
    io::Error::new(io::ErrorKind::InvalidData, format!("{}: {what}", path.display()))
}

/// Reads a JSON file.
fn read_json(path: &Path) -> io::Result<Value> {
    let text = fs::read_to_string(path)
        .map_err(|error| io::Error::new(error.kind(), format!("{}: {error}", path.display())))?;
    serde_json::from_str(&text).map_err(|error| invalid(path, &error.to_string()))
}

/// Reads one benchmark from its `new/` directory.
fn read_measurement(new: &Path) -> io::Result<Measurement> {
    let benchmark_path = new.join("benchmark.json");
    let benchmark = read_json(&benchmark_path)?;
    let text = |key: &str| benchmark.get(key).and_then(Value::as_str).map(str::to_string);
    let group = text("group_id").ok_or_else(|| invalid(&benchmark_path, "no group_id"))?;
    let function = text("function_id").unwrap_or_default();
    let parameter = text("value_str");
    let estimates_path = new.join("estimates.json");
    let estimates = read_json(&estimates_path)?;
    let median_nanos = estimates
        .pointer("/median/point_estimate")
        .and_then(Value::as_f64)
        .ok_or_else(|| invalid(&estimates_path, "no median/point_estimate"))?;
    Ok(Measurement { group, function, parameter, median_seconds: median_nanos * 1e-9 })
}

/// Every benchmark result under criterion's output directory `dir`, sorted by group, function
/// and parameter (numbers in numeric order).
///
/// # Errors
///
/// If a directory cannot be listed or a result cannot be read.
pub fn read_all(dir: &Path) -> io::Result<Vec<Measurement>> {
    let mut measurements = Vec::new();
    let mut pending = vec![dir.to_path_buf()];
    while let Some(directory) = pending.pop() {
        for entry in fs::read_dir(&directory).map_err(|error| {
            io::Error::new(error.kind(), format!("{}: {error}", directory.display()))
        })? {
            let path = entry?.path();
            if !path.is_dir() || path.file_name().is_some_and(|name| name == "report") {
                continue;
            }
            if path.file_name().is_some_and(|name| name == "new") {
                if path.join("benchmark.json").is_file() {
                    measurements.push(read_measurement(&path)?);
                }
            } else {
                pending.push(path);
            }
        }
    }
    sort(&mut measurements);
    Ok(measurements)
}

/// Sorts results by group, function and parameter (numbers in numeric order).
fn sort(measurements: &mut [Measurement]) {
    measurements.sort_by(|a, b| {
        let key = |m: &Measurement| {
            let number = m.parameter.as_deref().and_then(|p| p.parse::<u64>().ok());
            (m.group.clone(), m.function.clone(), number, m.parameter.clone())
        };
        key(a).cmp(&key(b))
    });
}

/// Combines the results of several runs of the same benchmarks into one result per benchmark:
/// the median of the runs' medians (for an even number of runs, the mean of the middle two).
/// A benchmark missing from some runs is combined from the runs that have it. The result is
/// sorted as [`read_all`] sorts.
///
/// ```
/// use nqueens_benches::timing::{Measurement, median_of_runs};
///
/// let run = |seconds| vec![Measurement {
///     group: "scaling".to_string(),
///     function: "subset".to_string(),
///     parameter: Some("4".to_string()),
///     median_seconds: seconds,
/// }];
/// let combined = median_of_runs(&[run(3.0), run(1.0), run(2.0)]);
/// assert_eq!(combined[0].median_seconds, 2.0);
/// ```
pub fn median_of_runs(runs: &[Vec<Measurement>]) -> Vec<Measurement> {
    let mut combined: Vec<Measurement> = Vec::new();
    for measurement in runs.iter().flatten() {
        let same = |m: &&Measurement| {
            m.group == measurement.group
                && m.function == measurement.function
                && m.parameter == measurement.parameter
        };
        if combined.iter().any(|m| same(&m)) {
            continue;
        }
        let mut seconds: Vec<f64> =
            runs.iter().flatten().filter(same).map(|m| m.median_seconds).collect();
        seconds.sort_by(f64::total_cmp);
        let middle = seconds.len() / 2;
        let median = if seconds.len() % 2 == 1 {
            seconds[middle]
        } else {
            (seconds[middle - 1] + seconds[middle]) / 2.0
        };
        combined.push(Measurement { median_seconds: median, ..measurement.clone() });
    }
    sort(&mut combined);
    combined
}

/// The median of `function` at `n` in `group`, in seconds, if it was measured.
pub fn median(measurements: &[Measurement], group: &str, function: &str, n: usize) -> Option<f64> {
    let parameter = n.to_string();
    measurements
        .iter()
        .find(|m| {
            m.group == group && m.function == function && m.parameter.as_deref() == Some(&parameter)
        })
        .map(|m| m.median_seconds)
}

/// The `scaling` medians of `solver`, as (n, seconds), in increasing n.
pub fn scaling_points(measurements: &[Measurement], solver: &dyn Solver) -> Vec<(usize, f64)> {
    let id = solver.info().id;
    let sizes = crate::sizes::scaling(solver);
    sizes
        .filter_map(|n| median(measurements, "scaling", id, n).map(|seconds| (n, seconds)))
        .collect()
}

/// A time as people read it, with three significant digits: `812 ns`, `4.27 µs`, `33.1 ms`,
/// `1.08 s`.
///
/// ```
/// use nqueens_benches::timing::human_time;
///
/// assert_eq!(human_time(4.271e-6), "4.27 µs");
/// assert_eq!(human_time(0.0331), "33.1 ms");
/// assert_eq!(human_time(1.084), "1.08 s");
/// assert_eq!(human_time(8.0e-8), "80.0 ns");
/// ```
pub fn human_time(seconds: f64) -> String {
    let (value, unit) = if seconds >= 1.0 {
        (seconds, "s")
    } else if seconds >= 1e-3 {
        (seconds * 1e3, "ms")
    } else if seconds >= 1e-6 {
        (seconds * 1e6, "µs")
    } else {
        (seconds * 1e9, "ns")
    };
    let decimals = if value >= 100.0 {
        0
    } else if value >= 10.0 {
        1
    } else {
        2
    };
    format!("{value:.decimals$} {unit}")
}

/// An amount of work as the results table writes it: exact with thousands separators
/// (`2,057`, `1,141,190,303`), one notation all the way down a column; only beyond 10^15, where
/// a float no longer holds every integer, three significant digits (`1.14e18`).
///
/// ```
/// use nqueens_benches::timing::work_amount;
///
/// assert_eq!(work_amount(856_189.0), "856,189");
/// assert_eq!(work_amount(1_141_190_303.0), "1,141,190,303");
/// assert_eq!(work_amount(1.14e18), "1.14e18");
/// assert_eq!(work_amount(1e16), "1e16");
/// ```
pub fn work_amount(value: f64) -> String {
    if value >= 1e15 {
        // `{:e}` writes 1.14e9; drop trailing zeros of the mantissa (1.00e9 → 1e9).
        let formatted = format!("{value:.2e}");
        let (mantissa, exponent) = formatted.split_once('e').unwrap_or((&formatted, ""));
        return format!("{}e{exponent}", mantissa.trim_end_matches('0').trim_end_matches('.'));
    }
    // Below 10^15 the float holds the integer exactly.
    let digits = (value.max(0.0).round() as u64).to_string();
    let mut grouped = String::new();
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index).is_multiple_of(3) {
            grouped.push(',');
        }
        grouped.push(digit);
    }
    grouped
}

/// The label of the y tick at 10^power seconds: `10 ns`, `1 µs`, `100 ms`, `10 s`.
fn time_tick(power: i32) -> String {
    let units = [(-9, "ns"), (-6, "µs"), (-3, "ms"), (0, "s")];
    // The largest unit not above the tick, so the number in front is 1, 10 or 100.
    let (unit_power, unit) = units
        .iter()
        .rev()
        .find(|(unit_power, _)| *unit_power <= power)
        .copied()
        .unwrap_or(units[0]);
    let digits = power - unit_power;
    if (0..3).contains(&digits) || unit_power == 0 {
        format!("1{} {unit}", "0".repeat(usize::try_from(digits).unwrap_or(0)))
    } else {
        format!("{} s", chart::power_of_ten(power))
    }
}

/// The words of the timing chart in one language.
pub struct Words {
    /// The caption above the chart.
    pub title: String,
    /// The label of the x axis.
    pub x_label: String,
    /// The label of the y axis.
    pub y_label: String,
    /// The lines under the legend.
    pub notes: Vec<String>,
    /// The font family of the chart's texts ([`Chart::family`]).
    pub family: &'static str,
}

/// The words of the timing chart in English.
pub fn english() -> Words {
    Words {
        title: "Time to count every solution, by approach (criterion medians)".to_string(),
        x_label: "n (board size)".to_string(),
        y_label: "median time of one count".to_string(),
        notes: [
            "cargo bench --bench scaling, release build,",
            "2-core x86-64; see docs/benchmarks.md.",
            "parallel runs on both cores and uses",
            "the symmetries of the square.",
        ]
        .map(str::to_string)
        .to_vec(),
        family: chart::SANS,
    }
}

/// The chart of the `scaling` medians in English: one line per approach, time per run against n.
pub fn chart(measurements: &[Measurement]) -> Chart {
    chart_in(measurements, &english())
}

/// The chart of the `scaling` medians in `words`: one line per approach (named by its id, which
/// is code in every language), time per run against n.
pub fn chart_in(measurements: &[Measurement], words: &Words) -> Chart {
    let series: Vec<Series> = nqueens_approaches::APPROACHES
        .iter()
        .map(|solver| Series {
            name: solver.info().id.to_string(),
            points: scaling_points(measurements, *solver),
            continued: Vec::new(),
        })
        .filter(|series| !series.points.is_empty())
        .collect();
    let first = series.iter().filter_map(|s| s.points.first().map(|&(n, _)| n)).min().unwrap_or(1);
    let last = series.iter().filter_map(|s| s.points.last().map(|&(n, _)| n)).max().unwrap_or(1);
    Chart {
        title: words.title.clone(),
        x_label: words.x_label.clone(),
        y_label: words.y_label.clone(),
        x_range: first..=last,
        y_tick: time_tick,
        series,
        notes: words.notes.clone(),
        family: words.family,
    }
}

/// The header of the scaling table ([`scaling_table`]), by which [`recorded_scaling`] finds it
/// on the results page.
pub const SCALING_HEADER: &str = "| approach | n | median time | × from n − 1 (measured) | × from n − 1 (work) | work | ns per unit |";

/// A time as [`human_time`] writes it, read back in seconds: `4.27 µs` is 4.27e-6.
///
/// ```
/// use nqueens_benches::timing::parse_time;
///
/// let close = |text, seconds: f64| (parse_time(text).unwrap() / seconds - 1.0).abs() < 1e-12;
/// assert!(close("33.1 ms", 0.0331));
/// assert!(close("80.0 ns", 8.0e-8));
/// assert!(close("1.08 s", 1.08));
/// assert_eq!(parse_time("fast"), None);
/// ```
pub fn parse_time(text: &str) -> Option<f64> {
    let (value, unit) = text.trim().split_once(' ')?;
    let value: f64 = value.parse().ok()?;
    let scale = match unit {
        "s" => 1.0,
        "ms" => 1e3,
        "µs" => 1e6,
        "ns" => 1e9,
        _ => return None,
    };
    (value.is_finite() && value > 0.0).then(|| value / scale)
}

/// The `scaling` medians as the results page records them: the rows of its scaling table (the
/// table under [`SCALING_HEADER`]), each median as the table rounds it, three significant digits.
/// The committed charts are drawn from these, so the page's table is their one source.
///
/// # Errors
///
/// If `page` has no scaling table, or a row of it names no approach, has no whole n or no time.
pub fn recorded_scaling(page: &str) -> Result<Vec<Measurement>, String> {
    let mut lines = page.lines().skip_while(|line| line.trim() != SCALING_HEADER);
    if lines.next().is_none() {
        return Err(format!("no table headed {SCALING_HEADER:?}"));
    }
    let mut measurements = Vec::new();
    // The line under the header aligns the columns; the rows follow up to the first other line.
    for row in lines.skip(1).take_while(|line| line.starts_with('|')) {
        let cells: Vec<&str> = row.trim_matches('|').split('|').map(str::trim).collect();
        let (Some(id), Some(n), Some(time)) = (cells.first(), cells.get(1), cells.get(2)) else {
            return Err(format!("a row without approach, n and time: {row}"));
        };
        let known = nqueens_approaches::APPROACHES.iter().any(|solver| solver.info().id == *id);
        let n_ok = n.parse::<usize>().is_ok();
        match parse_time(time) {
            Some(seconds) if known && n_ok => measurements.push(Measurement {
                group: "scaling".to_string(),
                function: id.to_string(),
                parameter: Some(n.to_string()),
                median_seconds: seconds,
            }),
            _ => return Err(format!("a row that is not an approach, an n and a time: {row}")),
        }
    }
    sort(&mut measurements);
    Ok(measurements)
}

/// The scaling table of the results page: for every approach and n, the median time, the growth
/// from n − 1 next to the growth of the work, the work, and the time per unit of work.
pub fn scaling_table(measurements: &[Measurement]) -> String {
    let mut table = format!("{SCALING_HEADER}\n|---|---:|---:|---:|---:|---:|---:|\n");
    for solver in nqueens_approaches::APPROACHES {
        let mut previous: Option<(usize, f64)> = None;
        for (n, seconds) in scaling_points(measurements, *solver) {
            let work = solver.work(n);
            let (measured, theory) = match previous {
                Some((previous_n, previous_seconds)) if previous_n + 1 == n => {
                    let previous_work = solver.work(previous_n).estimate;
                    (
                        format!("×{:.2}", seconds / previous_seconds),
                        format!("×{:.2}", work.estimate / previous_work),
                    )
                }
                _ => (String::new(), String::new()),
            };
            let nanos_per_unit = seconds * 1e9 / work.estimate;
            // Writing to a String cannot fail.
            let _ = writeln!(
                table,
                "| {} | {n} | {} | {measured} | {theory} | {} {} | {:.2} |",
                solver.info().id,
                human_time(seconds),
                work_amount(work.estimate),
                work.unit.name(),
                nanos_per_unit,
            );
            previous = Some((n, seconds));
        }
    }
    table
}

/// A table of one group's medians: one row per function, one column per parameter.
pub fn group_table(measurements: &[Measurement], group: &str) -> String {
    let in_group: Vec<&Measurement> = measurements.iter().filter(|m| m.group == group).collect();
    let mut parameters: Vec<&str> = Vec::new();
    let mut functions: Vec<&str> = Vec::new();
    for m in &in_group {
        let parameter = m.parameter.as_deref().unwrap_or("");
        if !parameters.contains(&parameter) {
            parameters.push(parameter);
        }
        if !functions.contains(&m.function.as_str()) {
            functions.push(&m.function);
        }
    }
    // Parameters in numeric order; functions follow the registry where they can.
    parameters.sort_by_key(|parameter| (parameter.parse::<u64>().ok(), *parameter));
    let rank = |function: &str| {
        nqueens_approaches::APPROACHES
            .iter()
            .position(|solver| function.starts_with(solver.info().id))
            // A function of criterion's results that names no approach sorts last.
            .unwrap_or(usize::MAX)
    };
    functions.sort_by_key(|function| (rank(function), *function));
    let mut table = format!("| {group} |");
    for parameter in &parameters {
        let _ = write!(table, " n = {parameter} |");
    }
    table.push_str("\n|---|");
    table.push_str(&"---:|".repeat(parameters.len()));
    table.push('\n');
    for function in functions {
        let _ = write!(table, "| {function} |");
        for parameter in &parameters {
            let cell = in_group
                .iter()
                .find(|m| {
                    m.function == function && m.parameter.as_deref().unwrap_or("") == *parameter
                })
                .map_or_else(|| "–".to_string(), |m| human_time(m.median_seconds));
            let _ = write!(table, " {cell} |");
        }
        table.push('\n');
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_ticks_read_as_units() {
        assert_eq!(time_tick(-9), "1 ns");
        assert_eq!(time_tick(-7), "100 ns");
        assert_eq!(time_tick(-6), "1 µs");
        assert_eq!(time_tick(-2), "10 ms");
        assert_eq!(time_tick(0), "1 s");
        assert_eq!(time_tick(2), "100 s");
        assert_eq!(time_tick(-10), "10⁻¹⁰ s");
    }

    #[test]
    fn results_are_read_back_from_criterion_files() {
        let dir = std::env::temp_dir().join(format!("nqueens-benches-{}", std::process::id()));
        let new = dir.join("scaling").join("subset").join("4").join("new");
        fs::create_dir_all(&new).expect("temporary directory");
        fs::write(
            new.join("benchmark.json"),
            r#"{"group_id":"scaling","function_id":"subset","value_str":"4"}"#,
        )
        .expect("write benchmark.json");
        fs::write(new.join("estimates.json"), r#"{"median":{"point_estimate":81234.5}}"#)
            .expect("write estimates.json");
        let measurements = read_all(&dir).expect("read back");
        fs::remove_dir_all(&dir).expect("clean up");
        let seconds = median(&measurements, "scaling", "subset", 4).expect("measured");
        assert!((seconds - 81_234.5e-9).abs() < 1e-15, "{seconds}");
        assert_eq!(median(&measurements, "scaling", "subset", 5), None);
        let table = scaling_table(&measurements);
        assert!(
            table.contains("| subset | 4 | 81.2 µs |  |  | 65,536 candidates | 1.24 |"),
            "{table}"
        );
    }

    #[test]
    fn the_scaling_table_reads_back_as_it_rounds_the_medians() {
        let measured = |function: &str, n: usize, median_seconds| Measurement {
            group: "scaling".to_string(),
            function: function.to_string(),
            parameter: Some(n.to_string()),
            median_seconds,
        };
        // In the order `recorded_scaling` sorts them: by function, then n.
        let measurements = vec![
            measured("backtrack-bitmask", 12, 6.5129e-3),
            measured("subset", 3, 1.2534e-6),
            measured("subset", 4, 1.4311e-4),
        ];
        let page = format!("Some prose.\n\n{}\nMore prose.\n", scaling_table(&measurements));
        let recorded = recorded_scaling(&page).expect("the table reads back");
        assert_eq!(recorded.len(), measurements.len());
        for (read, measured) in recorded.iter().zip(&measurements) {
            assert_eq!(
                (&read.function, &read.parameter),
                (&measured.function, &measured.parameter)
            );
            // Three significant digits: within half a unit of the third.
            let error = (read.median_seconds / measured.median_seconds - 1.0).abs();
            assert!(error < 0.005, "{read:?} against {measured:?}");
            assert_eq!(human_time(read.median_seconds), human_time(measured.median_seconds));
        }
        assert!(recorded_scaling("no table here").is_err());
        let broken = format!("{SCALING_HEADER}\n|---|\n| subset | four | 1 ms |\n");
        assert!(recorded_scaling(&broken).is_err());
    }
}
