#!/usr/bin/env bash
# The module walls' check can fail (docs/architecture.md, A1–A3): scripts/check-modules passes on the
# repository, and on copies of it refuses a file that imports a layer above its own (A2), a dependency
# Package.swift declares that the table does not list (A1), and a table out of dependency order (A3).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
checks=0 failed=0
pass() { checks=$((checks + 1)); echo "e2e modules: $1"; }
fail() { checks=$((checks + 1)); failed=$((failed + 1)); echo "e2e modules: FAILED: $1"; }

copy() {  # a fresh copy of the tracked files (no .build), in $work/repo
  rm -rf "$work/repo"
  mkdir -p "$work/repo"
  # Files deleted in the work tree but not yet in a commit are still in the index: copy what exists.
  (cd "$root" && git ls-files -z --cached --others --exclude-standard \
     | while IFS= read -r -d '' f; do if [ -e "$f" ]; then printf '%s\0' "$f"; fi; done \
     | xargs -0 cp --parents -t "$work/repo")
}
expect_refusal() {  # expect_refusal RULE DESCRIPTION
  if out=$(cd "$work/repo" && scripts/check-modules 2>&1); then
    fail "$2: the check passed"
  elif grep -q "^$1 " <<<"$out"; then
    pass "$2: refused ($1)"
  else
    fail "$2: refused without $1: $out"
  fi
}

if out=$("$root/scripts/check-modules" 2>&1); then pass "the repository's walls hold: $out"; else fail "the repository: $out"; fi

copy
sed -i '0,/^import InfoWindowGraphics$/s//import InfoWindowGraphics\nimport InfoWindowMap/' "$work/repo/Sources/InfoWindowTiles/VectorTiles/VectorTileSource.swift"
expect_refusal A2 "a tile file that imports the map"

copy
sed -i 's/^\(| `InfoWindowViews` | `InfoWindowCore`\), `InfoWindowGraphics`/\1/' "$work/repo/docs/architecture.md"
# The edit must have happened, or the refusal below would be tested on an unchanged table.
if cmp -s "$root/docs/architecture.md" "$work/repo/docs/architecture.md"; then fail "the table edit did not apply"; fi
expect_refusal A1 "a table row that leaves out a declared dependency"

copy
python3 - "$work/repo/docs/architecture.md" <<'PY'
import sys
p = sys.argv[1]
lines = open(p).read().split("\n")
i = next(n for n, l in enumerate(lines) if l.startswith("| `InfoWindowCore` |"))
j = next(n for n, l in enumerate(lines) if l.startswith("| `InfoWindowGraphics` |"))
lines[i], lines[j] = lines[j], lines[i]
open(p, "w").write("\n".join(lines))
PY
expect_refusal A3 "a table out of dependency order"

echo "e2e modules: $checks checks, $failed failed"
[ "$failed" -eq 0 ]
