//! `nqueens trace`: a backtracking search printed step by step as an indented tree, with the
//! board and the search's own state drawn after each step.

use std::ffi::OsStr;
use std::io::Write;

use clap::ValueEnum;
use clap::builder::{EnumValueParser, PossibleValue, TypedValueParser};

use nqueens_core::Bookkeeping;

use crate::args::{TraceArgs, TraceFilter};
use crate::failure::Outcome;
use crate::format::thousands;
use crate::output;
use nqueens_walk::cover;
use nqueens_walk::draw;
use nqueens_walk::explain;
use nqueens_walk::phrases::{Lang, count_in, say};
use nqueens_walk::{Step, StepKind, Walk};

/// The largest board whose trace draws boards unless asked not to: about a hundred steps of a
/// dozen lines each at n = 4, a few thousand at n = 6.
const LARGEST_BOARDS_BY_DEFAULT: usize = 6;

/// Walks the search step by step and prints each step (and, for small boards, the board and
/// the search's state after it), under a header that says what the approach reports.
pub(crate) fn run(args: &TraceArgs, lang: Lang) -> Outcome {
    let solver = args.approach.0;
    let info = solver.info();
    let n = args.n;
    // The command line accepts only traceable approaches (see `ApproachParser::TRACEABLE`) and
    // boards up to `args::parsers::LARGEST_TRACED_N`.
    let boards = if args.boards {
        true
    } else if args.no_boards {
        false
    } else {
        n <= LARGEST_BOARDS_BY_DEFAULT
    };

    let mut walk = Walk::new(solver, n)?;
    let mut out = output::stdout();
    let header = header(info.id, walk.bookkeeping(), n, boards, args, lang);
    write!(out, "{header}")?;
    if boards {
        write!(out, "{}", draw::frame(&walk, lang))?;
    }
    let mut cleared = 0;
    let mut stopped = false;
    while let Some(step) = walk.forward().cloned() {
        if let Step::Remove { clears, .. } = &step {
            cleared += clears.len() as u64;
        }
        let shown =
            args.only.is_empty() || args.only.iter().any(|filter| filter.kind() == step.kind());
        if shown {
            let mut text = line(&walk, &step, lang);
            if boards {
                text.push_str(&draw::frame(&walk, lang));
            }
            out.write_all(text.as_bytes())?;
        }
        if args.until_solution.is_some_and(|last| walk.tally().solutions >= last)
            && step.kind() == StepKind::Solution
        {
            stopped = !walk.at_end();
            break;
        }
    }
    let summary = match walk.bookkeeping() {
        Bookkeeping::Links => summary_links(&walk, stopped, lang),
        _ => summary(&walk, cleared, stopped, lang),
    };
    write!(out, "{summary}")?;
    out.flush()?;
    Ok(())
}

/// The filters of the trace, after its header, and an empty line.
fn push_filters(header: &mut String, args: &TraceArgs, lang: Lang) {
    let mut filters = Vec::new();
    let kinds: Vec<String> = args.only.iter().map(|filter| filter.name(lang)).collect();
    if !kinds.is_empty() {
        let kinds = kinds.join(&say(lang, "only.separator", &[]));
        filters.push(say(lang, "trace.filter.only", &[("kinds", &kinds)]));
    }
    if let Some(last) = args.until_solution {
        filters.push(say(lang, "trace.filter.until", &[("last", &last)]));
    }
    if !filters.is_empty() {
        let filters = filters.join(&say(lang, "trace.filter.separator", &[]));
        header.push_str(&say(lang, "trace.filters", &[("filters", &filters)]));
    }
    header.push('\n');
}

/// What the reader needs to know before the trace, in `lang`: the notation, and what this
/// approach reports.
fn header(
    id: &str,
    bookkeeping: Bookkeeping,
    n: usize,
    boards: bool,
    args: &TraceArgs,
    lang: Lang,
) -> String {
    let part = |key: &str| say(lang, &format!("trace.head{key}"), &[("id", &id), ("n", &n)]);
    let mut header;
    if bookkeeping == Bookkeeping::Links {
        header = part(".links");
        if boards {
            header.push_str(&part(".links_boards"));
        }
    } else {
        let marks = bookkeeping == Bookkeeping::MarkedBoard;
        let masks = bookkeeping == Bookkeeping::Masks;
        header = part("");
        header.push_str(&part(".place"));
        if marks {
            header.push_str(&part(".marks"));
        }
        if !masks {
            header.push_str(&part(".reject"));
        }
        header.push_str(&part(".remove"));
        if marks {
            header.push_str(&part(".clears"));
        }
        if masks {
            header.push_str(&part(".masks"));
        }
        if boards {
            header.push_str(&part(".boards"));
            header.push_str(&part(match bookkeeping {
                Bookkeeping::Sets => ".sets",
                Bookkeeping::Flags => ".flags",
                Bookkeeping::Masks => ".masks_state",
                _ => ".board",
            }));
        }
    }
    push_filters(&mut header, args, lang);
    header
}

/// One line for a step, indented by its row (by its level, for an exact-cover search).
fn line(walk: &Walk, step: &Step, lang: Lang) -> String {
    if walk.bookkeeping() == Bookkeeping::Links {
        return line_of_links(walk, step, lang);
    }
    let (depth, text) = match step {
        Step::Reject { row, col } => {
            let reason = explain::reason_in(walk, *row, *col, lang);
            (*row, say(lang, "trace.reject", &[("row", row), ("col", col), ("reason", &reason)]))
        }
        Step::Place { row, col, marks } => {
            let marks = listed(lang, "trace.marks", marks);
            (*row, say(lang, "trace.place", &[("row", row), ("col", col), ("marks", &marks)]))
        }
        Step::Remove { row, col, clears } => {
            let clears = listed(lang, "trace.clears", clears);
            (*row, say(lang, "trace.remove", &[("row", row), ("col", col), ("clears", &clears)]))
        }
        Step::DeadEnd { row } => (*row, say(lang, "trace.dead_end", &[("row", row)])),
        Step::Solution => {
            let number = walk.tally().solutions;
            let columns: Vec<String> = walk.queens().iter().map(usize::to_string).collect();
            let text = if columns.is_empty() {
                say(lang, "trace.solution.empty", &[("count", &number)])
            } else {
                say(lang, "trace.solution", &[("count", &number), ("columns", &columns.join(" "))])
            };
            (walk.n(), text)
        }
        // Exact-cover steps: `line_of_links`.
        Step::Choose { .. } | Step::Cover { .. } | Step::Uncover { .. } => (0, String::new()),
    };
    format!("{}{text}\n", "│ ".repeat(depth))
}

/// [`line`] for an exact-cover search: indented by the queens on the board, a queen's step by
/// those above it.
fn line_of_links(walk: &Walk, step: &Step, lang: Lang) -> String {
    let depth = walk.placed().len();
    let item = |item| cover::item_name(item, lang);
    let (depth, text) = match step {
        Step::Choose { item: chosen, options: 0 } => {
            (depth, say(lang, "trace.dead_end.links", &[("item", &item(*chosen))]))
        }
        Step::Choose { item: chosen, options } => {
            let options = cover::options(*options, lang);
            (depth, say(lang, "trace.choose", &[("item", &item(*chosen)), ("options", &options)]))
        }
        Step::Cover { item: covered, hidden, .. } => {
            let hidden = listed(lang, "trace.hides", hidden);
            (depth, say(lang, "trace.cover", &[("item", &item(*covered)), ("hidden", &hidden)]))
        }
        Step::Uncover { item: uncovered, restored, .. } => {
            let restored = listed(lang, "trace.restores", restored);
            let text =
                say(lang, "trace.uncover", &[("item", &item(*uncovered)), ("restored", &restored)]);
            (depth, text)
        }
        Step::Place { row, col, .. } => {
            (depth.saturating_sub(1), say(lang, "trace.try", &[("row", row), ("col", col)]))
        }
        Step::Remove { row, col, .. } => {
            (depth, say(lang, "trace.untry", &[("row", row), ("col", col)]))
        }
        Step::Solution => {
            let number = walk.tally().solutions;
            let columns = explain::columns_of(walk);
            let text = if columns.is_empty() {
                say(lang, "trace.solution.empty", &[("count", &number)])
            } else {
                say(lang, "trace.solution.links", &[("count", &number), ("columns", &columns)])
            };
            (depth, text)
        }
        // Row-by-row steps: an exact-cover search takes none.
        Step::Reject { .. } | Step::DeadEnd { .. } => (depth, String::new()),
    };
    format!("{}{text}\n", "│ ".repeat(depth))
}

/// `  marks (1, 0) (1, 1)`, or nothing for no cells.
fn listed(lang: Lang, key: &str, cells: &[(usize, usize)]) -> String {
    if cells.is_empty() {
        return String::new();
    }
    let cells: Vec<String> = cells.iter().map(|(row, col)| format!("({row}, {col})")).collect();
    say(lang, key, &[("cells", &cells.join(" "))])
}

/// The totals after the trace of an exact-cover search, as `count --work` counts them.
fn summary_links(walk: &Walk, stopped: bool, lang: Lang) -> String {
    let tally = walk.tally();
    let key = if stopped { "trace.total.links.stopped" } else { "trace.total.links" };
    say(
        lang,
        key,
        &[
            ("solutions", &thousands(tally.solutions)),
            ("nodes", &thousands(tally.nodes)),
            ("options", &thousands(tally.cells)),
            ("hidden", &thousands(tally.marks)),
            ("dead_ends", &thousands(tally.dead_ends)),
        ],
    )
}

/// The totals after the trace.
fn summary(walk: &Walk, cleared: u64, stopped: bool, lang: Lang) -> String {
    let tally = walk.tally();
    let key = if stopped { "trace.total.stopped" } else { "trace.total" };
    let mut summary = say(
        lang,
        key,
        &[
            ("solutions", &count_in(lang, "solutions", tally.solutions)),
            ("nodes", &count_in(lang, "nodes", tally.nodes)),
            ("cells", &count_in(lang, "cells", tally.cells)),
        ],
    );
    if tally.rejected > 0 {
        let rejected = thousands(tally.rejected);
        summary.push_str(&say(lang, "trace.total.rejected", &[("rejected", &rejected)]));
    }
    summary.push_str(&say(lang, "trace.total.end", &[]));
    if tally.marks > 0 {
        let marks = count_in(lang, "cells", tally.marks);
        let cleared = thousands(cleared);
        summary.push_str(&say(
            lang,
            "trace.total.marks",
            &[("marks", &marks), ("cleared", &cleared)],
        ));
    }
    summary
}

impl TraceFilter {
    /// The kind of step the filter keeps.
    fn kind(self) -> StepKind {
        match self {
            TraceFilter::Place => StepKind::Place,
            TraceFilter::Reject => StepKind::Reject,
            TraceFilter::Remove => StepKind::Remove,
            TraceFilter::DeadEnd => StepKind::DeadEnd,
            TraceFilter::Solution => StepKind::Solution,
            TraceFilter::Choose => StepKind::Choose,
            TraceFilter::Cover => StepKind::Cover,
            TraceFilter::Uncover => StepKind::Uncover,
        }
    }

    /// Its key in the phrase book, which names it in each language.
    fn key(self) -> &'static str {
        match self {
            TraceFilter::Place => "only.place",
            TraceFilter::Reject => "only.reject",
            TraceFilter::Remove => "only.remove",
            TraceFilter::DeadEnd => "only.dead_end",
            TraceFilter::Solution => "only.solution",
            TraceFilter::Choose => "only.choose",
            TraceFilter::Cover => "only.cover",
            TraceFilter::Uncover => "only.uncover",
        }
    }

    /// Its name in `lang`, as `--only` takes it and the trace's header echoes it.
    pub(crate) fn name(self, lang: Lang) -> String {
        say(lang, self.key(), &[])
    }
}

/// Every kind `--only` takes, as a message in `lang` lists them: its id, and in Chinese its
/// Chinese name beside it, `place（放置）`, as the Chinese help lists them too.
pub(crate) fn only_choices(lang: Lang) -> String {
    TraceFilter::value_variants()
        .iter()
        .map(|filter| only_choice(*filter, lang))
        .collect::<Vec<_>>()
        .join(&say(lang, "ui.list", &[]))
}

/// One kind `--only` takes, as `--lang zh` lists it: `place（放置）`; in English, its id.
pub(crate) fn only_choice(filter: TraceFilter, lang: Lang) -> String {
    let id = filter.name(Lang::En);
    match lang {
        Lang::En => id,
        _ => say(lang, "parse.clap.choice", &[("id", &id), ("name", &filter.name(lang))]),
    }
}

/// The parser of `--only`: a kind of step by its name in either language (`dead-end` or 死路),
/// so that `--only 放置,回退` keeps what `--only place,remove` keeps. Any other value gets a
/// one-line error that lists the kinds: clap's own in English, and in Chinese the phrase book's
/// words for clap's, with each kind's Chinese name beside its id.
#[derive(Clone, Copy, Debug)]
pub(crate) struct OnlyParser {
    /// The language of its error.
    lang: Lang,
}

impl OnlyParser {
    /// The parser, speaking the language of the command line being built.
    pub(crate) fn speaking() -> Self {
        Self { lang: crate::args::building_lang() }
    }
}

impl TypedValueParser for OnlyParser {
    type Value = TraceFilter;

    fn parse_ref(
        &self,
        command: &clap::Command,
        argument: Option<&clap::Arg>,
        value: &OsStr,
    ) -> Result<TraceFilter, clap::Error> {
        let named = value.to_str().and_then(|value| {
            TraceFilter::value_variants()
                .iter()
                .find(|filter| Lang::ALL.iter().any(|&lang| filter.name(lang) == value))
        });
        match named {
            Some(filter) => Ok(*filter),
            None if self.lang == Lang::En => {
                EnumValueParser::<TraceFilter>::new().parse_ref(command, argument, value)
            }
            None => {
                let value = value.to_string_lossy();
                let key = if value.is_empty() {
                    "parse.clap.no_value"
                } else {
                    "parse.clap.invalid_value"
                };
                let values: [(&str, &dyn std::fmt::Display); 3] = [
                    ("arg", &"--only"),
                    ("value", &crate::format::quoted(&value)),
                    ("choices", &only_choices(self.lang)),
                ];
                let message = say(self.lang, key, &values);
                Err(clap::Error::raw(clap::error::ErrorKind::InvalidValue, message)
                    .with_cmd(command))
            }
        }
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new(
            TraceFilter::value_variants().iter().filter_map(ValueEnum::to_possible_value),
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The phrase book's English names are clap's, which the help lists; the Chinese names are
    /// all different, from each other and from every English name.
    #[test]
    fn the_kinds_have_one_name_in_each_language() {
        let filters = TraceFilter::value_variants();
        let mut names = Vec::new();
        for filter in filters {
            let possible = filter.to_possible_value().expect("a name");
            assert_eq!(filter.name(Lang::En), possible.get_name());
            names.extend(Lang::ALL.map(|lang| filter.name(lang)));
        }
        names.sort();
        names.dedup();
        assert_eq!(names.len(), 2 * filters.len(), "{names:?}");
    }
}
