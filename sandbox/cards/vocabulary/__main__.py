"""``python -m sandbox.cards.vocabulary``: print the vocabulary tables of docs/CARDS.md;
``--write`` regenerates their blocks in docs/CARDS.md, ``--check`` exits 1 if it differs."""

from __future__ import annotations

import sys
from pathlib import Path

from sandbox.cards.vocabulary import markdown, render_doc

DOC = Path(__file__).resolve().parents[3] / "docs" / "CARDS.md"


def main(argv: list[str]) -> int:
    if "--write" in argv or "--check" in argv:
        old = DOC.read_text(encoding="utf-8")
        new = render_doc(old)
        if "--check" in argv:
            return 0 if new == old else 1
        DOC.write_text(new, encoding="utf-8")
        return 0
    for name, table in markdown().items():
        print(f"<!-- vocabulary:{name} -->\n{table}\n<!-- /vocabulary:{name} -->\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
