"""Every scenario in tests/scenarios/ runs through the entry point a user runs
(`mtg-sandbox run FILE`) and passes; a broken expectation makes the run fail."""

from __future__ import annotations

from pathlib import Path

import pytest

from sandbox.cli import main

HERE = Path(__file__).resolve().parent.parent / "scenarios"
FILES = sorted(p for p in HERE.iterdir() if p.suffix in (".toml", ".script"))


def test_there_are_at_least_40_scenarios_covering_copies_triggers_and_mana():
    assert len(FILES) >= 40
    names = " ".join(p.name for p in FILES)
    for prefix in ("E0", "D0", "R0", "M1", "M4", "M5", "T_"):
        assert prefix in names


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_scenario_passes(path, capsys):
    code = main(["run", str(path)])
    out = capsys.readouterr().out
    assert code == 0, out
    last = out.strip().splitlines()[-1]
    passed = int(last.split()[0])
    assert passed >= 1 and last.endswith(" 0 failed"), out


def test_a_wrong_expectation_fails_with_its_line_and_the_actual_value(tmp_path, capsys):
    src = (HERE / "E09_effigy_copies_rhino_etb_triggers.toml").read_text()
    bad = tmp_path / "bad.toml"
    bad.write_text(src.replace("expect life opponent 17", "expect life opponent 16"))
    line = next(i for i, ln in enumerate(bad.read_text().splitlines(), 1) if "opponent 16" in ln)
    assert main(["run", str(bad)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert f"{bad}:{line}: expected Opponent's life 16, found 17" in out
    assert out[-1].endswith(" passed, 1 failed")


def test_run_several_files_sums_the_results(capsys):
    files = [str(p) for p in FILES[:3]]
    assert main(["run", *files]) == 0
    last = capsys.readouterr().out.strip().splitlines()[-1]
    assert last.endswith("passed, 0 failed")
