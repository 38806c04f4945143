#!/usr/bin/env python3
# Part of musify, under the Apache License v2.0 with LLVM Exceptions.
"""report-links.py DIR: every relative link of DIR/report.md and
DIR/report.html resolves, from DIR, to a file that exists.

Prints "N links resolve" or the broken ones (exit status 1).
"""
import os
import re
import sys
from html.parser import HTMLParser
from urllib.parse import unquote, urlparse

d = sys.argv[1]
links = []
md = open(os.path.join(d, "report.md")).read()
links += [("report.md", m) for m in re.findall(r"\]\(([^)\s]+)\)", md)]


class Hrefs(HTMLParser):
    def handle_starttag(self, tag, attrs):
        for k, v in attrs:
            if k == "href":
                links.append(("report.html", v))


Hrefs().feed(open(os.path.join(d, "report.html")).read())
broken, checked = [], 0
for page, url in links:
    u = urlparse(url)
    if u.scheme or url.startswith("#"):
        continue
    checked += 1
    if not os.path.isfile(os.path.join(d, unquote(u.path))):
        broken.append(f"{page}: {url}")
print("\n".join(broken) if broken else f"{checked} links resolve")
sys.exit(1 if broken else 0)
