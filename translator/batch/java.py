"""Is there a Java that Spark 4 can run on (17 or later)? Said plainly, before a JVM stack trace can be.

``python -m translator.batch.java`` prints the answer and exits 1 when Spark cannot start (make uses it).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

MINIMUM = 17
_VERSION = re.compile(r'version "(\d+)(?:\.(\d+))?')
_ADVICE = ("install a JDK 17 (e.g. apt-get install openjdk-17-jre-headless) or point JAVA_HOME at one; "
           "or translate without Spark: mqtranslate batch --engine local")


def find_java() -> str | None:
    """The java Spark would run: $JAVA_HOME/bin/java, else the one on PATH."""
    home = os.environ.get("JAVA_HOME")
    if home:
        java = Path(home) / "bin" / "java"
        return str(java) if java.is_file() else None
    return shutil.which("java")


def java_version(java: str) -> int | None:
    """The major version ``java -version`` reports (1.8 -> 8), or None when it does not run."""
    try:
        reported = subprocess.run([java, "-version"], capture_output=True, text=True, timeout=60).stderr
    except (OSError, subprocess.TimeoutExpired):
        return None
    match = _VERSION.search(reported)
    if match is None:
        return None
    major = int(match.group(1))
    return int(match.group(2) or 0) if major == 1 else major


def java_problem() -> str | None:
    """Why Spark cannot start on this machine, or None when a suitable Java is there."""
    java = find_java()
    if java is None:
        where = f"JAVA_HOME={os.environ['JAVA_HOME']} has no bin/java" if os.environ.get("JAVA_HOME") \
            else "no java on PATH and JAVA_HOME is not set"
        return f"Spark needs Java {MINIMUM} or later, and none was found ({where}): {_ADVICE}"
    version = java_version(java)
    if version is None or version < MINIMUM:
        found = "does not run" if version is None else f"is Java {version}"
        return f"Spark needs Java {MINIMUM} or later, but {java} {found}: {_ADVICE}"
    return None


def main() -> int:
    """Print whether the Spark engine can run here; 1 when it cannot."""
    problem = java_problem()
    if problem:
        print(f"warning: {problem}", file=sys.stderr)
        return 1
    print(f"{find_java()} is Java {MINIMUM} or later: the Spark engine can run")
    return 0


if __name__ == "__main__":
    sys.exit(main())
