//! What a check says, in English or Chinese: the first difference with the board, both states
//! and the textbook's line of code; a stop with the last steps before it; or the work counters
//! beside the textbook's and the next exercise.

use nqueens_core::thousands;
use nqueens_walk::code::{self, Role};
use nqueens_walk::explain::{self, StateLine};
use nqueens_walk::phrases::{Lang, say};
use nqueens_walk::{Step, Walk};
use nqueens_walk::{cover, draw};
use textwrap::core::display_width;

use crate::compare::{Agreed, Difference, Outcome, Parting, Stop, Taken, Textbook, Verdict, Work};
use crate::{Exercise, LARGEST_N};

/// A step in words: `places a queen on (1, 2)`.
pub fn step_text(step: &Step, lang: Lang) -> String {
    match step {
        Step::Reject { row, col } => {
            say(lang, "practice.step.reject", &[("row", row), ("col", col)])
        }
        Step::Place { row, col, .. } => {
            say(lang, "practice.step.place", &[("row", row), ("col", col)])
        }
        Step::Remove { row, col, .. } => {
            say(lang, "practice.step.remove", &[("row", row), ("col", col)])
        }
        Step::DeadEnd { row } => say(lang, "practice.step.dead_end", &[("row", row)]),
        Step::Solution => say(lang, "practice.step.solution", &[]),
        Step::Choose { item, options } => {
            let item = cover::item_name(*item, lang);
            let options = cover::options(*options, lang);
            say(lang, "practice.step.choose", &[("item", &item), ("options", &options)])
        }
        Step::Cover { item, .. } => {
            say(lang, "practice.step.cover", &[("item", &cover::item_name(*item, lang))])
        }
        Step::Uncover { item, .. } => {
            say(lang, "practice.step.uncover", &[("item", &cover::item_name(*item, lang))])
        }
    }
}

/// Where a verdict is read: in the terminal, after `nqueens practice check`, or on the book's
/// practice page, which leaves out the lines that name the tool's commands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Surface {
    /// The tool's output.
    Terminal,
    /// The book's practice panel.
    Page,
}

/// The whole text a check prints.
pub fn outcome(outcome: &Outcome, lang: Lang) -> String {
    outcome_on(outcome, lang, Surface::Terminal)
}

/// The text of a check as `surface` shows it.
pub fn outcome_on(outcome: &Outcome, lang: Lang, surface: Surface) -> String {
    let exercise = outcome.exercise;
    let id = exercise.id;
    match &outcome.verdict {
        Verdict::NoFile => say(lang, "practice.check.no_file", &[("id", &id)]) + "\n",
        Verdict::NoCompiler(message) => {
            say(lang, "practice.check.no_compiler", &[("message", message)]) + "\n"
        }
        Verdict::Io(message) => say(lang, "practice.check.io", &[("message", message)]) + "\n",
        Verdict::DoesNotCompile(errors) => {
            format!(
                "{}\n\n{}\n",
                say(lang, "practice.check.compile", &[("id", &id)]),
                errors.trim_end()
            )
        }
        Verdict::Differs(difference) => differs(exercise, difference, lang, surface),
        Verdict::Stopped { n, number, stop, last } => {
            stopped(exercise, *n, *number, stop, last, lang)
        }
        Verdict::Agrees(agreed) => agrees(exercise, agreed, lang, surface),
    }
}

/// The first difference: what each search does, the board, both states, the line of code.
fn differs(exercise: &Exercise, difference: &Difference, lang: Lang, surface: Surface) -> String {
    let Difference { n, number, parting, textbook, yours, last_state, .. } = difference;
    let mut text =
        say(lang, "practice.differs", &[("id", &exercise.id), ("n", n), ("step", number)]);
    text.push('\n');
    if let Parting::Total { yours, textbook } = parting {
        let yours = yours.map_or_else(|| "-".to_string(), thousands);
        text += &say(
            lang,
            "practice.differs.total",
            &[("n", n), ("yours", &yours), ("textbook", &thousands(*textbook))],
        );
        text.push('\n');
        return text;
    }
    // The walk at the step where they part (or at its end, if the textbook's search has ended).
    let mut walk = Textbook::new(exercise, *n).walk;
    walk.seek(*number);
    let textbook_says = match textbook {
        Some(Step::Reject { row, col }) => {
            let reason = explain::reason_in(&walk, *row, *col, lang);
            say(
                lang,
                "practice.textbook.reject",
                &[("row", row), ("col", col), ("reason", &reason)],
            )
        }
        Some(step) => step_text(step, lang),
        None => say(lang, "practice.textbook.ended", &[]),
    };
    let yours_says = match yours {
        Some(taken) => step_text(&taken.step, lang),
        None => say(lang, "practice.yours.returned", &[]),
    };
    text += &say(lang, "practice.label.textbook", &[("what", &textbook_says)]);
    text.push('\n');
    text += &say(lang, "practice.label.yours", &[("what", &yours_says)]);
    text.push('\n');
    if let Parting::State(index) = parting {
        let name = exercise.names.get(*index).copied().unwrap_or("?");
        text += &say(lang, "practice.differs.state", &[("name", &name)]);
        text.push('\n');
    }
    let off_board = matches!(yours, Some(Taken { step: Step::Place { row, col, .. }, .. })
        if *row >= *n || *col >= *n);
    if let Some(Taken { step: Step::Place { row, col, .. }, .. }) = yours
        && off_board
    {
        text += &say(lang, "practice.off_board", &[("row", row), ("col", col), ("n", n)]);
        text.push('\n');
    }
    text.push('\n');
    // The board as the textbook leaves it, with both states beside it (on the page, which
    // draws the board, the states alone).
    let lines = crate::compare::textbook_state(&walk, lang);
    let mut right = vec![say(lang, "practice.state.textbook", &[])];
    // Each part under the name the exercise gives it (exact cover's `len[r]` for the walk's
    // `rows`), as the learner's lines below.
    right.extend(lines.iter().enumerate().map(|(index, line)| {
        let name = exercise.names.get(index).map_or_else(|| line.name.clone(), ToString::to_string);
        draw::state_text(&StateLine { name, ..line.clone() }, lang)
    }));
    let (state, heading) = match (yours.as_ref().and_then(|taken| taken.state.as_ref()), last_state)
    {
        (Some(state), _) => (Some(state), "practice.state.yours"),
        (None, Some(state)) => (Some(state), "practice.state.yours_last"),
        (None, None) => (None, ""),
    };
    if let Some(state) = state {
        right.push(say(lang, heading, &[]));
        for (index, values) in state.iter().enumerate() {
            let line = learner_line(&lines, exercise, index, values);
            let mut shown = draw::state_text(&line, lang);
            if lines.get(index).map(|line| &line.values) != Some(values) {
                shown += &say(lang, "practice.state.differs", &[]);
            }
            right.push(shown);
        }
    }
    // The page draws the board itself, beside these words: there, the states alone.
    let board = match surface {
        Surface::Terminal => draw::board(&walk),
        Surface::Page => Vec::new(),
    };
    text += &draw::side_by_side(&board, &right);
    text.push('\n');
    let part = match parting {
        Parting::State(index) => exercise.names.get(*index).copied(),
        _ => None,
    };
    // Where the textbook's search has ended, no step of it is the one to show, unless the
    // learner's queen left the board: then the line that keeps the textbook's on it, its prune.
    match (textbook, off_board) {
        (Some(_), _) => text += &code_line(exercise, &walk, Role::of(walk.current()), part, lang),
        (None, true) => text += &code_line(exercise, &walk, Role::Reject, None, lang),
        (None, false) => {}
    }
    if surface == Surface::Terminal {
        text += &say(
            lang,
            "practice.see_trace",
            &[("n", n), ("approach", &exercise.approach), ("step", number)],
        );
        text.push('\n');
    }
    text
}

/// The learner's values of part `index` as a line of the state panel, shaped as the textbook's.
fn learner_line(
    lines: &[StateLine],
    exercise: &Exercise,
    index: usize,
    values: &[String],
) -> StateLine {
    let name = exercise.names.get(index).copied().unwrap_or("?").to_string();
    match lines.get(index) {
        Some(line) => StateLine { values: values.to_vec(), name, ..line.clone() },
        None => StateLine {
            shape: explain::Shape::Flags,
            name,
            values: values.to_vec(),
            read: None,
            note: String::new(),
        },
    }
}

/// How many lines after the step's own line may hold the line that writes a part of the state:
/// the three lines of a placement or an undo, and the loop of the board's marks.
const NEAR: usize = 8;

/// The textbook's line of code for `role` (the walk's current step's, mostly), with its file and
/// line number; for a part of the state that differs, the first line from the step's own on
/// that writes it.
fn code_line(
    exercise: &Exercise,
    walk: &Walk,
    role: Role,
    part: Option<&str>,
    lang: Lang,
) -> String {
    let info = walk.solver().info();
    let listing = code::listing(&info);
    let key = code::key(walk.bookkeeping(), role);
    let Some(&step_line) = code::lines_with(&listing, key).first() else {
        return String::new();
    };
    let index = part
        .and_then(|part| {
            (step_line..listing.lines.len().min(step_line + NEAR)).find(|&index| {
                let line = listing.lines[index].trim_start();
                !line.starts_with("//") && line.contains(part)
            })
        })
        .unwrap_or(step_line);
    let place = format!("{}:{}", listing.path, listing.first_line + index);
    let mut text = say(lang, "practice.code", &[("place", &place), ("page", &exercise.page)]);
    text.push('\n');
    text += &format!("    {}\n", listing.lines[index].trim());
    text
}

/// A program that stopped: why, and its last steps.
fn stopped(
    exercise: &Exercise,
    n: usize,
    number: usize,
    stop: &Stop,
    last: &[Step],
    lang: Lang,
) -> String {
    let mut text = match stop {
        // A Rust program's panic, or the exception of the page's JavaScript: its own words.
        Stop::Panic(message) | Stop::Thrown(message) => {
            let key = match stop {
                Stop::Panic(_) => "practice.stopped.panic",
                _ => "practice.stopped.thrown",
            };
            let mut text = say(lang, key, &[("id", &exercise.id), ("n", &n), ("step", &number)]);
            text.push('\n');
            for line in message.trim_end().lines() {
                text += &format!("    {line}\n");
            }
            text
        }
        Stop::Timeout(seconds) => {
            say(
                lang,
                "practice.stopped.timeout",
                &[("id", &exercise.id), ("n", &n), ("step", &number), ("seconds", &seconds)],
            ) + "\n"
        }
        Stop::TooManySteps(cap) => {
            let cap = thousands(*cap);
            say(lang, "practice.stopped.cap", &[("id", &exercise.id), ("n", &n), ("cap", &cap)])
                + "\n"
        }
    };
    if last.is_empty() {
        text += &say(lang, "practice.stopped.no_step", &[]);
        text.push('\n');
    } else {
        text += &say(lang, "practice.stopped.last", &[]);
        text.push('\n');
        let first = number + 1 - last.len().min(number + 1);
        for (offset, step) in last.iter().enumerate() {
            text += &format!("  {:>6}  {}\n", first + offset, step_text(step, lang));
        }
    }
    text
}

/// Every n agrees: the counters beside the textbook's, a note on copies, the next exercise.
fn agrees(exercise: &Exercise, agreed: &[Agreed], lang: Lang, surface: Surface) -> String {
    let mut text = say(lang, "practice.agrees", &[("id", &exercise.id), ("largest", &LARGEST_N)]);
    text.push('\n');
    text.push('\n');
    let headings = ["n", "steps", "placed", "rejected", "dead_ends", "solutions"];
    let widths: [usize; 6] = [3, 16, 14, 16, 14, 14];
    let mut heading = String::new();
    for (key, width) in headings.iter().zip(widths) {
        // Right-aligned by the columns a terminal or a page gives it: a Chinese character
        // takes two.
        let label = say(lang, &format!("practice.column.{key}"), &[]);
        heading += &" ".repeat(width.saturating_sub(display_width(&label)));
        heading += &label;
    }
    text += heading.trim_end();
    text.push('\n');
    let cell = |yours: u64, textbook: u64| {
        if yours == textbook {
            thousands(yours)
        } else {
            format!("{} / {}", thousands(yours), thousands(textbook))
        }
    };
    for row in agreed {
        let (yours, textbook): (&Work, &Work) = (&row.yours, &row.textbook);
        let cells = [
            row.n.to_string(),
            cell(yours.steps, textbook.steps),
            cell(yours.placed, textbook.placed),
            cell(yours.rejected, textbook.rejected),
            cell(yours.dead_ends, textbook.dead_ends),
            cell(yours.solutions, textbook.solutions),
        ];
        let mut line = String::new();
        for (value, width) in cells.iter().zip(widths) {
            line += &format!("{value:>width$}");
        }
        text += &line;
        text.push('\n');
    }
    let differ = agreed.iter().any(|row| row.yours != row.textbook);
    text += &say(lang, if differ { "practice.agrees.fewer" } else { "practice.agrees.same" }, &[]);
    text.push('\n');
    if let Some(row) = agreed.iter().rev().find(|row| row.copies > 0) {
        text.push('\n');
        text += &say(
            lang,
            "practice.note.copies",
            &[
                ("copies", &thousands(row.copies)),
                ("n", &row.n),
                ("placed", &thousands(row.yours.placed)),
            ],
        );
        text.push('\n');
    }
    if surface == Surface::Terminal {
        text.push('\n');
        text += &match crate::next(exercise) {
            Some(next) => say(lang, "practice.next", &[("next", &next.id), ("page", &next.page)]),
            None => say(lang, "practice.next.none", &[]),
        };
        text.push('\n');
    }
    text
}
