//! `nqueens practice`, as a learner meets it: the list, a skeleton, the ladder of hints, a check
//! that finds the first difference, a check that passes. Each run compiles the learner's file
//! with the `rustc` on `PATH` (or `$RUSTC`).

use std::path::{Path, PathBuf};
use std::process::Output;

use assert_cmd::cargo::cargo_bin_cmd;
use nqueens_practice::find;
use nqueens_walk::phrases::Lang;

use crate::pin;

/// A folder of its own for `name`, empty.
fn folder(name: &str) -> PathBuf {
    let folder =
        std::env::temp_dir().join(format!("nqueens-cli-practice-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).expect("a temporary folder");
    folder
}

/// Runs `nqueens` with `args` in `folder`, in English unless asked otherwise.
fn run_in(folder: &Path, args: &[&str]) -> Output {
    cargo_bin_cmd!("nqueens")
        .args(args)
        .current_dir(folder)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C.UTF-8")
        .output()
        .expect("the binary runs")
}

/// Standard output of a run with exit status `code` and nothing on standard error.
fn stdout_in(folder: &Path, args: &[&str], code: i32) -> String {
    let output = run_in(folder, args);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(code), "nqueens {args:?}: {stderr}");
    assert!(stderr.is_empty(), "nqueens {args:?} wrote to stderr: {stderr}");
    String::from_utf8(output.stdout).expect("the output is UTF-8")
}

#[test]
fn a_learner_starts_reads_hints_fails_then_passes() {
    let folder = folder("learner");
    let list = stdout_in(&folder, &["practice"], 0);
    assert_eq!(list.matches("not started").count(), nqueens_practice::EXERCISES.len(), "{list}");
    // The skeleton, where the list says.
    let said = stdout_in(&folder, &["practice", "start", "place-row-array"], 0);
    assert!(said.starts_with("Wrote nqueens-practice/place-row-array.rs"), "{said}");
    let path = folder.join("nqueens-practice/place-row-array.rs");
    let exercise = find("place-row-array").expect("an exercise");
    assert_eq!(std::fs::read_to_string(&path).ok(), Some(exercise.skeleton(Lang::En)));
    let again = stdout_in(&folder, &["practice", "start", "place-row-array"], 0);
    assert!(again.contains("exists already"), "{again}");
    // The ladder: one hint at a time, the last one again at the top, the answer by name.
    for number in [1, 2, 3, 3] {
        let hint = stdout_in(&folder, &["practice", "hint", "place-row-array"], 0);
        assert!(hint.starts_with(&format!("Hint {number} of 3")), "{hint}");
        assert!(!hint.contains("report.place(row, col, ("), "no answer in a hint: {hint}");
    }
    let answer = stdout_in(&folder, &["practice", "hint", "place-row-array", "answer"], 0);
    assert!(answer.contains(&exercise.answer(Lang::En)), "{answer}");
    // A missing undo: the first difference, drawn.
    let mistake = exercise.answer(Lang::En).replacen("        cols[col] = false;\n", "", 1);
    std::fs::write(&path, mistake).expect("the learner's file");
    let args = ["practice", "check", "place-row-array"];
    pin!("missing-undo", args, stdout_in(&folder, &args, 1));
    let args = ["practice", "check", "place-row-array", "--lang", "zh"];
    pin!("missing-undo-zh", args, stdout_in(&folder, &args, 1));
    let args = ["practice"];
    pin!("list", args, stdout_in(&folder, &args, 0));
    // The answer of the bitmask search passes, with the counters and the next exercise.
    let bitmask = find("place-row-bitmask").expect("an exercise");
    let path = folder.join("nqueens-practice/place-row-bitmask.rs");
    std::fs::write(&path, bitmask.answer(Lang::En)).expect("the learner's file");
    let args = ["practice", "check", "place-row-bitmask"];
    pin!("passes", args, stdout_in(&folder, &args, 0));
    let _ = std::fs::remove_dir_all(&folder);
}

#[test]
fn exact_cover_uncovered_in_the_order_it_was_covered() {
    let folder = folder("cover");
    let said = stdout_in(&folder, &["practice", "start", "cover-uncover"], 0);
    assert!(said.contains("Fill in cover, uncover, search"), "{said}");
    let hint = stdout_in(&folder, &["practice", "hint", "cover-uncover"], 0);
    assert!(hint.starts_with("Hint 1 of 3"), "{hint}");
    // The three items of an option uncovered in the order they were covered, not the reverse.
    let exercise = find("cover-uncover").expect("an exercise");
    let reverse = "for other in links.others(node).rev() {\n            uncover(";
    let answer = exercise.answer(Lang::En);
    assert!(answer.contains(reverse));
    let mistake =
        answer.replacen(reverse, "for other in links.others(node) {\n            uncover(", 1);
    let path = folder.join("nqueens-practice/cover-uncover.rs");
    std::fs::write(&path, mistake).expect("the learner's file");
    let args = ["practice", "check", "cover-uncover"];
    pin!("uncover-in-order", args, stdout_in(&folder, &args, 1));
    std::fs::write(&path, answer).expect("the learner's file");
    let passes = stdout_in(&folder, &args, 0);
    assert!(passes.starts_with("✓ cover-uncover"), "{passes}");
    let _ = std::fs::remove_dir_all(&folder);
}

#[test]
fn a_file_that_does_not_compile_or_is_missing() {
    let folder = folder("broken");
    let path = folder.join("mine.rs");
    std::fs::write(&path, "fn place_row() { let x: u32 = \"no\"; }\n").expect("a file");
    let output = stdout_in(&folder, &["practice", "check", "place-row-array", "mine.rs"], 1);
    assert!(output.starts_with("✗ place-row-array: rustc does not compile the file."), "{output}");
    assert!(output.contains("error[E0308]: mismatched types") && output.contains("mine.rs:1"));
    let output = stdout_in(&folder, &["practice", "check", "place-row-set"], 1);
    assert!(output.contains("nqueens practice start place-row-set"), "{output}");
    let output = run_in(&folder, &["practice", "check", "no-such-exercise"]);
    assert_eq!(output.status.code(), Some(2));
    let output = run_in(&folder, &["practice", "hint", "place-row-set", "9"]);
    assert_eq!(output.status.code(), Some(2));
    let _ = std::fs::remove_dir_all(&folder);
}
