//! Each LeetCode version gives exactly its crate's answers, and stays pasteable.
//!
//! The `src/leetcode.rs` files are standalone by design: each pastes whole into the LeetCode
//! editor, so they resemble each other and are tested together here. Each approach names its
//! version in `Info::leetcode`.

use std::fs;
use std::path::Path;
use std::process::Command;

use nqueens_approaches::APPROACHES;
use nqueens_core::{LeetCode, Solver};

/// Every registered approach that has a LeetCode version, with it.
fn leetcode_versions() -> Vec<(&'static str, &'static dyn Solver, LeetCode)> {
    let versions: Vec<_> = APPROACHES
        .iter()
        .filter_map(|&approach| approach.info().leetcode.map(|leetcode| (approach, leetcode)))
        .map(|(approach, leetcode)| (approach.info().id, approach, leetcode))
        .collect();
    assert!(!versions.is_empty(), "some approach has a LeetCode version");
    versions
}

#[test]
fn each_draws_and_counts_its_crate_solutions_in_order() {
    for (id, approach, leetcode) in leetcode_versions() {
        for n in 1..=9 {
            let solutions = approach.solutions(n).expect("n is small");
            let boards: Vec<Vec<String>> =
                solutions.iter().map(|solution| solution.to_leetcode()).collect();
            let leetcode_n = i32::try_from(n).expect("n is small");
            assert_eq!((leetcode.solve_n_queens)(leetcode_n), boards, "{id} at n = {n}");
            let total = u64::try_from((leetcode.total_n_queens)(leetcode_n)).expect("a count");
            assert_eq!(Ok(total), approach.count(n), "{id} at n = {n}");
        }
    }
}

#[test]
fn the_empty_board_has_one_solution_and_impossible_boards_none() {
    for (id, _, leetcode) in leetcode_versions() {
        assert_eq!((leetcode.solve_n_queens)(0), [Vec::<String>::new()], "{id}");
        assert_eq!((leetcode.total_n_queens)(0), 1, "{id}");
        // Negative boards do not exist, and boards beyond the representation are refused.
        let mut impossible = vec![-1, i32::MIN];
        if let Some(largest_n) = leetcode.largest_n {
            impossible.extend([largest_n + 1, i32::MAX]);
        }
        for n in impossible {
            assert!((leetcode.solve_n_queens)(n).is_empty(), "{id} at n = {n}");
            assert_eq!((leetcode.total_n_queens)(n), 0, "{id} at n = {n}");
        }
    }
}

#[test]
fn each_file_pastes_into_the_leetcode_editor() {
    for (id, _, leetcode) in leetcode_versions() {
        let text = leetcode.source;
        // The judge defines `struct Solution` itself and offers only the standard library.
        assert!(!text.contains("struct Solution"), "{id}");
        assert!(text.contains("impl Solution {"), "{id}");
        assert!(
            text.lines()
                .filter(|line| line.starts_with("use "))
                .all(|line| line.starts_with("use std::")),
            "{id}"
        );
    }
}

/// What the program built from a pasted file prints: LeetCode 51 for n = 4, then LeetCode 52
/// for n = 8.
const MAIN: &str = r#"
fn main() {
    println!("{:?}", Solution::solve_n_queens(4));
    println!("{}", Solution::total_n_queens(8));
}
"#;

/// Builds each file the way the judge does, as the whole program after its own
/// `struct Solution;`, with rustc alone (so only the standard library is at hand), in the
/// edition LeetCode compiles Rust with, and with every warning an error; then runs it.
#[test]
fn each_file_compiles_alone_as_the_judge_compiles_it() {
    let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let directory = Path::new(env!("CARGO_TARGET_TMPDIR")).join("leetcode");
    fs::create_dir_all(&directory).expect("the temporary directory can be created");
    for (id, approach, leetcode) in leetcode_versions() {
        let name = id.replace('-', "_");
        let program = directory.join(format!("{name}.rs"));
        let binary = directory.join(format!("{name}{}", std::env::consts::EXE_SUFFIX));
        let text = format!("struct Solution;\n{}{MAIN}", leetcode.source);
        fs::write(&program, text).expect("the program can be written");
        let output = Command::new(&rustc)
            .args(["--edition", "2021", "-D", "warnings", "-A", "dead_code"])
            .args(["--crate-type", "bin", "--crate-name", &name, "-o"])
            .arg(&binary)
            .arg(&program)
            .output()
            .expect("rustc runs");
        assert!(
            output.status.success(),
            "{id}: rustc refused the pasted file:\n{}",
            String::from_utf8_lossy(&output.stderr)
        );
        let run = Command::new(&binary).output().expect("the program runs");
        assert!(run.status.success(), "{id}: {}", String::from_utf8_lossy(&run.stderr));
        let boards = approach.solutions(4).expect("n is small");
        let boards: Vec<Vec<String>> =
            boards.iter().map(|solution| solution.to_leetcode()).collect();
        let total = approach.count(8).expect("n is small");
        assert_eq!(String::from_utf8_lossy(&run.stdout), format!("{boards:?}\n{total}\n"), "{id}");
    }
}

/// LeetCode 51 and 52 for n = 1 to 9 as the interview sheets in other languages print them
/// (`docs/interview/harness/`): two lines per n, the boards in LeetCode's output format and the
/// count.
fn leetcode_output(
    solve_n_queens: impl Fn(i32) -> Vec<Vec<String>>,
    total_n_queens: impl Fn(i32) -> i32,
) -> String {
    let mut text = String::new();
    for n in 1..=9 {
        let boards: Vec<String> = solve_n_queens(n)
            .iter()
            .map(|board| {
                let lines: Vec<String> = board.iter().map(|line| format!("\"{line}\"")).collect();
                format!("[{}]", lines.join(","))
            })
            .collect();
        text.push_str(&format!("solveNQueens({n}) = [{}]\n", boards.join(",")));
        text.push_str(&format!("totalNQueens({n}) = {}\n", total_n_queens(n)));
    }
    text
}

/// `docs/interview/expected.txt`, against which `.ci/interview` holds the Python, Java and C++
/// sheets, is what the crates answer (the default approach's solutions, which the agreement
/// tests hold every approach to) and what every Rust LeetCode file prints in the same format.
/// `UPDATE_DOCS=1` rewrites it.
#[test]
fn the_other_languages_expect_what_the_crates_answer() {
    let reference = nqueens_approaches::find(nqueens_approaches::DEFAULT_ID).expect("registered");
    let from_crates = leetcode_output(
        |n| {
            let n = usize::try_from(n).expect("n is small");
            reference.solutions(n).expect("n is small").iter().map(|s| s.to_leetcode()).collect()
        },
        |n| {
            let count = reference.count(usize::try_from(n).expect("n is small"));
            i32::try_from(count.expect("n is small")).expect("the count fits")
        },
    );
    for (id, _, leetcode) in leetcode_versions() {
        let output = leetcode_output(leetcode.solve_n_queens, leetcode.total_n_queens);
        assert_eq!(output, from_crates, "{id}");
    }
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/interview/expected.txt");
    if std::env::var_os("UPDATE_DOCS").is_some() {
        fs::write(&path, &from_crates).expect("docs/interview/expected.txt can be written");
    }
    let committed = fs::read_to_string(&path).unwrap_or_default();
    assert!(
        committed == from_crates,
        "docs/interview/expected.txt differs from the crates' answers; \
         rewrite it with UPDATE_DOCS=1 cargo test -p nqueens-approaches --test approaches leetcode"
    );
}

/// The body of `fn place_row` in `source`, from its signature to its closing brace.
fn place_row_of(source: &str) -> Vec<&str> {
    let lines: Vec<&str> = source.lines().collect();
    let start = lines.iter().position(|line| line.contains("fn place_row(")).expect("a place_row");
    let indent = lines[start].len() - lines[start].trim_start().len();
    let close = format!("{}}}", " ".repeat(indent));
    let end = (start + 1..lines.len()).find(|&i| lines[i] == close).expect("place_row ends");
    lines[start..=end].to_vec()
}

/// What a `place_row` does to the search's state, line by line: every line of its body
/// (comments and the observer's calls left out) that reads or writes the lines it keeps
/// (`cols`, `diags1`, `diags2`, their indices, `avail`, the board of marks and its undo list),
/// and its recursive call with the state it passes down. Read alike: `Self::`, the row passed down (which the bitmask
/// search keeps for its observer only), and flags joined by `||` or by `|` (plain reads of
/// booleans, the same test; the crate's `|` is measured on the benchmarks page).
fn state_steps(source: &str) -> Vec<String> {
    let state = [
        "cols",
        "diags1",
        "diags2",
        "diag1",
        "diag2",
        "avail",
        "conflicted",
        "conflicted_below",
        "lock",
    ];
    let lines = place_row_of(source);
    // The body starts after the line that ends the signature.
    let body = lines.iter().position(|line| line.trim_end().ends_with('{')).map_or(0, |i| i + 1);
    let mut steps = Vec::new();
    for line in lines.into_iter().skip(body) {
        let code = line.trim().replace("Self::", "").replace(" || ", " | ");
        if code.starts_with("//") {
            continue;
        }
        if let Some((_, call)) = code.split_once("place_row(") {
            let arguments = call.split(')').next().unwrap_or_default();
            let passed: Vec<&str> = arguments
                .split(", ")
                .filter(|argument| !["observer", "row + 1"].contains(argument))
                .collect();
            steps.push(format!("place_row({})", passed.join(", ")));
        } else if !code.contains("observer")
            && code
                .split(|c: char| !c.is_alphanumeric() && c != '_')
                .any(|word| state.contains(&word))
        {
            steps.push(code);
        }
    }
    steps
}

/// Each crate's `place_row` is its LeetCode file's, plus the observer's calls and the early stop:
/// the same tests of the state, the same marks and undo, and the same recursion, in the same
/// order, so that the file a candidate pastes is the search the pages teach.
#[test]
fn each_place_row_is_its_leetcode_twin() {
    for (id, approach, leetcode) in leetcode_versions() {
        let taught = state_steps(approach.info().source.text);
        assert!(taught.len() >= 5, "{id}: {taught:?}");
        assert_eq!(taught, state_steps(leetcode.source), "{id}: place_row and leetcode.rs");
    }
}

#[test]
fn the_twin_check_finds_an_undo_left_out() {
    let (_, approach, _) = leetcode_versions().into_iter().next().expect("a version");
    let source = approach.info().source.text;
    let steps = state_steps(source);
    // The same file with the last line that touches the state dropped: one step fewer.
    let last = steps.last().expect("steps").clone();
    let position = source.rfind(last.as_str()).expect("the step is in the file");
    let shortened = format!("{}{}", &source[..position], &source[position + last.len()..]);
    assert_ne!(state_steps(&shortened), steps);
}
