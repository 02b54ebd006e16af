"""The application: builds the game screen, offers to restore a journal, runs the app.

``make_app`` is the factory that tests, snapshots and benchmarks use; ``run_app`` is what
``mtg-sandbox [FILE]`` calls.
"""

from __future__ import annotations

import os
from collections import deque
from pathlib import Path
from time import perf_counter
from typing import TYPE_CHECKING, Any

from sandbox.api import (
    LoadError,
    SandboxError,
    collect_now,
    collection_due,
    collection_paused,
    default_game,
    interactive_collection,
    load_preset,
    load_preset_text,
    read_preset_file,
)

with collection_paused():  # Textual's modules and the app's: see collection_paused
    from textual import events
    from textual.app import App
    from textual.binding import Binding
    from textual.message import Message
    from textual.notifications import SeverityLevel
    from textual.screen import Screen

    from .journal import JOURNAL_ENV, Journal, journal_for
    from .screens.game import GameScreen

if TYPE_CHECKING:
    from sandbox.api import Game, PresetInfo

    from .screens.restore import RestoringScreen


IDLE_SECONDS = 1.0
"""A pause in the user's input this long is an idle moment (see ``_collect_when_idle``)."""


class _Stopped(Exception):
    """The user stopped a restore (Esc)."""


class KeyHandled(Message):
    """Sent after a key along the key's own way (the focused widget, bubbling up to the app):
    when it arrives, everything the key set off in those widgets has been handled."""

    def __init__(self, serial: int) -> None:
        super().__init__()
        self.serial = serial


BARRIER_RESEND = 0.25
"""Seconds after which a ``KeyHandled`` not back (its widget closed under it) is sent again."""


class SandboxApp(App[None]):
    """mtg-sandbox: a terminal laboratory for Magic rules interactions."""

    CSS_PATH = ["styles/app.tcss", "styles/dialogs.tcss"]
    TITLE = "mtg-sandbox"
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (120, "-wide")]
    BINDINGS = [
        Binding("q", "quit", "Quit", tooltip="Quit (the session journal is removed)", id="app.quit"),
    ]

    def __init__(self, game: Game, info: PresetInfo | None, preset_text: str = "", *,
                 journal: Journal | None = None, restore_from: Journal | None = None, flash: float = 0.6,
                 probe: bool = False) -> None:
        super().__init__()
        self.game_screen = GameScreen(game, info, preset_text, journal=journal, flash=flash)
        """The main screen (the owner of the game)."""
        self.journal = journal
        self.restore_from = restore_from
        """A journal left by a session that didn't end cleanly (offered for restoring)."""
        self.probe = probe
        """Measure key-press-to-frame latency (``latencies``, seconds)."""
        self.latencies: list[float] = []
        self._key_at: float | None = None
        self._input_at = perf_counter()
        self._collected = False
        self.last_collection: float | None = None
        """Seconds of the last full garbage collection made at an idle moment."""
        self._held: deque[events.Key] = deque()
        """Keys typed while an earlier key is still being handled (see ``_key_in``)."""
        self._key_busy = False
        self._barrier = 0
        self._barrier_at = 0.0

    def run(self, **kwargs: Any) -> None:
        """Run the app (as ``App.run``). What is loaded by now (modules, the card library,
        the board) lives as long as the app: it is frozen out of the garbage collector's
        passes, which otherwise walk it all (20-70 ms on 800 permanents) every so often;
        the collector's full passes wait for a pause in the user's input (see
        ``interactive_collection``)."""
        interactive_collection()
        return super().run(**kwargs)

    def notify(self, message: str, *, title: str = "", severity: SeverityLevel = "information",
               timeout: float | None = None, markup: bool = False) -> None:
        """Every notification (from any screen) shows its text as typed: messages carry card
        names, preset titles and typed commands, which must never be read as markup."""
        super().notify(message, title=title, severity=severity, timeout=timeout, markup=False)

    def watch_app_focus(self, focus: bool) -> None:
        """A screen opened while the app had no focus (a browser page not focused yet, as the
        restore offer opens after a reload) got no focus then; give it its own (AUTO_FOCUS)
        when the app gets the focus, so Enter means what the dialog says."""
        screen = self.screen
        if not focus or screen.focused is not None or not screen.AUTO_FOCUS:
            return
        target = next((w for w in screen.query(screen.AUTO_FOCUS) if w.focusable), None)
        if target is not None:
            screen.set_focus(target)

    def get_default_screen(self) -> Screen:
        return self.game_screen

    def on_mount(self) -> None:
        # After the first frame: a screen pushed before the game screen has painted can stay
        # hidden under it in a real terminal.
        self.call_after_refresh(self._offer_restore)
        self.set_interval(IDLE_SECONDS / 2, self._collect_when_idle)

    def _collect_when_idle(self) -> None:
        """A full pass of the garbage collector once the user has paused for IDLE_SECONDS
        (once per pause), so a key doesn't wait for one; or now if one is overdue."""
        idle = not self._collected and perf_counter() - self._input_at >= IDLE_SECONDS
        if idle or collection_due():
            self._collected = True
            self.last_collection = collect_now()

    def _offer_restore(self) -> None:
        if self.journal is not None and self.journal.notice:
            self.notify(self.journal.notice, title="Journal", severity="warning", timeout=12, markup=False)
        if self.restore_from is not None and self.restore_from.exists():
            from .screens.restore import RestoreScreen
            self.push_screen(RestoreScreen(self.restore_from.summary(), browser_tab=self.restore_from.of_browser_tab),
                             self._restore_answered)

    def _restore_answered(self, restore: bool | None) -> None:
        old = self.restore_from
        if old is None:
            return
        self.restore_from = None
        if not restore:
            old.discard()
            return
        from .screens.restore import RestoringScreen
        progress = RestoringScreen(old.summary())
        self.push_screen(progress)
        self.run_worker(lambda: self._restore_in_thread(old, progress), thread=True, exit_on_error=False)

    def _restore_in_thread(self, old: Journal, progress: RestoringScreen) -> None:
        """(Worker thread) rebuild the journaled game; the app keeps answering keys meanwhile.
        The game built here is new: nothing else uses it until it is handed over."""
        def step(done: int, total: int) -> None:
            if progress.stopped:
                raise _Stopped
            if done == total or done % 25 == 0:
                self.call_from_thread(progress.progress, done, total)
        try:
            result = old.restore(progress=step)
        except _Stopped:
            self.call_from_thread(old.discard)
            return
        except Exception as e:  # any failure: the journal is set aside, the app goes on
            self.call_from_thread(self._restore_failed, old, progress, f"{type(e).__name__}: {e}"
                                  if not isinstance(e, (SandboxError, ValueError)) else str(e))
            return
        self.call_from_thread(self._restored, old, progress, result)

    def _restored(self, old: Journal, progress: RestoringScreen, result: tuple[Game, PresetInfo, str]) -> None:
        progress.dismiss(True)
        game, info, text = result
        self.game_screen.load(game, info, text)
        self.game_screen.forget_saved()
        if old.notice:  # restored up to a damaged line: the file is kept for the rest
            damaged = old.notice
            old.set_aside_unreadable("damaged")
            self.notify(f"{damaged}; the journal was kept: {old.notice.rsplit(' moved to ', 1)[-1]}",
                        severity="warning", timeout=12, markup=False)
            return
        old.discard()
        self.notify("session restored", timeout=3)

    def _restore_failed(self, old: Journal, progress: RestoringScreen, why: str) -> None:
        progress.dismiss(False)
        old.set_aside_unreadable(why)
        self.notify(f"couldn't restore the session: {old.notice}", severity="error", timeout=12, markup=False)

    async def action_quit(self) -> None:
        """Quit cleanly (the journal is no longer needed), once the user agreed to discard
        actions not saved, if any."""
        from .screens.confirm import ConfirmScreen
        if isinstance(self.screen, ConfirmScreen):
            return
        self.game_screen.unless_unsaved("Quitting ends the session (its journal is removed).", self.quit_now)

    def quit_now(self) -> None:
        """Quit at once: the journal is no longer needed."""
        if self.journal is not None:
            self.journal.discard()
        self.exit()

    async def on_event(self, event: events.Event) -> None:
        if isinstance(event, events.InputEvent):
            self._input_at, self._collected = perf_counter(), False
        if isinstance(event, events.Key) and not event.is_forwarded:
            await self._key_in(event)
            return
        await super().on_event(event)

    async def _key_in(self, event: events.Key) -> None:
        """Keys are handled one after the other: a key typed while the one before is still on
        its way (its binding not run yet, the screen it opens not mounted yet) waits, then
        goes where the screen as it is by then sends it. Textual hands each key to the
        focused widget as it arrives, so ``:ex`` typed fast sent ``e`` and ``x`` to the game
        screen before the command line opened."""
        if not self.screen_stack:  # the app is closing: a key typed or held till now goes nowhere
            self._held.clear()
            self._key_busy = False
            return
        if self._key_busy:
            self._held.append(event)
            return
        self._key_busy = True
        # The latency probe: from a key event to the next frame the compositor produces.
        if self.probe:
            self._key_at = perf_counter()
        await super().on_event(event)
        self._send_barrier()

    def _send_barrier(self) -> None:
        """Send a ``KeyHandled`` along the way the next key would take."""
        if not self.screen_stack:
            return  # the app is closing: no key goes anywhere now
        self._barrier += 1
        self._barrier_at = perf_counter()
        target = self.focused or self.screen
        if not target.post_message(KeyHandled(self._barrier)):
            self.post_message(KeyHandled(self._barrier))
        self.set_timer(BARRIER_RESEND, self._barrier_lost)

    def _barrier_lost(self) -> None:
        if self._key_busy and perf_counter() - self._barrier_at >= BARRIER_RESEND * 0.9:
            self._send_barrier()

    async def on_key_handled(self, message: KeyHandled) -> None:
        if message.serial != self._barrier or not self._key_busy or not self.screen_stack:
            return  # a barrier sent again overtook this one, or the app is closing
        screen = self.screen
        if not screen.is_mounted or not all(node._message_queue.empty() for node in (screen, *screen.walk_children())):
            self._send_barrier()  # what the key set off is still under way (a screen mounting, a message)
            return
        self._key_busy = False
        if self._held:
            await self._key_in(self._held.popleft())

    def _display(self, screen, renderable) -> None:
        super()._display(screen, renderable)
        if self._key_at is not None and renderable is not None:
            self.latencies.append(perf_counter() - self._key_at)
            self._key_at = None


def preset_text_of(info: PresetInfo | None) -> str:
    """The text of the preset a game was loaded from ("" if unknown)."""
    if info is None or not info.path:
        return ""
    try:
        return read_preset_file(info.path)
    except LoadError:
        return ""


def make_app(preset: str | Path | None = None, *, text: str | None = None, journal: Journal | None = None,
             restore_from: Journal | None = None, flash: float = 0.6, probe: bool = False,
             game: Game | None = None, info: PresetInfo | None = None) -> SandboxApp:
    """Build the app on a preset file, preset text, a given game, or the default board."""
    if game is None:
        if text is not None:
            game, info = load_preset_text(text, str(preset or "<preset>"))
        elif preset is not None:
            game, info = load_preset(preset)
            info.path = str(preset)
        else:
            game, info = default_game()
    if text is None:
        text = preset_text_of(info)
    return SandboxApp(game, info, text, journal=journal, restore_from=restore_from, flash=flash, probe=probe)


def run_app(game: Game, info: PresetInfo | None) -> int:
    """Run the app on a loaded game (``mtg-sandbox [FILE]``), journaling the session."""
    journal = journal_for(os.environ.get(JOURNAL_ENV, ""))
    if journal is None:
        app = make_app(game=game, info=info)
    else:
        app = make_app(game=game, info=info, journal=journal, restore_from=journal.set_aside())
    app.run()
    return 0
