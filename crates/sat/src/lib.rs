//! N-Queens for a SAT solver: the board as a formula of Boolean clauses, handed to a general
//! solver that knows nothing of queens.
//!
//! There are n² variables, one per cell: the variable of (row, col) is true when a queen stands
//! there. The clauses say that every row has at least one queen, and that every row, column,
//! diagonal and anti-diagonal has at most one. Two encodings of "at most one" stand side by
//! side ([`Encoding`]): the pairwise encoding forbids every pair of cells of a line, and the
//! sequential counter (rustsat's ladder) adds a helper variable per cell of a line that says
//! "a queen stands here or earlier on the line". The solver is BatSat, a pure-Rust CDCL solver
//! (conflict-driven clause learning), behind the `rustsat` library, which also writes the
//! at-most-one encodings.
//!
//! To list every solution, the search finds the lexicographically smallest remaining one by
//! fixing the rows one by one with assumptions, hands it on, and adds a clause that forbids it
//! (a blocking clause); then it asks again, until the formula has no model left.
//!
//! # Complexity
//!
//! Time: exponential. Each question to the solver is a CDCL search of its own, and listing asks
//! about n²/2 questions per solution (in each row, one per column left of the model's, about half
//! a row on average), so the work grows with the number of solutions (OEIS
//! A000170), and each question grows dearer with the blocking clauses added so far. The work
//! counters count the questions as nodes and the cells asked about as cells; [`Statistics`]
//! holds the solver's own decisions, conflicts and propagations.
//!
//! Space: the pairwise formula has O(n³) clauses (n(n − 1)/2 per row and column, and the pairs
//! of every diagonal), the sequential counter's O(n²) clauses with O(n²) helper variables
//! ([`clauses`] and [`variables`] give the exact counts); listing adds one blocking clause of n
//! literals per solution.
//!
//! # Feasible n
//!
//! Every `n` up to 256 can be represented, because a solution stores its columns as `u8`.
//! The times of a count are on its page, `docs/sat.md`, "What it costs". One solution
//! alone, with [`one_solution`], takes a single question and reaches far larger boards (see
//! `docs/sat.md`).
//!
//! ```
//! use nqueens_core::Solver;
//! use nqueens_sat::Sat;
//!
//! assert_eq!(Sat.count(8), Ok(92));
//! ```

mod measured;
mod placer;

pub use placer::SatPlacer;

use std::ops::ControlFlow;

use batsat::SolverInterface;
use nqueens_core::{Approach, Info, Kind, Limit, LimitCost, Observer, Sizes, Source};
use rustsat::encodings::am1::{Encode, Ladder, Pairwise};
use rustsat::instances::{BasicVarManager, Cnf, ManageVars};
use rustsat::solvers::{Solve, SolveIncremental, SolverResult};
use rustsat::types::{Clause, Lit, TernaryVal, Var};
use rustsat_batsat::BasicSolver;

pub use measured::{
    SAT_FIRST_SOLUTION_SECONDS, SAT_LIMIT_SECONDS, SAT_MEASURED_SECONDS, SAT_NODES,
};

/// How the formula says "at most one queen" on a line of k cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Encoding {
    /// One clause per pair of cells, "not both": k(k − 1)/2 clauses and no new variables.
    Pairwise,
    /// The sequential counter (rustsat's ladder): k − 1 helper variables, the i-th true when the
    /// line's queen, if it has one, stands beyond its first i + 1 cells, and 3k − 4 clauses that
    /// tie them to the cells and to each other.
    SequentialCounter,
}

impl Encoding {
    /// Both encodings, pairwise first.
    pub const ALL: [Encoding; 2] = [Encoding::Pairwise, Encoding::SequentialCounter];

    /// The clauses this encoding writes for "at most one" on a line of `k` cells.
    pub const fn clauses_per_line(self, k: usize) -> usize {
        if k < 2 {
            return 0;
        }
        match self {
            Encoding::Pairwise => k * (k - 1) / 2,
            Encoding::SequentialCounter => 3 * k - 4,
        }
    }

    /// The helper variables this encoding adds for "at most one" on a line of `k` cells.
    pub const fn variables_per_line(self, k: usize) -> usize {
        if k < 2 {
            return 0;
        }
        match self {
            Encoding::Pairwise => 0,
            Encoding::SequentialCounter => k - 1,
        }
    }
}

/// The variable of the cell (`row`, `col`) of an n × n board: row-major, from 0.
fn cell(n: usize, row: usize, col: usize) -> Lit {
    // The cast is lossless: the board has at most 256² cells (`INFO.max_n`).
    Var::new((row * n + col) as u32).pos_lit()
}

/// Every line of an n × n board on which at most one queen may stand, as its cells: the n rows,
/// the n columns, then the 2n − 1 diagonals (row − col constant) and the 2n − 1 anti-diagonals
/// (row + col constant).
fn lines(n: usize) -> Vec<Vec<(usize, usize)>> {
    let mut lines = Vec::new();
    for row in 0..n {
        lines.push((0..n).map(|col| (row, col)).collect());
    }
    for col in 0..n {
        lines.push((0..n).map(|row| (row, col)).collect());
    }
    for sum in 0..(2 * n).saturating_sub(1) {
        // The diagonal whose cells have col − row = sum − (n − 1).
        lines.push(
            (0..n)
                .filter_map(|row| {
                    (row + sum).checked_sub(n - 1).filter(|&col| col < n).map(|col| (row, col))
                })
                .collect(),
        );
        // The anti-diagonal whose cells have row + col = sum.
        lines.push(
            (0..n)
                .filter_map(|row| sum.checked_sub(row).filter(|&col| col < n).map(|col| (row, col)))
                .collect(),
        );
    }
    lines
}

/// The lengths of every line of [`lines`], without building them: n rows and n columns of n
/// cells, and for each direction of diagonal two lines of each length 1 to n − 1 and one of n.
fn line_lengths(n: usize) -> impl Iterator<Item = usize> {
    let straight = std::iter::repeat_n(n, 2 * n);
    let diagonal = (1..n).flat_map(|k| [k, k]).chain((n > 0).then_some(n));
    straight.chain(diagonal.clone()).chain(diagonal)
}

/// The number of clauses of the formula for an n × n board: n "at least one queen in this row"
/// clauses, and the at-most-one clauses of every line.
///
/// ```
/// use nqueens_sat::{Encoding, clauses};
///
/// assert_eq!(clauses(8, Encoding::Pairwise), 736);
/// assert_eq!(clauses(8, Encoding::SequentialCounter), 596);
/// ```
pub fn clauses(n: usize, encoding: Encoding) -> usize {
    n + line_lengths(n).map(|k| encoding.clauses_per_line(k)).sum::<usize>()
}

/// The number of variables of the formula for an n × n board: the n² cells and the helper
/// variables of every line.
///
/// ```
/// use nqueens_sat::{Encoding, variables};
///
/// assert_eq!(variables(8, Encoding::Pairwise), 64);
/// assert_eq!(variables(8, Encoding::SequentialCounter), 274);
/// ```
pub fn variables(n: usize, encoding: Encoding) -> usize {
    n * n + line_lengths(n).map(|k| encoding.variables_per_line(k)).sum::<usize>()
}

// ANCHOR: formula
/// The formula for an n × n board in the given encoding, and the number of its variables.
pub fn formula(n: usize, encoding: Encoding) -> (Cnf, usize) {
    let mut cnf = Cnf::new();
    // The helper variables of the sequential counter come after the n² cells.
    let first_helper =
        u32::try_from(n * n).expect("the solver numbers the n² cells in u32: n < 65,536");
    let mut vars = BasicVarManager::from_next_free(Var::new(first_helper));
    // At least one queen in each row.
    for row in 0..n {
        cnf.add_clause((0..n).map(|col| cell(n, row, col)).collect::<Clause>());
    }
    // At most one queen on each row, column, diagonal and anti-diagonal.
    for line in lines(n) {
        at_most_one(n, &line, encoding, &mut cnf, &mut vars);
    }
    let count = usize::try_from(vars.n_used()).expect("a u32 count fits a usize").max(n * n);
    (cnf, count)
}

/// Writes into `cnf` the clauses that allow at most one queen on the `line` of cells, taking
/// any helper variables from `vars`.
fn at_most_one(
    n: usize,
    line: &[(usize, usize)],
    encoding: Encoding,
    cnf: &mut Cnf,
    vars: &mut BasicVarManager,
) {
    let lits = line.iter().map(|&(row, col)| cell(n, row, col));
    // Writing into a `Cnf` in memory cannot run out of a bound, only of memory, which aborts
    // anyway.
    let written = match encoding {
        Encoding::Pairwise => lits.collect::<Pairwise>().encode(cnf, vars),
        Encoding::SequentialCounter => lits.collect::<Ladder>().encode(cnf, vars),
    };
    written.expect("the clauses fit in memory");
}
// ANCHOR_END: formula

/// A variable of the formula, as a person names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Variable {
    /// The variable of the cell (`row`, `col`): true when a queen stands there.
    Cell {
        /// The row of the cell.
        row: usize,
        /// The column of the cell.
        col: usize,
    },
    /// A helper variable of an encoding, numbered from 0 within the clauses it appears in.
    Helper(usize),
}

/// A variable or its negation, as it stands in a clause.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Literal {
    /// The variable.
    pub variable: Variable,
    /// Whether the clause has the variable negated ("not").
    pub negated: bool,
}

/// The clauses that the formula of an n × n board writes for "at most one queen" on the given
/// `line` of cells, in the given encoding, exactly as [`formula`] writes them; the helper
/// variables are numbered from 0 for this line. A clause is satisfied when one of its literals
/// is true.
///
/// ```
/// use nqueens_sat::{Encoding, Variable, at_most_one_clauses};
///
/// // Row 0 of a 4 × 4 board: "not both" for each of its 6 pairs of cells.
/// let row = [(0, 0), (0, 1), (0, 2), (0, 3)];
/// let pairwise = at_most_one_clauses(4, &row, Encoding::Pairwise);
/// assert_eq!(pairwise.len(), Encoding::Pairwise.clauses_per_line(4));
/// assert!(pairwise[0].iter().all(|literal| literal.negated));
/// assert_eq!(pairwise[0][0].variable, Variable::Cell { row: 0, col: 0 });
/// ```
pub fn at_most_one_clauses(
    n: usize,
    line: &[(usize, usize)],
    encoding: Encoding,
) -> Vec<Vec<Literal>> {
    let mut cnf = Cnf::new();
    let first_helper =
        u32::try_from(n * n).expect("the solver numbers the n² cells in u32: n < 65,536");
    let mut vars = BasicVarManager::from_next_free(Var::new(first_helper));
    at_most_one(n, line, encoding, &mut cnf, &mut vars);
    let name = |lit: &Lit| {
        let index = lit.var().idx();
        let variable = if index < n * n {
            Variable::Cell { row: index / n, col: index % n }
        } else {
            Variable::Helper(index - n * n)
        };
        Literal { variable, negated: lit.is_neg() }
    };
    cnf.iter().map(|clause| clause.iter().map(name).collect()).collect()
}

/// The solver's own statistics after a search: what it did inside its calls.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Statistics {
    /// Calls to the solver (one per question "is there a solution with this prefix?").
    pub calls: u64,
    /// Variables the solver set by choice.
    pub decisions: u64,
    /// Dead ends it met, each of which taught it a new clause.
    pub conflicts: u64,
    /// Variables it set by unit propagation (forced by a clause).
    pub propagations: u64,
}

/// A SAT solver loaded with the formula of an n × n board, and the questions asked of it.
struct Board {
    n: usize,
    solver: BasicSolver,
    calls: u64,
}

impl Board {
    fn new(n: usize, encoding: Encoding) -> Self {
        let (cnf, _) = formula(n, encoding);
        let mut solver = BasicSolver::default();
        // BatSat keeps clauses in memory and never refuses one.
        solver.add_cnf(cnf).expect("BatSat accepts every clause");
        Self { n, solver, calls: 0 }
    }

    /// Asks the solver for a model in which the queens of `assumed` stand where they say; on
    /// success returns the column of the queen in each row.
    fn model(&mut self, assumed: &[Lit]) -> Option<Vec<u8>> {
        self.calls += 1;
        // BatSat answers every question: it has no limits set that would make it give up.
        let answer = self.solver.solve_assumps(assumed).expect("BatSat answers");
        if answer != SolverResult::Sat {
            return None;
        }
        let n = self.n;
        let columns = (0..n)
            .map(|row| {
                let col = (0..n)
                    .find(|&col| {
                        self.solver.lit_val(cell(n, row, col)).ok() == Some(TernaryVal::True)
                    })
                    .expect("every row of a model has a queen");
                // The cast is lossless: col < n ≤ 256 (`INFO.max_n`).
                col as u8
            })
            .collect();
        Some(columns)
    }

    /// Forbids the solution `columns` from now on: at least one of its queens must be missing.
    fn block(&mut self, columns: &[u8]) {
        let clause: Clause = columns
            .iter()
            .enumerate()
            .map(|(row, &col)| !cell(self.n, row, usize::from(col)))
            .collect();
        self.solver.add_clause(clause).expect("BatSat accepts every clause");
    }

    fn statistics(&self) -> Statistics {
        let inner = self.solver.batsat_ref();
        Statistics {
            calls: self.calls,
            decisions: inner.num_decisions(),
            conflicts: inner.num_conflicts(),
            propagations: inner.num_propagations(),
        }
    }
}

// ANCHOR: search
/// Finds the lexicographically smallest solution left, starting from `model`, one that the
/// solver already found: row by row, it asks for each column left of the model's whether a
/// solution puts the queen there, under the queens already fixed above. The first yes fixes the
/// row (its model becomes the new one); if none says yes, the model's own column is the
/// smallest. Each question is a node of the search, each column asked about a cell.
fn smallest(board: &mut Board, mut model: Vec<u8>, observer: &mut impl Observer) -> Vec<u8> {
    let n = board.n;
    let mut fixed: Vec<Lit> = Vec::with_capacity(n);
    for row in 0..n {
        for smaller in 0..usize::from(model[row]) {
            fixed.push(cell(n, row, smaller));
            observer.node(row);
            let answer = board.model(&fixed);
            fixed.pop();
            match answer {
                Some(better) => {
                    // A solution puts this row's queen further left: it is the new model.
                    observer.placed(row, smaller);
                    model = better;
                    break;
                }
                None => observer.rejected(row, smaller),
            }
        }
        // The model's column is now the smallest left for this row: fix it.
        fixed.push(cell(n, row, usize::from(model[row])));
    }
    model
}

/// Hands every solution to `visit` in lexicographic order, each found as the smallest one left
/// and then blocked, until the solver finds no model or `visit` stops the search.
fn search(
    n: usize,
    encoding: Encoding,
    observer: &mut impl Observer,
    visit: &mut impl FnMut(&[u8]) -> ControlFlow<()>,
) -> (ControlFlow<()>, Statistics) {
    let mut board = Board::new(n, encoding);
    loop {
        // The root question: is any solution left at all?
        observer.node(0);
        let Some(model) = board.model(&[]) else {
            return (ControlFlow::Continue(()), board.statistics());
        };
        let columns = smallest(&mut board, model, observer);
        observer.solution(&columns);
        if visit(&columns).is_break() {
            return (ControlFlow::Break(()), board.statistics());
        }
        board.block(&columns);
    }
}
// ANCHOR_END: search

/// Lists every solution in the given encoding and returns the solver's statistics: the same
/// solutions in the same order for both encodings, found with different work.
pub fn solve_with(
    n: usize,
    encoding: Encoding,
    observer: &mut impl Observer,
    visit: &mut impl FnMut(&[u8]) -> ControlFlow<()>,
) -> Statistics {
    search(n, encoding, observer, visit).1
}

/// One solution for an n × n board, the first model the solver finds (not the smallest), or
/// `None` when the board has none; with the solver's statistics. This is how a SAT solver
/// reaches large boards: one call, no listing.
pub fn one_solution(n: usize, encoding: Encoding) -> (Option<Vec<u8>>, Statistics) {
    let mut board = Board::new(n, encoding);
    let model = board.model(&[]);
    (model, board.statistics())
}

/// N-Queens as Boolean satisfiability, solved by BatSat with the pairwise encoding.
#[derive(Clone, Copy, Debug, Default)]
pub struct Sat;

impl Sat {
    /// The encoding of the registered approach.
    pub const ENCODING: Encoding = Encoding::Pairwise;
}

impl Approach for Sat {
    const INFO: Info = Info {
        id: "sat",
        kind: Kind::GeneralSolver,
        idea: "a formula of n² Boolean variables for a SAT solver (BatSat), one blocking clause per solution",
        source: Source { path: file!(), text: include_str!("lib.rs") },
        time: "exponential: a CDCL search per question, about n²/2 questions per solution",
        space: "O(n³) clauses (pairwise), and one more per solution found",
        max_n: 256,
        max_n_reason: Limit::ColumnsU8,
        // The listing's times by n are measured on the page (`docs/sat.md`, "What it costs").
        work: measured::sat_nodes,
        cost: measured::COST,
        // It reports no attacked cells of its own: `trace` and `explore` do not show it.
        bookkeeping: None,
        tested_up_to: 10,
        bench_sizes: Sizes { first: 4, last: 10 },
        leetcode: None,
    };

    fn search<O, V>(&self, n: usize, observer: &mut O, visit: &mut V) -> ControlFlow<()>
    where
        O: Observer,
        V: FnMut(&[u8]) -> ControlFlow<()>,
    {
        search(n, Self::ENCODING, observer, visit).0
    }

    /// Its own measured times ([`SAT_FIRST_SOLUTION_SECONDS`], [`SAT_LIMIT_SECONDS`]), capped
    /// by the estimate of listing every solution where that is known from counted work.
    fn limit_cost(&self, n: usize, limit: u64) -> LimitCost {
        let whole =
            SAT_NODES.get(n).map(|_| nqueens_core::Solver::estimated_listing_seconds(self, n));
        match (measured::limit_cost(n, limit), whole) {
            (LimitCost::Seconds(seconds), Some(whole)) => LimitCost::Seconds(seconds.min(whole)),
            (LimitCost::Unknown { .. }, Some(whole)) => LimitCost::Seconds(whole),
            (cost, _) => cost,
        }
    }
}
