"""Runs a command while holding <dir>/.musify-lock as another musify run
does (flock, its pid inside) and with a temporary file of that run in
<dir>; prints the command's exit status and standard error, with this
process's pid written as PID."""
import fcntl
import os
import subprocess
import sys

root = sys.argv[1]
os.makedirs(root, exist_ok=True)
with open(os.path.join(root, ".musify-lock"), "w") as lock:
    fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
    lock.write("%d\n" % os.getpid())
    lock.flush()
    with open(os.path.join(root, "a.cu.musify-tmp-3fa91c"), "w") as tmp:
        tmp.write("being written\n")
    run = subprocess.run(sys.argv[2:], capture_output=True, text=True)
    print("exit", run.returncode)
    print(run.stderr.replace(str(os.getpid()), "PID"), end="")
