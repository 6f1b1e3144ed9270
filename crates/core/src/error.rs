//! The one error type of the workspace.

/// Why an approach will not run for the n that was asked.
///
/// Each message says what was asked, the limit, and what to do instead.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum Error {
    /// The board does not fit the approach's representation (a `u64` mask holds 64 cells, a
    /// `u64` counter holds 20!, and so on). No flag overrides this.
    #[error(
        "{approach} cannot represent n = {n}: its largest n is {max_n} ({reason}); \
         pick n ≤ {max_n} or an approach with a larger range"
    )]
    TooLarge {
        /// The approach's id.
        approach: &'static str,
        /// The n that was asked.
        n: usize,
        /// The largest n the approach can represent.
        max_n: usize,
        /// Why that is the limit.
        reason: &'static str,
    },
    /// The board has no solution at all: n = 2 and n = 3 are the only such sizes.
    #[error(
        "n = {n} has no solution: every placement of {n} queens on a {n} × {n} board has two \
         queens attacking each other (every other n has one; try n = 4 or more)"
    )]
    NoSolution {
        /// The n that was asked.
        n: usize,
    },
}
