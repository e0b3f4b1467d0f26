#!/usr/bin/env python3
"""What a rendered DocC page lacks (Tests/e2e/docs-site.sh, docs/documentation.md DOC8).

usage: docs_page_check.py DOM SCREENSHOT EXPECTATIONS URL

DOM is the page as headless Chromium left it after its JavaScript ran (--dump-dom), SCREENSHOT the
PNG it took of the same page at 1280 x 900, EXPECTATIONS a JSON object:
  title   the text of the page's <h1 class="title">
  topics  the topic-group headings the page's Topics section must show first, in order
  links   paths the page must link to (href)
  code    how many code listings (<pre>) the page must show, at least
  images  how many content pictures (<img>) it must show, at least; each must load from the site
Prints one line per problem and exits 1 when there is one; prints nothing for a page that rendered.
The screenshot is read with ImageMagick: DocC draws a grey header band with the dark title on it
and dark text on white below, and a page whose JavaScript did not run is white.
"""
import html.parser
import json
import subprocess
import sys
import urllib.parse
import urllib.request


class Page(html.parser.HTMLParser):
    """The parts of a DocC page the checks read."""

    def __init__(self):
        super().__init__()
        self.title = None
        self.topics_section = False
        self.topics = []
        self.links = set()
        self.code = 0
        self.images = []
        self._open = []  # (tag, kind) of elements whose text is being collected
        self._text = {}
        self._noscript = 0

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        classes = (attrs.get("class") or "").split()
        if tag == "noscript":
            self._noscript += 1
        if self._noscript:
            return
        if tag == "h1" and "title" in classes:
            self._open.append((tag, "title"))
            self._text["title"] = ""
        elif tag == "h2" and attrs.get("id") == "topics":
            self.topics_section = True
        elif tag == "h3" and "contenttable-title" in classes:
            self._open.append((tag, "topic"))
            self._text["topic"] = ""
        elif tag == "a" and attrs.get("href"):
            self.links.add(attrs["href"].split("#")[0].rstrip("/") or "/")
        elif tag == "pre":
            self.code += 1
        elif tag == "img" and attrs.get("src", "").endswith(".png"):
            self.images.append(attrs["src"])

    def handle_endtag(self, tag):
        if tag == "noscript":
            self._noscript = max(0, self._noscript - 1)
        if self._open and self._open[-1][0] == tag:
            _, kind = self._open.pop()
            text = " ".join(self._text.pop(kind, "").split())
            if kind == "title":
                self.title = text
            else:
                self.topics.append(text)

    def handle_data(self, data):
        for _, kind in self._open:
            self._text[kind] = self._text.get(kind, "") + data


def measure(png, crop, threshold=False):
    """The mean grey of the CROP of `png` (0 black … 1 white), or with `threshold` the share of its
    pixels darker than mid-grey (the ink of text)."""
    command = ["convert", png, "-crop", crop, "+repage", "-colorspace", "gray"]
    if threshold:
        command += ["-threshold", "50%", "-format", "%[fx:1-mean]", "info:"]
    else:
        command += ["-format", "%[fx:mean]", "info:"]
    return float(subprocess.run(command, check=True, capture_output=True, text=True).stdout)


def colours(png):
    """How many different colours `png` has."""
    result = subprocess.run(["convert", png, "-format", "%k", "info:"], check=True, capture_output=True, text=True)
    return int(result.stdout)


def main():
    if len(sys.argv) != 5:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    dom, screenshot, expected, url = sys.argv[1], sys.argv[2], json.loads(sys.argv[3]), sys.argv[4]
    page = Page()
    with open(dom, encoding="utf-8", errors="replace") as f:
        page.feed(f.read())
    problems = []

    if page.title is None:
        problems.append("no title (<h1 class=\"title\">)")
    elif page.title != expected["title"]:
        problems.append(f"the title is [{page.title}], not [{expected['title']}]")
    if expected["topics"]:
        if not page.topics_section:
            problems.append("no topics section (<h2 id=\"topics\">)")
        # DocC may add groups of its own after the catalogue's (e.g. "Extended Modules").
        if page.topics[:len(expected["topics"])] != expected["topics"]:
            problems.append(f"the topic groups are {page.topics}, not {expected['topics']} first")
    for link in expected["links"]:
        if link not in page.links:
            problems.append(f"no link to {link}")
    if page.code < expected["code"]:
        problems.append(f"{page.code} code listings, expected {expected['code']}")
    if len(page.images) < expected["images"]:
        problems.append(f"{len(page.images)} pictures, expected {expected['images']}")
    for src in page.images:
        address = urllib.parse.urljoin(url, src)
        try:
            with urllib.request.urlopen(address, timeout=10) as response:
                body = response.read()
                if not body.startswith(b"\x89PNG"):
                    problems.append(f"the picture {src} is not a PNG")
        except OSError as error:
            problems.append(f"the picture {src} does not load: {error}")

    # The screenshot: a grey header band right of the sidebar with the dark title in it, text below.
    try:
        header = measure(screenshot, "800x170+440+60")
        header_ink = measure(screenshot, "800x170+440+60", threshold=True)
        body_ink = measure(screenshot, "800x480+440+320", threshold=True)
        palette = colours(screenshot)
    except (OSError, subprocess.CalledProcessError, ValueError) as error:
        problems.append(f"the screenshot cannot be read: {error}")
    else:
        if palette < 50 or (header > 0.995 and body_ink < 0.001):
            problems.append(f"the screenshot is blank ({palette} colours)")
        if not (0.80 <= header <= 0.97 and header_ink >= 0.005):
            problems.append(f"the screenshot shows no page header (grey {header:.3f}, ink {header_ink:.4f})")
        if body_ink < 0.005:
            problems.append(f"the screenshot shows no text below the header (ink {body_ink:.4f})")

    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
