//! The sentence of each step, and why a cell is skipped, in the approach's own terms and the
//! reader's language.

use nqueens_core::{Attack, Bookkeeping, Item};

use crate::cover::{self, item_name, options};
use crate::phrases::{Lang, say};
use crate::walk::{Step, Walk};
use nqueens_core::thousands;

use super::panels::{cells, columns_of, short_name};
use super::{attacker, binary, line_key, line_keys, masks};

/// Why the search skips (`row`, `col`), in its own terms: `diags2[3] is set by the queen on
/// (1, 2)`.
pub fn reason(walk: &Walk, row: usize, col: usize) -> String {
    reason_in(walk, row, col, Lang::En)
}

/// The name of a line in `lang`: `column`, `diagonal` or `anti-diagonal`.
pub fn line_name(attack: Attack, lang: Lang) -> String {
    say(lang, &format!("line.{}", attack.name()), &[])
}

/// [`reason`] in `lang`.
pub fn reason_in(walk: &Walk, row: usize, col: usize, lang: Lang) -> String {
    let n = walk.n();
    let Some((attack, (queen_row, queen_col))) = attacker(walk, row, col) else {
        return say(lang, "attacked", &[]);
    };
    let queen = say(lang, "queen", &[("row", &queen_row), ("col", &queen_col)]);
    let bookkeeping = walk.bookkeeping();
    let key = line_key(bookkeeping, n, (row, col), attack);
    let name = match attack {
        Attack::Column => "cols",
        Attack::Diagonal => "diags1",
        Attack::AntiDiagonal => "diags2",
    };
    let values: [(&str, &dyn std::fmt::Display); 5] =
        [("key", &key), ("name", &name), ("queen", &queen), ("row", &row), ("col", &col)];
    match bookkeeping {
        Bookkeeping::Sets => say(lang, &format!("reason.sets.{}", attack.name()), &values),
        // An exact-cover search rejects no cell; its flags-like numbering names the line.
        Bookkeeping::Flags | Bookkeeping::Links => say(lang, "reason.flags", &values),
        Bookkeeping::Masks => say(lang, "reason.masks", &values),
        Bookkeeping::MarkedBoard => {
            let line = line_name(attack, lang);
            say(
                lang,
                "reason.board",
                &[("row", &row), ("col", &col), ("queen", &queen), ("line", &line)],
            )
        }
    }
}

/// One sentence on what the step just taken did, in the approach's own terms.
pub fn sentence(walk: &mut Walk) -> String {
    sentence_in(walk, Lang::En)
}

/// [`sentence`] in `lang`.
pub fn sentence_in(walk: &mut Walk, lang: Lang) -> String {
    let n = walk.n();
    let bookkeeping = walk.bookkeeping();
    if bookkeeping == Bookkeeping::Links {
        return sentence_of_links(walk, lang);
    }
    let Some(step) = walk.current().cloned() else {
        let state = say(lang, &format!("start.{}", short_name(bookkeeping)), &[]);
        return say(lang, "start", &[("state", &state)]);
    };
    let mut sentence = match step {
        Step::Reject { row, col } => {
            let reason = reason_in(walk, row, col, lang);
            say(lang, "reject", &[("row", &row), ("col", &col), ("reason", &reason)])
        }
        Step::Place { row, col, ref marks } => {
            let next = if row + 1 == n {
                say(lang, "next.full", &[])
            } else {
                say(lang, "next.row", &[("row", &(row + 1))])
            };
            let [_, diag1, diag2] = line_keys(bookkeeping, n, row, col);
            let avail = match bookkeeping {
                Bookkeeping::Masks => {
                    let (cols, diags1, diags2) = masks(walk, row);
                    let full = u64::MAX >> (64 - n);
                    binary(!(cols | diags1 | diags2) & full, n)
                }
                _ => String::new(),
            };
            let cells = cells(marks.len(), lang);
            say(
                lang,
                &format!("place.{}", short_name(bookkeeping)),
                &[
                    ("row", &row),
                    ("col", &col),
                    ("diag1", &diag1),
                    ("diag2", &diag2),
                    ("avail", &avail),
                    ("cells", &cells),
                    ("next", &next),
                ],
            )
        }
        Step::DeadEnd { row } => {
            let key = if bookkeeping == Bookkeeping::Masks { "dead_end.masks" } else { "dead_end" };
            say(lang, key, &[("row", &row), ("back", &row.saturating_sub(1))])
        }
        Step::Solution => {
            let solutions = walk.tally().solutions;
            if n == 0 {
                say(lang, "solution.empty", &[("count", &solutions)])
            } else {
                let columns: Vec<String> = walk.queens().iter().map(usize::to_string).collect();
                say(lang, "solution", &[("count", &solutions), ("columns", &columns.join(" "))])
            }
        }
        Step::Remove { row, col, ref clears } => {
            let [_, diag1, diag2] = line_keys(bookkeeping, n, row, col);
            let cells = cells(clears.len(), lang);
            let undo = say(
                lang,
                &format!("undo.{}", short_name(bookkeeping)),
                &[("col", &col), ("diag1", &diag1), ("diag2", &diag2), ("cells", &cells)],
            );
            let next = if col + 1 < n {
                say(lang, "remove.right", &[("col", &col), ("row", &row)])
            } else if row == 0 {
                say(lang, "remove.row0", &[])
            } else {
                say(lang, "remove.up", &[("row", &row), ("back", &(row - 1))])
            };
            say(lang, "remove", &[("row", &row), ("col", &col), ("undo", &undo), ("next", &next)])
        }
        // The steps of an exact-cover search are said by `sentence_of_links`.
        Step::Choose { .. } | Step::Cover { .. } | Step::Uncover { .. } => String::new(),
    };
    if walk.at_end() {
        let tally = walk.tally();
        sentence.push_str(&say(
            lang,
            "end",
            &[
                ("solutions", &thousands(tally.solutions)),
                ("nodes", &thousands(tally.nodes)),
                ("cells", &thousands(tally.cells)),
                ("dead_ends", &thousands(tally.dead_ends)),
            ],
        ));
    }
    sentence
}

/// [`sentence_in`] for an exact-cover search: what choosing, covering, trying and uncovering
/// did to the matrix.
pub(super) fn sentence_of_links(walk: &mut Walk, lang: Lang) -> String {
    let n = walk.n();
    let Some(step) = walk.current().cloned() else {
        let diagonals = (2 * n).saturating_sub(1);
        return say(
            lang,
            "start.links",
            &[("primary", &(2 * n)), ("secondary", &(2 * diagonals)), ("options", &(n * n))],
        );
    };
    let mut sentence = match step {
        Step::Choose { item, options: 0 } => {
            say(lang, "dead_end.links", &[("item", &item_name(item, lang))])
        }
        Step::Choose { item, options: 1 } => {
            // The one option left: the cell the search places its queen on next.
            let (row, col) = match walk.upcoming() {
                Some(Step::Cover { .. }) => walk
                    .step_at(walk.position() + 1)
                    .and_then(|step| step.cell())
                    .unwrap_or_default(),
                _ => (0, 0),
            };
            say(
                lang,
                "choose.forced",
                &[("item", &item_name(item, lang)), ("row", &row), ("col", &col)],
            )
        }
        Step::Choose { item, options: count } => say(
            lang,
            "choose.first_row",
            &[("item", &item_name(item, lang)), ("options", &options(count, lang))],
        ),
        Step::Cover { item, ref hidden, branch: true } => say(
            lang,
            "cover.branch",
            &[("item", &item_name(item, lang)), ("options", &options(hidden.len(), lang))],
        ),
        Step::Cover { item, ref hidden, branch: false } => {
            let (row, col) = walk.placed().last().copied().unwrap_or_default();
            let key = if hidden.is_empty() { "cover.option.none" } else { "cover.option" };
            say(
                lang,
                key,
                &[
                    ("item", &item_name(item, lang)),
                    ("options", &options(hidden.len(), lang)),
                    ("row", &row),
                    ("col", &col),
                ],
            )
        }
        Step::Place { row, col, .. } => {
            // The three items the option takes besides the one the search branched on.
            let branch = cover::levels(walk).last().map(|level| level.item);
            let items: Vec<String> = Item::of_cell(n, row, col)
                .into_iter()
                .filter(|&item| Some(item) != branch)
                .map(|item| item_name(item, lang))
                .collect();
            let items =
                say(lang, "list.three", &[("a", &items[0]), ("b", &items[1]), ("c", &items[2])]);
            say(lang, "place.links", &[("row", &row), ("col", &col), ("items", &items)])
        }
        Step::Uncover { item, ref restored, branch: true } => say(
            lang,
            "uncover.branch",
            &[("item", &item_name(item, lang)), ("options", &options(restored.len(), lang))],
        ),
        Step::Uncover { item, ref restored, branch: false } => {
            let key = if restored.is_empty() { "uncover.option.none" } else { "uncover.option" };
            say(
                lang,
                key,
                &[("item", &item_name(item, lang)), ("options", &options(restored.len(), lang))],
            )
        }
        Step::Remove { row, col, .. } => {
            let branch = cover::levels(walk).last().map(|level| level.item);
            let item = branch.map(|item| item_name(item, lang)).unwrap_or_default();
            // The next option of the branch's item is tried next, unless the item is uncovered.
            let key = match walk.upcoming() {
                Some(Step::Uncover { branch: true, .. }) => "remove.links.last",
                _ => "remove.links.next",
            };
            say(lang, key, &[("row", &row), ("col", &col), ("item", &item)])
        }
        Step::Solution => {
            let columns = columns_of(walk);
            let solutions = walk.tally().solutions;
            if n == 0 {
                say(lang, "solution.empty", &[("count", &solutions)])
            } else {
                say(lang, "solution.links", &[("count", &solutions), ("columns", &columns)])
            }
        }
        // A row-by-row step: an exact-cover search takes none.
        Step::Reject { .. } | Step::DeadEnd { .. } => String::new(),
    };
    if walk.at_end() {
        let tally = walk.tally();
        sentence.push_str(&say(
            lang,
            "end.links",
            &[
                ("solutions", &thousands(tally.solutions)),
                ("nodes", &thousands(tally.nodes)),
                ("cells", &thousands(tally.cells)),
                ("marks", &thousands(tally.marks)),
                ("dead_ends", &thousands(tally.dead_ends)),
            ],
        ));
    }
    sentence
}
