"""Bestow (702.103): cast for its bestow cost, an enchantment creature card is an Aura spell with
enchant creature, not a creature spell (702.103a-b); it enchants the creature it targeted; when
that creature leaves, it stops being bestowed and stays on the battlefield as an enchantment
creature (702.103f, not 704.5m); a bestowed spell whose target is illegal as it resolves
resolves as an enchantment creature spell (702.103e, 608.3b). Surge (702.117a): an alternative
cost payable only once its caster has cast another spell this turn. Boon Satyr, Goblin
Freerunner and Comparative Analysis compiled from their Oracle text, played through real actions."""

from __future__ import annotations

import pytest

from sandbox import Cast
from sandbox.cards.oracle import OracleCard, OracleFace, compile_card
from sandbox.errors import IllegalActionError

from .copyhelp import _give_priority, cast, compiled_cards, find, make, resolve

REMINDER = ("(If you cast this card for its bestow cost, it's an Aura spell with enchant creature. It becomes a "
            "creature again if it's not attached to a creature.)")
SATYR = OracleFace("Boon Satyr", "{1}{G}{G}", "Enchantment Creature — Satyr",
                   f"Flash\nBestow {{3}}{{G}}{{G}} {REMINDER}\nEnchanted creature gets +4/+2.", "4", "2")
SURGE = "(You may cast this spell for its surge cost if you or a teammate has cast another spell this turn.)"
FREERUNNER = OracleFace("Goblin Freerunner", "{3}{R}", "Creature — Goblin Warrior Ally",
                        f"Surge {{1}}{{R}} {SURGE}\nMenace", "3", "2")
ANALYSIS = OracleFace("Comparative Analysis", "{3}{U}", "Instant", f"Surge {{2}}{{U}} {SURGE}\nTarget player draws two cards.")
CARDS = compiled_cards(SATYR, FREERUNNER, ANALYSIS)
LANDS = ["Forest"] * 5 + ["Swamp"] * 3


def _on_bf(game, name):
    return [o for o in game.state.battlefield if game.chars(o).name == name]


def _tapped(game, player=0):
    return sum(1 for o in game.state.battlefield if game.obj(o).tapped and game.obj(o).controller == player)


def _pt(game, oid):
    c = game.chars(oid)
    return c.power, c.toughness


def test_702_103f_bestowed_satyr_enchants_then_stays_as_a_creature_when_its_host_dies():
    game = make([*LANDS, "Grizzly Bears"], ["Boon Satyr", "Murder"], pool="", extra=CARDS)
    bears, card = find(game, "Grizzly Bears"), find(game, "Boon Satyr", "hand")
    assert Cast(card, with_cost="bestow") in game.legal_actions()
    game.perform(Cast(card, targets=(bears,), with_cost="bestow"))
    spell = game.state.stack[-1]
    chars = game.chars(spell)
    # 702.103b: an Aura enchantment spell with enchant creature, not a creature spell
    assert "Creature" not in chars.card_types and "Aura" in chars.subtypes and "Satyr" not in chars.subtypes
    assert chars.power is None and game.obj(spell).targets == [bears]
    assert _tapped(game) == 5  # {3}{G}{G}, not {1}{G}{G}
    resolve(game)
    satyr = _on_bf(game, "Boon Satyr")[0]
    assert game.obj(satyr).attached_to == bears and "Creature" not in game.chars(satyr).card_types
    assert _pt(game, bears) == (6, 4)  # 2/2 + 4/2
    game.perform(Cast(find(game, "Murder", "hand"), targets=(bears,)))
    resolve(game)
    assert bears not in game.state.battlefield
    # 702.103f: unattached, it stops being bestowed: a 4/2 enchantment creature, still on the battlefield
    assert satyr in game.state.battlefield and game.obj(satyr).attached_to is None
    assert game.chars(satyr).card_types == ("Enchantment", "Creature") and _pt(game, satyr) == (4, 2)
    assert "Satyr" in game.chars(satyr).subtypes and "Aura" not in game.chars(satyr).subtypes
    assert any(e.rule == "702.103f" for e in game.log) and not any(e.rule == "704.5m" for e in game.log)
    assert [game.chars(o).name for o in game.state.zone("graveyard", 0)] == ["Grizzly Bears", "Murder"]


def test_702_103e_target_gone_the_bestowed_spell_resolves_as_a_creature():
    game = make([*LANDS, "Grizzly Bears"], ["Boon Satyr", "Murder"], pool="", extra=CARDS)
    bears = find(game, "Grizzly Bears")
    game.perform(Cast(find(game, "Boon Satyr", "hand"), targets=(bears,), with_cost="bestow"))
    game.perform(Cast(find(game, "Murder", "hand"), targets=(bears,)))  # holding priority: Murder resolves first
    resolve(game)
    satyr = _on_bf(game, "Boon Satyr")[0]
    assert game.obj(satyr).attached_to is None and _pt(game, satyr) == (4, 2)
    assert any(e.rule == "702.103e" for e in game.log) and not any(e.rule == "608.2b" for e in game.log)


def test_702_103_near_misses_cast_for_its_mana_cost_no_target_no_bestow():
    game = make([*LANDS, "Grizzly Bears"], ["Boon Satyr"], pool="", extra=CARDS)
    game.perform(Cast(find(game, "Boon Satyr", "hand")))  # its mana cost: a creature spell, no target
    assert "Creature" in game.chars(game.state.stack[-1]).card_types and not game.obj(game.state.stack[-1]).targets
    resolve(game)
    satyr = _on_bf(game, "Boon Satyr")[0]
    assert game.obj(satyr).attached_to is None and _pt(game, find(game, "Grizzly Bears")) == (2, 2)
    assert _tapped(game) == 3
    # four lands can't pay {3}{G}{G}; no creature to enchant: no bestow offered
    poor = make(["Forest"] * 4 + ["Grizzly Bears"], ["Boon Satyr"], pool="", extra=CARDS)
    assert not any(isinstance(a, Cast) and a.with_cost == "bestow" for a in poor.legal_actions())
    for text in ("Bestow—Sacrifice a creature.", "Bestow"):
        face = OracleFace("Test Nymph", "{1}{W}", "Enchantment Creature — Nymph", f"{text}\nEnchanted creature gets +1/+1.",
                          "1", "1")
        assert compile_card(OracleCard(face.name, (face,))).table is None


def test_702_117a_surge_only_after_you_cast_another_spell_this_turn():
    game = make(["Mountain"] * 4 + ["Island"] * 3, ["Goblin Freerunner", "Comparative Analysis", "Lightning Bolt"],
                ["Mountain"], ["Lightning Bolt"], pool="", opp_pool="", extra=CARDS)
    runner = find(game, "Goblin Freerunner", "hand")
    assert Cast(runner, with_cost="surge") not in game.legal_actions()
    with pytest.raises(IllegalActionError, match="702.117a"):
        game.perform(Cast(runner, with_cost="surge"))
    # the opponent's spell doesn't count: only a spell its caster cast (702.117a)
    cast(game, "Lightning Bolt", "p0", player=1)
    resolve(game)
    assert game.state.players[0].life == 17
    _give_priority(game, 0)
    assert Cast(runner, with_cost="surge") not in game.legal_actions()
    cast(game, "Lightning Bolt", "p1")
    resolve(game)
    assert Cast(runner, with_cost="surge") in game.legal_actions()
    game.perform(Cast(runner, with_cost="surge"))  # {1}{R}, not {3}{R}
    resolve(game)
    assert _on_bf(game, "Goblin Freerunner") and _tapped(game) == 3
    hand = len(game.state.zone("hand", 0))
    game.perform(Cast(find(game, "Comparative Analysis", "hand"), targets=("p0",), with_cost="surge"))  # {2}{U}
    resolve(game)
    assert len(game.state.zone("hand", 0)) == hand + 1 and _tapped(game) == 6
