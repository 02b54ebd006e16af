"""Helpers for the copy-effect ruling tests (707): boards, casting by name, resolving."""

from __future__ import annotations

from sandbox import Activate, Cast, Game, Pass
from sandbox.cards.model import Activated, ManaAbility

from ..conftest import board, find

SPELL_MIRROR = '''
[[card]]
name = "Spell Mirror (test card)"
mana_cost = "{U}"
type_line = "Instant"
oracle = "Copy target creature spell."
targets = "creature spell"
effects = [ { copy_spell = { what = "target" } } ]
'''
"""A test-only instant that copies a creature spell (707.10), for copies that resolve as tokens."""

POOL = "{W}{W}{W}{W}{W}{W}{U}{U}{U}{U}{U}{U}{U}{U}{B}{B}{B}{B}{R}{R}{R}{R}{G}{G}{G}{G}{G}{G}{C}{C}{C}{C}{C}{C}"


def _list(items: list) -> str:
    out = []
    for i in items:
        out.append(i if i.lstrip().startswith("{") else f'"{i}"')
    return "[" + ", ".join(out) + "]"


def make(you_bf=(), you_hand=(), opp_bf=(), opp_hand=(), *, you_gy=(), opp_gy=(), library=(),
         opp_library=(), extra: str = "", step: str = "main1", pool: str = POOL, opp_pool: str = "") -> Game:
    """A board: lists of card names or inline tables ("{ card = ..., ref = ... }")."""
    lib = list(library) or ["Island"] * 10
    olib = list(opp_library) or ["Island"] * 10
    text = f'''
[game]
turn = 3
active = "you"
step = "{step}"

[[player]]
name = "You"
pool = "{pool}"
library = {_list(lib)}
hand = {_list(list(you_hand))}
graveyard = {_list(list(you_gy))}
battlefield = {_list(list(you_bf))}

[[player]]
name = "Opponent"
{f'pool = "{opp_pool}"' if opp_pool else ''}
library = {_list(olib)}
hand = {_list(list(opp_hand))}
graveyard = {_list(list(opp_gy))}
battlefield = {_list(list(opp_bf))}
{extra}
'''
    return board(text)


def _give_priority(game: Game, player: int) -> None:
    """The other player passes (a real action) so that ``player`` gets priority."""
    if game.state.priority != player:
        game.perform(Pass())  # one pass hands priority over; the step ends only when both pass in a row
    assert game.state.priority == player


def hand(game: Game, name: str, player: int = 0) -> int:
    for oid in game.state.zone("hand", player):
        if game.chars(oid).name == name:
            return oid
    raise AssertionError(f"no {name} in hand of player {player}")


def cast(game: Game, name: str, *targets, x: int | None = None, player: int = 0) -> int:
    """Cast a card from hand (priority moves to its owner first); returns the spell's id."""
    _give_priority(game, player)
    card = hand(game, name, player)
    before = set(game.state.stack)
    game.perform(Cast(card, x, tuple(targets) if targets else None))
    new = [s for s in game.state.stack if s not in before and game.obj(s).kind != "ability"]
    return new[0] if new else -1


def resolve(game: Game, *answers_per_decision) -> None:
    """Pass priority until the stack is empty, answering decisions in order."""
    answers = list(answers_per_decision)
    for _ in range(200):
        if game.pending is not None:
            if not answers:
                return
            a = answers.pop(0)
            game.answer(*(a if isinstance(a, (list, tuple)) else (a,)))
            continue
        if not game.state.stack:
            return
        game.perform(Pass())


def resolve_top(game: Game) -> None:
    """Both players pass once: the top object resolves (or a decision appears)."""
    n = len(game.state.stack)
    while game.pending is None and len(game.state.stack) >= n and game.state.stack:
        game.perform(Pass())
        if len(game.state.stack) != n:
            break


def ability_index(game: Game, oid: int, text_start: str) -> int:
    for i, a in enumerate(game.activated_abilities(oid)):
        if (a.text or "").startswith(text_start):
            return i
    raise AssertionError(f"{game.name(oid)} has no ability starting {text_start!r}: "
                         + str([a.text for a in game.activated_abilities(oid)]))


def activate(game: Game, oid: int, text_start: str, *targets, x: int | None = None) -> None:
    _give_priority(game, game.controller(oid))
    game.perform(Activate(oid, ability_index(game, oid, text_start), x, tuple(targets) if targets else None))


def newest(game: Game) -> int:
    """The permanent that entered last."""
    return max(game.state.battlefield, key=lambda o: game.obj(o).timestamp)


def mana_abilities(game: Game, oid: int) -> list[str]:
    return [a.text for a in game.chars(oid).abilities if isinstance(a, ManaAbility)]


def loyalty_abilities(game: Game, oid: int) -> list[str]:
    return [a.text for a in game.chars(oid).abilities if isinstance(a, Activated) and a.cost.loyalty is not None]


__all__ = ["advance_to", "make", "hand", "cast", "resolve", "resolve_top", "activate", "newest", "find",
           "mana_abilities", "loyalty_abilities", "ability_index"]


def advance_to(game: Game, turn: int, step: str, limit: int = 200) -> None:
    """Pass priority (declaring no attackers, answering with the first options) until turn/step."""
    for _ in range(limit):
        st = game.state
        if st.turn == turn and st.step == step and game.pending is None:
            return
        if game.pending is not None:
            d = game.pending
            if d.ordered:
                game.answer([o.value for o in d.options])
            elif d.min == 0:
                game.answer()
            else:
                game.answer(*[o.value for o in d.options[:d.min]])
            continue
        game.perform(Pass())
    raise AssertionError(f"didn't reach turn {turn} {step}: at turn {game.state.turn} {game.state.step}")


def to_blockers(game: Game, *attackers: str) -> None:
    """Through real commands: attack with ``attackers`` and reach the declare-blockers decision."""
    from sandbox.script.session import Session
    session = Session(game)
    for c in ("next declare_attackers", f"attack {', '.join(attackers)}", "next declare_blockers"):
        assert session.run(c).ok, c
    assert game.pending is not None and game.pending.kind == "blockers"


def block(game: Game, *pairs: tuple[str, str]) -> None:
    """Answer the blockers decision: each (blocker of player 1, attacker of player 0)."""
    game.answer([f"{find(game, b, player=1)}>{find(game, a, player=0)}" for b, a in pairs])


def compiled_cards(*faces) -> str:
    """The [[card]] tables of cards compiled from their Oracle text (OracleFace), as preset TOML
    to pass as ``make(extra=...)``."""
    from sandbox.cards.oracle import OracleCard, compile_card
    from sandbox.formats.save import to_toml
    tables = []
    for face in faces:
        result = compile_card(OracleCard(face.name, (face,)))
        assert result.table is not None, result.refused
        tables.append(result.table)
    preset = to_toml({"card": tables, "player": [{}, {}]})
    return preset[:preset.index("[[player]]")]
