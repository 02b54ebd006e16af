"""Copy effects that stack, copy a face-down permanent, or state exceptions (707.2, 707.9b,
708.2), and a transformed permanent's timestamp (613.7g), on real boards."""

from __future__ import annotations

from sandbox import Cast, Pass

from .copyhelp import activate, cast, find, make, resolve

CARDS = '''
[[card]]
name = "Titan Press (test card)"
mana_cost = "{U}"
type_line = "Instant"
oracle = "Create a token that's a copy of target creature, except it's 7/7."
targets = "creature"
effects = [ { token_copy = { of = "target", except = { pt = [7, 7], text = "it's 7/7" } } } ]
'''


def test_707_2_the_latest_copy_effect_gives_the_copiable_values():
    """Clone copies Grizzly Bears; Mirrorweave then makes it a copy of Centaur Courser too:
    the later copy effect wins in layer 1 (613.2, 707.2)."""
    g = make(["Grizzly Bears", "Centaur Courser"], ["Clone", "Mirrorweave"])
    bears, courser = find(g, "Grizzly Bears"), find(g, "Centaur Courser")
    cast(g, "Clone")
    resolve(g, bears)
    clone = next(o for o in g.state.battlefield if g.obj(o).card == "Clone")
    assert g.chars(clone).name == "Grizzly Bears"
    cast(g, "Mirrorweave", courser)
    resolve(g)
    assert len(g.obj(clone).copies) == 2
    assert (g.chars(clone).name, g.chars(clone).power, g.chars(clone).toughness) == ("Centaur Courser", 3, 3)


def test_707_9b_a_copy_exception_on_power_and_toughness_is_a_copiable_value():
    g = make(["Grizzly Bears"], ["Titan Press (test card)"], extra=CARDS)
    cast(g, "Titan Press (test card)", find(g, "Grizzly Bears"))
    resolve(g)
    token = next(o for o in g.state.battlefield if g.obj(o).kind == "token")
    c = g.chars(token)
    assert (c.name, c.power, c.toughness) == ("Grizzly Bears", 7, 7)


def test_708_2_a_token_copy_of_a_face_down_creature_is_a_nameless_2_2():
    """Kiki-Jiki copies a face-down Grim Haruspex: the copiable values are the face-down
    ones (707.2, 708.2), so the token is a 2/2 with no name, not Grim Haruspex."""
    g = make(["Kiki-Jiki, Mirror Breaker", "Forest", "Forest", "Forest"], ["Grim Haruspex"], pool="")
    g.perform(Cast(find(g, "Grim Haruspex", "hand"), face_down=True))
    resolve(g)
    morph = next(o for o in g.state.battlefield if g.obj(o).face_down)
    activate(g, find(g, "Kiki-Jiki, Mirror Breaker"), "{T}: Create", morph)
    resolve(g)
    token = next(o for o in g.state.battlefield if g.obj(o).kind == "token")
    c = g.chars(token)
    assert (c.name, c.power, c.toughness) == ("", 2, 2)
    assert c.has_keyword("haste") and not c.subtypes and not c.mana_cost  # the exception adds haste (707.9b)


def test_613_7g_a_permanent_that_transforms_gets_a_new_timestamp():
    g = make(["Huntmaster of the Fells"])
    hunt = find(g, "Huntmaster of the Fells")
    before = g.obj(hunt).timestamp
    for _ in range(30):  # to the next upkeep: no spells were cast, so it transforms (701.27a)
        if g.obj(hunt).transformed:
            break
        if g.pending is not None:
            g.answer(*[o.value for o in g.pending.options][:max(1, g.pending.min)])
            continue
        g.perform(Pass())
    assert g.obj(hunt).transformed and g.chars(hunt).name == "Ravager of the Fells"
    assert g.obj(hunt).timestamp > before
