//! `nqueens approaches`: what each approach is, how fast it grows, and how far it goes.

use std::io::Write;

use crate::APPROACHES;
use crate::failure::Outcome;
use crate::format::Table;
use crate::output;

/// Prints a table of every approach and its range of n, then each one's idea and complexity.
pub(crate) fn run() -> Outcome {
    let mut out = output::stdout();
    let mut table = Table::new(&[("approach", false), ("practical n", true), ("largest n", true)]);
    for solver in APPROACHES {
        let info = solver.info();
        table.push(vec![
            info.id.to_string(),
            format!("≤ {}", info.practical_n),
            info.max_n.to_string(),
        ]);
    }
    table.write(&mut out)?;
    writeln!(
        out,
        "\nPractical n: finishes within seconds on a 2-core machine. Largest n: what the \
         approach can represent at all.\n"
    )?;
    for solver in APPROACHES {
        let info = solver.info();
        writeln!(out, "{}", info.id)?;
        writeln!(out, "  idea   {}", info.idea)?;
        writeln!(out, "  time   {}", info.time)?;
        writeln!(out, "  space  {}", info.space)?;
        writeln!(out, "  limit  n ≤ {}: {}", info.max_n, info.max_n_reason)?;
        writeln!(out)?;
    }
    out.flush()?;
    Ok(())
}
