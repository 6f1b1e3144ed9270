//! How the explorer draws its screen: the title, the board, the stack, the state the search
//! keeps, its counters, the step's sentence, the keys and the help, on any `ratatui` backend.

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Padding, Paragraph, Wrap};

use nqueens_core::thousands;
use nqueens_walk::code::{self};
use nqueens_walk::controls::{self, Front, SPEEDS};
use nqueens_walk::cover;
use nqueens_walk::explain::{self, Content, Shape, StateLine};
use nqueens_walk::predict::{self, Answer, Question};
use nqueens_walk::tree::{End, NodeState, TreeView};

use crate::{CODE_ROWS, Explorer, MAIN_ROWS, SMALLEST, TALL};

impl Explorer {
    /// A style in colour, or plain when colour is off.
    pub(crate) fn colored(&self, color: Color) -> Style {
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
