//! Tool output shown in the docs against the insta snapshots of the tool's tests.

use std::collections::BTreeMap;
use std::fs;

use crate::excerpts::fenced_block;
use crate::{markdown_files, relative, workspace_root};

/// The insta snapshots of the tool's tests, by description (`nqueens ARGS`), with the content of
/// every snapshot that has it.
fn snapshots() -> BTreeMap<String, Vec<String>> {
    let mut snapshots = BTreeMap::new();
    let mut pending = vec![workspace_root().join("crates/cli/tests")];
    while let Some(directory) = pending.pop() {
        for entry in fs::read_dir(&directory).expect("the tests folder is readable") {
            let path = entry.expect("a directory entry").path();
            if path.is_dir() {
                pending.push(path);
                continue;
            }
            if path.extension().is_none_or(|extension| extension != "snap") {
                continue;
            }
            let text = fs::read_to_string(&path).expect("a readable snapshot");
            // A snapshot is a header between two `---` lines, then the content.
            let Some((header, content)) =
                text.strip_prefix("---\n").and_then(|rest| rest.split_once("\n---\n"))
            else {
                continue;
            };
            if let Some(description) =
                header.lines().find_map(|line| line.strip_prefix("description: "))
            {
                let contents: &mut Vec<String> =
                    snapshots.entry(description.to_string()).or_default();
                if !contents.iter().any(|known| known == content) {
                    contents.push(content.to_string());
                }
            }
        }
    }
    snapshots
}

/// Whether a line of shown output stands for lines left out: it starts with `… (`, or on a
/// Chinese page with `… （`.
fn is_gap(line: &str) -> bool {
    line.starts_with("… (") || line.starts_with("… （")
}

/// Compares a block of tool output shown in the docs with the output pinned for `command`:
/// the block may start with `$ cargo run --release -- ARGS`, and a line starting with `… (`
/// (or `… （`) stands for one or more lines left out. Returns what is wrong, if anything.
fn compare_output(command: &str, block: &str, pinned: &str) -> Option<String> {
    let mut shown: Vec<&str> = block.trim_end().lines().collect();
    let pinned: Vec<&str> = pinned.trim_end().lines().collect();
    if let Some(first) = shown.first().filter(|line| line.starts_with("$ ")) {
        let arguments = command.strip_prefix("nqueens ").unwrap_or(command);
        let expected = format!("$ cargo run --release -- {arguments}");
        if *first != expected {
            return Some(format!("the block starts with `{first}`, not `{expected}`"));
        }
        shown.remove(0);
    }
    let (head, tail) = match shown.iter().position(|line| is_gap(line)) {
        Some(gap) => (&shown[..gap], &shown[gap + 1..]),
        None => (&shown[..], &[][..]),
    };
    let whole = head.len() == shown.len();
    let fits = if whole {
        head == &pinned[..]
    } else {
        head.len() + tail.len() < pinned.len()
            && pinned.starts_with(head)
            && pinned.ends_with(tail)
            && !tail.iter().any(|line| is_gap(line))
    };
    let first_difference = || {
        let shown_lines = head.iter().chain(tail.iter());
        let expected_lines = pinned
            .iter()
            .take(head.len())
            .chain(pinned.iter().skip(pinned.len().saturating_sub(tail.len())));
        shown_lines
            .zip(expected_lines)
            .find(|(shown, expected)| shown != expected)
            .map_or("the number of lines differs".to_string(), |(shown, expected)| {
                format!("`{shown}` is now `{expected}`")
            })
    };
    (!fits).then(|| {
        format!("the block differs from the snapshot of `{command}`: {}", first_difference())
    })
}

/// `block` copied again from the output pinned for `command`: its command line, if it has one,
/// and as many lines before and after its gap line, if it has one, as it shows now (the whole
/// output if the output has become too short for the gap).
fn copied_again(command: &str, block: &str, pinned: &str) -> String {
    let mut shown: Vec<&str> = block.trim_end().lines().collect();
    let pinned: Vec<&str> = pinned.trim_end().lines().collect();
    let mut copy: Vec<&str> = Vec::new();
    let command_line =
        format!("$ cargo run --release -- {}", command.strip_prefix("nqueens ").unwrap_or(command));
    if shown.first().is_some_and(|line| line.starts_with("$ ")) {
        copy.push(&command_line);
        shown.remove(0);
    }
    match shown.iter().position(|line| is_gap(line)) {
        Some(gap) if shown.len() - 1 < pinned.len() => {
            let tail = shown.len() - gap - 1;
            copy.extend(&pinned[..gap]);
            copy.push(shown[gap]);
            copy.extend(&pinned[pinned.len() - tail..]);
        }
        _ => copy.extend(&pinned),
    }
    copy.iter().map(|line| format!("{line}\n")).collect()
}

/// The lines of the fenced block right after the marker at `marker` (its fences left out), as
/// a range of line indexes.
fn block_lines(lines: &[&str], marker: usize) -> Option<std::ops::Range<usize>> {
    let fence = marker + 1 + lines[marker + 1..].iter().position(|line| !line.trim().is_empty())?;
    let end = fence + 1 + lines[fence + 1..].iter().position(|line| line.starts_with("```"))?;
    Some(fence + 1..end)
}

/// Every block of tool output in the docs equals its snapshot; with `UPDATE_DOCS` set, a block
/// that does not is copied again from it ([`copied_again`]), as `cargo xtask docs` regenerates
/// everything generated.
#[test]
fn tool_output_in_the_docs_matches_its_snapshot() {
    let snapshots = snapshots();
    let mut failures = Vec::new();
    let mut found = Vec::new();
    for file in markdown_files() {
        let text = fs::read_to_string(&file).expect("a readable Markdown file");
        let lines: Vec<&str> = text.lines().collect();
        let mut copies = Vec::new();
        for (index, line) in lines.iter().enumerate() {
            let Some(command) = line
                .trim()
                .strip_prefix("<!-- snapshot: ")
                .and_then(|rest| rest.strip_suffix(" -->"))
            else {
                continue;
            };
            found.push((relative(&file), command.to_string()));
            let place = format!("{}:{}", relative(&file), index + 1);
            let pinned = match snapshots.get(command).map(Vec::as_slice) {
                Some([pinned]) => pinned,
                Some(_) => {
                    failures
                        .push(format!("{place}: snapshots of `{command}` differ from each other"));
                    continue;
                }
                None => {
                    failures.push(format!("{place}: no snapshot has the description `{command}`"));
                    continue;
                }
            };
            match fenced_block(lines[index + 1..].iter().copied()) {
                Some(block) => {
                    if let Some(problem) = compare_output(command, &block, pinned) {
                        match block_lines(&lines, index).filter(|_| crate::regenerating()) {
                            Some(range) => {
                                copies.push((range, copied_again(command, &block, pinned)))
                            }
                            None => failures.push(format!(
                                "{place}: {problem}; copy it again (`{}` does)",
                                crate::REGENERATE
                            )),
                        }
                    }
                }
                None => failures.push(format!("{place}: no code block after the marker")),
            }
        }
        if !copies.is_empty() {
            let mut copied: Vec<String> = lines.iter().map(|line| format!("{line}\n")).collect();
            for (range, copy) in copies.into_iter().rev() {
                copied.splice(range, [copy]);
            }
            fs::write(&file, copied.concat()).expect("the page is writable");
        }
    }
    // The pages of the set and bitmask searches show their traces for n = 4.
    for id in ["backtrack-set", "backtrack-bitmask"] {
        let expected =
            (format!("docs/{id}.md"), format!("nqueens trace 4 --approach {id} --no-boards"));
        if !found.contains(&expected) {
            failures.push(format!("{}: no `<!-- snapshot: {} -->` block", expected.0, expected.1));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn shown_output_may_start_with_its_command_and_leave_out_lines() {
    let pinned = "a\nb\nc\nd\n";
    assert_eq!(compare_output("nqueens x", "a\nb\nc\nd\n", pinned), None);
    assert_eq!(
        compare_output("nqueens x", "$ cargo run --release -- x\na\n… (b, c)\nd\n", pinned),
        None
    );
    assert!(
        compare_output("nqueens x", "$ cargo run --release -- y\na\nb\nc\nd\n", pinned).is_some()
    );
    assert!(compare_output("nqueens x", "a\nb\nc\n", pinned).is_some());
    assert!(compare_output("nqueens x", "a\nb\n… (nothing)\nc\nd\n", pinned).is_some());
    assert!(compare_output("nqueens x", "a\n… (b)\nc\nD\n", pinned).is_some());
    assert_eq!(compare_output("nqueens x", "a\n… （b 和 c）\nd\n", pinned), None);
    // Copied again, a block keeps its command line and its gap, wherever the output changed.
    let changed = "A\nb\nc\nD\n";
    let block = "$ cargo run --release -- y\na\n… (b, c)\nd\n";
    let copy = copied_again("nqueens x", block, changed);
    assert_eq!(copy, "$ cargo run --release -- x\nA\n… (b, c)\nD\n");
    assert_eq!(compare_output("nqueens x", &copy, changed), None);
    assert_eq!(copied_again("nqueens x", "a\nb\n", changed), changed);
    assert_eq!(copied_again("nqueens x", "a\nb\nc\n… (d)\ne\n", changed), changed);
    let lines = ["<!-- snapshot: nqueens x -->", "", "```text", "a", "```", "more"];
    assert_eq!(block_lines(&lines, 0), Some(3..4));
}
