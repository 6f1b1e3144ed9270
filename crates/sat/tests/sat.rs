//! The SAT approach: its formula's size, its counts and its order.

use std::ops::ControlFlow;

use nqueens_core::sequences::TOTAL_SOLUTIONS;
use nqueens_core::{Solver, WorkCounts};
use nqueens_sat::{
    Encoding, SAT_NODES, Sat, clauses, formula, one_solution, solve_with, variables,
};

/// A000170, the number of solutions, for n = 0 to `Sat`'s `tested_up_to` (10), as the core holds
/// it.
const A000170: &[u64] = TOTAL_SOLUTIONS.split_at(11).0;

#[test]
fn the_counts_of_clauses_and_variables_follow_the_formulas() {
    // Worked by hand for n = 4. Pairwise: 4 row clauses; rows and columns 8 lines of 6 pairs;
    // each direction of diagonal has lines of 1, 2, 3, 4, 3, 2, 1 cells: 0+1+3+6+3+1+0 = 14.
    assert_eq!(clauses(4, Encoding::Pairwise), 4 + 8 * 6 + 2 * 14);
    assert_eq!(variables(4, Encoding::Pairwise), 16);
    // Sequential counter: a line of k ≥ 2 cells takes 3k − 4 clauses and k − 1 helpers.
    // Rows and columns: 8 × 8 clauses, 8 × 3 helpers; a direction of diagonal: 2 + 5 + 8 + 5 + 2
    // clauses and 1 + 2 + 3 + 2 + 1 helpers.
    assert_eq!(clauses(4, Encoding::SequentialCounter), 4 + 8 * 8 + 2 * 22);
    assert_eq!(variables(4, Encoding::SequentialCounter), 16 + 8 * 3 + 2 * 9);
    let table: Vec<_> = (0..=8)
        .map(|n| {
            (
                clauses(n, Encoding::Pairwise),
                variables(n, Encoding::Pairwise),
                clauses(n, Encoding::SequentialCounter),
                variables(n, Encoding::SequentialCounter),
            )
        })
        .collect();
    assert_eq!(
        table,
        [
            (0, 0, 0, 0),
            (1, 1, 1, 1),
            (8, 4, 14, 10),
            (31, 9, 51, 29),
            (80, 16, 112, 58),
            (165, 25, 197, 97),
            (296, 36, 306, 146),
            (483, 49, 439, 205),
            (736, 64, 596, 274),
        ]
    );
}

#[test]
fn the_formula_built_has_the_counted_size() {
    for n in 0..=12 {
        for encoding in Encoding::ALL {
            let (cnf, vars) = formula(n, encoding);
            assert_eq!(cnf.len(), clauses(n, encoding), "clauses, n = {n}, {encoding:?}");
            assert_eq!(vars, variables(n, encoding), "variables, n = {n}, {encoding:?}");
        }
    }
}

#[test]
fn both_encodings_list_the_same_solutions_in_order() {
    for (n, &expected) in A000170.iter().enumerate().take(9) {
        let mut lists = Vec::new();
        for encoding in Encoding::ALL {
            let mut list: Vec<Vec<u8>> = Vec::new();
            let _ = solve_with(n, encoding, &mut WorkCounts::default(), &mut |columns: &[u8]| {
                list.push(columns.to_vec());
                ControlFlow::Continue(())
            });
            assert_eq!(list.len() as u64, expected, "n = {n}, {encoding:?}");
            assert!(list.is_sorted(), "lexicographic order, n = {n}, {encoding:?}");
            lists.push(list);
        }
        assert_eq!(lists[0], lists[1], "n = {n}");
    }
}

#[test]
fn counts_equal_a000170() {
    for (n, &expected) in A000170.iter().enumerate() {
        assert_eq!(Sat.count(n), Ok(expected), "n = {n}");
    }
}

#[test]
fn the_work_is_pinned() {
    for (n, &nodes) in SAT_NODES.iter().enumerate().take(11) {
        let counts = Sat.count_with_work(n).expect("n is small");
        assert_eq!(counts.nodes, nodes, "n = {n}");
        assert_eq!(counts.solutions, A000170[n], "n = {n}");
        // Every question but the root ones asks about one cell; there is one root question per
        // solution, and a last one that finds no solution left.
        assert_eq!(counts.nodes, counts.cells + counts.solutions + 1, "n = {n}");
    }
}

#[test]
fn one_solution_is_a_solution() {
    for n in [1, 4, 8, 20, 50] {
        for encoding in Encoding::ALL {
            let (columns, statistics) = one_solution(n, encoding);
            let columns = columns.expect("every n ≥ 4 has a solution, and n = 1");
            assert_eq!(nqueens_core::check(&columns), Ok(()), "n = {n}");
            assert_eq!(statistics.calls, 1);
        }
    }
    assert_eq!(one_solution(3, Encoding::Pairwise).0, None);
}
