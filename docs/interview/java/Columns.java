// LeetCode 51 (N-Queens) and 52 (N-Queens II) in Java, the classic way: keep only the queens'
// columns and check each cell against every queen above it. Paste this whole file into the
// editor. Correct, but each cell costs a loop over the rows above instead of O(1).
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

class Solution {
    public List<List<String>> solveNQueens(int n) {
        List<List<String>> boards = new ArrayList<>();
        place(n, 0, new int[n], boards);
        return boards;
    }

    public int totalNQueens(int n) {
        return place(n, 0, new int[n], null);
    }

    // The same column, or as many columns apart as rows apart: the same diagonal.
    private static boolean safe(int[] queens, int row, int col) {
        for (int i = 0; i < row; i++) {
            if (queens[i] == col || Math.abs(queens[i] - col) == row - i) return false;
        }
        return true;
    }

    private int place(int n, int row, int[] queens, List<List<String>> boards) {
        if (row == n) {
            if (boards != null) boards.add(draw(queens));
            return 1;
        }
        int total = 0;
        for (int col = 0; col < n; col++) {
            if (!safe(queens, row, col)) continue; // reject
            queens[row] = col;
            total += place(n, row + 1, queens, boards);
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
