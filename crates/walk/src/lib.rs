//! The step model of nqueens: a backtracking search taken apart into steps that a reader walks
//! forwards and backwards, what each step shows, and the line of code behind it.
//!
//! `nqueens trace` prints the steps, `nqueens explore` steps through them in a terminal, the
//! figures of the docs draw them, the stepper of the book runs them in a browser (compiled
//! to WebAssembly by `nqueens-web`), and `nqueens practice` holds a learner's search to them:
//! all of them use this crate, so they show the same thing.
//!
//! - [`Walk`]: the search of one traceable approach for one n, as [`Step`]s (reject a cell,
//!   place a queen, dead end, solution, remove a queen; for exact cover also choose, cover and
//!   uncover an item) with the board, the stack of queens and
//!   the counters ([`Tally`]) after each. It uses no thread: it keeps a window of steps and runs
//!   the deterministic search again from the start when it needs steps outside it.
//! - [`explain`]: what a step shows in the approach's own terms: the board with the attacked
//!   cells marked by line, the state the search keeps (sets, flags, masks or marks), the stack,
//!   and one sentence per step.
//! - [`code`]: the approach's search function (`place_row`, or `search_from` for exact cover),
//!   as its docs page shows it (the `ANCHOR: search` region of its source), and the line of it
//!   that each step runs.
//! - [`draw`]: the board and the state as text, side by side, as `nqueens trace` prints them
//!   after each step and `nqueens practice check` at the first step a learner's search parts
//!   from the textbook's.
//! - [`cover`]: the exact-cover search (`backtrack-dlx`), which walks as items chosen, covered
//!   and uncovered besides its queens: its matrix, with the covered items, the hidden options
//!   and each item's count of options left.
//!
//! ```
//! use nqueens_walk::{StepKind, Walk, code};
//!
//! let solver = nqueens_approaches::find("backtrack-array").expect("a registered approach");
//! let mut walk = Walk::new(solver, 4)?;
//! // The first cell the search skips: (1, 0), in the column of the queen on (0, 0).
//! assert!(walk.forward_to(StepKind::Reject));
//! assert_eq!(walk.queens(), [0]);
//! let listing = code::listing(&solver.info());
//! let line = code::line(&listing, walk.bookkeeping(), walk.current()).expect("a mapped step");
//! assert_eq!(listing.lines[line].trim(), "if cols[col] | diags1[diag1] | diags2[diag2] {");
//! # Ok::<(), nqueens_walk::WalkError>(())
//! ```

pub mod code;
pub mod controls;
pub mod cover;
pub mod draw;
pub mod explain;
pub mod phrases;
pub mod predict;
pub mod tree;
mod walk;

pub use walk::{LARGEST_WALKED_N, Step, StepKind, Tally, WINDOW, Walk, WalkError};
