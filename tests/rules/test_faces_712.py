"""Double-faced cards and transform (712, 701.27): the face that's up gives the permanent's
characteristics; transforming is not a zone change; a copy copies the face that's up and
can't transform unless it's a token copy (707.8, 707.8a); a back face's mana value (202.3b)."""

from __future__ import annotations

import pytest

from sandbox.cards.parse import card_from_table
from sandbox.core import faces
from sandbox.core.layers import mana_value_of
from sandbox.errors import InvalidActionError
from sandbox.script.session import Session

from .copyhelp import SPELL_MIRROR, advance_to, cast, find, make, newest, resolve


def _delver_flipped(library=("Lightning Bolt",) * 10, **kw):
    """A board where Delver's upkeep trigger has revealed the top card (answering yes)."""
    game = make(["Delver of Secrets", "Island", "Island", "Island", "Island"], library=list(library), **kw)
    advance_to(game, 5, "upkeep")
    resolve(game, "yes")
    return game


def test_701_27a_delver_transforms_when_it_reveals_an_instant():
    game = _delver_flipped()
    delver = find(game, "Insectile Aberration")
    c = game.chars(delver)
    assert (c.power, c.toughness, c.has_keyword("flying")) == (3, 2, True)
    assert c.colors == frozenset("U") and c.subtypes == ("Human", "Insect")
    assert any(e.rule == "701.27a" for e in game.log)


def test_701_27a_near_miss_delver_stays_when_the_card_is_a_land():
    game = _delver_flipped(library=("Island",) * 10)
    c = game.chars(find(game, "Delver of Secrets"))
    assert (c.power, c.toughness, c.has_keyword("flying")) == (1, 1, False)


def test_701_27a_near_miss_delver_stays_when_its_controller_doesnt_reveal():
    game = make(["Delver of Secrets"], library=["Lightning Bolt"] * 10)
    advance_to(game, 5, "upkeep")
    resolve(game, "no")
    assert find(game, "Delver of Secrets")


def test_712_18_transforming_is_not_a_zone_change_counters_and_effects_stay():
    game = make(['{ card = "Delver of Secrets", counters = { "+1/+1" = 1 } }'], library=["Lightning Bolt"] * 10)
    delver = find(game, "Delver of Secrets")
    advance_to(game, 5, "upkeep")
    resolve(game, "yes")
    assert find(game, "Insectile Aberration") == delver  # same object (712.18)
    c = game.chars(delver)
    assert (c.power, c.toughness) == (4, 3)
    assert not any(e.rule == "400.7" and f"#{delver}" in e.text for e in game.log if "moves" in e.text)


def test_202_3b_back_face_mana_value_is_the_front_face_s():
    game = _delver_flipped()
    delver = find(game, "Insectile Aberration")
    assert game.chars(delver).mana_cost == ()
    assert mana_value_of(game.chars(delver), game.obj(delver)) == 1


def test_707_8_clone_copies_the_face_that_s_up_with_mana_value_0_and_can_t_transform():
    game = _delver_flipped(you_hand=["Clone"])
    aberration = find(game, "Insectile Aberration")
    advance_to(game, 5, "main1")
    cast(game, "Clone")
    resolve(game, aberration)
    clone = newest(game)
    c = game.chars(clone)
    assert (c.name, c.power, c.toughness, c.has_keyword("flying")) == ("Insectile Aberration", 3, 2, True)
    assert mana_value_of(c, game.obj(clone)) == 0  # 202.3b: a copy of a back face has mana value 0
    assert not faces.transform(game, clone)  # 701.27c: not a double-faced permanent
    assert game.chars(clone).name == "Insectile Aberration"
    assert any(e.rule == "701.27c" for e in game.log)


def test_707_8a_token_copy_of_a_transformed_permanent_is_double_faced():
    game = _delver_flipped(you_hand=["Quasiduplicate"])
    aberration = find(game, "Insectile Aberration")
    advance_to(game, 5, "main1")
    cast(game, "Quasiduplicate", aberration)
    resolve(game)
    token = newest(game)
    assert game.obj(token).kind == "token" and game.chars(token).name == "Insectile Aberration"
    assert mana_value_of(game.chars(token), game.obj(token)) == 0
    assert faces.transform(game, token)  # it has both faces (707.8a)
    c = game.chars(token)
    assert (c.name, c.power, c.toughness) == ("Delver of Secrets", 1, 1)


def test_701_27f_a_second_transform_from_an_older_ability_does_nothing():
    game = make(["Delver of Secrets"], library=["Lightning Bolt"] * 10)
    delver = find(game, "Delver of Secrets")
    advance_to(game, 5, "upkeep")
    since = game.state.objects[game.state.stack[-1]].timestamp
    faces.transform(game, delver)  # something else transforms it first
    resolve(game, "yes")
    assert game.chars(delver).name == "Insectile Aberration"  # the trigger didn't flip it back
    assert any(e.rule == "701.27f" for e in game.log)
    assert game.obj(delver).transformed_at > since


def test_712_huntmaster_enters_makes_a_wolf_and_transforms_after_a_turn_without_spells():
    game = make(["Mountain", "Mountain", "Forest", "Forest"], ["Huntmaster of the Fells"], opp_bf=["Grizzly Bears"],
                library=["Lightning Bolt"] * 10)
    cast(game, "Huntmaster of the Fells")
    resolve(game)
    assert find(game, "Wolf Token") and game.state.players[0].life == 22
    hunt = find(game, "Huntmaster of the Fells")
    advance_to(game, 4, "upkeep")  # turn 3: a spell was cast; no transform
    resolve(game)
    assert game.chars(hunt).name == "Huntmaster of the Fells"
    advance_to(game, 5, "upkeep")  # turn 4: no spells were cast
    resolve(game, find(game, "Grizzly Bears", player=1))
    c = game.chars(hunt)
    assert (c.name, c.power, c.toughness, c.has_keyword("trample")) == ("Ravager of the Fells", 4, 4, True)
    assert game.state.players[1].life == 18
    assert not any(game.chars(o).name == "Grizzly Bears" for o in game.state.battlefield)
    assert mana_value_of(c, game.obj(hunt)) == 4  # 202.3b


def test_712_near_miss_a_back_face_with_a_mana_cost_key_is_refused():
    with pytest.raises(InvalidActionError, match="back: unknown key 'mana_cost'"):
        card_from_table({"name": "X", "mana_cost": "{U}", "type_line": "Creature — Human", "power": 1, "toughness": 1,
                         "back": {"name": "Y", "mana_cost": "{U}", "type_line": "Creature — Insect", "power": 3, "toughness": 2}})


def test_712_near_miss_a_back_face_without_a_name_is_refused():
    with pytest.raises(InvalidActionError, match="back: missing 'name'"):
        card_from_table({"name": "X", "mana_cost": "{U}", "type_line": "Creature — Human", "power": 1, "toughness": 1,
                         "back": {"type_line": "Creature — Insect", "power": 3, "toughness": 2}})




def test_712_ravager_transforms_back_after_a_player_cast_two_spells():
    game = make(["Mountain", "Mountain", "Forest", "Forest"], ["Huntmaster of the Fells", "Lightning Bolt"],
                library=["Lightning Bolt"] * 10)
    cast(game, "Huntmaster of the Fells")
    resolve(game)
    hunt = find(game, "Huntmaster of the Fells")
    advance_to(game, 5, "upkeep")
    resolve(game)
    assert game.chars(hunt).name == "Ravager of the Fells" and game.state.players[1].life == 18
    advance_to(game, 5, "main1")
    cast(game, "Lightning Bolt", "p1")
    cast(game, "Lightning Bolt", "p1")
    resolve(game)
    wolves = len([o for o in game.state.battlefield if game.chars(o).name == "Wolf Token"])
    advance_to(game, 6, "upkeep")
    resolve(game)
    assert game.chars(hunt).name == "Huntmaster of the Fells"
    # "Whenever this creature enters or transforms into Huntmaster of the Fells": another Wolf.
    assert len([o for o in game.state.battlefield if game.chars(o).name == "Wolf Token"]) == wolves + 1




def test_707_10g_a_copy_of_a_double_faced_spell_becomes_a_double_faced_token():
    game = make(["Island", "Island"], ["Delver of Secrets", "Spell Mirror (test card)"], extra=SPELL_MIRROR)
    spell = cast(game, "Delver of Secrets")
    cast(game, "Spell Mirror (test card)", spell)
    resolve(game)
    tokens = [o for o in game.state.battlefield if game.obj(o).kind == "token"]
    assert len(tokens) == 1 and game.chars(tokens[0]).name == "Delver of Secrets"
    assert faces.transform(game, tokens[0])
    assert game.chars(tokens[0]).name == "Insectile Aberration"


def test_712_14_a_flickered_transformed_permanent_returns_front_face_up():
    game = _delver_flipped(you_hand=["Ephemerate"])
    aberration = find(game, "Insectile Aberration")
    advance_to(game, 5, "main1")
    assert Session(game).run("add Plains").ok  # the pool emptied between steps: an edit adds a land to pay {W}
    cast(game, "Ephemerate", aberration)
    resolve(game)
    back = find(game, "Delver of Secrets")
    assert back != aberration and not game.obj(back).transformed
    assert (game.chars(back).power, game.chars(back).toughness) == (1, 1)
