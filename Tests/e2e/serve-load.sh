#!/usr/bin/env bash
# Load on `infowindow serve` with Debian's wrk, on loopback, bounded to CI's time (docs/serving.md,
# "Load"): at least 10,000 different small maps at 16 connections with no error and no status other
# than 200; then, after a warm-up, at least 100,000 requests of the mixed kind (one in four a map to
# draw, the others a 304, /healthz or a refused request) with the resident memory of the front and
# its workers together growing by less than 5 MiB. Prints the figures it measured.
#   LOAD_REQUESTS=…  LOAD_SOAK_REQUESTS=…   change the two amounts (defaults 10000 and 100000)
set -euo pipefail

name=serve-load.sh
source "$(dirname "$0")/support/harness.bash"
source "$here/support/serve.bash"
command -v wrk >/dev/null || { echo "$name: wrk is not installed (scripts/bootstrap installs it)" >&2; exit 1; }
script="$here/support/load.lua"

start_server load --workers 2
etag=$(curl -s -D - -o /dev/null "$(url load '/staticmap?center=0,0&zoom=2&size=48x32')" | sed -n 's/^ETag: *//ip' | tr -d '\r')

# load MIX N — wrk runs of 2 s at 16 connections until N requests were answered; sets total, errors,
# non2xx, seconds and rate (requests a second) over them all, and p99 (µs, the worst run's).
load() {
  local mix=$1 wanted=$2 line runs=0 start=$SECONDS
  total=0 errors=0 non2xx=0 p99=0
  while [ "$total" -lt "$wanted" ]; do
    line=$(ETAG="$etag" MIX="$mix" wrk -t2 -c16 -d2s -s "$script" "$(url load '')" | grep '^wrk: ')
    total=$((total + $(sed 's/.*requests=\([0-9]*\).*/\1/' <<<"$line")))
    errors=$((errors + $(sed 's/.*errors=\([0-9]*\).*/\1/' <<<"$line")))
    non2xx=$((non2xx + $(sed 's/.*non2xx=\([0-9]*\).*/\1/' <<<"$line")))
    local run_p99
    run_p99=$(sed 's/.*p99_us=\([0-9]*\).*/\1/' <<<"$line")
    [ "$run_p99" -gt "$p99" ] && p99=$run_p99
    runs=$((runs + 1))
    [ "$runs" -lt 300 ] || { fail "$mix: fewer than $wanted requests in 300 runs of wrk"; break; }
  done
  seconds=$((SECONDS - start))
  rate=$((total / (seconds > 0 ? seconds : 1)))
}

# rss — resident KiB of the front and its workers together.
rss() {
  ps -o rss= -p "$load_pid" $(pgrep -P "$load_pid") | awk '{ sum += $1 } END { print sum }'
}

load renders "${LOAD_REQUESTS:-10000}"
echo "$name: $total different maps at 16 connections in $seconds s ($rate/s), p99 $((p99 / 1000)) ms, $errors errors, $non2xx not 200"
checks=$((checks + 2))
[ "$errors" -eq 0 ] || fail "$errors socket errors or timeouts under load"
[ "$non2xx" -eq 0 ] || fail "$non2xx answers other than 200 under load"

load mixed 10000
before=$(rss)
load mixed "${LOAD_SOAK_REQUESTS:-100000}"
after=$(rss)
echo "$name: $total mixed requests in $seconds s ($rate/s), p99 $((p99 / 1000)) ms; resident memory $((before / 1024)) MiB before, $((after / 1024)) MiB after ($((after - before)) KiB)"
checks=$((checks + 3))
[ "$errors" -eq 0 ] || fail "$errors socket errors or timeouts under the mixed load"
[ $((after - before)) -lt 5120 ] || fail "resident memory grew by $((after - before)) KiB over $total requests (limit 5 MiB)"
bad=$(curl -s "$(url load /metrics)" | grep '^infowindow_http_requests_total' | grep -v 'code="\(200\|304\|400\|0\)"' || true)
[ -z "$bad" ] || fail "answers other than 200, 304 and the refused 400 under load: $bad"

echo "serve-load.sh: $checks checks, $failures failed"
[ "$failures" -eq 0 ]
