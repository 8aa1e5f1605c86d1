#!/usr/bin/env bash
# wrk against the empty health route and the catalog read, same server, same run.
set -euo pipefail
port=${1:-3000}
for path in /api/health /api/plans; do
  echo "== GET $path"
  wrk -t2 -c50 -d15s "http://127.0.0.1:${port}${path}" | grep -E 'Requests/sec|Latency|Non-2xx'
done
