//! `nqueens man`: the manual pages, generated from the command line that `clap` parses: one
//! for nqueens, which lists the commands, and one for each command (`nqueens-compare(1)`), as
//! git has them.

use std::fs::File;
use std::io::{self, BufWriter, Write};
use std::path::Path;

use crate::args::{self, ManArgs};
use crate::failure::{Failure, Outcome};
use crate::format::quoted;
use crate::output;

/// Prints the page asked for, or writes every page into `--dir` and prints their paths.
pub(crate) fn run(args: &ManArgs) -> Outcome {
    let pages = pages();
    let mut out = output::stdout();
    if let Some(dir) = &args.dir {
        for (name, page) in &pages {
            let path = dir.join(format!("{name}.1"));
            write_page(&path, page).map_err(|error| {
                Failure::Refused(format!("cannot write {}: {error}", path.display()))
            })?;
            writeln!(out, "{}", path.display())?;
        }
        out.flush()?;
        return Ok(());
    }
    let wanted = match &args.command {
        Some(command) => format!("nqueens-{command}"),
        None => "nqueens".to_string(),
    };
    // The parser accepts only the names of commands, each of which has its page.
    let Some((_, page)) = pages.iter().find(|(name, _)| *name == wanted) else {
        return Err(Failure::Usage(format!("no manual page for {}", quoted(&wanted))));
    };
    out.write_all(page)?;
    out.flush()?;
    Ok(())
}

/// Every page, rendered, with its name: `nqueens` first, then each command in the order of
/// `--help` (without `help`, which has no page).
pub(crate) fn pages() -> Vec<(String, Vec<u8>)> {
    let mut command = args::command().disable_help_subcommand(true);
    // Building the command names each subcommand `nqueens-compare` for its page's title.
    command.build();
    let mut pages = Vec::new();
    for page in std::iter::once(&command).chain(command.get_subcommands()) {
        if page.is_hide_set() {
            continue;
        }
        let name = page.get_display_name().unwrap_or_else(|| page.get_name()).to_string();
        let mut roff = Vec::new();
        // Rendering into memory cannot fail.
        if clap_mangen::Man::new(page.clone()).render(&mut roff).is_ok() {
            pages.push((name, roff));
        }
    }
    pages
}

/// Writes one page to `path`.
fn write_page(path: &Path, page: &[u8]) -> io::Result<()> {
    let mut file = BufWriter::new(File::create(path)?);
    file.write_all(page)?;
    file.flush()
}
