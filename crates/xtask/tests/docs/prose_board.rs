//! Numbers in the prose of the board page: the boards of marks of its worked example, the work
//! of marking, and its pitfall, the undo that clears too much.

use std::fmt::Write;
use std::ops::ControlFlow;

use nqueens_cli::format::thousands;
use nqueens_core::sequences::TOTAL_SOLUTIONS;
use nqueens_core::{Observer, check};

use crate::facts::{Facts, assert_facts, fact};
use crate::prose::{approach, work_of};

/// The page of the search that marks the cells its queens attack.
const PAGE: &str = "docs/backtrack-board.md";

/// The boards of marks of a search, drawn after each placement once its queen has marked its
/// cells: `Q` for a queen, `*` for a cell the newest queen marked (its part of the undo list),
/// `x` for a cell an earlier queen marked, `.` for a free cell.
struct Boards {
    n: usize,
    /// The column of each queen on the board, from row 0.
    queens: Vec<usize>,
    /// The row of the queen that marked each cell, if one did.
    marked_by: Vec<Vec<Option<usize>>>,
    /// Each board drawn so far, under the cell of the queen just placed.
    drawn: Vec<(String, Vec<String>)>,
    /// The cells looked at while marking: every cell each queen attacks below it.
    looked_at: u64,
}

impl Boards {
    fn new(n: usize) -> Self {
        Self {
            n,
            queens: Vec::new(),
            marked_by: vec![vec![None; n]; n],
            drawn: Vec::new(),
            looked_at: 0,
        }
    }

    /// Draws the board as it stands.
    fn draw(&mut self) {
        let newest = self.queens.len() - 1;
        let rows = (0..self.n)
            .map(|row| {
                let cells: Vec<&str> = (0..self.n)
                    .map(|col| match self.marked_by[row][col] {
                        _ if self.queens.get(row) == Some(&col) => "Q",
                        Some(queen_row) if queen_row == newest => "*",
                        Some(_) => "x",
                        None => ".",
                    })
                    .collect();
                cells.join(" ")
            })
            .collect();
        self.drawn.push((format!("({newest}, {})", self.queens[newest]), rows));
    }

    /// The first `count` boards, four side by side, as the page shows them.
    fn shown(&self, count: usize) -> String {
        let mut text = String::new();
        for group in self.drawn[..count].chunks(4) {
            let width = 2 * self.n - 1 + 3;
            let titles: Vec<String> =
                group.iter().map(|(title, _)| format!("{title:<width$}")).collect();
            writeln!(text, "{}", titles.concat().trim_end()).expect("a String grows");
            for row in 0..self.n {
                let cells: Vec<String> =
                    group.iter().map(|(_, rows)| format!("{:<width$}", rows[row])).collect();
                writeln!(text, "{}", cells.concat().trim_end()).expect("a String grows");
            }
            text.push('\n');
        }
        text
    }
}

impl Observer for Boards {
    fn node(&mut self, row: usize) {
        // A node below the root is entered once its queen has marked its cells.
        if row > 0 {
            self.draw();
        }
    }

    fn placed(&mut self, row: usize, col: usize) {
        self.queens.truncate(row);
        self.queens.push(col);
        self.looked_at += attacked_below(self.n, row, col).len() as u64;
    }

    fn marked(&mut self, row: usize, col: usize) {
        self.marked_by[row][col] = Some(self.queens.len() - 1);
    }

    fn removed(&mut self, row: usize, _col: usize) {
        self.queens.truncate(row);
    }

    fn unmarked(&mut self, row: usize, col: usize) {
        self.marked_by[row][col] = None;
    }
}

/// The boards of the search at n, and the cells it looked at while marking.
fn boards(n: usize) -> Boards {
    let mut boards = Boards::new(n);
    let _ = approach("backtrack-board")
        .observe(n, &mut boards, &mut |_| ControlFlow::Continue(()))
        .expect("n is small");
    boards
}

fn the_board_page_draws_the_marks_of_4_right(facts: &mut Facts) {
    let four = boards(4);
    let work = work_of("backtrack-board", 4);
    facts.extend([
        // The drawing of the marks, wherever it stands.
        fact(PAGE, "", four.shown(8).split_whitespace().collect::<Vec<_>>().join(" ")),
        fact(PAGE, "nodes", work.nodes),
        fact(PAGE, "cells", work.cells),
    ]);
}

fn the_board_page_counts_the_marking_right(facts: &mut Facts) {
    let n = 8;
    let work = work_of("backtrack-board", n);
    let eight = boards(n);
    let placements = work.nodes - 1;
    let twelve = work_of("backtrack-board", 12);
    facts.extend([
        fact(PAGE, "placements", n),
        fact(PAGE, "placements", thousands(placements)),
        fact(PAGE, "cells", thousands(eight.looked_at)),
        fact(PAGE, "mark", thousands(work.marks)),
        fact("docs/benchmarks.md", "cells", thousands(twelve.cells)),
        fact("docs/benchmarks.md", "cells", thousands(twelve.marks)),
    ]);
}

/// The cells the queen on (`row`, `col`) attacks in the rows below it, row by row and from
/// left to right, as `place_row` looks at them.
fn attacked_below(n: usize, row: usize, col: usize) -> Vec<(usize, usize)> {
    let mut cells = Vec::new();
    for below in row + 1..n {
        let distance = below - row;
        let left = col.checked_sub(distance);
        let right = Some(col + distance).filter(|&right| right < n);
        cells.extend([left, Some(col), right].into_iter().flatten().map(|col| (below, col)));
    }
    cells
}

/// The search with the over-eager undo that the docs warn about: taking a queen back clears
/// every cell it attacks in the rows below, also those an earlier queen attacks and marked.
/// Returns how many placements it reports as solutions, and the first that is not one.
fn naive_undo(n: usize) -> (u64, Option<Vec<u8>>) {
    fn place_row(
        n: usize,
        row: usize,
        conflicted: &mut [Vec<bool>],
        columns: &mut Vec<u8>,
        found: &mut (u64, Option<Vec<u8>>),
    ) {
        if row == n {
            found.0 += 1;
            if found.1.is_none() && check(columns).is_err() {
                found.1 = Some(columns.clone());
            }
            return;
        }
        for col in 0..n {
            if conflicted[row][col] {
                continue;
            }
            columns.push(u8::try_from(col).expect("a small board"));
            for (below, attacked_col) in attacked_below(n, row, col) {
                conflicted[below][attacked_col] = true;
            }
            place_row(n, row + 1, conflicted, columns, found);
            // The mistake: clear every attacked cell, not the cells this queen marked.
            for (below, attacked_col) in attacked_below(n, row, col) {
                conflicted[below][attacked_col] = false;
            }
            columns.pop();
        }
    }
    let mut found = (0, None);
    place_row(n, 0, &mut vec![vec![false; n]; n], &mut Vec::new(), &mut found);
    found
}

/// The smallest n at which the over-eager undo first goes wrong, what it counts there, and
/// the first placement it reports that is not a solution, as the page states them.
const NAIVE_WRONG_AT: (usize, u64, [u8; 5]) = (5, 15, [0, 4, 1, 3, 0]);

fn the_naive_undo_first_goes_wrong_at_n_5(facts: &mut Facts) {
    let (wrong_at, count, first_wrong) = NAIVE_WRONG_AT;
    let first = (0..=8).find(|&n| naive_undo(n).0 != TOTAL_SOLUTIONS[n]);
    assert_eq!(
        first,
        Some(wrong_at),
        "the naive undo first goes wrong at n = {first:?}, not at n = {wrong_at}"
    );
    // Below that n every placement it reports is a solution, although it clears cells it
    // should not: at n = 4, taking back (1, 2) clears (2, 2) and (3, 0), which (0, 0) attacks.
    for n in 0..wrong_at {
        assert_eq!(naive_undo(n).1, None, "n = {n}");
    }
    for cell in [(2, 2), (3, 0)] {
        assert!(attacked_below(4, 0, 0).contains(&cell) && attacked_below(4, 1, 2).contains(&cell));
    }
    let (naive_count, naive_first_wrong) = naive_undo(wrong_at);
    assert_eq!(naive_count, count, "the naive undo's count at n = {wrong_at}");
    assert!(naive_count > TOTAL_SOLUTIONS[wrong_at], "it lets queens onto attacked cells");
    assert_eq!(naive_first_wrong.as_deref(), Some(&first_wrong[..]));
    // Its queens on (3, 3) and (4, 0) stand where (0, 0) attacks, on cells that taking back
    // (1, 3), which attacks them too, cleared.
    for cell in [(3, 3), (4, 0)] {
        assert!(attacked_below(wrong_at, 0, 0).contains(&cell), "{cell:?}");
        assert!(attacked_below(wrong_at, 1, 3).contains(&cell), "{cell:?}");
    }
    // The crate's own undo gets that n right.
    assert_eq!(approach("backtrack-board").count(wrong_at), Ok(TOTAL_SOLUTIONS[wrong_at]));

    // The page says so.
    let columns: Vec<String> = first_wrong.iter().map(u8::to_string).collect();
    facts.extend([
        fact(PAGE, "counts", wrong_at),
        fact(PAGE, "solutions", count),
        fact(PAGE, "first", TOTAL_SOLUTIONS[wrong_at]),
        fact(PAGE, "ones", columns.join(" ")),
    ]);
}

/// The facts of the pages this module checks.
pub(crate) fn facts() -> Facts {
    let mut facts = Facts::new();
    the_board_page_draws_the_marks_of_4_right(&mut facts);
    the_board_page_counts_the_marking_right(&mut facts);
    the_naive_undo_first_goes_wrong_at_n_5(&mut facts);
    facts
}

#[test]
fn the_pages_show_these_facts() {
    assert_facts(&facts());
}
