//! Numbers in the prose of the board page: the boards of marks of its worked example, and the
//! work of marking.

use std::fmt::Write;
use std::ops::ControlFlow;

use nqueens_cli::format::thousands;
use nqueens_core::Observer;

use crate::assert_pages_say;
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
        for below in row + 1..self.n {
            let distance = below - row;
            self.looked_at += 1 + u64::from(col >= distance) + u64::from(col + distance < self.n);
        }
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

#[test]
fn the_board_page_draws_the_marks_of_4_right() {
    let four = boards(4);
    let work = work_of("backtrack-board", 4);
    assert_pages_say(&[
        (PAGE, four.shown(8).split_whitespace().collect::<Vec<_>>().join(" ")),
        (
            PAGE,
            format!(
                "prints the whole search, one line per event, indented by row: {} nodes and {} \
                 cells, the tree that the next three pages walk too",
                work.nodes, work.cells
            ),
        ),
    ]);
}

#[test]
fn the_board_page_counts_the_marking_right() {
    let n = 8;
    let work = work_of("backtrack-board", n);
    let eight = boards(n);
    let placements = work.nodes - 1;
    let twelve = work_of("backtrack-board", 12);
    assert_pages_say(&[
        (
            PAGE,
            format!(
                "At n = {n} its {} placements look at {} cells and mark {} of them",
                thousands(placements),
                thousands(eight.looked_at),
                thousands(work.marks)
            ),
        ),
        (
            "docs/benchmarks.md",
            format!(
                "examines the same {} cells at n = 12 as the array search and also marks {} cells",
                thousands(twelve.cells),
                thousands(twelve.marks)
            ),
        ),
    ]);
}
