//! The book's stepper in a real browser: the tests drive the built book in headless Chromium
//! through chromedriver, one thing each. `tests/stepper_steps.rs` holds every view the stepper
//! draws to the native model of [`nqueens-web`](../nqueens_web/index.html), step for step;
//! `tests/stepper_links.rs` opens it on links to a step and from disk; `tests/stepper_pages.rs`
//! runs the stepper of each backtracking page of both books in the page's language;
//! `tests/stepper_predict.rs` answers the predict mode's questions; `tests/stepper_screenshots.rs`
//! saves screenshots and measures the stepper for a person to look at;
//! `tests/practice.rs` writes the exercises of the practice panel as a learner does and reads
//! its verdicts; `tests/search.rs` types words into the search boxes of both books.
//!
//! The tests and their WebDriver client sit behind the `browser` feature of this crate, so that
//! `cargo test --workspace` (the README's test command) neither builds nor runs them; `.ci/stepper-test`
//! builds the book, installs Chromium and chromedriver when they are missing, and runs
//! `cargo test -p nqueens-browser-test --features browser`. Behind the same feature, this
//! library holds what the tests share: the book's folder, its static server, chromedriver and
//! a headless Chromium (`src/browser.rs`, its module `browser`), and the stepper tests' setup
//! and their reading of the page's stepper, held to the native model (`src/stepper.rs`, its
//! module `stepper`).

#[cfg(feature = "browser")]
pub mod browser;
#[cfg(feature = "browser")]
pub mod stepper;
