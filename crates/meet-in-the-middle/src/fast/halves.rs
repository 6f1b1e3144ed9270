//! The halves of the count: the placements of a band of rows on a given set of columns, each
//! kept as one `u64` of the diagonals it takes near the cut.
//!
//! A key holds the diagonals a half takes that a queen of the other half could take too. The
//! diagonals are numbered `row + n - 1 - col` and the anti-diagonals `row + col`; a queen below
//! the cut lies on numbers from `cut` (the first row of the bottom half) up, and one of the
//! `rows` rows above it on numbers up to `rows + n - 2`. So only the [`width`] numbers from
//! `cut` on can be held by both: bit `i` of a key is the diagonal numbered `cut + i`, bit
//! `width + i` the anti-diagonal, and a top and a bottom that fit in columns share no diagonal
//! exactly when their keys share no bit. That is n - 1 numbers of each on an even board, and
//! n - 2 on an odd one, whose middle row lies between the halves.

/// How many diagonals of each direction the halves of `rows` rows, cut above row `cut`, can
/// both hold.
pub(super) fn width(n: usize, rows: usize, cut: usize) -> usize {
    (rows + n).saturating_sub(cut + 1)
}

/// Which half a placement is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Side {
    /// Rows `0..rows`, as placed.
    Top,
    /// Rows `n - rows..n`: the placement of the first `rows` rows turned upside down (row r
    /// becomes row n - 1 - r, the column stays).
    Bottom,
}

/// The memory a thread reuses to build the halves of one column set: the placements of the two
/// bands of rows of a half, and where each group of them starts.
#[derive(Debug, Default)]
pub(super) struct Bands {
    upper: Vec<Part>,
    lower: Vec<Part>,
    /// The upper band's placements sorted by the columns they use.
    sorted: Vec<Part>,
    /// Where the group of each set of columns starts in `sorted` (one more entry at the end).
    starts: Vec<usize>,
    /// The lower band's placements sorted the same way, and where each group starts.
    sorted_lower: Vec<Part>,
    starts_lower: Vec<usize>,
}

impl Bands {
    /// The placements of the larger band of the last half listed.
    #[cfg(test)]
    pub(super) fn most_parts(&self) -> usize {
        self.upper.len().max(self.lower.len())
    }
}

/// A placement of a band of rows on some of the columns of a half's set: which of them it uses
/// (bit `i` for the set's `i`-th column from the right), and the numbers of the diagonals it
/// takes, one bit each.
#[derive(Clone, Copy, Debug, Default)]
struct Part {
    used: u32,
    taken1: u64,
    taken2: u64,
}

/// The halves a task lists: `rows` rows of an n × n board cut above row `cut`, on one side,
/// around the queen of the middle row when n is odd.
#[derive(Clone, Copy, Debug)]
pub(super) struct Shape {
    pub(super) n: usize,
    pub(super) rows: usize,
    pub(super) cut: usize,
    pub(super) side: Side,
    /// The column of the middle row's queen (row n / 2, between the halves, on an odd board),
    /// whose diagonals no queen of a half may take.
    pub(super) middle: Option<usize>,
}

/// Writes to `keys` the key of every placement of the shape's rows that uses exactly the
/// columns of `cols` (`rows` of them).
///
/// A half is met in the middle too: its rows are cut in two bands, the placements of each band
/// on the columns of `cols` are listed and grouped by the columns they use, and each placement
/// of the upper band is joined with those of the lower band on the other columns of the set
/// whose diagonals it does not share. A search of the whole half over `cols` would walk every
/// start of a placement again for every set that holds its columns, most of them to a dead end;
/// the bands are shallow, so their searches waste little.
pub(super) fn keys(shape: &Shape, cols: u32, bands: &mut Bands, keys: &mut Vec<u64>) {
    let &Shape { n, rows, cut, .. } = shape;
    keys.clear();
    let width = width(n, rows, cut);
    let window = (1u64 << width) - 1;
    let key =
        |taken1: u64, taken2: u64| (taken1 >> cut & window) | (taken2 >> cut & window) << width;
    // The upper band is the first half of the rows (rounded down), the lower band the rest.
    let split = rows / 2;
    search(shape, 0..split, cols, &mut bands.upper);
    search(shape, split..rows, cols, &mut bands.lower);
    let sets = 1usize << rows;
    group(&bands.upper, sets, &mut bands.sorted, &mut bands.starts);
    group(&bands.lower, sets, &mut bands.sorted_lower, &mut bands.starts_lower);
    // The keys written so far: `keys` is longer, with room for the pairs of the next upper
    // placement (it grows to twice what it needs, so a few times per list at most).
    let mut written = 0;
    for used in 0..sets {
        // The lower band takes the columns of the set the upper band leaves.
        let rest = (sets - 1) ^ used;
        let uppers = &bands.sorted[bands.starts[used]..bands.starts[used + 1]];
        let lowers = &bands.sorted_lower[bands.starts_lower[rest]..bands.starts_lower[rest + 1]];
        for upper in uppers {
            if keys.len() < written + lowers.len() {
                keys.resize(2 * (written + lowers.len()), 0);
            }
            for lower in lowers {
                // The two bands share no column; they make a half when they share no diagonal.
                // The key is written either way and kept only then: half the pairs or so fail,
                // too many to guess which.
                let shared = upper.taken1 & lower.taken1 | upper.taken2 & lower.taken2;
                keys[written] = key(upper.taken1 | lower.taken1, upper.taken2 | lower.taken2);
                written += usize::from(shared == 0);
            }
        }
    }
    keys.truncate(written);
}

/// Sorts `parts` by the columns they use into `sorted`, and writes where each of the `sets`
/// groups starts to `starts` (a counting sort: the groups are few and dense).
fn group(parts: &[Part], sets: usize, sorted: &mut Vec<Part>, starts: &mut Vec<usize>) {
    starts.clear();
    starts.resize(sets + 1, 0);
    for part in parts {
        starts[part.used as usize + 1] += 1;
    }
    for set in 0..sets {
        starts[set + 1] += starts[set];
    }
    sorted.clear();
    sorted.resize(parts.len(), Part::default());
    // Each group's start is moved on as the group fills, to where the next group starts; moved
    // back one place, the starts are where they were.
    for &part in parts {
        let at = &mut starts[part.used as usize];
        sorted[*at] = part;
        *at += 1;
    }
    starts.rotate_right(1);
    starts[0] = 0;
}

/// Writes to `parts` every placement of the rows `band` of the shape (a queen in each, none
/// attacking another or the middle row's queen) on columns of `cols`: the bitmask search
/// restricted to `cols`.
fn search(shape: &Shape, band: std::ops::Range<usize>, cols: u32, parts: &mut Vec<Part>) {
    let &Shape { n, side, middle, .. } = shape;
    parts.clear();
    if band.is_empty() {
        parts.push(Part::default());
        return;
    }
    // The diagonal and anti-diagonal of a queen in `row` of the placement, numbered by the
    // board on the half's side.
    let numbers = |row: usize, col: usize| {
        let row = if side == Side::Top { row } else { n - 1 - row };
        (row + n - 1 - col, row + col)
    };
    // The cells of each row the middle row's queen attacks: it stands in row n / 2, which an
    // upside-down bottom reaches too, so the rows of a placement are `n / 2 - row` above it on
    // either side.
    let mut blocked = [0u32; 32];
    if let Some(col) = middle {
        for (row, cells) in blocked.iter_mut().enumerate().take(n / 2) {
            let distance = n / 2 - row;
            let right = if col + distance < n { 1 << (col + distance) } else { 0 };
            let left = if col >= distance { 1 << (col - distance) } else { 0 };
            *cells = left | right;
        }
    }
    // Where each column of the set stands in it, from the right.
    let mut rank = [0u32; 32];
    let mut rest = cols;
    let mut position = 0;
    while rest != 0 {
        rank[rest.trailing_zeros() as usize] = position;
        position += 1;
        rest &= rest - 1;
    }
    // A stack of the rows filled so far: the masks of the search (`cols`, `diags1` shifted one
    // column right per row, `diags2` one left), the free columns left to try (`avail`), and
    // the placement so far.
    #[derive(Clone, Copy)]
    struct Frame {
        cols: u32,
        diags1: u32,
        diags2: u32,
        avail: u32,
        part: Part,
    }
    let depth = band.len();
    let avail = cols & !blocked[band.start];
    let first = Frame { cols: 0, diags1: 0, diags2: 0, avail, part: Part::default() };
    let mut stack = [first; 32];
    let mut level = 0;
    loop {
        let frame = stack[level];
        if frame.avail == 0 {
            // Every free cell of this row is done: back up a row.
            if level == 0 {
                return;
            }
            level -= 1;
            continue;
        }
        // The lowest free column, and the rest for the next turn.
        let bit = frame.avail & frame.avail.wrapping_neg();
        stack[level].avail &= frame.avail - 1;
        let col = bit.trailing_zeros() as usize;
        let (diag1, diag2) = numbers(band.start + level, col);
        let part = Part {
            used: frame.part.used | 1 << rank[col],
            taken1: frame.part.taken1 | 1 << diag1,
            taken2: frame.part.taken2 | 1 << diag2,
        };
        if level + 1 == depth {
            parts.push(part);
            continue;
        }
        let next_cols = frame.cols | bit;
        let (diags1, diags2) = ((frame.diags1 | bit) << 1, (frame.diags2 | bit) >> 1);
        stack[level + 1] = Frame {
            cols: next_cols,
            diags1,
            diags2,
            avail: cols & !(next_cols | diags1 | diags2 | blocked[band.start + level + 1]),
            part,
        };
        level += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The placements of `rows` rows over every column set of `size` columns of n.
    fn all(n: usize, rows: usize, cut: usize, side: Side) -> usize {
        let mut out = Vec::new();
        (0u32..1 << n)
            .filter(|cols| cols.count_ones() as usize == rows)
            .map(|cols| {
                let shape = Shape { n, rows, cut, side, middle: None };
                keys(&shape, cols, &mut Bands::default(), &mut out);
                out.len()
            })
            .sum()
    }

    #[test]
    fn the_halves_of_n_8_are_344_above_and_below() {
        assert_eq!(all(8, 4, 4, Side::Top), 344);
        assert_eq!(all(8, 4, 4, Side::Bottom), 344);
    }

    #[test]
    fn the_bottoms_of_an_odd_board_have_the_extra_row() {
        // n = 9, cut above row 4: 732 placements of four rows, 1,614 of five.
        assert_eq!(all(9, 4, 4, Side::Top), 732);
        assert_eq!(all(9, 5, 4, Side::Bottom), 1_614);
    }

    #[test]
    fn a_key_holds_the_diagonals_near_the_cut() {
        // n = 4, cut above row 2, on the columns 1 and 3: the numbers 2 to 4 (a top reaches
        // 2 + 4 - 2 = 4), 3 bits of each direction. The top [1, 3] takes the diagonals
        // 0 - 1 + 3 = 2 and 1 - 3 + 3 = 1, and the anti-diagonals 1 and 4: it holds the
        // diagonal 2 (bit 0) and the anti-diagonal 4 (bit 3 + 2). The top [3, 1] takes the
        // diagonals 0 and 3 (bit 1) and the anti-diagonals 3 and 2 (bits 3 + 1 and 3 + 0).
        let mut out = Vec::new();
        let shape = Shape { n: 4, rows: 2, cut: 2, side: Side::Top, middle: None };
        keys(&shape, 0b1010, &mut Bands::default(), &mut out);
        assert_eq!(out, [1 | 1 << 5, 1 << 1 | 1 << 4 | 1 << 3]);
    }
}
