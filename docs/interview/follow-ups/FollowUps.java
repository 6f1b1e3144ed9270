// The interview's follow-up questions in Java, one method each: the count by mirror symmetry.
// .ci/interview runs it through harness/FollowUpsCheck.java for n = 0 to 10.
class FollowUps {
    // The number of solutions below a board whose next row is attacked along the masks.
    private static long count(int full, int cols, int diags1, int diags2) {
        if (cols == full) return 1;
        long total = 0;
        int free = ~(cols | diags1 | diags2) & full;
        while (free != 0) {
            int bit = free & -free; // the lowest free column
            free &= free - 1;
            total += count(full, cols | bit, ((diags1 | bit) << 1) & full, (diags2 | bit) >>> 1);
        }
        return total;
    }

    // ANCHOR: mirror
    // The number of solutions, counting only half of them: the mirror image of a solution
    // (column col to n - 1 - col) is another one, with its first queen on the other side.
    static long totalByMirror(int n) {
        if (n <= 1) return 1; // the only board is its own mirror image: nothing to double
        int full = n == 32 ? -1 : (1 << n) - 1;
        int half = n / 2;
        long left = 0;
        // First-row queens in the left half, columns 0 to half - 1.
        for (int col = 0; col < half; col++) {
            int bit = 1 << col;
            left += count(full, bit, (bit << 1) & full, bit >>> 1);
        }
        // Odd n: a first-row queen in the middle column is its own mirror image, so the halving
        // moves to the second row, whose queen is never in the middle column: count its left half.
        if (n % 2 == 1) {
            int queen = 1 << half;
            int cols = queen, diags1 = (queen << 1) & full, diags2 = queen >>> 1;
            int free = ~(cols | diags1 | diags2) & ((1 << half) - 1);
            while (free != 0) {
                int bit = free & -free;
                free &= free - 1;
                left += count(full, cols | bit, ((diags1 | bit) << 1) & full, (diags2 | bit) >>> 1);
            }
        }
        return 2 * left;
    }
    // ANCHOR_END: mirror
}
