"""What the command line prints back: no raw escape codes, no megabyte lines (issue 17, item
14), and `.pzl` puzzles read as puzzles by `check`/`run` (item 15)."""

from __future__ import annotations

from sandbox.cli import main
from sandbox.errors import printable

ESCAPED_NAME = '''
[[card]]
name = "Evil\\u001b[31mRed\\u0007"
type_line = "Creature — Elf"
power = 1
toughness = 1
[[player]]
battlefield = ["Evil\\u001b[31mRed\\u0007"]
[[player]]
'''


def test_text_board_shows_escape_codes_as_visible_text(tmp_path, capsys):
    f = tmp_path / "esc.toml"
    f.write_text(ESCAPED_NAME, encoding="utf-8")
    assert main(["--text", str(f)]) == 0
    out = capsys.readouterr().out
    assert "\x1b" not in out and "\x07" not in out
    assert "Evil\\x1b[31mRed\\x07" in out


def test_run_prints_no_escape_codes_from_a_script(tmp_path, capsys):
    f = tmp_path / "esc.script"
    f.write_text("add \x1b]0;owned\x07Bears\nexpect life 20\n", encoding="utf-8")
    main(["run", str(f)])
    out = capsys.readouterr().out
    assert "\x1b" not in out and "\x07" not in out
    assert "\\x1b]0;owned\\x07" in out


def test_an_unknown_huge_name_is_echoed_cut_to_one_short_line(tmp_path, capsys):
    f = tmp_path / "huge.toml"
    f.write_text('[[player]]\nbattlefield = ["' + "Q" * 1_900_000 + '"]\n[[player]]\n', encoding="utf-8")
    assert main(["check", str(f)]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert len(lines) == 2 and len(lines[0]) < 1200
    assert "unknown card" in lines[0] and "more characters)" in lines[0]


def test_printable_keeps_newlines_and_cuts_each_line():
    assert printable("a\x1bb\nc") == "a\\x1bb\nc"
    assert printable("x" * 10, limit=4) == "xxxx… (6 more characters)"


def test_check_and_run_read_a_pzl_as_a_puzzle(capsys):
    assert main(["check", "tests/presets/fixtures/p0_p1.pzl"]) == 0
    assert "p0_p1.pzl: ok (puzzle," in capsys.readouterr().out
    assert main(["run", "tests/presets/fixtures/p0_p1.pzl"]) == 1
    out = capsys.readouterr().out
    assert "found a preset without a script" in out and "TOML" not in out
