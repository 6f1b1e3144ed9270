//! The survey's builder: it gathers the nodes of the tree, one small record each, from the
//! numbered steps of the one run of the search, and hands them over as a [`Survey`].

use super::{End, Survey};
use crate::walk::StepKind;

/// One node of the search tree as the survey stores it: 20 bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Node {
    /// The number of the step that placed its queen (the root: 0, and it is entered before any
    /// step).
    pub(super) enter: u32,
    /// The number of the step that took its queen back (the root: the number of steps).
    pub(super) leave: u32,
    /// The nodes of its subtree, itself included: its subtree is `nodes[index..index + size]`.
    pub(super) size: u32,
    /// The solutions in its subtree: at most 14,200 (all of n = 12), so 16 bits hold them.
    pub(super) solutions: u16,
    /// Its depth: 0 for the root, then one more per queen (row + 1 for the node of a queen in
    /// `row` of a row-by-row search).
    pub(super) depth: u8,
    /// The row of its queen (the root: 0).
    pub(super) row: u8,
    /// The column of its queen (the root: 0).
    pub(super) col: u8,
    /// The cells the search rejected in the row below it.
    pub(super) rejected: u8,
    pub(super) end: End,
}

/// Gathers the nodes of the tree from the numbered steps of one run of the search.
#[derive(Debug, Default)]
pub(crate) struct SurveyBuilder {
    nodes: Vec<Node>,
    /// The nodes whose queen is on the board, from the root down.
    path: Vec<usize>,
    solutions: Vec<u32>,
    dead_ends: Vec<u32>,
}

/// Step numbers fit a u32: the longest search walked, n = 12's, has about 11.8 million steps.
fn number_u32(number: usize) -> u32 {
    u32::try_from(number).expect("a walked search has fewer than 2^32 steps")
}

/// Rows and columns of a walked board fit a byte: n ≤ 12.
fn byte(value: usize) -> u8 {
    u8::try_from(value).expect("a walked board has at most 12 rows and columns")
}

impl SurveyBuilder {
    pub(super) fn new() -> SurveyBuilder {
        let root = Node {
            enter: 0,
            leave: 0,
            size: 0,
            solutions: 0,
            depth: 0,
            row: 0,
            col: 0,
            rejected: 0,
            end: End::Inner,
        };
        SurveyBuilder { nodes: vec![root], path: vec![0], ..SurveyBuilder::default() }
    }

    /// The node whose queen was placed last (the root before any).
    fn deepest(&mut self) -> Option<&mut Node> {
        let &index = self.path.last()?;
        self.nodes.get_mut(index)
    }

    /// Step `number` of the search, of `kind`, about (`row`, `col`) where it is about a cell.
    pub(crate) fn step(&mut self, kind: StepKind, row: usize, col: usize, number: usize) {
        let number = number_u32(number);
        match kind {
            StepKind::Place => {
                // One deeper than the node it is entered from (the path holds the root).
                let depth = byte(self.path.len());
                self.path.push(self.nodes.len());
                self.nodes.push(Node {
                    enter: number,
                    leave: 0,
                    size: 0,
                    solutions: 0,
                    depth,
                    row: byte(row),
                    col: byte(col),
                    rejected: 0,
                    end: End::Inner,
                });
            }
            StepKind::Reject => {
                if let Some(node) = self.deepest() {
                    node.rejected = node.rejected.saturating_add(1);
                }
            }
            StepKind::Solution => {
                self.solutions.push(number);
                if let Some(node) = self.deepest() {
                    node.end = End::Solution;
                }
            }
            StepKind::DeadEnd => {
                self.dead_ends.push(number);
                if let Some(node) = self.deepest() {
                    node.end = End::DeadEnd;
                }
            }
            StepKind::Remove => self.close(number),
            // An exact-cover search's choices and covers make no node (the recorder hands on a
            // choice without options as a dead end).
            StepKind::Choose | StepKind::Cover | StepKind::Uncover => {}
        }
    }

    /// The queen placed last is taken back at step `number`: its subtree is complete.
    fn close(&mut self, number: u32) {
        let Some(index) = self.path.pop() else { return };
        let size = number_u32(self.nodes.len() - index);
        let Some(node) = self.nodes.get_mut(index) else { return };
        node.leave = number;
        node.size = size;
        if node.end == End::Solution {
            node.solutions = 1;
        }
        let solutions = node.solutions;
        if let Some(parent) = self.deepest() {
            parent.solutions = parent
                .solutions
                .checked_add(solutions)
                .expect("a walked search has at most 14,200 solutions");
        }
    }

    /// The survey of a search cut short after `total` steps: the queens still on the board are
    /// taken back after them, so that their nodes are on the path.
    pub(super) fn finish_at(mut self, n: usize, total: usize) -> Survey {
        while self.path.len() > 1 {
            self.close(number_u32(total));
        }
        self.finish(n, total)
    }

    /// The survey, once the search has run its `total` steps.
    pub(super) fn finish(mut self, n: usize, total: usize) -> Survey {
        self.nodes.shrink_to_fit();
        self.solutions.shrink_to_fit();
        self.dead_ends.shrink_to_fit();
        let size = number_u32(self.nodes.len());
        if let Some(root) = self.nodes.first_mut() {
            root.leave = number_u32(total);
            root.size = size;
            // The empty board of n = 0 is a solution without a queen.
            if root.end == End::Solution {
                root.solutions = 1;
            }
        }
        Survey { n, total, nodes: self.nodes, solutions: self.solutions, dead_ends: self.dead_ends }
    }
}
