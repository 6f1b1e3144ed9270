//! The one trait every approach implements, and its object-safe face.

use std::ops::{ControlFlow, RangeInclusive};

use crate::{Error, Limit, NoObserver, Observer, Solution, TaskCounter, Work, WorkCounts};

/// What receives each solution: the column of the queen in each row, in lexicographic order.
/// Returning [`ControlFlow::Break`] stops the search early (the command-line tool's `--limit`).
pub type Visit<'a> = dyn FnMut(&[u8]) -> ControlFlow<()> + 'a;

/// How an approach searches: what its work counts and what the tool can do with it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// Brute force: it generates candidate boards and tests each one. Its work is counted in
    /// candidates.
    BruteForce,
    /// Row-by-row backtracking: it walks the search tree, one queen per row. Its work is counted
    /// in nodes, and every backtracking approach walks the same tree.
    Backtracking,
    /// A counter that splits its work into independent tasks, runs them on several threads and
    /// can run a slice (a shard) of them, skipping most of the plain tree by symmetry. Its work
    /// is given in nodes of the plain tree only as a yardstick; it lists solutions with a plain
    /// backtracking search.
    TaskCounter,
    /// A general solver that knows nothing of queens (exact cover), fed a model of the board.
    /// It searches a tree of its own, not the row-by-row tree, so its work is counted in the
    /// nodes of that tree; it still hands on the solutions in lexicographic order.
    GeneralSolver,
}

/// What a backtracking search remembers about the queens on the board, to decide which cells
/// are still free. The tool draws it in the search's own terms.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Bookkeeping {
    /// A board `conflicted[row][col]` of the cells attacked from above, and an undo list `lock`
    /// of the cells each queen marked.
    MarkedBoard,
    /// Hash sets: `cols` of the queens' columns, `diags1` of their `row - col`, `diags2` of their
    /// `row + col`.
    Sets,
    /// Arrays of flags: `cols[col]`, `diags1[row + n - 1 - col]` and `diags2[row + col]`.
    Flags,
    /// Bit masks of the attacked columns of the current row: `cols`, `diags1` (shifted one
    /// column right per row) and `diags2` (one column left), and `avail`, the free ones.
    Masks,
    /// Dancing links: the exact-cover matrix of the board (one option per cell, items for the
    /// rows, columns and diagonals), the items not yet covered and each item's count of options
    /// left. Not row by row: the search branches on an item and may fill a row below.
    Links,
}

/// What a search costs up to its k-th solution (`nqueens solve N --limit K`), for the tool's
/// budget.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum LimitCost {
    /// As the row-by-row tree says: the nodes up to its first solution
    /// ([`crate::space::FIRST_SOLUTION_NODES`]) and its nodes per solution after that, at the
    /// approach's time per node. Every row-by-row search walks that tree.
    RowByRow,
    /// About this many units of the approach's own work (nodes of its own tree, or candidates
    /// of a scan), at its time per unit.
    Nodes(f64),
    /// About this many seconds on the reference machine, from the approach's own measurements.
    Seconds(f64),
    /// Not measured for this limit at this n: no more than the whole search, which a search
    /// stopped early never exceeds, so it is priced as that.
    Whole,
    /// Not known: n lies beyond the largest n measured.
    Unknown {
        /// The largest n whose cost was measured.
        measured_up_to: usize,
    },
}

/// A range of board sizes, `first..=last`, kept as two numbers so that [`Info`] stays `Copy`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Sizes {
    /// The smallest n.
    pub first: usize,
    /// The largest n.
    pub last: usize,
}

impl Info {
    /// Whether `nqueens trace` and `nqueens explore` can show the search step by step.
    pub const fn traceable(&self) -> bool {
        self.bookkeeping.is_some()
    }
}

impl Sizes {
    /// The sizes as a range: `first..=last`.
    pub fn range(self) -> RangeInclusive<usize> {
        self.first..=self.last
    }

    /// Whether n lies in the range.
    pub fn contains(self, n: usize) -> bool {
        self.range().contains(&n)
    }
}

/// The LeetCode version of an approach (problems 51 and 52), whose source pastes whole into the
/// LeetCode editor.
#[derive(Clone, Copy, Debug)]
pub struct LeetCode {
    /// LeetCode 51, `Solution::solve_n_queens`: every solution drawn as strings.
    pub solve_n_queens: fn(i32) -> Vec<Vec<String>>,
    /// LeetCode 52, `Solution::total_n_queens`: the number of solutions.
    pub total_n_queens: fn(i32) -> i32,
    /// The text of its `src/leetcode.rs`, the file that is pasted.
    pub source: &'static str,
    /// The largest n it solves, if its representation limits it; beyond that it answers `[]`
    /// and 0 rather than overflow.
    pub largest_n: Option<i32>,
}

/// A source file of the project, as its crate reads it when it is compiled: what the code panels
/// of `nqueens explore` and the book's stepper show, so that none of them reads another crate's
/// files.
#[derive(Clone, Copy, Debug)]
pub struct Source {
    /// The file, from the root of the repository (`file!()` in the file itself):
    /// `crates/backtrack-array/src/lib.rs`.
    pub path: &'static str,
    /// Its text (`include_str!` of the file itself).
    pub text: &'static str,
}

/// Everything the project says about an approach besides its search: every fact the tool, the
/// tests, the benches and the docs need, so that none of them names an approach.
#[derive(Clone, Copy, Debug)]
pub struct Info {
    /// The stable id, unique among the approaches of the workspace: lowercase words joined by
    /// `-`, such as `backtrack-bitmask`.
    pub id: &'static str,
    /// How it searches.
    pub kind: Kind,
    /// The idea in one line.
    pub idea: &'static str,
    /// The source file that holds the search, as the approach's page and the code panels show
    /// it.
    pub source: Source,
    /// The time complexity, in the O-notation of the textbooks.
    pub time: &'static str,
    /// The extra space the search needs besides its output.
    pub space: &'static str,
    /// The largest n the approach can represent; larger n is refused with [`Error::TooLarge`].
    pub max_n: usize,
    /// Why `max_n` is the limit: the part of the representation a larger board would overflow.
    pub max_n_reason: Limit,
    /// The work the approach does for a given n.
    pub work: fn(usize) -> Work,
    /// What a unit of its work costs, as measured: the tool's calibration, kept in the crate's
    /// `measured` module, out of the file that holds the search.
    pub cost: Cost,
    /// What the search remembers about the queens on the board, if it reports every cell,
    /// rejection, placement and removal; `nqueens trace` and `nqueens explore` draw that state in
    /// the search's own terms. `None` for a search that cannot be traced.
    pub bookkeeping: Option<Bookkeeping>,
    /// The largest n that `cargo test` runs it at (and the docs' work tables show); larger n
    /// belongs in the benchmarks.
    pub tested_up_to: usize,
    /// The n at which the `scaling` bench times it: from the smallest interesting board to the
    /// largest that takes about a second per run on two cores.
    pub bench_sizes: Sizes,
    /// Its LeetCode version, if it has one.
    pub leetcode: Option<LeetCode>,
}

/// What a unit of an approach's work costs on the reference machine (2 cores, a release build),
/// measured, so that the tool can price a run before it starts it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Cost {
    /// Nanoseconds per unit of work (per candidate or per node) when counting.
    pub nanos_per_unit: f64,
    /// Nanoseconds per unit of work when listing every solution, for an approach that counts in
    /// another way than it lists; `None` when listing costs what counting does.
    pub listing_nanos_per_unit: Option<f64>,
    /// For a search whose cost per unit of work grows in proportion to n (one that examines all
    /// n cells of every node): the n at which the costs above were measured, so that estimates
    /// scale them by n / that n. `None` when the cost per unit does not depend on n.
    pub measured_at: Option<usize>,
}

impl Cost {
    /// A cost of `nanos_per_unit` per unit of work, counting or listing, at every n.
    pub const fn per_unit(nanos_per_unit: f64) -> Cost {
        Cost { nanos_per_unit, listing_nanos_per_unit: None, measured_at: None }
    }

    /// Nanoseconds per unit of work when listing every solution.
    pub fn listing_nanos_per_unit(&self) -> f64 {
        self.listing_nanos_per_unit.unwrap_or(self.nanos_per_unit)
    }
}

/// One way of solving N-Queens.
///
/// An approach crate implements this trait once: its [`Info`] and a generic
/// [`search`](Approach::search). Everything else (size checks, counting, listing, work counts,
/// the object-safe [`Solver`] used by the tool, the tests and the benches) comes from core.
pub trait Approach: Send + Sync {
    /// What the project says about this approach.
    const INFO: Info;

    /// Finds every solution for an n × n board, hands each to `visit` in lexicographic order of
    /// columns, and reports its work to `observer`.
    ///
    /// The search stops as soon as `visit` returns [`ControlFlow::Break`], and returns it.
    /// Callers go through [`Solver`], which has already checked that `n ≤ INFO.max_n`; the
    /// search may rely on that.
    fn search<O, V>(&self, n: usize, observer: &mut O, visit: &mut V) -> ControlFlow<()>
    where
        O: Observer,
        V: FnMut(&[u8]) -> ControlFlow<()>;

    /// Counts the solutions for an n × n board (n ≤ `INFO.max_n`). The default counts what
    /// [`search`](Approach::search) finds; an approach with a faster way to count overrides it.
    fn count_solutions(&self, n: usize) -> u64 {
        let mut count = 0;
        let _ = self.search(n, &mut NoObserver, &mut |_: &[u8]| {
            count += 1;
            ControlFlow::Continue(())
        });
        count
    }

    /// Counts the solutions for an n × n board (n ≤ `INFO.max_n`) with the exact work the
    /// search does to list them. The default watches [`search`](Approach::search) with
    /// [`WorkCounts`]; an approach that can count the same work more cheaply overrides it, and a
    /// test holds the override to the watched counts.
    fn count_work(&self, n: usize) -> WorkCounts {
        let mut counts = WorkCounts::default();
        let _ = self.search(n, &mut counts, &mut |_: &[u8]| ControlFlow::Continue(()));
        counts
    }

    /// What the search costs up to its `limit`-th solution at n, when `limit` is below the
    /// number of solutions. The default prices it by the row-by-row tree
    /// ([`LimitCost::RowByRow`]); a search whose tree is its own (a general solver) gives its
    /// own measured model.
    fn limit_cost(&self, n: usize, limit: u64) -> LimitCost {
        let _ = (n, limit);
        LimitCost::RowByRow
    }

    /// The approach as a counter that splits its work into tasks, if it is one: what
    /// `count --threads`, `count --shard` and `sum` run. `None` for a search that counts on one
    /// thread.
    fn task_counter(&self) -> Option<&dyn TaskCounter> {
        None
    }

    /// The most memory a run holds at once at n, in bytes, beyond what every search holds (the
    /// program, a path of n queens, a few masks): the tool refuses a run that would not fit in
    /// the memory available, before it starts. `listing` asks about a run that hands on every
    /// solution (`solve`, `count --unique`), otherwise about a count. The default, 0, is a
    /// search that holds nothing more; an approach that holds lists gives its own measured
    /// model.
    fn peak_bytes(&self, n: usize, listing: bool) -> u64 {
        let _ = (n, listing);
        0
    }

    /// Counts all solutions and the unique ones (one per symmetry class) for an n × n board
    /// (n ≤ `INFO.max_n`). The default lists every solution and keeps the canonical ones.
    fn count_total_and_unique(&self, n: usize) -> (u64, u64) {
        let (mut total, mut unique) = (0, 0);
        let _ = self.search(n, &mut NoObserver, &mut |columns: &[u8]| {
            total += 1;
            if Solution::from(columns).is_canonical() {
                unique += 1;
            }
            ControlFlow::Continue(())
        });
        (total, unique)
    }
}

/// The object-safe face of every [`Approach`]: checked entry points that never panic on a large
/// n, for code that holds approaches in a list (`&dyn Solver`).
///
/// ```
/// use nqueens_core::{Approach, Cost, Info, Kind, Limit, Observer, Sizes, Solver, Source, space};
/// use std::ops::{ControlFlow, RangeInclusive};
///
/// /// Places queens on the main diagonal and calls it a solution: wrong, but short.
/// struct Diagonal;
///
/// impl Approach for Diagonal {
///     const INFO: Info = Info {
///         id: "diagonal",
///         kind: Kind::BruteForce,
///         idea: "an example",
///         source: Source { path: file!(), text: "" },
///         time: "O(n)",
///         space: "O(n)",
///         max_n: 10,
///         max_n_reason: Limit::ColumnsU8,
///         work: space::permutations,
///         cost: Cost::per_unit(1.0),
///         bookkeeping: None,
///         tested_up_to: 10,
///         bench_sizes: Sizes { first: 1, last: 10 },
///         leetcode: None,
///     };
///
///     fn search<O: Observer, V: FnMut(&[u8]) -> ControlFlow<()>>(
///         &self, n: usize, _observer: &mut O, visit: &mut V,
///     ) -> ControlFlow<()> {
///         let columns: Vec<u8> = (0..n as u8).collect();
///         visit(&columns)
///     }
/// }
///
/// let solver: &dyn Solver = &Diagonal;
/// assert_eq!(solver.count(3), Ok(1));
/// assert!(matches!(solver.count(11), Err(nqueens_core::Error::TooLarge { .. })));
/// // 10! = 3,628,800 units of work at 1 ns each: about 3.6 ms.
/// assert!((solver.estimated_seconds(10) - 0.003_628_8).abs() < 1e-9);
/// ```
pub trait Solver: Send + Sync {
    /// What the project says about this approach.
    fn info(&self) -> Info;

    /// The work this approach does for n.
    fn work(&self, n: usize) -> Work {
        (self.info().work)(n)
    }

    /// How long counting with this approach would take for n on the reference machine, in
    /// seconds.
    fn estimated_seconds(&self, n: usize) -> f64 {
        self.work(n).estimate * self.info().cost.nanos_per_unit * self.cost_growth(n) * 1e-9
    }

    /// How long listing every solution with this approach would take for n on the reference
    /// machine, in seconds.
    fn estimated_listing_seconds(&self, n: usize) -> f64 {
        self.work(n).estimate
            * self.info().cost.listing_nanos_per_unit()
            * self.cost_growth(n)
            * 1e-9
    }

    /// How much more a unit of work costs at n than where its cost was measured
    /// ([`Cost::measured_at`]): n / that n, or 1 for a cost that does not grow with n.
    fn cost_growth(&self, n: usize) -> f64 {
        match self.info().cost.measured_at {
            Some(measured_at) if measured_at > 0 => n.max(1) as f64 / measured_at as f64,
            _ => 1.0,
        }
    }

    /// Refuses an n beyond the approach's representation.
    fn check_size(&self, n: usize) -> Result<(), Error> {
        let info = self.info();
        if n > info.max_n {
            return Err(Error::TooLarge {
                approach: info.id,
                n,
                max_n: info.max_n,
                reason: info.max_n_reason,
            });
        }
        Ok(())
    }

    /// Hands every solution to `visit` in lexicographic order, until `visit` breaks.
    fn solve(&self, n: usize, visit: &mut Visit<'_>) -> Result<(), Error>;

    /// Hands every solution to `visit` and every event of the search to `observer`, and says
    /// whether `visit` stopped the search ([`ControlFlow::Break`]).
    fn observe(
        &self,
        n: usize,
        observer: &mut dyn Observer,
        visit: &mut Visit<'_>,
    ) -> Result<ControlFlow<()>, Error>;

    /// Every solution, in lexicographic order. For large n prefer [`solve`](Solver::solve),
    /// which streams them.
    fn solutions(&self, n: usize) -> Result<Vec<Solution>, Error> {
        let mut solutions = Vec::new();
        self.solve(n, &mut |columns| {
            solutions.push(Solution::from(columns));
            ControlFlow::Continue(())
        })?;
        Ok(solutions)
    }

    /// The number of solutions.
    fn count(&self, n: usize) -> Result<u64, Error>;

    /// The number of solutions and the exact work it took.
    fn count_with_work(&self, n: usize) -> Result<WorkCounts, Error>;

    /// The exact work of listing every solution, and the number of unique solutions among them
    /// (one per symmetry class), in one search.
    fn unique_with_work(&self, n: usize) -> Result<(WorkCounts, u64), Error>;

    /// The number of solutions and of unique solutions (one per symmetry class).
    fn count_total_and_unique(&self, n: usize) -> Result<(u64, u64), Error>;

    /// What the search costs up to its `limit`-th solution at n ([`Approach::limit_cost`]).
    fn limit_cost(&self, n: usize, limit: u64) -> LimitCost;

    /// The approach as a counter that splits its work into tasks, if it is one
    /// ([`Approach::task_counter`]).
    fn task_counter(&self) -> Option<&dyn TaskCounter>;

    /// The most memory a run holds at once at n, in bytes ([`Approach::peak_bytes`]).
    fn peak_bytes(&self, n: usize, listing: bool) -> u64;
}

impl<A: Approach> Solver for A {
    fn info(&self) -> Info {
        A::INFO
    }

    fn solve(&self, n: usize, visit: &mut Visit<'_>) -> Result<(), Error> {
        self.check_size(n)?;
        let _ = self.search(n, &mut NoObserver, &mut &mut *visit);
        Ok(())
    }

    fn observe(
        &self,
        n: usize,
        observer: &mut dyn Observer,
        visit: &mut Visit<'_>,
    ) -> Result<ControlFlow<()>, Error> {
        self.check_size(n)?;
        Ok(self.search(n, &mut &mut *observer, &mut &mut *visit))
    }

    fn count(&self, n: usize) -> Result<u64, Error> {
        self.check_size(n)?;
        Ok(self.count_solutions(n))
    }

    fn count_with_work(&self, n: usize) -> Result<WorkCounts, Error> {
        self.check_size(n)?;
        Ok(self.count_work(n))
    }

    fn unique_with_work(&self, n: usize) -> Result<(WorkCounts, u64), Error> {
        self.check_size(n)?;
        let mut counts = WorkCounts::default();
        let mut unique = 0;
        let _ = self.search(n, &mut counts, &mut |columns: &[u8]| {
            if Solution::from(columns).is_canonical() {
                unique += 1;
            }
            ControlFlow::Continue(())
        });
        Ok((counts, unique))
    }

    fn count_total_and_unique(&self, n: usize) -> Result<(u64, u64), Error> {
        self.check_size(n)?;
        Ok(Approach::count_total_and_unique(self, n))
    }

    fn limit_cost(&self, n: usize, limit: u64) -> LimitCost {
        Approach::limit_cost(self, n, limit)
    }

    fn task_counter(&self) -> Option<&dyn TaskCounter> {
        Approach::task_counter(self)
    }

    fn peak_bytes(&self, n: usize, listing: bool) -> u64 {
        Approach::peak_bytes(self, n, listing)
    }
}
