//! N-Queens by row-by-row backtracking with boolean arrays of attacked columns and diagonals.
