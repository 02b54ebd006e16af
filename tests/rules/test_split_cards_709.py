"""Split cards (709), fuse (702.102) and aftermath (702.127), compiled from both halves' Oracle
text and played on real boards: one half cast (709.3), its characteristics on the stack
(709.3b) and the combined ones elsewhere (709.4), both halves fused from a hand (702.102a-c),
an aftermath half only from a graveyard and exiled after (702.127a), a copy of a split spell
(707.10, 709.3c). Near-misses are refused with the rule named."""

from __future__ import annotations

import pytest

from sandbox import Cast, IllegalActionError
from sandbox.cards.oracle import OracleCard, OracleFace, compile_card
from sandbox.core.layers import mana_value_of
from sandbox.core.legal import legal_actions
from sandbox.formats.save import to_toml

from .copyhelp import cast, find, hand, make, resolve, resolve_top

FUSE = "Fuse (You may cast one or both halves of this card from your hand.)"
AFTERMATH = "Aftermath (Cast this spell only from your graveyard. Then exile it.)"
WEAR = OracleFace("Wear", "{1}{R}", "Instant", f"Destroy target artifact.\n{FUSE}")
TEAR = OracleFace("Tear", "{W}", "Instant", f"Destroy target enchantment.\n{FUSE}")
DEAD = OracleFace("Dead", "{R}", "Instant", "Dead deals 2 damage to target creature.")
GONE = OracleFace("Gone", "{2}{R}", "Instant", "Return target creature you don't control to its owner's hand.")
CUT = OracleFace("Cut", "{1}{R}", "Sorcery", "Cut deals 4 damage to target creature.")
RIBBONS = OracleFace("Ribbons", "{X}{B}{B}", "Sorcery", f"{AFTERMATH}\nEach opponent loses X life.")


def _table(left: OracleFace, right: OracleFace) -> dict:
    result = compile_card(OracleCard(f"{left.name} // {right.name}", (left, right), "split"))
    assert result.refused == (), result.refused
    assert result.table is not None
    return result.table


CARDS = to_toml({"card": [_table(WEAR, TEAR), _table(DEAD, GONE), _table(CUT, RIBBONS)], "player": []})
POOL = "{R}{R}{R}{W}{B}{B}{B}{C}{C}{C}"


def _board(hand_cards=(), opp_bf=(), you_gy=(), you_bf=("Mountain",)):
    return make(list(you_bf), list(hand_cards), list(opp_bf), you_gy=list(you_gy), extra=CARDS, pool=POOL)


def _names(game, zone: str, player: int) -> list[str]:
    if zone == "battlefield":
        return sorted(game.chars(o).name for o in game.state.battlefield if game.controller(o) == player)
    return sorted(game.chars(o).name for o in game.state.zone(zone, player))


def test_709_compiled_split_card_has_both_halves_as_instants_with_their_own_text():
    table = _table(WEAR, TEAR)
    assert table["name"] == "Wear // Tear"
    assert [h["name"] for h in table["halves"]] == ["Wear", "Tear"]
    assert table["halves"][0]["effects"] == [{"destroy": {"what": "target"}}]
    assert table["halves"][0]["targets"] == "artifact" and table["halves"][1]["targets"] == "enchantment"
    assert table["halves"][0]["abilities"] == ["Fuse"]


def test_709_4_off_the_stack_a_split_card_has_both_halves_combined():
    game = _board(["Dead // Gone", "Cut // Ribbons"])
    dg = hand(game, "Dead // Gone")
    c = game.chars(dg)
    assert (c.mana_cost, c.colors, c.card_types) == (("2", "R", "R"), frozenset("R"), ("Instant",))
    assert mana_value_of(c, game.obj(dg)) == 4  # 709.4b: {R} + {2}{R}
    cr = hand(game, "Cut // Ribbons")
    c = game.chars(cr)
    assert c.colors == frozenset("RB") and mana_value_of(c, game.obj(cr)) == 4  # {1}{R} + {X}{B}{B}, X is 0 (202.3e)
    wt = _board(["Wear // Tear"]).state.zone("hand", 0)[0]
    assert _board(["Wear // Tear"]).chars(wt).colors == frozenset("RW")


def test_709_3_cast_one_half_only_that_half_is_on_the_stack_then_the_whole_card_in_the_graveyard():
    game = _board(["Dead // Gone"], ["Grizzly Bears"])
    dg = hand(game, "Dead // Gone")
    casts = {str(a) for a in legal_actions(game) if isinstance(a, Cast)}
    assert casts == {f"cast #{dg} half 1", f"cast #{dg} half 2"}  # no fuse: no fused cast (702.102a)
    bears = find(game, "Grizzly Bears")
    game.perform(Cast(dg, half=0, targets=(bears,)))
    spell = game.state.stack[-1]
    c = game.chars(spell)
    assert (c.name, c.mana_cost, mana_value_of(c, game.obj(spell))) == ("Dead", ("R",), 1)  # 709.3b
    assert game.state.players[0].pool.total() == len(POOL) // 3 - 1
    resolve(game)
    assert "Grizzly Bears" in _names(game, "graveyard", 1)
    assert _names(game, "graveyard", 0) == ["Dead // Gone"]  # 709.2: one card
    gy = game.state.zone("graveyard", 0)[0]
    assert mana_value_of(game.chars(gy), game.obj(gy)) == 4  # 709.4 again off the stack


def test_709_3_the_half_is_asked_when_not_given_and_the_other_half_is_cast():
    game = _board(["Dead // Gone"], ["Grizzly Bears"])
    dg = hand(game, "Dead // Gone")
    game.perform(Cast(dg))
    assert game.pending is not None and game.pending.rule == "709.3"
    assert [o.label for o in game.pending.options] == ["cast Dead", "cast Gone"]
    game.answer(1)
    assert game.chars(game.state.stack[-1]).name == "Gone"
    resolve(game)
    assert _names(game, "hand", 1) == ["Grizzly Bears"]


def test_702_102a_fused_cast_pays_both_costs_and_does_left_then_right():
    game = _board(["Wear // Tear"], ["Bonesplitter", "Glorious Anthem"])
    wt = hand(game, "Wear // Tear")
    assert Cast(wt, fused=True) in legal_actions(game)
    game.perform(Cast(wt, fused=True))
    spell = game.state.stack[-1]
    assert [game.chars(t).name for t in game.obj(spell).targets] == ["Bonesplitter", "Glorious Anthem"]
    c = game.chars(spell)
    assert mana_value_of(c, game.obj(spell)) == 3 and c.colors == frozenset("RW")  # 702.102b: one combined mana value
    assert game.state.players[0].pool.total() == len(POOL) // 3 - 3
    resolve(game)
    assert _names(game, "battlefield", 1) == []
    assert _names(game, "graveyard", 1) == ["Bonesplitter", "Glorious Anthem"]
    assert _names(game, "graveyard", 0) == ["Wear // Tear"]


def test_702_102a_near_misses_no_fuse_not_from_a_hand_and_a_half_named_with_fused():
    game = _board(["Dead // Gone"], ["Grizzly Bears"])
    with pytest.raises(IllegalActionError, match=r"has no fuse: only one half can be cast \(709.3, 702.102a\)"):
        game.perform(Cast(hand(game, "Dead // Gone"), fused=True))
    game = _board([], ["Bonesplitter", "Glorious Anthem"], you_gy=["Wear // Tear"])
    wt = game.state.zone("graveyard", 0)[0]
    assert not [a for a in legal_actions(game) if isinstance(a, Cast)]
    with pytest.raises(IllegalActionError, match=r"only from a hand, and it is in a graveyard \(702.102a\)"):
        game.perform(Cast(wt, fused=True))
    game = _board(["Wear // Tear"], ["Bonesplitter"])
    with pytest.raises(IllegalActionError, match=r"name no half \(702.102a\)"):
        game.perform(Cast(hand(game, "Wear // Tear"), half=0, fused=True))
    with pytest.raises(IllegalActionError, match=r"isn't a split card: it has no halves to cast \(709.3\)"):
        bolt_board = make(["Mountain"], ["Lightning Bolt"])
        bolt_board.perform(Cast(hand(bolt_board, "Lightning Bolt"), half=0))


def test_702_127a_aftermath_half_only_from_the_graveyard_then_exiled():
    game = _board(["Cut // Ribbons"], ["Grizzly Bears"])
    cr = hand(game, "Cut // Ribbons")
    assert {str(a) for a in legal_actions(game) if isinstance(a, Cast)} == {f"cast #{cr} half 1"}
    with pytest.raises(IllegalActionError, match=r"Ribbons has aftermath: it can be cast only from a graveyard \(702.127a\)"):
        game.perform(Cast(cr, half=1, x=1))
    game.perform(Cast(cr))  # only Cut can be cast from a hand: not asked
    assert game.chars(game.state.stack[-1]).name == "Cut"
    resolve(game)
    assert _names(game, "graveyard", 1) == ["Grizzly Bears"]
    gy = game.state.zone("graveyard", 0)[0]
    assert {str(a) for a in legal_actions(game) if isinstance(a, Cast)} == {f"cast #{gy} half 2"}
    with pytest.raises(IllegalActionError, match=r"in a graveyard and has no flashback"):
        game.perform(Cast(gy, half=0))  # Cut isn't cast from a graveyard
    game.perform(Cast(gy, half=1, x=2))
    spell = game.state.stack[-1]
    assert game.chars(spell).name == "Ribbons" and mana_value_of(game.chars(spell), game.obj(spell)) == 4
    resolve(game)
    assert game.state.players[1].life == 18
    assert _names(game, "exile", 0) == ["Cut // Ribbons"] and _names(game, "graveyard", 0) == []
    assert any(e.rule == "702.127a" for e in game.log)


def test_702_127a_an_aftermath_half_countered_is_exiled_too():
    game = make(["Mountain"], [], [], you_gy=["Cut // Ribbons"], opp_hand=["Counterspell"], extra=CARDS, pool=POOL,
                opp_pool="{U}{U}")
    gy = game.state.zone("graveyard", 0)[0]
    game.perform(Cast(gy, half=1, x=1))
    ribbons = game.state.stack[-1]
    cast(game, "Counterspell", ribbons, player=1)
    resolve(game)
    assert _names(game, "exile", 0) == ["Cut // Ribbons"] and game.state.players[1].life == 20


def test_707_10_709_3c_a_copy_of_a_split_spell_is_the_same_half():
    game = make(["Mountain"], ["Dead // Gone", "Twincast"], ["Grizzly Bears", "Grizzly Bears"], extra=CARDS,
                pool=POOL + "{U}{U}")
    first, second = [o for o in game.state.battlefield if game.chars(o).name == "Grizzly Bears"]
    game.perform(Cast(hand(game, "Dead // Gone"), half=0, targets=(first,)))
    dead = game.state.stack[-1]
    game.perform(Cast(hand(game, "Twincast"), targets=(dead,)))
    resolve_top(game)  # Twincast resolves: a new target may be chosen for the copy (707.10c)
    assert game.pending is not None
    game.answer(second)
    copy = next(o for o in game.state.stack if game.obj(o).kind == "spell_copy")
    c = game.chars(copy)
    assert (c.name, mana_value_of(c, game.obj(copy)), c.colors) == ("Dead", 1, frozenset("R"))  # the half, not Gone
    resolve(game)
    assert _names(game, "battlefield", 1) == [] and _names(game, "graveyard", 1) == ["Grizzly Bears", "Grizzly Bears"]
    assert _names(game, "graveyard", 0) == ["Dead // Gone", "Twincast"]  # the copy ceased to exist (707.10a)


def test_709_near_miss_a_half_that_isnt_an_instant_or_sorcery_is_refused_naming_rooms():
    room = OracleFace("Bottomless Pool", "{U}", "Enchantment — Room", "When you unlock this door, return up to one "
                      "target creature to its owner's hand.")
    locker = OracleFace("Locker Room", "{4}{U}", "Enchantment — Room", "Whenever one or more creatures you control "
                        "deal combat damage to a player, draw a card.")
    result = compile_card(OracleCard("Bottomless Pool // Locker Room", (room, locker), "split"))
    assert result.table is None and len(result.refused) == 1
    assert "isn't an instant or sorcery are not supported" in result.refused[0] and "Room's enchantment halves, 709.5" in result.refused[0]


def test_709_fire_ice_compiles_half_by_half_with_its_divided_damage():
    fire = OracleFace("Fire", "{1}{R}", "Instant", "Fire deals 2 damage divided as you choose among one or two targets.")
    ice = OracleFace("Ice", "{1}{U}", "Instant", "Tap target permanent.\nDraw a card.")
    result = compile_card(OracleCard("Fire // Ice", (fire, ice), "split"))
    assert result.table is not None, result.refused
    assert [h["name"] for h in result.table["halves"]] == ["Fire", "Ice"]


def test_709_near_miss_a_half_not_understood_refuses_the_card_naming_the_half():
    fire = OracleFace("Fire", "{1}{R}", "Instant", "Fire deals 2 damage to target creature with the greatest power "
                      "among creatures target opponent controls.")
    ice = OracleFace("Ice", "{1}{U}", "Instant", "Tap target permanent.\nDraw a card.")
    result = compile_card(OracleCard("Fire // Ice", (fire, ice), "split"))
    assert result.table is None
    assert result.refused[0].startswith("half 'Fire': Fire deals 2 damage to target creature with the greatest")
    partial = compile_card(OracleCard("Fire // Ice", (fire, ice), "split"), partial=True)
    assert partial.table is not None and partial.refused[0].startswith("partly understood: half 'Fire'")


def test_702_127a_near_miss_a_single_card_with_aftermath_is_cast_only_from_a_graveyard():
    """One half given alone (as a pool names it, "Mind (Spring/Mind)"): its aftermath still
    holds: not cast from a hand; from a graveyard, then exiled."""
    face = OracleFace("Mind (Spring/Mind)", "{4}{U}{U}", "Instant", f"{AFTERMATH}\nDraw two cards.")
    table = compile_card(OracleCard(face.name, (face,))).table
    assert table is not None and table["abilities"] == ["Aftermath"]
    game = make(["Island"], [face.name], [], extra=to_toml({"card": [table], "player": []}), pool="{U}{U}{C}{C}{C}{C}")
    mind = hand(game, face.name)
    assert not [a for a in legal_actions(game) if isinstance(a, Cast)]
    with pytest.raises(IllegalActionError, match=r"aftermath: it can be cast only from a graveyard \(702.127a\)"):
        game.perform(Cast(mind))
