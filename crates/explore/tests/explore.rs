//! The terminal explorer: its screens on a test backend, stepping back and forth, its counters,
//! the code panel and the line it highlights.

use nqueens_core::Solver;
use nqueens_explore::{CONTINUED_MARK, CURRENT_MARK, Explorer, Next, TALL};
use nqueens_walk::{StepKind, code};
use proptest::prelude::*;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// The approaches `explore` offers.
fn traceable() -> Vec<&'static dyn Solver> {
    nqueens_approaches::APPROACHES
        .iter()
        .copied()
        .filter(|solver| solver.info().traceable())
        .collect()
}

/// The screen as an 80 × 24 terminal shows it.
fn screen(explorer: &mut Explorer) -> String {
    screen_of(explorer, 80, 24)
}

/// The screen as a `width` × `height` terminal shows it.
fn screen_of(explorer: &mut Explorer, width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("a test terminal");
    terminal.draw(|frame| explorer.draw(frame)).expect("the screen draws");
    terminal.backend().to_string()
}

/// The rows of the screen as a `width` × `height` terminal shows it, as plain text.
fn rows_of(explorer: &mut Explorer, width: u16, height: u16) -> Vec<String> {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("a test terminal");
    terminal.draw(|frame| explorer.draw(frame)).expect("the screen draws");
    let buffer = terminal.backend().buffer();
    buffer
        .content()
        .chunks(usize::from(width))
        .map(|row| row.iter().map(|cell| cell.symbol()).collect())
        .collect()
}

/// The code on the row of the screen that the gutter marks as the current line (without the
/// gutter, the border and the spaces around it), or `None` when no row is marked. Fails if more
/// than one row is.
fn highlighted(rows: &[String]) -> Option<String> {
    let marked: Vec<&String> = rows.iter().filter(|row| row.contains(CURRENT_MARK)).collect();
    assert!(marked.len() <= 1, "more than one row is marked: {marked:#?}");
    let row = marked.first()?;
    let (_, after) = row.split_once(CURRENT_MARK)?;
    let code = after.trim_start().trim_start_matches(|c: char| c.is_ascii_digit());
    Some(code.trim().trim_end_matches('│').trim().to_string())
}

/// A terminal tall and wide enough for the code panel below the main panels, with every line
/// of code unwrapped.
const WIDE: (u16, u16) = (110, 40);

fn key(code: KeyCode) -> KeyEvent {
    KeyEvent::new(code, KeyModifiers::NONE)
}

#[test]
fn the_screens_that_matter_for_n_4() {
    for solver in traceable() {
        let id = solver.info().id;
        let mut explorer = Explorer::new(solver, 4, false).expect("n = 4 is explored");
        insta::assert_snapshot!(format!("{id}-start"), screen(&mut explorer));
        if explorer.walk().forward_to(StepKind::Reject) {
            insta::assert_snapshot!(format!("{id}-first-rejection"), screen(&mut explorer));
        }
        explorer.walk().restart();
        assert!(explorer.walk().forward_to(StepKind::DeadEnd));
        insta::assert_snapshot!(format!("{id}-first-dead-end"), screen(&mut explorer));
        assert!(explorer.walk().forward_to(StepKind::Solution));
        insta::assert_snapshot!(format!("{id}-first-solution"), screen(&mut explorer));
        while explorer.walk().forward().is_some() {}
        insta::assert_snapshot!(format!("{id}-end"), screen(&mut explorer));
    }
}

#[test]
fn the_help_and_the_keys() {
    let solver = nqueens_approaches::find("backtrack-board").expect("registered");
    let mut explorer = Explorer::new(solver, 5, false).expect("n = 5 is explored");
    assert_eq!(explorer.press(key(KeyCode::Char('?'))), Next::Continue);
    insta::assert_snapshot!("help", screen(&mut explorer));
    // Any key closes the help; then the arrows step, n jumps, ↑ grows the board.
    explorer.press(key(KeyCode::Char('x')));
    explorer.press(key(KeyCode::Right));
    explorer.press(key(KeyCode::Right));
    explorer.press(key(KeyCode::Left));
    assert_eq!(explorer.walk().position(), 1);
    explorer.press(key(KeyCode::Char('n')));
    assert_eq!(explorer.walk().tally().solutions, 1);
    explorer.press(key(KeyCode::Up));
    assert_eq!((explorer.walk().n(), explorer.walk().position()), (6, 0));
    explorer.press(key(KeyCode::Char('a')));
    let next = explorer.walk().solver().info().id;
    assert_ne!(next, "backtrack-board");
    for _ in 0..12 {
        explorer.press(key(KeyCode::Up));
    }
    assert_eq!(explorer.walk().n(), 12);
    assert!(screen(&mut explorer).contains("explore takes n from 1 to 12"));
    assert_eq!(
        explorer.press(KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL)),
        Next::Interrupt
    );
    assert_eq!(explorer.press(key(KeyCode::Char('q'))), Next::Quit);
}

#[test]
fn no_color_draws_without_colours() {
    let solver = nqueens_approaches::find("backtrack-set").expect("registered");
    for color in [false, true] {
        let mut explorer = Explorer::new(solver, 6, color).expect("n = 6 is explored");
        explorer.walk().forward_to(StepKind::Reject);
        let mut terminal = Terminal::new(TestBackend::new(80, 24)).expect("a test terminal");
        terminal.draw(|frame| explorer.draw(frame)).expect("the screen draws");
        let buffer = terminal.backend().buffer();
        let colored = buffer.content().iter().any(|cell| {
            cell.fg != ratatui::style::Color::Reset || cell.bg != ratatui::style::Color::Reset
        });
        assert_eq!(colored, color, "colours drawn: {colored}, asked for: {color}");
        // Without colour the step's cell still stands out: reversed.
        let reversed = buffer
            .content()
            .iter()
            .any(|cell| cell.modifier.contains(ratatui::style::Modifier::REVERSED));
        assert!(reversed);
    }
}

#[test]
fn a_board_of_12_fits_80_columns() {
    for solver in traceable() {
        let mut explorer = Explorer::new(solver, 12, false).expect("n = 12 is explored");
        explorer.walk().forward_to(StepKind::Solution);
        let id = solver.info().id;
        insta::assert_snapshot!(format!("{id}-12-first-solution"), screen(&mut explorer));
    }
}

#[test]
fn the_counters_at_the_end_are_the_exact_work() {
    for solver in traceable() {
        for n in 1..=8 {
            let mut explorer = Explorer::new(solver, n, false).expect("n ≤ 8 is explored");
            while explorer.walk().forward().is_some() {}
            let tally = explorer.walk().tally();
            let work = solver.count_with_work(n).expect("n ≤ 8 is counted");
            let id = solver.info().id;
            assert_eq!(
                (tally.nodes, tally.cells, tally.solutions, tally.marks),
                (work.nodes, work.cells, work.solutions, work.marks),
                "{id}, n = {n}"
            );
            let shown = screen(&mut explorer);
            // An exact-cover search tries options rather than examining cells.
            let cells = if id == "backtrack-dlx" { "options tried" } else { "cells" };
            let counters = format!(
                "nodes {} · {cells} {} · solutions {}",
                nqueens_core::thousands(work.nodes),
                nqueens_core::thousands(work.cells),
                nqueens_core::thousands(work.solutions)
            );
            assert!(shown.contains(&counters), "{id}, n = {n}: {shown}");
        }
    }
}

/// The kinds of steps, in the order the test looks for them (`None`: the start).
const KINDS: [Option<StepKind>; 9] = [
    None,
    Some(StepKind::Reject),
    Some(StepKind::Place),
    Some(StepKind::DeadEnd),
    Some(StepKind::Solution),
    Some(StepKind::Remove),
    Some(StepKind::Choose),
    Some(StepKind::Cover),
    Some(StepKind::Uncover),
];

/// The screen marks the line of code that the model maps the step to (`code::line`, whose own
/// tests hold which line that is), under the title of its file: at the start and after the
/// first step of each kind at n = 4.
#[test]
fn the_code_panel_highlights_the_line_each_step_runs() {
    for solver in traceable() {
        let id = solver.info().id;
        let listing = code::listing(&solver.info());
        let mut kinds_met = 0;
        for kind in KINDS {
            let mut explorer = Explorer::new(solver, 4, false).expect("n = 4 is explored");
            if let Some(kind) = kind
                && !explorer.walk().forward_to(kind)
            {
                continue;
            }
            kinds_met += 1;
            let bookkeeping = explorer.walk().bookkeeping();
            let line = code::line(&listing, bookkeeping, explorer.walk().current())
                .unwrap_or_else(|| panic!("{id}, {kind:?}: no line"));
            let rows = rows_of(&mut explorer, WIDE.0, WIDE.1);
            let expected = listing.lines[line].trim();
            assert_eq!(highlighted(&rows).as_deref(), Some(expected), "{id}, {kind:?}: {rows:#?}");
            let title = format!(" {} ", listing.path);
            assert!(rows.iter().any(|row| row.contains(&title)), "{id}: no {title:?}");
        }
        // The start, a placement, a solution, a removal and a dead end at least.
        assert!(kinds_met >= 5, "{id}: only {kinds_met} kinds of steps at n = 4");
    }
}

#[test]
fn the_code_panel_scrolls_to_keep_the_line_in_view() {
    // The smallest terminal with the code below the board: a panel of 8 lines of code.
    for solver in traceable() {
        let id = solver.info().id;
        let mut explorer = Explorer::new(solver, 8, false).expect("n = 8 is explored");
        let start = rows_of(&mut explorer, 80, TALL);
        let function = format!("fn {}(", code::function_name(explorer.walk().bookkeeping()));
        assert_eq!(highlighted(&start), Some(function.clone()), "{id}: {start:#?}");
        assert!(explorer.walk().forward_to(StepKind::Solution));
        let rows = rows_of(&mut explorer, 80, TALL);
        let line = highlighted(&rows);
        assert!(line.is_some_and(|line| line.starts_with("if ")), "{id}: {rows:#?}");
        // The solution line is further down than the panel is high: the panel scrolled, and
        // the start of the function is out of view.
        assert!(!rows.iter().any(|row| row.contains(&function)), "{id}: {rows:#?}");
        // And the current line is in view at every step on the way back to the start, below
        // the board and, with its long lines wrapped, instead of it in a short terminal (where
        // `c` swaps it in: the last screen drawn says which terminal the key is for).
        screen(&mut explorer);
        explorer.press(key(KeyCode::Char('c')));
        while explorer.walk().back() {
            let position = explorer.walk().position();
            for (width, height) in [(80, TALL), (80, 24)] {
                let rows = rows_of(&mut explorer, width, height);
                assert!(highlighted(&rows).is_some(), "{id}, step {position}: {rows:#?}");
            }
        }
    }
}

#[test]
fn a_short_terminal_shows_the_code_on_c_with_long_lines_wrapped() {
    let solver = nqueens_approaches::find("backtrack-board").expect("registered");
    let mut explorer = Explorer::new(solver, 4, false).expect("n = 4 is explored");
    let board = screen(&mut explorer);
    assert!(!board.contains("fn place_row(") && !board.contains(CURRENT_MARK), "{board}");
    assert!(board.contains("c shows code"), "the footer says how to see the code: {board}");
    // A notice says it too.
    explorer.press(key(KeyCode::Left));
    let notice = screen(&mut explorer);
    assert!(notice.contains("this is the start  c shows code"), "{notice}");

    assert_eq!(explorer.press(key(KeyCode::Char('c'))), Next::Continue);
    let rows = rows_of(&mut explorer, 80, 24);
    let shown = rows.join("\n");
    assert_eq!(highlighted(&rows).as_deref(), Some("fn place_row("), "{shown}");
    assert!(shown.contains(" crates/backtrack-board/src/lib.rs "), "{shown}");
    assert!(shown.contains("c hides code"), "{shown}");
    assert!(!shown.contains("┌ board"), "the code takes the board's place: {shown}");
    // The line of the doc comment on `conflicted` is 93 columns wide: it goes on, marked, on
    // the row below, cut at a space. Its number is read from the source the panel shows.
    let start = "/// `conflicted[row][col]` is set while a queen in a row above attacks";
    let number = solver
        .info()
        .source
        .text
        .lines()
        .position(|line| line.starts_with(start))
        .expect("the source documents `conflicted`")
        + 1;
    let wrapped = rows
        .iter()
        .position(|row| row.contains(&format!(" {number} {start}")))
        .unwrap_or_else(|| panic!("line {number} is not cut where expected: {shown}"));
    let next = &rows[wrapped + 1];
    let rest = format!("{CONTINUED_MARK} the cell; `lock` lists");
    assert!(next.contains(&rest), "{shown}");
    // The step still moves the highlighted line, and `c` brings the board back.
    explorer.press(key(KeyCode::Right));
    let rows = rows_of(&mut explorer, 80, 24);
    assert_eq!(highlighted(&rows).as_deref(), Some("columns.push(col as u8);"));
    explorer.press(key(KeyCode::Char('c')));
    let board = screen(&mut explorer);
    assert!(board.contains("┌ board") && !board.contains(CURRENT_MARK), "{board}");

    // A current line too long for the panel is highlighted whole, over two rows.
    let solver = nqueens_approaches::find("backtrack-set").expect("registered");
    let mut explorer = Explorer::new(solver, 4, false).expect("n = 4 is explored");
    assert!(explorer.walk().forward_to(StepKind::Reject));
    explorer.press(key(KeyCode::Char('c')));
    let rows = rows_of(&mut explorer, 80, 24);
    let shown = rows.join("\n");
    assert_eq!(
        highlighted(&rows).as_deref(),
        Some("if cols.contains(&col) || diags1.contains(&diag1) ||"),
        "{shown}"
    );
    let marked = rows.iter().position(|row| row.contains(CURRENT_MARK)).expect("a marked row");
    let rest = format!("{CONTINUED_MARK}         diags2.contains(&diag2) {{");
    assert!(rows[marked + 1].contains(&rest), "{shown}");
}

#[test]
fn a_tall_terminal_hides_and_shows_the_code_on_c() {
    let solver = nqueens_approaches::find("backtrack-array").expect("registered");
    let mut explorer = Explorer::new(solver, 6, false).expect("n = 6 is explored");
    let both = screen_of(&mut explorer, 100, TALL);
    assert!(both.contains("┌ board") && both.contains(CURRENT_MARK), "{both}");
    assert!(both.contains("c hides code"), "{both}");
    explorer.press(key(KeyCode::Char('c')));
    let board = screen_of(&mut explorer, 100, TALL);
    assert!(board.contains("┌ board") && !board.contains(CURRENT_MARK), "{board}");
    assert!(board.contains("c shows code"), "{board}");
    // The short terminal keeps its own choice: the board, until `c` there.
    let short = screen(&mut explorer);
    assert!(short.contains("┌ board") && short.contains("c shows code"), "{short}");
    explorer.press(key(KeyCode::Char('c')));
    let code = screen(&mut explorer);
    assert!(!code.contains("┌ board") && code.contains(CURRENT_MARK), "{code}");
    // Back in the tall one, `c` shows the panel again.
    let board = screen_of(&mut explorer, 100, TALL);
    assert!(!board.contains(CURRENT_MARK), "{board}");
    explorer.press(key(KeyCode::Char('c')));
    let both = screen_of(&mut explorer, 100, TALL);
    assert!(both.contains("┌ board") && both.contains(CURRENT_MARK), "{both}");
}

#[test]
fn the_code_panel_at_the_first_rejection() {
    for solver in traceable() {
        let id = solver.info().id;
        let mut explorer = Explorer::new(solver, 4, false).expect("n = 4 is explored");
        // The bitmask search never rejects a cell: its first placement instead.
        let name = if explorer.walk().forward_to(StepKind::Reject) {
            format!("{id}-code-first-rejection")
        } else {
            // The search for a rejection ran to the end.
            explorer.walk().restart();
            assert!(explorer.walk().forward_to(StepKind::Place));
            format!("{id}-code-first-placement")
        };
        insta::assert_snapshot!(name, screen_of(&mut explorer, WIDE.0, WIDE.1));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn k_steps_forwards_and_k_back_return_the_same_screen(
        approach in 0..4usize,
        n in 1..=7usize,
        start in 0..300usize,
        k in 0..300usize,
    ) {
        let solvers = traceable();
        let solver = solvers[approach % solvers.len()];
        let mut explorer = Explorer::new(solver, n, false).expect("n ≤ 7 is explored");
        for _ in 0..start {
            explorer.walk().forward();
        }
        let before = screen(&mut explorer);
        let position = explorer.walk().position();
        let mut taken = 0;
        for _ in 0..k {
            if explorer.walk().forward().is_some() {
                taken += 1;
            }
        }
        for _ in 0..taken {
            prop_assert!(explorer.walk().back());
        }
        prop_assert_eq!(explorer.walk().position(), position);
        prop_assert_eq!(screen(&mut explorer), before);
    }
}

/// Presses `code` `times` times.
fn press_times(explorer: &mut Explorer, code: KeyCode, times: usize) {
    for _ in 0..times {
        assert_eq!(explorer.press(key(code)), Next::Continue);
    }
}

#[test]
fn the_predict_mode_is_answered_with_the_arrow_keys_and_enter() {
    use nqueens_walk::predict::{self, Answer, Question};
    for solver in traceable() {
        let id = solver.info().id;
        let n = 4;
        let mut explorer = Explorer::new(solver, n, false).expect("n = 4 is explored");
        press_times(&mut explorer, KeyCode::Char('p'), 1);
        let mut asked = 0;
        while !explorer.walk().at_end() {
            press_times(&mut explorer, KeyCode::Right, 1);
            while let Some(question) = explorer.question() {
                let right = predict::answers(explorer.walk(), question);
                match (question, right.first()) {
                    (Question::Verdict { .. }, Some(answer)) => {
                        let index = Answer::VERDICTS.iter().position(|verdict| verdict == answer);
                        press_times(&mut explorer, KeyCode::Right, index.unwrap_or(0));
                    }
                    (_, Some(&Answer::Cell(row, col))) => {
                        // To the top left corner, then down and right to the cell.
                        press_times(&mut explorer, KeyCode::Up, n);
                        press_times(&mut explorer, KeyCode::Left, n);
                        press_times(&mut explorer, KeyCode::Down, row);
                        press_times(&mut explorer, KeyCode::Right, col);
                    }
                    _ => panic!("{id}: {question:?} has no answer"),
                }
                if asked == 0 {
                    insta::assert_snapshot!(
                        format!("{id}-predict-first-question"),
                        screen(&mut explorer)
                    );
                }
                press_times(&mut explorer, KeyCode::Enter, 1);
                asked += 1;
            }
        }
        let score = explorer.score();
        assert_eq!((score.asked, score.right, score.streak), (asked, asked, asked), "{id}");
        assert!(asked >= 16, "{id}: {asked} questions");
        // A wrong answer is refused and the right one shown.
        let mut explorer = Explorer::new(solver, n, false).expect("n = 4 is explored");
        press_times(&mut explorer, KeyCode::Char('p'), 1);
        // To the first question: the exact-cover search chooses and covers an item first.
        while explorer.question().is_none() {
            press_times(&mut explorer, KeyCode::Right, 1);
        }
        press_times(&mut explorer, KeyCode::Down, 2);
        press_times(&mut explorer, KeyCode::Enter, 1);
        assert_eq!((explorer.score().asked, explorer.score().right), (1, 0), "{id}");
        assert!(screen(&mut explorer).contains("Not quite: the answer is (0, 0)"), "{id}");
        // Esc leaves a question, not the program (`press_times` checks that it continues), and
        // the footer says what the keys do while a question is open.
        while explorer.question().is_none() {
            press_times(&mut explorer, KeyCode::Right, 1);
        }
        assert!(screen(&mut explorer).contains("Esc leave the question"), "{id}");
        let step = explorer.walk().position();
        press_times(&mut explorer, KeyCode::Esc, 1);
        assert!(explorer.question().is_none(), "{id}: Esc leaves the question");
        assert_eq!(explorer.walk().position(), step, "{id}: and stays on its step");
        assert!(screen(&mut explorer).contains("→ step"), "{id}");
    }
}

#[test]
fn the_tree_view_shows_the_path_and_its_neighbours() {
    let solver = nqueens_approaches::find("backtrack-array").expect("a registered approach");
    let mut explorer = Explorer::new(solver, 6, false).expect("n = 6 is explored");
    explorer.walk().seek(300);
    press_times(&mut explorer, KeyCode::Char('t'), 1);
    insta::assert_snapshot!("backtrack-array-6-tree-step-300", screen(&mut explorer));
    press_times(&mut explorer, KeyCode::Char('t'), 1);
    assert!(!screen(&mut explorer).contains("search tree so far"));
}

#[test]
fn explore_speaks_chinese() {
    use nqueens_walk::phrases::Lang;
    let solver = nqueens_approaches::find("backtrack-set").expect("a registered approach");
    let mut explorer = Explorer::new(solver, 5, false).expect("n = 5 is explored");
    explorer.set_lang(Lang::Zh);
    assert!(explorer.walk().forward_to(StepKind::Reject));
    let screen = screen(&mut explorer);
    for chinese in ["剪枝 (1, 0)", "第 2\u{a0}步", "棋盘", "栈", "哈希集合", "节点", "前进", "退出"]
    {
        assert!(screen.contains(chinese), "{chinese:?} in\n{screen}");
    }
    insta::assert_snapshot!("backtrack-set-5-first-rejection-zh", screen);
    // The predict mode and the tree in Chinese too.
    press_times(&mut explorer, KeyCode::Char('p'), 1);
    press_times(&mut explorer, KeyCode::Right, 1);
    press_times(&mut explorer, KeyCode::Char('t'), 1);
    let screen = screen_of(&mut explorer, 80, 24);
    for chinese in ["预测", "到目前为止的搜索树", "得分\u{a0}0/0"] {
        assert!(screen.contains(chinese), "{chinese:?} in\n{screen}");
    }
}
