//! The last rows by table lookup: the search stops a few rows above the last row, and a table
//! built once per n says in how many ways each partial board can be completed.
//!
//! Counts used it from 2026-11-25 until the descent went down the rows in waves (2026-11-26);
//! since then the search to the last two rows is faster at every n measured, and the lookup is
//! kept for measurements: [`count_with_lookup_rows`](crate::count_with_lookup_rows), the
//! `parallel` benchmark, and the tests that hold it to the plain search.
//!
//! # The table
//!
//! Every task is searched with a border queen in the last row, in column `bottom`. A partial
//! board that has a queen in every row above the last `height` rows but the last one leaves
//! exactly one free column per row still to search among them, all inner columns (1 to n − 2:
//! the border queens hold column 0 and the last column). It is completed by putting one queen in
//! each of those rows, in those columns, with no two queens on a diagonal. The table lists every
//! such placement beforehand, its *entries*: queens in the `height` rows, attacking neither each
//! other nor the queen in the last row, with the border queens of column 0 and of the last
//! column where the task has them among those rows (`Sides`), the others in inner columns. There
//! is one table for each column `bottom` in the left half of the row (the search mirrors a task
//! whose queen stands in the right half) and each place of those two border queens. A table
//! groups its entries by the set of columns their searched queens use: the group of a partial
//! board is the group of its free columns, found by the rank of the set among the sets of as
//! many inner columns (the combinatorial number system), with no hashing.
//!
//! Each entry keeps its searched queens' diagonals projected up to the first of its searched
//! rows, the row where the partial board's masks stand when the search stops: bit `col` of
//! `diags1` is set when a queen of the entry stands on the diagonal (row − col constant) that
//! crosses that row at `col`, and likewise `diags2` for the anti-diagonals. A queen above and a queen of the entry
//! share a diagonal exactly when their diagonals cross that row at the same column, so an entry
//! completes the partial board when `(entry.diags1 & diags1) | (entry.diags2 & diags2) == 0`.
//! Diagonals that cross the row outside the board never meet: the one of a queen above has left
//! the board for good, the one of a queen of the entry enters it only below. Both sides keep
//! the n columns of the board only.
//!
//! The entries are kept four at a time, their two masks in two arrays of four lanes, so that
//! the compiler turns each step of a count into one vector instruction per operation. The
//! lookup collects the boards the descent hands it, finds all their groups, then counts them
//! round by round, the next four entries of every board's group in each round: no branch of the
//! count depends on one board.

use rayon::prelude::*;

use crate::MAX_N;
use crate::search::{Leaf, Plan, Wave, descend};
use crate::tasks::Task;

/// The fewest searched rows worth a lookup: with one or two rows left, the search counts them in
/// a few bit operations, and looking up three rows gained nothing measurable
/// (`docs/parallel-record.md`).
pub(crate) const MIN_ROWS: usize = 4;

/// The entries a group is padded to a multiple of: one vector of four 32-bit lanes.
const LANES: usize = 4;

/// The masks of a padding entry: the top bit, which no column of a board of up to 32 columns
/// uses, and which the lookup sets in the partial board's `diags1`, so that no padding entry
/// ever fits.
const PADDING: u32 = 1 << 31;

/// The most rows a table can cover.
pub(crate) const MAX_ROWS: usize = 7;

/// The binomial coefficients C(m, j) for m ≤ [`MAX_N`] and j ≤ [`MAX_ROWS`].
const BINOMIALS: [[u32; MAX_ROWS + 1]; MAX_N + 1] = binomials();

/// Works out [`BINOMIALS`] by Pascal's triangle.
const fn binomials() -> [[u32; MAX_ROWS + 1]; MAX_N + 1] {
    let mut table = [[0; MAX_ROWS + 1]; MAX_N + 1];
    let mut m = 0;
    while m <= MAX_N {
        table[m][0] = 1;
        let mut j = 1;
        while j <= MAX_ROWS && m > 0 {
            table[m][j] = table[m - 1][j - 1] + table[m - 1][j];
            j += 1;
        }
        m += 1;
    }
    table
}

/// The rank of the set of columns `cols` among the sets of as many columns: 0 for the lowest
/// columns, and C(n, |cols|) − 1 for the highest (the combinatorial number system).
#[inline(always)]
fn rank(mut cols: u64) -> usize {
    let mut rank = 0;
    let mut taken = 1;
    while cols != 0 {
        let col = cols.trailing_zeros() as usize;
        rank += BINOMIALS[col][taken] as usize;
        taken += 1;
        cols &= cols - 1;
    }
    rank
}

/// Every placement of queens in the `rows` rows above a queen in column `bottom` of the last
/// row, grouped by the columns they use.
#[derive(Clone, Debug)]
pub(crate) struct Table {
    /// The entries of the group of rank `r` are in `lanes[starts[r]..starts[r + 1]]`.
    starts: Vec<u32>,
    /// The entries, [`LANES`] at a time.
    lanes: Vec<Lanes>,
}

/// [`LANES`] entries of a table: their masks, one vector each.
#[derive(Clone, Copy, Debug)]
struct Lanes {
    /// The diagonals of each entry's queens, as they cross its first row.
    diags1: [u32; LANES],
    /// The anti-diagonals of each entry's queens, as they cross its first row.
    diags2: [u32; LANES],
}

impl Table {
    /// The tables of the `rows` rows above a queen in the last row of an n × n board, one for
    /// each column of that queen in the left half of the row (0 to (n − 1) / 2): each holds the
    /// `placements` of those rows that leave its column free. `placements` come in the order of
    /// their ranks. Only the columns of `bottoms` get their entries; the others get an empty
    /// table, which no search looks up ([`Tables::for_plan`]).
    fn all(n: usize, rows: usize, placements: &[Placement], bottoms: u32) -> Vec<Self> {
        let padding = Lanes { diags1: [PADDING; LANES], diags2: [PADDING; LANES] };
        // Only the columns of the left half: the search mirrors every task whose queen of the
        // last row stands in the right half.
        let half = n.div_ceil(2);
        let left = ((1u32 << half) - 1) & bottoms;
        let groups = BINOMIALS[n - 2][rows] as usize;
        // Whether the table of the queen in column `bottom` of the last row is in use.
        let in_use = |bottom: usize| left & (1 << bottom) != 0;
        // Room for every entry of each table, and for the padding of every group.
        let mut entries = vec![0; half];
        for placement in placements {
            let mut bottoms = placement.bottoms & left;
            while bottoms != 0 {
                entries[bottoms.trailing_zeros() as usize] += 1;
                bottoms &= bottoms - 1;
            }
        }
        let mut tables: Vec<Table> = entries
            .iter()
            .enumerate()
            .map(|(bottom, &entries)| {
                if in_use(bottom) {
                    Table {
                        starts: Vec::with_capacity(groups + 1),
                        lanes: Vec::with_capacity(entries / LANES + groups),
                    }
                } else {
                    Table { starts: Vec::new(), lanes: Vec::new() }
                }
            })
            .collect();
        // The entries in the last lane of each table's current group (LANES: none is open).
        let mut filled = vec![LANES; half];
        let mut start = 0;
        for group in 0..groups {
            // Each group starts with a new lane in every table in use, and is padded to a whole
            // number of lanes with entries that fit no partial board.
            for (bottom, table) in tables.iter_mut().enumerate() {
                if in_use(bottom) {
                    table.starts.push(to_u32(table.lanes.len()));
                }
            }
            filled.fill(LANES);
            let end =
                start + placements[start..].partition_point(|placement| placement.rank == group);
            for placement in &placements[start..end] {
                let mut bottoms = placement.bottoms & left;
                while bottoms != 0 {
                    let bottom = bottoms.trailing_zeros() as usize;
                    bottoms &= bottoms - 1;
                    let lanes = &mut tables[bottom].lanes;
                    if filled[bottom] == LANES {
                        lanes.push(padding);
                        filled[bottom] = 0;
                    }
                    if let Some(last) = lanes.last_mut() {
                        last.diags1[filled[bottom]] = placement.diags1;
                        last.diags2[filled[bottom]] = placement.diags2;
                    }
                    filled[bottom] += 1;
                }
            }
            start = end;
        }
        for (bottom, table) in tables.iter_mut().enumerate() {
            if in_use(bottom) {
                table.starts.push(to_u32(table.lanes.len()));
            }
        }
        tables
    }

    /// Where the entries of the group of the free columns `free` (inner columns only) are in
    /// `lanes`.
    #[inline]
    fn range(&self, free: u64) -> (u32, u32) {
        let group = rank(free >> 1);
        (self.starts[group], self.starts[group + 1])
    }

    /// The bytes the table takes.
    #[cfg(test)]
    fn bytes(&self) -> usize {
        4 * self.starts.len() + std::mem::size_of::<Lanes>() * self.lanes.len()
    }
}

/// The bit of a diagonal that crosses a row at column `col`, or nothing if it crosses the row
/// outside the board.
fn project(col: isize, n: usize) -> u32 {
    if (0..n as isize).contains(&col) { 1 << col } else { 0 }
}

/// One placement of queens in the rows of a table, one per row, none attacking another.
#[derive(Clone, Copy, Debug)]
struct Placement {
    /// The rank of the set of the columns of its searched queens, among the sets of as many
    /// inner columns (1 to n − 2).
    rank: usize,
    /// The diagonals of its searched queens, as they cross its first searched row.
    diags1: u32,
    /// The anti-diagonals of its searched queens, as they cross its first searched row.
    diags2: u32,
    /// The columns of the row below its last where a queen would attack none of its queens.
    bottoms: u32,
}

/// Which rows of a table hold a border queen placed beforehand: the offsets (0 for the first
/// row of the table) of the queen in column 0 and of the queen in the last column, if they
/// stand in the table's rows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Sides {
    /// The offset of the queen in column 0.
    pub(crate) left: Option<usize>,
    /// The offset of the queen in the last column.
    pub(crate) right: Option<usize>,
}

impl Sides {
    /// How many of the table's `height` rows are left to search.
    fn searched(self, height: usize) -> usize {
        height - usize::from(self.left.is_some()) - usize::from(self.right.is_some())
    }

    /// The offset of the first row to search.
    fn first_searched(self) -> usize {
        (0..)
            .find(|&offset| Some(offset) != self.left && Some(offset) != self.right)
            .expect("two border queens leave one of the first three rows to search")
    }
}

/// Every placement of queens in `height` consecutive rows of an n × n board with the border
/// queens of `sides` in column 0 and in the last column and the other queens in the inner
/// columns, in the order of their ranks.
fn placements(n: usize, height: usize, sides: Sides) -> Vec<Placement> {
    let mut placements = Vec::new();
    let mut queens = [0usize; MAX_ROWS];
    let first = sides.first_searched();
    place(n, height, sides, 0, 0, 0, 0, &mut queens, &mut |queens| {
        // The masks of its searched queens, seen from its first searched row, and the
        // columns all its queens attack in the row below.
        let (mut cols, mut all_cols, mut diags1, mut diags2, mut below) = (0u64, 0u64, 0, 0, 0);
        for (offset, &col) in queens.iter().enumerate() {
            let distance = height - offset;
            all_cols |= 1 << col;
            below |= project((col + distance) as isize, n)
                | project(col as isize - distance as isize, n);
            if Some(offset) != sides.left && Some(offset) != sides.right {
                cols |= 1 << col;
                diags1 |= project(col as isize + first as isize - offset as isize, n);
                diags2 |= project((col + offset) as isize - first as isize, n);
            }
        }
        let full = (1u64 << n) - 1;
        let bottoms = (full & !all_cols) as u32 & !below;
        placements.push(Placement { rank: rank(cols >> 1), diags1, diags2, bottoms });
    });
    // Put them in the order of their ranks (a counting sort).
    let searched = sides.searched(height);
    let mut starts = vec![0; BINOMIALS[n - 2][searched] as usize + 1];
    for placement in &placements {
        starts[placement.rank + 1] += 1;
    }
    for group in 1..starts.len() {
        starts[group] += starts[group - 1];
    }
    let mut sorted = placements.clone();
    for placement in placements {
        sorted[starts[placement.rank]] = placement;
        starts[placement.rank] += 1;
    }
    sorted
}

/// Converts a position in a table to a `u32`.
///
/// The largest table holds a few million lanes (the sizes are in `docs/parallel.md`), far
/// fewer than 2³²; a position beyond would be a bug, which stops here instead of cutting the
/// table's groups short.
fn to_u32(position: usize) -> u32 {
    u32::try_from(position).expect("a table holds fewer than 2^32 lanes")
}

/// Places a queen in row `offset` of `height` rows and in the rows below, calling `visit` with
/// the columns of each complete placement: in column 0 or the last column in the rows of
/// `sides`, in an inner column elsewhere. `cols`, `diags1` and `diags2` are the columns
/// attacked in row `offset` by the queens of the rows above it.
#[allow(clippy::too_many_arguments)]
fn place(
    n: usize,
    height: usize,
    sides: Sides,
    offset: usize,
    cols: u64,
    diags1: u64,
    diags2: u64,
    queens: &mut [usize; MAX_ROWS],
    visit: &mut impl FnMut(&[usize]),
) {
    if offset == height {
        visit(&queens[..height]);
        return;
    }
    let full = (1u64 << n) - 1;
    let allowed = if Some(offset) == sides.left {
        1
    } else if Some(offset) == sides.right {
        1 << (n - 1)
    } else {
        full & !1 & !(1 << (n - 1))
    };
    let mut avail = allowed & !(cols | diags1 | diags2);
    while avail != 0 {
        let col = avail.trailing_zeros() as usize;
        avail &= avail - 1;
        queens[offset] = col;
        // Seen from the next row down, the diagonals move one column right (row - col
        // constant) and the anti-diagonals one column left.
        let bit = 1u64 << col;
        let next1 = ((diags1 | bit) << 1) & full;
        let next2 = (diags2 | bit) >> 1;
        place(n, height, sides, offset + 1, cols | bit, next1, next2, queens, visit);
    }
}

/// The tables of one n: for the `height` rows above the last row, one table for each place of
/// the border queens of column 0 and of the last column among those rows (or above them), and
/// each column of the queen in the last row.
#[derive(Clone, Debug)]
pub(crate) struct Tables {
    /// The rows each table covers (0: no tables).
    height: usize,
    /// The size of the board.
    n: usize,
    /// `tables[sides][bottom]`, `sides` numbered by [`slot`].
    tables: Vec<Vec<Table>>,
}

impl Tables {
    /// Every table for an n × n board, for the `height` rows above the last one (none when
    /// `height` < [`MIN_ROWS`]), on the calling thread.
    #[cfg(test)]
    pub(crate) fn new(n: usize, height: usize) -> Self {
        let height = Self::height(n, height);
        Self::build(n, height, false, |_| u32::MAX)
    }

    /// The tables that `searches` look up, and no other, for an n × n board and the `height`
    /// rows above the last one (none when `height` < [`MIN_ROWS`]); on the threads of the
    /// current rayon pool if `parallel`, else on the calling thread. Each search is given as the
    /// image ([`searched_image`](crate::count::searched_image)), its plan, and the column of
    /// its queen in the last row.
    ///
    /// A run of the whole task list looks up nearly every table, but a shard only those of its
    /// own tasks, so it builds those only: the building is the fixed cost of a shard.
    pub(crate) fn for_searches(
        n: usize,
        height: usize,
        parallel: bool,
        searches: impl Iterator<Item = (Task, Plan, usize)>,
    ) -> Self {
        let height = Self::height(n, height);
        if height == 0 {
            // No table: the searches need not be worked out.
            return Tables { height, n, tables: Vec::new() };
        }
        // For each place of the border queens, the columns of the last row's queen in use.
        let mut wanted = vec![0u32; (height + 1) * (height + 1)];
        for (image, plan, bottom) in searches {
            if let Some((index, _)) = slot(n, height, &plan, image.queens()) {
                wanted[index] |= 1 << bottom;
            }
        }
        Self::build(n, height, parallel, |index| wanted[index])
    }

    /// The rows the tables cover when asked for `height`: none below [`MIN_ROWS`], and at most
    /// [`MAX_ROWS`] and the n − 2 rows between the first and the last.
    fn height(n: usize, height: usize) -> usize {
        if height < MIN_ROWS { 0 } else { height.min(MAX_ROWS).min(n - 2) }
    }

    /// Builds the tables of `height` rows for the columns of the last row's queen that
    /// `wanted` gives, by the number of the place of the border queens ([`slot`]).
    fn build(
        n: usize,
        height: usize,
        parallel: bool,
        wanted: impl Fn(usize) -> u32 + Sync,
    ) -> Self {
        let offsets = || std::iter::once(None).chain((0..height).map(Some));
        // In the order of their numbers (`slot`): the left queen's place, then the right one's.
        let all_sides: Vec<Sides> =
            offsets().flat_map(|left| offsets().map(move |right| Sides { left, right })).collect();
        let tables_of = |(index, sides): (usize, &Sides)| -> Vec<Table> {
            let bottoms = wanted(index);
            if height == 0 || bottoms == 0 || (sides.left.is_some() && sides.left == sides.right) {
                // No task looks these tables up (two queens cannot share a row).
                return Vec::new();
            }
            Table::all(n, sides.searched(height), &placements(n, height, *sides), bottoms)
        };
        let tables = if parallel {
            all_sides.par_iter().enumerate().map(tables_of).collect()
        } else {
            all_sides.iter().enumerate().map(tables_of).collect()
        };
        Tables { height, n, tables }
    }

    /// The table for a task whose rows to search are `plan`'s and whose queen in the last row
    /// stands in column `bottom`, and the number of rows it covers that are searched; `None`
    /// when the task is searched without a table.
    pub(crate) fn for_plan(
        &self,
        plan: &Plan,
        queens: impl Iterator<Item = (usize, usize)>,
        bottom: usize,
    ) -> Option<(&Table, usize)> {
        let (index, searched) = slot(self.n, self.height, plan, queens)?;
        let table = self.tables.get(index)?.get(bottom)?;
        // A table that was not built (no search of the run needed it) is empty.
        (!table.starts.is_empty()).then_some((table, searched))
    }

    /// The bytes all the tables take.
    #[cfg(test)]
    fn bytes(&self) -> usize {
        self.tables.iter().flatten().map(Table::bytes).sum()
    }
}

/// Where the table of a search is among tables of `height` rows for an n × n board: the number
/// of the place of its border queens among those rows (`tables[number]`: no queen among the
/// rows, or the offset of its row plus one, for each of the two queens), and how many of the
/// rows it covers are searched; `None` when the search takes no table.
fn slot(
    n: usize,
    height: usize,
    plan: &Plan,
    queens: impl Iterator<Item = (usize, usize)>,
) -> Option<(usize, usize)> {
    if height == 0 {
        return None;
    }
    let top = n - 1 - height;
    let mut sides = Sides { left: None, right: None };
    for (row, col) in queens {
        if (top..n - 1).contains(&row) {
            if col == 0 {
                sides.left = Some(row - top);
            } else if col == n - 1 {
                sides.right = Some(row - top);
            }
        }
    }
    let searched = sides.searched(height);
    if searched < MIN_ROWS || searched > plan.rows().len() {
        return None;
    }
    let number = |offset: Option<usize>| offset.map_or(0, |offset| offset + 1);
    Some((number(sides.left) * (height + 1) + number(sides.right), searched))
}

/// How many partial boards the lookup collects before it looks them up together.
const BATCH: usize = 1024;

/// The leaf of the table lookup: it collects partial boards, then counts them all against
/// their groups together, so that no branch of the count depends on one board.
struct Lookups<'a> {
    table: &'a Table,
    /// The n low bits set.
    full: u64,
    /// The boards collected: their free columns and the diagonals of their queens as they
    /// cross the table's first row ([`PADDING`] set in `diags1`, so that no padding entry
    /// fits).
    free: [u64; BATCH],
    diags1: [u32; BATCH],
    diags2: [u32; BATCH],
    /// Where each board's group starts and ends in the table's `lanes`.
    starts: [u32; BATCH],
    ends: [u32; BATCH],
    /// The boards whose group has lanes left to count, by their place in the arrays above.
    pending: [u16; BATCH],
    /// The boards collected so far.
    len: usize,
}

impl Leaf for Lookups<'_> {
    fn take(&mut self, wave: &Wave) -> u64 {
        // Count the boards collected first if the batch lacks room for the wave.
        let count = if self.len + wave.len > BATCH { self.finish() } else { 0 };
        let mut len = self.len;
        for at in 0..wave.len {
            // The masks keep the n ≤ 28 columns of the board only, so they fit in 32 bits.
            self.free[len] = self.full & !wave.cols[at];
            self.diags1[len] = (wave.diags1[at] & self.full) as u32 | PADDING;
            self.diags2[len] = (wave.diags2[at] & self.full) as u32;
            len += 1;
        }
        self.len = len;
        count
    }

    fn finish(&mut self) -> u64 {
        let boards = std::mem::take(&mut self.len);
        // Find every board's group first: these look-ups depend on no other, so the processor
        // runs them side by side. Keep the boards whose group has entries.
        let mut pending = 0;
        for board in 0..boards {
            (self.starts[board], self.ends[board]) = self.table.range(self.free[board]);
            self.pending[pending] = to_u16(board);
            pending += usize::from(self.starts[board] < self.ends[board]);
        }
        count_fitting(self, pending)
    }
}

// ANCHOR: count_fitting
/// How many entries of their groups complete the first `pending` boards of `lookups.pending`:
/// round after round, the next lane of every board's group, until no group has one left. An
/// entry completes a board when they share no diagonal crossing the table's first row. Each
/// round is one pass with no branch that depends on a board, and each step of it one vector
/// operation per line on the default x86-64 target (SSE2, four 32-bit lanes).
fn count_fitting(lookups: &mut Lookups, mut pending: usize) -> u64 {
    let mut counts = [0u32; LANES];
    let mut offset = 0;
    while pending > 0 {
        let mut kept = 0;
        for at in 0..pending {
            let board = usize::from(lookups.pending[at]);
            let lane = lookups.starts[board] + offset;
            let entries = &lookups.table.lanes[lane as usize];
            let (diags1, diags2) = (lookups.diags1[board], lookups.diags2[board]);
            // A group holds at most 7! entries, so a lane counts at most 1,260 per board and
            // about 1.3 million per batch: far from the limit of a u32.
            for (entry, count) in counts.iter_mut().enumerate() {
                let shared = (entries.diags1[entry] & diags1) | (entries.diags2[entry] & diags2);
                *count += u32::from(shared == 0);
            }
            // The board stays for the next round while its group has lanes left.
            lookups.pending[kept] = lookups.pending[at];
            kept += usize::from(lane + 1 < lookups.ends[board]);
        }
        pending = kept;
        offset += 1;
    }
    counts.iter().map(|&count| u64::from(count)).sum()
}
// ANCHOR_END: count_fitting

/// Converts a board's place in a batch to a `u16`: a batch holds [`BATCH`] boards.
fn to_u16(board: usize) -> u16 {
    u16::try_from(board).expect("a batch holds fewer than 2^16 boards")
}

/// Counts the completions of `plan` with `table`, which covers its last `rows` rows to search
/// (all directly above the last row of the board, which holds a queen placed beforehand): the
/// descent of [`descend`] above those rows, with the lookup as its leaf.
pub(crate) fn count_completions(plan: &Plan, table: &Table, rows: usize) -> u64 {
    let mut lookups = Box::new(Lookups {
        table,
        full: plan.full,
        free: [0; BATCH],
        diags1: [0; BATCH],
        diags2: [0; BATCH],
        starts: [0; BATCH],
        ends: [0; BATCH],
        pending: [0; BATCH],
        len: 0,
    });
    descend(plan, rows, &mut *lookups)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranks_number_the_sets_of_columns_in_order() {
        // Every set of 3 columns out of 8 gets its own rank, from 0 to C(8, 3) - 1.
        let mut seen = [false; 56];
        for cols in 0u64..256 {
            if cols.count_ones() == 3 {
                let rank = rank(cols);
                assert!(!seen[rank], "{cols:b}");
                seen[rank] = true;
            }
        }
        assert!(seen.iter().all(|&seen| seen));
        assert_eq!(rank(0b111), 0);
    }

    #[test]
    fn the_lookup_counts_every_task_like_the_plain_search() {
        // Every task of every n from 4 to 14, with tables of 4 to 7 rows, against the
        // plain search (no table).
        for n in 4..=14 {
            let plain = Tables::new(n, 0);
            let tasks = crate::tasks::tasks(n);
            let expected: Vec<(u64, u64)> =
                tasks.iter().map(|task| crate::count::count_task(n, task, &plain)).collect();
            for rows in MIN_ROWS..=MAX_ROWS {
                let tables = Tables::new(n, rows);
                for (task, &expected) in tasks.iter().zip(&expected) {
                    let counted = crate::count::count_task(n, task, &tables);
                    assert_eq!(counted, expected, "n = {n}, rows = {rows}, {task:?}");
                }
            }
        }
    }

    #[test]
    fn a_run_builds_the_tables_its_searches_look_up_and_no_other() {
        // A shard of n = 12 (every tenth task): the tables built for its searches give every
        // task of the shard the table the whole tables give it, and take less room. A task
        // outside the shard gets a table only where it shares one with the shard, and is
        // counted without one otherwise: every task still counts as with the whole tables.
        let (n, rows) = (12, 6);
        let all = Tables::new(n, rows);
        let tasks: Vec<Task> =
            crate::tasks::tasks(n).into_iter().filter(|task| task.symmetries == 1).collect();
        let shard: Vec<Task> = tasks.iter().step_by(10).copied().collect();
        let searches = shard.iter().map(|task| crate::count::searched_image(n, task));
        let built = Tables::for_searches(n, rows, false, searches);
        let mut looked_up = 0;
        for (position, task) in tasks.iter().enumerate() {
            let (image, plan, bottom) = crate::count::searched_image(n, task);
            let whole = all.for_plan(&plan, image.queens(), bottom);
            let own = built.for_plan(&plan, image.queens(), bottom);
            if position % 10 == 0 {
                let entries = |found: Option<(&Table, usize)>| {
                    found.map(|(table, rows)| (table.starts.clone(), table.lanes.len(), rows))
                };
                assert_eq!(entries(own), entries(whole), "{task:?}");
                looked_up += usize::from(own.is_some());
            }
            let (whole, own) = (
                crate::count::count_task(n, task, &all),
                crate::count::count_task(n, task, &built),
            );
            assert_eq!(own, whole, "{task:?}");
        }
        assert!(looked_up * 10 > shard.len() * 9, "{looked_up} of {}", shard.len());
        assert!(built.bytes() * 2 < all.bytes(), "{} of {}", built.bytes(), all.bytes());
    }

    #[test]
    fn the_tables_cover_every_place_of_the_border_queens() {
        // One place per row of the table, or none, for each of the two border queens, but not
        // both in one row: 43 places for 6 rows and 57 for 7, as docs/parallel.md says.
        for (rows, places) in [(6, 43), (7, 57)] {
            let tables = Tables::new(14, rows);
            let built = tables.tables.iter().filter(|tables| !tables.is_empty()).count();
            assert_eq!(built, places, "{rows} rows");
        }
    }

    #[test]
    fn the_tables_stay_small() {
        // The tables are shared by every thread; the rows they covered when counts looked them
        // up (until 2026-11-26) shrank for larger n so that they never took more than at
        // n = 18, with 7 rows (about 197 MB, too much to build in a test; the sizes by n are in
        // `docs/parallel-record.md`): a bound at n = 16, and at the first n of 5 rows and of 4
        // rows and at the largest n.
        let bytes = Tables::new(16, 6).bytes();
        assert!(bytes < 25_000_000, "{bytes}");
        for (n, rows) in [(21, 5), (24, 4), (28, 4)] {
            let bytes = Tables::new(n, rows).bytes();
            assert!(bytes < 50_000_000, "n = {n}: {bytes}");
        }
    }

    #[test]
    fn the_lookup_covers_nearly_every_task_from_n_10() {
        // The test above must exercise the lookup: count the tasks that use a table, border
        // queens among the table's rows or not.
        let n = 12;
        let tables = Tables::new(n, 6);
        let (mut looked_up, mut with_sides, mut all) = (0, 0, 0);
        for task in crate::tasks::tasks(n).iter().filter(|task| task.symmetries == 1) {
            let image = task.image(n, crate::search::orientation(n, task));
            let plan = Plan::new(n, &image);
            let (_, bottom) =
                image.queens().find(|&(row, _)| row == n - 1).expect("a queen in the last row");
            if let Some((_, rows)) = tables.for_plan(&plan, image.queens(), bottom) {
                looked_up += 1;
                with_sides += usize::from(rows < 6);
            }
            all += 1;
        }
        assert!(looked_up * 10 > all * 9, "{looked_up} of {all}");
        assert!(with_sides * 4 > all, "{with_sides} of {all}");
    }

    #[test]
    fn a_table_holds_every_placement_of_its_rows() {
        // The 5 rows above a queen in column 2 of the last row of a 10 × 10 board, with the
        // queen of column 0 in the second of them, checked against a count of every placement
        // by brute force.
        let (n, height, bottom) = (10, 5, 2);
        let sides = Sides { left: Some(1), right: None };
        let table = &Table::all(n, 4, &placements(n, height, sides), u32::MAX)[bottom];
        let mut brute = 0;
        let mut columns = [0usize; 5];
        for code in 0..10usize.pow(5) {
            let mut rest = code;
            for col in &mut columns {
                *col = rest % 10;
                rest /= 10;
            }
            // The queen of column 0 in row 1, and the others in the inner columns.
            let inner = (1..n - 1).contains(&columns[0])
                && columns[1] == 0
                && columns[2..].iter().all(|col| (1..n - 1).contains(col));
            let mut queens: Vec<(isize, isize)> = columns
                .iter()
                .enumerate()
                .map(|(row, &col)| (row as isize, col as isize))
                .collect();
            queens.push((height as isize, bottom as isize));
            let attack_free = queens.iter().enumerate().all(|(index, &(row, col))| {
                queens[index + 1..].iter().all(|&(other_row, other_col)| {
                    col != other_col && (row - other_row).abs() != (col - other_col).abs()
                })
            });
            brute += usize::from(inner && attack_free);
        }
        let entries = table
            .lanes
            .iter()
            .flat_map(|lanes| lanes.diags1)
            .filter(|&diags1| diags1 != PADDING)
            .count();
        assert!(brute > 0);
        assert_eq!(entries, brute);
    }
}
