""""Doesn't untap during your untap step" (502.3): the untap step untaps the active player's
permanents except those an effect keeps tapped; an Aura's version follows the enchanted one."""

from __future__ import annotations

from sandbox.cards.oracle import OracleFace
from sandbox.script.session import Session

from .copyhelp import compiled_cards, find, make


def test_502_3_a_permanent_that_doesn_t_untap_stays_tapped_through_its_controller_s_untap_step():
    frozen = OracleFace("Frozen Giant", "{3}{U}", "Creature — Giant", "This creature doesn't untap during your untap step.", "4", "4")
    game = make(opp_bf=['{ card = "Frozen Giant", tapped = true }', '{ card = "Grizzly Bears", tapped = true }'],
                extra=compiled_cards(frozen))
    assert Session(game).run("next upkeep").ok and game.state.active == 1
    assert game.obj(find(game, "Frozen Giant", player=1)).tapped
    assert not game.obj(find(game, "Grizzly Bears", player=1)).tapped
    assert any(e.rule == "502.3" and "doesn't untap" in e.text for e in game.log)


def test_502_3_an_aura_keeps_the_enchanted_creature_tapped():
    aura = OracleFace("Frost Lock", "{U}", "Enchantment — Aura",
                      "Enchant creature\nEnchanted creature doesn't untap during its controller's untap step.")
    game = make(opp_bf=['{ card = "Grizzly Bears", ref = "b", tapped = true }', '{ card = "Balduvian Bears", tapped = true }'],
                you_bf=['{ card = "Frost Lock", attached_to = "b" }'], extra=compiled_cards(aura))
    assert Session(game).run("next upkeep").ok
    assert game.obj(find(game, "Grizzly Bears", player=1)).tapped
    assert not game.obj(find(game, "Balduvian Bears", player=1)).tapped


def _choosy(choice: str):
    rack = OracleFace("Choosy Rack", "{2}", "Artifact Creature — Construct",
                      "You may choose not to untap this creature during your untap step.", "1", "1")
    game = make(opp_bf=['{ card = "Choosy Rack", tapped = true }'], extra=compiled_cards(rack))
    session = Session(game)
    session.run("next upkeep")
    assert game.pending is not None and game.pending.kind == "yesno" and game.pending.rule == "502.3"
    game.answer(choice)
    return game


def test_502_3_you_may_choose_not_to_untap_it_and_it_stays_tapped():
    game = _choosy("no")
    assert game.obj(find(game, "Choosy Rack", player=1)).tapped


def test_502_3_you_may_choose_to_untap_it_as_usual():
    game = _choosy("yes")
    assert not game.obj(find(game, "Choosy Rack", player=1)).tapped
