"""Soulbond (702.95): two creatures paired with each other for as long as both remain creatures
on the battlefield under one player's control (702.95a, 702.95e).

A pairing is recorded on both objects (``Obj.chosen["paired_with"]``); it holds only while each
names the other, both are creatures on the battlefield and one player controls both. A permanent
that leaves becomes a new object (400.7), so the pairing can't come back; one that stops being a
creature or changes controllers becomes unpaired, and the record is cleared as state-based
actions are checked (``unpair_broken``), so a pairing never returns."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from sandbox.cards.model import Triggered
from sandbox.core.actions import Decision, Option

if TYPE_CHECKING:
    from sandbox.core.game import Game
    from sandbox.core.layers import Computed

PAIRED = "paired_with"
"""``Obj.chosen`` key: the id of the creature this one was paired with (702.95a)."""


def partner(game: Game, oid: int | None, out: dict[int, Computed] | None = None) -> int | None:
    """The creature ``oid`` is paired with, if the pairing holds (702.95e); ``out``: the layer
    results being computed (their types and controllers so far), else the current ones."""
    st = game.state
    if oid is None or oid not in st.objects:
        return None
    other = st.objects[oid].chosen.get(PAIRED)
    if other is None or other not in st.objects or st.objects[other].chosen.get(PAIRED) != oid:
        return None
    if st.objects[oid].zone != "battlefield" or st.objects[other].zone != "battlefield":
        return None
    if out is not None:
        if oid not in out or other not in out:
            return None
        a, b = out[oid], out[other]
        ok = "Creature" in a.chars.card_types and "Creature" in b.chars.card_types and a.controller == b.controller
    else:
        ok = ("Creature" in game.chars(oid).card_types and "Creature" in game.chars(other).card_types
              and game.controller(oid) == game.controller(other))
    return other if ok else None


def unpair_broken(game: Game, oid: int) -> None:
    """702.95e: a recorded pairing that no longer holds ends for good (both records cleared)."""
    obj = game.obj(oid)
    other = obj.chosen.get(PAIRED)
    if other is None or partner(game, oid) is not None:
        return
    del obj.chosen[PAIRED]
    if other in game.state.objects and game.obj(other).chosen.get(PAIRED) == oid:
        del game.obj(other).chosen[PAIRED]
    game.note("702.95e", f"{game.name(oid)} is no longer paired: one of the two left the battlefield, stopped being a "
              "creature or changed controllers", "sba", oid)
    game.touch()


def _unpaired_creature(game: Game, oid: int, you: int) -> bool:
    st = game.state
    return (oid in st.objects and st.objects[oid].zone == "battlefield" and game.controller(oid) == you
            and "Creature" in game.chars(oid).card_types and partner(game, oid) is None)


def _others(game: Game, source: int, you: int) -> list[int]:
    return [o for o in game.state.battlefield if o != source and _unpaired_creature(game, o, you)]


def can_pair(game: Game, source: int, entered: int, you: int) -> bool:
    """Soulbond's intervening "if" (603.4): you control the soulbond creature and the creature
    that entered (for its own entering: another creature), both unpaired."""
    if not _unpaired_creature(game, source, you):
        return False
    if entered == source:
        return bool(_others(game, source, you))
    return _unpaired_creature(game, entered, you)


def pair(game: Game, source: int, entered: int, you: int) -> None:
    """Resolve a soulbond trigger (702.95a): if the pairing can still be made (603.4), its
    controller may pair the two: the one that entered with the soulbond creature, or, for the
    soulbond creature's own entering, another unpaired creature they control, chosen."""
    name = game.name(source)
    if not can_pair(game, source, entered, you):
        game.note("603.4", f"soulbond of {name}: the creatures aren't both unpaired creatures you control now, so "
                  "nothing is paired", "resolve", source)
        return
    opts = _others(game, source, you) if entered == source else [entered]
    ans: Any = game.decide(Decision(you, f"soulbond: pair {name} with another creature? (any number: none or one)",
                                    [Option(o, game.name(o)) for o in opts], "choose", 0, 1, "702.95a"))
    picked = ans[0] if isinstance(ans, list) and ans else ans if isinstance(ans, int) else None
    if picked is None:
        game.note("702.95a", f"soulbond: {name} isn't paired", "resolve", source)
        return
    game.obj(source).chosen[PAIRED] = picked
    game.obj(picked).chosen[PAIRED] = source
    game.note("702.95a", f"soulbond: {name} and {game.name(picked)} are paired", "resolve", source)
    game.touch()


SOULBOND_SELF = Triggered(
    text="Soulbond (When this creature enters, if you control both this creature and another creature and both are "
         "unpaired, you may pair this creature with another unpaired creature you control for as long as both remain "
         "creatures on the battlefield under your control.)",
    on="enters", params=(("soulbond", True), ("what", "self")), effects=({"soulbond_pair": {}},))
SOULBOND_OTHER = Triggered(
    text="Soulbond (Whenever another creature enters under your control, if you control both that creature and this one "
         "and both are unpaired, you may pair that creature with this creature for as long as both remain creatures on "
         "the battlefield under your control.)",
    on="enters", params=(("soulbond", True), ("what", "another creature you control")), effects=({"soulbond_pair": {}},))
"""702.95a: the two triggered abilities soulbond stands for; the intervening "if" is checked as
each triggers (``can_pair``) and again as it resolves (603.4)."""
