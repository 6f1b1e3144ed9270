//! Numbers in the prose of the brute-force pages (subsets, combinations and permutations), and
//! the sizes of the search spaces, which the learning path and the set page give too.

use nqueens_approaches::find;
use nqueens_cli::format::thousands;
use nqueens_core::sequences::TOTAL_SOLUTIONS;
use nqueens_core::{Attack, space};

use crate::facts::{Facts, assert_facts, fact};
use crate::generated::{first_diagonal_attack, permutations_in_order, separated, spaced};
use crate::prose::{
    approach, backtracking_searches, binary, binomial, capitalized, exact, exactly, in_words,
    rounded,
};
use crate::scan_until;

fn the_combination_page_numbers_its_choices_right(facts: &mut Facts) {
    let n = 4;
    let combination = find("combination").expect("a registered approach");
    // A choice is written as its cells, numbered row by row: cell row · n + col.
    let cells = |columns: &[u8]| {
        let cells: Vec<String> = columns
            .iter()
            .enumerate()
            .map(|(row, &col)| (row * n + usize::from(col)).to_string())
            .collect();
        cells.join(" ")
    };
    let (first, first_solution) = scan_until(combination, n, 1);
    let (second, second_solution) = scan_until(combination, n, 2);
    let one_per_row = u64::try_from(n.pow(u32::try_from(n).expect("n is small"))).expect("small");
    let choices = space::combinations(n).exact.and_then(|all| u64::try_from(all).ok());
    let choices = choices.expect("C(16, 4) is exact");
    facts.extend(
        [
            vec![fact("docs/combination.md", "choice", cells(&first_solution))],
            vec![fact("docs/combination.md", "number", first)],
            vec![fact("docs/combination.md", "candidates", first)],
            vec![
                fact("docs/combination.md", "choice", format!("{:?}", second_solution)),
                fact("docs/combination.md", "number", cells(&second_solution)),
                fact("docs/combination.md", "number", second),
            ],
            vec![
                fact("docs/combination.md", "choices", thousands(one_per_row)),
                fact("docs/combination.md", "choices", format!("{n}^{n}")),
                fact("docs/combination.md", "choices", thousands(choices)),
                fact("docs/combination.md", "fail", thousands(choices - one_per_row)),
            ],
        ]
        .into_iter()
        .flatten(),
    );
}

fn the_pages_give_the_sizes_of_the_search_spaces(facts: &mut Facts) {
    let [subsets, combinations, permutations, nodes] =
        [space::subsets, space::combinations, space::permutations, space::backtrack_nodes];
    // The tree the backtracking searches walk, as their counters measure it.
    for approach in backtracking_searches() {
        for n in [4, 8] {
            let counted = u128::from(approach.count_with_work(n).expect("n is small").nodes);
            assert_eq!(Some(counted), nodes(n).exact, "{} at n = {n}", approach.info().id);
        }
    }
    let [n4, n5, n6, n8] = [4, 5, 6, 8];
    let one_per_row = 4u128.pow(4);
    let solutions_of_four = approach("backtrack-bitmask").count(n4).expect("4 is small");
    let decoding = exact(combinations(n5)) * 5;
    assert!(decoding * 100 < exact(subsets(n5)), "decoding is no longer under 1% of the masks");
    let fewer_masks = exact(subsets(n5)) as f64 / exact(combinations(n5)) as f64;
    let fewer_masks = (fewer_masks / 100.0).floor() * 100.0;
    let fewer_choices = exact(combinations(n8)) / exact(permutations(n8));
    let fewer_choices = 10u128.pow(fewer_choices.ilog10());
    let stirling = (2.0 * 8.0f64).exp() / (2.0 * std::f64::consts::PI * 0.5f64.exp() * 8.0);
    assert!(
        (stirling / exact(combinations(n8)) as f64 * exact(permutations(n8)) as f64 - 1.0).abs()
            < 0.05,
        "e^(2n) / (2π√e · n) is no longer about the ratio at n = 8"
    );
    assert!(stirling as u128 > fewer_choices, "e^(2n) / (2π√e · n) is under {fewer_choices}");
    assert_eq!(exact(subsets(8)), 1 << 64);
    facts.extend([
        fact("docs/README.md", "candidates", exactly(subsets(n4))),
        fact("docs/README.md", "n = 8", format!("2^{}", n8 * n8)),
        fact("docs/README.md", "n = 4", exactly(combinations(n4))),
        fact("docs/README.md", "n = 4", exactly(subsets(n4))),
        fact("docs/README.md", "candidates", exactly(permutations(n8))),
        fact("docs/README.md", "nodes", exactly(nodes(n8))),
        fact("docs/README.md", "nodes", exactly(nodes(n8))),
        fact("docs/subset.md", "through", "2^16"),
        fact("docs/subset.md", "masks", exactly(subsets(n4))),
        fact("docs/subset.md", "masks", exact(subsets(n4)) - 1),
        fact("docs/subset.md", "shows", n4),
        fact("docs/subset.md", "masks", exactly(subsets(n4))),
        fact("docs/subset.md", "masks", exactly(combinations(n4))),
        fact("docs/subset.md", "queens", in_words(n4)),
        fact("docs/subset.md", "queens", "4^4"),
        fact("docs/subset.md", "queen", one_per_row),
        fact("docs/subset.md", "row", "4!"),
        fact("docs/subset.md", "distinct columns", exactly(permutations(n4))),
        fact("docs/subset.md", "distinct", in_words(n4)),
        fact("docs/subset.md", "solutions", solutions_of_four),
        fact("docs/subset.md", "n = 5", exactly(combinations(n5))),
        fact("docs/subset.md", "decoding", separated(decoding)),
        fact("docs/subset.md", "masks", exactly(subsets(n5))),
        fact("docs/subset.md", "n = 5", "2^25"),
        fact("docs/subset.md", "masks", exactly(subsets(n5))),
        fact("docs/subset.md", "already", "2^36"),
        fact("docs/subset.md", "already", rounded(subsets(n6).estimate)),
        fact("docs/subset.md", "n = 8", "2^64"),
        fact("docs/subset.md", "n = 8", rounded(subsets(n8).estimate)),
        fact("docs/subset.md", "n = 5", exactly(combinations(n5))),
        fact("docs/subset.md", "masks", exactly(subsets(n5))),
        fact("docs/subset.md", "masks", in_words(n5)),
        fact("docs/subset.md", "times", fewer_masks),
        fact("docs/combination.md", "ways", exactly(combinations(n4))),
        fact("docs/combination.md", "n = 4", exactly(combinations(n4))),
        fact("docs/combination.md", "n = 6", exactly(combinations(n6))),
        fact("docs/combination.md", "n = 8", exactly(combinations(n8))),
        fact("docs/combination.md", "choices", exactly(combinations(n4))),
        fact("docs/combination.md", "queen", exactly(permutations(n4))),
        fact("docs/combination.md", "candidates", exactly(permutations(n8))),
        fact("docs/combination.md", "n = 8", exactly(combinations(n8))),
        fact("docs/combination.md", "times", separated(fewer_choices)),
        fact("docs/permutation.md", "permutations", format!("4! = {}", exactly(permutations(n4)))),
        fact("docs/permutation.md", "n = 8", separated(fewer_choices)),
        fact("docs/permutation.md", "n = 8", format!("6! = {}", exactly(permutations(n8 - 2)))),
        fact("docs/permutation.md", "nodes", exactly(nodes(n4))),
        fact("docs/permutation.md", "permutations", exactly(permutations(n4))),
        fact("docs/permutation.md", "against", exactly(nodes(n8))),
        fact("docs/permutation.md", "against", exactly(permutations(n8))),
        fact("docs/backtrack-set.md", "disposes", "6!"),
        fact("docs/backtrack-set.md", "permutations", exactly(permutations(n8 - 2))),
    ]);
}

fn the_subset_page_numbers_its_masks_right(facts: &mut Facts) {
    let n = 4;
    let subset = approach("subset");
    // Cell (`row`, `col`) is bit `(n - 1 - row) * n + col`; the obvious numbering, which the
    // pitfalls show, is `row * n + col`.
    let bits = |columns: &[u8], numbering: fn(usize, usize, usize) -> usize| -> Vec<usize> {
        let mut bits: Vec<usize> =
            (0..n).map(|row| numbering(n, row, usize::from(columns[row]))).collect();
        bits.sort_unstable();
        bits
    };
    let top_first = |n: usize, row: usize, col: usize| (n - 1 - row) * n + col;
    let obvious = |n: usize, row: usize, col: usize| row * n + col;
    let mask = |bits: &[usize]| bits.iter().map(|&bit| 1u64 << bit).sum::<u64>();
    let shown = |mask: u64| binary(mask, n * n, " ");
    let (first_tested, first) = scan_until(subset, n, 1);
    let (second_tested, second) = scan_until(subset, n, 2);
    let first_mask = mask(&bits(&first, top_first));
    let second_mask = mask(&bits(&second, top_first));
    // The scan tests the masks from 0 upwards, so the mask of a solution is one less than the
    // candidates tested until it.
    assert_eq!(first_mask + 1, first_tested);
    assert_eq!(second_mask + 1, second_tested);
    assert_eq!(subset.count(n), Ok(2), "the second solution is the last");
    let four_bits = (1u64 << n) - 1;
    let four_bits_row = n - 1 - four_bits.trailing_zeros() as usize / n;
    let mut checks = vec![
        vec![fact("docs/subset.md", "empty", shown(0)), fact("docs/subset.md", "queens", n)],
        vec![fact("docs/subset.md", "bit", format!("{} {}", in_words(n), n))],
        vec![
            fact("docs/subset.md", "Mask", four_bits),
            fact("docs/subset.md", "first", shown(four_bits)),
            fact("docs/subset.md", "bits", in_words(n)),
            fact("docs/subset.md", "queens", in_words(n)),
            fact("docs/subset.md", "rows", four_bits_row),
            fact("docs/subset.md", "empty", four_bits_row - 1),
        ],
        vec![
            fact("docs/subset.md", "Mask", first_mask),
            fact("docs/subset.md", "first", shown(first_mask)),
        ],
        vec![fact("docs/subset.md", "distinct", format!("{:?}", first))],
        vec![
            fact("docs/subset.md", "masks", first_mask),
            fact("docs/subset.md", "candidates", thousands(first_tested)),
        ],
        vec![
            fact("docs/subset.md", "Mask", second_mask),
            fact("docs/subset.md", "second", shown(second_mask)),
            fact("docs/subset.md", "solution", format!("{:?}", second)),
        ],
    ];
    for (row, &col) in first.iter().enumerate() {
        let low = top_first(n, row, 0);
        checks.push(vec![
            // A row of the table: the row, its bits, their numbers, the queen's column.
            fact("docs/subset.md", "|", row),
            fact("docs/subset.md", "|", binary(1 << col, n, " ")),
            fact("docs/subset.md", "|", format!("{} to {low}", low + n - 1)),
            fact("docs/subset.md", "|", col),
        ]);
    }
    let obvious_bits = |columns: &[u8]| {
        let bits = bits(columns, obvious);
        let words: Vec<String> = bits.iter().map(ToString::to_string).collect();
        let (last, rest) = words.split_last().expect("n queens");
        (format!("{} and {last}", rest.join(", ")), thousands(mask(&bits)))
    };
    let (first_bits, first_obvious) = obvious_bits(&first);
    let (second_bits, second_obvious) = obvious_bits(&second);
    checks.push(vec![
        fact("docs/subset.md", "would", format!("{:?}", first)),
        fact("docs/subset.md", "mask", &first_bits),
        fact("docs/subset.md", "second", &first_obvious),
        fact("docs/subset.md", "bits", format!("{:?}", second)),
        fact("docs/subset.md", "mask", &second_bits),
        fact("docs/subset.md", "mask", &second_obvious),
    ]);
    facts.extend(checks.into_iter().flatten());
}

fn the_combination_page_explains_its_order(facts: &mut Facts) {
    let n = 4;
    let cells = n * n;
    let combination = approach("combination");
    // The next choice of `chosen.len()` cells out of `cells` in lexicographic order, computed
    // here independently of the crate's `next_choice`.
    let next = |chosen: &[usize]| -> Vec<usize> {
        let count = chosen.len();
        let position = (0..count)
            .rev()
            .find(|&position| chosen[position] < cells - count + position)
            .expect("not the last choice");
        let mut next = chosen.to_vec();
        for (offset, cell) in next[position..].iter_mut().enumerate() {
            *cell = chosen[position] + 1 + offset;
        }
        next
    };
    let (number, solution) = scan_until(combination, n, 1);
    let chosen: Vec<usize> = (0..n).map(|row| row * n + usize::from(solution[row])).collect();
    // The choices before `chosen`, by the first position where they differ from it: a smaller
    // cell there, any larger cells after it.
    let before: Vec<u128> = (0..n)
        .map(|position| {
            let from = if position == 0 { 0 } else { chosen[position - 1] + 1 };
            (from..chosen[position])
                .map(|cell| binomial((cells - 1 - cell) as u128, (n - 1 - position) as u128))
                .sum()
        })
        .collect();
    assert_eq!(before.iter().sum::<u128>() + 1, u128::from(number), "choice {number}");
    assert_eq!(before[2], 0, "no choice starts with the first two cells and differs in the third");
    let decoded: Vec<String> =
        chosen.iter().map(|cell| format!("{cell} is ({}, {})", cell / n, cell % n)).collect();
    let first_choices: Vec<Vec<usize>> =
        std::iter::successors(Some((0..n).collect::<Vec<_>>()), |chosen| Some(next(chosen)))
            .take(3)
            .collect();
    let [after, then] = [next(&chosen), next(&next(&chosen))];
    let grown = (0..n).find(|&position| then[position] != after[position]).expect("it grows");
    let checks = [
        vec![
            fact("docs/combination.md", "queens", spaced(&first_choices[0])),
            fact("docs/combination.md", "queens", in_words(n)),
            fact(
                "docs/combination.md",
                "rejected",
                format!("{} {}", spaced(&first_choices[1]), spaced(&first_choices[2])),
            ),
        ],
        vec![
            fact("docs/combination.md", "cell", &decoded[0]),
            fact("docs/combination.md", "columns", &decoded[1]),
            fact("docs/combination.md", "columns", &decoded[2]),
            fact("docs/combination.md", "columns", &decoded[3]),
            fact("docs/combination.md", "columns", format!("{solution:?}")),
        ],
        vec![
            fact("docs/combination.md", "come", cells - 1),
            fact("docs/combination.md", "choices", n - 1),
            fact("docs/combination.md", "choices", before[0]),
            fact("docs/combination.md", "start", before[1]),
            fact("docs/combination.md", "cell", chosen[0]),
            fact("docs/combination.md", "cell", chosen[0] + 1),
            fact("docs/combination.md", "start", chosen[1] - 1),
            fact("docs/combination.md", "start", before[3]),
            fact(
                "docs/combination.md",
                "start",
                format!("{} {} {}", chosen[0], chosen[1], chosen[2]),
            ),
            fact("docs/combination.md", "below", chosen[3]),
        ],
        vec![
            fact("docs/combination.md", "first", spaced(&chosen)),
            fact("docs/combination.md", "last", spaced(&after)),
            fact("docs/combination.md", "grow", chosen[n - 1]),
            fact("docs/combination.md", "last", after[n - 1]),
            fact("docs/combination.md", "last", spaced(&then)),
            fact("docs/combination.md", "position", cells - 1),
            fact("docs/combination.md", "grows", grown),
            fact("docs/combination.md", "grows", after[grown]),
            fact("docs/combination.md", "position", then[grown]),
            fact("docs/combination.md", "resets", grown + 1),
        ],
        vec![fact("docs/combination.md", "choices", in_words(binomial(5, 3) as usize))],
    ];
    facts.extend(checks.into_iter().flatten());
}

fn the_permutation_page_counts_what_the_scan_wastes(facts: &mut Facts) {
    let n = 4;
    let permutation = approach("permutation");
    let (first, _) = scan_until(permutation, n, 1);
    let (second, _) = scan_until(permutation, n, 2);
    let all = permutations_in_order(n);
    let in_row_1: Vec<&Vec<u8>> = all
        .iter()
        .filter(|columns| first_diagonal_attack(columns).is_some_and(|(row, _)| row == 1))
        .collect();
    let mut beginnings: Vec<&[u8]> = in_row_1.iter().map(|columns| &columns[..2]).collect();
    beginnings.dedup();
    assert_eq!(first_diagonal_attack(&all[0]), Some((1, Attack::Diagonal)));
    assert_eq!(first_diagonal_attack(&all[1]), Some((1, Attack::Diagonal)));
    assert_eq!(all[0][..2], all[1][..2], "permutations 1 and 2 begin alike");
    assert_eq!(permutation.count(0), Ok(TOTAL_SOLUTIONS[0]));
    facts.extend([
        fact("docs/permutation.md", "test", first),
        fact("docs/permutation.md", "number", second),
        fact("docs/permutation.md", "queens", spaced(&all[0][..2])),
        fact("docs/permutation.md", "permutations", capitalized(in_words(in_row_1.len()))),
        fact("docs/permutation.md", "permutations", all.len()),
        fact("docs/permutation.md", "bad", in_words(beginnings.len())),
        fact("docs/permutation.md", "endings", n - 2),
        fact("docs/permutation.md", "fails", spaced(&all[0][..2])),
        fact("docs/permutation.md", "empty", TOTAL_SOLUTIONS[0]),
    ]);
}

/// The facts of the pages this module checks.
pub(crate) fn facts() -> Facts {
    let mut facts = Facts::new();
    the_combination_page_numbers_its_choices_right(&mut facts);
    the_pages_give_the_sizes_of_the_search_spaces(&mut facts);
    the_permutation_page_counts_what_the_scan_wastes(&mut facts);
    the_subset_page_numbers_its_masks_right(&mut facts);
    the_combination_page_explains_its_order(&mut facts);
    facts
}

#[test]
fn the_pages_show_these_facts() {
    assert_facts(&facts());
}
