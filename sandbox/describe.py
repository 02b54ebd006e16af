"""Plain-text descriptions of objects and boards (the app styles them; the CLI prints them).

``describe_object`` is what ``show`` prints, ``board_text`` the whole board, ``board_summary``
a few lines for a preset list. How characteristics were derived is ``game.explain(oid)``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from sandbox.core.state import STEP_NAMES
from sandbox.symbols import COLOR_NAMES, COLORS, format_cost

if TYPE_CHECKING:
    from sandbox.core.game import Game


def describe_object(game: Game, oid: int) -> str:
    """An object as lines of text: name, type, zone, owner and controller, status, counters, abilities."""
    c = game.chars(oid)
    obj = game.obj(oid)
    st = game.state
    lines = [f"{c.name} #{oid} — {c.type_line()}" + (f" {c.power}/{c.toughness}" if c.power is not None else "")]
    lines.append(f"  zone: {obj.zone}; owner {st.players[obj.owner].name}; controller {st.players[game.controller(oid)].name}")
    lines.append(f"  mana cost: {format_cost(c.mana_cost) or 'none'}; colors: "
                 + (" ".join(COLOR_NAMES[x] for x in COLORS if x in c.colors) or "colorless"))
    flags = [f for f, on in (("tapped", obj.tapped), ("token", obj.kind == "token"),
                             ("summoning sick", obj.zone == "battlefield" and "Creature" in c.card_types
                              and game.is_sick(oid))) if on]
    if flags:
        lines.append("  " + ", ".join(flags))
    if c.loyalty is not None:
        lines.append(f"  printed loyalty: {c.loyalty}")
    if obj.counters:
        lines.append("  counters: " + ", ".join(f"{n} {k}" for k, n in obj.counters.items()))
    if obj.damage:
        lines.append(f"  damage: {obj.damage}")
    if obj.copies:
        lines.append("  copying: " + obj.copies[-1].original)
    if obj.attached_to is not None:
        lines.append(f"  attached to {game.name_lk(obj.attached_to)}")
    for i, a in enumerate(c.abilities):
        lines.append(f"  ability {i + 1}: {a.text or a.kind}")
    acts = game.activated_abilities(oid) if obj.zone == "battlefield" else []
    if acts:
        lines.append("  activate with: " + "; ".join(f"{i + 1} = {a.text or a.kind}" for i, a in enumerate(acts)))
    return "\n".join(lines)


def step_name(step: str) -> str:
    """A step in words ("declare attackers step"), as the rules name it."""
    return STEP_NAMES.get(step, step.replace("_", " "))


def board_text(game: Game) -> str:
    """A plain-text picture of the board (used when the UI is unavailable, and by `board`)."""
    st = game.state
    lines = [f"Turn {st.turn}, {step_name(st.step)}; active: {st.players[st.active].name}; "
             f"priority: {st.players[st.priority].name if st.priority is not None else '-'}"]
    for p in st.players:
        hand = st.zone("hand", p.index)
        lines.append(f"{p.name}: {p.life} life, pool {p.pool}, hand {len(hand)}, "
                     f"library {len(st.zone('library', p.index))}")
        if hand:
            lines.append("  hand: " + ", ".join(f"#{oid} {game.chars(oid).name}" for oid in hand))
        for oid in game.battlefield(p.index):
            c = game.chars(oid)
            obj = game.obj(oid)
            pt = f" {c.power}/{c.toughness}" if "Creature" in c.card_types else ""
            flags = " (tapped)" if obj.tapped else ""
            counters = "".join(f" [{n} {k}]" for k, n in obj.counters.items())
            lines.append(f"  #{oid} {c.name}{pt}{flags}{counters}")
    if st.stack:
        lines.append("Stack (top first):")
        lines += [f"  {game.name(s)}" for s in reversed(st.stack)]
    return "\n".join(lines)


def board_summary(game: Game) -> str:
    """A few lines: turn and step, each player's life, hand size and permanents."""
    st = game.state
    lines = [f"Turn {st.turn}, {step_name(st.step)}, {st.players[st.active].name} active"]
    for p in st.players:
        names: dict[str, int] = {}
        for oid in game.battlefield(p.index):
            c = game.chars(oid)
            key = c.name + (" (token)" if game.obj(oid).kind == "token" else "")
            names[key] = names.get(key, 0) + 1
        perms = ", ".join(f"{n}×{k}" if n > 1 else k for k, n in names.items()) or "nothing"
        lines.append(f"{p.name}: {p.life} life, {len(st.zone('hand', p.index))} in hand — {perms}")
    return "\n".join(lines)
