#!/usr/bin/env bash
# Submits a count to Slurm: an array job with one task per shard, and a summing job that starts
# once every task of the array has succeeded. The parameters are in params.sh.
#
#   deploy/slurm/submit.sh          # every shard, then the sum
#   deploy/slurm/submit.sh 17       # shard 17 again (also "3,17" or "3-5"), then the sum again
#
# The second form resubmits the tasks that failed: the results of the others are still in
# $NQUEENS_RESULTS, so the new summing job adds them all. It prints the two job ids.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=deploy/slurm/params.sh
source "$here/params.sh"
tasks=${1:-1-$NQUEENS_SHARDS}

# The jobs may run on other nodes, from another folder: the results folder is made absolute, and
# every parameter travels in the jobs' environment.
mkdir -p "$NQUEENS_RESULTS"
NQUEENS_RESULTS=$(cd "$NQUEENS_RESULTS" && pwd)
export NQUEENS_N NQUEENS_SHARDS NQUEENS_THREADS NQUEENS_APPROACH NQUEENS_RESULTS NQUEENS_BIN

options=(--export=ALL)
if [ -n "$NQUEENS_PARTITION" ]; then
  options+=(--partition="$NQUEENS_PARTITION")
fi
if [ -n "$NQUEENS_ACCOUNT" ]; then
  options+=(--account="$NQUEENS_ACCOUNT")
fi

# --parsable prints "id" or "id;cluster": the id is what comes before any semicolon.
count=$(sbatch --parsable "${options[@]}" --job-name="nqueens-$NQUEENS_N" --array="$tasks" \
  --cpus-per-task="$NQUEENS_THREADS" --time="$NQUEENS_TIME" \
  --output="$NQUEENS_RESULTS/count-%a.log" "$here/count.sbatch")
count=${count%%;*}
# afterok: the sum waits for every task of the array to end with status 0; if one fails or is
# cancelled, the sum can never start, and --kill-on-invalid-dep cancels it instead of leaving it
# pending for ever.
sum=$(sbatch --parsable "${options[@]}" --job-name="nqueens-$NQUEENS_N-sum" \
  --dependency="afterok:$count" --kill-on-invalid-dep=yes \
  --output="$NQUEENS_RESULTS/sum.log" "$here/sum.sbatch")
sum=${sum%%;*}
echo "$count $sum"
