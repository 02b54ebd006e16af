"""A loaded card's Oracle text read back through the compiler, sentence by sentence (for the
inspector: what each line means to the engine, or why it isn't understood)."""

from __future__ import annotations

import dataclasses

from sandbox.cards.model import CardDef, Characteristics, Keyword
from sandbox.cards.oracle.compiler import compile_card
from sandbox.cards.oracle.result import SentenceResult
from sandbox.cards.oracle.source import OracleCard, OracleFace
from sandbox.symbols import format_cost


def printed_face(card: CardDef) -> OracleFace:
    """The printed characteristics of a card definition, as a card source would give them."""
    return _face(card.chars, card.oracle, token=card.token)


def _face(c: Characteristics, oracle: str, *, token: bool = False, indicator: bool = False) -> OracleFace:
    def number(v: int | None) -> str | None:
        return None if v is None else str(v)
    type_line = ("Token " if token else "") + c.type_line()
    return OracleFace(name=c.name, mana_cost=format_cost(c.mana_cost), type_line=type_line,
                      oracle_text=oracle, power=number(c.power), toughness=number(c.toughness),
                      loyalty=number(c.loyalty), color_indicator=tuple(sorted(c.colors)) if indicator else ())


def printed_card(card: CardDef) -> OracleCard:
    """The printed card: one face, or a transforming double-faced card's two (712)."""
    if card.back is None:
        return OracleCard(card.name, (printed_face(card),))
    back = _face(card.back, card.back_oracle, indicator=True)
    return OracleCard(f"{card.name} // {card.back.name}", (printed_face(card), back), layout="transform")


def sentence_report(card: CardDef) -> tuple[SentenceResult, ...]:
    """What the compiler makes of each line of the card's Oracle text (both faces of a DFC).

    A line the compiler refuses that the card's table plays anyway (an ability with that text,
    or the effects of an instant or sorcery none of whose lines compile) is marked
    ``hand_written``: what the engine does there was written by hand, not read.
    """
    sentences = compile_card(printed_card(card)).sentences
    faces = (card.chars,) if card.back is None else (card.chars, card.back)
    texts = {a.text for face in faces for a in face.abilities if a.text}
    keywords = {a.text for face in faces for a in face.abilities if isinstance(a, Keyword)}
    hand_written_spell = bool(card.spell_effects or card.modes) and not any(
        s.understood and s.text not in keywords for s in sentences)
    return tuple(dataclasses.replace(s, hand_written=True)
                 if not s.understood and (s.text in texts or (hand_written_spell and s.text not in keywords))
                 else s for s in sentences)
