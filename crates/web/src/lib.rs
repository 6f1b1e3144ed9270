//! The stepper of the nqueens book: the search of a backtracking approach, stepped forwards and
//! back in a browser, with the board, the state the search keeps, the stack, the counters, a
//! sentence and the line of code behind every step.
//!
//! There is one model: [`Stepper`] holds a [`Walk`] of `nqueens-walk`, the same that
//! `nqueens trace` and `nqueens explore` use, and [`View`] is everything a page draws after a
//! step, taken from `nqueens_walk::explain` and `nqueens_walk::code`. `.ci/stepper` compiles this
//! crate to WebAssembly with `wasm-bindgen` for `docs/stepper/stepper.js`, which only draws the
//! views and sends the key presses and clicks; no search runs in JavaScript.
//!
//! The pure-Rust parts (the views and their text) are tested by `cargo test`; the browser test
//! (`tests/browser.rs`, run by `.ci/stepper`) holds the page to them.
//!
//! ```
//! use nqueens_web::Stepper;
//!
//! let mut stepper = Stepper::create("backtrack-array", 4)?;
//! assert!(stepper.next_solution());
//! let view = stepper.view();
//! assert_eq!(view.board, ["·Q··", "···Q", "Q···", "··Q·"]);
//! assert_eq!(view.code[view.line.unwrap_or(0)].trim(), "if row == n {");
//! # Ok::<(), String>(())
//! ```

use nqueens_core::{Approach, Solver};
use nqueens_walk::explain::{self, Shape};
use nqueens_walk::{LARGEST_WALKED_N, StepKind, Walk, code};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// The approaches the stepper walks, in the order the project teaches them: those that report
/// every step (a test holds this list to the registry's).
pub static APPROACHES: [&dyn Solver; 4] = [
    &nqueens_backtrack_board::BacktrackBoard,
    &nqueens_backtrack_set::BacktrackSet,
    &nqueens_backtrack_array::BacktrackArray,
    &nqueens_backtrack_bitmask::BacktrackBitmask,
];

/// The approach the stepper starts with: the arrays of flags a beginner learns first.
pub const DEFAULT_ID: &str = <nqueens_backtrack_array::BacktrackArray as Approach>::INFO.id;

/// One line of the state panel: the variable, its values, and which of them the step read.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct StateView {
    /// `set`, `flags`, `bits` or `cells`.
    pub shape: &'static str,
    /// The variable, as the search names it.
    pub name: String,
    /// Its values.
    pub values: Vec<String>,
    /// The index in `values` of the value the step read or wrote.
    pub read: Option<usize>,
    /// What the values mean.
    pub note: String,
}

/// Everything the page draws after a step.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct View {
    /// The approach walked.
    pub approach: &'static str,
    /// The size of the board.
    pub n: usize,
    /// How many steps have been taken.
    pub position: usize,
    /// Whether the search is over.
    pub at_end: bool,
    /// The board, a string per row and a glyph per cell: `Q`, `·`, or the line that attacks the
    /// cell (`│` column, `╲` diagonal, `╱` anti-diagonal).
    pub board: Vec<String>,
    /// The cell the step is about, as (row, col).
    pub cell: Option<(usize, usize)>,
    /// What the state panel is titled.
    pub state_title: &'static str,
    /// The state the search keeps.
    pub state: Vec<StateView>,
    /// The recursion stack, a line per row that holds a queen.
    pub stack: Vec<String>,
    /// The counters, as one line.
    pub counters: String,
    /// What the step did.
    pub sentence: String,
    /// The source file of the search function.
    pub path: &'static str,
    /// The line number in the file of `code[0]`.
    pub first_line: usize,
    /// The search function, line by line.
    pub code: Vec<&'static str>,
    /// The index in `code` of the line the step ran.
    pub line: Option<usize>,
}

impl View {
    /// The view of `walk` after its current step.
    pub fn of(walk: &mut Walk) -> View {
        let bookkeeping = walk.bookkeeping();
        let sentence = explain::sentence(walk);
        let at_end = walk.at_end();
        let board = explain::board(walk)
            .iter()
            .map(|row| row.iter().map(|cell| cell.content.glyph()).collect())
            .collect();
        let cell = explain::board(walk).iter().enumerate().find_map(|(row, cells)| {
            cells.iter().position(|cell| cell.current).map(|col| (row, col))
        });
        let state = explain::state(walk)
            .into_iter()
            .map(|line| StateView {
                shape: match line.shape {
                    Shape::Set => "set",
                    Shape::Flags => "flags",
                    Shape::Bits => "bits",
                    Shape::Cells => "cells",
                },
                name: line.name,
                values: line.values,
                read: line.read,
                note: line.note,
            })
            .collect();
        let tally = walk.tally();
        let mut counters = format!(
            "nodes {} · cells {} · solutions {} · dead ends {}",
            nqueens_core::thousands(tally.nodes),
            nqueens_core::thousands(tally.cells),
            nqueens_core::thousands(tally.solutions),
            nqueens_core::thousands(tally.dead_ends)
        );
        if tally.marks > 0 {
            counters.push_str(&format!(" · marks {}", nqueens_core::thousands(tally.marks)));
        }
        let listing = code::listing(bookkeeping);
        View {
            approach: walk.solver().info().id,
            n: walk.n(),
            position: walk.position(),
            at_end,
            board,
            cell,
            state_title: explain::state_title(bookkeeping),
            state,
            stack: explain::stack(walk),
            counters,
            sentence,
            path: listing.path,
            first_line: listing.first_line,
            code: listing.lines,
            line: code::line(bookkeeping, walk.current()),
        }
    }

    /// The line of code the step ran, as it stands in the source (empty if none is marked).
    pub fn current_line(&self) -> &'static str {
        self.line.and_then(|line| self.code.get(line).copied()).unwrap_or("")
    }
}

/// A walk in the browser: created for an approach and an n, moved by the page's controls, and
/// asked for its [`View`] after every move.
#[wasm_bindgen]
pub struct Stepper {
    walk: Walk,
}

impl Stepper {
    /// A stepper at the start of `approach`'s search for an n × n board, or why there is none.
    pub fn create(approach: &str, n: usize) -> Result<Stepper, String> {
        let solver = APPROACHES
            .iter()
            .copied()
            .find(|solver| solver.info().id == approach)
            .ok_or_else(|| format!("the stepper walks {}, not {approach}", ids().join(", ")))?;
        if !(1..=LARGEST_WALKED_N).contains(&n) {
            return Err(format!("the stepper takes n from 1 to {LARGEST_WALKED_N}, not {n}"));
        }
        let walk = Walk::new(solver, n).map_err(|error| error.to_string())?;
        Ok(Stepper { walk })
    }

    /// The view after the current step.
    pub fn view(&mut self) -> View {
        View::of(&mut self.walk)
    }
}

/// The ids of the approaches the stepper walks.
pub fn ids() -> Vec<&'static str> {
    APPROACHES.iter().map(|solver| solver.info().id).collect()
}

#[wasm_bindgen]
impl Stepper {
    /// A stepper at the start of `approach`'s search for an n × n board; throws a one-line
    /// error for an approach or n it does not take.
    #[wasm_bindgen(constructor)]
    pub fn new(approach: &str, n: u32) -> Result<Stepper, JsError> {
        let n = usize::try_from(n).unwrap_or(usize::MAX);
        Stepper::create(approach, n).map_err(|message| JsError::new(&message))
    }

    /// One step forwards; `false` at the end.
    pub fn forward(&mut self) -> bool {
        self.walk.forward().is_some()
    }

    /// One step back; `false` at the start.
    pub fn back(&mut self) -> bool {
        self.walk.back()
    }

    /// Forwards to the next solution; `false` if none is left.
    pub fn next_solution(&mut self) -> bool {
        self.walk.forward_to(StepKind::Solution)
    }

    /// Forwards to the next dead end; `false` if none is left.
    pub fn next_dead_end(&mut self) -> bool {
        self.walk.forward_to(StepKind::DeadEnd)
    }

    /// Records ahead of time the steps the walk will need next, if it is near the edge of those
    /// it holds; the page calls it when it is idle. Returns whether it recorded.
    pub fn prepare(&mut self) -> bool {
        self.walk.prepare()
    }

    /// The bytes of the module's memory (the whole heap of the page's model), in a browser; 0
    /// elsewhere.
    #[wasm_bindgen(js_name = memoryBytes)]
    pub fn memory_bytes() -> u32 {
        #[cfg(target_arch = "wasm32")]
        let bytes = core::arch::wasm32::memory_size::<0>() * 65_536;
        #[cfg(not(target_arch = "wasm32"))]
        let bytes = 0;
        u32::try_from(bytes).unwrap_or(u32::MAX)
    }

    /// Back to the empty board.
    pub fn restart(&mut self) {
        self.walk.restart();
    }

    /// To just after step `position` (or the end); returns the position reached.
    pub fn seek(&mut self, position: u32) -> u32 {
        let reached = self.walk.seek(usize::try_from(position).unwrap_or(usize::MAX));
        u32::try_from(reached).unwrap_or(u32::MAX)
    }

    /// How many steps have been taken.
    pub fn position(&self) -> u32 {
        u32::try_from(self.walk.position()).unwrap_or(u32::MAX)
    }

    /// The view after the current step, as JSON.
    #[wasm_bindgen(js_name = viewJson)]
    pub fn view_json(&mut self) -> String {
        serde_json::to_string(&self.view()).unwrap_or_default()
    }

    /// The ids of the approaches, as JSON.
    #[wasm_bindgen(js_name = approachesJson)]
    pub fn approaches_json() -> String {
        serde_json::to_string(&ids()).unwrap_or_default()
    }

    /// The largest n the stepper takes.
    #[wasm_bindgen(js_name = largestN)]
    pub fn largest_n() -> u32 {
        u32::try_from(LARGEST_WALKED_N).unwrap_or(u32::MAX)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_stepper_walks_the_traceable_approaches_of_the_registry() {
        let traceable: Vec<&str> = nqueens_approaches::APPROACHES
            .iter()
            .filter(|solver| solver.info().traceable())
            .map(|solver| solver.info().id)
            .collect();
        assert_eq!(ids(), traceable);
        assert!(ids().contains(&DEFAULT_ID));
    }

    #[test]
    fn bad_requests_are_one_line_errors() {
        let error = |approach, n| Stepper::create(approach, n).err().unwrap_or_default();
        assert_eq!(
            error("subset", 4),
            "the stepper walks backtrack-board, backtrack-set, backtrack-array, \
             backtrack-bitmask, not subset"
        );
        assert_eq!(error("backtrack-array", 0), "the stepper takes n from 1 to 12, not 0");
        assert_eq!(error("backtrack-array", 13), "the stepper takes n from 1 to 12, not 13");
    }

    #[test]
    fn the_view_follows_the_walk_forwards_and_back() {
        for id in ids() {
            let mut stepper = Stepper::create(id, 5).expect("n = 5 is walked");
            let start = stepper.view();
            assert_eq!(start.board, vec!["·····"; 5], "{id}");
            assert_eq!(start.current_line().trim(), "fn place_row(", "{id}");
            assert!(start.sentence.starts_with("Start: the board is empty"), "{id}");
            let mut views = vec![start];
            while stepper.forward() {
                views.push(stepper.view());
            }
            let last = views.last().expect("a step");
            assert!(last.at_end && last.counters.contains("solutions 10"), "{id}");
            assert_eq!(serde_json::to_string(last).ok(), Some(stepper.view_json()));
            for expected in views.iter().rev().skip(1) {
                assert!(stepper.back(), "{id}");
                assert_eq!(&stepper.view(), expected, "{id}");
            }
            assert!(!stepper.back());
            // Seeking reaches the same view as stepping.
            assert_eq!(stepper.seek(17), 17);
            assert_eq!(stepper.view(), views[17], "{id}");
        }
    }

    #[test]
    fn the_view_marks_the_cell_of_the_step_and_its_line_of_code() {
        let mut stepper = Stepper::create("backtrack-array", 4).expect("n = 4 is walked");
        assert!(stepper.walk.forward_to(StepKind::Reject));
        let view = stepper.view();
        assert_eq!(view.cell, Some((1, 0)));
        assert_eq!(view.board[1].chars().next(), Some('│'));
        assert_eq!(view.current_line().trim(), "if cols[col] | diags1[diag1] | diags2[diag2] {");
        assert_eq!(
            view.first_line + view.line.unwrap_or(0),
            line_in_file(view.path, view.current_line())
        );
    }

    #[test]
    fn the_stepper_pages_give_the_window_the_walk_keeps() {
        let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../../");
        let window = nqueens_core::thousands(nqueens_walk::WINDOW as u64);
        for page in ["docs/stepper.md", "docs/zh/stepper.md"] {
            let text = std::fs::read_to_string(format!("{root}{page}")).expect("the page");
            assert!(text.contains(&format!("{window} ")), "{page} gives the window as {window}");
        }
    }

    /// The number (from 1) of the line of the file at `path` that is exactly `line`.
    fn line_in_file(path: &str, line: &str) -> usize {
        let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../../");
        let text = std::fs::read_to_string(format!("{root}{path}")).expect("a source file");
        text.lines().position(|candidate| candidate == line).map_or(0, |index| index + 1)
    }
}
