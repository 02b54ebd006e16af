"""Paying and acting as one step: tap a payment plan's sources, then cast or activate.

``game.perform(paid(game, plan, Cast(card)))`` taps what the plan says and casts the spell in
one engine action: one ``undo()`` takes all of it back, and a refusal (the cast is illegal)
leaves nothing tapped and no undo entry. The action carries the taps as plain data (source,
ability, the answers to its questions), so it replays and journals like any other.

``transaction(game)`` is the same idea for a command made of several actions: everything
done inside is kept, or, if it raises, taken back.
"""

from __future__ import annotations

import dataclasses
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, Iterator

from sandbox.core import game as game_module
from sandbox.core.actions import Activate, Cast
from sandbox.core.mana import production
from sandbox.errors import IllegalActionError

if TYPE_CHECKING:
    from sandbox.core.game import Game
    from sandbox.core.mana.production import PaymentPlan

Taps = tuple[tuple[int, int, tuple[tuple[Any, ...], ...]], ...]
"""(source, mana ability index, the answers to its questions), in the order they're tapped."""


def planned_taps(game: "Game", plan: "PaymentPlan") -> Taps:
    """The taps a plan makes, with the answers to their questions (worked out on a copy).

    A question the plan didn't foresee ends the list there: what's left is paid as the
    spell or ability is (601.2g-h), asking the player.
    """
    trial = game.clone()
    try:
        production.perform_plan(trial, plan)
    except IllegalActionError:
        pass  # keep the taps made so far; the action says why it can't be paid
    return tuple((t.action.obj, t.action.ability, tuple(t.answers)) for t in trial.history)


def paid(game: "Game", plan: "PaymentPlan", action: Cast | Activate) -> Cast | Activate:
    """``action`` preceded by tapping the plan's sources, as one action."""
    return dataclasses.replace(action, paying=planned_taps(game, plan))


def tap_sources(game: "Game", taps: Taps) -> None:
    """Activate each planned mana ability, answering its questions as recorded (601.2g)."""
    outer = game._answer_iter
    try:
        for source, ability, answers in taps:
            game._answer_iter = iter(answers)
            try:
                game.activate(source, ability)
                game._settle()
            except game_module.NeedDecision as nd:
                raise IllegalActionError(f"paying: {game.name(source)} asks {nd.decision.prompt!r}, "
                                         "which the payment plan didn't foresee") from None
    finally:
        game._answer_iter = outer


@contextmanager
def transaction(game: "Game") -> Iterator[None]:
    """Keep everything done inside, or, if it raises, take it all back: the history, the
    pending decision and the redo list are then as they were."""
    size, had_pending, redo = len(game.history), game.pending is not None, list(game._redo)
    try:
        yield
    except Exception:
        try:
            if game.pending is not None and not had_pending:
                game.undo()
            while len(game.history) > size:
                game.undo()
            game._redo[:] = redo
        except Exception:
            pass  # a defect in undo must not hide the error that started the rollback
        raise
