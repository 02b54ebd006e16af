"""Dredge (702.52): "Dredge N" works while the card is in its owner's graveyard: "As long as you
have at least N cards in your library, if you would draw a card, you may mill N cards instead.
If you do, return this card from your graveyard to your hand." (702.52a; a replacement effect of
each draw, 614.1a, one card at a time, 121.2). With fewer than N cards in the library it can't
be used (702.52b)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from sandbox.cards.model import Keyword
from sandbox.core.actions import Decision, Option
from sandbox.core.library import mill

if TYPE_CHECKING:
    from sandbox.core.game import Game


def dredge_number(game: Game, oid: int) -> int | None:
    """N of a card's "Dredge N" (702.52a), else None."""
    for a in game.chars(oid).abilities:
        if isinstance(a, Keyword) and a.name == "dredge":
            return int(a.arg)
    return None


def instead_of_drawing(game: Game, player: int) -> bool:
    """``player`` would draw a card: they may dredge one of their graveyard's cards instead (mill
    N, then that card returns to their hand). True if they did (the draw is replaced)."""
    st = game.state
    library = len(st.zone("library", player))
    able = [(o, n) for o in st.zone("graveyard", player) if (n := dredge_number(game, o)) is not None and n <= library]
    if not able:
        return False
    opts = [Option(o, f"dredge {n}: mill {n}, return {game.name(o)} to your hand") for o, n in able]
    pick = game.decide(Decision(player, "you would draw a card: draw it, or dredge instead?",
                                [Option("draw", "draw the card")] + opts, "choose", rule="702.52a"))
    if pick == "draw":
        return False
    n = dict(able)[pick]
    name = game.name(pick)
    game.note("702.52a", f"{st.players[player].name} dredges {name} instead of drawing: mill {n}, then it returns to "
              "their hand", "draw", pick)
    mill(game, player, n)
    if pick in st.objects and game.obj(pick).zone == "graveyard":
        game.move(pick, "hand", rule="702.52a")
    return True
