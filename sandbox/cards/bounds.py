"""Limits on what an effect's table may say: object and player references of a known form,
and numbers in range. Checked when a card is loaded (``check_effect_values``) and again
as an effect runs (``bounded``: X and counters are only known then), so a count of a
billion is refused with one line instead of hanging the engine."""

from __future__ import annotations

import re
from typing import Any

from sandbox.cards.model import Filter
from sandbox.errors import IllegalActionError, InvalidActionError

MAX_AMOUNT = 1000
"""The most one effect may count: damage, life, cards, counters, tokens, +N/+N."""

OBJECT_REF_KEYS = ("what", "on", "of", "object")
PLAYER_REFS = ("you", "each opponent", "each player")
COUNT_KEYS = ("amount", "count")
SIGNED_KEYS = ("power", "toughness")
_TARGET = re.compile(r"target([1-9]\d?)?\Z")
_OBJECT_WORDS = ("self", "enchanted", "equipped")
_EXAMPLES = "target, target2, self, enchanted, equipped, trigger.object, each creature you control"


def check_effect_values(key: str, spec: dict[str, Any]) -> None:
    """Refuse an effect table whose references or numbers couldn't work when it runs."""
    for k in OBJECT_REF_KEYS:
        if k in spec:
            check_object_ref(f"{key}.{k}", spec[k])
    if "to" in spec and key in ("damage", "attach") and not (key == "damage" and spec["to"] in PLAYER_REFS):
        check_object_ref(f"{key}.to", spec["to"])
    if "who" in spec:
        check_player_ref(f"{key}.who", spec["who"])
    for k in COUNT_KEYS:
        if k in spec:
            check_number(f"{key}.{k}", spec[k], 0)
    for k in SIGNED_KEYS:
        if k in spec:
            check_number(f"{key}.{k}", spec[k], -MAX_AMOUNT)
    if isinstance(spec.get("pt"), list):
        for v in spec["pt"]:
            check_number(f"{key}.pt", v, -MAX_AMOUNT)


def check_object_ref(place: str, ref: Any) -> None:
    if not isinstance(ref, str):
        raise InvalidActionError(f"{place}: expected an object reference ({_EXAMPLES}), found {ref!r}")
    if _TARGET.match(ref) or ref in _OBJECT_WORDS or re.fullmatch(r"trigger\.[a-z_]+", ref):
        return
    if ref.startswith("each "):
        try:
            Filter.parse(ref[5:])
        except (ValueError, KeyError) as e:
            raise InvalidActionError(f"{place}: {ref!r} is not a filter: {e}") from None
        return
    raise InvalidActionError(f"{place}: expected an object reference ({_EXAMPLES}), found {ref!r}")


def check_player_ref(place: str, ref: Any) -> None:
    if isinstance(ref, str) and (ref in PLAYER_REFS or _TARGET.match(ref)):
        return
    raise InvalidActionError(f"{place}: expected a player reference ({', '.join(PLAYER_REFS)}, target), found {ref!r}")


def check_number(place: str, value: Any, low: int) -> None:
    """A whole number from ``low`` to MAX_AMOUNT, or a word the effect resolves as it runs."""
    if value in ("X", "any") or (isinstance(value, dict) and set(value) == {"counters"}):
        return
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= MAX_AMOUNT:
        raise InvalidActionError(f"{place}: expected a whole number from {low} to {MAX_AMOUNT}, X, "
                                 f"or {{ counters = \"+1/+1\" }}, found {value!r}")


def bounded(n: int) -> int:
    """``n`` if one effect may count that far (as it runs: X and counters are known now)."""
    if abs(n) > MAX_AMOUNT:
        raise IllegalActionError(f"expected an effect to count at most {MAX_AMOUNT}, found {n}: refused (the board is unchanged)")
    return n
