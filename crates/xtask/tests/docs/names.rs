//! Names checked by kind: every command line of the tool a page shows (`nqueens count 8
//! --approach subset`, `cargo run --release -- trace 4`), in its prose or its code blocks, names a
//! command of the tool's `clap` definition, only flags that command (or the tool) has, and only
//! approaches and placers the registry holds.

use std::fs;

use nqueens_approaches::{find, find_placer};

use crate::{markdown_files, relative};

/// The command lines of a text: what follows `` `nqueens `` or `cargo run --release -- `, up to
/// the end of the inline code or the line, and the lines of a code block that start with
/// `nqueens ` or `$ nqueens `.
fn command_lines(text: &str) -> Vec<(usize, String)> {
    let mut lines = Vec::new();
    let mut code = false;
    for (index, line) in text.lines().enumerate() {
        let trimmed = line.trim_start().trim_start_matches("$ ");
        if trimmed.starts_with("```") {
            code = !code;
        }
        if let Some(rest) = trimmed.strip_prefix("nqueens ").filter(|_| code) {
            lines.push((index + 1, rest.to_string()));
            continue;
        }
        for opening in ["`nqueens ", "cargo run --release -- "] {
            let mut from = 0;
            while let Some(at) = line[from..].find(opening) {
                let start = from + at + opening.len();
                let rest = &line[start..];
                let end = rest.find('`').unwrap_or(rest.len());
                lines.push((index + 1, rest[..end].to_string()));
                from = start + end;
            }
        }
    }
    lines
}

/// What is wrong with a command line, if anything.
fn problem(tool: &clap::Command, line: &str) -> Option<String> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let name = *words.first()?;
    // A flag alone, a placeholder, or a number: Kluev's counter, also called `nqueens`, takes
    // its threads as `nqueens 2`.
    if name.starts_with('-')
        || name.starts_with('<')
        || name.contains('…')
        || name.chars().all(|c| c.is_ascii_digit())
    {
        return None;
    }
    let Some(command) = tool.find_subcommand(name) else {
        return Some(format!("`{name}` is no command of the tool"));
    };
    let longs: Vec<&str> = command
        .get_arguments()
        .chain(tool.get_arguments())
        .filter_map(|arg| arg.get_long())
        .collect();
    for (at, word) in words.iter().enumerate().skip(1) {
        // A comment, a pipe or a redirection ends the command.
        if ["#", "|", ">", "&&", "2>&1", "<"].contains(word) {
            break;
        }
        let Some(flag) = word.strip_prefix("--") else { continue };
        let flag = flag.split('=').next().unwrap_or(flag);
        if flag.is_empty() || matches!(flag, "help" | "version") {
            continue;
        }
        if !longs.contains(&flag) {
            return Some(format!("`{name}` has no flag `--{flag}`"));
        }
        if matches!(flag, "approach" | "approaches" | "placer") {
            let value = words.get(at + 1).copied().unwrap_or("");
            let value = value.trim_matches(|c: char| matches!(c, '`' | ',' | ')' | '.' | ';'));
            for id in value.split(',') {
                let placeholder = id.is_empty()
                    || id.contains(['<', '…', '{', '$', '*'])
                    || id.chars().all(|c| c.is_ascii_uppercase() || c == '_');
                if !placeholder && find(id).is_none() && find_placer(id).is_none() {
                    return Some(format!("`{id}` is no approach or placer of the registry"));
                }
            }
        }
    }
    None
}

#[test]
fn every_command_line_a_page_shows_names_what_the_tool_has() {
    let tool = nqueens_cli::command();
    let mut problems = Vec::new();
    let mut checked = 0;
    for file in markdown_files() {
        let page = relative(&file);
        if page.starts_with("docs/stepper/") {
            continue;
        }
        let text = fs::read_to_string(&file).expect("a page");
        for (line, command) in command_lines(&text) {
            checked += 1;
            if let Some(problem) = problem(&tool, &command) {
                problems.push(format!("{page}:{line}: {problem} (in `{}`)", command.trim()));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    assert!(checked >= 200, "only {checked} command lines found: the scan no longer finds them");
}
