//! Numbers in the prose of the brute-force pages (subsets, combinations and permutations), and
//! the sizes of the search spaces, which the learning path and the set page give too.

use nqueens_approaches::find;
use nqueens_cli::format::thousands;
use nqueens_core::sequences::TOTAL_SOLUTIONS;
use nqueens_core::{Attack, space};

use crate::generated::{first_diagonal_attack, permutations_in_order, separated, spaced};
use crate::prose::{
    approach, backtracking_searches, binary, binomial, capitalized, exact, exactly, in_words,
    rounded,
};
use crate::{assert_pages_say, page, scan_until};

#[test]
fn the_combination_page_numbers_its_choices_right() {
    let n = 4;
    let combination = find("combination").expect("a registered approach");
    let text = page("docs/combination.md");
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
    for sentence in [
        format!("meets the first solution at the choice `{}`", cells(&first_solution)),
        format!("It is choice number {first}:"),
        format!("pins the {first} candidates it tested"),
        format!(
            "The second solution, `{second_solution:?}`, is the choice `{}`, number {second}.",
            cells(&second_solution)
        ),
        format!(
            "Only {} ({n}^{n}) of the {} choices have one queen in each row; the other {} fail",
            thousands(one_per_row),
            thousands(choices),
            thousands(choices - one_per_row)
        ),
    ] {
        assert!(text.contains(&sentence), "docs/combination.md no longer says: {sentence}");
    }
}

#[test]
fn the_pages_give_the_sizes_of_the_search_spaces() {
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
    assert_pages_say(&[
        (
            "docs/README.md",
            format!(
                "Nothing is pruned: {} candidates for n = 4, 2^{} for n = 8",
                exactly(subsets(n4)),
                n8 * n8
            ),
        ),
        (
            "docs/README.md",
            format!(
                "C(n², n) candidates, {} for n = 4 instead of {}",
                exactly(combinations(n4)),
                exactly(subsets(n4))
            ),
        ),
        ("docs/README.md", format!("n! candidates, {} for n = 8", exactly(permutations(n8)))),
        ("docs/README.md", format!("the same tree ({} nodes for n = 8)", exactly(nodes(n8)))),
        (
            "docs/README.md",
            format!("every backtracking search is done after {} nodes", exactly(nodes(n8))),
        ),
        (
            "docs/subset.md",
            format!(
                "A 4 × 4 board has 16 cells, so the scan runs through the 2^16 = {} masks `0` to `{}`",
                exactly(subsets(n4)),
                exact(subsets(n4)) - 1
            ),
        ),
        (
            "docs/subset.md",
            format!(
                "The funnel at n = {n4} shows how much of the space is waste. Of the {} masks, \
                 C(16, 4) = {} have {four} queens; 4^4 = {one_per_row} of those \
                 have one queen in each row; 4! = {} of those also have {four} distinct columns; \
                 and {solutions_of_four} of those are solutions",
                exactly(subsets(n4)),
                exactly(combinations(n4)),
                exactly(permutations(n4)),
                four = in_words(n4),
            ),
        ),
        (
            "docs/subset.md",
            format!(
                "at n = 5 it is {} · 5 = {} decoding steps against {} masks, under 1%",
                exactly(combinations(n5)),
                separated(decoding),
                exactly(subsets(n5))
            ),
        ),
        (
            "docs/subset.md",
            format!(
                "n = 5 has 2^25 = {} masks, n = 6 already 2^36 ≈ {}, and n = 8 has 2^64 ≈ {}",
                exactly(subsets(n5)),
                rounded(subsets(n6).estimate),
                rounded(subsets(n8).estimate)
            ),
        ),
        (
            "docs/subset.md",
            format!(
                "at n = 5, only C(25, 5) = {} of the {} masks have {}",
                exactly(combinations(n5)),
                exactly(subsets(n5)),
                in_words(n5)
            ),
        ),
        ("docs/subset.md", format!("more than {fewer_masks} times fewer candidates at n = 5")),
        (
            "docs/combination.md",
            format!(
                "There are C(16, 4) = {} ways to choose 4 of the 16 cells",
                exactly(combinations(n4))
            ),
        ),
        (
            "docs/combination.md",
            format!(
                "{} at n = 4, {} at n = 6, {} at n = 8",
                exactly(combinations(n4)),
                exactly(combinations(n6)),
                exactly(combinations(n8))
            ),
        ),
        (
            "docs/combination.md",
            format!(
                "Of the {} choices at n = 4, only {} have one queen in each row",
                exactly(combinations(n4)),
                exactly(permutations(n4))
            ),
        ),
        (
            "docs/combination.md",
            format!(
                "At n = 8 that is {} candidates instead of {}, over {} times fewer",
                exactly(permutations(n8)),
                exactly(combinations(n8)),
                separated(fewer_choices)
            ),
        ),
        (
            "docs/permutation.md",
            format!("The 4! = {} permutations of `0 1 2 3`", exactly(permutations(n4))),
        ),
        (
            "docs/permutation.md",
            format!(
                "the ratio between the two is about e^(2n) / (2π√e · n), over {} at n = 8",
                separated(fewer_choices)
            ),
        ),
        (
            "docs/permutation.md",
            format!("at n = 8 there are 6! = {} of them", exactly(permutations(n8 - 2))),
        ),
        (
            "docs/permutation.md",
            format!(
                "At n = 4 the row-by-row search tree has {} nodes against {} permutations; at n = \
                 8, {} against {}",
                exactly(nodes(n4)),
                exactly(permutations(n4)),
                exactly(nodes(n8)),
                exactly(permutations(n8))
            ),
        ),
        (
            "docs/backtrack-set.md",
            format!(
                "At n = 8 each rejection in row 1 for a shared diagonal disposes of 6! = {} \
                 permutations at once",
                exactly(permutations(n8 - 2))
            ),
        ),
    ]);
}

#[test]
fn the_subset_page_numbers_its_masks_right() {
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
        format!("Mask `0` is `{}`, the empty board: it has 0 queens, not {n}", shown(0)),
        format!("Reading each mask as {} {n}-bit fields", in_words(n)),
        format!(
            "Mask `{four_bits}` is `{}`, the first mask with {} bits: all {} queens stand in row \
             {four_bits_row} and rows 0 to {} are empty",
            shown(four_bits),
            in_words(n),
            in_words(n),
            four_bits_row - 1
        ),
        format!("Mask `{first_mask}` is `{}`, the first solution", shown(first_mask)),
        format!("The columns `{first:?}` are distinct"),
        format!(
            "The scan has tested masks `0` to `{first_mask}`, {} candidates",
            thousands(first_tested)
        ),
        format!(
            "Mask `{second_mask}`, `{}`, is the second and last solution, `{second:?}`",
            shown(second_mask)
        ),
    ];
    for (row, &col) in first.iter().enumerate() {
        let low = top_first(n, row, 0);
        checks.push(format!(
            "| {row} | `{}` | {} to {low} | {col} |",
            binary(1 << col, n, " "),
            low + n - 1
        ));
    }
    let obvious_bits = |columns: &[u8]| {
        let bits = bits(columns, obvious);
        let words: Vec<String> = bits.iter().map(ToString::to_string).collect();
        let (last, rest) = words.split_last().expect("n queens");
        (format!("{} and {last}", rest.join(", ")), thousands(mask(&bits)))
    };
    let (first_bits, first_obvious) = obvious_bits(&first);
    let (second_bits, second_obvious) = obvious_bits(&second);
    checks.push(format!(
        "At n = 4 the first solution `{first:?}` would be bits {first_bits}, the mask \
         {first_obvious}, and the second solution `{second:?}` bits {second_bits}, the mask \
         {second_obvious}"
    ));
    let checks: Vec<(&str, String)> =
        checks.into_iter().map(|sentence| ("docs/subset.md", sentence)).collect();
    assert_pages_say(&checks);
}

#[test]
fn the_combination_page_explains_its_order() {
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
    let sentences = [
        format!(
            "{} all {} queens in row 0: cell 1 at position 1 is not in row 1, rejected {} {}",
            spaced(&first_choices[0]),
            in_words(n),
            spaced(&first_choices[1]),
            spaced(&first_choices[2])
        ),
        format!(
            "cell {}, {}, {} and {}, the columns `{solution:?}`",
            decoded[0], decoded[1], decoded[2], decoded[3]
        ),
        format!(
            "before it come the C({}, {}) = {} choices that start with cell 0, the {} that start \
             with cell {} and go on with a cell from {} to {}, and the {} that start `{} {} {}` \
             and end below {}",
            cells - 1,
            n - 1,
            before[0],
            before[1],
            chosen[0],
            chosen[0] + 1,
            chosen[1] - 1,
            before[3],
            chosen[0],
            chosen[1],
            chosen[2],
            chosen[3]
        ),
        format!(
            "{} the first solution {} the last position can grow ({} → {}) {} the last position is \
             at its highest ({}); position {grown} grows ({} → {}), position {} resets",
            spaced(&chosen),
            spaced(&after),
            chosen[n - 1],
            after[n - 1],
            spaced(&then),
            cells - 1,
            after[grown],
            then[grown],
            grown + 1
        ),
        format!("pins all {} choices of 3 out of 5", in_words(binomial(5, 3) as usize)),
    ];
    let checks: Vec<(&str, String)> =
        sentences.into_iter().map(|sentence| ("docs/combination.md", sentence)).collect();
    assert_pages_say(&checks);
}

#[test]
fn the_permutation_page_counts_what_the_scan_wastes() {
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
    assert_pages_say(&[
        (
            "docs/permutation.md",
            format!("The first solution is permutation number {first} (the test"),
        ),
        ("docs/permutation.md", format!("pins that), the second number {second}:")),
        (
            "docs/permutation.md",
            format!(
                "permutations 1 and 2 both fail in row 1, because their first two queens, `{}`",
                spaced(&all[0][..2])
            ),
        ),
        (
            "docs/permutation.md",
            format!(
                "{} of the {} permutations fail in row 1 this way: {} bad two-queen beginnings, \
                 each dragging along its {}! endings",
                capitalized(in_words(in_row_1.len())),
                all.len(),
                in_words(beginnings.len()),
                n - 2
            ),
        ),
        (
            "docs/permutation.md",
            format!(
                "every permutation starting `{}` fails in row 1, and at n = 8",
                spaced(&all[0][..2])
            ),
        ),
        (
            "docs/permutation.md",
            format!(
                "OEIS A000170 starts with a(0) = {}: the empty board is a solution",
                TOTAL_SOLUTIONS[0]
            ),
        ),
    ]);
}
