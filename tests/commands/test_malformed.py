"""The malformed corpus (tests/malformed/): every file makes `python -m sandbox.cli` exit
non-zero with the exact one-line error written in the file's `# error:` header, and never a
traceback. `{file}` in the header stands for the path given on the command line."""

from __future__ import annotations

import contextlib
import io
import os
import re
import subprocess
import sys
import traceback
from pathlib import Path

import pytest

from sandbox.cli import main

ROOT = Path(__file__).resolve().parent.parent.parent
CORPUS = ROOT / "tests" / "malformed"
FILES = sorted(p for p in CORPUS.iterdir() if p.suffix in (".toml", ".script"))


def header(path: Path) -> tuple[str, str]:
    text = path.read_bytes().decode("utf-8", "replace")
    cmd = re.search(r"^# command: (\w+)$", text, re.M)
    err = re.search(r"^# error: (.*)$", text, re.M)
    assert cmd and err, f"{path.name} needs `# command:` and `# error:` header lines"
    return cmd.group(1), err.group(1)


def cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "sandbox.cli", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=60)


def cli_in_process(*args: str) -> subprocess.CompletedProcess:
    """``cli`` without starting an interpreter per file: the same entry point (``main``), its
    output captured; a traceback (an exception out of ``main``) is kept as text."""
    out, err = io.StringIO(), io.StringIO()
    cwd = os.getcwd()
    os.chdir(ROOT)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                code = main(list(args))
            except BaseException:  # noqa: BLE001 - what a process would print, to be asserted on
                err.write(traceback.format_exc())
                code = 1
    finally:
        os.chdir(cwd)
    return subprocess.CompletedProcess(["mtg-sandbox", *args], code, out.getvalue(), err.getvalue())


@pytest.fixture(scope="module")
def results() -> dict[str, subprocess.CompletedProcess]:
    """Each file's run (in this process: the tests below start the real program)."""
    out = {}
    for path in FILES:
        cmd, _ = header(path)
        out[path.name] = cli_in_process(cmd, str(path.relative_to(ROOT)))
    return out


def test_the_corpus_has_at_least_30_cases_of_each_kind_of_mistake():
    assert len(FILES) >= 30
    names = " ".join(p.name for p in FILES)
    for kind in ("syntax", "unknown_card", "wrong_type", "negative", "huge", "cycle", "missing", "wrong_zone",
                 "ambiguous", "illegal", "deep_nesting"):
        assert kind in names, kind


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_malformed_file_gives_its_exact_error_line_and_exits_non_zero(path, results):
    _, expected = header(path)
    proc = results[path.name]
    expected = expected.replace("{file}", str(path.relative_to(ROOT)))
    output = (proc.stdout + proc.stderr).splitlines()
    assert proc.returncode != 0
    assert "Traceback" not in proc.stderr and "Traceback" not in proc.stdout
    assert expected in output, "\n".join(output)


def test_a_malformed_file_run_by_the_real_program_gives_the_same_line():
    path = next(p for p in FILES if "cycle" in p.name)
    cmd, expected = header(path)
    proc = cli(cmd, str(path.relative_to(ROOT)))
    assert proc.returncode != 0 and "Traceback" not in proc.stderr
    assert expected.replace("{file}", str(path.relative_to(ROOT))) in (proc.stdout + proc.stderr).splitlines()
    assert (proc.returncode, proc.stdout, proc.stderr) == tuple(
        getattr(cli_in_process(cmd, str(path.relative_to(ROOT))), k) for k in ("returncode", "stdout", "stderr"))


def test_a_5_mb_file_is_refused_with_one_line(tmp_path):
    big = tmp_path / "big.toml"
    big.write_text("[[player]]\n[[player]]\n" + "# padding\n" * 530_000)
    assert big.stat().st_size > 5_000_000
    for cmd in ("check", "run"):
        proc = cli(cmd, str(big))
        assert proc.returncode != 0 and "Traceback" not in proc.stderr
        assert f"{big}: error: expected a file of at most 2000000 bytes, found {big.stat().st_size} bytes" in proc.stdout
    proc = cli(str(big), "--text")  # opening it in the app
    assert proc.returncode != 0 and "Traceback" not in proc.stderr
    assert proc.stderr.strip() == f"{big}: error: expected a file of at most 2000000 bytes, found {big.stat().st_size} bytes"


def test_opening_a_malformed_preset_in_the_app_is_one_line_on_stderr():
    path = "tests/malformed/unknown_card.toml"
    proc = cli(path, "--text")
    assert proc.returncode == 2 and proc.stdout == ""
    assert proc.stderr.count("\n") == 1 and "did you mean Grizzly Bears?" in proc.stderr


def _update_headers() -> None:  # pragma: no cover - a maintenance tool
    """`python -m tests.commands.test_malformed`: rewrite each `# error:` line from the current
    output, after a message was deliberately reworded (review the diff before committing)."""
    for path in FILES:
        cmd, old = header(path)
        proc = cli(cmd, str(path.relative_to(ROOT)))
        lines = [ln for ln in (proc.stdout + proc.stderr).splitlines()
                 if not re.search(r"passed, \d+ failed$|ok, \d+ with errors$|: stopped at line", ln)]
        new = lines[0].replace(str(path.relative_to(ROOT)), "{file}")
        if new != old:
            raw = path.read_bytes()
            path.write_bytes(raw.replace(f"# error: {old}".encode(), f"# error: {new}".encode(), 1))
            print(f"{path.name}: {new}")


if __name__ == "__main__":
    _update_headers()
