//! Numbers of the teaching pages that no check held before the converse of [`crate::facts`]
//! found them: computed here from the crates, so that each is a fact of its page.

use nqueens_backtrack_dlx::{Branching, DLX_NODES, count_work_with};
use nqueens_cli::format::thousands;
use nqueens_core::sequences::{BACKTRACK_CELLS, BACKTRACK_NODES};

use crate::facts::{Facts, assert_facts, fact};
use crate::prose::{rounded, work_of};

/// The ways to place `queens` queens that do not attack each other in the first rows of an
/// n × n board, one per row: the halves meet in the middle lists.
fn halves(n: usize, queens: usize) -> u64 {
    fn place(n: usize, row: usize, queens: usize, columns: &mut Vec<usize>) -> u64 {
        if row == queens {
            return 1;
        }
        let mut ways = 0;
        for col in 0..n {
            let attacked = columns
                .iter()
                .enumerate()
                .any(|(above, &other)| other == col || other.abs_diff(col) == row - above);
            if !attacked {
                columns.push(col);
                ways += place(n, row + 1, queens, columns);
                columns.pop();
            }
        }
        ways
    }
    place(n, 0, queens, &mut Vec::new())
}

/// The facts of the pages this module computes.
pub(crate) fn facts() -> Facts {
    let factorial = |n: u32| (1..=n).map(f64::from).product::<f64>();
    let dlx = |branching| count_work_with(8, branching).expect("8 is small").nodes;
    let meet = work_of("meet-in-the-middle", 8);
    let nodes_8 = thousands(BACKTRACK_NODES[8]);
    let (json, dlx_page, meet_page) =
        ("docs/README.md", "docs/backtrack-dlx.md", "docs/meet-in-the-middle.md");
    vec![
        // The JSON's whole numbers: up to u64::MAX, then 2^64 as a string.
        fact(json, "64 bits", thousands(u64::MAX)),
        fact(json, "2^64", format!("\"{}\"", 1u128 << 64)),
        // The counter of the permutations, a u64: 20! fits it, 21! does not.
        fact("docs/permutation.md", "u64", format!("20! ≈ {}", rounded(factorial(20)))),
        fact("docs/permutation.md", "u64", format!("21! ≈ {}", rounded(factorial(21)))),
        fact("docs/backtrack-board.md", "cells", thousands(BACKTRACK_CELLS[8])),
        // The rules of exact cover at n = 8, and its tree at n = 16.
        fact(dlx_page, "| row by row", &nodes_8),
        fact(dlx_page, "Branching::Rows", thousands(dlx(Branching::Rows))),
        fact(dlx_page, "Branching::Mrv`", thousands(dlx(Branching::Mrv))),
        fact(dlx_page, "Branching::MrvMiddleFirst", thousands(dlx(Branching::MrvMiddleFirst))),
        fact(dlx_page, "n = 8", thousands(DLX_NODES[8])),
        fact(dlx_page, "n = 8", &nodes_8),
        fact(dlx_page, "n = 16", thousands(DLX_NODES[16])),
        fact(dlx_page, "n = 16", thousands(BACKTRACK_NODES[16])),
        // The worked example of meet in the middle at n = 8.
        fact(meet_page, "ways", halves(8, 4)),
        fact(meet_page, "tops", halves(8, 4)),
        fact(meet_page, "candidate", thousands(meet.candidates)),
        fact(meet_page, "keeps", meet.solutions),
        fact(meet_page, "row-by-row", &nodes_8),
        fact(meet_page, "n = 8", thousands(meet.candidates)),
        fact(meet_page, "| 14 |", thousands(halves(14, 7))),
        fact(meet_page, "billion nodes", format!("{:.1}", BACKTRACK_NODES[16] as f64 / 1e9)),
        fact(meet_page, "billion nodes", format!("{:.1}", BACKTRACK_NODES[17] as f64 / 1e9)),
    ]
    .into_iter()
    .chain(count_peaks())
    .collect()
}

/// The peaks of the meet-in-the-middle count in its page's table of memory, in both books: the
/// crate's model (`Solver::peak_bytes`), in MB or GB, with one decimal below 10.
fn count_peaks() -> Facts {
    let meet = nqueens_approaches::find("meet-in-the-middle").expect("a registered approach");
    let size = |bytes: u64| {
        let (value, unit) = if bytes >= 1_000_000_000 {
            (bytes as f64 / 1e9, "GB")
        } else {
            (bytes as f64 / 1e6, "MB")
        };
        if value < 10.0 { format!("{value:.1} {unit}") } else { format!("{value:.0} {unit}") }
    };
    let pages = ["docs/meet-in-the-middle.md", "docs/zh/meet-in-the-middle.md"];
    [14, 16, 17, 18, 19, 20, 21, 24, 25, 26]
        .into_iter()
        .flat_map(|n| {
            let peak = size(meet.peak_bytes(n, false));
            pages.map(|page| fact(page, &format!("| {n} |"), &peak))
        })
        .collect()
}

#[test]
fn the_pages_show_these_facts() {
    assert_facts(&facts());
}
