"""Shared helpers: a library card's printed face, and a compiled card on a real board."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from sandbox.cards.oracle import Compiled, OracleCard, OracleFace, compile_card
from sandbox.formats.save import to_toml


def face_of(table: dict[str, Any]) -> OracleFace:
    """The printed face of a built-in card table (what Scryfall would give for it)."""
    def text(key: str) -> str | None:
        return str(table[key]) if key in table else None
    def printed(key: str, i: int) -> str | None:
        # a value a characteristic-defining ability counts was printed "*" ("1+*"), 208.2a
        for a in table.get("abilities", []):
            for op in (a["static"].get("effects", []) if isinstance(a, dict) and "static" in a else []):
                if "cda_pt" in op and not isinstance(op["cda_pt"][i], int):
                    plus = op.get("cda_plus", [0, 0])[i]
                    return f"{plus}+*" if plus else "*"
        return text(key)
    type_line = ("Token " if table.get("token") else "") + table["type_line"]
    return OracleFace(name=table["name"], mana_cost=table.get("mana_cost", ""), type_line=type_line,
                      oracle_text=table.get("oracle", ""), power=printed("power", 0), toughness=printed("toughness", 1),
                      loyalty=text("loyalty"))


def card_of(table: dict[str, Any]) -> OracleCard:
    """The printed card of a built-in card table: one face, a split card's two halves (709.1),
    or a transforming or modal double-faced card's two faces (712)."""
    if "halves" in table:
        return OracleCard(table["name"], tuple(face_of(h) for h in table["halves"]), layout="split")
    if "adventure" in table:  # 715.1: the card and its Adventure
        own = face_of({k: v for k, v in table.items() if k != "adventure"})
        return OracleCard(f"{table['name']} // {table['adventure']['name']}", (own, face_of(table["adventure"])),
                          layout="adventure")
    if "flip" in table:  # 710.1: a flip card's own half, then its flipped half
        own = face_of({k: v for k, v in table.items() if k != "flip"})
        return OracleCard(f"{table['name']} // {table['flip']['name']}", (own, face_of(table["flip"])), layout="flip")
    if "modal" in table:  # 712.1: a modal double-faced card's front face, then its back face
        front = face_of({k: v for k, v in table.items() if k != "modal"})
        return OracleCard(f"{table['name']} // {table['modal']['name']}", (front, face_of(table["modal"])),
                          layout="modal_dfc")
    if "back" not in table:
        return OracleCard(table["name"], (face_of(table),))
    back = table["back"]
    back_face = replace(face_of(back), color_indicator=tuple(back.get("colors", ())))
    return OracleCard(f"{table['name']} // {back['name']}", (face_of(table), back_face), layout="transform")


def compile_text(text: str, name: str = "Test Card", type_line: str = "Creature — Elf",
                 mana_cost: str = "", power: str | None = "1", toughness: str | None = "1") -> Compiled:
    face = OracleFace(name=name, mana_cost=mana_cost, type_line=type_line, oracle_text=text,
                      power=power if "Creature" in type_line else None,
                      toughness=toughness if "Creature" in type_line else None)
    return compile_card(OracleCard(name, (face,)))


def preset_with(compiled: Compiled, you: dict[str, list[str]], them: dict[str, list[str]] | None = None) -> str:
    """Preset TOML with the compiled card (and its tokens) defined inline, and two players."""
    assert compiled.table is not None, compiled.refused
    players = [{"library": ["Island", "Island", "Island"], **you}, {"library": ["Island"], **(them or {})}]
    return to_toml({"card": [compiled.table, *compiled.tokens], "player": players})
