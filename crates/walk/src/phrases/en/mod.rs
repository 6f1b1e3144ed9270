//! The English phrase table: every word the model, the tool and the page say in English, in
//! four parts by who says it.

mod front;
mod practice;
mod practice_cover;
mod steps;

/// The English phrases, part by part: the steps, the front ends, practice, and the exercise of
/// exact cover.
pub const EN: &[&[(&str, &str)]] =
    &[steps::STEPS, front::FRONT, practice::PRACTICE, practice_cover::PRACTICE_COVER];
