//! Facts of the pages, checked by kind rather than by sentence.
//!
//! A [`Fact`] is a value the code computes, as a page writes it (`2,057`, `0b1100_0010`,
//! `[1, 3, 0, 2]`), with the word it is a number of (`nodes`, `candidates`, `n = 8`; `个节点` on
//! a Chinese page). The page must show the value as a whole token in the same sentence, table row
//! or list item as its kind word, so a sentence can be reworded around it and a changed or wrong
//! number fails with one line naming the page, the kind and the value.
//!
//! The converse makes it a check rather than a pin: on the teaching pages of both books every
//! number the prose states that is large enough to be a fact (three digits or more, a
//! separator, a decimal, a power such as `2^64`, a factorial such as `8!`, a mask in binary)
//! must be explained, by a fact declared for that page, a generated section, a code block (an
//! excerpt or tool output), or a measured record: the sections of [`RECORD_SECTIONS`] and the
//! pages of [`RECORD_PAGES`], whose numbers are those of documented runs (machine, date,
//! command) and are checked against nothing but their own record. An unexplained number fails,
//! naming the page and the line.

use std::collections::BTreeMap;
use std::fs;

use crate::workspace_root;

/// A value a page shows, and the kind it is a number of.
#[derive(Clone, Debug)]
pub(crate) struct Fact {
    pub(crate) page: String,
    pub(crate) kind: String,
    pub(crate) value: String,
}

/// The fact that `page` shows `value` as a number of `kind`.
pub(crate) fn fact(page: impl AsRef<str>, kind: &str, value: impl ToString) -> Fact {
    Fact { page: page.as_ref().to_string(), kind: kind.to_string(), value: value.to_string() }
}

/// The facts a module of the docs test computes for its pages.
pub(crate) type Facts = Vec<Fact>;

/// The measured sections of the teaching pages, by the English heading's start: their numbers
/// are those of documented runs. The Chinese twin's section at the same place is one too.
pub(crate) const RECORD_SECTIONS: [&str; 4] =
    ["Measured", "Side by side with", "What it costs", "The approaches side by side"];

/// Numbers a teaching page quotes rather than computes, each with where it comes from: a cited
/// source (a paper, another book's section, a problem's number), a constant of a crate the docs
/// test does not build, or a run too long for a test (the crate's own tests or a documented
/// run). A Chinese page may quote what its English twin quotes. Nothing checks these but the
/// source they name, so the list is short and every entry says why.
pub(crate) const QUOTED: [(&str, &str, &str); 43] = [
    ("docs/backtrack-array.md", "0.143", "Simkin 2021, cited there"),
    ("docs/backtrack-array.md", "1.944", "Simkin 2021, cited there"),
    ("docs/interview.md", "0.143", "Simkin 2021, cited on the array page"),
    ("docs/backtrack-array.md", "13.4", "hello-algo's section number"),
    ("docs/glossary.md", "13.4", "hello-algo's section number"),
    ("docs/glossary.md", "08.12", "LeetCode-CN's problem number"),
    ("docs/interview.md", "08.12", "LeetCode-CN's problem number"),
    ("docs/interview.md", "1001", "LeetCode's problem number"),
    ("docs/interview.md", "100", "an example n, n = 100"),
    ("docs/interview.md", "128", "the bits of a u128"),
    ("docs/parallel.md", "128", "WAVE in crates/parallel/src/search.rs, shown in the excerpt"),
    ("docs/backtrack-board.md", "256", "INFO.max_n, shown in the excerpt"),
    ("docs/large-n.md", "256", "sat's max_n"),
    ("docs/backtrack-board.md", "1.7", "criterion runs, linked to the benchmarks page"),
    ("docs/backtrack-board.md", "1.9", "criterion runs, linked to the benchmarks page"),
    ("docs/backtrack-board.md", "2.1", "alternating runs, linked to the benchmarks page"),
    ("docs/backtrack-board.md", "2.3", "alternating runs, linked to the benchmarks page"),
    ("docs/large-n.md", "3,000,000", "Sosič and Gu 1991, cited there"),
    ("docs/large-n.md", "20,000", "the registry's sampled n, in crates/approaches' tests"),
    ("docs/large-n.md", "1.25", "min-conflicts' two bits per line, worked out in the sentence"),
    ("docs/large-n.md", "700", "the measured tables of the same page"),
    ("docs/practice.md", "200,000", "STEP_CAP in crates/web/src/practice.rs"),
    ("docs/meet-in-the-middle.md", "7.7", "a run at n = 16, before the count's changes"),
    ("docs/meet-in-the-middle.md", "163", "the crate's task list at n = 9, in its tests"),
    ("docs/meet-in-the-middle.md", "630", "9 × 70, worked out in the sentence"),
    ("docs/meet-in-the-middle.md", "4.5e11", "a counter added to a run at n = 18"),
    ("docs/meet-in-the-middle.md", "128", "BLOCK in crates/meet-in-the-middle/src/fast/join.rs"),
    ("docs/meet-in-the-middle.md", "256", "the values of a byte, one word each in join.rs"),
    ("docs/meet-in-the-middle.md", "160", "the pairs at n = 17, counted by a run"),
    ("docs/meet-in-the-middle.md", "1.8", "the pairs at n = 18, counted by a run"),
    ("docs/meet-in-the-middle.md", "15,324,708", "the halves at n = 16, counted by a run"),
    ("docs/meet-in-the-middle.md", "127,045,452", "the halves at n = 17, counted by a run"),
    ("docs/meet-in-the-middle.md", "318,853,768", "the halves at n = 18, counted by a run"),
    ("docs/meet-in-the-middle.md", "2,947,934,688", "the halves at n = 19, counted by a run"),
    ("docs/meet-in-the-middle.md", "1.38", "measured peaks at n = 12 to 14"),
    ("docs/meet-in-the-middle.md", "1.41", "measured peaks at n = 12 to 14"),
    ("docs/meet-in-the-middle.md", "319", "the halves at n = 18, counted by a run"),
    ("docs/zh/README.md", "13.4", "hello-algo's section number"),
    ("docs/zh/README.md", "08.12", "LeetCode-CN's problem number"),
    ("docs/zh/meet-in-the-middle.md", "9,500", "95 million of the English twin, in 万"),
    ("docs/zh/meet-in-the-middle.md", "770", "7.7 million of the English twin, in 万"),
    ("docs/zh/meet-in-the-middle.md", "1,600", "160 billion of the English twin, in 亿"),
    ("docs/zh/meet-in-the-middle.md", "3.19", "319 million of the English twin, in 亿"),
];

/// The pages that are records of runs as a whole.
pub(crate) const RECORD_PAGES: [&str; 2] = ["benchmarks.md", "parallel-record.md"];

/// The pages the converse runs over: every page of the two books but the records, the
/// contributors' page and the table of contents.
fn teaching_pages() -> Vec<String> {
    let root = workspace_root();
    let mut pages = Vec::new();
    for book in ["docs", "docs/zh"] {
        for entry in fs::read_dir(root.join(book)).expect("a book") {
            let name = entry.expect("an entry").file_name().to_string_lossy().to_string();
            let skipped = ["SUMMARY.md", "ARCHITECTURE.md", "404.md"];
            if name.ends_with(".md")
                && !skipped.contains(&name.as_str())
                && !RECORD_PAGES.contains(&name.as_str())
            {
                pages.push(format!("{book}/{name}"));
            }
        }
    }
    pages.sort();
    pages
}

/// Where a unit of a page stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Place {
    Prose,
    Code,
    Generated,
    Record,
}

/// A sentence, table row, list item, heading or code block of a page, as flowing text, with the
/// line it starts on.
#[derive(Debug)]
struct Unit {
    line: usize,
    text: String,
    place: Place,
    /// Where in `text` each of the unit's following lines begins.
    breaks: Vec<usize>,
}

impl Unit {
    fn new(line: usize, text: &str, place: Place) -> Self {
        Unit { line, text: text.to_string(), place, breaks: Vec::new() }
    }

    /// Appends a line of the page, after a space.
    fn push(&mut self, line: &str) {
        self.text.push(' ');
        self.breaks.push(self.text.len());
        self.text.push_str(line);
    }

    /// The line of the page at `offset` in `text`.
    fn line_at(&self, offset: usize) -> usize {
        self.line + self.breaks.iter().filter(|&&at| at <= offset).count()
    }
}

/// The units of a Markdown page. Sentences end at `.`, `!` or `?` before a capital letter, and
/// at `。`, `！` or `？`; record sections are those whose heading is at an index of `records`.
fn units(markdown: &str, records: &[usize]) -> Vec<Unit> {
    let mut units = Vec::new();
    let mut open: Option<Unit> = None;
    let mut fence: Option<&str> = None;
    let mut generated = false;
    let mut heading = None;
    let close = |open: &mut Option<Unit>, units: &mut Vec<Unit>| {
        if let Some(unit) = open.take() {
            split_sentences(unit, units);
        }
    };
    for (index, line) in markdown.lines().enumerate() {
        let number = index + 1;
        let trimmed = line.trim_start();
        let record = heading.is_some_and(|heading| records.contains(&heading));
        let place = if generated {
            Place::Generated
        } else if record {
            Place::Record
        } else {
            Place::Prose
        };
        if let Some(marker) = fence {
            if trimmed.starts_with(marker) {
                fence = None;
                close(&mut open, &mut units);
            } else if let Some(unit) = open.as_mut() {
                unit.push(line.trim());
            }
            continue;
        }
        if trimmed.starts_with("```") || trimmed.starts_with("~~~") {
            close(&mut open, &mut units);
            fence = Some(&trimmed[..3]);
            let place = if place == Place::Prose { Place::Code } else { place };
            open = Some(Unit::new(number, "", place));
            continue;
        }
        if trimmed.starts_with("<!-- generated") {
            close(&mut open, &mut units);
            generated = true;
            continue;
        }
        if trimmed.starts_with("<!-- end generated") {
            close(&mut open, &mut units);
            generated = false;
            continue;
        }
        let list_item = trimmed.starts_with("- ")
            || trimmed.starts_with("* ")
            || trimmed.split_once(". ").is_some_and(|(digits, _)| {
                !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit())
            });
        let starts_unit = trimmed.is_empty()
            || trimmed.starts_with('|')
            || trimmed.starts_with('#')
            || trimmed.starts_with("<!--")
            || list_item;
        if starts_unit {
            close(&mut open, &mut units);
        }
        if trimmed.starts_with('#') && !generated {
            heading = Some(heading.map_or(0, |heading| heading + 1));
        }
        if trimmed.is_empty() || trimmed.starts_with("<!--") {
            continue;
        }
        let record = heading.is_some_and(|heading| records.contains(&heading));
        let place = if generated {
            Place::Generated
        } else if record {
            Place::Record
        } else {
            Place::Prose
        };
        match open.as_mut() {
            Some(unit) => unit.push(trimmed),
            None => open = Some(Unit::new(number, trimmed, place)),
        }
        if trimmed.starts_with('|') || trimmed.starts_with('#') {
            close(&mut open, &mut units);
        }
    }
    close(&mut open, &mut units);
    units
}

/// Splits a paragraph unit into its sentences, each with the line it starts on.
fn split_sentences(unit: Unit, units: &mut Vec<Unit>) {
    if unit.place == Place::Code {
        units.push(unit);
        return;
    }
    let chars: Vec<(usize, char)> = unit.text.char_indices().collect();
    let mut start = 0;
    for (at, &(index, c)) in chars.iter().enumerate() {
        let next = chars.get(at + 1).map(|&(_, c)| c);
        let after = chars.get(at + 2).map(|&(_, c)| c);
        let end = match c {
            '。' | '！' | '？' => Some(index + c.len_utf8()),
            '.' | '!' | '?' if next == Some(' ') && after.is_some_and(char::is_uppercase) => {
                Some(index + 1)
            }
            _ => None,
        };
        if let Some(end) = end {
            units.extend(sentence(&unit, start, end));
            start = end;
        }
    }
    units.extend(sentence(&unit, start, unit.text.len()));
}

/// The sentence between `start` and `end` of a paragraph, with its lines, if it is not empty.
fn sentence(paragraph: &Unit, start: usize, end: usize) -> Option<Unit> {
    let text = &paragraph.text[start..end];
    let skipped = text.len() - text.trim_start().len();
    let text = text.trim();
    let from = start + skipped;
    let breaks = paragraph
        .breaks
        .iter()
        .filter(|&&at| at > from && at < from + text.len())
        .map(|&at| at - from)
        .collect();
    let line = paragraph.line_at(from);
    (!text.is_empty()).then(|| Unit {
        line,
        text: text.to_string(),
        place: paragraph.place,
        breaks,
    })
}

/// Whether the character at a token's edge joins it to a longer token: a letter or digit, or a
/// `.`, `,` or `_` between digits, or the `^` of a power.
fn joins(outside: Option<char>, beyond: Option<char>) -> bool {
    match outside {
        None => false,
        Some(c) if c.is_ascii_alphanumeric() || c == '_' || c == '^' => true,
        Some('.' | ',') => beyond.is_some_and(|c| c.is_ascii_digit()),
        Some(_) => false,
    }
}

/// The byte ranges where `value` stands in `text` as a whole token.
fn tokens(text: &str, value: &str) -> Vec<(usize, usize)> {
    let mut found = Vec::new();
    let mut from = 0;
    while let Some(at) = text[from..].find(value) {
        let start = from + at;
        let end = start + value.len();
        let mut before = text[..start].chars().rev();
        let mut after = text[end..].chars();
        let first = value.chars().next();
        let last = value.chars().last();
        let edge_before = first.is_some_and(|c| c.is_ascii_alphanumeric());
        let edge_after = last.is_some_and(|c| c.is_ascii_alphanumeric());
        let (b0, b1) = (before.next(), before.next());
        let (a0, a1) = (after.next(), after.next());
        let joined = (edge_before && joins(b0, b1)) || (edge_after && joins(a0, a1));
        if !joined {
            found.push((start, end));
        }
        from = start + value.chars().next().map_or(1, char::len_utf8);
    }
    found
}

/// The units of a page, with the record sections its English twin names.
fn page_units(page: &str) -> Vec<Unit> {
    let root = workspace_root();
    let markdown = fs::read_to_string(root.join(page)).unwrap_or_else(|_| panic!("{page}"));
    let english = fs::read_to_string(root.join(page.replace("docs/zh/", "docs/")))
        .unwrap_or_else(|_| markdown.clone());
    let headings: Vec<&str> = {
        let mut fence = false;
        english
            .lines()
            .filter(|line| {
                if line.starts_with("```") {
                    fence = !fence;
                }
                !fence && line.starts_with('#')
            })
            .collect()
    };
    let records: Vec<usize> = headings
        .iter()
        .enumerate()
        .filter(|(_, heading)| {
            let title = heading.trim_start_matches('#').trim();
            RECORD_SECTIONS.iter().any(|record| title.starts_with(record))
        })
        .map(|(index, _)| index)
        .collect();
    units(&markdown, &records)
}

/// Fails, one line each, for every fact whose page does not show its value as a whole token in
/// a sentence, row or item that also names its kind.
pub(crate) fn assert_facts(facts: &[Fact]) {
    let mut pages: BTreeMap<&str, Vec<Unit>> = BTreeMap::new();
    let mut problems = Vec::new();
    for fact in facts {
        let units = pages.entry(&fact.page).or_insert_with(|| page_units(&fact.page));
        let kind = fact.kind.to_lowercase();
        // A fact with no kind (a drawing, a line of a walkthrough) may stand anywhere, across
        // the lines and blocks of the page.
        let whole = crate::page(&fact.page);
        let shown = (kind.is_empty() && !tokens(&whole, &fact.value).is_empty())
            || units.iter().any(|unit| {
                !tokens(&unit.text, &fact.value).is_empty()
                    && unit.text.to_lowercase().contains(&kind)
            });
        if !shown {
            let elsewhere = units.iter().any(|unit| !tokens(&unit.text, &fact.value).is_empty());
            let why = if elsewhere { "not next to its kind" } else { "not on the page" };
            problems.push(format!("{}: {} should be {} ({why})", fact.page, fact.kind, fact.value));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The units a measurement is given in: a number followed by one of these (a duration, a size)
/// is a measured quantity, which the page ties to a documented run.
const UNITS: [&str; 21] = [
    "s", "ms", "µs", "ns", "min", "h", "MB", "GB", "GiB", "KB", "KiB", "MiB", "kB", "%", "秒",
    "毫秒", "微秒", "纳秒", "分钟", "小时", "°",
];

/// The numbers of a text that are large enough to be facts, as byte ranges: three digits or
/// more, a number with a thousands separator or a decimal point, a power or a factorial of 100
/// or more (`2^64`, `4^4`, `8!`), a mask in binary (`0b1100`, `1100 0010`). Left out: a year
/// (`2021`) or a date, a section number (`7.2.2.1`), a formula (`2^(n²)`), and a measurement
/// (a number in [`UNITS`], or the first of a range `1.7 to 2.3 s`).
fn fact_like(text: &str) -> Vec<(usize, usize)> {
    let bytes = text.as_bytes();
    let mut found = Vec::new();
    let mut at = 0;
    while at < bytes.len() {
        let c = bytes[at];
        let starts = c.is_ascii_digit()
            && (at == 0 || !(bytes[at - 1].is_ascii_alphanumeric() || bytes[at - 1] == b'_'));
        if !starts {
            at += 1;
            continue;
        }
        let start = at;
        let (end, large) = number_at(text, at);
        let glued = end < bytes.len() && (bytes[end].is_ascii_alphabetic() || bytes[end] == b'_');
        let token = &text[start..end];
        let dotted = token.matches('.').count() > 1;
        let year = token.len() == 4
            && (token.starts_with("19") || token.starts_with("20"))
            && !text[end..].starts_with('!');
        let dated = text[end..].starts_with('-') || text[..start].ends_with('-');
        if large && !glued && !dotted && !year && !dated && !measured(text, end) {
            found.push((start, end));
        }
        at = end.max(at + 1);
    }
    found
}

/// The end of the number that starts at `start` in `text`, and whether it is large enough to
/// be a fact.
fn number_at(text: &str, start: usize) -> (usize, bool) {
    let bytes = text.as_bytes();
    let mut end = start;
    if text[start..].starts_with("0b") {
        end += 2;
        while end < bytes.len() && matches!(bytes[end], b'0' | b'1' | b'_') {
            end += 1;
        }
        return (end, true);
    }
    let mut large = false;
    let mut digits = 0;
    while end < bytes.len() {
        let b = bytes[end];
        let digit_after = |k: usize| k < bytes.len() && bytes[k].is_ascii_digit();
        let thousands = b == b',' && (1..=3).all(|k| digit_after(end + k)) && !digit_after(end + 4);
        let between = (b == b'.' || b == b'_') && digit_after(end + 1)
            || thousands
            || (b == b' ' && digit_after(end + 1) && binary_group(text, start, end));
        if b.is_ascii_digit() {
            digits += 1;
            end += 1;
        } else if between {
            large = true;
            end += 1;
        } else {
            break;
        }
    }
    large |= digits >= 3;
    let base: f64 = text[start..end].replace(',', "").parse().unwrap_or(0.0);
    if end < bytes.len() && bytes[end] == b'^' {
        let exponent: String = text[end + 1..].chars().take_while(char::is_ascii_digit).collect();
        match exponent.parse::<i32>() {
            Ok(exponent) => {
                large = base.powi(exponent) >= 100.0;
                end += 1 + exponent.to_string().len();
            }
            // A formula such as 2^(n²), no number.
            Err(_) => return (end, false),
        }
    } else if end < bytes.len() && bytes[end] == b'!' && !text[end + 1..].starts_with('=') {
        large = (1..=base as u32).map(f64::from).product::<f64>() >= 100.0;
        end += 1;
    }
    if end + 1 < bytes.len() && bytes[end] == b'e' && bytes[end + 1].is_ascii_digit() {
        end += 1;
        while end < bytes.len() && bytes[end].is_ascii_digit() {
            end += 1;
        }
    }
    (end, large)
}

/// Whether the space at `space` of `text` separates groups of four binary digits, as in
/// `1100 0010`.
fn binary_group(text: &str, start: usize, space: usize) -> bool {
    let before = &text[start..space];
    let after: String = text[space + 1..].chars().take_while(|c| !c.is_whitespace()).collect();
    let group = |s: &str| s.len() == 4 && s.chars().all(|c| c == '0' || c == '1');
    before.rsplit(' ').next().is_some_and(group)
        && group(after.trim_end_matches(|c: char| !c.is_ascii_digit()))
}

/// Whether the number that ends at `end` is a measurement: followed by a unit, or by `to`,
/// `–` or `到` and a number followed by a unit.
fn measured(text: &str, end: usize) -> bool {
    let rest = &text[end..];
    let unit = |rest: &str| {
        let rest = rest.strip_prefix(' ').unwrap_or(rest);
        UNITS.iter().any(|unit| {
            rest.strip_prefix(unit).is_some_and(|after| {
                after.chars().next().is_none_or(|c| !c.is_ascii_alphanumeric())
            })
        })
    };
    if unit(rest) {
        return true;
    }
    for joint in [" to ", "–", " – ", " 到 ", "到", "-"] {
        if let Some(after) = rest.strip_prefix(joint) {
            let digits = after.find(|c: char| !(c.is_ascii_digit() || c == '.' || c == ','));
            let number_end = digits.unwrap_or(after.len());
            if number_end > 0 && unit(&after[number_end..]) {
                return true;
            }
        }
    }
    false
}

/// The byte ranges of the targets of the links of a text: `(https://arxiv.org/abs/2107.13460)`
/// in `[the paper](https://arxiv.org/abs/2107.13460)`.
fn link_targets(text: &str) -> Vec<(usize, usize)> {
    let mut targets = Vec::new();
    let mut from = 0;
    while let Some(at) = text[from..].find("](") {
        let start = from + at + 1;
        let end = text[start..].find(')').map_or(text.len(), |close| start + close + 1);
        targets.push((start, end));
        from = end;
    }
    targets
}

#[test]
fn every_number_of_a_teaching_page_is_explained() {
    let facts: Vec<Fact> = crate::every_fact();
    let mut problems = Vec::new();
    for page in teaching_pages() {
        // A Chinese page's numbers are explained by its own facts and by those of its English
        // twin: the same values, which the code computes, in the Chinese sentences.
        let twin = page.replace("docs/zh/", "docs/");
        let declared: Vec<&str> = facts
            .iter()
            .filter(|fact| fact.page == page || fact.page == twin)
            .map(|fact| fact.value.as_str())
            .chain(QUOTED.iter().filter(|quoted| quoted.0 == twin || quoted.0 == page).map(|q| q.1))
            .collect();
        for unit in page_units(&page) {
            if unit.place != Place::Prose {
                continue;
            }
            // The target of a link is an address, which holds no fact.
            let covered: Vec<(usize, usize)> = declared
                .iter()
                .flat_map(|value| tokens(&unit.text, value))
                .chain(link_targets(&unit.text))
                .collect();
            for (start, end) in fact_like(&unit.text) {
                if !covered.iter().any(|&(from, to)| from <= start && end <= to) {
                    problems.push(format!(
                        "{page}:{}: {} is stated but no fact explains it",
                        unit.line_at(start),
                        &unit.text[start..end]
                    ));
                }
            }
        }
    }
    assert!(
        problems.is_empty(),
        "{} unexplained numbers:\n{}",
        problems.len(),
        problems.join("\n")
    );
}
