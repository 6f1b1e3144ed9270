//! The Chinese phrase table: the same keys as the English one, in the same eight parts, in
//! hello-algo's terms.

mod check;
mod errors;
mod front;
pub mod info;
mod practice;
mod practice_cover;
mod practice_js;
mod report;
mod steps;

/// The Chinese phrases, with the glossary's terms, part by part like [`super::EN`].
pub const ZH: &[&[(&str, &str)]] = &[
    steps::STEPS,
    front::FRONT,
    practice::PRACTICE,
    practice_cover::PRACTICE_COVER,
    practice_js::PRACTICE_JS,
    errors::ERRORS,
    check::CHECK,
    report::REPORT,
];
