"""How far one effect may count: a fixed number in a card's table is checked when the card is
loaded (``check_amount``), and every amount again as the effect runs (``bounded``: X and
counters are only known then), so a count of a billion is refused with one line instead of
hanging the engine."""

from __future__ import annotations

from sandbox.cards.model import Amount, AmountKind
from sandbox.errors import IllegalActionError, InvalidActionError

MAX_AMOUNT = 1000
"""The most one effect may count: damage, life, cards, counters, tokens, +N/+N."""


def check_amount(amount: Amount, where: str) -> Amount:
    """``amount`` if it is not a fixed number past the bound."""
    if amount.kind == AmountKind.NUMBER and abs(amount.value) > MAX_AMOUNT:
        raise InvalidActionError(f"{where}: expected a number from -{MAX_AMOUNT} to {MAX_AMOUNT}, found {amount.value}")
    return amount


def check_count(amount: Amount, where: str) -> Amount:
    """``amount`` if it is not a fixed number below 0 or past the bound: for what can't be
    negative (damage, life gained or lost, cards drawn or discarded, counters, tokens)."""
    if amount.kind == AmountKind.NUMBER and not 0 <= amount.value <= MAX_AMOUNT:
        raise InvalidActionError(f"{where}: expected a number from 0 to {MAX_AMOUNT}, found {amount.value}")
    return amount


def bounded(n: int) -> int:
    """``n`` if one effect may count that far (as it runs: X and counters are known now)."""
    if abs(n) > MAX_AMOUNT:
        raise IllegalActionError(f"expected an effect to count at most {MAX_AMOUNT}, found {n}: refused (the board is unchanged)")
    return n
