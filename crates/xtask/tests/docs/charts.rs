//! The committed charts of the results page, and their Chinese twins, are what the code draws
//! today: the exact work counters from the code, the measured times from the page's own scaling
//! table (the record of the last bench run).
//!
//! Regenerate them after a change with `cargo xtask docs` (or `UPDATE_DOCS=1 cargo test -p
//! nqueens-xtask --test docs`).

use std::fs;

use nqueens_benches::timing::{self, workspace_root};
use nqueens_benches::{chart, work};
use nqueens_core::WorkUnit;
use nqueens_xtask::figures::CJK_FAMILY;

use crate::{REGENERATE, regenerating};

/// The path of the chart's Chinese twin, which the Chinese pages show.
pub(crate) const CHINESE_CHART_PATH: &str = "docs/work-counters-zh.svg";

/// The name of a line in Chinese: `backtrack-set：节点（与 backtrack-board 相同）`.
fn chinese_name(id: &str, unit: WorkUnit, same: Option<&str>) -> String {
    let unit = match unit {
        WorkUnit::Candidates => "候选",
        WorkUnit::Nodes => "节点",
    };
    match same {
        Some(earlier) => format!("{id}：{unit}（与 {earlier} 相同）"),
        None => format!("{id}：{unit}"),
    }
}

/// The chart's words in Chinese: the same fields as the English ones of the benches' library,
/// the notes broken into lines that fit the legend (about 24 characters).
fn chinese() -> work::Words {
    work::Words {
        title: "各解法找出全部解的工作量（精确计数）".to_string(),
        x_label: "n（棋盘大小）".to_string(),
        y_label: "测试的候选数，或访问的搜索树节点数".to_string(),
        notes: [
            "带标记的实线：运行解法数出来的",
            "（Solver::count_with_work）。虚线：不运行",
            "就知道的精确工作量（搜索空间的大小，或数过",
            "一次后保存下来），画到它接受的最大 n 或",
            "n = {max} 为止。暴力扫描测试候选；回溯搜索",
            "访问同一棵搜索树的节点；精确覆盖访问它自己",
            "那棵更小的树；sat 数的是向求解器提出的",
            "问题；折半搜索测试上下半盘的配对。",
        ]
        .map(str::to_string)
        .to_vec(),
        name: chinese_name,
        family: CJK_FAMILY,
    }
}

/// The page whose scaling table holds the measured medians, the timing charts' one source.
const RECORD_PATH: &str = "docs/benchmarks.md";

/// The timing chart, drawn from the record, and its Chinese twin, which the Chinese pages show.
const TIMING_CHART_PATH: &str = "docs/benchmarks.svg";
const CHINESE_TIMING_CHART_PATH: &str = "docs/benchmarks-zh.svg";

/// The timing chart's words in Chinese: the same fields as the English ones of the benches'
/// library.
fn chinese_timing() -> timing::Words {
    timing::Words {
        title: "每种解法数出全部解的用时（criterion 中位数）".to_string(),
        x_label: "n（棋盘大小）".to_string(),
        y_label: "一次计数用时的中位数".to_string(),
        notes: [
            "cargo bench --bench scaling，release 编译，",
            "双核 x86-64；见 docs/zh/benchmarks.md。",
            "parallel 在两个核上运行，",
            "并利用正方形棋盘的对称性。",
        ]
        .map(str::to_string)
        .to_vec(),
        family: CJK_FAMILY,
    }
}

/// The medians of the record's scaling table, as the table rounds them.
fn recorded() -> Vec<timing::Measurement> {
    let page = fs::read_to_string(workspace_root().join(RECORD_PATH)).expect("the record");
    timing::recorded_scaling(&page).unwrap_or_else(|error| panic!("{RECORD_PATH}: {error}"))
}

/// Writes `drawn` to `path` when regenerating; fails when the committed file is not `drawn`.
fn assert_up_to_date(path: &str, drawn: &str) {
    let path = workspace_root().join(path);
    if regenerating() {
        fs::write(&path, drawn).expect("write the chart");
    }
    let committed = fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == drawn,
        "{} differs from the chart the code draws (or is missing); regenerate it with \
         `{REGENERATE}` and commit it",
        path.display()
    );
}

#[test]
fn the_work_counters_chart_and_its_chinese_twin_are_up_to_date() {
    for (path, drawn) in [
        (work::CHART_PATH, work::svg()),
        (CHINESE_CHART_PATH, chart::render(&work::chart_in(&chinese()))),
    ] {
        assert_up_to_date(path, &drawn);
    }
}

#[test]
fn the_timing_chart_and_its_chinese_twin_are_what_the_record_draws() {
    let medians = recorded();
    // Every row of the record is a point of the chart: none lies outside its approach's scaling
    // range, where the chart would leave it out.
    let drawn = timing::chart(&medians).series.iter().map(|line| line.points.len()).sum::<usize>();
    assert_eq!(drawn, medians.len(), "{RECORD_PATH}: a row of the scaling table is not drawn");
    for (path, drawn) in [
        (TIMING_CHART_PATH, chart::render(&timing::chart(&medians))),
        (CHINESE_TIMING_CHART_PATH, chart::render(&timing::chart_in(&medians, &chinese_timing()))),
    ] {
        assert_up_to_date(path, &drawn);
    }
}

#[test]
fn the_chinese_timing_chart_says_its_words_in_chinese() {
    let english = timing::english();
    let chinese = chinese_timing();
    assert_eq!(english.notes.len(), chinese.notes.len());
    let chart = timing::chart_in(&recorded(), &chinese);
    assert_eq!(chart.family, CJK_FAMILY);
    let names = |chart: &chart::Chart| {
        chart.series.iter().map(|line| line.name.clone()).collect::<Vec<_>>()
    };
    assert_eq!(names(&chart), names(&timing::chart(&recorded())), "the lines are named by id");
    for text in [&chart.title, &chart.x_label, &chart.y_label].into_iter().chain(&chart.notes) {
        assert!(text.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)), "{text:?}");
    }
}

#[test]
fn the_work_counters_chart_is_drawn_in_its_languages_font() {
    assert_eq!(work::chart().family, chart::SANS);
    assert_eq!(work::chart_in(&chinese()).family, CJK_FAMILY);
}

#[test]
fn the_chinese_chart_says_every_line_and_note_in_chinese() {
    let english = work::english();
    let chinese = chinese();
    assert_eq!(english.notes.iter().filter(|note| note.contains("{max}")).count(), 1);
    assert_eq!(chinese.notes.iter().filter(|note| note.contains("{max}")).count(), 1);
    let chart = work::chart_in(&chinese);
    let same = |chart: &chart::Chart| {
        chart.series.iter().map(|line| line.name.contains('（')).collect::<Vec<_>>()
    };
    let english_same: Vec<bool> =
        work::chart().series.iter().map(|line| line.name.contains("same as")).collect();
    assert_eq!(same(&chart), english_same, "the same lines are drawn over earlier ones");
    for text in [&chart.title, &chart.x_label, &chart.y_label].into_iter().chain(&chart.notes) {
        assert!(text.chars().any(|c| ('\u{4e00}'..='\u{9fff}').contains(&c)), "{text:?}");
    }
}

/// Every chart of the results page and its Chinese twin, by file name.
const CHART_TWINS: [(&str, &str); 2] =
    [("work-counters.svg", "work-counters-zh.svg"), ("benchmarks.svg", "benchmarks-zh.svg")];

#[test]
fn the_chinese_pages_show_the_chinese_charts() {
    let mut failures = Vec::new();
    for file in crate::markdown_files() {
        let page = crate::relative(&file);
        let chinese = page.starts_with("docs/zh/") || page == "README.zh-CN.md";
        let text = fs::read_to_string(&file).expect("a readable page");
        for target in text.lines().flat_map(crate::links::image_targets) {
            for (english, twin) in CHART_TWINS {
                let other = if chinese { english } else { twin };
                if target.ends_with(&format!("/{other}")) || target == other {
                    failures.push(format!("{page} shows {target}"));
                }
            }
        }
    }
    assert!(failures.is_empty(), "the chart in the other language:\n{}", failures.join("\n"));
}
