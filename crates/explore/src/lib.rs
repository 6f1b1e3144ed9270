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

use std::io;
use std::time::Duration;

use nqueens_core::Solver;
use ratatui::crossterm::event::{self, Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Padding, Paragraph, Wrap};
use ratatui::{DefaultTerminal, Frame};

use nqueens_core::thousands;
use nqueens_walk::code::{self, Listing};
use nqueens_walk::controls::{self, Action, FIRST_SPEED, Front, SPEEDS};
use nqueens_walk::cover;
use nqueens_walk::explain::{self, Content, Shape, StateLine};
use nqueens_walk::phrases::{Lang, say};
use nqueens_walk::predict::{self, Answer, Question, Quiz};
use nqueens_walk::tree::{End, NodeState, Survey, TreeView};
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

    /// A style in colour, or plain when colour is off.
    fn colored(&self, color: Color) -> Style {
        if self.color { Style::new().fg(color) } else { Style::new() }
    }

    /// Draws the whole screen.
    pub fn draw(&mut self, frame: &mut Frame<'_>) {
        let area = frame.area();
        let (columns, rows) = SMALLEST;
        if area.width < columns || area.height < rows {
            frame.render_widget(
                Paragraph::new(self.t("explore.small", &[("columns", &columns), ("rows", &rows)]))
                    .wrap(Wrap { trim: true }),
                area,
            );
            return;
        }
        let sentence = self.step_text();
        let at_end = self.walk.at_end();
        let tree = if self.tree { self.tree_view() } else { None };
        // A tall terminal has the code below the main panels, as long as `c` has not hidden
        // it; a shorter one has it instead of them, once `c` swaps it in.
        self.tall = area.height >= TALL;
        let below = self.tall && self.code_below;
        let instead = !self.tall && self.code_instead;
        let [title, main, counters, said, code, keys] = Layout::vertical([
            Constraint::Length(1),
            if below { Constraint::Length(MAIN_ROWS) } else { Constraint::Min(8) },
            Constraint::Length(1),
            Constraint::Length(5),
            if below { Constraint::Min(CODE_ROWS) } else { Constraint::Length(0) },
            Constraint::Length(1),
        ])
        .areas(area);
        frame.render_widget(Paragraph::new(self.title_line(at_end)), title);
        if instead {
            self.draw_code(frame, main);
        } else {
            self.draw_main(frame, main, tree.as_ref());
        }
        if below {
            self.draw_code(frame, code);
        }
        frame.render_widget(Paragraph::new(self.counter_line()), counters);
        frame.render_widget(
            Paragraph::new(sentence).wrap(Wrap { trim: true }).block(
                Block::bordered().padding(Padding::horizontal(1)).title(
                    if self.question.is_some() {
                        self.t("explore.predict", &[])
                    } else {
                        self.t("explore.this_step", &[])
                    },
                ),
            ),
            said,
        );
        frame.render_widget(Paragraph::new(self.footer(area.width, below || instead)), keys);
        if self.help {
            self.draw_help(frame, main);
        }
    }

    /// What the step box says: the question asked now with its answers, or what the last
    /// answer got and the step's sentence.
    fn step_text(&mut self) -> String {
        let lang = self.lang;
        let sentence = explain::sentence_in(&mut self.walk, lang);
        let score = self.quiz.score();
        let score = self.t(
            "explore.score",
            &[("right", &score.right), ("asked", &score.asked), ("streak", &score.streak)],
        );
        match self.question {
            Some(question) => {
                let prompt = predict::prompt_in(&self.walk, question, lang);
                let how = match question {
                    Question::Verdict { .. } => {
                        let choices: Vec<String> = Answer::VERDICTS
                            .iter()
                            .enumerate()
                            .map(|(index, &answer)| {
                                let label = predict::answer_label_in(answer, lang);
                                if index == self.choice { format!("[{label}]") } else { label }
                            })
                            .collect();
                        self.t("explore.choose", &[("choices", &choices.join("  "))])
                    }
                    _ => self
                        .t("explore.cursor", &[("row", &self.cursor.0), ("col", &self.cursor.1)]),
                };
                let feedback =
                    self.feedback.as_deref().map_or(String::new(), |said| format!("{said} "));
                format!("{feedback}{prompt} {how}{} {score}", self.t("explore.shows", &[]))
            }
            None => match &self.feedback {
                Some(feedback) => format!("{feedback} {sentence} {score}"),
                None => sentence,
            },
        }
    }

    /// The search tree so far, as lines: for each node on the path from the root to the
    /// current node, its children in column order: `[c]` the one on the path, `c✗` a dead end,
    /// `c★` a solution, `c:k` a finished subtree of k nodes (`★s` its solutions), then the
    /// columns still to come and the cells rejected so far.
    fn tree_lines(&self, tree: &TreeView) -> Vec<Line<'static>> {
        let mut lines = vec![Line::from(self.t("explore.tree_head", &[]))];
        let path: Vec<usize> = (0..tree.nodes.len())
            .filter(|&index| tree.nodes[index].state != NodeState::Done)
            .collect();
        // The nodes and solutions under each node shown (a folded node stands for its own):
        // children come after their parents, so a pass from the end adds each to its parent.
        let mut under: Vec<(usize, usize)> = tree
            .nodes
            .iter()
            .map(|node| node.folded.unwrap_or((1, usize::from(node.end == End::Solution))))
            .collect();
        for index in (0..tree.nodes.len()).rev() {
            if let Some(parent) = tree.nodes[index].parent {
                let (nodes, solutions) = under[index];
                under[parent].0 += nodes;
                under[parent].1 += solutions;
            }
        }
        for &index in &path {
            let node = &tree.nodes[index];
            let row = node.depth;
            if row >= self.walk.n() {
                continue;
            }
            let mut spans = vec![Span::raw(format!("{row:>2}: "))];
            let children =
                tree.nodes.iter().enumerate().filter(|(_, child)| child.parent == Some(index));
            for (child_index, child) in children {
                let col = child.cell.map_or(0, |cell| cell.1);
                let folded = (child.state == NodeState::Done && child.end == End::Inner)
                    .then(|| under[child_index]);
                let (text, style) = match (child.state, child.end, folded) {
                    (NodeState::Path | NodeState::Current, _, _) => {
                        (format!("[{col}]"), self.colored(Color::Cyan).add_modifier(Modifier::BOLD))
                    }
                    (_, End::Solution, _) => (format!("{col}★"), self.colored(Color::Green)),
                    (_, End::DeadEnd, _) => (format!("{col}✗"), self.colored(Color::Red)),
                    (_, _, Some((nodes, solutions))) if solutions > 0 => {
                        (format!("{col}:{nodes}★{solutions}"), self.colored(Color::Green))
                    }
                    (_, _, Some((nodes, _))) => {
                        (format!("{col}:{nodes}"), self.colored(Color::DarkGray))
                    }
                    _ => (format!("{col}"), Style::new()),
                };
                spans.push(Span::styled(text, style));
                spans.push(Span::raw(" "));
            }
            let mut rest = Vec::new();
            if node.to_come > 0 {
                rest.push(self.t("explore.to_come", &[("k", &node.to_come)]));
            }
            if node.rejected > 0 {
                rest.push(self.t("explore.rejected", &[("k", &node.rejected)]));
            }
            if !rest.is_empty() {
                spans.push(Span::styled(rest.join(" "), self.colored(Color::DarkGray)));
            }
            lines.push(Line::from(spans));
        }
        lines.push(Line::from(Span::styled(
            self.t("explore.legend", &[]),
            self.colored(Color::DarkGray),
        )));
        lines
    }

    /// The board, stack and state panels side by side in `main`, or the board and the tree.
    fn draw_main(&self, frame: &mut Frame<'_>, main: Rect, tree: Option<&TreeView>) {
        let n = self.walk.n();
        // Row labels of 3 characters, a glyph and a space per column, and the borders.
        let board_width = u16::try_from(2 * n + 5).expect("a walked board is at most 12 wide");
        if let Some(tree) = tree {
            let [board, rest] =
                Layout::horizontal([Constraint::Length(board_width.max(12)), Constraint::Min(20)])
                    .areas(main);
            frame.render_widget(
                Paragraph::new(self.board_lines())
                    .block(Block::bordered().title(format!(" {} ", self.t("ui.board", &[])))),
                board,
            );
            frame.render_widget(
                Paragraph::new(self.tree_lines(tree))
                    .wrap(Wrap { trim: false })
                    .block(Block::bordered().title(self.t("explore.tree_title", &[]))),
                rest,
            );
            return;
        }
        let [board, stack, state] = Layout::horizontal([
            Constraint::Length(board_width.max(12)),
            Constraint::Length(18),
            Constraint::Min(20),
        ])
        .areas(main);
        frame.render_widget(
            Paragraph::new(self.board_lines())
                .block(Block::bordered().title(format!(" {} ", self.t("ui.board", &[])))),
            board,
        );
        frame.render_widget(
            Paragraph::new(self.stack_lines())
                .block(Block::bordered().title(self.t("explore.stack", &[]))),
            stack,
        );
        // A small board leaves room for a margin; a large one needs every column.
        let block = Block::bordered()
            .padding(Padding::horizontal(u16::from(n <= 8)))
            .title(format!(" {} ", self.state_title()));
        // An exact-cover search shows its matrix where it fits, its counts where it does not.
        let inner_width = usize::from(block.inner(state).width);
        let matrix = if self.walk.bookkeeping() == nqueens_core::Bookkeeping::Links {
            self.matrix_lines(inner_width)
        } else {
            Vec::new()
        };
        let lines = if matrix.is_empty() { self.state_lines() } else { matrix };
        let mut state_panel = Paragraph::new(lines).block(block);
        // Sets grow to n keys and wrap; the undo list has a line per queen, cut at the edge.
        if self.walk.bookkeeping() != nqueens_core::Bookkeeping::MarkedBoard {
            state_panel = state_panel.wrap(Wrap { trim: false });
        }
        frame.render_widget(state_panel, state);
    }

    /// The last line: the notice of the last key, or the keys that matter most. Either way it
    /// says when `c` would show the code, so that a hidden panel is never a silent one.
    fn footer(&self, width: u16, code_shown: bool) -> Line<'static> {
        let c_key = self.t(if code_shown { "explore.c_hides" } else { "explore.c_shows" }, &[]);
        match &self.notice {
            Some(notice) => {
                let mut spans = vec![Span::styled(notice.clone(), self.colored(Color::Yellow))];
                let hint = format!("  {c_key}");
                let used =
                    textwrap::core::display_width(notice) + textwrap::core::display_width(&hint);
                if !code_shown && used <= usize::from(width) {
                    spans.push(Span::raw(hint));
                }
                Line::from(spans)
            }
            // In a question the keys answer it, so the footer says what they do now.
            None if self.question.is_some() => {
                let verdict = matches!(self.question, Some(Question::Verdict { .. }));
                let keys = if verdict { "explore.footer.verdict" } else { "explore.footer.cell" };
                Line::from(self.t(keys, &[]))
            }
            // At most 80 columns.
            None => Line::from(self.t("explore.footer", &[("c", &c_key)])),
        }
    }

    /// Draws the approach's `place_row` in `area`, file line numbers in the gutter, the line
    /// the step just taken runs marked and highlighted, and scrolled so that it is in view.
    fn draw_code(&self, frame: &mut Frame<'_>, area: Rect) {
        let listing = code::listing(&self.walk.solver().info());
        let current = code::line(&listing, self.walk.bookkeeping(), self.walk.current());
        let block = Block::bordered().title(format!(" {} ", listing.path));
        let inner = block.inner(area);
        frame.render_widget(block, area);
        let rows = self.code_rows(&listing, current, usize::from(inner.width));
        let height = usize::from(inner.height);
        let top =
            rows.current.map_or(0, |(first, count)| scroll(&rows.starts, height, first, count));
        let shown: Vec<Line<'static>> = rows.lines.into_iter().skip(top).take(height).collect();
        frame.render_widget(Paragraph::new(shown), inner);
    }

    /// The rows of the code panel for a width of `width` columns: each line of the listing
    /// behind its gutter (the mark of the current line and the line's number in the file),
    /// wrapped onto continuation rows (marked in the gutter) where it is wider than the panel.
    fn code_rows(&self, listing: &Listing, current: Option<usize>, width: usize) -> CodeRows {
        let last = listing.first_line + listing.lines.len().saturating_sub(1);
        let digits = last.to_string().len();
        // The mark, a space, the number and a space.
        let text_width = width.saturating_sub(digits + 3).max(1);
        let highlight = Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD);
        let mut rows = CodeRows { lines: Vec::new(), starts: Vec::new(), current: None };
        for (index, text) in listing.lines.iter().enumerate() {
            let is_current = current == Some(index);
            let pieces = wrap_code(text, text_width);
            if is_current {
                rows.current = Some((rows.lines.len(), pieces.len()));
            }
            let comment = text.trim_start().starts_with("//");
            for (part, piece) in pieces.into_iter().enumerate() {
                let mut spans = Vec::with_capacity(3);
                if part == 0 {
                    let mark = if is_current { CURRENT_MARK } else { ' ' };
                    spans.push(Span::styled(
                        format!("{mark} "),
                        self.colored(Color::Yellow).add_modifier(Modifier::BOLD),
                    ));
                    spans.push(Span::styled(
                        format!("{:>digits$} ", listing.first_line + index),
                        self.colored(Color::DarkGray),
                    ));
                } else {
                    spans.push(Span::styled(
                        format!("  {CONTINUED_MARK:>digits$} "),
                        self.colored(Color::DarkGray),
                    ));
                }
                if is_current {
                    // A bar to the panel's edge, so that the line stands out at a glance.
                    let pad = text_width.saturating_sub(textwrap::core::display_width(&piece));
                    spans.push(Span::styled(format!("{piece}{}", " ".repeat(pad)), highlight));
                } else if comment {
                    spans.push(Span::styled(piece, self.colored(Color::DarkGray)));
                } else {
                    spans.push(Span::raw(piece));
                }
                rows.lines.push(Line::from(spans));
                rows.starts.push(part == 0);
            }
        }
        rows
    }

    fn title_line(&self, at_end: bool) -> Line<'static> {
        let info = self.walk.solver().info();
        let status = if at_end {
            self.t("ui.end", &[])
        } else if self.playing {
            self.t("explore.playing", &[("speed", &SPEEDS[self.speed])])
        } else {
            self.t("ui.paused", &[])
        };
        let predict = if self.predict {
            let score = self.quiz.score();
            self.t("explore.predicting", &[("right", &score.right), ("asked", &score.asked)])
        } else {
            String::new()
        };
        Line::from(vec![
            Span::styled(" nqueens explore ", Style::new().add_modifier(Modifier::BOLD)),
            Span::raw(self.t(
                "explore.status",
                &[
                    ("id", &info.id),
                    ("n", &self.walk.n()),
                    ("step", &thousands(self.walk.position() as u64)),
                    ("status", &status),
                    ("predict", &predict),
                ],
            )),
        ])
    }

    fn board_lines(&self) -> Vec<Line<'static>> {
        let n = self.walk.n();
        let mut heading = "   ".to_string();
        for col in 0..n {
            heading.push_str(&format!("{:<2}", col % 10));
        }
        let mut lines = vec![Line::from(heading)];
        for (row, cells) in explain::board(&self.walk).into_iter().enumerate() {
            let mut spans = vec![Span::raw(format!("{row:>2} "))];
            for (cells_col, cell) in cells.into_iter().enumerate() {
                let mut style = match cell.content {
                    Content::Queen => self.colored(Color::Yellow).add_modifier(Modifier::BOLD),
                    Content::Attacked(_) => self.colored(Color::Red),
                    Content::Empty => self.colored(Color::DarkGray),
                };
                let asking_cell = matches!(self.question, Some(Question::Next | Question::Back));
                if asking_cell {
                    // The cursor of a question about a cell, rather than the last step's cell.
                    if (row, cells_col) == self.cursor {
                        style = style.add_modifier(Modifier::REVERSED | Modifier::UNDERLINED);
                    }
                } else if cell.current {
                    style = style.add_modifier(Modifier::REVERSED);
                }
                spans.push(Span::styled(cell.content.glyph().to_string(), style));
                spans.push(Span::raw(" "));
            }
            lines.push(Line::from(spans));
        }
        lines
    }

    /// The stack in short (`explain::stack_short_in`) under the name of the search's
    /// function, the call running now in bold.
    fn stack_lines(&self) -> Vec<Line<'static>> {
        let links = self.walk.bookkeeping() == nqueens_core::Bookkeeping::Links;
        let running = if links {
            cover::running(&self.walk).is_some()
        } else {
            explain::running(&self.walk).is_some()
        };
        let stack = explain::stack_short_in(&self.walk, self.lang);
        let last = stack.len().checked_sub(1).filter(|_| running);
        let mut lines = vec![Line::from(code::function_name(self.walk.bookkeeping()))];
        for (index, text) in stack.into_iter().enumerate() {
            lines.push(if Some(index) == last {
                Line::from(Span::styled(text, Style::new().add_modifier(Modifier::BOLD)))
            } else {
                Line::from(text)
            });
        }
        lines
    }

    /// The matrix still in play of an exact-cover search (`cover::matrix_text`), the item
    /// and the option of the step highlighted, if it fits `width` columns; otherwise nothing.
    fn matrix_lines(&self, width: usize) -> Vec<Line<'static>> {
        let n = self.walk.n();
        let matrix = cover::matrix(&self.walk);
        let text = cover::matrix_text(&matrix, n);
        if text.iter().any(|line| textwrap::core::display_width(line) > width) {
            return Vec::new();
        }
        let current = self.walk.current().and_then(|step| step.cell());
        text.into_iter()
            .map(|line| {
                let style = match current {
                    Some((row, col)) if line.starts_with(&format!("({row},{col})")) => {
                        Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD)
                    }
                    _ if line.contains('Q') => self.colored(Color::Yellow),
                    _ => Style::new(),
                };
                Line::from(Span::styled(line, style))
            })
            .collect()
    }

    fn state_title(&self) -> String {
        explain::state_title_in(self.walk.bookkeeping(), self.lang)
    }

    fn state_lines(&self) -> Vec<Line<'static>> {
        let compact = self.walk.n() > 8;
        let mut lines = Vec::new();
        for line in explain::state_in(&self.walk, self.lang) {
            lines.push(self.state_line(&line, compact));
            if !line.note.is_empty() && line.shape != Shape::Cells {
                // Under the values; on a large board, where rows are full, less indented.
                let indent = if compact { "  " } else { "       " };
                lines.push(Line::from(Span::styled(
                    format!("{indent}{}", line.note),
                    self.colored(Color::DarkGray),
                )));
            }
        }
        if lines.is_empty() {
            lines.push(Line::from(self.t("ui.empty", &[])));
        }
        lines
    }

    fn state_line(&self, line: &StateLine, compact: bool) -> Line<'static> {
        let highlight = Style::new().add_modifier(Modifier::REVERSED | Modifier::BOLD);
        let mut spans = vec![Span::raw(format!("{:<7}", line.name))];
        match line.shape {
            Shape::Set => {
                spans.push(Span::raw("{"));
                for (index, value) in line.values.iter().enumerate() {
                    if index > 0 {
                        spans.push(Span::raw(", "));
                    }
                    let style = if line.read == Some(index) { highlight } else { Style::new() };
                    spans.push(Span::styled(value.clone(), style));
                }
                spans.push(Span::raw("}"));
            }
            Shape::Flags | Shape::Bits | Shape::Counts => {
                for (index, value) in line.values.iter().enumerate() {
                    let style = if line.read == Some(index) {
                        highlight
                    } else if value == "1" && line.shape != Shape::Counts {
                        self.colored(Color::Red)
                    } else {
                        Style::new()
                    };
                    spans.push(Span::styled(value.clone(), style));
                    if !compact {
                        spans.push(Span::raw(" "));
                    }
                }
            }
            Shape::Cells => {
                // One line per queen, cut at the edge of the panel: how many, then which.
                spans.push(Span::raw(format!("{:>2}: ", line.values.len())));
                spans.push(Span::raw(line.values.join(" ")));
            }
        }
        Line::from(spans)
    }

    fn counter_line(&self) -> Line<'static> {
        Line::from(format!(" {}", explain::counter_line_in(&self.walk, self.lang)))
    }

    fn draw_help(&self, frame: &mut Frame<'_>, area: Rect) {
        let help = controls::help(Front::Terminal, self.lang);
        let width = |text: &str| textwrap::core::display_width(text);
        let keys = help.iter().map(|(keys, _)| width(keys)).max().unwrap_or(0) + 2;
        let widest = help.iter().map(|(_, what)| keys + width(what)).max().unwrap_or(0);
        let lines: Vec<Line<'static>> = help
            .into_iter()
            .map(|(shown, what)| {
                let pad = " ".repeat(keys - width(&shown));
                Line::from(format!("{shown}{pad}{what}"))
            })
            .collect();
        // The popup is as wide as its longest line and its borders, and wraps in a narrow screen.
        let width = area.width.min(u16::try_from(widest + 2).unwrap_or(u16::MAX));
        let height = area.height.min(u16::try_from(lines.len() + 2).expect("a short list of keys"));
        let popup = Rect { x: area.x + (area.width - width) / 2, y: area.y, width, height };
        frame.render_widget(Clear, popup);
        frame.render_widget(
            Paragraph::new(lines)
                .wrap(Wrap { trim: false })
                .block(Block::bordered().title(self.t("explore.keys", &[]))),
            popup,
        );
    }
}

/// The rows of the code panel, its lines wrapped to the panel's width.
struct CodeRows {
    /// The rows, gutter and code.
    lines: Vec<Line<'static>>,
    /// Whether each row starts a line of the listing (rather than continuing one).
    starts: Vec<bool>,
    /// The first row of the current line and how many rows it takes, if a line is current.
    current: Option<(usize, usize)>,
}

/// The first row to show in `height` rows so that the `count` rows from `first` on are in
/// view, centred where the ends of the listing allow; when they do not all fit, their first row
/// is the top one. `starts` says of every row whether it starts a line (rather than continuing
/// one): a top up to a few rows from the centre is preferred if the panel then starts and ends
/// with whole lines, or else if it at least starts with one.
fn scroll(starts: &[bool], height: usize, first: usize, count: usize) -> usize {
    let total = starts.len();
    if total <= height {
        return 0;
    }
    let last_top = total - height;
    if count >= height {
        return first.min(last_top);
    }
    let centred = (first + count / 2).saturating_sub(height / 2).min(last_top);
    // Every top from `low` to `high` keeps the rows of the current line in view.
    let (low, high) = ((first + count).saturating_sub(height), first.min(last_top));
    let near = (0..=3)
        .flat_map(|distance| [centred.checked_sub(distance), Some(centred + distance)])
        .flatten()
        .filter(|top| (low..=high).contains(top));
    let starts_line = |row: usize| starts.get(row).copied().unwrap_or(true);
    near.clone()
        .find(|&top| starts_line(top) && starts_line(top + height))
        .or_else(|| near.clone().find(|&top| starts_line(top)))
        .unwrap_or(centred)
}

/// Cuts a line of code into pieces of at most `width` columns: after the last space that leaves
/// the piece at least half full, or else after the last character that fits. The pieces after
/// the first start at the line's indentation (when that leaves them at least half the width),
/// without the spaces of the cut.
fn wrap_code(text: &str, width: usize) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    let indent = chars.iter().take_while(|&&c| c == ' ').count();
    let indent = if 2 * indent <= width { indent } else { 0 };
    let mut pieces = Vec::new();
    let mut start = 0;
    loop {
        let first = pieces.is_empty();
        let room = if first { width } else { width - indent };
        // The characters that fit, and the columns taken up to each of them.
        let mut end = start;
        let mut used = 0;
        let mut after_space = None;
        while let Some(&c) = chars.get(end) {
            let columns = char_width(c);
            if used + columns > room {
                break;
            }
            used += columns;
            end += 1;
            if c == ' ' && 2 * used >= room {
                after_space = Some(end);
            }
        }
        if end < chars.len() {
            end = after_space.unwrap_or(end).max(start + 1);
        }
        let mut piece = if first { String::new() } else { " ".repeat(indent) };
        piece.extend(&chars[start..end]);
        pieces.push(piece.trim_end().to_string());
        start = end;
        while chars.get(start) == Some(&' ') {
            start += 1;
        }
        if start >= chars.len() {
            return pieces;
        }
    }
}

/// The columns a character takes on a terminal.
fn char_width(c: char) -> usize {
    textwrap::core::display_width(c.encode_utf8(&mut [0; 4]))
}
