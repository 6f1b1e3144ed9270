//! The worked example of the exact-cover page (`docs/backtrack-dlx.md` and its twin): the
//! search at n = 4, node by node, and the first cover the figure draws.

use std::ops::ControlFlow;

use nqueens_core::Observer;
use nqueens_core::sequences::BACKTRACK_NODES;

use crate::facts::{Facts, assert_facts, fact};
use crate::prose::{approach, exact};

/// The nodes of the search in order: the queens placed above each (a column per row, `None`
/// for a row still empty), the options tried from it, and whether it is a solution; and the
/// cells hidden before the search first goes down.
/// One node: the queens above it, the options tried from it, and whether it is a solution.
type Node = (Vec<Option<usize>>, Vec<(usize, usize)>, bool);

#[derive(Default)]
struct Nodes {
    queens: Vec<Option<usize>>,
    nodes: Vec<Node>,
    open: Vec<usize>,
    first_hidden: Vec<(usize, usize)>,
}

impl Observer for Nodes {
    fn node(&mut self, depth: usize) {
        self.open.truncate(depth);
        self.open.push(self.nodes.len());
        self.nodes.push((self.queens.clone(), Vec::new(), false));
    }

    fn placed(&mut self, row: usize, col: usize) {
        // The node at the depth of the queens placed so far.
        let depth = self.queens.iter().flatten().count();
        let node = self.open[depth];
        self.nodes[node].1.push((row, col));
        self.queens[row] = Some(col);
    }

    fn removed(&mut self, row: usize, _col: usize) {
        self.queens[row] = None;
    }

    fn marked(&mut self, row: usize, col: usize) {
        if self.nodes.len() == 1 {
            self.first_hidden.push((row, col));
        }
    }

    fn solution(&mut self, _columns: &[u8]) {
        let &node = self.open.last().expect("a node is open");
        self.nodes[node].2 = true;
    }
}

fn the_worked_example_is_the_search_node_by_node(facts: &mut Facts) {
    let n = 4;
    let mut nodes = Nodes { queens: vec![None; n], ..Nodes::default() };
    let _ = approach("backtrack-dlx")
        .observe(n, &mut nodes, &mut |_| ControlFlow::Continue(()))
        .expect("n is small");
    let dlx_nodes = exact((approach("backtrack-dlx").info().work)(n));
    assert_eq!(nodes.nodes.len() as u128, dlx_nodes, "every node is a line");
    let mut checks = Vec::new();
    for page in ["docs/backtrack-dlx.md", "docs/zh/backtrack-dlx.md"] {
        for (index, (queens, tried, solution)) in nodes.nodes.iter().enumerate() {
            let queens: Vec<String> = queens
                .iter()
                .map(|col| col.map_or("·".to_string(), |col| col.to_string()))
                .collect();
            let tried: Vec<String> =
                tried.iter().map(|(row, col)| format!("({row}, {col})")).collect();
            let tried = match (tried.is_empty(), solution) {
                (false, _) => tried.join(" "),
                (true, true) => "✓".to_string(),
                (true, false) => "✗".to_string(),
            };
            // A row of the table: the node, the queens, what it tries.
            checks.extend([fact(
                page,
                "|",
                format!("| {} | {} | {tried} |", index + 1, queens.join(" ")),
            )]);
        }
        let hidden: Vec<String> =
            nodes.first_hidden.iter().map(|(row, col)| format!("({row}, {col})")).collect();
        checks.push(fact(page, "", hidden[4..7].join(", ")));
        checks.push(fact(page, "", hidden[7..].join(", ")));
    }
    let hidden = nodes.first_hidden.len();
    let backtrack = BACKTRACK_NODES[n];
    checks.extend([
        fact("docs/backtrack-dlx.md", "cells hidden", hidden),
        fact("docs/zh/backtrack-dlx.md", "个格子", hidden),
        fact("docs/backtrack-dlx.md", "search nodes", dlx_nodes),
        fact("docs/backtrack-dlx.md", "nodes", backtrack),
        fact("docs/zh/backtrack-dlx.md", "个搜索节点", dlx_nodes),
        fact("docs/zh/backtrack-dlx.md", "个节点", backtrack),
    ]);
    facts.extend(checks);
    // The same number of nodes at n = 4, fewer from n = 5 on (as far as the tables go).
    let dlx = |n: usize| exact((approach("backtrack-dlx").info().work)(n));
    assert_eq!(dlx(4), u128::from(backtrack));
    for (n, &nodes) in BACKTRACK_NODES.iter().enumerate().take(13).skip(5) {
        assert!(dlx(n) < u128::from(nodes), "n = {n}");
    }
}

/// A time of the page's tables as the seconds it stands for: `13 µs`, `1.1 ms`, `7.74 s`.
fn seconds(cell: &str) -> f64 {
    let (value, unit) = cell.split_once(' ').expect("a time with its unit");
    let scale = match unit {
        "µs" => 1e-6,
        "ms" => 1e-3,
        "s" => 1.0,
        _ => panic!("no unit {unit}"),
    };
    value.parse::<f64>().expect("a number") * scale
}

/// The least and the most of `values`, as the prose writes them: `1.5 to 2.4`.
fn span(values: impl Iterator<Item = f64> + Clone) -> String {
    let least = values.clone().fold(f64::INFINITY, f64::min);
    let most = values.fold(0.0, f64::max);
    format!("{least:.1} to {most:.1}")
}

/// How the exact-cover search compares with the bitmask and array searches, at every n of the
/// page's table of times: the tree sizes from the model's counts of both, not a number typed
/// in, and the ratios of time and of time per node from the table's own times.
fn the_exact_cover_search_compares_as_the_page_says(facts: &mut Facts) {
    use nqueens_backtrack_dlx::DLX_NODES;
    let text = std::fs::read_to_string(crate::workspace_root().join("docs/backtrack-dlx.md"))
        .expect("the page");
    let header = "per search node against `backtrack-bitmask` |";
    let table = text.split(header).nth(1).expect("the table of times");
    // Each row: n, and the times of the bitmask, array and exact-cover searches.
    let rows: Vec<(usize, f64, f64, f64)> = table
        .lines()
        .skip(2)
        .map_while(|line| {
            let cells: Vec<&str> = line.strip_prefix('|')?.split('|').map(str::trim).collect();
            let n = cells.first()?.parse().ok()?;
            Some((n, seconds(cells[1]), seconds(cells[2]), seconds(cells[3])))
        })
        .collect();
    assert!(rows.len() >= 4, "the table of times has rows");
    let smaller = |n: usize| BACKTRACK_NODES[n] as f64 / DLX_NODES[n] as f64;
    let tree = span(rows.iter().map(|&(n, ..)| smaller(n)));
    let per_node = span(rows.iter().map(|&(n, _, array, dlx)| dlx / array * smaller(n)));
    let against_bitmask = span(rows.iter().map(|&(_, bitmask, _, dlx)| dlx / bitmask));
    let against_array = span(rows.iter().map(|&(_, _, array, dlx)| dlx / array));
    let (first, last) = (rows[0].0, rows[rows.len() - 1].0);
    let en = "docs/backtrack-dlx.md";
    facts.extend([
        fact(en, "array search", &per_node),
        fact(en, "smaller", &tree),
        fact(en, "smaller", format!("n = {first} to {last}")),
        fact(en, "bitmask", &against_bitmask),
        fact(en, "array search", &against_array),
    ]);
    let zh = "docs/zh/backtrack-dlx.md";
    let [per_node, tree, against_bitmask, against_array] =
        [per_node, tree, against_bitmask, against_array].map(|span| span.replace(" to ", " 到 "));
    facts.extend([
        fact(zh, "数组搜索", &per_node),
        fact(zh, "小", &tree),
        fact(zh, "小", format!("n = {first} 到 {last}")),
        fact(zh, "位运算搜索", &against_bitmask),
        fact(zh, "数组搜索", &against_array),
    ]);
}

/// The facts of the pages this module checks.
pub(crate) fn facts() -> Facts {
    let mut facts = Facts::new();
    the_exact_cover_search_compares_as_the_page_says(&mut facts);
    the_worked_example_is_the_search_node_by_node(&mut facts);
    facts
}

#[test]
fn the_pages_show_these_facts() {
    assert_facts(&facts());
}
