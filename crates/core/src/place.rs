//! The trait of the approaches that place one solution for a large n, where listing every
//! solution is out of reach.

use crate::Error;

/// Everything the project says about a placer besides its placement: every fact the tool, the
/// tests, the benches and the docs need, so that none of them names a placer.
#[derive(Clone, Copy, Debug)]
pub struct PlacerInfo {
    /// The stable id, unique among the placers of the workspace, and among the approaches but for
    /// one that is the same solver asked for every solution (`sat`): lowercase words joined by
    /// `-`, such as `min-conflicts`.
    pub id: &'static str,
    /// The idea in one line.
    pub idea: &'static str,
    /// The time complexity, in the O-notation of the textbooks (expected time for a randomised
    /// placer).
    pub time: &'static str,
    /// The space it needs, its result included.
    pub space: &'static str,
    /// The most memory it holds at once, per queen, in bytes, its result included: the tool
    /// refuses an n whose placement would not fit in the memory available.
    pub bytes_per_queen: usize,
    /// Whether the placement depends on the seed (a randomised search); if not, the seed is
    /// ignored and every run gives the same placement.
    pub seeded: bool,
    /// The largest n it can place: a column is a `u32`.
    pub max_n: usize,
    /// Measured nanoseconds per queen, placement only, in a release build on the reference
    /// machine, used to estimate how long a run will take (and whether to show progress).
    pub nanos_per_queen: f64,
    /// The largest n at which `cargo test` checks it at every size from 0 (with a few seeds);
    /// the tests sample larger n.
    pub tested_up_to: usize,
    /// The n at which the `large_n` bench times it.
    pub bench_sizes: &'static [usize],
    /// Where the idea comes from: authors, year, title.
    pub references: &'static [&'static str],
}

/// One solution, and the work it took.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Placement {
    /// The column of the queen in each row.
    pub columns: Vec<u32>,
    /// The moves made after the first placement (swaps of two queens' columns); 0 for a
    /// construction.
    pub moves: u64,
    /// How many times the search started again from a new placement; 0 for a construction.
    pub restarts: u64,
}

/// Where a long placement stands, reported now and then while it runs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Progress {
    /// The rows that have a queen so far (all of them once the first placement is complete).
    pub rows_placed: u64,
    /// The moves made so far.
    pub moves: u64,
    /// The conflicts left: for every column and diagonal, the queens on it beyond the first.
    pub conflicts: u64,
}

/// What receives the progress of a placement.
pub type Report<'a> = dyn FnMut(Progress) + 'a;

/// A placer: finds one solution for an n × n board, for any n the machine's memory allows.
///
/// Where an [`Approach`](crate::Approach) hands on every solution in order, a placer returns one,
/// and only that: it cannot count or list. A placer crate implements
/// [`info`](Placer::info) and [`place_solution`](Placer::place_solution); callers use the
/// checked [`place`](Placer::place).
///
/// ```
/// use nqueens_core::{Error, Placement, Placer, PlacerInfo, check_linear};
///
/// /// Places the knight's-move solution, which holds when n mod 6 is 1 or 5.
/// struct KnightMoves;
///
/// impl Placer for KnightMoves {
///     fn info(&self) -> PlacerInfo {
///         PlacerInfo {
///             id: "knight-moves",
///             idea: "an example: column 2 × row mod n",
///             time: "O(n)",
///             space: "O(n)",
///             bytes_per_queen: 4,
///             seeded: false,
///             max_n: 1_000,
///             nanos_per_queen: 1.0,
///             tested_up_to: 0,
///             bench_sizes: &[],
///             references: &[],
///         }
///     }
///
///     fn place_solution(
///         &self, n: usize, _seed: u64, _report: &mut nqueens_core::Report<'_>,
///     ) -> Placement {
///         let columns = (0..n).map(|row| (2 * row % n) as u32).collect();
///         Placement { columns, moves: 0, restarts: 0 }
///     }
/// }
///
/// let placement = KnightMoves.place(7, 0, &mut |_| {})?;
/// assert_eq!(placement.columns, [0, 2, 4, 6, 1, 3, 5]);
/// assert_eq!(check_linear(&placement.columns), Ok(()));
/// assert_eq!(KnightMoves.place(3, 0, &mut |_| {}), Err(Error::NoSolution { n: 3 }));
/// # Ok::<(), Error>(())
/// ```
pub trait Placer: Send + Sync {
    /// What the project says about this placer.
    fn info(&self) -> PlacerInfo;

    /// Places n queens, none attacking another, with `seed` choosing among the placements of a
    /// randomised placer, and reports its progress now and then to `report`.
    ///
    /// Callers go through [`place`](Placer::place), which has already checked that n has a
    /// solution and is at most `info().max_n`; the placer may rely on that.
    fn place_solution(&self, n: usize, seed: u64, report: &mut Report<'_>) -> Placement;

    /// Places n queens (see [`place_solution`](Placer::place_solution)), or refuses an n beyond
    /// the placer's columns, or one with no solution at all (2 and 3).
    fn place(&self, n: usize, seed: u64, report: &mut Report<'_>) -> Result<Placement, Error> {
        self.check_size(n)?;
        Ok(self.place_solution(n, seed, report))
    }

    /// The most memory the placer holds at once for n, in bytes, its result included: the tool
    /// refuses an n whose placement would not fit in the memory available. By default
    /// [`PlacerInfo::bytes_per_queen`] for each queen.
    fn peak_bytes(&self, n: usize) -> u64 {
        (n as u64).saturating_mul(self.info().bytes_per_queen as u64)
    }

    /// How [`peak_bytes`](Placer::peak_bytes) grows with n, as the tool's refusal says it:
    /// `24 bytes per queen`.
    fn memory_model(&self) -> MemoryModel {
        MemoryModel::PerQueen(self.info().bytes_per_queen as u64)
    }

    /// Refuses an n beyond the placer's columns, or one with no solution.
    fn check_size(&self, n: usize) -> Result<(), Error> {
        let info = self.info();
        if n > info.max_n {
            return Err(Error::TooLarge {
                approach: info.id,
                n,
                max_n: info.max_n,
                reason: crate::Limit::ColumnU32,
            });
        }
        if !has_solution(n) {
            return Err(Error::NoSolution { n });
        }
        Ok(())
    }
}

/// Whether an n × n board has a solution: every n but 2 and 3. (The empty board, n = 0, has
/// one, with no queen; the OEIS counts confirm n ≤ 27, and the construction of Hoffman, Loessi
/// and Moore places a solution for every n ≥ 4.)
///
/// ```
/// use nqueens_core::{has_solution, sequences::TOTAL_SOLUTIONS};
///
/// for (n, &total) in TOTAL_SOLUTIONS.iter().enumerate() {
///     assert_eq!(has_solution(n), total > 0);
/// }
/// ```
pub fn has_solution(n: usize) -> bool {
    !matches!(n, 2 | 3)
}

/// How a placer's memory grows with n: so many bytes for each queen, or for each cell of the
/// n × n × n cube of a SAT encoding. [`Display`](std::fmt::Display) says it in English
/// (`24 bytes per queen`); a front end may say it in its own words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MemoryModel {
    /// Bytes per queen.
    PerQueen(u64),
    /// Bytes per n³.
    PerCube(u64),
}

impl std::fmt::Display for MemoryModel {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            MemoryModel::PerQueen(bytes) => write!(formatter, "{bytes} bytes per queen"),
            MemoryModel::PerCube(bytes) => write!(formatter, "{bytes} bytes per n³"),
        }
    }
}
