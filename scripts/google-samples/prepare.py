#!/usr/bin/env python3
"""Prepares Google's Maps SDK for iOS sample view controllers for a build against GoogleMapsCompat.

usage: prepare.py SAMPLES_DIR OUT_DIR

Reads the sample files that lists/*.txt name (next to this script, or in $SAMPLE_LISTS — the utility
library's, scripts/utils-samples/lists, for scripts/check-utils-samples; one list per area, one file per
line) from SAMPLES_DIR (Google's repository folder GoogleMaps-Swift/GoogleMapsSwiftDemos/Swift/Samples/,
or any folder holding them), and writes them to OUT_DIR changed only as docs/porting.md allows:
  - imports stay as they are: on Linux `import GoogleMaps`, `import UIKit` and `import CoreLocation` name
    the package's own modules of those names (D125);
  - files marked `objc` in their list: also what Swift cannot compile without the Objective-C runtime:
    the `@objc` attribute, every statement that uses `#selector` (a `lazy var` whose closure only returns
    such a statement goes whole), and statements that use a value such a statement made;
  - files marked `apikey` (the sample app's SDKConstants.swift, named as ../SDKConstants.swift): its
    `#error("Register for API Key …")` line, which the file itself asks the reader to delete (there is
    no API key here).
Prints every line it removed or changed, so a reader sees that nothing else was touched. The samples
are Google's (Apache 2.0); they are read from where you keep them and never copied into this project.
"""
import os
import re
import sys
from pathlib import Path



def sample_lists():
    """(file name, marks) for every line of lists/*.txt, lists in name order; a file named twice once."""
    files, seen = [], set()
    lists = Path(os.environ.get("SAMPLE_LISTS", Path(__file__).parent / "lists"))
    for path in sorted(lists.glob("*.txt")):
        for line in path.read_text(encoding="utf-8").splitlines():
            words = line.split("#")[0].split()
            if words and words[0] not in seen:
                seen.add(words[0])
                files.append((words[0], set(words[1:])))
    return files


SAMPLES = sample_lists()
OBJC_TOO = {Path(name).name for name, marks in SAMPLES if "objc" in marks}
API_KEY = {Path(name).name for name, marks in SAMPLES if "apikey" in marks}


def paren_depths(lines):
    """The depth of ( and [ at the start of each line (strings and comments skipped)."""
    depths, depth = [], 0
    for line in lines:
        depths.append(depth)
        code = re.sub(r'"(?:[^"\\]|\\.)*"', '""', line.split("//")[0])
        depth += code.count("(") + code.count("[") - code.count(")") - code.count("]")
    depths.append(depth)
    return depths


def statement_around(lines, depths, i):
    """The first and last line of the statement that line i is part of."""
    start = i
    while start > 0 and depths[start] > 0:
        start -= 1
    end = i
    while end + 1 < len(lines) and depths[end + 1] > 0:
        end += 1
    return start, end


def transform(name, text, report):
    lines = text.split("\n")
    out = []
    for n, line in enumerate(lines, 1):
        if name in API_KEY and line.strip().startswith("#error("):
            report.append(f"{name}:{n}: removed  {line.strip()}  (the file asks for this; no API key here)")
        else:
            out.append(line)
    if name not in OBJC_TOO:
        return "\n".join(out)
    lines = out
    removed = set()
    made = set()
    depths = paren_depths(lines)
    for i, line in enumerate(lines):
        if "#selector" in line.split("//")[0]:
            start, end = statement_around(lines, depths, i)
            for k in range(start, end + 1):
                removed.add(k)
            m = re.match(r"\s*(?:let|var)\s+([A-Za-z_]\w*)\s*=", lines[start])
            if m:
                made.add(m.group(1))
            # The one `return` of a `lazy var NAME = { … }()` closure: the whole property goes.
            lazy = re.match(r"\s*(?:private\s+|fileprivate\s+)?lazy\s+var\s+([A-Za-z_]\w*)\b.*=\s*\{\s*$", lines[start - 1]) if start > 0 else None
            if lazy and lines[start].strip().startswith("return") and end + 1 < len(lines) and lines[end + 1].strip() == "}()":
                removed.update({start - 1, end + 1})
                made.add(lazy.group(1))
    changed = True
    while changed and made:
        changed = False
        for i, line in enumerate(lines):
            if i in removed or line.strip().startswith("//"):
                continue
            if any(re.search(rf"\b{re.escape(v)}\b", line) for v in made):
                start, end = statement_around(lines, depths, i)
                for k in range(start, end + 1):
                    if k not in removed:
                        removed.add(k)
                        changed = True
    result = []
    for i, line in enumerate(lines):
        if i in removed:
            report.append(f"{name}: removed  {line.strip()}")
            continue
        if re.search(r"@objc\b\s*", line):
            new = re.sub(r"@objc\b\s*", "", line)
            report.append(f"{name}: changed  {line.strip()}  ->  {new.strip()}")
            line = new
        result.append(line)
    return "\n".join(result)


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    source, target = Path(sys.argv[1]), Path(sys.argv[2])
    candidates = [source, source / "GoogleMaps-Swift/GoogleMapsSwiftDemos/Swift/Samples",
                  source / "samples/SwiftDemoApp/SwiftDemoApp"]
    first = SAMPLES[0][0]
    folder = next((c for c in candidates if (c / first).is_file()), None)
    if folder is None:
        sys.exit(f"prepare.py: {source}: no {first} there (give the Samples folder of "
                 "googlemaps-samples/maps-sdk-for-ios-samples)")
    target.mkdir(parents=True, exist_ok=True)
    report = []
    for name, _ in SAMPLES:
        path = folder / name
        if not path.is_file():
            sys.exit(f"prepare.py: {path}: missing")
        text = path.read_text(encoding="utf-8")
        base = Path(name).name
        (target / base).write_text(transform(base, text, report), encoding="utf-8")
    print("\n".join(report))


if __name__ == "__main__":
    main()
