//! The worked example of the exact-cover page (`docs/backtrack-dlx.md` and its twin): the
//! search at n = 4, node by node, and the first cover the figure draws.

use std::ops::ControlFlow;

use nqueens_core::Observer;
use nqueens_core::sequences::BACKTRACK_NODES;

use crate::assert_pages_say;
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

#[test]
fn the_worked_example_is_the_search_node_by_node() {
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
            checks.push((page, format!("| {} | {} | {tried} |", index + 1, queens.join(" "))));
        }
        let hidden: Vec<String> =
            nodes.first_hidden.iter().map(|(row, col)| format!("({row}, {col})")).collect();
        checks.push((page, hidden[4..7].join(", ")));
        checks.push((page, hidden[7..].join(", ")));
    }
    let hidden = nodes.first_hidden.len();
    let backtrack = BACKTRACK_NODES[n];
    checks.extend([
        ("docs/backtrack-dlx.md", format!("That is {hidden} cells hidden")),
        ("docs/zh/backtrack-dlx.md", format!("共隐藏 {hidden} 个格子")),
        ("docs/backtrack-dlx.md", format!("That is {dlx_nodes} search nodes, the very tree")),
        ("docs/backtrack-dlx.md", format!("(their {backtrack} nodes)")),
        ("docs/zh/backtrack-dlx.md", format!("一共 {dlx_nodes} 个搜索节点")),
        ("docs/zh/backtrack-dlx.md", format!("（它们的 {backtrack} 个节点）")),
    ]);
    assert_pages_say(&checks);
    // The same number of nodes at n = 4, fewer from n = 5 on (as far as the tables go).
    let dlx = |n: usize| exact((approach("backtrack-dlx").info().work)(n));
    assert_eq!(dlx(4), u128::from(backtrack));
    for (n, &nodes) in BACKTRACK_NODES.iter().enumerate().take(13).skip(5) {
        assert!(dlx(n) < u128::from(nodes), "n = {n}");
    }
}

/// How much smaller the exact-cover tree is than the row-by-row one, at every n of the page's
/// table of times: the model's counts of both, not a number typed in.
#[test]
fn the_exact_cover_tree_is_as_much_smaller_as_the_page_says() {
    use nqueens_backtrack_dlx::DLX_NODES;
    let text = std::fs::read_to_string(crate::workspace_root().join("docs/backtrack-dlx.md"))
        .expect("the page");
    let header = "per search node against `backtrack-bitmask` |";
    let table = text.split(header).nth(1).expect("the table of times");
    let sizes: Vec<usize> = table
        .lines()
        .skip(2)
        .map_while(|line| line.strip_prefix("| ")?.split(' ').next()?.parse().ok())
        .collect();
    assert!(sizes.len() >= 4, "the table of times has rows: {sizes:?}");
    let ratios: Vec<f64> =
        sizes.iter().map(|&n| BACKTRACK_NODES[n] as f64 / DLX_NODES[n] as f64).collect();
    let least = ratios.iter().copied().fold(f64::INFINITY, f64::min);
    let most = ratios.iter().copied().fold(0.0, f64::max);
    let (first, last) = (sizes[0], sizes[sizes.len() - 1]);
    assert_pages_say(&[
        (
            "docs/backtrack-dlx.md",
            format!(
                "its tree is only {least:.1} to {most:.1} times smaller than theirs (n = {first} \
                 to {last})"
            ),
        ),
        (
            "docs/zh/backtrack-dlx.md",
            format!("而它的树只比它们的小 {least:.1} 到 {most:.1} 倍（n = {first} 到 {last}）"),
        ),
    ]);
}
