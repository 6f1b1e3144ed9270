// LeetCode 51 (N-Queens) and 52 (N-Queens II) in C++, the classic way: keep only the queens'
// columns and check each cell against every queen above it. Paste this whole file into the
// editor. Correct, but each cell costs a loop over the rows above instead of O(1).
#include <cstdlib>
#include <string>
#include <vector>

class Solution {
public:
    std::vector<std::vector<std::string>> solveNQueens(int n) {
        std::vector<std::vector<std::string>> boards;
        std::vector<int> queens(n);
        place(n, 0, queens, &boards);
        return boards;
    }

    int totalNQueens(int n) {
        std::vector<int> queens(n);
        return place(n, 0, queens, nullptr);
    }

private:
    // The same column, or as many columns apart as rows apart: the same diagonal.
    static bool safe(const std::vector<int>& queens, int row, int col) {
        for (int i = 0; i < row; i++) {
            if (queens[i] == col || std::abs(queens[i] - col) == row - i) return false;
        }
        return true;
    }

    int place(int n, int row, std::vector<int>& queens,
              std::vector<std::vector<std::string>>* boards) {
        if (row == n) {
            if (boards) {
                std::vector<std::string> board(n, std::string(n, '.'));
                for (int r = 0; r < n; r++) board[r][queens[r]] = 'Q';
                boards->push_back(board);
            }
            return 1;
        }
        int total = 0;
        for (int col = 0; col < n; col++) {
            if (!safe(queens, row, col)) continue;  // reject
            queens[row] = col;
            total += place(n, row + 1, queens, boards);
        }
        return total;
    }
};
