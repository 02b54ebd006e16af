""""Search your library for a card / up to three cards named <name>" (701.23a, 201.2): Squadron
Hawk, Whisper Squad and Welkin Hawk compiled from their Oracle text, on real boards. Only cards
with that name can be found: the source's own name for "~" (its last known name once it has
died, 608.2h), or the name printed."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleFace

from ..oracle.helpers import compile_text
from .copyhelp import activate, cast, compiled_cards, find, make, resolve

SQUADRON_HAWK = OracleFace("Squadron Hawk", "{1}{W}", "Creature — Bird", "Flying\nWhen this creature enters, you may search "
                           "your library for up to three cards named Squadron Hawk, reveal them, put them into your hand, "
                           "then shuffle.", power="1", toughness="1")
WHISPER_SQUAD = OracleFace("Whisper Squad", "{B}", "Creature — Human Soldier", "{1}{B}: Search your library for a card named "
                           "Whisper Squad, put it onto the battlefield tapped, then shuffle.", power="1", toughness="1")
WELKIN_HAWK = OracleFace("Welkin Hawk", "{1}{W}", "Creature — Bird", "Flying\nWhen this creature dies, you may search your "
                         "library for a card named Welkin Hawk, reveal that card, put it into your hand, then shuffle.",
                         power="1", toughness="1")
MAGES_TUTOR = OracleFace("Bears Tutor (test card)", "{G}", "Sorcery", "Search your library for a card named Grizzly Bears, "
                         "put it into your hand, then shuffle.")


def _labels(game) -> list[str]:
    return sorted(o.label.split(" #")[0] for o in game.pending.options)


def _names(game, zone: str, player: int = 0) -> list[str]:
    return sorted(game.chars(o).name for o in game.state.zone(zone, player))


def test_701_23a_squadron_hawk_finds_only_squadron_hawks():
    game = make(you_hand=["Squadron Hawk"], library=["Squadron Hawk", "Grizzly Bears", "Squadron Hawk", "Island"],
                extra=compiled_cards(SQUADRON_HAWK))
    cast(game, "Squadron Hawk")
    resolve(game)
    resolve(game)
    if game.pending is not None and game.pending.kind == "yesno":
        resolve(game, "yes")
    assert _labels(game) == ["Squadron Hawk", "Squadron Hawk"] and game.pending.max == 2
    resolve(game, [o.value for o in game.pending.options])
    assert _names(game, "hand") == ["Squadron Hawk", "Squadron Hawk"]
    assert _names(game, "library") == ["Grizzly Bears", "Island"]


def test_701_23a_whisper_squad_puts_another_one_onto_the_battlefield_tapped():
    game = make(you_bf=["Whisper Squad"], library=["Whisper Squad", "Grizzly Bears"], extra=compiled_cards(WHISPER_SQUAD))
    activate(game, find(game, "Whisper Squad"), "{1}{B}")
    resolve(game)
    assert _labels(game) == ["Whisper Squad"]
    resolve(game, game.pending.options[0].value)
    squads = [o for o in game.state.battlefield if game.chars(o).name == "Whisper Squad"]
    assert len(squads) == 2 and sum(game.obj(o).tapped for o in squads) == 1
    assert _names(game, "library") == ["Grizzly Bears"]


def test_608_2h_welkin_hawk_dies_and_finds_a_card_with_its_name():
    game = make(you_bf=["Welkin Hawk"], you_hand=["Lightning Bolt"], library=["Welkin Hawk", "Grizzly Bears"],
                extra=compiled_cards(WELKIN_HAWK))
    cast(game, "Lightning Bolt", find(game, "Welkin Hawk"))
    resolve(game)
    if game.pending is not None and game.pending.kind == "yesno":
        resolve(game, "yes")
    assert _labels(game) == ["Welkin Hawk"]
    resolve(game, game.pending.options[0].value)
    assert _names(game, "hand") == ["Welkin Hawk"] and _names(game, "library") == ["Grizzly Bears"]


def test_701_23a_a_card_named_by_another_name():
    game = make(you_hand=["Bears Tutor (test card)"], library=["Grizzly Bears", "Forest", "Llanowar Elves"],
                extra=compiled_cards(MAGES_TUTOR))
    cast(game, "Bears Tutor (test card)")
    resolve(game)
    assert _labels(game) == ["Grizzly Bears"]
    resolve(game, game.pending.options[0].value)
    assert _names(game, "hand") == ["Grizzly Bears"]


@pytest.mark.parametrize("text", [
    "Search your library for a cards named Grizzly Bears, put it into your hand, then shuffle.",
    "Search your library for up to three card named Grizzly Bears, reveal them, put them into your hand, then shuffle.",
    "Search your library for a card named Grizzly Bears or Forest, put it into your hand, then shuffle.",
    "Search your library for a card named Grizzly Bears and a card named Forest, put them into your hand, then shuffle.",
    "Search your library for a creature card named Grizzly Bears, put it into your hand, then shuffle.",
    "Search your library for a card not named Grizzly Bears, put it into your hand, then shuffle.",
    # ("up to two cards named Forest, reveal them, put one onto the battlefield tapped and the other
    # into your hand" is read now, with the filter's "named <Name>", 201.2)
    "Search your library for up to two cards not named Forest, reveal them, put one onto the battlefield tapped and the "
    "other into your hand, then shuffle.",
])
def test_701_23a_near_misses_are_refused(text):
    assert compile_text(text, type_line="Sorcery").table is None, text
