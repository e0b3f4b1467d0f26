#!/usr/bin/env bash
# D70 The repository stands alone (issue 25): scripts/check-standalone passes on the repository, and on a
# copy of it refuses a document that links the shared folder beside the repository and a script that
# reads an absolute workspace path, naming each file and line.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
checks=0 failed=0
pass() { checks=$((checks + 1)); echo "e2e standalone: D70 $1"; }
fail() { checks=$((checks + 1)); failed=$((failed + 1)); echo "e2e standalone: D70 FAILED: $1"; }

if out=$("$root/scripts/check-standalone" 2>&1); then pass "the repository: $out"; else fail "the repository: $out"; fi

mkdir -p "$work/repo"
(cd "$root" && git ls-files -z --cached --others --exclude-standard -- docs scripts README.md |
  xargs -0 cp --parents -t "$work/repo" 2>/dev/null)
git -C "$work/repo" init -q
# The outside paths are put together here so that this script itself names none.
up=".."; shared="shared"; ws="work"
printf 'The rules: [SPEC](%s/%s/SPEC.md).\n' "$up" "$shared" >>"$work/repo/docs/architecture.md"
line=$(wc -l <"$work/repo/docs/architecture.md")
printf 'pbf=/%s/data/osm/x.osm.pbf\n' "$ws" >>"$work/repo/scripts/build-helsinki-tiles"
line2=$(wc -l <"$work/repo/scripts/build-helsinki-tiles")
if out=$("$root/scripts/check-standalone" "$work/repo" 2>&1); then
  fail "a copy with two outside references passed: $out"
else
  grep -q "^docs/architecture.md:$line: " <<<"$out" && pass "a link to the shared folder refused, file and line named" ||
    fail "the link to the shared folder not named as docs/architecture.md:$line: $out"
  grep -q "^scripts/build-helsinki-tiles:$line2: " <<<"$out" && pass "an absolute workspace path refused, file and line named" ||
    fail "the absolute path not named as scripts/build-helsinki-tiles:$line2: $out"
  grep -q "copy what they need into it" <<<"$out" && pass "the refusal says the fix" || fail "no fix in: $out"
fi

echo "e2e standalone: $checks checks, $failed failed"
[ "$failed" -eq 0 ]
