"""Prevention shields (615): "Prevent the next N damage that would be dealt to ... this turn",
"Prevent all (combat) damage that would be dealt ... this turn"."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from sandbox.core.game import Game


def add_shield(game: Game, to: Any, amount: int | None, combat: bool, source_name: str) -> None:
    """A shield that prevents the next ``amount`` damage (all, if None) dealt to ``to`` (an object
    id, "p<N>", or None for anything) this turn; only combat damage if ``combat``."""
    game.state.prevention.append({"to": to, "left": amount, "combat": combat, "source": source_name})
    what = "all" if amount is None else f"the next {amount}"
    kind = "combat damage" if combat else "damage"
    whom = "anything" if to is None else (game.state.players[int(to[1:])].name if isinstance(to, str) else game.name(to))
    game.note("615.1a", f"{source_name}: {what} {kind} that would be dealt to {whom} this turn will be prevented", "resolve")
    game.touch(chars=False)


def prevent(game: Game, source_name: str, target: Any, n: int, combat: bool) -> int:
    """The damage left once the shields that apply have prevented what they can, in the order they
    were made (a "next N" shield is used up as it prevents, 615.7); returns it."""
    if n <= 0 or not game.state.prevention:
        return n
    for shield in list(game.state.prevention):
        if n <= 0:
            break
        if shield["combat"] and not combat or shield["to"] is not None and shield["to"] != target:
            continue
        stopped = n if shield["left"] is None else min(n, shield["left"])
        n -= stopped
        if shield["left"] is not None:
            shield["left"] -= stopped
            if shield["left"] <= 0:
                game.state.prevention.remove(shield)
        game.note("615.1a", f"{stopped} damage from {source_name} is prevented ({shield['source']})", "damage")
    return n


def end_shields(game: Game) -> None:
    """514.2: "this turn" prevention ends."""
    game.state.prevention.clear()
