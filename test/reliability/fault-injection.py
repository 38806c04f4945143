"""Interrupts musify at random moments of a migration and checks that no
file is ever partial or lost (issue 13).

Usage: fault-injection.py <musify> <work dir> <files> <seed>
                          <token kills> <parse kills>

For each target (an out-root, then --in-place) and each mode (the
token-level pass alone, which runs in well under a second so that kills
land in the writing phase as often as in the reading one; then parsing with
Clang, whose worker processes are killed along with the parent or orphaned
by it), musify is started again and again and killed at a random moment
(two runs in three on the untouched tree, the third on what the killed run
before it left), alternately by SIGKILL (the parent alone, as the kernel's
out-of-memory killer would) and by SIGINT (the whole process group, as
Ctrl-C). After every kill:
  - out-root: each file there is the uninterrupted run's version of it, or
    a temporary file named *.musify-tmp-* (never migrated or copied later);
  - in place: each input is its original or its fully migrated text, each
    backup (.orig) is the original, nothing else appeared but temporaries.
At the end one uninterrupted run must leave exactly the tree an
uninterrupted run on a fresh copy leaves. Prints one line per target and
mode, and exits 1 on the first broken promise.
"""
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import time

TMP_MARK = ".musify-tmp-"
# The lock a killed run held (its pid inside); the next run takes it over.
RUN_LOCK = ".musify-lock"
# The out-root's precompiled preambles: musify's own state, not the port.
HEADER_CACHE = ".musify-header-cache" + os.sep


def drop_header_cache(files):
    for rel in [r for r in files if r.startswith(HEADER_CACHE)]:
        del files[rel]



def snapshot(root):
    files = {}
    for dirpath, _, names in os.walk(root):
        for n in names:
            p = os.path.join(dirpath, n)
            with open(p, "rb") as f:
                files[os.path.relpath(p, root)] = f.read()
    return files


def fail(message):
    print("FAIL: " + message)
    sys.exit(1)


class Target:
    def __init__(self, musify, work, source, in_place, token_only):
        self.musify, self.in_place, self.token_only = musify, in_place, token_only
        name = ("in-place" if in_place else "out-root") + \
            ("-token" if token_only else "-parse")
        self.name = name
        self.input = os.path.join(work, name, "in")
        self.out = os.path.join(work, name, "out")
        shutil.copytree(source, self.input)
        self.original = snapshot(self.input)
        # The uninterrupted run, on a fresh copy at another place.
        ref = Target.__new__(Target)
        ref.musify, ref.in_place, ref.token_only = musify, in_place, token_only
        ref.input = os.path.join(work, name, "ref-in")
        ref.out = os.path.join(work, name, "ref-out")
        shutil.copytree(source, ref.input)
        started = time.monotonic()
        code = subprocess.run(ref.command(), stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL).returncode
        self.duration = time.monotonic() - started
        if code != 0:
            fail(f"{name}: the uninterrupted run exited {code}")
        self.expected = snapshot(ref.input if in_place else ref.out)
        self.expected.pop(".musify-cache.json", None)
        drop_header_cache(self.expected)

    def command(self):
        cmd = [self.musify, "--quiet", "--in-root", self.input]
        cmd += ["--in-place"] if self.in_place else ["--out-root", self.out]
        if self.token_only:
            cmd.append("--cuda-path=/nonexistent")
        return cmd

    def check_after_kill(self, what):
        """Checks the tree; says whether the kill came while outputs were
        being written (some written, some not)."""
        if self.in_place:
            return self.check_in_place(what)
        return self.check_out_root(what)

    def check_out_root(self, what):
        if not os.path.isdir(self.out):
            return False
        now = snapshot(self.out)
        for rel, data in now.items():
            if TMP_MARK in rel or rel == RUN_LOCK:
                continue
            if rel == ".musify-cache.json" or (
                    rel.startswith(HEADER_CACHE) and rel.endswith(".json")):
                try:
                    json.loads(data)
                except ValueError:
                    fail(f"{self.name}, {what}: {rel} is not whole")
                continue
            if rel.startswith(HEADER_CACHE):
                # Precompiled headers differ from run to run (they record
                # their inputs' times); Clang writes them through a
                # temporary file, and one it cannot read is rebuilt.
                continue
            if rel not in self.expected:
                fail(f"{self.name}, {what}: unexpected file {rel}")
            if data != self.expected[rel]:
                fail(f"{self.name}, {what}: {rel} is partial or wrong")
        written = len(set(now) & set(self.expected))
        return 0 < written < len(self.expected)

    def check_in_place(self, what):
        now = snapshot(self.input)
        for rel, before in self.original.items():
            if rel not in now:
                fail(f"{self.name}, {what}: {rel} was lost")
            if now[rel] not in (before, self.expected.get(rel)):
                fail(f"{self.name}, {what}: {rel} is partial")
        for rel, data in now.items():
            if rel in self.original or TMP_MARK in rel or rel == RUN_LOCK:
                continue
            if rel.endswith(".orig") and rel[:-5] in self.original:
                if data != self.original[rel[:-5]]:
                    fail(f"{self.name}, {what}: backup {rel} is not the "
                         "original")
                continue
            fail(f"{self.name}, {what}: unexpected file {rel}")
        changed = [r for r in self.original if self.original[r] != self.expected.get(r)]
        done = sum(1 for r in changed if now[r] == self.expected.get(r))
        return 0 < done < len(changed)

    def reset(self, source):
        """Starts over from the untouched tree: once a run has written
        everything, later kills cannot land in the middle of writing."""
        shutil.rmtree(self.out, ignore_errors=True)
        if self.in_place:
            shutil.rmtree(self.input)
            shutil.copytree(source, self.input)

    def final_check(self):
        code = subprocess.run(self.command(), stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL).returncode
        if code != 0:
            fail(f"{self.name}: the re-run exited {code}")
        now = snapshot(self.input if self.in_place else self.out)
        now.pop(".musify-cache.json", None)
        drop_header_cache(now)
        for rel in sorted(set(now) | set(self.expected)):
            if now.get(rel) != self.expected.get(rel):
                fail(f"{self.name}: after the re-run {rel} differs from an "
                     "uninterrupted run's")


def interrupt(target, source, rng, kills, need_mid_write):
    """Kills \p kills runs; more (up to five times as many) when
    \p need_mid_write and none was killed while writing."""
    hit = {"SIGKILL": 0, "SIGINT": 0, "finished": 0}
    mid_write = 0
    i = 0
    while i < kills or (need_mid_write and not mid_write and i < 5 * kills):
        sig = signal.SIGKILL if i % 2 == 0 else signal.SIGINT
        # Two runs in three start over; the third goes on from what the
        # killed run before it left.
        if i % 3 != 2:
            target.reset(source)
        proc = subprocess.Popen(target.command(), stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL,
                                start_new_session=True)
        # Every other kill aims at the last quarter, where outputs are written.
        low = 0 if i % 4 < 2 else 0.75 * target.duration
        started = time.monotonic()
        deadline = started + rng.uniform(low, target.duration * 1.1)
        while time.monotonic() < deadline and proc.poll() is None:
            time.sleep(0.005)
        if proc.poll() is not None and i % 3 != 2:
            # A whole run from the start finished first: the machine is
            # faster or slower than when the uninterrupted run was timed
            # (other tests share it), so later kills aim by this run.
            target.duration = time.monotonic() - started
        if proc.poll() is None:
            if sig == signal.SIGKILL:
                os.kill(proc.pid, sig)
            else:
                os.killpg(proc.pid, sig)
            hit[sig.name] += 1
        else:
            hit["finished"] += 1
        proc.wait()
        i += 1
        mid_write += target.check_after_kill(f"interruption {i} ({sig.name})")
    if need_mid_write and not mid_write:
        fail(f"{target.name}: no run was killed while writing its outputs")
    target.final_check()
    print(f"{target.name}: {i} runs ({hit['SIGKILL']} killed by SIGKILL, "
          f"{hit['SIGINT']} by SIGINT, {hit['finished']} finished first; "
          f"{mid_write} stopped while writing outputs): nothing partial or "
          "lost; the re-run equals an uninterrupted run")


def main():
    musify, work, files, seed, token_kills, parse_kills = sys.argv[1:7]
    shutil.rmtree(work, ignore_errors=True)
    source = os.path.join(work, "source")
    here = os.path.dirname(os.path.abspath(__file__))
    subprocess.run([sys.executable, os.path.join(here, "make-tree.py"), source,
                    files, seed], check=True)
    rng = random.Random(int(seed))
    print(f"seed {seed}, {files} files")
    for token_only, kills in ((True, int(token_kills)),
                              (False, int(parse_kills))):
        for in_place in (False, True):
            interrupt(Target(musify, work, source, in_place, token_only),
                      source, rng,
                      kills, need_mid_write=token_only)


if __name__ == "__main__":
    main()
