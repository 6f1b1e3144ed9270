//! Every approach agrees with every other, with the independent checker and with the OEIS.
//!
//! The approaches are taken from the registry, so a new approach is tested here as soon as it is
//! registered (and `tested_up_to` says how far `cargo test` may take it).

use std::collections::BTreeSet;

use crate::tested_up_to;
use nqueens_approaches::APPROACHES;
use nqueens_core::sequences::{BACKTRACK_NODES, TOTAL_SOLUTIONS, UNIQUE_SOLUTIONS};
use std::ops::ControlFlow;

use nqueens_core::space::FIRST_SOLUTION_NODES;
use nqueens_core::{Error, Kind, Solution, Solver, Symmetry, WorkCounts, check};
use proptest::prelude::*;

/// The largest n any approach is tested at.
const LARGEST_TESTED_N: usize = 12;

fn solutions(approach: &dyn Solver, n: usize) -> Vec<Solution> {
    approach.solutions(n).unwrap_or_else(|error| panic!("{}: {error}", approach.info().id))
}

#[test]
fn every_approach_lists_the_same_solutions_in_the_same_order() {
    for (n, &total) in TOTAL_SOLUTIONS.iter().enumerate().take(LARGEST_TESTED_N + 1) {
        let mut reference: Option<(&str, Vec<Solution>)> = None;
        for &approach in APPROACHES.iter().filter(|approach| tested_up_to(**approach) >= n) {
            let id = approach.info().id;
            let listed = solutions(approach, n);
            assert_eq!(listed.len() as u64, total, "{id} at n = {n}: A000170");
            for solution in &listed {
                assert_eq!(solution.n(), n, "{id} at n = {n}: {solution:?}");
                assert_eq!(check(solution.columns()), Ok(()), "{id} at n = {n}: {solution:?}");
            }
            assert!(
                listed.windows(2).all(|pair| pair[0] < pair[1]),
                "{id} at n = {n}: solutions out of lexicographic order"
            );
            match &reference {
                None => reference = Some((id, listed)),
                Some((reference_id, expected)) => {
                    assert_eq!(&listed, expected, "{id} and {reference_id} disagree at n = {n}");
                }
            }
        }
        // No list is pinned: A000170's count of solutions, each valid by the checker and each
        // after the one before it in lexicographic order (so no two alike), is every solution
        // in the one order, and every approach was proven equal to the first.
        assert!(reference.is_some(), "some approach is tested at n = {n}");
    }
}

#[test]
fn every_count_agrees_with_oeis() {
    for &approach in APPROACHES {
        let id = approach.info().id;
        for n in 0..=tested_up_to(approach) {
            assert_eq!(approach.count(n), Ok(TOTAL_SOLUTIONS[n]), "{id} count at n = {n}");
            let counts = approach.count_with_work(n).expect("within the representation");
            assert_eq!(counts.solutions, TOTAL_SOLUTIONS[n], "{id} counted work at n = {n}");
            assert_eq!(
                approach.count_total_and_unique(n),
                Ok((TOTAL_SOLUTIONS[n], UNIQUE_SOLUTIONS[n])),
                "{id} total and unique (A002562) at n = {n}"
            );
            assert_eq!(
                approach.unique_with_work(n),
                Ok((counts, UNIQUE_SOLUTIONS[n])),
                "{id} work and unique in one search at n = {n}"
            );
        }
    }
}

#[test]
fn the_backtracking_searches_walk_the_same_tree() {
    for (n, &nodes) in BACKTRACK_NODES.iter().enumerate().take(LARGEST_TESTED_N + 1) {
        let counts: BTreeSet<(u64, u64)> = APPROACHES
            .iter()
            .filter(|approach| approach.info().kind == Kind::Backtracking)
            .map(|approach| {
                let counts = approach.count_with_work(n).expect("within the representation");
                (counts.nodes, counts.solutions)
            })
            .collect();
        let expected = (nodes, TOTAL_SOLUTIONS[n]);
        assert_eq!(counts, BTreeSet::from([expected]), "nodes and solutions at n = {n}");
    }
}

#[test]
fn every_approach_refuses_what_it_cannot_represent() {
    for &approach in APPROACHES {
        let info = approach.info();
        for n in [info.max_n + 1, usize::MAX] {
            let refusal = approach.count(n);
            assert!(
                matches!(refusal, Err(Error::TooLarge { max_n, .. }) if max_n == info.max_n),
                "{} at n = {n}: {refusal:?}",
                info.id
            );
            let message = refusal.unwrap_err().to_string();
            assert!(message.contains(&info.max_n.to_string()), "{message}");
            assert!(approach.solutions(n).is_err());
            assert!(approach.count_with_work(n).is_err());
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// Every symmetry of the square maps each approach's solution set onto itself, and the
    /// canonical representatives number exactly A002562.
    #[test]
    fn the_solution_set_is_closed_under_the_eight_symmetries(
        approach_index in 0..APPROACHES.len(),
        n in 0usize..=9,
        symmetry_index in 0..Symmetry::ALL.len(),
    ) {
        let approach = APPROACHES[approach_index];
        let n = n.min(tested_up_to(approach));
        let symmetry = Symmetry::ALL[symmetry_index];
        let listed = solutions(approach, n);
        let set: BTreeSet<&Solution> = listed.iter().collect();
        for solution in &listed {
            let image = symmetry.apply(solution);
            prop_assert!(set.contains(&image), "{symmetry:?} of {solution:?} is missing");
        }
        let unique = listed.iter().filter(|solution| solution.is_canonical()).count() as u64;
        prop_assert_eq!(unique, UNIQUE_SOLUTIONS[n]);
    }
}

/// The most nodes the test of the first-solution table walks for one approach at one n.
const FIRST_SOLUTION_TESTED_NODES: u64 = 2_000_000;

#[test]
fn the_first_solution_table_is_the_work_of_every_tree_search() {
    let searches = APPROACHES.iter().filter(|approach| approach.info().kind == Kind::Backtracking);
    for &approach in searches {
        let id = approach.info().id;
        let mut tested = 0;
        for (n, &expected) in FIRST_SOLUTION_NODES.iter().enumerate() {
            let Some(expected) = expected.filter(|&nodes| nodes <= FIRST_SOLUTION_TESTED_NODES)
            else {
                continue;
            };
            if n > approach.info().max_n {
                continue;
            }
            let mut counts = WorkCounts::default();
            let _ = approach
                .observe(n, &mut counts, &mut |_| ControlFlow::Break(()))
                .expect("within the representation");
            assert_eq!(counts.nodes, expected, "{id} at n = {n}: nodes up to the first solution");
            tested += 1;
        }
        assert!(tested > 20, "{id}: {tested} entries tested");
    }
}
