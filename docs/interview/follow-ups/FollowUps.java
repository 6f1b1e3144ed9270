// The interview's follow-up questions in Java, one method each: the first solution only, the
// count without recursion, the count by mirror symmetry and the count of unique boards.
// .ci/interview runs them through harness/FollowUpsCheck.java for n = 0 to 10.
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;

class FollowUps {
    // The first solution in the search's order, as the column of each row's queen, or null when
    // n has none. The search stops at the first full board instead of going on.
    static int[] firstSolution(int n) {
        int diagonals = Math.max(2 * n - 1, 0);
        int[] queens = new int[n];
        boolean found = placeFirst(n, 0, queens, new boolean[n], new boolean[diagonals],
                                   new boolean[diagonals]);
        return found ? queens : null;
    }

    private static boolean placeFirst(int n, int row, int[] queens, boolean[] cols,
                                      boolean[] diags1, boolean[] diags2) {
        if (row == n) return true;
        for (int col = 0; col < n; col++) {
            int d1 = row - col + n - 1, d2 = row + col;
            if (cols[col] || diags1[d1] || diags2[d2]) continue; // reject
            cols[col] = diags1[d1] = diags2[d2] = true;
            queens[row] = col;
            // Found below: stop, and leave the queens where they are.
            if (placeFirst(n, row + 1, queens, cols, diags1, diags2)) return true;
            cols[col] = diags1[d1] = diags2[d2] = false; // undo
        }
        return false;
    }

    // The number of solutions, by the bitmask search with a stack of its own instead of
    // recursion. A frame is a row being filled: what the queens above attack in it, and its
    // columns not tried yet.
    static long totalIterative(int n) {
        int full = n == 32 ? -1 : (1 << n) - 1;
        Deque<int[]> stack = new ArrayDeque<>(); // {cols, diags1, diags2, untried}, deepest first
        stack.push(new int[] {0, 0, 0, full});
        long total = 0;
        while (!stack.isEmpty()) {
            int[] frame = stack.peek();
            int cols = frame[0], diags1 = frame[1], diags2 = frame[2], untried = frame[3];
            if (cols == full) {
                total++; // a queen in every row: a solution, then back to the row above
                stack.pop();
            } else if (untried == 0) {
                stack.pop(); // every column of this row tried: back to the row above
            } else {
                int bit = untried & -untried; // the lowest column not tried
                frame[3] = untried & (untried - 1); // when the search comes back, the next one
                int c = cols | bit, d1 = ((diags1 | bit) << 1) & full, d2 = (diags2 | bit) >>> 1;
                stack.push(new int[] {c, d1, d2, ~(c | d1 | d2) & full});
            }
        }
        return total;
    }

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

    // The number of boards that differ up to rotation and reflection (OEIS A002562): a solution
    // counts only if it is the smallest of its eight images, so each class counts once.
    static long totalUnique(int n) {
        long unique = 0;
        for (int[] queens : allSolutions(n)) {
            boolean smallest = true;
            for (int[] image : images(queens)) {
                if (Arrays.compare(queens, image) > 0) smallest = false;
            }
            if (smallest) unique++;
        }
        return unique;
    }

    // The eight images of a solution under the symmetries of the square, itself included.
    private static List<int[]> images(int[] queens) {
        int n = queens.length;
        // Swapping rows and columns (the transpose) is the inverse permutation.
        int[] transposed = new int[n];
        for (int row = 0; row < n; row++) transposed[queens[row]] = row;
        List<int[]> images = new ArrayList<>();
        for (int[] board : List.of(queens, transposed)) {
            int[] mirrored = new int[n], flipped = new int[n], turned = new int[n];
            for (int row = 0; row < n; row++) {
                mirrored[row] = n - 1 - board[row];          // left-right
                flipped[row] = board[n - 1 - row];           // top-bottom
                turned[row] = n - 1 - board[n - 1 - row];    // half a turn
            }
            images.addAll(List.of(board, mirrored, flipped, turned));
        }
        return images;
    }

    // Every solution, as the column of each row's queen, in the search's order.
    private static List<int[]> allSolutions(int n) {
        List<int[]> solutions = new ArrayList<>();
        placeAll(n, 0, new int[n], solutions);
        return solutions;
    }

    private static void placeAll(int n, int row, int[] queens, List<int[]> solutions) {
        if (row == n) {
            solutions.add(queens.clone()); // a copy: `queens` goes on changing
            return;
        }
        for (int col = 0; col < n; col++) {
            boolean attacked = false;
            // The same column, or as many columns apart as rows apart: the same diagonal.
            for (int r = 0; r < row; r++) {
                if (queens[r] == col || Math.abs(queens[r] - col) == row - r) attacked = true;
            }
            if (attacked) continue;
            queens[row] = col;
            placeAll(n, row + 1, queens, solutions);
        }
    }
}
