//! N-Queens by testing every choice of n cells out of n²: C(n², n) candidates.
