//! The learner's steps of exact cover: the choices, covers and uncovers of `cover-uncover`, and
//! its `len` read as the walk's counts of options left.

use nqueens_core::Item;
use nqueens_walk::Step;

use super::{Assembler, Event, Taken};

/// The item of the header `header` of the textbook's links for n: 1 to n the rows, then the
/// columns, the diagonals and the anti-diagonals (the root, 0, is none: it reads as row n, off
/// the board).
pub fn item_of_header(n: usize, header: usize) -> Item {
    let diagonals = (2 * n).saturating_sub(1);
    match header.checked_sub(1) {
        None => Item::Row(n),
        Some(index) if index < n => Item::Row(index),
        Some(index) if index < 2 * n => Item::Column(index - n),
        Some(index) if index < 2 * n + diagonals => Item::Diagonal(index - 2 * n),
        Some(index) => Item::AntiDiagonal(index - 2 * n - diagonals),
    }
}

impl Assembler {
    /// Exact cover: the learner's `len`, one part, as the four lines of counts the walk shows
    /// (rows, columns, diagonals, anti-diagonals), `·` for a covered item; other states as
    /// they are.
    fn lens(&self, state: &[Vec<String>]) -> Vec<Vec<String>> {
        let Some(covered) = &self.covered else { return state.to_vec() };
        let n = self.n;
        let diagonals = (2 * n).saturating_sub(1);
        let values = state.first().map_or(&[][..], Vec::as_slice);
        let mut start = 1;
        [n, n, diagonals, diagonals]
            .into_iter()
            .map(|length| {
                let line = (start..start + length)
                    .map(|header| {
                        if covered.iter().any(|&(item, _)| item == header) {
                            "·".to_string()
                        } else {
                            values.get(header).cloned().unwrap_or_else(|| "?".to_string())
                        }
                    })
                    .collect();
                start += length;
                line
            })
            .collect()
    }

    /// The steps of an event of exact cover, if it is one.
    pub(super) fn links_steps(&mut self, event: &Event) -> Option<Taken> {
        let n = self.n;
        let chose = std::mem::replace(&mut self.chose, matches!(event, Event::Choose(..)));
        let covered = self.covered.as_mut()?;
        let (step, state) = match event {
            Event::Choose(header, options) => {
                (Step::Choose { item: item_of_header(n, *header), options: *options }, None)
            }
            Event::Cover(header, state) => {
                covered.push((*header, chose));
                let item = item_of_header(n, *header);
                (Step::Cover { item, hidden: Vec::new(), branch: chose }, Some(state))
            }
            Event::Uncover(header, state) => {
                let index = covered.iter().rposition(|&(item, _)| item == *header);
                let branch = index.is_some_and(|index| covered.remove(index).1);
                let item = item_of_header(n, *header);
                (Step::Uncover { item, restored: Vec::new(), branch }, Some(state))
            }
            Event::Place(row, col, state) => {
                (Step::Place { row: *row, col: *col, marks: Vec::new() }, Some(state))
            }
            Event::Remove(row, col, state) => {
                (Step::Remove { row: *row, col: *col, clears: Vec::new() }, Some(state))
            }
            Event::Solution => (Step::Solution, None),
            _ => return None,
        };
        Some(Taken { step, state: state.map(|state| self.lens(state)) })
    }
}
