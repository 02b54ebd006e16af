"""`expect <object> not <property> <values>` for set-valued properties means none of the values is
among the object's (a Bear Construct is a Bear: `not subtypes Bear` fails); `pt none` (208.3).
Each form is shown passing and failing on a real board."""

from __future__ import annotations

import pytest

from sandbox.script.session import Session, run_command

from ..conftest import board

BOARD = '''
[[card]]
name = "Bear Construct (test card)"
mana_cost = "{3}"
type_line = "Artifact Creature — Bear Construct"
power = 2
toughness = 2

[game]
turn = 3
active = "you"
step = "main1"

[[player]]
name = "You"
library = ["Island", "Island"]
hand = ["Machine God's Effigy"]
battlefield = [
  "Bear Construct (test card)",
  { card = "Grizzly Bears", counters = { "+1/+1" = 1 } },
  "Isamaru, Hound of Konda",
  "Sol Ring",
  "Forest", "Forest", "Forest", "Forest",
]

[[player]]
name = "Opponent"
library = ["Island", "Island"]
'''


@pytest.fixture
def session():
    return Session(board(BOARD))


def run(session, line):
    return run_command(session, line)


@pytest.mark.parametrize("holds, fails", [
    ("expect Bear Construct not subtypes Elf", "expect Bear Construct not subtypes Bear"),
    ("expect Bear Construct not subtypes Elf, Goblin", "expect Bear Construct not subtypes Elf, Construct"),
    ("expect Bear Construct not types Land", "expect Bear Construct not types Artifact"),
    ("expect Grizzly Bears not types Artifact, Land", "expect Grizzly Bears not types Land, Creature"),
    ("expect Grizzly Bears not supertypes Legendary", "expect Isamaru not supertypes Legendary"),
    ("expect Isamaru not supertypes none", "expect Grizzly Bears not supertypes none"),
    ("expect Isamaru not supertypes Snow, Basic", "expect Isamaru not supertypes Snow, Legendary"),
    ("expect Grizzly Bears not colors red", "expect Grizzly Bears not colors red, green"),
    ("expect Grizzly Bears not colors colorless", "expect Sol Ring not colors colorless"),
    ("expect Grizzly Bears not counters -1/-1", "expect Grizzly Bears not counters +1/+1"),
    ("expect Grizzly Bears not counters none", "expect Sol Ring not counters none"),
    ("expect Sol Ring pt none", "expect Grizzly Bears pt none"),
    ("expect Grizzly Bears not pt none", "expect Sol Ring not pt none"),
])
def test_not_form_holds_and_can_fail(session, holds, fails):
    ok = run(session, holds)
    assert ok.ok, ok.message
    bad = run(session, fails)
    assert not bad.ok and bad.message.startswith("expected ") and "\n" not in bad.message, bad.message


def test_not_subtypes_failure_names_what_it_found(session):
    r = run(session, "expect Bear Construct not subtypes Bear")
    assert r.message == "expected Bear Construct (test card) #4 with none of the subtypes Bear, found Bear Construct"


def test_not_counters_takes_kinds_not_a_count(session):
    r = run(session, "expect Grizzly Bears not counters +1/+1 2")
    assert not r.ok and "expected counter kinds after 'not counters'" in r.message


def test_an_artifact_copy_of_a_creature_has_no_creature_types_and_no_pt(session):
    for line in ("cast Machine God's Effigy", "resolve", "choose Grizzly Bears"):
        r = run(session, line)
        assert r.ok, r.message
    assert run(session, "expect Effigy types Artifact").ok
    assert run(session, "expect Effigy not subtypes Bear").ok  # 205.3d
    assert run(session, "expect Effigy pt none").ok  # 208.3
    assert not run(session, "expect Effigy pt 2/2").ok


@pytest.mark.parametrize("line", ["expect Grizzly Bears not not pt 2/2", "expect Grizzly Bears not is not tapped"])
def test_a_doubled_not_is_refused_not_read_as_one(session, line):
    r = run(session, line)
    assert not r.ok and r.kind != "expect" and r.message == "expected one `not` before the property, found two", r.message


def test_expect_no_a_back_face_name_passes_when_none_is_there_and_fails_when_one_is():
    """A back face's name (712.8) names no card of the library, yet is a name a permanent can
    have: `expect no Ravager of the Fells` checks it (a name nothing could have stays refused)."""
    game = board(BOARD)
    session = Session(game)
    assert run_command(session, "expect no Ravager of the Fells").ok
    assert run_command(session, "add Huntmaster of the Fells").ok
    for line in ("resolve", "next upkeep", "resolve"):  # no spells were cast last turn: it transforms (701.27a)
        assert run_command(session, line).ok, line
    failed = run_command(session, "expect no Ravager of the Fells")
    assert not failed.ok and "expected 0 Ravager of the Fells on the battlefield, found 1" in failed.message
    typo = run_command(session, "expect no Ravagr of the Felz")  # nothing is named so: it holds, and says so
    assert typo.ok and "no card or object is named so" in typo.message and "Ravager of the Fells" in typo.message
    assert not run_command(session, "expect 1 Ravagr of the Felz").ok  # a count above 0 needs a known name


def test_expect_no_a_name_no_card_of_the_library_has_passes():
    """`expect no Portrait of Michiko` (the back face of a card the library doesn't have) holds
    when nothing by that name is there; the board is unchanged and the line says no object has it."""
    session = Session(board(BOARD))
    before = session.game.fingerprint()
    result = run_command(session, "expect no Portrait of Michiko")
    assert result.ok and result.message.startswith("0 Portrait of Michiko on the battlefield")
    assert "no card or object is named so" in result.message
    assert run_command(session, "expect no Portrait of Michiko in graveyard").ok
    assert session.game.fingerprint() == before
    failed = run_command(session, "expect 2 Portrait of Michiko")
    assert not failed.ok and "expected a card or object name" in failed.message
