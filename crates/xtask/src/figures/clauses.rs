//! The clauses of one line of the board, as the SAT approach writes them in its two encodings
//! of "at most one queen".

use nqueens_sat::{Encoding, Literal, Variable, at_most_one_clauses};
use nqueens_walk::phrases::Lang;

use super::{Board, CURRENT, Drawing, Font, INK, MUTED, centred, rect, text};
use crate::words;

/// The name of a variable: `x` and the row and column of its cell, or `s` and the number of a
/// helper of the sequential counter.
fn name(variable: Variable) -> String {
    match variable {
        Variable::Cell { row, col } => format!("x{row}{col}"),
        Variable::Helper(index) => format!("s{index}"),
    }
}

/// A literal as it is printed in a clause: its name, after `¬` when it is negated.
fn literal(literal: &Literal) -> String {
    let sign = if literal.negated { "¬" } else { "" };
    format!("{sign}{}", name(literal.variable))
}

/// The clause read as an implication, when it has two literals and the first is negated:
/// `¬a ∨ b` says `a → b`.
fn implication(clause: &[Literal]) -> Option<String> {
    match clause {
        [first, second] if first.negated => {
            Some(format!("{} → {}", name(first.variable), literal(second)))
        }
        _ => None,
    }
}

/// The clauses that allow at most one queen on the `line` of an n × n board (n ≤ 10, so that
/// every cell's name is `x`, a row digit and a column digit): the board on the left with the
/// line's cells highlighted and every cell named by its variable, then, for each encoding, its
/// clauses one per line, each with the implication it states; the counts in words of `lang`.
pub fn line_clauses(n: usize, line: &[(usize, usize)], lang: Lang) -> String {
    let board = Board { x: 36.0, y: 64.0, size: 48.0, n };
    let row_height = 22.0;
    let first_column = board.x + board.side() + 48.0;
    let encodings: Vec<(Encoding, Vec<Vec<Literal>>)> = Encoding::ALL
        .iter()
        .map(|&encoding| (encoding, at_most_one_clauses(n, line, encoding)))
        .collect();
    // How many clauses and helpers each encoding takes, in words.
    let counts: Vec<String> = encodings
        .iter()
        .map(|(encoding, clauses)| {
            let helpers = match encoding.variables_per_line(line.len()) {
                0 => words::word(lang, "figure.clauses.no_helpers"),
                count => words::say(
                    lang,
                    "figure.clauses.helpers",
                    &[("count", &count), ("last", &(count - 1))],
                ),
            };
            words::say(
                lang,
                "figure.clauses.counts",
                &[("clauses", &clauses.len()), ("helpers", &helpers)],
            )
        })
        .collect();
    let counts_font = Font::mono(12.0).colour(MUTED).words(lang);
    // Wide enough for the clauses and for the counts, measured by display width.
    let widest = counts.iter().map(|count| counts_font.width(count)).fold(0.0, f64::max);
    let column_width = f64::max(260.0, widest + 24.0);
    let most = encodings.iter().map(|(_, clauses)| clauses.len()).max().unwrap_or(0);
    let height = (board.y + board.side()).max(board.y + row_height * most as f64) + 24.0;
    let width = first_column + column_width * encodings.len() as f64;
    let mut drawing = Drawing::new_in(width, height, lang);
    // The board, each cell named by its variable; the cells of the line stand out.
    drawing.extend(board.grid(true));
    for row in 0..n {
        for col in 0..n {
            let on_line = line.contains(&(row, col));
            if on_line {
                let (x, y) = board.corner(row, col);
                let style = format!("fill=\"{CURRENT}\" fill-opacity=\"0.25\"");
                drawing.push(1, rect(x, y, board.size, board.size, &style));
            }
            let (x, y) = board.centre(row, col);
            let font =
                if on_line { Font::mono(14.0).bold() } else { Font::mono(12.0).colour(MUTED) };
            drawing.push(2, centred(x, y, font, &name(Variable::Cell { row, col })));
        }
    }
    // Each encoding: its name, how many clauses and helpers it takes, and its clauses.
    for (index, (encoding, clauses)) in encodings.iter().enumerate() {
        let x = first_column + column_width * index as f64;
        drawing.push(1, text(x, 22.0, Font::mono(14.0).bold(), &format!("{encoding:?}")));
        drawing.push(1, text(x, 42.0, counts_font, &counts[index]));
        for (number, clause) in clauses.iter().enumerate() {
            let y = board.y + 15.0 + row_height * number as f64;
            let written: Vec<String> = clause.iter().map(literal).collect();
            drawing.push(1, text(x, y, Font::mono(13.0).colour(INK), &written.join(" ∨ ")));
            if let Some(reading) = implication(clause) {
                drawing.push(1, text(x + 130.0, y, Font::mono(12.0).colour(MUTED), &reading));
            }
        }
    }
    drawing.svg()
}
