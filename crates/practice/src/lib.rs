//! Write it yourself: the backtracking searches of nqueens as exercises, each checked step by step
//! against the textbook's walk, the first step where they part drawn as `nqueens trace` draws it.
//!
//! `nqueens practice` (in `nqueens-cli`) is the front end; this crate is everything behind it:
//!
//! - [`EXERCISES`]: what a learner writes (the attack test with arrays, `place_row` with a board
//!   and its undo list, with sets, with arrays, with bitmasks, the count by mirror symmetry), each
//!   with its page in the book, the approach whose walk is its textbook, a ladder of hints and the
//!   answer, from which the skeleton is cut (the head and the signature, the body's task in a
//!   comment). The files live in `answers/` and `harness/` beside this crate; their comments are
//!   `//~ key` lines that [`fill`] replaces with phrases of the phrase book
//!   (`nqueens_walk::phrases`, keys `practice.*`), in English or Chinese.
//! - The learner's file holds only their function. It reports what it does through a small API,
//!   `report.look(row, col)`, `report.place(row, col, state)`, `report.remove(row, col, state)`
//!   and `report.solution()`, where `state` is a tuple of the exercise's names (`(&cols,
//!   &diags1, &diags2)`, `(cols, diags1, diags2)` for masks, `(&conflicted, &lock)` for the
//!   board), so the code stays the code of an interview.
//! - [`run`] builds a throwaway folder with a `main.rs` that holds the harness (`harness/`: the
//!   `Report` type, which prints one line per step, and the exercise's driver) and `include!`s
//!   the learner's file, compiles it with the learner's own `rustc` (`$RUSTC`, else the one on
//!   `PATH`; offline, no dependency), and runs it for n = 1 to 8 under a cap of steps and of time,
//!   killing it on time, reading its output bounded.
//! - [`compare`] reads those lines as the steps of the step model (`nqueens_walk::Step`: a look
//!   followed by a placement is a placement, a look alone is a rejection, a dead end is derived
//!   as the walk derives it) and holds them, step by step and state by state, to the walk of the
//!   exercise's approach. [`render`] says the verdict: the first difference with the board, both
//!   states and the textbook's line of code, the compiler's errors as it gives them, a panic, a
//!   timeout or too many steps with the last steps before it, or, when every n agrees, the work
//!   counters beside the textbook's and the next exercise.
//!
//! The learner's files live in `./nqueens-practice/ID.rs` unless a path is given; the number of
//! the last hint read is kept beside them in `ID.hint`.

use nqueens_core::Solver;
use nqueens_walk::phrases::{Lang, knows, say};

pub mod compare;
pub mod render;
pub mod run;

pub use compare::{Difference, Outcome, Verdict};

/// Where the learner's files live unless a path is given: `./nqueens-practice/`.
pub const DEFAULT_DIR: &str = "nqueens-practice";

/// The largest n a check runs: n = 1 to 8, a few thousand steps each at most.
pub const LARGEST_N: usize = 8;

/// How the steps of an exercise's search relate to its textbook's walk.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// The learner's search takes every step of the textbook's.
    Whole,
    /// The learner counts by mirror symmetry: the textbook's steps up to the first queen of row
    /// 0 right of the middle, and a total that must be the whole count.
    Mirror,
}

/// One exercise: what the learner writes and what it is held to.
#[derive(Debug)]
pub struct Exercise {
    /// Its id: `place-row-array`.
    pub id: &'static str,
    /// The function the learner writes (the first, if they write several).
    pub function: &'static str,
    /// The other functions the learner writes, after `function` (exact cover: `uncover` and
    /// `search` after `cover`).
    pub also: &'static [&'static str],
    /// The approach whose walk is the textbook.
    pub approach: &'static str,
    /// Its page in the book, from the root of the repository.
    pub page: &'static str,
    /// The number of hints in its ladder (keys `practice.ID.hint.1` and on).
    pub hints: usize,
    /// How its steps relate to the textbook's.
    pub kind: Kind,
    /// The names of the state the learner reports, in the order of its tuple.
    pub names: &'static [&'static str],
    /// The answer, which the skeleton is cut from: its head up to the end of the signature.
    answer: &'static str,
    /// The body of the skeleton after its comment: what makes it compile (`false`, `0`).
    stub: &'static str,
    driver: &'static str,
}

macro_rules! files {
    ($id:literal) => {
        (
            include_str!(concat!("../answers/", $id, ".rs")),
            include_str!(concat!("../harness/drivers/", $id, ".rs")),
        )
    };
}

const fn exercise(
    id: &'static str,
    function: &'static str,
    approach: &'static str,
    page: &'static str,
    kind: Kind,
    names: &'static [&'static str],
    files: (&'static str, &'static str),
    stub: &'static str,
) -> Exercise {
    let (answer, driver) = files;
    Exercise {
        id,
        function,
        also: &[],
        approach,
        page,
        hints: 3,
        kind,
        names,
        answer,
        stub,
        driver,
    }
}

const LINES: &[&str] = &["cols", "diags1", "diags2"];

/// The counts of options left in the items the exact-cover search reports (`len`), by the kind
/// of item: rows, columns, diagonals, anti-diagonals (the short names of the items: `r0`, `c3`,
/// `d5`, `a2`).
const LENS: &[&str] = &["len[r]", "len[c]", "len[d]", "len[a]"];

/// Every exercise, in the order to practise them: the board of marks first, as in the book,
/// then sets, the attack test and `place_row` with arrays, bitmasks, the mirror count, and
/// cover and uncover of exact cover.
pub static EXERCISES: [Exercise; 7] = [
    exercise(
        "place-row-board",
        "place_row",
        "backtrack-board",
        "docs/backtrack-board.md",
        Kind::Whole,
        &["conflicted", "lock"],
        files!("place-row-board"),
        "",
    ),
    exercise(
        "place-row-set",
        "place_row",
        "backtrack-set",
        "docs/backtrack-set.md",
        Kind::Whole,
        LINES,
        files!("place-row-set"),
        "",
    ),
    exercise(
        "attack-array",
        "attacked",
        "backtrack-array",
        "docs/backtrack-array.md",
        Kind::Whole,
        LINES,
        files!("attack-array"),
        "false",
    ),
    exercise(
        "place-row-array",
        "place_row",
        "backtrack-array",
        "docs/backtrack-array.md",
        Kind::Whole,
        LINES,
        files!("place-row-array"),
        "",
    ),
    exercise(
        "place-row-bitmask",
        "place_row",
        "backtrack-bitmask",
        "docs/backtrack-bitmask.md",
        Kind::Whole,
        LINES,
        files!("place-row-bitmask"),
        "",
    ),
    exercise(
        "mirror-count",
        "count",
        "backtrack-array",
        "docs/parallel.md",
        Kind::Mirror,
        LINES,
        files!("mirror-count"),
        "0",
    ),
    Exercise {
        also: &["uncover", "search"],
        ..exercise(
            "cover-uncover",
            "cover",
            "backtrack-dlx",
            "docs/backtrack-dlx.md",
            Kind::Whole,
            LENS,
            files!("cover-uncover"),
            "",
        )
    },
];

/// The five searches whose walks are the exercises' textbooks, depended on directly rather than
/// through the registry, so that the book's stepper (`nqueens-web`, compiled to WebAssembly)
/// checks the learner's JavaScript with this same crate and carries no other approach.
static TEXTBOOKS: [&dyn Solver; 5] = [
    &nqueens_backtrack_board::BacktrackBoard,
    &nqueens_backtrack_set::BacktrackSet,
    &nqueens_backtrack_array::BacktrackArray,
    &nqueens_backtrack_bitmask::BacktrackBitmask,
    &nqueens_backtrack_dlx::BacktrackDlx,
];

/// The search with this id, if an exercise's textbook is its walk.
pub fn solver(approach: &str) -> Option<&'static dyn Solver> {
    TEXTBOOKS.iter().copied().find(|solver| solver.info().id == approach)
}

/// The exercise with this id.
pub fn find(id: &str) -> Option<&'static Exercise> {
    EXERCISES.iter().find(|exercise| exercise.id == id)
}

/// The exercise after this one, if it is not the last.
pub fn next(exercise: &Exercise) -> Option<&'static Exercise> {
    let index = EXERCISES.iter().position(|other| other.id == exercise.id)?;
    EXERCISES.get(index + 1)
}

/// The ids of every exercise, for messages: `place-row-board, place-row-set, …`.
pub fn ids() -> String {
    EXERCISES.iter().map(|exercise| exercise.id).collect::<Vec<_>>().join(", ")
}

impl Exercise {
    /// The skeleton the learner starts from, its comments in `lang`: the answer up to the end
    /// of the function's signature, then the task of the body in a comment.
    pub fn skeleton(&self, lang: Lang) -> String {
        self.skeleton_of(self.answer, lang, &self.state_tuple())
    }

    /// The skeleton cut from `answer` (this exercise's in Rust, or in the book's JavaScript),
    /// its comments in `lang`, the state written as `state`: each function the learner writes
    /// keeps its head and signature, its body becomes its task in a comment (key
    /// `practice.ID.todo` for the first function, `practice.ID.todo.NAME` for the others).
    pub fn skeleton_of(&self, answer: &str, lang: Lang, state: &str) -> String {
        let lines: Vec<&str> = answer.lines().collect();
        // A signature: `fn place_row(` in Rust, `function place_row(` in JavaScript.
        let written = |line: &str| {
            !line.starts_with("//")
                && self.functions().any(|function| line.contains(&format!(" {function}(")))
        };
        let mut text = String::new();
        let mut index = 0;
        let mut first = true;
        while index < lines.len() {
            if !written(lines[index]) {
                text.push_str(lines[index]);
                text.push('\n');
                index += 1;
                continue;
            }
            let end = (index..lines.len())
                .find(|&index| lines[index].ends_with('{'))
                .unwrap_or(lines.len().saturating_sub(1));
            text.push_str(&lines[index..=end].join("\n"));
            let name =
                self.functions().find(|function| lines[index].contains(&format!(" {function}(")));
            match name {
                Some(name) if !first => {
                    text.push_str(&format!("\n    //~ practice.{}.todo.{name}\n", self.id));
                }
                _ => text.push_str(&format!("\n    //~ practice.{}.todo\n", self.id)),
            }
            first = false;
            // What makes it compile: Rust returns the stub's value as it is, JavaScript by
            // `return`.
            if !self.stub.is_empty() {
                let script = lines[index].starts_with("function ");
                let stub = if script { format!("return {};", self.stub) } else { self.stub.into() };
                text.push_str(&format!("    {stub}\n"));
            }
            text.push_str("}\n");
            // The body, up to the function's closing brace, is left out.
            index = (end + 1..lines.len())
                .find(|&index| lines[index] == "}")
                .map_or(lines.len(), |index| index + 1);
        }
        fill_with(&text, self, lang, state)
    }

    /// Every function the learner writes, in the order of their file.
    pub fn functions(&self) -> impl Iterator<Item = &'static str> + use<> {
        std::iter::once(self.function).chain(self.also.iter().copied())
    }

    /// The functions the learner writes, for a sentence: `place_row`, or `cover`, `uncover`,
    /// `search` written as `` cover`, `uncover`, `search `` inside the phrase's backquotes.
    pub fn functions_text(&self, quoted: bool) -> String {
        let separator = if quoted { "`, `" } else { ", " };
        self.functions().collect::<Vec<_>>().join(separator)
    }

    /// The whole answer, its comments in `lang`.
    pub fn answer(&self, lang: Lang) -> String {
        fill(self.answer, self, lang)
    }

    /// The state the learner's Rust reports, as a tuple of the names in order: borrowed
    /// (`(&cols, &diags1, &diags2)`), or, for the masks, passed by value (`(cols, diags1, diags2)`).
    pub fn state_tuple(&self) -> String {
        let by_value = solver(self.approach).is_some_and(|solver| {
            solver.info().bookkeeping == Some(nqueens_core::Bookkeeping::Masks)
        });
        let borrow = if by_value { "" } else { "&" };
        let names: Vec<String> = self.names.iter().map(|name| format!("{borrow}{name}")).collect();
        format!("({})", names.join(", "))
    }

    /// Hint `number` (from 1) of the ladder, in `lang`, if there is one.
    pub fn hint(&self, number: usize, lang: Lang) -> Option<String> {
        (1..=self.hints)
            .contains(&number)
            .then(|| say(lang, &format!("practice.{}.hint.{number}", self.id), &[]))
    }

    /// Hint `number` of the ladder as the book's JavaScript panel gives it: the hint's
    /// JavaScript wording (`practice.ID.hint.K.js`) where the tool's names Rust, else the same.
    pub fn hint_in_javascript(&self, number: usize, lang: Lang) -> Option<String> {
        let key = format!("practice.{}.hint.{number}.js", self.id);
        self.hint(number, lang).map(|hint| if knows(&key) { say(lang, &key, &[]) } else { hint })
    }

    /// The program that runs the learner's file at `learner` (an absolute path): the harness,
    /// the exercise's driver, and the file, included.
    pub fn program(&self, learner: &str) -> String {
        format!(
            "// Written by nqueens practice check: the harness, then the learner's file.\n\
             mod harness {{\n{}{}{}{}}}\n\n\
             // What the harness makes public (`Report`, and `count_from` for the mirror count);\n\
             // the learner's own items shadow it.\n\
             use harness::*;\n\n\
             include!({learner:?});\n\n\
             fn main() {{\n    harness::run();\n}}\n",
            include_str!("../harness/report.rs"),
            include_str!("../harness/array.rs"),
            self.driver,
            include_str!("../harness/main.rs"),
        )
    }
}

/// `text` with each `//~ key` line replaced by the phrase `key` in `lang` as comment lines at the
/// same indentation, its holes filled with the exercise's id, function, page, approach and state
/// (as Rust reports it, [`Exercise::state_tuple`]).
pub fn fill(text: &str, exercise: &Exercise, lang: Lang) -> String {
    fill_with(text, exercise, lang, &exercise.state_tuple())
}

/// [`fill`], with the state written as `state` (the book's JavaScript reports an array:
/// `[cols, diags1, diags2]`).
pub fn fill_with(text: &str, exercise: &Exercise, lang: Lang, state: &str) -> String {
    let mut filled = String::new();
    for line in text.lines() {
        let trimmed = line.trim_start();
        match trimmed.strip_prefix("//~ ") {
            Some(key) => {
                let indent = &line[..line.len() - trimmed.len()];
                let values: [(&str, &dyn std::fmt::Display); 5] = [
                    ("id", &exercise.id),
                    ("function", &exercise.functions_text(true)),
                    ("page", &exercise.page),
                    ("approach", &exercise.approach),
                    ("state", &state),
                ];
                for said in say(lang, key.trim(), &values).lines() {
                    let said = said.trim_end();
                    if said.is_empty() {
                        filled.push_str(&format!("{indent}//\n"));
                    } else {
                        filled.push_str(&format!("{indent}// {said}\n"));
                    }
                }
            }
            None => {
                filled.push_str(line);
                filled.push('\n');
            }
        }
    }
    filled
}
