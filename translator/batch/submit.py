"""Entry point for spark-submit: the batch command on the cluster spark-submit names.

    spark-submit --master spark://host:7077 translator/batch/submit.py INPUT... --to cl --out DIR

Takes the same arguments as ``mqtranslate batch``; the master comes from spark-submit unless --master is given.
"""

from __future__ import annotations

import sys

from translator.command_line import main

if __name__ == "__main__":
    main(["batch", "--engine", "spark", *sys.argv[1:]])
