//! `nqueens man`: the manual pages, generated from the command line that `clap` parses: one
//! for nqueens, which lists the commands, and one for each command (`nqueens-compare(1)`), as
//! git has them.

use std::fs::File;
use std::io::{self, BufWriter, Write};
use std::path::Path;

use roff::{Roff, roman};

use crate::args::{self, ManArgs};
use crate::failure::{Failure, Outcome};
use crate::format::quoted;
use crate::output;
use nqueens_walk::phrases::{Lang, say};

/// Prints the page asked for, or writes every page into `--dir` and prints their paths.
pub(crate) fn run(args: &ManArgs, lang: Lang) -> Outcome {
    let pages = pages();
    let mut out = output::stdout();
    if let Some(dir) = &args.dir {
        for (name, page) in &pages {
            let path = dir.join(format!("{name}.1"));
            write_page(&path, page).map_err(|error| {
                let values: [(&str, &dyn std::fmt::Display); 2] =
                    [("path", &path.display()), ("error", &error)];
                Failure::Refused(say(lang, "error.cannot_write", &values))
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
        let values: [(&str, &dyn std::fmt::Display); 1] = [("page", &quoted(&wanted))];
        return Err(Failure::Usage(say(lang, "error.no_manual_page", &values)));
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
        if render(page, &mut roff).is_ok() {
            pages.push((name, roff));
        }
    }
    pages
}

/// Renders the page of one command: `clap_mangen`'s sections, with the version of the tool in
/// every page's footer, without hyphenation, and the closing text (`after_help`) set by
/// [`closing_text`].
fn render(page: &clap::Command, out: &mut dyn Write) -> io::Result<()> {
    let man = clap_mangen::Man::new(page.clone())
        .source(format!("nqueens {}", env!("CARGO_PKG_VERSION")));
    man.render_title(out)?;
    // No word is hyphenated, so that no flag is split at the end of a line (`--un-` `til`), and
    // lines are not stretched to the right margin, which spread a synopsis's flags apart.
    Roff::new().control("nh", []).control("ad", ["l"]).to_writer(out)?;
    man.render_name_section(out)?;
    man.render_synopsis_section(out)?;
    man.render_description_section(out)?;
    if page.get_arguments().any(|argument| !argument.is_hide_set()) {
        man.render_options_section(out)?;
    }
    if page.get_subcommands().any(|command| !command.is_hide_set()) {
        man.render_subcommands_section(out)?;
    }
    if let Some(text) = page.get_after_long_help().or_else(|| page.get_after_help()) {
        closing_text(&text.to_string()).to_writer(out)?;
    }
    if page.get_version().is_some() {
        man.render_version_section(out)?;
    }
    Ok(())
}

/// One block of a command's closing text, as `--help` writes it.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Block {
    /// Lines that start at the margin: one paragraph, filled to the page's width.
    Paragraph(String),
    /// Indented lines: commands to type, each set as it is written (without the two spaces of
    /// indentation), so that none is split.
    Example(Vec<String>),
    /// Indented lines that each start with a number and two spaces, such as the exit statuses:
    /// one entry per number, whose text may go on over lines indented further.
    List(Vec<(String, String)>),
}

/// Splits a command's closing text into its blocks: paragraphs at the margin, and indented
/// examples and lists.
pub(crate) fn blocks(text: &str) -> Vec<Block> {
    let mut blocks = Vec::new();
    let mut lines = text.lines().peekable();
    while let Some(line) = lines.next() {
        if line.trim().is_empty() {
            continue;
        }
        if !line.starts_with(' ') {
            let mut paragraph = line.trim().to_string();
            while let Some(next) =
                lines.next_if(|next| !next.starts_with(' ') && !next.trim().is_empty())
            {
                paragraph.push(' ');
                paragraph.push_str(next.trim());
            }
            blocks.push(Block::Paragraph(paragraph));
            continue;
        }
        let mut indented = vec![line];
        while let Some(next) = lines.next_if(|next| next.starts_with(' ')) {
            indented.push(next);
        }
        blocks.push(match list_entry(line) {
            Some(_) => {
                let mut entries: Vec<(String, String)> = Vec::new();
                for line in indented {
                    match (list_entry(line), entries.last_mut()) {
                        (Some((tag, text)), _) => entries.push((tag.to_string(), text.to_string())),
                        (None, Some((_, text))) => {
                            text.push(' ');
                            text.push_str(line.trim());
                        }
                        (None, None) => {}
                    }
                }
                Block::List(entries)
            }
            None => Block::Example(
                indented
                    .iter()
                    .map(|line| line.strip_prefix("  ").unwrap_or(line).trim_end().to_string())
                    .collect(),
            ),
        });
    }
    blocks
}

/// The number and the text of a list's entry, `  130  interrupted with Ctrl-C`, if the line
/// is one.
fn list_entry(line: &str) -> Option<(&str, &str)> {
    let entry = line.strip_prefix("  ")?;
    let (tag, text) = entry.split_once("  ")?;
    let is_number = !tag.is_empty() && tag.bytes().all(|byte| byte.is_ascii_digit());
    is_number.then(|| (tag, text.trim()))
}

/// The EXTRA section of a page: paragraphs filled, examples unfilled and indented, and a list as
/// tagged paragraphs, so that no example is split mid-command and no entry mid-row.
fn closing_text(text: &str) -> Roff {
    let mut roff = Roff::new();
    roff.control("SH", ["EXTRA"]);
    for block in blocks(text) {
        match block {
            Block::Paragraph(paragraph) => {
                roff.control("PP", []).text([roman(paragraph)]);
            }
            Block::Example(lines) => {
                roff.control("RS", ["2"]).control("nf", []);
                for line in lines {
                    roff.text([roman(line)]);
                }
                roff.control("fi", []).control("RE", []);
            }
            Block::List(entries) => {
                for (tag, text) in entries {
                    roff.control("TP", ["6"]).text([roman(tag)]).text([roman(text)]);
                }
            }
        }
    }
    roff
}

/// Writes one page to `path`.
fn write_page(path: &Path, page: &[u8]) -> io::Result<()> {
    let mut file = BufWriter::new(File::create(path)?);
    file.write_all(page)?;
    file.flush()
}

#[cfg(test)]
mod tests {
    use std::process::Command;

    use super::*;

    /// The widest line an example may take, in characters, with the two spaces that indent it in
    /// `--help`: `man` indents a section's text by 7 columns and an example by 2 more, without
    /// the two, and sets it as it is written, so at 80 columns a line may take 73.
    const EXAMPLE_WIDTH: usize = 73;

    /// Every command's closing text, with the command's name.
    fn closing_texts() -> Vec<(String, String)> {
        let mut command = args::command();
        command.build();
        std::iter::once(&command)
            .chain(command.get_subcommands())
            .filter_map(|page| {
                let text = page.get_after_help()?.to_string();
                Some((page.get_name().to_string(), text))
            })
            .collect()
    }

    #[test]
    fn every_example_fits_80_columns_and_the_exit_statuses_are_a_list() {
        let texts = closing_texts();
        assert!(texts.len() >= 6, "{texts:?}");
        let mut examples = 0;
        for (name, text) in &texts {
            for block in blocks(text) {
                if let Block::Example(lines) = block {
                    for line in lines {
                        examples += 1;
                        let width = line.chars().count() + 2;
                        assert!(width <= EXAMPLE_WIDTH, "{name}: {width} columns: {line}");
                    }
                }
            }
        }
        assert!(examples >= 6, "{examples}");
        let (_, main) = &texts[0];
        let lists: Vec<Vec<String>> = blocks(main)
            .into_iter()
            .filter_map(|block| match block {
                Block::List(entries) => Some(entries.into_iter().map(|(tag, _)| tag).collect()),
                _ => None,
            })
            .collect();
        assert_eq!(lists, [["0", "1", "2", "130"]]);
    }

    #[test]
    fn the_blocks_keep_every_word() {
        let text = "A paragraph\nover two lines.\n\nList:\n  0    one\n       more\n  130  two\n\
                    Example:\n  cmd \\\n      > file\n  cmd2   # note";
        assert_eq!(
            blocks(text),
            [
                Block::Paragraph("A paragraph over two lines.".to_string()),
                Block::Paragraph("List:".to_string()),
                Block::List(vec![
                    ("0".to_string(), "one more".to_string()),
                    ("130".to_string(), "two".to_string()),
                ]),
                Block::Paragraph("Example:".to_string()),
                Block::Example(vec![
                    "cmd \\".to_string(),
                    "    > file".to_string(),
                    "cmd2   # note".to_string(),
                ]),
            ]
        );
    }

    #[test]
    fn every_page_names_the_version_of_the_tool() {
        let source = format!("\"nqueens {}\"", env!("CARGO_PKG_VERSION"));
        for (name, page) in pages() {
            let page = String::from_utf8(page).expect("a page is UTF-8");
            let title = page.lines().find(|line| line.starts_with(".TH ")).expect("a title");
            assert!(title.contains(&source), "{name}: {title}");
        }
    }

    /// Each page as `man` sets it at 80 columns, where `man` is installed (man-db, or mandoc):
    /// no line wider than 80 columns, every example line whole on a line of its own, and every
    /// exit status on a line with the start of its text.
    #[test]
    fn every_page_reads_well_in_man_at_80_columns() {
        let dir = std::env::temp_dir().join(format!("nqueens-man-test-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a scratch directory");
        let texts = closing_texts();
        let mut read = 0;
        for (name, page) in pages() {
            let path = dir.join(format!("{name}.1"));
            write_page(&path, &page).expect("the page is written");
            let Ok(output) =
                Command::new("man").arg("-l").arg(&path).env("MANWIDTH", "80").output()
            else {
                eprintln!("man is not installed: the pages are not set here");
                break;
            };
            assert!(output.status.success(), "{name}: {}", String::from_utf8_lossy(&output.stderr));
            let shown = String::from_utf8(output.stdout).expect("man writes UTF-8");
            for line in shown.lines() {
                assert!(line.chars().count() <= 80, "{name}: {line}");
                // A hyphen that groff adds to split a word: none, with hyphenation off.
                assert!(!line.ends_with('\u{2010}'), "{name}: a word is split: {line}");
            }
            let command = name.strip_prefix("nqueens-").unwrap_or(&name);
            let text = texts.iter().find(|(page, _)| page == command).map(|(_, text)| text);
            for block in text.map(|text| blocks(text)).unwrap_or_default() {
                match block {
                    Block::Example(lines) => {
                        for line in lines {
                            assert!(
                                shown.lines().any(|shown| shown.trim_end().ends_with(&line)),
                                "{name}: the example line {line:?} is split:\n{shown}"
                            );
                        }
                    }
                    Block::List(entries) => {
                        for (tag, text) in entries {
                            let start: String =
                                text.split(' ').take(3).collect::<Vec<_>>().join(" ");
                            let row = format!("{tag} ");
                            assert!(
                                shown.lines().any(|shown| {
                                    let shown = shown.trim_start();
                                    shown.starts_with(&row) && shown.contains(&start)
                                }),
                                "{name}: the entry {tag} is split:\n{shown}"
                            );
                        }
                    }
                    Block::Paragraph(_) => {}
                }
            }
            read += 1;
        }
        let _ = std::fs::remove_dir_all(&dir);
        eprintln!("{read} pages set by man at 80 columns");
    }
}
