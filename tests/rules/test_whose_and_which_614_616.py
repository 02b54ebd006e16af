"""Whose effect applies and who decides, on real boards: a token doubler doubles only its
controller's tokens (614.1a), the affected permanent's controller orders its counter
replacements (616.1), persist returns a card under its owner's control (702.79a), only a
face-down permanent's controller turns it up (708.7), life equal to your whole life total may
pay for Phyrexian mana (119.4), a cost increase applies only to the spells it names (601.2f),
"in a graveyard" counts every graveyard (109.2), and no counters put is no event (122.6)."""

from __future__ import annotations

import pytest

from sandbox import Activate, Cast, Pass, TurnFaceUp
from sandbox.errors import IllegalActionError

from ..conftest import board, find, find_all, resolve_stack
from .copyhelp import cast, make, resolve

FORESTS = ", ".join(['"Forest"'] * 4)


def test_614_1a_an_opponents_token_doubler_doesnt_double_your_tokens():
    g = board('''
[[player]]
hand = ["Lightning Bolt"]
battlefield = ["Young Pyromancer", "Mountain"]
[[player]]
battlefield = ["Parallel Lives", "Anointed Procession"]
''')
    g.perform(Cast(find(g, "Lightning Bolt", "hand"), targets=("p1",)))
    resolve_stack(g)
    assert len(find_all(g, "Elemental Token")) == 1
    assert not any(e.rule == "614.1a" for e in g.log)


def test_616_1_the_affected_permanents_controller_orders_its_counter_replacements():
    """You proliferate the opponent's Walking Ballista: the opponent's Hardened Scales and
    Doubling Season apply, in the order the opponent (its controller), not you, chooses."""
    g = make(["Island", "Island", "Island"], ["Steady Progress"],
             ["Hardened Scales", "Doubling Season", '{ card = "Walking Ballista", counters = { "+1/+1" = 1 } }'],
             pool="")
    ballista = find(g, "Walking Ballista", player=1)
    cast(g, "Steady Progress")
    resolve(g, [ballista])
    d = g.pending
    assert d is not None and d.kind == "replacement_order" and d.rule == "616.1"
    assert d.player == 1
    scales = next(o.value for o in d.options if "Hardened Scales" in o.label)
    season = next(o.value for o in d.options if "Doubling Season" in o.label)
    g.answer(scales, season)  # (1 + 1) x 2 = 4
    assert g.obj(ballista).counters == {"+1/+1": 5}


def test_702_79a_persist_returns_a_stolen_creature_under_its_owners_control():
    g = make(["Mountain", "Island", "Island", "Island", "Island"], ["Control Magic", "Lightning Bolt"],
             ["Kitchen Finks"], pool="")
    finks = find(g, "Kitchen Finks", player=1)
    cast(g, "Control Magic", finks)
    resolve(g)
    assert g.controller(finks) == 0
    cast(g, "Lightning Bolt", finks)
    resolve(g)
    back = find(g, "Kitchen Finks")
    assert back != finks and g.obj(back).counters == {"-1/-1": 1}
    assert g.controller(back) == 1 and g.obj(back).owner == 1


def test_708_7_only_the_controller_turns_a_face_down_permanent_up():
    g = make(["Forest", "Forest", "Forest", "Swamp"], ["Grim Haruspex"], pool="")
    g.perform(Cast(find(g, "Grim Haruspex", "hand"), face_down=True, exclude=(find(g, "Swamp"),)))
    resolve(g)
    morph = next(o for o in g.state.battlefield if g.obj(o).face_down)
    assert g.state.priority == 0 and TurnFaceUp(morph) in g.legal_actions()
    g.perform(Pass())  # the opponent gets priority
    assert g.state.priority == 1
    assert TurnFaceUp(morph) not in g.legal_actions()
    with pytest.raises(IllegalActionError, match="708.7"):
        g.perform(TurnFaceUp(morph))
    assert g.obj(morph).face_down


def test_119_4_life_equal_to_your_life_total_pays_for_phyrexian_mana():
    g = board('''
[game]
turn = 3
[[player]]
life = 2
pool = "{C}{C}{C}"
hand = ["Phyrexian Metamorph"]
battlefield = ["Grizzly Bears"]
[[player]]
''')
    g.perform(Cast(find(g, "Phyrexian Metamorph", "hand")))
    assert g.state.players[0].life == 0  # paid 2 life: the whole life total may be paid (119.4)
    assert any(e.rule == "704.5a" for e in g.log) and g.state.winner == 1


def test_119_4_near_miss_more_life_than_you_have_cant_pay_for_phyrexian_mana():
    g = board('''
[game]
turn = 3
[[player]]
life = 1
pool = "{C}{C}{C}"
hand = ["Phyrexian Metamorph"]
[[player]]
''')
    with pytest.raises(IllegalActionError):
        g.perform(Cast(find(g, "Phyrexian Metamorph", "hand")))
    assert g.state.players[0].life == 1 and find(g, "Phyrexian Metamorph", "hand")


def test_119_4_a_life_cost_equal_to_your_life_total_can_be_paid():
    """Horizon Canopy's "{T}, Pay 1 life" at 1 life: the whole life total may be paid (119.4),
    then the player loses (704.5a); at 0 life the cost can't be paid and nothing changes."""
    g = board('[[player]]\nlife = 1\nbattlefield = ["Horizon Canopy"]\n[[player]]\n')
    canopy = find(g, "Horizon Canopy")
    g.perform(Activate(canopy, 0))
    g.answer("G")
    assert g.state.players[0].life == 0 and g.obj(canopy).tapped
    assert g.state.players[0].pool.count("G") == 1 and g.state.winner == 1  # 704.5a
    g = board('[[player]]\nlife = 0\nbattlefield = ["Horizon Canopy"]\n[[player]]\n')
    canopy = find(g, "Horizon Canopy")
    with pytest.raises(IllegalActionError, match="119.4"):
        g.perform(Activate(canopy, 0))
    assert not g.obj(canopy).tapped and g.state.players[0].life == 0


def test_601_2f_thalia_taxes_noncreature_spells_only():
    g = make(["Thalia, Guardian of Thraben"], ["Grizzly Bears", "Lightning Bolt"], pool="{G}{C}{R}")
    cast(g, "Grizzly Bears")  # {1}{G}: no tax on a creature spell
    assert g.state.players[0].pool.count("R") == 1 and len(g.state.stack) == 1
    resolve(g)
    with pytest.raises(IllegalActionError):
        cast(g, "Lightning Bolt", "p1")  # {R} + {1}: only {R} is left
    assert find(g, "Lightning Bolt", "hand")


CENSUS = '''
[[card]]
name = "Graveyard Census (test card)"
mana_cost = "{G}"
type_line = "Sorcery"
oracle = "You gain 1 life for each creature card in a graveyard."
effects = [ { gain_life = { amount = { for_each = "creature card in a graveyard" } } } ]
'''


def test_109_2_for_each_card_in_a_graveyard_counts_every_graveyard():
    g = make([], ["Graveyard Census (test card)"], you_gy=["Grizzly Bears", "Island"],
             opp_gy=["Centaur Courser", "Llanowar Elves", "Forest"], extra=CENSUS, pool="{G}")
    cast(g, "Graveyard Census (test card)")
    resolve(g)
    assert g.state.players[0].life == 23


def test_122_6_no_counters_put_is_no_event():
    """A Walking Ballista cast for X = 0 enters with no counters: nothing was put on it, so
    Hardened Scales adds none (614.7) and nothing watching counters being put triggers."""
    g = make(["Hardened Scales"], ["Walking Ballista"], pool="")
    cast(g, "Walking Ballista", x=0)
    resolve(g)
    assert not find_all(g, "Walking Ballista")  # a 0/0: it died (704.5f)
    assert not any(e.rule == "614.1a" and "Hardened Scales" in e.text for e in g.log)
    assert not any(e.text.startswith("122.1") for e in g.log)


def test_614_7_no_counter_replacement_of_the_library_modifies_zero_counters():
    """Every counter replacement of the built-in library (Hardened Scales, Doubling Season,
    Winding Constrictor...) has no event to modify when zero counters would be put (614.7,
    122.6): it doesn't apply, and applied anyway it leaves the zero as it is."""
    from sandbox.cards.library import builtin_library
    from sandbox.cards.model import Replacement
    from sandbox.core.replacements import applies, replace
    found = [(card.name, ab) for card in builtin_library() for ab in card.chars.abilities
             if isinstance(ab, Replacement) and ab.replaces == "counters"]
    assert {"Hardened Scales", "Doubling Season"} <= {name for name, _ in found}
    for name, ab in found:
        kind = ab.param("kind") or "+1/+1"
        assert not applies(ab, {kind: 0}), name
        assert replace(ab, {kind: 0}) == {kind: 0}, name
        assert applies(ab, {kind: 1}) and replace(ab, {kind: 1})[kind] > 1, name  # and one counter is an event


def test_614_7_putting_zero_counters_is_no_event_hardened_scales_adds_none():
    """Blood Artist (power 0) dies: Death's Presence puts 0 counters on Grizzly Bears. No
    counters are put, so Hardened Scales has no event to modify (614.7, 122.6)."""
    from .test_last_known_608_2h import CARDS
    g = make(["Blood Artist", "Grizzly Bears", "Hardened Scales", "Death's Presence"], ["Shock"], extra=CARDS, pool="{R}")
    bears, artist = find(g, "Grizzly Bears"), find(g, "Blood Artist")
    cast(g, "Shock", artist)
    for _ in range(60):
        d = g.pending
        if d is not None:
            if d.kind == "trigger_order":
                g.answer(*[o.value for o in d.options])
            else:
                g.answer(bears if any(o.value == bears for o in d.options) else "p1")
            continue
        if not g.state.stack:
            break
        g.perform(Pass())
    assert find(g, "Blood Artist", "graveyard")
    assert g.obj(bears).counters == {}
    assert not any("Hardened Scales" in e.text and e.rule.startswith("614") for e in g.log)


def test_601_2f_the_planned_total_cost_taxes_only_what_thalia_names():
    from sandbox.api import cost_for
    from sandbox.symbols import format_cost
    g = make(["Thalia, Guardian of Thraben"], ["Grizzly Bears", "Lightning Bolt"], pool="")
    assert format_cost(cost_for(g, find(g, "Grizzly Bears", "hand")).cost) == "{1}{G}"
    assert format_cost(cost_for(g, find(g, "Lightning Bolt", "hand")).cost) == "{1}{R}"
