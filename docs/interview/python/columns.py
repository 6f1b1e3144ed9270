# LeetCode 51 (N-Queens) and 52 (N-Queens II) in Python, the classic way: keep only the queens'
# columns and check each cell against every queen above it. Paste this whole file into the
# editor (Python3). Correct, but each cell costs a loop over the rows above instead of O(1).
from typing import Iterator, List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        return [["." * c + "Q" + "." * (n - 1 - c) for c in queens]
                for queens in self.search(n, [])]

    def totalNQueens(self, n: int) -> int:
        return sum(1 for _ in self.search(n, []))

    def search(self, n: int, queens: List[int]) -> Iterator[List[int]]:
        """Yields every solution below `queens` (queens[i] is the column of row i's queen)."""
        row = len(queens)
        if row == n:
            yield list(queens)  # a copy: the search goes on changing `queens`
            return
        for col in range(n):
            # The same column, or as many columns apart as rows apart: the same diagonal.
            if any(c == col or abs(c - col) == row - i for i, c in enumerate(queens)):
                continue  # reject
            queens.append(col)
            yield from self.search(n, queens)
            queens.pop()
