//! `nqueens place`: one solution for a large board, checked, then streamed.

use std::io::{self, Write};

use nqueens_core::{Placement, Placer, PlacerInfo, Report, Solution, check_linear};
use nqueens_placements::push_columns;

use crate::args::{PlaceArgs, PlaceFormat};
use crate::failure::{Failure, Outcome};
use crate::format::thousands;
use crate::memory;
use crate::output::{self, Progress};

/// The largest n the board format draws: a board of n² cells is for people to look at.
pub(crate) const LARGEST_BOARD: usize = 100;

/// What checking a placement needs besides the placement itself, per queen: two bits for every
/// column and diagonal (`nqueens_core::check_linear`), rounded up.
pub(crate) const CHECK_BYTES_PER_QUEEN: usize = 2;

/// The SAT solver as a placer: one question for one solution, `nqueens_sat::one_solution` with
/// the pairwise encoding, the way [the SAT page](../../../docs/sat.md) finds one solution of a
/// few hundred queens. Its formula grows like n³, and its memory with it: [`sat_bytes`] prices
/// it, and the solution stores its columns as `u8`, so n ≤ 256.
pub(crate) struct SatPlacer;

/// The one SAT placer.
pub(crate) static SAT_PLACER: SatPlacer = SatPlacer;

/// The memory the SAT placer holds at its peak for n, in bytes: 120 bytes per n³, the peak
/// resident memory measured with `/usr/bin/time -f %M` (122 MB at n = 100, 960 MB at n = 200,
/// 2026-11-25), with the process's own few megabytes.
pub(crate) fn sat_bytes(n: usize) -> u64 {
    let n = n as u64;
    n.saturating_mul(n).saturating_mul(n).saturating_mul(120).saturating_add(8 << 20)
}

impl Placer for SatPlacer {
    fn info(&self) -> PlacerInfo {
        PlacerInfo {
            id: "sat",
            idea: "one question to a SAT solver: a formula of the board's rules, and its first \
                   model",
            time: "exponential in the worst case; measured 0.25 s at n = 100, 1.8 s at n = 200",
            space: "O(n³): the pairwise clauses",
            // Not linear: `sat_bytes` prices it.
            bytes_per_queen: 0,
            seeded: false,
            max_n: 256,
            // Measured: 0.25 s of processor time at n = 100 and 1.8 s at n = 200; per queen,
            // for the progress indicator, about 10 ms at the largest n.
            nanos_per_queen: 1e7,
            tested_up_to: 0,
            bench_sizes: &[],
            references: &[],
        }
    }

    fn check_size(&self, n: usize) -> Result<(), nqueens_core::Error> {
        if n > self.info().max_n {
            return Err(nqueens_core::Error::TooLarge {
                approach: "sat",
                n,
                max_n: self.info().max_n,
                reason: "a solution stores its columns as u8, which holds columns 0 to 255",
            });
        }
        if !nqueens_core::has_solution(n) {
            return Err(nqueens_core::Error::NoSolution { n });
        }
        Ok(())
    }

    fn place_solution(&self, n: usize, _seed: u64, _report: &mut Report<'_>) -> Placement {
        let (model, _) = nqueens_sat::one_solution(n, nqueens_sat::Encoding::Pairwise);
        // `check_size` let only boards with a solution through, and the solver finds one; an
        // empty placement otherwise is refused by the check that follows every placement.
        let columns = model.unwrap_or_default().into_iter().map(u32::from).collect();
        Placement { columns, moves: 0, restarts: 0 }
    }
}

/// Places the queens, checks them with the linear checker, and prints them.
pub(crate) fn run(args: &PlaceArgs) -> Outcome {
    let (placer, n) = (args.approach.0, args.n);
    let info = placer.info();
    if args.format == PlaceFormat::Board && n > LARGEST_BOARD {
        return Err(Failure::Usage(format!(
            "--format board draws all n² cells, for n ≤ {LARGEST_BOARD}; use --format columns \
             or json for n = {}",
            thousands(n as u64)
        )));
    }
    placer.check_size(n)?;
    if info.id == SAT_PLACER.info().id {
        refuse_beyond(n, info.id, sat_bytes(n), "its formula of about 120 bytes per n³")?;
    } else {
        refuse_beyond_memory(n, info.id, info.bytes_per_queen)?;
    }

    let seed = args.seed.unwrap_or(0);
    let estimated_seconds = n as f64 * info.nanos_per_queen * 1e-9;
    let label = format!("n = {}, {}", thousands(n as u64), info.id);
    let progress = Progress::spinner(estimated_seconds, format!("{label}: placing"));
    let placement = placer.place(n, seed, &mut |step| {
        if let Some(bar) = progress.handle() {
            bar.set_message(if step.rows_placed < n as u64 {
                format!("{label}: {} rows placed", thousands(step.rows_placed))
            } else {
                format!(
                    "{label}: {} moves made, {} conflicts left",
                    thousands(step.moves),
                    thousands(step.conflicts)
                )
            });
        }
    })?;
    if let Some(bar) = progress.handle() {
        bar.set_message(format!("{label}: checking and writing"));
    }
    // A placer that is wrong is a bug, but the tool never prints a placement it has not checked.
    check_linear(&placement.columns).map_err(|conflict| {
        Failure::Refused(format!("{} placed no solution for n = {n}: {conflict}", info.id))
    })?;
    let mut out = output::stdout();
    let seed = info.seeded.then_some(seed);
    write_placement(&mut out, args.format, info.id, seed, &placement)?;
    out.flush()?;
    drop(progress);
    Ok(())
}

/// Refuses n when the placer and the check would need more memory than is available.
fn refuse_beyond_memory(n: usize, id: &str, bytes_per_queen: usize) -> Outcome {
    let per_queen = bytes_per_queen + CHECK_BYTES_PER_QUEEN;
    let needed = (n as u64).saturating_mul(per_queen as u64);
    match memory::available_bytes() {
        Some(available) if needed > available => Err(Failure::Refused(format!(
            "placing n = {} with {id} needs about {} ({bytes_per_queen} bytes per queen, and \
             {CHECK_BYTES_PER_QUEEN} to check the placement), more than the {} of memory \
             available; pick a smaller n",
            thousands(n as u64),
            memory::bytes(needed),
            memory::bytes(available)
        ))),
        _ => Ok(()),
    }
}

/// Refuses n when the placer needs `needed` bytes (as `how` says), more than is available.
fn refuse_beyond(n: usize, id: &str, needed: u64, how: &str) -> Outcome {
    match memory::available_bytes() {
        Some(available) if needed > available => Err(Failure::Refused(format!(
            "placing n = {} with {id} needs about {} ({how}), more than the {} of memory \
             available; pick a smaller n, or the construction, which places any n",
            thousands(n as u64),
            memory::bytes(needed),
            memory::bytes(available)
        ))),
        _ => Ok(()),
    }
}

/// Writes the placement in one format.
fn write_placement(
    out: &mut impl Write,
    format: PlaceFormat,
    id: &str,
    seed: Option<u64>,
    placement: &Placement,
) -> io::Result<()> {
    let columns = &placement.columns;
    match format {
        PlaceFormat::Columns => {
            write_columns(out, columns)?;
            out.write_all(b"\n")
        }
        PlaceFormat::Board => {
            let mut line = Vec::new();
            push_columns(&mut line, columns);
            write!(out, "{id}, n = {}: columns ", columns.len())?;
            out.write_all(&line)?;
            // The board format takes n ≤ 100, so every column fits the bytes of a `Solution`.
            let narrow: Vec<u8> =
                columns.iter().map(|&col| u8::try_from(col).unwrap_or(u8::MAX)).collect();
            writeln!(out, "\n{}", Solution::new(narrow))
        }
        PlaceFormat::Json => {
            write!(out, "{{\"n\":{},\"approach\":", columns.len())?;
            serde_json::to_writer(&mut *out, id)?;
            let seed = seed.map_or("null".to_string(), |seed| seed.to_string());
            write!(
                out,
                ",\"seed\":{seed},\"moves\":{},\"restarts\":{},\"columns\":[",
                placement.moves, placement.restarts
            )?;
            let mut chunk = Vec::new();
            for (index, part) in columns.chunks(COLUMNS_PER_WRITE).enumerate() {
                chunk.clear();
                if index > 0 {
                    chunk.push(b',');
                }
                push_columns(&mut chunk, part);
                // JSON separates by commas where the columns format has spaces.
                for byte in &mut chunk {
                    if *byte == b' ' {
                        *byte = b',';
                    }
                }
                out.write_all(&chunk)?;
            }
            out.write_all(b"]}\n")
        }
    }
}

/// How many columns are formatted at a time before they are written.
const COLUMNS_PER_WRITE: usize = 8_192;

/// Writes the columns separated by spaces, a chunk at a time.
fn write_columns(out: &mut impl Write, columns: &[u32]) -> io::Result<()> {
    let mut chunk = Vec::new();
    for (index, part) in columns.chunks(COLUMNS_PER_WRITE).enumerate() {
        chunk.clear();
        if index > 0 {
            chunk.push(b' ');
        }
        push_columns(&mut chunk, part);
        out.write_all(&chunk)?;
    }
    Ok(())
}
