"""``mtg-sandbox serve``: the app in a web browser (textual-serve), on 127.0.0.1 only.

Any web page the user visits can reach 127.0.0.1, so the server admits only the browser the
user opened (as Jupyter does): the page needs a random token from the URL printed at start
(kept as a cookie for the websocket), and requests from another site (Origin) or through
another host name (Host, DNS rebinding) are refused. ``--no-token`` drops the token for a
trusted network; the Origin and Host checks stay. Sessions in a browser save only inside
the data folder."""

from __future__ import annotations

import argparse
import hmac
import secrets
import shlex
import sys
from typing import TYPE_CHECKING

from .journal import JOURNAL_ENV

if TYPE_CHECKING:
    from aiohttp import web

BROWSER_ENV = "MTG_SANDBOX_BROWSER"
"""Set (to 1) in the app processes a browser drives: saves stay inside the data folder."""
TOKEN_COOKIE = "mtg_sandbox_token"


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
        from textual_serve.server import Server
    except ImportError:
        print("error: textual-serve is not installed: run pip install -e . again to install it", file=sys.stderr)
        return 2
    # Each browser session is its own process; they don't journal (one journal file would be
    # shared by all of them, and a demo in a browser has nothing to restore after a crash).
    command = f"{JOURNAL_ENV}=off {BROWSER_ENV}=1 {shlex.quote(sys.executable)} -m sandbox.cli"
    if args.preset:
        command += " " + shlex.quote(args.preset)
    token = None if args.no_token else secrets.token_urlsafe(24)
    url = f"http://127.0.0.1:{args.port}/" + (f"?token={token}" if token else "")
    print(f"Serving mtg-sandbox on {url} (Ctrl+C to stop)", flush=True)
    server = Server(command, host="127.0.0.1", port=args.port, title="mtg-sandbox")
    guard(server, token)
    server.serve()
    return 0


def guard(server, token: str | None) -> None:
    """Make ``server`` (a textual-serve Server) refuse requests that aren't from the user's
    own browser tab: its aiohttp application gets ``admission_middleware``."""
    make_app = server._make_app

    async def guarded_app() -> web.Application:
        app = await make_app()
        app.middlewares.append(admission_middleware(token, server.port))
        return app

    server._make_app = guarded_app


def admission_middleware(token: str | None, port: int):
    """An aiohttp middleware: 403 for a foreign Host or Origin, or (with a token) for a page,
    websocket or download asked for without it. The page sets the token as a cookie the
    websocket then carries. Static files (scripts, fonts) need no token."""
    from aiohttp import web
    hosts = {f"127.0.0.1:{port}", f"localhost:{port}"}
    origins = {f"http://{h}" for h in hosts}

    @web.middleware
    async def admit(request: web.Request, handler):
        if request.host not in hosts:
            raise web.HTTPForbidden(text="refused: this server answers only to 127.0.0.1")
        origin = request.headers.get("Origin")
        if origin is not None and origin not in origins:
            raise web.HTTPForbidden(text="refused: a request from another site")
        given = request.query.get("token") or request.cookies.get(TOKEN_COOKIE) or ""
        if token is not None and not request.path.startswith("/static/") and not hmac.compare_digest(given, token):
            raise web.HTTPForbidden(text="refused: open the URL printed by `mtg-sandbox serve` (it has the token)")
        response = await handler(request)
        if token is not None and request.query.get("token"):
            response.set_cookie(TOKEN_COOKIE, token, httponly=True, samesite="Strict")
        return response

    return admit
