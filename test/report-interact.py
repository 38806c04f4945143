#!/usr/bin/env python3
# Part of musify, under the Apache License v2.0 with LLVM Exceptions.
"""report-interact.py CHROMIUM DIR WORK: use report.html's tables in Chromium.

A harness page in WORK loads DIR/report.html in a frame (file://, network
off), clicks column headers and types into the filters as a person would,
and prints what the page then shows: the files in table order after each
click, the files left by a text filter, and the diagnostics left by the
kind filter.
"""
import os
import subprocess
import sys

chromium, d, work = sys.argv[1:4]
os.makedirs(work, exist_ok=True)
report = os.path.relpath(os.path.join(d, "report.html"), work)
harness = os.path.join(work, "harness.html")
with open(harness, "w") as f:
    f.write("""<!DOCTYPE html><html><body><pre id="out">not run</pre>
<iframe id="f" src="%s"></iframe>
<script>
document.getElementById('f').addEventListener('load', () => {
  const d = document.getElementById('f').contentDocument, out = [];
  const rows = () => [...d.querySelectorAll('#files-table tr.row')];
  const shown = () => rows().filter(r => r.style.display !== 'none')
                            .map(r => r.cells[0].textContent.split(' ')[0]);
  out.push('initial: ' + shown().join(' '));
  const th = d.querySelectorAll('#files-table th');
  th[0].click(); out.push('by file: ' + shown().join(' '));
  th[0].click(); out.push('by file, reversed: ' + shown().join(' '));
  th[1].click(); out.push('by lines: ' + shown().join(' '));
  const text = d.querySelector('input.filter[data-target="#files-table tr.row"]');
  text.value = 'KERNELS'; text.dispatchEvent(new Event('input'));
  out.push('filter kernels: ' + shown().join(' '));
  const kind = d.querySelector('select.filter');
  for (const k of ['port', 'hazard', '']) {
    kind.value = k; kind.dispatchEvent(new Event('input'));
    out.push('diagnostics of kind ' + (k || 'any') + ': ' +
             [...d.querySelectorAll('#diagnostics li')]
                 .filter(l => l.style.display !== 'none').length);
  }
  document.getElementById('out').textContent = out.join('\\n');
});
</script></body></html>
""" % report)
r = subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu",
                    "--no-first-run", "--disable-extensions",
                    "--allow-file-access-from-files",
                    "--virtual-time-budget=10000",
                    "--user-data-dir=" + os.path.join(work, "profile"),
                    "--dump-dom", "file://" + os.path.abspath(harness)],
                   stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=120,
                   text=True)
if r.returncode != 0:
    sys.exit(f"chromium failed ({r.returncode}): {r.stderr[-2000:]}")
start = r.stdout.find('<pre id="out">')
end = r.stdout.find("</pre>", start)
print(r.stdout[start + len('<pre id="out">'):end])
