//! The exact sizes of the search spaces, and the work an approach would do for a given n.
//!
//! The brute-force approaches test every candidate of their space, so their work is exactly
//! 2^(n²), C(n², n) or n!. The backtracking approaches visit the nodes of the row-by-row search
//! tree, known exactly for n ≤ 17 ([`BACKTRACK_NODES`]) and estimated beyond.

use crate::sequences::BACKTRACK_NODES;

/// What an approach counts as one unit of work.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum WorkUnit {
    /// A candidate board that a brute-force approach generates and tests.
    Candidates,
    /// A node of a backtracking search tree (a placement of queens in the first rows).
    Nodes,
}

impl WorkUnit {
    /// The plural name: `candidates` or `nodes`.
    pub fn name(self) -> &'static str {
        match self {
            WorkUnit::Candidates => "candidates",
            WorkUnit::Nodes => "nodes",
        }
    }
}

/// The work an approach would do for one n: exact where it is known and fits in a `u128`, and
/// always as a floating-point estimate (which may be infinite for absurd n).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Work {
    /// What is counted.
    pub unit: WorkUnit,
    /// The exact amount, when known and representable.
    pub exact: Option<u128>,
    /// The amount as a float: exact up to rounding when `exact` is known, an estimate otherwise.
    pub estimate: f64,
}

impl Work {
    fn exact(unit: WorkUnit, amount: u128) -> Self {
        // Rounding to the nearest float is the intent here.
        Self { unit, exact: Some(amount), estimate: amount as f64 }
    }

    fn estimated(unit: WorkUnit, estimate: f64) -> Self {
        Self { unit, exact: None, estimate }
    }
}

/// Every subset of the n² cells: 2^(n²) candidates.
///
/// ```
/// assert_eq!(nqueens_core::space::subsets(4).exact, Some(65_536));
/// ```
pub fn subsets(n: usize) -> Work {
    let cells = n.saturating_mul(n);
    match u32::try_from(cells).ok().and_then(|cells| 1u128.checked_shl(cells)) {
        Some(amount) => Work::exact(WorkUnit::Candidates, amount),
        None => Work::estimated(WorkUnit::Candidates, powers_of_two(cells)),
    }
}

/// Every way to choose n of the n² cells: C(n², n) candidates.
///
/// ```
/// assert_eq!(nqueens_core::space::combinations(8).exact, Some(4_426_165_368));
/// ```
pub fn combinations(n: usize) -> Work {
    let cells = n.saturating_mul(n);
    // C(m, k) built up as C(m, 1), C(m, 2), …: after step i the value is C(m, i + 1), an
    // integer, and the division is exact because C(m, i) · (m − i) = C(m, i + 1) · (i + 1).
    let mut exact = Some(1u128);
    let mut estimate = 1f64;
    for i in 0..n {
        exact = exact
            .and_then(|value| value.checked_mul(as_u128(cells - i)))
            .map(|value| value / as_u128(i + 1));
        estimate *= as_f64(cells - i) / as_f64(i + 1);
        if estimate.is_infinite() {
            break;
        }
    }
    from_parts(WorkUnit::Candidates, exact, estimate)
}

/// Every permutation of the n columns: n! candidates.
///
/// ```
/// assert_eq!(nqueens_core::space::permutations(8).exact, Some(40_320));
/// ```
pub fn permutations(n: usize) -> Work {
    let mut exact = Some(1u128);
    let mut estimate = 1f64;
    for factor in 1..=n {
        exact = exact.and_then(|value| value.checked_mul(as_u128(factor)));
        estimate *= as_f64(factor);
        if estimate.is_infinite() {
            break;
        }
    }
    from_parts(WorkUnit::Candidates, exact, estimate)
}

/// The nodes of the row-by-row backtracking tree, root included: exact for n ≤ 17 from
/// [`BACKTRACK_NODES`], and beyond that an estimate that extends the table with the ratio it
/// shows (each row multiplies the tree by about 0.413 n: ×7.03 from n = 16 to n = 17).
///
/// ```
/// assert_eq!(nqueens_core::space::backtrack_nodes(8).exact, Some(2_057));
/// assert!(nqueens_core::space::backtrack_nodes(18).exact.is_none());
/// ```
pub fn backtrack_nodes(n: usize) -> Work {
    from_table(&BACKTRACK_NODES, n, WorkUnit::Nodes, Growth::LastRatioTimesN)
}

/// How a measured table of work is extended beyond its last entry, one n at a time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Growth {
    /// By the table's last ratio for each further n: work that grows by a steady factor.
    LastRatio,
    /// By the table's last ratio times n / its last n for each further n: a tree whose
    /// branching grows with n, as the row-by-row tree does.
    LastRatioTimesN,
}

/// The work in a table measured for n = 0, 1, 2, …: exact where the table holds n, and beyond
/// its end an estimate that grows its last entry as `growth` says (infinite once it overflows
/// an `f64`). The one way every table of work in the workspace is extended.
///
/// ```
/// use nqueens_core::space::{Growth, from_table};
/// use nqueens_core::WorkUnit;
///
/// let table = [1, 2, 6, 18];
/// assert_eq!(from_table(&table, 3, WorkUnit::Nodes, Growth::LastRatio).exact, Some(18));
/// assert_eq!(from_table(&table, 5, WorkUnit::Nodes, Growth::LastRatio).estimate, 162.0);
/// // Twice, times 4/3 and then 5/3: 18 × 3 × 4/3 × 3 × 5/3.
/// let grown = from_table(&table, 5, WorkUnit::Nodes, Growth::LastRatioTimesN).estimate;
/// assert!((grown - 360.0).abs() < 1e-9);
/// ```
pub fn from_table(table: &[u64], n: usize, unit: WorkUnit, growth: Growth) -> Work {
    if let Some(&work) = table.get(n) {
        return Work::exact(unit, u128::from(work));
    }
    let (Some(&last_work), Some(last)) = (table.last(), table.len().checked_sub(1)) else {
        return Work::estimated(unit, f64::INFINITY);
    };
    let before = last.checked_sub(1).and_then(|before| table.get(before)).copied().unwrap_or(1);
    let ratio = last_work as f64 / before.max(1) as f64;
    let mut estimate = last_work as f64;
    for row in table.len()..=n {
        estimate *= match growth {
            Growth::LastRatio => ratio,
            Growth::LastRatioTimesN => ratio * as_f64(row) / as_f64(last.max(1)),
        };
        if estimate.is_infinite() {
            break;
        }
    }
    Work::estimated(unit, estimate)
}

/// The most nodes [`FIRST_SOLUTION_NODES`] searched for a first solution.
pub const FIRST_SOLUTION_SEARCHED: u64 = 4_000_000_000;

/// The nodes the plain row-by-row search enters, root included, up to and including its first
/// solution in lexicographic order (the whole tree where there is none, n = 2 and 3), for
/// n = 0, 1, 2, …: the work of `nqueens solve N --limit 1` for every backtracking approach, which
/// all walk this tree in this order. `None` where the first solution lies beyond
/// [`FIRST_SOLUTION_SEARCHED`] nodes.
///
/// Computed, not taken from the OEIS: by a bitmask search with 128-bit masks that stops at its
/// first solution or after [`FIRST_SOLUTION_SEARCHED`] nodes. The tests recompute every entry
/// the backtracking approaches reach within a second. The counts jump around: the first solution
/// of n = 22 takes 1,737,189 nodes, that of n = 23 only 25,429.
///
/// ```
/// use nqueens_core::space::FIRST_SOLUTION_NODES;
///
/// // n = 4: the root; (0, 0) and the three nodes of its dead ends below; then (0, 1), (1, 3),
/// // (2, 0) and the solution 1 3 0 2.
/// assert_eq!(FIRST_SOLUTION_NODES[4], Some(9));
/// ```
pub const FIRST_SOLUTION_NODES: &[Option<u64>] = &[
    Some(1),             // n = 0
    Some(2),             // n = 1
    Some(3),             // n = 2
    Some(6),             // n = 3
    Some(9),             // n = 4
    Some(6),             // n = 5
    Some(32),            // n = 6
    Some(10),            // n = 7
    Some(114),           // n = 8
    Some(42),            // n = 9
    Some(103),           // n = 10
    Some(53),            // n = 11
    Some(262),           // n = 12
    Some(112),           // n = 13
    Some(1_900),         // n = 14
    Some(1_360),         // n = 15
    Some(10_053),        // n = 16
    Some(5_375),         // n = 17
    Some(41_300),        // n = 18
    Some(2_546),         // n = 19
    Some(199_636),       // n = 20
    Some(8_563),         // n = 21
    Some(1_737_189),     // n = 22
    Some(25_429),        // n = 23
    Some(411_609),       // n = 24
    Some(48_684),        // n = 25
    Some(397_700),       // n = 26
    Some(454_214),       // n = 27
    Some(3_006_299),     // n = 28
    Some(1_532_240),     // n = 29
    Some(56_429_620),    // n = 30
    Some(13_186_251),    // n = 31
    Some(87_491_426),    // n = 32
    Some(139_956_637),   // n = 33
    Some(2_294_605_285), // n = 34
    Some(235_549_575),   // n = 35
    None,                // n = 36
    Some(1_013_013_194), // n = 37
    None,                // n = 38
    None,                // n = 39
    None,                // n = 40
    None,                // n = 41
    None,                // n = 42
    None,                // n = 43
    None,                // n = 44
    None,                // n = 45
    None,                // n = 46
    None,                // n = 47
    None,                // n = 48
    None,                // n = 49
    None,                // n = 50
    None,                // n = 51
    None,                // n = 52
    None,                // n = 53
    None,                // n = 54
    None,                // n = 55
    None,                // n = 56
    None,                // n = 57
    None,                // n = 58
    None,                // n = 59
    None,                // n = 60
    None,                // n = 61
    None,                // n = 62
    None,                // n = 63
    None,                // n = 64
    None,                // n = 65
    None,                // n = 66
    None,                // n = 67
    None,                // n = 68
    None,                // n = 69
    None,                // n = 70
    None,                // n = 71
    None,                // n = 72
];

fn from_parts(unit: WorkUnit, exact: Option<u128>, estimate: f64) -> Work {
    match exact {
        Some(amount) => Work::exact(unit, amount),
        None => Work::estimated(unit, estimate),
    }
}

fn powers_of_two(exponent: usize) -> f64 {
    i32::try_from(exponent).map_or(f64::INFINITY, |exponent| 2f64.powi(exponent))
}

fn as_u128(value: usize) -> u128 {
    // `usize` is at most 64 bits on every supported target.
    u128::try_from(value).unwrap_or(u128::MAX)
}

fn as_f64(value: usize) -> f64 {
    value as f64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn search_space_sizes_match_the_reference_table() {
        assert_eq!(subsets(0).exact, Some(1));
        assert_eq!(subsets(5).exact, Some(33_554_432));
        assert_eq!(subsets(6).exact, Some(68_719_476_736));
        assert_eq!(subsets(11).exact, Some(1 << 121));
        assert_eq!(subsets(12).exact, None);
        assert!((subsets(12).estimate / 2.23e43 - 1.0).abs() < 0.01);
        assert_eq!(combinations(0).exact, Some(1));
        assert_eq!(combinations(4).exact, Some(1_820));
        assert_eq!(combinations(6).exact, Some(1_947_792));
        assert_eq!(combinations(7).exact, Some(85_900_584));
        assert!((combinations(12).estimate / 1.0e17 - 1.0).abs() < 0.05);
        assert_eq!(permutations(0).exact, Some(1));
        assert_eq!(permutations(12).exact, Some(479_001_600));
        assert_eq!(permutations(34).exact, Some((1..=34u128).product()));
        assert_eq!(permutations(35).exact, None);
    }

    #[test]
    fn absurd_sizes_neither_panic_nor_loop_for_long() {
        for n in [1_000, 1 << 40, usize::MAX] {
            assert!(subsets(n).estimate.is_infinite());
            assert!(combinations(n).estimate.is_infinite());
            assert!(permutations(n).estimate.is_infinite());
            assert!(backtrack_nodes(n).estimate.is_infinite());
        }
    }

    #[test]
    fn the_node_estimate_grows_past_the_table() {
        let known = backtrack_nodes(17).estimate;
        let next = backtrack_nodes(18).estimate;
        assert!(next / known > 7.0 && next / known < 8.0, "{}", next / known);
    }
}
