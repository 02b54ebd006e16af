"""Edit commands: change the board directly (add, remove, move, set, untap, counter, become, token).

Edits go through the engine as ``Edit`` actions, so they are logged, undoable and replayable.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from sandbox.core.actions import Edit
from sandbox.formats.preset import MAX_ZONE_OBJECTS
from sandbox.script.lexer import CommandError, CommandResult, Tok, col_of, parse_int, take_until, words
from sandbox.script.names import (
    COLOR_WORDS,
    find_card,
    find_object,
    has,
    parse_player,
    parse_zone,
    poss,
    zone_ids,
    zone_order,
)

if TYPE_CHECKING:
    from sandbox.core.game import Game


def _edit(game: Game, op: str, **args: Any) -> None:
    game.perform(Edit(op, tuple(args.items())))


def _parse_counters(toks: list[Tok]) -> tuple[tuple[str, int], ...]:
    """``2 +1/+1 1 loyalty`` or ``+1/+1=2`` pairs."""
    out: dict[str, int] = {}
    i = 0
    toks = [t for t in toks if t.text != ","]
    while i < len(toks):
        t = toks[i]
        if "=" in t.text:
            k, _, v = t.text.partition("=")
            out[k] = parse_int(Tok(v, t.col), "a counter count", 0, 100_000)
            i += 1
            continue
        if i + 1 >= len(toks):
            raise CommandError(f"expected counters as `N kind` (like `2 +1/+1`), found {t.text!r}", t.col)
        out[toks[i + 1].text] = parse_int(t, "a counter count", 0, 100_000)
        i += 2
    return tuple(out.items())


def cmd_add(game: Game, toks: list[Tok]) -> CommandResult:
    head, rest = take_until(toks, {"to", "for", "tapped", "counters", "with", "sick"})
    n = 1
    if len(head) > 1 and re.fullmatch(r"[0-9]+", head[0].text):
        n = parse_int(head[0], "how many to add", 1, 100)
        head = head[1:]
    card = find_card(game, head)
    counters: tuple[tuple[str, int], ...]
    zone, player, tapped, counters, sick = "battlefield", 0, False, (), False
    i = 0
    while i < len(rest):
        t = rest[i]
        if t.low == "sick":
            sick = True
            i += 1
        elif t.low == "to":
            zone = parse_zone(rest[i + 1] if i + 1 < len(rest) else None)
            i += 2
        elif t.low == "for":
            who, _ = take_until(rest[i + 1:], {"to", "tapped", "counters", "with", "sick"})
            player = parse_player(game, who)
            i += 1 + len(who)
        elif t.low == "tapped":
            tapped = True
            i += 1
        elif t.low in ("counters", "with"):
            more, _ = take_until(rest[i + 1:], {"to", "for", "tapped", "sick"})
            if more and more[0].low == "counters":
                more = more[1:]
            counters = _parse_counters(more)
            i += 1 + len(more) + (1 if t.low == "with" and rest[i + 1].low == "counters" else 0)
        else:
            raise CommandError(f"expected to <zone>, for <player>, tapped, sick or counters, found {t.text!r}", t.col)
    if zone != "battlefield" and (tapped or counters or sick):
        raise CommandError(f"only a permanent on the battlefield can be tapped or have counters, found zone {zone}")
    _check_room(game, zone, player, n)
    first = game.state.next_id
    with game.transaction():
        for _ in range(n):
            args = dict(card=card.name, zone=zone, player=player, tapped=tapped, counters=counters)
            if sick:
                args["sick"] = True
            _edit(game, "add", **args)
    made = sorted(o for o in game.state.objects if o >= first and game.obj(o).zone == zone)
    what = f"{card.name} #{made[0]}" if n == 1 and made else f"{n} × {card.name}"
    owner = game.state.players[player].name
    return CommandResult(True, f"added {what} to {'your' if owner == 'You' else poss(owner)} {zone}", kind="edit")


def _check_room(game: Game, zone: str, player: int, n: int) -> None:
    """Refuse an ``add`` past what a preset may list in one player's zone (a board that
    couldn't be saved, reloaded or restored)."""
    st = game.state
    have = len(st.battlefield if zone == "battlefield" else st.zone(zone, player))
    if have + n <= MAX_ZONE_OBJECTS:
        return  # without counting owners: add stays as fast on 4,000 permanents as on 40
    if zone == "battlefield":
        have = sum(1 for o in st.battlefield if st.objects[o].owner == player)
    if have + n > MAX_ZONE_OBJECTS:
        raise CommandError(f"{poss(st.players[player].name)} {zone} would hold {have + n} objects; "
                           f"a board holds at most {MAX_ZONE_OBJECTS} per zone (so that it can be saved and loaded)")


def cmd_remove(game: Game, toks: list[Tok]) -> CommandResult:
    oid = find_object(game, toks)
    name = game.name(oid)
    _edit(game, "remove", obj=oid)
    return CommandResult(True, f"removed {name}", kind="edit")


def cmd_move(game: Game, toks: list[Tok]) -> CommandResult:
    head, rest = take_until(toks, {"to"})
    if not rest:
        raise CommandError(f"expected `move <object> to <zone>`, found {words(toks)!r}", col_of(toks))
    zone = parse_zone(rest[1] if len(rest) > 1 else None)
    oid = find_object(game, head, [z for z in zone_order(game) if z != zone] or None)
    name = game.name(oid)
    _edit(game, "move", obj=oid, zone=zone)
    return CommandResult(True, f"moved {name} to {zone}", kind="edit")


def cmd_set(game: Game, toks: list[Tok]) -> CommandResult:
    if not toks:
        raise CommandError("expected `set life <player> N`, `set <object> tapped|untapped` or `set priority <player>`")
    if toks[0].low == "life":
        rest = toks[1:]
        if not rest:
            raise CommandError("expected `set life <player> N`, found nothing")
        if len(rest) == 1:
            p, val = 0, rest[0]
        else:
            p, val = parse_player(game, rest[:-1]), rest[-1]
        n = parse_int(val, "a life total", -1_000_000, 1_000_000)
        _edit(game, "life", player=p, value=n)
        return CommandResult(True, f"{poss(game.state.players[p].name)} life is {n}", kind="edit")
    if toks[0].low == "priority":
        p = parse_player(game, toks[1:])
        _edit(game, "priority", player=p)
        return CommandResult(True, f"{game.state.players[p].name} {has(game.state.players[p].name)} priority", kind="edit")
    last = toks[-1]
    if last.low in ("tapped", "untapped") and len(toks) > 1:
        oid = find_object(game, toks[:-1], ["battlefield"], what="a permanent")
        _edit(game, "tap" if last.low == "tapped" else "untap", obj=oid)
        return CommandResult(True, f"{game.name(oid)} is {last.low}", kind="edit")
    raise CommandError(f"expected `set life ...`, `set priority ...` or `set <object> tapped|untapped`, found {words(toks)!r}",
                       col_of(toks))


def cmd_untap(game: Game, toks: list[Tok]) -> CommandResult:
    oid = find_object(game, toks, ["battlefield"], what="a permanent")
    _edit(game, "untap", obj=oid)
    return CommandResult(True, f"{game.name(oid)} is untapped", kind="edit")


def cmd_counter(game: Game, toks: list[Tok]) -> CommandResult:
    # counter <object> +N|-N <kind>
    for i in range(len(toks) - 2, 0, -1):
        if re.fullmatch(r"[+-]?[0-9]+", toks[i].text):
            n = parse_int(toks[i], "a number of counters like +2 or -1", -100_000, 100_000)
            kind = words(toks[i + 1:])
            oid = find_object(game, toks[:i], ["battlefield"], what="a permanent")
            if n == 0:
                raise CommandError("expected a non-zero number of counters, found 0", toks[i].col)
            _edit(game, "counters", obj=oid, n=n, kind=kind)
            return CommandResult(True, f"{n:+d} {kind} counter(s) on {game.name(oid)}", kind="edit")
    raise CommandError(f"expected `counter <object> +N|-N <kind>` (like `counter Bears +2 +1/+1`), found {words(toks)!r}",
                       col_of(toks))


TYPE_WORDS = {"creature", "artifact", "enchantment", "land", "planeswalker", "instant", "sorcery", "battle"}


def cmd_become(game: Game, toks: list[Tok]) -> CommandResult:
    # become <object> [artifact|...] creature N/N [subtypes...] [until eot]
    idx = next((i for i, t in enumerate(toks) if re.fullmatch(r"[0-9]+/[0-9]+", t.text)), None)
    if idx is None:
        raise CommandError(f"expected `become <object> creature N/N`, found {words(toks)!r}", col_of(toks))
    j = idx
    while j > 0 and toks[j - 1].low in TYPE_WORDS:
        j -= 1
    types = [t.text.capitalize() for t in toks[j:idx]] or ["Creature"]
    oid = find_object(game, toks[:j], ["battlefield"], what="a permanent")
    pw, tg = (int(v) for v in toks[idx].text.split("/"))
    if pw > 100_000 or tg > 100_000:
        raise CommandError(f"expected power/toughness up to 100000, found {toks[idx].text}", toks[idx].col)
    rest = toks[idx + 1:]
    until = "permanent"
    if rest and rest[-1].low in ("eot", "end_of_turn"):
        until = "end_of_turn"
        rest = rest[:-2] if len(rest) > 1 and rest[-2].low == "until" else rest[:-1]
    spec = {"add_types": types, "pt": [pw, tg], "until": until}
    if rest:
        spec["subtypes"] = [t.text.capitalize() for t in rest]
    _edit(game, "become", obj=oid, spec=tuple((k, tuple(v) if isinstance(v, list) else v) for k, v in spec.items()))
    return CommandResult(True, f"{game.name(oid)} is a {' '.join(types)} {pw}/{tg} (test animation effect)", kind="edit")


def cmd_token(game: Game, toks: list[Tok]) -> CommandResult:
    # token <card name> [for player] [tapped]   |   token N/N [color ...] [Subtype ...] [named NAME] [for player]
    head, rest = take_until(toks, {"for", "tapped", "named"})
    player, tapped, name = 0, False, None
    i = 0
    while i < len(rest):
        t = rest[i]
        if t.low == "for":
            who, _ = take_until(rest[i + 1:], {"tapped", "named"})
            player = parse_player(game, who)
            i += 1 + len(who)
        elif t.low == "tapped":
            tapped = True
            i += 1
        else:
            nm, _ = take_until(rest[i + 1:], {"for", "tapped"})
            if not nm:
                raise CommandError("expected a name after `named`, found nothing", t.col)
            name = words(nm)
            i += 1 + len(nm)
    if head and re.fullmatch(r"[0-9]+/[0-9]+", head[0].text):
        pw, tg = (int(v) for v in head[0].text.split("/"))
        colors, subtypes, types = [], [], []
        for t in head[1:]:
            if t.low in COLOR_WORDS and t.low not in ("c", "colorless"):
                colors.append(COLOR_WORDS[t.low])
            elif t.low in TYPE_WORDS:
                types.append(t.text.capitalize())
            elif t.low == "colorless":
                continue
            else:
                subtypes.append(t.text.capitalize())
        if "Creature" not in types:
            types.append("Creature")
        spec = (("name", name or (" ".join(subtypes) or "Token")), ("power", pw), ("toughness", tg),
                ("colors", tuple(colors)), ("types", tuple(types)), ("subtypes", tuple(subtypes)))
        _edit(game, "token", spec=spec, player=player, tapped=tapped)
    else:
        card = find_card(game, head)
        _edit(game, "token", card=card.name, player=player, tapped=tapped)
    new = zone_ids(game, 'battlefield')[-1] if zone_ids(game, 'battlefield') else None
    return CommandResult(True, f"created a token {game.name(new) if new else ''} for {game.state.players[player].name}", kind="edit")


