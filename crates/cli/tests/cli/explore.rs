//! `nqueens explore`: its screens on a test backend, stepping back and forth, its counters, and
//! one run in a real pseudo-terminal.

use std::io::Write;
use std::process::Command;
use std::thread;
use std::time::{Duration, Instant};

use assert_cmd::cargo::cargo_bin;
use nqueens_cli::explore::{Explorer, Next};
use nqueens_core::Solver;
use nqueens_walk::StepKind;
use proptest::prelude::*;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use crate::{error_of, pseudo_terminal, read_terminal};

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
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).expect("a test terminal");
    terminal.draw(|frame| explorer.draw(frame)).expect("the screen draws");
    terminal.backend().to_string()
}

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
            let counters = format!(
                "nodes {} · cells {} · solutions {}",
                nqueens_cli::format::thousands(work.nodes),
                nqueens_cli::format::thousands(work.cells),
                nqueens_cli::format::thousands(work.solutions)
            );
            assert!(shown.contains(&counters), "{id}, n = {n}: {shown}");
        }
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

#[test]
fn a_pipe_is_refused_with_a_pointer_to_trace() {
    let error = error_of(&["explore", "4"], 1);
    assert!(error.contains("nqueens trace"), "{error}");
    let error = error_of(&["explore", "13"], 2);
    assert!(error.contains("1..=12"), "{error}");
}

#[test]
fn a_run_in_a_terminal_restores_it_and_exits_with_0() {
    let (controller, open) = pseudo_terminal();
    let terminal = open();
    let before = rustix::termios::tcgetattr(&terminal).expect("the terminal's settings");
    let mut child = Command::new(cargo_bin!("nqueens"))
        .args(["explore", "4"])
        .stdin(open())
        .stdout(open())
        .stderr(open())
        .spawn()
        .expect("the binary starts");
    let mut writer = controller.try_clone().expect("a second handle");
    let reader = read_terminal(controller, Some("\u{1b}[?1049l"));
    // Two steps forwards (→ is ESC [ C), one back, the next solution, then quit.
    let start = Instant::now();
    for keys in ["\u{1b}[C", "l", "\u{1b}[D", "n", "q"] {
        thread::sleep(Duration::from_millis(300));
        writer.write_all(keys.as_bytes()).expect("the keys are typed");
    }
    let status = child.wait().expect("the tool ends");
    assert!(start.elapsed() < Duration::from_secs(30));
    assert_eq!(status.code(), Some(0));
    let seen = reader.join().expect("the reader ends");
    assert!(seen.contains("\u{1b}[?1049h"), "the alternate screen was not entered");
    assert!(seen.contains("Solution 1"), "the first solution was not shown: {seen:?}");
    assert!(seen.contains("\u{1b}[?1049l"), "the alternate screen was not left");
    let after = rustix::termios::tcgetattr(&terminal).expect("the terminal's settings");
    assert_eq!(after.local_modes, before.local_modes, "echo and line editing are back");
    assert_eq!(after.input_modes, before.input_modes);
}
