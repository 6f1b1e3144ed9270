// The interview's follow-up questions in C++, one function each: the first solution only, the
// count without recursion, the count by mirror symmetry and the count of unique boards.
// .ci/interview runs them through harness/follow_ups.cpp for n = 0 to 10.
#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <vector>

namespace follow_ups {

// Fills the rows below `queens`; returns true at the first full board, left in `queens`.
inline bool placeFirst(int n, std::vector<int>& queens, std::vector<bool>& cols,
                       std::vector<bool>& diags1, std::vector<bool>& diags2) {
    int row = static_cast<int>(queens.size());
    if (row == n) return true;
    for (int col = 0; col < n; col++) {
        int d1 = row - col + n - 1, d2 = row + col;
        if (cols[col] || diags1[d1] || diags2[d2]) continue;  // reject
        cols[col] = diags1[d1] = diags2[d2] = true;
        queens.push_back(col);
        // Found below: stop, and leave the queens where they are.
        if (placeFirst(n, queens, cols, diags1, diags2)) return true;
        queens.pop_back();  // undo
        cols[col] = diags1[d1] = diags2[d2] = false;
    }
    return false;
}

// The first solution in the search's order, as the column of each row's queen, or nothing when
// n has none. The search stops at the first full board instead of going on.
inline std::optional<std::vector<int>> firstSolution(int n) {
    std::vector<int> queens;
    std::vector<bool> cols(n), diags1(std::max(2 * n - 1, 0)), diags2(std::max(2 * n - 1, 0));
    if (placeFirst(n, queens, cols, diags1, diags2)) return queens;
    return std::nullopt;
}

// The number of solutions, by the bitmask search with a stack of its own instead of recursion.
// A frame is a row being filled: what the queens above attack in it, and its columns not tried.
inline std::int64_t totalIterative(int n) {
    unsigned full = n == 32 ? ~0u : (1u << n) - 1;
    struct Frame {
        unsigned cols, diags1, diags2, untried;
    };
    std::vector<Frame> stack{{0u, 0u, 0u, full}};  // each row from the top, the deepest last
    std::int64_t total = 0;
    while (!stack.empty()) {
        Frame& frame = stack.back();
        if (frame.cols == full) {
            total++;  // a queen in every row: a solution, then back to the row above
            stack.pop_back();
        } else if (frame.untried == 0) {
            stack.pop_back();  // every column of this row tried: back to the row above
        } else {
            unsigned bit = frame.untried & (~frame.untried + 1);  // the lowest column not tried
            frame.untried &= frame.untried - 1;  // when the search comes back, the next one
            unsigned cols = frame.cols | bit, diags1 = ((frame.diags1 | bit) << 1) & full,
                     diags2 = (frame.diags2 | bit) >> 1;
            // push_back may move the frames: `frame` is not used after it.
            stack.push_back({cols, diags1, diags2, ~(cols | diags1 | diags2) & full});
        }
    }
    return total;
}

// The number of solutions below a board whose next row is attacked along the masks.
inline std::int64_t count(unsigned full, unsigned cols, unsigned diags1, unsigned diags2) {
    if (cols == full) return 1;
    std::int64_t total = 0;
    unsigned avail = ~(cols | diags1 | diags2) & full;
    while (avail != 0) {
        unsigned bit = avail & (~avail + 1);  // the lowest free column
        avail &= avail - 1;
        total += count(full, cols | bit, ((diags1 | bit) << 1) & full, (diags2 | bit) >> 1);
    }
    return total;
}

// The number of solutions, counting only half of them: the mirror image of a solution
// (column col to n - 1 - col) is another one, with its first queen on the other side.
inline std::int64_t totalByMirror(int n) {
    if (n <= 1) return 1;  // the only board is its own mirror image: nothing to double
    unsigned full = n == 32 ? ~0u : (1u << n) - 1;
    int half = n / 2;
    std::int64_t left = 0;
    // First-row queens in the left half, columns 0 to half - 1.
    for (int col = 0; col < half; col++) {
        unsigned bit = 1u << col;
        left += count(full, bit, (bit << 1) & full, bit >> 1);
    }
    // Odd n: a first-row queen in the middle column is its own mirror image, so the halving
    // moves to the second row, whose queen is never in the middle column: count its left half.
    if (n % 2 == 1) {
        unsigned queen = 1u << half;
        unsigned cols = queen, diags1 = (queen << 1) & full, diags2 = queen >> 1;
        unsigned avail = ~(cols | diags1 | diags2) & ((1u << half) - 1);
        while (avail != 0) {
            unsigned bit = avail & (~avail + 1);
            avail &= avail - 1;
            left += count(full, cols | bit, ((diags1 | bit) << 1) & full, (diags2 | bit) >> 1);
        }
    }
    return 2 * left;
}

// The eight images of a solution under the symmetries of the square, itself included.
inline std::array<std::vector<int>, 8> images(const std::vector<int>& queens) {
    int n = static_cast<int>(queens.size());
    // Swapping rows and columns (the transpose) is the inverse permutation.
    std::vector<int> transposed(n);
    for (int row = 0; row < n; row++) transposed[queens[row]] = row;
    std::array<std::vector<int>, 8> result;
    int next = 0;
    for (const auto& board : {queens, transposed}) {
        std::vector<int> mirrored(n), flipped(n), turned(n);
        for (int row = 0; row < n; row++) {
            mirrored[row] = n - 1 - board[row];        // left-right
            flipped[row] = board[n - 1 - row];         // top-bottom
            turned[row] = n - 1 - board[n - 1 - row];  // half a turn
        }
        for (auto& image : {board, mirrored, flipped, turned}) result[next++] = image;
    }
    return result;
}

// Every solution below `queens`, as the column of each row's queen, in the search's order.
inline void placeAll(int n, std::vector<int>& queens, std::vector<std::vector<int>>& solutions) {
    int row = static_cast<int>(queens.size());
    if (row == n) {
        solutions.push_back(queens);  // a copy: `queens` goes on changing
        return;
    }
    for (int col = 0; col < n; col++) {
        bool attacked = false;
        // The same column, or as many columns apart as rows apart: the same diagonal.
        for (int r = 0; r < row; r++) {
            if (queens[r] == col || std::abs(queens[r] - col) == row - r) attacked = true;
        }
        if (attacked) continue;
        queens.push_back(col);
        placeAll(n, queens, solutions);
        queens.pop_back();
    }
}

// The number of boards that differ up to rotation and reflection (OEIS A002562): a solution
// counts only if it is the smallest of its eight images, so each class counts once.
inline std::int64_t totalUnique(int n) {
    std::vector<int> queens;
    std::vector<std::vector<int>> solutions;
    placeAll(n, queens, solutions);
    std::int64_t unique = 0;
    for (const auto& solution : solutions) {
        const auto all = images(solution);
        if (std::all_of(all.begin(), all.end(), [&](const auto& image) { return solution <= image; })) {
            unique++;
        }
    }
    return unique;
}

}  // namespace follow_ups
