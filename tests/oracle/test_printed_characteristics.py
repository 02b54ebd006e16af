"""Every built-in card's printed characteristics as the library loads them (name, mana cost,
type line with its supertypes, power/toughness, loyalty; 109.3, 205, 208, 209) are the ones its
Oracle reference gives, both faces of a double-faced card included (712.8). Huntmaster of the
Fells typed Legendary was such a misread."""

from __future__ import annotations

import dataclasses
import tomllib
from pathlib import Path

import pytest

from sandbox.cards.library import builtin_library
from sandbox.cards.model import Characteristics
from sandbox.symbols import format_cost

REFERENCE = {t["name"]: t for t in tomllib.loads(
    (Path(__file__).parent / "data" / "printed.toml").read_text(encoding="utf-8"))["card"]}
PRINTED_AFTER_THE_REFERENCE = {
    "The Elder Dragon War": "Dominaria United (2022)",
    "Machine God's Effigy": "The Brothers' War (2022)",
    "Vesuvan Duplimancy": "March of the Machine (2023)",
}
"""Built-in cards the reference dump predates: checked by hand when they were added."""


def _faces() -> list[tuple[str, Characteristics]]:
    out = []
    for card in builtin_library():
        if card.token:
            continue  # a token isn't a card: its characteristics are the effect's that made it (111.4)
        if card.halves:  # each half as printed: a split card's (709.1, combined only off the stack, 709.4), an adventurer's (715.1)
            out += [(h.name, h.chars) for h in card.halves]
            continue
        out.append((card.chars.name, card.chars))
        if card.back is not None:
            out.append((card.back.name, card.back))
    return out


FACES = _faces()


def _printed_pt(value: str) -> int:
    """A printed power or toughness as the library holds it: '*' and 'N+*' are defined by a
    characteristic-defining ability (208.2a), so the table holds 0 and N."""
    return 0 if value == "*" else int(value.removesuffix("+*"))


def _printed(chars: Characteristics) -> dict[str, object]:
    return {"mana_cost": format_cost(chars.mana_cost) if chars.mana_cost else "", "type_line": chars.type_line(),
            "power": chars.power, "toughness": chars.toughness, "loyalty": chars.loyalty}


@pytest.mark.parametrize("name, chars", FACES, ids=[name for name, _ in FACES])
def test_109_3_a_built_in_cards_printed_characteristics_are_its_oracle_ones(name, chars):
    if name in PRINTED_AFTER_THE_REFERENCE:
        assert name not in REFERENCE
        pytest.skip(f"printed after the reference: {PRINTED_AFTER_THE_REFERENCE[name]}")
    ref = REFERENCE.get(name)
    assert ref is not None, f"{name} is not in the Oracle reference (tests/oracle/data/printed.toml)"
    expected = {"mana_cost": ref.get("mana_cost", ""), "type_line": ref["type_line"],
                "power": _printed_pt(ref["power"]) if "power" in ref else None,
                "toughness": _printed_pt(ref["toughness"]) if "toughness" in ref else None,
                "loyalty": int(ref["loyalty"]) if "loyalty" in ref else None}
    assert _printed(chars) == expected


def test_109_3_the_reference_names_only_built_in_cards_and_the_check_sees_a_misread():
    names = {name for name, _ in FACES}
    assert set(REFERENCE) <= names, sorted(set(REFERENCE) - names)
    assert len(names) >= 380 and "Ravager of the Fells" in names  # back faces too
    huntmaster = next(c for n, c in FACES if n == "Huntmaster of the Fells")
    legendary = dataclasses.replace(huntmaster, supertypes=("Legendary",))
    assert _printed(legendary)["type_line"] != REFERENCE["Huntmaster of the Fells"]["type_line"]
