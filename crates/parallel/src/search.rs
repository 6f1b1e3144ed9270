//! The searches: the plan of a task, the descent that completes it (the hot loop, with the last
//! rows as a parameter), the orientation a task is searched in, and the plain lexicographic
//! listing behind [`Approach::search`](nqueens_core::Approach).

use std::ops::ControlFlow;

use nqueens_core::{Observer, Symmetry};

use crate::MAX_N;
use crate::tasks::{Task, to_u8};

/// Everything the search of one task needs, worked out once before it starts.
///
/// The rows to search are the rows 1 to n - 1 without a queen placed beforehand; the search
/// steps over the others. All three masks are as seen from the first row to search, and the
/// search shifts them by the distance to the next row to search.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Plan {
    /// The columns taken by the queens placed beforehand.
    pub(crate) cols: u64,
    /// The columns attacked along diagonals (row - col constant) by the queens placed
    /// beforehand, in the first row to search. A queen below that row and left of where its
    /// diagonal enters the board gives a negative column: it is kept at the top of the word,
    /// and rotating the word left by one per row brings it down to bit 0 exactly in the row
    /// where it enters (for n ≤ 32 no other bit ever wraps around).
    pub(crate) diags1: u64,
    /// The columns attacked along anti-diagonals (row + col constant) by the queens placed
    /// beforehand, in the first row to search.
    pub(crate) diags2: u64,
    /// The n low bits set, one per column of the board.
    pub(crate) full: u64,
    /// The rows to search, in order.
    rows: [u8; MAX_N],
    /// `shifts[depth]` is how many rows separate the row searched at `depth` from the next one:
    /// 1, or more where the search steps over a row whose queen is already placed.
    pub(crate) shifts: [u32; MAX_N],
    /// How many rows are left to search.
    pub(crate) depths: usize,
}

impl Plan {
    /// Places the queens of `task` on an n × n board (4 ≤ n ≤ [`MAX_N`]).
    pub(crate) fn new(n: usize, task: &Task) -> Self {
        // The rows to search: every row after row 0 whose queen is not yet placed.
        let mut filled = [false; MAX_N];
        for (row, _) in task.queens() {
            filled[row] = true;
        }
        let mut rows = [0; MAX_N];
        let mut depths = 0;
        for row in (1..n).filter(|&row| !filled[row]) {
            rows[depths] = to_u8(row);
            depths += 1;
        }
        let mut shifts = [0; MAX_N];
        for depth in 1..depths {
            shifts[depth - 1] = u32::from(rows[depth] - rows[depth - 1]);
        }
        // Masks are seen from the first row to search (any row will do when none is left).
        let first = if depths == 0 { 1 } else { usize::from(rows[0]) };
        let (mut cols, mut diags1, mut diags2) = (0u64, 0u64, 0u64);
        for (row, col) in task.queens() {
            cols |= 1 << col;
            // On its diagonal, the queen attacks column col + (first - row) of the first row,
            // which is negative for a low-left queen: rotating stores it at the top of the word.
            // Adding 64 keeps the difference positive; the rotation works modulo 64.
            let diagonal_col = (col + first + 64 - row) % 64;
            diags1 |= 1u64.rotate_left(diagonal_col as u32);
            // On its anti-diagonal, the queen attacks column col - (first - row), unless that
            // anti-diagonal has already left the board.
            if let Some(anti_diagonal_col) = (col + row).checked_sub(first) {
                diags2 |= 1 << anti_diagonal_col;
            }
        }
        let full = (1u64 << n) - 1;
        Plan { cols, diags1, diags2, full, rows, shifts, depths }
    }

    /// The rows to search, in order.
    pub(crate) fn rows(&self) -> &[u8] {
        &self.rows[..self.depths]
    }
}

// ANCHOR: search
/// How many partial boards of one row a wave holds: small enough that the waves of every row
/// stay in the fastest caches, large enough that a pass over one pays for itself (measured,
/// `docs/parallel-record.md`, "The descent in waves").
const WAVE: usize = 128;

/// The partial boards of one row still to be extended: their masks and the free columns each
/// has still to try, one array per field, so that a pass over them reads and writes whole
/// cache lines.
struct Wave {
    /// The columns taken, and the columns attacked along diagonals and anti-diagonals, in the
    /// row of the wave, as in [`Plan`].
    cols: [u64; WAVE],
    diags1: [u64; WAVE],
    diags2: [u64; WAVE],
    /// The free columns of the row each board has still to try (never none).
    avail: [u64; WAVE],
    /// How many boards the wave holds: they are the first `len` of each array.
    len: usize,
}

impl Wave {
    fn new() -> Self {
        Wave { cols: [0; WAVE], diags1: [0; WAVE], diags2: [0; WAVE], avail: [0; WAVE], len: 0 }
    }
}

/// Searches the rows of `plan` down to its last two rows, and adds up the completions of every
/// partial board with a queen in each row above them, counted in place
/// ([`count_last_two_rows`]): the hot loop. The plan has at least two rows.
///
/// A bitmask search that goes down the rows in *waves* rather than one board at a time: each
/// row has a wave of up to [`WAVE`] partial boards, and one pass over a wave places one queen
/// on every board of it, in its lowest free column, and puts the board below into the next
/// row's wave. A board keeps its other free columns for the next passes; a board below with no
/// free column in its first row is pruned (a one-row lookahead). No branch in a pass depends
/// on a board, so the processor mispredicts about once per pass instead of about once per
/// queen, as a search that goes down one board at a time does. Before a pass, the next row's
/// wave is emptied (searched to the end) if it lacks room for what the pass may add, so every
/// wave stays bounded; the wave of the first of the last two rows is counted at once.
fn descend(plan: &Plan) -> u64 {
    let above = plan.depths.checked_sub(2).expect("the plan has two rows or more");
    let last_two = LastTwoRows { full: plan.full, shift: plan.shifts[above] };
    // One wave per row searched above the last two rows, and one for the first of them; the
    // first holds the task's board, if it has a free column.
    let mut waves: Vec<Wave> = (0..=above).map(|_| Wave::new()).collect();
    let avail = plan.full & !(plan.cols | plan.diags1 | plan.diags2);
    (waves[0].cols[0], waves[0].diags1[0], waves[0].diags2[0], waves[0].avail[0]) =
        (plan.cols, plan.diags1, plan.diags2, avail);
    waves[0].len = usize::from(avail != 0);
    // Empty the waves from the top: each pass fills the wave below, which is emptied next.
    let mut count = 0;
    for depth in 0..=above {
        count += drain(plan, &mut waves[depth..], depth, &last_two);
    }
    count
}

/// Empties `waves[0]`, the wave of the row searched at `depth`: pass after pass, each board
/// places a queen in its next free column and the board below goes into `waves[1]`, which is
/// emptied first whenever it lacks room, until no board has a column left to try. The last
/// wave, that of the first of the last two rows, is counted by `last_two` instead. Returns the
/// completions counted meanwhile.
fn drain(plan: &Plan, waves: &mut [Wave], depth: usize, last_two: &LastTwoRows) -> u64 {
    let (wave, below) = waves.split_first_mut().expect("a wave for every row searched");
    if below.is_empty() {
        let count = last_two.count(wave);
        wave.len = 0;
        return count;
    }
    let shift = plan.shifts[depth];
    let mut count = 0;
    while wave.len > 0 {
        // Make room below for one board per board of this wave.
        if below[0].len + wave.len > WAVE {
            count += drain(plan, below, depth + 1, last_two);
        }
        let next = &mut below[0];
        // One pass: every board of the wave places a queen in its lowest free column.
        let (mut kept, mut added) = (0, next.len);
        for at in 0..wave.len {
            let (cols, diags1, diags2, avail) =
                (wave.cols[at], wave.diags1[at], wave.diags2[at], wave.avail[at]);
            // Attempt the lowest free column, and keep the others for the next passes.
            let bit = avail & avail.wrapping_neg();
            let rest = avail ^ bit;
            // Work out the next row to search: the queen takes its column, and its diagonals
            // move one column per row, left for diags2 and right for diags1.
            let next_cols = cols | bit;
            let next_diags1 = (diags1 | bit).rotate_left(shift);
            let next_diags2 = (diags2 | bit) >> shift;
            let next_avail = plan.full & !(next_cols | next_diags1 | next_diags2);
            // Go down: the board below joins the next row's wave, and stays there only if its
            // row has a free column (the pruning). It is written either way, so that no
            // branch depends on it.
            (next.cols[added], next.diags1[added], next.diags2[added], next.avail[added]) =
                (next_cols, next_diags1, next_diags2, next_avail);
            added += usize::from(next_avail != 0);
            // Keep the board, minus the column just tried, while it has columns left to try:
            // it moves to the front of its wave, over the boards that are done.
            (wave.cols[kept], wave.diags1[kept], wave.diags2[kept], wave.avail[kept]) =
                (cols, diags1, diags2, rest);
            kept += usize::from(rest != 0);
        }
        (wave.len, next.len) = (kept, added);
    }
    count
}

/// The last two rows of a plan, counted in place as the boards come.
struct LastTwoRows {
    /// The n low bits set.
    full: u64,
    /// How many rows the last row lies below the first of the two (1 when they are next to
    /// each other).
    shift: u32,
}

impl LastTwoRows {
    /// The completions of every board of `wave`, a wave of the first of the two rows.
    fn count(&self, wave: &Wave) -> u64 {
        (0..wave.len)
            .map(|at| {
                let (cols, diags1, diags2) = (wave.cols[at], wave.diags1[at], wave.diags2[at]);
                count_last_two_rows(self.full, self.shift, cols, diags1, diags2, wave.avail[at])
            })
            .sum()
    }
}

/// Counts the ways to complete the queens of `plan` to a solution by searching every row: the
/// descent, with the last two rows as its leaf.
pub(crate) fn count_completions(plan: &Plan) -> u64 {
    match plan.depths {
        // With no row left to search, the placed queens are the one solution; with one row left,
        // each free column of it completes them.
        0 => 1,
        1 => u64::from((plan.full & !(plan.cols | plan.diags1 | plan.diags2)).count_ones()),
        _ => descend(plan),
    }
}

/// Counts the completions of the last two rows of a board of `full` columns, the first of them
/// `shift` rows above the last, with the attacked columns `cols`, `diags1`, `diags2` and the
/// free columns `avail` of the first: 0, 1 or 2.
///
/// Every other row holds a queen by now, so exactly two columns are left, one for each of the
/// two rows: the rows can be filled in two ways only, and a few bit operations check both
/// without branching. A way counts if its queen is free in this row and leaves the other
/// column free in the last row (the queens placed beforehand were checked against each other,
/// and their diagonals are in the masks).
fn count_last_two_rows(
    full: u64,
    shift: u32,
    cols: u64,
    diags1: u64,
    diags2: u64,
    avail: u64,
) -> u64 {
    // The two columns no queen holds yet.
    let left_over = full & !cols;
    let low = left_over & left_over.wrapping_neg();
    let high = left_over ^ low;
    // Whether a queen in column `here` of this row lets a queen stand in column `there` of
    // the last row.
    let completes = |here: u64, there: u64| {
        let attacked = (diags1 | here).rotate_left(shift) | ((diags2 | here) >> shift);
        u64::from((avail & here != 0) & (attacked & there == 0))
    };
    completes(low, high) + completes(high, low)
}
// ANCHOR_END: search

/// The orientation to search `task` in: the symmetry that moves the border queen nearest a
/// corner into the last row (the rule of the NQueensFAF counter). Of the queens equally near a
/// corner, the one in row 0 goes first, then the one in the last row, in column 0 and in the last
/// column (a corner queen, at distance 0, stands on two of these lines).
///
/// The eight images of a task have as many completions but search trees that differ by up to
/// 2× (mirror images have trees of the same size, so four differ). The rule is a measured one,
/// not a proof: it picks smaller trees than the estimate the counter used before it, at no cost
/// per task (the queens each placed are in `docs/parallel-record.md`, "What each idea bought").
pub(crate) fn orientation(n: usize, task: &Task) -> Symmetry {
    let last = n - 1;
    // The best so far: (distance to the nearest corner, rank of the line in ties), and the
    // symmetry that moves that queen's line into the last row.
    let mut best: Option<((usize, usize), Symmetry)> = None;
    for (row, col) in task.queens() {
        // The border lines, in the order they win ties: whether the queen stands on each, where
        // along it, and the symmetry that moves the line into the last row.
        let lines = [
            (row == 0, col, Symmetry::MirrorRows),
            (row == last, col, Symmetry::Identity),
            (col == 0, row, Symmetry::Rotate270),
            (col == last, row, Symmetry::Rotate90),
        ];
        for (rank, (on_line, place, symmetry)) in lines.into_iter().enumerate() {
            let key = (place.min(last - place), rank);
            if on_line && best.is_none_or(|(best_key, _)| key < best_key) {
                best = Some((key, symmetry));
            }
        }
    }
    let (_, symmetry) = best.expect("a task of n ≥ 4 has border queens");
    symmetry
}

/// Lists every solution in lexicographic order with the plain row-by-row bitmask search: a copy
/// of the `place_row` of `nqueens-backtrack-bitmask`, single-threaded, reporting every node,
/// every free cell it tries, every placement and removal, and every solution to `observer`.
/// `tests/listing.rs` holds the two equal, event for event.
pub(crate) fn list(
    n: usize,
    observer: &mut impl Observer,
    visit: &mut impl FnMut(&[u8]) -> ControlFlow<()>,
) -> ControlFlow<()> {
    // The n low bits set, one per column; n ≤ 28 (`MAX_N`), so `1 << n` fits a u32.
    let full = (1u32 << n) - 1;
    let mut columns = Vec::with_capacity(n);
    // No queen yet: nothing is attacked.
    place_row(0, 0, 0, 0, full, &mut columns, observer, visit)
}

// ANCHOR: list
/// Places a queen in every free column of `row`, then fills the rows below, and hands each
/// complete placement to `visit`.
///
/// Bit `col` of `cols`, `diags1` and `diags2` is set when an earlier queen attacks the cell
/// (`row`, `col`) along its column, its diagonal or its anti-diagonal; `full` has one bit per
/// column of the board, and `columns[row]` is the column of the queen in `row`.
fn place_row(
    row: usize,
    cols: u32,
    diags1: u32,
    diags2: u32,
    full: u32,
    columns: &mut Vec<u8>,
    observer: &mut impl Observer,
    visit: &mut impl FnMut(&[u8]) -> ControlFlow<()>,
) -> ControlFlow<()> {
    observer.node(row);
    // Every column holds a queen, so every row does: the placement is a solution.
    if cols == full {
        observer.solution(columns);
        return visit(columns);
    }
    // Prune: only the cells that no earlier queen attacks are free; the search never looks at
    // the others.
    let mut avail = !(cols | diags1 | diags2) & full;
    while avail != 0 {
        // The lowest free column, and the rest for the next turns.
        let bit = avail & avail.wrapping_neg();
        avail &= avail - 1;
        let col = bit.trailing_zeros() as usize;
        // Attempt: place a queen here, marking its column and both its diagonals as attacked in
        // the next row, where the diagonal moves one column right and the anti-diagonal one left.
        let next_cols = cols | bit;
        let next_diags1 = (diags1 | bit) << 1;
        let next_diags2 = (diags2 | bit) >> 1;
        // The cast is lossless: col < n ≤ 28.
        columns.push(col as u8);
        observer.placed(row, col);
        // Recurse: fill the rows below.
        let flow =
            place_row(row + 1, next_cols, next_diags1, next_diags2, full, columns, observer, visit);
        // Undo: take the queen back. The masks were passed by value and never changed, so only
        // `columns` needs it. This runs even when the search stops, so every placement is taken
        // back.
        observer.removed(row, col);
        columns.pop();
        // Stop if `visit` asked to.
        flow?;
    }
    ControlFlow::Continue(())
}
// ANCHOR_END: list
