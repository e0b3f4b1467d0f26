# Shared by the end-to-end scripts (sourced, not run): builds the debug `infowindow`, makes a scratch
# folder removed on exit, and gives the check helpers. The caller sets `name` (for messages) first.
#   run ARGS…                     runs infowindow in $work/cwd, keeping stdout, stderr and the status
#   expect_status N, expect_stdout TEXT, expect_stderr TEXT, expect_stdout_contains TEXT
#   error STATUS MESSAGE ARGS…    the command fails with STATUS, prints MESSAGE on stderr, nothing on stdout
# Each check adds to $checks; a failed one prints "FAIL: …" and adds to $failures.

here=$(cd "$(dirname "${BASH_SOURCE[1]}")" && pwd)
root=$(cd "$here/../.." && pwd)

source "$here/support/build.bash"
build_infowindow

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/cwd"
failures=0
checks=0

fail() {
  echo "  FAIL: $*" >&2
  failures=$((failures + 1))
}

run() {
  set +e
  (cd "$work/cwd" && "$bin" "$@") >"$work/stdout" 2>"$work/stderr"
  status=$?
  set -e
  last="infowindow $*"
}

expect_status() {
  checks=$((checks + 1))
  [ "$status" -eq "$1" ] || fail "$last: exit status $status, expected $1 (stderr: $(head -c 400 "$work/stderr"))"
}

expect_stdout() {
  checks=$((checks + 1))
  local actual
  actual=$(cat "$work/stdout")
  [ "$actual" == "$1" ] || fail "$last: stdout was [$actual], expected [$1]"
}

# world_note ZOOM — the note `infowindow render` prints when the world map alone is drawn deeper than
# its data (D99).
world_note() {
  printf "infowindow: note: the world map alone is drawn at zoom %s: Natural Earth's coasts, rivers, borders and places, detailed to zoom 9, with no streets; for streets draw a city's vector tiles over it (infowindow render --tiles FILE; make them from an OpenStreetMap extract with infowindow tiles EXTRACT.osm.pbf -o CITY.mbtiles)" "$1"
}

expect_stderr() {
  checks=$((checks + 1))
  local actual
  actual=$(cat "$work/stderr")
  [ "$actual" == "$1" ] || fail "$last: stderr was [$actual], expected [$1]"
}

expect_stdout_contains() {
  checks=$((checks + 1))
  grep -qF -- "$1" "$work/stdout" || fail "$last: stdout does not contain [$1]"
}

error() {
  local want_status=$1 want_message=$2
  shift 2
  run "$@"
  expect_status "$want_status"
  expect_stderr "$want_message"
  expect_stdout ""
}
