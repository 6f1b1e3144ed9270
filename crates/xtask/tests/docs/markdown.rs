//! Markdown that renders as written, on GitHub and in the book: no unrendered mdBook directive,
//! and no paragraph glued to the table above it.

use std::fs;
use std::path::Path;

use crate::{markdown_files, relative};

/// Whether a line is a row of a Markdown table (or its delimiter row).
fn is_table_row(line: &str) -> bool {
    line.trim_start().starts_with('|')
}

/// Every place in `text` where a table is followed directly by a line that is not a row: on
/// GitHub (and in mdBook) that line becomes one more row of the table. As `(line, text)`,
/// counting lines from 1; lines inside fenced code blocks are not Markdown and are skipped.
fn glued_to_tables(text: &str) -> Vec<(usize, String)> {
    let mut glued = Vec::new();
    let mut in_code = false;
    let mut previous_is_row = false;
    for (index, line) in text.lines().enumerate() {
        if line.trim_start().starts_with("```") {
            in_code = !in_code;
            previous_is_row = false;
            continue;
        }
        if in_code {
            continue;
        }
        let is_row = is_table_row(line);
        if previous_is_row && !is_row && !line.trim().is_empty() {
            glued.push((index + 1, line.to_string()));
        }
        previous_is_row = is_row;
    }
    glued
}

/// Every line of `text` with an mdBook directive (`{{#include …}}`, `{{#rustdoc_include …}}`,
/// …): the pages must read the same on GitHub, which renders none, so code comes in as a checked
/// excerpt (`<!-- source: PATH#NAME -->`) instead.
fn directives(text: &str) -> Vec<(usize, String)> {
    text.lines()
        .enumerate()
        .filter(|(_, line)| line.contains("{{#"))
        .map(|(index, line)| (index + 1, line.to_string()))
        .collect()
}

#[test]
fn no_page_holds_an_mdbook_directive() {
    let failures: Vec<String> = markdown_files()
        .iter()
        .flat_map(|file| {
            let text = fs::read_to_string(file).expect("a readable Markdown file");
            directives(&text).into_iter().map(move |(line, text)| {
                format!(
                    "{}:{line}: an mdBook directive, which GitHub shows as it is: {text}\n  show \
                     code as an excerpt after `<!-- source: PATH#NAME -->` instead",
                    relative(file)
                )
            })
        })
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn a_blank_line_follows_every_table() {
    let failures: Vec<String> = markdown_files()
        .iter()
        .flat_map(|file| {
            let text = fs::read_to_string(file).expect("a readable Markdown file");
            glued_to_tables(&text).into_iter().map(move |(line, text)| {
                format!(
                    "{}:{line}: this line follows a table without a blank line, so it renders as \
                     one more row: {text}",
                    relative(file)
                )
            })
        })
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn the_checks_catch_what_they_are_for() {
    let table = "| a | b |\n|---|---|\n| 1 | 2 |\n";
    assert_eq!(
        glued_to_tables(&format!("{table}Then a sentence.\n")),
        [(4, "Then a sentence.".to_string())]
    );
    assert_eq!(glued_to_tables(&format!("{table}<!-- end generated -->\n")).len(), 1);
    assert!(glued_to_tables(&format!("{table}\nThen a sentence.\n")).is_empty());
    assert!(glued_to_tables("```text\n| not | a table |\nplain\n```\n").is_empty());
    let include = concat!("{{", "#include ../crates/parallel/src/search.rs:search}}");
    assert_eq!(directives(&format!("```rust\n{include}\n```\n")), [(2, include.to_string())]);
    assert!(directives("<!-- source: crates/parallel/src/search.rs#search -->\n").is_empty());
}

#[test]
fn each_book_lists_every_page_of_its_language() {
    // Two books: the English one (docs/SUMMARY.md) and the Chinese one, of the pages of docs/zh/
    // (docs/zh/SUMMARY.md), each naming its chapters from its own folder.
    let docs = crate::workspace_root().join("docs");
    let zh = docs.join("zh");
    let read = |folder: &Path| {
        fs::read_to_string(folder.join("SUMMARY.md"))
            .unwrap_or_else(|error| panic!("{}/SUMMARY.md: {error}", folder.display()))
    };
    let (english, chinese) = (read(&docs), read(&zh));
    let missing: Vec<String> = markdown_files()
        .iter()
        .filter_map(|file| {
            let (folder, summary, label) = if file.starts_with(&zh) {
                (&zh, &chinese, "docs/zh/SUMMARY.md")
            } else {
                (&docs, &english, "docs/SUMMARY.md")
            };
            let chapter = file.strip_prefix(folder).ok()?.to_str()?.to_string();
            // 404.md is the page mdBook shows at an address that is no page (its input-404),
            // not a chapter.
            let listed = ["SUMMARY.md", "404.md"].contains(&chapter.as_str())
                || summary.contains(&format!("]({chapter})"));
            (!listed).then(|| {
                format!("{} is not a chapter of its book: add it to {label}", relative(file))
            })
        })
        .collect();
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}

/// Every line of `text` that cites an issue by number (`issue 7`, `Issue 16`): a reader of the
/// pages cannot see the project's issues, so a target is stated as the project's own and a
/// measurement with its date and machine.
fn issue_citations(text: &str) -> Vec<(usize, String)> {
    text.lines()
        .enumerate()
        .filter(|(_, line)| {
            let lower = line.to_lowercase();
            lower.match_indices("issue ").any(|(at, _)| {
                lower[at + "issue ".len()..]
                    .chars()
                    .next()
                    .is_some_and(|next| next.is_ascii_digit())
            })
        })
        .map(|(index, line)| (index + 1, line.to_string()))
        .collect()
}

#[test]
fn no_page_cites_an_issue_by_number() {
    let failures: Vec<String> = markdown_files()
        .iter()
        .flat_map(|file| {
            let text = fs::read_to_string(file).expect("a readable Markdown file");
            issue_citations(&text).into_iter().map(move |(line, text)| {
                format!("{}:{line}: cites an issue the reader cannot see: {text}", relative(file))
            })
        })
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert_eq!(issue_citations("as issue 7 asked").len(), 1);
    assert!(issue_citations("an issue with the masks").is_empty());
}
