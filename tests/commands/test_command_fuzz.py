"""Random command lines on the tour board never crash, and a rejected command changes nothing."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sandbox import default_game
from sandbox.script.commands import COMMANDS
from sandbox.script.session import Session, run_command

WORDS = list(COMMANDS) + [
    "Forest", "Island", "Siege Rhino", "Effigy", "#11", "#99", "11", "x=2", "x=-3", "targets", "to", "for",
    "opponent", "you", "hand", "stack", "graveyard", "battlefield", "tapped", "counters", "2", "+1/+1", "-1",
    "creature", "3/3", "none", "all", '"', '"Siege', "step", "turn", "main2", ",", "and", "at", "blocks", "not",
    "pt", "types", "has", "copying", "lore", "Lightning Bolt", "Clone", "Giant Growth", "Llanowar", "Bogle",
    "Isamaru", "{G}", "empty", "decision", "legal", "illegal", "newest", "life", "pool", "0", "999999999999",
    "named", "Wild Growth", "red", "G", "ü", "\t", "#", "x=",
]

line = st.lists(st.sampled_from(WORDS), min_size=1, max_size=6).map(" ".join)


@settings(max_examples=60, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(line | st.text(max_size=30), min_size=1, max_size=12))
def test_random_commands_never_crash_and_rejected_ones_change_nothing(lines):
    game, _ = default_game()
    session = Session(game)
    for text in lines:
        before = game.fingerprint()
        result = run_command(session, text)
        assert "internal error" not in result.message, (text, result.message)
        assert "\n" not in result.message
        if not result.ok:
            assert result.message
            assert game.fingerprint() == before, text
