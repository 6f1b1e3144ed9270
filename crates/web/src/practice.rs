//! The practice panel of the book: the exercises of `nqueens practice` written in JavaScript,
//! run in a worker by `docs/stepper/practice.js`, and checked here by the same comparison as
//! `nqueens practice check` (`nqueens_practice::compare`): the worker's lines are the protocol
//! of the tool's harness, held step by step and state by state to the textbook's walk.
//!
//! Each exercise the page offers has its answer in JavaScript (`practice/ID.js` beside this
//! crate's `src/`, its comments `//~ key` lines filled from the phrase book, as the Rust
//! answers are) and a driver (`practice/drivers/ID.js`) that calls it for one n;
//! `practice/harness.js` is the worker's `report` and the loop over n.

use std::collections::VecDeque;
use std::time::Duration;

use nqueens_practice::compare::{self, Limits, Lines, Stop, Verdict};
use nqueens_practice::render::{self, Surface};
use nqueens_practice::run::Next;
use nqueens_practice::{Exercise, LARGEST_N, Outcome};
use nqueens_walk::Step;
use nqueens_walk::phrases::Lang;
use serde::Serialize;

use crate::View;

/// The most steps the learner's JavaScript may report for one n: the textbook's longest search
/// of n = 8 takes 15,720.
pub const STEP_CAP: u64 = 200_000;

/// The longest the learner's JavaScript may run, for n = 1 to 8 in all, before the page
/// terminates its worker.
pub const TIME_LIMIT: Duration = Duration::from_secs(5);

/// The exercises the page offers, in the order of `nqueens practice`: their ids, answers and
/// drivers in JavaScript.
const SCRIPTS: [(&str, &str, &str); 4] = [
    (
        "place-row-board",
        include_str!("../practice/place-row-board.js"),
        include_str!("../practice/drivers/place-row-board.js"),
    ),
    (
        "place-row-set",
        include_str!("../practice/place-row-set.js"),
        include_str!("../practice/drivers/place-row-set.js"),
    ),
    (
        "place-row-array",
        include_str!("../practice/place-row-array.js"),
        include_str!("../practice/drivers/place-row-array.js"),
    ),
    (
        "place-row-bitmask",
        include_str!("../practice/place-row-bitmask.js"),
        include_str!("../practice/drivers/place-row-bitmask.js"),
    ),
];

/// The exercise of `nqueens practice` with this id, if the page offers it, with its answer and
/// driver in JavaScript.
fn script(id: &str) -> Option<(&'static Exercise, &'static str, &'static str)> {
    let (id, answer, driver) = SCRIPTS.iter().find(|(known, ..)| *known == id)?;
    Some((nqueens_practice::find(id)?, answer, driver))
}

/// The state as the learner's JavaScript reports it: an array of the names in order.
fn state_array(exercise: &Exercise) -> String {
    format!("[{}]", exercise.names.join(", "))
}

/// An exercise as the page offers it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ExerciseJson {
    /// Its id, as `nqueens practice` names it.
    pub id: &'static str,
    /// The function the learner writes.
    pub function: &'static str,
    /// The approach whose walk is its textbook.
    pub approach: &'static str,
    /// The skeleton the learner starts from, its comments in the page's language.
    pub skeleton: String,
    /// The textbook's answer in JavaScript, its comments in the page's language.
    pub answer: String,
    /// The function that calls the learner's for one n (`drive(n, report)`).
    pub driver: &'static str,
    /// The ladder of hints, in the page's language: `nqueens practice hint`'s.
    pub hints: Vec<String>,
}

/// What the practice panel needs once: the exercises, the worker's harness and the limits.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PracticeJson {
    /// The exercises, in the order to practise them.
    pub exercises: Vec<ExerciseJson>,
    /// The worker's script before the driver and the learner's code.
    pub harness: &'static str,
    /// The checked boards: n = 1 to `largest`.
    pub largest: usize,
    /// The most steps for one n.
    pub cap: u64,
    /// The longest the worker may run, in milliseconds.
    pub time_limit_ms: u64,
}

impl PracticeJson {
    /// The panel's exercises, their comments in `lang`.
    pub fn new(lang: Lang) -> PracticeJson {
        let exercises = SCRIPTS
            .iter()
            .filter_map(|(id, ..)| script(id))
            .map(|(exercise, answer, driver)| {
                let state = state_array(exercise);
                ExerciseJson {
                    id: exercise.id,
                    function: exercise.function,
                    approach: exercise.approach,
                    skeleton: exercise.skeleton_of(answer, lang, &state),
                    answer: nqueens_practice::fill_with(answer, exercise, lang, &state),
                    driver,
                    hints: (1..=exercise.hints)
                        .filter_map(|number| exercise.hint(number, lang))
                        .collect(),
                }
            })
            .collect();
        PracticeJson {
            exercises,
            harness: include_str!("../practice/harness.js"),
            largest: LARGEST_N,
            cap: STEP_CAP,
            time_limit_ms: u64::try_from(TIME_LIMIT.as_millis()).unwrap_or(u64::MAX),
        }
    }
}

/// How the worker's run ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ending {
    /// It ran every n, or stopped at the cap of steps (its last line says so).
    Done,
    /// It threw: the message, with its line.
    Thrown(String),
    /// The page terminated it when its time was up.
    TimedOut,
}

impl Ending {
    /// Reads the page's word for it: `done`, `timeout`, or anything else as the message of an
    /// exception.
    pub fn read(word: &str) -> Ending {
        match word {
            "done" => Ending::Done,
            "timeout" => Ending::TimedOut,
            message => Ending::Thrown(message.to_string()),
        }
    }
}

/// The lines the worker posted, read as the tool reads its program's output.
struct Recorded {
    lines: VecDeque<String>,
    ending: Ending,
}

impl Lines for Recorded {
    fn read(&mut self) -> Next {
        match (self.lines.pop_front(), &self.ending) {
            (Some(line), _) => Next::Line(line),
            (None, Ending::TimedOut) => Next::TimedOut,
            (None, _) => Next::End,
        }
    }

    fn ended(self) -> Stop {
        match self.ending {
            Ending::Thrown(message) => Stop::Thrown(message),
            Ending::Done | Ending::TimedOut => Stop::Thrown(String::new()),
        }
    }

    fn close(self) {}
}

/// A check as the page shows it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CheckJson {
    /// `agrees`, `differs` or `stopped`; `unknown` for an exercise the page does not offer.
    pub verdict: &'static str,
    /// The verdict in words, as `nqueens practice check` says it (without the lines that name
    /// the tool's commands).
    pub text: String,
    /// The board of the first difference, and the step.
    pub n: Option<usize>,
    /// The number of the step where the learner's search parts from the textbook's.
    pub step: Option<usize>,
    /// The textbook's walk after that step: its board, with its cell.
    pub view: Option<View>,
    /// The cell of the learner's step there, if it has one.
    pub yours: Option<(usize, usize)>,
}

/// Checks the lines the worker posted for exercise `id` (`lines`, separated by line ends),
/// which ended as `ending` says, against the textbook's walk; the words in `lang`.
pub fn check(id: &str, lines: &str, ending: Ending, lang: Lang) -> CheckJson {
    let Some((exercise, ..)) = script(id) else {
        return CheckJson {
            verdict: "unknown",
            text: nqueens_walk::phrases::say(
                lang,
                "practice.unknown",
                &[("id", &id), ("ids", &SCRIPTS.map(|(id, ..)| id).join(", "))],
            ),
            n: None,
            step: None,
            view: None,
            yours: None,
        };
    };
    let recorded = Recorded { lines: lines.lines().map(str::to_string).collect(), ending };
    let limits = Limits { largest: LARGEST_N, steps: STEP_CAP, time: TIME_LIMIT };
    let verdict = compare::compare(exercise, recorded, limits);
    let (kind, n, step, view, yours) = match &verdict {
        Verdict::Differs(difference) => {
            let mut walk = compare::Textbook::new(exercise, difference.n).walk;
            walk.seek(difference.number);
            let yours = difference.yours.as_ref().and_then(|taken| match taken.step {
                Step::Place { row, col, .. }
                | Step::Remove { row, col, .. }
                | Step::Reject { row, col } => Some((row, col)),
                _ => None,
            });
            let view = View::of_in(&mut walk, lang);
            ("differs", Some(difference.n), Some(difference.number), Some(view), yours)
        }
        Verdict::Stopped { n, number, .. } => ("stopped", Some(*n), Some(*number), None, None),
        _ => ("agrees", None, None, None, None),
    };
    let text = render::outcome_on(&Outcome { exercise, verdict }, lang, Surface::Page);
    CheckJson { verdict: kind, text, n, step, view, yours }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The lines the textbook's own search would post, from its walk: what a right answer
    /// writes, for the comparison's tests (the browser test runs the JavaScript itself).
    fn textbook_lines(exercise: &'static Exercise) -> String {
        let mut lines = String::new();
        for n in 1..=LARGEST_N {
            lines += &format!("@n {n}\n");
            let mut textbook = compare::Textbook::new(exercise, n);
            while let Some(step) = textbook.forward() {
                let state = compare::textbook_state(&textbook.walk, Lang::En);
                let parts: String =
                    state.iter().map(|line| format!("|{}", line.values.join(" "))).collect();
                match step {
                    Step::Reject { row, col } => lines += &format!("@L {row} {col}\n"),
                    // A look followed by a placement of the same cell is the placement.
                    Step::Place { row, col, .. } => {
                        lines += &format!("@L {row} {col}\n@P {row} {col}{parts}\n");
                    }
                    Step::Remove { row, col, .. } => lines += &format!("@R {row} {col}{parts}\n"),
                    Step::Solution => lines += "@S\n",
                    _ => {}
                }
            }
            lines += "@C 0\n@E\n";
        }
        lines
    }

    #[test]
    fn the_page_offers_exercises_of_the_tool_with_their_skeletons() {
        for lang in Lang::ALL {
            let practice = PracticeJson::new(lang);
            assert_eq!(practice.exercises.len(), SCRIPTS.len());
            for exercise in &practice.exercises {
                assert!(exercise.skeleton.contains(&format!("function {}(", exercise.function)));
                assert!(!exercise.skeleton.contains("report.place(row, col, ["), "{}", exercise.id);
                assert!(!exercise.answer.contains("//~"), "{}: every comment is said", exercise.id);
                // The ladder of the tool's hints, each said.
                let tool = nqueens_practice::find(exercise.id).expect("an exercise of the tool");
                assert_eq!(exercise.hints.len(), tool.hints);
                assert_eq!(exercise.hints.first(), tool.hint(1, lang).as_ref());
                assert!(exercise.answer.contains("report.place(row, col, ["));
                assert!(
                    exercise.skeleton.contains("[cols, diags1, diags2]")
                        || exercise.skeleton.contains("[conflicted, lock]")
                );
            }
        }
    }

    #[test]
    fn the_textbooks_lines_agree_and_a_missing_undo_parts_at_its_step() {
        for (id, ..) in SCRIPTS {
            let (exercise, ..) = script(id).expect("an exercise of the tool");
            let lines = textbook_lines(exercise);
            let check = check(id, &lines, Ending::Done, Lang::En);
            assert_eq!(check.verdict, "agrees", "{id}: {}", check.text);
            assert!(check.text.starts_with("✓ "), "{}", check.text);
            assert!(!check.text.contains("nqueens practice start"), "no command of the tool");
        }
        // The arrays without their undo: n = 1 places (0, 0), reports the solution, then
        // removes it with cols[0] still set.
        let (exercise, ..) = script("place-row-array").expect("an exercise");
        let lines = textbook_lines(exercise).replacen("@R 0 0|0|0|0", "@R 0 0|1|0|0", 1);
        let check = check("place-row-array", &lines, Ending::Done, Lang::Zh);
        assert_eq!((check.verdict, check.n, check.step), ("differs", Some(1), Some(3)));
        assert_eq!(check.yours, Some((0, 0)));
        let view = check.view.expect("the board of the difference");
        assert_eq!(view.position, 3);
        assert!(check.text.contains("你的 cols"), "{}", check.text);
    }

    #[test]
    fn a_stopped_worker_is_a_stop() {
        let stopped = check("place-row-array", "@n 1\n@L 0 0\n", Ending::TimedOut, Lang::En);
        assert_eq!((stopped.verdict, stopped.n), ("stopped", Some(1)));
        assert!(stopped.text.contains("stopped after 5 s"), "{}", stopped.text);
        let ending = Ending::read("ReferenceError: x is not defined");
        let thrown = check("place-row-set", "@n 1\n", ending, Lang::En);
        assert!(thrown.text.contains("threw an exception at n = 1"), "{}", thrown.text);
        assert!(thrown.text.contains("ReferenceError: x is not defined"), "{}", thrown.text);
        assert_eq!(check("mirror-count", "", Ending::Done, Lang::En).verdict, "unknown");
    }

    /// The practice page says the panel's limits as they are, in both books.
    #[test]
    fn the_practice_page_states_the_panels_limits() {
        let cap = nqueens_core::thousands(STEP_CAP);
        for (page, cap_said, time_said) in [
            ("docs/practice.md", format!("at most {cap} steps for each n"), "five seconds in all"),
            ("docs/zh/practice.md", format!("每个 n 最多 {cap} 步"), "总共最多五秒"),
        ] {
            let path = format!("{}/../../{page}", env!("CARGO_MANIFEST_DIR"));
            let text = std::fs::read_to_string(&path).expect("the practice page");
            let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
            assert!(text.contains(&cap_said), "{page}: {cap_said}");
            assert!(text.contains(time_said), "{page}: {time_said}");
        }
        assert_eq!(TIME_LIMIT.as_secs(), 5, "five seconds, as the pages say");
    }
}
