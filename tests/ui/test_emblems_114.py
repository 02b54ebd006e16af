"""Emblems in the app (114.1): activating Elspeth, Sun's Champion's −7 puts an emblem in the
command zone, shown under its owner's permanents, and the Bears it pumps show 4/4."""

from __future__ import annotations

from sandbox.api import Activate, Pass
from sandbox.cards.oracle import OracleCard, compile_card
from sandbox.formats.save import to_toml
from tests.conftest import find
from tests.rules.test_emblems_114 import ELSPETH
from widgets.app import make_app

from .boards import settle

SIZE = (120, 40)
BOARD = """
[game]
turn = 3
step = "main1"
[[player]]
library = ["Island", "Island"]
battlefield = [{ card = "Elspeth, Sun's Champion", counters = { loyalty = 7 } }, "Grizzly Bears"]
[[player]]
library = ["Island", "Island"]
battlefield = ["Hill Giant"]
""" + to_toml({"card": [compile_card(OracleCard(ELSPETH.name, (ELSPETH,))).table], "player": []})
# (Elspeth isn't in the Oracle library: her 1/1 Soldier token there would clash with the other
# cards' Soldier tokens, which the compiler names alike, 111.4)


async def test_114_1_the_battlefield_pane_shows_the_emblem_under_its_owners_permanents():
    app = make_app(text=BOARD, flash=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.game_screen
        game = screen.game
        screen.apply(Activate(find(game, "Elspeth, Sun's Champion"), 2))
        await settle(pilot)
        while game.state.stack:
            screen.apply(Pass())
            await settle(pilot)
        rows = [(k, t.plain) for k, t in screen.battlefield._rows]
        keys = [k for k, _ in rows]
        emblem = game.state.zone("command")[0]
        assert keys.index("h:p0:emblems") < keys.index(f"h:e{emblem}") < keys.index("h:p1")  # under You, before the opponent
        assert dict(rows)[f"h:e{emblem}"].strip() == f"Emblem #{emblem}: Creatures you control get +2/+2 and have flying."
        bears = find(game, "Grizzly Bears")
        assert "4/4" in dict(rows)[str(bears)]
