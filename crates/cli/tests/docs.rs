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

use nqueens_cli::{APPROACHES, count_refusal, find};
use nqueens_core::sequences::{BACKTRACK_NODES, TOTAL_SOLUTIONS};
use nqueens_core::{
    Approach, Attack, Observer, Solution, Solver, Symmetry, Work, WorkCounts, WorkUnit, check,
    space, thousands,
};
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
        ("permutations", [n]) => permutations_table(board_size(n)?),
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
        ("docs/permutation.md".to_string(), "permutations 4".to_string()),
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

/// The permutations of the columns `0, 1, …, n − 1` in lexicographic order, the order in which
/// the permutation scan tests them.
fn permutations_in_order(n: usize) -> Vec<Vec<u8>> {
    let mut columns: Vec<u8> = (0..=u8::MAX).take(n).collect();
    let mut all = vec![columns.clone()];
    // The next permutation: the rightmost rise `columns[pivot] < columns[pivot + 1]`, its value
    // swapped with the smallest larger one after it, and the tail after it reversed.
    while let Some(pivot) = (1..columns.len()).rev().find(|&i| columns[i - 1] < columns[i]) {
        let pivot = pivot - 1;
        let larger = (pivot + 1..columns.len())
            .rev()
            .find(|&i| columns[i] > columns[pivot])
            .expect("a rise has a larger value after it");
        columns.swap(pivot, larger);
        columns[pivot + 1..].reverse();
        all.push(columns.clone());
    }
    all
}

/// What the diagonal test of the permutation scan finds in `columns`: the first row whose queen
/// stands on the diagonal or anti-diagonal of a queen above it, naming the diagonal first as the
/// scan tests it, or `None` for a solution, as the independent checker confirms.
fn first_diagonal_attack(columns: &[u8]) -> Option<(usize, Attack)> {
    let col = |row: usize| usize::from(columns[row]);
    // On a diagonal `row - col` is constant, on an anti-diagonal `row + col`.
    let shares = |row: usize, attack: Attack| {
        (0..row).any(|above| match attack {
            Attack::Diagonal => above + col(row) == row + col(above),
            _ => above + col(above) == row + col(row),
        })
    };
    let found = (0..columns.len()).find_map(|row| {
        [Attack::Diagonal, Attack::AntiDiagonal]
            .into_iter()
            .find(|&attack| shares(row, attack))
            .map(|attack| (row, attack))
    });
    assert_eq!(found.is_none(), check(columns).is_ok(), "the checker disagrees on {columns:?}");
    found
}

/// The verdict column of the permutation table.
fn verdict(columns: &[u8]) -> String {
    first_diagonal_attack(columns)
        .map_or("**solution**".to_string(), |(row, attack)| format!("row {row}: {attack}"))
}

/// Columns as the pages write a choice or a permutation: `1 3 0 2`.
fn spaced(values: &[impl ToString]) -> String {
    values.iter().map(ToString::to_string).collect::<Vec<_>>().join(" ")
}

/// Every permutation the permutation scan tests at n, numbered in its order, with what its test
/// finds, in two halves side by side. Fails if the scan meets its solutions elsewhere.
fn permutations_table(n: usize) -> Result<String, String> {
    let permutation = find("permutation").ok_or("no approach `permutation`")?;
    let all = permutations_in_order(n);
    let solutions: Vec<(u64, Vec<u8>)> = (1..)
        .zip(&all)
        .filter(|(_, columns)| first_diagonal_attack(columns).is_none())
        .map(|(number, columns)| (number, columns.clone()))
        .collect();
    for (nth, (number, columns)) in (1..).zip(&solutions) {
        if scan_until(permutation, n, nth) != (*number, columns.clone()) {
            return Err(format!(
                "the permutation scan does not meet solution {nth} as number {number}"
            ));
        }
    }
    let count = permutation.count(n).map_err(|error| error.to_string())?;
    if u64::try_from(solutions.len()) != Ok(count) {
        return Err(format!("the permutation scan finds {count} solutions at n = {n}"));
    }
    let half = all.len().div_ceil(2);
    let cells = |index: usize| {
        all.get(index).map_or(" | | ".to_string(), |columns| {
            format!("{} | `{}` | {}", index + 1, spaced(columns), verdict(columns))
        })
    };
    let mut table =
        "| # | columns | verdict | # | columns | verdict |\n|---:|---|---|---:|---|---|\n"
            .to_string();
    for index in 0..half {
        writeln!(table, "| {} | {} |", cells(index), cells(index + half)).expect("a String grows");
    }
    Ok(table)
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
        format!("pins the {first} candidates it tested"),
        format!(
            "The second solution, `{second_solution:?}`, is the choice `{}`, number {second}.",
            cells(&second_solution)
        ),
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
    let cells = n * n;
    let sentence = format!(
        "At n = {n}, on the machine their speeds were measured on, the subset scan would need \
         centuries for its 2^{cells} candidates and the combination scan tens of seconds for its \
         C({cells}, {n})"
    );
    assert!(text.contains(&sentence), "docs/README.md no longer says: {sentence}");
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

/// Fails, naming each one, for every (page, sentence) whose page no longer says the sentence.
/// Each sentence is built from what the code computes, so the check fails when either the page
/// or the code changes.
fn assert_pages_say<P: AsRef<str>>(checks: &[(P, String)]) {
    let mut pages = BTreeMap::new();
    let missing: Vec<String> = checks
        .iter()
        .filter(|(path, sentence)| {
            let path = path.as_ref();
            !pages.entry(path).or_insert_with(|| page(path)).contains(sentence.as_str())
        })
        .map(|(path, sentence)| format!("{} no longer says: {sentence}", path.as_ref()))
        .collect();
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}

/// A small number as the prose writes it: `six`.
fn in_words(value: usize) -> &'static str {
    const WORDS: [&str; 13] = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve",
    ];
    WORDS.get(value).copied().unwrap_or_else(|| panic!("write {value} in words"))
}

/// A word with its first letter in upper case: `Twelve`.
fn capitalized(word: &str) -> String {
    let mut letters = word.chars();
    letters.next().map_or(String::new(), |first| first.to_uppercase().chain(letters).collect())
}

/// A large amount rounded as the prose writes it: `6.9e10`.
fn rounded(value: f64) -> String {
    format!("{value:.1e}")
}

/// The exact size of a search space.
fn exact(work: Work) -> u128 {
    work.exact.expect("an exact size")
}

/// The exact size of a search space, as the prose writes it: `4,426,165,368`.
fn exactly(work: Work) -> String {
    separated(exact(work))
}

/// The number of ways to choose `k` of `m` things, C(m, k).
fn binomial(m: u128, k: u128) -> u128 {
    (0..k).fold(1, |value, i| value * (m - i) / (i + 1))
}

/// The registered approach with this id.
fn approach(id: &str) -> &'static dyn Solver {
    find(id).unwrap_or_else(|| panic!("no approach `{id}`"))
}

/// The work counts of a whole search of `id` at n.
fn work_of(id: &str, n: usize) -> WorkCounts {
    approach(id).count_with_work(n).expect("n is small")
}

/// `value` in binary with at least `digits` digits, in groups of four from the right joined by
/// `separator`: `1100 0010`, `11 0010`.
fn binary(value: u64, digits: usize, separator: &str) -> String {
    let plain = format!("{value:0digits$b}");
    let mut groups: Vec<&str> = Vec::new();
    let mut end = plain.len();
    while end > 0 {
        let start = end.saturating_sub(4);
        groups.push(&plain[start..end]);
        end = start;
    }
    groups.reverse();
    groups.join(separator)
}

/// A list of numbers as the prose writes it: `1, 6 and 7`.
fn listed(values: &[u32]) -> String {
    let words: Vec<String> = values.iter().map(u32::to_string).collect();
    match words.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => words.join(""),
    }
}

/// The boards of `solutions` side by side as the pages draw them (one row of each per line,
/// `Q` for a queen and `.` for an empty cell), as [`flowing`] text.
fn drawn(solutions: &[&Solution]) -> String {
    let boards: Vec<Vec<String>> =
        solutions.iter().map(|solution| solution.to_leetcode()).collect();
    let n = solutions.first().map_or(0, |solution| solution.n());
    let mut cells = Vec::new();
    for row in 0..n {
        for board in &boards {
            cells.extend(board[row].chars().map(String::from));
        }
    }
    cells.join(" ")
}

/// The backtracking approaches that walk the plain tree: every approach that counts nodes,
/// except the parallel counter.
fn backtracking_searches() -> Vec<&'static dyn Solver> {
    APPROACHES
        .iter()
        .copied()
        .filter(|approach| approach.work(0).unit == WorkUnit::Nodes && !is_parallel(*approach))
        .collect()
}

#[test]
fn the_learning_path_counts_the_solutions_right() {
    let bitmask = approach("backtrack-bitmask");
    let four = bitmask.solutions(4).expect("4 is small");
    let [first, second] = &four[..] else { panic!("n = 4 has {} solutions, not two", four.len()) };
    assert_eq!(Symmetry::MirrorColumns.apply(first), *second, "the solutions mirror each other");
    let (total, unique) = bitmask.count_total_and_unique(8).expect("8 is small");
    let first_counts: Vec<String> =
        (0..10).map(|n| thousands(bitmask.count(n).expect("n is small"))).collect();
    let none: Vec<usize> =
        (0..TOTAL_SOLUTIONS.len()).filter(|&n| TOTAL_SOLUTIONS[n] == 0).collect();
    let [two, three] = none[..] else { panic!("the n without solutions are {none:?}") };
    let columns = |solution: &Solution| format!("{:?}", solution.columns());
    assert_pages_say(&[
        (
            "docs/README.md",
            format!(
                "For n = 4 there are exactly {} solutions, mirror images",
                in_words(four.len())
            ),
        ),
        ("docs/README.md", drawn(&[first, second])),
        ("docs/permutation.md", drawn(&[first, second])),
        ("docs/subset.md", drawn(&[first])),
        ("docs/combination.md", drawn(&[first])),
        (
            "docs/README.md",
            format!("The classic n = 8 has {total} solutions, which fall into {unique} classes"),
        ),
        (
            "docs/README.md",
            format!(
                "[OEIS A000170](https://oeis.org/A000170) ({}, … from n = 0",
                first_counts.join(", ")
            ),
        ),
        ("docs/README.md", format!("and n = {two} and n = {three} have none")),
        (
            "docs/README.md",
            format!(
                "The first board above is `{}`, the second `{}`",
                columns(first),
                columns(second)
            ),
        ),
        (
            "docs/README.md",
            format!("solve 4 # draw the {} solutions for n = 4", in_words(four.len())),
        ),
        ("docs/README.md", format!("solve 8 --unique # one board per symmetry class: {unique}")),
    ]);
}

#[test]
fn the_pages_count_the_approaches_right() {
    let brute_force =
        APPROACHES.iter().filter(|approach| approach.work(0).unit == WorkUnit::Candidates).count();
    let backtracking = backtracking_searches();
    let taught = APPROACHES.iter().filter(|approach| !is_parallel(**approach)).count();
    let ids: Vec<&str> = backtracking.iter().map(|approach| approach.info().id).collect();
    let symmetries = Symmetry::ALL.len();
    let checks = vec![
        ("docs/README.md", format!("walks through {} ways of solving it", in_words(taught))),
        ("docs/README.md", format!("## The {} approaches", in_words(taught))),
        ("docs/README.md", format!("The first {} approaches deliberately", in_words(brute_force))),
        (
            "docs/README.md",
            format!("why the first {} approaches stop early", in_words(brute_force)),
        ),
        (
            "docs/README.md",
            format!("All {} backtracking searches walk exactly the same tree", in_words(ids.len())),
        ),
        ("docs/README.md", format!("the {} symmetries of the square", in_words(symmetries))),
        (
            "README.md",
            format!("bitmask with the {} symmetries, on all cores", in_words(symmetries)),
        ),
        (
            "docs/backtrack-set.md",
            format!("the first of {} that walk exactly the same search tree", in_words(ids.len())),
        ),
        (
            "docs/backtrack-set.md",
            format!("the same for all {} backtracking pages", in_words(ids.len())),
        ),
        (
            "docs/backtrack-bitmask.md",
            format!(
                "Every solution has up to {} others that are its rotations and reflections",
                in_words(symmetries - 1)
            ),
        ),
    ];
    let mut checks: Vec<(String, String)> =
        checks.into_iter().map(|(page, sentence)| (page.to_string(), sentence)).collect();
    for id in &ids {
        let page = format!("docs/{id}.md");
        let together = format!("{} backtracking searches side by side", in_words(ids.len()));
        checks.push((page.clone(), together));
        checks.push((page, format!("compare 12 --approaches {}", ids.join(","))));
    }
    assert_pages_say(&checks);
}

#[test]
fn the_pages_give_the_sizes_of_the_search_spaces() {
    let [subsets, combinations, permutations, nodes] =
        [space::subsets, space::combinations, space::permutations, space::backtrack_nodes];
    // The tree the backtracking searches walk, as their counters measure it.
    for approach in backtracking_searches() {
        for n in [4, 8] {
            let counted = u128::from(approach.count_with_work(n).expect("n is small").nodes);
            assert_eq!(Some(counted), nodes(n).exact, "{} at n = {n}", approach.info().id);
        }
    }
    let [n4, n5, n6, n8] = [4, 5, 6, 8];
    let one_per_row = 4u128.pow(4);
    let solutions_of_four = approach("backtrack-bitmask").count(n4).expect("4 is small");
    let decoding = exact(combinations(n5)) * 5;
    assert!(decoding * 100 < exact(subsets(n5)), "decoding is no longer under 1% of the masks");
    let fewer_masks = exact(subsets(n5)) as f64 / exact(combinations(n5)) as f64;
    let fewer_masks = (fewer_masks / 100.0).floor() * 100.0;
    let fewer_choices = exact(combinations(n8)) / exact(permutations(n8));
    let fewer_choices = 10u128.pow(fewer_choices.ilog10());
    let stirling = (2.0 * 8.0f64).exp() / (2.0 * std::f64::consts::PI * 0.5f64.exp() * 8.0);
    assert!(
        (stirling / exact(combinations(n8)) as f64 * exact(permutations(n8)) as f64 - 1.0).abs()
            < 0.05,
        "e^(2n) / (2π√e · n) is no longer about the ratio at n = 8"
    );
    assert!(stirling as u128 > fewer_choices, "e^(2n) / (2π√e · n) is under {fewer_choices}");
    assert_eq!(exact(subsets(8)), 1 << 64);
    assert_pages_say(&[
        (
            "docs/README.md",
            format!(
                "Nothing is pruned: {} candidates for n = 4, 2^{} for n = 8",
                exactly(subsets(n4)),
                n8 * n8
            ),
        ),
        (
            "docs/README.md",
            format!(
                "C(n², n) candidates, {} for n = 4 instead of {}",
                exactly(combinations(n4)),
                exactly(subsets(n4))
            ),
        ),
        ("docs/README.md", format!("n! candidates, {} for n = 8", exactly(permutations(n8)))),
        ("docs/README.md", format!("the same tree ({} nodes for n = 8)", exactly(nodes(n8)))),
        (
            "docs/README.md",
            format!("every backtracking search is done after {} nodes", exactly(nodes(n8))),
        ),
        (
            "docs/subset.md",
            format!(
                "A 4 × 4 board has 16 cells, so the scan runs through the 2^16 = {} masks `0` to `{}`",
                exactly(subsets(n4)),
                exact(subsets(n4)) - 1
            ),
        ),
        (
            "docs/subset.md",
            format!(
                "The funnel at n = {n4} shows how much of the space is waste. Of the {} masks, \
                 C(16, 4) = {} have {four} queens; 4^4 = {one_per_row} of those \
                 have one queen in each row; 4! = {} of those also have {four} distinct columns; \
                 and {solutions_of_four} of those are solutions",
                exactly(subsets(n4)),
                exactly(combinations(n4)),
                exactly(permutations(n4)),
                four = in_words(n4),
            ),
        ),
        (
            "docs/subset.md",
            format!(
                "at n = 5 it is {} · 5 = {} decoding steps against {} masks, under 1%",
                exactly(combinations(n5)),
                separated(decoding),
                exactly(subsets(n5))
            ),
        ),
        (
            "docs/subset.md",
            format!(
                "n = 5 has 2^25 = {} masks, n = 6 already 2^36 ≈ {}, and n = 8 has 2^64 ≈ {}",
                exactly(subsets(n5)),
                rounded(subsets(n6).estimate),
                rounded(subsets(n8).estimate)
            ),
        ),
        (
            "docs/subset.md",
            format!(
                "at n = 5, only C(25, 5) = {} of the {} masks have {}",
                exactly(combinations(n5)),
                exactly(subsets(n5)),
                in_words(n5)
            ),
        ),
        ("docs/subset.md", format!("more than {fewer_masks} times fewer candidates at n = 5")),
        (
            "docs/combination.md",
            format!(
                "There are C(16, 4) = {} ways to choose 4 of the 16 cells",
                exactly(combinations(n4))
            ),
        ),
        (
            "docs/combination.md",
            format!(
                "{} at n = 4, {} at n = 6, {} at n = 8",
                exactly(combinations(n4)),
                exactly(combinations(n6)),
                exactly(combinations(n8))
            ),
        ),
        (
            "docs/combination.md",
            format!(
                "Of the {} choices at n = 4, only {} have one queen in each row",
                exactly(combinations(n4)),
                exactly(permutations(n4))
            ),
        ),
        (
            "docs/combination.md",
            format!(
                "At n = 8 that is {} candidates instead of {}, over {} times fewer",
                exactly(permutations(n8)),
                exactly(combinations(n8)),
                separated(fewer_choices)
            ),
        ),
        (
            "docs/permutation.md",
            format!("The 4! = {} permutations of `0 1 2 3`", exactly(permutations(n4))),
        ),
        (
            "docs/permutation.md",
            format!(
                "the ratio between the two is about e^(2n) / (2π√e · n), over {} at n = 8",
                separated(fewer_choices)
            ),
        ),
        (
            "docs/permutation.md",
            format!("at n = 8 there are 6! = {} of them", exactly(permutations(n8 - 2))),
        ),
        (
            "docs/permutation.md",
            format!(
                "At n = 4 the row-by-row search tree has {} nodes against {} permutations; at n = \
                 8, {} against {}",
                exactly(nodes(n4)),
                exactly(permutations(n4)),
                exactly(nodes(n8)),
                exactly(permutations(n8))
            ),
        ),
        (
            "docs/backtrack-set.md",
            format!(
                "At n = 8 each rejection in row 1 for a shared diagonal disposes of 6! = {} \
                 permutations at once",
                exactly(permutations(n8 - 2))
            ),
        ),
    ]);
}

#[test]
fn the_subset_page_numbers_its_masks_right() {
    let n = 4;
    let subset = approach("subset");
    // Cell (`row`, `col`) is bit `(n - 1 - row) * n + col`; the obvious numbering, which the
    // pitfalls show, is `row * n + col`.
    let bits = |columns: &[u8], numbering: fn(usize, usize, usize) -> usize| -> Vec<usize> {
        let mut bits: Vec<usize> =
            (0..n).map(|row| numbering(n, row, usize::from(columns[row]))).collect();
        bits.sort_unstable();
        bits
    };
    let top_first = |n: usize, row: usize, col: usize| (n - 1 - row) * n + col;
    let obvious = |n: usize, row: usize, col: usize| row * n + col;
    let mask = |bits: &[usize]| bits.iter().map(|&bit| 1u64 << bit).sum::<u64>();
    let shown = |mask: u64| binary(mask, n * n, " ");
    let (first_tested, first) = scan_until(subset, n, 1);
    let (second_tested, second) = scan_until(subset, n, 2);
    let first_mask = mask(&bits(&first, top_first));
    let second_mask = mask(&bits(&second, top_first));
    // The scan tests the masks from 0 upwards, so the mask of a solution is one less than the
    // candidates tested until it.
    assert_eq!(first_mask + 1, first_tested);
    assert_eq!(second_mask + 1, second_tested);
    assert_eq!(subset.count(n), Ok(2), "the second solution is the last");
    let four_bits = (1u64 << n) - 1;
    let four_bits_row = n - 1 - four_bits.trailing_zeros() as usize / n;
    let mut checks = vec![
        format!("Mask `0` is `{}`, the empty board: it has 0 queens, not {n}", shown(0)),
        format!("Reading each mask as {} {n}-bit fields", in_words(n)),
        format!(
            "Mask `{four_bits}` is `{}`, the first mask with {} bits: all {} queens stand in row \
             {four_bits_row} and rows 0 to {} are empty",
            shown(four_bits),
            in_words(n),
            in_words(n),
            four_bits_row - 1
        ),
        format!("Mask `{first_mask}` is `{}`, the first solution", shown(first_mask)),
        format!("The columns `{first:?}` are distinct"),
        format!(
            "The scan has tested masks `0` to `{first_mask}`, {} candidates",
            thousands(first_tested)
        ),
        format!(
            "Mask `{second_mask}`, `{}`, is the second and last solution, `{second:?}`",
            shown(second_mask)
        ),
    ];
    for (row, &col) in first.iter().enumerate() {
        let low = top_first(n, row, 0);
        checks.push(format!(
            "| {row} | `{}` | {} to {low} | {col} |",
            binary(1 << col, n, " "),
            low + n - 1
        ));
    }
    let obvious_bits = |columns: &[u8]| {
        let bits = bits(columns, obvious);
        let words: Vec<String> = bits.iter().map(ToString::to_string).collect();
        let (last, rest) = words.split_last().expect("n queens");
        (format!("{} and {last}", rest.join(", ")), thousands(mask(&bits)))
    };
    let (first_bits, first_obvious) = obvious_bits(&first);
    let (second_bits, second_obvious) = obvious_bits(&second);
    checks.push(format!(
        "At n = 4 the first solution `{first:?}` would be bits {first_bits}, the mask \
         {first_obvious}, and the second solution `{second:?}` bits {second_bits}, the mask \
         {second_obvious}"
    ));
    let checks: Vec<(&str, String)> =
        checks.into_iter().map(|sentence| ("docs/subset.md", sentence)).collect();
    assert_pages_say(&checks);
}

#[test]
fn the_combination_page_explains_its_order() {
    let n = 4;
    let cells = n * n;
    let combination = approach("combination");
    // The next choice of `chosen.len()` cells out of `cells` in lexicographic order, computed
    // here independently of the crate's `next_choice`.
    let next = |chosen: &[usize]| -> Vec<usize> {
        let count = chosen.len();
        let position = (0..count)
            .rev()
            .find(|&position| chosen[position] < cells - count + position)
            .expect("not the last choice");
        let mut next = chosen.to_vec();
        for (offset, cell) in next[position..].iter_mut().enumerate() {
            *cell = chosen[position] + 1 + offset;
        }
        next
    };
    let (number, solution) = scan_until(combination, n, 1);
    let chosen: Vec<usize> = (0..n).map(|row| row * n + usize::from(solution[row])).collect();
    // The choices before `chosen`, by the first position where they differ from it: a smaller
    // cell there, any larger cells after it.
    let before: Vec<u128> = (0..n)
        .map(|position| {
            let from = if position == 0 { 0 } else { chosen[position - 1] + 1 };
            (from..chosen[position])
                .map(|cell| binomial((cells - 1 - cell) as u128, (n - 1 - position) as u128))
                .sum()
        })
        .collect();
    assert_eq!(before.iter().sum::<u128>() + 1, u128::from(number), "choice {number}");
    assert_eq!(before[2], 0, "no choice starts with the first two cells and differs in the third");
    let decoded: Vec<String> =
        chosen.iter().map(|cell| format!("{cell} is ({}, {})", cell / n, cell % n)).collect();
    let first_choices: Vec<Vec<usize>> =
        std::iter::successors(Some((0..n).collect::<Vec<_>>()), |chosen| Some(next(chosen)))
            .take(3)
            .collect();
    let [after, then] = [next(&chosen), next(&next(&chosen))];
    let grown = (0..n).find(|&position| then[position] != after[position]).expect("it grows");
    let sentences = [
        format!(
            "{} all {} queens in row 0: cell 1 at position 1 is not in row 1, rejected {} {}",
            spaced(&first_choices[0]),
            in_words(n),
            spaced(&first_choices[1]),
            spaced(&first_choices[2])
        ),
        format!(
            "cell {}, {}, {} and {}, the columns `{solution:?}`",
            decoded[0], decoded[1], decoded[2], decoded[3]
        ),
        format!(
            "before it come the C({}, {}) = {} choices that start with cell 0, the {} that start \
             with cell {} and go on with a cell from {} to {}, and the {} that start `{} {} {}` \
             and end below {}",
            cells - 1,
            n - 1,
            before[0],
            before[1],
            chosen[0],
            chosen[0] + 1,
            chosen[1] - 1,
            before[3],
            chosen[0],
            chosen[1],
            chosen[2],
            chosen[3]
        ),
        format!(
            "{} the first solution {} the last position can grow ({} → {}) {} the last position is \
             at its highest ({}); position {grown} grows ({} → {}), position {} resets",
            spaced(&chosen),
            spaced(&after),
            chosen[n - 1],
            after[n - 1],
            spaced(&then),
            cells - 1,
            after[grown],
            then[grown],
            grown + 1
        ),
        format!("pins all {} choices of 3 out of 5", in_words(binomial(5, 3) as usize)),
    ];
    let checks: Vec<(&str, String)> =
        sentences.into_iter().map(|sentence| ("docs/combination.md", sentence)).collect();
    assert_pages_say(&checks);
}

#[test]
fn the_permutation_page_counts_what_the_scan_wastes() {
    let n = 4;
    let permutation = approach("permutation");
    let (first, _) = scan_until(permutation, n, 1);
    let (second, _) = scan_until(permutation, n, 2);
    let all = permutations_in_order(n);
    let in_row_1: Vec<&Vec<u8>> = all
        .iter()
        .filter(|columns| first_diagonal_attack(columns).is_some_and(|(row, _)| row == 1))
        .collect();
    let mut beginnings: Vec<&[u8]> = in_row_1.iter().map(|columns| &columns[..2]).collect();
    beginnings.dedup();
    assert_eq!(first_diagonal_attack(&all[0]), Some((1, Attack::Diagonal)));
    assert_eq!(first_diagonal_attack(&all[1]), Some((1, Attack::Diagonal)));
    assert_eq!(all[0][..2], all[1][..2], "permutations 1 and 2 begin alike");
    assert_eq!(permutation.count(0), Ok(TOTAL_SOLUTIONS[0]));
    assert_pages_say(&[
        (
            "docs/permutation.md",
            format!("The first solution is permutation number {first} (the test"),
        ),
        ("docs/permutation.md", format!("pins that), the second number {second}:")),
        (
            "docs/permutation.md",
            format!(
                "permutations 1 and 2 both fail in row 1, because their first two queens, `{}`",
                spaced(&all[0][..2])
            ),
        ),
        (
            "docs/permutation.md",
            format!(
                "{} of the {} permutations fail in row 1 this way: {} bad two-queen beginnings, \
                 each dragging along its {}! endings",
                capitalized(in_words(in_row_1.len())),
                all.len(),
                in_words(beginnings.len()),
                n - 2
            ),
        ),
        (
            "docs/permutation.md",
            format!(
                "every permutation starting `{}` fails in row 1, and at n = 8",
                spaced(&all[0][..2])
            ),
        ),
        (
            "docs/permutation.md",
            format!(
                "OEIS A000170 starts with a(0) = {}: the empty board is a solution",
                TOTAL_SOLUTIONS[0]
            ),
        ),
    ]);
}

/// Counts the nodes of a search by the number of queens on their board.
#[derive(Default)]
struct NodesByQueens(Vec<u64>);

impl Observer for NodesByQueens {
    fn node(&mut self, row: usize) {
        if self.0.len() <= row {
            self.0.resize(row + 1, 0);
        }
        self.0[row] += 1;
    }
}

#[test]
fn the_backtracking_pages_count_the_tree_of_4_right() {
    let n = 4;
    let [set, array, bitmask] =
        ["backtrack-set", "backtrack-array", "backtrack-bitmask"].map(|id| work_of(id, n));
    let mut by_queens = NodesByQueens::default();
    approach("backtrack-set")
        .observe(n, &mut by_queens, &mut |_| ControlFlow::Continue(()))
        .expect("4 is small");
    let [root, one, two, three, solutions] = by_queens.0[..] else {
        panic!("the tree of 4 has {} levels", by_queens.0.len())
    };
    assert_eq!(root, 1);
    assert_eq!(set.cells, (set.nodes - set.solutions) * 4, "every inner node examines 4 cells");
    assert_eq!(bitmask.cells, bitmask.nodes - 1, "every cell but the root's becomes a node");
    assert_pages_say(&[
        (
            "docs/backtrack-set.md",
            format!(
                "the empty board (the root), {one} boards with one queen, {two} with two, {three} \
                 with three and the {solutions} solutions, {} in all. Each of the {} nodes that \
                 are not solutions examines all {n} cells of its next row: {} cells.",
                set.nodes,
                set.nodes - set.solutions,
                set.cells
            ),
        ),
        (
            "docs/backtrack-array.md",
            format!("prints the same {} nodes and {} cells as", array.nodes, array.cells),
        ),
        (
            "docs/backtrack-bitmask.md",
            format!(
                "The same {} nodes as the set and array versions, but only {} cells examined \
                 instead of {}",
                bitmask.nodes, bitmask.cells, set.cells
            ),
        ),
        (
            "docs/backtrack-bitmask.md",
            format!(
                "The {} rejections of the other traces never happen",
                set.cells - bitmask.cells
            ),
        ),
    ]);
}

/// The numbers of the fenced code block whose first line is `header`, one list per line after
/// the header.
fn numbers_in_block(path: &str, header: &str) -> Vec<Vec<i64>> {
    let text = fs::read_to_string(workspace_root().join(path)).expect("a readable page");
    let mut lines = text.lines().skip_while(|line| line.trim_end() != header);
    assert!(lines.next().is_some(), "{path} has no block starting `{header}`");
    lines
        .take_while(|line| !line.starts_with("```"))
        .map(|line| {
            line.split_whitespace().map(|number| number.parse().expect("a number")).collect()
        })
        .collect()
}

#[test]
fn the_backtracking_pages_number_the_diagonals_right() {
    let n: i64 = 4;
    let table = |left: fn(i64, i64) -> i64, right: fn(i64, i64) -> i64| -> Vec<Vec<i64>> {
        (0..n)
            .map(|row| {
                let left = (0..n).map(|col| left(row, col));
                left.chain((0..n).map(|col| right(row, col))).collect()
            })
            .collect()
    };
    assert_eq!(
        numbers_in_block("docs/backtrack-set.md", "row - col           row + col"),
        table(|row, col| row - col, |row, col| row + col)
    );
    assert_eq!(
        numbers_in_block(
            "docs/backtrack-array.md",
            "diags1: row + n - 1 - col     diags2: row + col"
        ),
        table(|row, col| row + 4 - 1 - col, |row, col| row + col)
    );
    assert_pages_say(&[(
        "docs/backtrack-array.md",
        format!("The first table is the `row - col` table of the previous page plus {}.", n - 1),
    )]);
}

#[test]
fn the_array_page_shows_the_flags_right() {
    let n = 4;
    let solution = approach("backtrack-array").solutions(n).expect("4 is small")[0].clone();
    let columns: Vec<usize> = solution.columns().iter().map(|&col| usize::from(col)).collect();
    let diag1 = |row: usize, col: usize| row + n - 1 - col;
    let diag2 = |row: usize, col: usize| row + col;
    // The flags once the queens of the rows above `row` stand where the first solution has them.
    let flags = |row: usize| {
        let mut flags = [vec![false; n], vec![false; 2 * n - 1], vec![false; 2 * n - 1]];
        for (above, &col) in columns[..row].iter().enumerate() {
            flags[0][col] = true;
            flags[1][diag1(above, col)] = true;
            flags[2][diag2(above, col)] = true;
        }
        flags
    };
    let shown = |flags: &[bool]| {
        let letters: Vec<&str> = flags.iter().map(|&set| if set { "T" } else { "F" }).collect();
        format!("[{}]", letters.join(", "))
    };
    let letter = |set: bool| if set { "T" } else { "F" };
    let free = |row: usize| {
        let [cols, diags1, diags2] = flags(row);
        (0..n)
            .filter(|&col| !cols[col] && !diags1[diag1(row, col)] && !diags2[diag2(row, col)])
            .collect::<Vec<_>>()
    };
    let [cols, diags1, diags2] = flags(2);
    let (a, b) = (columns[0], columns[1]);
    let mut checks = vec![
        format!("having placed queens on (0, {a}) and (1, {b}), looks at row 2"),
        format!("cols = {} columns {} and {}", shown(&cols), a.min(b), a.max(b)),
        format!(
            "diags1 = {} (0, {a}) → 0 + {} - {a} = {}, (1, {b}) → 1 + {} - {b} = {}",
            shown(&diags1),
            n - 1,
            diag1(0, a),
            n - 1,
            diag1(1, b)
        ),
        format!(
            "diags2 = {} (0, {a}) → 0 + {a} = {}, (1, {b}) → 1 + {b} = {}",
            shown(&diags2),
            diag2(0, a),
            diag2(1, b)
        ),
        format!(
            "| cell | `cols[col]` | `diags1[2 + {} - col]` | `diags2[2 + col]` | verdict |",
            n - 1
        ),
    ];
    let queen_on = |line: &dyn Fn(usize, usize) -> usize, row: usize, col: usize| {
        let above = (0..2).find(|&above| line(above, columns[above]) == line(row, col));
        above.map(|above| format!("({above}, {})", columns[above])).expect("a queen on the line")
    };
    for (col, &column_taken) in cols.iter().enumerate() {
        let [d1, d2] = [diag1(2, col), diag2(2, col)];
        let row = if column_taken {
            format!("| (2, {col}) | `cols[{col}]` T | | | column |")
        } else {
            let verdict = if diags1[d1] {
                format!("diagonal of {}", queen_on(&diag1, 2, col))
            } else if diags2[d2] {
                format!("anti-diagonal of {}", queen_on(&diag2, 2, col))
            } else {
                "free: place a queen".to_string()
            };
            format!(
                "| (2, {col}) | `cols[{col}]` F | `diags1[{d1}]` {} | `diags2[{d2}]` {} | {verdict} |",
                letter(diags1[d1]),
                letter(diags2[d2])
            )
        };
        checks.push(row);
    }
    assert_eq!(free(2), [columns[2]], "row 2 has one free cell");
    assert_eq!(free(3), [columns[3]], "row 3 has one free cell");
    let c = columns[2];
    checks.push(format!(
        "The queen on (2, {c}) sets `cols[{c}]`, `diags1[{}]` and `diags2[{}]`; row 3 then has one \
         free cell, (3, {}), and the first solution is `{}`.",
        diag1(2, c),
        diag2(2, c),
        columns[3],
        spaced(&columns)
    ));
    checks.push(format!("before (2, {}) is examined", c + 1));
    checks.push(format!(
        "the index tables above run from 0 to {} on a 4 × 4 board",
        diag1(n - 1, 0).max(diag2(n - 1, n - 1))
    ));
    let checks: Vec<(&str, String)> =
        checks.into_iter().map(|sentence| ("docs/backtrack-array.md", sentence)).collect();
    assert_pages_say(&checks);
}

/// The masks `cols`, `diags1` and `diags2` of the row below `queens` (the column of the queen in
/// each row from row 0), as `backtrack-bitmask` passes them down.
fn masks_below(queens: &[u8]) -> [u32; 3] {
    queens.iter().fold([0, 0, 0], |[cols, diags1, diags2], &col| {
        let bit = 1u32 << col;
        [cols | bit, (diags1 | bit) << 1, (diags2 | bit) >> 1]
    })
}

#[test]
fn the_bitmask_page_shows_the_masks_right() {
    let n = 4;
    let full = (1u32 << n) - 1;
    let solution = approach("backtrack-bitmask").solutions(n).expect("4 is small")[0].clone();
    let columns = solution.columns();
    let shown = |mask: u32| binary(u64::from(mask), n, " ");
    let solutions = approach("backtrack-bitmask").solutions(n).expect("4 is small");
    let led_nowhere: Vec<u8> = (0..columns[0])
        .filter(|&col| solutions.iter().all(|solution| solution.columns()[0] != col))
        .collect();
    assert_eq!(led_nowhere, [0], "only column 0 comes before the first solution's in row 0");
    let mut checks = vec![
        format!("Here are the masks on the way to the first solution, `{}`.", spaced(columns)),
        format!("Bits above bit {} stand for columns beyond the board's right edge.", n - 1),
        format!(
            "column {} (`{}`), after column 0 led nowhere |",
            columns[0],
            shown(1 << columns[0])
        ),
    ];
    for (row, &col) in columns.iter().enumerate() {
        let [cols, diags1, diags2] = masks_below(&columns[..row]);
        let attacked = (cols | diags1 | diags2) & full;
        let avail = !(cols | diags1 | diags2) & full;
        assert!(avail & (1 << col) != 0, "the queen of row {row} stands on a free cell");
        checks.push(format!(
            "| {row} | `{}` | `{}` | `{}` | `{}` | `{}` | column {col} (`{}`)",
            shown(cols),
            shown(diags1),
            shown(diags2),
            shown(attacked),
            shown(avail),
            shown(1 << col)
        ));
    }
    // Follow the queen of row 0.
    let col = u32::from(columns[0]);
    let [_, diags1, diags2] = masks_below(&columns[..1]);
    let off_board = col + 3;
    assert!(off_board >= 4, "its diagonal has left the board by row 3");
    checks.push(format!(
        "The queen on (0, {col}) is bit `{}`. In row 1 its diagonal is one column to the right, bit \
         `{}` of `diags1`, and its anti-diagonal one column to the left, bit `{}` of `diags2`: \
         cells (1, {}) and (1, {})",
        shown(1 << col),
        shown(diags1),
        shown(diags2),
        diags1.trailing_zeros(),
        diags2.trailing_zeros()
    ));
    checks.push(format!(
        "In row 2 its diagonal has reached column {} (bit {} of `diags1`)",
        col + 2,
        col + 2
    ));
    checks.push(format!(
        "In row 3 its diagonal is off the board on the right, bit {off_board} of `diags1`"
    ));

    // Taking the lowest bit, at n = 8 after queens on (0, 0) and (1, 4).
    let n = 8;
    let full = (1u32 << n) - 1;
    let queens = [0, 4];
    let [cols, diags1, diags2] = masks_below(&queens);
    let avail = !(cols | diags1 | diags2) & full;
    let low = |mask: u32| binary(u64::from(mask & full), n, " ");
    let free: Vec<u32> = (0..u32::BITS).filter(|&col| avail & (1 << col) != 0).collect();
    let free_descending: Vec<u32> = free.iter().rev().copied().collect();
    let lowest = avail & avail.wrapping_neg();
    let rest = avail & (avail - 1);
    let turns: Vec<String> =
        std::iter::successors(Some(rest), |&mask| (mask != 0).then(|| mask & (mask - 1)))
            .take_while(|&mask| mask != 0)
            .map(|mask| {
                let bit = mask & mask.wrapping_neg();
                format!("`{}` (column {})", low(bit), bit.trailing_zeros())
            })
            .collect();
    checks.extend([
        format!(
            "At n = {n}, after queens on (0, {}) and (1, {}), the free cells of row 2 are columns \
             {}: `avail = {}`",
            queens[0],
            queens[1],
            listed(&free),
            binary(u64::from(avail), n, "_")
        ),
        format!("avail {} columns {} are free", low(avail), listed(&free_descending)),
        format!("!avail {}", low(!avail)),
        format!("avail.wrapping_neg() {} !avail + 1", low(avail.wrapping_neg())),
        format!(
            "avail & that {} the lowest set bit: column {} (trailing_zeros = {})",
            low(lowest),
            lowest.trailing_zeros(),
            lowest.trailing_zeros()
        ),
        format!("avail - 1 {} the lowest one becomes 0", low(avail - 1)),
        format!(
            "avail & (avail - 1) {} column {} removed; columns {} remain",
            low(rest),
            lowest.trailing_zeros(),
            listed(&free[1..])
        ),
        format!(
            "(Only the low {n} bits are shown. In the `u32`, the {} high bits of `avail` are 0",
            u32::BITS as usize - n
        ),
        format!("The next turns take {}, and then `avail` is 0", turns.join(", then ")),
    ]);
    let checks: Vec<(&str, String)> =
        checks.into_iter().map(|sentence| ("docs/backtrack-bitmask.md", sentence)).collect();
    assert_pages_say(&checks);
}

#[test]
fn the_backtracking_pages_compare_the_tree_with_n_factorial() {
    let nodes = |n: usize| exact(space::backtrack_nodes(n)) as f64;
    let factorial = |n: usize| exact(space::permutations(n)) as f64;
    let last = BACKTRACK_NODES.len() - 1;
    let growth = |n: usize| nodes(n) / nodes(n - 1);
    let [set, array, bitmask] =
        ["backtrack-set", "backtrack-array", "backtrack-bitmask"].map(|id| work_of(id, 8));
    assert_eq!((set.nodes, set.solutions), (array.nodes, array.solutions));
    assert_eq!(set.cells, array.cells);
    assert_eq!(set.cells, 8 * (set.nodes - set.solutions), "n cells per inner node");
    assert_eq!(bitmask.cells, bitmask.nodes - 1, "one cell per node besides the root");
    assert_eq!((factorial(8) / nodes(8)).round(), 20.0, "about a twentieth");
    let share_12 = nodes(12) / factorial(12) * 100.0;
    assert!((0.1..0.2).contains(&share_12), "under 0.2%, not {share_12}%");
    let per_row = format!("{:.1}", growth(last) / last as f64);
    let [nodes_8, factorial_8, solutions_8, cells_8, tree_cells_8] =
        [set.nodes, 40_320, set.solutions, set.cells, bitmask.cells].map(thousands);
    assert_eq!(factorial_8, exactly(space::permutations(8)));
    assert_pages_say(&[
        (
            "docs/backtrack-set.md",
            format!("n = 8: {nodes_8} nodes against 8! = {factorial_8}, about a twentieth."),
        ),
        (
            "docs/backtrack-set.md",
            format!(
                "n = 12: {} nodes against 12! = {}, under 0.2%.",
                exactly(space::backtrack_nodes(12)),
                exactly(space::permutations(12))
            ),
        ),
        (
            "docs/backtrack-set.md",
            format!(
                "n = {last}: {} nodes against {last}! ≈ {}, about {:.3}%.",
                exactly(space::backtrack_nodes(last)),
                rounded(factorial(last)),
                nodes(last) / factorial(last) * 100.0
            ),
        ),
        (
            "docs/backtrack-set.md",
            format!(
                "the tree grows by a factor of about {per_row} n (×{:.1} from n = 7 to n = 8, \
                 ×{:.1} from n = {} to n = {last})",
                growth(8),
                growth(last),
                last - 1
            ),
        ),
        (
            "docs/backtrack-set.md",
            format!("the fraction of n! that is searched shrinks by about {per_row} per row"),
        ),
        (
            "docs/backtrack-bitmask.md",
            format!("every further row multiplies the tree by about {per_row} n"),
        ),
        (
            "docs/backtrack-set.md",
            format!("at n = 8, 8 × ({nodes_8} − {solutions_8}) = {cells_8} cells"),
        ),
        (
            "docs/backtrack-array.md",
            format!("far fewer ({nodes_8} nodes at n = 8 against 8! = {factorial_8})"),
        ),
        (
            "docs/backtrack-array.md",
            format!("exactly n · (nodes − solutions) cells, {cells_8} at n = 8"),
        ),
        (
            "docs/backtrack-array.md",
            format!(
                "Solutions are a small share of the nodes ({solutions_8} of {nodes_8} at n = 8), so \
                 at n = 8 the search examines {cells_8} cells and the copies write {solutions_8} × \
                 64 = {} cells, nowhere near 8! · 64 = {}",
                thousands(set.solutions * 64),
                separated(exact(space::permutations(8)) * 64)
            ),
        ),
        ("docs/backtrack-array.md", format!("{cells_8} cells for {nodes_8} nodes at n = 8")),
        (
            "docs/backtrack-array.md",
            format!("visits only those: {tree_cells_8} cells for the same {nodes_8} nodes"),
        ),
        (
            "docs/backtrack-bitmask.md",
            format!("in truth {nodes_8} nodes at n = 8 against 8! = {factorial_8}"),
        ),
        (
            "docs/backtrack-bitmask.md",
            format!("examines exactly nodes − 1 cells: {tree_cells_8} at n = 8 against {cells_8}"),
        ),
    ]);
}

#[test]
fn the_pages_state_the_limits_each_approach_states() {
    let info = |id: &str| approach(id).info();
    let [subset, combination, permutation, set, bitmask] =
        ["subset", "combination", "permutation", "backtrack-set", "backtrack-bitmask"].map(info);
    // Each limit is where the approach's representation runs out.
    let refuses_beyond = |id: &str, max_n: usize| {
        let solver = approach(id);
        assert!(solver.check_size(max_n).is_ok() && solver.check_size(max_n + 1).is_err(), "{id}");
    };
    for (id, max_n) in [
        ("subset", subset.max_n),
        ("combination", combination.max_n),
        ("permutation", permutation.max_n),
        ("backtrack-set", set.max_n),
        ("backtrack-bitmask", bitmask.max_n),
    ] {
        refuses_beyond(id, max_n);
    }
    let u64_limit = u128::from(u64::MAX);
    let fits = |work: Work| exact(work) <= u64_limit;
    let (max, cells) = (subset.max_n, subset.max_n * subset.max_n);
    assert!(cells <= 64 && (max + 1) * (max + 1) > 64, "a u64 mask holds the board of n = {max}");
    assert!(2 * max - 1 <= 16, "a u16 holds the diagonals of n = {max}");
    let subset_refusal = count_refusal(approach("subset"), max).expect("n = 8 is refused");
    assert!(
        subset_refusal.contains("estimated"),
        "the refusal gives no estimate: {subset_refusal}"
    );
    let (c_max, c_next) = (combination.max_n, combination.max_n + 1);
    assert!(fits(space::combinations(c_max)) && !fits(space::combinations(c_next)));
    let (p_max, p_next) = (permutation.max_n, permutation.max_n + 1);
    assert!(fits(space::permutations(p_max)) && !fits(space::permutations(p_next)));
    let b_max = bitmask.max_n;
    assert_eq!(b_max, u32::BITS as usize, "one bit of a u32 per column");
    assert!(1u32.checked_shl(u32::BITS).is_none());
    assert!(u8::try_from(set.max_n - 1).is_ok() && u8::try_from(set.max_n).is_err());
    let tested = tested_up_to(approach("backtrack-bitmask"));
    assert_pages_say(&[
        (
            "docs/subset.md",
            format!(
                "The largest n a `u64` mask can hold is {max} ({cells} cells); the tool refuses \
                 n = {} and beyond",
                max + 1
            ),
        ),
        (
            "docs/subset.md",
            format!("n = {max} is representable but hopeless: 2^{cells} candidates"),
        ),
        ("docs/subset.md", format!("cargo run --release -- count {max} --approach subset")),
        (
            "docs/subset.md",
            format!("**The last mask at n = {max} does not fit the usual formula.**"),
        ),
        (
            "docs/subset.md",
            format!("At n = {max}, `cells` is {cells} and `1u64 << {cells}` overflows"),
        ),
        ("docs/subset.md", format!("cannot even express 2^{cells}")),
        ("docs/subset.md", format!("The crate spells the n = {max} case out as `u64::MAX`")),
        (
            "docs/subset.md",
            format!("There are 2n − 1 diagonals each way, at most {} for n ≤ {max}", 2 * max - 1),
        ),
        (
            "docs/subset.md",
            format!(
                "The type limit (n ≤ {max}) and the practical limit (n ≤ {})",
                subset.practical_n
            ),
        ),
        (
            "docs/combination.md",
            format!(
                "The counter is a `u64`, which holds C({}, {c_max}) ≈ {} but not C({}, {c_next}) ≈ \
                 {}, so the tool refuses n ≥ {c_next}",
                c_max * c_max,
                rounded(space::combinations(c_max).estimate),
                c_next * c_next,
                rounded(space::combinations(c_next).estimate)
            ),
        ),
        (
            "docs/combination.md",
            format!(
                "stops being quick long before that, around n = {practical}; see [the \
                 benchmarks](benchmarks.md), or try `cargo run --release -- compare {practical}`",
                practical = combination.practical_n
            ),
        ),
        (
            "docs/permutation.md",
            format!("the cast would wrap silently at n = {}", usize::from(u8::MAX) + 1),
        ),
        (
            "docs/combination.md",
            format!("The flag arrays have 2 · {c_max} − 1 = {} entries", 2 * c_max - 1),
        ),
        (
            "docs/permutation.md",
            format!(
                "The counter is a `u64`, which holds {p_max}! ≈ {} but not {p_next}! ≈ {}, so the \
                 tool refuses n ≥ {p_next}",
                rounded(space::permutations(p_max).estimate),
                rounded(space::permutations(p_next).estimate)
            ),
        ),
        (
            "docs/permutation.md",
            format!("the scan stays quick up to about n = {}", permutation.practical_n),
        ),
        (
            "docs/permutation.md",
            format!("At most 2 · {p_max} − 1 = {} diagonals run each way", 2 * p_max - 1),
        ),
        ("docs/backtrack-set.md", format!("The casts are lossless because n ≤ {}.", set.max_n)),
        (
            "docs/backtrack-bitmask.md",
            format!(
                "The masks hold {b_max} columns, so the tool refuses n > {b_max}; in practice the \
                 search is quick up to about n = {}",
                bitmask.practical_n
            ),
        ),
        ("docs/backtrack-bitmask.md", format!("including the {b_max} − n bits above the board")),
        ("docs/backtrack-bitmask.md", format!("so that n = {b_max} gets all {b_max} bits")),
        ("docs/backtrack-bitmask.md", format!("**`full` at n = {b_max}.**")),
        (
            "docs/backtrack-bitmask.md",
            format!("overflows when n is {b_max} (`1u32 << {b_max}` is out of range)"),
        ),
        (
            "docs/backtrack-bitmask.md",
            format!("they pin the nodes, cells and solutions of every n up to {tested}"),
        ),
    ]);
}

#[test]
fn the_leetcode_versions_say_where_the_count_outgrows_an_i32() {
    let limit = u64::try_from(i32::MAX).expect("i32::MAX is positive");
    let first = TOTAL_SOLUTIONS.iter().position(|&total| total > limit).expect("it grows past it");
    let sentence = format!("(at most `i32::MAX`, which is first exceeded at n = {first})");
    let checks: Vec<(String, String)> = backtracking_searches()
        .iter()
        .map(|approach| (format!("docs/{}.md", approach.info().id), sentence.clone()))
        .collect();
    assert_pages_say(&checks);
}

#[test]
fn the_learning_path_names_the_default_approach() {
    let tool = |arguments: &[&str]| {
        let output = std::process::Command::new(env!("CARGO_BIN_EXE_nqueens"))
            .args(arguments)
            .output()
            .expect("the tool runs");
        assert!(output.status.success(), "nqueens {} fails", arguments.join(" "));
        String::from_utf8(output.stdout).expect("UTF-8 output")
    };
    let counted = tool(&["count", "4"]);
    let default = counted
        .lines()
        .find_map(|line| line.strip_prefix("approach").map(str::trim))
        .expect("`nqueens count` names its approach");
    // Every command that takes `--approach` has the same default.
    for command in ["solve", "count", "trace"] {
        let help = tool(&[command, "--help"]);
        let after = help.split_once("--approach").map_or("", |(_, after)| after);
        assert!(
            after.contains(&format!("[default: {default}]")),
            "`nqueens {command}` has another default approach than `{default}`"
        );
    }
    assert_pages_say(&[(
        "docs/README.md",
        format!("runs it; the default approach is `{default}`)"),
    )]);
}

#[test]
fn the_pages_give_the_rust_version_the_workspace_requires() {
    let manifest =
        fs::read_to_string(workspace_root().join("Cargo.toml")).expect("a readable Cargo.toml");
    let version = manifest
        .lines()
        .find_map(|line| line.strip_prefix("rust-version = "))
        .map(|quoted| quoted.trim_matches('"'))
        .expect("the workspace states its rust-version");
    let sentence = format!("a Rust toolchain ({version} or newer)");
    assert_pages_say(&[("README.md", sentence.clone()), ("docs/README.md", sentence)]);
}

/// The tree of a backtracking search as it walks it: the board (the column of each queen, from
/// row 0) of every node it enters below the root, and of every cell it rejects, with why.
#[derive(Default)]
struct Tree {
    board: Vec<u8>,
    nodes: Vec<Vec<u8>>,
    rejected: Vec<(Vec<u8>, Attack)>,
}

impl Observer for Tree {
    fn rejected(&mut self, row: usize, col: usize, attack: Attack) {
        let mut board = self.board[..row].to_vec();
        board.push(u8::try_from(col).expect("a small board"));
        self.rejected.push((board, attack));
    }

    fn placed(&mut self, row: usize, col: usize) {
        self.board.truncate(row);
        self.board.push(u8::try_from(col).expect("a small board"));
        self.nodes.push(self.board.clone());
    }
}

#[test]
fn the_set_page_reads_its_trace_right() {
    let n = 4;
    let mut tree = Tree::default();
    approach("backtrack-set")
        .observe(n, &mut tree, &mut |_| ControlFlow::Continue(()))
        .expect("4 is small");
    let children = |board: &[u8]| -> Vec<u8> {
        let below = tree.nodes.iter().filter(|node| node.len() == board.len() + 1);
        below.filter(|node| node.starts_with(board)).map(|node| node[board.len()]).collect()
    };
    let solutions_under = |board: &[u8]| -> Vec<&Vec<u8>> {
        tree.nodes.iter().filter(|node| node.len() == n && node.starts_with(board)).collect()
    };
    // Row 0: the first queen leads only to dead ends, the next two to one solution each, the
    // last to dead ends again.
    let [dead, first, second, last] = children(&[])[..] else { panic!("row 0 has 4 cells") };
    assert!(solutions_under(&[dead]).is_empty() && solutions_under(&[last]).is_empty());
    let [first_solution] = solutions_under(&[first])[..] else { panic!("one solution") };
    let [second_solution] = solutions_under(&[second])[..] else { panic!("one solution") };
    for rows in 1..n {
        assert_eq!(children(&first_solution[..rows]).len(), 1, "a single free cell in each row");
    }
    let [blocked, narrow] = children(&[dead])[..] else { panic!("two cells free in row 1") };
    assert!(children(&[dead, blocked]).is_empty(), "every cell of row 2 is attacked");
    let [only] = children(&[dead, narrow])[..] else { panic!("one free cell in row 2") };
    assert!(children(&[dead, narrow, only]).is_empty(), "nothing free in row 3");
    // The first queen of row 1 rejected for sharing a diagonal.
    let rejected_early = &tree
        .rejected
        .iter()
        .find(|(board, attack)| board.len() == 2 && *attack == Attack::Diagonal)
        .expect("a rejection in row 1")
        .0[..];
    let beginning_that_way: Vec<String> = permutations_in_order(n)
        .iter()
        .filter(|columns| columns.starts_with(rejected_early))
        .map(|columns| format!("`{}`", spaced(columns)))
        .collect();
    assert_pages_say(&[
        (
            "docs/backtrack-set.md",
            format!(
                "The queen on (0, {dead}) leads only to dead ends: after (1, {blocked}) every cell \
                 of row 2 is attacked, and after (1, {narrow}) the one free cell of row 2, (2, \
                 {only}), leaves nothing free in row 3. The queen on (0, {first}) leads straight to \
                 the first solution, `{}`, with a single free cell in each row below it. The \
                 queens on (0, {second}) and (0, {last}), left out above, repeat this in mirror \
                 image: (0, {second}) leads to the second solution, `{}`, and (0, {last}) to dead \
                 ends.",
                spaced(first_solution),
                spaced(second_solution)
            ),
        ),
        (
            "docs/backtrack-set.md",
            format!("… (the queens on (0, {second}) and (0, {last}) mirror the two above)"),
        ),
        (
            "docs/backtrack-set.md",
            format!(
                "The rejection of (1, {}) under (0, {}) disposes of every board beginning `{}` in \
                 one step, while [`permutation`](permutation.md) built and tested {} permutations \
                 beginning that way, {}.",
                rejected_early[1],
                rejected_early[0],
                spaced(rejected_early),
                if beginning_that_way.len() == 2 { "both" } else { "all" },
                beginning_that_way.join(" and ")
            ),
        ),
    ]);
}

#[test]
fn the_learning_path_describes_its_generated_tables_at_their_n() {
    let text =
        fs::read_to_string(workspace_root().join("docs/README.md")).expect("a readable page");
    let text = flowing(&text);
    for (before, kind) in [
        ("At n = {n} the candidates shrink like this:", "funnel"),
        ("## The approaches side by side at n = {n}", "comparison"),
    ] {
        let marker = format!("<!-- generated: {kind} ");
        let n = text
            .split(&marker)
            .nth(1)
            .and_then(|rest| rest.split_whitespace().next())
            .unwrap_or_else(|| panic!("docs/README.md has no `{kind}` section"));
        let sentence = before.replace("{n}", n);
        let (prose, _) = text.split_once(&marker).expect("the marker");
        assert!(prose.contains(&sentence), "docs/README.md no longer says: {sentence}");
    }
}

/// The results pages hold measured times, which no test can check, but also counts and task
/// numbers, which the code computes: those are checked here.
#[test]
fn the_results_pages_state_computed_counts_right() {
    use nqueens_core::sequences::{BACKTRACK_CELLS, UNIQUE_SOLUTIONS};
    use nqueens_parallel::Shard;

    // The task list of the parallel counter, without running a task: a shard outside the list
    // (index 0) runs nothing but still reports the size of the whole list.
    let tasks = |n: usize| {
        let options = Options { threads: Some(1), shard: Some(Shard { index: 0, count: 1 }) };
        let tally = nqueens_parallel::count(n, &options, &|_, _| {}).expect("n is within range");
        assert_eq!(tally.tasks, 0, "the out-of-range shard ran tasks at n = {n}");
        thousands(tally.tasks_total as u64)
    };
    let total = |n: usize| thousands(TOTAL_SOLUTIONS[n]);
    let unique = |n: usize| thousands(UNIQUE_SOLUTIONS[n]);
    let bitmask = work_of("backtrack-bitmask", 12);
    let array = work_of("backtrack-array", 12);
    assert_eq!(array.cells, BACKTRACK_CELLS[12], "the array search examines every cell");
    let rendered_strings = TOTAL_SOLUTIONS[12] * 12;
    assert_pages_say(&[
        (
            "docs/parallel.md",
            format!(
                "{} tasks for n = 16, {} for n = 17, {} for n = 18 and {} for n = 19",
                tasks(16),
                tasks(17),
                tasks(18),
                tasks(19)
            ),
        ),
        (
            "docs/parallel.md",
            format!(
                "n = 16 gave {} solutions and {} unique ones from {} tasks, n = 17 {} and {} from \
                 {} tasks, n = 18 {} and {} from {} tasks",
                total(16),
                unique(16),
                tasks(16),
                total(17),
                unique(17),
                tasks(17),
                total(18),
                unique(18),
                tasks(18)
            ),
        ),
        ("docs/parallel.md", format!("prints {} solutions and {} unique", total(17), unique(17))),
        (
            "docs/parallel.md",
            format!(
                "n = 19 gave {} solutions, {} unique, from {} tasks",
                total(19),
                unique(19),
                tasks(19)
            ),
        ),
        ("docs/benchmarks.md", format!("41.5 s ({} total, {} unique)", total(18), unique(18))),
        (
            "docs/benchmarks.md",
            format!(
                "{} cells at n = 12 for {} nodes",
                thousands(array.cells),
                thousands(array.nodes)
            ),
        ),
        (
            "docs/benchmarks.md",
            format!("touches only those ({} cells at n = 12)", thousands(bitmask.cells)),
        ),
        (
            "docs/benchmarks.md",
            format!(
                "at n = 12 ({} solutions, each a small allocation)",
                thousands(TOTAL_SOLUTIONS[12])
            ),
        ),
        ("docs/benchmarks.md", format!("for {} strings", thousands(rendered_strings))),
    ]);
}
