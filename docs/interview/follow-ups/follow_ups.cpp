// The interview's follow-up questions in C++, one function each: the count by mirror symmetry.
// .ci/interview runs it through harness/follow_ups.cpp for n = 0 to 10.
#include <cstdint>

namespace follow_ups {

// The number of solutions below a board whose next row is attacked along the masks.
inline std::int64_t count(unsigned full, unsigned cols, unsigned diags1, unsigned diags2) {
    if (cols == full) return 1;
    std::int64_t total = 0;
    unsigned avail = ~(cols | diags1 | diags2) & full;
    while (avail != 0) {
        unsigned bit = avail & (~avail + 1);  // the lowest free column
        avail &= avail - 1;
        total += count(full, cols | bit, ((diags1 | bit) << 1) & full, (diags2 | bit) >> 1);
    }
    return total;
}

// ANCHOR: mirror
// The number of solutions, counting only half of them: the mirror image of a solution
// (column col to n - 1 - col) is another one, with its first queen on the other side.
inline std::int64_t totalByMirror(int n) {
    if (n <= 1) return 1;  // the only board is its own mirror image: nothing to double
    unsigned full = n == 32 ? ~0u : (1u << n) - 1;
    int half = n / 2;
    std::int64_t left = 0;
    // First-row queens in the left half, columns 0 to half - 1.
    for (int col = 0; col < half; col++) {
        unsigned bit = 1u << col;
        left += count(full, bit, (bit << 1) & full, bit >> 1);
    }
    // Odd n: a first-row queen in the middle column is its own mirror image, so the halving
    // moves to the second row, whose queen is never in the middle column: count its left half.
    if (n % 2 == 1) {
        unsigned queen = 1u << half;
        unsigned cols = queen, diags1 = (queen << 1) & full, diags2 = queen >> 1;
        unsigned avail = ~(cols | diags1 | diags2) & ((1u << half) - 1);
        while (avail != 0) {
            unsigned bit = avail & (~avail + 1);
            avail &= avail - 1;
            left += count(full, cols | bit, ((diags1 | bit) << 1) & full, (diags2 | bit) >> 1);
        }
    }
    return 2 * left;
}
// ANCHOR_END: mirror

}  // namespace follow_ups
