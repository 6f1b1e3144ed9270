//! The table of the guide to choosing (`docs/choosing.md` and its twin): every approach and
//! every placer of the registry with what it answers, its time, its extra space and how far it
//! goes, as each crate's `Info` says them.

use std::fmt::Write;

use nqueens_approaches::{APPROACHES, PLACERS};
use nqueens_cli::format::thousands;
use nqueens_core::Kind;

/// What an approach of this kind answers, in a few words.
fn answers(kind: Kind) -> &'static str {
    match kind {
        Kind::BruteForce => "lists and counts, testing every candidate",
        Kind::Backtracking => "lists and counts",
        Kind::TaskCounter => "counts on every core (lists by plain backtracking)",
        Kind::GeneralSolver => "lists and counts, from a model of the board",
    }
}

/// The table: the approaches in the registry's order, then the placers.
pub(crate) fn choosing_table() -> String {
    let mut table = "| approach | answers | time | extra space | practical n |\n\
                     |---|---|---|---|---:|\n"
        .to_string();
    for approach in APPROACHES {
        let info = approach.info();
        writeln!(
            table,
            "| [`{id}`]({id}.md) | {} | {} | {} | ≤ {} |",
            answers(info.kind),
            info.time,
            info.space,
            nqueens_cli::practical_n(*approach),
            id = info.id,
        )
        .expect("a String grows");
    }
    for placer in PLACERS {
        let info = placer.info();
        let largest = u64::try_from(info.max_n).expect("a size fits in 64 bits");
        writeln!(
            table,
            "| [`{id}`](large-n.md) | one solution | {} | {} | ≤ {} |",
            info.time,
            info.space,
            thousands(largest),
            id = info.id,
        )
        .expect("a String grows");
    }
    table
}
