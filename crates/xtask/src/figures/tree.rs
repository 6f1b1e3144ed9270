//! The row-by-row search tree, with its pruned branches, drawn from a walk of the real search.

use nqueens_core::Solver;

use super::{
    ATTACK, Drawing, Font, INK, MUTED, QUEEN, QUEEN_EDGE, SOLUTION, centred, circle, line, text,
};
use nqueens_walk::phrases::{Lang, say};
use nqueens_walk::{Step, Walk, WalkError};
use textwrap::core::display_width;

/// What a node of the drawn tree stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// The empty board.
    Root,
    /// A queen placed on a cell: a node of the search tree.
    Queen,
    /// A cell examined and skipped because a queen above attacks it: a pruned branch.
    Rejected,
}

/// A node of the drawn tree.
struct Node {
    kind: Kind,
    /// The column of the cell (the row is the depth).
    col: usize,
    depth: usize,
    children: Vec<usize>,
    /// A queen with a queen in every row: the columns of the solution.
    solution: Option<Vec<usize>>,
    /// A queen below which every cell of the next row is attacked.
    dead_end: bool,
    x: f64,
}

/// The search tree of `solver` for an n × n board, as the walk of its search builds it: the
/// root, then in each row the cells the search examines, left to right. A queen placed is an
/// amber node with its column, and the search goes down from it; a cell skipped because it is
/// attacked is a grey leaf, crossed out (pruned); a queen whose next row has no free cell is a
/// dead end (dashed red ring); a queen in the last row is a solution (green ring, with its
/// columns). A legend counts each kind, with the nodes (the root included) and the cells
/// examined: the exact work counts of the search.
///
/// The elements carry a `class` (`node`, `rejected`, `solution`, `dead-end`) so that a test can
/// count them. The words (the rows' label, the names of the counts) are in `lang`, the counts'
/// names as the tool says them.
///
/// # Errors
///
/// When `solver` cannot be walked at n.
pub fn tree(solver: &'static dyn Solver, n: usize, lang: Lang) -> Result<String, WalkError> {
    let mut walk = Walk::new(solver, n)?;
    let mut nodes = vec![Node {
        kind: Kind::Root,
        col: 0,
        depth: 0,
        children: Vec::new(),
        solution: None,
        dead_end: false,
        x: 0.0,
    }];
    let mut path = vec![0];
    while let Some(step) = walk.forward().cloned() {
        let parent = *path.last().unwrap_or(&0);
        match step {
            Step::Reject { row, col } | Step::Place { row, col, .. } => {
                let kind =
                    if matches!(step, Step::Place { .. }) { Kind::Queen } else { Kind::Rejected };
                let index = nodes.len();
                nodes.push(Node {
                    kind,
                    col,
                    depth: row + 1,
                    children: Vec::new(),
                    solution: None,
                    dead_end: false,
                    x: 0.0,
                });
                nodes[parent].children.push(index);
                if kind == Kind::Queen {
                    path.push(index);
                }
            }
            Step::Remove { .. } => {
                path.pop();
            }
            Step::Solution => nodes[parent].solution = Some(walk.queens().to_vec()),
            Step::DeadEnd { .. } => nodes[parent].dead_end = true,
            // The figures draw the row-by-row searches, which take no exact-cover step.
            Step::Choose { .. } | Step::Cover { .. } | Step::Uncover { .. } => {}
        }
    }
    let tally = walk.tally();

    // Leaves side by side in the order of the search; a parent above the middle of its children.
    let spacing = 19.0;
    let left = 56.0;
    let mut next_leaf = 0.0;
    place(&mut nodes, 0, left, spacing, &mut next_leaf);
    let level = 62.0;
    let top = 24.0;
    let y = |depth: usize| top + level * depth as f64;
    let leaves = next_leaf.max(1.0);
    let width = left + spacing * leaves + 24.0;
    let legend_y = y(n) + 58.0;
    let mut drawing = Drawing::new_in(width.max(560.0), legend_y + 24.0, lang);

    // The rows, on the left.
    let row_font = Font::mono(12.0).colour(MUTED).words(lang);
    drawing.push(1, text(8.0, y(0) + 4.0, row_font, &crate::words::word(lang, "figure.tree.row")));
    for row in 0..n {
        drawing.push(
            1,
            text(20.0, y(row + 1) + 4.0, Font::mono(12.0).colour(MUTED), &row.to_string()),
        );
    }
    for node in &nodes {
        let (x, node_y) = (node.x, y(node.depth));
        for &child in &node.children {
            let child_node = &nodes[child];
            let colour = if child_node.kind == Kind::Rejected { "#c8c8c8" } else { "#9a9a9a" };
            drawing.push(0, line((x, node_y), (child_node.x, y(child_node.depth)), colour, 1.5));
        }
        match node.kind {
            Kind::Root => drawing.push(
                2,
                circle(
                    x,
                    node_y,
                    8.0,
                    &format!("class=\"node\" fill=\"#ffffff\" stroke=\"{INK}\" stroke-width=\"2\""),
                ),
            ),
            Kind::Queen => {
                drawing.push(
                    2,
                    circle(
                        x,
                        node_y,
                        9.0,
                        &format!("class=\"node\" fill=\"{QUEEN}\" stroke=\"{QUEEN_EDGE}\" stroke-width=\"1.5\""),
                    ),
                );
                drawing.push(3, centred(x, node_y, Font::mono(11.0).bold(), &node.col.to_string()));
            }
            Kind::Rejected => {
                drawing.push(
                    2,
                    circle(
                        x,
                        node_y,
                        7.5,
                        "class=\"rejected\" fill=\"#f0f0f0\" stroke=\"#b4b4b4\" stroke-width=\"1\"",
                    ),
                );
                drawing.push(
                    3,
                    centred(x, node_y, Font::mono(10.0).colour(MUTED), &node.col.to_string()),
                );
                drawing
                    .push(4, line((x - 6.0, node_y - 6.0), (x + 6.0, node_y + 6.0), ATTACK, 1.5));
                drawing
                    .push(4, line((x + 6.0, node_y - 6.0), (x - 6.0, node_y + 6.0), ATTACK, 1.5));
            }
        }
        if node.dead_end {
            drawing.push(
                2,
                circle(
                    x,
                    node_y,
                    13.0,
                    &format!(
                        "class=\"dead-end\" fill=\"none\" stroke=\"{ATTACK}\" stroke-width=\"2\" \
                         stroke-dasharray=\"3 2\""
                    ),
                ),
            );
        }
        if let Some(columns) = &node.solution {
            drawing.push(
                2,
                circle(
                    x,
                    node_y,
                    13.5,
                    &format!(
                        "class=\"solution\" fill=\"none\" stroke=\"{SOLUTION}\" stroke-width=\"3\""
                    ),
                ),
            );
            let columns: Vec<String> = columns.iter().map(usize::to_string).collect();
            drawing.push(
                3,
                text(
                    x,
                    node_y + 30.0,
                    Font::mono(12.0).middle().bold().colour(SOLUTION),
                    &columns.join(" "),
                ),
            );
        }
    }

    // The legend: each kind of node and how many there are, then the work counts.
    let count = |kind: Kind| nodes.iter().filter(|node| node.kind == kind).count();
    let mut x = 24.0;
    let legend_font = Font::mono(13.0);
    let entry = |drawing: &mut Drawing, symbol: Vec<String>, label: String, x: &mut f64| {
        for markup in symbol {
            drawing.push(5, markup);
        }
        drawing.push(5, text(*x + 18.0, legend_y + 4.5, legend_font, &label));
        *x += 18.0 + 8.4 * display_width(&label) as f64 + 22.0;
    };
    let queen = vec![
        circle(
            x,
            legend_y,
            9.0,
            &format!("fill=\"{QUEEN}\" stroke=\"{QUEEN_EDGE}\" stroke-width=\"1.5\""),
        ),
        centred(x, legend_y, Font::mono(11.0).bold(), "Q"),
    ];
    entry(&mut drawing, queen, count(Kind::Queen).to_string(), &mut x);
    let rejected = vec![
        circle(x, legend_y, 7.5, "fill=\"#f0f0f0\" stroke=\"#b4b4b4\" stroke-width=\"1\""),
        line((x - 6.0, legend_y - 6.0), (x + 6.0, legend_y + 6.0), ATTACK, 1.5),
        line((x + 6.0, legend_y - 6.0), (x - 6.0, legend_y + 6.0), ATTACK, 1.5),
    ];
    entry(&mut drawing, rejected, count(Kind::Rejected).to_string(), &mut x);
    let dead_end = vec![circle(
        x,
        legend_y,
        9.0,
        &format!("fill=\"none\" stroke=\"{ATTACK}\" stroke-width=\"2\" stroke-dasharray=\"3 2\""),
    )];
    let dead_ends = nodes.iter().filter(|node| node.dead_end).count();
    entry(&mut drawing, dead_end, dead_ends.to_string(), &mut x);
    let solution = vec![circle(
        x,
        legend_y,
        9.0,
        &format!("fill=\"none\" stroke=\"{SOLUTION}\" stroke-width=\"3\""),
    )];
    let solutions = nodes.iter().filter(|node| node.solution.is_some()).count();
    entry(&mut drawing, solution, solutions.to_string(), &mut x);
    let counter = |name: &str| say(lang, &format!("counter.{name}"), &[]);
    drawing.push(
        5,
        text(
            x,
            legend_y + 4.5,
            legend_font.colour(MUTED).words(lang),
            &format!("{} {} · {} {}", counter("nodes"), tally.nodes, counter("cells"), tally.cells),
        ),
    );
    Ok(drawing.svg())
}

/// Gives the leaves below `index` their places from `next_leaf` on, and every parent the middle
/// of its children.
fn place(nodes: &mut [Node], index: usize, left: f64, spacing: f64, next_leaf: &mut f64) {
    let children = nodes[index].children.clone();
    if children.is_empty() {
        nodes[index].x = left + spacing * *next_leaf;
        *next_leaf += 1.0;
        return;
    }
    for &child in &children {
        place(nodes, child, left, spacing, next_leaf);
    }
    let first = nodes[children[0]].x;
    let last = nodes[children[children.len() - 1]].x;
    nodes[index].x = (first + last) / 2.0;
}
