//! The stepper itself, native: a walk with its predict mode, tree and timeline, and the JSON of
//! what they show.

use nqueens_walk::phrases::Lang;
use nqueens_walk::predict::{self, Answer, Question, Quiz};
use nqueens_walk::tree::{Survey, Timeline, TreeView};
use nqueens_walk::{LARGEST_WALKED_N, Walk};
use serde::Serialize;
#[cfg(target_arch = "wasm32")]
use wasm_bindgen::prelude::*;

use crate::{APPROACHES, Address, Notice, View, ids};

/// A walk in the browser: created for an approach and an n, moved by the page's controls, and
/// asked for its [`View`] after every move.
#[cfg_attr(target_arch = "wasm32", wasm_bindgen)]
pub struct Stepper {
    pub(crate) walk: Walk,
    /// What opening it from an address changed, for the page to say once, in its language.
    pub(crate) notices: Vec<Notice>,
    /// Whether the address asked for the predict mode.
    pub(crate) predict: bool,
    /// The whole search, surveyed once when the tree or the timeline is first asked for.
    pub(crate) survey: Option<Survey>,
    /// The predict mode's questions and score.
    pub(crate) quiz: Quiz,
    /// The language of its words.
    pub(crate) lang: Lang,
}

/// The learner's score in the predict mode, as the page shows it: see
/// [`nqueens_walk::predict::Score`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Score {
    /// Questions answered (those skipped with "show me" are not counted).
    pub asked: u32,
    /// Questions answered right.
    pub right: u32,
    /// Right answers in a row, up to the last one.
    pub streak: u32,
}

impl From<predict::Score> for Score {
    fn from(predict::Score { asked, right, streak }: predict::Score) -> Score {
        Score { asked, right, streak }
    }
}

/// A question as the page asks it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct QuestionView {
    /// `next`, `verdict` or `back`.
    pub kind: &'static str,
    /// The question in words.
    pub prompt: String,
    /// The cell it is about (a verdict), as (row, col).
    pub cell: Option<(usize, usize)>,
    /// The answers offered as buttons, as (name, label); empty where the learner clicks a cell.
    pub choices: Vec<(String, String)>,
}

/// What the page says after an answer (or a "show me").
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Judgement {
    /// Whether the answer was right (false after a "show me").
    pub right: bool,
    /// The right answers, by name (`free`, `column`, `2,3`, …).
    pub expected: Vec<String>,
    /// The right answers in words.
    pub labels: Vec<String>,
    /// What the page says of the answer: right, not quite, or the answer shown.
    pub said: String,
    /// The score after it.
    pub score: Score,
}

/// The tree as the page draws it: [`TreeView`] with names for the states.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TreeJson {
    /// Whether finished subtrees are folded into one node each.
    pub folded: bool,
    /// How many leaf widths the drawing spans.
    pub width: usize,
    /// How many levels: the root and one per row.
    pub levels: usize,
    /// The nodes, each after its parent.
    pub nodes: Vec<TreeNodeJson>,
}

/// A node of [`TreeJson`]; see [`nqueens_walk::tree::TreeNode`].
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TreeNodeJson {
    /// The index of its parent in the list.
    pub parent: Option<usize>,
    /// 0 for the root, row + 1 below.
    pub depth: usize,
    /// Its queen's cell.
    pub cell: Option<(usize, usize)>,
    /// The step at which the search entered it: where a click on it goes.
    pub step: usize,
    /// `path`, `current` or `done`.
    pub state: &'static str,
    /// `inner`, `solution` or `dead-end`.
    pub end: &'static str,
    /// The cells rejected in the row below it so far.
    pub rejected: usize,
    /// For a node on the path: the columns of the row below still to come.
    pub to_come: usize,
    /// For a folded subtree: its nodes and solutions.
    pub folded: Option<(usize, usize)>,
    /// Where it is drawn across, in leaf widths.
    pub x: f64,
}

impl From<TreeView> for TreeJson {
    fn from(view: TreeView) -> TreeJson {
        let levels = view.nodes.iter().map(|node| node.depth + 1).max().unwrap_or(1);
        TreeJson {
            folded: view.folded,
            width: view.width,
            levels,
            nodes: view
                .nodes
                .into_iter()
                .map(|node| TreeNodeJson {
                    parent: node.parent,
                    depth: node.depth,
                    cell: node.cell,
                    step: node.step,
                    state: node.state.name(),
                    end: node.end.name(),
                    rejected: node.rejected,
                    to_come: node.to_come,
                    folded: node.folded,
                    x: node.x,
                })
                .collect(),
        }
    }
}

/// The timeline as the page draws it: see [`Timeline`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TimelineJson {
    /// The number of steps of the search.
    pub total: usize,
    /// The positions that show a solution.
    pub solutions: Vec<usize>,
    /// The positions that show a dead end, when they do not crowd the bar.
    pub dead_ends: Vec<usize>,
    /// The number of dead ends.
    pub dead_end_count: usize,
}

impl From<Timeline> for TimelineJson {
    fn from(timeline: Timeline) -> TimelineJson {
        TimelineJson {
            total: timeline.total,
            solutions: timeline.solutions,
            dead_ends: timeline.dead_ends,
            dead_end_count: timeline.dead_end_count,
        }
    }
}

impl Stepper {
    /// A stepper at the start of `approach`'s search for an n × n board, or why there is none.
    pub fn create(approach: &str, n: usize) -> Result<Stepper, String> {
        let solver = APPROACHES
            .iter()
            .copied()
            .find(|solver| solver.info().id == approach)
            .ok_or_else(|| format!("the stepper walks {}, not {approach}", ids().join(", ")))?;
        if !(1..=LARGEST_WALKED_N).contains(&n) {
            return Err(format!("the stepper takes n from 1 to {LARGEST_WALKED_N}, not {n}"));
        }
        let walk = Walk::new(solver, n).map_err(|error| error.to_string())?;
        Ok(Stepper {
            walk,
            notices: Vec::new(),
            predict: false,
            survey: None,
            quiz: Quiz::default(),
            lang: Lang::En,
        })
    }

    /// The survey of the whole search, run the first time it is needed.
    fn survey(&mut self) -> &Survey {
        let walk = &self.walk;
        self.survey.get_or_insert_with(|| {
            Survey::of(walk).expect("the walk ran this search already, with the same n")
        })
    }

    /// The tree of the search as far as the walk has got.
    pub fn tree(&mut self) -> TreeJson {
        self.survey();
        let tree = self.survey.as_ref().map(|survey| survey.tree(&self.walk));
        tree.map(TreeJson::from).unwrap_or(TreeJson {
            folded: false,
            width: 1,
            levels: 1,
            nodes: Vec::new(),
        })
    }

    /// The timeline of the whole search.
    pub fn timeline(&mut self) -> TimelineJson {
        self.survey().timeline().into()
    }

    /// The questions still to ask before the next step, in order.
    pub fn questions(&mut self) -> Vec<QuestionView> {
        self.quiz
            .questions(&mut self.walk)
            .into_iter()
            .map(|question| QuestionView {
                kind: question.kind(),
                prompt: predict::prompt_in(&self.walk, question, self.lang),
                cell: match question {
                    Question::Verdict { row, col } => Some((row, col)),
                    _ => None,
                },
                choices: match question {
                    Question::Verdict { .. } => Answer::VERDICTS
                        .into_iter()
                        .map(|answer| (answer.name(), predict::answer_label_in(answer, self.lang)))
                        .collect(),
                    _ => Vec::new(),
                },
            })
            .collect()
    }

    /// Answers the question of kind `kind` asked before the next step with the answer named
    /// `answer` (`None`: "show me", which shows the answer and scores nothing). An unknown
    /// kind or answer is an error, and scores nothing.
    pub fn judge(&mut self, kind: &str, answer: Option<&str>) -> Result<Judgement, String> {
        let question = predict::questions(&mut self.walk)
            .into_iter()
            .find(|question| question.kind() == kind)
            .ok_or_else(|| format!("no {kind} question is asked before this step"))?;
        let answer = match answer {
            Some(name) => {
                Some(Answer::parse(name).ok_or_else(|| format!("{name:?} is not an answer"))?)
            }
            None => None,
        };
        let judgement = self.quiz.judge(&mut self.walk, question, answer);
        Ok(Judgement {
            right: judgement.right,
            expected: judgement.expected.iter().map(|answer| answer.name()).collect(),
            labels: judgement
                .expected
                .iter()
                .map(|&answer| predict::answer_label_in(answer, self.lang))
                .collect(),
            said: predict::judged_in(&judgement, answer.is_some(), self.lang),
            score: judgement.score.into(),
        })
    }

    /// A stepper on the view a link asks for, or the nearest valid one ([`Address::read`]).
    pub fn open(address: &Address) -> Stepper {
        let mut stepper = Stepper::create(address.approach, address.n)
            .expect("an address read holds an approach and an n the stepper takes");
        let reached = stepper.walk.seek(address.step);
        let mut notices = address.notices.clone();
        if reached < address.step {
            notices.push(Notice::PastTheEnd { steps: reached, asked: address.step });
        }
        stepper.notices = notices;
        stepper.predict = address.predict;
        stepper
    }

    /// The view after the current step.
    pub fn view(&mut self) -> View {
        View::of_in(&mut self.walk, self.lang)
    }
}
