//! The learner's steps held to the textbook's walk, step by step and state by state.

use std::collections::VecDeque;
use std::path::Path;

use nqueens_core::Bookkeeping;
use nqueens_core::sequences::TOTAL_SOLUTIONS;
use nqueens_walk::explain::{self, Shape, StateLine};
use nqueens_walk::phrases::Lang;
use nqueens_walk::{Step, Walk};

use crate::run::{self, BuildError, Next, Running};

mod links;

use crate::{Exercise, Kind, LARGEST_N};
pub use links::item_of_header;

/// How many of the learner's last steps a stop shows.
pub const LAST_STEPS: usize = 6;

/// A step of the learner's search, with the state it reported with it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Taken {
    /// The step, as the walk names it.
    pub step: Step,
    /// The values of each part of the state, for a placement or a removal.
    pub state: Option<Vec<Vec<String>>>,
}

/// What differs at the first difference.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Parting {
    /// The steps differ (or one search has ended and the other has not).
    Step,
    /// The steps agree and the state does not: the first part that differs.
    State(usize),
    /// The mirror count: the steps agree and the total does not.
    Total {
        /// The learner's total (none if it was not reported).
        yours: Option<u64>,
        /// The right total.
        textbook: u64,
    },
}

/// The first step where the learner's search parts from the textbook's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Difference {
    /// The board.
    pub n: usize,
    /// The number of the step, from 1, as `nqueens trace` numbers them.
    pub number: usize,
    /// What differs.
    pub parting: Parting,
    /// The textbook's step (none: its search has ended).
    pub textbook: Option<Step>,
    /// The learner's step (none: their search has returned).
    pub yours: Option<Taken>,
    /// The state the learner reported last, if the step has none.
    pub last_state: Option<Vec<Vec<String>>>,
    /// The learner's steps for this n up to the difference, their differing step last: the
    /// nodes their search visited, for the tree of it.
    pub steps: Vec<Step>,
}

/// Why the learner's program stopped before the textbook's search ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stop {
    /// It panicked or was stopped by a signal: the end of its standard error.
    Panic(String),
    /// It ran out of time: the limit, in seconds.
    Timeout(u64),
    /// It took more steps than the cap for one n: the cap.
    TooManySteps(u64),
    /// The page's JavaScript threw an exception (or could not be read): its message.
    Thrown(String),
}

/// The work of a search for one n, counted from its steps.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Work {
    /// Every step.
    pub steps: u64,
    /// Queens placed.
    pub placed: u64,
    /// Cells rejected.
    pub rejected: u64,
    /// Dead ends.
    pub dead_ends: u64,
    /// Solutions.
    pub solutions: u64,
}

impl Work {
    fn add(&mut self, step: &Step) {
        self.steps += 1;
        match step {
            Step::Place { .. } => self.placed += 1,
            Step::Reject { .. } => self.rejected += 1,
            Step::DeadEnd { .. } | Step::Choose { options: 0, .. } => self.dead_ends += 1,
            Step::Solution => self.solutions += 1,
            _ => {}
        }
    }
}

/// The work for one n: the learner's, the textbook's (the whole search, for the mirror count),
/// and how often the learner's state was copied instead of undone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Agreed {
    /// The board.
    pub n: usize,
    /// The learner's work.
    pub yours: Work,
    /// The textbook's.
    pub textbook: Work,
    /// The placements and removals that reported a state held somewhere else than the first:
    /// a copy.
    pub copies: u64,
    /// The total the learner returned (the mirror count).
    pub total: Option<u64>,
}

/// What a check found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// No file at the path.
    NoFile,
    /// No compiler could be started.
    NoCompiler(String),
    /// The file or the folder could not be read or written.
    Io(String),
    /// The compiler refused the file: its messages.
    DoesNotCompile(String),
    /// The first difference.
    Differs(Difference),
    /// The program stopped before the end.
    Stopped {
        /// The board.
        n: usize,
        /// The steps taken for that n before it stopped.
        number: usize,
        /// Why.
        stop: Stop,
        /// The last steps before it, the last last.
        last: Vec<Step>,
    },
    /// Every n agrees.
    Agrees(Vec<Agreed>),
}

/// A check of one file.
#[derive(Clone, Debug)]
pub struct Outcome {
    /// The exercise.
    pub exercise: &'static Exercise,
    /// What the check found.
    pub verdict: Verdict,
}

/// How far a check runs and how long it waits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// The checked boards: n = 1 to `largest`, at most [`LARGEST_N`].
    pub largest: usize,
    /// The most steps for one n.
    pub steps: u64,
    /// The longest the whole run may take.
    pub time: std::time::Duration,
}

impl Default for Limits {
    /// n = 1 to [`LARGEST_N`], [`run::STEP_CAP`] steps, [`run::RUN_LIMIT`].
    fn default() -> Limits {
        Limits { largest: LARGEST_N, steps: run::STEP_CAP, time: run::RUN_LIMIT }
    }
}

/// Checks the learner's file at `path` against the textbook, for n = 1 to [`LARGEST_N`].
pub fn check(exercise: &'static Exercise, path: &Path) -> Outcome {
    let verdict = check_with(exercise, path, Limits::default());
    Outcome { exercise, verdict }
}

/// [`check`] within other limits.
pub fn check_with(exercise: &'static Exercise, path: &Path, limits: Limits) -> Verdict {
    let largest = limits.largest.min(LARGEST_N);
    let limits = Limits { largest, ..limits };
    if !path.is_file() {
        return Verdict::NoFile;
    }
    let program = match run::build(exercise, path) {
        Ok(program) => program,
        Err(BuildError::NoCompiler(message)) => return Verdict::NoCompiler(message),
        Err(BuildError::Io(message)) => return Verdict::Io(message),
        Err(BuildError::Compile(errors)) => return Verdict::DoesNotCompile(errors),
    };
    let running = match program.start(largest, limits.steps, limits.time) {
        Ok(running) => running,
        Err(error) => return Verdict::Io(error.to_string()),
    };
    compare(exercise, running, limits)
}

/// Turns the learner's lines into steps: a look followed by a placement of the same cell is the
/// placement, a look followed by anything else a rejection, and a removal whose row below saw
/// no queen follows a dead end of that row, as the walk derives it. For exact cover, a choice
/// with no option left is the dead end, a cover right after a choice covers the item the search
/// branches on, and the counts of options left (`len`) are read item by item, `·` for an item
/// the learner's search has covered, as the walk shows them.
struct Assembler {
    n: usize,
    look: Option<(usize, usize)>,
    placed_in_row: Vec<bool>,
    /// Exact cover: the items covered (their headers), each with whether it was the branch's.
    covered: Option<Vec<(usize, bool)>>,
    /// Exact cover: the last step was a choice.
    chose: bool,
}

/// A line of the harness, read.
enum Event {
    Look(usize, usize),
    Place(usize, usize, Vec<Vec<String>>),
    Remove(usize, usize, Vec<Vec<String>>),
    Choose(usize, usize),
    Cover(usize, Vec<Vec<String>>),
    Uncover(usize, Vec<Vec<String>>),
    Solution,
    Total(u64),
    Copies(u64),
    End,
    Cap,
}

fn parse(line: &str) -> Option<Event> {
    let line = line.strip_prefix('@')?;
    let mut parts = line.split('|');
    let head = parts.next()?;
    let state: Vec<Vec<String>> =
        parts.map(|part| part.split_whitespace().map(str::to_string).collect()).collect();
    let words: Vec<&str> = head.split_whitespace().collect();
    let number = |index: usize| words.get(index).and_then(|word| word.parse::<u64>().ok());
    let cell = || Some((usize::try_from(number(1)?).ok()?, usize::try_from(number(2)?).ok()?));
    Some(match *words.first()? {
        "L" => cell().map(|(row, col)| Event::Look(row, col))?,
        "P" => cell().map(|(row, col)| Event::Place(row, col, state))?,
        "R" => cell().map(|(row, col)| Event::Remove(row, col, state))?,
        "H" => cell().map(|(item, options)| Event::Choose(item, options))?,
        "K" => Event::Cover(usize::try_from(number(1)?).ok()?, state),
        "U" => Event::Uncover(usize::try_from(number(1)?).ok()?, state),
        "S" => Event::Solution,
        "T" => Event::Total(number(1)?),
        "C" => Event::Copies(number(1)?),
        "E" => Event::End,
        "!cap" => Event::Cap,
        _ => return None,
    })
}

impl Assembler {
    fn new(n: usize, links: bool) -> Assembler {
        let covered = links.then(Vec::new);
        Assembler { n, look: None, placed_in_row: vec![false; n + 2], covered, chose: false }
    }

    /// The rejection a pending look turns out to be, unless it is of `placed`.
    fn flush(&mut self, placed: Option<(usize, usize)>, steps: &mut Vec<Taken>) {
        if let Some((row, col)) = self.look.take()
            && placed != Some((row, col))
        {
            steps.push(Taken { step: Step::Reject { row, col }, state: None });
        }
    }

    fn steps(&mut self, event: &Event) -> Vec<Taken> {
        if self.covered.is_some() {
            return self.links_steps(event).into_iter().collect();
        }
        let mut steps = Vec::new();
        match event {
            Event::Look(row, col) => {
                self.flush(None, &mut steps);
                self.look = Some((*row, *col));
            }
            Event::Place(row, col, state) => {
                self.flush(Some((*row, *col)), &mut steps);
                if let Some(placed) = self.placed_in_row.get_mut(*row) {
                    *placed = true;
                }
                if let Some(below) = self.placed_in_row.get_mut(row + 1) {
                    *below = false;
                }
                let step = Step::Place { row: *row, col: *col, marks: Vec::new() };
                steps.push(Taken { step, state: Some(state.clone()) });
            }
            Event::Remove(row, col, state) => {
                self.flush(None, &mut steps);
                let below = row + 1;
                if below < self.n && !self.placed_in_row.get(below).copied().unwrap_or(true) {
                    steps.push(Taken { step: Step::DeadEnd { row: below }, state: None });
                }
                let step = Step::Remove { row: *row, col: *col, clears: Vec::new() };
                steps.push(Taken { step, state: Some(state.clone()) });
            }
            Event::Solution => {
                self.flush(None, &mut steps);
                steps.push(Taken { step: Step::Solution, state: None });
            }
            Event::Total(_)
            | Event::Copies(_)
            | Event::End
            | Event::Cap
            | Event::Choose(..)
            | Event::Cover(..)
            | Event::Uncover(..) => {
                self.flush(None, &mut steps);
            }
        }
        steps
    }
}

/// Whether two steps are the same step, leaving out the marks a walk keeps with them (and, for
/// exact cover, the options a cover hides: the counts of the state say what it hid).
pub fn same_step(one: &Step, other: &Step) -> bool {
    match (one, other) {
        (Step::Cover { item, .. }, Step::Cover { item: other, .. })
        | (Step::Uncover { item, .. }, Step::Uncover { item: other, .. }) => item == other,
        (Step::Place { row, col, .. }, Step::Place { row: r, col: c, .. })
        | (Step::Remove { row, col, .. }, Step::Remove { row: r, col: c, .. }) => {
            (row, col) == (r, c)
        }
        _ => one == other,
    }
}

/// The textbook's walk for one exercise and n: the walk of its approach, cut short for the
/// mirror count at the first queen of row 0 right of the middle.
pub struct Textbook {
    /// The walk, at the step last taken.
    pub walk: Walk,
    kind: Kind,
    ended: bool,
}

impl Textbook {
    /// The textbook of `exercise` for `n`, at its start.
    pub fn new(exercise: &Exercise, n: usize) -> Textbook {
        let solver = crate::solver(exercise.approach).expect(
            "every exercise's approach is one of the five searches (a test holds them to it)",
        );
        let walk = Walk::new(solver, n).expect("every exercise's approach walks n = 1 to 8");
        Textbook { walk, kind: exercise.kind, ended: false }
    }

    /// Its next step, if it has one.
    pub fn forward(&mut self) -> Option<Step> {
        if self.ended {
            return None;
        }
        let n = self.walk.n();
        if self.kind == Kind::Mirror
            && let Some(Step::Place { row: 0, col, .. }) = self.walk.upcoming()
            && col >= n.div_ceil(2)
        {
            self.ended = true;
            return None;
        }
        let step = self.walk.forward().cloned();
        self.ended = step.is_none();
        step
    }
}

/// The state the textbook's search holds after the walk's step, in the names and shapes the
/// learner reports: the three lines (sets, arrays, or the masks of the row), or for the board
/// the cells marked (`conflicted`) and the undo list (`lock`), both in order of cells.
pub fn textbook_state(walk: &Walk, lang: Lang) -> Vec<StateLine> {
    match walk.bookkeeping() {
        Bookkeeping::MarkedBoard => {
            let mut cells: Vec<(usize, usize)> = walk.lock().iter().flatten().copied().collect();
            cells.sort_unstable();
            let values: Vec<String> =
                cells.iter().map(|(row, col)| format!("({row},{col})")).collect();
            ["conflicted", "lock"]
                .into_iter()
                .map(|name| StateLine {
                    shape: Shape::Cells,
                    name: name.to_string(),
                    values: values.clone(),
                    read: None,
                    note: String::new(),
                })
                .collect()
        }
        Bookkeeping::Masks => explain::state_in(walk, lang).into_iter().take(3).collect(),
        _ => explain::state_in(walk, lang),
    }
}

/// Where the learner's lines come from: the program `check` runs, or the lines a page's worker
/// recorded from the learner's JavaScript.
pub trait Lines {
    /// The next line, the end of the output, or the end of the time.
    fn read(&mut self) -> Next;
    /// The output has ended before the textbook's search: why it stopped.
    fn ended(self) -> Stop;
    /// Every n is read, or enough of it: no more lines are wanted.
    fn close(self);
}

impl Lines for Running {
    fn read(&mut self) -> Next {
        Running::read(self)
    }

    fn ended(self) -> Stop {
        let ended = self.finish();
        Stop::Panic(if ended.errors.trim().is_empty() {
            ended.status.map_or_else(String::new, |status| status.to_string())
        } else {
            ended.errors
        })
    }

    fn close(self) {
        drop(self.stop());
    }
}

/// Reads the learner's lines and holds them to the textbook for n = 1 to `largest`.
pub fn compare(exercise: &'static Exercise, mut running: impl Lines, limits: Limits) -> Verdict {
    let largest = limits.largest;
    let mut agreed = Vec::new();
    let mut last: VecDeque<Step> = VecDeque::new();
    for n in 1..=largest {
        let mut textbook = Textbook::new(exercise, n);
        let links = crate::solver(exercise.approach)
            .is_some_and(|solver| solver.info().bookkeeping == Some(Bookkeeping::Links));
        let mut assembler = Assembler::new(n, links);
        let (mut number, mut yours, mut copies, mut total) = (0, Work::default(), 0, None);
        let mut last_state: Option<Vec<Vec<String>>> = None;
        let mut steps: Vec<Step> = Vec::new();
        let mut started = false;
        last.clear();
        loop {
            let line = match running.read() {
                Next::Line(line) => line,
                Next::End => {
                    let stop = running.ended();
                    let last = last.into_iter().collect();
                    return Verdict::Stopped { n, number, stop, last };
                }
                Next::TimedOut => {
                    running.close();
                    let last = last.into_iter().collect();
                    return Verdict::Stopped {
                        n,
                        number,
                        stop: Stop::Timeout(limits.time.as_secs()),
                        last,
                    };
                }
            };
            if !started {
                started = line == format!("@n {n}");
                continue;
            }
            // A line the learner printed themselves is not a step.
            let Some(event) = parse(&line) else { continue };
            for taken in assembler.steps(&event) {
                number += 1;
                yours.add(&taken.step);
                steps.push(taken.step.clone());
                let expected = textbook.forward();
                let step_agrees =
                    expected.as_ref().is_some_and(|step| same_step(step, &taken.step));
                let parting = if step_agrees {
                    taken.state.as_ref().and_then(|state| {
                        let lines = textbook_state(&textbook.walk, Lang::En);
                        (0..lines.len().max(state.len()))
                            .find(|&index| {
                                lines.get(index).map(|line| &line.values) != state.get(index)
                            })
                            .map(Parting::State)
                    })
                } else {
                    Some(Parting::Step)
                };
                if let Some(parting) = parting {
                    running.close();
                    return Verdict::Differs(Difference {
                        n,
                        number,
                        parting,
                        textbook: expected,
                        yours: Some(taken),
                        last_state,
                        steps,
                    });
                }
                if taken.state.is_some() {
                    last_state.clone_from(&taken.state);
                }
                last.push_back(taken.step);
                if last.len() > LAST_STEPS {
                    last.pop_front();
                }
            }
            match event {
                Event::Total(value) => total = Some(value),
                Event::Copies(value) => copies = value,
                Event::Cap => {
                    running.close();
                    let last = last.into_iter().collect();
                    return Verdict::Stopped {
                        n,
                        number,
                        stop: Stop::TooManySteps(limits.steps),
                        last,
                    };
                }
                Event::End => {
                    if let Some(expected) = textbook.forward() {
                        running.close();
                        return Verdict::Differs(Difference {
                            n,
                            number: number + 1,
                            parting: Parting::Step,
                            textbook: Some(expected),
                            yours: None,
                            last_state,
                            steps,
                        });
                    }
                    let right = TOTAL_SOLUTIONS.get(n).copied();
                    if exercise.kind == Kind::Mirror
                        && let Some(right) = right
                        && total != Some(right)
                    {
                        running.close();
                        return Verdict::Differs(Difference {
                            n,
                            number,
                            parting: Parting::Total { yours: total, textbook: right },
                            textbook: None,
                            yours: None,
                            last_state,
                            steps,
                        });
                    }
                    agreed.push(Agreed {
                        n,
                        yours,
                        textbook: whole_work(exercise, n),
                        copies,
                        total,
                    });
                    break;
                }
                _ => {}
            }
        }
    }
    running.close();
    Verdict::Agrees(agreed)
}

/// The work of the textbook's whole search for n (not cut short for the mirror count).
pub fn whole_work(exercise: &Exercise, n: usize) -> Work {
    let mut whole = Textbook::new(exercise, n);
    whole.kind = Kind::Whole;
    let mut work = Work::default();
    while let Some(step) = whole.forward() {
        work.add(&step);
    }
    work
}
