//! The book's one convention for the diagonal arrays, stated once on `backtrack-array.md`: the
//! diagonal of (`row`, `col`) at index `row - col + n - 1` (written `row + n - 1 - col` in Rust),
//! arrays of 2n − 1 entries. Every page, every interview sheet, the crates and the tool's trace
//! follow it; this test finds any other shift or size.

use std::fs;
use std::path::{Path, PathBuf};

use crate::{flowing, markdown_files, relative, workspace_root};

/// The statement of the convention, on the English page and its twin, and nowhere else.
const STATEMENTS: [(&str, &str); 2] = [
    (
        "docs/backtrack-array.md",
        "the diagonal of (`row`, `col`) is `diags1[row - col + n - 1]`, the anti-diagonal \
         `diags2[row + col]`, and each array has 2n − 1 entries.",
    ),
    (
        "docs/zh/backtrack-array.md",
        "(`row`, `col`) 的主对角线是 `diags1[row - col + n - 1]`，次对角线是 \
         `diags2[row + col]`，每个数组有 2n − 1 项。",
    ),
];

/// The sentences that name the other convention as a mistake, the only places it may appear.
const NAMED_AS_A_MISTAKE: [&str; 2] = [
    "Arrays of 2n entries indexed by `row - col + n` work too",
    "用 `row - col + n` 作下标、2n 项的数组也能用",
];

/// Every file of `directory` and below.
fn files_under(directory: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut pending = vec![directory.to_path_buf()];
    while let Some(directory) = pending.pop() {
        for entry in fs::read_dir(&directory).expect("a readable directory") {
            let path = entry.expect("a directory entry").path();
            if path.is_dir() {
                pending.push(path);
            } else {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

/// What in `text` breaks the convention: a diagonal shifted by n instead of n − 1, or a
/// diagonal array of 2n entries (in code, or in the words of a page).
fn departures(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let mut line = line.to_string();
        for allowed in NAMED_AS_A_MISTAKE {
            line = line.replace(allowed, "");
        }
        let place = index + 1;
        for (at, _) in line.match_indices("row - col + n") {
            if !line[at..].starts_with("row - col + n - 1") {
                found.push(format!("line {place}: a diagonal shifted by n: {}", line.trim()));
            }
        }
        if line.contains("row + n - col") {
            found.push(format!("line {place}: a diagonal shifted by n: {}", line.trim()));
        }
        // An array of 2n diagonals: `2 * n` closed by a bracket, and not `(2 * n).saturating_sub(1)`.
        if line.to_lowercase().contains("diag") {
            for (at, _) in line.match_indices("2 * n") {
                let rest = &line[at + "2 * n".len()..];
                if rest.starts_with(']') || (rest.starts_with(')') && !rest.starts_with(").")) {
                    found.push(format!("line {place}: an array of 2n diagonals: {}", line.trim()));
                }
            }
        }
        for words in ["2n flags", "2n entries", "2n 项", "2n 个标志"] {
            if line.contains(words) {
                found.push(format!("line {place}: `{words}`: {}", line.trim()));
            }
        }
    }
    found
}

#[test]
fn every_page_and_sheet_follows_the_one_convention() {
    let root = workspace_root();
    let mut files = markdown_files();
    files.extend(files_under(&root.join("docs/interview")));
    let mut failures = Vec::new();
    for file in &files {
        let text = fs::read_to_string(file).expect("a readable text file");
        for departure in departures(&text) {
            failures.push(format!("{}: {departure}", relative(file)));
        }
    }
    // The crates write the index as `row + n - 1 - col`; none shifts by n.
    for crate_dir in fs::read_dir(root.join("crates")).expect("crates/ is readable") {
        let crate_dir = crate_dir.expect("a directory entry").path();
        for file in files_under(&crate_dir) {
            if file.extension().is_some_and(|extension| extension == "rs")
                && !file.starts_with(root.join("crates/xtask"))
            {
                let text = fs::read_to_string(&file).expect("a readable source file");
                if text.contains("row + n - col") || text.contains("row - col + n,") {
                    failures.push(format!("{}: a diagonal shifted by n", relative(&file)));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn the_convention_is_stated_once_and_used_by_every_array_sheet_and_the_trace() {
    let root = workspace_root();
    for file in markdown_files() {
        let path = relative(&file);
        let text = flowing(&fs::read_to_string(&file).expect("a readable page"));
        for (home, statement) in STATEMENTS {
            assert_eq!(
                text.contains(&flowing(statement)),
                path == home,
                "{path}: the convention is stated on {home} and nowhere else"
            );
        }
    }
    let sheets = ["python/array.py", "java/Array.java", "cpp/array.cpp"];
    for sheet in sheets {
        let text = fs::read_to_string(root.join("docs/interview").join(sheet)).expect("a sheet");
        assert!(text.contains("row - col + n - 1"), "{sheet} indexes diags1 otherwise");
        let sized = ["2 * n - 1", "2 * size - 1"].iter().any(|length| text.contains(length));
        assert!(sized, "{sheet} sizes diags1 otherwise");
    }
    // What `nqueens trace` writes under the diagonal array of the array search.
    let note =
        nqueens_walk::phrases::say(nqueens_walk::phrases::Lang::En, "note.flags.diags1", &[]);
    assert_eq!(note, "index: row - col + n - 1", "the trace names another index");
}

#[test]
fn the_check_finds_the_other_conventions() {
    assert_eq!(
        departures("d1 = row - col + n - 1\ndiags1 = [False] * (2 * n - 1)"),
        [] as [String; 0]
    );
    assert_eq!(departures("let diagonals = (2 * n).saturating_sub(1); // diags").len(), 0);
    assert_eq!(departures("d1, d2 = row - col + n, row + col").len(), 1);
    assert_eq!(departures("diags1 = [False] * (2 * n)").len(), 1);
    assert_eq!(departures("new boolean[2 * n], // diags1").len(), 1);
    assert_eq!(departures("Three arrays of at most 2n flags").len(), 1);
}
