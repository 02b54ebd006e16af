"""The library family on real boards: scry (701.22), surveil (701.25), mill (701.13), tutors
(701.23) and looting, each card compiled from its Oracle text into the library."""

from __future__ import annotations

import pytest

from sandbox import Cast

from ..conftest import board, find, resolve_stack
from ..oracle.helpers import compile_text, preset_with

LANDS = ["Island", "Island", "Swamp", "Swamp", "Forest", "Forest", "Mountain"]


def _game(hand, library, battlefield=LANDS, graveyard=(), them_library=("Plains", "Plains", "Plains")):
    you = f"hand = {list(hand)!r}\nbattlefield = {list(battlefield)!r}\nlibrary = {list(library)!r}\ngraveyard = {list(graveyard)!r}"
    return board(f"[[player]]\n{you}\n\n[[player]]\nlibrary = {list(them_library)!r}\n".replace("'", '"'))


def _opt(g, name):
    """The pending decision's option that is the card named ``name``."""
    return next(o.value for o in g.pending.options if g.chars(o.value).name == name)


def _names(g, zone, player=0):
    return [g.chars(o).name for o in g.state.zones[f"{zone}:{player}"]]


def test_701_22a_opt_scry_1_puts_the_top_card_on_the_bottom_then_draws():
    g = _game(["Opt"], ["Plains", "Forest", "Mountain"])  # Mountain on top
    g.perform(Cast(find(g, "Opt", "hand")))
    resolve_stack(g)
    assert g.pending is not None and g.pending.kind == "choose" and g.pending.rule == "701.22a"
    assert [g.chars(o.value).name for o in g.pending.options] == ["Mountain"]
    g.answer([g.pending.options[0].value])  # to the bottom
    resolve_stack(g)
    assert _names(g, "library") == ["Mountain", "Plains"]
    assert "Forest" in _names(g, "hand")


def test_701_22a_opt_scry_1_keeps_the_card_on_top_and_draws_it():
    g = _game(["Opt"], ["Plains", "Forest", "Mountain"])
    g.perform(Cast(find(g, "Opt", "hand")))
    resolve_stack(g)
    g.answer([])
    resolve_stack(g)
    assert "Mountain" in _names(g, "hand") and _names(g, "library") == ["Plains", "Forest"]


def test_701_22a_preordain_scry_2_orders_the_cards_kept_on_top():
    g = _game(["Preordain"], ["Plains", "Forest", "Mountain"])  # top: Mountain, then Forest
    g.perform(Cast(find(g, "Preordain", "hand")))
    resolve_stack(g)
    g.answer([])  # nothing to the bottom
    assert g.pending.kind == "order"
    forest = _opt(g, "Forest")
    mountain = _opt(g, "Mountain")
    g.answer([forest, mountain])  # Forest on top
    resolve_stack(g)
    assert "Forest" in _names(g, "hand") and _names(g, "library") == ["Plains", "Mountain"]


def test_701_22b_scry_with_an_empty_library_does_nothing():
    g = _game(["Opt"], [])
    g.perform(Cast(find(g, "Opt", "hand")))
    resolve_stack(g)
    assert any(e.rule == "701.22b" for e in g.log)


def test_701_25a_consider_surveil_1_puts_the_top_card_into_the_graveyard_then_draws():
    g = _game(["Consider"], ["Plains", "Forest", "Mountain"])
    g.perform(Cast(find(g, "Consider", "hand")))
    resolve_stack(g)
    assert g.pending.rule == "701.25a"
    g.answer([g.pending.options[0].value])
    resolve_stack(g)
    assert "Mountain" in _names(g, "graveyard") and "Forest" in _names(g, "hand")


def test_701_13a_thought_scour_mills_its_target_player_then_you_draw():
    g = _game(["Thought Scour"], ["Plains", "Forest"], them_library=("Plains", "Swamp", "Island"))
    g.perform(Cast(find(g, "Thought Scour", "hand"), targets=("p1",)))
    resolve_stack(g)
    assert _names(g, "graveyard", 1) == ["Island", "Swamp"] and _names(g, "library", 1) == ["Plains"]
    assert "Forest" in _names(g, "hand")


def test_701_13b_mill_more_than_the_library_mills_what_there_is():
    g = _game(["Thought Scour"], ["Forest"], them_library=("Swamp",))
    g.perform(Cast(find(g, "Thought Scour", "hand"), targets=("p1",)))
    resolve_stack(g)
    assert _names(g, "graveyard", 1) == ["Swamp"] and _names(g, "library", 1) == []


def test_701_23a_demonic_tutor_puts_the_card_found_into_your_hand_then_shuffles():
    g = _game(["Demonic Tutor"], ["Plains", "Forest", "Mountain"])
    g.perform(Cast(find(g, "Demonic Tutor", "hand")))
    resolve_stack(g)
    forest = _opt(g, "Forest")
    g.answer([forest])
    resolve_stack(g)
    assert "Forest" in _names(g, "hand") and sorted(_names(g, "library")) == ["Mountain", "Plains"]
    assert any(e.rule == "701.24a" for e in g.log)


def test_701_23a_farseek_finds_a_nonbasic_type_but_not_a_forest():
    g = _game(["Farseek"], ["Forest", "Mountain"])
    g.perform(Cast(find(g, "Farseek", "hand")))
    resolve_stack(g)
    assert [g.chars(o.value).name for o in g.pending.options] == ["Mountain"]
    g.answer([g.pending.options[0].value])
    resolve_stack(g)
    mountains = [o for o in g.state.battlefield if g.chars(o).name == "Mountain"]
    assert len(mountains) == 2 and any(g.obj(o).tapped for o in mountains)


def test_701_9_careful_study_draws_two_then_discards_two():
    g = _game(["Careful Study", "Plains"], ["Forest", "Mountain"])
    g.perform(Cast(find(g, "Careful Study", "hand")))
    resolve_stack(g)
    assert g.pending.kind == "discard" and (g.pending.min, g.pending.max) == (2, 2)
    picks = [_opt(g, "Plains"), _opt(g, "Forest")]
    g.answer(picks)
    assert sorted(_names(g, "graveyard")) == ["Careful Study", "Forest", "Plains"] and _names(g, "hand") == ["Mountain"]


def test_400_7_raise_dead_returns_a_creature_card_from_your_graveyard_to_your_hand():
    g = _game(["Raise Dead"], ["Forest"], graveyard=["Grizzly Bears", "Forest"])
    bears = find(g, "Grizzly Bears", "graveyard")
    g.perform(Cast(find(g, "Raise Dead", "hand"), targets=(bears,)))
    resolve_stack(g)
    assert "Grizzly Bears" in _names(g, "hand")


def test_702_34a_unburial_rites_returns_from_the_graveyard_to_the_battlefield():
    g = _game(["Unburial Rites"], ["Forest"], battlefield=LANDS, graveyard=["Grizzly Bears"])
    g.perform(Cast(find(g, "Unburial Rites", "hand"), targets=(find(g, "Grizzly Bears", "graveyard"),)))
    resolve_stack(g)
    assert any(g.chars(o).name == "Grizzly Bears" for o in g.state.battlefield)


def test_608_2c_impulse_takes_one_and_puts_the_rest_on_the_bottom_in_the_order_chosen():
    g = _game(["Impulse"], ["Plains", "Swamp", "Forest", "Mountain", "Island"])  # top: Island
    g.perform(Cast(find(g, "Impulse", "hand")))
    resolve_stack(g)
    assert sorted(g.chars(o.value).name for o in g.pending.options) == ["Forest", "Island", "Mountain", "Swamp"]
    g.answer([_opt(g, "Forest")])
    assert g.pending.kind == "order"
    g.answer([_opt(g, "Island"), _opt(g, "Swamp"), _opt(g, "Mountain")])  # first = topmost of them
    assert _names(g, "library") == ["Mountain", "Swamp", "Island", "Plains"]  # bottom first
    assert "Forest" in _names(g, "hand")


def _digger(rest_order: str):
    from tests.oracle.helpers import compile_text, preset_with
    text = ("When this creature enters, look at the top three cards of your library. You may reveal a creature card "
            f"from among them and put it into your hand. Put the rest on the bottom of your library in {rest_order}.")
    c = compile_text(text, name="Digger", mana_cost="{G}")
    return board(preset_with(c, {"hand": ["Digger"], "battlefield": ["Forest"],
                                 "library": ["Plains", "Island", "Grizzly Bears", "Swamp"]}))


def test_701_20a_only_a_card_of_the_quality_may_be_taken_and_none_is_allowed():
    g = _digger("a random order")
    g.perform(Cast(find(g, "Digger", "hand")))
    resolve_stack(g)
    assert [g.chars(o.value).name for o in g.pending.options] == ["Grizzly Bears"]
    assert g.pending.min == 0
    g.answer([])
    assert sorted(_names(g, "library")) == ["Grizzly Bears", "Island", "Plains", "Swamp"]
    assert _names(g, "library")[-1] == "Plains"  # the three looked at went under it


def test_608_2c_a_random_order_is_the_game_s_own_and_replays_exactly():
    orders = set()
    for _ in range(2):
        g = _digger("a random order")
        g.perform(Cast(find(g, "Digger", "hand")))
        resolve_stack(g)
        g.answer([_opt(g, "Grizzly Bears")])
        orders.add(tuple(_names(g, "library")))
    assert len(orders) == 1 and "Grizzly Bears" in _names(g, "hand")


def test_near_misses_of_look_at_the_top_n_are_refused():
    from tests.oracle.helpers import compile_text
    for text in ("Look at the top five cards of your library.",
                 "Look at the top three cards of your library. Put one of them into your hand and the other on the bottom of your library.",
                 "Look at the top three cards of your library. Put the rest on the bottom of your library in any order.",
                 "Look at the top three cards of your library. Put two of them into your hand and the rest on the bottom of your library in any order.",
                 "Look at the top three cards of your library. Put one of them into your graveyard and the rest on the bottom of your library in any order.",
                 "Look at the top three cards of target player's library. Put one of them into your hand and the rest on the bottom of your library in any order."):
        assert compile_text(text, type_line="Sorcery").table is None, text


def test_701_23a_up_to_two_revealed_cards_go_to_the_hand_and_the_library_is_shuffled():
    c = compile_text("Search your library for up to two basic land cards, reveal them, put them into your hand, "
                     "then shuffle.", name="Two Lands", type_line="Sorcery", mana_cost="{G}")
    g = board(preset_with(c, {"hand": ["Two Lands"], "battlefield": ["Forest"],
                              "library": ["Plains", "Island", "Grizzly Bears"]}))
    g.perform(Cast(find(g, "Two Lands", "hand")))
    resolve_stack(g)
    assert g.pending.max == 2 and sorted(g.chars(o.value).name for o in g.pending.options) == ["Island", "Plains"]
    g.answer(find(g, "Plains", "library"), find(g, "Island", "library"))
    assert sorted(g.chars(o).name for o in g.state.zones["hand:0"]) == ["Island", "Plains"]
    assert any("revealed" in e.text for e in g.log)


@pytest.mark.parametrize("text", [
    "Search your library for up to one basic land card, reveal them, put them into your hand, then shuffle.",
    "Search your library for a basic land card, reveal them, put it into your hand, then shuffle.",
    "Search your library for up to two basic land cards, reveal it, put them into your hand, then shuffle.",
    "Search your library for up to three basic land cards, reveal those cards, put one onto the battlefield tapped "
    "and the other into your hand, then shuffle.",
    "Search your library for up to two basic land cards, reveal those cards, put one onto the battlefield tapped "
    "and the rest into your hand, then shuffle.",
])
def test_701_23a_search_near_misses_are_refused(text):
    assert compile_text(text, type_line="Sorcery").table is None, text
