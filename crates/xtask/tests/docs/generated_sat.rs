//! The generated tables of the SAT page (`docs/sat.md` and its twin): the size of the formula
//! and the solver's own statistics, for each n and both encodings.

use std::fmt::Write;
use std::ops::ControlFlow;

use nqueens_walk::phrases::Lang;
use nqueens_xtask::words;

use crate::generated::{header_row, separated};

/// The board sizes of the table of formula sizes on the SAT page.
pub(crate) const SAT_FORMULA_SIZES: [usize; 6] = [4, 8, 12, 16, 50, 100];

/// The size of the SAT formula for each n in both encodings: clauses and variables, exact.
pub(crate) fn sat_formula_table(sizes: &[usize], lang: Lang) -> String {
    use nqueens_sat::{Encoding, clauses, variables};
    let mut headers = vec!["n".to_string()];
    for key in ["pairwise_clauses", "pairwise_variables", "counter_clauses", "counter_variables"] {
        headers.push(words::word(lang, &format!("table.sat.{key}")));
    }
    let mut table = header_row(&headers, &["---:"; 5]);
    for &n in sizes {
        let [pairwise, counter] = [Encoding::Pairwise, Encoding::SequentialCounter];
        writeln!(
            table,
            "| {n} | {} | {} | {} | {} |",
            separated(clauses(n, pairwise) as u128),
            separated(variables(n, pairwise) as u128),
            separated(clauses(n, counter) as u128),
            separated(variables(n, counter) as u128),
        )
        .expect("a String grows");
    }
    table
}

/// The solver's own statistics of listing every solution, for each n and both encodings: its
/// calls, decisions, conflicts and propagations (BatSat is deterministic, so they are exact).
pub(crate) fn sat_statistics_table(sizes: &[usize], lang: Lang) -> String {
    use nqueens_core::WorkCounts;
    use nqueens_sat::{Encoding, solve_with};
    let mut headers = vec!["n".to_string()];
    for key in ["encoding", "calls", "decisions", "conflicts", "propagations"] {
        headers.push(words::word(lang, &format!("table.sat.{key}")));
    }
    let mut table = header_row(&headers, &["---:", "---", "---:", "---:", "---:", "---:"]);
    for &n in sizes {
        for encoding in Encoding::ALL {
            let mut work = WorkCounts::default();
            let statistics = solve_with(n, encoding, &mut work, &mut |_| ControlFlow::Continue(()));
            let name = words::word(
                lang,
                match encoding {
                    Encoding::Pairwise => "encoding.pairwise",
                    Encoding::SequentialCounter => "encoding.sequential_counter",
                },
            );
            writeln!(
                table,
                "| {n} | {name} | {} | {} | {} | {} |",
                separated(statistics.calls.into()),
                separated(statistics.decisions.into()),
                separated(statistics.conflicts.into()),
                separated(statistics.propagations.into()),
            )
            .expect("a String grows");
        }
    }
    table
}
