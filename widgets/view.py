"""Rows and lines for the panes, derived from the engine in one place.

The panes receive these and display them; they hold no rules state of their own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text

from sandbox.api import STEP_NAMES, Activate, Cast, ManaAbility, Pass, PlayLand, second_person

from . import render

if TYPE_CHECKING:
    from sandbox.api import Action, Game

GROUPS = (("lands", "Lands"), ("creatures", "Creatures"), ("other", "Other permanents"))


def battlefield_rows(game: Game, fresh: frozenset[int] = frozenset()) -> list[tuple[str, Text]]:
    """Both players' permanents: the player to act first, each grouped by kind."""
    st = game.state
    hosts: dict[int, list[int]] = {}
    by_player: dict[int, dict[str, list[int]]] = {p.index: {g: [] for g, _ in GROUPS} for p in st.players}
    for oid in st.battlefield:
        obj = st.objects[oid]
        if obj.attached_to is not None:
            hosts.setdefault(obj.attached_to, []).append(oid)
        by_player[game.controller(oid)][render.group_of(game.chars(oid))].append(oid)
    rows: list[tuple[str, Text]] = []
    for p in st.players:
        groups = by_player[p.index]
        count = sum(len(v) for v in groups.values())
        plural = "" if count == 1 else "s"
        rows.append((f"h:p{p.index}", Text(f"━━ {p.name} ({count} permanent{plural}) ━━", style="bold reverse")))
        for g, title in GROUPS:
            if groups[g]:
                rows.append((f"h:p{p.index}:{g}", Text(f" {title}", style="bold underline")))
                for oid in groups[g]:
                    rows.append((str(oid), _permanent_line(game, oid, hosts, oid in fresh)))
        mine = [o for o in st.zone("command") if st.objects[o].kind == "emblem" and st.objects[o].controller == p.index]
        if mine:  # 114.1: a player's emblems, in the command zone
            rows.append((f"h:p{p.index}:emblems", Text(" Emblems (command zone, 114.4)", style="bold underline")))
            for oid in mine:
                chars = st.objects[oid].token_chars
                texts = " ".join(a.text for a in chars.abilities) if chars is not None else ""
                rows.append((f"h:e{oid}", Text(f"  Emblem #{oid}: {texts}")))
    return rows


_LINE_CACHE: dict[tuple, Text] = {}


def _permanent_line(game: Game, oid: int, hosts: dict[int, list[int]], fresh: bool) -> Text:
    """``render.permanent_line``, cached on everything the line shows (big boards re-render
    a few rows per action, not all of them)."""
    obj = game.state.objects[oid]
    chars = game.chars(oid)
    key = (oid, chars, obj.tapped, tuple(obj.counters.items()), obj.damage, obj.attached_to, obj.kind,
           tuple(c.original for c in obj.copies), obj.attacking, obj.blocking, tuple(hosts.get(oid, ())),
           tuple(game.name(h) for h in hosts.get(oid, ())), game.is_creature(oid) and game.is_sick(oid), fresh)
    try:
        line = _LINE_CACHE.get(key)
    except TypeError:  # something unhashable in the characteristics: don't cache
        return render.permanent_line(game, oid, hosts, fresh)
    if line is None:
        if len(_LINE_CACHE) > 5000:
            _LINE_CACHE.clear()
        line = _LINE_CACHE[key] = render.permanent_line(game, oid, hosts, fresh)
    return line


def stack_object_name(game: Game, sid: int) -> str:
    """A spell by its name, an ability by its source's ("Siege Rhino's trigger #30"): the
    ability's id isn't the Rhino's."""
    obj = game.obj(sid) if sid in game.state.objects else None
    if obj is None or obj.kind != "ability":
        return game.name(sid)
    return f"{render.ability_name(obj)} #{sid}"


def stack_rows(game: Game, fresh: frozenset[int] = frozenset()) -> list[tuple[str, Text]]:
    """The stack, top first; an empty stack says so."""
    st = game.state
    if not st.stack:
        return [("h:empty", Text("(empty)", style="dim"))]
    compact = len(st.stack) > 1
    return [(str(sid), render.stack_line(game, sid, i == 0, sid in fresh, compact))
            for i, sid in enumerate(reversed(st.stack))]


def hand_rows(game: Game, playable: frozenset[int]) -> list[tuple[str, Text]]:
    """Each player's hand (the player with priority first)."""
    st = game.state
    rows: list[tuple[str, Text]] = []
    first = st.priority if st.priority is not None else st.active
    for p in sorted(st.players, key=lambda p: p.index != first):
        hand = st.zone("hand", p.index)
        count = f"{len(hand)} card{'' if len(hand) == 1 else 's'}"
        rows.append((f"h:p{p.index}", Text(f"{p.name}: {count}", style="bold")))
        for oid in hand:
            rows.append((str(oid), render.hand_line(game, oid, oid in playable)))
    return rows


def pools_text(game: Game, flash: bool = False) -> Text:
    """Life and mana pool of each player, one line each (highlighted just after a change)."""
    out = Text(style="on #3a5a3a" if flash else "")
    for p in game.state.players:
        if out:
            out.append("\n")
        out.append(f"{p.name[:10]:<10} ", style="bold")
        out.append(f"♥{p.life:<3} ", style="red")
        if p.energy:
            out.append(f"{{E}}{p.energy} ", style="yellow")  # energy counters (107.14)
        out.append_text(render.mana_pool(p.pool.summary()))
    return out


def status_text(game: Game, title: str = "", error: str = "", note: str = "") -> Text:
    """Turn, step, active player, day or night (726), who has priority (or who decides what), winner, then the
    last error, else what the last key did (``note``: "Undid: ..."), else the title."""
    st = game.state
    t = Text()
    t.append(f" Turn {st.turn} ", style="bold reverse")
    t.append(f" {STEP_NAMES.get(st.step, st.step)} ", style="bold")
    t.append(f"· active {st.players[st.active].name} ")
    if st.day_night:
        t.append(f"· {st.day_night} ", style="bold")  # 726: the game's day/night designation
    if game.pending is not None:
        # While a spell or ability resolves nobody has priority: say who decides what.
        who = st.players[game.pending.player].name
        t.append(f"· {second_person(f'{who} decides')}: {game.pending.prompt} ({game.pending.rule})",
                 style="bold yellow")
    else:
        prio = st.players[st.priority].name if st.priority is not None else "nobody"
        t.append("· priority ", style="")
        t.append(prio, style="bold green")
    if st.over:
        t.append(f" · {st.result()}", style="bold magenta")
    if error:
        t.append(f"  ✗ {error}", style="bold red")
    elif note:
        t.append(f"  · {note}", style="bold cyan")
    elif title:
        t.append(f"  · {title}", style="dim")
    return t


def turn_guide(game: Game, legal: list[Action]) -> Text:
    """Two lines for a newcomer: who acts now (and that one person plays both seats), and
    what that player can do, from the legal actions."""
    st = game.state
    out = Text()
    if game.pending is not None:
        who = st.players[game.pending.player].name
        out.append(second_person(f"▶ {who} answers the dialog"), style="bold")
        out.append(" · Enter confirms, Esc cancels the action, u undoes it\n", style="dim")
    elif st.over:
        ended = f"{st.players[st.winner].name} won the game" if st.winner is not None else "The game is a draw (104.4a)"
        out.append(f"▶ {ended}", style="bold")
        out.append(" · u undoes the last action\n", style="dim")
    elif st.priority is None:
        out.append("▶ Nobody has priority\n", style="bold")
    else:
        who = st.players[st.priority].name
        out.append(second_person(f"▶ {who} has priority"), style="bold green")
        out.append(second_person(f" · you play both seats: the hand pane shows {who}'s hand first") + "\n",
                   style="dim")
    if game.pending is None and st.priority is not None:
        out.append(f"{st.players[st.priority].name} can: ", style="bold")
        out.append(", ".join(possible_moves(game, legal)) or "nothing (the engine lists no legal action)")
    return out


def possible_moves(game: Game, legal: list[Action]) -> list[str]:
    """The legal actions grouped in words, each with its key ("cast Lightning Bolt (c)")."""
    mana: dict[int, None] = {}
    other: dict[int, None] = {}
    casts: dict[str, None] = {}
    lands: dict[str, None] = {}
    can_pass = False
    for a in legal:
        if isinstance(a, Activate):
            (mana if is_mana_activation(game, a) else other)[a.obj] = None
        elif isinstance(a, Cast):
            casts[card_name(game, a.card)] = None
        elif isinstance(a, PlayLand):
            lands[card_name(game, a.card)] = None
        elif isinstance(a, Pass):
            can_pass = True
    moves = []
    if mana:
        all_lands = all("Land" in game.chars(o).card_types for o in mana)
        kind = "land" if all_lands else "permanent"
        moves.append(f"tap {len(mana)} {kind}{'' if len(mana) == 1 else 's'} for mana\u00a0(t)")
    if lands:
        moves.append(f"play {' or '.join(lands)}\u00a0(c)")
    if casts:
        moves.append(f"cast {', '.join(casts)}\u00a0(c)")
    if other:
        moves.append(f"activate {', '.join(card_name(game, o) for o in other)}\u00a0(a)")
    if can_pass:
        moves.append("pass\u00a0(Space)")  # no-break spaces keep a key with its words
    return moves


def action_label(game: Game, action: Action) -> str:
    """A user action in words, for "Undid: ..." ("cast Machine God's Effigy")."""
    if isinstance(action, Cast):
        return f"cast {card_name(game, action.card)}"
    if isinstance(action, PlayLand):
        return f"play {card_name(game, action.card)}"
    if isinstance(action, Activate):
        name = card_name(game, action.obj)
        return f"tap {name} for mana" if is_mana_activation(game, action) else f"activate {name}'s ability"
    if isinstance(action, Pass):
        return "pass priority"
    return str(action)


def is_mana_activation(game: Game, action: Activate) -> bool:
    """The action activates a mana ability (False if its object is gone)."""
    abilities = game.activated_abilities(action.obj) if action.obj in game.state.objects else []
    return action.ability < len(abilities) and isinstance(abilities[action.ability], ManaAbility)


def card_name(game: Game, oid: int) -> str:
    """An object's name without its id (its last known name if it is gone)."""
    return game.name_lk(oid).rsplit(" #", 1)[0]
