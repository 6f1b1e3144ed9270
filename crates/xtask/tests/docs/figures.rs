//! The figures of `docs/figures/` are what the code draws today, well-formed, shown where they
//! belong, and true to the search they show.
//!
//! After a change, redraw them with `cargo xtask docs`,
//! render them (`rsvg-convert -w 800 docs/figures/NAME.svg -o /tmp/NAME.png`) and look at them
//! before committing. `FIGURE_FRAMES=DIR` also writes every frame of the animation to DIR as a
//! still SVG, since `rsvg-convert` does not play the animation.

use std::fs;

use nqueens_approaches::{APPROACHES, DEFAULT_TRACE_ID, find};
use nqueens_core::Solver;
use nqueens_walk::phrases::Lang;
use nqueens_xtask::figures::{self, Encoding, Timing};

use crate::{relative, workspace_root};

/// The folder of the figures, from the workspace root.
const FOLDER: &str = "docs/figures";

/// The board of the animation and of the tree.
const N: usize = 4;

fn solver(id: &str) -> &'static dyn Solver {
    find(id).unwrap_or_else(|| panic!("{id} is not a registered approach"))
}

/// The figure of an approach's page: one telling moment that its page talks about, with its
/// words in `lang`.
fn page_figure(id: &str, lang: Lang) -> String {
    let approach = solver(id);
    let moment = |queens: &[usize], cell| {
        figures::moment(approach, N, queens, cell, lang)
            .expect("n = 4 can be walked")
            .unwrap_or_else(|| panic!("{id} never examines {cell:?} below the queens {queens:?}"))
    };
    match id {
        // Mask 15: the first with four bits, all four in row 3.
        "subset" => figures::candidate(N, Encoding::Mask, &[(3, 0), (3, 1), (3, 2), (3, 3)]),
        // The choice after the first solution, 1 7 8 15: its last cell moved into column 3.
        "combination" => {
            figures::candidate(N, Encoding::CellNumbers, &[(0, 1), (1, 3), (2, 0), (3, 3)])
        }
        // Permutation 2, 0 1 3 2: its first two queens already share a diagonal.
        "permutation" => {
            figures::candidate(N, Encoding::Columns, &[(0, 0), (1, 1), (2, 3), (3, 2)])
        }
        // The queen on (1, 2) marks only 3 of the 5 cells it attacks below.
        "backtrack-board" => moment(&[0], (1, 2)),
        // (2, 1): row + col = 3 is in diags2, put there by the queen on (1, 2).
        "backtrack-set" => moment(&[0, 2], (2, 1)),
        // Below (0, 1) and (1, 3), (2, 2): diags2[4] is set.
        "backtrack-array" => moment(&[1, 3], (2, 2)),
        // Below (0, 1) and (1, 3), avail = 0b0001: the queen goes on (2, 0).
        "backtrack-bitmask" => moment(&[1, 3], (2, 0)),
        // The matrix Algorithm X is fed, with the options of the first solution, 1 3 0 2.
        "backtrack-dlx" => figures::exact_cover(N, &[1, 3, 0, 2]),
        // The anti-diagonal row + col = 3, the longest line of n = 4 besides rows and columns.
        "sat" => figures::line_clauses(N, &[(0, 3), (1, 2), (2, 1), (3, 0)], lang),
        "parallel" => figures::constellation(approach, 8)
            .expect("the parallel counter lists n = 8")
            .expect("n = 8 has a task with four border queens that only the identity keeps"),
        // The top half of the worked example and the four bottom halves on the columns it
        // leaves: one of them fits.
        "meet-in-the-middle" => figures::halves(8, &[0, 4, 7, 5], lang),
        _ => panic!("{id} has no figure for its page: add one here and show it on docs/{id}.md"),
    }
}

/// Every figure by name, as the code draws it now with its words in `lang` (a figure without
/// words draws the same in both).
fn drawings(lang: Lang) -> Vec<(String, String)> {
    let trace = solver(DEFAULT_TRACE_ID);
    let mut figures = vec![
        ("solutions-4", figures::solutions(trace, N).expect("n = 4 is solved")),
        ("attacks", figures::attacks(6, 2, 3)),
        ("tree-4", figures::tree(trace, N, lang).expect("n = 4 can be walked")),
        ("diagonals-4", figures::diagonals(N)),
        (
            "parallel-waves",
            figures::waves(6, 4, lang).expect("a pass of n = 6 shows every case of a pass"),
        ),
        (
            "backtrack-dlx-cover",
            figures::dancing_links(solver("backtrack-dlx"), N, lang)
                .expect("n = 4 can be searched"),
        ),
        (
            "search-4",
            figures::animation_in(trace, N, Timing::default(), lang).expect("n = 4 can be walked"),
        ),
    ];
    for approach in APPROACHES {
        let id = approach.info().id;
        figures.push((id, page_figure(id, lang)));
    }
    figures.into_iter().map(|(name, svg)| (name.to_string(), svg)).collect()
}

/// Every figure of `docs/figures/`, as a path from the workspace root and the SVG the code
/// draws for it now: each figure in English, and after a figure with words (whose Chinese
/// drawing differs) its Chinese twin, `NAME-zh.svg`, which the Chinese pages show.
fn figures() -> Vec<(String, String)> {
    let path = |name: &str| format!("{FOLDER}/{name}.svg");
    let mut figures = Vec::new();
    for ((name, english), (_, chinese)) in drawings(Lang::En).into_iter().zip(drawings(Lang::Zh)) {
        let twin = english != chinese;
        figures.push((path(&name), english));
        if twin {
            figures.push((path(&format!("{name}-zh")), chinese));
        }
    }
    figures
}

/// The names of the figures with words: those with a Chinese twin.
fn with_words() -> Vec<String> {
    figures()
        .into_iter()
        .filter_map(|(path, _)| {
            path.strip_prefix(&format!("{FOLDER}/"))?.strip_suffix("-zh.svg").map(str::to_string)
        })
        .collect()
}

#[test]
fn the_figures_are_up_to_date() {
    let root = workspace_root();
    let update = crate::regenerating();
    if update {
        fs::create_dir_all(root.join(FOLDER)).expect("create docs/figures");
    }
    let figures = figures();
    let mut failures = Vec::new();
    for (path, drawn) in &figures {
        let file = root.join(path);
        if update {
            fs::write(&file, drawn).expect("write a figure");
        }
        if fs::read_to_string(&file).unwrap_or_default() != *drawn {
            failures.push(format!("{path} differs from the figure the code draws (or is missing)"));
        }
    }
    for entry in fs::read_dir(root.join(FOLDER)).expect("docs/figures is readable") {
        let file = entry.expect("a directory entry").path();
        if !figures.iter().any(|(path, _)| root.join(path) == file) {
            failures.push(format!("{} is not a figure the code draws: remove it", relative(&file)));
        }
    }
    assert!(
        failures.is_empty(),
        "{}\nredraw them with `{}`, look at them as PNG and commit them",
        failures.join("\n"),
        crate::REGENERATE
    );
}

/// The identifiers of the code that the figures show as they are in both languages: a figure
/// holds words of two or more ASCII letters only from here and from the approaches' ids.
const CODE: &[&str] = &[
    "row",
    "col",
    "cols",
    "diags",
    "avail",
    "mask",
    "cells",
    "columns",
    "top",
    "wave",
    "kept",
    "bit",
    "added",
    "next_avail",
    "below",
    "board",
    "Pairwise",
    "SequentialCounter",
];

/// The English words in the text of an SVG: runs of two or more ASCII letters (and `_`) that are
/// not identifiers of the code ([`CODE`]) or parts of an approach's id.
fn english_words(svg: &str) -> Vec<String> {
    let document = roxmltree::Document::parse(svg).expect("well-formed");
    let ids: Vec<&str> =
        APPROACHES.iter().flat_map(|approach| approach.info().id.split('-')).collect();
    let mut words = Vec::new();
    for text in document.descendants().filter(|node| node.is_text()).filter_map(|node| node.text())
    {
        for word in text.split(|c: char| !(c.is_ascii_alphabetic() || c == '_')) {
            let known = CODE.contains(&word) || ids.contains(&word);
            if word.len() >= 2 && !known && !words.iter().any(|seen| seen == word) {
                words.push(word.to_string());
            }
        }
    }
    words
}

#[test]
fn a_figure_with_words_has_a_chinese_twin_and_the_chinese_pages_show_it() {
    let twins = with_words();
    let mut failures = Vec::new();
    // A figure without a twin has no words, and a twin has no English ones.
    for (path, svg) in figures() {
        let name = path.trim_start_matches(&format!("{FOLDER}/")).trim_end_matches(".svg");
        if name.ends_with("-zh") || !twins.iter().any(|twin| twin == name) {
            let words = english_words(&svg);
            if !words.is_empty() {
                failures.push(format!("{path} says {words:?}: words need a Chinese twin"));
            }
        }
    }
    // A Chinese page shows the twin of a figure with words; an English page, the figure.
    for file in crate::markdown_files() {
        let page = relative(&file);
        let chinese = page.starts_with("docs/zh/") || page == "README.zh-CN.md";
        let text = fs::read_to_string(&file).expect("a readable page");
        for target in text.lines().flat_map(crate::links::image_targets) {
            let Some(name) = target.rsplit('/').next().and_then(|name| name.strip_suffix(".svg"))
            else {
                continue;
            };
            if chinese && twins.iter().any(|twin| twin == name) {
                failures.push(format!(
                    "{page} shows {target}, whose words are English: show {name}-zh.svg"
                ));
            }
            if !chinese && name.ends_with("-zh") {
                failures.push(format!("{page} shows the Chinese twin {target}"));
            }
        }
    }
    // The figures of the Chinese pages: every figure with words but none of the others.
    for name in ["search-4", "tree-4", "backtrack-set", "parallel-waves", "sat"] {
        assert!(twins.iter().any(|twin| twin == name), "{name} has words: it has a twin");
    }
    for name in ["solutions-4", "attacks", "diagonals-4", "subset", "parallel"] {
        assert!(!twins.iter().any(|twin| twin == name), "{name} has no words: it has no twin");
    }
    assert_eq!(english_words("<svg><text>row + col = 3, a pass</text></svg>"), ["pass"]);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_figure_is_well_formed_svg() {
    for (path, svg) in figures() {
        let document =
            roxmltree::Document::parse(&svg).unwrap_or_else(|error| panic!("{path}: {error}"));
        let root = document.root_element();
        assert_eq!(root.tag_name().name(), "svg", "{path}");
        assert_eq!(root.tag_name().namespace(), Some("http://www.w3.org/2000/svg"), "{path}");
        assert!(root.attribute("viewBox").is_some(), "{path} has no viewBox");
        // A named font is not on every reader's machine: a list ends with a generic font, which
        // stands in for the named ones (fonts with the Chinese characters, in a Chinese figure).
        for node in document.descendants() {
            if let Some(family) = node.attribute("font-family") {
                let last = family.rsplit(',').next().unwrap_or(family).trim();
                assert!(matches!(last, "sans-serif" | "monospace"), "{path}: font {family}");
            }
        }
    }
}

/// The elements of an SVG as text, one per element, recursively: name, attributes and text.
fn describe(node: roxmltree::Node<'_, '_>, out: &mut Vec<String>) {
    if !node.is_element() {
        return;
    }
    let mut line = node.tag_name().name().to_string();
    for attribute in node.attributes() {
        line.push_str(&format!(" {}={:?}", attribute.name(), attribute.value()));
    }
    let text: String =
        node.children().filter(|child| child.is_text()).filter_map(|child| child.text()).collect();
    line.push_str(&format!(" {text:?}"));
    out.push(line);
    for child in node.children() {
        describe(child, out);
    }
}

/// What an element shows at `time` (a fraction of the loop): the element itself, or, for a
/// group whose visibility is animated, its content when visible at that time and nothing
/// otherwise.
fn shown_at(node: roxmltree::Node<'_, '_>, time: f64, out: &mut Vec<String>) {
    let animate = node.children().find(|child| child.has_tag_name("animate"));
    let Some(animate) = animate else {
        describe(node, out);
        return;
    };
    let times = key_times(animate);
    let values: Vec<&str> = animate.attribute("values").unwrap_or_default().split(';').collect();
    assert_eq!(times.len(), values.len(), "as many key times as values");
    let current = times.iter().rposition(|&key| key <= time + 1e-9).unwrap_or(0);
    if values[current] == "visible" {
        for child in node.children().filter(|child| !child.has_tag_name("animate")) {
            describe(child, out);
        }
    }
}

fn key_times(animate: roxmltree::Node<'_, '_>) -> Vec<f64> {
    let times: Vec<f64> = animate
        .attribute("keyTimes")
        .unwrap_or_default()
        .split(';')
        .map(|key| key.parse().expect("a key time is a number"))
        .collect();
    assert_eq!(times.first(), Some(&0.0), "key times start at 0");
    assert!(times.windows(2).all(|pair| pair[0] < pair[1]), "key times increase");
    assert!(times.iter().all(|&key| key < 1.0), "key times stay within the loop");
    times
}

#[test]
fn the_animation_shows_its_frames_one_after_another() {
    let trace = solver(DEFAULT_TRACE_ID);
    let timing = Timing::default();
    assert!((600..=800).contains(&timing.step), "about 0.6 to 0.8 s per step");
    let svg = figures::animation(trace, N, timing).expect("n = 4 can be walked");
    let document = roxmltree::Document::parse(&svg).expect("well-formed");
    let root = document.root_element();
    // Each frame starts at a key time where something changes (every step changes the caption).
    let mut starts: Vec<f64> = Vec::new();
    for animate in document.descendants().filter(|node| node.has_tag_name("animate")) {
        assert_eq!(animate.attribute("attributeName"), Some("visibility"));
        assert_eq!(animate.attribute("calcMode"), Some("discrete"));
        assert_eq!(animate.attribute("repeatCount"), Some("indefinite"));
        starts.extend(key_times(animate));
    }
    starts.sort_by(f64::total_cmp);
    starts.dedup();
    let count = figures::frame_count(trace, N).expect("n = 4 can be walked");
    assert_eq!(starts.len(), count, "one start per frame");
    // The empty board, one frame per step: 60 cells examined, 16 queens taken back, dead ends
    // and 2 solutions.
    assert!(count > 60 + 16 + 2, "{count} frames");
    let frames_folder = std::env::var_os("FIGURE_FRAMES");
    for (index, &start) in starts.iter().enumerate() {
        let frame = figures::frame(trace, N, index).expect("n = 4").expect("a frame");
        if let Some(folder) = &frames_folder {
            let file = std::path::Path::new(folder).join(format!("frame-{index:03}.svg"));
            fs::write(file, &frame).expect("write a frame");
        }
        let still = roxmltree::Document::parse(&frame).expect("a frame is well-formed");
        let mut expected = Vec::new();
        for child in still.root_element().children() {
            describe(child, &mut expected);
        }
        let mut played = Vec::new();
        for child in root.children() {
            shown_at(child, start, &mut played);
        }
        assert_eq!(played, expected, "frame {index} of the animation differs from the still frame");
    }
    assert!(figures::frame(trace, N, count).expect("n = 4").is_none());
}

/// How many elements of the SVG carry `class`.
fn with_class(svg: &str, class: &str) -> u64 {
    let document = roxmltree::Document::parse(svg).expect("well-formed");
    document.descendants().filter(|node| node.attribute("class") == Some(class)).count() as u64
}

#[test]
fn the_tree_has_the_nodes_and_cells_the_search_counts() {
    let trace = solver(DEFAULT_TRACE_ID);
    let tree = figures::tree(trace, N, Lang::En).expect("n = 4 can be walked");
    let work = trace.count_with_work(N).expect("n = 4");
    assert_eq!((work.nodes, work.cells, work.solutions), (17, 60, 2));
    assert_eq!(with_class(&tree, "node"), work.nodes, "the root and a node per queen placed");
    assert_eq!(with_class(&tree, "rejected"), work.cells - (work.nodes - 1), "the cells pruned");
    assert_eq!(with_class(&tree, "rejected"), 44);
    assert_eq!(with_class(&tree, "solution"), work.solutions);
    assert!(with_class(&tree, "dead-end") > 0);
}

#[test]
fn every_figure_is_shown_and_the_animation_opens_both_readmes() {
    let root = workspace_root();
    let pages: Vec<(String, String)> = crate::markdown_files()
        .into_iter()
        .map(|file| (relative(&file), fs::read_to_string(&file).expect("a readable page")))
        .collect();
    let mut failures = Vec::new();
    for (path, _) in figures() {
        let name = path.trim_start_matches("docs/");
        let shown = pages.iter().any(|(_, text)| {
            ["", "../", "docs/"].iter().any(|up| text.contains(&format!("]({up}{name})")))
        });
        if !shown {
            failures.push(format!("{path} is shown on no page"));
        }
    }
    for approach in APPROACHES {
        let id = approach.info().id;
        let page =
            fs::read_to_string(root.join(format!("docs/{id}.md"))).expect("the approach's page");
        if !page.contains(&format!("](figures/{id}.svg)")) {
            failures.push(format!("docs/{id}.md does not show figures/{id}.svg"));
        }
    }
    // The Chinese ones open with its Chinese twin.
    for (page, image) in [
        ("README.md", "docs/figures/search-4.svg"),
        ("docs/README.md", "figures/search-4.svg"),
        ("README.zh-CN.md", "docs/figures/search-4-zh.svg"),
        ("docs/zh/README.md", "../figures/search-4-zh.svg"),
    ] {
        let text = fs::read_to_string(root.join(page)).expect("a readable page");
        // Within the first lines, as an image with a description.
        let top: Vec<&str> = text.lines().take(8).collect();
        let shown = top.iter().any(|line| {
            line.starts_with("![")
                && line.contains(&format!("]({image})"))
                && !line.starts_with("![]")
        });
        if !shown {
            failures.push(format!("{page} does not open with the animation ![…]({image})"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
