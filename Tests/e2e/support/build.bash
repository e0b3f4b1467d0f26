# Sourced by the end-to-end scripts: builds the debug `infowindow` and sets $bin to it. On a failed
# build prints the compiler's output and "$name: building infowindow failed", and exits 1.
# Needs $root (the checkout) and $name (for messages).
build_infowindow() {
  cd "$root"
  local log
  log=$(mktemp)
  if ! swift build --product infowindow >"$log" 2>&1; then
    cat "$log" >&2
    rm -f "$log"
    echo "$name: building infowindow failed" >&2
    exit 1
  fi
  rm -f "$log"
  bin="$(swift build --show-bin-path)/infowindow"
}

# write_output DEST < BYTES — standard input to DEST by the project's output rules (docs/reliability.md,
# O10): the `write-output` tool, built on first use. Goldens and failure pictures go through it, so a
# symbolic link is kept, a FIFO is written in place and a failed write leaves no half file.
write_output() {
  if [ -z "${write_output_bin:-}" ]; then
    local log
    log=$(mktemp)
    if ! (cd "$root" && swift build --product write-output >"$log" 2>&1); then
      cat "$log" >&2
      rm -f "$log"
      echo "$name: building write-output failed" >&2
      return 1
    fi
    rm -f "$log"
    write_output_bin="$(cd "$root" && swift build --show-bin-path)/write-output"
  fi
  "$write_output_bin" "$1"
}
