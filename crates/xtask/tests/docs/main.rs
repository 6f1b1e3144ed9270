//! The docs cannot drift from the code.
//!
//! These checks run over `README.md`, `README.zh-CN.md` and every Markdown file in `docs/`
//! (the Chinese pages in `docs/zh/` included):
//!
//! - **Excerpts.** A fenced code block right after `<!-- source: PATH -->` must equal the whole
//!   file at PATH, and after `<!-- source: PATH#NAME -->` the lines between `// ANCHOR: NAME` and
//!   `// ANCHOR_END: NAME` in it (the mdBook convention), with other anchor lines left out and
//!   the common indentation removed.
//! - **Generated sections.** The text between `<!-- generated: KIND ARGS -->` and
//!   `<!-- end generated -->` must equal what the code computes now, and every section listed in
//!   [`generated::expected_sections`] must be there. Run
//!   `cargo xtask docs` to rewrite them.
//! - **Tool output.** A fenced code block right after `<!-- snapshot: nqueens ARGS -->` must
//!   equal the insta snapshot of the tool's tests whose description is `nqueens ARGS`; it may
//!   start with the command line (`$ cargo run --release -- ARGS`) and leave out lines where it
//!   says so in a line starting with `… (` (`… （` on a Chinese page). `cargo xtask docs` copies
//!   a block that differs again from its snapshot.
//! - **Links.** Every relative link points to a file or folder that exists, and its `#fragment`,
//!   if any, to a heading of the Markdown file it points to.
//! - **Markdown that renders as written:** no mdBook directive (`{{#include …}}` and the like,
//!   which GitHub shows as it is) and no line right after a table (it renders as one more row).
//! - **Chinese twins.** `README.zh-CN.md` and every page of `docs/zh/` have the same headings
//!   (paired by explicit anchors), excerpts, snapshots, generated sections and images, in the
//!   same order, as their English twins, and every English page but a few has a twin
//!   ([`twins`]).
//! - **Figures and charts.** Every SVG of `docs/figures/` equals what `nqueens_xtask::figures`
//!   draws now, is well-formed, and is shown on a page; a figure with words has a Chinese twin
//!   `NAME-zh.svg`, which the Chinese pages show ([`figures`]); the chart of the work counters
//!   and its Chinese twin equal what the benches' library draws ([`charts`]).
//! - **Facts the crates state of their pages:** the stepper's pages give the window the walk
//!   keeps ([`prose_stepper`]).
//! - **Facts in prose**, checked by kind ([`facts`]): each `prose_*` module declares the values
//!   it computes for its pages (a count, a mask, a first solution, a name) with the word each
//!   is a number of, and the page must show the value as a whole token in a sentence, row or
//!   item that names it, so a page can be reworded freely around its facts. Conversely, every
//!   number a teaching page of either book states must be one of those facts, a generated
//!   section, code, a measured record or a quoted source. Counts of the repository's things
//!   ("nine approaches") are checked by kind too ([`counts`]), and so are names: every
//!   command line of the tool a page shows names a command, flags and approaches the tool has
//!   ([`names`]).
//!
//! One switch regenerates everything generated (tables, figures, the chart): `cargo xtask docs`,
//! which runs this test with `UPDATE_DOCS=1`.
//!
//! Each check is a module: [`excerpts`], [`generated`] (with the tables of one page each in
//! [`generated_choosing`], [`generated_large_n`] and [`generated_sat`]), [`snapshots`], [`links`],
//! [`markdown`] and [`figures`]; this file holds what they share.

use std::fs;
use std::ops::ControlFlow;
use std::path::{Path, PathBuf};

use nqueens_core::{Solver, WorkCounts};

mod architecture;
mod charts;
mod convention;
mod counts;
mod excerpts;
mod facts;
mod figures;
mod follow_ups;
mod generated;
mod generated_choosing;
mod generated_large_n;
mod generated_sat;
mod links;
mod markdown;
mod names;
mod prose;
mod prose_array_bitmask;
mod prose_backtracking;
mod prose_board;
mod prose_brute_force;
mod prose_computed;
mod prose_dlx;
mod prose_interview;
mod prose_large_n;
mod prose_parallel;
mod prose_path;
mod prose_results;
mod prose_sat;
mod prose_stepper;
mod prose_zh;
mod snapshots;
mod terms_zh;
mod twins;

/// The Rust sheet of the interview's follow-up questions, compiled here so that its functions
/// are tested, linted and formatted with the workspace.
#[path = "../../../../docs/interview/follow-ups/follow_ups.rs"]
mod follow_ups_sheet;

/// The command that regenerates every generated part of the docs, for the failure messages.
const REGENERATE: &str = "cargo xtask docs";

/// Whether this run rewrites the generated parts of the docs (`UPDATE_DOCS` is set, as
/// `cargo xtask docs` sets it) instead of only comparing them.
fn regenerating() -> bool {
    std::env::var_os("UPDATE_DOCS").is_some()
}

fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").canonicalize().expect("workspace root")
}

/// `README.md`, `README.zh-CN.md` and every Markdown file under `docs/`.
fn markdown_files() -> Vec<PathBuf> {
    let root = workspace_root();
    let mut files = vec![root.join("README.md"), root.join("README.zh-CN.md")];
    let mut pending = vec![root.join("docs")];
    while let Some(directory) = pending.pop() {
        for entry in fs::read_dir(&directory).expect("docs/ is readable") {
            let path = entry.expect("a directory entry").path();
            if path.is_dir() {
                pending.push(path);
            } else if path.extension().is_some_and(|extension| extension == "md") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

fn relative(path: &Path) -> String {
    path.strip_prefix(workspace_root()).unwrap_or(path).display().to_string()
}

/// A Markdown text with every run of white space made one space, so that a sentence can be
/// found wherever its lines break.
fn flowing(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The text of the Markdown file at `path`, from the workspace root, as [`flowing`] text.
fn page(path: &str) -> String {
    flowing(&fs::read_to_string(workspace_root().join(path)).expect("a readable page"))
}

/// The candidates `approach` tests at n until it finds its `nth` solution, that one included,
/// and that solution.
fn scan_until(approach: &dyn Solver, n: usize, nth: usize) -> (u64, Vec<u8>) {
    let mut counts = WorkCounts::default();
    let mut found = Vec::new();
    let mut seen = 0;
    let _ = approach
        .observe(n, &mut counts, &mut |columns| {
            seen += 1;
            found = columns.to_vec();
            if seen == nth { ControlFlow::Break(()) } else { ControlFlow::Continue(()) }
        })
        .expect("n is small");
    assert_eq!(seen, nth, "{} has fewer than {nth} solutions at n = {n}", approach.info().id);
    (counts.candidates, found)
}

/// Every fact the `prose_*` modules compute for the pages, for the check that every number a
/// teaching page states is explained ([`facts`]).
fn every_fact() -> Vec<facts::Fact> {
    [
        follow_ups::facts,
        prose_array_bitmask::facts,
        prose_backtracking::facts,
        prose_board::facts,
        prose_brute_force::facts,
        prose_computed::facts,
        prose_dlx::facts,
        prose_interview::facts,
        prose_large_n::facts,
        prose_parallel::facts,
        prose_path::facts,
        prose_results::facts,
        prose_sat::facts,
        prose_stepper::facts,
        prose_zh::facts,
    ]
    .iter()
    .flat_map(|facts| facts())
    .collect()
}
