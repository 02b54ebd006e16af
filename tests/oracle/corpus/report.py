"""Print the compile rate of the outside corpus and its most common refused sentence shapes.

    python -m tests.oracle.corpus.report [N]

Cards that are built-in by now are left out. A refused sentence is filed under the first shape below whose pattern it matches (else under
"other"); N (default 10) shapes are listed, most common first, each with an example.
"""

from __future__ import annotations

import re
import sys
import tomllib
from collections import Counter
from pathlib import Path

from sandbox.cards.library import builtin_library
from sandbox.cards.oracle import OracleCard, OracleFace, compile_card

CORPUS = Path(__file__).parent / "outside.toml"

SHAPES: list[tuple[str, str]] = [
    ("Saga chapter: I, II — <effect>", r"^[IV]+(, [IV]+)* — "),
    ("loyalty ability: +N/−N: <effect>", r"^[+−]\w*: "),
    ("keyword not implemented (rebound, exalted, morph, kicker, retrace, landwalk...)",
     r"keyword '|is not a keyword the engine implements|^\w+: not understood$"),
    ("replacement that doubles or adds tokens/counters: If ... would create/put ..., ... instead",
     r"^If (an effect|one or more|you would)|instead create one of each"),
    ("modes: Choose one — / • <mode>", r"[Cc]hoose one|^•"),
    ("exile ..., then return it/that card to the battlefield (flicker)", r"[Ee]xile .*then return"),
    ("search your/their library ..., then shuffle", r"[Ss]earch (your|their) library"),
    ("pay-or-else: unless that player pays {N} / you may pay {N}. If you do", r"unless (that player|its controller) pays|may pay \{"),
    ("+1/+1 counters put or moved by a trigger", r"\+1/\+1 counters? (on|from)"),
    ("life gain or loss, or damage to you / each opponent, in a trigger or with mana",
     r"(loses|gain) \d+ life|gains life equal|deals \d+ damage to (you|each opponent)"),
    ("untap rules: doesn't untap / untap all / during each other player's untap step", r"untap (step|all)"),
    ("granted quoted ability: have/gains/emblem \"...\"", r"\"[^\"]+\""),
    ("mana with a condition or combination (commander identity, any combination, additional mana, threshold)",
     r"commander's color identity|any combination|additional (one )?mana|adds an additional|Threshold"),
    ("copy an ability, or a token copy with a rider (haste, kicked, exiled card)",
     r"[Cc]opy (target (activated|triggered|permanent)|that ability)|copy of a card exiled|If this spell was kicked"),
    ("until end of turn on the enchanted creature, or a conditional keyword", r"[Ee]nchanted creature (gains|gets)|as long as"),
    ("tap/untap a target with an unusual cost or choice", r"[Tt]ap (or untap )?(two untapped|target)|[Uu]ntap target"),
    ("library manipulation: scry, look at the top cards, put cards back", r"[Ss]cry \d|top (three )?cards? of your library|on top of your library"),
    ("optional trigger effect (you may draw / return / move)", r"you may (draw|return|move)"),
]


def _sentence(refusal: str) -> str:
    """The refused sentence itself (a refusal reads "<sentence>: <why>")."""
    for sep in (": not understood", ": keyword", ": can't read", ": filter", ": unknown cost", ": '"):
        if sep in refusal:
            return refusal.split(sep)[0]
    return refusal


def shape_of(sentence: str) -> str:
    for shape, pattern in SHAPES:
        if re.search(pattern, sentence):
            return shape
    return "other"


def main(argv: list[str]) -> int:
    top = int(argv[0]) if argv else 10
    builtin = builtin_library()
    cards = [c for c in tomllib.loads(CORPUS.read_text(encoding="utf-8"))["card"] if c["name"] not in builtin]
    shapes: Counter[str] = Counter()
    examples: dict[str, str] = {}
    compiled = 0
    for c in cards:
        face = OracleFace(c["name"], c["mana_cost"], c["type_line"], c["oracle_text"], c.get("power"),
                          c.get("toughness"), c.get("loyalty"))
        result = compile_card(OracleCard(c["name"], (face,)))
        if result.table is not None:
            compiled += 1
            continue
        for refusal in result.refused:
            sentence = _sentence(refusal)
            shape = shape_of(refusal if "keyword" in refusal or refusal.endswith(": not understood") else sentence)
            shapes[shape] += 1
            examples.setdefault(shape, f"{c['name']}: {sentence}")
    print(f"compiled {compiled} of {len(cards)} ({100 * compiled / len(cards):.1f}%); "
          f"{sum(shapes.values())} refused sentences in {len(cards) - compiled} cards")
    for shape, n in shapes.most_common(top):
        print(f"{n:4}  {shape}\n      e.g. {examples[shape][:160]}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
