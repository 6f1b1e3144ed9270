//! The one error type of the workspace.

/// Why an approach will not run for the n that was asked.
///
/// Each message says what was asked, the limit, and what to do instead.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
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
        reason: Limit,
    },
    /// The board has no solution at all: n = 2 and n = 3 are the only such sizes.
    #[error(
        "n = {n} has no solution: every placement of {n} queens on a {n} × {n} board has two \
         queens attacking each other (only n = 2 and n = 3 have none; try n = 4 or more)"
    )]
    NoSolution {
        /// The n that was asked.
        n: usize,
    },
}

/// Why an approach's largest n is where it is: the part of its representation that a larger
/// board would overflow, with its numbers. The words are the front end's to choose (the tool
/// says them in its language); [`Display`](std::fmt::Display) says them in English, completing
/// "its largest n is … (…)".
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Limit {
    /// A solution stores its columns as `u8`, which holds columns 0 to 255.
    ColumnsU8,
    /// As [`Limit::ColumnsU8`], and at that n the board of marks and the room for its undo list
    /// take this much memory (`64 KiB`, `1 MiB`).
    ColumnsU8AndBoard {
        /// The memory of the board.
        board: &'static str,
        /// The memory set aside for the undo list.
        undo: &'static str,
    },
    /// The masks have this many bits, one per column.
    MaskPerColumn {
        /// The width of a mask in bits.
        bits: u32,
    },
    /// One mask of this many bits holds every cell of a board of this side.
    MaskPerCell {
        /// The width of the mask in bits.
        bits: u32,
        /// The side of the largest board, whose cells fill the mask.
        side: usize,
    },
    /// The number of candidates must fit a `u64` counter: `candidates` names them (`n!`),
    /// `fits` is the largest that does (`20! ≈ 2.4e18`), `overflows` the next (`21! ≈ 5.1e19`).
    CandidateCounter {
        /// What counts the candidates, as a formula of n.
        candidates: &'static str,
        /// The count at the largest n, which fits.
        fits: &'static str,
        /// The count at the next n, which does not.
        overflows: &'static str,
    },
    /// The `u64` counters hold the estimated number of solutions of the largest n.
    SolutionCounter {
        /// The estimated number of solutions (`2.6e18`).
        estimate: &'static str,
        /// The largest n.
        n: usize,
    },
    /// A column of a placement is a `u32`.
    ColumnU32,
}

impl std::fmt::Display for Limit {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Limit::ColumnsU8 => formatter
                .write_str("a solution stores its columns as u8, which holds columns 0 to 255"),
            Limit::ColumnsU8AndBoard { board, undo } => write!(
                formatter,
                "{}; the board then takes {board} and the room for its undo list {undo}",
                Limit::ColumnsU8
            ),
            Limit::MaskPerColumn { bits } => {
                write!(formatter, "its masks are u{bits}, one bit per column")
            }
            Limit::MaskPerCell { bits, side } => {
                write!(formatter, "a u{bits} mask holds {bits} cells, and {side} × {side} = {bits}")
            }
            Limit::CandidateCounter { candidates, fits, overflows } => write!(
                formatter,
                "its {candidates} candidates must fit a u64 counter: {fits} does, {overflows} \
                 does not"
            ),
            Limit::SolutionCounter { estimate, n } => {
                write!(formatter, "u64 counters hold the estimated {estimate} solutions of n = {n}")
            }
            Limit::ColumnU32 => formatter.write_str("a column is a u32"),
        }
    }
}
