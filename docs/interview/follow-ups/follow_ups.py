# The interview's follow-up questions in Python, one function each: the count by mirror
# symmetry. .ci/interview runs it through harness/follow_ups.py for n = 0 to 10.


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


# ANCHOR: mirror
def total_by_mirror(n: int) -> int:
    """The number of solutions, counting only half of them: the mirror image of a solution
    (column col to n - 1 - col) is another one, with its first queen on the other side."""
    if n <= 1:
        return 1  # the only board is its own mirror image: nothing to double
    full = (1 << n) - 1
    half = n // 2
    # First-row queens in the left half, columns 0 to half - 1.
    left = sum(count(full, 1 << col, ((1 << col) << 1) & full, (1 << col) >> 1)
               for col in range(half))
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
# ANCHOR_END: mirror
