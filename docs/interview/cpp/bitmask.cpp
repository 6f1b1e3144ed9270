// LeetCode 51 (N-Queens) and 52 (N-Queens II) in C++: row-by-row backtracking with three
// unsigned bitmasks of attacked columns. Paste this whole file into the editor.
#include <string>
#include <vector>

class Solution {
public:
    std::vector<std::vector<std::string>> solveNQueens(int n) {
        std::vector<std::vector<std::string>> boards;
        std::vector<int> queens(n);
        place(full(n), 0, 0u, 0u, 0u, queens, &boards);
        return boards;
    }

    int totalNQueens(int n) {
        std::vector<int> queens(n);
        return place(full(n), 0, 0u, 0u, 0u, queens, nullptr);
    }

private:
    // Unsigned, one bit per column: shifting a negative int left, and `1u << 32`, are undefined.
    static unsigned full(int n) { return n == 32 ? ~0u : (1u << n) - 1; }

    int place(unsigned full, int row, unsigned cols, unsigned diags1, unsigned diags2,
              std::vector<int>& queens, std::vector<std::vector<std::string>>* boards) {
        if (cols == full) {
            if (boards) {
                int n = static_cast<int>(queens.size());
                std::vector<std::string> board(n, std::string(n, '.'));
                for (int r = 0; r < n; r++) board[r][queens[r]] = 'Q';
                boards->push_back(board);
            }
            return 1;
        }
        int total = 0;
        unsigned avail = ~(cols | diags1 | diags2) & full;  // not `free`: that is C's function
        while (avail != 0) {
            unsigned bit = avail & (~avail + 1);  // the lowest free column (-avail, unsigned)
            avail &= avail - 1;
            queens[row] = __builtin_ctz(bit);  // undefined for 0: bit is never 0 here
            total += place(full, row + 1, cols | bit, (diags1 | bit) << 1, (diags2 | bit) >> 1,
                           queens, boards);
        }
        return total;  // nothing to undo: the masks were passed by value
    }
};
