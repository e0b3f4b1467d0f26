#!/usr/bin/env bash
# Two `infowindow serve` replicas behind Debian's nginx (upstream + proxy_cache), all on loopback:
# the same request gives the same bytes and ETag from either replica, nginx spreads requests over
# both, and the second time nginx answers from its cache without asking a replica (docs/serving.md,
# "Behind nginx"; S3).
set -euo pipefail

name=serve-replicas.sh
source "$(dirname "$0")/support/harness.bash"
source "$here/support/serve.bash"
command -v nginx >/dev/null || { echo "$name: nginx is not installed (scripts/bootstrap installs it)" >&2; exit 1; }

start_server a --workers 1
start_server b --workers 1

source "$here/support/nginx.bash"
start_nginx "$work/nginx" "$a_port" "$b_port"

map='/staticmap?center=60.17,24.94&zoom=12&size=400x300&markers=id:h%7Ctitle:Helsinki%7Csnippet:Replicas%7C60.17,24.94&selected=h'

# get NAME URL — the body to $work/NAME, the headers to $work/NAME.headers.
get() {
  curl -s -o "$work/$1" -D "$work/$1.headers" "$2"
}
header() {
  grep -i "^$2:" "$work/$1.headers" | tail -n 1 | sed -e 's/^[^:]*: *//' -e 's/\r$//'
}

get from-a "$(url a "$map")"
get from-b "$(url b "$map")"
checks=$((checks + 3))
cmp -s "$work/from-a" "$work/from-b" || fail "S3 the two replicas gave different bytes for the same request"
[ -n "$(header from-a ETag)" ] && [ "$(header from-a ETag)" == "$(header from-b ETag)" ] || fail "S3 the two replicas gave different ETags: $(header from-a ETag) $(header from-b ETag)"
[ "$(identify -format '%m %wx%h' "$work/from-a")" == "PNG 400x300" ] || fail "the replicas' picture: $(identify "$work/from-a" 2>&1)"

drawn() {
  echo $(( $(metric a 'infowindow_http_requests_total{endpoint="/staticmap",code="200"}') + $(metric b 'infowindow_http_requests_total{endpoint="/staticmap",code="200"}') ))
}
before=$(drawn)
get first "http://127.0.0.1:$nginx_port$map"
get second "http://127.0.0.1:$nginx_port$map"
checks=$((checks + 5))
[ "$(header first X-Cache-Status)" == "MISS" ] || fail "nginx's first answer: X-Cache-Status $(header first X-Cache-Status), expected MISS"
[ "$(header second X-Cache-Status)" == "HIT" ] || fail "nginx's second answer: X-Cache-Status $(header second X-Cache-Status), expected HIT"
cmp -s "$work/first" "$work/from-a" && cmp -s "$work/second" "$work/from-a" || fail "nginx passed on other bytes than the replicas gave"
[ "$(drawn)" == "$((before + 1))" ] || fail "the replicas drew $(( $(drawn) - before )) pictures for two requests through nginx, expected 1"
code=$(curl -s -o /dev/null -w '%{http_code}' -H "If-None-Match: $(header from-a ETag)" "http://127.0.0.1:$nginx_port$map")
[ "$code" == "304" ] || fail "S3 nginx answers If-None-Match from its cache: $code"

# Distinct maps through nginx are spread over both replicas.
for i in 1 2 3 4 5 6 7 8; do
  curl -s -o /dev/null "http://127.0.0.1:$nginx_port/staticmap?center=60.17,24.9$i&zoom=12&size=64x64"
done
for replica in a b; do
  checks=$((checks + 1))
  [ "$(metric "$replica" 'infowindow_http_requests_total{endpoint="/staticmap",code="200"}')" -ge 2 ] || fail "replica $replica drew nothing of eight maps through nginx"
done

echo "serve-replicas.sh: $checks checks, $failures failed"
[ "$failures" -eq 0 ]
