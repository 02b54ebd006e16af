"""Face-down permanents (708): manifest (701.40) and morph (702.37). A face-down permanent is
a nameless 2/2 creature with no text, subtypes or mana cost (layer 1b, 708.2); turning it
face up is a special action that isn't entering (708.8); a copy of it is a face-up nameless
2/2 that can't be turned face up (707.2); it's revealed when it leaves (708.9)."""

from __future__ import annotations

import pytest

from sandbox import Cast, Pass, TurnFaceUp
from sandbox.cards.parse import parse_ability
from sandbox.core import faces
from sandbox.core.layers import mana_value_of
from sandbox.errors import IllegalActionError, InvalidActionError

from .copyhelp import cast, find, make, newest, resolve

LANDS = ["Plains", "Plains", "Island", "Island", "Island", "Forest", "Forest", "Forest"]


def _face_down(game, oid):
    c = game.chars(oid)
    return (c.name, c.card_types, c.subtypes, c.power, c.toughness, c.abilities, c.colors,
            mana_value_of(c, game.obj(oid)))


FACE_DOWN = ("", ("Creature",), (), 2, 2, (), frozenset(), 0)


def test_701_40a_soul_summons_manifests_the_top_card_as_a_nameless_2_2():
    game = make(LANDS, ["Soul Summons"], library=["Island", "Sagu Mauler"])
    cast(game, "Soul Summons")
    resolve(game)
    fd = newest(game)
    assert game.obj(fd).face_down == "manifest" and game.obj(fd).card == "Sagu Mauler"
    assert _face_down(game, fd) == FACE_DOWN
    assert "face-down creature" in game.name(fd)
    assert any(s.layer == "1b" for s in game.computed(fd).steps)


def test_708_5_only_its_controller_may_look_at_a_face_down_permanent():
    game = make(LANDS, ["Soul Summons"], library=["Island", "Sagu Mauler"])
    cast(game, "Soul Summons")
    resolve(game)
    fd = newest(game)
    assert faces.hidden_identity(game, fd, 0) == "Sagu Mauler"
    assert faces.hidden_identity(game, fd, 1) is None


def test_701_40b_a_manifested_creature_card_turns_face_up_for_its_mana_cost_without_entering():
    game = make(LANDS, ["Soul Summons"], library=["Island", "Elvish Visionary"])
    cast(game, "Soul Summons")
    resolve(game)
    fd = newest(game)
    hand = len(game.state.zone("hand", 0))
    assert TurnFaceUp(fd) in game.legal_actions()
    game.perform(TurnFaceUp(fd))
    assert game.chars(fd).name == "Elvish Visionary" and game.obj(fd).face_down == ""
    assert any(e.rule == "701.40b" and "{1}{G}" in e.text for e in game.log)
    assert not game.state.stack and len(game.state.zone("hand", 0)) == hand  # 708.8: no enters trigger


def test_701_40c_a_manifested_morph_card_turns_up_for_its_morph_cost_and_its_turned_up_trigger_triggers():
    game = make(LANDS, ["Soul Summons"], library=["Island", "Icefeather Aven"], opp_bf=["Grizzly Bears"])
    cast(game, "Soul Summons")
    resolve(game)
    fd = newest(game)
    game.perform(TurnFaceUp(fd))
    c = game.chars(fd)
    assert (c.name, c.power, c.has_keyword("flying")) == ("Icefeather Aven", 2, True)
    assert any(e.rule == "701.40c" for e in game.log)
    # 708.8: it didn't enter; its "turned face up" trigger does trigger.
    assert game.state.stack and game.obj(game.state.stack[-1]).kind == "ability"
    resolve(game, "yes")
    assert not any(game.chars(o).name == "Grizzly Bears" for o in game.state.battlefield)


def test_701_40b_near_miss_a_manifested_land_can_t_be_turned_face_up():
    game = make(LANDS, ["Soul Summons"], library=["Island", "Forest"])
    cast(game, "Soul Summons")
    resolve(game)
    fd = newest(game)
    assert TurnFaceUp(fd) not in game.legal_actions()
    with pytest.raises(IllegalActionError, match="can't be turned face up"):
        game.perform(TurnFaceUp(fd))
    assert game.obj(fd).face_down == "manifest"


def test_702_37c_a_morph_card_is_cast_face_down_for_3_and_turned_up_for_its_morph_cost():
    game = make(LANDS + ["Plains", "Plains"], ["Sagu Mauler"], pool="")
    card = find(game, "Sagu Mauler", "hand")
    assert Cast(card, face_down=True) in game.legal_actions()
    game.perform(Cast(card, face_down=True))
    assert _face_down(game, game.state.stack[-1])[:5] == FACE_DOWN[:5]
    resolve(game)
    fd = newest(game)
    assert _face_down(game, fd) == FACE_DOWN
    game.perform(TurnFaceUp(fd))
    c = game.chars(fd)
    assert (c.name, c.power, c.toughness, c.has_keyword("hexproof")) == ("Sagu Mauler", 6, 6, True)
    assert any(e.rule == "702.37e" for e in game.log)
    assert sum(1 for o in game.state.battlefield if game.obj(o).tapped) == 8  # {3} then {3}{G}{U}


def test_702_37c_near_miss_a_card_without_morph_can_t_be_cast_face_down():
    game = make(LANDS, ["Grizzly Bears"])
    card = find(game, "Grizzly Bears", "hand")
    assert Cast(card, face_down=True) not in game.legal_actions()
    with pytest.raises(IllegalActionError, match="no morph"):
        game.perform(Cast(card, face_down=True))
    assert find(game, "Grizzly Bears", "hand") == card


def test_707_2_a_clone_of_a_face_down_permanent_is_a_nameless_2_2_that_can_t_turn_up():
    game = make(LANDS + ["Island"], ["Soul Summons", "Clone"], library=["Island", "Sagu Mauler"])
    cast(game, "Soul Summons")
    resolve(game)
    fd = newest(game)
    cast(game, "Clone")
    resolve(game, fd)
    clone = newest(game)
    assert _face_down(game, clone) == FACE_DOWN
    assert not game.obj(clone).face_down and "nameless creature" in game.name(clone)
    assert TurnFaceUp(clone) not in game.legal_actions()
    with pytest.raises(IllegalActionError, match="isn't a face-down permanent"):
        game.perform(TurnFaceUp(clone))


def test_708_9_a_face_down_permanent_is_revealed_when_it_leaves():
    game = make(LANDS + ["Mountain"], ["Soul Summons", "Lightning Bolt"], library=["Island", "Sagu Mauler"])
    cast(game, "Soul Summons")
    resolve(game)
    fd = newest(game)
    cast(game, "Lightning Bolt", fd)
    resolve(game)
    assert find(game, "Sagu Mauler", "graveyard")
    assert any(e.rule == "708.9" and "Sagu Mauler" in e.text for e in game.log)


def test_708_3_a_manifested_card_s_enters_ability_doesn_t_trigger():
    game = make(LANDS, ["Soul Summons"], library=["Island", "Elvish Visionary"])
    hand = len(game.state.zone("hand", 0))
    cast(game, "Soul Summons")
    resolve(game)
    assert len(game.state.zone("hand", 0)) == hand - 1  # Soul Summons left; no card drawn


def test_702_37_near_miss_morph_without_a_cost_is_refused():
    with pytest.raises(InvalidActionError):
        parse_ability("Morph")


def _card(game, name: str) -> int:
    """The permanent that is the card ``name`` (face down, it has no name to find it by)."""
    return next(o for o in game.state.battlefield if game.obj(o).card == name)


def _ixidron(opp_bf=("Grizzly Bears",), you_bf=()):
    game = make(["Island"] * 5 + list(you_bf), ["Ixidron"], list(opp_bf), pool="")
    cast(game, "Ixidron")
    resolve(game)
    return game


def test_708_2_ixidron_turns_the_other_nontoken_creatures_face_down_as_it_enters():
    """Ixidron compiled from its Oracle text: the opponent's Grizzly Bears and Aphetto Alchemist and
    your Centaur Courser are turned face down as it enters (614.12): the same objects, now nameless
    2/2 creatures (708.2); the Spirit token stays face up; Ixidron counts three face-down creatures
    (604.3)."""
    game = _ixidron(["Grizzly Bears", "Aphetto Alchemist", '{ card = "Spirit Token", token = true }'], ["Centaur Courser"])
    bears, alchemist, courser = (_card(game, n) for n in ("Grizzly Bears", "Aphetto Alchemist", "Centaur Courser"))
    for oid in (bears, alchemist, courser):
        chars = game.chars(oid)
        assert game.obj(oid).face_down and (chars.name, chars.power, chars.toughness, chars.mana_cost) == ("", 2, 2, ())
    assert not game.obj(find(game, "Spirit Token", player=1)).face_down
    ixidron = find(game, "Ixidron")
    assert not game.obj(ixidron).face_down and (game.chars(ixidron).power, game.chars(ixidron).toughness) == (3, 3)
    assert sum(e.rule == "708.2" and "turned face down" in e.text for e in game.log) == 3


def test_708_2_a_creature_turned_face_down_by_ixidron_turns_up_only_with_morph():
    """Aphetto Alchemist has morph {U}: its controller may turn it face up for {U} (702.37e); the
    Grizzly Bears have no morph and stay face down (and Ixidron shrinks to 1/1)."""
    game = _ixidron(["Grizzly Bears", "Aphetto Alchemist", "Island"])
    bears, alchemist = _card(game, "Grizzly Bears"), _card(game, "Aphetto Alchemist")
    assert faces.face_up_cost(game, game.obj(bears)) is None
    game.perform(Pass())  # the opponent gets priority
    with pytest.raises(IllegalActionError):
        game.perform(TurnFaceUp(bears))
    game.perform(TurnFaceUp(alchemist))  # {U} from the opponent's Island
    assert game.chars(alchemist).name == "Aphetto Alchemist" and game.obj(bears).face_down
    ixidron = find(game, "Ixidron")
    assert (game.chars(ixidron).power, game.chars(ixidron).toughness) == (1, 1)


def test_708_2_near_miss_ixidron_alone_is_0_0_and_turn_face_down_needs_other():
    """With no other nontoken creature nothing is turned face down and Ixidron is a 0/0 that
    dies (704.5f); "turn all creatures face down" (no "other") is refused by the compiler."""
    from sandbox.cards.oracle import OracleCard, OracleFace, compile_card
    game = _ixidron(opp_bf=())
    assert not [o for o in game.state.battlefield if game.chars(o).name == "Ixidron"]
    assert find(game, "Ixidron", "graveyard")
    face = OracleFace("Ixidron Variant (test card)", "{3}{U}{U}", "Creature — Illusion",
                      "As this creature enters, turn all nontoken creatures face down.", "2", "2")
    assert compile_card(OracleCard(face.name, (face,))).table is None
