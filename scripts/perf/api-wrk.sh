#!/usr/bin/env bash
# wrk against the empty health route, the catalog read and the server-rendered home, in
# one run on one server, every request as a browser sends it (accept-encoding: br, gzip),
# at 64 connections. Prints each route's requests/s and p99, and its ratio to health.
#   scripts/perf/api-wrk.sh [PORT] [SECONDS]
# Start the server with RATE_LIMIT_GLOBAL_MAX=100000000 so the limiter does not answer 429.
# wrk runs one thread (WRK_THREADS): the server is one Node process, and on a 2-vCPU machine
# two wrk threads take both cores from it, so p99 measured the scheduler, not the server
# (health itself showed 186-327 ms p99 with -t2, 80 ms with -t1; the home page 100-125 ms
# with -t2, 15.5 ms with -t1). Use more threads only on a machine with cores to spare.
set -euo pipefail
port=${1:-3000}
secs=${2:-10}
threads=${WRK_THREADS:-1}
base="http://127.0.0.1:${port}"
declare -A rps p99
for path in /api/health /api/plans /auth/home; do
  # One warm-up request (a page is rendered and compressed once, then kept).
  curl -s -o /dev/null -H 'accept-encoding: br, gzip' "${base}${path}"
  out=$(wrk -t"${threads}" -c64 -d"${secs}s" --latency -H 'accept-encoding: br, gzip' "${base}${path}")
  if grep -q 'Non-2xx' <<<"$out"; then
    echo "!! ${path}: $(grep 'Non-2xx' <<<"$out")"
  fi
  rps[$path]=$(awk '/Requests\/sec/ {print $2}' <<<"$out")
  p99[$path]=$(awk '$1 == "99%" {print $2}' <<<"$out")
done
printf '%-12s %12s %10s %10s\n' route 'req/s' p99 'vs health'
for path in /api/health /api/plans /auth/home; do
  ratio=$(awk -v a="${rps[$path]}" -v b="${rps[/api/health]}" 'BEGIN {printf "%.0f%%", 100 * a / b}')
  printf '%-12s %12s %10s %10s\n' "$path" "${rps[$path]}" "${p99[$path]}" "$ratio"
done
