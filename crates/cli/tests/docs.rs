//! The docs cannot drift from the code.
//!
//! These checks run over `README.md` and every Markdown file in `docs/`:
//!
//! - **Excerpts.** A fenced code block right after `<!-- source: PATH -->` must equal the whole
//!   file at PATH, and after `<!-- source: PATH#NAME -->` the lines between `// ANCHOR: NAME` and
//!   `// ANCHOR_END: NAME` in it (the mdBook convention), with other anchor lines left out and
//!   the common indentation removed.
//! - **Generated sections.** The text between `<!-- generated: KIND ARGS -->` and
//!   `<!-- end generated -->` must equal what the code computes now, and every section listed in
//!   [`expected_sections`] must be there. Run
//!   `UPDATE_DOCS=1 cargo test -p nqueens-cli --test docs` to rewrite them.
//! - **Tool output.** A fenced code block right after `<!-- snapshot: nqueens ARGS -->` must
//!   equal the insta snapshot of the tool's tests whose description is `nqueens ARGS`; it may
//!   start with the command line (`$ cargo run --release -- ARGS`) and leave out lines where it
//!   says so in a line starting with `… (`.
//! - **Links.** Every relative link points to a file or folder that exists, and its `#fragment`,
//!   if any, to a heading of the Markdown file it points to.
//! - **Numbers in prose** that the code can compute are checked one by one (the tests at the end).

use std::collections::BTreeMap;
use std::fmt::Write;
use std::fs;
use std::ops::ControlFlow;
use std::path::{Path, PathBuf};

use nqueens_cli::{APPROACHES, find};
use nqueens_core::sequences::TOTAL_SOLUTIONS;
use nqueens_core::{Approach, Solver, Work, WorkCounts, WorkUnit, space, thousands};
use nqueens_parallel::{Options, Parallel};
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

/// Computes the text of a generated section from its kind, its arguments and its current text
/// (which only the root README's table of approaches reads, for its hand-written ideas).
fn generate(kind: &str, arguments: &[&str], current: &str) -> Result<String, String> {
    let board_size = |n: &str| n.parse::<usize>().map_err(|_| format!("`{n}` is not a board size"));
    match (kind, arguments) {
        ("work-table", [id]) => {
            let approach = find(id).ok_or_else(|| format!("no approach `{id}`"))?;
            Ok(work_table(approach))
        }
        ("comparison", [n]) => Ok(comparison(board_size(n)?)),
        ("funnel", [n]) => Ok(funnel(board_size(n)?)),
        ("approaches", []) => Ok(approaches_table(current)),
        _ => Err(format!("unknown generated section `{kind} {}`", arguments.join(" "))),
    }
}

/// Every generated section the docs must hold, as (file, `KIND ARGS`): deleting one, or its
/// marker, fails the test instead of silently dropping the check.
fn expected_sections() -> Vec<(String, String)> {
    let mut sections = vec![
        ("README.md".to_string(), "approaches".to_string()),
        ("docs/README.md".to_string(), "funnel 8".to_string()),
        ("docs/README.md".to_string(), "comparison 8".to_string()),
    ];
    // Every approach page shows its work table, except the parallel counter's, which shows
    // measured times instead.
    for approach in APPROACHES.iter().filter(|approach| !is_parallel(**approach)) {
        let id = approach.info().id;
        sections.push((format!("docs/{id}.md"), format!("work-table {id}")));
    }
    sections
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

/// Whether `approach` is the parallel counter, which counts by symmetry classes of border
/// queens rather than by walking the plain tree that its work figure measures.
fn is_parallel(approach: &dyn Solver) -> bool {
    approach.info().id == Parallel::INFO.id
}

/// A search space of `nqueens_core::space`: its size for each n, its formula, and the space in
/// words.
type Space = (fn(usize) -> Work, &'static str, &'static str);

/// The search spaces of `nqueens_core::space`.
const SPACES: [Space; 4] = [
    (space::subsets, "2^(n²)", "2^(n²) subsets of the n² cells"),
    (space::combinations, "C(n², n)", "C(n², n) choices of n cells out of n²"),
    (space::permutations, "n!", "n! permutations of the columns"),
    (space::backtrack_nodes, "search tree", "the row-by-row search tree"),
];

/// The formula and the words of the search space whose size is the work of `approach`, found
/// by comparing its work with each space of [`SPACES`] for every n the tests run.
fn search_space(approach: &dyn Solver) -> (&'static str, &'static str) {
    let same = |work: Work, other: Work| work.unit == other.unit && work.exact == other.exact;
    SPACES
        .iter()
        .find(|(size, _, _)| (0..=12).all(|n| same(approach.work(n), size(n))))
        .map(|&(_, formula, words)| (formula, words))
        .unwrap_or_else(|| panic!("add the search space of `{}` to SPACES", approach.info().id))
}

/// An exact amount with thousands separators, or a rounded one marked `≈`.
fn amount(work: Work) -> String {
    match work.exact {
        Some(exact) => separated(exact),
        None => format!("≈ {}", nqueens_core::count(work.estimate)),
    }
}

/// An integer of any size with thousands separators: `18,446,744,073,709,551,616`.
fn separated(value: u128) -> String {
    let digits = value.to_string();
    let mut grouped = String::new();
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index).is_multiple_of(3) {
            grouped.push(',');
        }
        grouped.push(digit);
    }
    grouped
}

/// Every approach at one n: its search space, the work it does there, and how far it goes.
fn comparison(n: usize) -> String {
    let mut table = format!(
        "| approach | search space | work at n = {n} | practical n |\n|---|---|---:|---:|\n"
    );
    for approach in APPROACHES {
        let info = approach.info();
        let work = approach.work(n);
        let (_, words) = search_space(*approach);
        let (space, work) = if is_parallel(*approach) {
            // The counter runs one task per symmetry class of border queens; the plain tree's
            // nodes are only the yardstick its time estimate is measured against.
            let tally = nqueens_parallel::count(n, &Options::default(), &|_, _| {})
                .expect("n is small enough");
            let tasks = thousands(u64::try_from(tally.tasks_total).expect("a task count"));
            (
                format!("{words}, one task per symmetry class of border queens"),
                format!(
                    "{tasks} tasks (yardstick: {} {} of the plain tree)",
                    amount(work),
                    work.unit.name()
                ),
            )
        } else {
            (words.to_string(), format!("{} {}", amount(work), work.unit.name()))
        };
        writeln!(
            table,
            "| [`{id}`]({id}.md) | {space} | {work} | ≤ {practical} |",
            id = info.id,
            practical = info.practical_n,
        )
        .expect("a String grows");
    }
    table
}

/// How each pruning shrinks what is searched at one n, from every subset of the cells to the
/// solutions.
fn funnel(n: usize) -> String {
    let cells = n * n;
    let columns_per_row = u32::try_from(n)
        .ok()
        .and_then(|exponent| u128::try_from(n).ok()?.checked_pow(exponent))
        .map_or_else(|| "too many to count".to_string(), separated);
    let rows = [
        (format!("every subset of the {cells} cells, 2^{cells}"), amount(space::subsets(n))),
        (
            format!("every choice of {n} cells out of {cells}, C({cells}, {n})"),
            amount(space::combinations(n)),
        ),
        (format!("one queen per row: every list of {n} columns, {n}^{n}"), columns_per_row),
        (
            format!("one queen per row and per column: every permutation, {n}!"),
            amount(space::permutations(n)),
        ),
        (
            "row by row, dropping a row as soon as a queen is attacked: the nodes of the search \
             tree"
                .to_string(),
            amount(space::backtrack_nodes(n)),
        ),
        (
            "solutions".to_string(),
            TOTAL_SOLUTIONS.get(n).map_or("unknown".to_string(), |&total| thousands(total)),
        ),
    ];
    let mut table = format!("| what is searched | how many at n = {n} |\n|---|---:|\n");
    for (what, how_many) in rows {
        writeln!(table, "| {what} | {how_many} |").expect("a String grows");
    }
    table
}

/// The table of approaches of the root README: each approach's id, linked to its source, its
/// idea in a few words (hand-written, kept from `current`, and the long idea of its `Info` for
/// an approach the table does not have yet), its search space and its practical n.
fn approaches_table(current: &str) -> String {
    let mut ideas = BTreeMap::new();
    for line in current.lines() {
        let cells: Vec<&str> = line.trim_matches('|').split(" | ").map(str::trim).collect();
        if let [link, idea, ..] = cells[..]
            && let Some(id) = link.strip_prefix("[`").and_then(|rest| rest.split('`').next())
        {
            ideas.insert(id.to_string(), idea.to_string());
        }
    }
    let mut table = "| id | idea | work for n | practical n |\n|---|---|---|---:|\n".to_string();
    for approach in APPROACHES {
        let info = approach.info();
        let idea = ideas.get(info.id).map_or(info.idea, String::as_str);
        let (formula, _) = search_space(*approach);
        let work = if is_parallel(*approach) { "a slice of the search tree" } else { formula };
        writeln!(
            table,
            "| [`{id}`](crates/{id}/src/lib.rs) | {idea} | {work} | ≤ {practical} |",
            id = info.id,
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
    let mut found = Vec::new();
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
            found.push((relative(&file), spec.to_string()));
            let current = from_marker[marker_end..end].trim_start_matches('\n');
            let mut words = spec.split_whitespace();
            let kind = words.next().unwrap_or_default();
            let arguments: Vec<&str> = words.collect();
            match generate(kind, &arguments, current) {
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
    // A section that is gone cannot be regenerated: it is a failure even with UPDATE_DOCS.
    let missing: Vec<String> = expected_sections()
        .into_iter()
        .filter(|section| !found.contains(section))
        .map(|(file, spec)| format!("{file}: no `<!-- generated: {spec} -->` section"))
        .collect();
    assert!(missing.is_empty(), "{}", missing.join("\n"));
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
                if !heading_slugs(&linked_text).iter().any(|slug| slug == fragment) {
                    failures.push(format!(
                        "{place}: no heading of {} has the anchor #{fragment}",
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
fn prose_lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    let mut in_code = false;
    text.lines().enumerate().filter(move |(_, line)| {
        if line.trim_start().starts_with("```") {
            in_code = !in_code;
            return false;
        }
        !in_code
    })
}

/// The anchors GitHub gives the headings of a Markdown text, in order.
fn heading_slugs(text: &str) -> Vec<String> {
    let mut seen: BTreeMap<String, usize> = BTreeMap::new();
    let mut slugs = Vec::new();
    for (_, line) in prose_lines(text) {
        let level = line.chars().take_while(|&character| character == '#').count();
        let Some(heading) = line.get(level..).and_then(|rest| rest.strip_prefix(' ')) else {
            continue;
        };
        if level == 0 || level > 6 {
            continue;
        }
        let base = slug(heading.trim().trim_end_matches('#').trim_end());
        // A repeated heading gets `-1`, `-2`, … appended.
        let repeats = seen.entry(base.clone()).or_insert(0);
        slugs.push(if *repeats == 0 { base } else { format!("{base}-{repeats}") });
        *repeats += 1;
    }
    slugs
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
    let slugs = heading_slugs("# Title\n\n```sh\n# not a heading\n```\n## Notes\n## Notes\n");
    assert_eq!(slugs, ["title", "notes", "notes-1"]);
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

/// Compares a block of tool output shown in the docs with the output pinned for `command`:
/// the block may start with `$ cargo run --release -- ARGS`, and a line starting with `… (`
/// stands for one or more lines left out. Returns what is wrong, if anything.
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
    let (head, tail) = match shown.iter().position(|line| line.starts_with("… (")) {
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
            && !tail.iter().any(|line| line.starts_with("… ("))
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

#[test]
fn tool_output_in_the_docs_matches_its_snapshot() {
    let snapshots = snapshots();
    let mut failures = Vec::new();
    let mut found = Vec::new();
    for file in markdown_files() {
        let text = fs::read_to_string(&file).expect("a readable Markdown file");
        let lines: Vec<&str> = text.lines().collect();
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
                        failures.push(format!("{place}: {problem}; copy it again"));
                    }
                }
                None => failures.push(format!("{place}: no code block after the marker")),
            }
        }
    }
    // The pages of the set and bitmask searches show their traces for n = 4.
    for id in ["backtrack-set", "backtrack-bitmask"] {
        let expected = (format!("docs/{id}.md"), format!("nqueens trace 4 --approach {id}"));
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
}

/// A Markdown text with every run of white space made one space, so that a sentence can be
/// found wherever its lines break.
fn flowing(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The text of the Markdown file at `path`, from the workspace root, as [`flowing`] text.
fn page(path: &str) -> String {
    flowing(&fs::read_to_string(workspace_root().join(path)).expect("a readable page"))
}

/// The candidates `approach` tests at n until it finds its `nth` solution, that one included,
/// and that solution.
fn scan_until(approach: &dyn Solver, n: usize, nth: usize) -> (u64, Vec<u8>) {
    let mut counts = WorkCounts::default();
    let mut found = Vec::new();
    let mut seen = 0;
    approach
        .observe(n, &mut counts, &mut |columns| {
            seen += 1;
            found = columns.to_vec();
            if seen == nth { ControlFlow::Break(()) } else { ControlFlow::Continue(()) }
        })
        .expect("n is small");
    assert_eq!(seen, nth, "{} has fewer than {nth} solutions at n = {n}", approach.info().id);
    (counts.candidates, found)
}

#[test]
fn the_combination_page_numbers_its_choices_right() {
    let n = 4;
    let combination = find("combination").expect("a registered approach");
    let text = page("docs/combination.md");
    // A choice is written as its cells, numbered row by row: cell row · n + col.
    let cells = |columns: &[u8]| {
        let cells: Vec<String> = columns
            .iter()
            .enumerate()
            .map(|(row, &col)| (row * n + usize::from(col)).to_string())
            .collect();
        cells.join(" ")
    };
    let (first, first_solution) = scan_until(combination, n, 1);
    let (second, second_solution) = scan_until(combination, n, 2);
    let one_per_row = u64::try_from(n.pow(u32::try_from(n).expect("n is small"))).expect("small");
    let choices = space::combinations(n).exact.and_then(|all| u64::try_from(all).ok());
    let choices = choices.expect("C(16, 4) is exact");
    for sentence in [
        format!("meets the first solution at the choice `{}`", cells(&first_solution)),
        format!("It is choice number {first}:"),
        format!("is the choice `{}`, number {second}.", cells(&second_solution)),
        format!(
            "Only {} ({n}^{n}) of the {} choices have one queen in each row; the other {} fail",
            thousands(one_per_row),
            thousands(choices),
            thousands(choices - one_per_row)
        ),
    ] {
        assert!(text.contains(&sentence), "docs/combination.md no longer says: {sentence}");
    }
}

#[test]
fn the_learning_path_says_why_brute_force_stops_early() {
    const YEAR: f64 = 365.25 * 24.0 * 3_600.0;
    let n = 8;
    let text = page("docs/README.md");
    let [subset, combination] = ["subset", "combination"].map(|id| find(id).expect("registered"));
    let sentence = "the subset scan would need centuries for its 2^64 candidates and the \
                    combination scan tens of seconds for its C(64, 8)";
    assert!(text.contains(sentence), "docs/README.md no longer says: {sentence}");
    let seconds = subset.estimated_seconds(n);
    assert!(seconds >= 100.0 * YEAR, "centuries, not {} years", seconds / YEAR);
    let seconds = combination.estimated_seconds(n);
    assert!((10.0..100.0).contains(&seconds), "tens of seconds, not {seconds} s");
}

#[test]
fn the_tool_refuses_the_run_the_learning_path_gives_as_too_long() {
    let text = page("docs/README.md");
    let arguments = ["count", "8", "--approach", "subset"];
    let example = format!(
        "refuses a run that would take far too long (`{}`, for example) unless \
                           you add `--force`",
        arguments.join(" ")
    );
    assert!(text.contains(&example), "docs/README.md no longer says: {example}");
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_nqueens"))
        .args(arguments)
        .output()
        .expect("the tool runs");
    let error = String::from_utf8_lossy(&output.stderr);
    assert!(!output.status.success(), "nqueens {} ran", arguments.join(" "));
    assert!(error.contains("--force"), "nqueens {} says: {error}", arguments.join(" "));
}
