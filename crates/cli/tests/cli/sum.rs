//! `nqueens sum` under hostile input: every result is untrusted, and a wrong one is refused with
//! one line and exit status 1, never added into a wrong total.

use std::io::Write;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use assert_cmd::cargo::cargo_bin;
use serde_json::Value;

use super::{error_of, stdout_of};

/// The JSON lines of the three shards of the count of n = 13.
fn thirds() -> Vec<String> {
    (1..=3)
        .map(|index| {
            let shard = format!("{index}/3");
            let args = ["count", "13", "--approach", "parallel", "--shard", &shard, "-f", "json"];
            stdout_of(&args).trim_end().to_string()
        })
        .collect()
}

/// Runs `nqueens sum -` on `input`, and returns its exit status and standard error.
fn sum_of(input: &str) -> (Option<i32>, String) {
    let output = assert_cmd::cargo::cargo_bin_cmd!("nqueens")
        .args(["sum", "-"])
        .write_stdin(input.to_string())
        .output()
        .expect("the binary runs");
    let stderr = String::from_utf8(output.stderr).expect("UTF-8");
    if output.status.code() != Some(0) {
        assert!(output.stdout.is_empty(), "{input}: a refusal printed a total");
        assert_eq!(stderr.lines().count(), 1, "{input}: {stderr}");
    }
    (output.status.code(), stderr)
}

/// The thirds with one field of one of them set to `value` (or removed, for `None`).
fn edited(thirds: &[String], index: usize, field: &str, value: Option<Value>) -> String {
    let mut lines: Vec<String> = thirds.to_vec();
    let mut object: serde_json::Map<String, Value> =
        serde_json::from_str(&lines[index]).expect("a JSON object");
    match value {
        Some(value) => object.insert(field.to_string(), value),
        None => object.remove(field),
    };
    lines[index] = Value::Object(object).to_string();
    lines.join("\n")
}

#[test]
fn the_untouched_shards_add_up() {
    let (code, stderr) = sum_of(&thirds().join("\n"));
    assert_eq!(code, Some(0), "{stderr}");
}

#[test]
fn every_tampered_result_is_refused() {
    let thirds = thirds();
    let field = |name: &str| -> Value {
        let object: Value = serde_json::from_str(&thirds[1]).expect("JSON");
        object[name].clone()
    };
    let count = field("count").as_u64().expect("a count");
    let tasks = field("tasks").as_u64().expect("tasks");
    let max = Value::from(u64::MAX);
    let cases: Vec<(&str, String)> = vec![
        ("count wraps", edited(&thirds, 1, "count", Some(max.clone()))),
        ("unique wraps", edited(&thirds, 1, "unique", Some(max.clone()))),
        ("count + 1", edited(&thirds, 1, "count", Some(Value::from(count + 1)))),
        ("count × 10", edited(&thirds, 1, "count", Some(Value::from(count * 10)))),
        ("unique > count", edited(&thirds, 1, "unique", Some(Value::from(count + 1)))),
        ("tasks wrap", {
            let first = edited(&thirds, 0, "tasks", Some(max.clone()));
            let lines: Vec<String> = first.lines().map(str::to_string).collect();
            edited(&lines, 1, "tasks", Some(Value::from(tasks + 1)))
        }),
        ("shard removed", edited(&thirds, 1, "shard", None).lines().nth(1).expect("a line").into()),
        ("unknown field", edited(&thirds, 1, "bonus", Some(Value::from(1)))),
        ("no version", edited(&thirds, 1, "version", None)),
        ("version 2", edited(&thirds, 1, "version", Some(Value::from(2)))),
        ("an array", "[13,\"parallel\",73712,9233,null,1105,1105]".to_string()),
        ("escape in approach", edited(&thirds, 1, "approach", Some(Value::from("\u{1b}[2J")))),
        ("newline in shard", edited(&thirds, 1, "shard", Some(Value::from("no\nsuch")))),
        ("huge string", edited(&thirds, 1, "approach", Some(Value::from("x".repeat(100_000))))),
    ];
    let mut every_n = Vec::new();
    for n in [14u64, 29, 1_000, u64::MAX] {
        let mut lines = thirds.clone();
        for index in 0..3 {
            lines = edited(&lines, index, "n", Some(Value::from(n)))
                .lines()
                .map(str::to_string)
                .collect();
        }
        every_n.push((n, lines.join("\n")));
    }
    let every_n = every_n.iter().map(|(n, input)| (format!("n = {n} everywhere"), input.clone()));
    let cases = cases.into_iter().map(|(name, input)| (name.to_string(), input)).chain(every_n);
    for (name, input) in cases {
        let (code, stderr) = sum_of(&input);
        assert_eq!(code, Some(1), "{name}: {stderr}");
        assert!(stderr.starts_with("error: "), "{name}: {stderr}");
        assert!(
            stderr.len() < 600,
            "{name}: the error echoes its input whole ({} bytes)",
            stderr.len()
        );
        assert!(!stderr.contains('\u{1b}'), "{name}: an escape reached the terminal");
    }
}

#[test]
fn an_endless_stream_of_duplicates_is_refused_at_the_second_copy() {
    let first = thirds().swap_remove(0);
    let mut child = Command::new(cargo_bin!("nqueens"))
        .args(["sum", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    let mut stdin = child.stdin.take().expect("a pipe");
    // Write copies until the tool stops reading; a tool that kept every result would read on.
    let start = Instant::now();
    let line = format!("{first}\n");
    let mut written = 0usize;
    while stdin.write_all(line.as_bytes()).is_ok() {
        written += line.len();
        assert!(written < 64 << 20, "64 MiB of duplicates read without a refusal");
        assert!(start.elapsed() < Duration::from_secs(60), "still reading after a minute");
    }
    drop(stdin);
    let output = child.wait_with_output().expect("the tool ends");
    let stderr = String::from_utf8(output.stderr).expect("UTF-8");
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("line 2 of '-'") && stderr.contains("given twice"), "{stderr}");
}

#[test]
fn a_line_too_long_to_be_a_result_is_refused_without_reading_it_whole() {
    let stderr = error_of_input(&format!("{}\n", " ".repeat(10_000_000)));
    assert!(stderr.contains("longer than 4,096 bytes"), "{stderr}");
}

/// The standard error of `nqueens sum -` refusing `input`.
fn error_of_input(input: &str) -> String {
    let (code, stderr) = sum_of(input);
    assert_eq!(code, Some(1), "{stderr}");
    stderr
}

#[test]
fn a_file_name_is_quoted_on_one_line() {
    let stderr = error_of(&["sum", "no\nsuch"], 1);
    assert!(stderr.contains("'no\\nsuch'"), "{stderr}");
}

/// Runs `nqueens sum - ARGS` on `input`.
fn sum_with(input: &str, args: &[&str]) -> std::process::Output {
    assert_cmd::cargo::cargo_bin_cmd!("nqueens")
        .args(["sum", "-"])
        .args(args)
        .write_stdin(input.to_string())
        .output()
        .expect("the binary runs")
}

#[test]
fn a_recount_confirms_honest_shards_and_catches_counts_moved_between_shards() {
    let thirds = thirds();
    let output = sum_with(&thirds.join("\n"), &["--recount", "2", "--seed", "7", "-f", "json"]);
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let total: Value = serde_json::from_slice(&output.stdout).expect("JSON");
    assert_eq!(total["recounted"].as_array().map(Vec::len), Some(2), "{total}");
    // Eight solutions (one class) moved from one shard to another: the total still matches the
    // OEIS, but the shards do not match what they would count here.
    let moved = |index: usize, by: i64| -> String {
        let mut object: serde_json::Map<String, Value> =
            serde_json::from_str(&thirds[index]).expect("JSON");
        let count = object["count"].as_i64().expect("a count") + 8 * by;
        let unique = object["unique"].as_i64().expect("a count") + by;
        object.insert("count".into(), Value::from(count));
        object.insert("unique".into(), Value::from(unique));
        Value::Object(object).to_string()
    };
    let tampered = [thirds[0].clone(), moved(1, -1), moved(2, 1)].join("\n");
    assert_eq!(sum_with(&tampered, &[]).status.code(), Some(0), "the OEIS check cannot see it");
    let output = sum_with(&tampered, &["--recount", "3"]);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("counted again here it has"), "{stderr}");
}

/// serde's message about a shard is kept whole, with only the values it quotes cut short.
#[test]
fn a_wrong_field_is_named_in_a_whole_phrase() {
    let thirds = thirds();
    let unknown = edited(&thirds, 0, "solutions", Some(Value::from("x".repeat(100))));
    let (code, stderr) = sum_of(&unknown);
    assert_eq!(code, Some(1));
    assert!(stderr.contains("unknown field `solutions`, expected one of `version`"), "{stderr}");
    assert!(stderr.trim_end().ends_with("`seconds`"), "{stderr}");
    let long = edited(&thirds, 1, "count", Some(Value::from("y".repeat(1_000))));
    let (code, stderr) = sum_of(&long);
    assert_eq!(code, Some(1));
    assert!(stderr.trim_end().ends_with("…\", expected u64"), "{stderr}");
    assert!(stderr.len() < 400, "{} bytes", stderr.len());
}
