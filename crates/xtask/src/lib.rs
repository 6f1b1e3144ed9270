//! The book's build, kept apart from the tool: everything that makes or checks `docs/` and
//! nothing a user of `nqueens` runs.
//!
//! - [`figures`]: the SVG figures of `docs/figures/`, drawn from the real searches through the
//!   step model (`nqueens-walk`), so a figure shows exactly what `nqueens trace` shows.
//! - [`words`]: the words of the figures and the generated tables, one table per language
//!   with the same keys, and what each approach states of its time and space in Chinese.
//! - [`dry_run`]: `cargo xtask add-approach-dry-run`, which adds an approach to a copy of the
//!   repository by the list of `docs/ARCHITECTURE.md` and runs the tests there.
//! - [`zh_search`]: the Chinese book's search index, given the characters and character pairs
//!   of its Chinese text after mdBook's build (`cargo xtask zh-search`), so that a Chinese word
//!   is found.
//! - `tests/docs/`: the test that holds the docs to the code: every excerpt to its source, every
//!   generated table, figure and chart to what the code computes now, every copy of the tool's
//!   output to its snapshot, every link to its target, every Chinese page to its English twin,
//!   and the numbers in the prose one by one.
//! - `src/main.rs`, run as `cargo xtask`: `cargo xtask docs` regenerates every generated part
//!   of the docs (tables, figures, the chart of the work counters) with one switch,
//!   `UPDATE_DOCS=1`, and `cargo xtask check` runs the same test without writing.
//!
//! Invariants: no crate of the tool or of an approach depends on this one, and this one writes
//! only into `docs/` (and only when asked to regenerate) and into the built book it is given. How the docs stay true is told in
//! [`docs/ARCHITECTURE.md`](https://github.com/nqueens/nqueens/blob/main/docs/ARCHITECTURE.md#how-the-docs-stay-true).

pub mod dry_run;
pub mod figures;
pub mod words;
pub mod zh_search;
