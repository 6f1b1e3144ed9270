//! N-Queens by testing every permutation of the columns with itertools: n! candidates.
