//! The shared ground of the nqueens workspace.
//!
//! Every approach crate of the workspace depends on this crate and on nothing else of the
//! project, and this crate knows none of them: it owns what they all share and nothing any one
//! of them owns:
//!
//! - [`Solution`]: one column index per row, ordered lexicographically by columns. That is the
//!   one order in which every approach reports its solutions.
//! - [`check`]: an independent, pairwise validity checker that tests use to verify every
//!   reported solution, and [`check_linear`], the same verdict in O(n) for any n.
//! - Rendering: LeetCode 51 strings, the hello-algo board and a Unicode board for terminals
//!   ([`Solution::to_leetcode`], [`Solution::to_hello_algo`], and `Display`), and counts with
//!   thousands separators ([`thousands`]).
//! - [`Symmetry`]: the eight symmetries of the square, a canonical form, and the test for the
//!   canonical representative, so unique solutions can be derived from the full list.
//! - [`sequences`]: the known answers from the OEIS, as data.
//! - [`space`]: the exact sizes of the search spaces (2^(n²), C(n², n), n!, search-tree nodes).
//! - [`Observer`] and [`WorkCounts`]: the work an approach reports while it searches, free when
//!   nobody asks for it.
//! - [`Approach`] and [`Solver`]: the one trait every approach implements, and its
//!   object-safe face used by the command-line tool, the tests and the benches; [`Info`], every
//!   fact about an approach besides its search.
//! - [`Placer`] and [`PlacerInfo`]: the trait of the approaches that place one solution for a
//!   large n (millions of queens) instead of listing them all, and [`check_linear`], the O(n)
//!   checker for placements of any size.
//! - [`Error`]: the one error type.
//!
//! ```
//! use nqueens_core::{Solution, check};
//!
//! // The first of the two solutions for n = 4: row 0 has its queen in column 1, and so on.
//! let solution = Solution::new(vec![1, 3, 0, 2]);
//! assert!(check(solution.columns()).is_ok());
//! assert_eq!(solution.to_leetcode(), [".Q..", "...Q", "Q...", "..Q."]);
//! ```

mod approach;
mod check;
mod error;
mod observe;
mod place;
mod render;
pub mod sequences;
mod solution;
pub mod space;
mod sum;
mod symmetry;
mod tasks;

pub use approach::{
    Approach, Bookkeeping, Cost, Info, Kind, LeetCode, LimitCost, Sizes, Solver, Source, Visit,
};
pub use check::{Attack, Conflict, check, check_linear};
pub use error::{Error, Limit};
pub use observe::{Item, NoObserver, Observer, WorkCounts};
pub use place::{MemoryModel, Placement, Placer, PlacerInfo, Progress, Report, has_solution};
pub use render::{bytes, plural, quoted, quoted_up_to, shortened, thousands};
pub use solution::Solution;
pub use space::{Work, WorkUnit};
pub use sum::{Sum, SumError, sum};
pub use symmetry::Symmetry;
pub use tasks::{Options, Shard, ShardError, Tally, TaskCounter};
