//! N-Queens by row-by-row backtracking with three bitmasks of attacked columns and diagonals.
