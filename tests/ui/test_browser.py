"""``mtg-sandbox serve`` in a real browser: headless Chromium loads the page, the terminal has
the keyboard focus without a click, ``t`` taps the selected Forest and the pool changes.

Needs Chromium (Debian's ``chromium`` package) and Playwright's Python package (it drives the
installed Chromium; no browser download). Where either is missing the test is skipped with a
message, unless ``MTG_SANDBOX_REQUIRE_BROWSER=1`` (set by ``.ci/run``) makes that a failure.
"""

from __future__ import annotations

import os
import re
import shutil
import socket
import subprocess
import sys
import time
from urllib.parse import urlsplit

import pytest

REQUIRE = os.environ.get("MTG_SANDBOX_REQUIRE_BROWSER") == "1"
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
ANSI = re.compile(r"\x1b\[[0-9;?<>=]*[ -/]*[@-~]|\x1b[()][0-9A-Za-z]|\x1b[=>78]")


def _missing() -> str:
    if CHROMIUM is None:
        return "Chromium is not installed (apt-get install chromium)"
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "Playwright's Python package is not installed (pip install playwright)"
    return ""


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _wait_for_port(port: int, seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        with socket.socket() as s:
            if s.connect_ex(("127.0.0.1", port)) == 0:
                return
        time.sleep(0.1)
    raise AssertionError(f"mtg-sandbox serve didn't listen on port {port} within {seconds} s")


@pytest.fixture
def served(tmp_path):
    port = _free_port()
    env = dict(os.environ, MTG_SANDBOX_DATA_DIR=str(tmp_path / "data"))
    proc = subprocess.Popen([sys.executable, "-m", "sandbox.cli", "serve", "--port", str(port)], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, start_new_session=True)
    try:
        printed = proc.stdout.readline().decode()  # "Serving mtg-sandbox on <url with its token> ..."
        _wait_for_port(port, 20)
        url = printed.split(" on ", 1)[1].split()[0]
        assert url.startswith(f"http://127.0.0.1:{port}/?token="), printed
        yield url
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()


def _until(page, predicate, seconds: float, what: str) -> None:
    """Wait for ``predicate()``, letting the page deliver its events meanwhile."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if predicate():
            return
        page.wait_for_timeout(100)
    raise AssertionError(f"timed out after {seconds} s waiting for {what}")


def test_served_app_takes_keys_without_a_click_and_t_taps_the_forest(served):
    missing = _missing()
    if missing:
        if REQUIRE:
            pytest.fail(f"MTG_SANDBOX_REQUIRE_BROWSER=1 but {missing}")
        pytest.skip(missing)
    from playwright.sync_api import sync_playwright

    screen: list[str] = []  # the terminal output the page received, escape codes removed
    requests: list[str] = []
    with sync_playwright() as pw:
        browser = pw.chromium.launch(
            executable_path=CHROMIUM, headless=True,
            args=["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
                  "--disable-sync", "--no-first-run"])  # Playwright gives it a fresh profile folder
        try:
            page = browser.new_page(viewport={"width": 1400, "height": 900})
            page.on("request", lambda r: requests.append(r.url))
            page.on("websocket", lambda ws: ws.on(
                "framereceived",
                lambda data: screen.append(ANSI.sub("", data.decode("utf-8", "replace")
                                                    if isinstance(data, bytes) else data))))
            page.goto(served)
            _until(page, lambda: "Mana pool" in "".join(screen), 30, "the board to be drawn")
            _until(page, lambda: page.evaluate(
                "document.activeElement && document.activeElement.classList.contains('xterm-helper-textarea')"),
                10, "the terminal to have the keyboard focus")
            assert "×2" not in "".join(screen), "the pool is empty at first"
            page.keyboard.press("t")  # no click first: the terminal has the focus
            _until(page, lambda: "G×2" in "".join(screen), 15, "the pool to show G×2 after t")
        finally:
            browser.close()
    here = urlsplit(served).netloc  # the served page's host:port (its URL also carries the token)
    outside = [u for u in requests if urlsplit(u).netloc != here]
    assert any(u.endswith(".ttf") for u in requests), "the fonts come from the served page"
    assert outside == [], f"the page asked other hosts: {outside}"
