"""Filters whose words are easy to misread, each on a real board: "monocolored" and
"multicolored" count colors (105.2); a noun after "or" belongs to every word before it
("white or blue creature", "attacking or blocking creature": 105.2, 506.4)."""

from __future__ import annotations

from sandbox.cards.filters import Filter
from sandbox.cards.qualifiers import Subject, View
from sandbox.core.layers import matches

from ..conftest import pass_until_decision
from .copyhelp import find, make

BOARD = ["Grizzly Bears", "Siege Rhino", "Sol Ring", "Serra Angel", "Glorious Anthem", "Air Elemental",
         "Azorius Signet"]


def _names(game, text: str) -> list[str]:
    f = Filter.parse(text)
    return sorted(game.chars(o).name for o in game.state.battlefield if matches(game, f, o, 0))


def test_105_2_monocolored_means_exactly_one_color():
    game = make(BOARD)
    assert _names(game, "monocolored creature") == ["Air Elemental", "Grizzly Bears", "Serra Angel"]
    assert _names(game, "monocolored permanent") == ["Air Elemental", "Glorious Anthem", "Grizzly Bears",
                                                     "Serra Angel"]


def test_105_2_multicolored_means_two_or_more_colors_and_colorless_none():
    game = make(BOARD)
    assert _names(game, "multicolored permanent") == ["Siege Rhino"]
    assert _names(game, "colorless permanent") == ["Azorius Signet", "Sol Ring"]


def test_105_2_white_or_blue_creature_shares_the_noun():
    game = make(BOARD)
    assert _names(game, "white or blue creature") == ["Air Elemental", "Serra Angel", "Siege Rhino"]
    # Glorious Anthem is white but no creature; Azorius Signet makes white and blue but is colorless.


def test_506_4_attacking_or_blocking_creature_shares_the_noun():
    """"Attacking or blocking creature": both words need a creature. An attacking object that
    isn't a creature can't exist on a board (506.4 removes it from combat), so the filter is
    also asked about one directly."""
    game = make(["Grizzly Bears", "Llanowar Elves"], [], ["Centaur Courser"])
    bears, elves, courser = find(game, "Grizzly Bears"), find(game, "Llanowar Elves"), find(game, "Centaur Courser")
    pass_until_decision(game, "attackers")
    game.answer(f"{bears}>p1")
    pass_until_decision(game, "blockers")
    game.answer(f"{courser}>{bears}")
    assert _names(game, "attacking or blocking creature") == ["Centaur Courser", "Grizzly Bears"]
    assert elves not in [o for o in game.state.battlefield if matches(game, Filter.parse("attacking or blocking creature"), o, 0)]
    anthem = game.db.get("Glorious Anthem").chars
    f = Filter.parse("attacking or blocking creature")
    assert not f.test(Subject(anthem, 0, 0, attacking=True), View(0))
    assert not f.test(Subject(anthem, 0, 0, blocking=True), View(0))
    assert f.test(Subject(game.chars(bears), 0, 0, blocking=True), View(0))
