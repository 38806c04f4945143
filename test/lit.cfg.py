# -*- Python -*-  lit configuration of musify's regression tests.
import os
import shutil
import sys

import lit.formats

config.name = "musify"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".cu", ".cuh", ".cpp", ".test"]
config.excludes = ["Inputs", "lit.cfg.py", "lit.site.cfg.py"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.musify_obj_root, "test")

config.environment["PATH"] = os.pathsep.join(
    [config.musify_tools_dir, config.llvm_tools_dir,
     config.environment.get("PATH", "")])
# Never let the environment choose a CUDA toolkit behind a test's back.
config.environment.pop("CUDA_PATH", None)
# Compiled rule caches of the test run stay in the build tree, not in the
# user's cache directory.
config.environment["MUSIFY_CACHE_DIR"] = os.path.join(
    config.musify_obj_root, "test", "rule-cache")

musify = os.path.join(config.musify_tools_dir, "musify")
python = sys.executable
strip = os.path.join(config.test_source_root, "strip-checks.py")

# %musify parses with the real CUDA headers; %musify-nocuda with none at all.
# %musify-bin is the program alone, for scripts that choose their own flags.
config.substitutions.append(("%musify-bin", musify))
config.substitutions.append(
    ("%musify-nocuda", f"{musify} --cuda-path=%t.no-cuda-here"))
config.substitutions.append(
    ("%musify", f"{musify} --cuda-path={config.cuda_path}"))
# %strip copies a test input without its RUN and CHECK comments, so that
# expectations can never match themselves in the migrated output.
config.substitutions.append(("%strip", f"{python} {strip}"))
config.substitutions.append(("%python", python))
# %only-mapped-notes < file: no diagnostics in file but MU1005 notes.
config.substitutions.append(
    ("%only-mapped-notes", f"{python} {os.path.join(config.test_source_root, 'only-mapped-notes.py')}"))
# %expect-exit N cmd...: cmd must exit with status N.
config.substitutions.append(
    ("%expect-exit", f"{python} {os.path.join(config.test_source_root, 'expect-exit.py')}"))
config.substitutions.append(("%rules", os.path.join(config.musify_src_root, "rules")))
config.substitutions.append(("%inputs", os.path.join(config.test_source_root, "Inputs")))

# The report's HTML is checked in a real browser where one is installed
# (scripts/setup.sh installs Debian's chromium).
chromium = shutil.which("chromium") or shutil.which("chromium-browser")
if chromium:
    config.available_features.add("chromium")
    config.substitutions.append(("%chromium", chromium))

# The evidence the generated rules and the --verify model are made from is
# in the repository (rules/evidence); the scripts that read it need PyYAML.
try:
    import yaml  # noqa: F401
    config.available_features.add("pyyaml")
except ImportError:
    pass
config.substitutions.append(
    ("%evidence", os.path.join(config.musify_src_root, "rules", "evidence")))
config.substitutions.append(("%scripts", os.path.join(config.musify_src_root, "scripts")))

if config.have_cuda:
    config.available_features.add("cuda-sdk")

# The MUSA SDK model of --verify is generated at build time wherever CUDA's
# headers are (CMakeLists.txt): the tests that need it run then, and fail
# if it is missing; without CUDA they are unsupported (they need cuda-sdk).
data = os.path.join(config.musify_obj_root, "share", "musify")
config.substitutions.insert(0, ("%musify-data", data))
if config.have_musa_model:
    config.available_features.add("musa-model")
config.substitutions.append(
    ("%clangxx", os.path.join(config.llvm_tools_dir, "clang++")))
config.substitutions.append(
    ("%clang-format", os.path.join(config.llvm_tools_dir, "clang-format")))
config.substitutions.append(("%cuda", config.cuda_path))
nvcc = os.path.join(config.cuda_path, "bin", "nvcc")
if os.access(nvcc, os.X_OK):
    config.available_features.add("nvcc")
    config.substitutions.append(("%nvcc", nvcc))
# clang-tidy's fix applier, from Debian's clang-tools (setup.sh --tests).
apply = os.path.join(config.llvm_tools_dir, "clang-apply-replacements")
if os.access(apply, os.X_OK):
    config.available_features.add("clang-apply-replacements")
    config.substitutions.append(("%clang-apply-replacements", apply))
# The build tree, for the packaging test (cpack runs there).
config.substitutions.insert(0, ("%musify-obj", config.musify_obj_root))
if shutil.which("cpack") and shutil.which("dpkg-deb"):
    config.available_features.add("cpack-deb")
