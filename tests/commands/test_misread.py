"""The misread corpus (tests/misread/): cards written from real Oracle text that the card
vocabulary can't express. Each must be refused by `check` with the exact one-line error in
its `# error:` header (`{file}` stands for the path), a non-zero exit and no traceback: a card
that isn't understood never loads with another meaning.

The CLI runs in-process (``sandbox.cli.main``), which is what `python -m sandbox.cli` calls."""

from __future__ import annotations

import contextlib
import io
import re
import traceback
from pathlib import Path

import pytest

from sandbox.cli import main

ROOT = Path(__file__).resolve().parent.parent.parent
CORPUS = ROOT / "tests" / "misread"
FILES = sorted(CORPUS.glob("*.toml"))


def header(path: Path) -> tuple[str, str]:
    text = path.read_text(encoding="utf-8")
    cmd = re.search(r"^# command: (\w+)$", text, re.M)
    err = re.search(r"^# error: (.*)$", text, re.M)
    assert cmd and err, f"{path.name} needs `# command:` and `# error:` header lines"
    return cmd.group(1), err.group(1)


def run_cli(*args: str) -> tuple[int, str]:
    """Exit code and combined output of the CLI; a traceback (an exception escaping) is output too."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
        try:
            code = main(list(args))
        except SystemExit as e:
            code = e.code if isinstance(e.code, int) else 1
        except Exception:  # noqa: BLE001 - an escaping exception is the failure being tested for
            traceback.print_exc(file=out)
            code = -1
    return code, out.getvalue()


def test_the_corpus_has_at_least_40_cards_of_each_kind_of_misread():
    own = [p for p in FILES if not p.name.startswith("filter_")]
    assert len(own) >= 40
    names = " ".join(p.name for p in own)
    for kind in ("keyword_", "condition_", "mana_", "cost_", "effect_", "replacement_", "static_", "event_", "amount_"):
        assert kind in names, kind


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_misread_card_is_refused_with_its_exact_error_line(path):
    cmd, expected = header(path)
    rel = str(path.relative_to(ROOT))
    code, output = run_cli(cmd, rel)
    assert code != 0
    assert "Traceback" not in output
    assert expected.replace("{file}", rel) in output.splitlines(), output


def _update_headers() -> None:  # pragma: no cover - a maintenance tool
    """`python -m tests.commands.test_misread`: rewrite each `# error:` line from the current
    output after a message was deliberately reworded (review the diff before committing)."""
    for path in FILES:
        cmd, old = header(path)
        rel = str(path.relative_to(ROOT))
        _, output = run_cli(cmd, rel)
        new = output.splitlines()[0].replace(rel, "{file}")
        if new != old:
            path.write_text(path.read_text(encoding="utf-8").replace(f"# error: {old}", f"# error: {new}", 1), encoding="utf-8")
            print(f"{path.name}: {new}")


if __name__ == "__main__":
    _update_headers()
