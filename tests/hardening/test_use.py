"""`use` in scripts reads only presets beside the script, below it, or curated ones, and
never shows another file's content (issue 17, items 3 and 10)."""

from __future__ import annotations

from sandbox.cli import main

SECRET = "sk-live-0123456789abcdef"


def run(tmp_path, capsys, script: str) -> str:
    f = tmp_path / "sub" / "s.script"
    f.parent.mkdir(exist_ok=True)
    f.write_text(script + "\nexpect life you 20\n", encoding="utf-8")
    main(["run", str(f)])
    return capsys.readouterr().out


def test_use_never_shows_a_file_that_is_not_a_preset(tmp_path, capsys):
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "fake.env").write_text(f"API_KEY={SECRET}\n")
    (tmp_path / "fake.env").write_text(f"API_KEY={SECRET}\n")
    (tmp_path / "sub" / "broken.toml").write_text(f'x = {SECRET}\n')
    for target in ("fake.env", "../fake.env", str(tmp_path / "fake.env"), "broken.toml"):
        out = run(tmp_path, capsys, f"use {target}")
        assert SECRET[:8] not in out and "0 passed, 1 failed" in out, out


def test_use_reads_presets_below_the_script_and_curated_ones_by_name(tmp_path, capsys):
    (tmp_path / "sub" / "boards").mkdir(parents=True)
    (tmp_path / "sub" / "boards" / "b.toml").write_text('[[player]]\nlife = 20\n[[player]]\n')
    assert "1 passed, 0 failed" in run(tmp_path, capsys, "use boards/b.toml")
    assert "1 passed, 0 failed" in run(tmp_path, capsys, "use demo/default")
    assert "1 passed, 0 failed" in run(tmp_path, capsys, "use copies/effigy_token.toml")


def test_a_script_using_itself_is_one_line_not_a_recursion_error(tmp_path, capsys):
    out = run(tmp_path, capsys, "use s.script")
    assert out.splitlines()[0].endswith("no such file beside the script or among the curated presets")
