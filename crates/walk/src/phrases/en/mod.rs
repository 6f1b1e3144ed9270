//! The English phrase table: every word the model, the tool and the page say in English, in
//! three parts by who says it.

mod front;
mod practice;
mod steps;

/// The English phrases, part by part: the steps, the front ends, practice.
pub const EN: &[&[(&str, &str)]] = &[steps::STEPS, front::FRONT, practice::PRACTICE];
