//! The survey's tests: it counts what the walk counts, its tree grows and shrinks with the
//! steps, each node leads to the step that entered it, and the survey of n = 12 stays small.

use super::*;

fn walk(id: &str, n: usize) -> Walk {
    let solver = nqueens_approaches::find(id).expect("a registered approach");
    Walk::new(solver, n).expect("a walkable search")
}

const TRACEABLE: [&str; 4] =
    ["backtrack-board", "backtrack-set", "backtrack-array", "backtrack-bitmask"];

/// The number of nodes a view stands for: each shown node, or the subtree folded into it.
fn nodes_shown(view: &TreeView) -> usize {
    view.nodes.iter().map(|node| node.folded.map_or(1, |(nodes, _)| nodes)).sum()
}

#[test]
fn the_survey_counts_what_the_walk_counts() {
    for id in TRACEABLE {
        for n in 0..=8 {
            let mut walk = walk(id, n);
            let survey = Survey::of(&walk).expect("a survey");
            let timeline = survey.timeline();
            let mut solutions = Vec::new();
            let mut dead_ends = Vec::new();
            while let Some(step) = walk.forward() {
                match step {
                    Step::Solution => solutions.push(walk.position()),
                    Step::DeadEnd { .. } => dead_ends.push(walk.position()),
                    _ => {}
                }
            }
            let tally = walk.tally();
            assert_eq!(survey.total(), walk.position(), "{id} {n}");
            assert_eq!(survey.node_count() as u64, tally.nodes, "{id} {n}");
            assert_eq!(timeline.solutions, solutions, "{id} {n}");
            assert_eq!(timeline.dead_end_count, dead_ends.len(), "{id} {n}");
            if dead_ends.len() <= DEAD_END_MARKS {
                assert_eq!(timeline.dead_ends, dead_ends, "{id} {n}");
            }
            assert_eq!(
                survey.nodes.first().map(|root| root.solutions as usize),
                Some(solutions.len())
            );
        }
    }
}

#[test]
fn the_tree_grows_and_shrinks_with_the_steps() {
    for id in TRACEABLE {
        for n in [4, 5, 6, 8] {
            let mut walk = walk(id, n);
            let survey = Survey::of(&walk).expect("a survey");
            let mut views = vec![survey.tree(&walk)];
            while walk.forward().is_some() {
                let view = survey.tree(&walk);
                let tally = walk.tally();
                // Every node entered so far is shown, whole or folded into its parent.
                assert_eq!(nodes_shown(&view) as u64, tally.nodes, "{id} {n} {}", walk.position());
                let rejected: usize = view
                    .nodes
                    .iter()
                    .map(|node| match node.folded {
                        // A folded subtree's rejections are not shown node by node.
                        Some(_) => 0,
                        None => node.rejected,
                    })
                    .sum();
                if n <= WHOLE_TREE_N {
                    assert!(!view.folded);
                    assert_eq!(rejected as u64, tally.rejected, "{id} {n} {}", walk.position());
                    let ends = |end| view.nodes.iter().filter(|node| node.end == end).count();
                    assert_eq!(ends(End::Solution) as u64, tally.solutions);
                    assert_eq!(ends(End::DeadEnd) as u64, tally.dead_ends);
                } else {
                    let solutions: usize = view
                        .nodes
                        .iter()
                        .map(|node| match node.folded {
                            Some((_, solutions)) => solutions,
                            None => usize::from(node.end == End::Solution),
                        })
                        .sum();
                    assert_eq!(solutions as u64, tally.solutions);
                    assert!(view.nodes.len() <= n * n + 1);
                }
                // The path is the queens on the board, ending in the current node.
                let path: Vec<(usize, usize)> = view
                    .nodes
                    .iter()
                    .filter(|node| node.state != NodeState::Done)
                    .filter_map(|node| node.cell)
                    .collect();
                let queens: Vec<(usize, usize)> =
                    walk.queens().iter().copied().enumerate().collect();
                assert_eq!(path, queens, "{id} {n}");
                let current = view.nodes.iter().filter(|node| node.state == NodeState::Current);
                assert_eq!(current.count(), 1);
                views.push(view);
            }
            // Stepping back shows the same trees.
            for expected in views.iter().rev().skip(1) {
                assert!(walk.back());
                assert_eq!(&survey.tree(&walk), expected, "{id} {n}");
            }
        }
    }
}

#[test]
fn each_node_leads_to_the_step_that_entered_it() {
    for id in TRACEABLE {
        let mut walk = walk(id, 6);
        let survey = Survey::of(&walk).expect("a survey");
        walk.seek(survey.total());
        let view = survey.tree(&walk);
        assert_eq!(view.nodes.len(), survey.node_count());
        for node in &view.nodes {
            walk.seek(node.step);
            match node.cell {
                Some((row, col)) => assert!(
                    matches!(walk.current(), Some(&Step::Place { row: r, col: c, .. }) if (r, c) == (row, col)),
                    "{id}: node {:?}",
                    node.cell
                ),
                None => assert_eq!(walk.position(), 0),
            }
        }
        // Children in column order, and each parent over its children.
        for (index, node) in view.nodes.iter().enumerate() {
            let children: Vec<&TreeNode> =
                view.nodes.iter().filter(|child| child.parent == Some(index)).collect();
            let cols: Vec<usize> =
                children.iter().filter_map(|child| child.cell.map(|cell| cell.1)).collect();
            assert!(cols.windows(2).all(|pair| pair[0] < pair[1]), "{id}");
            if let (Some(first), Some(last)) = (children.first(), children.last()) {
                assert!((node.x - (first.x + last.x) / 2.0).abs() < 1e-9);
            }
        }
    }
}

#[test]
fn the_survey_of_12_stays_small() {
    let walk = walk("backtrack-bitmask", 12);
    let survey = Survey::of(&walk).expect("a survey");
    assert_eq!(survey.node_count(), 856_189);
    assert_eq!(survey.timeline().solutions.len(), 14_200);
    assert_eq!(Survey::NODE_BYTES, 20);
    assert!(survey.memory() < 20 << 20, "{} bytes", survey.memory());
}

#[test]
fn a_tree_of_steps_is_the_surveys_tree_at_the_same_step() {
    // The tree of a search known only by its steps (a learner's) is the tree the survey of the
    // whole search shows after the same steps: at every step for small boards, at some for
    // n = 8 (where finished subtrees fold), for every traceable approach and exact cover.
    for id in TRACEABLE.into_iter().chain(["backtrack-dlx"]) {
        for n in [1, 4, 5, 8] {
            let mut walk = walk(id, n);
            let survey = Survey::of(&walk).expect("a survey");
            let mut steps = Vec::new();
            while let Some(step) = walk.forward() {
                steps.push(step.clone());
                if n < 8 || steps.len() % 97 == 0 {
                    let (shown, whole) = (Survey::of_steps(n, &steps), survey.tree(&walk));
                    if id != "backtrack-dlx" {
                        assert_eq!(shown, whole, "{id} n = {n} step {}", steps.len());
                    }
                    // Exact cover covers items between a placement and its solution: the
                    // whole survey marks the solution from the placement on, the steps from
                    // the solution's step on. The nodes are the same.
                    let nodes = |view: &TreeView| -> Vec<_> {
                        view.nodes.iter().map(|node| (node.parent, node.cell, node.state)).collect()
                    };
                    assert_eq!(nodes(&shown), nodes(&whole), "{id} n = {n} step {}", steps.len());
                }
            }
        }
    }
}
