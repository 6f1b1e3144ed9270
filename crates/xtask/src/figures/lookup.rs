//! The table lookup of the parallel counter, on one board.

use nqueens_core::{Attack, Error, Solver};

use super::{
    ATTACK, Board, CURRENT, DARK, Drawing, Font, LIGHT, MUTED, QUEEN_EDGE, SOLUTION, rect, text,
};

/// The table lookup of the parallel counter on one board of `solver`'s: the last `height` rows
/// above the last row are not searched. On the left, a partial board with a queen in every row
/// above those rows and one in the last row: its free columns (dashed frames) name its group,
/// and the first row of the table shows where the diagonals (`╲`) and anti-diagonals (`╱`) of
/// the queens above cross it. On the right, every entry of that group (its queens in the table's
/// rows, attacking neither each other nor the queen of the last row) with its own masks in that
/// row: an entry whose masks meet none of the board's completes it (green); the others share a
/// diagonal with it (red, the shared cells framed). The masks are written column 0 first, as the
/// board shows them. The board is the first solution, in
/// lexicographic order, whose group holds an entry that fits and one that does not; `None` if
/// no solution of n has such a group.
///
/// # Errors
///
/// When `solver` cannot list the solutions of n.
pub fn lookup(solver: &dyn Solver, n: usize, height: usize) -> Result<Option<String>, Error> {
    let solutions = solver.solutions(n)?;
    let last = n - 1;
    let first = last - height;
    for solution in &solutions {
        let columns: Vec<usize> = solution.columns().iter().map(|&col| usize::from(col)).collect();
        let above: Vec<(usize, usize)> = (0..first).map(|row| (row, columns[row])).collect();
        let bottom = (last, columns[last]);
        let free: Vec<usize> = (0..n)
            .filter(|&col| col != bottom.1 && above.iter().all(|&(_, taken)| taken != col))
            .collect();
        // The group: every order of the free columns in the table's rows that attacks neither
        // itself nor the queen of the last row.
        let mut entries: Vec<Vec<(usize, usize)>> = Vec::new();
        let mut order = free.clone();
        permutations(&mut order, 0, &mut |order| {
            let mut queens: Vec<(usize, usize)> =
                order.iter().enumerate().map(|(offset, &col)| (first + offset, col)).collect();
            queens.push(bottom);
            if attack_free(&queens) {
                queens.pop();
                entries.push(queens);
            }
        });
        let board = crossings(n, first, &above);
        let fits = |entry: &[(usize, usize)]| {
            let own = crossings(n, first, entry);
            (own.0 & board.0) | (own.1 & board.1) == 0
        };
        let fitting = entries.iter().filter(|entry| fits(entry)).count();
        if fitting == 0 || fitting == entries.len() {
            continue;
        }
        return Ok(Some(draw(n, height, &above, bottom, &free, &entries, board, fitting)));
    }
    Ok(None)
}

/// Where the diagonals (row − col constant) and the anti-diagonals (row + col constant) of
/// `queens` cross row `first`, as masks of the columns of the board.
fn crossings(n: usize, first: usize, queens: &[(usize, usize)]) -> (u64, u64) {
    let (mut diags1, mut diags2) = (0u64, 0u64);
    for &(row, col) in queens {
        let distance = first as isize - row as isize;
        let diagonal = col as isize + distance;
        let anti_diagonal = col as isize - distance;
        if (0..n as isize).contains(&diagonal) {
            diags1 |= 1 << diagonal;
        }
        if (0..n as isize).contains(&anti_diagonal) {
            diags2 |= 1 << anti_diagonal;
        }
    }
    (diags1, diags2)
}

/// Whether no two of `queens` share a column or a diagonal.
fn attack_free(queens: &[(usize, usize)]) -> bool {
    queens.iter().enumerate().all(|(index, &(row, col))| {
        queens[index + 1..].iter().all(|&(other_row, other_col)| {
            col != other_col && row.abs_diff(other_row) != col.abs_diff(other_col)
        })
    })
}

/// Calls `visit` with every order of `items[from..]` after `items[..from]`.
fn permutations(items: &mut [usize], from: usize, visit: &mut impl FnMut(&[usize])) {
    if from == items.len() {
        visit(items);
        return;
    }
    for index in from..items.len() {
        items.swap(from, index);
        permutations(items, from + 1, visit);
        items.swap(from, index);
    }
}

/// Draws the figure of [`lookup`].
#[allow(clippy::too_many_arguments)]
fn draw(
    n: usize,
    height: usize,
    above: &[(usize, usize)],
    bottom: (usize, usize),
    free: &[usize],
    entries: &[Vec<(usize, usize)>],
    board: (u64, u64),
    fitting: usize,
) -> String {
    let first = n - 1 - height;
    let size = 36.0;
    let main = Board { x: 36.0, y: 112.0, size, n };
    let small = 18.0;
    let panel = main.x + main.side() + 40.0;
    let step = small * height as f64 + 34.0;
    let bottom_edge = (main.y + main.side() + 16.0).max(main.y + step * entries.len() as f64 + 4.0);
    let mut drawing = Drawing::new(panel + small * n as f64 + 120.0, bottom_edge);
    // A mask as its columns from left to right, column 0 first, as the board shows them.
    let mask = |mask: u64| {
        (0..n).map(|col| if mask & (1 << col) != 0 { '1' } else { '0' }).collect::<String>()
    };
    let cells: Vec<String> = free.iter().map(usize::to_string).collect();
    let lines = [
        (Font::mono(13.0).bold(), format!("rows {first}-{}: free {{{}}}", n - 2, cells.join(", "))),
        (
            Font::mono(13.0),
            format!("row {first}: diags1 {}  diags2 {}", mask(board.0), mask(board.1)),
        ),
        (
            Font::mono(13.0).colour(MUTED),
            format!("{} entries, {fitting} with (e1 & diags1) | (e2 & diags2) = 0", entries.len()),
        ),
    ];
    for (index, (font, line)) in lines.iter().enumerate() {
        drawing.push(1, text(main.x - 20.0, 22.0 + 20.0 * index as f64, *font, line));
    }
    drawing.extend(main.grid(true));
    // The table's rows, shaded, and the free columns framed in them.
    let (x, y) = main.corner(first, 0);
    let shade = format!("fill=\"{CURRENT}\" fill-opacity=\"0.10\"");
    drawing.push(1, rect(x, y, main.side(), size * height as f64, &shade));
    let dashed =
        format!("fill=\"none\" stroke=\"{CURRENT}\" stroke-width=\"2\" stroke-dasharray=\"4 3\"");
    for &col in free {
        let (x, y) = main.corner(first, col);
        drawing.push(3, rect(x + 2.0, y + 2.0, size - 4.0, size * height as f64 - 4.0, &dashed));
    }
    for &(row, col) in above {
        drawing.push(2, main.queen(row, col, QUEEN_EDGE));
    }
    drawing.push(2, main.queen(bottom.0, bottom.1, CURRENT));
    drawing.push(3, main.outline(bottom.0, bottom.1, CURRENT));
    for col in 0..n {
        if board.0 & (1 << col) != 0 {
            drawing.push(2, main.attack(first, col, Attack::Diagonal, ATTACK));
        }
        if board.1 & (1 << col) != 0 {
            drawing.push(2, main.attack(first, col, Attack::AntiDiagonal, ATTACK));
        }
    }
    // The entries of the group, each a strip of the table's rows with its own marks in the
    // first of them.
    for (index, entry) in entries.iter().enumerate() {
        let strip = Board { x: panel, y: main.y + step * index as f64, size: small, n };
        let own = crossings(n, first, entry);
        let shared = (own.0 & board.0) | (own.1 & board.1);
        let colour = if shared == 0 { SOLUTION } else { ATTACK };
        let mut squares = String::new();
        for offset in 0..height {
            for col in 0..n {
                let (x, y) = strip.corner(offset, col);
                let fill = if (first + offset + col).is_multiple_of(2) { LIGHT } else { DARK };
                squares.push_str(&rect(x, y, small, small, &format!("fill=\"{fill}\"")));
            }
        }
        drawing.push(0, squares);
        let frame = format!("fill=\"none\" stroke=\"{colour}\" stroke-width=\"2\"");
        drawing.push(1, rect(strip.x, strip.y, strip.side(), small * height as f64, &frame));
        for &(row, col) in entry {
            drawing.push(2, strip.queen(row - first, col, QUEEN_EDGE));
        }
        for col in 0..n {
            if shared & (1 << col) != 0 {
                drawing.push(3, strip.outline(0, col, ATTACK));
            }
        }
        let verdict = if shared == 0 { "= 0" } else { "≠ 0" };
        drawing.push(
            1,
            text(
                strip.x,
                strip.y + small * height as f64 + 15.0,
                Font::mono(11.0).colour(colour),
                &format!("e1 {}  e2 {}  {verdict}", mask(own.0), mask(own.1)),
            ),
        );
    }
    drawing.svg()
}
