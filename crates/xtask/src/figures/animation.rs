//! The search step by step: one scene per step of a walk (the board, the state of the search,
//! the counters and the sentence of `explore`), as still frames or as one animated SVG.
//!
//! The animation is SMIL: every element that is not on every frame sits in a group whose
//! `visibility` an `<animate>` switches at the frames that show it (discrete key times, one loop
//! repeated forever). A still frame is the same document with only the elements of that frame
//! and no animation, so the frame a test or a reader renders is the frame the animation plays.

use std::collections::HashMap;
use std::fmt::Write as _;

use nqueens_core::{Bookkeeping, Solver};

use super::{
    ATTACK, Board, CJK_FAMILY, CURRENT, Drawing, Font, INK, Item, MUTED, NEW_MARK, SOLUTION,
    header, rect, text,
};
use nqueens_walk::explain::{self, Content, Shape, StateLine};
use nqueens_walk::phrases::{Lang, say};
use nqueens_walk::{Step, StepKind, Walk, WalkError};
use textwrap::core::display_width;

/// How long each frame of the animation stays, in milliseconds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Timing {
    /// The empty board before the first step.
    pub start: u32,
    /// An ordinary step.
    pub step: u32,
    /// A solution.
    pub solution: u32,
    /// The last step, with the totals.
    pub end: u32,
}

impl Default for Timing {
    fn default() -> Self {
        Timing { start: 1500, step: 700, solution: 2100, end: 3500 }
    }
}

/// What a scene shows besides the board and the state.
#[derive(Clone, Copy, Debug)]
pub(super) struct Parts {
    /// The counters of the walk so far.
    pub(super) counter: bool,
    /// The sentence on the step just taken.
    pub(super) caption: bool,
    /// The language of the words: the state's notes, the counters and the sentence.
    pub(super) lang: Lang,
}

/// The characters of a caption line.
const CAPTION_WIDTH: usize = 80;
/// The distance between caption lines.
const CAPTION_LEADING: f64 = 19.0;

/// Where the parts of a scene stand: the same for every step of a walk.
struct Layout {
    board: Board,
    panel_x: f64,
    panel_y: f64,
    /// The top of the counters (and the caption below them).
    below: f64,
    width: f64,
}

impl Layout {
    fn new(walk: &Walk) -> Self {
        let n = walk.n();
        let size = (240.0 / n.max(1) as f64).min(44.0).floor();
        let board = Board { x: 36.0, y: 52.0, size, n };
        let panel_x = board.x + board.side() + 40.0;
        let panel_y = board.y - 4.0;
        let lines = match walk.bookkeeping() {
            Bookkeeping::Masks => 4,
            Bookkeeping::MarkedBoard => n.max(1),
            Bookkeeping::Sets | Bookkeeping::Flags => 3,
            // The exact-cover counts: rows, columns, diagonals, anti-diagonals.
            Bookkeeping::Links => 4,
        };
        let panel_bottom = panel_y + line_height(walk.bookkeeping()) * lines as f64;
        let below = (board.y + board.side()).max(panel_bottom) + 14.0;
        let boxes = (2 * n).saturating_sub(1) as f64;
        let width = (panel_x + 72.0 + 25.0 * boxes + 24.0).max(640.0);
        Layout { board, panel_x, panel_y, below, width }
    }
}

/// The height of one line of the state panel.
fn line_height(bookkeeping: Bookkeeping) -> f64 {
    if bookkeeping == Bookkeeping::MarkedBoard { 26.0 } else { 54.0 }
}

/// The scene after the steps `walk` has taken: the board with coordinates, the state of the
/// search in its own terms, and the `parts` asked for. Returns its elements and how many
/// caption lines it has.
pub(super) fn scene(walk: &mut Walk, parts: Parts) -> (Vec<Item>, usize, f64, f64) {
    let layout = Layout::new(walk);
    let board = layout.board;
    let n = walk.n();
    let mut items = Vec::new();
    let info = walk.solver().info();
    items.push(Item {
        layer: 1,
        markup: text(
            board.x - 20.0,
            20.0,
            Font::mono(13.0).colour(MUTED),
            &format!("{} · n = {n}", info.id),
        ),
    });
    items.extend(board.grid(true));
    let newest = walk.queens().len().checked_sub(1);
    for (row, cells) in explain::board(walk).into_iter().enumerate() {
        for (col, cell) in cells.into_iter().enumerate() {
            let marked_by_newest = walk.bookkeeping() == Bookkeeping::MarkedBoard
                && matches!(cell.content, Content::Attacked(_))
                && newest.is_some()
                && walk.marked_by(row, col) == newest;
            if marked_by_newest {
                let (x, y) = board.corner(row, col);
                let fill = format!("fill=\"{NEW_MARK}\"");
                items.push(Item { layer: 1, markup: rect(x, y, board.size, board.size, &fill) });
            }
            items.extend(board.cell(row, col, cell));
        }
    }
    if walk.current().is_some_and(|step| step.kind() == StepKind::Solution) {
        let stroke = format!("fill=\"none\" stroke=\"{SOLUTION}\" stroke-width=\"4\"");
        let markup =
            rect(board.x - 3.0, board.y - 3.0, board.side() + 6.0, board.side() + 6.0, &stroke);
        items.push(Item { layer: 3, markup });
    }
    let height = line_height(walk.bookkeeping());
    for (index, line) in explain::state_in(walk, parts.lang).iter().enumerate() {
        let y = layout.panel_y + height * index as f64;
        items.extend(state_line(line, layout.panel_x, y));
    }
    let mut lines = 0;
    if parts.counter {
        let counters = explain::counters(walk);
        let mut x = board.x - 20.0;
        for (name, value) in counters {
            let name = say(parts.lang, &format!("counter.{}", name.replace(' ', "_")), &[]);
            let label = format!("{name} {value}");
            let font = Font::mono(13.0).colour(MUTED);
            items.push(Item { layer: 1, markup: text(x, layout.below + 14.0, font, &label) });
            x += 8.0 * (display_width(&name) + 3) as f64 + 30.0;
        }
    }
    if parts.caption {
        let sentence = explain::sentence_in(walk, parts.lang);
        for (index, part) in caption_lines(&sentence).iter().enumerate() {
            let y = layout.below + 42.0 + CAPTION_LEADING * index as f64;
            items.push(Item { layer: 1, markup: text(board.x - 20.0, y, Font::sans(14.0), part) });
            lines += 1;
        }
    }
    let bottom = if parts.caption {
        layout.below + 42.0
    } else if parts.counter {
        layout.below + 24.0
    } else {
        layout.below
    };
    (items, lines, layout.width, bottom)
}

/// The lines of a caption, at most [`CAPTION_WIDTH`] columns each: an English sentence broken
/// at spaces; a Chinese one, which has few, also before its characters, but never before a
/// closing mark, after an opening one or a space that does not break, or inside `第 1 行`
/// (after 第, or between a number and the word that counts it).
fn caption_lines(sentence: &str) -> Vec<String> {
    let is_wide = |c: char| display_width(c.encode_utf8(&mut [0; 4])) == 2;
    if !sentence.chars().any(is_wide) {
        return textwrap::wrap(sentence, CAPTION_WIDTH).into_iter().map(String::from).collect();
    }
    // The sentence cut where a line may break, each piece with the space before it, if any.
    let chars: Vec<char> = sentence.chars().collect();
    let glued_after = |c: char| "第（“《\u{a0}".contains(c);
    let mut pieces: Vec<(bool, String)> = vec![(false, String::new())];
    for (at, &c) in chars.iter().enumerate() {
        let before = at.checked_sub(1).map(|at| chars[at]);
        let after = chars.get(at + 1).copied();
        if c == ' ' {
            let counted = before.is_some_and(|b| b.is_ascii_digit()) && after.is_some_and(is_wide);
            if before.is_some_and(glued_after) || counted {
                pieces.last_mut().expect("a piece").1.push(c);
            } else {
                pieces.push((true, String::new()));
            }
            continue;
        }
        let breaks = is_wide(c)
            && !"，。：；）、”》".contains(c)
            && before.is_some_and(|b| b != ' ' && !glued_after(b));
        if breaks {
            pieces.push((false, String::new()));
        }
        pieces.last_mut().expect("a piece").1.push(c);
    }
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for (spaced, piece) in pieces.into_iter().filter(|(_, piece)| !piece.is_empty()) {
        let gap = if spaced && !line.is_empty() { " " } else { "" };
        if !line.is_empty()
            && display_width(&line) + gap.len() + display_width(&piece) > CAPTION_WIDTH
        {
            lines.push(std::mem::take(&mut line));
        } else {
            line.push_str(gap);
        }
        line.push_str(&piece);
    }
    lines.push(line);
    lines
}

/// One line of the state panel: the name, the values in boxes (the one the step read or wrote
/// framed in blue, set flags and bits in red), the index of each value under it, and the note.
fn state_line(line: &StateLine, x: f64, y: f64) -> Vec<Item> {
    let mut items = Vec::new();
    let mut push = |layer, markup| items.push(Item { layer, markup });
    let name_font = Font::mono(13.0).bold();
    let values_x = x + 72.0;
    if line.shape == Shape::Cells {
        push(1, text(x, y + 16.0, name_font, &line.name));
        let cells = format!("{}: {}", line.values.len(), line.values.join(" "));
        push(1, text(values_x, y + 16.0, Font::mono(12.0), &cells));
        return items;
    }
    push(1, text(x, y + 16.0, name_font, &line.name));
    let count = line.values.len();
    let mut box_x = values_x;
    if line.shape == Shape::Set {
        // A set between braces: `{ }` when empty.
        push(1, text(values_x - 12.0, y + 16.0, Font::mono(14.0).colour(MUTED), "{"));
        if count == 0 {
            push(1, text(values_x + 4.0, y + 16.0, Font::mono(14.0).colour(MUTED), "}"));
        }
    }
    for (index, value) in line.values.iter().enumerate() {
        let width = if line.shape == Shape::Set {
            (8.0 * value.len() as f64 + 12.0).max(24.0)
        } else {
            22.0
        };
        let read = line.read == Some(index);
        let set = line.shape == Shape::Set || value == "1";
        let fill = if set { NEW_MARK } else { "#ffffff" };
        let (stroke, stroke_width) = if read { (CURRENT, 2.5) } else { ("#b4b4b4", 1.0) };
        push(
            1,
            rect(
                box_x,
                y,
                width,
                22.0,
                &format!("fill=\"{fill}\" stroke=\"{stroke}\" stroke-width=\"{stroke_width}\""),
            ),
        );
        let mut font = Font::mono(13.0).colour(if set { ATTACK } else { INK });
        if read {
            font = font.bold();
        }
        push(2, text(box_x + width / 2.0, y + 15.5, font.middle(), value));
        // Under each flag its index, under each bit its column.
        let label = match line.shape {
            Shape::Flags => Some(index),
            Shape::Bits => Some(count - 1 - index),
            Shape::Counts => Some(index),
            Shape::Set | Shape::Cells => None,
        };
        if let Some(label) = label {
            let font = Font::mono(9.0).colour(if read { CURRENT } else { MUTED }).middle();
            push(1, text(box_x + width / 2.0, y + 32.0, font, &label.to_string()));
        }
        box_x += width + 3.0;
    }
    if line.shape == Shape::Set && count > 0 {
        push(1, text(box_x + 1.0, y + 16.0, Font::mono(14.0).colour(MUTED), "}"));
    }
    if !line.note.is_empty() {
        push(1, text(values_x, y + 45.0, Font::mono(10.5).colour(MUTED), &line.note));
    }
    items
}

/// A frame of a walk: its elements, and how long it stays.
struct Frame {
    items: Vec<Item>,
    millis: u32,
    lines: usize,
    /// Whether the step found a solution.
    solution: bool,
}

/// All the frames of the walk of `solver` at n: the empty board, then one per step.
struct Frames {
    frames: Vec<Frame>,
    width: f64,
    caption_top: f64,
}

fn frames(
    solver: &'static dyn Solver,
    n: usize,
    timing: Timing,
    lang: Lang,
) -> Result<Frames, WalkError> {
    let mut walk = Walk::new(solver, n)?;
    let parts = Parts { counter: true, caption: true, lang };
    let mut frames = Vec::new();
    let (items, lines, width, caption_top) = scene(&mut walk, parts);
    frames.push(Frame { items, millis: timing.start, lines, solution: false });
    while walk.forward().is_some() {
        let kind = walk.current().map(Step::kind);
        let (items, lines, _, _) = scene(&mut walk, parts);
        let millis = if walk.at_end() {
            timing.end
        } else if kind == Some(StepKind::Solution) {
            timing.solution
        } else {
            timing.step
        };
        let solution = kind == Some(StepKind::Solution);
        frames.push(Frame { items, millis, lines, solution });
    }
    Ok(Frames { frames, width, caption_top })
}

impl Frames {
    fn height(&self) -> f64 {
        let lines = self.frames.iter().map(|frame| frame.lines).max().unwrap_or(0);
        self.caption_top + CAPTION_LEADING * lines.saturating_sub(1) as f64 + 14.0
    }

    /// Every distinct element of the frames, in drawing order (by layer, then by first
    /// appearance), with the frames that show it.
    fn elements(&self) -> Vec<(&Item, Vec<bool>)> {
        let mut seen: HashMap<&Item, usize> = HashMap::new();
        let mut elements: Vec<(&Item, Vec<bool>)> = Vec::new();
        for (index, frame) in self.frames.iter().enumerate() {
            for item in &frame.items {
                let slot = *seen.entry(item).or_insert_with(|| {
                    elements.push((item, vec![false; self.frames.len()]));
                    elements.len() - 1
                });
                elements[slot].1[index] = true;
            }
        }
        elements.sort_by_key(|(item, _)| item.layer);
        elements
    }
}

/// How many frames the animation of `solver` at n has: the empty board, then one per step.
///
/// # Errors
///
/// When `solver` cannot be walked at n.
pub fn frame_count(solver: &'static dyn Solver, n: usize) -> Result<usize, WalkError> {
    Ok(frames(solver, n, Timing::default(), Lang::En)?.frames.len())
}

/// Frame `index` of the animation of `solver` at n as a still SVG (`None` past the last): the
/// elements the animation shows at that frame, in the same order, with the same size.
///
/// # Errors
///
/// When `solver` cannot be walked at n.
pub fn frame(
    solver: &'static dyn Solver,
    n: usize,
    index: usize,
) -> Result<Option<String>, WalkError> {
    let frames = frames(solver, n, Timing::default(), Lang::En)?;
    if index >= frames.frames.len() {
        return Ok(None);
    }
    let mut svg = header(frames.width, frames.height());
    for (item, shown) in frames.elements() {
        if shown[index] {
            svg.push_str(&item.markup);
            svg.push('\n');
        }
    }
    svg.push_str("</svg>\n");
    Ok(Some(svg))
}

/// The search of `solver` at n, step by step, as an animated SVG that plays in a loop: each
/// step stays `timing.step` milliseconds, solutions and the first and last frame longer. Where
/// SMIL does not play, the frame of the first solution shows.
///
/// # Errors
///
/// When `solver` cannot be walked at n.
pub fn animation(
    solver: &'static dyn Solver,
    n: usize,
    timing: Timing,
) -> Result<String, WalkError> {
    animation_in(solver, n, timing, Lang::En)
}

/// [`animation`] with its words in `lang`: the Chinese twin says what the tool and the stepper
/// say with `--lang zh`, in a font family that has the characters.
///
/// # Errors
///
/// When `solver` cannot be walked at n.
pub fn animation_in(
    solver: &'static dyn Solver,
    n: usize,
    timing: Timing,
    lang: Lang,
) -> Result<String, WalkError> {
    let frames = frames(solver, n, timing, lang)?;
    let mut starts = Vec::with_capacity(frames.frames.len());
    let mut total: u64 = 0;
    for frame in &frames.frames {
        starts.push(total);
        total += u64::from(frame.millis);
    }
    let poster = frames.frames.iter().position(|frame| frame.solution).unwrap_or(0);
    let mut drawing = Drawing::new(frames.width, frames.height());
    if lang == Lang::Zh {
        drawing.family = CJK_FAMILY;
    }
    let duration = format!("{}s", total as f64 / 1000.0);
    for (item, shown) in frames.elements() {
        if shown.iter().all(|&shown| shown) {
            drawing.push(0, item.markup.clone());
            continue;
        }
        // The frames where the element appears or disappears.
        let mut key_times = Vec::new();
        let mut values = Vec::new();
        for (index, &visible) in shown.iter().enumerate() {
            if index == 0 || visible != shown[index - 1] {
                key_times.push(format!("{:.5}", starts[index] as f64 / total as f64));
                values.push(if visible { "visible" } else { "hidden" });
            }
        }
        // `0.00000` would read as a key time of 0 anyway; write it as SMIL expects.
        key_times[0] = "0".to_string();
        let initial = if shown[poster] { "visible" } else { "hidden" };
        let mut group = format!("<g visibility=\"{initial}\">");
        let _ = write!(
            group,
            "<animate attributeName=\"visibility\" dur=\"{duration}\" repeatCount=\"indefinite\" \
             calcMode=\"discrete\" keyTimes=\"{}\" values=\"{}\"/>{}</g>",
            key_times.join(";"),
            values.join(";"),
            item.markup
        );
        drawing.push(0, group);
    }
    Ok(drawing.svg())
}
