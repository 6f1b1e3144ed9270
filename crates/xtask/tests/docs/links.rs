//! Relative links between the pages, and the anchors GitHub gives their headings.

use std::collections::BTreeMap;
use std::fs;

use crate::{markdown_files, relative};

#[test]
fn relative_links_resolve() {
    let mut failures = Vec::new();
    let mut fragments = 0;
    for file in markdown_files() {
        let text = fs::read_to_string(&file).expect("a readable Markdown file");
        let directory = file.parent().expect("a file has a folder");
        for (index, line) in prose_lines(&text) {
            for target in link_targets(line) {
                if target.contains("://") || target.starts_with("mailto:") {
                    continue;
                }
                let (path, fragment) = match target.split_once('#') {
                    Some((path, fragment)) => (path, Some(fragment)),
                    None => (target, None),
                };
                let place = format!("{}:{}", relative(&file), index + 1);
                let linked = if path.is_empty() { file.clone() } else { directory.join(path) };
                if !linked.exists() {
                    failures.push(format!("{place}: broken link {target}"));
                    continue;
                }
                let Some(fragment) = fragment else { continue };
                if linked.extension().is_none_or(|extension| extension != "md") {
                    continue;
                }
                fragments += 1;
                let linked_text = fs::read_to_string(&linked).expect("a readable Markdown file");
                if !anchors(&linked_text).iter().any(|anchor| anchor == fragment) {
                    failures.push(format!(
                        "{place}: no heading or `<a id>` of {} has the anchor #{fragment}",
                        relative(&linked)
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(fragments > 0, "no link to a heading was checked");
}

/// The lines of a Markdown text outside fenced code blocks, with their index.
pub(crate) fn prose_lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    let mut in_code = false;
    text.lines().enumerate().filter(move |(_, line)| {
        if line.trim_start().starts_with("```") {
            in_code = !in_code;
            return false;
        }
        !in_code
    })
}

/// The headings of a Markdown text, as (index of the line, level), in order.
pub(crate) fn heading_lines(text: &str) -> Vec<(usize, usize)> {
    prose_lines(text)
        .filter_map(|(index, line)| {
            let level = line.chars().take_while(|&character| character == '#').count();
            let is_heading = (1..=6).contains(&level)
                && line.get(level..).is_some_and(|rest| rest.starts_with(' '));
            is_heading.then_some((index, level))
        })
        .collect()
}

/// The anchors GitHub gives the headings of a Markdown text, in order.
pub(crate) fn github_slugs(text: &str) -> Vec<String> {
    let lines: Vec<&str> = text.lines().collect();
    let mut seen: BTreeMap<String, usize> = BTreeMap::new();
    let mut slugs = Vec::new();
    for (index, level) in heading_lines(text) {
        let heading = &lines[index][level + 1..];
        let base = slug(heading.trim().trim_end_matches('#').trim_end());
        // A repeated heading gets `-1`, `-2`, … appended.
        let repeats = seen.entry(base.clone()).or_insert(0);
        slugs.push(if *repeats == 0 { base } else { format!("{base}-{repeats}") });
        *repeats += 1;
    }
    slugs
}

/// Every anchor a link can point to in a Markdown text: the anchors of its headings, and the
/// explicit anchors `<a id="…"></a>` (which the Chinese pages give their headings).
fn anchors(text: &str) -> Vec<String> {
    let explicit = prose_lines(text)
        .filter_map(|(_, line)| crate::twins::explicit_anchor(line))
        .map(str::to_string);
    github_slugs(text).into_iter().chain(explicit).collect()
}

/// The anchor GitHub makes of a heading: the text of its links instead of the links, in lower
/// case, without punctuation other than `-` and `_`, with every space a `-`.
fn slug(heading: &str) -> String {
    let mut text = String::new();
    let mut rest = heading;
    while let Some(start) = rest.find("](") {
        text.push_str(&rest[..start]);
        let after = &rest[start + 2..];
        rest = after.find(')').map_or("", |end| &after[end + 1..]);
    }
    text.push_str(rest);
    text.to_lowercase()
        .chars()
        .filter(|&character| character.is_alphanumeric() || matches!(character, '-' | '_' | ' '))
        .map(|character| if character == ' ' { '-' } else { character })
        .collect()
}

#[test]
fn anchors_follow_the_rules_of_github() {
    assert_eq!(slug("A worked example: n = 4"), "a-worked-example-n--4");
    assert_eq!(
        slug("`backtrack-set`: row by row, with hash sets"),
        "backtrack-set-row-by-row-with-hash-sets"
    );
    assert_eq!(
        slug("Why 2n − 1 diagonals, and [not](x.md) n_1"),
        "why-2n--1-diagonals-and-not-n_1"
    );
    let slugs = github_slugs("# Title\n\n```sh\n# not a heading\n```\n## Notes\n## Notes\n");
    assert_eq!(slugs, ["title", "notes", "notes-1"]);
    let anchors = anchors("<a id=\"the-idea\"></a>\n## 思路\n");
    assert_eq!(anchors, ["思路", "the-idea"]);
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

/// The targets of the Markdown images `![alt](target)` on one line.
pub(crate) fn image_targets(line: &str) -> Vec<&str> {
    let mut targets = Vec::new();
    let mut rest = line;
    while let Some(start) = rest.find("![") {
        let after = &rest[start + 2..];
        let Some(middle) = after.find("](") else { break };
        let target = &after[middle + 2..];
        let Some(end) = target.find(')') else { break };
        targets.push(target[..end].trim());
        rest = &target[end..];
    }
    targets
}
