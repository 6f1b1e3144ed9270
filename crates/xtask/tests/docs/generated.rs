//! The generated sections of the docs: the tables the code computes, and the test that keeps
//! them up to date.

use std::collections::BTreeMap;
use std::fmt::Write;
use std::fs;

use nqueens_approaches::{APPROACHES, find};
use nqueens_cli::format::{scientific, thousands};
use nqueens_core::sequences::TOTAL_SOLUTIONS;
use nqueens_core::{Attack, Kind, Solver, Work, WorkUnit, check, space};

use nqueens_walk::controls::{self, Front};
use nqueens_walk::phrases::{Lang, say};
use nqueens_xtask::words;

use crate::{markdown_files, relative, scan_until};

/// Computes the text of a generated section from its kind, its arguments, its current text
/// (which only the root README's table of approaches reads, for its hand-written ideas) and the
/// language of its page: a Chinese page's tables are in Chinese, their words from
/// [`words`](nqueens_xtask::words) (and the stepper's controls from the walk's phrase book).
fn generate(kind: &str, arguments: &[&str], current: &str, lang: Lang) -> Result<String, String> {
    let board_size = |n: &str| n.parse::<usize>().map_err(|_| format!("`{n}` is not a board size"));
    match (kind, arguments) {
        ("work-table", [id]) => {
            let approach = find(id).ok_or_else(|| format!("no approach `{id}`"))?;
            Ok(work_table(approach, lang))
        }
        ("comparison", [n]) => Ok(comparison(board_size(n)?, lang)),
        ("funnel", [n]) => Ok(funnel(board_size(n)?, lang)),
        ("approaches", []) => Ok(approaches_table(current, lang)),
        ("choosing", []) => Ok(crate::generated_choosing::choosing_table(lang)),
        ("controls", []) => Ok(controls_table(lang)),
        ("permutations", [n]) => permutations_table(board_size(n)?, lang),
        ("loose-bound", [first, last]) => {
            Ok(loose_bound(board_size(first)?, board_size(last)?, lang))
        }
        ("construction", sizes) => {
            let sizes: Result<Vec<usize>, String> = sizes.iter().map(|n| board_size(n)).collect();
            crate::generated_large_n::construction_table(&sizes?, lang)
        }
        ("placers", sizes) => {
            let sizes: Result<Vec<usize>, String> = sizes.iter().map(|n| board_size(n)).collect();
            Ok(crate::generated_large_n::placers_table(&sizes?, lang))
        }
        ("sat-statistics", sizes) => {
            let sizes: Result<Vec<usize>, String> = sizes.iter().map(|n| board_size(n)).collect();
            Ok(crate::generated_sat::sat_statistics_table(&sizes?, lang))
        }
        ("sat-formula", sizes) => {
            let sizes: Result<Vec<usize>, String> = sizes.iter().map(|n| board_size(n)).collect();
            Ok(crate::generated_sat::sat_formula_table(&sizes?, lang))
        }
        _ => Err(format!("unknown generated section `{kind} {}`", arguments.join(" "))),
    }
}

/// Every generated section the docs must hold, as (file, `KIND ARGS`), on the English pages and
/// their Chinese twins: deleting one, or its marker, fails the test instead of silently dropping
/// the check.
fn expected_sections() -> Vec<(String, String)> {
    let mut sections = vec![
        ("README.md".to_string(), "approaches".to_string()),
        ("docs/README.md".to_string(), "funnel 8".to_string()),
        ("docs/README.md".to_string(), "comparison 8".to_string()),
        ("docs/permutation.md".to_string(), "permutations 4".to_string()),
        ("docs/interview.md".to_string(), "loose-bound 4 17".to_string()),
        ("docs/choosing.md".to_string(), "choosing".to_string()),
        ("docs/stepper.md".to_string(), "controls".to_string()),
        ("docs/large-n.md".to_string(), "construction 4".to_string()),
        ("docs/large-n.md".to_string(), "construction 8 9 10".to_string()),
        ("docs/sat.md".to_string(), "sat-statistics 4 6 8 9".to_string()),
        (
            "docs/sat.md".to_string(),
            format!(
                "sat-formula {}",
                crate::generated_sat::SAT_FORMULA_SIZES.map(|n| n.to_string()).join(" ")
            ),
        ),
        (
            "docs/large-n.md".to_string(),
            format!(
                "placers {}",
                crate::generated_large_n::PLACER_TABLE_SIZES.map(|n| n.to_string()).join(" ")
            ),
        ),
    ];
    // Every approach page shows its work table, except the parallel counter's, which shows
    // measured times instead.
    for approach in APPROACHES.iter().filter(|approach| !works_by_yardstick(**approach)) {
        let id = approach.info().id;
        sections.push((format!("docs/{id}.md"), format!("work-table {id}")));
    }
    // The Chinese twin of a page holds the same sections.
    let twins = crate::twins::twins();
    let translated: Vec<(String, String)> = sections
        .iter()
        .filter_map(|(file, spec)| {
            let (_, chinese) = twins.iter().find(|(english, _)| english == file)?;
            Some((chinese.clone(), spec.clone()))
        })
        .collect();
    sections.extend(translated);
    sections
}

/// The exact work of one approach for every n the tests run it at, measured by its counters;
/// with a column of marks for a search that marks cells on a board of attacks.
fn work_table(approach: &dyn Solver, lang: Lang) -> String {
    let brute_force = approach.work(0).unit == WorkUnit::Candidates;
    let all: Vec<_> = (0..=approach.info().tested_up_to)
        .map(|n| approach.count_with_work(n).expect("the tested range is representable"))
        .collect();
    let marks_cells = all.iter().any(|counts| counts.marks > 0);
    let columns: &[&str] = if brute_force {
        &["table.work.candidates"]
    } else if marks_cells {
        &["table.work.nodes", "table.work.cells", "table.work.marks"]
    } else {
        &["table.work.nodes", "table.work.cells"]
    };
    let headers: Vec<String> = std::iter::once("n".to_string())
        .chain(columns.iter().map(|key| words::word(lang, key)))
        // The column the tool's `compare` has too, in its words.
        .chain([say(lang, "compare.column.solutions", &[])])
        .collect();
    let mut table = header_row(&headers, &vec!["---:"; headers.len()]);
    for (n, counts) in all.iter().enumerate() {
        let [candidates, nodes, cells, marks, solutions] =
            [counts.candidates, counts.nodes, counts.cells, counts.marks, counts.solutions]
                .map(thousands);
        if brute_force {
            writeln!(table, "| {n} | {candidates} | {solutions} |").expect("a String grows");
        } else if marks_cells {
            writeln!(table, "| {n} | {nodes} | {cells} | {marks} | {solutions} |")
                .expect("a String grows");
        } else {
            writeln!(table, "| {n} | {nodes} | {cells} | {solutions} |").expect("a String grows");
        }
    }
    table
}

/// Whether `approach` splits its count into tasks: the counters that come after the numbered
/// approaches of the learning path.
pub(crate) fn is_task_counter(approach: &dyn Solver) -> bool {
    approach.task_counter().is_some()
}

/// Whether the work `approach` states is only a yardstick: a counter that skips most of the
/// plain tree by symmetry classes of border queens ([`Kind::TaskCounter`]), whose page shows
/// measured times instead of a work table. (The meet-in-the-middle counter splits its count
/// into tasks too, but its work is the pairs its listing tests, exactly.)
pub(crate) fn works_by_yardstick(approach: &dyn Solver) -> bool {
    approach.info().kind == Kind::TaskCounter
}

/// A search space of `nqueens_core::space`: its size for each n, its formula (`None` for a
/// space no formula gives, said in a few words instead), and the key of its words in
/// [`words`](nqueens_xtask::words) (`space.KEY`, and `space.KEY.short` for the few words).
type Space = (fn(usize) -> Work, Option<&'static str>, &'static str);

/// The search spaces of `nqueens_core::space`, and the pairs of half boards whose columns fit,
/// which only the meet-in-the-middle approach counts (its own table of them).
const SPACES: [Space; 5] = [
    (space::subsets, Some("2^(n²)"), "subsets"),
    (space::combinations, Some("C(n², n)"), "combinations"),
    (space::permutations, Some("n!"), "permutations"),
    (space::backtrack_nodes, None, "tree"),
    (|n| find("meet-in-the-middle").expect("a registered approach").work(n), None, "pairs"),
];

/// The formula (or the few words) and the words of the search space whose size is the work of
/// `approach`, in `lang`, found by comparing its work with each space of [`SPACES`] for every n
/// the tests run.
fn search_space(approach: &dyn Solver, lang: Lang) -> (String, String) {
    let said = |formula: Option<&str>, key: &str| {
        let short = formula
            .map_or_else(|| words::word(lang, &format!("space.{key}.short")), ToString::to_string);
        (short, words::word(lang, &format!("space.{key}")))
    };
    // A general solver searches a space of its own, whose size no formula gives.
    if approach.info().kind == Kind::GeneralSolver {
        return said(None, if approach.info().id == "sat" { "sat" } else { "dlx" });
    }
    let same = |work: Work, other: Work| work.unit == other.unit && work.exact == other.exact;
    SPACES
        .iter()
        .find(|(size, _, _)| (0..=12).all(|n| same(approach.work(n), size(n))))
        .map(|&(_, formula, key)| said(formula, key))
        .unwrap_or_else(|| panic!("add the search space of `{}` to SPACES", approach.info().id))
}

/// The first two rows of a table: its headers and the alignment of each column.
pub(crate) fn header_row(headers: &[impl AsRef<str>], alignments: &[&str]) -> String {
    let headers: Vec<&str> = headers.iter().map(AsRef::as_ref).collect();
    format!("| {} |\n|{}|\n", headers.join(" | "), alignments.join("|"))
}

/// At most `n`, in `lang`: `≤ 15`, on a Chinese page with a space that does not break.
pub(crate) fn at_most(lang: Lang, n: impl std::fmt::Display) -> String {
    words::say(lang, "table.at_most", &[("n", &n)])
}

/// `amount` of the unit of a work (candidates or nodes), in `lang`: `2,057 nodes`, `2,057 个节点`.
fn amount_of(lang: Lang, amount: &str, unit: WorkUnit) -> String {
    words::say(lang, &format!("table.amount.{}", unit.name()), &[("amount", &amount)])
}

/// An exact amount with thousands separators, or a rounded one marked `≈`.
fn amount(work: Work) -> String {
    match work.exact {
        Some(exact) => separated(exact),
        None => format!("≈ {}", scientific(work.estimate)),
    }
}

/// An integer of any size with thousands separators: `18,446,744,073,709,551,616`.
pub(crate) fn separated(value: u128) -> String {
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
fn comparison(n: usize, lang: Lang) -> String {
    let word = |key: &str| words::word(lang, key);
    let mut table = header_row(
        &[
            say(lang, "compare.column.approach", &[]),
            word("table.comparison.space"),
            words::say(lang, "table.comparison.work", &[("n", &n)]),
            word("table.practical"),
        ],
        &["---", "---", "---:", "---:"],
    );
    for approach in APPROACHES {
        let info = approach.info();
        let work = approach.work(n);
        let (_, space) = search_space(*approach, lang);
        let counter = approach.task_counter().filter(|_| works_by_yardstick(*approach));
        let (space, work) = if let Some(counter) = counter {
            // The counter runs one task per symmetry class of border queens; the plain tree's
            // nodes are only the yardstick its time estimate is measured against. The page
            // explains tasks after the table, so the row names them in plain words.
            let tasks_total = counter.task_count(n).expect("n is small enough");
            let tasks = thousands(u64::try_from(tasks_total).expect("a task count"));
            let plain = amount_of(lang, &amount(work), work.unit);
            (
                words::say(lang, "space.split", &[("space", &space)]),
                words::say(lang, "table.comparison.tasks", &[("tasks", &tasks), ("work", &plain)]),
            )
        } else {
            (space, amount_of(lang, &amount(work), work.unit))
        };
        writeln!(
            table,
            "| [`{id}`]({id}.md) | {space} | {work} | {practical} |",
            id = info.id,
            practical = at_most(lang, nqueens_cli::practical_n(*approach)),
        )
        .expect("a String grows");
    }
    table
}

/// A share as a percentage with two significant digits, however small: `71%`, `5.1%`,
/// `0.0023%` (one notation all the way down a column).
fn percent(share: f64) -> String {
    let percent = share * 100.0;
    let decimals = if percent >= 10.0 { 0 } else { (1.0 - percent.log10().floor()) as usize };
    format!("{percent:.decimals$}%")
}

/// The nodes of the row-by-row tree against the textbook bound n! for every n from `first` to
/// `last`: how loose O(n!) is.
fn loose_bound(first: usize, last: usize, lang: Lang) -> String {
    let word = |key: &str| words::word(lang, key);
    let headers = [
        "n".to_string(),
        "n!".to_string(),
        word("table.loose.nodes"),
        word("table.loose.share"),
        say(lang, "compare.column.solutions", &[]),
    ];
    let mut table = header_row(&headers, &["---:"; 5]);
    for n in first..=last {
        let (factorial, nodes) = (space::permutations(n), space::backtrack_nodes(n));
        let share = nodes.estimate / factorial.estimate;
        let share = percent(share);
        let solutions =
            TOTAL_SOLUTIONS.get(n).map_or(word("table.unknown"), |&total| thousands(total));
        writeln!(
            table,
            "| {n} | {} | {} | {share} | {solutions} |",
            amount(factorial),
            amount(nodes)
        )
        .expect("a String grows");
    }
    table
}

/// How each pruning shrinks what is searched at one n, from every subset of the cells to the
/// solutions.
fn funnel(n: usize, lang: Lang) -> String {
    let cells = n * n;
    let word = |key: &str| words::word(lang, key);
    let row = |key: &str| words::say(lang, key, &[("n", &n), ("cells", &cells)]);
    let columns_per_row = u32::try_from(n)
        .ok()
        .and_then(|exponent| u128::try_from(n).ok()?.checked_pow(exponent))
        .map_or_else(|| word("table.too_many"), separated);
    let rows = [
        (row("table.funnel.subsets"), amount(space::subsets(n))),
        (row("table.funnel.combinations"), amount(space::combinations(n))),
        (row("table.funnel.rows"), columns_per_row),
        (row("table.funnel.permutations"), amount(space::permutations(n))),
        (row("table.funnel.tree"), amount(space::backtrack_nodes(n))),
        (
            say(lang, "compare.column.solutions", &[]),
            TOTAL_SOLUTIONS.get(n).map_or(word("table.unknown"), |&total| thousands(total)),
        ),
    ];
    let how_many = words::say(lang, "table.funnel.how_many", &[("n", &n)]);
    let mut table = header_row(&[word("table.funnel.what"), how_many], &["---", "---:"]);
    for (what, how_many) in rows {
        writeln!(table, "| {what} | {how_many} |").expect("a String grows");
    }
    table
}

/// The permutations of the columns `0, 1, …, n − 1` in lexicographic order, the order in which
/// the permutation scan tests them.
pub(crate) fn permutations_in_order(n: usize) -> Vec<Vec<u8>> {
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
pub(crate) fn first_diagonal_attack(columns: &[u8]) -> Option<(usize, Attack)> {
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

/// The verdict column of the permutation table, in `lang`.
fn verdict(columns: &[u8], lang: Lang) -> String {
    first_diagonal_attack(columns).map_or_else(
        || words::word(lang, "table.permutations.solution"),
        |(row, attack)| {
            let line = match attack {
                Attack::AntiDiagonal => words::word(lang, "line.anti_diagonal"),
                _ => words::word(lang, "line.diagonal"),
            };
            words::say(lang, "table.permutations.attack", &[("row", &row), ("line", &line)])
        },
    )
}

/// Columns as the pages write a choice or a permutation: `1 3 0 2`.
pub(crate) fn spaced(values: &[impl ToString]) -> String {
    values.iter().map(ToString::to_string).collect::<Vec<_>>().join(" ")
}

/// Every permutation the permutation scan tests at n, numbered in its order, with what its test
/// finds, in two halves side by side. Fails if the scan meets its solutions elsewhere.
fn permutations_table(n: usize, lang: Lang) -> Result<String, String> {
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
            format!("{} | `{}` | {}", index + 1, spaced(columns), verdict(columns, lang))
        })
    };
    let half_headers = [
        "#".to_string(),
        words::word(lang, "table.permutations.columns"),
        words::word(lang, "table.permutations.verdict"),
    ];
    let headers: Vec<&String> = half_headers.iter().chain(&half_headers).collect();
    let mut table = header_row(&headers, &["---:", "---", "---", "---:", "---", "---"]);
    for index in 0..half {
        writeln!(table, "| {} | {} |", cells(index), cells(index + half)).expect("a String grows");
    }
    Ok(table)
}

/// The table of approaches of the root README: each approach's id, linked to its source, its
/// idea in a few words (hand-written, kept from `current`, and the long idea of its `Info` for
/// an approach the table does not have yet), its search space and its practical n.
fn approaches_table(current: &str, lang: Lang) -> String {
    let mut ideas = BTreeMap::new();
    for line in current.lines() {
        let cells: Vec<&str> = line.trim_matches('|').split(" | ").map(str::trim).collect();
        if let [link, idea, ..] = cells[..]
            && let Some(id) = link.strip_prefix("[`").and_then(|rest| rest.split('`').next())
        {
            ideas.insert(id.to_string(), idea.to_string());
        }
    }
    let word = |key: &str| words::word(lang, key);
    let mut table = header_row(
        &[
            word("table.approaches.id"),
            word("table.approaches.idea"),
            word("table.approaches.work"),
            word("table.practical"),
        ],
        &["---", "---", "---", "---:"],
    );
    for approach in APPROACHES {
        let info = approach.info();
        let idea = ideas.get(info.id).map_or(info.idea, String::as_str);
        let (formula, _) = search_space(*approach, lang);
        let work = if works_by_yardstick(*approach) { word("space.slice.short") } else { formula };
        writeln!(
            table,
            "| [`{id}`](crates/{id}/src/lib.rs) | {idea} | {work} | {practical} |",
            id = info.id,
            practical = at_most(lang, nqueens_cli::practical_n(*approach)),
        )
        .expect("a String grows");
    }
    table
}

#[test]
fn generated_sections_are_up_to_date() {
    const END: &str = "<!-- end generated -->";
    let update = crate::regenerating();
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
            // A blank line ends each section, so that a table is not glued to the end marker.
            let lang = if relative(&file).contains("zh") { Lang::Zh } else { Lang::En };
            match generate(kind, &arguments, current, lang).map(|text| format!("{text}\n")) {
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
        assert!(failures.is_empty(), "{}\nRegenerate with: cargo xtask docs", failures.join("\n"));
    }
}

/// The stepper's controls as its page lists them, in the page's language: every line of the
/// model's help for the page (its keys, the control it belongs to, what it does), then the two
/// controls worked by the pointer, the tree and the timeline.
fn controls_table(lang: Lang) -> String {
    let word = |key: &str| say(lang, key, &[]);
    // A letter or a sign is code; an arrow or a named key (Enter, space) is not.
    let shown = |keys: &str| -> String {
        keys.split(' ')
            .map(|key| {
                let code = key.chars().count() == 1 && key.chars().all(|c| c.is_ascii_graphic());
                if code { format!("`{key}`") } else { key.to_string() }
            })
            .collect::<Vec<_>>()
            .join(" ")
    };
    let mut table = format!(
        "| {} | {} | {} |\n|---|---|---|\n",
        word("page.table.key"),
        word("page.table.control"),
        word("page.table.does")
    );
    for (actions, keys, what) in controls::help_lines(Front::Page, lang) {
        let control = actions.first().and_then(|action| action.control()).map_or("", |key| key);
        let control = if control.is_empty() { String::new() } else { word(control) };
        let _ = writeln!(table, "| {} | {control} | {what} |", shown(&keys));
    }
    for pointer in ["tree", "timeline"] {
        let cell = |part: &str| word(&format!("page.table.{pointer}.{part}"));
        let _ = writeln!(table, "| {} | {} | {} |", cell("keys"), cell("control"), cell("does"));
    }
    table
}

#[test]
fn shares_keep_one_notation_down_a_column() {
    assert_eq!(percent(0.708), "71%");
    assert_eq!(percent(0.051), "5.1%");
    assert_eq!(percent(0.0098), "0.98%");
    assert_eq!(percent(0.000_023), "0.0023%");
    let table = loose_bound(4, 17, Lang::En);
    for row in table.lines().skip(2) {
        let share = row.split('|').nth(4).expect("a nodes / n! cell").trim();
        assert!(share.ends_with('%') && !share.contains('e'), "{row}");
    }
}
