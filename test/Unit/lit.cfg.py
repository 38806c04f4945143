# -*- Python -*-  Runs the GoogleTest unit tests as part of the lit suite.
import lit.formats

config.name = "musify-unit"
config.suffixes = []
config.test_format = lit.formats.GoogleTest(".", "Tests")
config.test_source_root = config.unittests_dir
config.test_exec_root = config.unittests_dir
