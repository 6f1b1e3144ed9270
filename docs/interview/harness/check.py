"""Prints LeetCode 51 and 52 for n = 1 to 9 from the Python sheet named on the command line,
in LeetCode's output format, for .ci/interview to compare with docs/interview/expected.txt."""
import importlib.util
import json
import sys

spec = importlib.util.spec_from_file_location("sheet", sys.argv[1])
sheet = importlib.util.module_from_spec(spec)
spec.loader.exec_module(sheet)
for n in range(1, 10):
    boards = sheet.Solution().solveNQueens(n)
    print(f"solveNQueens({n}) = {json.dumps(boards, separators=(',', ':'))}")
    print(f"totalNQueens({n}) = {sheet.Solution().totalNQueens(n)}")
