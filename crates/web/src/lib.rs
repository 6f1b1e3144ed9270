//! The stepper of the nqueens book: the search of a backtracking approach, stepped forwards and
//! back in a browser, with the board, the state the search keeps, the stack, the counters, a
//! sentence and the line of code behind every step.
//!
//! There is one model: [`Stepper`] holds a [`Walk`] of `nqueens-walk`, the same that
//! `nqueens trace` and `nqueens explore` use; [`View`] is everything a page draws after a step,
//! taken from `nqueens_walk::explain` and `nqueens_walk::code`; [`Catalog`] is what it needs
//! once (the approaches, their names and their code, the kinds of cell); and [`Address`] reads
//! a link to a step as the outside input it is. `.ci/stepper` compiles this
//! crate to WebAssembly with `wasm-bindgen` for `docs/stepper/stepper.js`, which only draws the
//! views and sends the key presses and clicks; no search runs in JavaScript.
//!
//! The pure-Rust parts (the views and their text) are tested by `cargo test`; the browser test
//! (`crates/browser-test`, run by `.ci/stepper-test`) holds the page to them.
//!
//! ```
//! use nqueens_web::Stepper;
//!
//! let mut stepper = Stepper::create("backtrack-array", 4)?;
//! assert!(stepper.next_solution());
//! let view = stepper.view();
//! assert_eq!(view.cells[0], ["free", "queen", "free", "free"]);
//! assert_eq!(view.glyphs(), ["·Q··", "···Q", "Q···", "··Q·"]);
//! assert_eq!(view.current_line().trim(), "if row == n {");
//! # Ok::<(), String>(())
//! ```

use nqueens_core::{Approach, Bookkeeping, Solver};
use nqueens_walk::code::{self, Listing};
use nqueens_walk::controls::{self, Action, FIRST_SPEED, Front, SPEEDS};
use nqueens_walk::cover;
use nqueens_walk::explain::{self, Content, Shape};
use nqueens_walk::phrases::{Lang, say};
use nqueens_walk::predict::{self, Answer, Question, Quiz};
use nqueens_walk::tree::{Survey, Timeline, TreeView};
use nqueens_walk::{LARGEST_WALKED_N, StepKind, Walk};
use serde::Serialize;
// The bindings exist only in the WebAssembly module: a native build (the tests, the browser
// test's model) compiles none of wasm-bindgen's macros.
#[cfg(target_arch = "wasm32")]
use wasm_bindgen::prelude::*;

/// The approaches the stepper walks, in the order the project teaches them: those that report
/// every step (a test holds this list to the registry's).
pub static APPROACHES: [&dyn Solver; 5] = [
    &nqueens_backtrack_board::BacktrackBoard,
    &nqueens_backtrack_set::BacktrackSet,
    &nqueens_backtrack_array::BacktrackArray,
    &nqueens_backtrack_bitmask::BacktrackBitmask,
    &nqueens_backtrack_dlx::BacktrackDlx,
];

/// The approach the stepper starts with: the arrays of flags a beginner learns first.
pub const DEFAULT_ID: &str = <nqueens_backtrack_array::BacktrackArray as Approach>::INFO.id;

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
/// approaches, their names and their code) comes once, in [`Catalog`].
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
    /// The index in the approach's [`Listing::lines`] of the line the step ran.
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

/// One approach the stepper walks, with what the page shows of it that never changes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Entry {
    /// Its id.
    pub id: &'static str,
    /// What its search keeps, in a few words: `arrays of flags`.
    pub name: String,
    /// The name of its search function, whose calls the stack shows: `place_row`, or
    /// `search_from` for exact cover.
    pub search_fn: &'static str,
    /// Its search function, line by line, and where it stands in its source.
    pub listing: ListingView,
}

/// An approach's search function as the page shows it: [`Listing`], for the page.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ListingView {
    /// The source file, from the root of the repository.
    pub path: &'static str,
    /// The number in the file of the first line (counted from 1).
    pub first_line: usize,
    /// The lines, without their line ends.
    pub lines: Vec<&'static str>,
}

impl From<Listing> for ListingView {
    fn from(Listing { path, first_line, lines }: Listing) -> ListingView {
        ListingView { path, first_line, lines }
    }
}

/// What the page needs once: every approach the stepper walks, in the order the project
/// teaches them, the kinds of cell a board shows, and the sizes it takes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Catalog {
    /// The approaches.
    pub approaches: Vec<Entry>,
    /// The kinds of cell, in the order of a legend, with what each means.
    pub cell_kinds: Vec<(&'static str, String)>,
    /// The largest n.
    pub largest_n: usize,
    /// The approach a page starts with when it names none.
    pub default_approach: &'static str,
    /// The speeds of play, in steps per second, and the one play starts at (an index).
    pub speeds: &'static [u32],
    /// The index in `speeds` of the speed play starts at.
    pub first_speed: usize,
    /// Every action the page has a key for: its name, its keys, its button's title.
    pub controls: Vec<ControlView>,
    /// The sentence under the stepper that lists its keys.
    pub keys: String,
}

/// An action of the page's controls ([`nqueens_walk::controls`]), for [`Catalog`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ControlView {
    /// Its name, as the buttons carry it (`data-action`): `forward`, `dead-end`, ….
    pub action: &'static str,
    /// The keys that ask for it, as browsers name them (`KeyboardEvent.key`).
    pub keys: &'static [&'static str],
    /// What it does and its first key, a button's title: `one step back (←)`.
    pub title: String,
}

impl Catalog {
    /// The catalog of this build, in English.
    pub fn new() -> Catalog {
        Catalog::new_in(Lang::En)
    }

    /// The catalog of this build, its words in `lang`.
    pub fn new_in(lang: Lang) -> Catalog {
        let approaches = APPROACHES
            .iter()
            .map(|solver| {
                let info = solver.info();
                let bookkeeping = info.bookkeeping.expect("the stepper walks traceable approaches");
                Entry {
                    id: info.id,
                    name: explain::bookkeeping_name_in(bookkeeping, lang),
                    search_fn: code::function_name(bookkeeping),
                    listing: code::listing(&info).into(),
                }
            })
            .collect();
        let cell_kinds = Content::ALL
            .into_iter()
            .map(|content| (content.kind(), explain::cell_meaning(content, lang)))
            .collect();
        let controls = Action::ALL
            .into_iter()
            .filter(|action| !action.keys(Front::Page).is_empty())
            .map(|action| ControlView {
                action: action.id(),
                keys: action.keys(Front::Page),
                title: controls::title(action, lang),
            })
            .collect();
        let keys: Vec<String> = controls::help(Front::Page, lang)
            .into_iter()
            .map(|(keys, what)| say(lang, "page.key", &[("keys", &keys), ("what", &what)]))
            .collect();
        let keys = keys.join(&say(lang, "page.key_separator", &[]));
        Catalog {
            approaches,
            cell_kinds,
            largest_n: LARGEST_WALKED_N,
            default_approach: DEFAULT_ID,
            speeds: &SPEEDS,
            first_speed: FIRST_SPEED,
            controls,
            keys: say(lang, "page.keys", &[("keys", &keys)]),
        }
    }
}

impl Default for Catalog {
    fn default() -> Catalog {
        Catalog::new()
    }
}

/// Where a link to the stepper asks it to open: `#approach=backtrack-set&n=5&step=37`, read as
/// outside input. [`Address::read`] turns any text into a view the stepper can show, the
/// nearest valid one, with a one-line notice of what it changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Address {
    /// The approach to walk: one the stepper walks.
    pub approach: &'static str,
    /// The board size, from 1 to [`LARGEST_WALKED_N`].
    pub n: usize,
    /// The step to open on (the walk stops at its end if it is shorter).
    pub step: usize,
    /// Whether the link asks for the predict mode (`mode=predict`).
    pub predict: bool,
    /// What was changed to reach a valid view, or empty: [`Address::notices`] in English.
    pub notice: String,
    /// What was changed to reach a valid view, one notice per change, said in the page's
    /// language by [`Notice::said`].
    pub notices: Vec<Notice>,
}

/// One thing a link asked that the stepper changed to reach a valid view; the asked value is
/// quoted as the link gave it, cut to 24 characters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// An approach the stepper does not walk.
    Approach {
        /// The value asked.
        asked: String,
        /// The approach shown instead.
        showing: &'static str,
    },
    /// An n out of range.
    SizeOutOfRange {
        /// The value asked.
        asked: String,
        /// The n shown instead.
        showing: usize,
    },
    /// An n that is not a number.
    SizeNotANumber {
        /// The value asked.
        asked: String,
        /// The n shown instead.
        showing: usize,
    },
    /// A step before the start.
    StepBeforeStart {
        /// The value asked.
        asked: String,
    },
    /// A step that is not a number.
    StepNotANumber {
        /// The value asked.
        asked: String,
    },
    /// A mode the stepper does not have.
    Mode {
        /// The value asked.
        asked: String,
    },
    /// A step past the end of the search.
    PastTheEnd {
        /// The steps of the search.
        steps: usize,
        /// The step asked.
        asked: usize,
    },
}

impl Notice {
    /// The notice in `lang`, in one line; identifiers and the asked values stay as they are.
    pub fn said(&self, lang: Lang) -> String {
        let steps = |count: usize| nqueens_core::thousands(count as u64);
        match self {
            Notice::Approach { asked, showing } => {
                let walked = ids().join(&say(lang, "ui.list", &[]));
                let values: [(&str, &dyn std::fmt::Display); 3] =
                    [("walked", &walked), ("asked", asked), ("showing", showing)];
                say(lang, "notice.approach", &values)
            }
            Notice::SizeOutOfRange { asked, showing } => say(
                lang,
                "notice.size_out_of_range",
                &[("largest", &LARGEST_WALKED_N), ("asked", asked), ("showing", showing)],
            ),
            Notice::SizeNotANumber { asked, showing } => {
                say(lang, "notice.size_not_a_number", &[("asked", asked), ("showing", showing)])
            }
            Notice::StepBeforeStart { asked } => {
                say(lang, "notice.step_before_start", &[("asked", asked)])
            }
            Notice::StepNotANumber { asked } => {
                say(lang, "notice.step_not_a_number", &[("asked", asked)])
            }
            Notice::Mode { asked } => say(lang, "notice.mode", &[("asked", asked)]),
            Notice::PastTheEnd { steps: total, asked } => say(
                lang,
                "notice.past_the_end",
                &[("steps", &steps(*total)), ("asked", &steps(*asked))],
            ),
        }
    }

    /// Notices in `lang`, joined into one line.
    pub fn join(notices: &[Notice], lang: Lang) -> String {
        let separator = say(lang, "notice.separator", &[]);
        notices.iter().map(|notice| notice.said(lang)).collect::<Vec<_>>().join(&separator)
    }
}

impl Address {
    /// Reads the fragment of a link (with or without its `#`), falling back on the page's own
    /// approach and n where the link names none or names one the stepper does not take.
    pub fn read(fragment: &str, page_approach: &str, page_n: usize) -> Address {
        let page_approach = find(page_approach).unwrap_or(DEFAULT_ID);
        let page_n = page_n.clamp(1, LARGEST_WALKED_N);
        let mut notices = Vec::new();
        let (mut approach, mut n, mut step, mut predict) = (page_approach, page_n, 0, false);
        for pair in fragment.trim_start_matches('#').split('&') {
            let Some((key, value)) = pair.split_once('=') else { continue };
            let shown = shorten(value);
            match key {
                "approach" => match find(value) {
                    Some(id) => approach = id,
                    None => notices.push(Notice::Approach { asked: shown, showing: approach }),
                },
                "n" => match value.trim().parse::<i128>() {
                    Ok(asked) => {
                        let largest = LARGEST_WALKED_N as i128;
                        n = usize::try_from(asked.clamp(1, largest)).expect("clamped to 1..=12");
                        if n as i128 != asked {
                            notices.push(Notice::SizeOutOfRange { asked: shown, showing: n });
                        }
                    }
                    Err(_) => notices.push(Notice::SizeNotANumber { asked: shown, showing: n }),
                },
                "step" => match value.trim().parse::<i128>() {
                    Ok(asked) if asked >= 0 => {
                        // A step past any walk's end: the walk stops at its end.
                        step = usize::try_from(asked).unwrap_or(usize::MAX);
                    }
                    Ok(_) => notices.push(Notice::StepBeforeStart { asked: shown }),
                    Err(_) => notices.push(Notice::StepNotANumber { asked: shown }),
                },
                "mode" => match value.trim() {
                    "predict" => predict = true,
                    "watch" => predict = false,
                    _ => notices.push(Notice::Mode { asked: shown }),
                },
                _ => {}
            }
        }
        let notice = Notice::join(&notices, Lang::En);
        Address { approach, n, step, predict, notice, notices }
    }
}

/// The approach the stepper walks with this id, matched without regard to case.
fn find(id: &str) -> Option<&'static str> {
    ids().into_iter().find(|known| known.eq_ignore_ascii_case(id.trim()))
}

/// A piece of outside text as a notice quotes it: at most 24 characters, `…` after a cut.
fn shorten(text: &str) -> String {
    let mut shown: String = text.chars().take(24).collect();
    if text.chars().count() > 24 {
        shown.push('…');
    }
    format!("{shown:?}")
}

/// A walk in the browser: created for an approach and an n, moved by the page's controls, and
/// asked for its [`View`] after every move.
#[cfg_attr(target_arch = "wasm32", wasm_bindgen)]
pub struct Stepper {
    walk: Walk,
    /// What opening it from an address changed, for the page to say once, in its language.
    notices: Vec<Notice>,
    /// Whether the address asked for the predict mode.
    predict: bool,
    /// The whole search, surveyed once when the tree or the timeline is first asked for.
    survey: Option<Survey>,
    /// The predict mode's questions and score.
    quiz: Quiz,
    /// The language of its words.
    lang: Lang,
}

/// The learner's score in the predict mode, as the page shows it: see
/// [`nqueens_walk::predict::Score`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Score {
    /// Questions answered (those skipped with "show me" are not counted).
    pub asked: u32,
    /// Questions answered right.
    pub right: u32,
    /// Right answers in a row, up to the last one.
    pub streak: u32,
}

impl From<predict::Score> for Score {
    fn from(predict::Score { asked, right, streak }: predict::Score) -> Score {
        Score { asked, right, streak }
    }
}

/// A question as the page asks it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct QuestionView {
    /// `next`, `verdict` or `back`.
    pub kind: &'static str,
    /// The question in words.
    pub prompt: String,
    /// The cell it is about (a verdict), as (row, col).
    pub cell: Option<(usize, usize)>,
    /// The answers offered as buttons, as (name, label); empty where the learner clicks a cell.
    pub choices: Vec<(String, String)>,
}

/// What the page says after an answer (or a "show me").
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Judgement {
    /// Whether the answer was right (false after a "show me").
    pub right: bool,
    /// The right answers, by name (`free`, `column`, `2,3`, …).
    pub expected: Vec<String>,
    /// The right answers in words.
    pub labels: Vec<String>,
    /// What the page says of the answer: right, not quite, or the answer shown.
    pub said: String,
    /// The score after it.
    pub score: Score,
}

/// The tree as the page draws it: [`TreeView`] with names for the states.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TreeJson {
    /// Whether finished subtrees are folded into one node each.
    pub folded: bool,
    /// How many leaf widths the drawing spans.
    pub width: usize,
    /// How many levels: the root and one per row.
    pub levels: usize,
    /// The nodes, each after its parent.
    pub nodes: Vec<TreeNodeJson>,
}

/// A node of [`TreeJson`]; see [`nqueens_walk::tree::TreeNode`].
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct TreeNodeJson {
    /// The index of its parent in the list.
    pub parent: Option<usize>,
    /// 0 for the root, row + 1 below.
    pub depth: usize,
    /// Its queen's cell.
    pub cell: Option<(usize, usize)>,
    /// The step at which the search entered it: where a click on it goes.
    pub step: usize,
    /// `path`, `current` or `done`.
    pub state: &'static str,
    /// `inner`, `solution` or `dead-end`.
    pub end: &'static str,
    /// The cells rejected in the row below it so far.
    pub rejected: usize,
    /// For a node on the path: the columns of the row below still to come.
    pub to_come: usize,
    /// For a folded subtree: its nodes and solutions.
    pub folded: Option<(usize, usize)>,
    /// Where it is drawn across, in leaf widths.
    pub x: f64,
}

impl From<TreeView> for TreeJson {
    fn from(view: TreeView) -> TreeJson {
        let levels = view.nodes.iter().map(|node| node.depth + 1).max().unwrap_or(1);
        TreeJson {
            folded: view.folded,
            width: view.width,
            levels,
            nodes: view
                .nodes
                .into_iter()
                .map(|node| TreeNodeJson {
                    parent: node.parent,
                    depth: node.depth,
                    cell: node.cell,
                    step: node.step,
                    state: node.state.name(),
                    end: node.end.name(),
                    rejected: node.rejected,
                    to_come: node.to_come,
                    folded: node.folded,
                    x: node.x,
                })
                .collect(),
        }
    }
}

/// The timeline as the page draws it: see [`Timeline`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TimelineJson {
    /// The number of steps of the search.
    pub total: usize,
    /// The positions that show a solution.
    pub solutions: Vec<usize>,
    /// The positions that show a dead end, when they do not crowd the bar.
    pub dead_ends: Vec<usize>,
    /// The number of dead ends.
    pub dead_end_count: usize,
}

impl From<Timeline> for TimelineJson {
    fn from(timeline: Timeline) -> TimelineJson {
        TimelineJson {
            total: timeline.total,
            solutions: timeline.solutions,
            dead_ends: timeline.dead_ends,
            dead_end_count: timeline.dead_end_count,
        }
    }
}

impl Stepper {
    /// A stepper at the start of `approach`'s search for an n × n board, or why there is none.
    pub fn create(approach: &str, n: usize) -> Result<Stepper, String> {
        let solver = APPROACHES
            .iter()
            .copied()
            .find(|solver| solver.info().id == approach)
            .ok_or_else(|| format!("the stepper walks {}, not {approach}", ids().join(", ")))?;
        if !(1..=LARGEST_WALKED_N).contains(&n) {
            return Err(format!("the stepper takes n from 1 to {LARGEST_WALKED_N}, not {n}"));
        }
        let walk = Walk::new(solver, n).map_err(|error| error.to_string())?;
        Ok(Stepper {
            walk,
            notices: Vec::new(),
            predict: false,
            survey: None,
            quiz: Quiz::default(),
            lang: Lang::En,
        })
    }

    /// The survey of the whole search, run the first time it is needed.
    fn survey(&mut self) -> &Survey {
        let walk = &self.walk;
        self.survey.get_or_insert_with(|| {
            Survey::of(walk).expect("the walk ran this search already, with the same n")
        })
    }

    /// The tree of the search as far as the walk has got.
    pub fn tree(&mut self) -> TreeJson {
        self.survey();
        let tree = self.survey.as_ref().map(|survey| survey.tree(&self.walk));
        tree.map(TreeJson::from).unwrap_or(TreeJson {
            folded: false,
            width: 1,
            levels: 1,
            nodes: Vec::new(),
        })
    }

    /// The timeline of the whole search.
    pub fn timeline(&mut self) -> TimelineJson {
        self.survey().timeline().into()
    }

    /// The questions still to ask before the next step, in order.
    pub fn questions(&mut self) -> Vec<QuestionView> {
        self.quiz
            .questions(&mut self.walk)
            .into_iter()
            .map(|question| QuestionView {
                kind: question.kind(),
                prompt: predict::prompt_in(&self.walk, question, self.lang),
                cell: match question {
                    Question::Verdict { row, col } => Some((row, col)),
                    _ => None,
                },
                choices: match question {
                    Question::Verdict { .. } => Answer::VERDICTS
                        .into_iter()
                        .map(|answer| (answer.name(), predict::answer_label_in(answer, self.lang)))
                        .collect(),
                    _ => Vec::new(),
                },
            })
            .collect()
    }

    /// Answers the question of kind `kind` asked before the next step with the answer named
    /// `answer` (`None`: "show me", which shows the answer and scores nothing). An unknown
    /// kind or answer is an error, and scores nothing.
    pub fn judge(&mut self, kind: &str, answer: Option<&str>) -> Result<Judgement, String> {
        let question = predict::questions(&mut self.walk)
            .into_iter()
            .find(|question| question.kind() == kind)
            .ok_or_else(|| format!("no {kind} question is asked before this step"))?;
        let answer = match answer {
            Some(name) => {
                Some(Answer::parse(name).ok_or_else(|| format!("{name:?} is not an answer"))?)
            }
            None => None,
        };
        let judgement = self.quiz.judge(&mut self.walk, question, answer);
        Ok(Judgement {
            right: judgement.right,
            expected: judgement.expected.iter().map(|answer| answer.name()).collect(),
            labels: judgement
                .expected
                .iter()
                .map(|&answer| predict::answer_label_in(answer, self.lang))
                .collect(),
            said: predict::judged_in(&judgement, answer.is_some(), self.lang),
            score: judgement.score.into(),
        })
    }

    /// A stepper on the view a link asks for, or the nearest valid one ([`Address::read`]).
    pub fn open(address: &Address) -> Stepper {
        let mut stepper = Stepper::create(address.approach, address.n)
            .expect("an address read holds an approach and an n the stepper takes");
        let reached = stepper.walk.seek(address.step);
        let mut notices = address.notices.clone();
        if reached < address.step {
            notices.push(Notice::PastTheEnd { steps: reached, asked: address.step });
        }
        stepper.notices = notices;
        stepper.predict = address.predict;
        stepper
    }

    /// The view after the current step.
    pub fn view(&mut self) -> View {
        View::of_in(&mut self.walk, self.lang)
    }
}

/// The ids of the approaches the stepper walks.
pub fn ids() -> Vec<&'static str> {
    APPROACHES.iter().map(|solver| solver.info().id).collect()
}

#[cfg_attr(target_arch = "wasm32", wasm_bindgen)]
impl Stepper {
    /// A stepper at the start of `approach`'s search for an n × n board; throws a one-line
    /// error for an approach or n it does not take. In the WebAssembly module only: Rust
    /// callers use [`Stepper::create`].
    #[cfg(target_arch = "wasm32")]
    #[wasm_bindgen(constructor)]
    pub fn new(approach: &str, n: u32) -> Result<Stepper, JsError> {
        // From the page's controls; an n beyond usize is refused like any n beyond 12.
        let n = usize::try_from(n).unwrap_or(usize::MAX);
        Stepper::create(approach, n).map_err(|message| JsError::new(&message))
    }

    /// A stepper on the view the address `fragment` asks for, or the nearest valid one, falling
    /// back on the page's approach and n; [`Stepper::notice`] says what was changed.
    #[cfg_attr(target_arch = "wasm32", wasm_bindgen(js_name = fromAddress))]
    pub fn from_address(fragment: &str, page_approach: &str, page_n: u32) -> Stepper {
        // The page's own n comes from its markup; an absurd one is clamped like any other.
        let page_n = usize::try_from(page_n).unwrap_or(usize::MAX);
        Stepper::open(&Address::read(fragment, page_approach, page_n))
    }

    /// What opening the stepper from an address changed to reach a valid view, in its language
    /// ([`Stepper::set_lang`]), or empty.
    pub fn notice(&self) -> String {
        Notice::join(&self.notices, self.lang)
    }

    /// Everything the page needs once ([`Catalog`]), as JSON.
    #[cfg_attr(target_arch = "wasm32", wasm_bindgen(js_name = catalogJson))]
    pub fn catalog_json() -> String {
        serde_json::to_string(&Catalog::new()).expect("the catalog is plain data")
    }

    /// Speaks `code` (`en` or `zh`; anything else is English) from now on.
    #[cfg_attr(target_arch = "wasm32", wasm_bindgen(js_name = setLang))]
    pub fn set_lang(&mut self, code: &str) {
        self.lang = Lang::parse(code).unwrap_or_default();
    }

    /// Everything the page needs once ([`Catalog`]), its words in `code` (`en` or `zh`), as
    /// JSON.
    #[cfg_attr(target_arch = "wasm32", wasm_bindgen(js_name = catalogJsonIn))]
    pub fn catalog_json_in(code: &str) -> String {
        let lang = Lang::parse(code).unwrap_or_default();
        serde_json::to_string(&Catalog::new_in(lang)).expect("the catalog is plain data")
    }

    /// The phrase `key` of the model's phrase book in `code` (`en` or `zh`), its holes filled
    /// from `values_json`, an object of strings and numbers: every word the page shows that
    /// is not in a view or the catalog.
    #[cfg_attr(target_arch = "wasm32", wasm_bindgen(js_name = say))]
    pub fn say_in(code: &str, key: &str, values_json: &str) -> String {
        let lang = Lang::parse(code).unwrap_or_default();
        let values: serde_json::Map<String, serde_json::Value> =
            serde_json::from_str(values_json).unwrap_or_default();
        let texts: Vec<(String, String)> = values
            .into_iter()
            .map(|(name, value)| match value {
                serde_json::Value::String(text) => (name, text),
                other => (name, other.to_string()),
            })
            .collect();
        let holes: Vec<(&str, &dyn std::fmt::Display)> = texts
            .iter()
            .map(|(name, text)| (name.as_str(), text as &dyn std::fmt::Display))
            .collect();
        say(lang, key, &holes)
    }

    /// Whether the address asked for the predict mode.
    #[cfg_attr(target_arch = "wasm32", wasm_bindgen(js_name = predictMode))]
    pub fn predict_mode(&self) -> bool {
        self.predict
    }

    /// Whether the whole search has been surveyed (for the tree and the timeline).
    pub fn surveyed(&self) -> bool {
        self.survey.is_some()
    }

    /// The tree as far as the walk has got ([`TreeJson`]), as JSON; surveys the search the
    /// first time.
    #[cfg_attr(target_arch = "wasm32", wasm_bindgen(js_name = treeJson))]
    pub fn tree_json(&mut self) -> String {
        serde_json::to_string(&self.tree()).expect("a tree is plain data")
    }

    /// The timeline of the whole search ([`TimelineJson`]), as JSON; surveys the search the
    /// first time.
    #[cfg_attr(target_arch = "wasm32", wasm_bindgen(js_name = timelineJson))]
    pub fn timeline_json(&mut self) -> String {
        serde_json::to_string(&self.timeline()).expect("a timeline is plain data")
    }

    /// The questions still to ask before the next step ([`QuestionView`]), as JSON.
    #[cfg_attr(target_arch = "wasm32", wasm_bindgen(js_name = questionsJson))]
    pub fn questions_json(&mut self) -> String {
        serde_json::to_string(&self.questions()).expect("questions are plain data")
    }

    /// Answers a question ([`Stepper::judge`]); an empty `answer` is "show me". Returns the
    /// [`Judgement`] as JSON, or throws a one-line error. In the WebAssembly module only: Rust
    /// callers use [`Stepper::judge`].
    #[cfg(target_arch = "wasm32")]
    pub fn answer(&mut self, kind: &str, answer: &str) -> Result<String, JsError> {
        let answer = Some(answer).filter(|answer| !answer.is_empty());
        let judgement = self.judge(kind, answer).map_err(|message| JsError::new(&message))?;
        Ok(serde_json::to_string(&judgement).expect("a judgement is plain data"))
    }

    /// The score so far, as JSON.
    #[cfg_attr(target_arch = "wasm32", wasm_bindgen(js_name = scoreJson))]
    pub fn score_json(&self) -> String {
        serde_json::to_string(&Score::from(self.quiz.score())).expect("a score is plain data")
    }

    /// One step forwards; `false` at the end.
    pub fn forward(&mut self) -> bool {
        self.walk.forward().is_some()
    }

    /// One step back; `false` at the start.
    pub fn back(&mut self) -> bool {
        self.walk.back()
    }

    /// Forwards to the next solution; `false` if none is left.
    pub fn next_solution(&mut self) -> bool {
        self.walk.forward_to(StepKind::Solution)
    }

    /// Forwards to the next dead end; `false` if none is left.
    pub fn next_dead_end(&mut self) -> bool {
        self.walk.forward_to(StepKind::DeadEnd)
    }

    /// Records ahead of time the steps the walk will need next, if it is near the edge of those
    /// it holds; the page calls it when it is idle. Returns whether it recorded.
    pub fn prepare(&mut self) -> bool {
        self.walk.prepare()
    }

    /// The bytes of the module's memory (the whole heap of the page's model), in a browser; 0
    /// elsewhere.
    #[cfg_attr(target_arch = "wasm32", wasm_bindgen(js_name = memoryBytes))]
    pub fn memory_bytes() -> u32 {
        #[cfg(target_arch = "wasm32")]
        let bytes = core::arch::wasm32::memory_size::<0>() * 65_536;
        #[cfg(not(target_arch = "wasm32"))]
        let bytes = 0;
        // A 32-bit module's memory is at most 4 GiB: at most u32::MAX + 1 bytes.
        u32::try_from(bytes).unwrap_or(u32::MAX)
    }

    /// Back to the empty board.
    pub fn restart(&mut self) {
        self.walk.restart();
    }

    /// To just after step `position` (or the end); returns the position reached.
    pub fn seek(&mut self, position: u32) -> u32 {
        let reached = self.walk.seek(usize::try_from(position).expect("usize holds a u32"));
        position_u32(reached)
    }

    /// How many steps have been taken.
    pub fn position(&self) -> u32 {
        position_u32(self.walk.position())
    }

    /// The view after the current step, as JSON.
    #[cfg_attr(target_arch = "wasm32", wasm_bindgen(js_name = viewJson))]
    pub fn view_json(&mut self) -> String {
        serde_json::to_string(&self.view()).expect("a view is plain data")
    }
}

/// A position in a walk as the page counts it: the longest walk, n = 12's, has about 11.8
/// million steps, far below `u32::MAX`.
fn position_u32(position: usize) -> u32 {
    u32::try_from(position).expect("a walk of n <= 12 has fewer than 2^32 steps")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_stepper_walks_the_traceable_approaches_of_the_registry() {
        let traceable: Vec<&str> = nqueens_approaches::APPROACHES
            .iter()
            .filter(|solver| solver.info().traceable())
            .map(|solver| solver.info().id)
            .collect();
        assert_eq!(ids(), traceable);
        assert!(ids().contains(&DEFAULT_ID));
    }

    #[test]
    fn bad_requests_are_one_line_errors() {
        let error = |approach, n| Stepper::create(approach, n).err().unwrap_or_default();
        assert_eq!(
            error("subset", 4),
            "the stepper walks backtrack-board, backtrack-set, backtrack-array, \
             backtrack-bitmask, backtrack-dlx, not subset"
        );
        assert_eq!(error("backtrack-array", 0), "the stepper takes n from 1 to 12, not 0");
        assert_eq!(error("backtrack-array", 13), "the stepper takes n from 1 to 12, not 13");
    }

    #[test]
    fn the_view_follows_the_walk_forwards_and_back() {
        for id in ids() {
            let mut stepper = Stepper::create(id, 5).expect("n = 5 is walked");
            let start = stepper.view();
            assert_eq!(start.glyphs(), vec!["·····"; 5], "{id}");
            let start_line =
                if id == "backtrack-dlx" { "fn search_from(" } else { "fn place_row(" };
            assert_eq!(start.current_line().trim(), start_line, "{id}");
            assert!(start.sentence.starts_with("Start: the board is empty"), "{id}");
            let mut views = vec![start];
            while stepper.forward() {
                views.push(stepper.view());
            }
            let last = views.last().expect("a step");
            assert!(last.at_end && last.counters.contains("solutions 10"), "{id}");
            assert_eq!(serde_json::to_string(last).ok(), Some(stepper.view_json()));
            for expected in views.iter().rev().skip(1) {
                assert!(stepper.back(), "{id}");
                assert_eq!(&stepper.view(), expected, "{id}");
            }
            assert!(!stepper.back());
            // Seeking reaches the same view as stepping.
            assert_eq!(stepper.seek(17), 17);
            assert_eq!(stepper.view(), views[17], "{id}");
        }
    }

    #[test]
    fn the_view_marks_the_cell_of_the_step_and_its_line_of_code() {
        let mut stepper = Stepper::create("backtrack-array", 4).expect("n = 4 is walked");
        assert!(stepper.walk.forward_to(StepKind::Reject));
        let view = stepper.view();
        assert_eq!(view.cell, Some((1, 0)));
        assert_eq!(view.cells[1][0], "column");
        assert_eq!(view.current_line().trim(), "if cols[col] | diags1[diag1] | diags2[diag2] {");
        let catalog = Catalog::new();
        let entry = catalog.approaches.iter().find(|entry| entry.id == view.approach);
        let listing = &entry.expect("the approach is in the catalog").listing;
        assert_eq!(
            listing.first_line + view.line.unwrap_or(0),
            line_in_file(listing.path, view.current_line())
        );
    }

    #[test]
    fn a_link_s_notice_speaks_the_page_s_language() {
        let address = Address::read("#approach=foo&n=99&step=-1&mode=quiz", "backtrack-array", 6);
        let mut stepper = Stepper::open(&address);
        assert_eq!(stepper.notice(), address.notice);
        stepper.set_lang("zh");
        assert_eq!(
            stepper.notice(),
            "演示器演示 backtrack-board、backtrack-set、backtrack-array、backtrack-bitmask、\
             backtrack-dlx，没有 \"foo\"：显示 backtrack-array；演示器的 n 从 1 到 12，不是 \"99\"：\
             显示 n = 12；第 \"-1\"\u{a0}步在开始之前：显示第 0 步；演示器的模式是 watch（观看）和 \
             predict（预测），没有 \"quiz\"：观看"
        );
        let mut past = Stepper::open(&Address::read("n=4&step=999", "backtrack-array", 6));
        past.set_lang("zh");
        assert_eq!(past.notice(), "搜索共有 82\u{a0}步，没有第 999\u{a0}步：显示结尾");
        // Every notice has a Chinese line with no English word but identifiers.
        let notices = [
            Notice::Approach { asked: "\"x\"".into(), showing: DEFAULT_ID },
            Notice::SizeOutOfRange { asked: "\"0\"".into(), showing: 1 },
            Notice::SizeNotANumber { asked: "\"x\"".into(), showing: 6 },
            Notice::StepBeforeStart { asked: "\"-1\"".into() },
            Notice::StepNotANumber { asked: "\"x\"".into() },
            Notice::Mode { asked: "\"x\"".into() },
            Notice::PastTheEnd { steps: 10, asked: 20 },
        ];
        for notice in notices {
            let mut said = notice.said(Lang::Zh);
            for known in ids().into_iter().chain(["watch", "predict", "step"]) {
                said = said.replace(known, "");
            }
            let english = said.split(|c: char| !c.is_ascii_alphabetic()).any(|word| word.len() > 1);
            assert!(!english, "{notice:?}: {said}");
        }
    }

    #[test]
    fn the_exact_cover_search_comes_with_its_matrix_up_to_n_8() {
        let mut stepper = Stepper::create("backtrack-dlx", 4).expect("n = 4 is walked");
        let matrix = stepper.view().matrix.expect("the matrix of n = 4");
        assert_eq!((matrix.items.len(), matrix.options.len()), (8 + 14, 16));
        assert!(matrix.options.iter().all(|option| !option.hidden && !option.queen));
        // The first step chooses row 0, the first row, with its 4 options.
        assert!(stepper.forward());
        let matrix = stepper.view().matrix.expect("the matrix of n = 4");
        assert_eq!(matrix.why, cover::why(4, Lang::En));
        assert!(matrix.items[0].current && matrix.items[0].name == "r0");
        // Then covers it: its options are hidden, and moved by the step.
        assert!(stepper.forward());
        let matrix = stepper.view().matrix.expect("the matrix of n = 4");
        assert!(matrix.items[0].covered && matrix.items[0].branch);
        let moved: Vec<(usize, usize)> =
            matrix.options.iter().filter(|option| option.moved).map(|option| option.cell).collect();
        assert_eq!(moved, [(0, 0), (0, 1), (0, 2), (0, 3)]);
        assert!(Stepper::create("backtrack-dlx", 8).expect("walked").view().matrix.is_some());
        assert!(Stepper::create("backtrack-dlx", 9).expect("walked").view().matrix.is_none());
        assert!(Stepper::create("backtrack-array", 4).expect("walked").view().matrix.is_none());
    }

    #[test]
    fn the_catalog_names_every_approach_once_with_its_own_code() {
        let catalog = Catalog::new();
        let names: Vec<&str> = catalog.approaches.iter().map(|entry| entry.name.as_str()).collect();
        assert_eq!(
            names,
            ["board of marks", "hash sets", "arrays of flags", "bitmasks", "dancing links"]
        );
        for entry in &catalog.approaches {
            assert_eq!(entry.listing.path, format!("crates/{}/src/lib.rs", entry.id));
            let start = format!("fn {}(", entry.search_fn);
            assert!(entry.listing.lines.iter().any(|line| line.starts_with(&start)));
        }
        let functions: Vec<&str> = catalog.approaches.iter().map(|entry| entry.search_fn).collect();
        assert_eq!(functions, ["place_row", "place_row", "place_row", "place_row", "search_from"]);
        let kinds: Vec<&str> = catalog.cell_kinds.iter().map(|(kind, _)| *kind).collect();
        assert_eq!(kinds, ["queen", "free", "column", "diagonal", "anti-diagonal"]);
        assert_eq!(catalog.default_approach, DEFAULT_ID);
        assert!(Stepper::catalog_json().contains(r#""default_approach":"backtrack-array""#));
    }

    #[test]
    fn a_link_opens_on_its_step_or_the_nearest_valid_view_with_a_notice() {
        let read = |fragment| Address::read(fragment, "backtrack-array", 6);
        let address = read("#approach=backtrack-set&n=5&step=37");
        assert_eq!((address.approach, address.n, address.step), ("backtrack-set", 5, 37));
        assert_eq!(address.notice, "");
        assert_eq!(Stepper::open(&address).walk.position(), 37);
        // The page's own view when the link names none.
        let address = read("");
        assert_eq!(
            (address.approach, address.n, address.step, address.notice.as_str()),
            ("backtrack-array", 6, 0, "")
        );
        // An id in another case is the same id.
        assert_eq!(read("approach=Backtrack-Bitmask").approach, "backtrack-bitmask");
        let address = read("#approach=foo&n=99999&step=-5");
        assert_eq!((address.approach, address.n, address.step), ("backtrack-array", 12, 0));
        assert_eq!(
            address.notice,
            "the stepper walks backtrack-board, backtrack-set, backtrack-array, backtrack-bitmask, \
             backtrack-dlx, not \"foo\": showing backtrack-array; the stepper takes n from 1 to 12, not \"99999\": \
             showing n = 12; step \"-5\" is before the start: showing step 0"
        );
        assert_eq!(read("n=0").n, 1);
        assert_eq!(read("n=six").notice, "n = \"six\" is not a number: showing n = 6");
        // A step past the end opens on the end, and says how long the search is.
        let mut stepper = Stepper::open(&read("approach=backtrack-array&n=4&step=4000000000"));
        assert!(stepper.walk.at_end());
        assert_eq!(
            stepper.notice(),
            format!(
                "the search has {} steps, not 4,000,000,000: showing the end",
                stepper.walk.position()
            )
        );
    }

    /// Answers every question of a whole search as told by `choose`, stepping after each
    /// step's questions; returns the score at the end.
    fn answer_all(
        id: &str,
        n: usize,
        mut choose: impl FnMut(&QuestionView, &Judgement) -> bool,
    ) -> Score {
        let mut stepper = Stepper::create(id, n).expect("a walkable search");
        loop {
            for question in stepper.questions() {
                // What the right answer is, asked of the model through "show me" on a copy.
                let mut probe = Stepper::create(id, n).expect("a walkable search");
                probe.walk.seek(stepper.walk.position());
                let shown = probe.judge(question.kind, None).expect("a question asked");
                let answer = if choose(&question, &shown) {
                    shown.expected.first().cloned().unwrap_or_default()
                } else {
                    "99,99".to_string()
                };
                let judgement = stepper.judge(question.kind, Some(&answer)).expect("an answer");
                assert_eq!(judgement.right, answer != "99,99", "{id}: {question:?}");
                assert_eq!(judgement.expected, shown.expected);
            }
            if !stepper.forward() {
                break;
            }
        }
        stepper.quiz.score().into()
    }

    #[test]
    fn a_whole_search_answered_right_scores_everything() {
        for id in ids() {
            let score = answer_all(id, 4, |_, _| true);
            assert!(score.asked > 0 && score.right == score.asked, "{id}: {score:?}");
            assert_eq!(score.streak, score.asked);
        }
        // A wrong answer breaks the streak and is not right.
        let mut first = true;
        let score = answer_all("backtrack-array", 4, |_, _| !std::mem::take(&mut first));
        assert_eq!(score.right + 1, score.asked);
    }

    #[test]
    fn a_question_counts_once_however_the_learner_steps() {
        let mut stepper = Stepper::create("backtrack-set", 4).expect("n = 4 is walked");
        let question = stepper.questions().first().cloned().expect("a first question");
        assert_eq!(question.kind, "next");
        let judgement = stepper.judge("next", Some("0,0")).expect("an answer");
        assert!(judgement.right && judgement.score.asked == 1);
        assert!(stepper.questions().iter().all(|question| question.kind != "next"));
        stepper.forward();
        stepper.back();
        // Asked again after stepping back and forth: shown, not scored twice.
        assert!(stepper.questions().iter().all(|question| question.kind != "next"));
        assert_eq!(
            stepper.judge("next", Some("0,0")).map(|judgement| judgement.score.asked),
            Ok(1)
        );
        assert!(stepper.judge("next", Some("nonsense")).is_err());
        assert!(stepper.judge("back", Some("0,0")).is_err());
        let verdict = stepper.questions().into_iter().find(|question| question.kind == "verdict");
        let verdict = verdict.expect("a verdict follows");
        assert_eq!(verdict.cell, Some((0, 0)));
        assert_eq!(verdict.choices.len(), 4);
        let shown = stepper.judge("verdict", None).expect("shown");
        assert_eq!(
            (shown.right, shown.expected.as_slice(), shown.score.asked),
            (false, &["free".to_string()][..], 1)
        );
    }

    #[test]
    fn the_tree_and_the_timeline_are_sent_to_the_page() {
        let mut stepper = Stepper::create("backtrack-array", 4).expect("n = 4 is walked");
        let timeline = stepper.timeline();
        assert_eq!(timeline.solutions.len(), 2);
        stepper.seek(timeline.solutions[0] as u32);
        assert_eq!(stepper.view().glyphs(), ["·Q··", "···Q", "Q···", "··Q·"]);
        let tree = stepper.tree();
        assert!(!tree.folded && tree.levels == 5);
        let current: Vec<&TreeNodeJson> =
            tree.nodes.iter().filter(|node| node.state == "current").collect();
        assert_eq!(current.len(), 1);
        assert_eq!(current[0].end, "solution");
        assert!(stepper.tree_json().contains(r#""state":"current""#));
        assert!(Address::read("mode=predict", "backtrack-array", 4).predict);
        assert_eq!(
            Address::read("mode=quiz", "backtrack-array", 4).notice,
            "the stepper has the modes watch and predict, not \"quiz\": watching"
        );
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(2_000))]

        /// Any text at all, as bytes a link could carry, opens a valid view without a panic.
        #[test]
        fn any_address_opens_a_valid_view(fragment in ".{0,80}", page_n in 0usize..40) {
            let address = Address::read(&fragment, "backtrack-array", page_n);
            proptest::prop_assert!(ids().contains(&address.approach));
            proptest::prop_assert!((1..=LARGEST_WALKED_N).contains(&address.n));
            proptest::prop_assert!(!address.notice.contains('\n'));
        }

        /// Addresses made of the right keys with any values: the view is the one asked for
        /// wherever that is valid, and the nearest valid one elsewhere.
        #[test]
        fn addresses_of_the_right_keys_open_the_nearest_view(
            approach in "(backtrack-(board|set|array|bitmask)|subset|BACKTRACK-SET|)",
            n in "(-?[0-9]{1,6}|x|)",
            step in "(-?[0-9]{1,4}|9{12}|y|)",
        ) {
            let fragment = format!("#approach={approach}&n={n}&step={step}");
            let address = Address::read(&fragment, "backtrack-array", 4);
            let stepper = Stepper::open(&Address { n: address.n.min(6), ..address.clone() });
            proptest::prop_assert!(stepper.walk.position() <= address.step);
            if let Ok(asked) = n.parse::<i128>() {
                proptest::prop_assert_eq!(address.n as i128, asked.clamp(1, 12));
            }
            if let Ok(asked) = step.parse::<usize>() {
                proptest::prop_assert_eq!(address.step, asked);
            }
            let known = ids().iter().any(|id| id.eq_ignore_ascii_case(&approach));
            let n_fits = n.parse::<i128>().is_ok_and(|n| (1..=12).contains(&n));
            let step_fits = step.parse::<i128>().is_ok_and(|step| step >= 0);
            proptest::prop_assert_eq!(address.notice.is_empty(), known && n_fits && step_fits);
        }
    }

    /// The number (from 1) of the line of the file at `path` that is exactly `line`.
    fn line_in_file(path: &str, line: &str) -> usize {
        let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../../");
        let text = std::fs::read_to_string(format!("{root}{path}")).expect("a source file");
        text.lines().position(|candidate| candidate == line).map_or(0, |index| index + 1)
    }
}
