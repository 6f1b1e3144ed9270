//! `nqueens completions SHELL`: the shell's completion script, generated from the command line
//! that `clap` parses, so it knows every command, flag and approach id.

use std::io::Write;

use crate::args::{self, CompletionsArgs};
use crate::failure::Outcome;
use crate::output;

/// Prints the completion script of the shell.
pub(crate) fn run(args: &CompletionsArgs) -> Outcome {
    let mut command = args::command();
    // The generator panics when it cannot write, so it writes into memory, which cannot fail;
    // a full disk or a closed pipe is then reported, or ends the tool quietly, as for every
    // command.
    let mut script = Vec::new();
    clap_complete::generate(args.shell, &mut command, "nqueens", &mut script);
    let mut out = output::stdout();
    out.write_all(&script)?;
    out.flush()?;
    Ok(())
}
