"""Classes (716), compiled from their Oracle text and played on real boards: a Class is level 1
as it enters, with only its first section's abilities; "{cost}: Level N" is an activated ability
that may be activated only while the Class is level N - 1 and only as a sorcery (716.2a); as it
resolves the Class becomes level N, gains that section's abilities (keeping the earlier ones) and
"When this Class becomes level N" triggers. Near-misses (levels out of order, a level line on a non-Class, a "becomes level"
line in another section, a static ability in a level section) are refused naming 716."""

from __future__ import annotations

import pytest

from sandbox import Activate, IllegalActionError
from sandbox.cards.library import library
from sandbox.cards.model import Activated, Triggered
from sandbox.core.legal import legal_actions
from sandbox.core.triggers import put_triggers_on_stack

from ..conftest import board, find, resolve_stack
from ..oracle.helpers import compile_text

WIZARD = library().get("Wizard Class")


def _board(pool: str = "{U}{U}{U}{U}{U}{U}{U}{U}{C}{C}{C}{C}", step: str = "main1"):
    return board(f'''
[game]
turn = 3
step = "{step}"
[[player]]
pool = "{pool}"
battlefield = ["Wizard Class", "Grizzly Bears"]
library = ["Island", "Island", "Island", "Island", "Island", "Island"]
[[player]]
library = ["Island", "Island"]
''')


def _level_abilities(game, oid):
    return [a for a in game.activated_abilities(oid) if isinstance(a, Activated) and a.class_level]


def test_716_1_compiled_wizard_class_has_two_level_sections():
    assert [(a.text, a.class_level, a.sorcery_speed) for a in WIZARD.chars.abilities if isinstance(a, Activated)] == [
        ("{2}{U}: Level 2", 2, True), ("{4}{U}: Level 3", 3, True)]


def test_716_2a_level_up_in_order_as_a_sorcery_gaining_each_section():
    g = _board()
    wizard, bears = find(g, "Wizard Class"), find(g, "Grizzly Bears")
    level2, level3 = (g.activated_abilities(wizard).index(a) for a in _level_abilities(g, wizard))
    assert not any(isinstance(a, Triggered) for a in g.chars(wizard).abilities)  # level 1: only its first section
    assert Activate(wizard, level3) not in legal_actions(g)
    with pytest.raises(IllegalActionError, match=r"level 1: its Level 3 ability can be activated only at level 2 \(716.2a\)"):
        g.perform(Activate(wizard, level3))
    hand = len(g.state.zone("hand", 0))
    g.perform(Activate(wizard, level2))
    resolve_stack(g)  # the level ability, then "When this Class becomes level 2, draw two cards."
    assert g.obj(wizard).chosen["class_level"] == 2
    assert len(g.state.zone("hand", 0)) == hand + 2
    with pytest.raises(IllegalActionError, match="716.2a"):
        g.perform(Activate(wizard, level2))  # already level 2
    g.perform(Activate(wizard, level3))
    resolve_stack(g)
    assert g.obj(wizard).chosen["class_level"] == 3
    texts = [a.text for a in g.chars(wizard).abilities]
    assert "When this Class becomes level 2, draw two cards." in texts  # earlier sections stay (716)
    assert "Whenever you draw a card, put a +1/+1 counter on target creature you control." in texts
    assert "You have no maximum hand size." in texts
    # level 3: a draw puts a +1/+1 counter on the one creature it can target
    g.draw(0)
    put_triggers_on_stack(g)  # as a player would next receive priority (117.5)
    resolve_stack(g)
    assert g.obj(bears).counters.get("+1/+1") == 1


def test_716_2a_only_as_a_sorcery():
    g = _board(step="upkeep")
    wizard = find(g, "Wizard Class")
    level2 = g.activated_abilities(wizard).index(_level_abilities(g, wizard)[0])
    with pytest.raises(IllegalActionError, match="sorcery"):
        g.perform(Activate(wizard, level2))


@pytest.mark.parametrize(("text", "type_line", "why"), [
    ("{4}{U}: Level 3\nWhen this Class becomes level 3, draw a card.", "Enchantment — Class", "in order"),
    ("{2}{U}: Level 2\nWhen this Class becomes level 2, draw a card.", "Enchantment — Aura", "isn't a Class"),
    ("{2}{U}: Level 2\nWhen this Class becomes level 3, draw a card.", "Enchantment — Class", "Level 2 section"),
    ("{2}{U}: Level 2\nCreatures you control get +1/+1.", "Enchantment — Class", "static ability"),
    ("{2}{U}: Level 2\n{4}{U}: Level 2", "Enchantment — Class", "in order"),
    ("{2}{U}: Level 2\nDraw a card.", "Enchantment — Class", ""),
])
def test_716_near_misses_are_refused(text, type_line, why):
    result = compile_text(text, name="Test Class", type_line=type_line, mana_cost="{U}")
    assert result.table is None
    assert why in " ".join(result.refused), result.refused
