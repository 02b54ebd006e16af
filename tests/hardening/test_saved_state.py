"""A [saved] block whose digest matches (the readable board wasn't edited) can still hold
impossible values: they are refused with one line naming saved.state (issue 17, item 12)."""

from __future__ import annotations

import json
import re
import tomllib

import pytest

from sandbox.errors import LoadError
from sandbox.formats.preset import load_preset_text
from sandbox.formats.save import save_text

from ..conftest import board

BOARD = '''
[[player]]
battlefield = ["Forest", "Grizzly Bears"]
pool = "{G}"
[[player]]
battlefield = ["Island"]
'''


def forged(change) -> str:
    """A saved preset whose state JSON was changed by ``change`` (the digest still matches)."""
    text = save_text(board(BOARD))
    data = tomllib.loads(text)
    state = json.loads("".join(data["saved"]["state"].split("\n")))
    change(state)
    new = json.dumps(state, separators=(",", ":"))
    return re.sub(r"state = '''\n.*?\n'''", lambda _: f"state = '''\n{new}\n'''", text, flags=re.S)


def find_key(node, key):
    """Every dict in the JSON tree that has ``key``."""
    if isinstance(node, dict):
        if key in node:
            yield node
        for v in node.values():
            yield from find_key(v, key)
    elif isinstance(node, list):
        for v in node:
            yield from find_key(v, key)


def set_all(key, value):
    def change(state):
        for d in find_key(state, key):
            d[key] = value
    return change


@pytest.mark.parametrize("key, value, says", [
    ("step", "teatime", "expected a step"),
    ("turn", -9, "expected a turn from 1 to 10000, found -9"),
    ("type", "Q", "expected mana of type"),
    ("life", True, "life from"),
    ("damage", -5, "expected damage and counters"),
    ("zone", "attic", "expected a zone and a kind"),
])
def test_a_forged_saved_state_with_impossible_values_is_refused(key, value, says):
    text = forged(set_all(key, value))
    assert load_preset_text(save_text(board(BOARD)), "ok.toml")  # the unforged one loads
    with pytest.raises(LoadError) as e:
        load_preset_text(text, "forged.toml")
    assert e.value.place == "saved.state" and says in e.value.message, e.value.message
