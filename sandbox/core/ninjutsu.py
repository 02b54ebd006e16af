"""Ninjutsu (702.49): an activated ability that works from a hand. Its cost returns an
unblocked attacking creature to its owner's hand; as it resolves, the card is put onto the
battlefield tapped and attacking what the returned creature was attacking (702.49c). It was
never declared as an attacker, so "whenever this attacks" doesn't trigger (508.4)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from sandbox.cards.model import Activated, Keyword
from sandbox.core.keyword_abilities import forbid_under_split_second
from sandbox.core.mana import paying
from sandbox.core.state import Obj
from sandbox.errors import IllegalActionError
from sandbox.symbols import format_cost, parse_cost

if TYPE_CHECKING:
    from sandbox.core.game import Game

AFTER_BLOCKERS = ("declare_blockers", "first_strike_damage", "combat_damage", "end_of_combat")
"""Steps in which an attacking creature can be unblocked (509.1h): blockers have been declared."""


def ninjutsu_cost(game: Game, card: int) -> tuple[str, ...] | None:
    """The ninjutsu cost of a card (702.49a), or None."""
    for a in game.chars(card).abilities:
        if isinstance(a, Keyword) and a.name == "ninjutsu":
            return parse_cost(a.arg)
    return None


def unblocked_attackers(game: Game, player: int) -> list[int]:
    """Unblocked attacking creatures ``player`` controls (509.1h), once blockers are declared."""
    if game.state.step not in AFTER_BLOCKERS:
        return []
    return [o for o in game.state.battlefield if game.controller(o) == player
            and game.obj(o).attacking is not None and not game.obj(o).chosen.get("blocked")]


def activate(game: Game, card: int, attacker: int) -> None:
    """Activate ninjutsu from the hand (702.49a): pay its cost, reveal the card, return the
    attacker; the ability goes on the stack."""
    st = game.state
    p = st.priority
    assert p is not None, "Game._apply checks that a player has priority"
    obj = game.obj(card)
    cost = ninjutsu_cost(game, card) if obj.zone == "hand" else None
    forbid_under_split_second(game, "activate an ability that isn't a mana ability")
    if cost is None or obj.owner != p:
        raise IllegalActionError(f"{game.name(card)} isn't a card with ninjutsu in your hand (702.49a)")
    if attacker not in unblocked_attackers(game, p):
        raise IllegalActionError(f"{game.name(attacker)} isn't an unblocked attacking creature you control "
                                 "(blockers must have been declared, 509.1h)")
    defender = game.obj(attacker).attacking
    name = game.chars(card).name
    paying.pay_mana(game, p, cost, f"ninjutsu of {name}")
    game.note("702.49a", f"{st.players[p].name} reveals {name} and returns {game.name(attacker)} to its owner's hand "
              f"(ninjutsu {format_cost(cost)})", "activate", card, attacker)
    game.move(attacker, "hand", rule="702.49a")
    text = f"Put {name} onto the battlefield from your hand tapped and attacking."
    ab = Activated(text=text, effects=({"enter_attacking": {}},))
    aid = game.new_id()
    st.objects[aid] = Obj(id=aid, owner=p, controller=p, zone="stack", kind="ability", source=card, ability=ab,
                          source_chars=game.chars(card), event={"object": card, "attacking": defender},
                          timestamp=st.ts())
    st.stack.append(aid)
    st.passes = 0
    game.touch()
    game.note("602.2", f"{name}'s ninjutsu ability goes on the stack as #{aid}", "activate", aid)
