// The harness of `nqueens practice check`: the learner's file is compiled beside this module,
// which prints one line per step their search reports, with the state it reports, for the tool
// to compare with the textbook's walk. Lines of the protocol start with '@'.

use std::collections::HashSet;
use std::io::Write;

/// A part of the state a search reports: an array of flags, a set, a mask, a board or a list.
pub trait Part {
    /// Its values, separated by spaces, as the tool compares them.
    fn values(&self, n: usize) -> String;
    /// Where it lives, to see whether a search copies its state instead of undoing it (0 for a
    /// value passed by copy, such as a mask).
    fn address(&self) -> usize;
}

fn flags(flags: &[bool]) -> String {
    let texts: Vec<&str> = flags.iter().map(|&flag| if flag { "1" } else { "0" }).collect();
    texts.join(" ")
}

fn members<T: ToString + Ord + Copy>(set: &HashSet<T>) -> String {
    let mut keys: Vec<T> = set.iter().copied().collect();
    keys.sort();
    let texts: Vec<String> = keys.iter().map(|key| key.to_string()).collect();
    texts.join(" ")
}

fn bits(mask: u64, n: usize) -> String {
    let texts: Vec<String> = (0..n).rev().map(|bit| ((mask >> bit) & 1).to_string()).collect();
    texts.join(" ")
}

fn cells(cells: &mut Vec<(usize, usize)>) -> String {
    cells.sort();
    let texts: Vec<String> = cells.iter().map(|(row, col)| format!("({row},{col})")).collect();
    texts.join(" ")
}

impl Part for [bool] {
    fn values(&self, _n: usize) -> String {
        flags(self)
    }
    fn address(&self) -> usize {
        self.as_ptr() as usize
    }
}

impl Part for Vec<bool> {
    fn values(&self, _n: usize) -> String {
        flags(self)
    }
    fn address(&self) -> usize {
        self.as_ptr() as usize
    }
}

macro_rules! set_part {
    ($($key:ty),*) => {$(
        impl Part for HashSet<$key> {
            fn values(&self, _n: usize) -> String {
                members(self)
            }
            fn address(&self) -> usize {
                self as *const Self as usize
            }
        }
    )*};
}
set_part!(usize, isize, i32, i64, u32, u64);

macro_rules! mask_part {
    ($($mask:ty),*) => {$(
        impl Part for $mask {
            fn values(&self, n: usize) -> String {
                bits(*self as u64, n)
            }
            fn address(&self) -> usize {
                0
            }
        }
    )*};
}
mask_part!(u8, u16, u32, u64, usize);

impl Part for [Vec<bool>] {
    fn values(&self, _n: usize) -> String {
        let mut marked = Vec::new();
        for (row, line) in self.iter().enumerate() {
            for (col, &flag) in line.iter().enumerate() {
                if flag {
                    marked.push((row, col));
                }
            }
        }
        cells(&mut marked)
    }
    fn address(&self) -> usize {
        self.as_ptr() as usize
    }
}

impl Part for Vec<Vec<bool>> {
    fn values(&self, n: usize) -> String {
        self.as_slice().values(n)
    }
    fn address(&self) -> usize {
        self.as_ptr() as usize
    }
}

impl Part for Vec<(usize, usize)> {
    fn values(&self, _n: usize) -> String {
        cells(&mut self.clone())
    }
    fn address(&self) -> usize {
        self as *const Self as usize
    }
}

impl<T: Part + ?Sized> Part for &T {
    fn values(&self, n: usize) -> String {
        (**self).values(n)
    }
    fn address(&self) -> usize {
        (**self).address()
    }
}

impl<T: Part + ?Sized> Part for &mut T {
    fn values(&self, n: usize) -> String {
        (**self).values(n)
    }
    fn address(&self) -> usize {
        (**self).address()
    }
}

/// The counts of options left in the items of exact cover, `links.len`, as one part: the
/// checker reads it item by item.
impl State for &Vec<usize> {
    fn parts(&self, _n: usize) -> Vec<(String, usize)> {
        let texts: Vec<String> = self.iter().map(|count| count.to_string()).collect();
        vec![(texts.join(" "), self.as_ptr() as usize)]
    }
}

/// The state a search reports with a step: two or three parts, in the order the exercise names
/// them.
pub trait State {
    /// Each part's values and address.
    fn parts(&self, n: usize) -> Vec<(String, usize)>;
}

impl<A: Part, B: Part, C: Part> State for (A, B, C) {
    fn parts(&self, n: usize) -> Vec<(String, usize)> {
        vec![
            (self.0.values(n), self.0.address()),
            (self.1.values(n), self.1.address()),
            (self.2.values(n), self.2.address()),
        ]
    }
}

impl<A: Part, B: Part> State for (A, B) {
    fn parts(&self, n: usize) -> Vec<(String, usize)> {
        vec![(self.0.values(n), self.0.address()), (self.1.values(n), self.1.address())]
    }
}

/// What a search tells the checker: each cell it looks at, each queen it places and removes,
/// each solution.
pub struct Report {
    n: usize,
    steps: u64,
    cap: u64,
    addresses: Vec<usize>,
    copies: u64,
}

impl Report {
    fn new(n: usize, cap: u64) -> Report {
        Report { n, steps: 0, cap, addresses: Vec::new(), copies: 0 }
    }

    fn line(&mut self, text: &str) {
        self.steps += 1;
        let mut out = std::io::stdout().lock();
        // A closed pipe means the tool has seen enough: stop quietly.
        if writeln!(out, "@{text}").is_err() {
            std::process::exit(0);
        }
        if self.steps > self.cap {
            let _ = writeln!(out, "@!cap");
            let _ = out.flush();
            std::process::exit(3);
        }
    }

    fn with_state(&mut self, text: &str, state: &dyn State) {
        let parts = state.parts(self.n);
        let mut line = text.to_string();
        for (index, (values, address)) in parts.iter().enumerate() {
            line.push('|');
            line.push_str(values);
            match self.addresses.get(index) {
                None => self.addresses.push(*address),
                Some(&first) if first != *address && *address != 0 => {
                    self.copies += 1;
                }
                Some(_) => {}
            }
        }
        self.line(&line);
    }

    /// The search looks at the cell (`row`, `col`) to decide whether a queen can go there.
    pub fn look(&mut self, row: usize, col: usize) {
        self.line(&format!("L {row} {col}"));
    }

    /// The search has placed a queen on (`row`, `col`); `state` is its state after placing it.
    pub fn place(&mut self, row: usize, col: usize, state: impl State) {
        self.with_state(&format!("P {row} {col}"), &state);
    }

    /// The search has taken the queen on (`row`, `col`) back; `state` is its state after
    /// undoing.
    pub fn remove(&mut self, row: usize, col: usize, state: impl State) {
        self.with_state(&format!("R {row} {col}"), &state);
    }

    /// Exact cover: the search chooses the item `item` (its header) to branch on, with
    /// `options` options left in its list.
    pub fn choose(&mut self, item: usize, options: usize) {
        self.line(&format!("H {item} {options}"));
    }

    /// Exact cover: the search has covered `item`; `state` is its state after covering it.
    pub fn cover(&mut self, item: usize, state: impl State) {
        self.with_state(&format!("K {item}"), &state);
    }

    /// Exact cover: the search has uncovered `item`; `state` is its state after uncovering it.
    pub fn uncover(&mut self, item: usize, state: impl State) {
        self.with_state(&format!("U {item}"), &state);
    }

    /// A queen stands in every row.
    pub fn solution(&mut self) {
        self.line("S");
    }

    fn total(&mut self, total: u64) {
        self.line(&format!("T {total}"));
    }

    fn end(&mut self) {
        let copies = self.copies;
        self.line(&format!("C {copies}"));
        self.line("E");
    }
}
