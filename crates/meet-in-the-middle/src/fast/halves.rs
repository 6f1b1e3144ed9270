//! The halves of the count: the placements of a half's rows on a given set of columns, each
//! kept as one `u64` of the diagonals it takes near the cut.
//!
//! A half is met in the middle too: its rows are cut in two bands, an upper and a lower one.
//! The placements of each band on every set of columns are listed once for the whole count
//! ([`Band`]), grouped by the set they use; the halves on a task's set of columns are then the
//! pairs of an upper placement on some of its columns and a lower one on the rest that share
//! no diagonal ([`Half::keys`]). Searching the whole half over the task's columns instead would
//! walk every start of a placement again for every set that holds its columns, most of them to
//! a dead end.
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

/// Which bit of a key each diagonal near the cut is kept in: the join of keys that share no
/// bit does not care, so the count of an even board keeps the bits it sorts by on top
/// (`longest::layout`), and the keys are written so from the start.
#[derive(Debug)]
pub(super) struct Layout {
    /// For each diagonal number, the bit of a key that holds it (none for a diagonal outside
    /// the window of the cut); the same for the anti-diagonals.
    diag1: [u64; 64],
    diag2: [u64; 64],
}

impl Layout {
    /// The layout of the keys of halves of `rows` rows cut above row `cut`, at n, in which bit
    /// `i` of a key in the order of the module's numbering is kept at bit `place(i)`.
    pub(super) fn new(n: usize, rows: usize, cut: usize, place: impl Fn(usize) -> usize) -> Self {
        let width = width(n, rows, cut);
        let (mut diag1, mut diag2) = ([0; 64], [0; 64]);
        for i in 0..width {
            diag1[cut + i] = 1 << place(i);
            diag2[cut + i] = 1 << place(width + i);
        }
        Layout { diag1, diag2 }
    }
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

/// The placements of one band of rows of a half on every set of columns, listed once and
/// grouped by the set of columns they use, in the order of [`Ranks::rank`].
#[derive(Debug)]
pub(super) struct Band {
    parts: Vec<Part>,
    /// Where the group of each set starts in `parts`, by the set's rank (one more entry at the
    /// end).
    starts: Vec<usize>,
}

impl Band {
    /// Lists the placements of the rows `band` of the shape's half, on every column free of
    /// the middle row's queen, and groups them by the columns they use.
    fn new(shape: &Shape, band: std::ops::Range<usize>, ranks: &Ranks) -> Self {
        let n = shape.n;
        let free = full(n) & !shape.middle.map_or(0, |col| 1 << col);
        let mut found = Vec::new();
        search(shape, band.clone(), free, &mut found);
        // A counting sort by the rank of the set used: count each group, add up the counts to
        // where each group starts, then place each placement at its group's next free place.
        let sets = ranks.binomial(n, band.len());
        let mut starts = vec![0; sets + 1];
        for &(used, _) in &found {
            starts[ranks.rank(used) + 1] += 1;
        }
        for set in 0..sets {
            starts[set + 1] += starts[set];
        }
        let mut next = starts.clone();
        let mut parts = vec![Part::default(); found.len()];
        for &(used, part) in &found {
            let at = &mut next[ranks.rank(used)];
            parts[*at] = part;
            *at += 1;
        }
        Band { parts, starts }
    }

    /// The placements on exactly the columns of `set`.
    fn group(&self, set: u32, ranks: &Ranks) -> &[Part] {
        let rank = ranks.rank(set);
        &self.parts[self.starts[rank]..self.starts[rank + 1]]
    }
}

/// The two bands of a half: the upper one the first half of its rows (rounded down), the lower
/// one the rest.
#[derive(Debug)]
pub(super) struct Half {
    upper: Band,
    lower: Band,
    rows: usize,
}

impl Half {
    /// Lists the placements of the shape's two bands on every set of columns.
    pub(super) fn new(shape: &Shape, ranks: &Ranks) -> Self {
        let split = shape.rows / 2;
        let upper = Band::new(shape, 0..split, ranks);
        let lower = Band::new(shape, split..shape.rows, ranks);
        Half { upper, lower, rows: shape.rows }
    }

    /// The placements of the two bands together, on every set of columns.
    #[cfg(test)]
    pub(super) fn parts(&self) -> usize {
        self.upper.parts.len() + self.lower.parts.len()
    }

    /// The placements of the upper band and of the lower band on some of the columns of
    /// `cols` (`rows` of them).
    #[cfg(test)]
    pub(super) fn parts_on(&self, cols: u32, ranks: &Ranks) -> [usize; 2] {
        let (mut upper, mut lower) = (0, 0);
        let columns: Vec<u32> = (0..32).map(|col| 1 << col).filter(|bit| cols & bit != 0).collect();
        for chosen in super::subsets(self.rows, self.rows / 2) {
            let used = (0..self.rows).filter(|at| chosen >> at & 1 == 1).map(|at| columns[at]);
            let used = used.fold(0, |used, column| used | column);
            upper += self.upper.group(used, ranks).len();
            lower += self.lower.group(cols ^ used, ranks).len();
        }
        [upper, lower]
    }

    /// Writes to `keys` the key of every placement of the half that uses exactly the columns of
    /// `cols` (`rows` of them), and returns them: the OR of the keys of an upper placement on
    /// some of them and a lower one on the rest that share no diagonal (the diagonals of a half
    /// are its bands' together). `keys` keeps its length from call to call, so that its memory
    /// is not cleared again for every task.
    pub(super) fn keys<'a>(&self, cols: u32, ranks: &Ranks, keys: &'a mut Vec<u64>) -> &'a [u64] {
        // The columns of the set, from the right: the `i`-th is `columns[i]`.
        let mut columns = [0u32; 32];
        let mut rest = cols;
        for column in columns.iter_mut().take(self.rows) {
            *column = rest & rest.wrapping_neg();
            rest &= rest - 1;
        }
        // The keys written so far: `keys` is longer, with room for the pairs of the next upper
        // placement (it grows to twice what it needs and keeps its length, so it grows a few
        // times in a whole count).
        let mut written = 0;
        // Each way to give the upper band `split` of the set's columns, as a set of positions
        // in it, and the lower band the rest.
        for chosen in super::subsets(self.rows, self.rows / 2) {
            let mut used = 0;
            let mut positions = chosen;
            while positions != 0 {
                used |= columns[positions.trailing_zeros() as usize];
                positions &= positions - 1;
            }
            let lowers = self.lower.group(cols ^ used, ranks);
            for upper in self.upper.group(used, ranks) {
                if keys.len() < written + lowers.len() {
                    keys.resize(2 * (written + lowers.len()), 0);
                }
                for lower in lowers {
                    // The two bands share no column; they make a half when they share no
                    // diagonal. The key is written either way and kept only then: half the
                    // pairs or so fail, too many to guess which.
                    let shared = upper.taken & lower.taken;
                    keys[written] = upper.key | lower.key;
                    written += usize::from(shared == 0);
                }
            }
        }
        &keys[..written]
    }
}

/// The rank of a set of columns among the sets of its size, in colex order: a set whose
/// columns from the right are c0 < c1 < … ranks C(c0, 1) + C(c1, 2) + …, so the sets of k of n
/// columns take the ranks 0 to C(n, k) - 1, one each.
#[derive(Debug)]
pub(super) struct Ranks {
    /// `binomials[c][i]` is C(c, i), for c ≤ 32 and i ≤ 32.
    binomials: [[usize; 33]; 33],
}

impl Ranks {
    pub(super) fn new() -> Self {
        let mut binomials = [[0; 33]; 33];
        for c in 0..33 {
            binomials[c][0] = 1;
            for i in 1..=c {
                binomials[c][i] =
                    binomials[c - 1][i - 1] + if i < c { binomials[c - 1][i] } else { 0 };
            }
        }
        Ranks { binomials }
    }

    /// C(n, k).
    fn binomial(&self, n: usize, k: usize) -> usize {
        self.binomials[n][k]
    }

    /// The rank of `set` among the sets of as many columns.
    fn rank(&self, set: u32) -> usize {
        let (mut rank, mut rest, mut i) = (0, set, 1);
        while rest != 0 {
            rank += self.binomials[rest.trailing_zeros() as usize][i];
            rest &= rest - 1;
            i += 1;
        }
        rank
    }
}

/// The n low bits set (n ≤ 28).
fn full(n: usize) -> u32 {
    (1u32 << n) - 1
}

/// A placement of a band of rows: the diagonals it takes that a queen of the half's other band
/// could take too, one bit each, and its part of a half's key.
///
/// On a top, the rows above the split (`split` = `rows / 2`) reach the diagonal numbers up to
/// `split - 1 + n - 1`, and the rows below it the numbers from `split` on, so the bands share
/// only the n - 1 numbers from `split`, in each direction; on a bottom, turned upside down, the
/// n - 1 numbers from `n - split`. Bit `i` is the diagonal numbered `split + i` on a top and
/// `n - split + i` on a bottom, and bit `n - 1 + i` the anti-diagonal: 2n - 2 ≤ 54 bits.
#[derive(Clone, Copy, Debug, Default)]
struct Part {
    taken: u64,
    key: u64,
}

/// The halves a task lists: `rows` rows of an n × n board cut above row `cut`, on one side,
/// around the queen of the middle row when n is odd.
#[derive(Clone, Copy, Debug)]
pub(super) struct Shape<'a> {
    pub(super) n: usize,
    pub(super) rows: usize,
    pub(super) side: Side,
    /// The column of the middle row's queen (row n / 2, between the halves, on an odd board),
    /// whose diagonals no queen of a half may take.
    pub(super) middle: Option<usize>,
    /// The bit of a key each diagonal near the cut is kept in.
    pub(super) layout: &'a Layout,
}

/// Writes to `parts` every placement of the rows `band` of the shape (a queen in each, none
/// attacking another or the middle row's queen) on columns of `cols`, with the columns it
/// uses: the bitmask search restricted to `cols`.
fn search(shape: &Shape, band: std::ops::Range<usize>, cols: u32, parts: &mut Vec<(u32, Part)>) {
    let &Shape { n, side, middle, layout, .. } = shape;
    parts.clear();
    if band.is_empty() {
        parts.push((0, Part::default()));
        return;
    }
    // The diagonal and anti-diagonal of a queen in `row` of the placement, numbered by the
    // board on the half's side.
    let numbers = |row: usize, col: usize| {
        let row = if side == Side::Top { row } else { n - 1 - row };
        (row + n - 1 - col, row + col)
    };
    // The bit of a diagonal the half's two bands can both take (`Part`), or none.
    let from = if side == Side::Top { shape.rows / 2 } else { n - shape.rows / 2 };
    let window_bit = |number: usize| match number.checked_sub(from) {
        Some(bit) if bit < n - 1 => 1u64 << bit,
        _ => 0,
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
            taken: frame.part.taken | window_bit(diag1) | window_bit(diag2) << (n - 1),
            key: frame.part.key | layout.diag1[diag1] | layout.diag2[diag2],
        };
        if level + 1 == depth {
            parts.push((frame.cols | bit, part));
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
        let (mut out, ranks) = (Vec::new(), Ranks::new());
        let layout = Layout::new(n, rows, cut, |bit| bit);
        let half = Half::new(&Shape { n, rows, side, middle: None, layout: &layout }, &ranks);
        (0u32..1 << n)
            .filter(|cols| cols.count_ones() as usize == rows)
            .map(|cols| half.keys(cols, &ranks, &mut out).len())
            .sum()
    }

    #[test]
    fn the_ranks_of_the_sets_of_a_size_are_one_each_from_0() {
        let ranks = Ranks::new();
        for (n, k) in [(0, 0), (5, 0), (5, 2), (10, 5), (16, 4), (16, 16)] {
            let mut seen: Vec<usize> = (0u32..1 << n)
                .filter(|set| set.count_ones() as usize == k)
                .map(|set| ranks.rank(set))
                .collect();
            seen.sort_unstable();
            let expected: Vec<usize> = (0..ranks.binomial(n, k)).collect();
            assert_eq!(seen, expected, "C({n}, {k})");
        }
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
        let (mut out, ranks) = (Vec::new(), Ranks::new());
        let layout = Layout::new(4, 2, 2, |bit| bit);
        let shape = Shape { n: 4, rows: 2, side: Side::Top, middle: None, layout: &layout };
        let keys = Half::new(&shape, &ranks).keys(0b1010, &ranks, &mut out);
        assert_eq!(keys, [1 | 1 << 5, 1 << 1 | 1 << 4 | 1 << 3]);
    }
}
