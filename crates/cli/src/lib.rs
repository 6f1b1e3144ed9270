//! The `nqueens` command-line tool: every approach of the registry (`nqueens-approaches`) on
//! the same board, with exact work counts, times and boards.
//!
//! `nqueens solve | count | compare | trace | explore | approaches | sum | place | check |
//! completions | man` (see `nqueens --help`). Every
//! command writes its result on standard output and nothing else there; errors are one line on
//! standard error, with exit status 2 for a command line the tool does not understand and 1 for
//! a request it refuses (a board too large for the approach, or a run estimated to take more
//! than two minutes, which `--force` lifts; `compare` skips instead every approach estimated over
//! ten seconds). Output into a closed pipe ends the tool quietly. Long runs show a progress
//! indicator on standard error when it is a terminal, and on a terminal `solve` prints each
//! solution as soon as it is found.

use std::ffi::OsString;
use std::io::{self, IsTerminal, Write};
use std::process::ExitCode;

use clap::FromArgMatches;
use clap::error::ErrorKind;
use failure::Failure;
use nqueens_core::Solver;
use nqueens_walk::phrases::{Lang, say};

mod args;
mod budget;
mod commands;
mod failure;
pub mod format;
mod help;
mod memory;
mod misread;
mod model;
mod output;
mod report;
mod timing;

/// Why `nqueens count N --approach ID` (without `--force`, on every core) refuses to start, or
/// `None` when it starts.
///
/// ```
/// use nqueens_approaches::find;
/// use nqueens_cli::count_refusal;
///
/// let subset = find("subset").expect("a registered approach");
/// assert_eq!(count_refusal(subset, 5), None);
/// assert!(count_refusal(subset, 7).is_some_and(|message| message.contains("--force")));
/// ```
pub fn count_refusal(solver: &'static dyn Solver, n: usize) -> Option<String> {
    let plan = budget::Plan::new(solver, n, budget::Run::Count { threads: None, shard: None });
    plan.check(false).err().and_then(|failure| failure.message(Lang::En))
}

/// An approach's *practical n*: the largest n whose count the tool starts without `--force`
/// (estimated at no more than two minutes on the reference 2-core machine, within the memory
/// budget), found by asking the cost model of [`count_refusal`] for each n in turn.
///
/// ```
/// use nqueens_approaches::find;
/// use nqueens_cli::{count_refusal, practical_n};
///
/// let subset = find("subset").expect("a registered approach");
/// assert_eq!(practical_n(subset), 5);
/// assert!(count_refusal(subset, practical_n(subset) + 1).is_some());
/// ```
pub fn practical_n(solver: &'static dyn Solver) -> usize {
    (0..=solver.info().max_n)
        .take_while(|&n| count_refusal(solver, n).is_none())
        .last()
        .unwrap_or(0)
}

/// The command line of the tool as `clap` defines it: every command, argument and flag, from
/// which the shell completions and the manual pages are generated.
///
/// ```
/// let command = nqueens_cli::command();
/// assert!(command.get_subcommands().any(|command| command.get_name() == "compare"));
/// ```
pub fn command() -> clap::Command {
    args::command()
}

/// Runs the tool on a command line (the program name first), printing results on standard
/// output and errors on standard error, and returns the exit status.
pub fn run(args: impl IntoIterator<Item = impl Into<OsString> + Clone>) -> ExitCode {
    let args: Vec<OsString> = args.into_iter().map(Into::into).collect();
    // `clap` writes help and usage before the command line is parsed: it is told the choice of
    // `--color` first, so that its help and errors follow it too.
    let color = args::color_in(&args);
    // The language is chosen once, from `--lang` or the environment, before `clap` writes any
    // help; every command speaks it.
    let lang = args::lang_in(&args);
    let width = output::help_width();
    let command = args::command_in(lang).term_width(width).color(match color {
        args::ColorChoice::Auto => clap::ColorChoice::Auto,
        args::ColorChoice::Always => clap::ColorChoice::Always,
        args::ColorChoice::Never => clap::ColorChoice::Never,
    });
    let command = help::in_lang(command, lang, width);
    let parsed = command
        .try_get_matches_from(&args)
        .and_then(|mut matches| args::Cli::from_arg_matches_mut(&mut matches));
    let cli = match parsed {
        Ok(cli) => cli,
        Err(error) => return usage_error(&error, color, lang),
    };
    match commands::run(cli.command, cli.color, lang) {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => {
            if let Some(message) = failure.message(lang) {
                // Nothing more can be done if standard error is closed too.
                let line = say(lang, "tool.error", &[("message", &format::one_line(&message))]);
                let _ = writeln!(io::stderr(), "{line}");
            }
            failure.exit_code()
        }
    }
}

/// Prints help or the version as `clap` does, in colour as `color` says, and any other parse
/// error as one line on standard error, without colour, with exit status 2.
fn usage_error(error: &clap::Error, color: args::ColorChoice, lang: Lang) -> ExitCode {
    match error.kind() {
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => {
            // The help is the output asked for: write it on standard output, and say so if it
            // cannot be written (a full disk), as every command does; a closed pipe is quiet.
            let mut out = io::stdout().lock();
            let help = error.render();
            let help = if output::use_color(color, out.is_terminal()) {
                help.ansi().to_string()
            } else {
                help.to_string()
            };
            let written =
                output::writable().and_then(|()| write!(out, "{help}")).and_then(|()| out.flush());
            return match written.map_err(Failure::from) {
                Ok(()) | Err(Failure::Closed) => ExitCode::SUCCESS,
                Err(failure) => {
                    let message = failure.message(lang).unwrap_or_default();
                    let line = say(lang, "tool.error", &[("message", &format::one_line(&message))]);
                    let _ = writeln!(io::stderr(), "{line}");
                    failure.exit_code()
                }
            };
        }
        ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand | ErrorKind::MissingSubcommand => {
            // `nqueens` alone: the usage line and where to go next, as ripgrep answers, rather
            // than the whole help.
            let usage = args::command().render_usage();
            let mut stderr = io::stderr().lock();
            let usage = if output::use_color(color, stderr.is_terminal()) {
                usage.ansi().to_string()
            } else {
                usage.to_string()
            };
            let usage = help::usage_in(&usage, lang);
            let _ = writeln!(stderr, "{}\n{}", usage.trim_end(), say(lang, "tool.no_command", &[]));
            return ExitCode::from(2);
        }
        _ => {}
    }
    // The parts `clap` names, in the tool's words in the tool's language.
    if let Some(message) = misread::said(error, lang) {
        let line = say(lang, "tool.error", &[("message", &format::one_line(&message))]);
        let _ = writeln!(io::stderr(), "{line}");
        return ExitCode::from(2);
    }
    // `clap` explains an error over several lines: the problem, the valid values, a tip, the
    // usage and a pointer to --help. Keep the first three on one line.
    let rendered = error.render().to_string();
    let line: Vec<&str> = rendered
        .lines()
        .map(str::trim)
        .filter(|line| !line.is_empty())
        .take_while(|line| !line.starts_with("Usage:") && !line.starts_with("For more information"))
        .collect();
    // A value error names the valid choices already; for the others, --help does.
    let names_choices =
        matches!(error.kind(), ErrorKind::InvalidValue | ErrorKind::ValueValidation);
    let hint = if names_choices { "" } else { " (see --help)" };
    // The prefix is the tool's, in its language; what follows is the tool's own words for a
    // value it refuses (said in the run's language already), and clap's for a command line it
    // cannot read in an English run (`misread` says every other run's).
    let line = line.join(" ");
    let message = line.strip_prefix("error: ").unwrap_or(&line);
    let message = format!("{message}{hint}");
    let _ = writeln!(
        io::stderr(),
        "{}",
        say(lang, "tool.error", &[("message", &format::one_line(&message))])
    );
    ExitCode::from(2)
}
