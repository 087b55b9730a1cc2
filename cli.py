"""The entry point the repository's layout names: ``python cli.py ...`` runs mqtranslate's command line, which
lives in the package (translator/command_line.py), so an install adds no top-level module."""

from translator.command_line import main, run

__all__ = ["main", "run"]

if __name__ == "__main__":
    run()
