"""Sandbox edits of the board (not game actions): add, remove, move, life, counters, become,
tap/untap, token. They run through ``Game.perform`` so they are logged and undoable."""

from __future__ import annotations

from typing import TYPE_CHECKING

from sandbox.cards.model import Characteristics
from sandbox.cards.vocabulary import check_effect
from sandbox.core.actions import Edit
from sandbox.core.state import ZONES, ContinuousEffect
from sandbox.errors import IllegalActionError

if TYPE_CHECKING:
    from sandbox.core.game import Game


def apply_edit(game: Game, edit: Edit) -> None:
    handler = _EDITS.get(edit.op)
    if handler is None:
        raise IllegalActionError(f"unknown edit {edit.op!r}; known: {', '.join(_EDITS)}")
    handler(game, edit)
    # `add` ends with a zone change or counters, which mark the characteristics changed
    # themselves; one more mark would recompute every permanent once more per added card.
    game.touch(chars=edit.op not in _MARKS_ITSELF)


_MARKS_ITSELF = frozenset({"add"})


def _player(game: Game, edit: Edit) -> int:
    p = edit.arg("player", 0)
    if p not in range(len(game.state.players)):
        raise IllegalActionError(f"there is no player {p}")
    return p


def _add(game: Game, edit: Edit) -> None:
    card = game.db.get(edit.arg("card"))
    zone = edit.arg("zone", "battlefield")
    if zone not in ZONES or zone == "stack":
        raise IllegalActionError(f"can't add a card to {zone!r}; zones: library, hand, battlefield, graveyard, exile")
    p = _player(game, edit)
    if zone == "battlefield":
        tmp = game.put_in_zone(card.name, p, "command", kind="token" if card.token else "card",
                               token_chars=card.chars if card.token else None)
        if card.token:
            game.obj(tmp).card = None
        oid = game.enter_battlefield(tmp, p, tapped=bool(edit.arg("tapped")), rule="sandbox")
        if oid is None:
            return
        obj = game.obj(oid)
        if not edit.arg("sick", False):
            obj.controlled_since = 0
        for kind, n in dict(edit.arg("counters", ())).items():
            game.add_counters(oid, kind, int(n))
    else:
        oid = game.put_in_zone(card.name, p, zone)
    game.note("sandbox", f"added {game.name(oid)} to {game.state.players[p].name}'s {zone}", "edit", oid)


def _remove(game: Game, edit: Edit) -> None:
    oid = edit.arg("obj")
    obj = game.obj(oid)
    name = game.name(oid)
    game._remove_from_zone(obj)
    del game.state.objects[oid]
    for other in game.state.objects.values():
        if other.attached_to == oid:
            other.attached_to = None
    game.note("sandbox", f"removed {name}", "edit")


def _move(game: Game, edit: Edit) -> None:
    oid = edit.arg("obj")
    zone = edit.arg("zone")
    if zone not in ZONES or zone == "stack":
        raise IllegalActionError(f"can't move to {zone!r}; zones: library, hand, battlefield, graveyard, exile")
    if zone == "battlefield":
        game.enter_battlefield(oid, game.obj(oid).owner, rule="sandbox")
    else:
        game.move(oid, zone, rule="sandbox")


def _life(game: Game, edit: Edit) -> None:
    p = _player(game, edit)
    value = int(edit.arg("value"))
    game.state.players[p].life = value
    game.note("sandbox", f"{game.state.players[p].name}'s life set to {value}", "edit")


def _counters(game: Game, edit: Edit) -> None:
    oid = edit.arg("obj")
    n = int(edit.arg("n"))
    kind = edit.arg("kind")
    game.add_counters(oid, kind, n)
    game.note("sandbox", f"{n:+d} {kind} counter(s) on {game.name(oid)}", "edit", oid)


def _become(game: Game, edit: Edit) -> None:
    oid = edit.arg("obj")
    game.obj(oid)
    spec = check_effect({"become": dict(edit.arg("spec", ()))})["become"]
    game.state.effects.append(ContinuousEffect(spec["op"], (oid,), "sandbox animation", game.controller(oid),
                                               game.state.ts(), spec.get("until", "permanent"), "611.2c"))
    game.note("sandbox", f"{game.name(oid)} becomes {spec.get('pt', '')} {' '.join(spec.get('add_types', spec.get('types', ())))} (test animation effect)", "edit", oid)


def _tap(value: bool):
    def handler(game: Game, edit: Edit) -> None:
        oid = edit.arg("obj")
        game.obj(oid).tapped = value
        game.note("sandbox", f"{game.name(oid)} {'tapped' if value else 'untapped'}", "edit", oid)
    return handler


def _priority(game: Game, edit: Edit) -> None:
    p = _player(game, edit)
    game.state.priority = p
    game.state.passes = 0
    game.note("sandbox", f"{game.state.players[p].name} gets priority", "edit")


def _token(game: Game, edit: Edit) -> None:
    """Create a token: of a card definition (``card``) or of stated values (``spec``, 111.4)."""
    p = _player(game, edit)
    if edit.arg("card"):
        card = game.db.get(edit.arg("card"))
        chars, name = card.chars, card.name
    else:
        spec = dict(edit.arg("spec", ()))
        chars = Characteristics(name=str(spec.get("name", "Token")), colors=frozenset(spec.get("colors", ())),
                                card_types=tuple(spec.get("types", ("Creature",))),
                                subtypes=tuple(spec.get("subtypes", ())),
                                power=spec.get("power"), toughness=spec.get("toughness"))
        name = None
    oid = game.create_token(chars, p, card=name, tapped=bool(edit.arg("tapped")), rule="sandbox")
    if oid is not None:
        game.obj(oid).controlled_since = 0
        game.note("sandbox", f"created token {game.name(oid)} for {game.state.players[p].name}", "edit", oid)


_EDITS = {
    "add": _add,
    "token": _token,
    "remove": _remove,
    "move": _move,
    "life": _life,
    "counters": _counters,
    "become": _become,
    "tap": _tap(True),
    "untap": _tap(False),
    "priority": _priority,
}
