//! The descent in waves of the parallel counter: one pass over the wave of one row.

use nqueens_walk::phrases::Lang;

use super::{ATTACK, Board, CURRENT, Drawing, Font, MUTED, QUEEN_EDGE, circle, line, text};
use crate::words;

/// A partial board of a wave: the column of its queen in each row above its row, and the free
/// columns of its row still to try.
#[derive(Clone, Debug)]
struct Partial {
    queens: Vec<usize>,
    avail: u64,
}

/// One pass of the waves, as the figure shows it: the row, the wave of that row before the
/// pass, what is left of it after, and the boards the pass put below, each with whether it was
/// kept (its row has a free column).
struct Pass {
    row: usize,
    before: Vec<Partial>,
    after: Vec<Partial>,
    below: Vec<(Partial, bool)>,
}

/// The columns of row `queens.len()` that no queen of `queens` attacks, on an n × n board.
fn free(n: usize, queens: &[usize]) -> u64 {
    let row = queens.len();
    let mut free = (1u64 << n) - 1;
    for (other, &col) in queens.iter().enumerate() {
        let distance = row - other;
        free &= !(1 << col);
        if col + distance < n {
            free &= !(1 << (col + distance));
        }
        if let Some(left) = col.checked_sub(distance) {
            free &= !(1 << left);
        }
    }
    free
}

/// The plain search of an n × n board from row 0, in waves of up to `capacity` boards per
/// row, as the parallel counter's descent runs (a wave is emptied before a pass that could
/// overfill it); stops at the first pass that shows everything a pass does: a board that keeps
/// columns to try and one that has none left, a board below that is kept and one that is
/// pruned.
struct Waves {
    n: usize,
    capacity: usize,
    waves: Vec<Vec<Partial>>,
    shown: Option<Pass>,
}

impl Waves {
    /// Empties the wave of `row` into the wave below; returns as soon as a pass is shown.
    fn drain(&mut self, row: usize) {
        while !self.waves[row].is_empty() && self.shown.is_none() {
            if row + 1 == self.n {
                // Boards with a queen in every row but the last, and a free column there:
                // solutions, which the figure does not follow.
                self.waves[row].clear();
                return;
            }
            if self.waves[row + 1].len() + self.waves[row].len() > self.capacity {
                self.drain(row + 1);
                continue;
            }
            let before = self.waves[row].clone();
            let mut after = Vec::new();
            let mut below = Vec::new();
            for board in &before {
                // The lowest free column, and the rest for the next passes.
                let bit = board.avail & board.avail.wrapping_neg();
                let rest = board.avail ^ bit;
                let mut queens = board.queens.clone();
                queens.push(bit.trailing_zeros() as usize);
                let next_avail = free(self.n, &queens);
                below.push((Partial { queens, avail: next_avail }, next_avail != 0));
                if rest != 0 {
                    after.push(Partial { queens: board.queens.clone(), avail: rest });
                }
            }
            let kept: Vec<Partial> =
                below.iter().filter(|(_, kept)| *kept).map(|(board, _)| board.clone()).collect();
            let shows_all = after.len() < before.len()
                && !after.is_empty()
                && kept.len() < below.len()
                && !kept.is_empty();
            if shows_all {
                self.shown = Some(Pass { row, before, after: after.clone(), below });
            }
            self.waves[row] = after;
            self.waves[row + 1].extend(kept);
        }
    }
}

/// One pass of the parallel counter's descent in waves, on the plain search of an n × n board
/// from row 0 with waves of up to `capacity` boards (the counter's hold 128): the first pass
/// that shows a board keeping columns to try and one with none left, a board below kept and
/// one pruned. Three lines of boards: the wave of the row before the pass, with each board's
/// free columns (dotted) and the lowest (framed blue), the one the pass tries; the same wave
/// after it, the boards with columns left moved to the front; and the boards the pass wrote
/// into the wave below, the new queen framed, those whose next row has no free column crossed
/// out in red (written, not kept). The title is in `lang`. `None` if no pass of n shows all
/// four.
pub fn waves(n: usize, capacity: usize, lang: Lang) -> Option<String> {
    let mut waves = Waves { n, capacity, waves: vec![Vec::new(); n], shown: None };
    waves.waves[0].push(Partial { queens: Vec::new(), avail: (1u64 << n) - 1 });
    for row in 0..n {
        waves.drain(row);
    }
    waves.shown.map(|pass| draw(n, capacity, &pass, lang))
}

/// Draws the figure of [`waves`].
fn draw(n: usize, capacity: usize, pass: &Pass, lang: Lang) -> String {
    let size = 22.0;
    let side = size * n as f64;
    let gap = 30.0;
    let left = 190.0;
    let top = 64.0;
    let band = side + 46.0;
    let row = pass.row;
    let titles = [
        (
            Font::mono(13.0).bold().words(lang),
            words::say(
                lang,
                "figure.waves.title",
                &[("n", &n), ("capacity", &capacity), ("row", &row)],
            ),
        ),
        (
            Font::mono(12.0).colour(MUTED),
            "bit = avail & -avail;  below[added] = board + bit;  wave[kept] = board, avail ^ bit"
                .to_string(),
        ),
    ];
    // Wide enough for the boards and for the titles, measured by display width.
    let widest = titles.iter().map(|(font, title)| font.width(title)).fold(0.0, f64::max);
    let width = (left + (side + gap) * capacity as f64 + 10.0).max(10.0 + widest + 10.0);
    let mut drawing = Drawing::new_in(width, top + 3.0 * band, lang);
    for (index, (font, title)) in titles.iter().enumerate() {
        drawing.push(1, text(10.0, 20.0 + 18.0 * index as f64, *font, title));
    }
    let lines = [
        (format!("wave[{row}]"), "avail".to_string()),
        (format!("wave[{row}]"), "kept += avail ^ bit != 0".to_string()),
        (format!("wave[{}]", row + 1), "added += next_avail != 0".to_string()),
    ];
    for (index, (name, note)) in lines.iter().enumerate() {
        let y = top + band * index as f64;
        drawing.push(1, text(10.0, y + side / 2.0, Font::mono(13.0).bold(), name));
        drawing.push(1, text(10.0, y + side / 2.0 + 18.0, Font::mono(11.0).colour(MUTED), note));
    }
    let dot = format!("fill=\"{CURRENT}\"");
    // One board of a line: its queens, and a dot on each free column of the row after them.
    let board_at = |drawing: &mut Drawing, line: usize, place: usize, partial: &Partial| {
        let board =
            Board { x: left + (side + gap) * place as f64, y: top + band * line as f64, size, n };
        drawing.extend(board.grid(false));
        for (queen_row, &col) in partial.queens.iter().enumerate() {
            drawing.push(2, board.queen(queen_row, col, QUEEN_EDGE));
        }
        let free_row = partial.queens.len();
        if free_row < n {
            for col in (0..n).filter(|&col| partial.avail & (1 << col) != 0) {
                let (x, y) = board.centre(free_row, col);
                drawing.push(1, circle(x, y, size * 0.16, &dot));
            }
        }
        board
    };
    for (place, partial) in pass.before.iter().enumerate() {
        let board = board_at(&mut drawing, 0, place, partial);
        let lowest = partial.avail.trailing_zeros() as usize;
        drawing.push(3, board.outline(row, lowest, CURRENT));
    }
    for (place, partial) in pass.after.iter().enumerate() {
        board_at(&mut drawing, 1, place, partial);
    }
    for (place, (partial, kept)) in pass.below.iter().enumerate() {
        let board = board_at(&mut drawing, 2, place, partial);
        drawing.push(3, board.outline(row, partial.queens[row], CURRENT));
        if !kept {
            // Written into the wave, not kept: the next board is written over it.
            let (x, y) = (board.x, board.y);
            drawing.push(3, line((x, y), (x + side, y + side), ATTACK, 3.0));
            drawing.push(3, line((x + side, y), (x, y + side), ATTACK, 3.0));
        }
    }
    drawing.svg()
}
