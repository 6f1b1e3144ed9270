//! The fastest N-Queens counter of the workspace: bitmask search with symmetry, split into tasks on all cores.
