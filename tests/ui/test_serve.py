"""``mtg-sandbox serve``: checks before serving (port, preset) and the page served (the server
in a real browser: tests/ui/test_browser.py)."""

from __future__ import annotations

import socket
from pathlib import Path

from sandbox.cli import main
from widgets.serve import page_template, write_templates


def test_serve_rejects_a_bad_port_with_one_line(capsys):
    assert main(["serve", "--port", "70000"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err == ["error: --port must be from 1 to 65535, found 70000"]


def test_serve_listens_on_localhost_only(monkeypatch):
    seen = {}

    class FakeServer:
        def __init__(self, command, host, port, title, templates_path):
            self.command = command
            seen.update(command=self.command, host=host, port=port, templates=templates_path, server=self)
            self.port = port

        async def _make_app(self):
            return None

        def serve(self):
            seen["served"] = True

    import textual_serve.server
    monkeypatch.setattr(textual_serve.server, "Server", FakeServer)
    board = str(sorted(Path("presets").rglob("*.toml"))[0])
    assert main(["serve", "--port", "8123", board]) == 0
    assert seen["host"] == "127.0.0.1" and seen["port"] == 8123 and seen["served"]
    assert seen["command"].endswith(f"-m sandbox.cli {board}")
    assert "fonts.googleapis.com" not in (seen["templates"] / "app_index.html").read_text()
    assert seen["command"].startswith("MTG_SANDBOX_JOURNAL=off "), "a websocket without a tab's id: no journal"
    assert " MTG_SANDBOX_BROWSER=1 " in seen["command"], "browser sessions save only inside the data folder"
    from widgets.serve import SESSION
    SESSION.set("0123456789abcdef0123456789abcdef")
    assert seen["server"].command.startswith("MTG_SANDBOX_JOURNAL=browser-0123456789abcdef0123456789abcdef "), \
        "each tab journals to its own file"


def test_serve_on_a_busy_port_says_so_and_suggests_another_before_serving(capsys):
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        assert main(["serve", "--port", str(port)]) == 2
    err = capsys.readouterr()
    assert "Serving" not in err.out
    assert err.err.strip() == (f"error: port {port} on 127.0.0.1 is in use: choose another with --port "
                               f"(e.g. --port {port + 1})")


def test_serve_checks_the_preset_before_serving(capsys, tmp_path):
    missing = tmp_path / "no" / "such.toml"
    assert main(["serve", str(missing)]) == 2
    err = capsys.readouterr()
    assert "Serving" not in err.out
    assert err.err.startswith(f"error: can't open {missing}: ") and len(err.err.strip().splitlines()) == 1


def test_the_page_uses_the_shipped_fonts_and_focuses_the_terminal():
    import textual_serve.server
    page = (write_templates(textual_serve.server.__file__) / "app_index.html").read_text()
    assert "googleapis" not in page and "fonts/RobotoMono-VariableFont_wght.ttf" in page
    assert ".xterm-helper-textarea" in page and "focus()" in page
    assert page_template("<head></head>").count("@font-face") == 2


def test_a_browser_tab_s_journal_is_named_by_its_session_id_and_nothing_else(journal_dir):
    from widgets.journal import journal_for
    tab = journal_for("browser-0123456789abcdef0123456789abcdef")
    assert tab is not None and tab.path == journal_dir / "browser" / "0123456789abcdef0123456789abcdef.json"
    for bad in ("browser-../../etc", "browser-", "browser-0123456789ABCDEF0123456789ABCDEF", "off", "OFF"):
        assert journal_for(bad) is None, bad
    assert journal_for("").path == journal_dir / "session.json"
