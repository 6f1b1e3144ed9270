//! The interview's follow-up questions in Rust, one function each: the count by mirror
//! symmetry. `.ci/interview` runs it through `harness/follow_ups.rs` for n = 0 to 10, and the
//! docs test (`crates/xtask/tests/docs/follow_ups.rs`) holds it to the OEIS.

/// The number of solutions below a board of full rows whose next row is attacked along `cols`,
/// `diags1` and `diags2` (bit `col` for column `col`), as on the bitmask whiteboard.
fn count(full: u32, cols: u32, diags1: u32, diags2: u32) -> u64 {
    if cols == full {
        return 1;
    }
    let mut total = 0;
    let mut free = !(cols | diags1 | diags2) & full;
    while free != 0 {
        let bit = free & free.wrapping_neg(); // the lowest free column
        free &= free - 1;
        total += count(full, cols | bit, ((diags1 | bit) << 1) & full, (diags2 | bit) >> 1);
    }
    total
}

// ANCHOR: mirror
/// The number of solutions, counting only half of them: the mirror image of a solution
/// (column `col` to `n - 1 - col`) is another solution, with its first queen on the other side.
pub fn total_by_mirror(n: u32) -> u64 {
    if n <= 1 {
        return 1; // the only board is its own mirror image: nothing to double
    }
    let full = if n == 32 { u32::MAX } else { (1 << n) - 1 };
    let half = n / 2;
    // First-row queens in the left half, columns 0 to half - 1.
    let mut left = 0;
    for col in 0..half {
        let bit = 1 << col;
        left += count(full, bit, (bit << 1) & full, bit >> 1);
    }
    // Odd n: a first-row queen in the middle column is its own mirror image, so the halving
    // moves to the second row, whose queen is never in the middle column: count its left half.
    if n % 2 == 1 {
        let queen = 1 << half;
        let (cols, diags1, diags2) = (queen, (queen << 1) & full, queen >> 1);
        let mut free = !(cols | diags1 | diags2) & ((1 << half) - 1);
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free &= free - 1;
            left += count(full, cols | bit, ((diags1 | bit) << 1) & full, (diags2 | bit) >> 1);
        }
    }
    2 * left
}
// ANCHOR_END: mirror
