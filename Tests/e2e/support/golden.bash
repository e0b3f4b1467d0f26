# Shared by the end-to-end scripts that compare pictures (sourced, not run): `golden` is the folder of
# the references and `allowed_pixels` how many may differ by more than 10% in a channel; both are set
# by the script.

# same_picture ACTUAL.png GOLDEN-NAME — the PNG matches Tests/e2e/golden/GOLDEN-NAME.png.
same_picture() {
  local actual=$1 reference="$golden/$2.png"
  checks=$((checks + 1))
  if [ ! -f "$actual" ]; then
    fail "$2: $actual was not written"
    return
  fi
  mkdir -p "$golden"
  if [ "${RECORD_GOLDENS:-}" == "1" ]; then
    write_output "$reference" <"$actual"
    return
  fi
  if [ ! -f "$reference" ]; then
    write_output "$reference" <"$actual"
    fail "$2: no golden yet; wrote $reference — look at it and run again"
    return
  fi
  local size_actual size_reference
  size_actual=$(identify -format '%wx%h' "$actual")
  size_reference=$(identify -format '%wx%h' "$reference")
  if [ "$size_actual" != "$size_reference" ]; then
    fail "$2: $size_actual pixels, the golden is $size_reference"
    return
  fi
  local differing
  differing=$(compare -metric AE -fuzz 10% "$actual" "$reference" null: 2>&1 || true)
  differing=${differing%% *}
  if ! [[ "$differing" =~ ^[0-9]+$ ]] || [ "$differing" -gt "$allowed_pixels" ]; then
    mkdir -p "$root/.test-output/e2e"
    write_output "$root/.test-output/e2e/$2.actual.png" <"$actual"
    { compare -fuzz 10% "$actual" "$reference" png:- 2>/dev/null || true; } | write_output "$root/.test-output/e2e/$2.diff.png"
    fail "$2: $differing pixels differ from the golden; see .test-output/e2e/$2.actual.png and .diff.png"
  fi
}
