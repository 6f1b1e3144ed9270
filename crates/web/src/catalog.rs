//! What the page needs once, as JSON: the approaches with their names and code, the kinds of
//! cell, the sizes, and the controls with their keys and titles.

use nqueens_walk::LARGEST_WALKED_N;
use nqueens_walk::code::{self, Listing};
use nqueens_walk::controls::{self, Action, FIRST_SPEED, Front, SPEEDS};
use nqueens_walk::explain::{self, Content};
use nqueens_walk::phrases::{Lang, say};
use serde::Serialize;

use crate::{APPROACHES, DEFAULT_ID};

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
