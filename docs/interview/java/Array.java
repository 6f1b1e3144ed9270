// LeetCode 51 (N-Queens) and 52 (N-Queens II) in Java: row-by-row backtracking with three
// boolean arrays of attacked lines. Paste this whole file into the editor.
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

class Solution {
    public List<List<String>> solveNQueens(int n) {
        List<List<String>> boards = new ArrayList<>();
        int diagonals = Math.max(2 * n - 1, 0); // 2n - 1 each way, none on an empty board
        place(n, 0, new int[n], new boolean[n], new boolean[diagonals], new boolean[diagonals],
              boards);
        return boards;
    }

    public int totalNQueens(int n) {
        int diagonals = Math.max(2 * n - 1, 0);
        return place(n, 0, new int[n], new boolean[n], new boolean[diagonals],
                     new boolean[diagonals], null);
    }

    // queens[r] is the column of the queen in row r; diags1[row - col + n - 1], diags2[row + col].
    // Returns the number of solutions below, and adds their boards to `boards` unless it is null.
    private int place(int n, int row, int[] queens, boolean[] cols, boolean[] diags1,
                      boolean[] diags2, List<List<String>> boards) {
        if (row == n) {
            if (boards != null) boards.add(draw(queens));
            return 1;
        }
        int total = 0;
        for (int col = 0; col < n; col++) {
            int d1 = row - col + n - 1, d2 = row + col;
            if (cols[col] || diags1[d1] || diags2[d2]) continue; // reject: a queen attacks it
            cols[col] = diags1[d1] = diags2[d2] = true;
            queens[row] = col; // overwritten by the next column: nothing to pop
            total += place(n, row + 1, queens, cols, diags1, diags2, boards);
            cols[col] = diags1[d1] = diags2[d2] = false; // undo
        }
        return total;
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
