"""``mtg-sandbox serve``: argument checks (the server itself is tried by hand, see bench/README)."""

from __future__ import annotations

from sandbox.cli import main


def test_serve_rejects_a_bad_port_with_one_line(capsys):
    assert main(["serve", "--port", "70000"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err == ["error: --port must be from 1 to 65535, found 70000"]


def test_serve_listens_on_localhost_only(monkeypatch):
    seen = {}

    class FakeServer:
        def __init__(self, command, host, port, title):
            seen.update(command=command, host=host, port=port)
            self.port = port

        async def _make_app(self):
            return None

        def serve(self):
            seen["served"] = True

    import textual_serve.server
    monkeypatch.setattr(textual_serve.server, "Server", FakeServer)
    assert main(["serve", "--port", "8123", "board.toml"]) == 0
    assert seen["host"] == "127.0.0.1" and seen["port"] == 8123 and seen["served"]
    assert seen["command"].endswith("-m sandbox.cli board.toml")
    assert seen["command"].startswith("MTG_SANDBOX_JOURNAL=off "), "browser sessions don't share a journal"
    assert " MTG_SANDBOX_BROWSER=1 " in seen["command"], "browser sessions save only inside the data folder"
