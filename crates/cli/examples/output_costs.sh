#!/bin/bash
# Usage: crates/cli/examples/output_costs.sh [nqueens binary]; prints "what n seconds" lines.
err=$(mktemp)
trap 'rm -f "$err"' EXIT
# Processor time (user + system) of solve N in each format, written to /dev/null, and of the
# search alone (count with backtrack-bitmask, which walks the same tree), interleaved, two rounds.
nq=${1:-target/release/nqueens}
t() { /usr/bin/time -f "%U %S" "$@" >/dev/null 2>"$err"; tail -1 "$err" | awk '{print $1+$2}'; }
for rep in 1 2; do
  for n in 9 10 11 12 13 14 15; do
    echo "count $n $(t "$nq" count $n -a backtrack-bitmask --force) load=$(cut -d' ' -f1 /proc/loadavg)"
  done
  for n in 13 14 15; do
    echo "columns $n $(t "$nq" solve $n --format columns --force)"
    echo "json $n $(t "$nq" solve $n --format json --force)"
    echo "unique-columns $n $(t "$nq" solve $n -u --format columns --force)"
  done
  for n in 12 13 14; do echo "leetcode $n $(t "$nq" solve $n --format leetcode --force)"; done
  for n in 11 12 13; do echo "board $n $(t "$nq" solve $n --format board --force)"; done
  for n in 10 11 12; do echo "hello-algo $n $(t "$nq" solve $n --format hello-algo --force)"; done
  for n in 9 10 11; do echo "images $n $(t "$nq" solve $n --images --force)"; done
done
