//! The panels beside the board: the columns of a solution, the work counters, the line the
//! search is running, the stack of calls and the names of the state it keeps.

use nqueens_core::Bookkeeping;

use crate::cover::{self, item_name};
use crate::phrases::{Lang, count_in, say};
use crate::walk::{Step, Walk};
use nqueens_core::thousands;

use super::{Content, focus_row};

/// The columns of the queens, row 0 first, as a solution shows them: `1 3 0 2`.
pub fn columns_of(walk: &Walk) -> String {
    let mut placed = walk.placed();
    placed.sort_unstable();
    placed.iter().map(|(_, col)| col.to_string()).collect::<Vec<_>>().join(" ")
}

/// The short name of what a search keeps, as the phrase tables key it: `sets`, `flags`,
/// `masks`, `board` or `links`.
pub(super) fn short_name(bookkeeping: Bookkeeping) -> &'static str {
    match bookkeeping {
        Bookkeeping::Sets => "sets",
        Bookkeeping::Flags => "flags",
        Bookkeeping::Masks => "masks",
        Bookkeeping::MarkedBoard => "board",
        Bookkeeping::Links => "links",
    }
}

/// "1 cell", "5 cells".
pub(super) fn cells(count: usize, lang: Lang) -> String {
    count_in(lang, "cells", count as u64)
}

/// The counters after the step just taken, as (name, value): nodes, cells, solutions, dead ends,
/// and, for a search on a board of marks, the cells it marked. An exact-cover search counts
/// options tried instead of cells, and the options it hid.
pub fn counters(walk: &Walk) -> Vec<(&'static str, u64)> {
    let tally = walk.tally();
    if walk.bookkeeping() == Bookkeeping::Links {
        return vec![
            ("nodes", tally.nodes),
            ("options", tally.cells),
            ("solutions", tally.solutions),
            ("dead ends", tally.dead_ends),
            ("hidden", tally.marks),
        ];
    }
    let mut counters = vec![
        ("nodes", tally.nodes),
        ("cells", tally.cells),
        ("solutions", tally.solutions),
        ("dead ends", tally.dead_ends),
    ];
    if walk.bookkeeping() == Bookkeeping::MarkedBoard {
        counters.push(("marks", tally.marks));
    }
    counters
}

/// The counters as one line, as `explore` and the stepper show them:
/// `nodes 5 · cells 9 · solutions 0 · dead ends 1`.
pub fn counter_line(walk: &Walk) -> String {
    counter_line_in(walk, Lang::En)
}

/// [`counter_line`] in `lang`.
pub fn counter_line_in(walk: &Walk, lang: Lang) -> String {
    counters(walk)
        .iter()
        .map(|(name, value)| {
            let name = say(lang, &format!("counter.{}", name.replace(' ', "_")), &[]);
            format!("{name} {}", thousands(*value))
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

/// What the call running now does, in the row below the queens: `place_row(row)` looking for
/// a free cell of its row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Running {
    /// It is about to try the columns of its row (or the next one).
    Trying,
    /// It rejected this column: a queen above attacks the cell.
    Rejected(usize),
    /// It took back its queen from this column, and tries the columns right of it.
    TookBack(usize),
    /// It found no free cell: it returns to the row above.
    DeadEnd,
}

/// The call running now below the rows that hold a queen, with its row, if one is running: none
/// at a solution (every row holds a queen).
pub fn running(walk: &Walk) -> Option<(usize, Running)> {
    if walk.bookkeeping() == Bookkeeping::Links {
        return None;
    }
    let focus = focus_row(walk);
    if focus >= walk.n() || focus != walk.queens().len() {
        return None;
    }
    let running = match walk.current() {
        Some(Step::Reject { row, col }) if *row == focus => Running::Rejected(*col),
        Some(Step::Remove { row, col, .. }) if *row == focus => Running::TookBack(*col),
        Some(Step::DeadEnd { .. }) => Running::DeadEnd,
        _ => Running::Trying,
    };
    Some((focus, running))
}

/// The recursion stack: one line per row that holds a queen, then the call running now, if one
/// is.
pub fn stack(walk: &Walk) -> Vec<String> {
    stack_in(walk, Lang::En)
}

/// [`stack`] in `lang`.
pub fn stack_in(walk: &Walk, lang: Lang) -> Vec<String> {
    stack_with(walk, lang, Stack::Long)
}

/// [`stack_in`] in short, for a narrow panel (the explorer's): the row and its column,
/// `" 2: col 3"`, or the item and its queen, `c1 (0,1)`; the function's name heads the panel.
pub fn stack_short_in(walk: &Walk, lang: Lang) -> Vec<String> {
    stack_with(walk, lang, Stack::Short)
}

/// The two forms of the stack: the phrases `stack.*` name the function on every line, the
/// phrases `stack.short.*` do not.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Stack {
    Long,
    Short,
}

impl Stack {
    fn key(self, key: &str) -> String {
        match self {
            Stack::Long => format!("stack.{key}"),
            Stack::Short => format!("stack.short.{key}"),
        }
    }
}

pub(super) fn stack_with(walk: &Walk, lang: Lang, form: Stack) -> Vec<String> {
    if walk.bookkeeping() == Bookkeeping::Links {
        return stack_of_links(walk, lang, form);
    }
    // The short form right-aligns the rows, so that the columns line up past row 9.
    let row_of = |row: usize| match form {
        Stack::Long => row.to_string(),
        Stack::Short => format!("{row:>2}"),
    };
    let mut stack: Vec<String> = walk
        .queens()
        .iter()
        .enumerate()
        .map(|(row, col)| say(lang, &form.key("queen"), &[("row", &row_of(row)), ("col", col)]))
        .collect();
    if let Some((row, running)) = running(walk) {
        let (key, col) = match running {
            Running::Trying => ("trying", 0),
            Running::Rejected(col) => ("rejected", col),
            Running::TookBack(col) if col + 1 == walk.n() => ("took_back_last", col),
            Running::TookBack(col) => ("took_back", col),
            Running::DeadEnd => ("dead_end", 0),
        };
        stack.push(say(lang, &form.key(key), &[("row", &row_of(row)), ("col", &col)]));
    }
    stack
}

/// [`stack_in`] for an exact-cover search: one call of `search_from` per level, each with the
/// item it branches on and the queen it tries, then the call running now if it has not
/// branched yet. The short form names items as `c1`.
pub(super) fn stack_of_links(walk: &Walk, lang: Lang, form: Stack) -> Vec<String> {
    let name = |item: nqueens_core::Item| match form {
        Stack::Long => item_name(item, lang),
        Stack::Short => item.short(),
    };
    let levels = cover::levels(walk);
    let mut stack: Vec<String> = levels
        .iter()
        .enumerate()
        .map(|(depth, level)| {
            let item = name(level.item);
            match level.queen {
                Some((row, col)) => say(
                    lang,
                    &form.key("links.trying"),
                    &[("depth", &depth), ("item", &item), ("row", &row), ("col", &col)],
                ),
                None => {
                    say(lang, &form.key("links.covered"), &[("depth", &depth), ("item", &item)])
                }
            }
        })
        .collect();
    // Below the last queen, a call that has not covered its item yet.
    if let Some((depth, running)) = cover::running(walk) {
        let (key, item) = match running {
            cover::Running::Choosing => ("links.choosing", String::new()),
            cover::Running::Chose(item) => ("links.chose", name(item)),
            cover::Running::DeadEnd(item) => ("links.dead_end", name(item)),
        };
        stack.push(say(lang, &form.key(key), &[("depth", &depth), ("item", &item)]));
    }
    stack
}

/// What the search keeps, in a few words, to tell the approaches apart in a list: `arrays of
/// flags`, `bitmasks`, ….
pub fn bookkeeping_name(bookkeeping: Bookkeeping) -> String {
    bookkeeping_name_in(bookkeeping, Lang::En)
}

/// [`bookkeeping_name`] in `lang`.
pub fn bookkeeping_name_in(bookkeeping: Bookkeeping, lang: Lang) -> String {
    say(lang, &format!("name.{}", short_name(bookkeeping)), &[])
}

/// What the state panel shows, in a few words: `arrays of flags`, ….
pub fn state_title(bookkeeping: Bookkeeping) -> String {
    state_title_in(bookkeeping, Lang::En)
}

/// [`state_title`] in `lang`.
pub fn state_title_in(bookkeeping: Bookkeeping, lang: Lang) -> String {
    say(lang, &format!("title.{}", short_name(bookkeeping)), &[])
}

/// What a kind of cell means, for a legend: `attacked along its column`, ….
pub fn cell_meaning(content: Content, lang: Lang) -> String {
    say(lang, &format!("cell.{}", content.kind()), &[])
}
