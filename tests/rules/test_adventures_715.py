"""Adventurer cards (715), compiled from both faces' Oracle text and played on real boards: the
card has only its own characteristics but as an Adventure spell (715.4, 715.3b); cast as its
Adventure it is exiled as it resolves (715.3d) and its caster may then cast the creature from
exile, not the Adventure again; countered, it goes to the graveyard; a copy of an Adventure is
the Adventure (707.10) and a Clone of the creature copies only the creature (707.2).
Near-misses are refused naming 715."""

from __future__ import annotations

import pytest

from sandbox import Cast, IllegalActionError
from sandbox.cards.oracle import OracleCard, OracleFace, compile_card
from sandbox.core.layers import mana_value_of
from sandbox.core.legal import legal_actions

from .copyhelp import cast, find, hand, make, newest, resolve, resolve_top

REMINDER = "(Then exile this card. You may cast the creature later from exile.)"
BORROWER = OracleFace("Brazen Borrower", "{1}{U}{U}", "Creature — Faerie Rogue",
                      "Flash\nFlying\nBrazen Borrower can block only creatures with flying.", "3", "1")
THEFT = OracleFace("Petty Theft", "{1}{U}", "Instant — Adventure",
                   f"Return target nonland permanent an opponent controls to its owner's hand. {REMINDER}")
POOL = "{U}{U}{U}{U}{U}{U}{U}{U}{C}{C}{C}{C}"


def _exiled(game, player: int = 0) -> list[str]:
    return sorted(game.chars(o).name for o in game.state.zone("exile", player))


def _casts(game) -> set[str]:
    return {str(a) for a in legal_actions(game) if isinstance(a, Cast)}


def test_715_1_compiled_adventurer_is_the_creature_with_its_adventure_table():
    table = compile_card(OracleCard("Brazen Borrower // Petty Theft", (BORROWER, THEFT), "adventure")).table
    assert table is not None
    assert (table["name"], table["mana_cost"], table["power"], table["toughness"]) == ("Brazen Borrower", "{1}{U}{U}", 3, 1)
    assert table["adventure"]["name"] == "Petty Theft" and table["adventure"]["type_line"] == "Instant — Adventure"
    assert table["adventure"]["targets"] == "nonland permanent an opponent controls"
    assert table["adventure"]["effects"] == [{"bounce": {"what": "target"}}]


def test_715_4_in_hand_the_card_has_only_its_own_characteristics():
    game = make(["Island"], ["Brazen Borrower"], pool=POOL)
    c = game.chars(hand(game, "Brazen Borrower"))
    assert (c.name, c.card_types, c.power, c.toughness) == ("Brazen Borrower", ("Creature",), 3, 1)
    assert mana_value_of(c, game.obj(hand(game, "Brazen Borrower"))) == 3


def test_715_3_cast_as_adventure_then_exiled_then_the_creature_cast_from_exile():
    game = make(["Island"], ["Brazen Borrower"], ["Hill Giant"], pool=POOL)
    borrower = hand(game, "Brazen Borrower")
    assert _casts(game) == {f"cast #{borrower} half 1", f"cast #{borrower} half 2"}
    game.perform(Cast(borrower, half=1, targets=(find(game, "Hill Giant"),)))
    spell = game.state.stack[-1]
    c = game.chars(spell)
    assert (c.name, c.card_types, c.subtypes, mana_value_of(c, game.obj(spell))) == ("Petty Theft", ("Instant",), ("Adventure",), 2)
    resolve(game)
    assert sorted(game.chars(o).name for o in game.state.zone("hand", 1)) == ["Hill Giant"]
    assert _exiled(game) == ["Brazen Borrower"] and game.state.zone("graveyard", 0) == []
    assert any(e.rule == "715.3d" for e in game.log)
    exiled = game.state.zone("exile", 0)[0]
    assert _casts(game) == {f"cast #{exiled} half 1"}  # the creature only (715.3d)
    with pytest.raises(IllegalActionError, match=r"but not as its Adventure \(715.3d\)"):
        game.perform(Cast(exiled, half=1, targets=(find(game, "Island"),)))
    game.perform(Cast(exiled))  # not asked: only the creature can be cast from there
    resolve(game)
    borrower = find(game, "Brazen Borrower")
    assert game.obj(borrower).zone == "battlefield" and game.chars(borrower).has_keyword("flying")
    assert _exiled(game) == []


def test_715_3d_near_miss_a_countered_adventure_goes_to_the_graveyard_and_stays_there():
    game = make(["Island"], ["Brazen Borrower"], ["Hill Giant"], opp_hand=["Counterspell"], pool=POOL, opp_pool="{U}{U}")
    game.perform(Cast(hand(game, "Brazen Borrower"), half=1, targets=(find(game, "Hill Giant"),)))
    cast(game, "Counterspell", game.state.stack[-1], player=1)
    resolve(game)
    assert _exiled(game) == [] and sorted(game.chars(o).name for o in game.state.zone("graveyard", 0)) == ["Brazen Borrower"]
    assert not [a for a in legal_actions(game) if isinstance(a, Cast) and game.obj(a.card).zone == "graveyard"]
    with pytest.raises(IllegalActionError, match=r"can't be cast from a graveyard, as neither of its halves \(715.3, 715.3d\)"):
        game.perform(Cast(game.state.zone("graveyard", 0)[0]))


def test_715_3d_near_miss_a_card_merely_exiled_isnt_on_an_adventure():
    game = make(["Island"], ["Brazen Borrower"], pool=POOL)
    game.move(hand(game, "Brazen Borrower"), "exile", rule="406.3")
    exiled = game.state.zone("exile", 0)[0]
    assert _casts(game) == set()
    with pytest.raises(IllegalActionError, match="isn't in a hand"):
        game.perform(Cast(exiled, half=0))


def test_707_10_a_copy_of_an_adventure_is_the_adventure_and_only_the_card_is_exiled():
    game = make(["Island"], ["Brazen Borrower", "Twincast"], ["Hill Giant", "Grizzly Bears"], pool=POOL)
    giant, bears = find(game, "Hill Giant"), find(game, "Grizzly Bears")
    game.perform(Cast(hand(game, "Brazen Borrower"), half=1, targets=(giant,)))
    theft = game.state.stack[-1]
    cast(game, "Twincast", theft)
    resolve_top(game)  # Twincast resolves: the copy may target something else (707.10c)
    game.answer(bears)
    copy = next(o for o in game.state.stack if game.obj(o).kind == "spell_copy")
    assert game.chars(copy).name == "Petty Theft" and game.chars(copy).subtypes == ("Adventure",)
    resolve(game)
    assert sorted(game.chars(o).name for o in game.state.zone("hand", 1)) == ["Grizzly Bears", "Hill Giant"]
    assert _exiled(game) == ["Brazen Borrower"]  # one card; the copy ceased to exist (707.10a)


def test_707_2_a_clone_of_the_adventurer_creature_copies_only_the_creature():
    game = make(["Island"], ["Brazen Borrower", "Clone"], pool=POOL)
    cast(game, "Brazen Borrower")
    assert game.pending is not None and game.pending.rule == "715.3"  # the card or its Adventure
    assert game.pending.prompt.endswith("as Brazen Borrower or as its Adventure, Petty Theft?")
    game.answer(0)
    resolve(game)
    borrower = find(game, "Brazen Borrower")
    cast(game, "Clone")
    resolve(game)
    assert game.pending is not None and game.pending.kind == "copy"
    game.answer(borrower)
    clone = newest(game)
    c = game.chars(clone)
    assert (c.name, c.power, c.toughness, c.card_types, c.subtypes) == ("Brazen Borrower", 3, 1, ("Creature",), ("Faerie", "Rogue"))
    assert mana_value_of(c, game.obj(clone)) == 3 and c.has_keyword("flying")


def test_715_near_misses_refused_naming_the_rule():
    not_adventure = OracleFace("Petty Theft", "{1}{U}", "Instant", THEFT.oracle_text)
    result = compile_card(OracleCard("Brazen Borrower // Petty Theft", (BORROWER, not_adventure), "adventure"))
    assert result.table is None and "715.2" in result.refused[0]
    spell_own = OracleFace("Brazen Borrower", "{1}{U}{U}", "Instant", "Draw a card.")
    result = compile_card(OracleCard("Brazen Borrower // Petty Theft", (spell_own, THEFT), "adventure"))
    assert result.table is None and "715.1" in result.refused[0]


def test_715_bonecrusher_giant_stays_refused_naming_its_trigger():
    """Its "becomes the target of a spell ... that spell's controller" trigger is refused: the card
    is not read. Stomp itself is read ("Damage can't be prevented this turn.", 615.12)."""
    giant = OracleFace("Bonecrusher Giant", "{2}{R}", "Creature — Giant", "Whenever Bonecrusher Giant becomes the "
                       "target of a spell, Bonecrusher Giant deals 2 damage to that spell's controller.", "4", "3")
    stomp = OracleFace("Stomp", "{1}{R}", "Instant — Adventure", f"Damage can't be prevented this turn. Stomp deals 2 "
                       f"damage to any target. {REMINDER}")
    result = compile_card(OracleCard("Bonecrusher Giant // Stomp", (giant, stomp), "adventure"))
    assert result.table is None and len(result.refused) == 1
    assert "that spell's controller" in result.refused[0]
