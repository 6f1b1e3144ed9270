//! Code excerpts in the docs against the source: anchors and fenced code blocks.

use std::fs;

use crate::{markdown_files, relative, workspace_root};

/// The lines of `source` between `// ANCHOR: name` and `// ANCHOR_END: name`, without other
/// anchor lines and without their common indentation.
fn anchored(source: &str, name: &str) -> Option<String> {
    let start = format!("ANCHOR: {name}");
    let end = format!("ANCHOR_END: {name}");
    let mut lines = source.lines().skip_while(|line| line.trim_start() != format!("// {start}"));
    lines.next()?;
    let mut excerpt = Vec::new();
    for line in lines {
        let trimmed = line.trim_start();
        if trimmed == format!("// {end}") {
            let indent = excerpt
                .iter()
                .filter(|line: &&&str| !line.trim().is_empty())
                .map(|line| line.len() - line.trim_start().len())
                .min()
                .unwrap_or(0);
            let dedented: Vec<&str> =
                excerpt.iter().map(|line| line.get(indent..).unwrap_or("")).collect();
            return Some(dedented.join("\n") + "\n");
        }
        if !trimmed.starts_with("// ANCHOR") {
            excerpt.push(line);
        }
    }
    None
}

/// The fenced code block that starts on the first non-blank line of `lines`.
pub(crate) fn fenced_block<'a>(mut lines: impl Iterator<Item = &'a str>) -> Option<String> {
    let fence = lines.by_ref().find(|line| !line.trim().is_empty())?;
    if !fence.starts_with("```") {
        return None;
    }
    let mut block = String::new();
    for line in lines {
        if line.starts_with("```") {
            return Some(block);
        }
        block.push_str(line);
        block.push('\n');
    }
    None
}

#[test]
fn excerpts_match_the_source() {
    let root = workspace_root();
    let mut excerpts = 0;
    let mut failures = Vec::new();
    for file in markdown_files() {
        let text = fs::read_to_string(&file).expect("a readable Markdown file");
        let lines: Vec<&str> = text.lines().collect();
        for (index, line) in lines.iter().enumerate() {
            let Some(reference) = line
                .trim()
                .strip_prefix("<!-- source: ")
                .and_then(|rest| rest.strip_suffix(" -->"))
            else {
                continue;
            };
            excerpts += 1;
            let place = format!("{}:{}", relative(&file), index + 1);
            let (path, anchor) = match reference.split_once('#') {
                Some((path, anchor)) => (path, Some(anchor)),
                None => (reference, None),
            };
            let Ok(source) = fs::read_to_string(root.join(path)) else {
                failures.push(format!("{place}: no file {path}"));
                continue;
            };
            let expected = match anchor {
                Some(anchor) => anchored(&source, anchor),
                None => Some(source),
            };
            let Some(expected) = expected else {
                failures.push(format!("{place}: no anchor {reference}"));
                continue;
            };
            match fenced_block(lines[index + 1..].iter().copied()) {
                Some(block) if block == expected => {}
                Some(_) => failures.push(format!(
                    "{place}: the excerpt differs from {reference}; copy it again from the source"
                )),
                None => failures.push(format!("{place}: no code block after the marker")),
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(excerpts > 0, "the docs show no code excerpt at all");
}
