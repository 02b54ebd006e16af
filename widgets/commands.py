"""Command palette providers: cast, activate, tap or inspect objects by fuzzy name."""

from __future__ import annotations

from collections.abc import Iterator
from functools import partial
from typing import TYPE_CHECKING

from rich.text import Text
from textual.command import DiscoveryHit, Hit, Hits, Provider

from sandbox.api import (
    Activate,
    Cast,
    Foretell,
    InvalidActionError,
    ManaAbility,
    Ninjutsu,
    PlayLand,
    Suspend,
    TurnFaceUp,
)

POOL_QUERY = 3
"""Letters typed before the card pool's names are searched."""
POOL_HITS = 50
"""Pool cards offered at most for one query."""

if TYPE_CHECKING:
    from .screens.game import GameScreen


class _EntryProvider(Provider):
    """A provider over (text, callback, help) entries, matched by fuzzy name."""

    def _entries(self) -> Iterator[tuple[str, object, str]]:
        raise NotImplementedError

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for text, callback, help_text in self._entries():
            score = matcher.match(text)
            if score > 0:
                yield Hit(score, matcher.highlight(text), callback, help=help_text)


class ObjectCommands(_EntryProvider):
    """Every legal cast / play / activation / tap, and "inspect" for every object shown."""

    def _entries(self) -> Iterator[tuple[str, object, str]]:
        screen: GameScreen = self.screen  # type: ignore[assignment]
        game = getattr(screen, "game", None)
        if game is None or game.pending is not None:
            return
        for a in screen.legal():
            if isinstance(a, Cast) and a.face_down:
                # The engine pays the {3} itself (601.2g); the payment planner plans the card's own cost.
                yield (f"cast {game.name(a.card)} face down", partial(screen.apply, a),
                       "as a 2/2 creature for {3} (702.37c)")
            elif isinstance(a, Cast):
                yield f"cast {game.name(a.card)}", partial(screen.cast_from_hand, a), "cast it from hand (601)"
            elif isinstance(a, Ninjutsu):
                yield (f"ninjutsu {game.name(a.card)} returning {game.name(a.attacker)}", partial(screen.apply, a),
                       "702.49a")
            elif isinstance(a, Foretell):
                yield (f"foretell {game.name(a.card)}", partial(screen.apply, a),
                       "pay {2}, exile it face down: a special action (116.2h, 702.143a)")
            elif isinstance(a, Suspend):
                yield (f"suspend {game.name(a.card)}", partial(screen.apply, a),
                       "exile it with time counters: a special action (116.2f, 702.62a)")
            elif isinstance(a, TurnFaceUp):
                yield (f"turn {game.name(a.obj)} face up", partial(screen.apply, a),
                       "a special action (116.2b, 702.37e, 701.40b)")
            elif isinstance(a, PlayLand):
                yield f"play {game.name(a.card)}", partial(screen.apply, a), "play the land (305.1)"
            elif isinstance(a, Activate):
                abilities = game.activated_abilities(a.obj)
                ab = abilities[a.ability] if a.ability < len(abilities) else None
                if isinstance(ab, ManaAbility):
                    yield f"tap {game.name(a.obj)} for mana", partial(screen.apply, a), ab.text
                else:
                    yield f"activate {game.name(a.obj)}", partial(screen.pay_then, a), getattr(ab, "text", "")
        st = game.state
        for oid in list(st.battlefield) + list(st.stack) + [o for p in st.players for o in st.zone("hand", p.index)]:
            yield f"inspect {game.name(oid)}", partial(self._inspect, oid), f"explain it ({game.obj(oid).zone})"

    def _inspect(self, oid: int) -> None:
        screen: GameScreen = self.screen  # type: ignore[assignment]
        for pane in (screen.battlefield, screen.stack, screen.hand):
            if pane.select_oid(oid):
                pane.focus()
                break
        screen.selected = oid
        screen.show_inspector()

    async def discover(self) -> Hits:
        for text, callback, help_text in self._entries():
            yield DiscoveryHit(text, callback, help=help_text)


class CardCommands(_EntryProvider):
    """Every card of the library by fuzzy name: shows its Oracle text and rulings."""

    def _entries(self) -> Iterator[tuple[str, object, str]]:
        screen: GameScreen = self.screen  # type: ignore[assignment]
        game = getattr(screen, "game", None)
        if game is None:
            return
        for card in game.db:
            yield f"card {card.name}", partial(self._show, card), card.chars.type_line()

    async def search(self, query: str) -> Hits:
        async for hit in super().search(query):
            yield hit
        # The synced card pool (cards sync): tens of thousands of names, so only those holding
        # each word typed (3 letters at least) are offered to the fuzzy matcher, 50 at most.
        words = query.lower().removeprefix("card ").strip()
        game = getattr(self.screen, "game", None)
        if game is None or len(words) < POOL_QUERY:
            return
        matcher = self.matcher(query)
        for card in game.db.pool_search(words, names_only=True)[:POOL_HITS]:
            text = f"card {card.name}"
            score = matcher.match(text)
            if score > 0:
                note = "" if card.compiled else ", its text not understood"
                yield Hit(score, matcher.highlight(text), partial(self._show_pool, card.name),
                          help=f"{card.type_line} (card pool{note})")

    def _show(self, card) -> None:
        from .render import card_text
        screen: GameScreen = self.screen  # type: ignore[assignment]
        screen.inspector.show(card_text(card))

    def _show_pool(self, name: str) -> None:
        """A pool card read from its compiled table, or the lines its text was refused for."""
        screen: GameScreen = self.screen  # type: ignore[assignment]
        try:
            card = screen.game.db.get(name)
        except InvalidActionError as e:
            screen.inspector.show(Text(str(e)))
            return
        self._show(card)
