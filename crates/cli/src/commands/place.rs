//! `nqueens place`: one solution for a large board, checked, then streamed.

use std::io::{self, Write};

use nqueens_core::{MemoryModel, Placement, Placer, Solution, check_linear};
use nqueens_placements::push_columns;

use crate::args::{PlaceArgs, PlaceFormat};
use crate::failure::{Failure, Outcome};
use crate::format::thousands;
use crate::memory;
use nqueens_walk::phrases::{Lang, say};

use crate::output::{self, Progress};

/// The largest n the board format draws: a board of n² cells is for people to look at.
pub(crate) const LARGEST_BOARD: usize = 100;

/// What checking a placement needs besides the placement itself, per queen: two bits for every
/// column and diagonal (`nqueens_core::check_linear`), rounded up.
pub(crate) const CHECK_BYTES_PER_QUEEN: usize = 2;

/// Places the queens, checks them with the linear checker, and prints them.
pub(crate) fn run(args: &PlaceArgs, lang: Lang) -> Outcome {
    let (placer, n) = (args.approach.0, args.n);
    let info = placer.info();
    if args.format == PlaceFormat::Board && n > LARGEST_BOARD {
        let values: [(&str, &dyn std::fmt::Display); 2] =
            [("largest", &LARGEST_BOARD), ("n", &thousands(n as u64))];
        return Err(Failure::Usage(say(lang, "error.place_board", &values)));
    }
    placer.check_size(n)?;
    refuse_beyond_memory(n, placer, lang)?;

    let seed = args.seed.unwrap_or(0);
    let estimated_seconds = n as f64 * info.nanos_per_queen * 1e-9;
    let label = format!("n = {}, {}", thousands(n as u64), info.id);
    let progress =
        Progress::spinner(estimated_seconds, say(lang, "place.placing", &[("label", &label)]));
    let placement = placer.place(n, seed, &mut |step| {
        if let Some(bar) = progress.handle() {
            bar.set_message(if step.rows_placed < n as u64 {
                let rows = thousands(step.rows_placed);
                say(lang, "place.rows_placed", &[("label", &label), ("rows", &rows)])
            } else {
                let values: [(&str, &dyn std::fmt::Display); 3] = [
                    ("label", &label),
                    ("moves", &thousands(step.moves)),
                    ("conflicts", &thousands(step.conflicts)),
                ];
                say(lang, "place.moves", &values)
            });
        }
    })?;
    if let Some(bar) = progress.handle() {
        bar.set_message(say(lang, "place.writing", &[("label", &label)]));
    }
    // A placer that is wrong is a bug, but the tool never prints a placement it has not checked.
    check_linear(&placement.columns).map_err(|conflict| {
        let conflict = nqueens_placements::conflict_in(&conflict, lang);
        let values: [(&str, &dyn std::fmt::Display); 3] =
            [("id", &info.id), ("n", &n), ("conflict", &conflict)];
        Failure::Refused(say(lang, "error.placed_no_solution", &values))
    })?;
    let mut out = output::stdout();
    let seed = info.seeded.then_some(seed);
    write_placement(&mut out, args.format, info.id, seed, &placement, lang)?;
    out.flush()?;
    drop(progress);
    Ok(())
}

/// Refuses n when the placer and the check would need more memory than is available.
fn refuse_beyond_memory(n: usize, placer: &dyn Placer, lang: Lang) -> Outcome {
    let check = (n as u64).saturating_mul(CHECK_BYTES_PER_QUEEN as u64);
    let needed = placer.peak_bytes(n).saturating_add(check);
    match memory::available_bytes() {
        Some(available) if needed > available => {
            let values: [(&str, &dyn std::fmt::Display); 6] = [
                ("n", &thousands(n as u64)),
                ("id", &placer.info().id),
                ("needed", &memory::bytes(needed)),
                ("model", &memory_model(placer.memory_model(), lang)),
                ("check", &CHECK_BYTES_PER_QUEEN),
                ("available", &memory::bytes(available)),
            ];
            Err(Failure::Refused(say(lang, "error.place_memory", &values)))
        }
        _ => Ok(()),
    }
}

/// How a placer's memory grows with n, in `lang`: `24 bytes per queen`.
fn memory_model(model: MemoryModel, lang: Lang) -> String {
    match model {
        MemoryModel::PerQueen(bytes) => say(lang, "error.bytes_per_queen", &[("bytes", &bytes)]),
        MemoryModel::PerCube(bytes) => say(lang, "error.bytes_per_cube", &[("bytes", &bytes)]),
    }
}

/// Writes the placement in one format, the board's header in `lang`.
fn write_placement(
    out: &mut impl Write,
    format: PlaceFormat,
    id: &str,
    seed: Option<u64>,
    placement: &Placement,
    lang: Lang,
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
            let line = String::from_utf8_lossy(&line);
            let values: [(&str, &dyn std::fmt::Display); 3] =
                [("id", &id), ("n", &columns.len()), ("columns", &line)];
            write!(out, "{}", say(lang, "place.header", &values))?;
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
