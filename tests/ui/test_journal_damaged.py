"""A journal with a damaged line restores up to its last good line (issue 30, item 12): the
steps before it come back, the app says where it stopped, and the file is kept aside."""

from __future__ import annotations

import json

import pytest

from sandbox.api import Edit, Game, LoadError
from widgets.app import make_app
from widgets.journal import Journal
from widgets.screens.restore import RestoreScreen

from .boards import TOUR, settle
from .test_journal import wait_restored


def _session(journal: Journal, lives: list[int]) -> list[Game]:
    """A journaled game setting your life to each of ``lives``; the game after each step."""
    from sandbox.api import load_preset_text
    game, _ = load_preset_text(TOUR, "tour")
    journal.start(game, "tour")
    after = []
    for life in lives:
        game.perform(Edit("life", (("player", 0), ("value", life))))
        journal.record(game)
        after.append(game.state.players[0].life)
    journal.close()
    return after


def _damage(journal: Journal, step: int, with_text: str) -> None:
    lines = journal.path.read_text(encoding="utf-8").splitlines()
    index = next(i for i, line in enumerate(lines) if line.startswith(f'{{"step":{step},'))
    lines[index] = with_text
    journal.path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def test_a_line_that_is_not_json_stops_the_restore_there(journal_dir):
    journal = Journal()
    _session(journal, [19, 18, 17, 16, 15])
    _damage(journal, 2, '{"step": 2, "act')
    restored, _, _ = Journal(journal.path).restore()
    assert restored.state.players[0].life == 18 and len(restored.steps()) == 2


def test_a_step_that_cannot_be_replayed_stops_the_restore_before_it(journal_dir):
    journal = Journal()
    _session(journal, [19, 18, 17, 16])
    bad = {"step": 3, "action": {"type": "Edit", "kind": "life", "args": [["player", 7], ["value", 1]]}, "answers": []}
    _damage(journal, 3, json.dumps(bad))
    old = Journal(journal.path)
    restored, _, _ = old.restore()
    assert restored.state.players[0].life == 17 and len(restored.steps()) == 3
    assert old.notice.startswith("the journal is damaged (step 4: ") and "restored up to the 3 action(s)" in old.notice


@pytest.mark.parametrize("action", [
    {"type": "Edit", "op": "life", "args": [["player", 0], ["value", "x"]]},
    {"type": "Edit", "op": "life", "args": "x"},
    {"type": "Edit", "op": "life", "args": [["player", 0], 5]},
    {"type": {}, "op": "life", "args": []},
    {"type": ["Edit"]},
], ids=["a value of the wrong type", "args not pairs", "a pair that isn't one", "a type that is a table",
        "a type that is a list"])
def test_a_step_of_the_wrong_shape_stops_the_restore_before_it(journal_dir, action):
    """Each was a TypeError or ValueError out of the restore: the whole session was set aside."""
    journal = Journal()
    _session(journal, [19, 18, 17, 16])
    _damage(journal, 3, json.dumps({"step": 3, "action": action, "answers": []}))
    old = Journal(journal.path)
    restored, _, _ = old.restore()
    assert restored.state.players[0].life == 17 and len(restored.steps()) == 3
    assert old.notice.startswith("the journal is damaged (step 4: ") and "\n" not in old.notice


def test_a_checkpoint_with_rules_that_are_no_list_is_one_clear_error(journal_dir):
    journal = Journal()
    _session(journal, [19])
    lines = journal.path.read_text(encoding="utf-8").splitlines()
    first = next(i for i, line in enumerate(lines) if '"checkpoint"' in line)
    record = json.loads(lines[first])
    record["checkpoint"]["info"]["rules"] = 5
    lines[first] = json.dumps(record)
    journal.path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(LoadError, match="checkpoint.info: expected rules and rulings as lists of texts"):
        Journal(journal.path).restore()


async def test_the_app_restores_a_damaged_journal_up_to_its_last_good_line_and_keeps_it(journal_dir, notices):
    journal = Journal()
    _session(journal, [19, 18, 17, 16, 15])
    _damage(journal, 3, "\x00 not a line")
    old = Journal().set_aside()
    assert old is not None
    app = make_app(journal=Journal(), restore_from=old, flash=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, RestoreScreen)
        await pilot.press("y")
        await wait_restored(app, pilot)
        assert app.game_screen.game.state.players[0].life == 17
        messages = notices
    kept = list(journal_dir.glob("session-unreadable-*.json"))
    assert len(kept) == 1 and "\x00 not a line" in kept[0].read_text(encoding="utf-8")
    assert any("the journal is damaged (line" in m and str(kept[0]) in m for m in messages), messages
