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
    rest = proc.stdout.read().decode()
    assert "Serving" not in rest, f"serve printed another URL after the one with the token: {rest!r}"


BROWSER_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--no-first-run"]  # Playwright gives it a fresh profile folder


def _text(data) -> str:
    """A websocket frame's terminal output, escape codes removed."""
    return ANSI.sub("", data.decode("utf-8", "replace") if isinstance(data, bytes) else data)


def _terminal_focused(page):
    return lambda: page.evaluate(
        "document.activeElement && document.activeElement.classList.contains('xterm-helper-textarea')")


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


def test_reloading_the_page_offers_to_restore_the_tab_s_work(served):
    """A reload starts a new app process; the tab's journal (its session id survives the
    reload in sessionStorage) is found and offered for restoring, and restoring brings back
    the Forest tapped for mana."""
    missing = _missing()
    if missing:
        if REQUIRE:
            pytest.fail(f"MTG_SANDBOX_REQUIRE_BROWSER=1 but {missing}")
        pytest.skip(missing)
    from playwright.sync_api import sync_playwright

    screen: list[str] = []
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=BROWSER_ARGS)
        try:
            page = browser.new_page(viewport={"width": 1400, "height": 900})
            page.on("websocket", lambda ws: ws.on("framereceived", lambda data: screen.append(_text(data))))
            page.goto(served)
            _until(page, lambda: "Mana pool" in "".join(screen), 30, "the board to be drawn")
            _until(page, _terminal_focused(page), 10, "the terminal to have the keyboard focus")
            page.keyboard.press("t")
            _until(page, lambda: "G×2" in "".join(screen), 15, "the pool to show G×2 after t")
            screen.clear()
            page.reload()
            _until(page, lambda: "Restore it?" in "".join(screen), 30, "the restore offer after the reload")
            assert "1 action(s)" in "".join(screen)
            _until(page, _terminal_focused(page), 10, "the terminal to have the keyboard focus")
            screen.clear()
            page.keyboard.press("Enter")  # the dialog has the focus: Enter restores
            _until(page, lambda: "session restored" in "".join(screen) and "G×2" in "".join(screen), 30,
                   "the restored pool")
        finally:
            browser.close()


def test_at_a_device_pixel_ratio_of_2_the_page_draws_in_css_pixels(served):
    """textual.js sizes the terminal's canvas in CSS pixels while its renderer draws in device
    pixels: at a ratio of 2 only the top-left quarter showed. The page reports a ratio of 1,
    so the canvas's last row is the key bar (read from the canvas's pixels)."""
    missing = _missing()
    if missing:
        if REQUIRE:
            pytest.fail(f"MTG_SANDBOX_REQUIRE_BROWSER=1 but {missing}")
        pytest.skip(missing)
    from playwright.sync_api import sync_playwright

    screen: list[str] = []
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=BROWSER_ARGS)
        try:
            page = browser.new_page(viewport={"width": 1200, "height": 800}, device_scale_factor=2)
            page.on("websocket", lambda ws: ws.on("framereceived", lambda data: screen.append(_text(data))))
            page.goto(served)
            _until(page, lambda: "Mana pool" in "".join(screen), 30, "the board to be drawn")
            _until(page, lambda: "Help" in "".join(screen), 30, "the key bar to be drawn")
            page.wait_for_timeout(500)  # the frame painted
            drawn = page.evaluate("""() => {
                const canvas = document.querySelector('#terminal canvas.xterm-text-layer');
                const box = document.querySelector('#terminal').getBoundingClientRect();
                const ctx = canvas.getContext('2d');
                const px = (x, y) => Array.from(ctx.getImageData(x, y, 1, 1).data);
                const right = Math.floor(canvas.width * 0.97);
                return {ratio: window.devicePixelRatio, box: [box.width, box.height],
                        status: px(right, 3), keys: px(right, canvas.height - 3), middle: px(right, canvas.height / 2)};
            }""")
        finally:
            browser.close()
    assert drawn["ratio"] == 1 and drawn["box"] == [1200, 800], "the terminal fills the page"
    # The status line (top row) and the key bar (bottom row) share their background: the
    # canvas's last row is the key bar, not the middle of the screen drawn twice as large.
    assert drawn["keys"] == drawn["status"] != drawn["middle"], drawn


def test_a_preset_with_a_bad_card_table_previewed_in_the_browser_keeps_the_session(served, tmp_path):
    """Issue 30, item 4: typing such a preset's name in the served app's `p` shows why it can't
    load; the websocket stays open and the app still answers keys (t taps the Forest, logged)."""
    missing = _missing()
    if missing:
        if REQUIRE:
            pytest.fail(f"MTG_SANDBOX_REQUIRE_BROWSER=1 but {missing}")
        pytest.skip(missing)
    from playwright.sync_api import sync_playwright

    presets = tmp_path / "data" / "presets"
    presets.mkdir(parents=True, exist_ok=True)
    (presets / "odd.toml").write_text(
        '[preset]\ntitle = "Odd Colors"\n[[card]]\nname = "Odd Card"\nmana_cost = "{1}"\ntype_line = "Artifact"\n'
        'colors = 5\n[[player]]\nbattlefield = ["Odd Card"]\n[[player]]\n', encoding="utf-8")
    screen: list[str] = []
    closed: list[bool] = []
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=BROWSER_ARGS)
        try:
            page = browser.new_page(viewport={"width": 1400, "height": 900})

            def watch(ws) -> None:
                ws.on("framereceived", lambda data: screen.append(_text(data)))
                ws.on("close", lambda _ws: closed.append(True))
            page.on("websocket", watch)
            page.goto(served)
            _until(page, lambda: "Mana pool" in "".join(screen), 30, "the board to be drawn")
            _until(page, _terminal_focused(page), 10, "the terminal to have the keyboard focus")
            page.keyboard.press("p")
            _until(page, lambda: "filter:" in "".join(screen), 15, "the preset browser")
            page.keyboard.type("odd colors")
            _until(page, lambda: "can't load" in "".join(screen), 15, "the preview to say why it can't load")
            page.keyboard.press("Escape")
            page.wait_for_timeout(500)  # the browser screen closes (a key typed before would go to its filter)
            assert "is tapped to pay {T}" not in "".join(screen)
            page.keyboard.press("t")
            _until(page, lambda: "is tapped to pay {T}" in "".join(screen), 15, "the log to say the Forest was tapped")
            assert not closed, "the websocket closed"
        finally:
            browser.close()
