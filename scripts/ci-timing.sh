#!/usr/bin/env bash
# Times CI as CI runs it: `.ci/run` in a fresh clone of HEAD, optionally with a CPU-bound
# load beside it, and says whether it kept within the budget (docs/testing.md).
#
#   scripts/ci-timing.sh                 one run on an otherwise idle machine
#   scripts/ci-timing.sh --load --runs 3 three runs in a row, each beside a busy loop on every core
#
# TEST_PORT_OFFSET shifts every port, so this can run beside a checkout's own tests.
set -euo pipefail
budget_seconds=720
runs=1
load=false
while [ $# -gt 0 ]; do
  case "$1" in
    --load) load=true ;;
    --runs) runs="$2"; shift ;;
    --budget) budget_seconds="$2"; shift ;;
    *) echo "usage: $0 [--load] [--runs N] [--budget SECONDS]" >&2; exit 2 ;;
  esac
  shift
done

repo="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d /tmp/genmarket-ci.XXXXXX)"
load_pids=()
stop_load() { for pid in "${load_pids[@]}"; do kill "$pid" 2>/dev/null || true; done; load_pids=(); }
trap stop_load EXIT

status=0
for run in $(seq 1 "$runs"); do
  clone="$work/run-$run"
  git clone --quiet --no-hardlinks "$repo" "$clone"
  [ -d "$repo/../shared" ] && ln -s "$(cd "$repo/../shared" && pwd)" "$work/shared" 2>/dev/null || true
  if $load; then
    for _ in $(seq 1 "$(nproc)"); do node -e 'for (;;) {}' & load_pids+=($!); done
  fi
  start=$(date +%s)
  if (cd "$clone" && CI=true bash .ci/run) > "$work/run-$run.log" 2>&1; then result=passed; else result=failed; status=1; fi
  seconds=$(( $(date +%s) - start ))
  stop_load
  within=$([ "$seconds" -le "$budget_seconds" ] && echo "within" || echo "OVER")
  echo "run $run: $result in ${seconds}s ($within the ${budget_seconds}s budget$($load && echo ", beside a busy loop on $(nproc) cores")); log: $work/run-$run.log"
  [ "$within" = "OVER" ] && status=1
done
exit $status
