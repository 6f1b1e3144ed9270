//! The one trait every approach implements, and its object-safe face.

use std::ops::ControlFlow;

use crate::{Error, NoObserver, Observer, Solution, Work, WorkCounts};

/// What receives each solution: the column of the queen in each row, in lexicographic order.
/// Returning [`ControlFlow::Break`] stops the search early (the command-line tool's `--limit`).
pub type Visit<'a> = dyn FnMut(&[u8]) -> ControlFlow<()> + 'a;

/// Everything the project says about an approach besides its search.
#[derive(Clone, Copy, Debug)]
pub struct Info {
    /// The stable id, unique among the approaches of the workspace: lowercase words joined by
    /// `-`, such as `backtrack-bitmask`.
    pub id: &'static str,
    /// The idea in one line.
    pub idea: &'static str,
    /// The time complexity, in the O-notation of the textbooks.
    pub time: &'static str,
    /// The extra space the search needs besides its output.
    pub space: &'static str,
    /// The largest n the approach can represent; larger n is refused with [`Error::TooLarge`].
    pub max_n: usize,
    /// Why `max_n` is the limit, completing "its largest n is … (…)".
    pub max_n_reason: &'static str,
    /// The largest n that finishes within seconds on a 2-core machine.
    pub practical_n: usize,
    /// The work the approach does for a given n.
    pub work: fn(usize) -> Work,
    /// Measured nanoseconds per unit of work in a release build (per candidate or per node), used
    /// to estimate how long a run would take before starting it.
    pub nanos_per_unit: f64,
    /// Whether the search reports every cell, rejection, placement and removal, so that
    /// `nqueens trace` can draw it.
    pub traceable: bool,
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
/// use nqueens_core::{Approach, Info, NoObserver, Observer, Solver, space};
/// use std::ops::ControlFlow;
///
/// /// Places queens on the main diagonal and calls it a solution: wrong, but short.
/// struct Diagonal;
///
/// impl Approach for Diagonal {
///     const INFO: Info = Info {
///         id: "diagonal",
///         idea: "an example",
///         time: "O(n)",
///         space: "O(n)",
///         max_n: 10,
///         max_n_reason: "it is an example",
///         practical_n: 10,
///         work: space::permutations,
///         nanos_per_unit: 1.0,
///         traceable: false,
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
/// assert!(solver.count(11).is_err());
///
/// // A budget: 10! = 3,628,800 units at 1 ns each is about 3.6 ms.
/// assert_eq!(solver.check_budget(10, 1.0), Ok(()));
/// let refusal = solver.check_budget(10, 0.001).unwrap_err().to_string();
/// assert!(refusal.starts_with("diagonal at n = 10 would test 3,628,800"), "{refusal}");
/// assert!(refusal.ends_with("(--force)"), "{refusal}");
/// // The size limit comes first, whatever the budget.
/// let too_large = solver.check_budget(11, f64::INFINITY);
/// assert!(matches!(too_large, Err(nqueens_core::Error::TooLarge { .. })));
/// ```
pub trait Solver: Send + Sync {
    /// What the project says about this approach.
    fn info(&self) -> Info;

    /// The work this approach does for n.
    fn work(&self, n: usize) -> Work {
        (self.info().work)(n)
    }

    /// How long this approach would take for n on the reference machine, in seconds.
    fn estimated_seconds(&self, n: usize) -> f64 {
        self.work(n).estimate * self.info().nanos_per_unit * 1e-9
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

    /// Refuses an n beyond the approach's representation, or whose estimated time is over
    /// `budget_seconds`.
    fn check_budget(&self, n: usize, budget_seconds: f64) -> Result<(), Error> {
        self.check_size(n)?;
        let estimated_seconds = self.estimated_seconds(n);
        if estimated_seconds > budget_seconds {
            let work = self.work(n);
            return Err(Error::OverBudget {
                approach: self.info().id,
                n,
                work: work.estimate,
                unit: work.unit,
                estimated_seconds,
                budget_seconds,
            });
        }
        Ok(())
    }

    /// Hands every solution to `visit` in lexicographic order, until `visit` breaks.
    fn solve(&self, n: usize, visit: &mut Visit<'_>) -> Result<(), Error>;

    /// Hands every solution to `visit` and every event of the search to `observer`.
    fn observe(
        &self,
        n: usize,
        observer: &mut dyn Observer,
        visit: &mut Visit<'_>,
    ) -> Result<(), Error>;

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
    ) -> Result<(), Error> {
        self.check_size(n)?;
        let _ = self.search(n, &mut &mut *observer, &mut &mut *visit);
        Ok(())
    }

    fn count(&self, n: usize) -> Result<u64, Error> {
        self.check_size(n)?;
        Ok(self.count_solutions(n))
    }

    fn count_with_work(&self, n: usize) -> Result<WorkCounts, Error> {
        self.check_size(n)?;
        let mut counts = WorkCounts::default();
        let _ = self.search(n, &mut counts, &mut |_: &[u8]| ControlFlow::Continue(()));
        Ok(counts)
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
}
