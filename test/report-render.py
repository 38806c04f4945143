#!/usr/bin/env python3
# Part of musify, under the Apache License v2.0 with LLVM Exceptions.
"""report-render.py CHROMIUM DIR WORK: render DIR/report.html in headless Chromium.

Checks what a person would see, not the HTML text: Chromium loads the page
(file://, network off) and dumps the DOM it built, whose numbers must match
report.json (report-consistency.py); then it paints a screenshot, in which
the chart's green (migrated) and red (unmigratable) bars must be visible
exactly for the families report.json counts them in. The PNG is decoded
with the standard library (zlib).
"""
import json
import os
import struct
import subprocess
import sys
import zlib

chromium, d, work = sys.argv[1:4]
os.makedirs(work, exist_ok=True)
url = "file://" + os.path.abspath(os.path.join(d, "report.html"))
base = [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
        "--disable-extensions", "--hide-scrollbars",
        "--user-data-dir=" + os.path.join(work, "profile")]


def run(args):
    r = subprocess.run(base + args + [url], stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, timeout=120)
    if r.returncode != 0:
        sys.exit(f"chromium failed ({r.returncode}): {r.stderr.decode()[-2000:]}")
    return r.stdout


dom = os.path.join(work, "dom.html")
with open(dom, "wb") as f:
    f.write(run(["--dump-dom"]))
check = subprocess.run([sys.executable, os.path.join(os.path.dirname(__file__),
                                                     "report-consistency.py"), d, dom],
                       stdout=subprocess.PIPE, text=True)
print("dom: " + check.stdout.strip())

shot = os.path.join(work, "report.png")
run(["--window-size=1280,900", "--screenshot=" + shot])


def decode_png(path):
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, width = 8, b"", 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, color, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and color in (2, 6) and interlace == 0, "unexpected PNG format"
            bpp = 3 if color == 2 else 4
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * bpp
    rows, prev = [], bytearray(stride)
    for y in range(height):
        f = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b = prev[i]
            c = prev[i - bpp] if i >= bpp else 0
            if f == 1:
                line[i] = (line[i] + a) & 255
            elif f == 2:
                line[i] = (line[i] + b) & 255
            elif f == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(line)
        prev = line
    return width, height, bpp, rows


width, height, bpp, rows = decode_png(shot)
# The chart's fill colours (lib/Report/ProjectReport.cpp).
green, red = (0x2E, 0x7D, 0x32), (0xC6, 0x28, 0x28)
counts = {green: 0, red: 0}
for line in rows:
    for x in range(0, width * bpp, bpp):
        px = tuple(line[x:x + 3])
        if px in counts:
            counts[px] += 1
report = json.load(open(os.path.join(d, "report.json")))
migrated = sum(c["migrated"] for c in report["families"].values())
unmigrated = sum(c["unmigrated"] for c in report["families"].values())
problems = []
if check.returncode != 0:
    problems.append("the DOM Chromium built does not match report.json")
if (counts[green] > 0) != (migrated > 0):
    problems.append(f"green bars: {counts[green]} px painted, {migrated} references migrated")
if (counts[red] > 0) != (unmigrated > 0):
    problems.append(f"red bars: {counts[red]} px painted, {unmigrated} references unmigratable")
print(f"screenshot: {width}x{height}, green bars {'painted' if counts[green] else 'absent'}, "
      f"red bars {'painted' if counts[red] else 'absent'}")
print("\n".join(problems) if problems else "rendered: ok")
sys.exit(1 if problems else 0)
