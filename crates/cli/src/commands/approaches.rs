//! `nqueens approaches`: what each approach is, how fast it grows, and how far it goes.

use std::io::Write;

use crate::args::ColorChoice;
use crate::budget::{COMPARE_SECONDS, Plan, RUN_SECONDS, Run};
use crate::failure::Outcome;
use crate::format::{Table, duration_in, thousands, wrap_wide};
use crate::output;
use nqueens_approaches::{APPROACHES, PLACERS};
use nqueens_core::MemoryModel;
use nqueens_walk::phrases::{Lang, info_zh, say};
use textwrap::core::display_width;

/// The width of the last column, which the idea, the complexity and the limit are wrapped to:
/// with the columns before it, the table fits 80 columns.
const DESCRIPTION_WIDTH: usize = 36;

/// The width of the text around the tables.
const TEXT_WIDTH: usize = 80;

/// Prints one row per approach: its range of n, and its idea, complexity and limit; the
/// headers of the tables in colour as `color` says, every word in `lang`.
pub(crate) fn run(color: ColorChoice, lang: Lang) -> Outcome {
    let mut out = output::stdout();
    let color = output::use_color(color, out.is_terminal());
    let column = |name: &str| say(lang, &format!("approaches.column.{name}"), &[]);
    let (titles, label) =
        (["approach", "practical", "largest", "description"].map(column), labels(lang));
    let mut table = Table::new(&[
        (&titles[0], false),
        (&titles[1], true),
        (&titles[2], true),
        (&titles[3], false),
    ]);
    for &solver in APPROACHES {
        let info = solver.info();
        let practical = crate::practical_n(solver);
        let count = Plan::new(solver, practical, Run::Count { threads: None, shard: None });
        let limit = crate::failure::limit(info.max_n_reason, lang);
        let (idea, time, space) =
            stated(lang, info_zh::APPROACHES, info.id, (info.idea, info.time, info.space));
        let description =
            describe(lang, idea, &[(&label[0], time), (&label[1], space), (&label[2], &limit)]);
        table.push(vec![
            info.id.to_string(),
            format!("≤ {practical}\n~{}", duration_in(lang, count.estimated_seconds())),
            info.max_n.to_string(),
            description,
        ]);
    }
    table.write_styled(&mut out, color)?;
    let values: [(&str, &dyn std::fmt::Display); 2] = [
        ("run", &duration_in(lang, RUN_SECONDS)),
        ("compare", &duration_in(lang, COMPARE_SECONDS)),
    ];
    let note = say(lang, "approaches.note", &values);
    writeln!(out, "\n{}", fill(lang, &note, TEXT_WIDTH))?;
    write_placers(&mut out, color, lang)?;
    out.flush()?;
    Ok(())
}

/// The labels of the facts under an idea, in `lang`: time, space, limit and sources.
fn labels(lang: Lang) -> [String; 4] {
    ["time", "space", "limit", "from"]
        .map(|name| say(lang, &format!("approaches.label.{name}"), &[]))
}

/// What the approach or placer `id` states of itself (its idea, time and space), in `lang`:
/// in English its `Info`'s own words, in Chinese its entry of `table`.
fn stated<'a>(
    lang: Lang,
    table: &'static [info_zh::Stated],
    id: &str,
    english: (&'a str, &'a str, &'a str),
) -> (&'a str, &'a str, &'a str) {
    match (lang, table.iter().find(|stated| stated.id == id)) {
        (Lang::Zh, Some(stated)) => (stated.idea, stated.time, stated.space),
        _ => english,
    }
}

/// `text` wrapped to `width` columns: at spaces in English, as `textwrap` does, and between
/// characters in Chinese.
fn fill(lang: Lang, text: &str, width: usize) -> String {
    match lang {
        Lang::En => textwrap::fill(text, width),
        Lang::Zh => wrap_wide(text, width),
    }
}

/// Prints one row per placer, in a section of its own: placers find one solution, for n far
/// beyond any search, and neither count nor list.
fn write_placers(out: &mut impl Write, color: bool, lang: Lang) -> std::io::Result<()> {
    let title = say(lang, "approaches.placers", &[]);
    writeln!(out, "\n{}\n", fill(lang, &title, TEXT_WIDTH))?;
    let column = |name: &str| say(lang, &format!("approaches.column.{name}"), &[]);
    let (titles, label) = (["placer", "memory", "largest", "sources"].map(column), labels(lang));
    let mut table = Table::new(&[
        (&titles[0], false),
        (&titles[1], true),
        (&titles[2], true),
        (&titles[3], false),
    ]);
    for &placer in PLACERS {
        let info = placer.info();
        let references = info.references.join("; ");
        let (idea, time, space) =
            stated(lang, info_zh::PLACERS, info.id, (info.idea, info.time, info.space));
        let description = describe(
            lang,
            idea,
            &[(&label[0], time), (&label[1], space), (&label[3], &references)],
        );
        table.push(vec![
            info.id.to_string(),
            memory(placer.memory_model(), lang),
            thousands(info.max_n as u64),
            description,
        ]);
    }
    table.write_styled(out, color)
}

/// How a placer's memory grows, on two lines: `4 bytes` over `per queen`, `每个皇后` over
/// `4 字节`.
fn memory(model: MemoryModel, lang: Lang) -> String {
    let (key, bytes) = match model {
        MemoryModel::PerQueen(bytes) => ("error.bytes_per_queen", bytes),
        MemoryModel::PerCube(bytes) => ("error.bytes_per_cube", bytes),
    };
    let said = say(lang, key, &[("bytes", &bytes)]);
    match lang {
        Lang::En => said.replacen(" per ", "\nper ", 1),
        // `每个皇后 4 字节` and `120 字节 × n³` break at their one ordinary space.
        Lang::Zh => said.replacen(' ', "\n", 1),
    }
}

/// The idea wrapped to the description column, then one labelled paragraph per fact:
/// `time   O(n!) nodes, …`, continued lines indented under the text; in `lang`, lined up by
/// display width.
fn describe(lang: Lang, idea: &str, facts: &[(&str, &str)]) -> String {
    match lang {
        Lang::En => describe_in_english(idea, facts),
        Lang::Zh => {
            let mut description = wrap_wide(idea, DESCRIPTION_WIDTH);
            for (label, text) in facts {
                let padding = " ".repeat(5usize.saturating_sub(display_width(label)));
                let text = wrap_wide(text, DESCRIPTION_WIDTH - 7);
                for (index, line) in text.lines().enumerate() {
                    description.push('\n');
                    if index == 0 {
                        description.push_str(&format!("{label}{padding}  {line}"));
                    } else {
                        description.push_str(&format!("       {line}"));
                    }
                }
            }
            description
        }
    }
}

/// [`describe`] in English, wrapped at spaces.
fn describe_in_english(idea: &str, facts: &[(&str, &str)]) -> String {
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
