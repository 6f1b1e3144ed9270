// LeetCode 51 (N-Queens) and 52 (N-Queens II) in Java: row-by-row backtracking with three
// int bitmasks of attacked columns. Paste this whole file into the editor.
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

class Solution {
    public List<List<String>> solveNQueens(int n) {
        List<List<String>> boards = new ArrayList<>();
        place(full(n), 0, 0, 0, 0, new int[n], boards);
        return boards;
    }

    public int totalNQueens(int n) {
        return place(full(n), 0, 0, 0, 0, new int[n], null);
    }

    // One bit per column; `1 << 32` is 1 in Java (the shift is taken mod 32), hence the case.
    private static int full(int n) {
        return n == 32 ? -1 : (1 << n) - 1;
    }

    private int place(int full, int row, int cols, int diags1, int diags2, int[] queens,
                      List<List<String>> boards) {
        if (cols == full) {
            if (boards != null) boards.add(draw(queens));
            return 1;
        }
        int total = 0;
        int free = ~(cols | diags1 | diags2) & full;
        while (free != 0) {
            int bit = free & -free; // the lowest free column
            free &= free - 1;
            queens[row] = Integer.numberOfTrailingZeros(bit);
            // >>> shifts a zero in; >> would copy bit 31 and attack columns that do not exist.
            total += place(full, row + 1, cols | bit, (diags1 | bit) << 1, (diags2 | bit) >>> 1,
                           queens, boards);
        }
        return total; // nothing to undo: the masks were passed by value
    }

    private static List<String> draw(int[] queens) {
        List<String> board = new ArrayList<>();
        for (int col : queens) {
            char[] line = new char[queens.length];
            Arrays.fill(line, '.');
            line[col] = 'Q';
            board.add(new String(line));
        }
        return board;
    }
}
