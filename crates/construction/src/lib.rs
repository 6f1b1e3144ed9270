//! One N-Queens solution for any n, written down directly: the explicit construction of
//! Hoffman, Loessi and Moore (1969), in the form Bernhardsson (1991) gives it.
//!
//! # What this crate is for
//!
//! Every search of this workspace lists all the solutions, so each one stops below n = 30: the
//! number of solutions itself grows faster than exponentially. Yet a *single* solution exists
//! for every n except 2 and 3, and for any n one can be written down by a formula, in one pass,
//! without searching at all. This crate is that formula: ten million queens take a fraction of a
//! second. What it gives up is everything else: it always gives the same solution, so it cannot
//! count, list or choose (see `docs/large-n.md`).
//!
//! # The idea
//!
//! Number the rows and columns from 1, as the papers do, and write the columns of the queens
//! row after row as a list. Put the even columns first and the odd ones after:
//! `2, 4, 6, …, 1, 3, 5, …`. Within each half the queens step two columns per row, so no two
//! share a diagonal there; the halves do not meet on a diagonal either, *unless* n leaves a
//! remainder of 2 or 3 when divided by 6. Those two cases need a small repair:
//!
//! - **n mod 6 = 2** (8, 14, 20, …): in the odd half swap 1 and 3 and move 5 to the end:
//!   `2, 4, …, n, 3, 1, 7, 9, …, n − 1, 5`.
//! - **n mod 6 = 3** (9, 15, 21, …): move 2 to the end of the even half and 1 and 3 to the end
//!   of the odd half: `4, 6, …, n − 1, 2, 5, 7, …, n, 1, 3`.
//! - **every other n ≥ 4**, and n = 1: `2, 4, …, 1, 3, …` as it is.
//!
//! For n = 8 that gives `2, 4, 6, 8, 3, 1, 7, 5`, which is `[1, 3, 5, 7, 2, 0, 6, 4]` counted
//! from 0 as everywhere else in the workspace. The crate writes the columns counted from 0;
//! the tests check the result for every n up to thousands with the independent checkers of
//! `nqueens-core`.
//!
//! # Complexity
//!
//! Time O(n): one column per row. Space: the n columns of the result, 4 bytes each (a `u32`, so
//! n goes up to 4,294,967,295 if the memory allows), and nothing else.
//!
//! # Example
//!
//! ```
//! use nqueens_construction::{Construction, construct};
//! use nqueens_core::{Placer, check_linear};
//!
//! assert_eq!(construct(8), Some(vec![1, 3, 5, 7, 2, 0, 6, 4]));
//! assert_eq!(construct(3), None);
//! let placement = Construction.place(1_000_000, 0, &mut |_| {})?;
//! assert_eq!(check_linear(&placement.columns), Ok(()));
//! # Ok::<(), nqueens_core::Error>(())
//! ```

use nqueens_core::{Placement, Placer, PlacerInfo, Report};

// ANCHOR: construct
/// The columns (counted from 0) of one solution for an n × n board, or `None` for n = 2 and
/// n = 3, which have none.
pub fn construct(n: u32) -> Option<Vec<u32>> {
    if matches!(n, 2 | 3) {
        return None;
    }
    let mut columns = Vec::with_capacity(n as usize);
    // The papers count columns from 1; the workspace counts them from 0.
    let mut place = |numbers: &mut dyn Iterator<Item = u32>| {
        columns.extend(numbers.map(|number| number - 1));
    };
    // `first`, `first + 2`, `first + 4`, … up to n: the even or the odd numbers from `first` on.
    let every_other = |first: u32| (first..=n).step_by(2);
    match n % 6 {
        // n = 6k + 2: the evens, then the odds with 1 and 3 swapped and 5 moved to the end.
        2 => place(&mut every_other(2).chain([3, 1]).chain(every_other(7)).chain([5])),
        // n = 6k + 3: the evens with 2 moved to the end, then the odds with 1 and 3 moved there.
        3 => place(&mut every_other(4).chain([2]).chain(every_other(5)).chain([1, 3])),
        // Every other n: the evens, then the odds.
        _ => place(&mut every_other(2).chain(every_other(1))),
    }
    Some(columns)
}
// ANCHOR_END: construct

/// The construction, as a [`Placer`].
#[derive(Clone, Copy, Debug, Default)]
pub struct Construction;

impl Placer for Construction {
    fn info(&self) -> PlacerInfo {
        PlacerInfo {
            id: "construction",
            idea: "a formula by cases of n mod 6: the even columns, then the odd ones, with a \
                   repair for n mod 6 = 2 or 3",
            time: "O(n)",
            space: "O(n): the columns only",
            bytes_per_queen: 4,
            seeded: false,
            max_n: u32::MAX as usize,
            nanos_per_queen: 7.5,
            tested_up_to: 2_000,
            bench_sizes: &[1_000, 10_000, 100_000, 1_000_000, 10_000_000],
            references: &[
                "E. J. Hoffman, J. C. Loessi and R. C. Moore, Constructions for the solution of \
                 the m queens problem, Mathematics Magazine 42 (1969)",
                "B. Bernhardsson, Explicit solutions to the N-queens problem for all N, SIGART \
                 Bulletin 2 (1991)",
            ],
        }
    }

    fn place_solution(&self, n: usize, _seed: u64, _report: &mut Report<'_>) -> Placement {
        let n = u32::try_from(n).expect("place checked n ≤ max_n = u32::MAX");
        let columns = construct(n).expect("place checked that n has a solution");
        Placement { columns, moves: 0, restarts: 0 }
    }
}

#[cfg(test)]
mod tests {
    use nqueens_core::{Error, check, check_linear};

    use super::*;

    #[test]
    fn the_worked_examples_of_each_case() {
        // n mod 6 = 2, 3 and 4: the repaired cases and a plain one.
        assert_eq!(construct(8), Some(vec![1, 3, 5, 7, 2, 0, 6, 4]));
        assert_eq!(construct(9), Some(vec![3, 5, 7, 1, 4, 6, 8, 0, 2]));
        assert_eq!(construct(10), Some(vec![1, 3, 5, 7, 9, 0, 2, 4, 6, 8]));
        assert_eq!(construct(1), Some(vec![0]));
        assert_eq!(construct(0), Some(vec![]));
    }

    #[test]
    fn every_n_up_to_two_thousand_but_two_and_three_is_solved() {
        for n in (0..=2_000).filter(|n| !matches!(n, 2 | 3)) {
            let columns = construct(n).expect("n has a solution");
            assert_eq!(columns.len(), n as usize);
            assert_eq!(check_linear(&columns), Ok(()), "n = {n}");
            // The pairwise checker too, where the columns fit its bytes.
            let narrow: Result<Vec<u8>, _> = columns.iter().map(|&col| u8::try_from(col)).collect();
            if let Ok(narrow) = narrow {
                assert_eq!(check(&narrow), Ok(()), "n = {n}");
            }
        }
    }

    #[test]
    fn two_and_three_are_refused() {
        for n in [2, 3] {
            assert_eq!(Construction.place(n, 0, &mut |_| {}), Err(Error::NoSolution { n }));
        }
    }
}
