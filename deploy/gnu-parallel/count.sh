#!/usr/bin/env bash
# Counts the solutions for n in K shards on one machine with GNU parallel: one process per shard,
# one thread each, as many processes at once as there are cores, then `nqueens sum`.
#
#   deploy/gnu-parallel/count.sh N K
#
# Each shard's result goes to shard-I-of-K.json in the results folder (NQUEENS_RESULTS, by
# default nqueens-N-of-K), and the sum to nqueens-N.json there. GNU parallel's job log is kept in
# the folder too: when shards fail, the same command again runs only those (--resume-failed)
# and then adds up every result. NQUEENS_BIN is the tool (default: nqueens, on the PATH),
# NQUEENS_JOBS the processes at once (default: every core) and NQUEENS_APPROACH the approach that
# counts, one that splits its work into tasks (default: parallel; `nqueens count --help` names
# those that take --shard).
set -euo pipefail

if [ "$#" -ne 2 ]; then
  echo "usage: $0 N K" >&2
  exit 2
fi
export N=$1 K=$2
export NQUEENS_BIN=${NQUEENS_BIN:-nqueens}
export APPROACH=${NQUEENS_APPROACH:-parallel}
export RESULTS=${NQUEENS_RESULTS:-nqueens-$N-of-$K}
jobs=${NQUEENS_JOBS:-$(nproc)}
mkdir -p "$RESULTS"

# One shard, written under its name only once it is whole. GNU parallel runs the function in a
# shell of its own, without `set -e`: a failed count returns its status at once.
count_shard() {
  local result="$RESULTS/shard-$1-of-$K.json"
  "$NQUEENS_BIN" count "$N" --approach "$APPROACH" --threads 1 --shard "$1/$K" --format json \
    >"$result.part" || return
  mv "$result.part" "$result"
}
export -f count_shard

# GNU parallel's exit status is the number of shards that failed; the job log says which.
if ! seq 1 "$K" | parallel --jobs "$jobs" --joblog "$RESULTS/joblog" --resume-failed count_shard; then
  echo "Some shards failed (see $RESULTS/joblog); run the same command again to rerun them." >&2
  exit 1
fi
"$NQUEENS_BIN" sum --format json "$RESULTS"/shard-*-of-"$K".json >"$RESULTS/nqueens-$N.json"
cat "$RESULTS/nqueens-$N.json"
