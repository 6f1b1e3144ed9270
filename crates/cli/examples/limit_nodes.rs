//! Writes `LIMIT_NODES` of `crates/cli/src/model.rs`: for each n, the nodes the plain row-by-row
//! search enters (root included, in lexicographic order, as `FIRST_SOLUTION_NODES` counts them)
//! up to and including its 2nd, 4th, 8th, … solution, until the whole tree is walked or
//! [`CAP`] nodes are passed.
//!
//! `cargo run --release -p nqueens-cli --example limit_nodes -- 12 36` (the first and last n).
//! A bitmask search of its own, with no observer, so that it takes seconds, not minutes.

/// The most nodes searched for each n.
const CAP: u64 = 500_000_000;

struct Walk {
    n: usize,
    nodes: u64,
    found: u64,
    next: u64,
    first: u64,
    marks: Vec<u64>,
}

impl Walk {
    /// Enters the node of the queens placed in rows `0..row`; stops (returns false) at the cap.
    fn place_row(&mut self, row: usize, cols: u64, diags1: u64, diags2: u64) -> bool {
        self.nodes += 1;
        if self.nodes > CAP {
            return false;
        }
        if row == self.n {
            self.found += 1;
            if self.found == 1 {
                self.first = self.nodes;
            }
            if self.found == self.next {
                self.marks.push(self.nodes);
                self.next *= 2;
            }
            return true;
        }
        let full = (1u64 << self.n) - 1;
        let mut avail = !(cols | diags1 | diags2) & full;
        while avail != 0 {
            // The lowest free column first: lexicographic order.
            let bit = avail & avail.wrapping_neg();
            avail ^= bit;
            if !self.place_row(row + 1, cols | bit, (diags1 | bit) << 1, (diags2 | bit) >> 1) {
                return false;
            }
        }
        true
    }
}

fn main() {
    let args: Vec<usize> = std::env::args().skip(1).filter_map(|a| a.parse().ok()).collect();
    let (first, last) = match args[..] {
        [first, last] => (first, last),
        _ => (12, 37),
    };
    for n in first..=last {
        let mut walk = Walk { n, nodes: 0, found: 0, next: 2, first: 0, marks: Vec::new() };
        let whole = walk.place_row(0, 0, 0, 0);
        let marks: Vec<String> = walk.marks.iter().map(|m| format!("{m}")).collect();
        eprintln!(
            "n = {n}: first solution after {} nodes, {} solutions, whole tree walked: {whole}",
            walk.first, walk.found
        );
        println!("    ({n}, &[{}]),", marks.join(", "));
    }
}
