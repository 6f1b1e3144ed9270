// Prints LeetCode 51 and 52 for n = 1 to 9 from the Java sheet compiled beside it, in
// LeetCode's output format, for .ci/interview to compare with docs/interview/expected.txt.
import java.util.List;
import java.util.stream.Collectors;

public class Check {
    public static void main(String[] args) {
        for (int n = 1; n <= 9; n++) {
            List<List<String>> boards = new Solution().solveNQueens(n);
            String text = boards.stream()
                    .map(board -> board.stream().map(line -> "\"" + line + "\"")
                            .collect(Collectors.joining(",", "[", "]")))
                    .collect(Collectors.joining(",", "[", "]"));
            System.out.println("solveNQueens(" + n + ") = " + text);
            System.out.println("totalNQueens(" + n + ") = " + new Solution().totalNQueens(n));
        }
    }
}
