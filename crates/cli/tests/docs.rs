//! The docs cannot drift from the code.
//!
//! Three kinds of checks run over `README.md` and every Markdown file in `docs/`:
//!
//! - **Excerpts.** A fenced code block right after `<!-- source: PATH -->` must equal the whole
//!   file at PATH, and after `<!-- source: PATH#NAME -->` the lines between `// ANCHOR: NAME` and
//!   `// ANCHOR_END: NAME` in it (the mdBook convention), with other anchor lines left out and
//!   the common indentation removed.
//! - **Generated sections.** The text between `<!-- generated: KIND ARGS -->` and
//!   `<!-- end generated -->` must equal what the code computes now. Run
//!   `UPDATE_DOCS=1 cargo test -p nqueens-cli --test docs` to rewrite them.
//! - **Links.** Every relative link points to a file or folder that exists.

use std::fmt::Write;
use std::fs;
use std::path::{Path, PathBuf};

use nqueens_cli::{APPROACHES, find};
use nqueens_core::{Solver, WorkUnit, count, thousands};
use support::tested_up_to;

mod support;

fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").canonicalize().expect("workspace root")
}

/// `README.md` and every Markdown file under `docs/`.
fn markdown_files() -> Vec<PathBuf> {
    let root = workspace_root();
    let mut files = vec![root.join("README.md")];
    let mut pending = vec![root.join("docs")];
    while let Some(directory) = pending.pop() {
        for entry in fs::read_dir(&directory).expect("docs/ is readable") {
            let path = entry.expect("a directory entry").path();
            if path.is_dir() {
                pending.push(path);
            } else if path.extension().is_some_and(|extension| extension == "md") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

fn relative(path: &Path) -> String {
    path.strip_prefix(workspace_root()).unwrap_or(path).display().to_string()
}

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
fn fenced_block<'a>(mut lines: impl Iterator<Item = &'a str>) -> Option<String> {
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

/// Computes the text of a generated section from its kind and arguments.
fn generate(kind: &str, arguments: &[&str]) -> Result<String, String> {
    match (kind, arguments) {
        ("work-table", [id]) => {
            let approach = find(id).ok_or_else(|| format!("no approach `{id}`"))?;
            Ok(work_table(approach))
        }
        ("comparison", [n]) => {
            let n: usize = n.parse().map_err(|_| format!("`{n}` is not a board size"))?;
            Ok(comparison(n))
        }
        _ => Err(format!("unknown generated section `{kind} {}`", arguments.join(" "))),
    }
}

/// The exact work of one approach for every n the tests run it at, measured by its counters.
fn work_table(approach: &dyn Solver) -> String {
    let brute_force = approach.work(0).unit == WorkUnit::Candidates;
    let mut table = if brute_force {
        "| n | candidates tested | solutions |\n|---:|---:|---:|\n".to_string()
    } else {
        "| n | nodes (root included) | cells examined | solutions |\n|---:|---:|---:|---:|\n"
            .to_string()
    };
    for n in 0..=tested_up_to(approach) {
        let counts = approach.count_with_work(n).expect("the tested range is representable");
        let [candidates, nodes, cells, solutions] =
            [counts.candidates, counts.nodes, counts.cells, counts.solutions].map(thousands);
        if brute_force {
            writeln!(table, "| {n} | {candidates} | {solutions} |").expect("a String grows");
        } else {
            writeln!(table, "| {n} | {nodes} | {cells} | {solutions} |").expect("a String grows");
        }
    }
    table
}

/// Every approach at one n: its search space, the work it does there, and how far it goes.
fn comparison(n: usize) -> String {
    let mut table =
        format!("| approach | idea | work at n = {n} | practical n |\n|---|---|---:|---:|\n");
    for approach in APPROACHES {
        let info = approach.info();
        let work = approach.work(n);
        // Amounts up to ten million are shown in full, larger ones rounded.
        let amount = count(work.estimate);
        writeln!(
            table,
            "| [`{id}`]({id}.md) | {idea} | {amount} {unit} | ≤ {practical} |",
            id = info.id,
            idea = info.idea,
            unit = work.unit.name(),
            practical = info.practical_n,
        )
        .expect("a String grows");
    }
    table
}

#[test]
fn generated_sections_are_up_to_date() {
    const END: &str = "<!-- end generated -->";
    let update = std::env::var_os("UPDATE_DOCS").is_some();
    let mut failures = Vec::new();
    for file in markdown_files() {
        let text = fs::read_to_string(&file).expect("a readable Markdown file");
        let mut rewritten = String::new();
        let mut rest = text.as_str();
        while let Some(start) = rest.find("<!-- generated: ") {
            let (before, from_marker) = rest.split_at(start);
            rewritten.push_str(before);
            let marker_end =
                from_marker.find("-->").map(|end| end + 3).unwrap_or(from_marker.len());
            let marker = &from_marker[..marker_end];
            let spec = marker.trim_start_matches("<!-- generated: ").trim_end_matches("-->").trim();
            let Some(end) = from_marker.find(END) else {
                failures.push(format!("{}: `{marker}` has no `{END}`", relative(&file)));
                rewritten.push_str(from_marker);
                rest = "";
                break;
            };
            let current = from_marker[marker_end..end].trim_start_matches('\n');
            let mut words = spec.split_whitespace();
            let kind = words.next().unwrap_or_default();
            let arguments: Vec<&str> = words.collect();
            match generate(kind, &arguments) {
                Ok(expected) => {
                    if current != expected {
                        failures.push(format!(
                            "{}: the section `{spec}` is out of date",
                            relative(&file)
                        ));
                    }
                    rewritten.push_str(marker);
                    rewritten.push('\n');
                    rewritten.push_str(&expected);
                }
                Err(problem) => {
                    failures.push(format!("{}: {problem}", relative(&file)));
                    rewritten.push_str(&from_marker[..end]);
                }
            }
            rewritten.push_str(END);
            rest = &from_marker[end + END.len()..];
        }
        rewritten.push_str(rest);
        if update && rewritten != text {
            fs::write(&file, rewritten).expect("the docs are writable");
        }
    }
    if !update {
        assert!(
            failures.is_empty(),
            "{}\nRegenerate with: UPDATE_DOCS=1 cargo test -p nqueens-cli --test docs",
            failures.join("\n")
        );
    }
}

#[test]
fn relative_links_resolve() {
    let mut failures = Vec::new();
    for file in markdown_files() {
        let text = fs::read_to_string(&file).expect("a readable Markdown file");
        let directory = file.parent().expect("a file has a folder");
        let mut in_code = false;
        for (index, line) in text.lines().enumerate() {
            if line.trim_start().starts_with("```") {
                in_code = !in_code;
            }
            if in_code {
                continue;
            }
            for target in link_targets(line) {
                let path = target.split('#').next().unwrap_or_default();
                if path.is_empty() || target.contains("://") || target.starts_with("mailto:") {
                    continue;
                }
                if !directory.join(path).exists() {
                    failures.push(format!(
                        "{}:{}: broken link {target}",
                        relative(&file),
                        index + 1
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The targets of the Markdown links `[text](target)` on one line.
fn link_targets(line: &str) -> Vec<&str> {
    let mut targets = Vec::new();
    let mut rest = line;
    while let Some(start) = rest.find("](") {
        let after = &rest[start + 2..];
        let Some(end) = after.find(')') else { break };
        targets.push(after[..end].trim());
        rest = &after[end..];
    }
    targets
}
