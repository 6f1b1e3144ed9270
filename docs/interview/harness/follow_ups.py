"""Prints the follow-ups of the Python sheet named on the command line for n = 0 to 10, for
.ci/interview to compare with docs/interview/follow-ups.txt."""
import importlib.util
import sys

spec = importlib.util.spec_from_file_location("follow_ups", sys.argv[1])
sheet = importlib.util.module_from_spec(spec)
spec.loader.exec_module(sheet)
for n in range(0, 11):
    first = sheet.first_solution(n)
    print(f"first({n}) = {'none' if first is None else '[' + ','.join(map(str, first)) + ']'}")
    print(f"stack({n}) = {sheet.total_iterative(n)}")
    print(f"mirror({n}) = {sheet.total_by_mirror(n)}")
    print(f"unique({n}) = {sheet.total_unique(n)}")
