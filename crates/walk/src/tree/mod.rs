//! The whole search at once: its tree of nodes and its timeline of steps, surveyed in one run
//! of the search, and shown as far as a walk has got.
//!
//! A [`Walk`] keeps only a window of steps; a learner also wants the shape of the whole search:
//! the tree hello-algo draws by hand for n = 4 (the root, one node per queen placed, children in
//! column order, solutions and dead ends at the leaves), and a timeline of every step with its
//! solutions marked. [`Survey::of`] runs the search once, keeping one small record per node of
//! the tree and the step numbers of the solutions and dead ends, never the steps themselves:
//! 856,189 nodes at n = 12, 20 bytes each. [`Survey::tree`] then shows the tree as the walk
//! leaves it after any number of steps, growing as it goes forwards and shrinking as it goes
//! back, and [`Survey::timeline`] shows the whole run.

use nqueens_core::Attack;

use crate::walk::{self, Step, StepKind, Walk, WalkError};

/// How a node of the search tree ends, once the search has seen it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// Below it the search went on, or has not finished.
    Inner,
    /// A queen stands in every row: a solution.
    Solution,
    /// The row below it has no free cell: a dead end.
    DeadEnd,
}

mod builder;
#[cfg(test)]
mod tests;

use builder::Node;
pub(crate) use builder::SurveyBuilder;

/// The whole search of one approach for one n, surveyed in one run: the tree and the timeline.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Survey {
    n: usize,
    total: usize,
    /// The nodes in the order the search entered them (the root first): a node's subtree
    /// follows it.
    nodes: Vec<Node>,
    /// The numbers of the solution steps, and of the dead-end steps.
    solutions: Vec<u32>,
    dead_ends: Vec<u32>,
}

/// A node of the tree as a view shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct TreeNode {
    /// The index in [`TreeView::nodes`] of its parent (the root has none).
    pub parent: Option<usize>,
    /// Its depth: 0 for the root, row + 1 for the node of a queen in `row`.
    pub depth: usize,
    /// The cell of its queen, (row, col); the root has none.
    pub cell: Option<(usize, usize)>,
    /// The position of the walk just after the search entered it: 0 for the root, one step
    /// after its queen was placed.
    pub step: usize,
    /// Where it stands: on the path from the root to the current node, the current node, or
    /// finished.
    pub state: NodeState,
    /// How it ended, once the walk has seen it end.
    pub end: End,
    /// The cells rejected in the row below it so far.
    pub rejected: usize,
    /// For a node on the path: the columns of the row below it that are still to be examined.
    pub to_come: usize,
    /// For a finished subtree folded into one node: its nodes and its solutions.
    pub folded: Option<(usize, usize)>,
    /// Where it is drawn across, in leaf widths from the left (its depth is down).
    pub x: f64,
}

/// Where a node stands when the walk is at some position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NodeState {
    /// Its queen is on the board, and a node below it is too.
    Path,
    /// Its queen is the last one placed: the search is in it.
    Current,
    /// Its queen was taken back: its subtree is finished.
    Done,
}

impl NodeState {
    /// A lower-case name for the page: `path`, `current` or `done`.
    pub fn name(self) -> &'static str {
        match self {
            NodeState::Path => "path",
            NodeState::Current => "current",
            NodeState::Done => "done",
        }
    }
}

impl End {
    /// A lower-case name for the page: `inner`, `solution` or `dead-end`.
    pub fn name(self) -> &'static str {
        match self {
            End::Inner => "inner",
            End::Solution => "solution",
            End::DeadEnd => "dead-end",
        }
    }
}

/// The tree as the walk leaves it after some number of steps.
#[derive(Clone, Debug, PartialEq)]
pub struct TreeView {
    /// The nodes shown, each after its parent, children in column order.
    pub nodes: Vec<TreeNode>,
    /// Whether finished subtrees are folded into one node each (n > [`WHOLE_TREE_N`]).
    pub folded: bool,
    /// How many leaf widths the drawing spans.
    pub width: usize,
}

/// The timeline of the whole search: its steps, and where the solutions and dead ends are.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Timeline {
    /// The number of steps of the search.
    pub total: usize,
    /// The positions just after each solution step: seeking there shows the solution.
    pub solutions: Vec<usize>,
    /// The positions just after each dead-end step, when there are at most
    /// [`DEAD_END_MARKS`] (more would crowd the bar); empty otherwise.
    pub dead_ends: Vec<usize>,
    /// The number of dead ends, marked or not.
    pub dead_end_count: usize,
}

/// Up to this n the tree is shown whole; beyond it, finished subtrees fold into one node.
pub const WHOLE_TREE_N: usize = 6;

/// The most dead ends the timeline marks one by one.
pub const DEAD_END_MARKS: usize = 500;

impl Survey {
    /// The bytes a survey keeps per node of the tree.
    pub const NODE_BYTES: usize = size_of::<Node>();

    /// Runs the search of `walk`'s approach and n once, and surveys it.
    pub fn of(walk: &Walk) -> Result<Survey, WalkError> {
        let mut builder = SurveyBuilder::new();
        let total = walk::survey(walk.solver(), walk.n(), &mut builder)?;
        Ok(builder.finish(walk.n(), total))
    }

    /// The number of steps of the search.
    pub fn total(&self) -> usize {
        self.total
    }

    /// The number of nodes of the tree, the root included.
    pub fn node_count(&self) -> usize {
        self.nodes.len()
    }

    /// The bytes it holds: 20 per node and 4 per solution or dead end.
    pub fn memory(&self) -> usize {
        self.nodes.capacity() * size_of::<Node>()
            + (self.solutions.capacity() + self.dead_ends.capacity()) * size_of::<u32>()
    }

    /// The timeline of the whole search.
    pub fn timeline(&self) -> Timeline {
        let after = |numbers: &[u32]| numbers.iter().map(|&number| number as usize + 1).collect();
        let dead_end_count = self.dead_ends.len();
        Timeline {
            total: self.total,
            solutions: after(&self.solutions),
            dead_ends: if dead_end_count <= DEAD_END_MARKS {
                after(&self.dead_ends)
            } else {
                Vec::new()
            },
            dead_end_count,
        }
    }

    /// The node entered last by `position`, and its parents: the indices in `nodes` of the
    /// path from the root to the current node.
    fn path(&self, position: usize) -> Vec<usize> {
        let mut path = vec![0];
        let mut index = 0;
        // Among the children of `index`, the one the walk is in: entered, not yet left.
        'down: while let Some(node) = self.nodes.get(index) {
            let end = index + node.size as usize;
            let mut child = index + 1;
            while let Some(candidate) = self.nodes.get(child).filter(|_| child < end) {
                if (candidate.enter as usize) >= position {
                    break;
                }
                if (candidate.leave as usize) >= position {
                    path.push(child);
                    index = child;
                    continue 'down;
                }
                child += candidate.size as usize;
            }
            break;
        }
        path
    }

    /// The tree as `walk` leaves it: the walk must be of the surveyed search.
    pub fn tree(&self, walk: &Walk) -> TreeView {
        let links = walk.bookkeeping() == nqueens_core::Bookkeeping::Links;
        let at =
            At { position: walk.position(), queens: walk.queens(), current: walk.current(), links };
        self.tree_at(&at)
    }

    /// The tree of a search known only by its steps, as far as they go (a learner's search up
    /// to where it parts from the textbook's): surveyed from them, and shown after the last.
    pub fn of_steps(n: usize, steps: &[Step]) -> TreeView {
        let mut builder = SurveyBuilder::new();
        let mut queens: Vec<usize> = Vec::new();
        for (number, step) in steps.iter().enumerate() {
            let (row, col) = step.cell().unwrap_or((0, 0));
            match step {
                Step::Place { .. } => {
                    queens.truncate(row);
                    queens.push(col);
                }
                Step::Remove { .. } => {
                    queens.truncate(row);
                }
                _ => {}
            }
            // As the recorder hands steps to a survey: a choice without options is a dead end,
            // other choices and covers make no node.
            match step.kind() {
                StepKind::Choose | StepKind::Cover | StepKind::Uncover => {}
                kind => builder.step(kind, row, col, number),
            }
        }
        let position = steps.len();
        let survey = builder.finish_at(n, position);
        let links = steps.iter().any(|step| step.item().is_some());
        let at = At { position, queens: &queens, current: steps.last(), links };
        survey.tree_at(&at)
    }

    /// The tree after `at.position` steps.
    fn tree_at(&self, at: &At) -> TreeView {
        let position = at.position;
        let path = self.path(position);
        let queens = at.queens;
        let folded = self.n > WHOLE_TREE_N;
        let mut shown: Vec<TreeNode> = Vec::new();
        // The nodes to show, each with the index of its parent among those shown, in the order
        // the search entered them.
        let mut stack: Vec<(usize, Option<usize>)> = vec![(0, None)];
        while let Some((index, parent)) = stack.pop() {
            let Some(node) = self.nodes.get(index) else { continue };
            let on_path = path.contains(&index);
            let finished = index != 0 && (node.leave as usize) < position;
            let fold = folded && finished && node.size > 1;
            let state = if !on_path {
                NodeState::Done
            } else if path.last() == Some(&index) {
                NodeState::Current
            } else {
                NodeState::Path
            };
            let depth = usize::from(node.depth);
            let (rejected, to_come) = if on_path {
                self.progress(at, &path, index, queens)
            } else {
                (usize::from(node.rejected), 0)
            };
            // A node's end shows once its step is taken: a solution's step follows the
            // placement of its last queen (the root's, of n = 0, is the first step), and a dead
            // end's comes just before the queen above it is taken back.
            let solution_step = if index == 0 { 0 } else { node.enter as usize + 1 };
            let end = match node.end {
                End::Solution if solution_step < position => End::Solution,
                End::DeadEnd if (node.leave as usize) <= position => End::DeadEnd,
                _ => End::Inner,
            };
            let me = shown.len();
            shown.push(TreeNode {
                parent,
                depth,
                cell: (depth > 0).then_some((usize::from(node.row), usize::from(node.col))),
                step: if index == 0 { 0 } else { node.enter as usize + 1 },
                state,
                end,
                rejected,
                to_come,
                folded: fold.then_some((node.size as usize, node.solutions as usize)),
                x: 0.0,
            });
            if fold {
                continue;
            }
            // Its children entered by now, pushed last first so that they come out in column
            // order; a folded tree shows only the children of nodes on the path.
            if folded && !on_path {
                continue;
            }
            let end_index = index + node.size.max(1) as usize;
            let mut children = Vec::new();
            let mut child = index + 1;
            while child < end_index.min(self.nodes.len()) {
                let Some(candidate) = self.nodes.get(child) else { break };
                if (candidate.enter as usize) >= position {
                    break;
                }
                children.push(child);
                child += candidate.size.max(1) as usize;
            }
            stack.extend(children.into_iter().rev().map(|child| (child, Some(me))));
        }
        let width = layout(&mut shown);
        TreeView { nodes: shown, folded, width }
    }

    /// For the node `index` on the path: the cells rejected in the row below it so far, and the
    /// columns of that row still to come.
    fn progress(&self, at: &At, path: &[usize], index: usize, queens: &[usize]) -> (usize, usize) {
        let n = self.n;
        // An exact-cover search rejects no cell, and its levels are items, not rows: it shows
        // neither count.
        if at.links {
            return (0, 0);
        }
        let Some(node) = self.nodes.get(index) else { return (0, 0) };
        let row = usize::from(node.depth);
        if row >= n {
            return (0, 0);
        }
        // The last column of `row` examined: the column of the next node on the path, or what
        // the current step says for the deepest node.
        let next_on_path = path.iter().position(|&on| on == index).and_then(|at| path.get(at + 1));
        let last = match next_on_path.and_then(|&child| self.nodes.get(child)) {
            Some(child) => Some(usize::from(child.col)),
            None => match at.current {
                Some(&Step::Reject { row: step_row, col })
                | Some(&Step::Remove { row: step_row, col, .. })
                    if step_row == row =>
                {
                    Some(col)
                }
                Some(&Step::DeadEnd { row: step_row }) if step_row == row => Some(n - 1),
                _ => None,
            },
        };
        let examined = last.map_or(0, |col| col + 1);
        // The search examines the columns of a row in order and rejects the attacked ones; a
        // search that never looks at attacked cells (the bitmask's) rejected none of them.
        let attacked = (0..examined).filter(|&col| attacked_from_above(queens, row, col)).count();
        (attacked.min(usize::from(node.rejected)), n - examined)
    }
}

/// Where a tree is shown: after `position` steps, with the columns of the queens on the board
/// by row, the step taken last, and whether the search is exact cover's.
struct At<'a> {
    position: usize,
    queens: &'a [usize],
    current: Option<&'a Step>,
    links: bool,
}

/// Whether a queen in a row above `row` attacks (`row`, `col`).
fn attacked_from_above(queens: &[usize], row: usize, col: usize) -> bool {
    queens.iter().take(row).enumerate().any(|(queen_row, &queen_col)| {
        Attack::between((queen_row, queen_col), (row, col)).is_some()
    })
}

/// Lays the tree out: leaves one width apart from the left in the order shown, each parent
/// centred over its first and last child. Returns the width in leaves.
fn layout(nodes: &mut [TreeNode]) -> usize {
    let count = nodes.len();
    let mut first_last: Vec<Option<(f64, f64)>> = vec![None; count];
    let mut leaves = 0usize;
    // Children come after their parent: a pass from the end sees every child before its parent.
    let mut has_child = vec![false; count];
    for node in nodes.iter() {
        if let Some(parent) = node.parent
            && let Some(flag) = has_child.get_mut(parent)
        {
            *flag = true;
        }
    }
    for (index, node) in nodes.iter_mut().enumerate() {
        if !has_child.get(index).copied().unwrap_or(false) {
            node.x = leaves as f64;
            leaves += 1;
        }
    }
    for index in (0..count).rev() {
        let x = match first_last.get(index).copied().flatten() {
            Some((first, last)) => (first + last) / 2.0,
            None => nodes.get(index).map_or(0.0, |node| node.x),
        };
        if let Some(node) = nodes.get_mut(index) {
            node.x = x;
            if let Some(parent) = node.parent
                && let Some(slot) = first_last.get_mut(parent)
            {
                *slot = Some(match *slot {
                    // Going from the end, an earlier child comes later: it is the first.
                    Some((_, last)) => (x, last),
                    None => (x, x),
                });
            }
        }
    }
    leaves.max(1)
}
