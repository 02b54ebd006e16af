"""A loaded card's Oracle text read back through the compiler, sentence by sentence (for the
inspector: what each line means to the engine, or why it isn't understood)."""

from __future__ import annotations

from sandbox.cards.model import CardDef
from sandbox.cards.oracle.compiler import compile_card
from sandbox.cards.oracle.result import SentenceResult
from sandbox.cards.oracle.source import OracleCard, OracleFace
from sandbox.symbols import format_cost


def printed_face(card: CardDef) -> OracleFace:
    """The printed characteristics of a card definition, as a card source would give them."""
    c = card.chars
    def number(v: int | None) -> str | None:
        return None if v is None else str(v)
    type_line = ("Token " if card.token else "") + c.type_line()
    return OracleFace(name=c.name, mana_cost=format_cost(c.mana_cost), type_line=type_line,
                      oracle_text=card.oracle, power=number(c.power), toughness=number(c.toughness),
                      loyalty=number(c.loyalty))


def sentence_report(card: CardDef) -> tuple[SentenceResult, ...]:
    """What the compiler makes of each line of the card's Oracle text."""
    return compile_card(OracleCard(card.name, (printed_face(card),))).sentences
