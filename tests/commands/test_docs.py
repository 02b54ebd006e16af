"""docs/COMMANDS.md: every ```sandbox example runs (each command succeeds, each expect
passes) on an empty board, and every command and every kind of expectation has an example."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from sandbox.script.commands import COMMANDS, parse
from sandbox.script.expect import PROPERTIES
from sandbox.script.scenario import load_scenario
from sandbox.script.session import Session, run_command

DOC = Path(__file__).resolve().parent.parent.parent / "docs" / "COMMANDS.md"
TEXT = DOC.read_text(encoding="utf-8")
BLOCKS = [(TEXT[:m.start()].count("\n") + 2, m.group(1))
          for m in re.finditer(r"```sandbox\n(.*?)```", TEXT, re.S)]


@pytest.mark.parametrize("line,block", BLOCKS, ids=[f"line{n}" for n, _ in BLOCKS])
def test_doc_example_runs(line, block):
    sc = load_scenario(f"{DOC}.script", block)
    session = Session(sc.game)
    for i, cmd in sc.lines:
        r = run_command(session, cmd)
        assert r.ok, f"docs/COMMANDS.md:{line + i - 1}: {cmd}: {r.message}"


def _example_lines() -> list[str]:
    return [ln.strip() for _, b in BLOCKS for ln in b.splitlines() if ln.strip() and not ln.startswith("#")]


def test_every_command_has_an_example():
    used = {parse(ln)[0] for ln in _example_lines()}
    assert set(COMMANDS) - used == set()


def test_every_expectation_has_an_example():
    expects = [ln.split(None, 1)[1] for ln in _example_lines() if ln.startswith("expect ")]
    text = "\n".join(expects)
    for subject in ("life", "pool", "stack", "decision", "options", "legal", "illegal", "step", "turn",
                    "active", "priority", "winner", "log", "hand"):
        assert any(e.startswith(subject + " ") for e in expects), subject
    assert any(re.match(r"(\d+|no) ", e) for e in expects), "counts"
    for prop in PROPERTIES - {"is", "type", "subtype", "supertype", "color", "counter"}:
        assert re.search(rf"\s{re.escape(prop)}(\s|$)", text, re.M), prop


def test_readme_five_line_scenario_passes(tmp_path, capsys):
    from sandbox.cli import main
    readme = (DOC.parent.parent / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Scenarios", 1)[1]
    script = re.search(r"```\n(.*?)```", section, re.S).group(1)
    assert len(script.strip().splitlines()) == 5
    assert "mtg-sandbox run effigy.script" in section
    path = tmp_path / "effigy.script"
    path.write_text(script)
    assert main(["run", str(path)]) == 0
    assert capsys.readouterr().out.strip().splitlines()[-1] == "1 passed, 0 failed"


def test_doc_scenario_file_example_runs(tmp_path, capsys):
    from sandbox.cli import main
    toml = re.search(r"```toml\n(.*?)```", TEXT, re.S).group(1)
    path = tmp_path / "bolt.toml"
    path.write_text(toml)
    assert main(["run", str(path)]) == 0
    assert capsys.readouterr().out.strip().splitlines()[-1] == "1 passed, 0 failed"
