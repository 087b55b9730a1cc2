"""Build mqtranslate: the modules every translated command runs through are compiled with mypyc.

Compiled, they translate MQSC to CL about a quarter faster than as Python (benchmarks/run.py); the source stays
plain, typed Python. ``MQTRANSLATE_PURE_PYTHON=1`` builds without compiling, for machines with no C compiler.
The rest of the project is in pyproject.toml.
"""

import os

from setuptools import setup

# The per-command path: reading, validating and writing text dialects, and the pipeline around them.
COMPILED = [f"translator/{module}.py" for module in (
    "translation", "memo", "validate", "model/commands", "registry/schema",
    "readers/mqsc", "readers/cl", "readers/tpf", "readers/values", "readers/logical_lines", "readers/problems",
    "readers/parameters",
    "writers/cl", "writers/mqsc", "writers/tpf", "writers/layout", "writers/spelling", "writers/rendering",
    "writers/text_writer", "writers/context",
)]

if os.environ.get("MQTRANSLATE_PURE_PYTHON"):
    setup()
else:
    from mypyc.build import mypycify

    setup(ext_modules=mypycify(COMPILED, opt_level="3"))
