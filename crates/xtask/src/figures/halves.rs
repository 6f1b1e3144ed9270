//! The figure of the meet-in-the-middle page: one top half and the bottom halves that take the
//! columns it leaves, each pair drawn as a board with the cut between the halves, the first
//! diagonal a top queen and a bottom queen share joined in red, and the pair that fits framed
//! in green.

use std::fmt::Write as _;

use nqueens_walk::phrases::Lang;

use super::{ATTACK, Board, CURRENT, Drawing, Font, MUTED, QUEEN_EDGE, SOLUTION, line, rect, text};
use crate::words;

/// Every placement of `rows` rows on exactly the columns of `cols`, none attacking another, in
/// lexicographic order: the bottom halves of one group (rows are counted from the half's first,
/// which moves no diagonal relation between its own queens).
fn placements(rows: usize, cols: &[usize]) -> Vec<Vec<usize>> {
    let mut found = Vec::new();
    let mut columns = Vec::new();
    extend(rows, cols, &mut columns, &mut found);
    found
}

/// Places a queen in the half's next row on each column of `cols` that no queen of `columns`
/// attacks, and recurses until `rows` rows hold one.
fn extend(rows: usize, cols: &[usize], columns: &mut Vec<usize>, found: &mut Vec<Vec<usize>>) {
    if columns.len() == rows {
        found.push(columns.clone());
        return;
    }
    let row = columns.len();
    for &col in cols {
        // Reject a column already taken, or a diagonal shared with a queen above in the half.
        let attacked = columns
            .iter()
            .enumerate()
            .any(|(earlier, &other)| other == col || row - earlier == col.abs_diff(other));
        if !attacked {
            columns.push(col);
            extend(rows, cols, columns, found);
            columns.pop();
        }
    }
}

/// The first pair of a top queen and a bottom queen (in reading order of the bottom one) that
/// share a diagonal or an anti-diagonal, if any.
fn first_shared(top: &[usize], bottom: &[usize]) -> Option<((usize, usize), (usize, usize))> {
    let middle = top.len();
    bottom.iter().enumerate().find_map(|(offset, &col)| {
        let low = (middle + offset, col);
        top.iter().enumerate().find_map(|(row, &other)| {
            (low.0 - row == col.abs_diff(other)).then_some(((row, other), low))
        })
    })
}

/// The columns as the page writes them: `[0, 4, 7, 5]`.
fn written(columns: &[usize]) -> String {
    let columns: Vec<String> = columns.iter().map(ToString::to_string).collect();
    format!("[{}]", columns.join(", "))
}

/// The top half `top` (the columns of rows 0 to `top.len() - 1`) of an n × n board joined, one
/// board each, with every bottom half that takes exactly the columns it leaves; its words in
/// `lang`.
///
/// # Panics
///
/// If `top` is not a placement of a top half of n (a column twice, or beyond n).
pub fn halves(n: usize, top: &[usize], lang: Lang) -> String {
    let middle = top.len();
    assert!(top.iter().all(|&col| col < n), "a column of the top is off the board");
    let rest: Vec<usize> = (0..n).filter(|col| !top.contains(col)).collect();
    assert_eq!(rest.len(), n - middle, "the top uses a column twice");
    let bottoms = placements(n - middle, &rest);
    let size = 22.0;
    let side = size * n as f64;
    let gap = 44.0;
    let left = 32.0;
    let top_y = 96.0;
    let cols =
        format!("{{{}}}", rest.iter().map(ToString::to_string).collect::<Vec<_>>().join(", "));
    let bottoms_heading =
        words::say(lang, "figure.halves.bottoms", &[("cols", &cols), ("count", &bottoms.len())]);
    let heading_font = Font::mono(13.0).colour(MUTED).words(lang);
    // Wide enough for the boards and for the heading, measured by display width.
    let width = (left + (side + gap) * bottoms.len().max(1) as f64)
        .max(left - 16.0 + heading_font.width(&bottoms_heading) + 16.0);
    let mut drawing = Drawing::new_in(width, top_y + side + 64.0, lang);
    let used: Vec<String> = {
        let mut sorted = top.to_vec();
        sorted.sort_unstable();
        sorted.iter().map(ToString::to_string).collect()
    };
    let mut heading = format!("top = {}", written(top));
    let _ = write!(heading, "   cols = {{{}}}", used.join(", "));
    drawing.push(1, text(left - 16.0, 24.0, Font::mono(14.0).bold(), &heading));
    drawing.push(1, text(left - 16.0, 46.0, heading_font, &bottoms_heading));
    for (index, bottom) in bottoms.iter().enumerate() {
        let board = Board { x: left + (side + gap) * index as f64, y: top_y, size, n };
        drawing.extend(board.grid(true));
        // The cut between the halves: a dashed line across the board above row `middle`.
        let (_, cut_y) = board.corner(middle, 0);
        drawing.push(
            1,
            line((board.x - 4.0, cut_y), (board.x + side + 4.0, cut_y), CURRENT, 2.0)
                .replace("/>", " stroke-dasharray=\"5 3\"/>"),
        );
        let shared = first_shared(top, bottom);
        for (row, &col) in top.iter().enumerate() {
            let edge = if shared.is_some_and(|(high, _)| high == (row, col)) {
                ATTACK
            } else {
                QUEEN_EDGE
            };
            drawing.push(2, board.queen(row, col, edge));
        }
        for (offset, &col) in bottom.iter().enumerate() {
            let cell = (middle + offset, col);
            let edge = if shared.is_some_and(|(_, low)| low == cell) { ATTACK } else { QUEEN_EDGE };
            drawing.push(2, board.queen(cell.0, cell.1, edge));
        }
        let caption_y = board.y + side + 24.0;
        let font = Font::mono(12.0);
        drawing.push(1, text(board.x, caption_y, font, &written(bottom)));
        match shared {
            Some((high, low)) => {
                let from = board.centre(high.0, high.1);
                let to = board.centre(low.0, low.1);
                drawing.push(
                    1,
                    line(from, to, ATTACK, 3.0).replace("/>", " stroke-opacity=\"0.6\"/>"),
                );
                let label = format!("({}, {}) × ({}, {})", high.0, high.1, low.0, low.1);
                drawing.push(1, text(board.x, caption_y + 18.0, font.colour(ATTACK), &label));
            }
            None => {
                drawing.push(
                    1,
                    rect(
                        board.x - 3.0,
                        board.y - 3.0,
                        side + 6.0,
                        side + 6.0,
                        &format!("fill=\"none\" stroke=\"{SOLUTION}\" stroke-width=\"3\""),
                    ),
                );
                let solution: Vec<usize> = top.iter().chain(bottom).copied().collect();
                let label = written(&solution);
                drawing.push(1, text(board.x, caption_y + 18.0, font.colour(SOLUTION), &label));
            }
        }
    }
    drawing.svg()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_top_of_the_worked_example_meets_four_bottoms_and_one_fits() {
        let bottoms = placements(4, &[1, 2, 3, 6]);
        assert_eq!(bottoms, [[1, 3, 6, 2], [2, 6, 1, 3], [2, 6, 3, 1], [3, 1, 6, 2]]);
        let fitting: Vec<&Vec<usize>> =
            bottoms.iter().filter(|bottom| first_shared(&[0, 4, 7, 5], bottom).is_none()).collect();
        assert_eq!(fitting, [&vec![2, 6, 1, 3]]);
    }
}
