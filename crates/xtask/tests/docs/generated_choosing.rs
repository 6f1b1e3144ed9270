//! The table of the guide to choosing (`docs/choosing.md` and its twin): every approach and
//! every placer of the registry with what it answers, its time, its extra space and how far it
//! goes, as each crate's `Info` says them.

use std::fmt::Write;

use nqueens_approaches::{APPROACHES, PLACERS};
use nqueens_cli::format::thousands;
use nqueens_core::Kind;
use nqueens_walk::phrases::Lang;
use nqueens_walk::phrases::info_zh;
use nqueens_xtask::words;

use crate::generated::{at_most, header_row};

/// The key of what an approach of this kind answers, in a few words.
fn answers(kind: Kind) -> &'static str {
    match kind {
        Kind::BruteForce => "answers.brute_force",
        Kind::Backtracking => "answers.backtracking",
        Kind::TaskCounter => "answers.task_counter",
        Kind::GeneralSolver => "answers.general_solver",
    }
}

/// The time and extra space `id` states (`english`), in `lang`: the crate's own words in
/// English, the entry of `id` in `table` in Chinese.
fn stated(
    lang: Lang,
    table: &'static [info_zh::Stated],
    id: &str,
    english: (&'static str, &'static str),
) -> (&'static str, &'static str) {
    match lang {
        Lang::En => english,
        Lang::Zh => table
            .iter()
            .find(|stated| stated.id == id)
            .map(|stated| (stated.time, stated.space))
            .unwrap_or_else(|| panic!("`{id}` has no entry in the walk's phrases/zh/info.rs")),
    }
}

/// The table, in `lang`: the approaches in the registry's order, then the placers.
pub(crate) fn choosing_table(lang: Lang) -> String {
    let word = |key: &str| words::word(lang, key);
    let mut table = header_row(
        &[
            nqueens_walk::phrases::say(lang, "compare.column.approach", &[]),
            word("table.choosing.answers"),
            word("table.choosing.time"),
            word("table.choosing.space"),
            word("table.practical"),
        ],
        &["---", "---", "---", "---", "---:"],
    );
    for approach in APPROACHES {
        let info = approach.info();
        let (time, space) = stated(lang, info_zh::APPROACHES, info.id, (info.time, info.space));
        writeln!(
            table,
            "| [`{id}`]({id}.md) | {} | {time} | {space} | {} |",
            word(answers(info.kind)),
            at_most(lang, nqueens_cli::practical_n(*approach)),
            id = info.id,
        )
        .expect("a String grows");
    }
    for placer in PLACERS {
        let info = placer.info();
        let (time, space) = stated(lang, info_zh::PLACERS, info.id, (info.time, info.space));
        let largest = u64::try_from(info.max_n).expect("a size fits in 64 bits");
        writeln!(
            table,
            "| [`{id}`](large-n.md) | {} | {time} | {space} | {} |",
            word("answers.placer"),
            at_most(lang, thousands(largest)),
            id = info.id,
        )
        .expect("a String grows");
    }
    table
}

/// The numbers and the O(…) of a text: what its Chinese must keep.
fn facts(text: &str) -> Vec<String> {
    let mut facts = Vec::new();
    let mut number = String::new();
    for c in text.chars().chain([' ']) {
        let inside = c.is_ascii_digit() || (!number.is_empty() && (c == ',' || c == '.'));
        if inside {
            number.push(c);
        } else if !number.is_empty() {
            facts.push(std::mem::take(&mut number).trim_end_matches([',', '.']).to_string());
        }
    }
    let mut rest = text;
    while let Some(start) = rest.find("O(") {
        let after = &rest[start..];
        let mut depth = 0;
        let end = after
            .char_indices()
            .find(|&(_, c)| {
                depth += i32::from(c == '(') - i32::from(c == ')');
                c == ')' && depth == 0
            })
            .map_or(after.len(), |(index, _)| index + 1);
        facts.push(after[..end].to_string());
        rest = &after[end..];
    }
    facts
}

#[test]
fn every_approach_and_placer_states_its_time_and_space_in_chinese() {
    let ids = |table: &[info_zh::Stated]| table.iter().map(|stated| stated.id).collect::<Vec<_>>();
    let approaches: Vec<&str> = APPROACHES.iter().map(|approach| approach.info().id).collect();
    let placers: Vec<&str> = PLACERS.iter().map(|placer| placer.info().id).collect();
    assert_eq!(
        ids(info_zh::APPROACHES),
        approaches,
        "one entry per approach, in the registry's order"
    );
    assert_eq!(ids(info_zh::PLACERS), placers, "one entry per placer, in the registry's order");
    let stated = APPROACHES
        .iter()
        .map(|approach| (approach.info().id, approach.info().time, approach.info().space))
        .chain(
            PLACERS
                .iter()
                .map(|placer| (placer.info().id, placer.info().time, placer.info().space)),
        );
    let chinese = info_zh::APPROACHES.iter().chain(info_zh::PLACERS);
    for ((id, time, space), zh) in stated.zip(chinese) {
        for (english, chinese) in [(time, zh.time), (space, zh.space)] {
            for fact in facts(english) {
                assert!(
                    chinese.contains(&fact),
                    "{id}: the Chinese {chinese:?} lacks {fact:?} of {english:?}: the crate's words changed"
                );
            }
        }
    }
    assert_eq!(
        facts("O(n!) nodes, 2,057 at n = 8, O(C(n², n) · n)."),
        ["2,057", "8", "O(n!)", "O(C(n², n) · n)"]
    );
}
