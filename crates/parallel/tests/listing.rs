//! The listing search of the parallel counter against the one it copies, the bitmask crate's
//! `place_row`: the same events in the same order, the same solutions, and the same stops.
//!
//! The two are held equal by what they do, not by their text: every event each search reports
//! (node, candidate, rejected cell, placement, removal, mark, solution) and every solution it
//! hands on is recorded, and the two records must be the same for every n from 0 to 10 (the
//! whole tree, 35,539 nodes at n = 10), and again when the search is stopped after each of the
//! 92 solutions of n = 8. A change to either search that changes the tree it walks, the order it
//! tries columns in, what it reports or where it stops fails here, unless the other search
//! changes the same way.

use std::cell::RefCell;
use std::ops::ControlFlow;

use nqueens_backtrack_bitmask::BacktrackBitmask;
use nqueens_core::{Approach, Observer};
use nqueens_parallel::Parallel;

/// One thing a search did, in the order it did it.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Event {
    Candidate,
    Node(usize),
    Rejected(usize, usize),
    Placed(usize, usize),
    Removed(usize, usize),
    Marked(usize, usize),
    Unmarked(usize, usize),
    Solution(Vec<u8>),
    /// A solution handed to the caller's `visit`.
    Visited(Vec<u8>),
    /// What the search returned.
    Returned(ControlFlow<()>),
}

/// An observer that writes down every event, in a record shared with the search's `visit`, so
/// that the events of both stay in the order they happened.
struct Record<'a>(&'a RefCell<Vec<Event>>);

impl Observer for Record<'_> {
    fn candidate(&mut self) {
        self.0.borrow_mut().push(Event::Candidate);
    }
    fn node(&mut self, row: usize) {
        self.0.borrow_mut().push(Event::Node(row));
    }
    fn rejected(&mut self, row: usize, col: usize) {
        self.0.borrow_mut().push(Event::Rejected(row, col));
    }
    fn placed(&mut self, row: usize, col: usize) {
        self.0.borrow_mut().push(Event::Placed(row, col));
    }
    fn removed(&mut self, row: usize, col: usize) {
        self.0.borrow_mut().push(Event::Removed(row, col));
    }
    fn marked(&mut self, row: usize, col: usize) {
        self.0.borrow_mut().push(Event::Marked(row, col));
    }
    fn unmarked(&mut self, row: usize, col: usize) {
        self.0.borrow_mut().push(Event::Unmarked(row, col));
    }
    fn solution(&mut self, columns: &[u8]) {
        self.0.borrow_mut().push(Event::Solution(columns.to_vec()));
    }
}

/// Everything `approach` does while listing the solutions of n, stopping after `stop_after`
/// solutions if given.
fn record(approach: &impl Approach, n: usize, stop_after: Option<usize>) -> Vec<Event> {
    let events = RefCell::new(Vec::new());
    let mut visited = 0;
    let returned = approach.search(n, &mut Record(&events), &mut |columns: &[u8]| {
        events.borrow_mut().push(Event::Visited(columns.to_vec()));
        visited += 1;
        if stop_after == Some(visited) { ControlFlow::Break(()) } else { ControlFlow::Continue(()) }
    });
    let mut events = events.into_inner();
    events.push(Event::Returned(returned));
    events
}

/// Asserts that two records are the same, showing the first events where they part.
fn assert_same(copy: &[Event], original: &[Event], what: &str) {
    let parting = copy.iter().zip(original).position(|(one, other)| one != other);
    let parting =
        parting.or((copy.len() != original.len()).then(|| copy.len().min(original.len())));
    if let Some(index) = parting {
        let around = |events: &[Event]| events[index..].iter().take(3).cloned().collect::<Vec<_>>();
        panic!(
            "{what}: the searches part at event {index}: the copy goes on with {:?}, the bitmask \
             search with {:?}",
            around(copy),
            around(original)
        );
    }
}

#[test]
fn the_listing_walks_the_bitmask_search_event_for_event_up_to_n_10() {
    for n in 0..=10 {
        let copy = record(&Parallel, n, None);
        let original = record(&BacktrackBitmask, n, None);
        assert_same(&copy, &original, &format!("n = {n}"));
    }
    // The record holds the whole tree: at n = 8, 2,057 nodes and 92 solutions.
    let eight = record(&Parallel, 8, None);
    assert_eq!(eight.iter().filter(|event| matches!(event, Event::Node(_))).count(), 2_057);
    assert_eq!(eight.iter().filter(|event| matches!(event, Event::Visited(_))).count(), 92);
}

#[test]
fn the_listing_stops_where_the_bitmask_search_stops() {
    for stop_after in 1..=92 {
        let copy = record(&Parallel, 8, Some(stop_after));
        let original = record(&BacktrackBitmask, 8, Some(stop_after));
        assert_same(&copy, &original, &format!("stopped after {stop_after} solutions"));
        assert_eq!(copy.last(), Some(&Event::Returned(ControlFlow::Break(()))));
    }
}
