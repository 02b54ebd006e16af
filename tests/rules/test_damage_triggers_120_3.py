"""Damage triggers (120.3, 603.2, 510.2): "whenever ~ deals [combat] damage [to a player / to an
opponent / to a creature]", "whenever ~ is dealt [combat] damage", and "that much" / "that many",
the amount of the event (603.2). Damage dealt at once is one event: a source that deals damage to
several recipients at once ("deals damage", no recipient) triggers once for the total; a permanent
dealt damage by several sources at once triggers once for the total; a trigger naming a recipient
triggers once for each such recipient. Played on real boards; near-misses refused."""

from __future__ import annotations

import pytest

from sandbox import Pass
from sandbox.cards.oracle import OracleCard, OracleFace, compile_card
from sandbox.script.session import Session

from .copyhelp import cast, compiled_cards, find, make

SPITEMARE = OracleFace("Spitemare", "{2}{R/W}{R/W}{R/W}", "Creature — Elemental",
                       "Whenever Spitemare is dealt damage, it deals that much damage to any target.", "3", "3")
BOROS_RECKONER = OracleFace("Boros Reckoner", "{R/W}{R/W}{R/W}", "Creature — Minotaur Wizard",
                            "Whenever Boros Reckoner is dealt damage, it deals that much damage to any target.\n"
                            "{R/W}: Boros Reckoner gains first strike until end of turn.", "3", "3")
NOBLE_PURPOSE = OracleFace("Noble Purpose", "{3}{W}{W}", "Enchantment",
                           "Whenever a creature you control deals combat damage, you gain that much life.")
SANGUINE_BOND = OracleFace("Sanguine Bond", "{3}{B}{B}", "Enchantment",
                           "Whenever you gain life, target opponent loses that much life.")
VORACIOUS_COBRA = OracleFace("Voracious Cobra", "{2}{R}{G}", "Creature — Snake",
                             "First strike\nWhenever Voracious Cobra deals combat damage to a creature, destroy that creature.",
                             "2", "2")
THIEVING_MAGPIE = OracleFace("Thieving Magpie", "{2}{U}{U}", "Creature — Bird",
                             "Flying\nWhenever Thieving Magpie deals damage to an opponent, draw a card.", "1", "3")
EXTRA = compiled_cards(SPITEMARE, BOROS_RECKONER, NOBLE_PURPOSE, SANGUINE_BOND, VORACIOUS_COBRA, THIEVING_MAGPIE)


def _settle(game, target: str = "p1") -> None:
    for _ in range(200):
        d = game.pending
        if d is not None:
            if d.kind == "targets":
                game.answer(next(o.value for o in d.options if o.value == target))
            elif d.kind == "trigger_order":
                game.answer(*[o.value for o in d.options])
            elif d.kind == "yesno":
                game.answer("yes")
            else:
                raise AssertionError(f"unexpected decision {d.kind}: {d.prompt}")
            continue
        if not game.state.stack:
            return
        game.perform(Pass())
    raise AssertionError("the stack never emptied")


def _combat(game, attackers: list[str], blocks: list[tuple[str, str]] = ()) -> None:
    session = Session(game)
    lines = ["next declare_attackers", "attack " + ", ".join(f"#{find(game, a)}" for a in attackers)]
    if blocks:
        lines += ["next declare_blockers",
                  "block " + ", ".join(f"#{find(game, b, player=1) if isinstance(b, str) else b} blocks #{find(game, a)}"
                                       for b, a in blocks)]
    for line in lines:
        r = session.run(line)
        assert r.ok, (line, r.message)
    for _ in range(10):
        if game.state.step in ("end_of_combat", "main2"):
            break
        r = session.run("next")
        assert r.ok, r.message
        _settle(game)


def _triggers(game, name: str) -> int:
    return sum(1 for e in game.log if e.rule == "603.2" and e.text.startswith(f"{name} #"))


def test_120_3_dealt_damage_by_two_blockers_at_once_triggers_once_for_the_total():
    game = make(["Spitemare"], [], ["Grizzly Bears", "Balduvian Bears"], extra=EXTRA)
    bears = [o for o in game.state.battlefield if game.controller(o) == 1]
    _combat(game, ["Spitemare"], [(bears[0], "Spitemare"), (bears[1], "Spitemare")])
    assert _triggers(game, "Spitemare") == 1
    assert game.state.players[1].life == 16  # 2 + 2 dealt at once: one trigger for 4
    assert find(game, "Spitemare", "graveyard")  # it died of the damage, its trigger still resolved


def test_120_3_dealt_damage_by_a_spell_triggers_even_as_it_dies():
    game = make(["Boros Reckoner"], ["Lightning Bolt"], extra=EXTRA)
    cast(game, "Lightning Bolt", find(game, "Boros Reckoner"))
    _settle(game)
    assert find(game, "Boros Reckoner", "graveyard")
    assert game.state.players[1].life == 17  # that much: 3, from the Reckoner as it last existed


def test_120_3_deals_combat_damage_to_a_blocker_and_past_it_triggers_once_for_the_total():
    """Pelakka Wurm (7/7 trample) blocked by Grizzly Bears: 2 to the Bears and 5 to the player,
    dealt at once: Noble Purpose triggers once and gains 7; Sanguine Bond then drains 7."""
    game = make(["Pelakka Wurm", "Noble Purpose", "Sanguine Bond"], [], ["Grizzly Bears"], extra=EXTRA)
    _combat(game, ["Pelakka Wurm"], [("Grizzly Bears", "Pelakka Wurm")])
    assert _triggers(game, "Noble Purpose") == 1 and _triggers(game, "Sanguine Bond") == 1
    assert game.state.players[0].life == 27
    assert game.state.players[1].life == 20 - 5 - 7


def test_120_3_deals_combat_damage_to_a_creature_names_that_creature():
    game = make(["Voracious Cobra"], [], ["Centaur Courser"], extra=EXTRA)
    _combat(game, ["Voracious Cobra"], [("Centaur Courser", "Voracious Cobra")])
    assert find(game, "Centaur Courser", "graveyard", player=1)  # destroyed after 2 first-strike damage
    assert find(game, "Voracious Cobra")  # the Courser was gone before the regular step


def test_120_3_deals_damage_to_an_opponent_not_to_a_creature():
    game = make(["Thieving Magpie"], [], extra=EXTRA)
    hand = len(game.state.zone("hand", 0))
    _combat(game, ["Thieving Magpie"])
    assert len(game.state.zone("hand", 0)) == hand + 1 and game.state.players[1].life == 19
    game = make(["Thieving Magpie"], [], ["Serra Angel"], extra=EXTRA)
    _combat(game, ["Thieving Magpie"], [("Serra Angel", "Thieving Magpie")])
    assert _triggers(game, "Thieving Magpie") == 0  # it dealt damage to a creature only


@pytest.mark.parametrize("text", [
    # "it": the source, or the creature dealt the damage?
    "Whenever ~ deals damage to a creature, tap that creature and it doesn't untap during its controller's next untap step.",
    "Whenever ~ attacks, you gain that much life.",  # an attack has no amount
    "Whenever ~ enters, put that many +1/+1 counters on it.",
    "Whenever ~ deals damage to you, you gain that much life.",  # a recipient not read
    "Whenever ~ deals damage to a planeswalker, draw a card.",
    "Whenever ~ deals noncombat damage, draw a card.",
    "Whenever ~ is dealt damage by a creature, draw a card.",
])
def test_120_3_near_misses_are_refused(text):
    face = OracleFace("Near Miss", "{2}{R}", "Creature — Elemental", text.replace("~", "Near Miss"), "2", "2")
    assert compile_card(OracleCard("Near Miss", (face,))).table is None


def test_603_2_that_much_in_a_spell_is_refused():
    face = OracleFace("Near Miss", "{R}", "Instant", "Near Miss deals 2 damage to any target. You gain that much life.")
    assert compile_card(OracleCard("Near Miss", (face,))).table is None
