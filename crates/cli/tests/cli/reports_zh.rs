//! The reports of the tool under `--lang zh`: the text results of `count` and `sum`, the table
//! of `compare`, the boards of `solve`, the tables of `approaches` and the lines `place` writes
//! besides its columns, each pinned in a snapshot and every line held to have no English word
//! beside the ids, options, values and code names it quotes. The data formats (JSON, CSV,
//! columns) are the same in every language.

use std::collections::BTreeSet;
use std::path::PathBuf;

use crate::errors_zh::{allowed_words, latin_words, run_zh};
use crate::{pin, stdout_of};

/// The standard output of a run under `--lang zh` that must succeed with nothing on standard
/// error.
fn output_zh(args: &[&str]) -> String {
    let output = run_zh(args);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "nqueens --lang zh {args:?} failed: {stderr}");
    assert!(stderr.is_empty(), "nqueens --lang zh {args:?} wrote to stderr: {stderr}");
    String::from_utf8(output.stdout).expect("the output is UTF-8")
}

/// [`output_zh`], every line of it held to Chinese with `extra` words allowed besides the
/// command line's.
fn chinese_of(args: &[&str], extra: &[&str]) -> String {
    let text = output_zh(args);
    assert_chinese(&text, args, extra);
    text
}

/// Holds every line of `text` to Chinese: no Latin word but those of the command line, the ids
/// of the registry and `extra`.
fn assert_chinese(text: &str, args: &[&str], extra: &[&str]) {
    let mut allowed: BTreeSet<String> = allowed_words(args);
    allowed.extend(ids());
    allowed.extend(extra.iter().map(ToString::to_string));
    for line in text.lines() {
        let english: Vec<String> =
            latin_words(line).into_iter().filter(|word| !allowed.contains(word)).collect();
        assert!(english.is_empty(), "nqueens --lang zh {args:?}: English {english:?} in {line}");
    }
}

/// Every approach's and every placer's id.
fn ids() -> Vec<String> {
    let approaches = nqueens_approaches::APPROACHES.iter().map(|solver| solver.info().id);
    let placers = nqueens_approaches::PLACERS.iter().map(|placer| placer.info().id);
    approaches.chain(placers).map(ToString::to_string).collect()
}

/// Filters that replace the measured time of a Chinese `count` and `sum`, and the tasks and
/// threads that depend on the parallel crate and on the machine.
const FILTERS_ZH: [(&str, &str); 3] = [
    (r"(?m)^时间( +).*$", "时间$1[时间]"),
    (r"(?m)^任务( +).*$", "任务$1[任务]"),
    (r"(?m)^线程( +)\d+$", "线程$1[线程]"),
];

#[test]
fn count_reports_in_chinese() {
    for args in [
        vec!["count", "0"],
        vec!["count", "3"],
        vec!["count", "8", "--unique"],
        vec!["count", "8", "--approach", "backtrack-board"],
        vec!["count", "5", "--approach", "subset"],
        vec!["count", "12", "--approach", "parallel", "--unique"],
        vec!["count", "10", "--approach", "parallel", "--shard", "1/1", "--unique"],
    ] {
        let text = chinese_of(&args, &[]);
        // The same lines as in English, one for one.
        assert_eq!(text.lines().count(), stdout_of(&args).lines().count(), "{args:?}");
        let shown = [["--lang", "zh"].as_slice(), &args].concat();
        pin!(args.join("-"), shown, text, filters => FILTERS_ZH.to_vec());
    }
    // The rate is said in the Chinese steps of ten thousand, with its measure word.
    let text = chinese_of(&["count", "5", "--approach", "subset"], &[]);
    let time = text.lines().find(|line| line.starts_with("时间")).expect("a time line");
    assert!(time.contains("，每秒 ") && time.ends_with("个候选"), "{time}");
}

/// Writes the JSON of `count 10 --approach parallel --shard I/2`, counted under `--lang zh`.
fn chinese_shards() -> Vec<PathBuf> {
    (1..=2)
        .map(|index| {
            let shard = format!("{index}/2");
            let args = ["count", "10", "-a", "parallel", "--shard", &shard, "-f", "json"];
            let json = output_zh(&args);
            // The data is the same in every language.
            let english: serde_json::Value = serde_json::from_str(&stdout_of(&args)).expect("JSON");
            let mut chinese: serde_json::Value = serde_json::from_str(&json).expect("JSON");
            chinese["seconds"] = english["seconds"].clone();
            chinese["threads"] = english["threads"].clone();
            assert_eq!(chinese, english);
            let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
                .join(format!("nqueens-zh-count-10-shard-{index}-of-2.json"));
            std::fs::write(&path, json).expect("the shard file is written");
            path
        })
        .collect()
}

#[test]
fn sum_adds_chinese_shards_and_reports_in_chinese() {
    let files = chinese_shards();
    let files: Vec<&str> = files.iter().map(|path| path.to_str().expect("a UTF-8 path")).collect();
    let args = [["sum", "--recount", "1"].as_slice(), &files].concat();
    let text = chinese_of(&args, &[]);
    let shown = ["--lang", "zh", "sum", "--recount", "1", "[shard 1/2]", "[shard 2/2]"];
    pin!("sum", shown, text, filters => FILTERS_ZH.to_vec());
    let json = output_zh(&[["sum", "-f", "json"].as_slice(), &files].concat());
    let json: serde_json::Value = serde_json::from_str(&json).expect("JSON");
    assert_eq!(json["count"], 724);
}

/// Filters that cut the measured columns of a Chinese `compare` (time, spread, runs and work per
/// second) and its measured list of times that overlap, as the English test does.
const COMPARE_FILTERS_ZH: [(&str, &str); 4] = [
    (r"(?m)^(.*(?:个候选|个节点|所需工作量))  .*$", "$1  [时间和速度]"),
    (r"(?m)^((?:─+  )*─+)(?:  ─+){4}$", "$1"),
    (r"(?m)^(- 用时范围互相重叠、这次分不出快慢的解法)：.*$", "$1：[测量所得]"),
    (r"分成 \d+\u{a0}个任务", "分成 [任务]\u{a0}个任务"),
];

#[test]
fn compare_reports_in_chinese_lined_up_by_display_width() {
    use textwrap::core::display_width;
    for args in [
        vec!["compare", "8"],
        vec!["compare", "9", "--approaches", "subset,backtrack-set,backtrack-bitmask"],
        vec!["compare", "0"],
    ] {
        let text = chinese_of(&args, &[]);
        // The header, its rule and every row end in a right-aligned column: they are equally
        // wide on the screen.
        let table: Vec<&str> = text.lines().skip(3).take_while(|line| !line.is_empty()).collect();
        let widths: BTreeSet<usize> = table.iter().map(|line| display_width(line)).collect();
        assert_eq!(widths.len(), 1, "{args:?}:\n{text}");
        let shown = [["--lang", "zh"].as_slice(), &args].concat();
        pin!(args[1..].join("-"), shown, text, filters => COMPARE_FILTERS_ZH.to_vec());
    }
    let header = |args: &[&str]| chinese_of(args, &[]).lines().next().unwrap_or("").to_string();
    assert_eq!(
        header(&["compare", "5", "--approaches", "subset,permutation,backtrack-set"]),
        "n = 5：subset、permutation 和 backtrack-set 解同一个棋盘，每个最多用 10\u{a0}秒。"
    );
    assert_eq!(
        header(&["compare", "5", "--approaches", "permutation"]),
        "n = 5：只运行 permutation，最多用 10\u{a0}秒。"
    );
    // The data is the same in every language, the reasons of the skipped approaches included.
    let args = ["compare", "9", "--approaches", "subset,permutation,backtrack-set", "-f", "json"];
    assert_eq!(unmeasured(&output_zh(&args)), unmeasured(&stdout_of(&args)));
    let csv = ["compare", "9", "--approaches", "subset", "-f", "csv"];
    assert_eq!(output_zh(&csv), stdout_of(&csv));
}

/// The rows of `compare`'s JSON without what a run measures.
fn unmeasured(json: &str) -> serde_json::Value {
    let mut rows: serde_json::Value = serde_json::from_str(json).expect("JSON");
    for row in rows.as_array_mut().expect("rows") {
        for field in ["seconds", "seconds_low", "seconds_high", "runs", "work_per_second"] {
            row[field] = serde_json::Value::Null;
        }
    }
    rows
}

#[test]
fn solve_reports_in_chinese() {
    for args in [
        vec!["solve", "6"],
        vec!["solve", "4", "--unique", "--images"],
        vec!["solve", "8", "--unique", "--limit", "2"],
        vec!["solve", "8", "--limit", "1"],
        vec!["solve", "3"],
        vec!["solve", "0", "--unique"],
    ] {
        // `= k` names the image k before, in both languages.
        let text = chinese_of(&args, &["k"]);
        assert_eq!(text.lines().count(), stdout_of(&args).lines().count(), "{args:?}");
        let shown = [["--lang", "zh"].as_slice(), &args].concat();
        pin!(args.join("-"), shown, text);
    }
    // The data formats are the same in every language.
    for format in ["columns", "json", "leetcode", "hello-algo"] {
        let args = ["solve", "6", "--format", format];
        assert_eq!(output_zh(&args), stdout_of(&args), "{format}");
    }
}

#[test]
fn place_reports_in_chinese() {
    let args = ["place", "8", "--format", "board"];
    let text = chinese_of(&args, &[]);
    pin!("board", [["--lang", "zh"].as_slice(), &args].concat(), text);
    for format in ["columns", "json"] {
        let args = ["place", "1000", "--approach", "min-conflicts", "--seed", "3", "-f", format];
        assert_eq!(output_zh(&args), stdout_of(&args), "{format}");
    }
}

#[test]
fn approaches_reports_in_chinese_within_80_columns() {
    use textwrap::core::display_width;
    // The sources of the placers are cited as they were published, and the ideas name code,
    // books and tools by their own names.
    let mut extra: Vec<String> = nqueens_approaches::PLACERS
        .iter()
        .flat_map(|placer| placer.info().references.iter().flat_map(|source| latin_words(source)))
        .collect();
    extra.extend(
        ["LeetCode", "hello-algo", "Knuth", "X", "SAT", "BatSat", "CDCL", "itertools", "Vec"]
            .map(ToString::to_string),
    );
    extra.extend(
        ["O", "T", "B", "P", "mod", "columns", "KiB", "MiB", "MB"].map(ToString::to_string),
    );
    let extra: Vec<&str> = extra.iter().map(String::as_str).collect();
    let text = chinese_of(&["approaches"], &extra);
    for line in text.lines() {
        assert!(display_width(line) <= 80, "wider than 80 columns: {line}");
    }
    // Every approach and every placer has its row, in the registry's order.
    let rows: Vec<&str> = text
        .lines()
        .filter_map(|line| line.split(' ').next())
        .filter(|word| ids().iter().any(|id| id == word))
        .collect();
    assert_eq!(rows, ids());
    pin!("list", ["--lang", "zh", "approaches"], text);
}
