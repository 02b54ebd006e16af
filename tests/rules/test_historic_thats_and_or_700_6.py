"""Three filter words, compiled from real cards' Oracle text and played on real boards:

- "historic" (700.6): legendary, an artifact, or a Saga (Cabal Paladin, Jhoira's Familiar);
- "that's <list>": a relative clause naming colors, types, subtypes or statuses, one of which
  holds (Quirion Dryad "a spell that's white, blue, black, or red", Lovisa Coldeyes "creature
  that's a Barbarian, a Warrior, or a Berserker"), and "that's one or more colors" (105.2c:
  colorless is not a color; Reach of Shadows);
- "and/or" between kinds: either kind or both (Evaporate "each white and/or blue creature",
  Runaway Trash-Bot "each artifact and/or enchantment card in your graveyard").

Near-misses stay refused: "that's" with something other than a listed word ("that's attacking
you", "that's the second spell cast this turn"), "and/or" mixed with "or", and "and/or" before a
"with" clause, which may describe only the last kind ("Walls and/or creatures with flying")."""

from __future__ import annotations

import pytest

from sandbox.cards.filters import Filter
from sandbox.cards.oracle import OracleFace
from sandbox.errors import IllegalActionError, InvalidActionError

from ..oracle.helpers import compile_text
from .copyhelp import cast, compiled_cards, find, make, resolve

PALADIN = OracleFace("Cabal Paladin", "{3}{B}", "Creature — Human Knight", "Whenever you cast a historic spell, Cabal "
                     "Paladin deals 2 damage to each opponent. (Artifacts, legendaries, and Sagas are historic.)",
                     power="4", toughness="2")
FAMILIAR = OracleFace("Jhoira's Familiar", "{4}", "Artifact Creature — Bird", "Flying\nHistoric spells you cast cost {1} "
                      "less to cast. (Artifacts, legendaries, and Sagas are historic.)", power="2", toughness="2")
DRYAD = OracleFace("Quirion Dryad", "{1}{G}", "Creature — Dryad", "Whenever you cast a spell that's white, blue, black, or "
                   "red, put a +1/+1 counter on Quirion Dryad.", power="1", toughness="1")
LOVISA = OracleFace("Lovisa Coldeyes", "{3}{R}{R}", "Legendary Creature — Human", "Each creature that's a Barbarian, a "
                    "Warrior, or a Berserker gets +2/+2 and has haste.", power="3", toughness="3")
EVAPORATE = OracleFace("Evaporate", "{2}{R}", "Sorcery", "Evaporate deals 1 damage to each white and/or blue creature.")
REACH = OracleFace("Reach of Shadows", "{4}{B}", "Instant", "Destroy target creature that's one or more colors.")
TRASHBOT = OracleFace("Runaway Trash-Bot", "{3}", "Artifact Creature — Construct", "Trample\nRunaway Trash-Bot gets +1/+0 "
                      "for each artifact and/or enchantment card in your graveyard.", power="0", toughness="4")


def _pt(game, oid) -> tuple[int | None, int | None]:
    c = game.chars(oid)
    return c.power, c.toughness


def test_700_6_cabal_paladin_triggers_on_artifact_and_legendary_spells_only():
    game = make(you_bf=["Cabal Paladin"], you_hand=["Memnite", "Isamaru, Hound of Konda", "Grizzly Bears"],
                extra=compiled_cards(PALADIN))
    opp = game.state.players[1]
    cast(game, "Memnite")  # an artifact
    resolve(game)
    assert opp.life == 18
    cast(game, "Isamaru, Hound of Konda")  # legendary
    resolve(game)
    assert opp.life == 16
    cast(game, "Grizzly Bears")  # neither
    resolve(game)
    assert opp.life == 16


def test_700_6_jhoira_s_familiar_reduces_historic_spells_only():
    game = make(you_bf=["Jhoira's Familiar"], you_hand=["Bonesplitter", "Grizzly Bears"], pool="{G}",
                extra=compiled_cards(FAMILIAR))
    cast(game, "Bonesplitter")  # {1} - {1}: free
    resolve(game)
    assert find(game, "Bonesplitter") in game.state.battlefield
    with pytest.raises(IllegalActionError):
        cast(game, "Grizzly Bears")  # {1}{G} with only {G}: not reduced


def test_603_2_quirion_dryad_counts_white_blue_black_or_red_spells():
    game = make(you_bf=["Quirion Dryad"], you_hand=["Savannah Lions", "Grizzly Bears", "Memnite", "Phantom Warrior"],
                extra=compiled_cards(DRYAD))
    dryad = find(game, "Quirion Dryad")
    for name in ("Savannah Lions", "Grizzly Bears", "Memnite", "Phantom Warrior"):
        cast(game, name)
        resolve(game)
    assert game.obj(dryad).counters.get("+1/+1", 0) == 2  # the white and the blue spell; not green, not colorless


def test_613_4c_lovisa_coldeyes_pumps_warriors_on_both_sides_only():
    game = make(you_bf=["Lovisa Coldeyes", "Grizzly Bears"], opp_bf=["Phantom Warrior"], extra=compiled_cards(LOVISA))
    warrior = find(game, "Phantom Warrior", player=1)
    assert _pt(game, warrior) == (4, 4)
    assert game.chars(warrior).has_keyword("haste")
    assert _pt(game, find(game, "Grizzly Bears")) == (2, 2)
    assert _pt(game, find(game, "Lovisa Coldeyes")) == (3, 3)  # a Human


def test_120_3_evaporate_damages_each_white_and_or_blue_creature():
    game = make(you_hand=["Evaporate"], opp_bf=["Savannah Lions", "Phantom Warrior", "Grizzly Bears"],
                extra=compiled_cards(EVAPORATE))
    cast(game, "Evaporate")
    resolve(game)
    assert not any(game.chars(o).name == "Savannah Lions" for o in game.state.battlefield)  # 2/1 white: dies
    assert game.obj(find(game, "Phantom Warrior", player=1)).damage == 1
    assert game.obj(find(game, "Grizzly Bears", player=1)).damage == 0


def test_105_2c_reach_of_shadows_can_t_target_a_colorless_creature():
    game = make(you_hand=["Reach of Shadows"], opp_bf=["Memnite", "Grizzly Bears"], extra=compiled_cards(REACH))
    with pytest.raises(IllegalActionError, match="isn't a legal target"):
        cast(game, "Reach of Shadows", find(game, "Memnite", player=1))
    bears = find(game, "Grizzly Bears", player=1)
    cast(game, "Reach of Shadows", bears)
    resolve(game)
    assert bears not in game.state.battlefield


def test_613_4c_runaway_trash_bot_counts_artifact_and_or_enchantment_cards_in_your_graveyard():
    game = make(you_bf=["Runaway Trash-Bot", "Bonesplitter"], you_gy=["Bonesplitter", "Pacifism", "Grizzly Bears"],
                opp_gy=["Memnite"], extra=compiled_cards(TRASHBOT))
    assert _pt(game, find(game, "Runaway Trash-Bot")) == (2, 4)  # your graveyard's artifact and enchantment


@pytest.mark.parametrize(("text", "why"), [
    ("creature that's attacking you", "'you' is not understood"),
    ("spell that's the second spell cast this turn", "'the' is not understood"),
    ("creature that's a white", "'white' is not understood"),
    ("creature that's blocking it", "'it' is not understood"),
    ("creature that's", "needs what follows it"),
    ("artifact and/or creature or land", "'and/or' is not understood in a list that also says 'or'"),
    ("Wall and/or creature with flying", "'and/or' is not read with a 'with' clause"),
    ("creature you control with flying, deathtouch, and/or lifelink", "',' is not understood"),
    ("nonhistoric permanent", "'nonhistoric' is not understood"),
    ("historic", "needs a noun"),
])
def test_filter_near_misses_are_refused(text, why):
    with pytest.raises(InvalidActionError, match=why):
        Filter.parse(text)


@pytest.mark.parametrize(("text", "type_line"), [
    ("Elven Riders can't be blocked except by Walls and/or creatures with flying.", "Creature — Elf"),
    ("{3}: ~ deals 1 damage to target creature without flying that's attacking you.", "Artifact"),
    ("Counter target spell that's the second spell cast this turn.", "Instant"),
    ("Destroy target creature that's a historic.", "Instant"),
])
def test_card_near_misses_are_refused(text, type_line):
    assert compile_text(text, type_line=type_line, name="Elven Riders").table is None, text


@pytest.mark.parametrize("text", ["commander creature you control", "commanders you control", "target commander"])
def test_903_3_commander_is_refused_with_its_reason(text):
    with pytest.raises(InvalidActionError, match=r"the sandbox has no Commander games, so nothing is a commander \(903.3\)"):
        Filter.parse(text)
