//! `nqueens solve`: every solution, streamed as the search finds it.

use std::io::{self, Write};
use std::ops::ControlFlow;

use nqueens_core::sequences::{TOTAL_SOLUTIONS, UNIQUE_SOLUTIONS};
use nqueens_core::{Solution, Solver, Symmetry};

use crate::args::{SolveArgs, SolveFormat};
use crate::budget::{Plan, Run, Writing};
use crate::failure::{Failure, Outcome};
use crate::format::thousands;
use crate::model::{self, CANONICAL_NANOS_PER_N};
use crate::output::{self, Progress};
use nqueens_walk::phrases::{Lang, count_in, say};
use textwrap::core::display_width;

/// Prints the solutions in the chosen format, one at a time, straight from the search: nothing
/// is collected, so `solve 16 --format columns` starts at once and runs in constant memory, and
/// each solution reaches the reader within a fraction of a second of being found
/// ([`output::stream`]), however slowly the next one comes.
pub(crate) fn run(args: &SolveArgs, lang: Lang) -> Outcome {
    let (solver, n) = (args.run.approach.0, args.run.n);
    if args.images && args.format != SolveFormat::Board {
        return Err(Failure::Usage(say(lang, "error.images", &[])));
    }
    // n is checked first: the cost of writing is priced from a board of n.
    solver.check_size(n)?;
    let writing = writing(args.format, args.images, args.unique, n);
    let run = Run::Solve { limit: args.limit, unique: args.unique, writing };
    let plan = Plan::new(solver, n, run).in_lang(lang);
    plan.check(args.run.force)?;
    if args.estimate {
        let mut out = output::stdout();
        writeln!(out, "{:.3} {:.0}", plan.estimated_seconds(), plan.output_bytes())?;
        return Ok(out.flush()?);
    }

    let mut out = output::stream();
    let mut printer = Printer {
        format: args.format,
        n,
        labels: column_labels(n),
        line: Vec::new(),
        unique: args.unique,
        images: args.images,
        class_sizes: [0; 9],
        lang,
    };
    printer.begin(&mut out, solver, args.unique)?;

    let progress = solve_progress(&plan, args, out.is_terminal());
    out.show_progress(progress.handle());
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
        if args.limit == Some(found) {
            stopped_by_limit = true;
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    })?;
    out.show_progress(None);
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
        let _ = writeln!(io::stderr(), "{}", say(lang, "note.no_solutions", &[("n", &n)]));
    }
    Ok(())
}

/// What writing each solution costs in `format` at n, by the tool's measured model
/// ([`model::write_cost`]), for a board of n as the printer writes it: every solution of n is a
/// permutation of the columns, so every one has the same text but for its number.
pub(crate) fn writing(format: SolveFormat, images: bool, unique: bool, n: usize) -> Writing {
    let mut printer = Printer {
        format,
        n,
        labels: column_labels(n),
        line: Vec::new(),
        unique,
        images,
        class_sizes: [0; 9],
        // The model was measured on the English text, and a run is priced alike in every
        // language.
        lang: Lang::En,
    };
    let columns: Vec<u8> = (0..n).map(|col| u8::try_from(col).unwrap_or(u8::MAX)).collect();
    let mut text = Vec::new();
    // Solution 2, to count the separator that every solution but the first carries.
    let bytes = match printer.solution(&mut text, 2, &columns) {
        Ok(()) => text.len() as f64,
        Err(_) => 0.0,
    };
    let cost = model::write_cost(format, images);
    let filter_nanos = if unique { CANONICAL_NANOS_PER_N * n as f64 } else { 0.0 };
    Writing { seconds: cost.nanos_for(bytes) * 1e-9, bytes, filter_seconds: filter_nanos * 1e-9 }
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
    /// Whether only canonical solutions are printed, each with the size of its class.
    unique: bool,
    /// Whether each board is followed by its eight images.
    images: bool,
    /// How many of the classes printed hold 1, 2, 4 or 8 boards, by size.
    class_sizes: [u64; 9],
    /// The language of the board format's words.
    lang: Lang,
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
                let solution = Solution::from(columns);
                let class = if self.unique {
                    let size = solution.class_size();
                    if let Some(count) = self.class_sizes.get_mut(size) {
                        *count += 1;
                    }
                    let boards = count_in(self.lang, "boards", size as u64);
                    say(self.lang, "solve.class", &[("boards", &boards)])
                } else {
                    String::new()
                };
                if columns.is_empty() {
                    let values: [(&str, &dyn std::fmt::Display); 2] =
                        [("index", &index), ("class", &class)];
                    writeln!(out, "{}", say(self.lang, "solve.empty_board", &values))?;
                } else {
                    self.fill_line(columns);
                    self.line.pop();
                    let columns = String::from_utf8_lossy(&self.line);
                    let values: [(&str, &dyn std::fmt::Display); 3] =
                        [("index", &index), ("columns", &columns), ("class", &class)];
                    writeln!(out, "{}", say(self.lang, "solve.solution", &values))?;
                }
                writeln!(out, "{solution}")?;
                if self.images {
                    write_images(out, &solution, self.lang)?;
                }
                Ok(())
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

    /// The sizes of the classes printed, added up: `The classes listed hold 11 × 8 + 1 × 4 = 92
    /// boards.`
    fn class_sum(&self) -> String {
        let terms: Vec<String> = (1..self.class_sizes.len())
            .rev()
            .filter(|&size| self.class_sizes[size] > 0)
            .map(|size| format!("{} × {size}", self.class_sizes[size]))
            .collect();
        let boards: u64 =
            (1..self.class_sizes.len()).map(|size| self.class_sizes[size] * size as u64).sum();
        let boards = count_in(self.lang, "boards", boards);
        let terms = terms.join(" + ");
        say(self.lang, "solve.classes", &[("terms", &terms), ("boards", &boards)])
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
                let (id, lang) = (solver.info().id, self.lang);
                if found == 0 {
                    return writeln!(out, "{}", say(lang, "solve.none", &[("n", &n), ("id", &id)]));
                }
                let noun = if args.unique { "unique_solutions" } else { "solutions" };
                let solutions = count_in(lang, noun, found);
                let unique =
                    if args.unique { say(lang, "solve.found.unique", &[]) } else { String::new() };
                let stopped = match ending {
                    Ending::Complete => String::new(),
                    Ending::Limit { total: Some(total) } => {
                        let values: [(&str, &dyn std::fmt::Display); 2] =
                            [("found", &found), ("total", &thousands(total))];
                        say(lang, "solve.stopped.of_total", &values)
                    }
                    Ending::Limit { total: None } => {
                        say(lang, "solve.stopped.early", &[("found", &found)])
                    }
                };
                let values: [(&str, &dyn std::fmt::Display); 5] = [
                    ("solutions", &solutions),
                    ("n", &n),
                    ("unique", &unique),
                    ("id", &id),
                    ("stopped", &stopped),
                ];
                writeln!(out, "\n{}", say(lang, "solve.found", &values))?;
                if self.unique {
                    writeln!(out, "{}", self.class_sum())?;
                }
                Ok(())
            }
        }
    }
}

/// The name of a symmetry in `lang`, as [`Symmetry`] names it in English.
fn symmetry_name(symmetry: Symmetry, lang: Lang) -> String {
    let key = match symmetry {
        Symmetry::Identity => "symmetry.identity",
        Symmetry::Rotate90 => "symmetry.rotate90",
        Symmetry::Rotate180 => "symmetry.rotate180",
        Symmetry::Rotate270 => "symmetry.rotate270",
        Symmetry::MirrorColumns => "symmetry.mirror_columns",
        Symmetry::MirrorRows => "symmetry.mirror_rows",
        Symmetry::Transpose => "symmetry.transpose",
        Symmetry::AntiTranspose => "symmetry.anti_transpose",
    };
    say(lang, key, &[])
}

/// Draws the eight images of `solution` in two rows of four boards, each under its number and
/// the name of its symmetry, and `= k` when it is the same board as image k before it.
fn write_images(out: &mut impl Write, solution: &Solution, lang: Lang) -> io::Result<()> {
    let images = solution.images();
    let blocks: Vec<Vec<String>> = Symmetry::ALL
        .iter()
        .zip(&images)
        .enumerate()
        .map(|(number, (&symmetry, image))| {
            let first = images.iter().position(|other| other == image).unwrap_or(number);
            let mut label = format!("{} {}", number + 1, symmetry_name(symmetry, lang));
            if first < number {
                label.push_str(&format!(" = {}", first + 1));
            }
            let mut lines = vec![label];
            lines.extend(image.to_string().lines().map(str::to_string));
            lines
        })
        .collect();
    // The boards stand side by side by display width (a Chinese name takes two columns a
    // character).
    let column = blocks.iter().flatten().map(|line| display_width(line)).max().unwrap_or(0);
    writeln!(out, "{}", say(lang, "solve.images", &[]))?;
    for row in blocks.chunks(4) {
        for line in 0..row.iter().map(Vec::len).max().unwrap_or(0) {
            let cells: Vec<String> = row
                .iter()
                .map(|block| {
                    let text = block.get(line).map_or("", String::as_str);
                    format!("{text}{}", " ".repeat(column - display_width(text)))
                })
                .collect();
            writeln!(out, "{}", cells.join("  ").trim_end())?;
        }
    }
    Ok(())
}
