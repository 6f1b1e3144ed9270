//! The `nqueens` command-line tool.

fn main() {}
