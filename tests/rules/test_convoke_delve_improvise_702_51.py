"""Ways to pay a spell's total cost other than mana (601.2h): convoke (702.51a) taps creatures
you control, each paying for {1} or one mana of its color; improvise (702.126a) taps artifacts
you control, each paying for {1}; delve (702.66a) exiles cards from your graveyard, each paying
for {1}. The player chooses which; a choice where some helper has no mana left to pay for is
refused. Stoke the Flames, Reverse Engineer and Gurmag Angler compiled from their Oracle text,
cast through real actions on real boards."""

from __future__ import annotations

import pytest

from sandbox import Cast
from sandbox.cards.oracle import OracleFace
from sandbox.errors import IllegalActionError

from .copyhelp import compiled_cards, find, make, resolve

STOKE = OracleFace("Stoke the Flames", "{2}{R}{R}", "Instant",
                   "Convoke (Your creatures can help cast this spell. Each creature you tap while casting this spell "
                   "pays for {1} or one mana of that creature's color.)\nStoke the Flames deals 4 damage to any target.")
ENGINEER = OracleFace("Reverse Engineer", "{3}{U}{U}", "Sorcery",
                      "Improvise (Your artifacts can help cast this spell. Each artifact you tap after you're done "
                      "activating mana abilities pays for {1}.)\nDraw three cards.")
ANGLER = OracleFace("Gurmag Angler", "{6}{B}", "Creature — Zombie Fish",
                    "Delve (Each card you exile from your graveyard while casting this spell pays for {1}.)", "5", "5")
CARDS = compiled_cards(STOKE, ENGINEER, ANGLER)


def _ids(game, name):
    return [o for o in game.state.battlefield if game.chars(o).name == name]


def test_702_51a_convoke_a_red_creature_pays_red_another_pays_generic():
    game = make(["Mountain", "Mountain", "Raging Goblin", "Grizzly Bears"], ["Stoke the Flames"], pool="", extra=CARDS)
    card = find(game, "Stoke the Flames", "hand")
    assert Cast(card) in game.legal_actions()  # two Mountains alone can't pay {2}{R}{R}: convoke can
    game.perform(Cast(card, targets=("p1",)))
    assert game.pending is not None and game.pending.rule == "702.51a"
    goblin, bears = find(game, "Raging Goblin"), find(game, "Grizzly Bears")
    game.answer([goblin, bears])
    assert all(game.obj(o).tapped for o in game.state.battlefield)
    resolve(game)
    assert game.state.players[1].life == 16
    assert any(e.rule == "702.51a" and "{R}" in e.text and "Raging Goblin" in e.text for e in game.log)
    assert any(e.rule == "702.51a" and "{1}" in e.text and "Grizzly Bears" in e.text for e in game.log)


def test_702_51a_near_miss_a_green_creature_can_t_pay_red():
    game = make(["Mountain", "Grizzly Bears", "Grizzly Bears", "Grizzly Bears"], ["Stoke the Flames"], pool="",
                extra=CARDS)
    game.perform(Cast(find(game, "Stoke the Flames", "hand"), targets=("p1",)))
    bears = _ids(game, "Grizzly Bears")
    assert not game.answer_is_legal(bears)  # the third would have to pay {R}
    with pytest.raises(IllegalActionError):
        game.answer(bears)
    assert game.pending is not None and game.state.players[1].life == 20


def test_702_51a_near_miss_without_creatures_the_mana_alone_must_pay():
    game = make(["Mountain", "Mountain", "Mountain"], ["Stoke the Flames"], pool="", extra=CARDS)
    card = find(game, "Stoke the Flames", "hand")
    assert Cast(card) not in game.legal_actions()
    with pytest.raises(IllegalActionError):
        game.perform(Cast(card, targets=("p1",)))


def test_702_126a_improvise_artifacts_pay_generic_only():
    game = make(["Island", "Island", "Memnite", "Memnite", "Memnite", "Memnite"], ["Reverse Engineer"], pool="",
                extra=CARDS, library=["Swamp"] * 5)
    card = find(game, "Reverse Engineer", "hand")
    assert Cast(card) in game.legal_actions()
    game.perform(Cast(card))
    memnites = _ids(game, "Memnite")
    assert not game.answer_is_legal(memnites)  # a fourth artifact would pay for {U}: improvise pays only {1}
    game.answer(memnites[:3])
    resolve(game)
    assert len(game.state.zone("hand", 0)) == 3
    assert [game.obj(o).tapped for o in memnites] == [True, True, True, False]


def test_702_66a_delve_exiles_graveyard_cards_for_generic_mana():
    grave = ["Grizzly Bears", "Island", "Forest", "Shock", "Memnite", "Raging Goblin", "Mountain"]
    game = make(["Swamp"], ["Gurmag Angler"], you_gy=grave, pool="", extra=CARDS)
    card = find(game, "Gurmag Angler", "hand")
    assert Cast(card) in game.legal_actions()
    game.perform(Cast(card))
    cards = list(game.state.zone("graveyard", 0))
    assert not game.answer_is_legal(cards)  # seven cards, but only {6} is generic
    game.answer(cards[:6])
    resolve(game)
    assert find(game, "Gurmag Angler") in game.state.battlefield
    assert len(game.state.zone("exile", 0)) == 6 and len(game.state.zone("graveyard", 0)) == 1


def test_702_66a_near_miss_too_few_cards_to_delve_and_too_little_mana():
    game = make(["Swamp"], ["Gurmag Angler"], you_gy=["Island"] * 5, pool="", extra=CARDS)
    assert Cast(find(game, "Gurmag Angler", "hand")) not in game.legal_actions()


def test_601_2h_the_payment_plan_shows_the_fewest_helpers_the_mana_needs():
    """The plan (601.2g-h) uses helpers only when mana alone can't pay, then the fewest: Stoke
    the Flames with two Mountains and three creatures is planned with two of them (the Goblin
    pays {R}); with four Mountains, none."""
    from sandbox.api import plan_for
    game = make(["Mountain", "Mountain", "Raging Goblin", "Grizzly Bears", "Grizzly Bears"], ["Stoke the Flames"],
                pool="", extra=CARDS)
    stoke = find(game, "Stoke the Flames", "hand")
    _, plan = plan_for(game, stoke)
    assert plan.ok and plan.mana == ("1", "R"), plan.explain()
    assert len(plan.helpers) == 2 and "convoke pays" in plan.explain() and "702.51a" in plan.helpers[0]
    assert sorted(game.chars(s).name for s in plan.sources) == ["Mountain", "Mountain"]
    mountains_only = make(["Mountain", "Mountain", "Mountain", "Mountain"], ["Stoke the Flames"], pool="", extra=CARDS)
    _, plain = plan_for(mountains_only, find(mountains_only, "Stoke the Flames", "hand"))
    assert plain.ok and plain.helpers == [] and plain.mana is None  # mana alone pays: no helper is planned


def test_702_66a_delve_in_the_plan_and_a_near_miss_with_too_few_cards():
    from sandbox.api import plan_for
    game = make(["Swamp"], ["Gurmag Angler"], pool="", extra=CARDS, you_gy=["Grizzly Bears"] * 6)
    _, plan = plan_for(game, find(game, "Gurmag Angler", "hand"))
    assert plan.ok and plan.mana == ("B",) and "delve pays {6}" in plan.explain(), plan.explain()
    short = make(["Swamp"], ["Gurmag Angler"], pool="", extra=CARDS, you_gy=["Grizzly Bears"] * 5)
    _, none = plan_for(short, find(short, "Gurmag Angler", "hand"))
    assert not none.ok and none.helpers == []
