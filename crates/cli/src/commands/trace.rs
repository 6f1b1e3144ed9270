//! `nqueens trace`: a backtracking search printed step by step as an indented tree.

use std::fmt::Write as _;
use std::io::Write;
use std::ops::ControlFlow;

use nqueens_core::{Attack, Observer, WorkCounts};

use crate::args::TraceArgs;
use crate::failure::{Failure, Outcome};
use crate::format::{plural, thousands};
use crate::output;

/// The largest board a trace draws: n = 8 already takes about 20,000 lines.
const LARGEST_TRACED_N: usize = 8;

/// Runs the search with an observer that writes one line per event, then prints the trace
/// under a header that says what the approach reports.
pub(crate) fn run(args: &TraceArgs) -> Outcome {
    let solver = args.approach.0;
    let info = solver.info();
    let n = args.n;
    // The command line accepts only traceable approaches (see `ApproachParser::TRACEABLE`).
    if n > LARGEST_TRACED_N {
        return Err(Failure::Usage(format!(
            "trace prints the search step by step up to n = {LARGEST_TRACED_N}, not n = {n} (the trace of n = 9 \
             alone runs to about 100,000 lines); pick N from 0 to {LARGEST_TRACED_N}"
        )));
    }

    // The trace of n ≤ 8 is at most a few hundred kilobytes: build it whole, so that the header
    // can say what the search reported.
    let mut tracer = Tracer::new(n);
    let _ = solver.observe(n, &mut tracer, &mut |_: &[u8]| ControlFlow::Continue(()))?;

    let mut out = output::stdout();
    write!(out, "{}", tracer.header(info.id))?;
    out.write_all(tracer.lines.as_bytes())?;
    write!(out, "{}", tracer.summary())?;
    out.flush()?;
    Ok(())
}

/// An observer that writes each event of the search as one line, indented by its row.
struct Tracer {
    n: usize,
    /// The column of the queen in each row filled so far.
    queens: Vec<usize>,
    /// For each row of the current path, whether a queen has been placed in it yet.
    placed_in_row: Vec<bool>,
    /// The trace so far.
    lines: String,
    counts: WorkCounts,
    rejected: u64,
    placed: u64,
    dead_ends: u64,
    /// The cells cleared from a board of marks (`counts.marks` holds the cells marked).
    cleared: u64,
    /// Whether the last line already lists cells (marked or cleared) after its event.
    listing: bool,
}

impl Tracer {
    fn new(n: usize) -> Self {
        Self {
            n,
            queens: Vec::with_capacity(n),
            placed_in_row: vec![false; n + 1],
            lines: String::new(),
            counts: WorkCounts::default(),
            rejected: 0,
            placed: 0,
            dead_ends: 0,
            cleared: 0,
            listing: false,
        }
    }

    /// Adds the cell (`row`, `col`) to the end of the line just written, after `what` if it is
    /// the first cell that line lists: `place   (0, 0)  marks (1, 0) (1, 1)`.
    fn list_cell(&mut self, what: &str, row: usize, col: usize) {
        if self.lines.ends_with('\n') {
            self.lines.pop();
        }
        if !self.listing {
            let _ = write!(self.lines, "  {what}");
            self.listing = true;
        }
        let _ = writeln!(self.lines, " ({row}, {col})");
    }

    /// Starts a line indented for `row`.
    fn line(&mut self, row: usize) -> &mut String {
        for _ in 0..row {
            self.lines.push_str("│ ");
        }
        &mut self.lines
    }

    /// How the queens on the board attack (`row`, `col`), and the queen that does: the first
    /// by column, then by diagonal, then by anti-diagonal, in that order of lines, as a search
    /// would test them.
    fn attacker(&self, row: usize, col: usize) -> Option<(Attack, (usize, usize))> {
        [Attack::Column, Attack::Diagonal, Attack::AntiDiagonal].into_iter().find_map(|attack| {
            let queen = self.queens.iter().copied().enumerate().find(|&(queen_row, queen_col)| {
                match attack {
                    Attack::Column => queen_col == col,
                    // Same `row - col`, written without a subtraction that could go below
                    // zero.
                    Attack::Diagonal => queen_row + col == row + queen_col,
                    Attack::AntiDiagonal => queen_row + queen_col == row + col,
                }
            });
            queen.map(|queen| (attack, queen))
        })
    }

    /// What the reader needs to know before the trace: the notation, and what this approach
    /// reports.
    fn header(&self, id: &str) -> String {
        let n = self.n;
        let mut header = format!(
            "Trace of {id} for n = {n}: every step of the search. Cells are (row, col), counted \
             from 0;\neach │ is one row deeper, below the queen placed in the row above.\n"
        );
        let marks = self.counts.marks > 0;
        header.push_str("  place   put a queen on a free cell, then fill the next row\n");
        if marks {
            header.push_str(
                "          marks: the cells it attacks below that no queen had marked (its undo list)\n",
            );
        }
        if self.rejected > 0 {
            header.push_str(
                "  reject  skip an attacked cell: on the column, diagonal or anti-diagonal of a queen\n",
            );
        }
        header.push_str(
            "  remove  take the queen back (backtrack) and try the next cell of its row\n",
        );
        if marks {
            header.push_str("          clears: the cells of its undo list, and no others\n");
        }
        if self.rejected == 0 && self.dead_ends > 0 {
            let _ = write!(
                header,
                "{id} computes the free cells of a row with bit operations and never examines\n\
                 an attacked cell: this trace shows only placements, dead ends and removals.\n"
            );
        }
        header.push('\n');
        header
    }

    /// The totals after the trace.
    fn summary(&self) -> String {
        let solutions = plural(self.counts.solutions, "solution", "solutions");
        let mut summary = format!(
            "\n{solutions}; the search entered {} and examined {}",
            plural(self.counts.nodes, "node", "nodes"),
            plural(self.counts.cells, "cell", "cells"),
        );
        if self.rejected > 0 {
            let _ = write!(summary, ", of which it rejected {}", thousands(self.rejected));
        }
        summary.push_str(".\n");
        if self.counts.marks > 0 {
            let _ = writeln!(
                summary,
                "It marked {} as attacked, and cleared {} when their queens were taken back.",
                plural(self.counts.marks, "cell", "cells"),
                thousands(self.cleared)
            );
        }
        summary
    }
}

impl Observer for Tracer {
    fn node(&mut self, row: usize) {
        self.counts.node(row);
        if let Some(placed) = self.placed_in_row.get_mut(row) {
            *placed = false;
        }
    }

    fn rejected(&mut self, row: usize, col: usize) {
        self.counts.rejected(row, col);
        self.rejected += 1;
        let attacker = self.attacker(row, col);
        let line = self.line(row);
        let _ = write!(line, "reject  ({row}, {col})");
        if let Some((attack, (queen_row, queen_col))) = attacker {
            let _ = write!(line, ": {attack} of the queen on ({queen_row}, {queen_col})");
        }
        line.push('\n');
    }

    fn placed(&mut self, row: usize, col: usize) {
        self.counts.placed(row, col);
        self.placed += 1;
        self.queens.truncate(row);
        self.queens.push(col);
        if let Some(placed) = self.placed_in_row.get_mut(row) {
            *placed = true;
        }
        let _ = writeln!(self.line(row), "place   ({row}, {col})");
        self.listing = false;
    }

    fn marked(&mut self, row: usize, col: usize) {
        self.counts.marked(row, col);
        self.list_cell("marks", row, col);
    }

    fn unmarked(&mut self, row: usize, col: usize) {
        self.cleared += 1;
        self.list_cell("clears", row, col);
    }

    fn removed(&mut self, row: usize, col: usize) {
        // The queen's subtree is over: a row below it without any placement was a dead end.
        let below = row + 1;
        if below < self.n && !self.placed_in_row.get(below).copied().unwrap_or(true) {
            self.dead_ends += 1;
            let _ = writeln!(self.line(below), "dead end: no free cell in row {below}");
        }
        self.queens.truncate(row);
        let _ = writeln!(self.line(row), "remove  ({row}, {col})");
        self.listing = false;
    }

    fn solution(&mut self, columns: &[u8]) {
        self.counts.solution(columns);
        let number = self.counts.solutions;
        let columns: Vec<String> = columns.iter().map(u8::to_string).collect();
        let row = self.n;
        let line = self.line(row);
        if columns.is_empty() {
            let _ = writeln!(line, "solution {number}: the empty board");
        } else {
            let _ = writeln!(line, "solution {number}: columns {}", columns.join(" "));
        }
    }
}
