#!/usr/bin/env python3
# Part of musify, under the Apache License v2.0 with LLVM Exceptions.
#
# Checks the layering of lib/: each folder is one library (add_musify_library
# in its CMakeLists.txt) whose LINK_LIBS name the libraries it may use; the
# declared graph must have no cycle, and no file of a library (lib/<Folder>/
# and include/musify/<Folder>/) may include a header of a library that is
# not among its dependencies, directly or through others. Prints the layers,
# bottom first, and exits 1 with one line per violation.
#
#   check-layers.py <source root>
import os
import re
import sys

LIBRARY = re.compile(r"add_musify_library\(\s*(\w+)(.*?)\)", re.S)
INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]+)"', re.M)


def declared_libraries(root):
    """{folder: set of folders it links}, and the folders without one."""
    libs, missing = {}, []
    lib_dir = os.path.join(root, "lib")
    for folder in sorted(os.listdir(lib_dir)):
        path = os.path.join(lib_dir, folder)
        if not os.path.isdir(path):
            continue
        cmake = os.path.join(path, "CMakeLists.txt")
        match = os.path.exists(cmake) and LIBRARY.search(open(cmake).read())
        if not match or match.group(1) != folder:
            missing.append(folder)
            continue
        body = match.group(2).split("LINK_LIBS", 1)
        links = body[1].split() if len(body) > 1 else []
        libs[folder] = {l[len("musify"):] for l in links if l.startswith("musify")}
    return libs, missing


def find_cycle(libs):
    """A list of folders that form a cycle, or None."""
    state = {}

    def visit(node, stack):
        state[node] = "open"
        for dep in sorted(libs.get(node, ())):
            if state.get(dep) == "open":
                return stack[stack.index(dep):] + [dep] if dep in stack else [node, dep]
            if dep not in state:
                found = visit(dep, stack + [dep])
                if found:
                    return found
        state[node] = "done"
        return None

    for node in sorted(libs):
        if node not in state:
            found = visit(node, [node])
            if found:
                return found
    return None


def closure(libs, folder):
    seen, todo = set(), list(libs.get(folder, ()))
    while todo:
        dep = todo.pop()
        if dep not in seen:
            seen.add(dep)
            todo.extend(libs.get(dep, ()))
    return seen


def included_folder(include, own):
    parts = include.split("/")
    if parts[0] == "musify" and len(parts) > 2:
        return parts[1]
    if parts[0] == ".." and len(parts) > 2:
        return parts[1]
    return own


def files_of(root, folder):
    for base in (os.path.join(root, "lib", folder),
                 os.path.join(root, "include", "musify", folder)):
        for dirpath, _, names in os.walk(base):
            for name in sorted(names):
                if name.endswith((".cpp", ".h", ".def")):
                    yield os.path.join(dirpath, name)


def upward_includes(root, libs):
    for folder in sorted(libs):
        allowed = closure(libs, folder) | {folder}
        for path in files_of(root, folder):
            text = open(path, encoding="utf-8", errors="replace").read()
            for match in INCLUDE.finditer(text):
                target = included_folder(match.group(1), folder)
                if target in libs and target not in allowed:
                    line = text.count("\n", 0, match.start()) + 1
                    yield (f"{os.path.relpath(path, root)}:{line}: includes "
                           f"'{match.group(1)}', but musify{folder} does not "
                           f"link musify{target}")


def layers(libs):
    level = {}

    def depth(node):
        if node not in level:
            level[node] = 1 + max((depth(d) for d in libs[node] if d in libs),
                                  default=-1)
        return level[node]

    for node in libs:
        depth(node)
    return [sorted(n for n in libs if level[n] == l)
            for l in range(max(level.values()) + 1)]


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else "."
    libs, missing = declared_libraries(root)
    problems = [f"lib/{f}: not a library of its own (no add_musify_library({f} ...))"
                for f in missing]
    unknown = sorted({d for deps in libs.values() for d in deps} - set(libs))
    problems += [f"musify{d}: linked but not a library of lib/" for d in unknown]
    cycle = find_cycle(libs)
    if cycle:
        problems.append("cycle: " + " -> ".join("musify" + c for c in cycle))
    else:
        problems += list(upward_includes(root, libs))
    if problems:
        print("\n".join(problems))
        return 1
    for number, names in enumerate(layers(libs)):
        print(f"layer {number}: " + ", ".join("musify" + n for n in names))
    print(f"{len(libs)} libraries, no cycle, no upward include")
    return 0


if __name__ == "__main__":
    sys.exit(main())
