"""Fabricate N (702.123a): "When this permanent enters, you may put N +1/+1 counters on it. If you
don't, create N 1/1 colorless Servo artifact creature tokens." Glint-Sleeve Artisan (Fabricate 1)
and Weaponcraft Enthusiast (Fabricate 2) compiled from their Oracle text and cast on a real board:
the counters, or the Servos, never both; one that has left the battlefield can't get the counters,
so its controller gets the Servos."""

from __future__ import annotations

import pytest

from sandbox import Pass
from sandbox.cards.oracle import OracleCard, OracleFace, compile_card
from sandbox.formats.save import to_toml

from .copyhelp import cast, find, make

ARTISAN = OracleFace("Glint-Sleeve Artisan", "{2}{W}", "Creature — Dwarf Artificer",
                     "Fabricate 1 (When this creature enters, put a +1/+1 counter on it or create a 1/1 colorless "
                     "Servo artifact creature token.)", "2", "2")
ENTHUSIAST = OracleFace("Weaponcraft Enthusiast", "{2}{B}", "Creature — Aetherborn Artificer",
                        "Fabricate 2 (When this creature enters, put two +1/+1 counters on it or create two 1/1 "
                        "colorless Servo artifact creature tokens.)", "0", "1")


def _compiled(*faces) -> str:
    """The cards' tables and the Servo token table their text describes, as preset TOML."""
    tables: list = []
    for face in faces:
        result = compile_card(OracleCard(face.name, (face,)))
        assert result.table is not None, result.refused
        tables += [result.table, *(t for t in result.tokens if t not in tables)]
    preset = to_toml({"card": tables, "player": [{}, {}]})
    return preset[:preset.index("[[player]]")]


CARDS = _compiled(ARTISAN, ENTHUSIAST)


def _servos(game) -> list[int]:
    return [o for o in game.state.battlefield if game.chars(o).name == "Servo Token"]


def _enter(name: str, *, bolt: bool = False):
    """Cast ``name``; stop at the fabricate decision (after a Lightning Bolt at it, if ``bolt``)."""
    game = make(["Plains", "Plains", "Swamp", "Mountain"], [name, "Lightning Bolt"], pool="{W}{W}{B}{R}", extra=CARDS)
    cast(game, name)
    for _ in range(10):
        if game.pending is not None or any(game.obj(s).kind == "ability" for s in game.state.stack):
            break
        game.perform(Pass())
    if bolt:
        cast(game, "Lightning Bolt", find(game, name))
    for _ in range(20):
        if game.pending is not None:
            break
        game.perform(Pass())
    assert game.pending is not None and game.pending.rule == "608.2d"
    return game


def test_702_123a_the_counters_and_no_servo():
    game = _enter("Weaponcraft Enthusiast")
    game.answer("yes")
    me = find(game, "Weaponcraft Enthusiast")
    assert game.obj(me).counters.get("+1/+1") == 2 and (game.chars(me).power, game.chars(me).toughness) == (2, 3)
    assert _servos(game) == []


def test_702_123a_or_the_servos_and_no_counter():
    game = _enter("Weaponcraft Enthusiast")
    game.answer("no")
    assert not game.obj(find(game, "Weaponcraft Enthusiast")).counters
    servos = _servos(game)
    assert len(servos) == 2
    c = game.chars(servos[0])
    assert (c.power, c.toughness, not c.colors, set(c.card_types), tuple(c.subtypes)) == (1, 1, True, {"Artifact", "Creature"}, ("Servo",))
    assert all(game.obj(s).controller == 0 and game.obj(s).kind == "token" for s in servos)


def test_702_123a_fabricate_1_makes_one_servo():
    game = _enter("Glint-Sleeve Artisan")
    game.answer("no")
    assert len(_servos(game)) == 1


def test_702_123a_gone_before_it_resolves_the_servo_anyway():
    """Lightning Bolt kills the Artisan with its trigger on the stack: the counter can't be put
    on it, so the Servo is created (it wasn't done: 'if you don't')."""
    game = _enter("Glint-Sleeve Artisan", bolt=True)
    assert "Glint-Sleeve Artisan" in [game.chars(o).name for o in game.state.zone("graveyard", 0)]
    game.answer("yes")
    assert len(_servos(game)) == 1


@pytest.mark.parametrize("text", ["Fabricate", "Fabricate X", "Fabricate 0", "Fabricate {1}", "Fabricate 2 and 3"])
def test_702_123a_near_misses_refused(text):
    face = OracleFace("Test Fabricator", "{2}", "Artifact Creature — Construct", text, "1", "1")
    assert compile_card(OracleCard("Test Fabricator", (face,))).table is None
