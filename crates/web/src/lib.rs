//! The stepper of the nqueens book: the search of a backtracking approach, stepped forwards and
//! back in a browser, with the board, the state the search keeps, the stack, the counters, a
//! sentence and the line of code behind every step.
//!
//! There is one model: [`Stepper`] holds a [`Walk`](nqueens_walk::Walk) of `nqueens-walk`, the same that
//! `nqueens trace` and `nqueens explore` use; [`View`] is everything a page draws after a step,
//! taken from `nqueens_walk::explain` and `nqueens_walk::code`; [`Catalog`] is what it needs
//! once (the approaches, their names and their code, the kinds of cell); and [`Address`] reads
//! a link to a step as the outside input it is. `.ci/stepper` compiles this crate to
//! WebAssembly with `wasm-bindgen` for the stepper's scripts (`docs/stepper/stepper*.js`),
//! which only draw the views and send the key presses and clicks; no search runs in
//! JavaScript. The [`practice`] module is the book's practice panel: the learner's own search, written in
//! JavaScript and run in a worker by `docs/stepper/practice.js`, is checked here against the
//! textbook's walk with `nqueens-practice`'s comparison.
//!
//! The pure-Rust parts (the views and their text) are tested by `cargo test`; the browser test
//! (`crates/browser-test`, run by `.ci/stepper-test`) holds the page to them.
//!
//! ```
//! use nqueens_web::Stepper;
//!
//! let mut stepper = Stepper::create("backtrack-array", 4)?;
//! assert!(stepper.next_solution());
//! let view = stepper.view();
//! assert_eq!(view.cells[0], ["free", "queen", "free", "free"]);
//! assert_eq!(view.glyphs(), ["·Q··", "···Q", "Q···", "··Q·"]);
//! assert_eq!(view.current_line().trim(), "if row == n {");
//! # Ok::<(), String>(())
//! ```

use nqueens_core::{Approach, Solver};

mod address;
mod bindings;
mod catalog;
pub mod practice;
mod stepper;
mod view;

pub use address::{Address, Notice};
pub use catalog::{Catalog, ControlView, Entry, ListingView};
pub use stepper::{Judgement, QuestionView, Score, Stepper, TimelineJson, TreeJson, TreeNodeJson};
pub use view::{MatrixItemJson, MatrixJson, MatrixOptionJson, StateView, View};

/// The approaches the stepper walks, in the order the project teaches them: those that report
/// every step (a test holds this list to the registry's).
pub static APPROACHES: &[&dyn Solver] = &[
    &nqueens_backtrack_board::BacktrackBoard,
    &nqueens_backtrack_set::BacktrackSet,
    &nqueens_backtrack_array::BacktrackArray,
    &nqueens_backtrack_bitmask::BacktrackBitmask,
    &nqueens_backtrack_dlx::BacktrackDlx,
];

/// The approach the stepper starts with: the arrays of flags a beginner learns first.
pub const DEFAULT_ID: &str = <nqueens_backtrack_array::BacktrackArray as Approach>::INFO.id;

/// The approach the stepper walks with this id, matched without regard to case.
fn find(id: &str) -> Option<&'static str> {
    ids().into_iter().find(|known| known.eq_ignore_ascii_case(id.trim()))
}

/// The ids of the approaches the stepper walks.
pub fn ids() -> Vec<&'static str> {
    APPROACHES.iter().map(|solver| solver.info().id).collect()
}

#[cfg(test)]
mod tests;
