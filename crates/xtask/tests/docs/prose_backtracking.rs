//! Numbers in the prose of the backtracking pages (set, array and bitmask): the tree they walk,
//! its diagonals, its size against n!, where their LeetCode versions outgrow an `i32`, and the
//! trace of the set search.

use std::fs;
use std::ops::ControlFlow;

use nqueens_cli::format::thousands;
use nqueens_core::sequences::{BACKTRACK_NODES, TOTAL_SOLUTIONS};
use nqueens_core::{Attack, Observer, space};

use crate::facts::{Facts, assert_facts, fact};
use crate::generated::{permutations_in_order, separated, spaced};
use crate::prose::{approach, backtracking_searches, exact, exactly, rounded, work_of};
use crate::workspace_root;

/// Counts the nodes of a search by the number of queens on their board.
#[derive(Default)]
struct NodesByQueens(Vec<u64>);

impl Observer for NodesByQueens {
    fn node(&mut self, row: usize) {
        if self.0.len() <= row {
            self.0.resize(row + 1, 0);
        }
        self.0[row] += 1;
    }
}

fn the_backtracking_pages_count_the_tree_of_4_right(facts: &mut Facts) {
    let n = 4;
    let [set, array, bitmask] =
        ["backtrack-set", "backtrack-array", "backtrack-bitmask"].map(|id| work_of(id, n));
    let mut by_queens = NodesByQueens::default();
    let _ = approach("backtrack-set")
        .observe(n, &mut by_queens, &mut |_| ControlFlow::Continue(()))
        .expect("4 is small");
    let [root, one, two, three, solutions] = by_queens.0[..] else {
        panic!("the tree of 4 has {} levels", by_queens.0.len())
    };
    assert_eq!(root, 1);
    assert_eq!(set.cells, (set.nodes - set.solutions) * 4, "every inner node examines 4 cells");
    assert_eq!(bitmask.cells, bitmask.nodes - 1, "every cell but the root's becomes a node");
    facts.extend([
        fact("docs/backtrack-set.md", "boards", one),
        fact("docs/backtrack-set.md", "queen", two),
        fact("docs/backtrack-set.md", "solutions", three),
        fact("docs/backtrack-set.md", "solutions", solutions),
        fact("docs/backtrack-set.md", "solutions", set.nodes),
        fact("docs/backtrack-set.md", "nodes", set.nodes - set.solutions),
        fact("docs/backtrack-set.md", "cells", n),
        fact("docs/backtrack-set.md", "cells", set.cells),
        fact("docs/backtrack-array.md", "nodes", array.nodes),
        fact("docs/backtrack-array.md", "cells", array.cells),
        fact("docs/backtrack-bitmask.md", "nodes", bitmask.nodes),
        fact("docs/backtrack-bitmask.md", "cells", bitmask.cells),
        fact("docs/backtrack-bitmask.md", "instead", set.cells),
        fact("docs/backtrack-bitmask.md", "rejections", set.cells - bitmask.cells),
    ]);
}

/// The numbers of the fenced code block whose first line is `header`, one list per line after
/// the header.
fn numbers_in_block(path: &str, header: &str) -> Vec<Vec<i64>> {
    let text = fs::read_to_string(workspace_root().join(path)).expect("a readable page");
    let mut lines = text.lines().skip_while(|line| line.trim_end() != header);
    assert!(lines.next().is_some(), "{path} has no block starting `{header}`");
    lines
        .take_while(|line| !line.starts_with("```"))
        .map(|line| {
            line.split_whitespace().map(|number| number.parse().expect("a number")).collect()
        })
        .collect()
}

fn the_backtracking_pages_number_the_diagonals_right(facts: &mut Facts) {
    let n: i64 = 4;
    let table = |left: fn(i64, i64) -> i64, right: fn(i64, i64) -> i64| -> Vec<Vec<i64>> {
        (0..n)
            .map(|row| {
                let left = (0..n).map(|col| left(row, col));
                left.chain((0..n).map(|col| right(row, col))).collect()
            })
            .collect()
    };
    assert_eq!(
        numbers_in_block("docs/backtrack-set.md", "row - col           row + col"),
        table(|row, col| row - col, |row, col| row + col)
    );
    assert_eq!(
        numbers_in_block(
            "docs/backtrack-array.md",
            "diags1: row + n - 1 - col     diags2: row + col"
        ),
        table(|row, col| row + 4 - 1 - col, |row, col| row + col)
    );
    facts.extend([fact("docs/backtrack-array.md", "number", n - 1)]);
}

fn the_backtracking_pages_compare_the_tree_with_n_factorial(facts: &mut Facts) {
    let nodes = |n: usize| exact(space::backtrack_nodes(n)) as f64;
    let factorial = |n: usize| exact(space::permutations(n)) as f64;
    let last = BACKTRACK_NODES.len() - 1;
    let growth = |n: usize| nodes(n) / nodes(n - 1);
    let [set, array, bitmask] =
        ["backtrack-set", "backtrack-array", "backtrack-bitmask"].map(|id| work_of(id, 8));
    assert_eq!((set.nodes, set.solutions), (array.nodes, array.solutions));
    assert_eq!(set.cells, array.cells);
    assert_eq!(set.cells, 8 * (set.nodes - set.solutions), "n cells per inner node");
    assert_eq!(bitmask.cells, bitmask.nodes - 1, "one cell per node besides the root");
    assert_eq!((factorial(8) / nodes(8)).round(), 20.0, "about a twentieth");
    let share_12 = nodes(12) / factorial(12) * 100.0;
    assert!((0.1..0.2).contains(&share_12), "under 0.2%, not {share_12}%");
    let per_row = format!("{:.1}", growth(last) / last as f64);
    let [nodes_8, factorial_8, solutions_8, cells_8, tree_cells_8] =
        [set.nodes, 40_320, set.solutions, set.cells, bitmask.cells].map(thousands);
    assert_eq!(factorial_8, exactly(space::permutations(8)));
    facts.extend([
        fact("docs/backtrack-board.md", "nodes", &nodes_8),
        fact("docs/backtrack-array.md", "nodes", &nodes_8),
        fact("docs/backtrack-array.md", "against", format!("8! = {factorial_8}")),
        fact("docs/backtrack-array.md", "nodes", exactly(space::backtrack_nodes(12))),
        fact(
            "docs/backtrack-array.md",
            "against",
            format!("12! = {}", exactly(space::permutations(12))),
        ),
        fact("docs/backtrack-array.md", "under", "0.2%"),
        fact("docs/backtrack-array.md", "nodes", format!("n = {last}")),
        fact("docs/backtrack-array.md", "nodes", exactly(space::backtrack_nodes(last))),
        fact(
            "docs/backtrack-array.md",
            "against",
            format!("{last}! ≈ {}", rounded(factorial(last))),
        ),
        fact(
            "docs/backtrack-array.md",
            "about",
            format!("{:.3}", nodes(last) / factorial(last) * 100.0),
        ),
        fact("docs/backtrack-array.md", "about", &per_row),
        fact("docs/backtrack-array.md", "about", format!("{:.1}", growth(8))),
        fact("docs/backtrack-array.md", "n = 8", format!("{:.1}", growth(last))),
        fact("docs/backtrack-array.md", "from", format!("n = {} to n = {last}", last - 1)),
        fact("docs/backtrack-array.md", "about", &per_row),
        fact("docs/backtrack-bitmask.md", "about", &per_row),
        fact("docs/backtrack-set.md", "n = 8", &nodes_8),
        fact("docs/backtrack-set.md", "cells", &solutions_8),
        fact("docs/backtrack-set.md", "cells", &cells_8),
        fact("docs/backtrack-array.md", "cells", &cells_8),
        fact("docs/backtrack-array.md", "nodes", &solutions_8),
        fact("docs/backtrack-array.md", "search", &nodes_8),
        fact("docs/backtrack-array.md", "cells", &cells_8),
        fact("docs/backtrack-array.md", "write", &solutions_8),
        fact("docs/backtrack-array.md", "cells", thousands(set.solutions * 64)),
        fact("docs/backtrack-array.md", "near", "8!"),
        fact("docs/backtrack-array.md", "near", separated(exact(space::permutations(8)) * 64)),
        fact("docs/backtrack-array.md", "cells", &cells_8),
        fact("docs/backtrack-array.md", "nodes", &nodes_8),
        fact("docs/backtrack-array.md", "cells", &tree_cells_8),
        fact("docs/backtrack-array.md", "nodes", &nodes_8),
        fact("docs/backtrack-bitmask.md", "nodes", &nodes_8),
        fact("docs/backtrack-bitmask.md", "against", &tree_cells_8),
        fact("docs/backtrack-bitmask.md", "against", &cells_8),
    ]);
}

fn the_leetcode_versions_say_where_the_count_outgrows_an_i32(facts: &mut Facts) {
    let limit = u64::try_from(i32::MAX).expect("i32::MAX is positive");
    let first = TOTAL_SOLUTIONS.iter().position(|&total| total > limit).expect("it grows past it");
    facts.extend(backtracking_searches().iter().map(|approach| {
        fact(format!("docs/{}.md", approach.info().id), "i32::MAX", format!("n = {first}"))
    }));
}

/// The tree of a backtracking search as it walks it: the board (the column of each queen, from
/// row 0) of every node it enters below the root, and of every cell it rejects, with why.
#[derive(Default)]
struct Tree {
    board: Vec<u8>,
    nodes: Vec<Vec<u8>>,
    rejected: Vec<(Vec<u8>, Attack)>,
}

impl Observer for Tree {
    fn rejected(&mut self, row: usize, col: usize) {
        let mut board = self.board[..row].to_vec();
        // The first line that attacks the cell, in the order the set search tests them.
        let queens = || board.iter().map(|&queen_col| usize::from(queen_col)).enumerate();
        let attack = if queens().any(|(_, queen_col)| queen_col == col) {
            Attack::Column
        } else if queens().any(|(queen_row, queen_col)| queen_row + col == row + queen_col) {
            Attack::Diagonal
        } else {
            Attack::AntiDiagonal
        };
        board.push(u8::try_from(col).expect("a small board"));
        self.rejected.push((board, attack));
    }

    fn placed(&mut self, row: usize, col: usize) {
        self.board.truncate(row);
        self.board.push(u8::try_from(col).expect("a small board"));
        self.nodes.push(self.board.clone());
    }
}

fn the_set_page_reads_its_trace_right(facts: &mut Facts) {
    let n = 4;
    let mut tree = Tree::default();
    let _ = approach("backtrack-set")
        .observe(n, &mut tree, &mut |_| ControlFlow::Continue(()))
        .expect("4 is small");
    let children = |board: &[u8]| -> Vec<u8> {
        let below = tree.nodes.iter().filter(|node| node.len() == board.len() + 1);
        below.filter(|node| node.starts_with(board)).map(|node| node[board.len()]).collect()
    };
    let solutions_under = |board: &[u8]| -> Vec<&Vec<u8>> {
        tree.nodes.iter().filter(|node| node.len() == n && node.starts_with(board)).collect()
    };
    // Row 0: the first queen leads only to dead ends, the next two to one solution each, the
    // last to dead ends again.
    let [dead, first, second, last] = children(&[])[..] else { panic!("row 0 has 4 cells") };
    assert!(solutions_under(&[dead]).is_empty() && solutions_under(&[last]).is_empty());
    let [first_solution] = solutions_under(&[first])[..] else { panic!("one solution") };
    let [second_solution] = solutions_under(&[second])[..] else { panic!("one solution") };
    for rows in 1..n {
        assert_eq!(children(&first_solution[..rows]).len(), 1, "a single free cell in each row");
    }
    let [blocked, narrow] = children(&[dead])[..] else { panic!("two cells free in row 1") };
    assert!(children(&[dead, blocked]).is_empty(), "every cell of row 2 is attacked");
    let [only] = children(&[dead, narrow])[..] else { panic!("one free cell in row 2") };
    assert!(children(&[dead, narrow, only]).is_empty(), "nothing free in row 3");
    // The first queen of row 1 rejected for sharing a diagonal.
    let rejected_early = &tree
        .rejected
        .iter()
        .find(|(board, attack)| board.len() == 2 && *attack == Attack::Diagonal)
        .expect("a rejection in row 1")
        .0[..];
    let beginning_that_way: Vec<String> = permutations_in_order(n)
        .iter()
        .filter(|columns| columns.starts_with(rejected_early))
        .map(|columns| format!("`{}`", spaced(columns)))
        .collect();
    facts.extend([
        fact("docs/backtrack-set.md", "leads", dead),
        fact("docs/backtrack-set.md", "cell", blocked),
        fact("docs/backtrack-set.md", "free", narrow),
        fact("docs/backtrack-set.md", "leaves", only),
        fact("docs/backtrack-set.md", "leads", first),
        fact("docs/backtrack-set.md", "single", spaced(first_solution)),
        fact("docs/backtrack-set.md", "queens", second),
        fact("docs/backtrack-set.md", "left", last),
        fact("docs/backtrack-set.md", "leads", second),
        fact("docs/backtrack-set.md", "solution", spaced(second_solution)),
        fact("docs/backtrack-set.md", "dead", last),
        fact("docs/backtrack-set.md", "queens", second),
        fact("docs/backtrack-set.md", "mirror", last),
        fact("docs/backtrack-set.md", "rejection", rejected_early[1]),
        fact("docs/backtrack-set.md", "disposes", rejected_early[0]),
        fact("docs/backtrack-set.md", "step", spaced(rejected_early)),
        fact(
            "docs/backtrack-set.md",
            "permutations",
            if beginning_that_way.len() == 2 { "both" } else { "all" },
        ),
        fact("docs/backtrack-set.md", "way", beginning_that_way.join(" and ")),
    ]);
}

/// One word for one event: a cell an earlier queen attacks is *rejected*, as the observer
/// (`Observer::rejected`), the trace (`reject`) and the glossary (剪枝) say; the code's comments
/// and the pages' step lists say so too, not "prune" or "skip".
#[test]
fn a_rejected_cell_has_one_name() {
    let root = crate::workspace_root();
    for id in ["backtrack-board", "backtrack-set", "backtrack-array", "backtrack-bitmask"] {
        for file in ["lib.rs", "leetcode.rs"] {
            let path = format!("crates/{id}/src/{file}");
            let source = std::fs::read_to_string(root.join(&path)).expect("a source file");
            assert!(source.contains("// Reject: "), "{path} names the rejection");
            assert!(!source.contains("// Prune"), "{path} calls the rejection a prune");
        }
    }
    for page in crate::markdown_files() {
        // The parallel counter's own excerpts (its `// prune` drops a queen that leaves the next
        // row no free column: a lookahead, not a rejected cell) are not this event.
        if page.ends_with("parallel.md") {
            continue;
        }
        let text = std::fs::read_to_string(&page).expect("a page");
        for old in ["**Prune:**", "（Prune）", "(prune)", "// prune"] {
            assert!(!text.contains(old), "{} says {old}", crate::relative(&page));
        }
    }
    assert!(crate::page("docs/glossary.md").contains("| 剪枝 | jiǎnzhī | reject:"));
}

/// The facts of the pages this module checks.
pub(crate) fn facts() -> Facts {
    let mut facts = Facts::new();
    the_backtracking_pages_count_the_tree_of_4_right(&mut facts);
    the_backtracking_pages_number_the_diagonals_right(&mut facts);
    the_backtracking_pages_compare_the_tree_with_n_factorial(&mut facts);
    the_set_page_reads_its_trace_right(&mut facts);
    the_leetcode_versions_say_where_the_count_outgrows_an_i32(&mut facts);
    facts
}

#[test]
fn the_pages_show_these_facts() {
    assert_facts(&facts());
}
