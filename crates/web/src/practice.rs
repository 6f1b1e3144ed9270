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

use nqueens_practice::compare::{self, Limits, Lines, Parting, Stop, Verdict};
use nqueens_practice::render::{self, Surface};
use nqueens_practice::run::Next;
use nqueens_practice::{Exercise, LARGEST_N, Outcome};
use nqueens_walk::Step;
use nqueens_walk::phrases::Lang;
use nqueens_walk::tree::Survey;
use serde::Serialize;

use crate::{TreeJson, View};

/// The most steps the learner's JavaScript may report for one n: the textbook's longest search
/// of n = 8 takes 15,720.
pub const STEP_CAP: u64 = 200_000;

/// The longest the learner's JavaScript may run, for n = 1 to 8 in all, before the page
/// terminates its worker.
pub const TIME_LIMIT: Duration = Duration::from_secs(5);

/// The answer and the driver in JavaScript of exercise `$id`; the attack test's and the mirror
/// count's drivers start with the textbook's search with arrays (`drivers/array.js`).
macro_rules! script {
    ($id:literal) => {
        (
            $id,
            include_str!(concat!("../practice/", $id, ".js")),
            include_str!(concat!("../practice/drivers/", $id, ".js")),
        )
    };
    ($id:literal, array) => {
        (
            $id,
            include_str!(concat!("../practice/", $id, ".js")),
            concat!(
                include_str!("../practice/drivers/array.js"),
                "\n",
                include_str!(concat!("../practice/drivers/", $id, ".js"))
            ),
        )
    };
}

/// The exercises the page offers, every one of `nqueens practice`, in its order: their ids,
/// answers and drivers in JavaScript.
const SCRIPTS: [(&str, &str, &str); 7] = [
    script!("place-row-board"),
    script!("place-row-set"),
    script!("attack-array", array),
    script!("place-row-array"),
    script!("place-row-bitmask"),
    script!("mirror-count", array),
    script!("cover-uncover"),
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
    /// The ladder of hints, in the page's language: `nqueens practice hint`'s, in JavaScript's
    /// words where the tool's name Rust.
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
                        .filter_map(|number| exercise.hint_in_javascript(number, lang))
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
    /// Where the steps or states part: the learner's search tree up to the difference beside
    /// the textbook's after the same step, each current node where they part.
    pub trees: Option<TreesJson>,
}

/// The learner's search tree beside the textbook's, for the same n and step.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TreesJson {
    /// The nodes the learner's search visited up to the difference, its step there taken.
    pub yours: TreeJson,
    /// The textbook's tree after its step there.
    pub textbook: TreeJson,
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
            trees: None,
        };
    };
    let recorded = Recorded { lines: lines.lines().map(str::to_string).collect(), ending };
    let limits = Limits { largest: LARGEST_N, steps: STEP_CAP, time: TIME_LIMIT };
    let verdict = compare::compare(exercise, recorded, limits);
    let mut trees = None;
    let (kind, n, step, view, yours) = match &verdict {
        Verdict::Differs(difference) => {
            let mut walk = compare::Textbook::new(exercise, difference.n).walk;
            walk.seek(difference.number);
            // A total that differs parts no search: the trees are drawn where steps or states
            // part.
            if !matches!(difference.parting, Parting::Total { .. })
                && let Ok(survey) = Survey::of(&walk)
            {
                trees = Some(TreesJson {
                    yours: Survey::of_steps(difference.n, &difference.steps).into(),
                    textbook: survey.tree(&walk).into(),
                });
            }
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
    CheckJson { verdict: kind, text, n, step, view, yours, trees }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What only Rust writes, which a hint of the JavaScript panel must not say.
    const RUST_ONLY: [&str; 11] = [
        ".rev()",
        "usize",
        "isize",
        "wrapping_neg",
        "trailing_zeros",
        ".len()",
        "drain",
        "0..n",
        " == ",
        " != ",
        "!(cols",
    ];

    /// The lines the textbook's own search would post, from its walk: what a right answer
    /// writes, for the comparison's tests (the browser test runs the JavaScript itself). Exact
    /// cover reports its counts as one part, a count per header (covered items' are not read);
    /// the mirror count ends where its textbook does, with the right total.
    fn textbook_lines(exercise: &'static Exercise) -> String {
        let mut lines = String::new();
        for n in 1..=LARGEST_N {
            lines += &format!("@n {n}\n");
            let mut textbook = compare::Textbook::new(exercise, n);
            let headers = 1 + 2 * n + 2 * (2 * n - 1);
            let header = |item| (1..headers).find(|&h| compare::item_of_header(n, h) == item);
            while let Some(step) = textbook.forward() {
                let state = compare::textbook_state(&textbook.walk, Lang::En);
                let parts: String = if exercise.id == "cover-uncover" {
                    let counts = state.iter().flat_map(|line| line.values.iter());
                    let counts = counts.map(|count| if count == "·" { "0" } else { count });
                    format!("|0 {}", counts.collect::<Vec<_>>().join(" "))
                } else {
                    state.iter().map(|line| format!("|{}", line.values.join(" "))).collect()
                };
                match step {
                    Step::Reject { row, col } => lines += &format!("@L {row} {col}\n"),
                    // A look followed by a placement of the same cell is the placement; exact
                    // cover places without a look.
                    Step::Place { row, col, .. } if exercise.id == "cover-uncover" => {
                        lines += &format!("@P {row} {col}{parts}\n");
                    }
                    Step::Place { row, col, .. } => {
                        lines += &format!("@L {row} {col}\n@P {row} {col}{parts}\n");
                    }
                    Step::Remove { row, col, .. } => lines += &format!("@R {row} {col}{parts}\n"),
                    Step::Solution => lines += "@S\n",
                    Step::Choose { item, options } => {
                        lines += &format!("@H {} {options}\n", header(item).unwrap_or(0));
                    }
                    Step::Cover { item, .. } => {
                        lines += &format!("@K {}{parts}\n", header(item).unwrap_or(0));
                    }
                    Step::Uncover { item, .. } => {
                        lines += &format!("@U {}{parts}\n", header(item).unwrap_or(0));
                    }
                    Step::DeadEnd { .. } => {}
                }
            }
            if exercise.id == "mirror-count" {
                lines += &format!("@T {}\n", nqueens_core::sequences::TOTAL_SOLUTIONS[n]);
            }
            lines += "@C 0\n@E\n";
        }
        lines
    }

    #[test]
    fn the_page_offers_every_exercise_of_the_tool_with_its_skeleton() {
        assert_eq!(
            SCRIPTS.map(|(id, ..)| id),
            nqueens_practice::EXERCISES.each_ref().map(|e| e.id)
        );
        for lang in Lang::ALL {
            let practice = PracticeJson::new(lang);
            assert_eq!(practice.exercises.len(), SCRIPTS.len());
            for exercise in &practice.exercises {
                let tool = nqueens_practice::find(exercise.id).expect("an exercise of the tool");
                for function in tool.functions() {
                    let signature = format!("function {function}(");
                    assert!(exercise.skeleton.contains(&signature), "{}", exercise.id);
                    assert!(exercise.answer.contains(&signature), "{}", exercise.id);
                }
                for call in ["report.place(row, col, [", "report.place(row, col, links.len);"] {
                    assert!(!exercise.skeleton.contains(call), "{}: no answer", exercise.id);
                }
                assert!(!exercise.answer.contains("//~"), "{}: every comment is said", exercise.id);
                assert!(
                    !exercise.skeleton.contains("//~"),
                    "{}: every comment is said",
                    exercise.id
                );
                // What makes the skeleton run: a value returned, not a Rust tail expression.
                assert!(!exercise.skeleton.contains("    false\n"), "{}", exercise.id);
                assert!(!exercise.skeleton.contains("    0\n"), "{}", exercise.id);
                // The ladder of the tool's hints, each said, in the words of the JavaScript the
                // panel runs: no hint names a construct of Rust.
                assert_eq!(exercise.hints.len(), tool.hints);
                assert_eq!(exercise.hints.first(), tool.hint_in_javascript(1, lang).as_ref());
                for hint in &exercise.hints {
                    for rust in RUST_ONLY {
                        assert!(
                            !hint.contains(rust),
                            "{}: a hint says {rust}: {hint}",
                            exercise.id
                        );
                    }
                }
                // Every exercise that reports steps says how, with the state the page takes.
                let reports = ["report.place(row, col, [", "report.place(row, col, links.len)"];
                if !matches!(exercise.id, "attack-array" | "mirror-count") {
                    assert!(reports.iter().any(|call| exercise.answer.contains(call)));
                    assert!(
                        ["[cols, diags1, diags2]", "[conflicted, lock]", "links.len)"]
                            .iter()
                            .any(|state| exercise.skeleton.contains(state)),
                        "{}",
                        exercise.id
                    );
                }
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
            assert_eq!(check.trees, None, "{id}: no trees when the searches agree");
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
    fn the_learners_tree_stops_where_it_parts_and_the_textbooks_goes_one_step_on() {
        // The attack test with columns only: for n = 2 the learner places (1, 1), which the
        // textbook rejects. Their tree has the node (1, 1), current; the textbook's has not,
        // and its current node is (0, 0), which has rejected a cell below it.
        let (exercise, ..) = script("attack-array").expect("an exercise");
        let lines = textbook_lines(exercise);
        let right = lines.find("@n 2\n").expect("n = 2");
        let wrong = lines[..right].to_string()
            + "@n 2\n@L 0 0\n@P 0 0|1 0|0 1 0|1 0 0\n@L 1 0\n@L 1 1\n@P 1 1|1 1|0 1 0|1 0 1\n";
        let check = check("attack-array", &wrong, Ending::Done, Lang::En);
        assert_eq!(
            (check.verdict, check.n, check.step),
            ("differs", Some(2), Some(3)),
            "{}",
            check.text
        );
        let trees = check.trees.expect("both trees");
        let cells = |tree: &TreeJson| -> Vec<_> {
            tree.nodes.iter().map(|node| (node.cell, node.state)).collect()
        };
        assert_eq!(
            cells(&trees.yours),
            [(None, "path"), (Some((0, 0)), "path"), (Some((1, 1)), "current")]
        );
        assert_eq!(cells(&trees.textbook), [(None, "path"), (Some((0, 0)), "current")]);
        assert_eq!(trees.textbook.nodes[1].rejected, 2, "(1, 0) and (1, 1) rejected");
        // A mirror count that doubles the middle: the searches agree, the totals do not, and
        // no tree is drawn.
        let (exercise, ..) = script("mirror-count").expect("an exercise");
        let doubled = textbook_lines(exercise).replacen("@T 1\n", "@T 2\n", 1);
        let total = super::check("mirror-count", &doubled, Ending::Done, Lang::En);
        assert_eq!((total.verdict, total.n), ("differs", Some(1)));
        assert!(total.text.contains("your count is 2; the right count is 1"), "{}", total.text);
        assert_eq!(total.trees, None);
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
        assert_eq!(check("queens-by-hand", "", Ending::Done, Lang::En).verdict, "unknown");
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
