# LeetCode 51 (N-Queens) and 52 (N-Queens II) in Python: row-by-row backtracking with three
# bitmasks of attacked columns. Paste this whole file into the editor (Python3).
from typing import List


class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        boards = []
        queens = []
        full = (1 << n) - 1  # one bit per column

        def place(cols: int, diags1: int, diags2: int) -> None:
            if cols == full:
                boards.append(["." * c + "Q" + "." * (n - 1 - c) for c in queens])
                return
            free = ~(cols | diags1 | diags2) & full  # Python's ~ is negative: mask it
            while free:
                bit = free & -free  # the lowest free column
                free &= free - 1
                queens.append(bit.bit_length() - 1)
                place(cols | bit, ((diags1 | bit) << 1) & full, (diags2 | bit) >> 1)
                queens.pop()

        place(0, 0, 0)
        return boards

    def totalNQueens(self, n: int) -> int:
        full = (1 << n) - 1

        def count(cols: int, diags1: int, diags2: int) -> int:
            if cols == full:
                return 1
            total = 0
            free = ~(cols | diags1 | diags2) & full
            while free:
                bit = free & -free
                free &= free - 1
                total += count(cols | bit, ((diags1 | bit) << 1) & full, (diags2 | bit) >> 1)
            return total  # nothing to undo: the masks were passed by value

        return count(0, 0, 0)
