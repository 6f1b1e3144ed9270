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
