# The interview's follow-up questions in Python, one function each: the first solution only,
# the count without recursion, the count by mirror symmetry and the count of unique boards.
# .ci/interview runs them through harness/follow_ups.py for n = 0 to 10.
from typing import List, Optional


def first_solution(n: int) -> Optional[List[int]]:
    """The first solution in the search's order, as the column of each row's queen, or None
    when n has none. The search stops at the first full board instead of going on."""
    queens: List[int] = []
    cols = [False] * n
    diags1 = [False] * (2 * n - 1)  # row - col + n - 1
    diags2 = [False] * (2 * n - 1)  # row + col

    def place(row: int) -> bool:
        if row == n:
            return True
        for col in range(n):
            d1, d2 = row - col + n - 1, row + col
            if cols[col] or diags1[d1] or diags2[d2]:
                continue  # reject
            cols[col] = diags1[d1] = diags2[d2] = True
            queens.append(col)
            if place(row + 1):
                return True  # found below: stop, and leave the queens where they are
            queens.pop()  # undo
            cols[col] = diags1[d1] = diags2[d2] = False
        return False

    return queens if place(0) else None


def total_iterative(n: int) -> int:
    """The number of solutions, by the bitmask search with a stack of its own instead of
    recursion. A frame is a row being filled: what the queens above attack in it, and its
    columns not tried yet."""
    full = (1 << n) - 1
    stack = [[0, 0, 0, full]]  # [cols, diags1, diags2, untried] of each row, the deepest last
    total = 0
    while stack:
        frame = stack[-1]
        cols, diags1, diags2, untried = frame
        if cols == full:
            total += 1  # a queen in every row: a solution, then back to the row above
            stack.pop()
        elif untried == 0:
            stack.pop()  # every column of this row tried: back to the row above
        else:
            bit = untried & -untried  # the lowest column not tried
            frame[3] = untried & (untried - 1)  # when the search comes back, the next one
            cols, diags1, diags2 = cols | bit, ((diags1 | bit) << 1) & full, (diags2 | bit) >> 1
            stack.append([cols, diags1, diags2, ~(cols | diags1 | diags2) & full])
    return total


def count(full: int, cols: int, diags1: int, diags2: int) -> int:
    """The number of solutions below a board whose next row is attacked along the masks."""
    if cols == full:
        return 1
    total = 0
    free = ~(cols | diags1 | diags2) & full
    while free:
        bit = free & -free  # the lowest free column
        free &= free - 1
        total += count(full, cols | bit, ((diags1 | bit) << 1) & full, (diags2 | bit) >> 1)
    return total


def total_by_mirror(n: int) -> int:
    """The number of solutions, counting only half of them: the mirror image of a solution
    (column col to n - 1 - col) is another one, with its first queen on the other side."""
    if n <= 1:
        return 1  # the only board is its own mirror image: nothing to double
    full = (1 << n) - 1
    half = n // 2
    # First-row queens in the left half, columns 0 to half - 1.
    left = 0
    for col in range(half):
        bit = 1 << col
        left += count(full, bit, (bit << 1) & full, bit >> 1)
    # Odd n: a first-row queen in the middle column is its own mirror image, so the halving
    # moves to the second row, whose queen is never in the middle column: count its left half.
    if n % 2 == 1:
        queen = 1 << half
        cols, diags1, diags2 = queen, (queen << 1) & full, queen >> 1
        free = ~(cols | diags1 | diags2) & ((1 << half) - 1)
        while free:
            bit = free & -free
            free &= free - 1
            left += count(full, cols | bit, ((diags1 | bit) << 1) & full, (diags2 | bit) >> 1)
    return 2 * left


def total_unique(n: int) -> int:
    """The number of boards that differ up to rotation and reflection (OEIS A002562): a solution
    counts only if it is the smallest of its eight images, so each class counts once."""
    return sum(1 for queens in all_solutions(n) if all(queens <= image for image in images(queens)))


def images(queens: List[int]) -> List[List[int]]:
    """The eight images of a solution under the symmetries of the square, itself included."""
    n = len(queens)
    # Swapping rows and columns (the transpose) is the inverse permutation.
    transposed = [0] * n
    for row, col in enumerate(queens):
        transposed[col] = row
    result = []
    for board in (list(queens), transposed):
        mirrored = [n - 1 - col for col in board]  # left-right
        result += [board, mirrored, board[::-1], mirrored[::-1]]  # top-bottom, half a turn
    return result


def all_solutions(n: int) -> List[List[int]]:
    """Every solution, as the column of each row's queen, in the search's order."""
    solutions: List[List[int]] = []
    queens: List[int] = []

    def place(row: int) -> None:
        if row == n:
            solutions.append(list(queens))  # a copy: `queens` goes on changing
            return
        for col in range(n):
            # The same column, or as many columns apart as rows apart: the same diagonal.
            if any(c == col or abs(c - col) == row - r for r, c in enumerate(queens)):
                continue
            queens.append(col)
            place(row + 1)
            queens.pop()

    place(0)
    return solutions
