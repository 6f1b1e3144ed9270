//! `nqueens trace`: a backtracking search printed step by step as an indented tree, with the
//! board and the search's own state drawn after each step.

use std::fmt::Write as _;
use std::io::Write;

use nqueens_core::Bookkeeping;

use crate::args::{TraceArgs, TraceFilter};
use crate::failure::Outcome;
use crate::format::{plural, thousands};
use crate::output;
use nqueens_walk::explain::{self, Cell, Shape, StateLine};
use nqueens_walk::{Step, StepKind, Walk};

/// The largest board whose trace draws boards unless asked not to: about a hundred steps of a
/// dozen lines each at n = 4, a few thousand at n = 6.
const LARGEST_BOARDS_BY_DEFAULT: usize = 6;

/// Walks the search step by step and prints each step (and, for small boards, the board and
/// the search's state after it), under a header that says what the approach reports.
pub(crate) fn run(args: &TraceArgs) -> Outcome {
    let solver = args.approach.0;
    let info = solver.info();
    let n = args.n;
    // The command line accepts only traceable approaches (see `ApproachParser::TRACEABLE`) and
    // boards up to `args::LARGEST_TRACED_N`.
    let boards = if args.boards {
        true
    } else if args.no_boards {
        false
    } else {
        n <= LARGEST_BOARDS_BY_DEFAULT
    };

    let mut walk = Walk::new(solver, n)?;
    let mut out = output::stdout();
    write!(out, "{}", header(info.id, walk.bookkeeping(), n, boards, args))?;
    if boards {
        write!(out, "{}", frame(&walk))?;
    }
    let mut cleared = 0;
    let mut stopped = false;
    while let Some(step) = walk.forward().cloned() {
        if let Step::Remove { clears, .. } = &step {
            cleared += clears.len() as u64;
        }
        let shown =
            args.only.is_empty() || args.only.iter().any(|filter| filter.kind() == step.kind());
        if shown {
            let mut text = line(&walk, &step);
            if boards {
                text.push_str(&frame(&walk));
            }
            out.write_all(text.as_bytes())?;
        }
        if args.until_solution.is_some_and(|last| walk.tally().solutions >= last)
            && step.kind() == StepKind::Solution
        {
            stopped = !walk.at_end();
            break;
        }
    }
    write!(out, "{}", summary(&walk, cleared, stopped))?;
    out.flush()?;
    Ok(())
}

/// What the reader needs to know before the trace: the notation, and what this approach
/// reports.
fn header(id: &str, bookkeeping: Bookkeeping, n: usize, boards: bool, args: &TraceArgs) -> String {
    let mut header = format!(
        "Trace of {id} for n = {n}: every step of the search. Cells are (row, col), counted \
         from 0;\neach │ is one row deeper, below the queen placed in the row above.\n"
    );
    let marks = bookkeeping == Bookkeeping::MarkedBoard;
    header.push_str("  place   put a queen on a free cell, then fill the next row\n");
    if marks {
        header.push_str(
            "          marks: the cells it attacks below that no queen had marked (its undo list)\n",
        );
    }
    if bookkeeping != Bookkeeping::Masks {
        header.push_str(
            "  reject  skip an attacked cell, saying which queen attacks it and how the search knows\n",
        );
    }
    header.push_str("  remove  take the queen back (backtrack) and try the next cell of its row\n");
    if marks {
        header.push_str("          clears: the cells of its undo list, and no others\n");
    }
    if bookkeeping == Bookkeeping::Masks {
        let _ = write!(
            header,
            "{id} computes the free cells of a row with bit operations and never examines\n\
             an attacked cell: this trace shows only placements, dead ends and removals.\n"
        );
    }
    if boards {
        header.push_str(
            "After each step, the board: Q a queen, · a free cell, │ ╲ ╱ a cell attacked along the\n\
             column, diagonal or anti-diagonal of a queen above it, [ ] the cell of the step; and\n",
        );
        header.push_str(match bookkeeping {
            Bookkeeping::Sets => {
                "the three sets, with [ ] around the key the step looked up (cols holds columns,\n\
                 diags1 row - col, diags2 row + col).\n"
            }
            Bookkeeping::Flags => {
                "the three arrays of flags, with [ ] around the flag the step read or wrote (cols\n\
                 by col, diags1 by row - col + n - 1, diags2 by row + col).\n"
            }
            Bookkeeping::Masks => {
                "the masks of the row being filled, column 0 on the right, with [ ] around the bit\n\
                 of the step's column (diags1 moves one column right per row, diags2 one left).\n"
            }
            Bookkeeping::MarkedBoard => {
                "the undo list lock, one line per queen: the cells that queen marked.\n"
            }
        });
    }
    let mut filters = Vec::new();
    if !args.only.is_empty() {
        let kinds: Vec<&str> = args.only.iter().map(|filter| filter.name()).collect();
        filters.push(format!("only the steps {}", kinds.join(", ")));
    }
    if let Some(last) = args.until_solution {
        filters.push(format!("up to solution {last}"));
    }
    if !filters.is_empty() {
        let _ = writeln!(header, "Showing {}.", filters.join(", "));
    }
    header.push('\n');
    header
}

/// One line for a step, indented by its row.
fn line(walk: &Walk, step: &Step) -> String {
    let (depth, text) = match step {
        Step::Reject { row, col } => {
            (*row, format!("reject  ({row}, {col}): {}", explain::reason(walk, *row, *col)))
        }
        Step::Place { row, col, marks } => {
            (*row, format!("place   ({row}, {col}){}", listed("marks", marks)))
        }
        Step::Remove { row, col, clears } => {
            (*row, format!("remove  ({row}, {col}){}", listed("clears", clears)))
        }
        Step::DeadEnd { row } => (*row, format!("dead end: no free cell in row {row}")),
        Step::Solution => {
            let number = walk.tally().solutions;
            let columns: Vec<String> = walk.queens().iter().map(usize::to_string).collect();
            let text = if columns.is_empty() {
                format!("solution {number}: the empty board")
            } else {
                format!("solution {number}: columns {}", columns.join(" "))
            };
            (walk.n(), text)
        }
    };
    format!("{}{text}\n", "│ ".repeat(depth))
}

/// `  marks (1, 0) (1, 1)`, or nothing for no cells.
fn listed(what: &str, cells: &[(usize, usize)]) -> String {
    if cells.is_empty() {
        return String::new();
    }
    let cells: Vec<String> = cells.iter().map(|(row, col)| format!("({row}, {col})")).collect();
    format!("  {what} {}", cells.join(" "))
}

/// The board after the step, with the search's state beside it, and an empty line after.
fn frame(walk: &Walk) -> String {
    let n = walk.n();
    let mut left: Vec<String> = Vec::with_capacity(n + 1);
    let mut heading = "     ".to_string();
    for col in 0..n {
        let _ = write!(heading, "{col:<3}");
    }
    left.push(heading.trim_end().to_string());
    for (row, cells) in explain::board(walk).iter().enumerate() {
        let mut text = format!("  {row:>2}");
        for cell in cells {
            text.push_str(&boxed(&cell_text(*cell), cell.current));
        }
        left.push(text);
    }
    let right: Vec<String> = explain::state(walk).iter().map(state_text).collect();
    let width = left.iter().map(|line| line.chars().count()).max().unwrap_or(0);
    let mut frame = String::new();
    for index in 0..left.len().max(right.len()) {
        let left_part = left.get(index).map_or("", String::as_str);
        let line = match right.get(index) {
            Some(right_part) => {
                let pad = width - left_part.chars().count();
                format!("{left_part}{}    {right_part}", " ".repeat(pad))
            }
            None => left_part.to_string(),
        };
        frame.push_str(line.trim_end());
        frame.push('\n');
    }
    frame.push('\n');
    frame
}

/// The glyph of a cell.
fn cell_text(cell: Cell) -> String {
    cell.content.glyph().to_string()
}

/// A value in a field of three characters, in brackets when the step is about it.
fn boxed(value: &str, current: bool) -> String {
    if current { format!("[{value}]") } else { format!(" {value} ") }
}

/// One line of the search's state: `diags2  0 [1] 0`.
fn state_text(line: &StateLine) -> String {
    let value = |index: usize, value: &String| (value.clone(), line.read == Some(index));
    let values = line.values.iter().enumerate().map(|(index, text)| value(index, text));
    let shown = match line.shape {
        Shape::Set => {
            let members: Vec<String> = values
                .map(|(value, read)| if read { format!("[{value}]") } else { value })
                .collect();
            format!("{{{}}}", members.join(", "))
        }
        Shape::Flags | Shape::Bits => values.map(|(value, read)| boxed(&value, read)).collect(),
        Shape::Cells => format!("marked {}", line.values.join(" ")),
    };
    format!("{:<7}{shown}", line.name)
}

/// The totals after the trace.
fn summary(walk: &Walk, cleared: u64, stopped: bool) -> String {
    let tally = walk.tally();
    let solutions = plural(tally.solutions, "solution", "solutions");
    let mut summary = if stopped {
        format!(
            "\nStopped after {solutions}; so far the search entered {} and examined {}",
            plural(tally.nodes, "node", "nodes"),
            plural(tally.cells, "cell", "cells"),
        )
    } else {
        format!(
            "\n{solutions}; the search entered {} and examined {}",
            plural(tally.nodes, "node", "nodes"),
            plural(tally.cells, "cell", "cells"),
        )
    };
    if tally.rejected > 0 {
        let _ = write!(summary, ", of which it rejected {}", thousands(tally.rejected));
    }
    summary.push_str(".\n");
    if tally.marks > 0 {
        let _ = writeln!(
            summary,
            "It marked {} as attacked, and cleared {} when their queens were taken back.",
            plural(tally.marks, "cell", "cells"),
            thousands(cleared)
        );
    }
    summary
}

impl TraceFilter {
    /// The kind of step the filter keeps.
    fn kind(self) -> StepKind {
        match self {
            TraceFilter::Place => StepKind::Place,
            TraceFilter::Reject => StepKind::Reject,
            TraceFilter::Remove => StepKind::Remove,
            TraceFilter::DeadEnd => StepKind::DeadEnd,
            TraceFilter::Solution => StepKind::Solution,
        }
    }

    /// Its name on the command line.
    fn name(self) -> &'static str {
        match self {
            TraceFilter::Place => "place",
            TraceFilter::Reject => "reject",
            TraceFilter::Remove => "remove",
            TraceFilter::DeadEnd => "dead-end",
            TraceFilter::Solution => "solution",
        }
    }
}
