"""Bad preset input: one clear line naming the place, never a traceback or a half-built board."""

from __future__ import annotations

import pytest

from sandbox.errors import LoadError
from sandbox.formats.preset import load_preset_text

BASE = '[[player]]\nbattlefield = ["Forest"]\n[[player]]\n'


@pytest.mark.parametrize("extra, message", [
    ('[goal]\nlife_at_mots = 3\n', "goal: unknown key 'life_at_mots'"),
    ('[goal]\ntext = "nothing to do"\n', "goal: name at least one condition"),
    ('[goal]\nmana_at_least = 0\n', "goal.mana_at_least: expected a whole number of at least 1"),
    ('[goal]\nsurvive_until = { turn = 3 }\n', "goal.survive_until: expected { turn = N, step = \"end\" }"),
    ('[goal]\nobject = { power = 3 }\n', "goal.object: give the object's name or ref"),
    ('[demo]\nintro = "x"\n', "demo: expected [[demo.step]] tables"),
    ('[[demo.step]]\ncast = "Forest"\nplay = "Forest"\n', "demo.step[1]: expected exactly one of"),
    ('[[demo.step]]\ncast = "Forest"\nnarate = "typo"\n', "demo.step[1]: unknown key 'narate'"),
    ('[[demo.step]]\npass = true\nexpect = { won = true }\n', "goal: unknown key 'won'"),
    ('[saved]\nformat = 7\n', "saved.format: expected format = 1"),
])
def test_bad_goal_demo_or_saved_section_is_one_line(extra, message):
    with pytest.raises(LoadError) as e:
        load_preset_text(BASE + extra, "bad.toml")
    text = str(e.value)
    assert "\n" not in text and text.startswith("bad.toml") and message in text, text
