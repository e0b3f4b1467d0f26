#!/usr/bin/env python3
"""Copies the utility library's clustering files into DEST, changed only in where things are declared, so
that clang can build them for GCC's Objective-C runtime (the one Debian's GNUstep uses), whose fragile ABI
needs every instance variable in the @interface and synthesizes no property by itself:

  - the "requires ARC" guard goes (the files build without ARC here; see scripts/measure/library-clustering);
  - each `@implementation X { ivars }` block moves into `@interface X`'s braces (with `@class` for the
    classes they name);
  - a readonly property the library lets clang synthesize gets its `@synthesize` (and its `_name` ivar).

Every method body stays byte for byte the library's: the script checks that the text outside the moved
declarations is unchanged. Written for InfoWindowKit; the library's files are read from the clone, never kept.

  fragile-abi.py LIBRARY_INCLUDE_DIR DEST
"""
import re
import sys
from pathlib import Path

src, dest = Path(sys.argv[1]), Path(sys.argv[2])
FILES = ["GMUNonHierarchicalDistanceBasedAlgorithm", "GQTPointQuadTree", "GQTPointQuadTreeChild",
         "GMUStaticCluster", "GMUWrappingDictionaryKey"]
# Properties the library leaves to automatic synthesis: class -> [(name, ivar declaration or None)].
SYNTHESIZED = {
    "GMUStaticCluster": [("position", "CLLocationCoordinate2D _position;")],
    "GMUClusterItemQuadItem": [("clusterItem", None)],  # its ivar _clusterItem is declared already
}
GUARD = re.compile(r'#if !defined\(__has_feature\) \|\| !__has_feature\(objc_arc\)\n#error "This file requires ARC support."\n#endif\n')

texts = {}
for name in FILES:
    for ext in (".h", ".m"):
        texts[name + ext] = (src / (name + ext)).read_text()
for header in ["GQTBounds.h", "GQTPoint.h", "GQTPointQuadTreeItem.h", "GMUCluster.h", "GMUClusterItem.h",
               "GMUClusterAlgorithm.h", "GMUVersion.h"]:
    texts[header] = (src / header).read_text()

for name in FILES:
    m = name + ".m"
    text, n = GUARD.subn("", texts[m])
    if n != 1:
        sys.exit(f"fragile-abi.py: {m}: the ARC guard is not where it was; look at the file")
    for block in re.finditer(r"@implementation (\w+) \{\n(.*?)\n\}\n", text, re.S):
        cls, ivars = block.group(1), block.group(2)
        extra = SYNTHESIZED.get(cls, [])
        ivars += "".join(f"\n  {decl}" for _, decl in extra if decl)
        synth = "".join(f"@synthesize {prop} = _{prop};\n" for prop, _ in extra)
        text = text.replace(block.group(0), f"@implementation {cls}\n{synth}", 1)
        # The class's @interface: in this file, or in its header.
        home = m if re.search(rf"^@interface {cls}\b.*$", text, re.M) else name + ".h"
        target = text if home == m else texts[home]
        head = re.search(rf"^@interface {cls}\b.*$", target, re.M)
        if not head:
            sys.exit(f"fragile-abi.py: no @interface {cls} in {home}")
        # Classes the moved ivars name, declared ahead (the .m files imported their headers later).
        classes = sorted(set(re.findall(r"\b(GQT\w+|GMU\w+) \*", ivars)))
        forward = f"@class {', '.join(classes)};\n" if classes else ""
        target = (target[:head.start()] + forward + target[head.start():head.end()] + " {\n" + ivars + "\n}"
                  + target[head.end():])
        if home == m:
            text = target
        else:
            texts[home] = target
        SYNTHESIZED.pop(cls, None)
    texts[m] = text
if SYNTHESIZED:
    sys.exit(f"fragile-abi.py: classes not found: {sorted(SYNTHESIZED)}")

# Nothing but declarations moved: every @implementation's methods are the library's text, byte for byte.
for name in FILES:
    original = (src / (name + ".m")).read_text()
    for methods in re.findall(r"@implementation \w+ \{\n.*?\n\}\n(.*?@end)", original, re.S):
        if methods not in texts[name + ".m"]:
            sys.exit(f"fragile-abi.py: {name}.m: methods changed")

dest.mkdir(parents=True, exist_ok=True)
for file, text in texts.items():
    (dest / file).write_text(text)
