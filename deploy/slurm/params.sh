# shellcheck shell=bash
# The parameters of a count on Slurm, in one place: submit.sh reads this file, and passes the
# values to the jobs in their environment. Edit the defaults here, or set a variable for one
# submission: `NQUEENS_N=14 NQUEENS_SHARDS=8 deploy/slurm/submit.sh`.

# The board size, and the number of shards: one array task each.
: "${NQUEENS_N:=21}"
: "${NQUEENS_SHARDS:=32}"
# The cores of each task: its --cpus-per-task, and the threads of its count.
: "${NQUEENS_THREADS:=8}"
# The approach that counts: one that splits its work into tasks (`nqueens count --help` names
# those that take --shard).
: "${NQUEENS_APPROACH:=parallel}"
# The time limit of each task (the summing job takes a few seconds). A shard takes at least as
# long as its heaviest task on one core; when a shard would take over two minutes,
# `nqueens count N --approach "$NQUEENS_APPROACH" --shard 1/K` without --force refuses and
# prints both estimates, for the machine it runs on.
: "${NQUEENS_TIME:=01:00:00}"
# The folder for the shards' results, the logs and the sum: one every node can read and write.
: "${NQUEENS_RESULTS:=$PWD/nqueens-$NQUEENS_N-of-$NQUEENS_SHARDS}"
# The nqueens tool the jobs run: on the PATH after `cargo install --path crates/cli`, or a path.
: "${NQUEENS_BIN:=nqueens}"
# The partition and the account to charge, when the cluster wants them (empty: its defaults).
: "${NQUEENS_PARTITION:=}"
: "${NQUEENS_ACCOUNT:=}"
