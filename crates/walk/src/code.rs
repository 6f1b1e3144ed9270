//! The line of code behind every step: each traceable approach's search function (`place_row`,
//! or `search_from` for exact cover), as its page in `docs/` shows it, and the line of it that
//! each kind of step runs.
//!
//! The code is the `ANCHOR: search` region of the approach's own source, which the approach's
//! crate reads when it is compiled and names in [`Info::source`], so it cannot drift from the
//! source. Each kind of step names its line by a piece
//! of its text, which must occur in exactly one line of the region: a line renamed in the
//! source and not here is found by the tests, which pin the text of every highlighted line.

use nqueens_core::{Bookkeeping, Info, Source};

use crate::walk::Step;

/// What the search is doing, as far as the code goes: the kinds of [`Step`], and the start.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Role {
    /// The search is about to enter row 0: no step taken yet.
    Start,
    /// A cell is attacked and skipped: the prune.
    Reject,
    /// A queen goes on a free cell, and the search goes one row deeper: the attempt.
    Place,
    /// A row has no free cell: the loop over its columns ends without a queen.
    DeadEnd,
    /// A queen stands in every row.
    Solution,
    /// A queen is taken back: the undo.
    Remove,
    /// Exact cover: the search chooses the item to branch on.
    Choose,
    /// Exact cover: the search covers the item it branches on.
    CoverBranch,
    /// Exact cover: the search covers the other three items of the option it tries.
    CoverOption,
    /// Exact cover: the search uncovers the other three items of the option it tried.
    UncoverOption,
    /// Exact cover: every option of the branch's item is tried; the search uncovers it.
    UncoverBranch,
}

impl Role {
    /// Every role of a row-by-row search, in the order a reader meets them.
    pub const ALL: [Role; 6] =
        [Role::Start, Role::Reject, Role::Place, Role::DeadEnd, Role::Solution, Role::Remove];

    /// Every role of an exact-cover search, in the order a reader meets them.
    pub const EXACT_COVER: [Role; 10] = [
        Role::Start,
        Role::Choose,
        Role::DeadEnd,
        Role::CoverBranch,
        Role::Place,
        Role::CoverOption,
        Role::Solution,
        Role::UncoverOption,
        Role::Remove,
        Role::UncoverBranch,
    ];

    /// The roles of the search that keeps this bookkeeping.
    pub fn of_search(bookkeeping: Bookkeeping) -> &'static [Role] {
        match bookkeeping {
            Bookkeeping::Links => &Role::EXACT_COVER,
            _ => &Role::ALL,
        }
    }

    /// The role of the step just taken (`None`: no step yet).
    pub fn of(step: Option<&Step>) -> Role {
        match step {
            None => Role::Start,
            Some(Step::Reject { .. }) => Role::Reject,
            Some(Step::Place { .. }) => Role::Place,
            Some(Step::DeadEnd { .. } | Step::Choose { options: 0, .. }) => Role::DeadEnd,
            Some(Step::Solution) => Role::Solution,
            Some(Step::Remove { .. }) => Role::Remove,
            Some(Step::Choose { .. }) => Role::Choose,
            Some(Step::Cover { branch: true, .. }) => Role::CoverBranch,
            Some(Step::Cover { branch: false, .. }) => Role::CoverOption,
            Some(Step::Uncover { branch: true, .. }) => Role::UncoverBranch,
            Some(Step::Uncover { branch: false, .. }) => Role::UncoverOption,
        }
    }
}

/// The search function of one approach, line by line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Listing {
    /// The source file, from the root of the repository.
    pub path: &'static str,
    /// The number in the file of the first line (counted from 1).
    pub first_line: usize,
    /// The lines, without their line ends.
    pub lines: Vec<&'static str>,
}

/// The `ANCHOR: search` region of the approach's source ([`Info::source`]): the lines between
/// `// ANCHOR: search` and `// ANCHOR_END: search`, as mdBook includes them on its page. Empty
/// for a source without the region.
pub fn listing(info: &Info) -> Listing {
    let Source { path, text } = info.source;
    let all: Vec<&'static str> = text.lines().collect();
    let start = all.iter().position(|line| line.trim() == "// ANCHOR: search");
    let end = all.iter().position(|line| line.trim() == "// ANCHOR_END: search");
    let lines = match (start, end) {
        (Some(start), Some(end)) if start < end => all[start + 1..end].to_vec(),
        _ => Vec::new(),
    };
    Listing { path, first_line: start.map_or(1, |start| start + 2), lines }
}

/// The piece of text that names the line a role runs, for the approach that keeps this
/// bookkeeping.
pub fn key(bookkeeping: Bookkeeping, role: Role) -> &'static str {
    match (role, bookkeeping) {
        // Exact cover: Algorithm X's steps in `search_from`.
        (Role::Start, Bookkeeping::Links) => "fn search_from(",
        (Role::Choose, _) => "let item = links.choose();",
        (Role::DeadEnd, Bookkeeping::Links) => "if links.len[item] == 0 {",
        (Role::CoverBranch, _) => "links.cover(item, observer);",
        (Role::Place, Bookkeeping::Links) => "columns[row] = col as u8;",
        (Role::CoverOption, _) => "links.cover(links.top[other], observer);",
        (Role::Solution, Bookkeeping::Links) => "if links.right[ROOT] == ROOT {",
        (Role::UncoverOption, _) => "links.uncover(links.top[other], observer);",
        (Role::Remove, Bookkeeping::Links) => "observer.removed(row, col);",
        (Role::UncoverBranch, _) => "links.uncover(item, observer);",
        (Role::Start, _) => "fn place_row(",
        // The bitmask search computes the free cells of the row at once and never rejects
        // one: its prune is the `avail` line, and so is its dead end (`avail` is 0).
        (Role::Reject | Role::DeadEnd, Bookkeeping::Masks) => {
            "let mut avail = !(cols | diags1 | diags2) & full;"
        }
        (Role::Reject, Bookkeeping::MarkedBoard) => "if conflicted[row][col] {",
        (Role::Reject, Bookkeeping::Sets) => "if cols.contains(&col) ||",
        (Role::Reject, Bookkeeping::Flags) => "if cols[col] | diags1[diag1] | diags2[diag2] {",
        (Role::Place, Bookkeeping::MarkedBoard) => "columns.push(col as u8);",
        (Role::Place, Bookkeeping::Sets) => "cols.insert(col);",
        (Role::Place, Bookkeeping::Flags) => "cols[col] = true;",
        (Role::Place, Bookkeeping::Masks) => "let bit = avail & avail.wrapping_neg();",
        // The loop over the columns ran out without a queen: the function returns to the row
        // above.
        (Role::DeadEnd, _) => "ControlFlow::Continue(())",
        (Role::Solution, Bookkeeping::Masks) => "if cols == full {",
        (Role::Solution, _) => "if row == n {",
        (Role::Remove, Bookkeeping::MarkedBoard) => "in lock.drain(first_mark..) {",
        (Role::Remove, Bookkeeping::Sets) => "cols.remove(&col);",
        (Role::Remove, Bookkeeping::Flags) => "cols[col] = false;",
        (Role::Remove, Bookkeeping::Masks) => "columns.pop();",
        // An exact-cover search rejects no cell: the choice of item does the pruning.
        (Role::Reject, Bookkeeping::Links) => "let item = links.choose();",
    }
}

/// The name of the search function of the approach that keeps this bookkeeping, whose calls
/// a stack shows: `place_row`, or `search_from` for exact cover.
pub fn function_name(bookkeeping: Bookkeeping) -> &'static str {
    let start = key(bookkeeping, Role::Start);
    start.trim_start_matches("fn ").trim_end_matches('(')
}

/// The lines of `listing` that hold `key`: exactly one for every key of [`key`] (a test holds
/// them to that).
pub fn lines_with(listing: &Listing, key: &str) -> Vec<usize> {
    listing
        .lines
        .iter()
        .enumerate()
        .filter(|(_, line)| line.contains(key))
        .map(|(index, _)| index)
        .collect()
}

/// The index in `listing`'s lines of the line the step just taken ran (`None` for no step: the
/// start), for the approach that keeps this bookkeeping, or `None` if its text is not there.
pub fn line(listing: &Listing, bookkeeping: Bookkeeping, step: Option<&Step>) -> Option<usize> {
    lines_with(listing, key(bookkeeping, Role::of(step))).first().copied()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every traceable approach of the registry, with its bookkeeping.
    fn traceable() -> Vec<(Info, Bookkeeping)> {
        nqueens_approaches::APPROACHES
            .iter()
            .filter_map(|solver| solver.info().bookkeeping.map(|kept| (solver.info(), kept)))
            .collect()
    }

    #[test]
    fn every_key_names_exactly_one_line_of_the_region() {
        // Every kind of bookkeeping has a traceable approach whose lines the keys name.
        let kept: std::collections::BTreeSet<String> =
            traceable().iter().map(|(_, bookkeeping)| format!("{bookkeeping:?}")).collect();
        assert_eq!(kept.len(), 5, "the five kinds of bookkeeping: {kept:?}");
        for (info, bookkeeping) in traceable() {
            let listing = listing(&info);
            assert!(listing.lines.len() > 20, "{}: the region is there", listing.path);
            let start = key(bookkeeping, Role::Start);
            assert!(listing.lines.iter().any(|line| line.starts_with(start)));
            for &role in Role::of_search(bookkeeping) {
                let key = key(bookkeeping, role);
                let found = lines_with(&listing, key);
                assert_eq!(found.len(), 1, "{}: {role:?} names {key:?} in {found:?}", listing.path);
            }
        }
    }

    /// Every step of every traceable search at n = 4 maps to one line of its search: [`key`]
    /// is the one table of which line each kind of step runs, and the front ends test only
    /// that they mark the line it gives.
    #[test]
    fn every_step_maps_to_a_line_of_its_search() {
        for (info, bookkeeping) in traceable() {
            let listing = listing(&info);
            let solver = nqueens_approaches::find(info.id).expect("a registered approach");
            let mut walk = crate::Walk::new(solver, 4).expect("a walkable search");
            let mut roles = std::collections::BTreeSet::new();
            loop {
                let role = Role::of(walk.current());
                assert!(line(&listing, bookkeeping, walk.current()).is_some(), "{role:?}");
                roles.insert(format!("{role:?}"));
                if walk.forward().is_none() {
                    break;
                }
            }
            // The start, a placement, a solution, a removal and a dead end at least.
            assert!(roles.len() >= 5, "{}: only {roles:?} at n = 4", info.id);
        }
    }

    #[test]
    fn the_line_numbers_are_those_of_the_file_on_disk() {
        let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../../");
        for (info, _) in traceable() {
            let listing = listing(&info);
            assert_eq!(listing.path, format!("crates/{}/src/lib.rs", info.id));
            let text = std::fs::read_to_string(format!("{root}{}", listing.path))
                .expect("the source file named by Info::source");
            assert_eq!(text, info.source.text, "{}: the text is the file's", listing.path);
            let file: Vec<&str> = text.lines().collect();
            assert_eq!(file[listing.first_line - 2].trim(), "// ANCHOR: search");
            for (index, line) in listing.lines.iter().enumerate() {
                assert_eq!(file[listing.first_line - 1 + index], *line);
            }
        }
    }
}
