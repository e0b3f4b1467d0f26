#!/usr/bin/env bash
# End-to-end output rules (issue 15; docs/reliability.md, "Output rules", O1–O10): `infowindow render
# -o` pointed at what Unix users point a writer at — a FIFO, symbolic links, character devices, a block
# device, a folder, standard output — with the type and the content of what is at the path checked
# afterwards. Everything happens in the scratch folder: the devices are made here with mknod, with the
# numbers of /dev/null (1,3) and /dev/full (1,7), and no path under /dev is ever given (a wrong write
# replaces what it is given, and CI runs as root).
#
#   Tests/e2e/output.sh        run (builds the debug infowindow first)
#
# The device cases need root (mknod). As root they always run, and a refused mknod is a failure; as
# another user they are reported as NOT RUN on standard error and in the summary line (O9).
set -euo pipefail

name=output.sh
source "$(dirname "$0")/support/harness.bash"
cd "$work/cwd"
scene="$root/Scenes/london.json"
# A picture far larger than a pipe's 64 KiB buffer, so a reader that stops early is certain to be
# noticed mid-write.
big=(--size 2000x2000 --scale 2)

# is_png FILE WxH — FILE decodes as a PNG of that size.
is_png() {
  checks=$((checks + 1))
  local got
  got=$(identify -format '%m %wx%h' "png:$1" 2>/dev/null || true)
  [ "$got" == "PNG $2" ] || fail "$1 should be a $2 PNG, it is: $(file -b "$1" 2>&1 | head -c 200)"
}

# same_bytes FILE REFERENCE — FILE holds exactly the bytes of REFERENCE.
same_bytes() {
  checks=$((checks + 1))
  cmp -s "$1" "$2" || fail "$1 should hold the bytes of $2 ($(stat -c %s "$1" 2>/dev/null || echo no) vs $(stat -c %s "$2") bytes)"
}

# node_is PATH DESCRIPTION — `stat -c '%F %t,%T'` of PATH (type, hexadecimal major and minor numbers).
node_is() {
  checks=$((checks + 1))
  local got
  got=$(stat -c '%F %t,%T' "$1" 2>&1 || true)
  [ "$got" == "$2" ] || fail "$1 should still be a $2, it is: $got"
}

# link_is PATH TARGET — PATH is still a symbolic link to TARGET.
link_is() {
  checks=$((checks + 1))
  [ -L "$1" ] && [ "$(readlink "$1")" == "$2" ] || fail "$1 should still be a symbolic link to $2, it is: $(stat -c %F "$1" 2>&1)"
}

# expect_stderr_matches REGEX — standard error is one line matching the extended REGEX.
expect_stderr_matches() {
  checks=$((checks + 1))
  [ "$(wc -l <"$work/stderr")" -eq 1 ] && grep -qE -- "$1" "$work/stderr" || fail "$last: stderr was [$(cat "$work/stderr")], expected /$1/"
}

# no_leftovers DIR — no temporary file of an atomic write is left in DIR.
no_leftovers() {
  checks=$((checks + 1))
  local left
  left=$(find "$1" -name '.*.tmp' | head -n 1)
  [ -z "$left" ] || fail "a temporary file was left behind: $left"
}

# run_within ARGS… — `run`, with infowindow stopped after 30 s: a FIFO case must fail, never hang.
run_within() {
  set +e
  (cd "$work/cwd" && timeout 30 "$bin" "$@") >"$work/stdout" 2>"$work/stderr"
  status=$?
  set -e
  last="infowindow $*"
}

# render_into_pipe CONSUMER ARGS… — `infowindow render ARGS… | CONSUMER` (a shell command line) in the
# scratch folder; $status is infowindow's own exit status, its standard error is $work/stderr.
render_into_pipe() {
  local consumer=$1
  shift
  set +e
  "$bin" render "$@" 2>"$work/stderr" | eval "$consumer"
  status=${PIPESTATUS[0]}
  set -e
  last="infowindow render $* | $consumer"
}

echo "e2e output: a regular file (O2), the reference bytes"
run render "$scene" -o reference.png
expect_status 0
expect_stdout "reference.png"
is_png reference.png 640x480
reference="$work/cwd/reference.png"

echo "e2e output: a FIFO is written in place (O4)"
mkfifo pipe.png
# Every reader gives up after 30 s, so a writer that never opens the FIFO fails the test, not hangs it.
timeout 30 cat pipe.png >received.png &
reader=$!
run_within render "$scene" -o pipe.png
wait "$reader" || true
expect_status 0
expect_stdout "pipe.png"
node_is pipe.png "fifo 0,0"
same_bytes received.png "$reference"
is_png received.png 640x480

# O8: the reader stops after 100 bytes; the write fails with EPIPE, a message and status 1, not SIGPIPE.
mkfifo early.png
timeout 30 head -c 100 early.png >/dev/null &
reader=$!
run_within render "$scene" "${big[@]}" -o early.png
wait "$reader" || true
expect_status 1
expect_stdout ""
expect_stderr_matches '^early\.png: cannot be written, only [0-9]+ of [0-9]+ bytes were written \(the program reading it stopped before the end: Broken pipe\); keep the reading program running until the picture is complete\.$'
node_is early.png "fifo 0,0"

echo "e2e output: symbolic links are kept, their targets replaced whole (O3)"
printf 'the old picture' >target.png
ln -s target.png link.png
run render "$scene" -o link.png
expect_status 0
expect_stdout "link.png"
link_is link.png target.png
same_bytes target.png "$reference"
ln -s link.png chain.png
printf 'the old picture' >target.png
run render "$scene" -o chain.png
expect_status 0
link_is chain.png link.png
link_is link.png target.png
same_bytes target.png "$reference"
mkdir pictures
ln -s pictures/far.png dangling.png
run render "$scene" -o dangling.png
expect_status 0
link_is dangling.png pictures/far.png
same_bytes pictures/far.png "$reference"
no_leftovers "$work/cwd"
ln -s loop-b.png loop-a.png
ln -s loop-a.png loop-b.png
error 1 "loop-a.png: leads through more than 40 symbolic links (a loop?); point the link at a file." render "$scene" -o loop-a.png
link_is loop-a.png loop-b.png

# O11: -o naming the input through a link is refused like the input's own name, and the scene is kept.
echo '{"version": 1, "camera": {"target": {"latitude": 0, "longitude": 0}, "zoom": 3}}' >own.json
ln -s own.json own-link.png
error 2 "infowindow render: -o own-link.png would overwrite the input; choose another output path" render own.json -o own-link.png
link_is own-link.png own.json
checks=$((checks + 1))
grep -q '"version": 1' own.json || fail "own.json was overwritten"

echo "e2e output: -o - is standard output (O7)"
render_into_pipe "identify -format '%m %wx%h' png:- >identified.txt" "$scene" -o -
expect_status 0
expect_stderr "$(world_note 10)"
checks=$((checks + 1))
[ "$(cat identified.txt)" == "PNG 640x480" ] || fail "-o - piped into identify: $(cat identified.txt)"
render_into_pipe "cat >stdout.png" "$scene" -o -
expect_status 0
same_bytes stdout.png "$reference"
# Messages go to standard error, so the pipe holds the picture alone.
printf '{"type": "FeatureCollection", "features": [{"type": "Feature", "id": 1, "geometry": {"type": "Point", "coordinates": [0, 0]}, "properties": {"title": "One"}}, {"type": "Feature", "geometry": {"type": "Polygon", "coordinates": []}}]}' >skip.geojson
render_into_pipe "cat >warned.png" --geojson skip.geojson --center 0,0 --zoom 3 --select 1 -o -
expect_status 0
expect_stderr "infowindow: warning: skip.geojson: skipped 1 feature that is not a Point, the first is features[1] (a Polygon)"
is_png warned.png 640x480
# A path naming this process's standard output (as /dev/stdout does) is written through it (O5), and the
# path is not printed after the picture.
ln -s /proc/self/fd/1 stdout-link.png
render_into_pipe "cat >through-link.png" "$scene" -o stdout-link.png
expect_status 0
same_bytes through-link.png "$reference"
link_is stdout-link.png /proc/self/fd/1
# O8: the reader stops early.
render_into_pipe "head -c 100 >/dev/null" "$scene" "${big[@]}" -o -
expect_status 1
expect_stderr_matches '^standard output: cannot be written, only [0-9]+ of [0-9]+ bytes were written \(the program reading it stopped before the end: Broken pipe\); keep the reading program running until the picture is complete\.$'
# O8: a standard output nobody reads any more (a FIFO whose only reader has closed) for the printed
# path: the picture is written, the failure reported on standard error, status 1.
mkfifo gone
exec 4<>gone 5>gone
exec 4<&-
set +e
(cd "$work/cwd" && "$bin" render "$scene" -o after-gone.png) >&5 2>"$work/stderr"
status=$?
set -e
exec 5>&-
last="infowindow render … -o after-gone.png >gone"
expect_status 1
expect_stderr "$(world_note 10)
infowindow: standard output: cannot be written, nothing was written (the program reading it stopped before the end: Broken pipe); keep the reading program running until the picture is complete."
same_bytes after-gone.png "$reference"
error 2 "infowindow render: -o - writes one picture to standard output, and 2 scenes cannot go to one stream; give a folder ending in / (-o out/)" \
  render "$scene" "$root/Scenes/taipei.json" -o -
error 2 "infowindow demo: --out - cannot take 7 pictures in one stream; give a folder (default out/demo)" demo --out -
checks=$((checks + 1))
[ ! -e "$work/cwd/-" ] || fail "a file or folder named - was made"
# A terminal gets no PNG bytes (script(1) gives the command a pseudo-terminal).
script -qec "cd '$work/cwd' && '$bin' render '$scene' -o -" /dev/null >"$work/tty.txt" 2>&1 || true
checks=$((checks + 1))
grep -qF "infowindow render: -o - would write the PNG's bytes to the terminal; pipe it into a program (-o - | display) or give -o FILE.png" "$work/tty.txt" \
  && ! grep -q "IHDR" "$work/tty.txt" || fail "-o - on a terminal: $(head -c 300 "$work/tty.txt")"

echo "e2e output: a folder without / takes the batch rule (O6)"
mkdir existing
run render "$scene" -o existing
expect_status 0
expect_stdout "existing/london.png"
same_bytes existing/london.png "$reference"

echo "e2e output: a write cut short by the file size limit leaves the old file (O2, O8)"
printf 'the old picture' >kept.png
set +e
(ulimit -f 8; cd "$work/cwd" && exec "$bin" render "$scene" "${big[@]}" -o kept.png) >"$work/stdout" 2>"$work/stderr"
status=$?
set -e
last="(ulimit -f 8; infowindow render … -o kept.png)"
expect_status 1
expect_stdout ""
expect_stderr_matches '^kept\.png: cannot be written, only 8192 of [0-9]+ bytes were written \(the file would be larger than this process may write, see ulimit -f: File too large\); raise the file size limit or choose a smaller picture\.$'
checks=$((checks + 1))
[ "$(cat kept.png)" == "the old picture" ] || fail "a failed write changed kept.png"
no_leftovers "$work/cwd"

echo "e2e output: the scripts' writer (write-output) follows the same rules (O10)"
ln -s recorded.png golden-link.png
write_output golden-link.png <"$reference"
link_is golden-link.png recorded.png
same_bytes recorded.png "$reference"

echo "e2e output: character and block devices (O4, O6; needs root for mknod, O9)"
devices="run"
if [ "$(id -u)" -ne 0 ]; then
  devices="NOT RUN"
  echo "  NOT RUN: the device cases (/dev/null and /dev/full made with mknod, a block device) need root;" >&2
  echo "  NOT RUN: CI runs as root and runs them. Run 'sudo Tests/e2e/output.sh' to run them here." >&2
else
  checks=$((checks + 1))
  if ! mknod null.png c 1 3 || ! mknod full.png c 1 7 || ! mknod disk.img b 240 0; then
    fail "mknod failed as root, so the device cases cannot run (is CAP_MKNOD dropped?)"
  else
    run render "$scene" -o null.png
    expect_status 0
    expect_stdout "null.png"
    node_is null.png "character special file 1,3"
    error 1 "full.png: cannot be written, nothing was written (the disk or device is full: No space left on device); free some space or choose another output path." \
      render "$scene" -o full.png
    node_is full.png "character special file 1,7"
    ln -s full.png full-link.png
    error 1 "full-link.png: cannot be written, nothing was written (the disk or device is full: No space left on device); free some space or choose another output path." \
      render "$scene" -o full-link.png
    link_is full-link.png full.png
    node_is full.png "character special file 1,7"
    error 1 "disk.img: is a block device (a disk), which is never written; give the path of a file, a pipe or a character device." \
      render "$scene" -o disk.img
    node_is disk.img "block special file f0,0"
  fi
fi
no_leftovers "$work/cwd"

echo "e2e output: $checks checks, $failures failed; device cases: $devices"
[ "$failures" -eq 0 ]
