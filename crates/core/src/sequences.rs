//! The known answers, as data, each with its source.
//!
//! The approaches are tested against these tables; the tables themselves are facts from the
//! On-Line Encyclopedia of Integer Sequences (OEIS) and are never computed here.

/// Total number of solutions of the n-queens problem for n = 0..=27:
/// [OEIS A000170](https://oeis.org/A000170).
///
/// `TOTAL_SOLUTIONS[n]` is a(n). The empty board counts as one solution (a(0) = 1), and there
/// are none for n = 2 and n = 3.
pub const TOTAL_SOLUTIONS: [u64; 28] = [
    1,
    1,
    0,
    0,
    2,
    10,
    4,
    40,
    92,
    352,
    724,
    2_680,
    14_200,
    73_712,
    365_596,
    2_279_184,
    14_772_512,
    95_815_104,
    666_090_624,
    4_968_057_848,
    39_029_188_884,
    314_666_222_712,
    2_691_008_701_644,
    24_233_937_684_440,
    227_514_171_973_736,
    2_207_893_435_808_352,
    22_317_699_616_364_044,
    234_907_967_154_122_528,
];

/// Number of solutions that are distinct up to the eight symmetries of the square, for
/// n = 0..=27: [OEIS A002562](https://oeis.org/A002562), which starts at n = 1; the entry for
/// n = 0 is 1 (the empty board is its own class).
pub const UNIQUE_SOLUTIONS: [u64; 28] = [
    1,
    1,
    0,
    0,
    1,
    2,
    1,
    6,
    12,
    46,
    92,
    341,
    1_787,
    9_233,
    45_752,
    285_053,
    1_846_955,
    11_977_939,
    83_263_591,
    621_012_754,
    4_878_666_808,
    39_333_324_973,
    336_376_244_042,
    3_029_242_658_210,
    28_439_272_956_934,
    275_986_683_743_434,
    2_789_712_466_510_289,
    29_363_495_934_315_694,
];

/// Nodes of the plain row-by-row backtracking search tree, root included, for n = 0..=17: the
/// row sums of [OEIS A319284](https://oeis.org/A319284), listed as
/// [A319283](https://oeis.org/A319283).
///
/// A node is a placement of queens in the first rows with no two attacking; the root is the
/// empty placement, and a node with all n rows filled is a solution. Every row-by-row
/// backtracking search walks exactly this tree, whatever it keeps the attacked lines in: 2,057
/// nodes for n = 8.
pub const BACKTRACK_NODES: [u64; 18] = [
    1,
    2,
    3,
    6,
    17,
    54,
    153,
    552,
    2_057,
    8_394,
    35_539,
    166_926,
    856_189,
    4_674_890,
    27_358_553,
    171_129_072,
    1_141_190_303,
    8_017_021_932,
];

/// The number of cells examined by a row-by-row backtracking search that tries every column of
/// each row it expands, for n = 0..=12: n times the number of tree nodes with fewer than n
/// queens, 15,720 for n = 8. A search that examines only the free cells, each of which becomes a
/// node, examines one cell per node besides the root instead: 2,056 for n = 8.
pub const BACKTRACK_CELLS: [u64; 13] =
    [0, 1, 6, 18, 60, 220, 894, 3_584, 15_720, 72_378, 348_150, 1_806_706, 10_103_868];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unique_solutions_never_exceed_total_and_cover_it_eightfold() {
        for n in 0..TOTAL_SOLUTIONS.len() {
            let (total, unique) = (TOTAL_SOLUTIONS[n], UNIQUE_SOLUTIONS[n]);
            // Each class holds at most eight boards and at least one.
            assert!(unique <= total && total <= 8 * unique, "n = {n}");
        }
    }

    #[test]
    fn the_tree_holds_every_solution_as_a_node() {
        for (n, &nodes) in BACKTRACK_NODES.iter().enumerate() {
            assert!(nodes >= TOTAL_SOLUTIONS[n], "n = {n}");
        }
    }

    #[test]
    fn a_few_values_everyone_knows() {
        assert_eq!(TOTAL_SOLUTIONS[8], 92);
        assert_eq!(UNIQUE_SOLUTIONS[8], 12);
        assert_eq!(BACKTRACK_NODES[8], 2_057);
        assert_eq!(BACKTRACK_CELLS[8], 15_720);
    }
}
