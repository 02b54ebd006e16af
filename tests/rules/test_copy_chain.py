"""707.3 copy chains: a copy of a copy of a copy ends at the right values; 50 links stay right."""

from __future__ import annotations

from .copyhelp import cast, find, make, newest, resolve


def test_707_3_fifty_chained_copies_cast_and_chosen_one_by_one():
    n_clones = 47
    game = make(["Grizzly Bears"], ["Cackling Counterpart", "Phantasmal Image", "Spark Double"]
                + ["Clone"] * n_clones + ["Machine God's Effigy"], pool="{U}" * 220)
    cast(game, "Cackling Counterpart", find(game, "Grizzly Bears"))
    resolve(game)
    prev = newest(game)
    assert game.obj(prev).kind == "token"
    chain = [prev]
    for name in ["Phantasmal Image", "Spark Double"] + ["Clone"] * n_clones:
        cast(game, name)
        resolve(game)
        assert game.pending is not None and game.pending.kind == "copy"
        game.answer(prev)
        prev = newest(game)
        chain.append(prev)
    cast(game, "Machine God's Effigy")
    resolve(game)
    game.answer(prev)
    effigy = newest(game)
    assert len(chain) + 1 == 51  # token, Image, Spark Double, 47 Clones, Effigy: 50 copies of copies
    for oid in chain[1:]:
        c = game.chars(oid)
        assert c.name == "Grizzly Bears" and c.subtypes == ("Bear", "Illusion") and c.power == 2 + game.obj(oid).counters.get("+1/+1", 0)
        assert c.card_types == ("Creature",) and game.obj(oid).kind == "card"
        assert any(getattr(a, "on", "") == "becomes_target" for a in c.abilities)
    # only the Spark Double got the extra counter (707.9e is not copiable)
    assert [oid for oid in chain if game.obj(oid).counters] == [chain[2]]
    e = game.chars(effigy)
    assert e.name == "Grizzly Bears" and e.card_types == ("Artifact",) and e.subtypes == ()
    text = game.explain(effigy)
    assert text.count("->") == 49 and "(token)" in text and "layer 1: copy of Grizzly Bears" in text
