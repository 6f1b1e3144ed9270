
/// The head of the list of primary items not yet covered.
pub const ROOT: usize = 0;

/// The exact-cover matrix of an n × n board as dancing links in vectors, as the textbook
/// (`crates/backtrack-dlx`) builds it: node `item` for `1 ≤ item < first` is the header of an
/// item's list (rows, columns, diagonals, anti-diagonals), node 0 the root; the option of the
/// cell (`row`, `col`) is the four nodes from `first + 4 (row · n + col)`.
pub struct Links {
    /// The board size.
    pub n: usize,
    /// The first node of the first option.
    pub first: usize,
    /// The circular list of the primary items not yet covered, through `ROOT`; a secondary
    /// item (a diagonal) is linked to itself.
    pub left: Vec<usize>,
    /// See `left`.
    pub right: Vec<usize>,
    /// How many options are left in each item's list.
    pub len: Vec<usize>,
    /// The item whose list holds each node.
    pub top: Vec<usize>,
    /// The circular list of an item's options, through its header.
    pub up: Vec<usize>,
    /// See `up`.
    pub down: Vec<usize>,
}

impl Links {
    /// The matrix of an n × n board, each list in cell order.
    pub fn new(n: usize) -> Links {
        let diagonals = (2 * n).saturating_sub(1);
        let first = 1 + 2 * n + 2 * diagonals;
        let nodes = first + 4 * n * n;
        let mut links = Links {
            n,
            first,
            left: (0..first).collect(),
            right: (0..first).collect(),
            len: vec![0; first],
            top: (0..nodes).collect(),
            up: (0..nodes).collect(),
            down: (0..nodes).collect(),
        };
        // The primary items in order: the rows, then the columns.
        let mut last = ROOT;
        for item in 1..=2 * n {
            links.right[last] = item;
            links.left[item] = last;
            last = item;
        }
        links.right[last] = ROOT;
        links.left[ROOT] = last;
        for row in 0..n {
            for col in 0..n {
                let items = [
                    1 + row,
                    1 + n + col,
                    1 + 2 * n + (row + n - 1 - col),
                    1 + 2 * n + diagonals + (row + col),
                ];
                let option = first + 4 * (row * n + col);
                for (node, item) in (option..).zip(items) {
                    let bottom = links.up[item];
                    links.top[node] = item;
                    links.up[node] = bottom;
                    links.down[node] = item;
                    links.down[bottom] = node;
                    links.up[item] = node;
                    links.len[item] += 1;
                }
            }
        }
        links
    }

    /// The cell of the option that `node` belongs to.
    pub fn cell(&self, node: usize) -> (usize, usize) {
        let option = (node - self.first) / 4;
        (option / self.n, option % self.n)
    }

    /// The three other nodes of `node`'s option, in the cyclic order that starts after it.
    pub fn others(&self, node: usize) -> impl DoubleEndedIterator<Item = usize> {
        let start = node - (node - self.first) % 4;
        let offset = node - start;
        (1..4).map(move |step| start + (offset + step) % 4)
    }

    /// The primary item to branch on: one with no option left (a dead end) or one (a forced
    /// move) if there is one, else the first row not yet covered. Some item must be left.
    pub fn choose(&self) -> usize {
        let mut best = self.right[ROOT];
        let mut item = self.right[best];
        while item != ROOT && self.len[best] > 0 {
            if self.len[item] < self.len[best] {
                best = item;
            }
            item = self.right[item];
        }
        if self.len[best] > 1 { self.right[ROOT] } else { best }
    }
}

fn drive(n: usize, report: &mut Report) {
    let mut links = Links::new(n);
    super::search(&mut links, report);
}
