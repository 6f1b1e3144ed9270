//! A line chart with a logarithmic y axis, drawn as SVG with `plotters`.
//!
//! Both charts of the results page are drawn here: one line per approach against n, with the
//! y axis in powers of ten. The output is plain SVG text (`<text>` elements name the chart's font
//! family, the generic `sans-serif` or a list of Chinese fonts ending in it, so no font is read
//! while drawing and the viewer picks one), and it is the same byte for byte on every run and
//! machine for the same data.

use std::ops::RangeInclusive;

use plotters::coord::Shift;
use plotters::prelude::*;

/// One line of a chart.
#[derive(Clone, Debug, PartialEq)]
pub struct Series {
    /// The name in the legend.
    pub name: String,
    /// The points drawn as a solid line with markers: (n, value), value > 0.
    pub points: Vec<(usize, f64)>,
    /// Points that continue the line past `points`, drawn dashed and without markers (for
    /// example exact formulas where running the approach would take too long).
    pub continued: Vec<(usize, f64)>,
}

/// A chart: one line per series against n, with a logarithmic y axis.
#[derive(Clone, Debug)]
pub struct Chart {
    /// The caption above the chart.
    pub title: String,
    /// The label of the x axis.
    pub x_label: String,
    /// The label of the y axis.
    pub y_label: String,
    /// The n shown on the x axis.
    pub x_range: RangeInclusive<usize>,
    /// The label of the y tick at 10^power.
    pub y_tick: fn(i32) -> String,
    /// The lines, in legend order.
    pub series: Vec<Series>,
    /// Lines of text under the legend, explaining how to read the chart.
    pub notes: Vec<String>,
    /// The font family of every text: [`SANS`], or a list of fonts with the characters of the
    /// chart's language that ends in a generic family.
    pub family: &'static str,
}

/// The font family of a chart in English: the viewer's sans-serif font.
pub const SANS: &str = "sans-serif";

/// The width of the whole picture, in pixels.
const WIDTH: u32 = 1_060;
/// The height of the whole picture, in pixels, unless the legend needs more ([`height`]).
const HEIGHT: u32 = 560;
/// The legend's layout, in pixels: the height of its title's band and where its first entry
/// sits below it, then the spacing of its entries and of its notes.
const TITLE_HEIGHT: i32 = 30;
const LEGEND_TOP: i32 = 30;
const ENTRY_SPACING: i32 = 24;
const NOTE_SPACING: i32 = 20;
/// The width of the plotting area; the legend takes the rest on the right.
const PLOT_WIDTH: u32 = 680;

/// The Okabe–Ito palette (readable for every kind of colour vision), without its yellow, which
/// is too pale on white, and with a mid grey in its place, then the purple, the brown and the
/// magenta of ColorBrewer's Dark2, so that eleven series (the approaches of the workspace) each
/// have a colour of their own (a test holds the palette to the registry).
const COLORS: [RGBColor; 11] = [
    RGBColor(0, 0, 0),
    RGBColor(230, 159, 0),
    RGBColor(86, 180, 233),
    RGBColor(0, 158, 115),
    RGBColor(0, 114, 178),
    RGBColor(213, 94, 0),
    RGBColor(204, 121, 167),
    RGBColor(128, 128, 128),
    RGBColor(117, 112, 179),
    RGBColor(166, 118, 29),
    RGBColor(231, 41, 138),
];

/// The colour of the series at `index`.
fn color(index: usize) -> RGBColor {
    COLORS[index % COLORS.len()]
}

/// Draws `chart` as an SVG document.
///
/// Values that are not positive and finite cannot be placed on a logarithmic axis and are left
/// out. Drawing into a string cannot fail for lack of space or fonts; an error here would be a
/// bug in this module, so it is reported as a panic with its cause.
///
/// ```
/// use nqueens_benches::chart::{Chart, Series, render};
///
/// let chart = Chart {
///     title: "powers of two".to_string(),
///     x_label: "n".to_string(),
///     y_label: "2^n".to_string(),
///     x_range: 1..=4,
///     y_tick: |power| format!("1e{power}"),
///     series: vec![Series {
///         name: "2^n".to_string(),
///         points: (1..=4).map(|n| (n, 2f64.powi(n as i32))).collect(),
///         continued: Vec::new(),
///     }],
///     notes: Vec::new(),
///     family: nqueens_benches::chart::SANS,
/// };
/// let svg = render(&chart);
/// assert!(svg.starts_with("<svg"));
/// assert_eq!(svg, render(&chart));
/// ```
pub fn render(chart: &Chart) -> String {
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (WIDTH, height(chart))).into_drawing_area();
        if let Err(error) = draw(chart, &root) {
            panic!("drawing the chart {:?} failed: {error}", chart.title);
        }
    }
    // End the document with a newline, as text files do.
    svg.push('\n');
    svg
}

/// The position of a value on the logarithmic axis: its power of ten.
fn decades(value: f64) -> Option<f64> {
    (value.is_finite() && value > 0.0).then(|| value.log10())
}

/// The points of a series as (n, power of ten), leaving out what cannot be drawn.
fn on_log_axis(points: &[(usize, f64)]) -> Vec<(f64, f64)> {
    points.iter().filter_map(|&(n, value)| decades(value).map(|power| (n as f64, power))).collect()
}

/// The whole powers of ten that frame every value of the chart.
fn y_bounds(chart: &Chart) -> (i32, i32) {
    let powers = chart
        .series
        .iter()
        .flat_map(|series| {
            on_log_axis(&series.points).into_iter().chain(on_log_axis(&series.continued))
        })
        .map(|(_, power)| power);
    let (low, high) = powers.fold((f64::INFINITY, f64::NEG_INFINITY), |(low, high), power| {
        (low.min(power), high.max(power))
    });
    if low > high {
        // Nothing to draw: show one decade.
        return (0, 1);
    }
    // The powers of ten of finite f64 values lie within ±400, so they fit an i32.
    let (low, high) = (low.floor() as i32, high.ceil() as i32);
    (low, high.max(low + 1))
}

/// The outline of the marker of the series at `index`, in pixels around its centre: a round
/// dot, a square, a triangle, a diamond, a triangle upside down, or a plus sign.
fn marker_outline(index: usize) -> Vec<(i32, i32)> {
    match index % 6 {
        0 => vec![(-2, -4), (2, -4), (4, -2), (4, 2), (2, 4), (-2, 4), (-4, 2), (-4, -2)],
        1 => vec![(-4, -4), (4, -4), (4, 4), (-4, 4)],
        2 => vec![(0, -5), (5, 4), (-5, 4)],
        3 => vec![(0, -5), (5, 0), (0, 5), (-5, 0)],
        4 => vec![(0, 5), (5, -4), (-5, -4)],
        _ => vec![
            (-1, -5),
            (1, -5),
            (1, -1),
            (5, -1),
            (5, 1),
            (1, 1),
            (1, 5),
            (-1, 5),
            (-1, 1),
            (-5, 1),
            (-5, -1),
            (-1, -1),
        ],
    }
}

/// The height of the picture: [`HEIGHT`], or more if the legend and its notes need it, so that
/// no line of them is cut off at the bottom.
fn height(chart: &Chart) -> u32 {
    let entries = i32::try_from(chart.series.len()).unwrap_or(i32::MAX);
    let notes = i32::try_from(chart.notes.len()).unwrap_or(i32::MAX);
    let legend = TITLE_HEIGHT
        + LEGEND_TOP
        + entries.saturating_mul(ENTRY_SPACING)
        + ENTRY_SPACING / 2
        + notes.saturating_mul(NOTE_SPACING);
    HEIGHT.max(u32::try_from(legend).unwrap_or(HEIGHT))
}

/// Draws the chart on `root`: the caption, the plot on the left and the legend on the right.
fn draw<DB: DrawingBackend>(
    chart: &Chart,
    root: &DrawingArea<DB, Shift>,
) -> Result<(), DrawingAreaErrorKind<DB::ErrorType>> {
    root.fill(&WHITE)?;
    let root = root.titled(&chart.title, (chart.family, 22))?;
    let (plot_area, legend_area) = root.split_horizontally(PLOT_WIDTH);

    let (y_low, y_high) = y_bounds(chart);
    let x_low = *chart.x_range.start() as f64 - 0.5;
    let x_high = *chart.x_range.end() as f64 + 0.5;
    let mut plot = ChartBuilder::on(&plot_area)
        .margin(12)
        .x_label_area_size(44)
        .y_label_area_size(76)
        .build_cartesian_2d(x_low..x_high, f64::from(y_low)..f64::from(y_high))?;

    let y_tick = chart.y_tick;
    let decades = usize::try_from(y_high - y_low).unwrap_or(1);
    plot.configure_mesh()
        .x_desc(&chart.x_label)
        .y_desc(&chart.y_label)
        .axis_desc_style((chart.family, 16))
        .label_style((chart.family, 14))
        // One label per n, and one per power of ten (or per few powers, on a tall axis).
        .x_labels(chart.x_range.clone().count() + 1)
        .y_labels(decades.min(14) + 1)
        .x_label_formatter(&|x| whole(*x).map_or_else(String::new, |n| n.to_string()))
        .y_label_formatter(&|y| whole(*y).map_or_else(String::new, y_tick))
        .max_light_lines(0)
        .bold_line_style(BLACK.mix(0.12))
        .draw()?;

    for (index, series) in chart.series.iter().enumerate() {
        let style = color(index).stroke_width(2);
        let points = on_log_axis(&series.points);
        // The dashed continuation starts where the solid line ends.
        let continued: Vec<(f64, f64)> =
            points.last().copied().into_iter().chain(on_log_axis(&series.continued)).collect();
        if continued.len() > 1 {
            plot.draw_series(DashedLineSeries::new(continued, 7, 5, color(index).stroke_width(2)))?;
        }
        plot.draw_series(LineSeries::new(points.clone(), style))?;
        let marker =
            |at| EmptyElement::at(at) + Polygon::new(marker_outline(index), color(index).filled());
        plot.draw_series(points.iter().map(|&at| marker(at)))?;
    }

    draw_legend(chart, &legend_area)
}

/// Draws the legend: a line and marker sample and the name of each series, then the notes.
fn draw_legend<DB: DrawingBackend>(
    chart: &Chart,
    area: &DrawingArea<DB, Shift>,
) -> Result<(), DrawingAreaErrorKind<DB::ErrorType>> {
    let text = (chart.family, 14).into_font();
    let mut y = LEGEND_TOP;
    for (index, series) in chart.series.iter().enumerate() {
        area.draw(&PathElement::new(vec![(8, y), (44, y)], color(index).stroke_width(2)))?;
        area.draw(
            &(EmptyElement::at((26, y))
                + Polygon::new(marker_outline(index), color(index).filled())),
        )?;
        area.draw(&Text::new(series.name.clone(), (54, y - 8), text.clone()))?;
        y += ENTRY_SPACING;
    }
    y += ENTRY_SPACING / 2;
    let note = (chart.family, 13).into_font().color(&BLACK.mix(0.75));
    for line in &chart.notes {
        area.draw(&Text::new(line.clone(), (8, y - 8), note.clone()))?;
        y += NOTE_SPACING;
    }
    Ok(())
}

/// The whole number a tick position stands for, if it is one.
fn whole(value: f64) -> Option<i32> {
    let rounded = value.round();
    // Tick positions are sums of steps and may miss a whole number by a rounding error.
    ((value - rounded).abs() < 1e-6 && rounded.abs() < 1e9).then_some(rounded as i32)
}

/// A power of ten as people write it: `1`, `10`, `100`, then `10³`, `10⁴`, …, `10⁻²`.
///
/// ```
/// use nqueens_benches::chart::power_of_ten;
///
/// assert_eq!(power_of_ten(2), "100");
/// assert_eq!(power_of_ten(15), "10¹⁵");
/// assert_eq!(power_of_ten(-3), "10⁻³");
/// ```
pub fn power_of_ten(power: i32) -> String {
    match power {
        0 => "1".to_string(),
        1 => "10".to_string(),
        2 => "100".to_string(),
        _ => {
            const DIGITS: [char; 10] = ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];
            let sign = if power < 0 { "⁻" } else { "" };
            let digits: String = power
                .unsigned_abs()
                .to_string()
                .bytes()
                .map(|digit| DIGITS[usize::from(digit - b'0')])
                .collect();
            format!("10{sign}{digits}")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_approach_has_a_colour_of_its_own() {
        assert!(nqueens_approaches::APPROACHES.len() <= COLORS.len(), "add a colour to COLORS");
    }
}
