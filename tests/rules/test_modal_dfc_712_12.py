"""Modal double-faced cards (712.1, 712.12), compiled from both faces' Oracle text and played on
real boards: cast the spell front face or play the land back face; everywhere but the stack and
the battlefield the card is only its front face (712.8a: name, types, mana value in a hand, a
library, a graveyard); on the stack and the battlefield only the face that's up (712.8d-f), with
its own mana value; a modal double-faced card never transforms (701.27c); a copy of it copies
the face that's up (707.8). Near-misses refused naming 712."""

from __future__ import annotations

import pytest

from sandbox import Cast, IllegalActionError, PlayLand
from sandbox.cards.oracle import OracleCard, OracleFace, compile_card
from sandbox.core import faces
from sandbox.core.layers import mana_value_of
from sandbox.core.legal import legal_actions

from .copyhelp import find, hand, make, resolve

HAZARD = OracleFace("Spikefield Hazard", "{R}", "Instant",
                    "Spikefield Hazard deals 1 damage to any target. If a permanent dealt damage this way would die "
                    "this turn, exile it instead.")
CAVE = OracleFace("Spikefield Cave", "", "Land", "Spikefield Cave enters the battlefield tapped.\n{T}: Add {R}.")


def _mv(game, oid: int) -> int:
    return mana_value_of(game.chars(oid), game.obj(oid))


def test_712_1_compiled_mdfc_is_its_front_face_with_its_back_face_table():
    table = compile_card(OracleCard("Spikefield Hazard // Spikefield Cave", (HAZARD, CAVE), "modal_dfc")).table
    assert table is not None
    assert (table["name"], table["mana_cost"], table["type_line"]) == ("Spikefield Hazard", "{R}", "Instant")
    assert table["effects"][0] == {"damage": {"amount": 1, "to": "target"}}
    back = table["modal"]
    assert (back["name"], back["type_line"], "mana_cost" in back) == ("Spikefield Cave", "Land", False)
    assert back["abilities"][0]["replacement"] == {"replaces": "enters", "tapped": True,
                                                   "text": "Spikefield Cave enters tapped."}


def test_712_8a_front_face_in_hand_library_and_graveyard():
    game = make(["Mountain"], ["Spikefield Hazard"], you_gy=["Skyclave Cleric"], library=["Skyclave Cleric"] * 3)
    h = hand(game, "Spikefield Hazard")
    c = game.chars(h)
    assert (c.name, c.card_types, _mv(game, h)) == ("Spikefield Hazard", ("Instant",), 1)
    for zone in ("library", "graveyard"):
        oid = game.state.zone(zone, 0)[0]
        c = game.chars(oid)
        assert (c.name, c.card_types, c.power, c.toughness, _mv(game, oid)) == ("Skyclave Cleric", ("Creature",), 1, 3, 2)


def test_712_12_play_the_land_back_face_then_cast_the_front_face():
    game = make(["Mountain"], ["Spikefield Hazard", "Spikefield Hazard"], ["Llanowar Elves"])
    first, second = game.state.zone("hand", 0)[:2]
    acts = {str(a) for a in legal_actions(game) if isinstance(a, (Cast, PlayLand)) and a.card == first}
    assert acts == {f"cast #{first} half 1", f"play #{first} half 2"}  # the land face is played, never cast
    with pytest.raises(IllegalActionError, match="is a land: play it instead"):
        game.perform(Cast(first, half=1))
    with pytest.raises(IllegalActionError, match="isn't a land"):
        game.perform(PlayLand(first, face=0))
    game.perform(PlayLand(first))  # its one land face
    cave = find(game, "Spikefield Cave")
    c = game.chars(cave)
    assert (c.name, c.card_types, game.obj(cave).tapped, _mv(game, cave)) == ("Spikefield Cave", ("Land",), True, 0)
    assert game.state.players[0].lands_played == 1
    with pytest.raises(IllegalActionError, match="already played a land"):
        game.perform(PlayLand(second))
    elves = find(game, "Llanowar Elves")
    game.perform(Cast(second, targets=(elves,)))  # one castable face: no question
    spell = game.state.stack[-1]
    assert (game.chars(spell).name, _mv(game, spell)) == ("Spikefield Hazard", 1)
    resolve(game)
    assert elves not in game.state.battlefield
    assert [game.chars(o).name for o in game.state.zone("exile", 1)] == ["Llanowar Elves"]
    assert [game.chars(o).name for o in game.state.zone("graveyard", 0)] == ["Spikefield Hazard"]
    # 701.27c: a modal double-faced permanent never transforms
    assert not faces.transform(game, cave)
    assert game.chars(cave).name == "Spikefield Cave"


def test_712_12_creature_front_face_cast_and_land_face_enters_without_its_trigger():
    game = make(["Plains", "Plains"], ["Skyclave Cleric", "Skyclave Cleric"])
    first, second = game.state.zone("hand", 0)[:2]
    game.perform(PlayLand(first, face=1))
    basilica = find(game, "Skyclave Basilica")
    assert game.obj(basilica).tapped and game.state.players[0].life == 20 and not game.state.stack
    game.perform(Cast(second, half=0))
    resolve(game)
    cleric = next(o for o in game.state.battlefield if game.chars(o).name == "Skyclave Cleric")
    c = game.chars(cleric)
    assert (c.power, c.toughness, _mv(game, cleric)) == (1, 3, 2)
    assert game.state.players[0].life == 22
    assert game.chars(basilica).name == "Skyclave Basilica"


def test_712_12_two_land_faces_the_player_chooses():
    game = make([], ["Barkchannel Pathway"])
    card = hand(game, "Barkchannel Pathway")
    acts = {str(a) for a in legal_actions(game) if isinstance(a, (Cast, PlayLand))}
    assert acts == {f"play #{card} half 1", f"play #{card} half 2"}
    game.perform(PlayLand(card, face=1))
    (pathway,) = game.state.battlefield
    assert game.chars(pathway).name == "Tidechannel Pathway"
    ability = game.chars(pathway).abilities[0]
    assert ability.text == "{T}: Add {U}."


@pytest.mark.parametrize(("faces_", "layout", "why"), [
    ((HAZARD, CAVE, CAVE), "modal_dfc", "modal_dfc cards with 3 faces are not supported"),
    ((HAZARD, OracleFace("Spikefield Cave", "", "", "{T}: Add {R}.")), "modal_dfc", "has no card type (712.1"),
    ((HAZARD, OracleFace("Spikefield Cave", "", "Land", "Spikefield Cave enters tapped.\n{T}: Add {R} or {Q}.")),
     "modal_dfc", "back face 'Spikefield Cave'"),
    ((HAZARD, OracleFace("Siege Cave", "{2}{R}", "Battle — Siege", "Spikefield Cave deals 1 damage to any target.")),
     "modal_dfc", "battle (310)"),
])
def test_712_near_misses_refused(faces_, layout, why):
    r = compile_card(OracleCard("Spikefield Hazard // Spikefield Cave", faces_, layout))
    assert r.table is None and any(why in line for line in r.refused), r.refused
