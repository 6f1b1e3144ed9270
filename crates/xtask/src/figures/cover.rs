//! The exact-cover matrix of N-Queens: one row per option (a cell), one column per item (its
//! row, its column, its diagonal, its anti-diagonal).

use std::ops::ControlFlow;

use nqueens_core::{Error, Solver};
use nqueens_walk::phrases::{Lang, say};

use super::{
    ATTACK, Drawing, EDGE, Font, INK, MUTED, QUEEN, QUEEN_EDGE, SOLUTION, centred, line, rect, text,
};

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

/// What the first step of a search records: the option it places first, and the cells it hides
/// (marks) before it goes one level down.
#[derive(Default)]
struct FirstStep {
    placed: Option<(usize, usize)>,
    hidden: Vec<(usize, usize)>,
    done: bool,
}

impl nqueens_core::Observer for FirstStep {
    fn node(&mut self, depth: usize) {
        if depth > 0 {
            self.done = true;
        }
    }

    fn placed(&mut self, row: usize, col: usize) {
        if !self.done && self.placed.is_none() {
            self.placed = Some((row, col));
        }
    }

    fn marked(&mut self, row: usize, col: usize) {
        if !self.done {
            self.hidden.push((row, col));
        }
    }
}

/// The first cover of the exact-cover search at n, and its uncover, as the dancing links see
/// them: two copies of the matrix of [`exact_cover`], each item's list drawn as a vertical
/// chain of links from its name down through its options (and back to its name, at the
/// bottom). On the left, after the search covers the first item and the items of the first
/// option it places (highlighted): the options it hid are hollow, and the links that changed to
/// step over them are red. On the right, after the uncover: the same links, set back, in green;
/// nothing else moved. The hidden cells are those the real search reports (`Observer::marked`)
/// before it goes one level down. The panels' titles are the steps' names in `lang`, as the
/// tool's `--only` names them.
///
/// # Errors
///
/// When `approach` refuses n.
pub fn dancing_links(approach: &dyn Solver, n: usize, lang: Lang) -> Result<String, Error> {
    let mut step = FirstStep::default();
    let _ = approach.observe(n, &mut step, &mut |_| ControlFlow::Break(()))?;
    let chosen = step.placed;
    let hidden = step.hidden;
    let size = 16.0;
    let lines = (2 * n).saturating_sub(1);
    let label_width = 48.0;
    let gap = 10.0;
    let top = 52.0;
    let primary = 2 * n;
    let items = primary + 2 * lines;
    let panel_width = label_width + size * items as f64 + gap + 16.0;
    let bottom = top + size * (n * n) as f64;
    let height = bottom + 24.0;
    let mut drawing = Drawing::new_in(2.0 * panel_width + 24.0, height, lang);
    // The items of the cell (`row`, `col`): its row, column, diagonal and anti-diagonal.
    let named = |row: usize, col: usize| {
        [row, n + col, primary + row + n - 1 - col, primary + lines + row + col]
    };
    // The cover walks the first item's list, then the lists of the chosen option's other items,
    // in the order of its nodes (row, column, diagonal, anti-diagonal): each hidden cell was
    // hidden by the first of those lists that held it, and stays linked in that one list; it
    // leaves the lists of its other items.
    let cover_order: Vec<usize> =
        chosen.map(|(row, col)| named(row, col).to_vec()).unwrap_or_default();
    let hidden_from = |item: usize, (row, col): (usize, usize)| {
        let items = named(row, col);
        let walker = cover_order.iter().find(|covered| items.contains(covered));
        hidden.contains(&(row, col)) && items.contains(&item) && walker != Some(&item)
    };
    for (panel, step) in ["cover", "uncover"].into_iter().enumerate() {
        let title = say(lang, &format!("only.{step}"), &[]);
        let left = panel as f64 * (panel_width + 24.0);
        let x_of = |item: usize| {
            let gaps = if item >= primary { gap } else { 0.0 };
            left + label_width + size * item as f64 + gaps
        };
        let y_of = |option: usize| top + size * option as f64;
        let font = Font::mono(12.0).bold().words(lang);
        drawing.push(1, text(left + 4.0, 16.0, font, &title));
        let names = (0..n)
            .map(|row| format!("r{row}"))
            .chain((0..n).map(|col| format!("c{col}")))
            .chain((0..lines).map(|diag| format!("d{diag}")))
            .chain((0..lines).map(|diag| format!("a{diag}")));
        // The items the cover took out of the list of items to cover are crossed out.
        let covered: Vec<usize> =
            chosen.map(|(row, col)| named(row, col).to_vec()).unwrap_or_default();
        for (item, name) in names.enumerate() {
            let colour = if item < primary { INK } else { MUTED };
            let x = x_of(item) + size / 2.0;
            drawing.push(1, centred(x, top - 22.0, Font::mono(9.0).colour(colour), &name));
            if panel == 0 && covered.contains(&item) {
                drawing.push(2, line((x - 6.0, top - 22.0), (x + 6.0, top - 22.0), ATTACK, 1.5));
            }
        }
        for row in 0..n {
            for col in 0..n {
                let option = row * n + col;
                let y = y_of(option);
                let is_chosen = chosen == Some((row, col));
                if is_chosen {
                    let style = format!("fill=\"{QUEEN}\" fill-opacity=\"0.35\"");
                    drawing.push(0, rect(left, y, panel_width, size, &style));
                }
                let font = Font::mono(9.0).colour(if is_chosen { INK } else { MUTED });
                drawing.push(1, text(left + 4.0, y + size * 0.7, font, &format!("({row},{col})")));
            }
        }
        // Each item's list, top to bottom: its name, its options in cell order, and back to its
        // name (the line down to the bottom edge).
        for item in 0..items {
            let x = x_of(item) + size / 2.0;
            let options: Vec<(usize, usize)> = (0..n)
                .flat_map(|row| (0..n).map(move |col| (row, col)))
                .filter(|&(row, col)| named(row, col).contains(&item))
                .collect();
            let out = |cell: &(usize, usize)| hidden_from(item, *cell);
            let mut above = top - 14.0;
            let mut changed = false;
            for cell in &options {
                let y = y_of(cell.0 * n + cell.1) + size / 2.0;
                if panel == 0 && out(cell) {
                    changed = true;
                    let style = format!("fill=\"none\" stroke=\"{EDGE}\" stroke-dasharray=\"2 2\"");
                    drawing.push(2, rect(x - 5.0, y - 5.0, 10.0, 10.0, &style));
                    continue;
                }
                // In the uncover panel, the links to and from an option that was out are the
                // ones set back.
                let restored = panel == 1 && out(cell);
                link(&mut drawing, panel, x, above, y - 5.0, changed || restored);
                let fill = if chosen == Some(*cell) { QUEEN_EDGE } else { EDGE };
                drawing.push(2, rect(x - 5.0, y - 5.0, 10.0, 10.0, &format!("fill=\"{fill}\"")));
                above = y + 5.0;
                changed = restored;
            }
            link(&mut drawing, panel, x, above, bottom + 8.0, changed);
        }
        for row in 0..=n {
            let y = y_of(row * n);
            drawing.push(0, line((left, y), (left + panel_width, y), "#e4e4e4", 1.0));
        }
    }
    Ok(drawing.svg())
}

/// A link of an item's list from `from` down to `to`: in the cover panel red when it steps over
/// hidden options (it changed), grey otherwise; in the uncover panel green where the cover
/// changed it (set back), grey otherwise. Over hidden options, the uncover panel links each
/// option back, so the green link runs through them.
fn link(drawing: &mut Drawing, panel: usize, x: f64, from: f64, to: f64, changed: bool) {
    let (colour, width) = match (changed, panel) {
        (false, _) => ("#c8c8c8", 1.0),
        (true, 0) => (ATTACK, 2.0),
        (true, _) => (SOLUTION, 2.0),
    };
    drawing.push(1, line((x, from), (x, to), colour, width));
}
