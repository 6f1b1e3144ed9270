// LeetCode 51 (N-Queens) and 52 (N-Queens II) in C++: row-by-row backtracking with three
// boolean arrays of attacked lines. Paste this whole file into the editor.
#include <algorithm>
#include <string>
#include <vector>

class Solution {
public:
    std::vector<std::vector<std::string>> solveNQueens(int n) {
        std::vector<std::vector<std::string>> boards;
        Search search(n);
        search.place(0, &boards);
        return boards;
    }

    int totalNQueens(int n) {
        Search search(n);
        return search.place(0, nullptr);
    }

private:
    struct Search {
        int n;
        std::vector<int> queens;                 // queens[r]: the column of row r's queen
        std::vector<bool> cols, diags1, diags2;  // diags1[row - col + n - 1], diags2[row + col]

        // 2n - 1 diagonals each way, none on an empty board.
        explicit Search(int size)
            : n(size), queens(size), cols(size), diags1(std::max(2 * size - 1, 0)),
              diags2(std::max(2 * size - 1, 0)) {}

        // Returns the number of solutions below, and adds their boards unless `boards` is null.
        int place(int row, std::vector<std::vector<std::string>>* boards) {
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
                int d1 = row - col + n - 1, d2 = row + col;
                if (cols[col] || diags1[d1] || diags2[d2]) continue;  // reject: attacked
                cols[col] = diags1[d1] = diags2[d2] = true;
                queens[row] = col;
                total += place(row + 1, boards);
                cols[col] = diags1[d1] = diags2[d2] = false;  // undo
            }
            return total;
        }
    };
};
