//! Every placer places a solution for every n that has one, checked by both independent
//! checkers of core, and refuses the rest; a randomised placer is reproducible by its seed.
//!
//! The placers are taken from the registry, so a new placer is tested here as soon as it is
//! registered, at every n up to its `PlacerInfo::tested_up_to` and at sampled n beyond.

use nqueens_approaches::PLACERS;
use nqueens_core::{Error, Placement, Placer, check, check_linear, has_solution};
use proptest::prelude::*;

/// The placement of `placer`, which must succeed, checked by the linear checker and, where the
/// columns fit in bytes, by the pairwise one.
fn checked_placement(placer: &dyn Placer, n: usize, seed: u64) -> Placement {
    let id = placer.info().id;
    let placement = placer
        .place(n, seed, &mut |_| {})
        .unwrap_or_else(|error| panic!("{id} at n = {n}: {error}"));
    assert_eq!(placement.columns.len(), n, "{id} at n = {n}, seed {seed}");
    assert_eq!(check_linear(&placement.columns), Ok(()), "{id} at n = {n}, seed {seed}");
    let narrow: Result<Vec<u8>, _> =
        placement.columns.iter().map(|&col| u8::try_from(col)).collect();
    if let Ok(narrow) = narrow {
        assert_eq!(check(&narrow), Ok(()), "{id} at n = {n}, seed {seed}");
    }
    placement
}

#[test]
fn every_placer_solves_every_n_up_to_its_tested_size() {
    for placer in PLACERS {
        let seeds = if placer.info().seeded { 0..3 } else { 0..1 };
        for n in (0..=placer.info().tested_up_to).filter(|&n| has_solution(n)) {
            for seed in seeds.clone() {
                checked_placement(*placer, n, seed);
            }
        }
    }
}

#[test]
fn every_placer_refuses_the_boards_without_a_solution_and_beyond_its_columns() {
    for placer in PLACERS {
        let info = placer.info();
        for n in [2, 3] {
            assert_eq!(
                placer.place(n, 0, &mut |_| {}),
                Err(Error::NoSolution { n }),
                "{}",
                info.id
            );
        }
        let too_large = placer.place(info.max_n + 1, 0, &mut |_| {});
        assert!(
            matches!(too_large, Err(Error::TooLarge { max_n, .. }) if max_n == info.max_n),
            "{}",
            info.id
        );
        // A column is at most a u32: every n up to 2^32 − 1 fits, and the checks never allocate.
        assert!(info.max_n <= u32::MAX as usize, "{}", info.id);
    }
}

#[test]
fn a_placement_depends_on_the_seed_only_if_the_placer_says_so() {
    for placer in PLACERS {
        let info = placer.info();
        // A large board, but a quarter of the largest at most (the SAT placer's formula grows
        // like n³).
        let n = 1_000.min(info.max_n / 4);
        let first = checked_placement(*placer, n, 1);
        assert_eq!(checked_placement(*placer, n, 1), first, "{} is not reproducible", info.id);
        let others: Vec<Placement> =
            (2..6).map(|seed| checked_placement(*placer, n, seed)).collect();
        let all_same = others.iter().all(|other| other.columns == first.columns);
        assert_eq!(all_same, !info.seeded, "{}: seeded is {}", info.id, info.seeded);
        if !info.seeded {
            assert!(others.iter().all(|other| other.moves == 0 && other.restarts == 0));
        }
    }
}

#[test]
fn every_placer_states_its_facts() {
    for placer in PLACERS {
        let info = placer.info();
        assert!(!info.references.is_empty(), "{} cites no source", info.id);
        let n = 1_000.min(info.max_n);
        assert!(placer.peak_bytes(n) >= 4 * n as u64, "{}: a column alone is 4 bytes", info.id);
        assert!(!placer.memory_model().to_string().is_empty(), "{}", info.id);
        assert!(info.bench_sizes.windows(2).all(|pair| pair[0] < pair[1]), "{}", info.id);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Every placement at sampled n and seeds, far beyond the exhaustive range, is a solution.
    #[test]
    fn every_placement_at_sampled_sizes_and_seeds_is_a_solution(
        n in 4_usize..20_000,
        seed in any::<u64>(),
        which in 0..PLACERS.len(),
    ) {
        // Up to half the placer's largest n (the SAT placer's formula grows like n³).
        let placer = PLACERS[which];
        let largest = (placer.info().max_n / 2).min(20_000);
        checked_placement(placer, 4 + n % (largest - 3), seed);
    }
}
