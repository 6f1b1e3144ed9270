//! The book's stepper in a real browser: `tests/browser.rs` drives the built book in headless
//! Chromium through chromedriver and holds every view the page draws to the native model of
//! [`nqueens-web`](../nqueens_web/index.html), step for step; `tests/practice.rs` writes the
//! exercises of the practice panel as a learner does and reads its verdicts.
//!
//! The tests and their WebDriver client sit behind the `browser` feature of this crate, so that
//! `cargo test --workspace` (the README's test command) neither builds nor runs them; `.ci/stepper-test`
//! builds the book, installs Chromium and chromedriver when they are missing, and runs
//! `cargo test -p nqueens-browser-test --features browser`. Behind the same feature, this
//! library holds what the tests share: the book's folder, its static server, chromedriver and
//! a headless Chromium (`src/browser.rs`, its module `browser`).

#[cfg(feature = "browser")]
pub mod browser;
