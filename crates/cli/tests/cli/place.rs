//! `nqueens place`: every format, both placers and several seeds, piped into `nqueens check`,
//! and the refusals.

use std::io::Write;
use std::process::{Command, Stdio};

use assert_cmd::cargo::cargo_bin;
use nqueens_core::check_linear;
use serde_json::Value;

use crate::{error_of, pin, stdout_of};

/// Runs `nqueens place args | nqueens check`, and returns what the check says.
fn place_then_check(args: &[&str]) -> String {
    let placed = stdout_of(args);
    let mut check = Command::new(cargo_bin!("nqueens"))
        .arg("check")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    check
        .stdin
        .take()
        .expect("a piped stdin")
        .write_all(placed.as_bytes())
        .expect("check reads its input");
    let output = check.wait_with_output().expect("check ends");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "nqueens {args:?} | nqueens check: {stderr}");
    String::from_utf8(output.stdout).expect("UTF-8")
}

#[test]
fn every_format_for_n_8() {
    for format in ["columns", "board", "json"] {
        let args = ["place", "8", "--format", format];
        pin!(format, args, stdout_of(&args));
        let args = ["place", "8", "--approach", "min-conflicts", "--seed", "3", "--format", format];
        pin!(format!("min-conflicts-{format}"), args, stdout_of(&args));
    }
}

#[test]
fn the_tiny_boards_with_a_solution() {
    // One table: each command line and what it writes.
    let mut table = Vec::new();
    for n in ["0", "1"] {
        for approach in ["construction", "min-conflicts"] {
            let args = ["place", n, "--approach", approach, "--format", "json"];
            table.push(format!("nqueens {}\n  {}", args.join(" "), stdout_of(&args).trim_end()));
        }
    }
    insta::assert_snapshot!("tiny-boards", table.join("\n"));
}

#[test]
fn both_placers_and_several_seeds_pass_the_check() {
    let n = "20000";
    for approach in ["construction", "min-conflicts"] {
        for seed in ["0", "1", "2", "3"] {
            for format in ["columns", "json"] {
                let args = ["place", n, "--approach", approach, "--seed", seed, "--format", format];
                assert_eq!(
                    place_then_check(&args),
                    "a solution: no two of the 20,000 queens attack each other (n = 20,000)\n",
                    "{args:?}"
                );
            }
        }
    }
}

#[test]
fn the_json_says_how_the_placement_was_made() {
    let json: Value = serde_json::from_str(&stdout_of(&[
        "place",
        "5000",
        "--approach",
        "min-conflicts",
        "--seed",
        "9",
        "--format",
        "json",
    ]))
    .expect("JSON");
    assert_eq!(json["n"], 5000);
    assert_eq!(json["approach"], "min-conflicts");
    assert_eq!(json["seed"], 9);
    assert!(json["moves"].is_u64() && json["restarts"].is_u64());
    let columns: Vec<u32> = json["columns"]
        .as_array()
        .expect("an array")
        .iter()
        .map(|col| col.as_u64().and_then(|col| u32::try_from(col).ok()).expect("a column"))
        .collect();
    assert_eq!(check_linear(&columns), Ok(()));
    // The construction has no seed to report.
    let json: Value =
        serde_json::from_str(&stdout_of(&["place", "10", "--format", "json", "--seed", "4"]))
            .expect("JSON");
    assert_eq!(json["seed"], Value::Null);
    assert_eq!(json["moves"], 0);
}

#[test]
fn the_same_seed_places_the_same_solution() {
    let args = ["place", "3000", "--approach", "min-conflicts", "--seed", "5"];
    assert_eq!(stdout_of(&args), stdout_of(&args));
    let other = ["place", "3000", "--approach", "min-conflicts", "--seed", "6"];
    assert_ne!(stdout_of(&args), stdout_of(&other));
}

#[test]
fn refusals_say_why_in_one_line() {
    let cases: [(&str, &[&str], i32); 9] = [
        ("two", &["place", "2"], 1),
        ("three-min-conflicts", &["place", "3", "--approach", "min-conflicts"], 1),
        ("beyond-u32", &["place", "4294967296"], 2),
        ("memory", &["place", "4000000000", "--approach", "min-conflicts"], 1),
        ("board-too-large", &["place", "101", "--format", "board"], 2),
        ("a-search-is-no-placer", &["place", "8", "--approach", "backtrack-bitmask"], 2),
        ("sat-beyond-its-columns", &["place", "257", "--approach", "sat"], 1),
        ("sat-three", &["place", "3", "--approach", "sat"], 1),
        ("exact-cover-is-no-placer", &["place", "40", "--approach", "backtrack-dlx"], 2),
    ];
    // One table: each case, its command line and the one line it gets.
    let mut table = Vec::new();
    for (case, args, code) in cases {
        let error = error_of(args, code);
        if case == "memory" {
            // The memory available differs from machine to machine.
            assert!(error.contains("needs about 104 GB (24 bytes per queen"), "{error}");
            assert!(error.contains("of memory available"), "{error}");
        } else {
            table.push(format!(
                "{case}: nqueens {} (status {code})\n  {}",
                args.join(" "),
                error.trim_end()
            ));
        }
    }
    insta::assert_snapshot!("refusals", table.join("\n"));
}

#[test]
fn sat_places_one_solution_that_check_passes_in_every_format() {
    for n in [0, 1, 4, 5, 8, 13, 50] {
        let size = n.to_string();
        for format in ["columns", "json", "board"] {
            let placed = stdout_of(&["place", &size, "--approach", "sat", "--format", format]);
            let mut checker = Command::new(cargo_bin!("nqueens"))
                .args(["check", "--n", &size])
                .stdin(Stdio::piped())
                .stdout(Stdio::null())
                .spawn()
                .expect("the binary runs");
            if let Some(mut input) = checker.stdin.take() {
                input.write_all(placed.as_bytes()).expect("the placement is written");
            }
            let status = checker.wait().expect("the check ends");
            assert!(status.success(), "n = {n}, {format}: {placed}");
        }
    }
    // One question, no seed: the same solution every time, with no moves and no restarts.
    let json = stdout_of(&["place", "20", "--approach", "SAT", "--format", "json"]);
    let start = "{\"n\":20,\"approach\":\"sat\",\"seed\":null,\"moves\":0,\"restarts\":0,";
    assert!(json.starts_with(start), "{json}");
    assert_eq!(json, stdout_of(&["place", "20", "--approach", "sat", "--format", "json"]));
}

#[test]
fn a_solver_named_to_place_points_to_solve_and_its_reach_holds() {
    // The reach named is where `solve --limit 1` stops accepting without --force: the next n
    // is refused, with the way on.
    for (id, reach) in [("backtrack-dlx", 33), ("backtrack-set", 32)] {
        let error = error_of(&["place", "40", "--approach", id], 2);
        let pointer = format!(
            "`nqueens solve N --approach {id} --limit 1` gives the first, up to n = {reach}"
        );
        assert!(error.contains(&pointer), "{error}");
        let beyond = (reach + 1).to_string();
        let refusal = error_of(&["solve", &beyond, "--approach", id, "--limit", "1"], 1);
        assert!(refusal.contains("--force"), "{refusal}");
    }
}

#[test]
fn seed_0_is_a_seed_and_the_error_for_a_bad_one_says_so() {
    assert_eq!(
        stdout_of(&["place", "8", "-a", "min-conflicts", "--seed", "0"]),
        stdout_of(&["place", "8", "-a", "min-conflicts"])
    );
    let error = error_of(&["place", "8", "-a", "min-conflicts", "--seed", "-1"], 2);
    assert!(error.contains("give a seed from 0 to 2^64 − 1"), "{error}");
}
