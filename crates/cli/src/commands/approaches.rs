//! `nqueens approaches`: what each approach is, how fast it grows, and how far it goes.

use std::io::Write;

use crate::args::ColorChoice;
use crate::budget::{COMPARE_SECONDS, Plan, RUN_SECONDS, Run};
use crate::failure::Outcome;
use crate::format::{Table, duration, thousands};
use crate::output;
use nqueens_approaches::{APPROACHES, PLACERS};
use nqueens_walk::phrases::Lang;

/// The width of the last column, which the idea, the complexity and the limit are wrapped to:
/// with the columns before it, the table fits 80 columns.
const DESCRIPTION_WIDTH: usize = 36;

/// The width of the text around the tables.
const TEXT_WIDTH: usize = 80;

/// Prints one row per approach: its range of n, and its idea, complexity and limit; the
/// headers of the tables in colour as `color` says.
pub(crate) fn run(color: ColorChoice) -> Outcome {
    let mut out = output::stdout();
    let color = output::use_color(color, out.is_terminal());
    let mut table = Table::new(&[
        ("approach", false),
        ("practical n", true),
        ("largest n", true),
        ("idea, time, space and limit", false),
    ]);
    for &solver in APPROACHES {
        let info = solver.info();
        let practical = crate::practical_n(solver);
        let count = Plan::new(solver, practical, Run::Count { threads: None, shard: None });
        let limit = crate::failure::limit(info.max_n_reason, Lang::En);
        let description =
            describe(info.idea, &[("time", info.time), ("space", info.space), ("limit", &limit)]);
        table.push(vec![
            info.id.to_string(),
            format!("≤ {practical}\n~{}", duration(count.estimated_seconds())),
            info.max_n.to_string(),
            description,
        ]);
    }
    table.write_styled(&mut out, color)?;
    let note = format!(
        "Practical n: the largest n to try, with the estimated time of its count on the \
         reference 2-core machine. count and solve run up to an estimated {} without --force; \
         compare runs each approach up to {}. Largest n: what the approach can represent at all; \
         --force never goes beyond it.",
        duration(RUN_SECONDS),
        duration(COMPARE_SECONDS),
    );
    writeln!(out, "\n{}", textwrap::fill(&note, TEXT_WIDTH))?;
    write_placers(&mut out, color)?;
    out.flush()?;
    Ok(())
}

/// Prints one row per placer, in a section of its own: placers find one solution, for n far
/// beyond any search, and neither count nor list.
fn write_placers(out: &mut impl Write, color: bool) -> std::io::Result<()> {
    let title =
        "Placers: one solution for a large n, with `nqueens place` (no count, no list of all):";
    writeln!(out, "\n{}\n", textwrap::fill(title, TEXT_WIDTH))?;
    let mut table = Table::new(&[
        ("placer", false),
        ("memory", true),
        ("largest n", true),
        ("idea, time, space and sources", false),
    ]);
    for &placer in PLACERS {
        let info = placer.info();
        let references = info.references.join("; ");
        let description = describe(
            info.idea,
            &[("time", info.time), ("space", info.space), ("from", &references)],
        );
        table.push(vec![
            info.id.to_string(),
            // `4 bytes per queen` on two lines.
            placer.memory_model().to_string().replacen(" per ", "\nper ", 1),
            thousands(info.max_n as u64),
            description,
        ]);
    }
    table.write_styled(out, color)
}

/// The idea wrapped to the description column, then one labelled paragraph per fact:
/// `time   O(n!) nodes, …`, continued lines indented under the text.
fn describe(idea: &str, facts: &[(&str, &str)]) -> String {
    // A word is never split at its hyphen (`N-queens`, `backtrack-set`).
    let whole_words = || {
        textwrap::Options::new(DESCRIPTION_WIDTH)
            .word_splitter(textwrap::WordSplitter::NoHyphenation)
    };
    let mut description = textwrap::fill(idea, whole_words());
    for (label, text) in facts {
        let first = format!("{label:<5}  ");
        let options = whole_words().initial_indent(&first).subsequent_indent("       ");
        description.push('\n');
        description.push_str(&textwrap::fill(text, options));
    }
    description
}
