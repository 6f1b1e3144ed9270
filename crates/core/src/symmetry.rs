//! The eight symmetries of the square and the canonical form of a solution.

use crate::Solution;

/// One of the eight symmetries of the square (the dihedral group D4): four rotations, and four
/// reflections.
///
/// Each maps a solution to a solution, so the solutions of one n fall into classes of one, two,
/// four or eight boards that are images of each other. The *unique* (fundamental) solutions of
/// OEIS A002562 are those classes: 12 for n = 8, against 92 solutions in all.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Symmetry {
    /// Leaves the board as it is.
    Identity,
    /// Rotates the board a quarter turn clockwise.
    Rotate90,
    /// Rotates the board half a turn.
    Rotate180,
    /// Rotates the board three quarter turns clockwise (a quarter turn counter-clockwise).
    Rotate270,
    /// Mirrors the board left to right: column `col` becomes column `n - 1 - col`.
    MirrorColumns,
    /// Mirrors the board top to bottom: row `row` becomes row `n - 1 - row`.
    MirrorRows,
    /// Reflects the board in its main diagonal: the queen at (row, col) moves to (col, row).
    Transpose,
    /// Reflects the board in its anti-diagonal: (row, col) moves to (n - 1 - col, n - 1 - row).
    AntiTranspose,
}

impl Symmetry {
    /// All eight symmetries, the identity first.
    pub const ALL: [Symmetry; 8] = [
        Symmetry::Identity,
        Symmetry::Rotate90,
        Symmetry::Rotate180,
        Symmetry::Rotate270,
        Symmetry::MirrorColumns,
        Symmetry::MirrorRows,
        Symmetry::Transpose,
        Symmetry::AntiTranspose,
    ];

    /// Where this symmetry moves the cell (`row`, `col`) of an n × n board.
    ///
    /// The cell must be on the board (`row < n` and `col < n`).
    pub fn map_cell(self, n: usize, row: usize, col: usize) -> (usize, usize) {
        // The last row and column; a cell on the board means n ≥ 1.
        let last = n.saturating_sub(1);
        match self {
            Symmetry::Identity => (row, col),
            Symmetry::Rotate90 => (col, last - row),
            Symmetry::Rotate180 => (last - row, last - col),
            Symmetry::Rotate270 => (last - col, row),
            Symmetry::MirrorColumns => (row, last - col),
            Symmetry::MirrorRows => (last - row, col),
            Symmetry::Transpose => (col, row),
            Symmetry::AntiTranspose => (last - col, last - row),
        }
    }

    /// The image of `solution` under this symmetry.
    ///
    /// # Panics
    ///
    /// If a queen stands off the board (a column of `n` or more), which no solution does.
    ///
    /// ```
    /// use nqueens_core::{Solution, Symmetry};
    ///
    /// let solution = Solution::new(vec![1, 3, 0, 2]);
    /// assert_eq!(Symmetry::MirrorColumns.apply(&solution).columns(), [2, 0, 3, 1]);
    /// ```
    pub fn apply(self, solution: &Solution) -> Solution {
        let n = solution.n();
        let mut image = vec![0; n];
        for (row, &col) in solution.columns().iter().enumerate() {
            // A solution has one queen per row and per column, so the images of its queens
            // again fill every row once.
            let (image_row, image_col) = self.map_cell(n, row, usize::from(col));
            image[image_row] =
                u8::try_from(image_col).expect("an image column is a row or column of the board");
        }
        Solution::new(image)
    }
}

impl Solution {
    /// The images of this solution under all eight symmetries, in the order of [`Symmetry::ALL`].
    pub fn images(&self) -> [Solution; 8] {
        Symmetry::ALL.map(|symmetry| symmetry.apply(self))
    }

    /// The canonical representative of this solution's symmetry class: the lexicographically
    /// smallest of its eight images.
    pub fn canonical(&self) -> Solution {
        // `images` always holds eight boards, so the minimum exists.
        self.images().into_iter().min().unwrap_or_else(|| self.clone())
    }

    /// Whether this solution is the canonical representative of its class, that is, no image is
    /// lexicographically smaller. Counting the canonical solutions of the full list gives the
    /// unique count of OEIS A002562.
    pub fn is_canonical(&self) -> bool {
        Symmetry::ALL.iter().all(|symmetry| symmetry.apply(self) >= *self)
    }

    /// How many distinct boards the symmetry class of this solution holds: 1, 2, 4 or 8.
    pub fn class_size(&self) -> usize {
        let mut images = self.images().to_vec();
        images.sort();
        images.dedup();
        images.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A 5 × 5 solution with no symmetry of its own: its eight images are all different.
    fn asymmetric() -> Solution {
        Solution::new(vec![0, 2, 4, 1, 3])
    }

    #[test]
    fn an_asymmetric_board_has_eight_distinct_images() {
        let solution = asymmetric();
        assert_eq!(solution.class_size(), 8);
        for image in solution.images() {
            assert_eq!(crate::check(image.columns()), Ok(()), "{image:?}");
        }
    }

    #[test]
    fn rotating_four_times_is_the_identity() {
        let solution = asymmetric();
        let mut rotated = solution.clone();
        for _ in 0..4 {
            rotated = Symmetry::Rotate90.apply(&rotated);
        }
        assert_eq!(rotated, solution);
        assert_eq!(
            Symmetry::Rotate90.apply(&Symmetry::Rotate90.apply(&solution)),
            Symmetry::Rotate180.apply(&solution)
        );
        assert_eq!(
            Symmetry::Rotate180.apply(&Symmetry::Rotate90.apply(&solution)),
            Symmetry::Rotate270.apply(&solution)
        );
    }

    #[test]
    fn every_reflection_is_its_own_inverse() {
        let solution = asymmetric();
        for reflection in Symmetry::ALL.into_iter().skip(4) {
            assert_eq!(reflection.apply(&reflection.apply(&solution)), solution, "{reflection:?}");
        }
    }

    #[test]
    fn the_eight_symmetries_form_a_group() {
        // Composing any two symmetries gives one of the eight: closure, checked on a board
        // whose eight images are distinct, so each image names exactly one symmetry.
        let solution = asymmetric();
        let images = solution.images();
        for first in Symmetry::ALL {
            for second in Symmetry::ALL {
                let composed = second.apply(&first.apply(&solution));
                assert!(images.contains(&composed), "{first:?} then {second:?}");
            }
        }
    }

    #[test]
    fn canonical_form_is_idempotent_and_shared_by_the_class() {
        let solution = asymmetric();
        let canonical = solution.canonical();
        assert!(canonical.is_canonical());
        assert_eq!(canonical.canonical(), canonical);
        for image in solution.images() {
            assert_eq!(image.canonical(), canonical);
        }
        assert_eq!(solution.images().iter().filter(|image| image.is_canonical()).count(), 1);
    }

    #[test]
    fn the_two_solutions_for_n_4_form_one_class_of_two() {
        let first = Solution::new(vec![1, 3, 0, 2]);
        let second = Solution::new(vec![2, 0, 3, 1]);
        assert_eq!(first.class_size(), 2);
        assert_eq!(first.canonical(), first);
        assert_eq!(second.canonical(), first);
        assert!(first.is_canonical());
        assert!(!second.is_canonical());
    }

    #[test]
    fn tiny_boards_are_their_own_images() {
        for columns in [vec![], vec![0]] {
            let solution = Solution::new(columns);
            assert_eq!(solution.class_size(), 1);
            assert!(solution.is_canonical());
        }
    }
}
