"""`mtg-sandbox check` and `mtg-sandbox cards`."""

from __future__ import annotations

from pathlib import Path

from sandbox.cli import main

ROOT = Path(__file__).resolve().parent.parent.parent


def test_check_validates_presets_scenarios_and_card_files_recursively(capsys):
    code = main(["check", str(ROOT / "presets"), str(ROOT / "tests" / "scenarios"),
                 str(ROOT / "sandbox" / "cards" / "data" / "cards")])
    out = capsys.readouterr().out.splitlines()
    assert code == 0, "\n".join(line for line in out if "error" in line)
    assert out[-1].endswith(" ok, 0 with errors")
    kinds = {line.split(": ok (", 1)[1].split(",")[0] for line in out if ": ok (" in line}
    assert {"preset", "scenario", "script", "cards"} <= kinds


def test_check_reports_a_bad_command_in_a_scenario_without_running_it(tmp_path, capsys):
    f = tmp_path / "s.toml"
    f.write_text("[[player]]\n[[player]]\n\n[script]\ncommands = '''\nadd Forest\n  tapp Forest\n'''\n")
    assert main(["check", str(f)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[0] == f"{f}:7:3: error: expected a command, found 'tapp' (did you mean 'tap', 'untap'?)"


def test_check_doesnt_run_the_script(tmp_path, capsys):
    f = tmp_path / "s.script"
    f.write_text("expect life you 3\n")  # false, but check only validates
    assert main(["check", str(f)]) == 0
    assert "ok (script, 1 command(s), 1 expectation(s))" in capsys.readouterr().out


def test_cards_lists_and_searches_the_library(capsys):
    assert main(["cards", "rhino"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].split()[:2] == ["Siege", "Rhino"] and "{1}{W}{B}{G}" in out[0]
    assert out[-1] == "1 card(s) matching 'rhino'"
    assert main(["cards", "--oracle", "Wild Growth"]) == 0
    assert "Whenever enchanted land is tapped for mana" in capsys.readouterr().out
    assert main(["cards", "no such card anywhere"]) == 1
