//! The SAT solver as a placer: one question for one solution, for a board of a few hundred
//! queens, where listing every solution is out of reach.

use nqueens_core::{Error, Placement, Placer, PlacerInfo, Report, has_solution};

use crate::{Encoding, one_solution};

/// The SAT solver asked one question: [`one_solution`] with the pairwise encoding, the way the
/// SAT page finds one solution of a few hundred queens. Its formula grows like n³, and its memory
/// with it ([`Placer::peak_bytes`]); a solution stores its columns as `u8`, so n ≤ 256.
///
/// ```
/// use nqueens_core::{Placer, check_linear};
/// use nqueens_sat::SatPlacer;
///
/// let placement = SatPlacer.place(30, 0, &mut |_| {})?;
/// assert_eq!(check_linear(&placement.columns), Ok(()));
/// # Ok::<(), nqueens_core::Error>(())
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct SatPlacer;

/// The peak resident memory per n³, in bytes, measured with `/usr/bin/time -f %M` (122 MB at
/// n = 100, 960 MB at n = 200, 2026-11-25).
const BYTES_PER_CUBE: u64 = 120;

/// The process's own few megabytes, besides the formula.
const FIXED_BYTES: u64 = 8 << 20;

impl Placer for SatPlacer {
    fn info(&self) -> PlacerInfo {
        PlacerInfo {
            id: "sat",
            idea: "one question to a SAT solver: a formula of the board's rules, and its first \
                   model",
            time: "exponential in the worst case; measured 0.25 s at n = 100, 1.8 s at n = 200",
            space: "O(n³): the pairwise clauses",
            // Not linear: `peak_bytes` prices it.
            bytes_per_queen: 0,
            seeded: false,
            max_n: 256,
            // Measured: 0.25 s of processor time at n = 100 and 1.8 s at n = 200; per queen,
            // for the progress indicator, about 10 ms at the largest n.
            nanos_per_queen: 1e7,
            tested_up_to: 40,
            bench_sizes: &[50, 100],
            references: &[
                "Niklas Eén and Niklas Sörensson, An Extensible SAT-solver (MiniSat, of which \
                 BatSat is a Rust port), SAT 2003",
            ],
        }
    }

    fn peak_bytes(&self, n: usize) -> u64 {
        let n = n as u64;
        n.saturating_mul(n)
            .saturating_mul(n)
            .saturating_mul(BYTES_PER_CUBE)
            .saturating_add(FIXED_BYTES)
    }

    fn memory_model(&self) -> nqueens_core::MemoryModel {
        nqueens_core::MemoryModel::PerCube(BYTES_PER_CUBE)
    }

    fn check_size(&self, n: usize) -> Result<(), Error> {
        let info = self.info();
        if n > info.max_n {
            return Err(Error::TooLarge {
                approach: info.id,
                n,
                max_n: info.max_n,
                reason: nqueens_core::Limit::ColumnsU8,
            });
        }
        if !has_solution(n) {
            return Err(Error::NoSolution { n });
        }
        Ok(())
    }

    fn place_solution(&self, n: usize, _seed: u64, _report: &mut Report<'_>) -> Placement {
        let (model, _) = one_solution(n, Encoding::Pairwise);
        // `check_size` let only boards with a solution through, and the solver finds one; an
        // empty placement otherwise is refused by the check that follows every placement.
        let columns = model.unwrap_or_default().into_iter().map(u32::from).collect();
        Placement { columns, moves: 0, restarts: 0 }
    }
}
