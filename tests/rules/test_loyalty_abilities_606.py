"""Loyalty abilities read from planeswalkers' Oracle text (606): "+N:", "−N:", "0:" and "−X:"
costs put on or remove loyalty counters (606.4), X chosen as it's activated (107.3) and no more
than the planeswalker has (606.6); one loyalty ability of a permanent each turn, at sorcery speed
(606.3). A cost with a wrong sign ("2:", "+0:", "−0:", "+X:"), a loyalty cost with another part,
or a loyalty line on a face that isn't a planeswalker is refused, never read some other way."""

from __future__ import annotations

import pytest

from sandbox.cards.oracle import OracleCard, OracleFace, compile_card
from sandbox.errors import IllegalActionError

from .copyhelp import activate, compiled_cards, find, make, resolve

JACE_BELEREN = OracleFace("Jace Beleren", "{1}{U}{U}", "Legendary Planeswalker — Jace",
                          "+2: Each player draws a card.\n−1: Target player draws a card.\n"
                          "−10: Target player mills twenty cards.", loyalty="3")
X_WALKER = OracleFace("Test Pyromancer", "{3}{R}{R}", "Legendary Planeswalker — Test",
                      "0: You gain 1 life.\n−X: Test Pyromancer deals X damage to target creature.", loyalty="6")
X_SEEKER = OracleFace("Test Seeker", "{3}{U}{U}", "Legendary Planeswalker — Test",
                      "+1: Untap up to two target artifacts.\n"
                      "−X: Search your library for an artifact card with mana value X or less, put it onto the "
                      "battlefield, then shuffle.", loyalty="4")


def _loyalty(game, oid: int) -> int:
    return game.obj(oid).counters.get("loyalty", 0)


def _hand_size(game, player: int) -> int:
    return len(game.state.zone("hand", player))


def test_606_4_jace_beleren_compiled_plus_two_each_player_draws():
    game = make(you_bf=["Jace Beleren"], extra=compiled_cards(JACE_BELEREN))
    jace = find(game, "Jace Beleren")
    assert _loyalty(game, jace) == 3  # 306.5b: it entered with its printed loyalty
    before = (_hand_size(game, 0), _hand_size(game, 1))
    activate(game, jace, "+2")
    assert _loyalty(game, jace) == 5  # the cost is paid as it's activated, before it resolves
    resolve(game)
    assert (_hand_size(game, 0), _hand_size(game, 1)) == (before[0] + 1, before[1] + 1)


def test_606_3_only_one_loyalty_ability_of_a_permanent_each_turn():
    game = make(you_bf=["Jace Beleren"], extra=compiled_cards(JACE_BELEREN))
    jace = find(game, "Jace Beleren")
    activate(game, jace, "+2")
    resolve(game)
    with pytest.raises(IllegalActionError, match=r"606\.3"):
        activate(game, jace, "−1", "p1")
    assert _loyalty(game, jace) == 5


def test_606_3_a_loyalty_ability_is_activated_only_as_a_sorcery():
    game = make(you_bf=["Jace Beleren"], extra=compiled_cards(JACE_BELEREN), step="upkeep")
    with pytest.raises(IllegalActionError):
        activate(game, find(game, "Jace Beleren"), "+2")
    assert _loyalty(game, find(game, "Jace Beleren")) == 3


def test_606_6_jace_beleren_minus_ten_needs_ten_loyalty_then_mills_twenty_and_dies():
    game = make(you_bf=["Jace Beleren"], extra=compiled_cards(JACE_BELEREN), opp_library=["Island"] * 25)
    jace = find(game, "Jace Beleren")
    with pytest.raises(IllegalActionError, match=r"606\.6"):
        activate(game, jace, "−10", "p1")
    game.obj(jace).counters["loyalty"] = 10
    activate(game, jace, "−10", "p1")
    resolve(game)
    assert len(game.state.zone("graveyard", 1)) == 20 and len(game.state.zone("library", 1)) == 5
    # 0 loyalty: put into its owner's graveyard (704.5i)
    assert find(game, "Jace Beleren", "graveyard")


def test_606_4_minus_x_removes_x_loyalty_and_deals_x_damage():
    game = make(you_bf=["Test Pyromancer"], opp_bf=["Hill Giant"], extra=compiled_cards(X_WALKER))
    walker, giant = find(game, "Test Pyromancer"), find(game, "Hill Giant")
    activate(game, walker, "−X", giant, x=3)
    assert _loyalty(game, walker) == 3
    resolve(game)
    assert find(game, "Hill Giant", "graveyard") and giant not in game.state.battlefield


def test_606_4_minus_x_with_x_two_leaves_a_three_toughness_creature_alive():
    game = make(you_bf=["Test Pyromancer"], opp_bf=["Hill Giant"], extra=compiled_cards(X_WALKER))
    walker, giant = find(game, "Test Pyromancer"), find(game, "Hill Giant")
    activate(game, walker, "−X", giant, x=2)
    resolve(game)
    assert _loyalty(game, walker) == 4 and game.obj(giant).damage == 2


def test_606_6_minus_x_more_than_its_loyalty_is_refused_and_nothing_changes():
    game = make(you_bf=["Test Pyromancer"], opp_bf=["Hill Giant"], extra=compiled_cards(X_WALKER))
    walker, giant = find(game, "Test Pyromancer"), find(game, "Hill Giant")
    with pytest.raises(IllegalActionError, match=r"606\.6"):
        activate(game, walker, "−X", giant, x=7)
    assert _loyalty(game, walker) == 6 and not game.state.stack
    activate(game, walker, "−X", giant, x=6)  # all of it: allowed, then it dies (704.5i)
    resolve(game)
    assert find(game, "Test Pyromancer", "graveyard")


def test_606_4_a_zero_cost_changes_no_loyalty_but_is_the_turns_loyalty_ability():
    game = make(you_bf=["Test Pyromancer"], opp_bf=["Hill Giant"], extra=compiled_cards(X_WALKER))
    walker = find(game, "Test Pyromancer")
    activate(game, walker, "0:")
    resolve(game)
    assert _loyalty(game, walker) == 6 and game.state.players[0].life == 21
    with pytest.raises(IllegalActionError, match=r"606\.3"):
        activate(game, walker, "−X", find(game, "Hill Giant"), x=1)


def test_107_3_minus_x_search_finds_only_an_artifact_of_mana_value_x_or_less():
    game = make(you_bf=["Test Seeker"], library=["Sol Ring", "Mind Stone", "Island"],
                extra=compiled_cards(X_SEEKER))
    seeker = find(game, "Test Seeker")
    activate(game, seeker, "−X", x=1)
    resolve(game)
    d = game.pending
    assert d is not None
    names = sorted(game.chars(o.value).name for o in d.options if isinstance(o.value, int))
    assert names == ["Sol Ring"]  # Mind Stone's mana value is 2
    game.answer(find(game, "Sol Ring", "library"))
    resolve(game)
    assert find(game, "Sol Ring") and _loyalty(game, seeker) == 3


def _refusal(type_line: str, text: str, loyalty: str | None = "3") -> str:
    creature = "Creature" in type_line
    face = OracleFace("Test Face", "{2}", type_line, text, "1" if creature else None, "1" if creature else None,
                      loyalty=loyalty)
    result = compile_card(OracleCard(face.name, (face,)))
    assert result.table is None
    assert len(result.refused) == 1
    return result.refused[0]


@pytest.mark.parametrize("text", [
    "2: Draw a card.",          # no sign on a nonzero cost
    "+0: Draw a card.",
    "−0: Draw a card.",
    "+X: Draw X cards.",
    "+1, {T}: Draw a card.",    # a loyalty cost with another part
])
def test_606_4_a_loyalty_cost_with_a_wrong_sign_is_refused(text):
    assert "a loyalty ability's cost is +N, −N, 0 or −X alone (606.4)" in _refusal("Legendary Planeswalker — Test", text)


@pytest.mark.parametrize("text", ["+1: Draw a card.", "−1: Draw a card.", "0: Draw a card."])
def test_606_a_loyalty_line_on_a_creature_is_refused(text):
    assert "isn't a planeswalker" in _refusal("Creature — Elf", text, loyalty=None)


def test_606_4_minus_x_whose_effect_never_names_x_is_refused():
    assert "never names X" in _refusal("Legendary Planeswalker — Test", "−X: Draw a card.")


def test_606_near_miss_the_real_lines_still_compile_with_the_minus_sign_or_a_hyphen():
    for text in ("−1: Draw a card.", "-1: Draw a card.", "0: Draw a card.", "+1: Draw a card."):
        face = OracleFace("Test Face", "{2}", "Legendary Planeswalker — Test", text, loyalty="3")
        assert compile_card(OracleCard(face.name, (face,))).table is not None, text


@pytest.mark.parametrize("text", [
    '+2: Each opponent gets an emblem with "At the beginning of your upkeep, this emblem deals 1 damage to you."',
    '−8: Target opponent gets an emblem with "Whenever a player draws a card, you lose 2 life."',
])
def test_114_an_emblem_for_another_player_is_refused_naming_the_rule(text):
    assert "is understood of emblems (114.1)" in _refusal("Legendary Planeswalker — Test", text)


def test_114_elspeth_suns_champion_compiles_whole_with_its_emblem():
    """Her "You get an emblem with "..."" is read (tests/rules/test_emblems_114.py plays it)."""
    face = OracleFace("Elspeth, Sun's Champion", "{4}{W}{W}", "Legendary Planeswalker — Elspeth",
                      "+1: Create three 1/1 white Soldier creature tokens.\n−3: Destroy all creatures with power 4 or greater.\n"
                      '−7: You get an emblem with "Creatures you control get +2/+2 and have flying."', loyalty="4")
    result = compile_card(OracleCard(face.name, (face,)))
    assert result.refused == () and result.table is not None
    assert result.table["abilities"][2]["loyalty"]["effects"][0]["emblem"]["abilities"][0]["static"]["text"] == \
        "Creatures you control get +2/+2 and have flying."
