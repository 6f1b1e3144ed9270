//! The committed chart of the exact work counters, and its Chinese twin, are what the code draws
//! today.
//!
//! Regenerate them after a change with `cargo xtask docs` (or `UPDATE_DOCS=1 cargo test -p
//! nqueens-xtask --test docs`).

use std::fs;

use nqueens_benches::{chart, timing::workspace_root, work};
use nqueens_core::WorkUnit;

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
        title: "找出全部解的工作量，按解法（精确计数）".to_string(),
        x_label: "n（棋盘大小）".to_string(),
        y_label: "测试的候选数，或访问的搜索树节点数".to_string(),
        notes: [
            "实线带标记：运行解法数出来的",
            "（Solver::count_with_work）。虚线：不运行",
            "就知道的精确工作量（搜索空间的大小，或数过",
            "一次后保存下来），画到它接受的最大 n 或",
            "n = {max} 为止。暴力扫描测试候选；回溯搜索",
            "访问同一棵搜索树的节点，精确覆盖访问它自己",
            "的一棵更小的树，sat 数它向求解器提的问题，",
            "折半搜索测试上下半盘的配对。",
        ]
        .map(str::to_string)
        .to_vec(),
        name: chinese_name,
    }
}

#[test]
fn the_work_counters_chart_and_its_chinese_twin_are_up_to_date() {
    let root = workspace_root();
    for (path, drawn) in [
        (work::CHART_PATH, work::svg()),
        (CHINESE_CHART_PATH, chart::render(&work::chart_in(&chinese()))),
    ] {
        let path = root.join(path);
        if regenerating() {
            fs::write(&path, &drawn).expect("write the chart");
        }
        let committed = fs::read_to_string(&path).unwrap_or_default();
        assert!(
            committed == drawn,
            "{} differs from the chart the code draws (or is missing); regenerate it with \
             `{REGENERATE}` and commit it",
            path.display()
        );
    }
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

#[test]
fn the_chinese_pages_show_the_chinese_chart() {
    let mut failures = Vec::new();
    for file in crate::markdown_files() {
        let page = crate::relative(&file);
        let chinese = page.starts_with("docs/zh/") || page == "README.zh-CN.md";
        let text = fs::read_to_string(&file).expect("a readable page");
        for target in text.lines().flat_map(crate::links::image_targets) {
            let shown = if chinese { "work-counters.svg" } else { "work-counters-zh.svg" };
            if target.ends_with(&format!("/{shown}")) || target == shown {
                failures.push(format!("{page} shows {target}"));
            }
        }
    }
    assert!(failures.is_empty(), "the chart in the other language:\n{}", failures.join("\n"));
}
