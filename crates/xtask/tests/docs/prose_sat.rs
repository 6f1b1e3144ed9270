//! Numbers in the prose of `docs/sat.md` that the code can compute.

use nqueens_cli::format::thousands;
use nqueens_core::Solver;
use nqueens_sat::{Encoding, SAT_NODES, Sat, clauses, variables};

use crate::assert_pages_say;

#[test]
fn the_sat_page_states_what_the_code_says() {
    let page = "docs/sat.md";
    let (pairwise, counter) = (Encoding::Pairwise, Encoding::SequentialCounter);
    let count = |value: usize| thousands(value as u64);
    // The clauses of one line of k cells, as the figure and the text give them for k = 4.
    assert_eq!((pairwise.clauses_per_line(4), counter.clauses_per_line(4)), (6, 8));
    assert_eq!(counter.variables_per_line(4), 3);
    let mut checks = vec![
        (page, "A line of k cells takes k(k − 1)/2 clauses and no new variables".to_string()),
        (page, "A line of k cells takes 3k − 4 clauses".to_string()),
        (
            page,
            format!(
                "with little more than half the clauses at n = 12 ({} against {})",
                count(clauses(12, counter)),
                count(clauses(12, pairwise))
            ),
        ),
        (
            page,
            format!(
                "at n = 400 the pairwise encoding writes {} million clauses",
                clauses(400, pairwise) / 1_000_000
            ),
        ),
        (page, format!("Its practical n is {}.", Sat.info().practical_n)),
    ];
    // The table of one solution: the size of each pairwise formula.
    for n in [25, 50, 100, 200, 400] {
        checks.push((page, format!("| {n} | {} |", count(clauses(n, pairwise)))));
    }
    // The table of what listing costs: the questions asked, as the work counters pin them.
    for n in [8, 10, 11, 12, 13] {
        checks.push((page, format!("| {} |", count(SAT_NODES[n] as usize))));
    }
    assert_pages_say(&checks);
    // "nearly five times as many variables as cells", "about fifty times smaller" at n = 400.
    for n in [12, 50, 100] {
        let ratio = variables(n, counter) as f64 / (n * n) as f64;
        assert!((4.5..5.0).contains(&ratio), "n = {n}: {ratio}");
    }
    let smaller = clauses(400, pairwise) as f64 / clauses(400, counter) as f64;
    assert!((50.0..60.0).contains(&smaller), "{smaller}");
}
