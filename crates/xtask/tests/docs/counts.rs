//! Counts of things in the repository, checked by kind: every "N approaches", "N ways of
//! solving", "N searches", "N benches" and "the next N pages" of both books, wherever it stands,
//! is found here and compared with what the registry, the benches and the interview sheets hold
//! now. A phrase of these kinds that no rule below explains fails the test, so a new one cannot
//! slip in unchecked, and a count that changes (an approach registered, a bench added) fails on
//! every page that still gives the old one.

use std::fs;

use nqueens_approaches::{APPROACHES, PLACERS};
use nqueens_core::WorkUnit;

use crate::generated::is_task_counter;
use crate::prose::backtracking_searches;
use crate::{flowing, markdown_files, relative, workspace_root};

/// The number words the pages write counts with.
const WORDS: [&str; 13] = [
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve",
];

/// The same in Chinese, as in 九种解法.
pub(crate) const ZH_WORDS: [&str; 13] =
    ["零", "一", "两", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二"];

/// What the repository holds now, for each kind of count.
struct Holdings {
    /// The approaches the learning path teaches one page each: every registered approach but the
    /// counters of tasks.
    taught: usize,
    /// The brute-force scans, which test whole candidates: the first approaches of the path.
    brute_force: usize,
    /// The backtracking searches that walk the plain tree, in the path's order.
    plain_tree: Vec<&'static str>,
    /// The approaches the stepper and `trace` walk step by step.
    traceable: usize,
    /// The criterion benches of `benches/`.
    benches: usize,
    /// The interview sheets of one language (each language has the same).
    sheets: usize,
    /// The placers that place a million queens and more: those beyond the wall of listing.
    large_placers: usize,
}

impl Holdings {
    fn now() -> Self {
        let root = workspace_root();
        let manifest = fs::read_to_string(root.join("benches/Cargo.toml")).expect("the benches");
        let sheets = fs::read_dir(root.join("docs/interview/python")).expect("the sheets").count();
        Holdings {
            taught: APPROACHES.iter().filter(|approach| !is_task_counter(**approach)).count(),
            // Meet in the middle counts its pairs of halves as candidates too, but it joins
            // halves listed once rather than scanning whole boards.
            brute_force: APPROACHES
                .iter()
                .filter(|approach| approach.work(0).unit == WorkUnit::Candidates)
                .filter(|approach| !is_task_counter(**approach))
                .count(),
            plain_tree: backtracking_searches().iter().map(|approach| approach.info().id).collect(),
            traceable: APPROACHES.iter().filter(|approach| approach.info().traceable()).count(),
            benches: manifest.lines().filter(|line| line.trim() == "[[bench]]").count(),
            sheets,
            large_placers: PLACERS.iter().filter(|placer| placer.info().max_n >= 1_000_000).count(),
        }
    }

    /// The searches of the plain tree after the one of `page`, if `page` is one of them.
    fn after(&self, page: &str) -> Option<usize> {
        let position =
            self.plain_tree.iter().position(|id| page.ends_with(&format!("/{id}.md")))?;
        Some(self.plain_tree.len() - position - 1)
    }
}

/// The count an English phrase must give, from the words around it (`before`, the number, the
/// noun, `after`), or `Ok(None)` when the phrase is not a count of the repository's things (a
/// range, a pair, a dated run). `Err` names a phrase no rule explains.
fn expected_en(
    holdings: &Holdings,
    page: &str,
    before: &str,
    noun: &str,
    after: &str,
) -> Result<Option<usize>, String> {
    let rule = match (before, noun) {
        // "Two to four searches": a range; "every two approaches": each pair.
        ("to" | "every", _) => None,
        ("first", "approaches") => Some(holdings.brute_force),
        ("next", "approaches" | "pages") => holdings.after(page),
        (_, "approaches") => Some(holdings.taught),
        (_, "ways") if after.starts_with("of solving") => Some(holdings.taught),
        // "Two ways to fill them", "three ways" of timing: not things the repository holds.
        (_, "ways") => None,
        (_, "backtracking") if after.starts_with("pages") => Some(holdings.plain_tree.len()),
        (_, "placers") if after.contains("find one solution") => Some(holdings.large_placers),
        (_, "backtracking") if after.starts_with("searches") => Some(holdings.plain_tree.len()),
        (_, "searches") if after.starts_with("that report every step") => Some(holdings.traceable),
        // The searches of the benchmarks page's orders: the four that walk the plain tree.
        ("the", "searches") if page.ends_with("benchmarks.md") => Some(holdings.plain_tree.len()),
        // The sheets of one language: the same two searches as the book, and a third.
        ("same", "searches") if page.ends_with("interview-languages.md") => {
            Some(holdings.sheets - 1)
        }
        ("The", "searches") if page.ends_with("interview-languages.md") => Some(holdings.sheets),
        // The baselines of the benches' own page, two functions in `benches/src/baseline.rs`.
        (_, "searches") if after.starts_with("without any observer") => None,
        ("all", "benches") => Some(holdings.benches),
        // A dated run that had fewer benches, each missing one named.
        (_, "benches") if after.starts_with(": without") => None,
        _ => return Err(format!("{page}: no rule for \"{before} N {noun} {after}\"")),
    };
    Ok(rule)
}

/// The words of a page's flowing text, with the punctuation around each kept apart: `(all`,
/// `six`, `benches,` become `(all`, `six`, `benches` and the `,` that follows.
fn words(text: &str) -> Vec<String> {
    text.split_whitespace()
        .map(|word| word.trim_matches(|c: char| !c.is_alphanumeric()).to_string())
        .collect()
}

#[test]
fn every_count_of_the_repositorys_things_is_what_it_holds() {
    let holdings = Holdings::now();
    let nouns = ["approaches", "ways", "searches", "backtracking", "benches", "pages", "placers"];
    let mut problems = Vec::new();
    let mut checked = 0;
    for file in markdown_files() {
        let page = relative(&file);
        if page.starts_with("docs/stepper/") {
            continue;
        }
        let text = flowing(&fs::read_to_string(&file).expect("a page"));
        if page.starts_with("docs/zh/") || page == "README.zh-CN.md" {
            checked += check_zh(&holdings, &page, &text, &mut problems);
            continue;
        }
        let all = words(&text);
        let raw: Vec<&str> = text.split_whitespace().collect();
        for (at, word) in all.iter().enumerate() {
            let Some(value) = WORDS.iter().position(|number| word.eq_ignore_ascii_case(number))
            else {
                continue;
            };
            let Some(noun) = all.get(at + 1).filter(|noun| nouns.contains(&noun.as_str())) else {
                continue;
            };
            let before = if at == 0 { "" } else { all[at - 1].as_str() };
            // What follows the noun, as written (its punctuation kept): three words.
            let after = raw[at + 1..].iter().take(5).copied().collect::<Vec<_>>().join(" ");
            let after = after.trim_start_matches(|c: char| c.is_alphanumeric()).trim_start();
            match expected_en(&holdings, &page, before, noun, after) {
                Ok(Some(expected)) if expected != value => problems.push(format!(
                    "{page}: \"{before} {word} {noun}\" says {value}, the repository holds \
                     {expected}"
                )),
                Ok(Some(_)) => checked += 1,
                Ok(None) => {}
                Err(problem) => problems.push(problem),
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    assert!(checked >= 12, "only {checked} counts found: the scan no longer finds them");
}

/// The Chinese counts: 前N种解法 (the brute-force scans), 接下来N种解法 (the searches of the plain
/// tree after this page's), N种解法 (the approaches taught; 一种解法
/// is "an approach"), 全部N个基准 (the benches), 后面N页 (the pages of the plain tree after this
/// one). Returns how many were checked.
fn check_zh(holdings: &Holdings, page: &str, text: &str, problems: &mut Vec<String>) -> usize {
    let mut checked = 0;
    let after = holdings.after(&page.replace("docs/zh/", "docs/"));
    let kinds: [(&str, &str, Option<usize>); 6] = [
        ("前", "种解法", Some(holdings.brute_force)),
        ("接下来", "种解法", after),
        ("", "种解法", Some(holdings.taught)),
        ("全部", "个基准", Some(holdings.benches)),
        ("后面", "页", after),
        // A dated run that had fewer benches, each missing one named.
        ("（", "个基准：没有", None),
    ];
    for (prefix, suffix, expected) in kinds {
        for (value, word) in ZH_WORDS.iter().enumerate().rev() {
            let phrase = format!("{prefix}{word}{suffix}");
            let mut rest = text;
            while let Some(at) = rest.find(&phrase) {
                // 十一 holds 一: a longer number word already matched this place.
                let longer = ZH_WORDS.iter().skip(value + 1).any(|other| {
                    other.ends_with(word)
                        && rest[..at].ends_with(&other[..other.len() - word.len()])
                });
                // 前三种解法 is the kind above; 一种解法 is "an approach", not a count.
                let first = prefix.is_empty()
                    && (rest[..at].ends_with('前') || rest[..at].ends_with("接下来"));
                let article = prefix.is_empty() && value == 1;
                if !longer && !first && !article {
                    match expected {
                        Some(expected) if expected != value => problems.push(format!(
                            "{page}: \"{phrase}\" says {value}, the repository holds {expected}"
                        )),
                        Some(_) => checked += 1,
                        None => {}
                    }
                }
                rest = &rest[at + phrase.len()..];
            }
        }
    }
    checked
}
