"""Runs musify in a process group of its own and sends SIGNAL to the whole
group (as a terminal's Ctrl-C reaches musify and its parse workers) once
musify has printed AFTER progress lines; prints musify's last line and exit
status.

usage: interrupt.py SIGNAL AFTER musify args...
"""
import os
import signal
import subprocess
import sys

sig = getattr(signal, sys.argv[1])
after = int(sys.argv[2])
p = subprocess.Popen(sys.argv[3:], stderr=subprocess.PIPE, text=True,
                     start_new_session=True)
seen = 0
last = ""
for line in p.stderr:
    if line.startswith("musify: ["):
        seen += 1
        if seen == after:
            os.killpg(p.pid, sig)
    else:
        last = line.strip()
print(last)
print("exit status", p.wait())
