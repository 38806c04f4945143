#!/usr/bin/env python3
# Part of musify, under the Apache License v2.0 with LLVM Exceptions.
"""report-consistency.py DIR [HTML]: check that report.html shows report.json's numbers.

Parses the HTML (DIR/report.html, or HTML: the same page as a browser's DOM
dump) with the standard library: the summary numbers, one chart bar per
family with its migrated/unmigrated counts, one table row per file, one row
per renamed and kept project name, one list item per diagnostic, and no
external assets.
"""
import json
import os
import sys
from html.parser import HTMLParser

d = sys.argv[1]
page = sys.argv[2] if len(sys.argv) > 2 else os.path.join(d, "report.html")
report = json.load(open(os.path.join(d, "report.json")))


class Collect(HTMLParser):
    def __init__(self):
        super().__init__()
        self.ids, self.bars, self.items, self.external = {}, {}, 0, []
        self.rows = {}  # table id -> rows, the header row included
        self.table = None
        self.current = None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "span" and "id" in a:
            self.current = a["id"]
        if tag == "g" and a.get("class") == "bar":
            self.bars[a["data-family"]] = (int(a["data-migrated"]), int(a["data-unmigrated"]))
        if tag == "table":
            self.table = a.get("id")
        if tag == "tr":
            self.rows[self.table] = self.rows.get(self.table, 0) + 1
        if tag == "li":
            self.items += 1
        for k in ("src", "href"):
            if tag in ("script", "link", "img") and k in a:
                self.external.append(a[k])

    def handle_data(self, data):
        if self.current:
            self.ids[self.current] = int(data)
            self.current = None


c = Collect()
c.feed(open(page).read())
s = report["summary"]
problems = []
for key, html_id in [("files", "files"), ("changedFiles", "changed"),
                     ("migrated", "migrated"), ("unmigrated", "unmigrated"),
                     ("tokenLevelOnlyFiles", "token-only"), ("lines", "lines"),
                     ("effortMinutes", "effort-minutes")]:
    if c.ids.get(html_id) != s[key]:
        problems.append(f"summary {key}: html {c.ids.get(html_id)} json {s[key]}")
for sev in ("error", "warning", "note"):
    shown, expected = c.ids.get(sev + "s"), s["diagnostics"].get(sev, 0)
    if shown != expected:
        problems.append(f"summary {sev}s: html {shown} json {expected}")
# The headline's kinds add up to the diagnostics, and show report.json's.
if sum(s["work"].values()) != len(report["diagnostics"]):
    problems.append(f"work kinds {s['work']} do not add up to {len(report['diagnostics'])} diagnostics")
for kind, n in s["work"].items():
    if c.ids.get("work-" + kind, 0) != n:
        problems.append(f"work {kind}: html {c.ids.get('work-' + kind)} json {n}")
if sum(f["effortMinutes"] for f in report["files"]) != s["effortMinutes"]:
    problems.append("file efforts do not add up to the total")
for fam, counts in report["families"].items():
    if c.bars.get(fam) != (counts["migrated"], counts["unmigrated"]):
        problems.append(f"chart {fam}: html {c.bars.get(fam)} json {counts}")
symbols = report.get("symbols", {"renamed": [], "kept": []})
for table, expected in [("files-table", len(report["files"])),
                        ("dirs-table", len(report["directories"])),
                        ("apis-table", len(report["apis"])),
                        ("renamed-symbols", len(symbols["renamed"])),
                        ("kept-symbols", len(symbols["kept"]))]:
    shown = max(c.rows.get(table, 0) - 1, 0)
    if shown != expected:
        problems.append(f"{table}: html {shown} rows, json {expected}")
if c.items != len(report["diagnostics"]):
    problems.append(f"diagnostics: html {c.items} json {len(report['diagnostics'])}")
if c.external:
    problems.append(f"external assets: {c.external}")
print("\n".join(problems) if problems else f"consistent: {len(c.bars)} bars")
sys.exit(1 if problems else 0)
