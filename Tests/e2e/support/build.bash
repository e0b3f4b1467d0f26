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
