#!/usr/bin/env bash
# Runs a command inside a Slurm cluster of one node, this machine, and stops the cluster after it.
#
#   deploy/slurm/local-cluster.sh COMMAND [ARGS...]
#   deploy/slurm/local-cluster.sh bash     # a shell in which sbatch, squeue and sacct work
#
# The cluster is Debian's slurm-wlm with munge, run as root: the script installs both with
# apt-get when they are missing. It writes a munge key and a slurm.conf into a temporary folder,
# starts munged, slurmctld and slurmd from there as local daemons, runs the command with SLURM_CONF
# pointing at that slurm.conf, then stops the three daemons it started, by process id, and removes
# the folder. The daemons talk over 127.0.0.1 and a socket in the folder only, on two free ports
# chosen at start. The exit status is the command's; the cluster is stopped however the command
# ends, including when this script is interrupted or killed by a time limit with SIGTERM.
#
# The daemons' logs are in the temporary folder while the command runs (LOCAL_SLURM_DIR names it)
# and are printed when the cluster fails to start; set KEEP_SLURM_LOGS=1 to keep the folder.
# The functions stop and cleanup run from the traps, which shellcheck does not follow.
# shellcheck disable=SC2317
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 COMMAND [ARGS...]" >&2
  exit 2
fi

# The packages the cluster needs. Installing them needs root, and so do the daemons as configured
# here (they run jobs as the user who submits them, and only root may switch users).
if [ "$(id -u)" -ne 0 ]; then
  echo "$0: the local Slurm cluster runs as root (it installs packages and starts daemons)" >&2
  exit 1
fi
if ! command -v slurmctld >/dev/null || ! command -v slurmd >/dev/null \
  || ! command -v sbatch >/dev/null || ! command -v munged >/dev/null; then
  echo "Installing Slurm and munge with apt-get (slurm-wlm, munge): they are missing."
  # The packages would start their system services on installation where an init system runs;
  # a policy-rc.d that refuses every start leaves the daemons this script starts the only ones. An
  # existing policy (containers often have one) is left as it is.
  install_start=$SECONDS
  policy_added=no
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' >/usr/sbin/policy-rc.d
    chmod 755 /usr/sbin/policy-rc.d
    policy_added=yes
    # It goes again even when the installation fails.
    trap 'rm -f /usr/sbin/policy-rc.d' EXIT
  fi
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends slurm-wlm munge >/dev/null
  if [ "$policy_added" = yes ]; then
    rm -f /usr/sbin/policy-rc.d
    trap - EXIT
  fi
  echo "Installed in $((SECONDS - install_start)) s."
fi

# The start of the cluster, in seconds since the epoch with milliseconds, to report its start time.
started=$(date +%s.%3N)

# Everything the cluster writes goes into one temporary folder, readable by root only.
dir=$(mktemp -d "${TMPDIR:-/tmp}/local-slurm.XXXXXX")
chmod 700 "$dir"
mkdir -p "$dir/munge" "$dir/state" "$dir/spool"
chmod 700 "$dir/munge"

# The processes this script starts, by id: the cleanup stops these and nothing else.
munged_pid=""
slurmctld_pid=""
slurmd_pid=""
command_pid=""

# Prints the seconds from $1 (seconds since the epoch) to now, to a tenth.
seconds_since() { awk -v start="$1" -v end="$(date +%s.%3N)" 'BEGIN { printf "%.1f", end - start }'; }

# Stops one process this script started: SIGTERM, then SIGKILL if it is still there after ten
# seconds. The process is a child of this shell, so `wait` reaps it.
stop() {
  local pid=$1
  [ -n "$pid" ] || return 0
  kill -TERM "$pid" 2>/dev/null || return 0
  for _ in $(seq 1 100); do
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.1
  done
  kill -KILL "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
}

# Prints the end of every daemon's log, to say why the cluster did not work.
show_logs() {
  local log
  for log in "$dir"/munged.log "$dir"/slurmctld.log "$dir"/slurmd.log "$dir"/*.out; do
    if [ -f "$log" ]; then
      echo "--- the last lines of $log" >&2
      tail -n 20 "$log" >&2
    fi
  done
}

# On every way out: the command first (if it still runs), then the daemons in the reverse order
# of their start, then the folder.
cleanup() {
  local status=$?
  trap - EXIT INT TERM
  stop "$command_pid"
  local stopping
  stopping=$(date +%s.%3N)
  # Jobs still in the queue are cancelled, and given a few seconds to end, while the daemons
  # still run: the processes of a job (slurmstepd and its script) are not children of this
  # script. Slurm's commands retry for a minute when the controller is gone (a signal may have
  # reached it too), so each one gets a short time limit.
  if [ -n "$slurmctld_pid" ] && kill -0 "$slurmctld_pid" 2>/dev/null; then
    timeout 3 scancel --quiet --user=root 2>/dev/null || true
    local deadline=$((SECONDS + 5))
    while [ "$SECONDS" -lt "$deadline" ]; do
      [ -z "$(timeout 2 squeue --noheader 2>/dev/null || echo unknown)" ] && break
      sleep 0.2
    done
  fi
  stop "$slurmd_pid"
  stop "$slurmctld_pid"
  stop "$munged_pid"
  local pid
  for pid in $slurmd_pid $slurmctld_pid $munged_pid; do
    if kill -0 "$pid" 2>/dev/null; then
      echo "$0: process $pid is still running" >&2
      status=1
    fi
  done
  if [ -n "$munged_pid" ]; then
    echo "The Slurm cluster is stopped (munged, slurmctld and slurmd, pids" \
      "$munged_pid ${slurmctld_pid:--} ${slurmd_pid:--}) in $(seconds_since "$stopping") s."
  fi
  if [ "${KEEP_SLURM_LOGS:-0}" = 1 ]; then
    echo "The cluster's folder is kept: $dir" >&2
  else
    rm -rf "$dir"
  fi
  exit "$status"
}
trap cleanup EXIT
# A signal ends the script through the EXIT trap above, with the usual status of that signal.
trap 'exit 130' INT
trap 'exit 143' TERM

# Prints a TCP port of 127.0.0.1 on which nothing listens (none answers a connection), from a
# range above the usual Slurm ports, so that other clusters on the machine are left alone.
free_port() {
  local port
  for _ in $(seq 1 50); do
    port=$((20000 + RANDOM % 20000))
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
      echo "$port"
      return 0
    fi
  done
  echo "$0: found no free port" >&2
  return 1
}
ctld_port=$(free_port)
slurmd_port=$(free_port)
while [ "$slurmd_port" = "$ctld_port" ]; do
  slurmd_port=$(free_port)
done

# munge: a fresh random key, and a daemon whose socket is in the folder. munged runs in the
# foreground (-F), as a child of this script, so that $! is its process id.
dd if=/dev/urandom of="$dir/munge/munge.key" bs=1024 count=1 status=none
chmod 400 "$dir/munge/munge.key"
# --force lets it run with the folder's permissions, which let nobody but root reach the socket.
munged -F --force --socket="$dir/munge/munge.socket" --key-file="$dir/munge/munge.key" \
  --pid-file="$dir/munge/munged.pid" --seed-file="$dir/munge/munged.seed" \
  --log-file="$dir/munged.log" >"$dir/munged.out" 2>&1 &
munged_pid=$!
for _ in $(seq 1 100); do
  [ -S "$dir/munge/munge.socket" ] && break
  sleep 0.1
done
if [ ! -S "$dir/munge/munge.socket" ]; then
  echo "$0: munged did not start" >&2
  show_logs
  exit 1
fi

# slurm.conf: one node, this machine as "localhost" at 127.0.0.1, with every core and most of the
# memory; jobs run as root, tracked by their process tree (no cgroups in a container), with no
# accounting database. CommunicationParameters binds slurmd and slurmctld to 127.0.0.1 rather
# than to every address.
cpus=$(nproc)
memory_mb=$(($(awk '/^MemTotal:/ { print $2 }' /proc/meminfo) * 3 / 4 / 1024))
cat >"$dir/slurm.conf" <<EOF
# A Slurm cluster of one node, written by deploy/slurm/local-cluster.sh.
ClusterName=local
SlurmctldHost=localhost(127.0.0.1)
SlurmctldPort=$ctld_port
SlurmdPort=$slurmd_port
CommunicationParameters=NoInAddrAny,NoCtldInAddrAny
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$dir/munge/munge.socket
SlurmUser=root
SlurmdUser=root
StateSaveLocation=$dir/state
SlurmdSpoolDir=$dir/spool
SlurmctldPidFile=$dir/slurmctld.pid
SlurmdPidFile=$dir/slurmd.pid
SlurmctldLogFile=$dir/slurmctld.log
SlurmdLogFile=$dir/slurmd.log
SlurmctldDebug=info
SlurmdDebug=info
MailProg=/bin/true
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
MpiDefault=none
SwitchType=switch/none
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
ReturnToService=2
MinJobAge=300
SlurmctldTimeout=30
SlurmdTimeout=30
NodeName=localhost NodeAddr=127.0.0.1 NodeHostname=localhost CPUs=$cpus RealMemory=$memory_mb State=UNKNOWN
PartitionName=local Nodes=localhost Default=YES MaxTime=INFINITE State=UP
EOF
export SLURM_CONF="$dir/slurm.conf"
export LOCAL_SLURM_DIR="$dir"

# The two Slurm daemons, in the foreground (-D) as children of this script; slurmd takes the
# node name "localhost" (-N) whatever the machine's host name is. In the foreground they also
# write their logs on standard error, which goes to a file of its own next to the log.
slurmctld -D -i -f "$SLURM_CONF" >"$dir/slurmctld.out" 2>&1 &
slurmctld_pid=$!
slurmd -D -N localhost -f "$SLURM_CONF" >"$dir/slurmd.out" 2>&1 &
slurmd_pid=$!

# The cluster is ready when the node is idle: slurmd has registered with slurmctld.
ready=no
for _ in $(seq 1 300); do
  if ! kill -0 "$slurmctld_pid" 2>/dev/null || ! kill -0 "$slurmd_pid" 2>/dev/null; then
    break
  fi
  state=$(sinfo --noheader --nodes=localhost --format=%t 2>/dev/null || true)
  if [ "$state" = idle ]; then
    ready=yes
    break
  fi
  sleep 0.1
done
if [ "$ready" != yes ]; then
  echo "$0: the Slurm cluster did not start (node state: ${state:-none})" >&2
  show_logs
  exit 1
fi
echo "A Slurm cluster of one node runs: slurmctld on 127.0.0.1:$ctld_port (pid $slurmctld_pid)," \
  "slurmd on 127.0.0.1:$slurmd_port (pid $slurmd_pid), munged (pid $munged_pid), $cpus CPUs;" \
  "started in $(seconds_since "$started") s."

# The command, in the background so that a signal reaches the traps above at once, reading this
# script's standard input (a background command would read /dev/null), when there is one.
if { : <&0; } 2>/dev/null; then
  "$@" <&0 &
else
  "$@" &
fi
command_pid=$!
set +e
wait "$command_pid"
status=$?
set -e
command_pid=""
exit "$status"
