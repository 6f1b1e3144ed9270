//! The terminal explorer of `nqueens explore`: one approach's search stepped through forwards
//! and backwards, with the board, the state the search keeps, its stack, its counters and its
//! code, drawn with `ratatui`.
//!
//! [`Explorer`] is the whole interactive state: it takes key presses ([`Explorer::press`]) and
//! draws itself on any `ratatui` backend ([`Explorer::draw`]), so tests drive it on a
//! `TestBackend` exactly as a person drives it in a terminal; [`run`] is the loop that plays it
//! in a real one. What it shows comes from the step model of `nqueens-walk` only: the explorer
//! runs no search of its own and holds no fact of an approach. The tool (`nqueens-cli`) decides
//! whether a terminal is there and large enough ([`SMALLEST`]), and sets it up and restores it.
//! Where it sits among the crates: `docs/ARCHITECTURE.md`.

mod code_panel;
mod draw;

use std::io;
use std::time::Duration;

use nqueens_core::Solver;
use ratatui::DefaultTerminal;
use ratatui::crossterm::event::{self, Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

use nqueens_walk::controls::{self, Action, FIRST_SPEED, Front, SPEEDS};
use nqueens_walk::explain::{self};
use nqueens_walk::phrases::{Lang, say};
use nqueens_walk::predict::{self, Answer, Question, Quiz};
use nqueens_walk::tree::{Survey, TreeView};
use nqueens_walk::{LARGEST_WALKED_N, StepKind, Walk, WalkError};

/// The rows of the board, stack and state panels when the code panel sits below them: enough
/// for the board of n = 12 (a heading and 12 rows) and the longest stack, with their borders,
/// as an 80 × 24 terminal gives them.
const MAIN_ROWS: u16 = 16;

/// The fewest rows of the code panel below the main panels: 8 lines of code and the borders.
const CODE_ROWS: u16 = 10;

/// The height from which the code panel fits below the main panels: the 24 rows of the screen
/// without it (the title, the main panels, the counters, the 5 rows of the step, the keys) and
/// those of the code. A shorter terminal shows the code instead of the main panels, on `c`.
pub const TALL: u16 = 1 + MAIN_ROWS + 1 + 5 + 1 + CODE_ROWS;

/// The gutter's mark of the line the step just taken runs: it shows without colour too.
pub const CURRENT_MARK: char = '▶';

/// The gutter's mark of a row that continues the line above it, wrapped at the panel's edge.
pub const CONTINUED_MARK: char = '↪';

/// The smallest terminal the explorer draws in, as (columns, rows): the board of n = 12 beside
/// the stack, and the step's sentence below them.
pub const SMALLEST: (u16, u16) = (60, 20);

/// A terminal's key as browsers name it, the names of [`controls`]: `ArrowRight`, `Enter`,
/// a letter as itself.
fn key_name(code: KeyCode) -> String {
    match code {
        KeyCode::Right => "ArrowRight".into(),
        KeyCode::Left => "ArrowLeft".into(),
        KeyCode::Up => "ArrowUp".into(),
        KeyCode::Down => "ArrowDown".into(),
        KeyCode::Enter => "Enter".into(),
        KeyCode::Backspace => "Backspace".into(),
        KeyCode::Home => "Home".into(),
        KeyCode::Esc => "Escape".into(),
        KeyCode::Tab => "Tab".into(),
        KeyCode::BackTab => "Shift+Tab".into(),
        KeyCode::Char(c) => c.to_string(),
        _ => String::new(),
    }
}

/// What a key press asks the program that runs the explorer to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Next {
    /// Go on: draw again and wait for the next key (or the next step of play).
    Continue,
    /// Quit.
    Quit,
    /// Quit as interrupted (Ctrl-C).
    Interrupt,
}

/// Draws, waits for a key (or the next step of play), acts on it, and again, in a terminal that
/// `ratatui` has set up, until a key quits: the answer is [`Next::Quit`] or [`Next::Interrupt`].
pub fn run(terminal: &mut DefaultTerminal, explorer: &mut Explorer) -> io::Result<Next> {
    loop {
        terminal.draw(|frame| explorer.draw(frame))?;
        // While no key waits, record the walk's next window ahead of time (deep in a search of
        // n = 12 that takes a few hundred milliseconds), so that no key press waits for it.
        if !event::poll(Duration::ZERO)? {
            explorer.walk().prepare();
        }
        let wait = explorer.tick_millis().map_or(Duration::from_secs(3600), Duration::from_millis);
        if !event::poll(wait)? {
            explorer.tick();
            continue;
        }
        if let Event::Key(key) = event::read()? {
            if key.kind != KeyEventKind::Press {
                continue;
            }
            match explorer.press(key) {
                Next::Continue => {}
                next => return Ok(next),
            }
        }
    }
}

/// The state of `nqueens explore`: the walk, whether it plays, and how it is drawn.
pub struct Explorer {
    walk: Walk,
    /// The approaches the explorer can switch between: those that can be traced.
    approaches: Vec<&'static dyn Solver>,
    playing: bool,
    speed: usize,
    help: bool,
    color: bool,
    /// Whether the code panel is shown below the main panels, in a terminal of at least
    /// [`TALL`] rows.
    code_below: bool,
    /// Whether the code panel is shown instead of the main panels, in a shorter terminal.
    code_instead: bool,
    /// Whether the last screen drawn was at least [`TALL`] rows high, which says which of the
    /// two `c` switches.
    tall: bool,
    /// A short message about the last key, such as "no solution ahead".
    notice: Option<String>,
    /// Whether the tree of the search so far is shown instead of the stack and the state.
    tree: bool,
    /// The whole search surveyed for the tree, once it is first shown.
    survey: Option<Survey>,
    /// The predict mode: on or off, its questions and score.
    predict: bool,
    quiz: Quiz,
    /// The question asked now, if one is.
    question: Option<Question>,
    /// The cell chosen for a question about a cell, moved with the arrow keys.
    cursor: (usize, usize),
    /// The answer chosen for a verdict, an index in [`Answer::VERDICTS`].
    choice: usize,
    /// What the last answer got: right or not, and the right answer in words.
    feedback: Option<String>,
    /// The language it speaks.
    lang: Lang,
}

impl Explorer {
    /// Starts at the empty board of `solver`'s search for an n × n board; draws in colour when
    /// `color` is set (off when `NO_COLOR` is).
    pub fn new(solver: &'static dyn Solver, n: usize, color: bool) -> Result<Self, WalkError> {
        let approaches = nqueens_approaches::APPROACHES
            .iter()
            .copied()
            .filter(|approach| approach.info().traceable())
            .collect();
        Ok(Explorer {
            walk: Walk::new(solver, n)?,
            approaches,
            playing: false,
            speed: FIRST_SPEED,
            help: false,
            color,
            code_below: true,
            code_instead: false,
            tall: false,
            notice: None,
            tree: false,
            survey: None,
            predict: false,
            quiz: Quiz::default(),
            question: None,
            cursor: (0, 0),
            choice: 0,
            feedback: None,
            lang: Lang::En,
        })
    }

    /// Speaks `lang` from now on.
    pub fn set_lang(&mut self, lang: Lang) {
        self.lang = lang;
    }

    /// A phrase of the model's phrase book in the explorer's language.
    fn t(&self, key: &str, values: &[(&str, &dyn std::fmt::Display)]) -> String {
        say(self.lang, key, values)
    }

    /// The predict mode's score.
    pub fn score(&self) -> predict::Score {
        self.quiz.score()
    }

    /// The question asked now, if one is.
    pub fn question(&self) -> Option<Question> {
        self.question
    }

    /// Asks the next question before the walk's next step, if one is left; returns whether
    /// one is asked.
    fn ask(&mut self) -> bool {
        self.question = self.quiz.questions(&mut self.walk).into_iter().next();
        if self.question.is_some() {
            self.choice = 0;
            // The cursor starts where the search stands: on the cell of the last step, or at
            // the left of the row it fills.
            let row = explain::focus_row(&self.walk).min(self.walk.n().saturating_sub(1));
            self.cursor = self.walk.current().and_then(|step| step.cell()).unwrap_or((row, 0));
        }
        self.question.is_some()
    }

    /// Answers the question asked now (`None`: "show me"), says how it went, and takes the step
    /// once no question is left before it.
    fn answer(&mut self, answer: Option<Answer>) {
        let Some(question) = self.question else { return };
        let judgement = self.quiz.judge(&mut self.walk, question, answer);
        self.feedback = Some(predict::judged_in(&judgement, answer.is_some(), self.lang));
        if !self.ask() {
            self.walk.forward();
        }
    }

    /// A key while a question is asked: arrows choose, Enter answers, `s` shows the answer.
    /// Returns `false` for a key the question does not take.
    fn press_in_question(&mut self, question: Question, key: KeyCode) -> bool {
        let n = self.walk.n();
        let (row, col) = self.cursor;
        let verdict = matches!(question, Question::Verdict { .. });
        let choices = Answer::VERDICTS.len();
        match key {
            KeyCode::Enter | KeyCode::Char(' ') => {
                let answer =
                    if verdict { Answer::VERDICTS[self.choice] } else { Answer::Cell(row, col) };
                self.answer(Some(answer));
            }
            KeyCode::Char('s') => self.answer(None),
            // Esc leaves the question, not the program: the step is asked again on →.
            KeyCode::Esc => self.question = None,
            KeyCode::Left if verdict => self.choice = (self.choice + choices - 1) % choices,
            KeyCode::Right if verdict => self.choice = (self.choice + 1) % choices,
            KeyCode::Left => self.cursor = (row, col.saturating_sub(1)),
            KeyCode::Right => self.cursor = (row, (col + 1).min(n.saturating_sub(1))),
            KeyCode::Up if !verdict => self.cursor = (row.saturating_sub(1), col),
            KeyCode::Down if !verdict => self.cursor = ((row + 1).min(n.saturating_sub(1)), col),
            _ => return false,
        }
        true
    }

    /// The tree of the search so far, surveying the search the first time.
    fn tree_view(&mut self) -> Option<TreeView> {
        if self.survey.is_none() {
            self.survey = Survey::of(&self.walk).ok();
        }
        self.survey.as_ref().map(|survey| survey.tree(&self.walk))
    }

    /// The walk being explored.
    pub fn walk(&mut self) -> &mut Walk {
        &mut self.walk
    }

    /// How long to wait for a key before the next step of play, in milliseconds, or `None`
    /// when not playing.
    pub fn tick_millis(&self) -> Option<u64> {
        self.playing.then(|| 1000 / u64::from(SPEEDS[self.speed]))
    }

    /// One step of play, when the wait for a key ran out. In the predict mode, play stops at
    /// each question.
    pub fn tick(&mut self) {
        if self.playing && self.predict && self.ask() {
            self.playing = false;
            return;
        }
        if self.playing && self.walk.forward().is_none() {
            self.playing = false;
        }
    }

    /// Acts on one key press.
    pub fn press(&mut self, key: KeyEvent) -> Next {
        self.notice = None;
        if key.modifiers.contains(KeyModifiers::CONTROL) && key.code == KeyCode::Char('c') {
            return Next::Interrupt;
        }
        if self.help {
            // Any key closes the help; `q` still quits.
            self.help = false;
            return if key.code == KeyCode::Char('q') { Next::Quit } else { Next::Continue };
        }
        if let Some(question) = self.question
            && self.press_in_question(question, key.code)
        {
            return Next::Continue;
        }
        let Some(action) = controls::action_for(&key_name(key.code), Front::Terminal) else {
            return Next::Continue;
        };
        match action {
            Action::Quit => return Next::Quit,
            Action::Forward => {
                self.playing = false;
                self.feedback = None;
                // In the predict mode, a step that makes a decision is asked about first.
                if self.predict && self.ask() {
                    return Next::Continue;
                }
                if self.walk.forward().is_none() {
                    self.notice = Some(self.t("ui.over", &[]));
                }
            }
            Action::Back => {
                self.playing = false;
                self.question = None;
                self.feedback = None;
                if !self.walk.back() {
                    self.notice = Some(self.t("ui.at_start", &[]));
                }
            }
            Action::Predict => {
                self.predict = !self.predict;
                self.question = None;
                self.feedback = None;
                self.playing = false;
            }
            Action::Tree => self.tree = !self.tree,
            Action::Play => self.playing = !self.playing && !self.walk.at_end(),
            Action::Faster => self.speed = (self.speed + 1).min(SPEEDS.len() - 1),
            Action::Slower => self.speed = self.speed.saturating_sub(1),
            Action::Solution => self.jump(StepKind::Solution, "ui.no_solution"),
            Action::ShowMe if self.predict => {
                self.notice = Some(self.t("explore.no_question", &[]));
            }
            Action::ShowMe => {}
            Action::DeadEnd => self.jump(StepKind::DeadEnd, "ui.no_dead_end"),
            Action::Restart => {
                self.playing = false;
                self.walk.restart();
            }
            Action::Larger => self.resize(self.walk.n() + 1),
            Action::Smaller => self.resize(self.walk.n().saturating_sub(1)),
            Action::NextApproach => self.switch(1),
            Action::PreviousApproach => self.switch(self.approaches.len().saturating_sub(1)),
            Action::Code if self.tall => self.code_below = !self.code_below,
            Action::Code => self.code_instead = !self.code_instead,
            Action::Keys => self.help = true,
        }
        Next::Continue
    }

    /// Goes forwards to the next step of `kind`.
    fn jump(&mut self, kind: StepKind, none: &str) {
        self.playing = false;
        self.feedback = None;
        if !self.walk.forward_to(kind) {
            self.notice = Some(self.t(none, &[]));
        }
    }

    /// Starts again on an n × n board, if n is one the explorer takes.
    fn resize(&mut self, n: usize) {
        if !(1..=LARGEST_WALKED_N).contains(&n) {
            let front = self.t("explore.name", &[]);
            self.notice = Some(self.t("ui.sizes", &[("front", &front), ("n", &LARGEST_WALKED_N)]));
            return;
        }
        self.restart_with(self.walk.solver(), n);
    }

    /// Starts again with the approach `offset` places further in the list.
    fn switch(&mut self, offset: usize) {
        let id = self.walk.solver().info().id;
        let index = self.approaches.iter().position(|approach| approach.info().id == id);
        let next = (index.unwrap_or(0) + offset) % self.approaches.len().max(1);
        if let Some(&solver) = self.approaches.get(next) {
            self.restart_with(solver, self.walk.n());
        }
    }

    fn restart_with(&mut self, solver: &'static dyn Solver, n: usize) {
        self.playing = false;
        match Walk::new(solver, n) {
            Ok(walk) => {
                self.walk = walk;
                self.survey = None;
                self.quiz = Quiz::default();
                self.question = None;
                self.feedback = None;
            }
            Err(error) => self.notice = Some(error.to_string()),
        }
    }
}
