//! The one error type of the workspace, and the human-friendly numbers its messages use.

use crate::WorkUnit;

/// Why an approach will not run for the n that was asked.
///
/// Each message says what was asked, the limit, and what to do instead.
#[derive(Clone, Debug, PartialEq, thiserror::Error)]
pub enum Error {
    /// The board does not fit the approach's representation (a `u64` mask holds 64 cells, a
    /// `u64` counter holds 20!, and so on). No flag overrides this.
    #[error(
        "{approach} cannot represent n = {n}: its largest n is {max_n} ({reason}); \
         pick n ≤ {max_n} or an approach with a larger range"
    )]
    TooLarge {
        /// The approach's id.
        approach: &'static str,
        /// The n that was asked.
        n: usize,
        /// The largest n the approach can represent.
        max_n: usize,
        /// Why that is the limit.
        reason: &'static str,
    },
    /// The run would take far longer than the budget allows.
    ///
    /// The message ends with `--force`, the flag with which the command-line tool lifts its
    /// budget, for the tool's users. A library caller sets the budget itself, in
    /// [`Solver::check_budget`](crate::Solver::check_budget), and lifts it by not calling that
    /// check: [`Solver::count`](crate::Solver::count) and the other entry points apply only the
    /// size limit.
    #[error(
        "{approach} at n = {n} would test {work} {unit}, about {estimate} on this kind of \
         machine, over the budget of {budget}; pick a smaller n or a faster approach, or force \
         the run (--force)",
        work = count(*.work),
        unit = unit.name(),
        estimate = duration(*.estimated_seconds),
        budget = duration(*.budget_seconds),
    )]
    OverBudget {
        /// The approach's id.
        approach: &'static str,
        /// The n that was asked.
        n: usize,
        /// The work the run would do.
        work: f64,
        /// What that work counts.
        unit: WorkUnit,
        /// The estimated time in seconds.
        estimated_seconds: f64,
        /// The budget in seconds.
        budget_seconds: f64,
    },
}

/// A large number as a person reads it: exact with thousands separators below ten million,
/// then three significant digits in scientific notation (`6.87e10`).
///
/// ```
/// assert_eq!(nqueens_core::count(2_057.0), "2,057");
/// assert_eq!(nqueens_core::count(68_719_476_736.0), "6.87e10");
/// assert_eq!(nqueens_core::count(f64::INFINITY), "more than 1e308");
/// ```
pub fn count(value: f64) -> String {
    if !value.is_finite() {
        return "more than 1e308".to_string();
    }
    if value < 1e7 {
        // Below ten million the float holds the integer exactly.
        return thousands(value.max(0.0).round() as u64);
    }
    let formatted = format!("{value:.2e}");
    // `{:e}` writes 6.87e10; drop trailing zeros of the mantissa (1.00e9 → 1e9).
    match formatted.split_once('e') {
        Some((mantissa, exponent)) => {
            let mantissa = mantissa.trim_end_matches('0').trim_end_matches('.');
            format!("{mantissa}e{exponent}")
        }
        None => formatted,
    }
}

/// An exact count with thousands separators: `15,720`.
///
/// ```
/// assert_eq!(nqueens_core::thousands(14_772_512), "14,772,512");
/// ```
pub fn thousands(value: u64) -> String {
    let digits = value.to_string();
    let mut grouped = String::with_capacity(digits.len() + digits.len() / 3);
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index).is_multiple_of(3) {
            grouped.push(',');
        }
        grouped.push(digit);
    }
    grouped
}

/// A duration as a person reads it: `4.25 ms`, `1.5 s`, `2.5 min`, `4.1 h`, `12 days`,
/// `1e10 years`.
///
/// ```
/// assert_eq!(nqueens_core::duration(1.5), "1.5 s");
/// assert_eq!(nqueens_core::duration(150.0), "2.5 min");
/// assert_eq!(nqueens_core::duration(86_400.0 * 365.25 * 1e10), "1e10 years");
/// ```
pub fn duration(seconds: f64) -> String {
    const MINUTE: f64 = 60.0;
    const HOUR: f64 = 60.0 * MINUTE;
    const DAY: f64 = 24.0 * HOUR;
    const YEAR: f64 = 365.25 * DAY;
    if !seconds.is_finite() {
        return "longer than the age of the universe".to_string();
    }
    let (amount, unit) = if seconds < 1.0 {
        (seconds * 1_000.0, "ms")
    } else if seconds < MINUTE {
        (seconds, "s")
    } else if seconds < HOUR {
        (seconds / MINUTE, "min")
    } else if seconds < DAY {
        (seconds / HOUR, "h")
    } else if seconds < YEAR {
        (seconds / DAY, "days")
    } else {
        (seconds / YEAR, "years")
    };
    let amount = if amount >= 1_000.0 {
        count(amount)
    } else {
        // Two decimals at most, without trailing zeros: 2.50 → 2.5, 3.00 → 3.
        format!("{amount:.2}").trim_end_matches('0').trim_end_matches('.').to_string()
    };
    format!("{amount} {unit}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_read_as_people_write_them() {
        assert_eq!(count(0.0), "0");
        assert_eq!(count(92.0), "92");
        assert_eq!(count(15_720.0), "15,720");
        assert_eq!(count(1_947_792.0), "1,947,792");
        assert_eq!(count(85_900_584.0), "8.59e7");
        assert_eq!(count(1e9), "1e9");
        assert_eq!(count(2.2e43), "2.2e43");
    }

    #[test]
    fn durations_pick_a_readable_unit() {
        assert_eq!(duration(0.0), "0 ms");
        assert_eq!(duration(0.004_25), "4.25 ms");
        assert_eq!(duration(59.0), "59 s");
        assert_eq!(duration(3_600.0 * 4.1), "4.1 h");
        assert_eq!(duration(86_400.0 * 12.0), "12 days");
        assert_eq!(duration(86_400.0 * 365.25 * 2_500.0), "2,500 years");
        assert_eq!(duration(f64::INFINITY), "longer than the age of the universe");
    }
}
