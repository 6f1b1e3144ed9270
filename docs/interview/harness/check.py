"""Prints LeetCode 51 and 52 for n = 1 to 9 from the Python sheet named on the command line,
in LeetCode's output format, for .ci/interview to compare with docs/interview/expected.txt; a sheet
with a generator `search` is checked to yield each solution as it was when found."""
import importlib.util
import json
import sys

spec = importlib.util.spec_from_file_location("sheet", sys.argv[1])
sheet = importlib.util.module_from_spec(spec)
spec.loader.exec_module(sheet)
for n in range(1, 10):
    boards = sheet.Solution().solveNQueens(n)
    if hasattr(sheet.Solution, "search"):
        # A generator of solutions yields each one as it was, not the list it goes on changing.
        yielded = [["." * c + "Q" + "." * (n - 1 - c) for c in queens]
                   for queens in list(sheet.Solution().search(n, []))]
        assert yielded == boards, f"search({n}) yields a list it changes afterwards"
    print(f"solveNQueens({n}) = {json.dumps(boards, separators=(',', ':'))}")
    print(f"totalNQueens({n}) = {sheet.Solution().totalNQueens(n)}")
