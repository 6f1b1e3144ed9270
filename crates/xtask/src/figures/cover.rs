//! The exact-cover matrix of N-Queens: one row per option (a cell), one column per item (its
//! row, its column, its diagonal, its anti-diagonal).

use super::{Drawing, EDGE, Font, INK, MUTED, QUEEN, QUEEN_EDGE, centred, line, rect, text};

/// The exact-cover matrix of an n × n board, as Algorithm X sees it: a row per option, the cell
/// (`row`, `col`), with a dark square under each of its four items. The primary items come
/// first, the rows `r0…` and the columns `c0…`, each to be covered exactly once; then, after a
/// gap, the secondary items, the diagonals `d0…` (numbered `row - col + n - 1`) and the
/// anti-diagonals `a0…` (numbered `row + col`), each at most once. The options of the solution
/// `columns` are highlighted: their squares cover every primary item once and no secondary item
/// twice.
pub fn exact_cover(n: usize, columns: &[u8]) -> String {
    let size = 18.0;
    let lines = (2 * n).saturating_sub(1);
    let label_width = 52.0;
    let gap = 12.0;
    let top = 40.0;
    let primary = 2 * n;
    let items = primary + 2 * lines;
    let x_of = |item: usize| {
        let gaps = if item >= primary { gap } else { 0.0 };
        label_width + size * item as f64 + gaps
    };
    let width = x_of(items) + 16.0;
    let height = top + size * (n * n) as f64 + 16.0;
    let mut drawing = Drawing::new(width, height);
    // The names of the items, the primary ones in ink and the secondary ones muted.
    let names = (0..n)
        .map(|row| format!("r{row}"))
        .chain((0..n).map(|col| format!("c{col}")))
        .chain((0..lines).map(|diag| format!("d{diag}")))
        .chain((0..lines).map(|diag| format!("a{diag}")));
    for (item, name) in names.enumerate() {
        let colour = if item < primary { INK } else { MUTED };
        let font = Font::mono(10.0).colour(colour);
        drawing.push(1, centred(x_of(item) + size / 2.0, top - 10.0, font, &name));
    }
    for row in 0..n {
        for col in 0..n {
            let option = row * n + col;
            let y = top + size * option as f64;
            let chosen = columns.get(row).is_some_and(|&queen| usize::from(queen) == col);
            if chosen {
                let style = format!("fill=\"{QUEEN}\" fill-opacity=\"0.35\"");
                drawing.push(0, rect(0.0, y, width, size, &style));
            }
            let font = Font::mono(10.0).colour(if chosen { INK } else { MUTED });
            drawing.push(1, text(8.0, y + size * 0.7, font, &format!("({row},{col})")));
            let named = [row, n + col, primary + row + n - 1 - col, primary + lines + row + col];
            for item in named {
                let fill = if chosen { QUEEN_EDGE } else { EDGE };
                let style = format!("fill=\"{fill}\"");
                drawing.push(1, rect(x_of(item) + 3.0, y + 3.0, size - 6.0, size - 6.0, &style));
            }
        }
    }
    // The grid: a line under every row of board cells, and the edges of the item groups.
    for row in 0..=n {
        let y = top + size * (row * n) as f64;
        drawing.push(0, line((0.0, y), (width, y), "#d8d8d8", 1.0));
    }
    for item in [0, n, primary, primary + lines, items] {
        let x = if item == primary { x_of(item) - gap / 2.0 } else { x_of(item) };
        let bottom = top + size * (n * n) as f64;
        drawing.push(0, line((x, top - 4.0), (x, bottom), "#d8d8d8", 1.0));
    }
    drawing.svg()
}
