"""Descriptions of objects and boards: plain text here (the CLI prints it), styled by the app.

``describe`` gathers what is known about one object (``ObjectDescription``); ``describe_object``
is its plain text (what ``show`` prints) and the app's inspector styles the same description.
``board_text`` is the whole board, ``board_summary`` a few lines for a preset list.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from sandbox.cards.model import CardDef, Triggered
from sandbox.core.casting import target_name
from sandbox.core.state import STEP_NAMES
from sandbox.symbols import COLOR_NAMES, COLORS, format_cost

if TYPE_CHECKING:
    from sandbox.core.game import Game
    from sandbox.core.state import Obj


@dataclass
class ObjectDescription:
    """One object, described once: ``describe_object`` prints the heading and the facts; the
    inspector styles the heading, what it is on the stack, the derivation, copies and card texts."""

    oid: int
    name: str
    type_line: str
    mana_cost: tuple[str, ...]
    stats: str
    """A creature's power/toughness ("2/2"; a noncreature has none, 208.3), else a
    planeswalker's printed loyalty ("loyalty 3"), else empty."""
    facts: list[tuple[str, str]] = field(default_factory=list)
    """(label, value) lines: zone and who owns and controls it, cost and colors, status,
    loyalty, counters, damage, copying, attachment, abilities; an empty label: a line of its own."""
    controller: str = ""
    """The name of the player who controls it."""
    ability_kind: str | None = None
    """An ability on the stack: "Triggered ability" or "Activated ability" (113.1), its text,
    its source as it last existed, and whether the source has left the battlefield (113.7a)."""
    ability_text: str = ""
    ability_of: str | None = None
    source_gone: bool = False
    targets: list[str] = field(default_factory=list)
    """On the stack: its targets by name, and X if chosen."""
    x: int | None = None
    derivation: str = ""
    """How it got its characteristics, layer by layer (613): ``game.explain``."""
    derivation_error: str = ""
    """Why there is no derivation (the description never fails for it)."""
    copies: list[tuple[str, str]] = field(default_factory=list)
    """Each copy effect: (what it copies, its rule, chain and exceptions)."""
    cards: list[tuple[str, str, tuple[str, ...]]] = field(default_factory=list)
    """The cards it is or comes from: (card name, Oracle text, rulings)."""
    own_version: str = ""
    """When its card is the preset's own version of a library card: saying so, and what differs."""


CHOSEN = {"color": "color", "type": "type", "opponent": "opponent", "name": "name"}
"""The "as this enters, choose" values an object may hold (614.12), as shown and checked."""


def chosen_values(game: Game, oid: int) -> dict[str, str]:
    """What was chosen as the object entered, in words: {"type": "Elf", "color": "green"}."""
    obj = game.obj(oid)
    out = {}
    for key, label in CHOSEN.items():
        v = obj.chosen.get(key)
        if v is None:
            continue
        if key == "color":
            out[label] = COLOR_NAMES.get(v, str(v))
        elif key == "opponent":
            out[label] = game.state.players[v].name if isinstance(v, int) else str(v)
        else:
            out[label] = str(v)
    return out


def describe(game: Game, oid: int) -> ObjectDescription:
    """Everything shown about an object, as data (see ``ObjectDescription``)."""
    c = game.chars(oid)
    obj = game.obj(oid)
    st = game.state
    stats = f"{c.power}/{c.toughness}" if "Creature" in c.card_types and c.power is not None else \
        f"loyalty {c.loyalty}" if "Planeswalker" in c.card_types and c.loyalty is not None else ""
    d = ObjectDescription(oid, c.name or game.name(oid).rsplit(" #", 1)[0], c.type_line(), c.mana_cost, stats)
    d.facts.append(("zone", f"{obj.zone}; owner {st.players[obj.owner].name}; controller {st.players[game.controller(oid)].name}"))
    d.facts.append(("mana cost", f"{format_cost(c.mana_cost) or 'none'}; colors: "
                    + (" ".join(COLOR_NAMES[x] for x in COLORS if x in c.colors) or "colorless")))
    flags = [f for f, on in (("tapped", obj.tapped), ("token", obj.kind == "token"),
                             ("summoning sick", obj.zone == "battlefield" and "Creature" in c.card_types
                              and game.is_sick(oid))) if on]
    if flags:
        d.facts.append(("", ", ".join(flags)))
    if c.loyalty is not None:
        d.facts.append(("printed loyalty", str(c.loyalty)))
    if obj.counters:
        d.facts.append(("counters", ", ".join(f"{n} {k}" for k, n in obj.counters.items())))
    if obj.damage:
        d.facts.append(("damage", str(obj.damage)))
    if chosen := chosen_values(game, oid):
        d.facts.append(("chosen", "; ".join(f"{k} {v}" for k, v in chosen.items())))
    if obj.chosen.get("kicked"):
        d.facts.append(("", "kicked (702.33d)"))
    if obj.face_down and obj.card:
        d.facts.append(("face down", f"{obj.face_down}; {st.players[game.controller(oid)].name} may look at it: "
                        f"{obj.card} (708.5)"))
    if obj.transformed:
        d.facts.append(("transformed", "its back face is up (701.27g)"))
    if obj.copies:
        d.facts.append(("copying", obj.copies[-1].original))
    if obj.card in game.own_versions:
        d.own_version = (f"this board's own version of {obj.card} (differs from the library's in "
                         f"{game.own_versions[obj.card]})")
        d.facts.append(("card", d.own_version))
    if obj.attached_to is not None:
        d.facts.append(("", f"attached to {game.name_lk(obj.attached_to)}"))
    for i, a in enumerate(c.abilities):
        d.facts.append((f"ability {i + 1}", a.text or a.kind))
    acts = game.activated_abilities(oid) if obj.zone == "battlefield" else []
    if acts:
        d.facts.append(("activate with", "; ".join(f"{i + 1} = {a.text or a.kind}" for i, a in enumerate(acts))))
    d.controller = st.players[game.controller(oid)].name
    if obj.zone == "stack":
        if obj.kind == "ability":
            d.ability_kind = ability_kind(obj)
            d.ability_text = obj.ability.text if obj.ability is not None else ""
            if obj.source is not None:
                d.ability_of = game.name_lk(obj.source)
                d.source_gone = obj.source not in st.objects or st.objects[obj.source].zone != "battlefield"
        d.targets = [target_name(game, t) for t in obj.targets]
        d.x = obj.x
    try:
        d.derivation = game.explain(oid)
    except Exception as e:  # noqa: BLE001 - the derivation is a convenience; the rest still describes the object
        d.derivation_error = str(e)
    for copy in obj.copies:
        chain = " ← ".join(copy.chain)
        d.copies.append((copy.original, f"({copy.rule}){' via ' + chain if chain else ''}"
                         + (f", except {copy.exceptions.text}" if not copy.exceptions.is_empty() else "")))
    names = [obj.source_chars.name] if obj.kind == "ability" and obj.source_chars is not None else \
        [c.name] + ([obj.card] if obj.card and obj.card != c.name else [])
    for name in names:
        if name in game.db:
            card = game.db.get(name)
            halves = [h for h in card.halves if h is not card.halves[0] or not card.adventurer]
            if not card.adventurer and halves:  # a split card: each half's text (709.1)
                d.cards += [(_face_title(h), h.oracle, ()) for h in halves]
                continue
            d.cards.append((name, card.oracle, tuple(card.rulings)))
            d.cards += [(f"{_face_title(h)}, its Adventure (715.1)", h.oracle, ()) for h in halves]
    return d


def _face_title(card: CardDef) -> str:
    """A half's name, mana cost and type line: "Wear {1}{R} — Instant"."""
    cost = format_cost(card.chars.mana_cost)
    return f"{card.name}{' ' + cost if cost else ''} — {card.chars.type_line()}"


def ability_kind(obj: Obj) -> str:
    """"Triggered ability" or "Activated ability" for an ability on the stack (113.1)."""
    return "Triggered ability" if isinstance(obj.ability, Triggered) else "Activated ability"


def describe_object(game: Game, oid: int) -> str:
    """An object as lines of text: name, type, zone, owner and controller, status, counters, abilities."""
    d = describe(game, oid)
    lines = [f"{d.name} #{oid} — {d.type_line}" + (f" {d.stats}" if d.stats else "")]
    lines += [f"  {label}: {value}" if label else f"  {value}" for label, value in d.facts]
    return "\n".join(lines)


def step_name(step: str) -> str:
    """A step in words ("declare attackers step"), as the rules name it."""
    return STEP_NAMES.get(step, step.replace("_", " "))


def board_text(game: Game) -> str:
    """A plain-text picture of the board (used when the UI is unavailable, and by `board`)."""
    st = game.state
    lines = [f"Turn {st.turn}, {step_name(st.step)}; active: {st.players[st.active].name}; "
             f"priority: {st.players[st.priority].name if st.priority is not None else '-'}"
             + (f"; it's {st.day_night} (726)" if st.day_night else "")]
    for p in st.players:
        hand = st.zone("hand", p.index)
        counters = "".join(f", {n} {k}" for k, n in (("poison", p.poison), ("energy", p.energy)) if n)
        counters += ", the monarch" if p.monarch else ""  # 724.1
        lines.append(f"{p.name}: {p.life} life{counters}, pool {p.pool}, hand {len(hand)}, "
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
    lines = [f"Turn {st.turn}, {step_name(st.step)}, {st.players[st.active].name} active"
             + (f", {st.day_night}" if st.day_night else "")]
    for p in st.players:
        names: dict[str, int] = {}
        for oid in game.battlefield(p.index):
            c = game.chars(oid)
            key = c.name + (" (token)" if game.obj(oid).kind == "token" else "")
            names[key] = names.get(key, 0) + 1
        perms = ", ".join(f"{n}×{k}" if n > 1 else k for k, n in names.items()) or "nothing"
        lines.append(f"{p.name}: {p.life} life, {len(st.zone('hand', p.index))} in hand — {perms}")
    return "\n".join(lines)
