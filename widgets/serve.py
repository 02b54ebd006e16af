"""``mtg-sandbox serve``: the app in a web browser (textual-serve), on 127.0.0.1 only.

Before serving, the preset is loaded once (a bad path is an error here, not a page that never
finishes loading) and the port is tried (a busy port says so and suggests ``--port``). The page
is textual-serve's own, with two changes: the terminal font comes from the fonts textual-serve
ships (no request to a web-font host, so the page works offline), and the terminal takes the
keyboard focus as soon as it exists.

Any web page the user visits can reach 127.0.0.1, so the server admits only the browser the
user opened (as Jupyter does): the page needs a random token from the URL printed at start,
and the page's websocket carries it in its own URL (no cookie: a cookie for 127.0.0.1 would
go to every server on 127.0.0.1, whatever its port). Requests from another site (Origin), a
websocket without an Origin, and requests through another host name (Host, DNS rebinding)
are refused; the access log never shows the token. ``--no-token`` drops the token for a
trusted network; the Origin and Host checks stay. Sessions in a browser save only inside
the data folder.
"""

from __future__ import annotations

import argparse
import contextvars
import errno
import hmac
import logging
import re
import secrets
import shlex
import socket
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

from sandbox.api import SandboxError, load_any

from . import BROWSER_ENV
from .journal import JOURNAL_ENV, browser_session

if TYPE_CHECKING:
    from aiohttp import web

HOST = "127.0.0.1"
REDACTED = "token=[redacted]"

LOCAL_FONTS = """
    <style>
      /* mtg-sandbox: the fonts textual-serve ships, instead of a web-font host */
      @font-face { font-family: "Roboto Mono"; font-style: normal;
        src: url("{{ config.static.url }}fonts/RobotoMono-VariableFont_wght.ttf") format("truetype"); }
      @font-face { font-family: "Roboto Mono"; font-style: italic;
        src: url("{{ config.static.url }}fonts/RobotoMono-Italic-VariableFont_wght.ttf") format("truetype"); }
    </style>
"""

ONE_PIXEL_RATIO = """
    <script>
      // mtg-sandbox: textual.js sizes the terminal's canvas in CSS pixels while its renderer
      // draws in device pixels, so at a device pixel ratio of 2 only the top-left quarter
      // showed. The page reports a ratio of 1: the whole terminal is drawn, at CSS resolution.
      Object.defineProperty(window, "devicePixelRatio", { get: () => 1 });
    </script>
"""

FOCUS_TERMINAL = """
    <script>
      // mtg-sandbox: keys work at once: focus the terminal as soon as it exists.
      window.addEventListener("load", () => {
        let tries = 0;
        const timer = setInterval(() => {
          const input = document.querySelector("#terminal .xterm-helper-textarea");
          if (input && document.activeElement !== input) input.focus();
          if ((input && document.activeElement === input) || ++tries > 200) clearInterval(timer);
        }, 100);
      });
    </script>
"""


TOKEN_TO_WEBSOCKET = """
    <script>
      // mtg-sandbox: the websocket carries this page's token in its URL (there is no cookie),
      // and this tab's session id, kept in sessionStorage so that a reload finds its journal.
      (() => {
        const token = new URLSearchParams(window.location.search).get("token");
        const terminal = document.getElementById("terminal");
        if (!terminal) return;
        const url = new URL(terminal.dataset.sessionWebsocketUrl, window.location.href);
        if (token) url.searchParams.set("token", token);
        let session = sessionStorage.getItem("mtg-sandbox-session");
        if (!session) {
          const bytes = crypto.getRandomValues(new Uint8Array(16));
          session = Array.from(bytes, b => b.toString(16).padStart(2, "0")).join("");
          sessionStorage.setItem("mtg-sandbox-session", session);
        }
        url.searchParams.set("session", session);
        terminal.dataset.sessionWebsocketUrl = url.toString();
      })();
    </script>
"""

SESSION: contextvars.ContextVar[str | None] = contextvars.ContextVar("browser_session", default=None)
"""The browser tab a websocket request comes from (set by the admission middleware, read as
its app process starts): each request is handled in its own task, so each sees its own."""


def session_server(base: type) -> type:
    """textual-serve's ``Server`` with each tab's app process journaling to that tab's own
    journal (``browser-<session id>``), so that reloading the page offers to restore the work;
    a websocket without a session id runs without a journal. Its start-up prints nothing: the
    URL printed by :func:`serve` is the one with the token."""
    class SessionServer(base):  # type: ignore[misc, valid-type]
        @property
        def command(self) -> str:
            session = SESSION.get()
            return f"{JOURNAL_ENV}={'browser-' + session if session else 'off'} {self._app_command}"

        @command.setter
        def command(self, value: str) -> None:
            self._app_command = value

        async def on_startup(self, app) -> None:  # noqa: ANN001 - textual-serve's hook
            return None
    return SessionServer


def page_template(original: str) -> str:
    """textual-serve's page with local fonts, the terminal focused on load and the page's
    token passed to its websocket (the script runs as the page is read, after the terminal's
    element and before the page's scripts start the session on load)."""
    start = original.find('<link\n      rel="stylesheet"\n      href="https://fonts.googleapis.com')
    if start >= 0:
        end = original.index("/>", start) + 2
        original = original[:start] + original[end:]
    original = "\n".join(line for line in original.splitlines() if "fonts.googleapis.com" not in line)
    original = original.replace("<head>", "<head>" + ONE_PIXEL_RATIO, 1)
    original = original.replace("</head>", LOCAL_FONTS + FOCUS_TERMINAL + "  </head>", 1)
    return original.replace("</body>", TOKEN_TO_WEBSOCKET + "  </body>", 1)


def write_templates(server_module_file: str) -> Path:
    """A templates folder holding the changed page (a temporary folder, left to the OS)."""
    original = Path(server_module_file).parent / "templates" / "app_index.html"
    folder = Path(tempfile.mkdtemp(prefix="mtg-sandbox-serve-"))
    (folder / "app_index.html").write_text(page_template(original.read_text(encoding="utf-8")), encoding="utf-8")
    return folder


def port_problem(port: int, host: str = HOST) -> str:
    """Why the port can't be listened on ("" if it can)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            s.bind((host, port))
        except OSError as e:
            if e.errno == errno.EADDRINUSE:
                return f"port {port} on {host} is in use: choose another with --port (e.g. --port {port + 1})"
            return f"can't listen on {host}:{port}: {e.strerror or e}"
    return ""


def preset_problem(path: str) -> str:
    """Why the preset can't be opened ("" if it can): checked before anything is served."""
    try:
        load_any(path)
    except (SandboxError, OSError, ValueError) as e:
        first = str(e).splitlines()[0] if str(e) else type(e).__name__
        return f"can't open {path}: {first}"
    return ""


def serve(argv: list[str]) -> int:
    """Serve the app to browsers on this machine. Returns an exit code."""
    parser = argparse.ArgumentParser(prog="mtg-sandbox serve",
                                     description="Run the app in a web browser (http://127.0.0.1:PORT).")
    parser.add_argument("preset", nargs="?", help="a preset file to open (default: the tour board)")
    parser.add_argument("--port", type=int, default=8000, help="port to listen on (default 8000)")
    parser.add_argument("--no-token", action="store_true",
                        help="don't require the random token in the URL (only on a trusted network)")
    args = parser.parse_args(argv)
    if not 1 <= args.port <= 65535:
        print(f"error: --port must be from 1 to 65535, found {args.port}", file=sys.stderr)
        return 2
    try:
        from textual_serve import server as server_module
    except ImportError:
        print("error: textual-serve is not installed: run pip install -e . again to install it", file=sys.stderr)
        return 2
    problem = (preset_problem(args.preset) if args.preset else "") or port_problem(args.port)
    if problem:
        print(f"error: {problem}", file=sys.stderr)
        return 2
    # Each browser tab's session is its own process, journaling to the tab's own file.
    command = f"{BROWSER_ENV}=1 {shlex.quote(sys.executable)} -m sandbox.cli"
    if args.preset:
        command += " " + shlex.quote(args.preset)
    token = None if args.no_token else secrets.token_urlsafe(24)
    url = f"http://{HOST}:{args.port}/" + (f"?token={token}" if token else "")
    print(f"Serving mtg-sandbox on {url} (Ctrl+C to stop)", flush=True)
    server = session_server(server_module.Server)(command, host=HOST, port=args.port, title="mtg-sandbox",
                                                  templates_path=write_templates(server_module.__file__))
    guard(server, token)
    server.serve()
    return 0


def guard(server, token: str | None) -> None:
    """Make ``server`` (a textual-serve Server) refuse requests that aren't from the user's
    own browser tab: its aiohttp application gets ``admission_middleware``."""
    make_app = server._make_app
    redact_tokens_in_logs()

    async def guarded_app() -> web.Application:
        app = await make_app()
        app.middlewares.append(admission_middleware(token, server.port))
        return app

    server._make_app = guarded_app


class _RedactTokens(logging.Filter):
    """Replaces ``token=...`` in a log record's text (the access log prints each request line)."""

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        if "token=" in message:
            record.msg, record.args = _TOKEN.sub(REDACTED, message), ()
        return True


_TOKEN = re.compile(r"token=[^&\s\"']*")


def redact_tokens_in_logs() -> None:
    """No log line of aiohttp's (access log, errors) shows a token."""
    for name in ("aiohttp.access", "aiohttp.server", "aiohttp.web", "aiohttp.websocket"):
        logger = logging.getLogger(name)
        if not any(isinstance(f, _RedactTokens) for f in logger.filters):
            logger.addFilter(_RedactTokens())


def admission_middleware(token: str | None, port: int):
    """An aiohttp middleware: 403 for a foreign Host or Origin, for a websocket without an
    Origin (a browser always sends one), or (with a token) for a page, websocket or download
    asked for without the token in its URL. Static files (scripts, fonts) need no token."""
    from aiohttp import web
    hosts = {f"127.0.0.1:{port}", f"localhost:{port}"}
    expected = (token or "").encode()  # compared as bytes: any text given compares, none raises
    origins = {f"http://{h}" for h in hosts}

    @web.middleware
    async def admit(request: web.Request, handler):
        if request.host not in hosts:
            raise web.HTTPForbidden(text="refused: this server answers only to 127.0.0.1")
        origin = request.headers.get("Origin")
        if origin is not None and origin not in origins:
            raise web.HTTPForbidden(text="refused: a request from another site")
        if origin is None and request.headers.get("Upgrade", "").lower() == "websocket":
            raise web.HTTPForbidden(text="refused: a websocket without an Origin")
        if "?" in request.query_string:
            # textual.js appends "?width=..&height=.." to the websocket's URL, which already
            # holds "?token=..": read the second "?" as "&" so the token and the size both arrive
            request = request.clone(rel_url=request.rel_url.with_query(request.query_string.replace("?", "&")))
        if token is not None and not request.path.startswith("/static/") and \
                not hmac.compare_digest(request.query.get("token", "").encode(), expected):
            raise web.HTTPForbidden(text="refused: open the URL printed by `mtg-sandbox serve` (it has the token)")
        SESSION.set(browser_session(request.query.get("session", "")))
        return await handler(request)

    return admit
