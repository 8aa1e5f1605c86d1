#!/usr/bin/env bash
# wrk against the empty health route, the catalog read and the server-rendered home
# (plain and brotli, as a browser asks for it), same server, same run.
set -euo pipefail
port=${1:-3000}
run() {
  echo "== GET $1 ${2:-}"
  wrk -t2 -c50 -d15s ${2:+-H "$2"} "http://127.0.0.1:${port}$1" | grep -E 'Requests/sec|Latency|Non-2xx'
}
run /api/health
run /api/plans
run /auth/home
run /auth/home 'accept-encoding: br'
