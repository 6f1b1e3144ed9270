//! The registry of every approach, shared by the `nqueens` tool, the tests and the benches.
