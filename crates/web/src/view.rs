//! What the page draws after a step, as JSON: the board, the state, the stack, the counters,
//! the sentence, the line of code and, for exact cover, the matrix.

use nqueens_core::Bookkeeping;
use nqueens_walk::Walk;
use nqueens_walk::code::{self};
use nqueens_walk::cover;
use nqueens_walk::explain::{self, Content, Shape};
use nqueens_walk::phrases::Lang;
use serde::Serialize;

use crate::APPROACHES;

/// One line of the state panel: the variable, its values, and which of them the step read.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct StateView {
    /// `set`, `flags`, `bits`, `cells` or `counts`.
    pub shape: &'static str,
    /// The variable, as the search names it.
    pub name: String,
    /// Its values.
    pub values: Vec<String>,
    /// The index in `values` of the value the step read or wrote.
    pub read: Option<usize>,
    /// What the values mean.
    pub note: String,
}

/// Everything the page draws after a step. What does not change from step to step (the
/// approaches, their names and their code) comes once, in [`Catalog`](crate::Catalog).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct View {
    /// The approach walked.
    pub approach: &'static str,
    /// The size of the board.
    pub n: usize,
    /// How many steps have been taken.
    pub position: usize,
    /// Whether the search is over.
    pub at_end: bool,
    /// The board, a row of cells per row of the board, each cell one word of
    /// [`Content::kind`]: `queen`, `free`, or the line that attacks it (`column`, `diagonal`,
    /// `anti-diagonal`).
    pub cells: Vec<Vec<&'static str>>,
    /// The cell the step is about, as (row, col).
    pub cell: Option<(usize, usize)>,
    /// What the state panel is titled.
    pub state_title: String,
    /// The state the search keeps.
    pub state: Vec<StateView>,
    /// The recursion stack, a line per row that holds a queen.
    pub stack: Vec<String>,
    /// The counters, as one line.
    pub counters: String,
    /// What the step did.
    pub sentence: String,
    /// The index in the approach's [`Listing::lines`](nqueens_walk::code::Listing::lines) of the line the step ran.
    pub line: Option<usize>,
    /// The exact-cover matrix, for an exact-cover search up to n = 8.
    pub matrix: Option<MatrixJson>,
}

/// The exact-cover matrix as the page draws it: see [`nqueens_walk::cover::Matrix`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MatrixJson {
    /// The items across: rows, columns, diagonals, anti-diagonals.
    pub items: Vec<MatrixItemJson>,
    /// The options down, one per cell in cell order.
    pub options: Vec<MatrixOptionJson>,
    /// What the branch's item was chosen for, in words, when the step chose it.
    pub why: String,
}

/// An item of [`MatrixJson`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MatrixItemJson {
    /// Its short name: `r0`, `c3`, `d5`, `a2`.
    pub name: String,
    /// Its name in words, in the page's language.
    pub title: String,
    /// Whether a solution must cover it.
    pub primary: bool,
    /// Whether it is covered.
    pub covered: bool,
    /// Its count of options left (for a covered item, when it was covered).
    pub options: usize,
    /// Whether the step just taken is about it.
    pub current: bool,
    /// Whether the search branches on it.
    pub branch: bool,
}

/// An option of [`MatrixJson`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MatrixOptionJson {
    /// Its cell, as (row, col).
    pub cell: (usize, usize),
    /// The indices of its four items in [`MatrixJson::items`].
    pub items: [usize; 4],
    /// Whether it is hidden.
    pub hidden: bool,
    /// Whether a queen stands on it.
    pub queen: bool,
    /// Whether the step just taken tried it or took it back.
    pub current: bool,
    /// Whether the step just taken hid it or brought it back.
    pub moved: bool,
}

impl MatrixJson {
    /// The matrix of an exact-cover walk after its current step, its words in `lang`.
    fn of(walk: &Walk, lang: Lang) -> MatrixJson {
        let matrix = cover::matrix(walk);
        let why = match walk.current() {
            Some(nqueens_walk::Step::Choose { options, .. }) => cover::why(*options, lang),
            _ => String::new(),
        };
        MatrixJson {
            items: matrix
                .items
                .into_iter()
                .map(|item| MatrixItemJson {
                    title: cover::item_name(item.item, lang),
                    name: item.name,
                    primary: item.primary,
                    covered: item.covered,
                    options: item.options,
                    current: item.current,
                    branch: item.branch,
                })
                .collect(),
            options: matrix
                .options
                .into_iter()
                .map(|option| MatrixOptionJson {
                    cell: (option.row, option.col),
                    items: option.items,
                    hidden: option.hidden,
                    queen: option.queen,
                    current: option.current,
                    moved: option.moved,
                })
                .collect(),
            why,
        }
    }
}

impl View {
    /// The view of `walk` after its current step, in English.
    pub fn of(walk: &mut Walk) -> View {
        View::of_in(walk, Lang::En)
    }

    /// The view of `walk` after its current step, its words in `lang`.
    pub fn of_in(walk: &mut Walk, lang: Lang) -> View {
        let bookkeeping = walk.bookkeeping();
        let sentence = explain::sentence_in(walk, lang);
        let board = explain::board(walk);
        let cells =
            board.iter().map(|row| row.iter().map(|cell| cell.content.kind()).collect()).collect();
        let cell = board.iter().enumerate().find_map(|(row, cells)| {
            cells.iter().position(|cell| cell.current).map(|col| (row, col))
        });
        let state = explain::state_in(walk, lang)
            .into_iter()
            .map(|line| StateView {
                shape: match line.shape {
                    Shape::Set => "set",
                    Shape::Flags => "flags",
                    Shape::Bits => "bits",
                    Shape::Cells => "cells",
                    Shape::Counts => "counts",
                },
                name: line.name,
                values: line.values,
                read: line.read,
                note: line.note,
            })
            .collect();
        let listing = code::listing(&walk.solver().info());
        View {
            approach: walk.solver().info().id,
            n: walk.n(),
            position: walk.position(),
            at_end: walk.at_end(),
            cells,
            cell,
            state_title: explain::state_title_in(bookkeeping, lang),
            state,
            stack: explain::stack_in(walk, lang),
            counters: explain::counter_line_in(walk, lang),
            sentence,
            line: code::line(&listing, bookkeeping, walk.current()),
            // The whole matrix up to n = 8 (64 options and 46 items): beyond, it is too large to
            // read or to draw at every step, and the state panel keeps the counts.
            matrix: (bookkeeping == Bookkeeping::Links && walk.n() <= cover::LARGEST_MATRIX_N)
                .then(|| MatrixJson::of(walk, lang)),
        }
    }

    /// The line of code the step ran, as it stands in the source (empty if none is marked).
    pub fn current_line(&self) -> &'static str {
        let listing = APPROACHES
            .iter()
            .find(|solver| solver.info().id == self.approach)
            .map(|solver| code::listing(&solver.info()));
        listing
            .and_then(|listing| self.line.and_then(|line| listing.lines.get(line).copied()))
            .unwrap_or("")
    }

    /// The board in the terminal's glyphs (`Q`, `·`, `│`, `╲`, `╱`), a string per row, for
    /// tests and messages.
    pub fn glyphs(&self) -> Vec<String> {
        self.cells
            .iter()
            .map(|row| {
                row.iter()
                    .map(|kind| {
                        Content::ALL
                            .into_iter()
                            .find(|content| content.kind() == *kind)
                            .map_or('?', Content::glyph)
                    })
                    .collect()
            })
            .collect()
    }
}
