//! The LeetCode version gives exactly the crate's answers, and stays pasteable.

use nqueens_backtrack_set::BacktrackSet;
use nqueens_backtrack_set::leetcode::Solution;
use nqueens_core::Solver;

#[test]
fn it_draws_and_counts_the_crate_solutions_in_order() {
    for n in 1..=9 {
        let solutions = BacktrackSet.solutions(n).unwrap();
        let boards: Vec<Vec<String>> =
            solutions.iter().map(|solution| solution.to_leetcode()).collect();
        let leetcode_n = i32::try_from(n).unwrap();
        assert_eq!(Solution::solve_n_queens(leetcode_n), boards, "n = {n}");
        let total = u64::try_from(Solution::total_n_queens(leetcode_n)).unwrap();
        assert_eq!(total, BacktrackSet.count(n).unwrap(), "n = {n}");
    }
}

#[test]
fn the_empty_board_has_one_solution_and_negative_boards_none() {
    assert_eq!(Solution::solve_n_queens(0), [Vec::<String>::new()]);
    assert_eq!(Solution::total_n_queens(0), 1);
    for n in [-1, i32::MIN] {
        assert!(Solution::solve_n_queens(n).is_empty(), "n = {n}");
        assert_eq!(Solution::total_n_queens(n), 0, "n = {n}");
    }
}

#[test]
fn the_file_pastes_into_the_leetcode_editor() {
    let text = include_str!("../src/leetcode.rs");
    // The judge defines `struct Solution` itself and offers only the standard library.
    assert!(!text.contains("struct Solution"));
    assert!(text.contains("impl Solution {"));
    assert!(
        text.lines()
            .filter(|line| line.starts_with("use "))
            .all(|line| line.starts_with("use std::"))
    );
}
