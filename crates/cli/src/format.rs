//! Numbers, durations and tables as people read them.
//!
//! One style for every number in text output: below a quadrillion an exact count is written
//! out with thousands separators (`33,554,432`) and a measured or estimated one in words, to
//! three significant digits (`91.5 million`); from a quadrillion up both are in scientific
//! notation (`1.84e19`), which is shorter than any name for them.

use std::io::{self, Write};

use nqueens_core::{WorkUnit, quoted_up_to};
use nqueens_walk::phrases::{Lang, say};

/// From here up, numbers are written in scientific notation.
const SCIENTIFIC_FROM: f64 = 1e15;

/// A path the user gave, quoted as [`quoted`] does, but cut only after 200 characters: the end
/// of a path tells files apart.
pub(crate) fn quoted_path(path: &std::path::Path) -> String {
    quoted_up_to(&path.to_string_lossy(), 200)
}

/// A message as one line for standard error: every control character (a line break, an
/// escape sequence) escaped, whatever part of the message it came from.
pub(crate) fn one_line(message: &str) -> String {
    message
        .chars()
        .map(|character| {
            if character.is_control() {
                character.escape_default().to_string()
            } else {
                character.to_string()
            }
        })
        .collect()
}

/// An amount of a work unit in `lang`, the amount already written: `2,057 nodes`,
/// `2,057 个节点`, and `4682 亿个节点`, where a Chinese scale word takes the measure word
/// straight after it.
pub(crate) fn amount_of(lang: Lang, unit: WorkUnit, amount: f64, written: &str) -> String {
    let key = match (unit, amount == 1.0) {
        (WorkUnit::Candidates, true) => "amount.candidate",
        (WorkUnit::Candidates, false) => "amount.candidates",
        (WorkUnit::Nodes, true) => "amount.node",
        (WorkUnit::Nodes, false) => "amount.nodes",
    };
    let separator = if written.ends_with(|c: char| c > '\u{2e80}') {
        String::new()
    } else {
        say(lang, "amount.separator", &[])
    };
    format!("{written}{separator}{}", say(lang, key, &[]))
}

/// An exact count: `2,057`, `4,426,165,368`, and `1.84e19` from a quadrillion up.
pub(crate) fn exact(value: u128) -> String {
    match u64::try_from(value) {
        Ok(value) if (value as f64) < SCIENTIFIC_FROM => thousands(value),
        // Rounding to the nearest float is the intent here: three digits are shown.
        _ => scientific(value as f64),
    }
}

/// A measured or estimated amount in words in `lang`, to three significant digits, in the
/// language's own steps: thousands in English (`4.09 million`), ten thousands in Chinese
/// (`409 万`); from a quadrillion up in scientific notation (`2e15`).
pub(crate) fn in_words_in(lang: Lang, value: f64) -> String {
    let scales: &[(f64, &str)] = match lang {
        Lang::En => {
            &[(1e12, "amount.e12"), (1e9, "amount.e9"), (1e6, "amount.e6"), (1e3, "amount.e3")]
        }
        Lang::Zh => &[(1e12, "amount.e12"), (1e8, "amount.e8"), (1e4, "amount.e4")],
    };
    if !value.is_finite() || value >= SCIENTIFIC_FROM {
        return scientific(value);
    }
    let (scale, name) =
        scales.iter().copied().find(|&(scale, _)| value >= scale).unwrap_or((1.0, ""));
    let scaled = value / scale;
    let decimals = if scaled >= 100.0 || scale == 1.0 {
        0
    } else if scaled >= 10.0 {
        1
    } else {
        2
    };
    let digits = trim_decimals(&format!("{scaled:.decimals$}")).to_string();
    if name.is_empty() { digits } else { say(lang, name, &[("amount", &digits)]) }
}

/// An exact count with thousands separators (`15,720`), a count with its noun (`1 queen`,
/// `2 queens`), and what the user typed, quoted for a message: from `nqueens-core`, which the
/// step model and the reader of placements share.
pub use nqueens_core::{plural, quoted, thousands};

/// A large amount in short: exact with thousands separators below ten million, then three
/// significant digits in scientific notation (`6.87e10`).
///
/// ```
/// use nqueens_cli::format::scientific;
///
/// assert_eq!(scientific(2_057.0), "2,057");
/// assert_eq!(scientific(68_719_476_736.0), "6.87e10");
/// assert_eq!(scientific(f64::INFINITY), "more than 1e308");
/// ```
pub fn scientific(value: f64) -> String {
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

/// A duration as a person reads it: `12 µs`, `4.25 ms`, `1.5 s`, `2.5 min`, `4.1 h`, `12 days`,
/// `1e10 years`.
///
/// ```
/// use nqueens_cli::format::duration;
///
/// assert_eq!(duration(1.5), "1.5 s");
/// assert_eq!(duration(150.0), "2.5 min");
/// assert_eq!(duration(86_400.0 * 365.25 * 1e10), "1e10 years");
/// ```
pub fn duration(seconds: f64) -> String {
    duration_in(Lang::En, seconds)
}

/// A duration as a person reads it in `lang`: `1.5 s`, `12 days` in English, `1.5 秒`,
/// `12 天` in Chinese.
pub(crate) fn duration_in(lang: Lang, seconds: f64) -> String {
    const MINUTE: f64 = 60.0;
    const HOUR: f64 = 60.0 * MINUTE;
    const DAY: f64 = 24.0 * HOUR;
    const YEAR: f64 = 365.25 * DAY;
    if !seconds.is_finite() {
        return say(lang, "duration.forever", &[]);
    }
    let (amount, unit) = if seconds < 1e-6 {
        (seconds.max(0.0) * 1e9, "duration.ns")
    } else if seconds < 1e-3 {
        (seconds * 1e6, "duration.us")
    } else if seconds < 1.0 {
        (seconds * 1_000.0, "duration.ms")
    } else if seconds < MINUTE {
        (seconds, "duration.s")
    } else if seconds < HOUR {
        (seconds / MINUTE, "duration.min")
    } else if seconds < DAY {
        (seconds / HOUR, "duration.h")
    } else if seconds < YEAR {
        (seconds / DAY, "duration.days")
    } else {
        (seconds / YEAR, "duration.years")
    };
    // Three significant figures, as every estimate has, without trailing zeros (2.50 → 2.5,
    // 14.99 → 15, 931.33 → 931), and whole numbers from a thousand up (1,344 years).
    let decimals = if amount < 10.0 {
        2
    } else if amount < 100.0 {
        1
    } else {
        0
    };
    let rounded = format!("{amount:.decimals$}");
    let amount = if rounded.parse::<f64>().is_ok_and(|rounded| rounded >= 1_000.0) {
        scientific(amount)
    } else {
        trim_decimals(&rounded).to_string()
    };
    say(lang, unit, &[("amount", &amount)])
}

/// `2.50` → `2.5`, `3.00` → `3`: a decimal number without trailing zeros.
fn trim_decimals(digits: &str) -> &str {
    if digits.contains('.') { digits.trim_end_matches('0').trim_end_matches('.') } else { digits }
}

/// `text` wrapped to `width` columns, a Chinese sentence too: `textwrap` and `clap` wrap only
/// at spaces, and a Chinese sentence has none, so it is broken here between characters, by
/// display width, never before a closing mark (，。：；）、) nor after an opening one (（).
pub(crate) fn wrap_wide(text: &str, width: usize) -> String {
    use textwrap::core::display_width;
    let mut lines = Vec::new();
    for line in text.split('\n') {
        // Units that stay whole: a word of ASCII letters and marks, or one wide character
        // with the closing marks after it.
        let mut units: Vec<String> = Vec::new();
        for c in line.chars() {
            let wide = is_wide(c);
            let closing = "，。：；）、！？".contains(c);
            let joins = match units.last() {
                None => false,
                Some(last) if closing => !last.ends_with(' '),
                Some(last) => {
                    let last_char = last.chars().last().unwrap_or(' ');
                    // A note in brackets, `[默认：auto]`, breaks only at its spaces.
                    let in_note = last.starts_with('[') && !last.contains(']') && c != ' ';
                    // A word keeps the bracket that follows it: `uncover（取消覆盖）`.
                    let word_then_bracket = c == '（' && last_char.is_ascii_alphanumeric();
                    // A number stays on the line of what it counts (`10\u{a0}秒`).
                    in_note
                        || word_then_bracket
                        || last_char == '\u{a0}'
                        || last_char == '（'
                        || (!wide && c != ' ' && last_char != ' ' && !is_wide(last_char))
                }
            };
            match units.last_mut() {
                Some(last) if joins => last.push(c),
                _ => units.push(c.to_string()),
            }
        }
        let mut current = String::new();
        for unit in units {
            if display_width(&current) + display_width(&unit) > width && !current.trim().is_empty()
            {
                lines.push(current.trim_end().to_string());
                current = unit.trim_start().to_string();
            } else {
                current.push_str(&unit);
            }
        }
        lines.push(current.trim_end().to_string());
    }
    lines.join("\n")
}

/// Whether `c` takes two columns.
fn is_wide(c: char) -> bool {
    textwrap::core::display_width(c.encode_utf8(&mut [0; 4])) == 2
}

/// An aligned table: left-aligned text columns, right-aligned number columns, two spaces apart.
/// A cell may hold several lines; the lines of a row then stand side by side, and a blank line
/// separates the rows.
pub(crate) struct Table {
    right_aligned: Vec<bool>,
    rows: Vec<Vec<String>>,
}

impl Table {
    /// A table whose header is `columns`: each a title and whether the column holds numbers.
    pub(crate) fn new(columns: &[(&str, bool)]) -> Self {
        Self {
            right_aligned: columns.iter().map(|&(_, numeric)| numeric).collect(),
            rows: vec![columns.iter().map(|&(title, _)| title.to_string()).collect()],
        }
    }

    /// Adds a row with one cell per column.
    pub(crate) fn push(&mut self, row: Vec<String>) {
        self.rows.push(row);
    }

    /// Writes the table, the header underlined; with `color`, the header in bold and the rule
    /// and the dots of empty cells dimmed (ANSI escapes, added after the alignment, which
    /// counts only the visible text).
    pub(crate) fn write_styled(&self, out: &mut impl Write, color: bool) -> io::Result<()> {
        let paint = |text: &str, style: &str| {
            if color && !text.is_empty() {
                format!("\x1b[{style}m{text}\x1b[0m")
            } else {
                text.to_string()
            }
        };
        let width = |column: usize| {
            self.rows
                .iter()
                .filter_map(|row| row.get(column))
                .flat_map(|cell| cell.lines())
                .map(textwrap::core::display_width)
                .max()
                .unwrap_or(0)
        };
        let widths: Vec<usize> = (0..self.right_aligned.len()).map(width).collect();
        let spaced = self.rows.iter().flatten().any(|cell| cell.contains('\n'));
        for (index, row) in self.rows.iter().enumerate() {
            if spaced && index > 1 {
                writeln!(out)?;
            }
            let height = row.iter().map(|cell| cell.lines().count()).max().unwrap_or(0);
            for line_index in 0..height {
                // The cells of the line, each with the padding that aligns it and its text.
                let mut pieces: Vec<(String, &str)> = Vec::new();
                for (column, cell) in row.iter().enumerate() {
                    let text = cell.lines().nth(line_index).unwrap_or("");
                    let width = widths.get(column).copied().unwrap_or(0);
                    let padding =
                        " ".repeat(width.saturating_sub(textwrap::core::display_width(text)));
                    pieces.push((padding, text));
                }
                // Trailing blanks are cut, as from a line without colour.
                while pieces.last().is_some_and(|(_, text)| text.is_empty()) {
                    pieces.pop();
                }
                let mut line = String::new();
                let last = pieces.len().saturating_sub(1);
                for (column, (padding, text)) in pieces.iter().enumerate() {
                    if column > 0 {
                        line.push_str("  ");
                    }
                    let styled = match (index, *text) {
                        (0, _) => paint(text, "1"),
                        (_, "·") => paint(text, "2"),
                        _ => text.to_string(),
                    };
                    let right = self.right_aligned.get(column).copied().unwrap_or(false);
                    if right {
                        line.push_str(padding);
                        line.push_str(&styled);
                    } else {
                        line.push_str(&styled);
                        if column < last {
                            line.push_str(padding);
                        }
                    }
                }
                writeln!(out, "{}", line.trim_end())?;
            }
            if index == 0 {
                let rule: Vec<String> = widths.iter().map(|&width| "─".repeat(width)).collect();
                writeln!(out, "{}", paint(&rule.join("  "), "2"))?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_name_their_noun() {
        assert_eq!(plural(1, "solution", "solutions"), "1 solution");
        assert_eq!(plural(0, "solution", "solutions"), "0 solutions");
        assert_eq!(plural(14_200, "solution", "solutions"), "14,200 solutions");
        let amount = |unit, amount: f64| amount_of(Lang::En, unit, amount, &amount.to_string());
        assert_eq!(amount(WorkUnit::Nodes, 1.0), "1 node");
        assert_eq!(amount(WorkUnit::Candidates, 1.0), "1 candidate");
        assert_eq!(amount(WorkUnit::Candidates, 0.0), "0 candidates");
        assert_eq!(amount(WorkUnit::Nodes, 2_057.0), "2057 nodes");
        assert_eq!(amount_of(Lang::Zh, WorkUnit::Nodes, 2e8, "2\u{a0}亿"), "2\u{a0}亿个节点");
    }

    #[test]
    fn exact_counts_are_written_out_until_they_are_too_long() {
        assert_eq!(exact(0), "0");
        assert_eq!(exact(33_554_432), "33,554,432");
        assert_eq!(exact(4_426_165_368), "4,426,165,368");
        assert_eq!(exact(999_999_999_999_999), "999,999,999,999,999");
        assert_eq!(exact(1 << 64), "1.84e19");
        assert_eq!(exact(u128::MAX), "3.4e38");
    }

    #[test]
    fn rates_read_in_words() {
        let in_words = |value| in_words_in(Lang::En, value);
        assert_eq!(in_words(0.0), "0");
        assert_eq!(in_words(950.4), "950");
        assert_eq!(in_words(4_092_563.0), "4.09 million");
        assert_eq!(in_words(31_000_000.0), "31 million");
        assert_eq!(in_words(124_000_000.0), "124 million");
        assert_eq!(in_words(1.35e9), "1.35 billion");
        assert_eq!(in_words(999e12), "999 trillion");
        assert_eq!(in_words(2e15), "2e15");
        assert_eq!(in_words(f64::INFINITY), "more than 1e308");
    }

    #[test]
    fn large_amounts_go_scientific() {
        assert_eq!(scientific(0.0), "0");
        assert_eq!(scientific(92.0), "92");
        assert_eq!(scientific(15_720.0), "15,720");
        assert_eq!(scientific(1_947_792.0), "1,947,792");
        assert_eq!(scientific(85_900_584.0), "8.59e7");
        assert_eq!(scientific(1e9), "1e9");
        assert_eq!(scientific(2.2e43), "2.2e43");
    }

    #[test]
    fn durations_pick_a_readable_unit() {
        assert_eq!(duration(0.004_25), "4.25 ms");
        assert_eq!(duration(59.0), "59 s");
        assert_eq!(duration(3_600.0 * 4.1), "4.1 h");
        assert_eq!(duration(86_400.0 * 12.0), "12 days");
        assert_eq!(duration(86_400.0 * 365.25 * 2_500.0), "2,500 years");
        assert_eq!(duration(f64::INFINITY), "longer than the age of the universe");
    }

    #[test]
    fn short_durations_keep_their_digits() {
        assert_eq!(duration(0.0), "0 ns");
        assert_eq!(duration(4e-7), "400 ns");
        assert_eq!(duration(2.05e-5), "20.5 µs");
        assert_eq!(duration(0.000_999), "999 µs");
        assert_eq!(duration(0.004_25), "4.25 ms");
        assert_eq!(duration(90.0), "1.5 min");
    }

    #[test]
    fn durations_keep_three_significant_figures_in_both_languages() {
        const DAY: f64 = 86_400.0;
        assert_eq!(duration(DAY * 14.99), "15 days");
        assert_eq!(duration(60.0 * 26.09), "26.1 min");
        assert_eq!(duration(DAY * 365.25 * 931.33), "931 years");
        assert_eq!(duration(DAY * 365.25 * 999.7), "1,000 years");
        assert_eq!(duration(60.0 * 1.72), "1.72 min");
        assert_eq!(duration_in(Lang::Zh, DAY * 365.25 * 931.33), "931\u{a0}年");
        assert_eq!(duration_in(Lang::Zh, DAY * 14.99), "15\u{a0}天");
        assert_eq!(duration_in(Lang::Zh, 60.0 * 26.09), "26.1\u{a0}分钟");
    }

    #[test]
    fn tables_align_text_left_and_numbers_right() {
        let mut table = Table::new(&[("name", false), ("count", true)]);
        table.push(vec!["a".into(), "1".into()]);
        table.push(vec!["longer".into(), "1,000".into()]);
        let mut out = Vec::new();
        table.write_styled(&mut out, false).unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "name    count\n──────  ─────\na           1\nlonger  1,000\n"
        );
    }

    #[test]
    fn cells_of_several_lines_stand_side_by_side() {
        let mut table = Table::new(&[("name", false), ("n", true), ("about", false)]);
        table.push(vec!["a".into(), "1".into(), "first line\nsecond".into()]);
        table.push(vec!["b".into(), "22".into(), "one".into()]);
        let mut out = Vec::new();
        table.write_styled(&mut out, false).unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "name   n  about\n────  ──  ──────────\na      1  first line\n          second\n\n\
             b     22  one\n"
        );
    }
}
