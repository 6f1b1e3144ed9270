//! The result of a count, as `count` prints it and `sum` reads it back from JSON.

use std::io::{self, Write};

use nqueens_core::{Kind, Solver, Tally, WorkCounts, WorkUnit};
use serde::{Deserialize, Serialize};

use crate::args::CountFormat;
use crate::format::{amount_of, duration_in, exact, in_words_in, thousands};
use nqueens_walk::phrases::{Lang, say};
use textwrap::core::display_width;

/// What a count's work counts, as JSON names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub(crate) enum Unit {
    /// Candidate boards tested by a brute-force scan.
    Candidates,
    /// Nodes entered by a backtracking search.
    Nodes,
}

impl From<WorkUnit> for Unit {
    fn from(unit: WorkUnit) -> Self {
        match unit {
            WorkUnit::Candidates => Unit::Candidates,
            WorkUnit::Nodes => Unit::Nodes,
        }
    }
}

impl From<Unit> for WorkUnit {
    fn from(unit: Unit) -> Self {
        match unit {
            Unit::Candidates => WorkUnit::Candidates,
            Unit::Nodes => WorkUnit::Nodes,
        }
    }
}

/// A count of work in JSON: a whole number while it fits 64 bits (up to 18,446,744,073,709,551,615),
/// and beyond that its decimal digits as a string (`"18446744073709551616"`), so that every
/// reader gets it exactly: no JSON number beyond the u64 range, and never a float. It reads
/// back from either form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Count(pub(crate) u128);

impl Serialize for Count {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match u64::try_from(self.0) {
            Ok(value) => serializer.serialize_u64(value),
            Err(_) => serializer.serialize_str(&self.0.to_string()),
        }
    }
}

impl<'de> Deserialize<'de> for Count {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        /// A whole number of 0 or more, or its decimal digits as a string.
        #[derive(Deserialize)]
        #[serde(untagged, expecting = "a whole number, or its decimal digits as a string")]
        enum Written {
            Number(u64),
            Digits(String),
        }
        match Written::deserialize(deserializer)? {
            Written::Number(value) => Ok(Count(u128::from(value))),
            Written::Digits(digits) if digits.bytes().all(|byte| byte.is_ascii_digit()) => {
                digits.parse().map(Count).map_err(|_| {
                    serde::de::Error::custom("a count of more than 39 digits, beyond any count")
                })
            }
            Written::Digits(_) => {
                Err(serde::de::Error::custom("a count as a string holds decimal digits only"))
            }
        }
    }
}

/// An estimate, to three significant digits, the precision the estimates have: JSON writes it as
/// a number with a fraction or an exponent (`1.99e+20`), in a field whose name says `estimated`.
pub(crate) fn estimate(value: f64) -> f64 {
    // The float nearest to the three digits, which JSON then writes with those digits alone.
    format!("{value:.2e}").parse().unwrap_or(value)
}

/// The version of the JSON of a count, which `sum` requires: it changes whenever a field does.
pub(crate) const VERSION: u32 = 1;

/// The result of a count, as `count` prints it and `sum` reads it back from JSON. Reading it is
/// strict: every field this version does not know is refused.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(expecting = "a JSON object", deny_unknown_fields)]
pub(crate) struct CountReport {
    /// The version of this format, [`VERSION`].
    pub(crate) version: u32,
    /// The size of the board.
    pub(crate) n: usize,
    /// The approach that counted.
    pub(crate) approach: String,
    /// The number of solutions (in this shard, for a shard).
    pub(crate) count: u64,
    /// The number of unique solutions, when counted.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) unique: Option<u64>,
    /// The slice of the tasks, `I/K`, for a shard.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) shard: Option<String>,
    /// The tasks counted (counters of tasks only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) tasks: Option<usize>,
    /// The tasks of the whole count (counters of tasks only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) tasks_total: Option<usize>,
    /// The threads the tasks ran on (counters of tasks only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) threads: Option<usize>,
    /// The work the search did, in `work_unit`, counted as it ran (one-thread approaches only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) work: Option<u64>,
    /// What the work counts: `candidates` or `nodes`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) work_unit: Option<Unit>,
    /// The cells a backtracking search examined, counted as it ran.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) cells: Option<u64>,
    /// The cells a search that keeps a board of attacked cells marked (and cleared again),
    /// counted as it ran; only when it marked any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) marks: Option<u64>,
    /// The nodes of the plain row-by-row search tree for n, where the exact number is known: the
    /// yardstick of the parallel counter, which skips most of them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) plain_tree_nodes: Option<Count>,
    /// The estimated nodes of the plain tree, where the exact number is not known, to three
    /// significant digits.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) estimated_plain_tree_nodes: Option<f64>,
    /// The shards that `sum --recount` counted again and found the same (`whole` for a whole
    /// count).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) recounted: Option<Vec<String>>,
    /// The time the count took, in seconds.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) seconds: Option<f64>,
}

impl CountReport {
    /// The report of a count by an approach that counted its work as it ran.
    pub(crate) fn measured(
        n: usize,
        solver: &dyn Solver,
        counts: &WorkCounts,
        unique: Option<u64>,
        seconds: f64,
    ) -> Self {
        let work_unit = solver.work(n).unit;
        let (work, cells, marks) = match work_unit {
            WorkUnit::Candidates => (counts.candidates, None, None),
            WorkUnit::Nodes => {
                (counts.nodes, Some(counts.cells), (counts.marks > 0).then_some(counts.marks))
            }
        };
        Self {
            version: VERSION,
            n,
            approach: solver.info().id.to_string(),
            count: counts.solutions,
            unique,
            shard: None,
            tasks: None,
            tasks_total: None,
            threads: None,
            work: Some(work),
            work_unit: Some(work_unit.into()),
            cells,
            marks,
            plain_tree_nodes: None,
            estimated_plain_tree_nodes: None,
            recounted: None,
            seconds: Some(seconds),
        }
    }

    /// The report of a parallel count, or of the sum of shards, without its time and threads.
    pub(crate) fn from_tally(tally: &Tally, solver: &dyn Solver) -> Self {
        let mut report = Self {
            version: VERSION,
            n: tally.n,
            approach: solver.info().id.to_string(),
            count: tally.total,
            unique: tally.unique,
            shard: tally.shard.map(|shard| shard.to_string()),
            tasks: Some(tally.tasks),
            tasks_total: Some(tally.tasks_total),
            threads: None,
            work: None,
            work_unit: None,
            cells: None,
            marks: None,
            plain_tree_nodes: None,
            estimated_plain_tree_nodes: None,
            recounted: None,
            seconds: None,
        };
        // The yardstick is the plain tree of the whole search, not of a shard, for a counter
        // whose stated work is that tree (not the pairs of halves of meet-in-the-middle).
        if tally.shard.is_none() && solver.info().kind == Kind::TaskCounter {
            let tree = solver.work(tally.n);
            report.plain_tree_nodes = tree.exact.map(Count);
            report.estimated_plain_tree_nodes =
                tree.exact.is_none().then_some(estimate(tree.estimate));
        }
        report
    }

    /// Writes the report as text in `lang`, or as JSON (the same in every language).
    pub(crate) fn write(
        &self,
        out: &mut impl Write,
        format: CountFormat,
        lang: Lang,
    ) -> io::Result<()> {
        match format {
            CountFormat::Json => {
                serde_json::to_writer(&mut *out, self)?;
                writeln!(out)
            }
            CountFormat::Text => self.write_text(out, lang),
        }
    }

    /// Writes the report as `label  value` lines in `lang`, the values lined up by display
    /// width.
    fn write_text(&self, out: &mut impl Write, lang: Lang) -> io::Result<()> {
        let n = self.n;
        let label = |name: &str| say(lang, &format!("count.label.{name}"), &[]);
        let mut lines: Vec<(String, String)> =
            vec![(label("n"), n.to_string()), (label("approach"), self.approach.clone())];
        if let Some(shard) = &self.shard {
            lines.push((label("shard"), say(lang, "count.shard", &[("shard", shard)])));
        }
        let count = thousands(self.count);
        let solutions = match (self.count, &self.shard) {
            (_, Some(_)) => say(lang, "count.in_shard", &[("count", &count)]),
            (0, None) => say(lang, "count.none", &[("n", &n)]),
            (1, None) if n == 0 => say(lang, "count.empty_board", &[]),
            (_, None) => count,
        };
        lines.push((label("solutions"), solutions));
        if let Some(unique) = self.unique {
            let key = if self.shard.is_some() { "count.unique.in_shard" } else { "count.unique" };
            lines.push((label("unique"), say(lang, key, &[("count", &thousands(unique))])));
        }
        if let (Some(tasks), Some(tasks_total)) = (self.tasks, self.tasks_total) {
            let values: [(&str, &dyn std::fmt::Display); 2] =
                [("done", &exact(tasks as u128)), ("total", &exact(tasks_total as u128))];
            lines.push((label("tasks"), say(lang, "count.tasks", &values)));
        }
        if let Some(threads) = self.threads {
            lines.push((label("threads"), threads.to_string()));
        }
        if let (Some(work), Some(work_unit)) = (self.work, self.work_unit) {
            let work_unit = WorkUnit::from(work_unit);
            let name = match work_unit {
                WorkUnit::Candidates => "candidates",
                WorkUnit::Nodes => "nodes",
            };
            lines.push((label(name), thousands(work)));
            if let Some(cells) = self.cells {
                lines.push((label("cells"), thousands(cells)));
            }
            if let Some(marks) = self.marks {
                lines.push((
                    label("marks"),
                    say(lang, "count.marks", &[("count", &thousands(marks))]),
                ));
            }
            if let Some(seconds) = self.seconds {
                let time = duration_in(lang, seconds);
                let time = if seconds > 0.0 {
                    let rate = work as f64 / seconds;
                    let amount = amount_of(lang, work_unit, rate, &in_words_in(lang, rate));
                    say(lang, "count.rate", &[("time", &time), ("amount", &amount)])
                } else {
                    time
                };
                lines.push((label("time"), time));
            }
        } else if let Some(seconds) = self.seconds {
            lines.push((label("time"), duration_in(lang, seconds)));
        }
        let tree = match (self.plain_tree_nodes, self.estimated_plain_tree_nodes) {
            (Some(Count(nodes)), _) => {
                Some(amount_of(lang, WorkUnit::Nodes, nodes as f64, &exact(nodes)))
            }
            (None, Some(nodes)) => {
                let amount = amount_of(lang, WorkUnit::Nodes, nodes, &in_words_in(lang, nodes));
                Some(say(lang, "count.about", &[("amount", &amount)]))
            }
            (None, None) => None,
        };
        if let Some(tree) = tree {
            lines.push((label("yardstick"), say(lang, "count.yardstick", &[("tree", &tree)])));
        }
        if let Some(recounted) = &self.recounted {
            let shards: Vec<String> =
                recounted
                    .iter()
                    .map(|shard| {
                        if shard == "whole" { say(lang, "count.whole", &[]) } else { shard.clone() }
                    })
                    .collect();
            let shards = shards.join(&say(lang, "ui.list", &[]));
            lines.push((label("recounted"), say(lang, "count.recounted", &[("shards", &shards)])));
        }
        // The values start in one column, at least the eleventh, however wide a label is.
        let width =
            lines.iter().map(|(name, _)| display_width(name) + 1).max().unwrap_or(0).max(11);
        for (name, value) in lines {
            let padding = " ".repeat(width - display_width(&name));
            writeln!(out, "{name}{padding}{value}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_count_is_a_number_within_64_bits_and_its_digits_beyond() {
        let written = |count: u128| serde_json::to_string(&Count(count)).expect("JSON");
        assert_eq!(written(0), "0");
        assert_eq!(written(u128::from(u64::MAX)), "18446744073709551615");
        assert_eq!(written(u128::from(u64::MAX) + 1), "\"18446744073709551616\"");
        assert_eq!(written(u128::MAX), format!("\"{}\"", u128::MAX));
        // What is written reads back, in either form.
        for count in [0, 2_057, u128::from(u64::MAX), u128::from(u64::MAX) + 1, u128::MAX] {
            let read: Count = serde_json::from_str(&written(count)).expect("read back");
            assert_eq!(read, Count(count));
        }
        // Nothing else is a count: not a float, not a sign, not digits past u128.
        for text in ["-1", "1.5", "2e3", "\"-1\"", "\"12a\"", "\" 12\"", "\"\"", "null"] {
            assert!(serde_json::from_str::<Count>(text).is_err(), "{text}");
        }
        let too_long = format!("\"{}0\"", u128::MAX);
        assert!(serde_json::from_str::<Count>(&too_long).is_err());
    }

    #[test]
    fn an_estimate_keeps_three_significant_digits() {
        let written = |value: f64| serde_json::to_string(&estimate(value)).expect("JSON");
        assert_eq!(written(2.582_249_878_086_908_6e120), "2.58e+120");
        assert_eq!(written(3_874_361_234_567.0), "3870000000000.0");
        assert_eq!(written(0.0), "0.0");
        assert!(estimate(f64::INFINITY).is_infinite());
    }

    #[test]
    fn a_whole_count_with_an_estimated_tree_reads_back() {
        let mut report = CountReport {
            version: VERSION,
            n: 20,
            approach: "parallel".to_string(),
            count: 39_029_188_884,
            unique: Some(4_878_666_808),
            shard: None,
            tasks: Some(1),
            tasks_total: Some(1),
            threads: None,
            work: None,
            work_unit: None,
            cells: None,
            marks: None,
            plain_tree_nodes: None,
            estimated_plain_tree_nodes: Some(estimate(3.9e12)),
            recounted: None,
            seconds: None,
        };
        let read = |report: &CountReport| {
            let text = serde_json::to_string(report).expect("JSON");
            serde_json::from_str::<CountReport>(&text).expect("read back")
        };
        assert_eq!(read(&report), report);
        report.estimated_plain_tree_nodes = None;
        report.plain_tree_nodes = Some(Count(u128::from(u64::MAX) + 1));
        assert_eq!(read(&report), report);
    }
}
