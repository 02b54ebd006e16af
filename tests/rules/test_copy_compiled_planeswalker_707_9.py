"""A copy of a planeswalker compiled from its Oracle text (707.2, 707.9b): Spark Double entering
as a copy of Jace Beleren (the Oracle library's, compiled) copies its loyalty abilities; the
exception adds a loyalty counter and makes it nonlegendary, so both stay (704.5j doesn't apply),
and each may activate one loyalty ability this turn (606.3 counts per permanent)."""

from __future__ import annotations

import pytest

from sandbox.cards.library import library
from sandbox.errors import IllegalActionError

from .copyhelp import activate, cast, make, resolve


def _jaces(game) -> list[int]:
    return [o for o in game.state.battlefield if game.chars(o).name == "Jace Beleren"]


def test_707_9b_spark_double_copies_compiled_jace_beleren_and_each_uses_its_own_loyalty_ability():
    assert "oracle_library.toml" in library().get("Jace Beleren").source  # the library's Jace is the compiled one
    game = make(["Jace Beleren", "Island", "Island", "Island", "Island"], ["Spark Double"])
    cast(game, "Spark Double")
    resolve(game, [o for o in game.state.battlefield if game.chars(o).name == "Jace Beleren"][0])
    original, copy = sorted(_jaces(game), key=lambda o: game.obj(o).timestamp)
    assert game.obj(copy).counters.get("loyalty") == 4  # 3 printed + 1 from the exception (707.9b)
    assert "Legendary" not in game.chars(copy).supertypes and "Legendary" in game.chars(original).supertypes
    assert [a.text for a in game.activated_abilities(copy)] == [a.text for a in game.activated_abilities(original)]
    activate(game, original, "+2")
    resolve(game)
    activate(game, copy, "−1", "p1")  # the copy's own once-a-turn (606.3)
    resolve(game)
    assert game.obj(original).counters.get("loyalty") == 5 and game.obj(copy).counters.get("loyalty") == 3
    with pytest.raises(IllegalActionError, match=r"606\.3"):
        activate(game, copy, "+2")
