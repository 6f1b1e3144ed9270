//! The Chinese pages against their English twins: the same sections in the same order, and the
//! same excerpts, tool output, generated tables and images.
//!
//! `README.zh-CN.md` is the twin of `README.md`, and `docs/zh/PAGE.md` the twin of
//! `docs/PAGE.md`. A twin is a translation of the prose only: every code excerpt, snapshot of
//! the tool's output, generated table and image is the same marker (checked against the same
//! source by the other checks), but a trace, which the Chinese page shows as the tool prints it
//! with `--lang zh` (its snapshot is that command's), and every heading of the English page has a heading at the same
//! level, in the same order, on the twin. A Chinese heading has no anchor a link can rely on, so
//! each one carries the anchor of its English twin on the line before it,
//! `<a id="the-idea"></a>`: a link into a Chinese page uses the same `#fragment` as a link into
//! the English one, and the anchors pair the headings up.

use std::fs;
use std::path::{Component, Path, PathBuf};

use crate::links::{github_slugs, heading_lines, image_targets};
use crate::{markdown_files, relative, workspace_root};

/// The English pages that have no Chinese twin: the contributors' page and the table of contents.
const UNTRANSLATED: [&str; 2] = ["docs/ARCHITECTURE.md", "docs/SUMMARY.md"];

/// Every English page with its Chinese twin, from the workspace root: the root README and every
/// page of `docs/` but [`UNTRANSLATED`].
pub(crate) fn twins() -> Vec<(String, String)> {
    let mut twins = vec![("README.md".to_string(), "README.zh-CN.md".to_string())];
    let docs = workspace_root().join("docs");
    for file in markdown_files() {
        let path = relative(&file);
        if file.parent() == Some(docs.as_path()) && !UNTRANSLATED.contains(&path.as_str()) {
            let name = file.file_name().and_then(|name| name.to_str()).expect("a UTF-8 name");
            twins.push((path, format!("docs/zh/{name}")));
        }
    }
    twins
}

/// What a page must share with its twin, in the order the page has it.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Landmark {
    /// A heading: its level and its anchor (the English heading's GitHub anchor).
    Heading(usize, String),
    /// A marker line: `<!-- source: … -->`, `<!-- snapshot: … -->` or `<!-- generated: … -->`.
    Marker(String),
    /// An image, as the path from the workspace root of the file it shows.
    Image(String),
}

impl std::fmt::Display for Landmark {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Landmark::Heading(level, anchor) => {
                write!(formatter, "{} #{anchor}", "#".repeat(*level))
            }
            Landmark::Marker(marker) => write!(formatter, "{marker}"),
            Landmark::Image(path) => write!(formatter, "image {path}"),
        }
    }
}

/// The explicit anchor `<a id="…"></a>` a line consists of, if it does.
pub(crate) fn explicit_anchor(line: &str) -> Option<&str> {
    line.trim().strip_prefix("<a id=\"")?.strip_suffix("\"></a>")
}

/// `path` with its `.` and `..` steps resolved, without touching the file system.
fn normalized(path: &Path) -> PathBuf {
    let mut parts: Vec<Component> = Vec::new();
    for part in path.components() {
        match part {
            Component::CurDir => {}
            Component::ParentDir if matches!(parts.last(), Some(Component::Normal(_))) => {
                parts.pop();
            }
            _ => parts.push(part),
        }
    }
    parts.iter().collect()
}

/// The landmarks of the page at `path` (from the workspace root), and the problems of its
/// headings: on a Chinese page (`chinese`), each heading must follow its explicit anchor.
fn landmarks(path: &str, chinese: bool) -> (Vec<Landmark>, Vec<String>) {
    let text = fs::read_to_string(workspace_root().join(path)).expect("a readable page");
    let directory = Path::new(path).parent().unwrap_or(Path::new(""));
    let lines: Vec<&str> = text.lines().collect();
    let headings = heading_lines(&text);
    let slugs = github_slugs(&text);
    let mut landmarks = Vec::new();
    let mut problems = Vec::new();
    let mut next_heading = 0;
    for (index, line) in crate::links::prose_lines(&text) {
        if headings.get(next_heading).is_some_and(|&(heading, _)| heading == index) {
            let level = headings[next_heading].1;
            let anchor = if chinese {
                let before = index.checked_sub(1).map(|previous| lines[previous]);
                match before.and_then(explicit_anchor) {
                    Some(anchor) => anchor.to_string(),
                    None => {
                        problems.push(format!(
                            "{path}:{}: the heading has no `<a id=\"…\"></a>` on the line before \
                             it, with the anchor of its English twin",
                            index + 1
                        ));
                        String::new()
                    }
                }
            } else {
                slugs[next_heading].clone()
            };
            landmarks.push(Landmark::Heading(level, anchor));
            next_heading += 1;
            continue;
        }
        let trimmed = line.trim();
        if ["<!-- source: ", "<!-- snapshot: ", "<!-- generated: "]
            .iter()
            .any(|start| trimmed.starts_with(start))
        {
            landmarks.push(Landmark::Marker(trimmed.to_string()));
        }
        for target in image_targets(line) {
            if target.contains("://") {
                landmarks.push(Landmark::Image(target.to_string()));
            } else {
                // A figure's Chinese twin (`search-4-zh.svg`) stands where the English page
                // shows the figure itself.
                let target = target.replace("-zh.svg", ".svg");
                let file = normalized(&directory.join(target));
                landmarks.push(Landmark::Image(file.display().to_string()));
            }
        }
    }
    (landmarks, problems)
}

/// The snapshot marker of the tool's Chinese output for the same command as `marker`, if
/// `marker` is a snapshot of a trace: the Chinese pages show the trace as `--lang zh` prints it.
fn chinese_snapshot(marker: &str) -> Option<String> {
    let command = marker.strip_prefix("<!-- snapshot: nqueens trace ")?.strip_suffix(" -->")?;
    Some(format!("<!-- snapshot: nqueens trace {command} --lang zh -->"))
}

/// Whether a landmark of a Chinese page stands where `english` stands on its English twin: the
/// same landmark, but for a trace, which the Chinese page shows in Chinese.
fn pairs_with(english: &Landmark, chinese: &Landmark) -> bool {
    match (english, chinese) {
        (Landmark::Marker(english), Landmark::Marker(chinese)) => {
            chinese_snapshot(english).map_or(english == chinese, |zh| &zh == chinese)
        }
        _ => english == chinese,
    }
}

/// What differs between the landmarks of a page and those of its twin: the first place where
/// they part, with the landmarks around it.
fn first_difference(english: &[Landmark], chinese: &[Landmark]) -> Option<String> {
    let same =
        english.iter().zip(chinese).take_while(|(english, chinese)| pairs_with(english, chinese));
    let at = same.count();
    if at == english.len() && at == chinese.len() {
        return None;
    }
    let show = |landmark: Option<&Landmark>| match landmark {
        Some(Landmark::Marker(marker)) => chinese_snapshot(marker)
            .map_or(marker.clone(), |zh| format!("{marker}` (on the Chinese page `{zh}`)")),
        Some(landmark) => landmark.to_string(),
        None => "the end".to_string(),
    };
    let before = at.checked_sub(1).map_or("the start".to_string(), |i| english[i].to_string());
    Some(format!(
        "after `{before}`, the English page has `{}` and the Chinese page `{}`",
        show(english.get(at)),
        show(chinese.get(at))
    ))
}

#[test]
fn every_english_page_has_a_chinese_twin_with_the_same_sections_and_markers() {
    let root = workspace_root();
    let mut failures = Vec::new();
    for (english, chinese) in twins() {
        if !root.join(&chinese).exists() {
            failures.push(format!("{english} has no Chinese twin {chinese}: translate it"));
            continue;
        }
        let (english_landmarks, _) = landmarks(&english, false);
        let (chinese_landmarks, problems) = landmarks(&chinese, true);
        failures.extend(problems);
        if let Some(difference) = first_difference(&english_landmarks, &chinese_landmarks) {
            failures.push(format!(
                "{chinese} does not follow {english}: {difference}; translate the English \
                 section, or copy the marker and its block"
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The tables of a Markdown text outside code blocks, each as its lines.
fn tables(text: &str) -> Vec<Vec<&str>> {
    let mut tables: Vec<Vec<&str>> = Vec::new();
    let mut in_code = false;
    let mut in_table = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            in_code = !in_code;
        }
        let table_line = !in_code && line.starts_with('|');
        match (table_line, in_table) {
            (true, true) => tables.last_mut().expect("a table begun").push(line),
            (true, false) => tables.push(vec![line]),
            (false, _) => {}
        }
        in_table = table_line;
    }
    tables
}

/// The first row of `table` that differs from `other`'s row at the same place, or "its length".
fn first_differing_row(table: &[&str], other: &[&str]) -> String {
    table
        .iter()
        .zip(other)
        .find(|(row, other_row)| row != other_row)
        .map_or_else(|| "its length".to_string(), |(row, _)| (*row).to_string())
}

/// Whether any line of `table` holds a CJK ideograph.
fn has_chinese(table: &[&str]) -> bool {
    table.iter().any(|line| line.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)))
}

/// The numbers of a line in the order it has them: each run of digits with the separators
/// inside it (`1,141,190,303`, `6.51`), so `×5.13` gives `5.13` and `n = 12` gives `12`.
fn numbers(line: &str) -> Vec<String> {
    let mut numbers: Vec<String> = Vec::new();
    let mut current = String::new();
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        let inside = (c == '.' || c == ',')
            && !current.is_empty()
            && chars.peek().is_some_and(char::is_ascii_digit);
        if c.is_ascii_digit() || inside {
            current.push(c);
        } else if !current.is_empty() {
            numbers.push(std::mem::take(&mut current));
        }
    }
    if !current.is_empty() {
        numbers.push(current);
    }
    numbers
}

/// The cells of a table row after its first, the row's label.
fn beyond_label(row: &str) -> String {
    row.trim().trim_matches('|').split('|').skip(1).collect::<Vec<_>>().join("|")
}

/// A measured table written in Chinese (its header and labels translated, the cells beyond its
/// first column with no Chinese in its rows: numbers and units) holds the numbers of a table of
/// its English twin, row by row in the same order, beyond the labels, whose word order may
/// differ: the translation changes the words around the measurements, never a measurement.
#[test]
fn a_translated_measured_table_holds_the_numbers_of_one_on_its_twin() {
    let root = workspace_root();
    let mut failures = Vec::new();
    for (english, chinese) in twins() {
        let read = |path: &str| fs::read_to_string(root.join(path)).unwrap_or_default();
        let (english_text, chinese_text) = (read(&english), read(&chinese));
        let rows = |table: &[&str]| {
            table.iter().map(|row| numbers(&beyond_label(row))).collect::<Vec<_>>()
        };
        let english_tables: Vec<_> = tables(&english_text).iter().map(|t| rows(t)).collect();
        let measured = |table: &Vec<&str>| {
            let body: Vec<String> = table.iter().skip(2).map(|row| beyond_label(row)).collect();
            has_chinese(&table[..1])
                && !has_chinese(&body.iter().map(String::as_str).collect::<Vec<_>>())
        };
        for table in tables(&chinese_text).into_iter().filter(measured) {
            if !english_tables.contains(&rows(&table)) {
                failures.push(format!(
                    "{chinese}: the table headed {:?} holds numbers no table on {english} holds \
                     in that order",
                    table[0]
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The measured tables (times, placements, targets) are copied onto the Chinese pages as they
/// are, not measured again: a table of a Chinese page without a Chinese character must be a
/// copy of a table on its English twin, so a new measurement cannot reach one language only. (A
/// table with Chinese text in it is a translation, and holds the numbers of one, above.)
#[test]
fn a_table_without_chinese_on_a_chinese_page_is_a_copy_of_one_on_its_twin() {
    let root = workspace_root();
    let mut failures = Vec::new();
    for (english, chinese) in twins() {
        let read = |path: &str| fs::read_to_string(root.join(path)).unwrap_or_default();
        let (english_text, chinese_text) = (read(&english), read(&chinese));
        let english_tables = tables(&english_text);
        for table in tables(&chinese_text).into_iter().filter(|table| !has_chinese(table)) {
            if english_tables.contains(&table) {
                continue;
            }
            // Name the first row that differs from the twin's table with the same header, if
            // there is one.
            let row = match english_tables.iter().find(|english| english[0] == table[0]) {
                Some(nearest) => first_differing_row(&table, nearest),
                None => "its header, which no table there has".to_string(),
            };
            failures.push(format!(
                "{chinese}: the table headed {:?} is not a copy of the one on {english} (first \
                 differing row: {row}); copy the table again",
                table[0]
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_chinese_page_is_the_twin_of_an_english_page() {
    let twins = twins();
    let orphans: Vec<String> = markdown_files()
        .iter()
        .map(|file| relative(file))
        .filter(|path| path.starts_with("docs/zh/") && path != "docs/zh/SUMMARY.md")
        .filter(|path| !twins.iter().any(|(_, chinese)| chinese == path))
        .map(|path| format!("{path} has no English twin"))
        .collect();
    assert!(orphans.is_empty(), "{}", orphans.join("\n"));
}

/// The two books are one site (`.ci/book` builds the Chinese one into the English one's `zh/`),
/// and a reader of either finds the page's other language from the page: each English page
/// links to its twin (`zh/PAGE.md`) and each Chinese page to its English page (`../PAGE.md`).
#[test]
fn each_page_links_to_its_twin_in_the_other_book() {
    let root = workspace_root();
    let mut failures = Vec::new();
    for (english, chinese) in
        twins().into_iter().filter(|(english, _)| english.starts_with("docs/"))
    {
        let name = english.trim_start_matches("docs/");
        for (page, link) in
            [(&english, format!("](zh/{name})")), (&chinese, format!("](../{name})"))]
        {
            let text = fs::read_to_string(root.join(page)).unwrap_or_default();
            if !text.contains(&link) {
                failures.push(format!(
                    "{page} does not link to its twin: add [{}]({})",
                    if page == &english { "中文" } else { "English" },
                    &link[2..link.len() - 1]
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The Chinese book's table of contents lists the twins of the English book's chapters in the
/// English book's order, so that the two sidebars read alike.
#[test]
fn the_chinese_book_lists_its_chapters_in_the_english_order() {
    let root = workspace_root();
    let chapters = |path: &str| -> Vec<String> {
        let text = fs::read_to_string(root.join(path)).expect("a table of contents");
        text.lines()
            .filter_map(|line| line.split("](").nth(1)?.split(')').next().map(str::to_string))
            .collect()
    };
    let english: Vec<String> = chapters("docs/SUMMARY.md")
        .into_iter()
        .filter(|chapter| root.join("docs/zh").join(chapter).exists())
        .collect();
    assert_eq!(chapters("docs/zh/SUMMARY.md"), english, "docs/zh/SUMMARY.md and docs/SUMMARY.md");
}

#[test]
fn the_readmes_link_to_each_other() {
    let root = workspace_root();
    for (from, to) in [("README.md", "README.zh-CN.md"), ("README.zh-CN.md", "README.md")] {
        let text = fs::read_to_string(root.join(from)).expect("a readable README");
        let top: String = text.lines().take(5).collect::<Vec<_>>().join("\n");
        assert!(top.contains(&format!("]({to})")), "the top of {from} does not link to {to}");
    }
}

#[test]
fn the_twin_check_catches_what_it_is_for() {
    let heading = |anchor: &str| Landmark::Heading(2, anchor.to_string());
    let english = [heading("the-idea"), Landmark::Marker("<!-- source: a#b -->".into())];
    assert_eq!(first_difference(&english, &[heading("the-idea"), english[1].clone()]), None);
    assert!(first_difference(&english, &[heading("the-idea")]).is_some());
    assert!(first_difference(&english, &[english[1].clone(), heading("the-idea")]).is_some());
    let trace = |args: &str| Landmark::Marker(format!("<!-- snapshot: nqueens trace {args} -->"));
    let (english, chinese) = ([trace("4 --no-boards")], [trace("4 --no-boards --lang zh")]);
    assert_eq!(first_difference(&english, &chinese), None);
    assert!(first_difference(&english, &english).is_some(), "a trace in English on a Chinese page");
    assert!(first_difference(&english, &[trace("5 --no-boards --lang zh")]).is_some());
    let practice = [Landmark::Marker("<!-- snapshot: nqueens practice -->".into())];
    assert_eq!(first_difference(&practice, &practice), None);
    assert_eq!(explicit_anchor("<a id=\"the-idea\"></a>"), Some("the-idea"));
    assert_eq!(normalized(Path::new("docs/zh/../figures/a.svg")), Path::new("docs/figures/a.svg"));
    let page = "text\n| a | b |\n|---|---|\n| 1 | 2 |\n\n```\n| not | a table |\n```\n| c |\n";
    assert_eq!(tables(page), [vec!["| a | b |", "|---|---|", "| 1 | 2 |"], vec!["| c |"]]);
    assert_eq!(
        numbers("| sat | 12 | 6.51 ms | ×5.13 | 856,189 nodes. |"),
        ["12", "6.51", "5.13", "856,189"]
    );
    assert!(has_chinese(&["| 方法 | n |"]) && !has_chinese(&["| approach | n = 4 |"]));
}
