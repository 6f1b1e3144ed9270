//! Predict, then see: the questions a learner answers before a step is shown, judged against
//! the walk's own next step.
//!
//! Before each step that makes a decision, the learner is asked what the search will do:
//! - [`Question::Next`]: which cell does it examine next? (For the bitmask search: which free
//!   bit of `avail` does it take, the column of its lowest set bit.)
//! - [`Question::Verdict`]: is that cell free, or attacked, and along which line?
//! - [`Question::Back`]: after a dead end, which row does the search go back to, and which
//!   column does it try there?
//!
//! There is no question bank and nothing of the search is written a second time: the right
//! answers are read from the steps the walk takes next ([`Walk::upcoming`]).

use std::collections::HashSet;

use nqueens_core::{Attack, Bookkeeping};

use crate::explain;
use crate::phrases::{Lang, say};
use crate::walk::{Step, Walk};

/// A question asked before the next step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Question {
    /// Which cell does the search examine next?
    Next,
    /// Is the cell (`row`, `col`), the one examined next, free, or attacked along a line?
    Verdict {
        /// The row of the cell.
        row: usize,
        /// Its column.
        col: usize,
    },
    /// After a dead end: which cell (row and column) does the search try next?
    Back,
}

/// An answer to a [`Question`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Answer {
    /// A cell, (row, col): the answer to [`Question::Next`] and [`Question::Back`].
    Cell(usize, usize),
    /// No queen above attacks the cell: the search places a queen on it.
    Free,
    /// A queen above attacks the cell along this line: the search rejects it.
    Attacked(Attack),
}

impl Question {
    /// A short lower-case name for the page: `next`, `verdict` or `back`.
    pub fn kind(self) -> &'static str {
        match self {
            Question::Next => "next",
            Question::Verdict { .. } => "verdict",
            Question::Back => "back",
        }
    }
}

impl Answer {
    /// A short name for the page: `free`, `column`, `diagonal`, `anti-diagonal`, or the cell as
    /// `row,col`.
    pub fn name(self) -> String {
        match self {
            Answer::Cell(row, col) => format!("{row},{col}"),
            Answer::Free => "free".to_string(),
            Answer::Attacked(attack) => attack.name().to_string(),
        }
    }

    /// Reads a name written by [`Answer::name`]; `None` for anything else.
    pub fn parse(name: &str) -> Option<Answer> {
        if let Some((row, col)) = name.split_once(',') {
            return Some(Answer::Cell(row.trim().parse().ok()?, col.trim().parse().ok()?));
        }
        Answer::VERDICTS.into_iter().find(|answer| answer.name() == name)
    }

    /// The answers a verdict can take, in the order the page offers them.
    pub const VERDICTS: [Answer; 4] = [
        Answer::Free,
        Answer::Attacked(Attack::Column),
        Answer::Attacked(Attack::Diagonal),
        Answer::Attacked(Attack::AntiDiagonal),
    ];
}

/// Whether a step examines a cell: rejects it or places a queen on it.
fn examines(step: &Step) -> Option<(usize, usize)> {
    match *step {
        Step::Reject { row, col } | Step::Place { row, col, .. } => Some((row, col)),
        _ => None,
    }
}

/// The first cell the search examines from the next step on, skipping the queens it takes back
/// on the way; `None` if it examines no cell again.
fn next_examined(walk: &mut Walk) -> Option<(usize, usize)> {
    let mut number = walk.position();
    loop {
        match walk.step_at(number)? {
            Step::Remove { .. } => number += 1,
            step => return examines(&step),
        }
    }
}

/// Whether the steps since the last dead end are only queens taken back: a [`Question::Back`]
/// asked at the dead end already covered the next cell.
fn just_back_from_dead_end(walk: &mut Walk) -> bool {
    let mut number = walk.position();
    while let Some(before) = number.checked_sub(1) {
        match walk.step_at(before) {
            Some(Step::Remove { .. }) => number = before,
            Some(Step::DeadEnd { .. }) => return true,
            _ => return false,
        }
    }
    false
}

/// The questions to ask before the next step, in the order to ask them; none before a step
/// that makes no decision (taking a queen back, a solution), and none at the end.
pub fn questions(walk: &mut Walk) -> Vec<Question> {
    let upcoming = walk.upcoming();
    let Some(upcoming) = upcoming else { return Vec::new() };
    let mut questions = Vec::new();
    match examines(&upcoming) {
        None => {
            // Right after a dead end, before the queens are taken back: where does it go on?
            if matches!(walk.current(), Some(Step::DeadEnd { .. })) && next_examined(walk).is_some()
            {
                questions.push(Question::Back);
            }
        }
        Some((row, col)) => {
            if !just_back_from_dead_end(walk) {
                questions.push(Question::Next);
            }
            // The bitmask search and the exact-cover search examine free cells only: every
            // verdict would be "free".
            if !matches!(walk.bookkeeping(), Bookkeeping::Masks | Bookkeeping::Links) {
                questions.push(Question::Verdict { row, col });
            }
        }
    }
    questions
}

/// The right answers to `question` before the next step: one cell for a question about where
/// the search goes, and for a verdict either `Free` or every line along which a queen above
/// attacks the cell (the search rejects it for any of them).
pub fn answers(walk: &mut Walk, question: Question) -> Vec<Answer> {
    match question {
        Question::Next | Question::Back => {
            next_examined(walk).map(|(row, col)| Answer::Cell(row, col)).into_iter().collect()
        }
        Question::Verdict { row, col } => match walk.upcoming() {
            Some(Step::Place { .. }) => vec![Answer::Free],
            Some(Step::Reject { .. }) => {
                let queens: Vec<(usize, usize)> =
                    walk.queens().iter().copied().enumerate().take(row).collect();
                [Attack::Column, Attack::Diagonal, Attack::AntiDiagonal]
                    .into_iter()
                    .filter(|&attack| queens.iter().any(|&queen| attack.joins(queen, (row, col))))
                    .map(Answer::Attacked)
                    .collect()
            }
            _ => Vec::new(),
        },
    }
}

/// Whether `answer` is right.
pub fn judge(walk: &mut Walk, question: Question, answer: Answer) -> bool {
    answers(walk, question).contains(&answer)
}

/// The question in words, in the approach's own terms (how to answer is the front end's to
/// say: a click on the page, the arrow keys in the terminal).
pub fn prompt(walk: &Walk, question: Question) -> String {
    prompt_in(walk, question, Lang::En)
}

/// [`prompt`] in `lang`.
pub fn prompt_in(walk: &Walk, question: Question, lang: Lang) -> String {
    let bookkeeping = walk.bookkeeping();
    match question {
        Question::Next if bookkeeping == Bookkeeping::Masks => say(lang, "prompt.next.masks", &[]),
        Question::Next if bookkeeping == Bookkeeping::Links => say(lang, "prompt.next.links", &[]),
        Question::Next => say(lang, "prompt.next", &[]),
        Question::Verdict { row, col } => {
            say(lang, "prompt.verdict", &[("row", &row), ("col", &col)])
        }
        Question::Back => say(lang, "prompt.back", &[]),
    }
}

/// The learner's score: it survives stepping back and forth.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Score {
    /// Questions answered ("show me" is not counted).
    pub asked: u32,
    /// Questions answered right.
    pub right: u32,
    /// Right answers in a row, up to the last one.
    pub streak: u32,
}

/// What a [`Quiz`] says of an answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Judgement {
    /// Whether the answer was right (false after a "show me").
    pub right: bool,
    /// The right answers.
    pub expected: Vec<Answer>,
    /// The score after it.
    pub score: Score,
}

/// The predict mode of one walk, as `explore` and the stepper run it: the questions still to
/// ask before the next step, and the score. A question answered (or shown) once is not asked
/// again at the same step, however the learner steps back and forth, and counts once.
#[derive(Clone, Debug, Default)]
pub struct Quiz {
    score: Score,
    answered: HashSet<(usize, Question)>,
}

impl Quiz {
    /// The score so far.
    pub fn score(&self) -> Score {
        self.score
    }

    /// The questions still to ask before the walk's next step, in order.
    pub fn questions(&self, walk: &mut Walk) -> Vec<Question> {
        let position = walk.position();
        questions(walk)
            .into_iter()
            .filter(|question| !self.answered.contains(&(position, *question)))
            .collect()
    }

    /// Answers `question` before the walk's next step with `answer` (`None`: "show me", which
    /// shows the right answers and scores nothing).
    pub fn judge(
        &mut self,
        walk: &mut Walk,
        question: Question,
        answer: Option<Answer>,
    ) -> Judgement {
        let expected = answers(walk, question);
        let right = answer.is_some_and(|answer| expected.contains(&answer));
        let first_time = self.answered.insert((walk.position(), question));
        if answer.is_some() && first_time {
            self.score.asked += 1;
            if right {
                self.score.right += 1;
                self.score.streak += 1;
            } else {
                self.score.streak = 0;
            }
        }
        Judgement { right, expected, score: self.score }
    }
}

/// What an answer means, in words, for the page's buttons and the feedback.
pub fn answer_label(answer: Answer) -> String {
    answer_label_in(answer, Lang::En)
}

/// [`answer_label`] in `lang`.
pub fn answer_label_in(answer: Answer, lang: Lang) -> String {
    match answer {
        Answer::Cell(row, col) => say(lang, "answer.cell", &[("row", &row), ("col", &col)]),
        Answer::Free => say(lang, "answer.free", &[]),
        Answer::Attacked(attack) => {
            let line = explain::line_name(attack, lang);
            say(lang, "answer.attacked", &[("line", &line)])
        }
    }
}

/// What a judgement says: right, not quite, or (after a "show me") the answer, with the right
/// answers in words.
pub fn judged_in(judgement: &Judgement, answered: bool, lang: Lang) -> String {
    let labels: Vec<String> =
        judgement.expected.iter().map(|&answer| answer_label_in(answer, lang)).collect();
    let answer = labels.join(&say(lang, "or", &[]));
    let key = match (answered, judgement.right) {
        (false, _) => "judged.shown",
        (true, true) => "judged.right",
        (true, false) => "judged.wrong",
    };
    say(lang, key, &[("answer", &answer)])
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;

    const TRACEABLE: [&str; 4] =
        ["backtrack-board", "backtrack-set", "backtrack-array", "backtrack-bitmask"];

    /// Every answer a learner could give to `question` on an n × n board.
    fn every_answer(question: Question, n: usize) -> Vec<Answer> {
        match question {
            Question::Verdict { .. } => Answer::VERDICTS.to_vec(),
            Question::Next | Question::Back => {
                (0..n).flat_map(|row| (0..n).map(move |col| Answer::Cell(row, col))).collect()
            }
        }
    }

    /// Whether a queen in `queens` (row by row) above `row` attacks (`row`, `col`) along
    /// `attack`, worked out here from the rows and columns alone.
    fn attacks(queens: &[usize], row: usize, col: usize, attack: Attack) -> bool {
        queens.iter().take(row).enumerate().any(|(queen_row, &queen_col)| match attack {
            Attack::Column => queen_col == col,
            Attack::Diagonal => {
                queen_row as isize - queen_col as isize == row as isize - col as isize
            }
            Attack::AntiDiagonal => queen_row + queen_col == row + col,
        })
    }

    /// What the walk really does next, found by taking the steps and taking them back: the
    /// first cell it examines (past the queens it takes back), and whether it places a queen
    /// there.
    fn what_happens(walk: &mut Walk) -> Option<((usize, usize), bool)> {
        let mut taken = 0;
        let mut found = None;
        while let Some(step) = walk.forward() {
            taken += 1;
            match *step {
                Step::Remove { .. } => continue,
                Step::Reject { row, col } => found = Some(((row, col), false)),
                Step::Place { row, col, .. } => found = Some(((row, col), true)),
                _ => {}
            }
            break;
        }
        for _ in 0..taken {
            walk.back();
        }
        found
    }

    #[test]
    fn right_answers_are_accepted_and_every_wrong_one_refused() {
        for id in TRACEABLE {
            for n in [4, 6, 8] {
                let solver = nqueens_approaches::find(id).expect("a registered approach");
                let mut walk = Walk::new(solver, n).expect("a walkable search");
                let mut asked: HashSet<&str> = HashSet::new();
                loop {
                    let questions = questions(&mut walk);
                    let truth = what_happens(&mut walk);
                    for &question in &questions {
                        asked.insert(question.kind());
                        let ((row, col), placed) = truth.expect("a question has an answer");
                        let queens = walk.queens().to_vec();
                        for answer in every_answer(question, n) {
                            let right = match answer {
                                Answer::Cell(r, c) => (r, c) == (row, col),
                                Answer::Free => placed,
                                Answer::Attacked(attack) => {
                                    !placed && attacks(&queens, row, col, attack)
                                }
                            };
                            assert_eq!(
                                judge(&mut walk, question, answer),
                                right,
                                "{id} n = {n} step {}: {question:?} {answer:?}",
                                walk.position()
                            );
                        }
                        assert!(!prompt(&walk, question).is_empty());
                    }
                    // Where the search examines a cell, the learner is asked about it (after a
                    // dead end, before it: the bitmask's next cell was asked for there).
                    if let Some(Step::Reject { .. } | Step::Place { .. }) = walk.upcoming() {
                        assert!(
                            !questions.is_empty() || id == "backtrack-bitmask",
                            "{id} n = {n} step {}",
                            walk.position()
                        );
                    }
                    if walk.forward().is_none() {
                        break;
                    }
                }
                let expected: HashSet<&str> = if id == "backtrack-bitmask" {
                    ["next", "back"].into()
                } else {
                    ["next", "verdict", "back"].into()
                };
                assert_eq!(asked, expected, "{id} n = {n}");
            }
        }
    }

    #[test]
    fn answers_are_named_and_read_back() {
        for answer in Answer::VERDICTS.into_iter().chain([Answer::Cell(3, 11)]) {
            assert_eq!(Answer::parse(&answer.name()), Some(answer));
        }
        assert_eq!(Answer::parse("queen"), None);
        assert_eq!(Answer::parse("1,x"), None);
    }
}
