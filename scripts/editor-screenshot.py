#!/usr/bin/env python3
"""Makes docs/images/neovim-diagnostics.png: Neovim's built-in LSP client
with `musify lsp` on a CUDA file, its diagnostics shown and the list of code
actions open. A real screen: Neovim runs embedded (`nvim --embed`), this
script attaches to it as its UI over msgpack-rpc (the protocol is spoken
here, with no package beyond Python's own), keeps the grid it draws with
its highlights, renders it as HTML and has headless Chromium take the
picture.

  scripts/editor-screenshot.py --musify build/bin/musify \\
      [--cuda-path /usr/local/cuda] [--out docs/images/neovim-diagnostics.png]

Needs nvim (0.7 or later) and chromium (scripts/setup.sh --tests).
"""

import argparse
import html
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import threading
import time

COLUMNS, ROWS = 96, 24


# --- msgpack, as much as Neovim's UI protocol uses ------------------------

def pack(v):
    if v is None:
        return b"\xc0"
    if v is True or v is False:
        return b"\xc3" if v else b"\xc2"
    if isinstance(v, int):
        if 0 <= v < 128:
            return bytes([v])
        if -32 <= v < 0:
            return struct.pack("b", v)
        return b"\xd3" + struct.pack(">q", v)
    if isinstance(v, str):
        data = v.encode()
        return b"\xdb" + struct.pack(">I", len(data)) + data
    if isinstance(v, (list, tuple)):
        return b"\xdd" + struct.pack(">I", len(v)) + b"".join(map(pack, v))
    if isinstance(v, dict):
        return (b"\xdf" + struct.pack(">I", len(v)) +
                b"".join(pack(k) + pack(x) for k, x in v.items()))
    raise TypeError(type(v))


class Reader:
    def __init__(self, stream):
        self.stream = stream

    def take(self, n):
        data = b""
        while len(data) < n:
            chunk = self.stream.read(n - len(data))
            if not chunk:
                raise EOFError("nvim closed its output")
            data += chunk
        return data

    def num(self, fmt):
        return struct.unpack(">" + fmt, self.take(struct.calcsize(fmt)))[0]

    def read(self):
        b = self.take(1)[0]
        if b < 0x80:
            return b
        if b >= 0xe0:
            return b - 0x100
        if 0x80 <= b <= 0x8f:
            return self.map(b & 0x0f)
        if 0x90 <= b <= 0x9f:
            return [self.read() for _ in range(b & 0x0f)]
        if 0xa0 <= b <= 0xbf:
            return self.take(b & 0x1f).decode("utf-8", "replace")
        simple = {0xc0: None, 0xc2: False, 0xc3: True}
        if b in simple:
            return simple[b]
        sized = {0xc4: "B", 0xc5: "H", 0xc6: "I"}  # bin
        if b in sized:
            return self.take(self.num(sized[b]))
        ext = {0xc7: "B", 0xc8: "H", 0xc9: "I"}
        if b in ext:
            n = self.num(ext[b])
            self.take(1 + n)
            return None
        fixext = {0xd4: 1, 0xd5: 2, 0xd6: 4, 0xd7: 8, 0xd8: 16}
        if b in fixext:
            self.take(1 + fixext[b])
            return None  # a buffer or window handle: not needed here
        nums = {0xca: "f", 0xcb: "d", 0xcc: "B", 0xcd: "H", 0xce: "I",
                0xcf: "Q", 0xd0: "b", 0xd1: "h", 0xd2: "i", 0xd3: "q"}
        if b in nums:
            return self.num(nums[b])
        strs = {0xd9: "B", 0xda: "H", 0xdb: "I"}
        if b in strs:
            return self.take(self.num(strs[b])).decode("utf-8", "replace")
        if b in (0xdc, 0xdd):
            return [self.read() for _ in range(self.num("H" if b == 0xdc
                                                        else "I"))]
        if b in (0xde, 0xdf):
            return self.map(self.num("H" if b == 0xde else "I"))
        raise ValueError("msgpack byte 0x%02x" % b)

    def map(self, n):
        out = {}
        for _ in range(n):
            k = self.read()
            out[k] = self.read()
        return out


# --- Neovim as a UI sees it ------------------------------------------------

class Screen:
    def __init__(self):
        self.cells = [[(" ", 0)] * COLUMNS for _ in range(ROWS)]
        self.attrs = {0: {}}
        self.fg, self.bg = 0x000000, 0xffffff

    def event(self, name, args):
        handler = getattr(self, "on_" + name, None)
        if handler:
            handler(*args)

    def on_default_colors_set(self, fg, bg, *_):
        if fg >= 0:
            self.fg = fg
        if bg >= 0:
            self.bg = bg

    def on_hl_attr_define(self, hl, rgb, *_):
        self.attrs[hl] = rgb

    def on_grid_clear(self, grid):
        self.cells = [[(" ", 0)] * COLUMNS for _ in range(ROWS)]

    def on_grid_line(self, grid, row, col, cells):
        hl = 0
        for cell in cells:
            text = cell[0]
            if len(cell) > 1:
                hl = cell[1]
            repeat = cell[2] if len(cell) > 2 else 1
            for _ in range(repeat):
                if row < ROWS and col < COLUMNS:
                    self.cells[row][col] = (text, hl)
                col += 1

    def on_grid_scroll(self, grid, top, bot, left, right, rows, _cols):
        old = [r[:] for r in self.cells]
        for r in range(top, bot):
            src = r + rows
            if top <= src < bot:
                self.cells[r][left:right] = old[src][left:right]

    def colors(self, hl):
        a = self.attrs.get(hl, {})
        fg = a.get("foreground", self.fg)
        bg = a.get("background", self.bg)
        if a.get("reverse"):
            fg, bg = bg, fg
        style = "color:#%06x;background:#%06x" % (fg, bg)
        if a.get("bold"):
            style += ";font-weight:bold"
        if a.get("italic"):
            style += ";font-style:italic"
        if a.get("undercurl") or a.get("underline"):
            style += ";text-decoration:underline %s #%06x" % (
                "wavy" if a.get("undercurl") else "solid",
                a.get("special", fg))
        return style

    def html(self):
        rows = []
        for row in self.cells:
            spans, run, hl = [], "", None
            for text, h in row:
                if h != hl and run:
                    spans.append('<span style="%s">%s</span>' % (
                        self.colors(hl), html.escape(run)))
                    run = ""
                hl = h
                run += text
            if run:
                spans.append('<span style="%s">%s</span>' % (
                    self.colors(hl), html.escape(run)))
            rows.append("".join(spans))
        return ("<!doctype html><meta charset=utf-8><style>body{margin:0;"
                "background:#%06x}pre{margin:0;font:14px/18px 'DejaVu Sans "
                "Mono',monospace}</style><pre>%s</pre>" % (
                    self.bg, "\n".join(rows)))


class Nvim:
    """nvim --embed, its output read by a thread of its own: it draws while
    it waits for input (a prompt), when it answers no request."""

    def __init__(self, argv, cwd, env):
        self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, cwd=cwd,
                                     env=env)
        self.reader = Reader(self.proc.stdout)
        self.screen = Screen()
        self.next_id = 1
        self.answers = {}
        self.lock = threading.Condition()
        threading.Thread(target=self.read_all, daemon=True).start()

    def read_all(self):
        try:
            while True:
                message = self.reader.read()
                with self.lock:
                    if message[0] == 1:
                        self.answers[message[1]] = message
                    elif message[0] == 2 and message[1] == "redraw":
                        for batch in message[2]:
                            for args in batch[1:]:
                                self.screen.event(batch[0], args)
                    self.lock.notify_all()
        except EOFError:
            pass

    def send(self, message):
        self.proc.stdin.write(pack(message))
        self.proc.stdin.flush()

    def notify(self, method, *params):
        self.send([2, method, list(params)])

    def request(self, method, *params, timeout=60):
        with self.lock:
            msgid = self.next_id
            self.next_id += 1
        self.send([0, msgid, method, list(params)])
        with self.lock:
            if not self.lock.wait_for(lambda: msgid in self.answers, timeout):
                raise RuntimeError("%s: no answer" % method)
            message = self.answers.pop(msgid)
        if message[2]:
            raise RuntimeError("%s: %s" % (method, message[2]))
        return message[3]

    def pump(self, seconds):
        """Lets nvim draw for this long."""
        time.sleep(seconds)


LUA = r"""
local musify, cuda, cache = ...
vim.o.termguicolors = true
vim.o.number = true
vim.o.signcolumn = "yes"
local client = vim.lsp.start_client({
  name = "musify",
  cmd = { musify, "lsp", "--cuda-path=" .. cuda, "--header-cache-dir=" .. cache },
  root_dir = vim.fn.getcwd(),
})
vim.lsp.buf_attach_client(0, client)
"""


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--musify", required=True)
    parser.add_argument("--cuda-path", default="/usr/local/cuda")
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser.add_argument("--out", default=os.path.join(
        root, "docs", "images", "neovim-diagnostics.png"))
    parser.add_argument("--input", default=os.path.join(
        root, "test", "lsp", "Inputs", "hazards.cu"))
    args = parser.parse_args()
    work = tempfile.mkdtemp(prefix="musify-screenshot-")
    try:
        source = os.path.join(work, "lanes.cu")
        shutil.copy(args.input, source)
        env = dict(os.environ, HOME=work)
        nvim = Nvim(["nvim", "--embed", "--clean", "-n", "lanes.cu"], work,
                    env)
        nvim.request("nvim_ui_attach", COLUMNS, ROWS,
                     {"ext_linegrid": True, "rgb": True})
        nvim.request("nvim_exec_lua", LUA, [
            os.path.abspath(args.musify), args.cuda_path,
            os.path.join(work, "cache")])
        for _ in range(600):
            if nvim.request("nvim_exec_lua",
                            "return #vim.diagnostic.get(0)", []) > 0:
                break
            nvim.pump(0.2)
        else:
            sys.exit("editor-screenshot: no diagnostics within 120 s")
        # The cursor on the first hazard, and the list of its code actions
        # (vim.ui.select, which waits for a choice: sent without waiting).
        first = nvim.request("nvim_exec_lua", """
          local d = vim.diagnostic.get(0)
          table.sort(d, function(a, b) return a.lnum < b.lnum end)
          vim.api.nvim_win_set_cursor(0, { d[1].lnum + 1, d[1].col })
          return d[1].lnum""", [])
        nvim.pump(1.0)
        nvim.notify("nvim_exec_lua", "vim.lsp.buf.code_action()", [])
        nvim.pump(3.0)
        page = os.path.join(work, "screen.html")
        with nvim.lock, open(page, "w", encoding="utf-8") as f:
            f.write(nvim.screen.html())
        nvim.proc.kill()
        os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
        subprocess.run(["chromium", "--headless", "--no-sandbox",
                        "--disable-gpu", "--hide-scrollbars",
                        "--screenshot=" + os.path.abspath(args.out),
                        "--window-size=%d,%d" % (COLUMNS * 9 - 22, ROWS * 18),
                        "file://" + page], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        print("wrote %s (first hazard on line %d)" % (args.out, first + 1))
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
