"""Browser mode admits only the user's own tab (issue 17, item 2): the real server on a free
port, driven with aiohttp: no token or a foreign Origin/Host is refused, the printed URL works."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import aiohttp
import pytest

from widgets.serve import BROWSER_ENV

from .boards import through_path_prompt

ROOT = Path(__file__).resolve().parent.parent.parent


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_listening(port: int, proc: subprocess.Popen) -> None:
    """Wait for the server to listen (a condition: a loaded machine only makes it slower)."""
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        assert proc.poll() is None, proc.stderr.read() if proc.stderr else "the server exited"
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.1).close()
            return
        except OSError:
            time.sleep(0.05)
    raise AssertionError("the server never listened")


@pytest.fixture
def server(tmp_path):
    """``mtg-sandbox serve`` on a free port: (base URL, the URL it printed)."""
    port = free_port()
    env = dict(os.environ, MTG_SANDBOX_DATA_DIR=str(tmp_path), PYTHONPATH=str(ROOT))
    proc = subprocess.Popen([sys.executable, "-m", "sandbox.cli", "serve", "--port", str(port)], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True)
    try:
        printed = proc.stdout.readline()
        wait_listening(port, proc)
        url = printed.split(" on ", 1)[1].split()[0]
        yield f"http://127.0.0.1:{port}", url
    finally:
        os.killpg(proc.pid, signal.SIGTERM)
        proc.wait(timeout=10)


async def test_the_page_needs_the_printed_token(server):
    base, url = server
    assert "?token=" in url and len(url.split("token=")[1]) >= 20
    async with aiohttp.ClientSession() as http:
        async with http.get(base + "/") as r:
            assert r.status == 403
        async with http.get(base + "/?token=wrong") as r:
            assert r.status == 403
        async with http.get(url) as r:
            assert r.status == 200
            assert "session-websocket-url" in await r.text()


async def test_the_websocket_refuses_a_foreign_origin_a_missing_origin_and_a_missing_token(server):
    base, url = server
    token = url.split("token=")[1]
    ws_url = base.replace("http", "ws") + "/ws?width=80&height=24"
    # unsafe: keep cookies from an IP address, as browsers do for 127.0.0.1
    async with aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True)) as http:
        async with http.get(url) as r:  # the right page
            assert r.status == 200
        with pytest.raises(aiohttp.WSServerHandshakeError) as no_token:
            await http.ws_connect(ws_url, origin=base)
        assert no_token.value.status == 403, "the page left no cookie that stands for the token"
        with pytest.raises(aiohttp.WSServerHandshakeError) as foreign:
            await http.ws_connect(f"{ws_url}&token={token}", origin="http://evil.example")
        assert foreign.value.status == 403
        with pytest.raises(aiohttp.WSServerHandshakeError) as no_origin:
            await http.ws_connect(f"{ws_url}&token={token}")
        assert no_origin.value.status == 403
        async with http.get(url, headers={"Host": "evil.example:80"}) as r:
            assert r.status == 403, "DNS rebinding: a foreign Host is refused"
        ws = await http.ws_connect(f"{ws_url}&token={token}", origin=base)  # the user's own tab
        try:
            await ws.send_json(["ping", "x"])
            msg = await ws.receive_json(timeout=20)
            assert msg == ["pong", "x"]
        finally:
            await ws.close()


async def test_the_websocket_url_textual_js_builds_carries_the_token_and_the_size(server):
    """textual.js appends "?width=..&height=.." to the page's websocket URL, which holds
    "?token=..": the token still admits (and a wrong one in that shape is still refused)."""
    base, url = server
    token = url.split("token=")[1]
    ws_base = base.replace("http", "ws") + "/ws?token="
    async with aiohttp.ClientSession() as http:
        with pytest.raises(aiohttp.WSServerHandshakeError) as wrong:
            await http.ws_connect(f"{ws_base}{token[:-1]}?width=100&height=30", origin=base)
        assert wrong.value.status == 403
        with pytest.raises(aiohttp.WSServerHandshakeError) as smuggled:
            await http.ws_connect(f"{ws_base}wrong?token={token}&width=100&height=30", origin=base)
        assert smuggled.value.status == 403, "a second token after the '?' doesn't stand for the first"
        ws = await http.ws_connect(f"{ws_base}{token}?width=100&height=30", origin=base)
        try:
            await ws.send_json(["ping", "y"])
            assert await ws.receive_json(timeout=20) == ["pong", "y"]
        finally:
            await ws.close()


def test_serve_without_token_prints_a_bare_url(monkeypatch, capsys):
    from sandbox.cli import main
    seen = {}

    class FakeServer:
        def __init__(self, command, host, port, title, templates_path):
            seen.update(command=command, host=host)
            self.port = port

        async def _make_app(self):
            return None

        def serve(self):
            seen["served"] = True

    import textual_serve.server
    monkeypatch.setattr(textual_serve.server, "Server", FakeServer)
    assert main(["serve", "--port", "8124", "--no-token"]) == 0
    assert "http://127.0.0.1:8124/ (Ctrl+C" in capsys.readouterr().out
    assert f"{BROWSER_ENV}=1 " in seen["command"] and seen["served"]


async def test_a_browser_session_saves_only_inside_the_data_folder(tmp_path, journal_dir, monkeypatch, notices):
    from widgets.app import make_app
    monkeypatch.setenv(BROWSER_ENV, "1")
    outside = tmp_path / "outside.toml"
    app = make_app(flash=0)
    async with app.run_test(size=(120, 40)) as pilot:
        for typed in (str(outside), "../../outside.toml", "mine.toml"):
            await through_path_prompt(pilot, "s", typed)
        assert "a browser session saves only there" in (app.game_screen.error or "") or \
            any("saves only there" in m for m in notices)
    assert not outside.exists() and not (journal_dir.parent / "outside.toml").exists()
    assert (journal_dir / "presets" / "mine.toml").is_file()


async def test_the_page_sets_no_cookie_another_port_could_receive_and_passes_its_token_to_the_websocket(server):
    """A cookie for 127.0.0.1 goes to every port of 127.0.0.1 (issue 30, item 5): none is set,
    and an old host-wide cookie holding the token admits nothing."""
    base, url = server
    token = url.split("token=")[1]
    async with aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True)) as http:
        async with http.get(url) as r:
            assert r.status == 200
            assert "Set-Cookie" not in r.headers
            page = await r.text()
        assert 'url.searchParams.set("token", token)' in page
        assert page.index('id="terminal"') < page.index("url.searchParams.set")
        async with http.get(base + "/", cookies={"mtg_sandbox_token": token}) as r:
            assert r.status == 403


async def test_a_non_ascii_token_is_refused_and_no_log_line_shows_a_token(tmp_path):
    """``?token=é`` (issue 30, item 6) is a 403, not an error 500 whose traceback printed the
    real token; the access log shows every token redacted."""
    port = free_port()
    env = dict(os.environ, MTG_SANDBOX_DATA_DIR=str(tmp_path), PYTHONPATH=str(ROOT))
    proc = subprocess.Popen([sys.executable, "-m", "sandbox.cli", "serve", "--port", str(port)], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True)
    try:
        url = proc.stdout.readline().split(" on ", 1)[1].split()[0]
        token = url.split("token=")[1]
        wait_listening(port, proc)
        base = f"http://127.0.0.1:{port}"
        async with aiohttp.ClientSession() as http:
            for given in ("é", "%C3%A9", "\u2603" * 40, token[:-1] + "é"):
                async with http.get(f"{base}/?token={given}") as r:
                    assert r.status == 403
            async with http.get(url) as r:
                assert r.status == 200
    finally:
        os.killpg(proc.pid, signal.SIGTERM)
        out, err = proc.communicate(timeout=10)
    logged = out + err
    assert "Traceback" not in logged and "500" not in logged
    assert token not in logged
    assert logged.count("token=[redacted]") >= 5
