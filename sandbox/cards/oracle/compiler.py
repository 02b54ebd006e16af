"""Oracle text -> a card table in the built-in TOML shape."""

from __future__ import annotations

from sandbox.cards.oracle.result import Compiled, SentenceResult
from sandbox.cards.oracle.source import OracleCard


def compile_card(card: OracleCard, *, partial: bool = False) -> Compiled:
    """Compile a card's Oracle text; refuse it naming each sentence not understood."""
    sentences = tuple(
        SentenceResult(line, refusal=f"not understood: {line}")
        for face in card.faces
        for line in face.oracle_text.splitlines()
        if line.strip()
    )
    refused = tuple(s.refusal for s in sentences if s.refusal)
    return Compiled(table=None, sentences=sentences, refused=refused)
