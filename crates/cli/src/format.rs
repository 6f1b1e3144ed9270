//! Numbers and tables as people read them.

use std::io::{self, Write};

/// `1 solution`, `2 solutions`: a count with its noun, singular or plural.
pub(crate) fn plural(count: u64, singular: &str, plural: &str) -> String {
    format!("{} {}", nqueens_core::thousands(count), if count == 1 { singular } else { plural })
}

/// A rate in words, to three significant digits: `950`, `4.09 million`, `1.35 billion`.
pub(crate) fn in_words(value: f64) -> String {
    const SCALES: [(f64, &str); 4] =
        [(1e12, " trillion"), (1e9, " billion"), (1e6, " million"), (1e3, " thousand")];
    let (scale, name) =
        SCALES.iter().copied().find(|&(scale, _)| value >= scale).unwrap_or((1.0, ""));
    let scaled = value / scale;
    if scale >= 1e12 && scaled >= 1e3 {
        return nqueens_core::count(value);
    }
    let decimals = if scaled >= 100.0 || scale == 1.0 {
        0
    } else if scaled >= 10.0 {
        1
    } else {
        2
    };
    let digits = format!("{scaled:.decimals$}");
    let digits = if digits.contains('.') {
        digits.trim_end_matches('0').trim_end_matches('.')
    } else {
        &digits
    };
    format!("{digits}{name}")
}

/// An aligned table: left-aligned text columns, right-aligned number columns, two spaces apart.
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

    /// Writes the table, the header underlined.
    pub(crate) fn write(&self, out: &mut impl Write) -> io::Result<()> {
        let width = |column: usize| {
            self.rows
                .iter()
                .map(|row| row.get(column).map_or(0, |cell| cell.chars().count()))
                .max()
                .unwrap_or(0)
        };
        let widths: Vec<usize> = (0..self.right_aligned.len()).map(width).collect();
        for (index, row) in self.rows.iter().enumerate() {
            let mut line = String::new();
            for (column, cell) in row.iter().enumerate() {
                let width = widths.get(column).copied().unwrap_or(0);
                let padding = " ".repeat(width.saturating_sub(cell.chars().count()));
                if column > 0 {
                    line.push_str("  ");
                }
                if self.right_aligned.get(column).copied().unwrap_or(false) {
                    line.push_str(&padding);
                    line.push_str(cell);
                } else {
                    line.push_str(cell);
                    line.push_str(&padding);
                }
            }
            writeln!(out, "{}", line.trim_end())?;
            if index == 0 {
                let rule: Vec<String> = widths.iter().map(|&width| "─".repeat(width)).collect();
                writeln!(out, "{}", rule.join("  "))?;
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
    }

    #[test]
    fn rates_read_in_words() {
        assert_eq!(in_words(0.0), "0");
        assert_eq!(in_words(950.4), "950");
        assert_eq!(in_words(4_092_563.0), "4.09 million");
        assert_eq!(in_words(31_000_000.0), "31 million");
        assert_eq!(in_words(124_000_000.0), "124 million");
        assert_eq!(in_words(1.35e9), "1.35 billion");
        assert_eq!(in_words(2e15), "2e15");
    }

    #[test]
    fn tables_align_text_left_and_numbers_right() {
        let mut table = Table::new(&[("name", false), ("count", true)]);
        table.push(vec!["a".into(), "1".into()]);
        table.push(vec!["longer".into(), "1,000".into()]);
        let mut out = Vec::new();
        table.write(&mut out).unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "name    count\n──────  ─────\na           1\nlonger  1,000\n"
        );
    }
}
