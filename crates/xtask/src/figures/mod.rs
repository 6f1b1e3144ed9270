//! The figures of the docs, drawn as SVG from the same model as `nqueens trace` and
//! `nqueens explore`: boards come from [`explain::board`](nqueens_walk::explain::board), states from
//! [`explain::state`](nqueens_walk::explain::state), captions from
//! [`explain::sentence`](nqueens_walk::explain::sentence), and the search from a [`Walk`](nqueens_walk::Walk)
//! of the real approach, so a figure shows exactly what the tool shows.
//!
//! Every figure is plain SVG text, deterministic (the same code draws the same bytes), with
//! generic fonts (`sans-serif`, `monospace`) and labels that are coordinates, indices and code
//! rather than words where it can. A figure with words takes the language of its words: the
//! tool's own words from the walk's phrase book, the others from [`words`](crate::words), and in
//! Chinese a font family with the characters ([`CJK_FAMILY`]), its labels measured by display
//! width; its Chinese twin `NAME-zh.svg` is what the Chinese pages show. The docs test
//! (`crates/xtask/tests/docs/figures.rs`) lists every figure of `docs/figures/`, draws it again
//! and fails if the committed file differs; `cargo xtask docs` rewrites them.
//!
//! - [`solutions`], [`attacks`], [`diagonals`] and [`tree`]: the figures of a textbook chapter
//!   (the solutions of n = 4, what one queen attacks, the numbering of the diagonals, the
//!   search tree with its pruned branches).
//! - [`animation`]: the search step by step as an animated SVG (SMIL, so it plays where an SVG
//!   is shown as an image), and [`frame`], any one of its frames as a still image.
//! - [`moment`], [`candidate`] and [`constellation`]: one telling moment of an approach, for
//!   its page; [`exact_cover`], the matrix a general solver is fed, and [`dancing_links`], its
//!   first cover and uncover; [`line_clauses`], the
//!   clauses a SAT solver is fed for one line of the board; [`waves`], one pass of the parallel
//!   counter's descent in waves; [`halves`], one top half of the meet-in-the-middle approach
//!   joined with the bottom halves that take the columns it leaves.

use std::fmt::Write as _;

use nqueens_core::{Attack, Error, Solver};

use nqueens_walk::explain::{Cell, Content};
use nqueens_walk::phrases::Lang;
use textwrap::core::display_width;

mod animation;
mod clauses;
mod cover;
mod halves;
mod pages;
mod tree;
mod waves;

pub use animation::{Timing, animation, animation_in, frame, frame_count};
pub use clauses::line_clauses;
pub use cover::{dancing_links, exact_cover};
pub use halves::halves;
pub use pages::{Encoding, candidate, constellation, moment};
pub use tree::tree;
pub use waves::waves;

/// Text and outlines.
const INK: &str = "#222222";
/// Coordinates, notes and other secondary text.
const MUTED: &str = "#7a7a7a";
/// The light and dark squares of the board.
const LIGHT: &str = "#f5f0e3";
const DARK: &str = "#e4d9bf";
/// The edge of the board.
const EDGE: &str = "#8a7f66";
/// A queen, and its outline.
const QUEEN: &str = "#f2b705";
const QUEEN_EDGE: &str = "#7a5a00";
/// An attacked cell, a set flag, a conflict: red, as in the terminal.
const ATTACK: &str = "#d23c3c";
/// A cell marked by the newest queen on a board of marks.
const NEW_MARK: &str = "#f8d7d3";
/// The cell or value the current step is about.
const CURRENT: &str = "#1f6feb";
/// A solution.
const SOLUTION: &str = "#2e9e44";

/// One element of a figure and the layer it is drawn in (lower layers first).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Item {
    layer: u8,
    markup: String,
}

/// A figure being drawn: its size and its elements.
struct Drawing {
    width: f64,
    height: f64,
    items: Vec<Item>,
    /// The font family of the whole figure: [`SANS`], or [`CJK_FAMILY`] for Chinese words.
    family: &'static str,
}

/// The font family of a figure in English.
const SANS: &str = "sans-serif";

/// The font family of a figure with Chinese words: fonts that have the characters, on Linux,
/// macOS and Windows, before the generic family. The Chinese charts of the results page
/// (`nqueens_benches::chart::Chart::family`) take it too.
pub const CJK_FAMILY: &str =
    "'Noto Sans CJK SC', 'Source Han Sans SC', 'PingFang SC', 'Microsoft YaHei', sans-serif";

impl Drawing {
    fn new(width: f64, height: f64) -> Self {
        Drawing { width, height, items: Vec::new(), family: SANS }
    }

    /// A drawing whose words are in `lang`: in Chinese, in a family with the characters.
    fn new_in(width: f64, height: f64, lang: Lang) -> Self {
        let family = if lang == Lang::Zh { CJK_FAMILY } else { SANS };
        Drawing { family, ..Drawing::new(width, height) }
    }

    fn push(&mut self, layer: u8, markup: String) {
        self.items.push(Item { layer, markup });
    }

    fn extend(&mut self, items: impl IntoIterator<Item = Item>) {
        self.items.extend(items);
    }

    /// The SVG text: the elements layer by layer, in the order they were drawn within a layer.
    fn svg(&self) -> String {
        let mut items: Vec<&Item> = self.items.iter().collect();
        items.sort_by_key(|item| item.layer);
        // A figure with no wide (Chinese) character, whatever its language, needs no fonts
        // of Chinese: it is the same figure in both languages.
        let wide =
            items.iter().any(|item| display_width(&item.markup) > item.markup.chars().count());
        let family = if wide { self.family } else { SANS };
        let mut svg = header_in(self.width, self.height, family);
        for item in items {
            svg.push_str(&item.markup);
            svg.push('\n');
        }
        svg.push_str("</svg>\n");
        svg
    }
}

/// The opening of an SVG document of the given size, with a white background (so that it reads
/// on a dark page too).
fn header(width: f64, height: f64) -> String {
    header_in(width, height, SANS)
}

/// [`header`] with the font `family`.
fn header_in(width: f64, height: f64, family: &str) -> String {
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" \
         viewBox=\"0 0 {width} {height}\" font-family=\"{family}\">\n\
         <rect width=\"{width}\" height=\"{height}\" fill=\"#ffffff\"/>\n"
    )
}

/// `text` with the characters XML reserves escaped.
fn escape(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for character in text.chars() {
        match character {
            '&' => escaped.push_str("&amp;"),
            '<' => escaped.push_str("&lt;"),
            '>' => escaped.push_str("&gt;"),
            '"' => escaped.push_str("&quot;"),
            _ => escaped.push(character),
        }
    }
    escaped
}

/// A rectangle; `style` holds its other attributes (`fill="…"`, …).
fn rect(x: f64, y: f64, width: f64, height: f64, style: &str) -> String {
    format!("<rect x=\"{x}\" y=\"{y}\" width=\"{width}\" height=\"{height}\" {style}/>")
}

/// A straight line of the given colour and width, with round ends.
fn line(from: (f64, f64), to: (f64, f64), colour: &str, width: f64) -> String {
    format!(
        "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"{colour}\" stroke-width=\"{width}\" \
         stroke-linecap=\"round\"/>",
        to_text(from.0),
        to_text(from.1),
        to_text(to.0),
        to_text(to.1)
    )
}

/// A circle; `style` holds its other attributes.
fn circle(x: f64, y: f64, radius: f64, style: &str) -> String {
    format!(
        "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" {style}/>",
        to_text(x),
        to_text(y),
        to_text(radius)
    )
}

/// How text is set: its size, alignment, font and colour.
#[derive(Clone, Copy)]
struct Font {
    size: f64,
    anchor: &'static str,
    family: Option<&'static str>,
    colour: &'static str,
    bold: bool,
}

impl Font {
    /// Sans-serif text of `size`, starting at its x.
    fn sans(size: f64) -> Self {
        Font { size, anchor: "start", family: None, colour: INK, bold: false }
    }

    /// Monospace text of `size`, starting at its x.
    fn mono(size: f64) -> Self {
        Font { family: Some("monospace"), ..Font::sans(size) }
    }

    fn middle(self) -> Self {
        Font { anchor: "middle", ..self }
    }

    fn colour(self, colour: &'static str) -> Self {
        Font { colour, ..self }
    }

    fn bold(self) -> Self {
        Font { bold: true, ..self }
    }

    /// The font of words in `lang`: this one in English; in Chinese the figure's own family
    /// (which has the characters) in place of `monospace`.
    fn words(self, lang: Lang) -> Self {
        if lang == Lang::Zh { Font { family: None, ..self } } else { self }
    }

    /// About how wide `content` is in this font: a monospace column is 0.6 of the size, and a
    /// wide (Chinese) character two columns, a little more than it takes.
    fn width(self, content: &str) -> f64 {
        0.6 * self.size * display_width(content) as f64
    }
}

/// A line of text whose baseline is at y.
fn text(x: f64, y: f64, font: Font, content: &str) -> String {
    let mut markup = format!(
        "<text x=\"{}\" y=\"{}\" font-size=\"{}\"",
        to_text(x),
        to_text(y),
        to_text(font.size)
    );
    if font.anchor != "start" {
        let _ = write!(markup, " text-anchor=\"{}\"", font.anchor);
    }
    if let Some(family) = font.family {
        let _ = write!(markup, " font-family=\"{family}\"");
    }
    if font.colour != INK {
        let _ = write!(markup, " fill=\"{}\"", font.colour);
    }
    if font.bold {
        markup.push_str(" font-weight=\"bold\"");
    }
    let _ = write!(markup, ">{}</text>", escape(content));
    markup
}

/// A line of text centred on (x, y), horizontally and (about) vertically.
fn centred(x: f64, y: f64, font: Font, content: &str) -> String {
    text(x, y + font.size * 0.35, font.middle(), content)
}

/// A number for an attribute: at most two decimals, none when it is whole.
fn to_text(value: f64) -> String {
    let rounded = (value * 100.0).round() / 100.0;
    format!("{rounded}")
}

/// Where a board of n × n cells of `size` pixels stands, its top left corner at (x, y).
#[derive(Clone, Copy)]
struct Board {
    x: f64,
    y: f64,
    size: f64,
    n: usize,
}

impl Board {
    /// The width and height of the board.
    fn side(&self) -> f64 {
        self.size * self.n as f64
    }

    /// The top left corner of the cell (`row`, `col`).
    fn corner(&self, row: usize, col: usize) -> (f64, f64) {
        (self.x + self.size * col as f64, self.y + self.size * row as f64)
    }

    /// The centre of the cell (`row`, `col`).
    fn centre(&self, row: usize, col: usize) -> (f64, f64) {
        let (x, y) = self.corner(row, col);
        (x + self.size / 2.0, y + self.size / 2.0)
    }

    /// The squares, the edge and, if `coordinates`, the column numbers above and the row
    /// numbers on the left: layer 0.
    fn grid(&self, coordinates: bool) -> Vec<Item> {
        let mut items = Vec::new();
        let mut push = |markup| items.push(Item { layer: 0, markup });
        let mut squares = String::new();
        for row in 0..self.n {
            for col in 0..self.n {
                let (x, y) = self.corner(row, col);
                let colour = if (row + col) % 2 == 0 { LIGHT } else { DARK };
                squares.push_str(&rect(x, y, self.size, self.size, &format!("fill=\"{colour}\"")));
            }
        }
        push(squares);
        push(rect(
            self.x,
            self.y,
            self.side(),
            self.side(),
            &format!("fill=\"none\" stroke=\"{EDGE}\" stroke-width=\"1.5\""),
        ));
        if coordinates {
            let font = Font::mono((self.size * 0.32).clamp(10.0, 13.0)).colour(MUTED);
            for index in 0..self.n {
                let (x, _) = self.centre(0, index);
                push(centred(x, self.y - 10.0, font, &index.to_string()));
                let (_, y) = self.centre(index, 0);
                push(centred(self.x - 12.0, y, font, &index.to_string()));
            }
        }
        items
    }

    /// A queen on (`row`, `col`), with `edge` as its outline colour.
    fn queen(&self, row: usize, col: usize, edge: &str) -> String {
        let (x, y) = self.centre(row, col);
        let disc = circle(
            x,
            y,
            self.size * 0.36,
            &format!("fill=\"{QUEEN}\" stroke=\"{edge}\" stroke-width=\"{}\"", self.size * 0.05),
        );
        let letter = centred(x, y, Font::sans(self.size * 0.42).bold().colour(INK), "Q");
        format!("{disc}{letter}")
    }

    /// The mark of a line of attack through (`row`, `col`), as the terminal draws it: `│` for a
    /// column, `╲` for a diagonal, `╱` for an anti-diagonal.
    fn attack(&self, row: usize, col: usize, attack: Attack, colour: &str) -> String {
        let (x, y) = self.corner(row, col);
        let (near, far) = (self.size * 0.25, self.size * 0.75);
        let width = (self.size * 0.08).max(2.0);
        match attack {
            Attack::Column => {
                line((x + self.size / 2.0, y + near), (x + self.size / 2.0, y + far), colour, width)
            }
            Attack::Diagonal => line((x + near, y + near), (x + far, y + far), colour, width),
            Attack::AntiDiagonal => line((x + far, y + near), (x + near, y + far), colour, width),
        }
    }

    /// A frame around the cell (`row`, `col`).
    fn outline(&self, row: usize, col: usize, colour: &str) -> String {
        let (x, y) = self.corner(row, col);
        let inset = 2.5;
        rect(
            x + inset,
            y + inset,
            self.size - 2.0 * inset,
            self.size - 2.0 * inset,
            &format!("fill=\"none\" stroke=\"{colour}\" stroke-width=\"3.5\""),
        )
    }

    /// What a cell of [`explain::board`](nqueens_walk::explain::board) shows: its queen or the line
    /// that attacks it (layer 2), and a frame when the step is about it (layer 3).
    fn cell(&self, row: usize, col: usize, cell: Cell) -> Vec<Item> {
        let mut items = Vec::new();
        match cell.content {
            Content::Queen => {
                items.push(Item { layer: 2, markup: self.queen(row, col, QUEEN_EDGE) });
            }
            Content::Attacked(attack) => {
                items.push(Item { layer: 2, markup: self.attack(row, col, attack, ATTACK) });
            }
            Content::Empty => {}
        }
        if cell.current {
            items.push(Item { layer: 3, markup: self.outline(row, col, CURRENT) });
        }
        items
    }
}

/// The solutions of an n × n board side by side, as `solver` lists them, each with its columns
/// underneath: for n = 4, the two boards of every textbook's first figure.
///
/// # Errors
///
/// When `solver` refuses n.
pub fn solutions(solver: &dyn Solver, n: usize) -> Result<String, Error> {
    let solutions = solver.solutions(n)?;
    let size = 40.0;
    let side = size * n as f64;
    let gap = 48.0;
    let width = 32.0 + (side + gap) * solutions.len() as f64 - gap + 16.0;
    let mut drawing = Drawing::new(width, 32.0 + side + 40.0);
    for (index, solution) in solutions.iter().enumerate() {
        let board = Board { x: 32.0 + (side + gap) * index as f64, y: 32.0, size, n };
        drawing.extend(board.grid(true));
        for (row, &col) in solution.columns().iter().enumerate() {
            drawing.push(2, board.queen(row, col.into(), QUEEN_EDGE));
        }
        let columns: Vec<String> = solution.columns().iter().map(u8::to_string).collect();
        drawing.push(
            1,
            text(board.x + side / 2.0, board.y + side + 26.0, Font::mono(15.0).middle(), &{
                format!("[{}]", columns.join(", "))
            }),
        );
    }
    Ok(drawing.svg())
}

/// What a queen on (`row`, `col`) of an n × n board attacks: every cell of its column, its
/// diagonal and its anti-diagonal, marked as the terminal marks them (`│`, `╲`, `╱` in red), and
/// its row in grey (one queen per row is built into every search from `backtrack-board` on). On
/// the right, each line with the number that names it.
pub fn attacks(n: usize, row: usize, col: usize) -> String {
    let size = 40.0;
    let board = Board { x: 32.0, y: 32.0, size, n };
    let legend_x = board.x + board.side() + 36.0;
    let mut drawing = Drawing::new(legend_x + 210.0, board.y + board.side() + 20.0);
    drawing.extend(board.grid(true));
    let signed = |value: usize| isize::try_from(value).expect("a figure's board is small");
    for cell_row in 0..n {
        for cell_col in 0..n {
            let mark = if (cell_row, cell_col) == (row, col) {
                board.queen(row, col, QUEEN_EDGE)
            } else if cell_col == col {
                board.attack(cell_row, cell_col, Attack::Column, ATTACK)
            } else if signed(cell_row) - signed(cell_col) == signed(row) - signed(col) {
                board.attack(cell_row, cell_col, Attack::Diagonal, ATTACK)
            } else if cell_row + cell_col == row + col {
                board.attack(cell_row, cell_col, Attack::AntiDiagonal, ATTACK)
            } else if cell_row == row {
                let (x, y) = board.centre(cell_row, cell_col);
                line((x - size * 0.25, y), (x + size * 0.25, y), MUTED, 2.0)
            } else {
                continue;
            };
            drawing.push(2, mark);
        }
    }
    // The legend: each line's mark, then its number.
    let legend = [
        (Some(Attack::Column), format!("col = {col}")),
        (Some(Attack::Diagonal), format!("row - col = {}", signed(row) - signed(col))),
        (Some(Attack::AntiDiagonal), format!("row + col = {}", row + col)),
        (None, format!("row = {row}")),
    ];
    let legend_board = Board { x: legend_x, y: board.y + 8.0, size: 32.0, n: 1 };
    for (index, (attack, label)) in legend.iter().enumerate() {
        let y = legend_board.y + 44.0 * index as f64;
        let mark_board = Board { y, ..legend_board };
        let (mark, colour) = match attack {
            Some(attack) => (mark_board.attack(0, 0, *attack, ATTACK), INK),
            None => {
                let (x, centre_y) = mark_board.centre(0, 0);
                (line((x - 8.0, centre_y), (x + 8.0, centre_y), MUTED, 2.0), MUTED)
            }
        };
        drawing.push(2, mark);
        let font = Font::mono(14.0).colour(colour);
        drawing.push(1, text(legend_x + 44.0, y + 16.0 + 5.0, font, label));
    }
    drawing.svg()
}

/// A colour for the value `index` out of `count`, around the colour wheel: pale, so that a
/// number reads on it.
fn hue(index: usize, count: usize) -> String {
    let hue = 360.0 * index as f64 / count.max(1) as f64;
    // HSL with saturation 0.6 and lightness 0.85, as RGB.
    let (saturation, lightness) = (0.6, 0.85);
    let chroma = (1.0 - (2.0 * lightness - 1.0f64).abs()) * saturation;
    let sector = hue / 60.0;
    let second = chroma * (1.0 - (sector % 2.0 - 1.0).abs());
    let (red, green, blue) = match sector as usize {
        0 => (chroma, second, 0.0),
        1 => (second, chroma, 0.0),
        2 => (0.0, chroma, second),
        3 => (0.0, second, chroma),
        4 => (second, 0.0, chroma),
        _ => (chroma, 0.0, second),
    };
    let base = lightness - chroma / 2.0;
    let byte = |value: f64| ((value + base) * 255.0).round().clamp(0.0, 255.0) as u8;
    format!("#{:02x}{:02x}{:02x}", byte(red), byte(green), byte(blue))
}

/// How a cell (row, col) gets the number of its diagonal.
type Numbering<'a> = &'a dyn Fn(usize, usize) -> usize;

/// The numbers of the diagonals on an n × n board, as the arrays of flags index them: on the
/// left `row - col + n - 1` (the index into `diags1`), on the right `row + col` (into `diags2`).
/// Cells with the same number share a colour: they are one diagonal.
pub fn diagonals(n: usize) -> String {
    let size = 44.0;
    let side = size * n as f64;
    let gap = 72.0;
    let lines = (2 * n).saturating_sub(1);
    let mut drawing = Drawing::new(32.0 + 2.0 * side + gap + 24.0, 64.0 + side + 16.0);
    let numberings: [(&str, Numbering<'_>); 2] = [
        ("row - col + n - 1", &|row, col| row + n - 1 - col),
        ("row + col", &|row, col| row + col),
    ];
    for (index, (title, number)) in numberings.into_iter().enumerate() {
        let board = Board { x: 32.0 + (side + gap) * index as f64, y: 64.0, size, n };
        let array = if index == 0 { "diags1" } else { "diags2" };
        drawing.push(
            1,
            text(
                board.x + side / 2.0,
                22.0,
                Font::mono(14.0).middle().bold(),
                &format!("{array}[{title}]"),
            ),
        );
        for row in 0..n {
            for col in 0..n {
                let (x, y) = board.corner(row, col);
                let value = number(row, col);
                let fill = format!("fill=\"{}\"", hue(value, lines));
                drawing.push(0, rect(x, y, size, size, &fill));
                let (centre_x, centre_y) = board.centre(row, col);
                drawing.push(1, centred(centre_x, centre_y, Font::mono(16.0), &value.to_string()));
            }
        }
        let mut grid = board.grid(true);
        // The squares of the grid would hide the colours: keep its edge and coordinates.
        grid.remove(0);
        drawing.extend(grid);
    }
    drawing.svg()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_is_escaped_and_numbers_are_short() {
        assert_eq!(escape("a < b & \"c\""), "a &lt; b &amp; &quot;c&quot;");
        assert_eq!(to_text(12.0), "12");
        assert_eq!(to_text(12.345), "12.35");
    }

    #[test]
    fn hues_are_pale_colours() {
        assert_eq!(hue(0, 7), "#f0c2c2");
        assert_eq!(hue(3, 7).len(), 7);
    }
}
