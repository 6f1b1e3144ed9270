//! N-Queens by scanning every subset of the n² cells: 2^(n²) candidates.
