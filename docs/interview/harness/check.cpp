// Prints LeetCode 51 and 52 for n = 1 to 9 from the C++ sheet included by the command line
// (-include SHEET), in LeetCode's output format, for .ci/interview to compare with
// docs/interview/expected.txt.
#include <iostream>

int main() {
    for (int n = 1; n <= 9; n++) {
        std::cout << "solveNQueens(" << n << ") = [";
        const auto boards = Solution().solveNQueens(n);
        for (std::size_t b = 0; b < boards.size(); b++) {
            std::cout << (b ? ",[" : "[");
            for (std::size_t r = 0; r < boards[b].size(); r++) {
                std::cout << (r ? ",\"" : "\"") << boards[b][r] << '"';
            }
            std::cout << ']';
        }
        std::cout << "]\n";
        std::cout << "totalNQueens(" << n << ") = " << Solution().totalNQueens(n) << '\n';
    }
}
