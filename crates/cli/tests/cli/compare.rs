//! `nqueens compare`: the table, JSON and CSV, with the exact counters of every approach.

use serde_json::Value;

use crate::{TASK_FILTERS, pin, stdout_of};

/// Filters that cut the measured columns (time, spread, runs and work per second) off the
/// table, and the measured list of times that overlap off its notes, so that the snapshot keeps
/// only what is the same on every run. The columns before them do not depend on the
/// measurements, so their alignment is pinned too. The rule under the header loses its last four
/// dashes, however many columns come before.
const TABLE_FILTERS: [(&str, &str); 3] = [
    (r"(?m)^(.*(?:candidates?|nodes?|needed))  .*$", "$1  [time and rate]"),
    (r"(?m)^((?:─+  )*─+)(?:  ─+){4}$", "$1"),
    (
        r"(?m)^(- times whose spreads overlap, which this run does not put in order): .*$",
        "$1: [measured]",
    ),
];

#[test]
fn the_table_for_n_8_shows_every_approach() {
    let args = ["compare", "8"];
    let table = stdout_of(&args);
    for id in nqueens_approaches::ids() {
        assert!(table.lines().any(|line| line.starts_with(id)), "{id} is missing:\n{table}");
    }
    pin!("8", args, table, filters => [TABLE_FILTERS.as_slice(), &TASK_FILTERS].concat());
}

#[test]
fn the_table_marks_what_an_approach_cannot_represent() {
    let args = ["compare", "9", "--approaches", "subset,backtrack-set,backtrack-bitmask"];
    pin!("9", args, stdout_of(&args), filters => TABLE_FILTERS.to_vec());
}

#[test]
fn the_header_names_the_approaches_that_were_asked_for() {
    let header = |args: &[&str]| stdout_of(args).lines().next().unwrap_or_default().to_string();
    assert_eq!(
        header(&["compare", "5", "--approaches", "subset,permutation"]),
        "n = 5: subset and permutation on the same board, each given up to 10 s."
    );
    assert_eq!(
        header(&["compare", "5", "--approaches", "subset,permutation,backtrack-set"]),
        "n = 5: subset, permutation and backtrack-set on the same board, each given up to 10 s."
    );
    // An approach named twice is compared once.
    let args = ["compare", "5", "--approaches", "permutation,permutation"];
    let table = stdout_of(&args);
    assert_eq!(table.lines().next(), Some("n = 5: permutation alone, given up to 10 s."));
    assert_eq!(table.lines().filter(|line| line.starts_with("permutation")).count(), 1);
}

#[test]
fn one_of_each_is_singular() {
    let args = ["compare", "0"];
    pin!("0", args, stdout_of(&args), filters => [TABLE_FILTERS.as_slice(), &TASK_FILTERS].concat());
}

/// The row of `id` in the JSON comparison.
fn row<'a>(rows: &'a [Value], id: &str) -> &'a Value {
    rows.iter().find(|row| row["approach"] == id).unwrap_or_else(|| panic!("no row for {id}"))
}

#[test]
fn json_for_n_8_holds_the_exact_counters() {
    let json: Value =
        serde_json::from_str(&stdout_of(&["compare", "8", "--format", "json"])).expect("JSON");
    let rows = json.as_array().expect("one object per approach");
    assert_eq!(rows.len(), nqueens_approaches::APPROACHES.len());
    // Over the budget: not run, with the work they would need and how to run them, if that
    // can be done at all.
    // The work is exact: a whole number within 64 bits, its digits as a string beyond (2^64).
    for (id, candidates) in
        [("subset", Value::from("18446744073709551616")), ("combination", 4_426_165_368_u64.into())]
    {
        assert_eq!(row(rows, id)["status"], "skipped", "{id}");
        assert_eq!(row(rows, id)["work"], candidates, "{id}");
    }
    for row in rows {
        let work = &row["work"];
        let digits = work.as_str().is_some_and(|digits| digits.bytes().all(|b| b.is_ascii_digit()));
        assert!(work.is_u64() || digits, "{row}");
        assert_eq!(row["estimated_work"], Value::Null, "{row}");
    }
    let reason = |id: &str| row(rows, id)["reason"].as_str().unwrap_or_default().to_string();
    assert!(reason("subset").ends_with(": out of reach"), "{}", reason("subset"));
    assert!(
        reason("combination").ends_with("`nqueens count 8 --approach combination` runs it"),
        "{}",
        reason("combination")
    );
    let permutation = row(rows, "permutation");
    assert_eq!(
        (&permutation["solutions"], &permutation["candidates"]),
        (&92.into(), &40_320.into())
    );
    // Every row-by-row backtracking search walks the same 2,057-node tree; sets and arrays
    // examine every cell of each row they expand, the bitmask only the free ones.
    for (id, cells) in
        [("backtrack-set", 15_720), ("backtrack-array", 15_720), ("backtrack-bitmask", 2_056)]
    {
        let row = row(rows, id);
        assert_eq!(row["status"], "ran", "{id}");
        assert_eq!(row["solutions"], 92, "{id}");
        assert_eq!(row["nodes"], 2_057, "{id}");
        assert_eq!(row["cells"], cells, "{id}");
    }
    let parallel = row(rows, "parallel");
    assert_eq!(parallel["solutions"], 92);
    assert!(parallel["tasks"].as_u64().is_some_and(|tasks| tasks > 0), "{parallel}");
    // It walks only part of the plain tree: no rate in that tree's nodes.
    assert_eq!(parallel["work_per_second"], Value::Null);
}

#[test]
fn numbers_too_large_for_a_float_are_empty_in_csv_and_null_in_json() {
    let csv = stdout_of(&["compare", "40", "--format", "csv"]);
    assert!(!csv.contains("inf"), "{csv}");
    let subset = csv.lines().find(|line| line.starts_with("subset,")).expect("a subset record");
    assert!(subset.starts_with("subset,too-large,,,,,,candidates,,,,,"), "{subset}");
    let json: Value =
        serde_json::from_str(&stdout_of(&["compare", "40", "--format", "json"])).expect("JSON");
    let rows = json.as_array().expect("one object per approach");
    assert_eq!(row(rows, "subset")["work"], Value::Null);
    assert_eq!(row(rows, "subset")["estimated_seconds"], Value::Null);
    // Where the work is not known exactly, it is an estimate, in a field of its own, to three
    // significant digits; an exact work beyond 64 bits is a string of digits.
    let bitmask = row(rows, "backtrack-bitmask");
    assert_eq!(bitmask["work"], Value::Null);
    let estimated = bitmask["estimated_work"].as_f64().expect("an estimate");
    let three_digits: f64 = format!("{estimated:.2e}").parse().expect("a float");
    assert!((estimated / three_digits - 1.0).abs() < 1e-12, "{estimated}");
    let args = ["compare", "20", "--approaches", "combination", "--format", "json"];
    let json: Value = serde_json::from_str(&stdout_of(&args)).expect("JSON");
    // C(400, 20), exactly.
    assert_eq!(json[0]["work"], "2788360983670896737872851072994080");
}

#[test]
fn csv_has_a_header_and_one_record_per_approach() {
    let args = ["compare", "6", "--format", "csv"];
    // The measured fields, the 11th and the 12th and the three before the last (runs and
    // spread), differ from run to run, and the parallel counter's number of tasks (the 7th) belongs to its crate.
    let filters = vec![
        (
            r"(?m)^([a-z-]+,(?:ran|skipped|too-large),(?:[^,\n]*,){8})[^,\n]*,[^,\n]*,",
            "$1[seconds],[rate],",
        ),
        (r"(?m),\d+,[^,\n]+,[^,\n]+,([^,\n]*)$", ",[runs],[low],[high],$1"),
        (r"(?m)^(parallel,(?:[^,\n]*,){5})\d+,", "$1[tasks],"),
    ];
    pin!("6", args, stdout_of(&args), filters => filters);
}

#[test]
fn every_time_is_a_median_with_its_spread_and_its_number_of_runs() {
    let json: Value =
        serde_json::from_str(&stdout_of(&["compare", "6", "--format", "json"])).expect("JSON");
    for row in json.as_array().expect("one object per approach") {
        let id = &row["approach"];
        if row["status"] != "ran" {
            for field in ["seconds", "seconds_low", "seconds_high", "runs"] {
                assert_eq!(row[field], Value::Null, "{id}: {field}");
            }
            continue;
        }
        let runs = row["runs"].as_u64().expect("a number of runs");
        let seconds = |field: &str| row[field].as_f64().unwrap_or(f64::NAN);
        // A run timed once took long enough alone; no approach runs more than a thousand
        // times; the median lies within the spread.
        assert!((1..=1_000).contains(&runs), "{id}: {runs} runs");
        assert!(seconds("seconds_low") <= seconds("seconds"), "{id}: {row}");
        assert!(seconds("seconds") <= seconds("seconds_high"), "{id}: {row}");
        assert!(seconds("seconds_low") > 0.0, "{id}: {row}");
    }
    // The table says what its times are, and how many runs each one is from.
    let table = stdout_of(&["compare", "6", "--approaches", "backtrack-array,backtrack-bitmask"]);
    assert!(table.contains("time: the median of repeated runs"), "{table}");
    let header = table.lines().nth(3).unwrap_or_default();
    for column in ["time", "spread", "runs"] {
        assert!(header.split_whitespace().any(|title| title == column), "{column}: {table}");
    }
    assert!(
        table.contains("- times whose spreads overlap, which this run does not put in order: ")
    );
}

#[test]
fn one_approach_alone_has_nothing_to_overlap() {
    let table = stdout_of(&["compare", "6", "--approaches", "backtrack-bitmask"]);
    assert!(!table.contains("overlap"), "{table}");
}
