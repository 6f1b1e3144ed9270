//! A link to a step, read as outside input: the address of the page turned into the nearest
//! view the stepper can show, with a notice of what it changed.

use nqueens_walk::LARGEST_WALKED_N;
use nqueens_walk::phrases::{Lang, say};

use crate::{DEFAULT_ID, find, ids};

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

/// A piece of outside text as a notice quotes it: at most 24 characters, `…` after a cut.
fn shorten(text: &str) -> String {
    let mut shown: String = text.chars().take(24).collect();
    if text.chars().count() > 24 {
        shown.push('…');
    }
    format!("{shown:?}")
}
