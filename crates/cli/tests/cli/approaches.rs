//! `nqueens approaches` and the help.

use crate::{pin, stdout_of};

#[test]
fn the_list_of_approaches() {
    let args = ["approaches"];
    pin!("list", args, stdout_of(&args));
}

#[test]
fn the_help_names_every_command() {
    let args = ["--help"];
    pin!("help", args, stdout_of(&args));
}

/// What a person reads on an 80-column terminal fits it: the list of approaches, and every help
/// (wrapped to 80 columns when standard output is not a terminal).
#[test]
fn the_list_and_every_help_fit_80_columns() {
    let mut outputs = vec![(vec!["approaches"], stdout_of(&["approaches"]))];
    let tool = nqueens_cli::command();
    for command in tool.get_subcommands().map(|command| command.get_name()) {
        if command != "help" {
            outputs.push((vec![command, "--help"], stdout_of(&[command, "--help"])));
        }
    }
    outputs.push((vec!["--help"], stdout_of(&["--help"])));
    for (args, text) in outputs {
        for line in text.lines() {
            assert!(line.chars().count() <= 80, "nqueens {}: {line:?}", args.join(" "));
        }
    }
}
