//! The English phrase table: every word the model, the tool and the page say in English, in
//! eight parts by who says it.

mod check;
mod errors;
mod front;
mod practice;
mod practice_cover;
mod practice_js;
mod report;
mod steps;

/// The English phrases, part by part: the steps, the front ends, practice, the exercise of
/// exact cover, the page's JavaScript hints, the tool's refusals, `check`'s verdicts and errors,
/// and its reports.
pub const EN: &[&[(&str, &str)]] = &[
    steps::STEPS,
    front::FRONT,
    practice::PRACTICE,
    practice_cover::PRACTICE_COVER,
    practice_js::PRACTICE_JS,
    errors::ERRORS,
    check::CHECK,
    report::REPORT,
];
