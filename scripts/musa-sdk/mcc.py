# Part of musify, under the Apache License v2.0 with LLVM Exceptions.
# The MUSA SDK model's mcc (docs/verify.md): a driver over Clang that takes
# mcc's spellings and compiles MUSA code as CUDA under MUSA names, against
# the model's headers. scripts/musa-sdk-layout.py writes it to <model>/bin/mcc
# with CONFIG filled in; the model's root is found from where this file is.
#
# What it does with a MUSA source (.mu, .cu, or any file after -x musa):
#  - the device side is checked (-fsyntax-only, for the CUDA architecture
#    arches.tsv gives), not compiled: Clang 19 cannot make device code of
#    CUDA 13 into objects here, so there is no device code in what it
#    writes, and a kernel launch in a program it links launches nothing;
#  - the host side is compiled to an object;
#  - both with a prelude: the CUDA counterpart of each MUSA header the
#    source reaches, then the model's names.h (MUSA names, and CUDA's
#    poisoned), as `musify --verify` does.
# C and C++ sources are compiled as such, with the same prelude; objects
# and libraries are linked with clang++, with <model>/lib on the path.
import os
import re
import subprocess
import sys
import tempfile

CONFIG = {}  # filled in by musa-sdk-layout.py

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VALUED = {"-o", "-x", "-I", "-D", "-U", "-L", "-l", "-include", "-isystem",
          "-iquote", "-idirafter", "-MF", "-MT", "-MQ", "-Xlinker",
          "-Xclang", "-imacros", "-target"}
MUSA_EXT = (".mu", ".cu")
SOURCE_EXT = {".c": "c", ".cc": "c++", ".cpp": "c++", ".cxx": "c++",
              ".C": "c++", ".mu": "cuda", ".cu": "cuda"}


def fail(message):
    sys.stderr.write(f"mcc: error: {message}\n")
    sys.exit(1)


def parse(argv):
    """Inputs (path, language or None for a linker input), the flags that
    go to every compile, those that go to the link, and the mode."""
    o = {"inputs": [], "compile": [], "link": [], "out": None,
         "mode": "link", "arch": CONFIG["arches"][0], "deps": []}
    lang = None
    i = 0
    while i < len(argv):
        a = argv[i]
        value = None
        if a in VALUED:
            if i + 1 == len(argv):
                fail(f"argument to '{a}' is missing")
            value = argv[i + 1]
            i += 1
        i += 1
        if a == "-x" or (a.startswith("-x") and len(a) > 2):
            v = value if a == "-x" else a[2:]
            lang = None if v == "none" else ("cuda" if v == "musa" else v)
        elif a.startswith("--offload-arch="):
            name = a.split("=", 1)[1]
            arch = [x for x in CONFIG["arches"] if x[0] == name]
            if not arch:
                known = ", ".join(x[0] for x in CONFIG["arches"])
                fail(f"unsupported offload arch '{name}' (known: {known})")
            o["arch"] = arch[0]
        elif a in ("-c", "-E", "-fsyntax-only", "-S"):
            o["mode"] = a
        elif a == "-o":
            o["out"] = value
        elif a in ("-L", "-l", "-Xlinker"):
            o["link"] += [a, value]
        elif a.startswith(("-L", "-l", "-Wl,")) or a in ("-shared",
                                                          "-static"):
            o["link"].append(a)
        elif a in ("-MF", "-MT", "-MQ"):
            o["deps"] += [a, value]
        elif a in ("-MD", "-MMD"):
            o["deps"].append(a)
        elif a.startswith("-"):
            o["compile"] += [a] + ([value] if value is not None else [])
            if a in ("-pthread", "-fopenmp") or a.startswith("-fuse-ld"):
                o["link"].append(a)
        else:
            ext = os.path.splitext(a)[1]
            o["inputs"].append((a, lang or SOURCE_EXT.get(ext)))
    return o


def header_flags(lang, side):
    flags = ["-I" + os.path.join(ROOT, "include")]
    cuda = CONFIG["cuda"]
    if lang == "cuda":
        flags += ["--cuda-path=" + cuda,
                  "--cuda-gpu-arch=" + CONFIG["arch"][2],
                  "--cuda-host-only" if side == "host" else
                  "--cuda-device-only", *CONFIG["defines"]]
        # what nvcc accepts and Clang 19 with CUDA 13's headers does not
        # (each shim's comment says what): the shims named nvcc_*.h, in
        # name order, as musify's parse force-includes them
        for name in sorted(os.listdir(CONFIG["shims"])):
            if name.startswith("nvcc_") and name.endswith(".h"):
                flags += ["-include", os.path.join(CONFIG["shims"], name)]
    flags += ["-isystem", os.path.join(cuda, "include", "cccl"),
              "-isystem", CONFIG["shims"], "-isystem",
              os.path.join(cuda, "include"), "-Wno-unknown-cuda-version"]
    return flags


def reached_headers(src, lang, flags):
    """The CUDA headers to read before the model's names: the counterpart of
    each MUSA header the source reaches, and each CUDA header (thrust/, cub/)
    it reaches from outside the SDK (clang -H gives the include tree)."""
    x = "c++" if lang == "cuda" else lang
    # The MUSA macros the compile will see (MUSART_VERSION from defines.h),
    # so that `#if MUSART_VERSION >= 2020` reaches what it guards here too.
    seen = ["-include", "cuda_runtime.h",
            "-include", os.path.join(ROOT, "defines.h")]
    cmd = [CONFIG["clang"], "-x", x, *header_flags(x, "host"), *seen, *flags,
           "-Wno-everything", "-E", "-H", "-o", os.devnull, src]
    run = subprocess.run(cmd, capture_output=True, text=True,
                         errors="replace")
    model_inc = os.path.join(ROOT, "include") + os.sep
    cuda_incs = [os.path.join(CONFIG["cuda"], d) + os.sep
                 for d in ("include/cccl", "include")]
    needed, stack = [], []
    for line in run.stderr.splitlines():
        m = re.match(r"^(\.+) (.*)$", line)
        if not m:
            continue
        depth, path = len(m.group(1)), os.path.normpath(m.group(2))
        del stack[depth - 1:]
        parent = stack[-1] if stack else src
        stack.append(path)
        in_sdk = any((parent + os.sep).startswith(d) or parent.startswith(d)
                     for d in [model_inc, *cuda_incs])
        if in_sdk:
            continue
        if path.startswith(model_inc):
            rel = path[len(model_inc):]
            if rel in CONFIG["headers"]:
                needed.append(CONFIG["headers"][rel])
            continue
        for d in cuda_incs:
            if path.startswith(d):
                needed.append(path[len(d):])
                break
    return list(dict.fromkeys(needed))


def prelude(src, lang, flags, tmp):
    text = ("// mcc (musify's MUSA SDK model): CUDA's headers, then names.h\n"
            f'#include "{os.path.join(ROOT, "predefined.h")}"\n')
    for h in reached_headers(src, lang, flags):
        text += f"#include <{h}>\n"
    musa_arch = CONFIG["arch"][1]
    text += (f'#include "{os.path.join(ROOT, "names.h")}"\n'
             "#define MUSIFY_MODEL_PRELUDE_DONE 1\n"
             "#ifdef __CUDA_ARCH__\n#undef __MUSA_ARCH__\n"
             f"#define __MUSA_ARCH__ {musa_arch}\n#endif\n")
    path = os.path.join(tmp, "prelude.h")
    with open(path, "w") as f:
        f.write(text)
    return path


def run(cmd):
    code = subprocess.run(cmd).returncode
    if code != 0:
        sys.exit(code)


def compile_one(src, lang, o, out, tmp):
    if lang not in ("cuda", "c++", "c"):
        fail(f"'{src}': unknown language (a MUSA source is .mu, or -x musa)")
    pre = prelude(src, lang, o["compile"], tmp)
    x = "cuda" if lang == "cuda" else lang
    base = [CONFIG["clang"], "-x", x]
    # Warnings off after the caller's flags (the model's names.h redefines
    # and poisons CUDA's macros; -Wpedantic -Werror would stop at them),
    # but not Clang's errors by default, which -w would hide as well.
    common = ["-include", pre, *o["compile"], "-Wno-everything", src]
    if lang == "cuda":
        run(base + header_flags(x, "device") + ["-fsyntax-only"] + common)
    mode = o["mode"] if o["mode"] != "link" else "-c"
    cmd = base + header_flags(x, "host") + [mode] + common
    if mode != "-fsyntax-only":
        cmd += ["-o", out] if out else []
    run(cmd + (o["deps"] if mode == "-c" else []))


def main():
    o = parse(sys.argv[1:])
    CONFIG["arch"] = o["arch"]
    if not o["inputs"]:
        fail("no input files")
    with tempfile.TemporaryDirectory(prefix="mcc-") as tmp:
        if o["mode"] != "link":
            if o["out"] and len(o["inputs"]) > 1:
                fail("cannot specify -o with -c, -S or -E and several inputs")
            for src, lang in o["inputs"]:
                out = o["out"]
                if out is None and o["mode"] == "-c":
                    out = os.path.splitext(os.path.basename(src))[0] + ".o"
                compile_one(src, lang, o, out, tmp)
            return
        objects = []
        for n, (src, lang) in enumerate(o["inputs"]):
            if lang is None:
                objects.append(src)
                continue
            obj = os.path.join(tmp, f"{n}.o")
            compile_one(src, lang, o, obj, tmp)
            objects.append(obj)
        run([CONFIG["clang"], *[a for a in o["compile"]
                                if a.startswith(("-f", "-O", "-g", "-m"))],
             *objects, "-L" + os.path.join(ROOT, "lib"), *o["link"],
             "-o", o["out"] or "a.out"])


if __name__ == "__main__":
    main()
