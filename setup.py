"""Build mqtranslate: pure Python by default, so an install needs no C compiler (IBM i PASE, AIX, Windows).

``MQTRANSLATE_MYPYC=1`` (``make build-compiled``) opts in to compiling the modules every translated command runs
through with mypyc, from the same typed source; it needs mypy and a C compiler. The rest of the build is in
pyproject.toml.
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

if os.environ.get("MQTRANSLATE_MYPYC"):
    from mypyc.build import mypycify

    setup(ext_modules=mypycify(COMPILED, opt_level="3"))
else:
    setup()
