#!/usr/bin/env bash
# Lighthouse mobile (simulated slow 4G, 4x CPU) on the same page of two running servers,
# in alternating runs, so both see the same machine load: single runs here vary by ±10
# points. Usage: scripts/perf/lighthouse-ab.sh URL_A URL_B [RUNS]
# e.g. a build of main on :3301 and the change on :3300, both started as in README.md.
set -uo pipefail
a=$1 b=$2 runs=${3:-5}
out=$(mktemp -d)
for i in $(seq 1 "$runs"); do
  for side in A B; do
    url=$a; [ "$side" = B ] && url=$b
    CHROME_PATH=/usr/bin/chromium npx -y lighthouse@12 "$url" --only-categories=performance \
      --chrome-flags="--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync --user-data-dir=$(mktemp -d)" \
      --output=json --output-path="$out/$side-$i.json" --quiet 2>/dev/null
    node -e "
      const r = require('$out/$side-$i.json'), a = r.audits;
      const v = (k) => a[k].displayValue;
      console.log('$side run $i: score', Math.round(r.categories.performance.score * 100),
        '| FCP', v('first-contentful-paint'), '| LCP', v('largest-contentful-paint'),
        '| TBT', v('total-blocking-time'), '| SI', v('speed-index'), '| CLS', v('cumulative-layout-shift'),
        '| main thread', v('mainthread-work-breakdown'));"
  done
done
echo "reports in $out"
