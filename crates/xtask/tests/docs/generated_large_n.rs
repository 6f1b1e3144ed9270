//! The generated tables of the large-n page (`docs/large-n.md` and its twin): the construction's
//! worked examples and every placer at large n, each placement checked.

use std::fmt::Write;

use nqueens_approaches::{PLACERS, find_placer};
use nqueens_cli::format::thousands;
use nqueens_core::{Placement, check_linear};

use nqueens_walk::phrases::Lang;
use nqueens_xtask::words;

use crate::generated::{header_row, spaced};

/// The n of the generated table of the placers: large enough to show the trend, small enough
/// that the docs test runs them in a second.
pub(crate) const PLACER_TABLE_SIZES: [usize; 3] = [1_000, 10_000, 100_000];

/// The seeds of the generated table of the placers.
const PLACER_TABLE_SEEDS: std::ops::Range<u64> = 0..5;

/// The construction's worked examples: for each n, its case of n mod 6, the list of columns
/// counted from 1 as the papers write it, and the columns from 0 as the workspace writes them,
/// each checked by the checker of core.
pub(crate) fn construction_table(sizes: &[usize], lang: Lang) -> Result<String, String> {
    let construction = find_placer("construction").ok_or("no placer `construction`")?;
    let headers = [
        "n".to_string(),
        "n mod 6".to_string(),
        words::word(lang, "table.construction.from_one"),
        words::word(lang, "table.construction.from_zero"),
    ];
    let mut table = header_row(&headers, &["---:", "---:", "---", "---"]);
    for &n in sizes {
        let columns =
            construction.place(n, 0, &mut |_| {}).map_err(|error| error.to_string())?.columns;
        check_linear(&columns).map_err(|conflict| format!("n = {n}: {conflict}"))?;
        let from_one: Vec<u32> = columns.iter().map(|col| col + 1).collect();
        writeln!(table, "| {n} | {} | {} | `{columns:?}` |", n % 6, spaced(&from_one))
            .expect("a String grows");
    }
    Ok(table)
}

/// Every placer at each n, with seeds 0 to 4: the moves it made (least and most), the moves per
/// queen, the restarts, and the memory it holds per queen; every placement checked.
pub(crate) fn placers_table(sizes: &[usize], lang: Lang) -> String {
    let word = |key: &str| words::word(lang, &format!("table.placers.{key}"));
    let headers = [
        word("placer"),
        "n".to_string(),
        word("seeds"),
        word("moves"),
        word("per_queen"),
        word("restarts"),
        word("memory"),
    ];
    let mut table = header_row(&headers, &["---", "---:", "---:", "---:", "---:", "---:", "---:"]);
    for placer in PLACERS {
        let info = placer.info();
        // The sizes the placer can place (the SAT solver's formula stops at 256).
        for &n in sizes.iter().filter(|&&n| n <= info.max_n) {
            let seeds: Vec<u64> = if info.seeded { PLACER_TABLE_SEEDS.collect() } else { vec![0] };
            let placements: Vec<Placement> = seeds
                .iter()
                .map(|&seed| placer.place(n, seed, &mut |_| {}).expect("n has a solution"))
                .collect();
            for placement in &placements {
                assert_eq!(check_linear(&placement.columns), Ok(()), "{} at n = {n}", info.id);
            }
            let least = placements.iter().map(|placement| placement.moves).min().unwrap_or(0);
            let most = placements.iter().map(|placement| placement.moves).max().unwrap_or(0);
            let restarts = placements.iter().map(|placement| placement.restarts).max().unwrap_or(0);
            let seeds = if info.seeded { format!("{}", seeds.len()) } else { "—".to_string() };
            writeln!(
                table,
                "| `{}` | {} | {seeds} | {} – {} | {:.4} | {restarts} | {} |",
                info.id,
                thousands(n as u64),
                thousands(least),
                thousands(most),
                most as f64 / n as f64,
                words::say(lang, "table.placers.bytes", &[("bytes", &info.bytes_per_queen)]),
            )
            .expect("a String grows");
        }
    }
    table
}
