//! One telling moment of each approach, for its page: a step of a backtracking search with the
//! state it keeps, a candidate of a brute-force scan with the conflict that rejects it, a task
//! of the parallel counter with its border queens.

use nqueens_core::{Attack, Error, Solver, Symmetry};

use super::animation::{Parts, scene};
use super::{ATTACK, Board, CURRENT, Drawing, Font, MUTED, QUEEN_EDGE, line, rect, text};
use nqueens_walk::phrases::Lang;
use nqueens_walk::{StepKind, Walk, WalkError};

/// The moment the walk of `solver` at n examines `cell` (row, col) with queens in the columns
/// `queens` in the rows above it: the board (the cell framed in blue) and the state of the
/// search, with the value the step read framed, as `nqueens explore` shows it. `None` when the
/// search never examines that cell with those queens above it (the bitmask search, for one,
/// examines only free cells). The state's notes are in `lang`, as the tool says them.
///
/// # Errors
///
/// When `solver` cannot be walked at n.
pub fn moment(
    solver: &'static dyn Solver,
    n: usize,
    queens: &[usize],
    cell: (usize, usize),
    lang: Lang,
) -> Result<Option<String>, WalkError> {
    let mut walk = Walk::new(solver, n)?;
    loop {
        let Some(step) = walk.forward() else { return Ok(None) };
        let examines = matches!(step.kind(), StepKind::Reject | StepKind::Place);
        if examines && step.cell() == Some(cell) && walk.queens().get(..cell.0) == Some(queens) {
            break;
        }
    }
    let (items, _, width, bottom) =
        scene(&mut walk, Parts { counter: false, caption: false, lang });
    let mut drawing = Drawing::new_in(width, bottom + 4.0, lang);
    drawing.extend(items);
    Ok(Some(drawing.svg()))
}

/// How a brute-force scan writes a candidate board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Encoding {
    /// One bit per cell of an n²-bit mask, row 0 in the highest n bits and column 0 the lowest
    /// bit of each row's n bits (the subset scan): each cell shows its bit.
    Mask,
    /// The numbers `row * n + col` of the chosen cells (the combination scan): each cell shows
    /// its number.
    CellNumbers,
    /// The column of the queen in each row (the permutation scan).
    Columns,
}

/// How one queen attacks another, rows included.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Line {
    Row,
    Line(Attack),
}

/// The line two cells share, if any.
fn shared_line((row, col): (usize, usize), (other_row, other_col): (usize, usize)) -> Option<Line> {
    if row == other_row {
        Some(Line::Row)
    } else if col == other_col {
        Some(Line::Line(Attack::Column))
    } else if row + other_col == other_row + col {
        Some(Line::Line(Attack::Diagonal))
    } else if row + col == other_row + other_col {
        Some(Line::Line(Attack::AntiDiagonal))
    } else {
        None
    }
}

/// A candidate of a brute-force scan of an n × n board: the queens on `cells`, each cell
/// labelled as the scan numbers it, the candidate written as the scan writes it above the
/// board, and the first two queens (in reading order of the lower one) that attack each other
/// joined in red, with the line they share.
pub fn candidate(n: usize, encoding: Encoding, cells: &[(usize, usize)]) -> String {
    let mut cells = cells.to_vec();
    cells.sort_unstable();
    let size = 44.0;
    let board = Board { x: 36.0, y: 76.0, size, n };
    let written = match encoding {
        Encoding::Mask => {
            let bit = |&(row, col): &(usize, usize)| (n - 1 - row) * n + col;
            let mask: u128 = cells.iter().map(|cell| 1u128 << bit(cell)).sum();
            let bits = format!("{mask:0width$b}", width = n * n);
            let fields: Vec<&str> =
                (0..n).map(|row| bits.get(row * n..(row + 1) * n).unwrap_or_default()).collect();
            format!("mask = {mask} = {}", fields.join(" "))
        }
        Encoding::CellNumbers => {
            let numbers: Vec<String> =
                cells.iter().map(|(row, col)| (row * n + col).to_string()).collect();
            format!("cells = {}", numbers.join(" "))
        }
        Encoding::Columns => {
            let columns: Vec<String> = cells.iter().map(|(_, col)| col.to_string()).collect();
            format!("columns = {}", columns.join(" "))
        }
    };
    let conflict = (1..cells.len()).find_map(|later| {
        (0..later).find_map(|earlier| {
            shared_line(cells[earlier], cells[later])
                .map(|line| (cells[earlier], cells[later], line))
        })
    });
    let signed = |value: usize| isize::try_from(value).expect("a figure's board is small");
    let explained = conflict.map(|(first, second, shared)| {
        let named = match shared {
            Line::Row => format!("row = {}", first.0),
            Line::Line(Attack::Column) => format!("col = {}", first.1),
            Line::Line(Attack::Diagonal) => {
                format!("row - col = {}", signed(first.0) - signed(first.1))
            }
            Line::Line(Attack::AntiDiagonal) => format!("row + col = {}", first.0 + first.1),
        };
        format!("({}, {}) × ({}, {}): {named}", first.0, first.1, second.0, second.1)
    });
    // Wide enough for the board and both lines of text (about 8.5 pixels a character).
    let longest =
        written.chars().count().max(explained.as_ref().map_or(0, |text| text.chars().count()));
    let width = (board.x + board.side() + 24.0).max(16.0 + 8.5 * longest as f64 + 24.0);
    let mut drawing = Drawing::new(width, board.y + board.side() + 16.0);
    drawing.push(1, text(board.x - 20.0, 24.0, Font::mono(14.0).bold(), &written));
    drawing.extend(board.grid(true));
    if encoding != Encoding::Columns {
        for row in 0..n {
            for col in 0..n {
                let label = match encoding {
                    Encoding::Mask => (n - 1 - row) * n + col,
                    _ => row * n + col,
                };
                let (x, y) = board.corner(row, col);
                let font = Font::mono(9.5).colour(MUTED);
                drawing.push(1, text(x + 3.0, y + 11.0, font, &label.to_string()));
            }
        }
    }
    for &(row, col) in &cells {
        let in_conflict =
            conflict.is_some_and(|(first, second, _)| (row, col) == first || (row, col) == second);
        drawing.push(2, board.queen(row, col, if in_conflict { ATTACK } else { QUEEN_EDGE }));
    }
    if let Some((first, second, _)) = conflict {
        let from = board.centre(first.0, first.1);
        let to = board.centre(second.0, second.1);
        drawing.push(1, line(from, to, ATTACK, 4.0).replace("/>", " stroke-opacity=\"0.6\"/>"));
    }
    if let Some(label) = explained {
        drawing.push(1, text(board.x - 20.0, 48.0, Font::mono(13.0).colour(ATTACK), &label));
    }
    drawing.svg()
}

/// The border queens of a solution, `columns`: its queens in row 0, the last column, the last
/// row and column 0, in reading order.
fn border_queens(columns: &[u8]) -> Vec<(usize, usize)> {
    let last = columns.len().saturating_sub(1);
    columns
        .iter()
        .enumerate()
        .map(|(row, &col)| (row, usize::from(col)))
        .filter(|&(row, col)| row == 0 || row == last || col == 0 || col == last)
        .collect()
}

/// The symmetries that map `queens` to a smaller set (sorted in reading order), and those that
/// map it to itself.
fn smaller_and_same(n: usize, queens: &[(usize, usize)]) -> (usize, usize) {
    let (mut smaller, mut same) = (0, 0);
    for symmetry in Symmetry::ALL {
        let mut image: Vec<(usize, usize)> =
            queens.iter().map(|&(row, col)| symmetry.map_cell(n, row, col)).collect();
        image.sort_unstable();
        match image.as_slice().cmp(queens) {
            std::cmp::Ordering::Less => smaller += 1,
            std::cmp::Ordering::Equal => same += 1,
            std::cmp::Ordering::Greater => {}
        }
    }
    (smaller, same)
}

/// One task of the parallel counter at n: the first solution (in the order `solver` lists
/// them) whose four border queens are canonical (no symmetry maps them to a smaller set, in
/// reading order) and kept by the identity alone. The border queens, placed before the task
/// starts, are framed in blue; the rows and columns they take are grey; the other queens are
/// what the task's search finds inside. Above, the border queens, the weight of each solution
/// the task finds (8 / |H| = 8) and how many solutions the task has.
///
/// `None` when n has no such solution.
///
/// # Errors
///
/// When `solver` refuses n.
pub fn constellation(solver: &dyn Solver, n: usize) -> Result<Option<String>, Error> {
    let solutions = solver.solutions(n)?;
    let chosen = solutions.iter().find(|solution| {
        let queens = border_queens(solution.columns());
        queens.len() == 4 && smaller_and_same(n, &queens) == (0, 1)
    });
    let Some(chosen) = chosen else { return Ok(None) };
    let queens = border_queens(chosen.columns());
    let completions =
        solutions.iter().filter(|solution| border_queens(solution.columns()) == queens).count();
    let size = 36.0;
    let board = Board { x: 36.0, y: 92.0, size, n };
    let mut drawing =
        Drawing::new((board.x + board.side() + 24.0).max(420.0), board.y + board.side() + 16.0);
    let cells: Vec<String> = queens.iter().map(|(row, col)| format!("({row}, {col})")).collect();
    drawing.push(1, text(board.x - 20.0, 22.0, Font::mono(13.0).bold(), &cells.join(" ")));
    drawing.push(1, text(board.x - 20.0, 42.0, Font::mono(13.0), "|H| = 1: 8 / |H| = 8"));
    drawing.push(
        1,
        text(
            board.x - 20.0,
            62.0,
            Font::mono(13.0).colour(MUTED),
            &format!("{completions} × 8 = {}", completions * 8),
        ),
    );
    drawing.extend(board.grid(true));
    for row in 0..n {
        for col in 0..n {
            let taken =
                queens.iter().any(|&(queen_row, queen_col)| queen_row == row || queen_col == col);
            if taken && !queens.contains(&(row, col)) {
                let (x, y) = board.corner(row, col);
                drawing.push(1, rect(x, y, size, size, "fill=\"#9a9a9a\" fill-opacity=\"0.45\""));
            }
        }
    }
    for (row, &col) in chosen.columns().iter().enumerate() {
        let col = usize::from(col);
        if queens.contains(&(row, col)) {
            drawing.push(2, board.queen(row, col, CURRENT));
            drawing.push(3, board.outline(row, col, CURRENT));
        } else {
            drawing.push(2, board.queen(row, col, QUEEN_EDGE));
        }
    }
    Ok(Some(drawing.svg()))
}
