# LeetCode 51 (N-Queens) and 52 (N-Queens II) in Python: row-by-row backtracking with three
# lists of attacked lines. Paste this whole file into the editor (Python3).
from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        boards = []
        queens = []  # queens[row] is the column of the queen in that row
        cols = [False] * n
        diags1 = [False] * (2 * n - 1)  # row - col + n - 1, from 0 to 2n - 2
        diags2 = [False] * (2 * n - 1)  # row + col, from 0 to 2n - 2

        def place(row: int) -> None:
            if row == n:
                boards.append(["." * c + "Q" + "." * (n - 1 - c) for c in queens])
                return
            for col in range(n):
                d1, d2 = row - col + n - 1, row + col
                if cols[col] or diags1[d1] or diags2[d2]:
                    continue  # reject: a queen above attacks this cell
                cols[col] = diags1[d1] = diags2[d2] = True
                queens.append(col)
                place(row + 1)
                queens.pop()  # undo, so the next column starts from the same board
                cols[col] = diags1[d1] = diags2[d2] = False

        place(0)
        return boards

    def totalNQueens(self, n: int) -> int:
        cols = [False] * n
        diags1 = [False] * (2 * n - 1)
        diags2 = [False] * (2 * n - 1)

        def place(row: int) -> int:
            if row == n:
                return 1
            total = 0
            for col in range(n):
                d1, d2 = row - col + n - 1, row + col
                if cols[col] or diags1[d1] or diags2[d2]:
                    continue
                cols[col] = diags1[d1] = diags2[d2] = True
                total += place(row + 1)
                cols[col] = diags1[d1] = diags2[d2] = False
            return total

        return place(0)
