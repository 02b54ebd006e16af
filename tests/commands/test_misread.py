"""The misread corpus (tests/misread/): card files written from real Oracle text that the card
vocabulary can't express. Each must be refused by `python -m sandbox.cli check` with the exact
one-line error of its `# error:` header (same format as tests/malformed/), never loaded with a
different meaning."""

from __future__ import annotations

import re
import subprocess
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from .test_malformed import cli, header

ROOT = Path(__file__).resolve().parent.parent.parent
CORPUS = ROOT / "tests" / "misread"
FILES = sorted(p for p in CORPUS.iterdir() if p.suffix == ".toml")


@pytest.fixture(scope="module")
def results() -> dict[str, subprocess.CompletedProcess]:
    def one(path: Path):
        cmd, _ = header(path)
        return path.name, cli(cmd, str(path.relative_to(ROOT)))
    with ThreadPoolExecutor(max_workers=4) as pool:
        return dict(pool.map(one, FILES))


def test_the_corpus_has_at_least_15_filters():
    assert len([p for p in FILES if p.name.startswith("filter_")]) >= 15


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_misread_card_is_refused_with_its_exact_error_line(path, results):
    _, expected = header(path)
    proc = results[path.name]
    expected = expected.replace("{file}", str(path.relative_to(ROOT)))
    output = (proc.stdout + proc.stderr).splitlines()
    assert proc.returncode != 0
    assert "Traceback" not in proc.stderr and "Traceback" not in proc.stdout
    assert expected in output, "\n".join(output)


def _update_headers() -> None:  # pragma: no cover - a maintenance tool
    """`python -m tests.commands.test_misread`: rewrite each `# error:` line from the current
    output (review the diff before committing)."""
    for path in FILES:
        cmd, old = header(path)
        proc = cli(cmd, str(path.relative_to(ROOT)))
        lines = [ln for ln in (proc.stdout + proc.stderr).splitlines() if not re.search(r"ok, \d+ with errors$", ln)]
        new = lines[0].replace(str(path.relative_to(ROOT)), "{file}")
        if new != old:
            path.write_bytes(path.read_bytes().replace(f"# error: {old}".encode(), f"# error: {new}".encode(), 1))
            print(f"{path.name}: {new}")


if __name__ == "__main__":
    _update_headers()
