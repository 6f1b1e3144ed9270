//! N-Queens by row-by-row backtracking with hash sets of attacked columns and diagonals.
