//! `nqueens count` and `nqueens sum`: counts, unique counts, work, threads and shards.

use std::path::PathBuf;

use nqueens_core::sequences::{TOTAL_SOLUTIONS, UNIQUE_SOLUTIONS};
use serde_json::Value;

use crate::{TASK_FILTERS, TIME_FILTERS, error_of, pin, run, stdout_of};

/// The JSON object a command prints.
fn json_of(args: &[&str]) -> Value {
    serde_json::from_str(&stdout_of(args)).expect("valid JSON")
}

#[test]
fn text_for_tiny_and_small_boards() {
    for args in [
        vec!["count", "0"],
        vec!["count", "1"],
        vec!["count", "2"],
        vec!["count", "3"],
        vec!["count", "8", "--unique"],
        vec!["count", "8", "--approach", "permutation"],
        vec!["count", "8", "--approach", "backtrack-set"],
        vec!["count", "8", "--approach", "backtrack-board"],
        vec!["count", "5", "--approach", "subset"],
    ] {
        pin!(args[1..].join("-"), args, stdout_of(&args), filters => TIME_FILTERS.to_vec());
    }
}

/// The `time` line of a text count: the duration, then the rate.
fn time_line(output: &str) -> &str {
    output.lines().find_map(|line| line.strip_prefix("time")).map_or("", str::trim)
}

#[test]
fn text_states_the_time_and_the_rate_in_the_plural() {
    // One node, in a time too short for seconds: the time keeps its digits in a smaller unit
    // (how small depends on the machine and its load, so any of them), the rate is plural.
    let output = stdout_of(&["count", "0"]);
    let time = time_line(&output);
    assert!(time.contains(" nodes per second"), "{output}");
    let (duration, _) = time.split_once(',').expect("a time and a rate");
    assert!([" ns", " µs", " ms"].iter().any(|unit| duration.ends_with(unit)), "{output}");
    assert!(!duration.starts_with("0 "), "{output}");
    let output = stdout_of(&["count", "5", "--approach", "subset"]);
    assert!(time_line(&output).ends_with(" candidates per second"), "{output}");
}

#[test]
fn json_holds_the_count_and_the_exact_work() {
    let json = json_of(&["count", "8", "--unique", "--format", "json"]);
    assert_eq!(json["n"], 8);
    assert_eq!(json["approach"], "backtrack-bitmask");
    assert_eq!(json["count"], 92);
    assert_eq!(json["unique"], 12);
    assert_eq!(json["work"], 2_057);
    assert_eq!(json["work_unit"], "nodes");
    assert_eq!(json["cells"], 2_056);
    // The counters are those the search counted, with and without --unique.
    let json = json_of(&["count", "8", "--approach", "backtrack-array", "--format", "json"]);
    assert_eq!((&json["work"], &json["cells"]), (&2_057.into(), &15_720.into()));
    assert_eq!(json.get("marks"), None);
    // A search that marks cells on a board of attacks reports its marks too.
    let json = json_of(&["count", "8", "--approach", "backtrack-board", "--format", "json"]);
    assert_eq!((&json["cells"], &json["marks"]), (&15_720.into(), &5_640.into()));
    let json = json_of(&["count", "6", "--approach", "combination", "-u", "--format", "json"]);
    assert_eq!((&json["work"], &json["work_unit"]), (&1_947_792.into(), &"candidates".into()));
    assert_eq!(json.get("cells"), None);
    assert!(json["seconds"].as_f64().is_some_and(|seconds| seconds >= 0.0), "{json}");
    // Without --unique only the total is counted.
    assert_eq!(json_of(&["count", "8", "--format", "json"]).get("unique"), None);
}

#[test]
fn every_approach_counts_total_and_unique_solutions() {
    let n = 5;
    for id in nqueens_approaches::ids() {
        let json = json_of(&["count", "5", "--unique", "--approach", id, "--format", "json"]);
        assert_eq!(json["count"], TOTAL_SOLUTIONS[n], "{id}");
        assert_eq!(json["unique"], UNIQUE_SOLUTIONS[n], "{id}");
    }
}

/// The one long test: about eight seconds with the textbook bitmask in the optimised test
/// profile. Standard error is not a terminal here, so no progress indicator may appear.
#[test]
fn count_16_with_the_default_approach() {
    let output = stdout_of(&["count", "16"]);
    assert!(output.contains("solutions  14,772,512\n"), "{output}");
    assert!(output.contains("nodes      1,141,190,303\n"), "{output}");
}

#[test]
fn the_parallel_counter_gives_the_same_counts_on_any_number_of_threads() {
    for threads in ["1", "2", "3"] {
        let args = ["count", "12", "--approach", "parallel", "--threads", threads, "-f", "json"];
        let json = json_of(&args);
        assert_eq!((&json["count"], &json["unique"]), (&14_200.into(), &1_787.into()), "{threads}");
        assert_eq!(json["tasks"], json["tasks_total"]);
    }
    let args = ["count", "13", "--approach", "parallel", "--unique"];
    let filters = [TIME_FILTERS.as_slice(), &TASK_FILTERS].concat();
    pin!("parallel-13", args, stdout_of(&args), filters => filters);
}

#[test]
fn the_parallel_counter_states_what_it_did_and_no_rate_of_nodes_it_skipped() {
    let output = stdout_of(&["count", "12", "--approach", "parallel", "--threads", "2"]);
    assert!(output.contains("\nthreads    2\n"), "{output}");
    assert!(!output.contains("per second"), "{output}");
    assert!(!output.contains("\nnodes"), "{output}");
    assert!(output.contains("plain row-by-row search tree has 856,189 nodes"), "{output}");
    let json = json_of(&["count", "12", "--approach", "parallel", "--threads", "1", "-f", "json"]);
    assert_eq!(json["threads"], 1);
    assert_eq!(json["plain_tree_nodes"], 856_189);
    assert_eq!((json.get("work"), json.get("work_unit")), (None, None));
    // Beyond the known tree, the yardstick is an estimate.
    let refusal = error_of(&["count", "21", "--approach", "parallel"], 1);
    assert!(refusal.contains("would take an estimated"), "{refusal}");
    assert!(!refusal.contains("would visit") && !refusal.contains("would test"), "{refusal}");
}

/// Writes the JSON outputs of the K shards of `count n` into files, and returns their paths.
fn shard_files(n: &str, k: usize) -> Vec<PathBuf> {
    (1..=k)
        .map(|index| {
            let shard = format!("{index}/{k}");
            let output = stdout_of(&[
                "count",
                n,
                "--approach",
                "parallel",
                "--shard",
                &shard,
                "--format",
                "json",
            ]);
            let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
                .join(format!("nqueens-count-{n}-shard-{index}-of-{k}.json"));
            std::fs::write(&path, output).expect("the shard file is written");
            path
        })
        .collect()
}

#[test]
fn shards_add_up_to_the_whole_count() {
    for (n, k) in [("12", 1), ("12", 3), ("13", 2), ("14", 7)] {
        let files = shard_files(n, k);
        let mut args = vec!["sum", "--format", "json"];
        args.extend(files.iter().map(|path| path.to_str().expect("a UTF-8 path")));
        let total = json_of(&args);
        let n: usize = n.parse().expect("a number");
        assert_eq!(total["count"], TOTAL_SOLUTIONS[n], "n = {n}, K = {k}");
        assert_eq!(total["unique"], UNIQUE_SOLUTIONS[n], "n = {n}, K = {k}");
        assert_eq!(total["tasks"], total["tasks_total"]);
        assert_eq!(total.get("shard"), None);
    }
}

#[test]
fn sum_reads_concatenated_results_from_standard_input() {
    let files = shard_files("10", 3);
    let input: String =
        files.iter().map(|path| std::fs::read_to_string(path).expect("a shard file")).collect();
    let output = assert_cmd::cargo::cargo_bin_cmd!("nqueens")
        .args(["sum", "-"])
        .write_stdin(input)
        .output()
        .expect("the binary runs");
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let total = String::from_utf8(output.stdout).expect("UTF-8");
    pin!("stdin", ["sum", "-"], total, filters => TASK_FILTERS.to_vec());

    // How the solutions fall into the shards depends on the parallel crate's task list.
    let args = ["count", "10", "--approach", "parallel", "--shard", "2/3"];
    let partial = [(r"(?m)^(solutions|unique)( +)\d+", "$1$2[partial]")];
    let filters = [TIME_FILTERS.as_slice(), &TASK_FILTERS, &partial].concat();
    pin!("one-shard", args, stdout_of(&args), filters => filters);
}

#[test]
fn sum_refuses_incomplete_or_foreign_results() {
    let files = shard_files("9", 3);
    let path = |index: usize| files[index].to_str().expect("a UTF-8 path");
    let bitmask = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("nqueens-count-9-bitmask.json");
    std::fs::write(&bitmask, stdout_of(&["count", "9", "--format", "json"])).expect("written");
    let not_json = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("nqueens-not-json.txt");
    std::fs::write(&not_json, "92 solutions\n").expect("written");
    // Each case: its name, the command, and the command as the snapshot describes it (the
    // paths differ from machine to machine).
    let cases = [
        ("missing", vec!["sum", path(0), path(2)], "sum 1-of-3.json 3-of-3.json"),
        (
            "duplicate",
            vec!["sum", path(0), path(1), path(1), path(2)],
            "sum 1-of-3.json 2-of-3.json 2-of-3.json 3-of-3.json",
        ),
        ("not-parallel", vec!["sum", bitmask.to_str().expect("UTF-8")], "sum bitmask.json"),
        ("not-json", vec!["sum", not_json.to_str().expect("UTF-8")], "sum not-json.txt"),
    ];
    for (case, args, described) in cases {
        let stderr = error_of(&args, 1);
        let filters = vec![(r"'[^']*nqueens-[a-z0-9-]+\.(json|txt)'", "[file]")];
        pin!(case, [described], stderr, filters => filters);
    }
    // An empty input holds nothing to add.
    let output = assert_cmd::cargo::cargo_bin_cmd!("nqueens")
        .args(["sum", "-"])
        .write_stdin("")
        .output()
        .expect("the binary runs");
    assert_eq!(output.status.code(), Some(1));
    pin!("empty", ["sum", "-"], String::from_utf8(output.stderr).expect("UTF-8"));
    // No file at all is a usage error.
    assert_eq!(run(&["sum"]).status.code(), Some(2));
}

#[test]
fn meet_in_the_middle_counts_in_shards_that_sum_adds_up() {
    let shards: Vec<String> = (1..=3)
        .map(|index| {
            let shard = format!("{index}/3");
            let args = [
                "count",
                "12",
                "--approach",
                "meet-in-the-middle",
                "--shard",
                &shard,
                "-f",
                "json",
            ];
            stdout_of(&args)
        })
        .collect();
    let output = assert_cmd::cargo::cargo_bin_cmd!("nqueens")
        .args(["sum", "-", "--format", "json"])
        .write_stdin(shards.concat())
        .output()
        .expect("the binary runs");
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).expect("JSON");
    assert_eq!(json["count"], TOTAL_SOLUTIONS[12], "{json}");
    assert_eq!(json["approach"], "meet-in-the-middle", "{json}");
}

#[test]
fn meet_in_the_middle_lists_for_unique_on_one_thread_only() {
    let json = json_of(&["count", "8", "-u", "--approach", "meet-in-the-middle", "-f", "json"]);
    assert_eq!((&json["count"], &json["unique"]), (&92.into(), &12.into()));
    // Its pairs, tested one by one by the listing.
    assert_eq!((&json["work"], &json["work_unit"]), (&1_760.into(), &"candidates".into()));
    let error =
        error_of(&["count", "8", "-u", "--approach", "meet-in-the-middle", "--threads", "2"], 2);
    assert!(error.contains("--threads with --unique"), "{error}");
}

#[cfg(target_os = "linux")]
#[test]
fn a_listing_beyond_the_memory_available_is_refused_even_with_force() {
    // Every bottom half of n = 22, by the approach's own model, is far beyond any machine.
    let error = error_of(&["solve", "22", "--approach", "meet-in-the-middle", "--force"], 1);
    assert!(error.contains("of memory available; pick a smaller n"), "{error}");
}
