//! `nqueens explore`: runs the [`Explorer`] in the terminal until the user quits.

use std::io::{self, IsTerminal};

use nqueens_explore::{Explorer, Next, SMALLEST};
use nqueens_walk::phrases::{Lang, say};

use crate::args::{ColorChoice, ExploreArgs};
use crate::failure::{Failure, Outcome};
use crate::output;

/// Refuses anything but a terminal, then takes over the screen until the user quits; the
/// terminal is restored on quit, on Ctrl-C and on a panic (`ratatui::init` installs a hook).
pub(crate) fn run(args: &ExploreArgs, color: ColorChoice, lang: Lang) -> Outcome {
    if !io::stdin().is_terminal() || !io::stdout().is_terminal() {
        return Err(Failure::Refused(say(lang, "tool.explore.no_terminal", &[])));
    }
    // A terminal too small to draw in (even 0 × 0, where no message on the screen could be
    // read) is refused before the screen is taken over, with the size it needs.
    let (columns, rows) = SMALLEST;
    if let Ok((width, height)) = ratatui::crossterm::terminal::size()
        && (width < columns || height < rows)
    {
        let sizes: [(&str, &dyn std::fmt::Display); 4] =
            [("columns", &columns), ("rows", &rows), ("width", &width), ("height", &height)];
        return Err(Failure::Refused(say(lang, "tool.explore.too_small", &sizes)));
    }
    // Standard output is a terminal here: `auto` draws in colour unless NO_COLOR is set.
    let color = output::use_color(color, true);
    // crossterm, under ratatui, drops every colour when NO_COLOR is set; `--color always` says
    // to draw them anyway, and the explorer draws none when colour is off.
    ratatui::crossterm::style::force_color_output(color);
    let mut explorer = Explorer::new(args.approach.0, usize::from(args.n), color)?;
    explorer.set_lang(lang);
    let mut terminal = ratatui::try_init().map_err(|error| {
        Failure::Refused(say(lang, "error.terminal_setup", &[("error", &error)]))
    })?;
    let outcome = nqueens_explore::run(&mut terminal, &mut explorer);
    ratatui::try_restore().map_err(|error| {
        Failure::Refused(say(lang, "error.terminal_restore", &[("error", &error)]))
    })?;
    match outcome? {
        Next::Interrupt => Err(Failure::Interrupted),
        Next::Quit | Next::Continue => Ok(()),
    }
}
