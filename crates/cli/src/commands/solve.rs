//! `nqueens solve`: every solution, streamed as the search finds it.

use std::io::{self, Write};
use std::ops::ControlFlow;

use nqueens_core::sequences::{TOTAL_SOLUTIONS, UNIQUE_SOLUTIONS};
use nqueens_core::{Solution, Solver};

use crate::args::{SolveArgs, SolveFormat};
use crate::budget::{Plan, Run};
use crate::failure::Outcome;
use crate::format::{plural, thousands};
use crate::output::{self, Progress};

/// Prints the solutions in the chosen format, one at a time, straight from the search: nothing
/// is collected, so `solve 16 --format columns` starts at once and runs in constant memory.
pub(crate) fn run(args: &SolveArgs) -> Outcome {
    let (solver, n) = (args.run.approach.0, args.run.n);
    let plan = Plan::new(solver, n, Run::Solve { limit: args.limit });
    plan.check(args.run.force)?;

    let mut out = output::stdout();
    let mut printer =
        Printer { format: args.format, n, labels: column_labels(n), line: Vec::new() };
    printer.begin(&mut out, solver, args.unique)?;

    let progress = solve_progress(&plan, args, out.is_terminal());
    let mut found: u64 = 0;
    let mut stopped_by_limit = false;
    let mut write_error: Option<io::Error> = None;
    solver.solve(n, &mut |columns: &[u8]| {
        if args.unique && !Solution::from(columns).is_canonical() {
            return ControlFlow::Continue(());
        }
        found += 1;
        if let Err(error) =
            printer.solution(&mut out, found, columns).and_then(|()| out.item_done())
        {
            write_error = Some(error);
            return ControlFlow::Break(());
        }
        if let Some(bar) = progress.handle().filter(|_| found.is_multiple_of(4_096)) {
            bar.set_position(found);
        }
        if args.limit == Some(found) {
            stopped_by_limit = true;
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    })?;
    drop(progress);
    if let Some(error) = write_error {
        return Err(error.into());
    }
    // Reaching the limit stops the search before its end, unless the limit is exactly the
    // number of solutions there are; the OEIS knows that number for every n a search can finish.
    let table = if args.unique { &UNIQUE_SOLUTIONS[..] } else { &TOTAL_SOLUTIONS[..] };
    let known = table.get(n).copied();
    let ending = if stopped_by_limit && known != Some(found) {
        Ending::Limit { total: known }
    } else {
        Ending::Complete
    };
    printer.end(&mut out, solver, args, found, ending)?;
    out.flush()?;
    if found == 0 && matches!(args.format, SolveFormat::Columns | SolveFormat::HelloAlgo) {
        // The columns and hello-algo formats have no room for a sentence: say it where a person
        // sees it, and keep standard output empty for the program that reads it.
        let _ = writeln!(
            io::stderr(),
            "note: no solutions for n = {n}: every placement of {n} queens on a {n} × {n} board \
             has two queens attacking each other"
        );
    }
    Ok(())
}

/// A progress bar for a long run whose output goes to a file or a pipe (on a terminal the
/// solutions themselves show the progress). Its length is the number of solutions OEIS lists
/// for n, or the limit if that is smaller; beyond the table it stays hidden.
fn solve_progress(plan: &Plan, args: &SolveArgs, terminal: bool) -> Progress {
    let table = if args.unique { &UNIQUE_SOLUTIONS[..] } else { &TOTAL_SOLUTIONS[..] };
    let (Some(&expected), false) = (table.get(args.run.n), terminal) else {
        return Progress::hidden();
    };
    let length = args.limit.map_or(expected, |limit| limit.min(expected));
    let message = format!("n = {}, {}", args.run.n, args.run.approach.0.info().id);
    Progress::bar(plan.estimated_seconds(), length, message)
}

/// How the search ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ending {
    /// It found every solution there is (possibly with the last one allowed by `--limit`).
    Complete,
    /// `--limit` stopped it while there were more solutions to find, out of `total` when the
    /// OEIS knows how many there are.
    Limit {
        /// The number of solutions for n, when it is known.
        total: Option<u64>,
    },
}

/// The decimal text of every column number 0..n, computed once so that streaming millions of
/// solutions spends no time formatting numbers.
fn column_labels(n: usize) -> Vec<String> {
    (0..n).map(|col| col.to_string()).collect()
}

/// Writes the solutions in one format: a header, each solution, and a footer.
struct Printer {
    format: SolveFormat,
    n: usize,
    labels: Vec<String>,
    /// A reused buffer for one line of the `columns` format.
    line: Vec<u8>,
}

impl Printer {
    /// Writes what comes before the first solution.
    fn begin(&self, out: &mut impl Write, solver: &dyn Solver, unique: bool) -> io::Result<()> {
        match self.format {
            SolveFormat::Board | SolveFormat::Columns | SolveFormat::HelloAlgo => Ok(()),
            SolveFormat::Leetcode => out.write_all(b"["),
            SolveFormat::Json => {
                write!(out, "{{\"n\":{},\"approach\":", self.n)?;
                serde_json::to_writer(&mut *out, solver.info().id)?;
                write!(out, ",\"unique\":{unique},\"solutions\":[")
            }
        }
    }

    /// Writes solution number `index` (from 1).
    fn solution(&mut self, out: &mut impl Write, index: u64, columns: &[u8]) -> io::Result<()> {
        match self.format {
            SolveFormat::Board => {
                if index > 1 {
                    out.write_all(b"\n")?;
                }
                if columns.is_empty() {
                    writeln!(out, "Solution {index}: the empty board, with no queen to place")?;
                } else {
                    self.fill_line(columns);
                    write!(out, "Solution {index}: columns ")?;
                    out.write_all(&self.line)?;
                }
                writeln!(out, "{}", Solution::from(columns))
            }
            SolveFormat::Leetcode => {
                if index > 1 {
                    out.write_all(b",")?;
                }
                serde_json::to_writer(&mut *out, &Solution::from(columns).to_leetcode())?;
                Ok(())
            }
            SolveFormat::HelloAlgo => {
                // hello-algo prints each `state` as a line of dashes, then its rows as lists.
                writeln!(out, "--------------------")?;
                for row in Solution::from(columns).to_hello_algo() {
                    writeln!(out, "{row:?}")?;
                }
                Ok(())
            }
            SolveFormat::Json => {
                if index > 1 {
                    out.write_all(b",")?;
                }
                serde_json::to_writer(&mut *out, columns)?;
                Ok(())
            }
            SolveFormat::Columns => {
                self.fill_line(columns);
                out.write_all(&self.line)
            }
        }
    }

    /// Fills the line buffer with the columns separated by spaces, and a newline.
    fn fill_line(&mut self, columns: &[u8]) {
        self.line.clear();
        for (row, &col) in columns.iter().enumerate() {
            if row > 0 {
                self.line.push(b' ');
            }
            let label = self.labels.get(usize::from(col)).map_or("?", String::as_str);
            self.line.extend_from_slice(label.as_bytes());
        }
        self.line.push(b'\n');
    }

    /// Writes what comes after the last solution: the closing brackets, or a sentence that
    /// sums up in the board format.
    fn end(
        &self,
        out: &mut impl Write,
        solver: &dyn Solver,
        args: &SolveArgs,
        found: u64,
        ending: Ending,
    ) -> io::Result<()> {
        let n = self.n;
        match self.format {
            SolveFormat::Columns | SolveFormat::HelloAlgo => Ok(()),
            SolveFormat::Leetcode => out.write_all(b"]\n"),
            SolveFormat::Json => writeln!(out, "],\"count\":{found}}}"),
            SolveFormat::Board => {
                let id = solver.info().id;
                if found == 0 {
                    return writeln!(
                        out,
                        "No solutions for n = {n}: every placement of {n} queens on a {n} × {n} \
                         board has two queens attacking each other ({id})."
                    );
                }
                let solutions = if args.unique {
                    plural(found, "unique solution", "unique solutions")
                } else {
                    plural(found, "solution", "solutions")
                };
                let unique =
                    if args.unique { ", one per class of rotations and reflections" } else { "" };
                let stopped = match ending {
                    Ending::Complete => String::new(),
                    Ending::Limit { total: Some(total) } => {
                        format!("; stopped by --limit {found}, of {} in all", thousands(total))
                    }
                    Ending::Limit { total: None } => {
                        format!("; stopped by --limit {found} before the search ended")
                    }
                };
                writeln!(out, "\n{solutions} for n = {n}{unique}, found by {id}{stopped}.")
            }
        }
    }
}
