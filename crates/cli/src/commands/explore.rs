//! `nqueens explore`: runs the [`Explorer`] in the terminal until the user quits.

use std::io::{self, IsTerminal};
use std::time::Duration;

use ratatui::DefaultTerminal;
use ratatui::crossterm::event::{self, Event, KeyEventKind};

use crate::args::{ColorChoice, ExploreArgs};
use crate::explore::{Explorer, Next, SMALLEST};
use crate::failure::{Failure, Outcome};
use crate::output;

/// Refuses anything but a terminal, then takes over the screen until the user quits; the
/// terminal is restored on quit, on Ctrl-C and on a panic (`ratatui::init` installs a hook).
pub(crate) fn run(args: &ExploreArgs, color: ColorChoice) -> Outcome {
    if !io::stdin().is_terminal() || !io::stdout().is_terminal() {
        return Err(Failure::Refused(
            "explore needs a terminal to draw on and read keys from; `nqueens trace N` prints the \
             same steps as text"
                .to_string(),
        ));
    }
    // A terminal too small to draw in (even 0 × 0, where no message on the screen could be
    // read) is refused before the screen is taken over, with the size it needs.
    let (columns, rows) = SMALLEST;
    if let Ok((width, height)) = ratatui::crossterm::terminal::size()
        && (width < columns || height < rows)
    {
        return Err(Failure::Refused(format!(
            "explore needs a terminal of at least {columns} × {rows}, and this one is {width} × \
             {height}: enlarge it, or run `nqueens trace N`, which prints the same steps as text"
        )));
    }
    // Standard output is a terminal here: `auto` draws in colour unless NO_COLOR is set.
    let color = output::use_color(color, true);
    // crossterm, under ratatui, drops every colour when NO_COLOR is set; `--color always` says
    // to draw them anyway, and the explorer draws none when colour is off.
    ratatui::crossterm::style::force_color_output(color);
    let mut explorer = Explorer::new(args.approach.0, usize::from(args.n), color)?;
    explorer.set_lang(nqueens_walk::phrases::Lang::asked_or_environment(args.lang.as_deref()));
    let mut terminal = ratatui::try_init()
        .map_err(|error| Failure::Refused(format!("cannot set up the terminal: {error}")))?;
    let outcome = explore(&mut terminal, &mut explorer);
    ratatui::try_restore()
        .map_err(|error| Failure::Refused(format!("cannot restore the terminal: {error}")))?;
    outcome
}

/// Draws, waits for a key (or the next step of play), acts on it, and again.
fn explore(terminal: &mut DefaultTerminal, explorer: &mut Explorer) -> Outcome {
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
                Next::Quit => return Ok(()),
                Next::Interrupt => return Err(Failure::Interrupted),
            }
        }
    }
}
