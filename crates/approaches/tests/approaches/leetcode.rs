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
