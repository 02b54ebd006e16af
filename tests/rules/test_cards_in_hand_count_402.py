"""Counting the cards in your hand (402.1, 107.1): "equal to the number of cards in your hand",
"for each card in your hand". The filter of cards in a hand is read only where an amount counts
it; a hand is hidden (402.3), so no target or "each" reads it. The count is taken when it is
used: a characteristic-defining P/T (604.3) follows the hand as it changes, and it counts the
card itself while it is in the hand; an activated ability's "then you lose life equal to ..."
counts after the card drawn before it (608.2c). Real cards compiled from their Oracle text.

Also a count of cards in a graveyard in a static "+1/+1 for each" (Liliana's Elite, Knight of
the Reliquary, 604.2, 613.4c): the cards in the graveyard, not the permanents on the battlefield
with the same words."""

from __future__ import annotations

import pytest

from sandbox import Pass
from sandbox.cards.filters import Filter
from sandbox.cards.oracle import OracleFace
from sandbox.errors import InvalidActionError

from ..oracle.helpers import compile_text
from .copyhelp import activate, cast, compiled_cards, find, make, resolve

MARO = OracleFace("Maro", "{2}{G}{G}", "Creature — Elemental",
                  "Maro's power and toughness are each equal to the number of cards in your hand.", power="*", toughness="*")
STRIDER = OracleFace("Grim Strider", "{3}{B}", "Creature — Horror", "Grim Strider gets -1/-1 for each card in your hand.",
                     power="6", toughness="6")
ARMOR = OracleFace("Empyrial Armor", "{1}{W}{W}", "Enchantment — Aura",
                   "Enchant creature\nEnchanted creature gets +1/+1 for each card in your hand.")
CASTLE = OracleFace("Castle Locthwain", "", "Land", "Castle Locthwain enters tapped unless you control a Swamp.\n"
                    "{T}: Add {B}.\n{1}{B}{B}, {T}: Draw a card, then you lose life equal to the number of cards in your hand.")
WISDOM = OracleFace("Gerrard's Wisdom", "{2}{W}{W}", "Sorcery", "You gain 2 life for each card in your hand.")
ELITE = OracleFace("Liliana's Elite", "{2}{B}", "Creature — Zombie",
                   "Liliana's Elite gets +1/+1 for each creature card in your graveyard.", power="1", toughness="1")


def _pt(game, oid) -> tuple[int | None, int | None]:
    c = game.chars(oid)
    return c.power, c.toughness


def test_604_3_maro_follows_your_hand_and_counts_itself_in_hand():
    game = make(you_bf=["Maro"], you_hand=["Grizzly Bears", "Forest", "Maro"], opp_hand=["Island", "Island", "Island", "Island"],
                extra=compiled_cards(MARO))
    maro = find(game, "Maro")
    assert _pt(game, maro) == (3, 3)  # three cards in your hand; the opponent's four don't count
    assert _pt(game, find(game, "Maro", "hand")) == (3, 3)  # 604.3: in the hand too, counting itself
    cast(game, "Grizzly Bears")
    assert _pt(game, maro) == (2, 2)  # the Bears left the hand as it was cast (601.2a)
    resolve(game)
    assert _pt(game, maro) == (2, 2)


def test_604_3_maro_with_an_empty_hand_dies_to_state_based_actions():
    game = make(you_bf=["Maro"], you_hand=["Grizzly Bears"], extra=compiled_cards(MARO))
    maro = find(game, "Maro")
    cast(game, "Grizzly Bears")
    game.perform(Pass())  # 704.5f: a 0/0 is put into the graveyard when a player would receive priority
    assert maro not in game.state.battlefield
    assert any(game.chars(o).name == "Maro" for o in game.state.zone("graveyard", 0))


def test_613_4c_grim_strider_shrinks_for_each_card_in_your_hand_only():
    game = make(you_bf=["Grim Strider"], you_hand=["Forest", "Forest"], opp_hand=["Island"] * 5,
                extra=compiled_cards(STRIDER))
    strider = find(game, "Grim Strider")
    assert _pt(game, strider) == (4, 4)
    game = make(you_bf=["Grim Strider"], opp_hand=["Island"] * 5, extra=compiled_cards(STRIDER))
    assert _pt(game, find(game, "Grim Strider")) == (6, 6)


def test_613_4c_empyrial_armor_counts_its_controller_s_hand():
    game = make(you_hand=["Empyrial Armor", "Forest", "Island"], opp_bf=["Grizzly Bears"], opp_hand=["Island"] * 4,
                extra=compiled_cards(ARMOR))
    bears = find(game, "Grizzly Bears", player=1)
    cast(game, "Empyrial Armor", bears)
    resolve(game)
    assert game.obj(find(game, "Empyrial Armor")).attached_to == bears
    assert _pt(game, bears) == (4, 4)  # your two cards, not the Bears' controller's four


def test_608_2c_castle_locthwain_counts_the_hand_after_the_draw():
    game = make(you_bf=["Castle Locthwain", "Swamp"], you_hand=["Forest", "Forest"], library=["Island"] * 5,
                extra=compiled_cards(CASTLE))
    activate(game, find(game, "Castle Locthwain"), "{1}{B}{B}, {T}: Draw")
    resolve(game)
    assert len(game.state.zone("hand", 0)) == 3
    assert game.state.players[0].life == 17  # three cards after drawing one


def test_119_3_gerrard_s_wisdom_counts_the_hand_as_it_resolves():
    game = make(you_hand=["Gerrard's Wisdom", "Forest", "Island", "Swamp"], opp_hand=["Island"], pool="{W}{W}{C}{C}",
                extra=compiled_cards(WISDOM))
    cast(game, "Gerrard's Wisdom")
    resolve(game)
    assert game.state.players[0].life == 26  # three cards left in hand: the spell is on the stack, not in it


def test_613_4c_liliana_s_elite_counts_cards_in_your_graveyard_not_permanents():
    game = make(you_bf=["Liliana's Elite", "Grizzly Bears"], you_gy=["Llanowar Elves", "Forest"], opp_gy=["Grizzly Bears"],
                extra=compiled_cards(ELITE))
    assert _pt(game, find(game, "Liliana's Elite")) == (2, 2)  # one creature card in your graveyard


@pytest.mark.parametrize("text", [
    "card in your hand",
    "creature card in your hand",
    "target card in your hand",
])
def test_402_3_a_hand_is_read_only_where_it_is_counted(text):
    with pytest.raises(InvalidActionError, match="cards in a hand are read only where they are counted"):
        Filter.parse(text)
    assert Filter.parse(text, counted=True).zone == "hand"


@pytest.mark.parametrize("text", [
    "card in an opponent's hand",
    "card in that player's hand",
    "card in their hand",
])
def test_402_1_other_hands_are_refused(text):
    with pytest.raises(InvalidActionError, match="only 'in your hand' is understood"):
        Filter.parse(text, counted=True)


def test_402_1_from_your_hand_is_not_a_filter():
    with pytest.raises(InvalidActionError, match="'your' is not understood"):
        Filter.parse("card from your hand", counted=True)


@pytest.mark.parametrize(("text", "type_line"), [
    ("You gain 2 life for each card in an opponent's hand.", "Sorcery"),
    ("You gain 2 life for each card in target opponent's hand.", "Sorcery"),
    ("You gain 2 life for each card in each opponent's hand.", "Sorcery"),
    ("You gain 2 life for each card in hand.", "Sorcery"),
    ("Target player gains 2 life for each card in their hand.", "Sorcery"),
    ("Return target card in your hand to your library.", "Sorcery"),
    ("Destroy each creature card in your hand.", "Sorcery"),
    ("Exile target creature card in your hand.", "Sorcery"),
])
def test_402_near_misses_are_refused(text, type_line):
    assert compile_text(text, type_line=type_line).table is None, text
