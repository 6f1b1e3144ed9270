//! `nqueens compare`: every approach on the same board, side by side.

use std::io::{self, Write};

use nqueens_approaches::{APPROACHES, find};
use nqueens_core::{Options, Solver, WorkCounts, WorkUnit};
use serde::Serialize;

use crate::args::{ColorChoice, CompareArgs, CompareFormat};
use crate::budget::{COMPARE_SECONDS, Plan, Run, Skip};
use crate::failure::Outcome;
use crate::format::{Table, amount_of, duration_in, exact, in_words_in, thousands};
use crate::output::{self, Progress};
use crate::report::{Count, estimate};
use crate::timing::{self, Timing};
use nqueens_walk::phrases::{Lang, count_in, say};

/// Runs every chosen approach within the budget, counting its work exactly, and prints one row
/// for each; the table's header in colour as `color` says, its words in `lang` (the data formats
/// are the same in every language).
pub(crate) fn run(args: &CompareArgs, color: ColorChoice, lang: Lang) -> Outcome {
    let mut solvers: Vec<&'static dyn Solver> = Vec::new();
    for approach in &args.approaches {
        // An approach named twice is compared once.
        if !solvers.iter().any(|solver| solver.info().id == approach.0.info().id) {
            solvers.push(approach.0);
        }
    }
    let everyone = solvers.is_empty();
    if everyone {
        solvers = APPROACHES.to_vec();
    }
    let rows: Vec<Row> =
        solvers.into_iter().map(|solver| Row::measure(solver, args.n, lang)).collect();
    let mut out = output::stdout();
    match args.format {
        CompareFormat::Table => {
            let color = output::use_color(color, out.is_terminal());
            write_table(&mut out, args.n, everyone, &rows, color, lang)?;
        }
        CompareFormat::Json => {
            serde_json::to_writer(&mut out, &rows)?;
            writeln!(out)?;
        }
        CompareFormat::Csv => {
            let mut writer = csv::Writer::from_writer(&mut out);
            for row in &rows {
                writer.serialize(row).map_err(io::Error::other)?;
            }
            writer.flush()?;
        }
    }
    out.flush()?;
    Ok(())
}

/// What happened to one approach.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
enum Status {
    /// It ran, and its counters are exact.
    Ran,
    /// It would take longer than the budget, so it did not run.
    Skipped,
    /// It cannot represent the board.
    TooLarge,
}

/// One row of the comparison; the same fields in every format. A field that does not apply, or
/// a number too large for a float, is empty in CSV and `null` in JSON.
#[derive(Clone, Debug, Serialize)]
struct Row {
    approach: &'static str,
    status: Status,
    /// The solutions found.
    solutions: Option<u64>,
    /// Candidate boards tested (brute force).
    candidates: Option<u64>,
    /// Search-tree nodes entered (backtracking).
    nodes: Option<u64>,
    /// Cells examined (backtracking).
    cells: Option<u64>,
    /// Tasks run (a task counter, which reports no other counter).
    tasks: Option<usize>,
    /// What the approach counts as its work.
    work_unit: &'static str,
    /// The same, for people.
    #[serde(skip)]
    unit: WorkUnit,
    /// The work as a float, for people.
    #[serde(skip)]
    work_estimate: f64,
    /// The work the approach needs at n: 2^(n²), C(n², n) or n! candidates, or the nodes of
    /// the search tree, where it is known exactly (a whole number, or its digits as a string
    /// beyond 64 bits); [`Row::estimated_work`] where it is not.
    work: Option<Count>,
    /// The time the reference machine would take, in seconds (to the nanosecond).
    estimated_seconds: Option<f64>,
    /// The median time of one run here, in seconds.
    seconds: Option<f64>,
    /// Units of work per second at the median time, for the approaches that walk all of their
    /// work.
    work_per_second: Option<f64>,
    /// Why the approach did not run.
    reason: Option<String>,
    /// The same, in the run's language, for people.
    #[serde(skip)]
    note: Option<String>,
    /// Cells marked as attacked on a board of attacks (a search that keeps one, and marked
    /// cells). After the fields above, so that their columns keep their places in CSV.
    marks: Option<u64>,
    /// The number of timed runs the median and the spread are taken from (after one run to
    /// warm up, unless one run alone took long enough).
    runs: Option<usize>,
    /// The low end of the spread: the time below which a quarter of the runs fell, in seconds.
    seconds_low: Option<f64>,
    /// The high end of the spread: the time below which three quarters of the runs fell, in
    /// seconds.
    seconds_high: Option<f64>,
    /// The work the approach needs at n, estimated to three significant digits, where it is not
    /// known exactly (and fits a float). Last, so that the columns before keep their places in
    /// CSV.
    estimated_work: Option<f64>,
    /// The runs themselves, to tell which times overlap.
    #[serde(skip)]
    timing: Option<Timing>,
}

impl Row {
    /// Runs `solver` at n if it can and the budget allows, counting its work; why it did not
    /// run is said in English for the data and in `lang` for people.
    fn measure(solver: &'static dyn Solver, n: usize, lang: Lang) -> Self {
        let info = solver.info();
        let work = solver.work(n);
        let plan = Plan::new(solver, n, Run::Compare);
        let estimated_seconds = plan.estimated_seconds();
        let mut row = Row {
            approach: info.id,
            status: Status::Ran,
            solutions: None,
            candidates: None,
            nodes: None,
            cells: None,
            tasks: None,
            work_unit: work.unit.name(),
            unit: work.unit,
            work_estimate: work.estimate,
            work: work.exact.map(Count),
            estimated_work: (work.exact.is_none() && work.estimate.is_finite())
                .then(|| estimate(work.estimate)),
            estimated_seconds: estimated_seconds
                .is_finite()
                .then(|| (estimated_seconds * 1e9).round() / 1e9),
            seconds: None,
            work_per_second: None,
            reason: None,
            note: None,
            marks: None,
            runs: None,
            seconds_low: None,
            seconds_high: None,
            timing: None,
        };
        if let Some(skip) = plan.compare_skip() {
            row.status = match skip {
                Skip::TooLarge(_) => Status::TooLarge,
                Skip::OverBudget(_) => Status::Skipped,
            };
            row.reason = Some(skip.reason());
            row.note = plan.in_lang(lang).compare_skip().map(Skip::reason);
            return row;
        }
        let time = duration_in(lang, estimated_seconds);
        let progress = Progress::spinner(
            estimated_seconds,
            say(lang, "progress.compare", &[("id", &info.id), ("n", &n), ("time", &time)]),
        );
        // Every run counts the same work, so the first run's counters stand for all of them.
        let measured = timing::time_repeatedly(|| {
            match solver.task_counter() {
                // A task counter skips most of the tree by symmetry, on every core, and
                // reports tasks instead of nodes: time the counter itself, not its listing
                // search.
                Some(counter) => {
                    counter.count_tasks(n, &Options::default(), &|_, _| {}).map(|tally| {
                        let counts = WorkCounts { solutions: tally.total, ..WorkCounts::default() };
                        (counts, tally.tasks)
                    })
                }
                None => solver.count_with_work(n).map(|counts| (counts, 0)),
            }
        });
        drop(progress);
        let ((counts, tasks), timing) = match measured {
            Ok(measured) => measured,
            Err(error) => {
                // Unreachable after the size check, but reported rather than assumed.
                row.status = Status::TooLarge;
                row.reason = Some(error.to_string());
                row.note = Some(crate::failure::core_error(&error, lang));
                return row;
            }
        };
        if plan.counts_in_tasks() {
            row.tasks = Some(tasks);
        }
        let seconds = timing.median();
        row.runs = Some(timing.runs());
        row.seconds_low = Some(timing.lower_quartile());
        row.seconds_high = Some(timing.upper_quartile());
        row.timing = Some(timing);
        let WorkCounts { candidates, nodes, cells, marks, solutions } = counts;
        row.solutions = Some(solutions);
        row.seconds = Some(seconds);
        // A task counter walks only part of the plain tree: no rate for it.
        let done = match (row.tasks, work.unit) {
            (Some(_), _) => None,
            (None, WorkUnit::Candidates) => {
                row.candidates = Some(candidates);
                Some(candidates as f64)
            }
            (None, WorkUnit::Nodes) => {
                row.nodes = Some(nodes);
                row.cells = Some(cells);
                row.marks = (marks > 0).then_some(marks);
                Some(nodes as f64)
            }
        };
        row.work_per_second = done.filter(|_| seconds > 0.0).map(|done| done / seconds);
        row
    }
}

/// Writes the rows as an aligned table, with a note for each approach that did not run, in
/// colour when `color` is set, in `lang`.
fn write_table(
    out: &mut impl Write,
    n: usize,
    everyone: bool,
    rows: &[Row],
    color: bool,
    lang: Lang,
) -> io::Result<()> {
    let ids: Vec<&str> = rows.iter().map(|row| row.approach).collect();
    let budget = duration_in(lang, COMPARE_SECONDS);
    let title = match ids.as_slice() {
        _ if everyone => {
            Some(say(lang, "compare.title.everyone", &[("n", &n), ("budget", &budget)]))
        }
        [id] => Some(say(lang, "compare.title.one", &[("n", &n), ("id", id), ("budget", &budget)])),
        [first @ .., last] => {
            let ids = first.join(&say(lang, "ui.list", &[]));
            let values: [(&str, &dyn std::fmt::Display); 4] =
                [("n", &n), ("ids", &ids), ("last", last), ("budget", &budget)];
            Some(say(lang, "compare.title.some", &values))
        }
        [] => None,
    };
    if let Some(title) = title {
        writeln!(out, "{title}")?;
    }
    let total = duration_in(lang, timing::MIN_TOTAL_SECONDS);
    writeln!(out, "{}", say(lang, "compare.timing", &[("total", &total)]))?;
    writeln!(out)?;
    // The marks get a column only when an approach marked cells.
    let marks = rows.iter().any(|row| row.marks.is_some());
    let mut columns = vec![
        ("approach", false),
        ("solutions", true),
        ("candidates", true),
        ("nodes", true),
        ("cells", true),
    ];
    if marks {
        columns.push(("marks", true));
    }
    columns.extend([
        ("work", true),
        ("time", true),
        ("spread", true),
        ("runs", true),
        ("rate", true),
    ]);
    let titles: Vec<String> =
        columns.iter().map(|(name, _)| say(lang, &format!("compare.column.{name}"), &[])).collect();
    let columns: Vec<(&str, bool)> = titles
        .iter()
        .zip(&columns)
        .map(|(title, &(_, numeric))| (title.as_str(), numeric))
        .collect();
    let mut table = Table::new(&columns);
    let none = || "·".to_string();
    let counter = |value: Option<u64>| value.map_or_else(none, thousands);
    let duration = |seconds: f64| duration_in(lang, seconds);
    for row in rows {
        let (solutions, time) = match row.status {
            Status::Ran => (
                row.solutions.map_or_else(none, thousands),
                row.seconds.map_or_else(none, duration),
            ),
            Status::Skipped => (
                say(lang, "compare.skipped", &[]),
                row.estimated_seconds
                    .map_or_else(none, |seconds| format!("~{}", duration(seconds))),
            ),
            Status::TooLarge => (say(lang, "compare.too_large", &[]), none()),
        };
        let amount = match row.work {
            Some(Count(amount)) => exact(amount),
            _ => format!("~{}", in_words_in(lang, row.work_estimate)),
        };
        let mut cells = vec![
            row.approach.to_string(),
            solutions,
            counter(row.candidates),
            counter(row.nodes),
            counter(row.cells),
        ];
        if marks {
            cells.push(counter(row.marks));
        }
        let spread = match (row.runs, row.seconds_low, row.seconds_high) {
            (Some(runs), Some(low), Some(high)) if runs > 1 => duration_range(lang, low, high),
            _ => none(),
        };
        cells.extend([
            amount_of(lang, row.unit, row.work_estimate, &amount),
            time,
            spread,
            row.runs.map_or_else(none, |runs| thousands(u64::try_from(runs).unwrap_or(u64::MAX))),
            row.work_per_second.map_or_else(none, |rate| in_words_in(lang, rate)),
        ]);
        table.push(cells);
    }
    table.write_styled(out, color)?;
    let mut notes: Vec<String> = rows.iter().filter_map(|row| row.note.clone()).collect();
    for row in rows {
        let counter = find(row.approach).and_then(|solver| solver.task_counter());
        if let (Some(tasks), Some(_)) = (row.tasks, counter) {
            // What the counter names in English, the phrase book names for each counter (a test
            // holds the two to the same words).
            let symmetry = say(lang, &format!("symmetry.{}", row.approach), &[]);
            let yardstick = say(lang, &format!("yardstick.{}", row.approach), &[]);
            let tasks = count_in(lang, "tasks", u64::try_from(tasks).unwrap_or(u64::MAX));
            let values: [(&str, &dyn std::fmt::Display); 4] = [
                ("id", &row.approach),
                ("symmetry", &symmetry),
                ("tasks", &tasks),
                ("yardstick", &yardstick),
            ];
            notes.push(say(lang, "compare.tasks", &values));
        }
    }
    if let Some(note) = overlap_note(rows, lang) {
        notes.push(note);
    }
    if !notes.is_empty() {
        writeln!(out)?;
        for note in notes {
            writeln!(out, "- {note}")?;
        }
    }
    Ok(())
}

/// The note on which times this run cannot order: every two approaches whose spreads overlap,
/// or `none`. `None` when fewer than two approaches ran.
fn overlap_note(rows: &[Row], lang: Lang) -> Option<String> {
    let timed: Vec<(&str, &Timing)> =
        rows.iter().filter_map(|row| Some((row.approach, row.timing.as_ref()?))).collect();
    if timed.len() < 2 {
        return None;
    }
    let mut pairs = Vec::new();
    for (index, (first, first_timing)) in timed.iter().enumerate() {
        for (second, second_timing) in timed.iter().skip(index + 1) {
            if first_timing.overlaps(second_timing) {
                let values: [(&str, &dyn std::fmt::Display); 2] =
                    [("first", first), ("second", second)];
                pairs.push(say(lang, "compare.overlap.pair", &values));
            }
        }
    }
    if pairs.is_empty() {
        pairs.push(say(lang, "compare.overlap.none", &[]));
    }
    let pairs = pairs.join(&say(lang, "compare.overlap.separator", &[]));
    Some(say(lang, "compare.overlap", &[("pairs", &pairs)]))
}

/// A spread from `low` to `high` seconds, with the unit written once when both ends share it:
/// `16.5–17.3 µs`, `980 ns–1.02 µs`, in `lang`.
fn duration_range(lang: Lang, low: f64, high: f64) -> String {
    let (low, high) = (duration_in(lang, low), duration_in(lang, high));
    // The unit with the space before it (a no-break space in Chinese).
    let split = |text: &str| {
        text.find([' ', '\u{a0}']).map(|at| (text[..at].to_string(), text[at..].to_string()))
    };
    match (split(&low), split(&high)) {
        (Some((low_amount, low_unit)), Some((high_amount, high_unit))) if low_unit == high_unit => {
            format!("{low_amount}–{high_amount}{high_unit}")
        }
        _ => format!("{low}–{high}"),
    }
}
