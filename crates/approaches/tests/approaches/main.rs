//! The tests that hold every registered approach to the same answers: one test binary, one
//! module per question.
//!
//! - `agreement`: every approach lists the same solutions in the same order, and its counts
//!   equal OEIS A000170 and A002562; every solution passes the independent checker.
//! - `work`: every approach does exactly the work it claims, and stops at once when asked to.
//! - `trace_events`: the events a traceable search reports replay into a consistent board.
//! - `leetcode`: each LeetCode version gives exactly its crate's answers, and stays pasteable.
//! - `whiteboard`: the short versions of the interview chapter give the same answers.
//! - `placers`: every placer (`PLACERS`) places a solution for every n that has one, checked by
//!   both checkers of core, refuses the others, and is reproducible by its seed.
//!
//! The approaches come from the registry, so a new approach is tested by every module as soon as
//! it is registered, up to its `Info::tested_up_to`.

use std::ops::ControlFlow;

use nqueens_core::{Solution, Solver};

mod agreement;
mod leetcode;
mod placers;
mod trace_events;
mod whiteboard;
mod work;

/// The largest n at which `cargo test` runs `approach`.
fn tested_up_to(approach: &dyn Solver) -> usize {
    approach.info().tested_up_to
}

/// A visitor that keeps the solutions in `seen` and stops the search at the `limit`-th.
fn stop_after(limit: usize, seen: &mut Vec<Solution>) -> impl FnMut(&[u8]) -> ControlFlow<()> + '_ {
    move |columns| {
        seen.push(Solution::from(columns));
        if seen.len() == limit { ControlFlow::Break(()) } else { ControlFlow::Continue(()) }
    }
}
