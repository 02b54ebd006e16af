"""Look commands: show the board, objects, the stack, pools, the log and what is legal. They change nothing."""

from __future__ import annotations

from typing import TYPE_CHECKING

from sandbox.cards.model import ManaAbility
from sandbox.core.actions import Action, Activate, Answer, Cast, Foretell, Ninjutsu, Pass, PlayLand, Suspend, TurnFaceUp
from sandbox.core.casting import target_name
from sandbox.describe import board_text, describe_object
from sandbox.script.lexer import CommandResult, Tok, parse_int, words
from sandbox.script.names import find_object, obj_name, opt_value, options_hint, parse_player, poss, status, zone_ids
from sandbox.symbols import format_cost

if TYPE_CHECKING:
    from sandbox.core.game import Game

# ------------------------------------------------------------------ look commands

def cmd_board(game: Game, toks: list[Tok]) -> CommandResult:
    st = game.state
    lines = [board_text(game)]
    for p in st.players:
        for zone in ("hand", "graveyard", "exile"):
            ids = zone_ids(game, zone, p.index)
            if ids:
                lines.append(f"{poss(p.name)} {zone}: " + ", ".join(game.name(o) for o in ids))
    if game.pending is not None:
        lines.append(f"Waiting for {st.players[game.pending.player].name}: {game.pending.prompt} ({options_hint(game)})")
    return CommandResult(True, status(game), "\n".join(lines), kind="look")


def cmd_show(game: Game, toks: list[Tok]) -> CommandResult:
    oid = find_object(game, toks)
    return CommandResult(True, game.name(oid), describe_object(game, oid), kind="look")


def cmd_explain(game: Game, toks: list[Tok]) -> CommandResult:
    oid = find_object(game, toks)
    return CommandResult(True, f"explain {game.name(oid)}", game.explain(oid), kind="look")


def cmd_could_produce(game: Game, toks: list[Tok]) -> CommandResult:
    oid = find_object(game, toks, ["battlefield"], what="a permanent")
    table = game.could_produce(oid)
    out = "\n".join(f"  {{{t}}}: {why}" for t, why in table.items()) or "  nothing"
    return CommandResult(True, f"{game.name(oid)} could produce {''.join('{' + t + '}' for t in table) or 'nothing'}",
                         f"{game.name(oid)} could produce (106.7):\n{out}", kind="look")


def stack_names(game: Game) -> list[str]:
    return [game.name(s) for s in reversed(zone_ids(game, 'stack'))]


def cmd_stack(game: Game, toks: list[Tok]) -> CommandResult:
    st = game.state
    lines = []
    for s in reversed(zone_ids(game, 'stack')):
        obj = game.obj(s)
        what = "ability" if obj.kind == "ability" else ("copy of a spell" if obj.kind == "spell_copy" else "spell")
        tg = ""
        if obj.targets:
            tg = " -> " + ", ".join(target_name(game, t) for t in obj.targets)
        text = f": {obj.ability.text}" if obj.kind == "ability" and obj.ability is not None and obj.ability.text else ""
        lines.append(f"  {game.name(s)} ({what}, {st.players[obj.controller].name}){text}{tg}")
    return CommandResult(True, f"stack: {len(zone_ids(game, 'stack'))} object(s)", "Stack (top first):\n" + "\n".join(lines) if lines else "Stack: empty",
                         kind="look")


def cmd_pool(game: Game, toks: list[Tok]) -> CommandResult:
    st = game.state
    ps = [parse_player(game, toks)] if toks else range(len(st.players))
    out = "\n".join(f"{st.players[p].name}: {st.players[p].pool}" for p in ps)
    return CommandResult(True, out.replace("\n", "; "), out, kind="look")


def cmd_log(game: Game, toks: list[Tok]) -> CommandResult:
    n = parse_int(toks[0], "how many log lines", 1, 100_000) if toks else 20
    lines = [str(e) for e in game.log[-n:]]
    return CommandResult(True, f"last {len(lines)} log entries", "\n".join(lines), kind="look")


def cmd_hand(game: Game, toks: list[Tok]) -> CommandResult:
    st = game.state
    p = parse_player(game, toks) if toks else (st.priority if st.priority is not None else 0)
    ids = zone_ids(game, "hand", p)
    out = "\n".join(f"  #{o} {game.chars(o).name}" for o in ids) or "  empty"
    return CommandResult(True, f"{poss(st.players[p].name)} hand: {len(ids)} card(s)", f"{poss(st.players[p].name)} hand:\n{out}", kind="look")


def cmd_legal(game: Game, toks: list[Tok]) -> CommandResult:
    acts = game.legal_actions()
    out = "\n".join(f"  {describe_action(game, a)}" for a in acts) or "  nothing"
    return CommandResult(True, f"{len(acts)} legal action(s)", out, kind="look")


def describe_action(game: Game, a: Action) -> str:
    """A runnable command for an action, with a comment naming what it is about."""
    if isinstance(a, Pass):
        return "pass"
    if isinstance(a, PlayLand):
        return f"play #{a.card}  # {obj_name(game, a.card)}"
    if isinstance(a, Cast):
        return (f"cast #{a.card}{' face down' if a.face_down else ''}{' with ' + a.with_cost if a.with_cost else ''}"
                f"  # {obj_name(game, a.card)}")
    if isinstance(a, Ninjutsu):
        return f"ninjutsu #{a.card} returning #{a.attacker}  # {obj_name(game, a.card)}"
    if isinstance(a, Foretell):
        return f"foretell #{a.card}  # {obj_name(game, a.card)}"
    if isinstance(a, Suspend):
        return f"suspend #{a.card}  # {obj_name(game, a.card)}"
    if isinstance(a, TurnFaceUp):
        return f"turn #{a.obj} face up  # {obj_name(game, a.obj)}"
    if isinstance(a, Activate):
        ab = game.activated_abilities(a.obj)[a.ability]
        verb = "tap" if isinstance(ab, ManaAbility) else "activate"
        return f"{verb} #{a.obj} {a.ability + 1}  # {obj_name(game, a.obj)}: {ab.text or ab.kind}"
    if isinstance(a, Answer):
        d = game.pending
        if not a.values:
            return "choose none"
        if d is not None and d.kind == "number":
            return f"choose {a.values[0]}"
        labels = ", ".join(d.label_of(v) for v in a.values) if d is not None else ""
        return "choose " + ", ".join(opt_value(v) for v in a.values) + (f"  # {labels}" if labels else "")
    return str(a)


def cmd_cards(game: Game, toks: list[Tok]) -> CommandResult:
    q = words(toks)
    found = game.db.search(q)
    lines = [f"  {c.name}  {format_cost(c.chars.mana_cost)}  {c.chars.type_line()}".replace("    ", "  ") for c in found[:200]]
    more = f"\n  ... {len(found) - 200} more" if len(found) > 200 else ""
    pool = game.db.pool_search(q) if q else []
    lines += [f"  {p.name}  {p.mana_cost}  {p.type_line}  (card pool{'' if p.compiled else ', refused'})".replace("    ", "  ")
              for p in pool[:200]]
    more += f"\n  ... {len(pool) - 200} more in the card pool" if len(pool) > 200 else ""
    in_pool = f", {len(pool)} more in the card pool" if pool else ""
    return CommandResult(True, f"{len(found)} card(s)" + (f" matching {q!r}" if q else "") + in_pool,
                         "\n".join(lines) + more or "  none", kind="look")


def cmd_decision(game: Game, toks: list[Tok]) -> CommandResult:
    d = game.pending
    if d is None:
        return CommandResult(True, "no decision is pending", "no decision is pending", kind="look")
    lines = [f"{game.state.players[d.player].name}: {d.prompt} [{d.kind}, rule {d.rule}]"]
    if d.kind == "number":
        lines.append(f"  a number from {d.low} to {d.high}")
    lines += [f"  {opt_value(o.value)}: {o.label}" for o in d.options]
    return CommandResult(True, f"{d.prompt} ({options_hint(game)})", "\n".join(lines), kind="look")
