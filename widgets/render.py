"""Rich renderables for mana, cards, stack objects, log entries and explanations.

Every colour of mana on screen comes from :data:`MANA_STYLES`, so a green mana symbol looks
the same in the pool, in a cost, in the hand and in a decision. Renderers read the engine
(`Game`) and never change it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.text import Text

from sandbox.api import ability_kind, describe

if TYPE_CHECKING:
    from sandbox.api import Game, LogEntry, ObjectDescription

MANA_STYLES: dict[str, str] = {
    "W": "bold #1b1b1b on #f3e9c4",
    "U": "bold #ffffff on #1f6fb5",
    "B": "bold #ffffff on #4b3b57",
    "R": "bold #ffffff on #c43c2c",
    "G": "bold #ffffff on #2f8a45",
    "C": "bold #1b1b1b on #b9b2aa",
}
"""Style of each mana symbol (type letter); generic and X symbols use GENERIC_STYLE."""
GENERIC_STYLE = "bold #1b1b1b on #d7d2cc"
MANA_ORDER = "WUBRGC"
COLOR_WORDS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green", "C": "colorless"}


def mana_symbol(symbol: str) -> Text:
    """One mana symbol as a coloured pip, e.g. `G` on green."""
    style = MANA_STYLES.get(symbol, GENERIC_STYLE) if len(symbol) == 1 else GENERIC_STYLE
    return Text(f"{symbol}", style=style)


def mana_cost(symbols: tuple[str, ...]) -> Text:
    """A mana cost (``("2", "G")``) as coloured pips, e.g. ``2 G``."""
    out = Text()
    for i, s in enumerate(symbols):
        if i:
            out.append(" ")
        out.append_text(mana_symbol(s))
    return out


def mana_pool(summary: dict[str, int]) -> Text:
    """A pool summary (``{"G": 2}``) as pips with counts; ``empty`` when there is none."""
    if not summary:
        return Text("empty", style="dim")
    out = Text()
    for t in MANA_ORDER:
        n = summary.get(t, 0)
        if n:
            if out:
                out.append("  ")
            out.append_text(mana_symbol(t))
            out.append(f"×{n}", style="bold")
    return out


def _pt(chars: Any) -> str:
    if "Creature" in chars.card_types and chars.power is not None:
        return f"{chars.power}/{chars.toughness}"
    if chars.loyalty is not None and "Planeswalker" in chars.card_types:
        return f"loyalty {chars.loyalty}"
    return ""


def group_of(chars: Any) -> str:
    """Which battlefield group a permanent shows in: lands, creatures or other."""
    if "Creature" in chars.card_types:
        return "creatures"
    if "Land" in chars.card_types:
        return "lands"
    return "other"


def permanent_classes(game: Game, oid: int) -> set[str]:
    """The display states of a permanent, derived in one place from the engine."""
    obj = game.obj(oid)
    out: set[str] = set()
    if obj.tapped:
        out.add("tapped")
    if obj.kind == "token":
        out.add("token")
    if obj.copies:
        out.add("copy")
    if game.is_creature(oid) and game.is_sick(oid):
        out.add("sick")
    return out


def permanent_line(game: Game, oid: int, hosts: dict[int, list[int]], fresh: bool = False) -> Text:
    """One battlefield row: id, name, P/T, badges, counters and attachments."""
    obj = game.obj(oid)
    chars = game.chars(oid)
    states = permanent_classes(game, oid)
    name_style = "dim" if "tapped" in states else "bold"
    if fresh:
        name_style += " reverse"
    t = Text()
    t.append(f"#{oid:<3} ", style="dim")
    t.append(chars.name, style=name_style)
    pt = _pt(chars)
    if pt:
        t.append(f" {pt}", style="bold cyan")
    if "tapped" in states:
        t.append(" ↷tapped", style="yellow")
    if "sick" in states:
        t.append(" ☾sick", style="magenta")
    if "token" in states:
        t.append(" [token]", style="bold green")
    if obj.copies:
        t.append(f" [copy of {obj.copies[-1].original}]", style="bold magenta")
    for k, n in obj.counters.items():
        if n:
            t.append(f" ●{n} {k}", style="bold yellow")
    if obj.damage:
        t.append(f" ✶{obj.damage} dmg", style="red")
    if obj.attached_to is not None:
        t.append(f" → on #{obj.attached_to}", style="italic")
    for a in hosts.get(oid, ()):
        t.append(f" ⊕ {game.name(a)}", style="italic")
    if obj.attacking is not None:
        t.append(" ⚔attacking", style="bold red")
    if obj.blocking is not None:
        t.append(f" ⛨blocking #{obj.blocking}", style="bold red")
    return t


def target_text(game: Game, t: Any) -> str:
    """A target (object id or player ref ``"p0"``) as words."""
    if isinstance(t, str) and t.startswith("p") and t[1:].isdigit():
        i = int(t[1:])
        return game.state.players[i].name if i < len(game.state.players) else t
    if isinstance(t, int):
        return game.name_lk(t)
    return str(t)


def ability_name(obj: Any) -> str:
    """An ability on the stack by its source: "Siege Rhino's trigger", "Mogg Fanatic's ability"."""
    src = obj.source_chars.name if obj.source_chars else "?"
    return f"{src}'s {'trigger' if ability_kind(obj).startswith('Triggered') else 'ability'}"


def stack_line(game: Game, sid: int, top: bool, fresh: bool = False, compact: bool = False) -> Text:
    """One stack row: which resolves next, what it is and who controls it; then (on lines of
    their own, wrapped by the pane) an ability's text and source, and the targets. ``compact``
    (a stack of several objects): all of it on one line, cut by the pane, so each object
    keeps a row in view (the inspector shows the selected one whole)."""
    obj = game.obj(sid)
    t = Text()
    t.append("▶" if top else " ", style="bold reverse green" if top else "")
    t.append(f" #{sid} ", style="dim")
    name_style = "bold reverse" if fresh else "bold"
    if obj.kind == "ability" and compact:  # its source first: the row may be cut after a few words
        t.append(ability_name(obj), style=name_style)
    elif obj.kind == "ability":
        src = obj.source_chars.name if obj.source_chars else "?"
        t.append(f"{ability_kind(obj)} of {src}", style=name_style)
        if obj.source is not None:
            t.append(f" #{obj.source}", style="dim")
    else:
        chars = game.chars(sid)
        t.append(chars.name, style=name_style)
        if obj.kind == "spell_copy":
            t.append(" (copy)", style="dim")
        if obj.x is not None:
            t.append(f" X={obj.x}", style="cyan")
    t.append(f"  [{game.state.players[obj.controller].name}]", style="dim")
    text = (getattr(obj.ability, "text", "") or "") if obj.kind == "ability" else ""
    apart = " " if compact else "\n"
    if text:
        t.append(apart + text, style="italic")
    if obj.targets:
        t.append(apart + "→ " + ", ".join(target_text(game, x) for x in obj.targets), style="yellow")
    t.no_wrap = compact
    return t


def hand_line(game: Game, oid: int, playable: bool) -> Text:
    """One hand row: id, name, mana cost; castable cards are marked. A split card shows each
    half with its own cost (709.3: one is cast), an adventurer card the card and its Adventure
    (715.3), a modal double-faced card each face (712.12)."""
    chars = game.chars(oid)
    t = Text()
    t.append("✓ " if playable else "  ", style="bold green")
    t.append(f"#{oid:<3} ", style="dim")
    name = game.obj(oid).card
    card = game.db.get(name) if name and name in game.db else None
    if card is not None and card.halves:
        for i, half in enumerate(card.halves):
            if i:
                t.append(" // ", style="dim")
            t.append(half.name, style="bold" if playable else "")
            if half.chars.mana_cost:
                t.append(" ")
                t.append_text(mana_cost(half.chars.mana_cost))
        if card.adventurer:
            t.append(" (Adventure)", style="dim")
        return t
    t.append(chars.name, style="bold" if playable else "")
    if chars.mana_cost:
        t.append(" ")
        t.append_text(mana_cost(chars.mana_cost))
    return t


def log_line(entry: LogEntry) -> Text:
    """A log entry with its rule number."""
    t = Text()
    if entry.rule:
        t.append(f"{entry.rule:>7} ", style="bold cyan")
    else:
        t.append(" " * 8)
    t.append(entry.text)
    return t


def inspect(game: Game, oid: int) -> Text:
    """The inspector's content, styled from the engine's description of the object
    (``describe``): characteristics layer by layer, copy effects, Oracle text and rulings."""
    out = Text()
    if oid not in game.state.objects:
        out.append(f"#{oid} is gone (400.7)", style="dim")
        return out
    d = describe(game, oid)
    if d.ability_kind is not None:
        return inspect_ability(d)
    out.append(d.name, style="bold")
    out.append(f"  #{oid}  ", style="dim")
    if d.mana_cost:
        out.append_text(mana_cost(d.mana_cost))
    out.append("\n")
    out.append(d.type_line, style="italic")
    if d.stats:
        out.append(f"  {d.stats}", style="bold cyan")
    out.append("\n")
    if d.own_version:
        out.append(d.own_version + "\n", style="yellow")
    if d.targets:
        out.append("Targets: ", style="bold")
        out.append(", ".join(d.targets) + "\n", style="yellow")
    if d.x is not None:
        out.append(f"X = {d.x}\n", style="cyan")
    out.append("\n")
    out.append("How it got its characteristics (613):\n", style="bold underline")
    if d.derivation_error:
        out.append(f"(no explanation: {d.derivation_error})\n", style="red")
    else:
        out.append(d.derivation + "\n")
    for original, detail in d.copies:
        out.append(f"copy of {original}", style="bold magenta")
        out.append(f" {detail}\n")
    out.append_text(_oracle_and_rulings(d))
    return out


def inspect_ability(d: ObjectDescription) -> Text:
    """The inspector's content for an ability on the stack: what kind, its text, its source,
    controller and targets, then the source's Oracle text and rulings."""
    out = Text()
    out.append(f"{d.ability_kind} of {d.name}", style="bold")
    out.append(f"  #{d.oid}\n", style="dim")
    out.append("an ability on the stack, not a card (113.7, 405.1)\n", style="italic")
    out.append("\n" + (d.ability_text or "(no text)") + "\n")
    out.append("\nSource: ", style="bold")
    out.append(d.ability_of or d.name)
    if d.source_gone:
        out.append(" (gone: its last known information is used, 113.7a)", style="dim")
    out.append("\nController: ", style="bold")
    out.append(d.controller)
    if d.targets:
        out.append("\nTargets: ", style="bold")
        out.append(", ".join(d.targets), style="yellow")
    if d.x is not None:
        out.append(f"\nX = {d.x}", style="cyan")
    out.append("\n")
    out.append_text(_oracle_and_rulings(d))
    return out


def _oracle_and_rulings(d: ObjectDescription) -> Text:
    """The Oracle text and rulings of the cards the object is or comes from."""
    out = Text()
    for name, oracle, rulings in d.cards:
        if oracle:
            out.append(f"\nOracle text ({name}):\n", style="bold underline")
            out.append(oracle + "\n")
        if rulings:
            out.append(f"\nRulings ({name}):\n", style="bold underline")
            for r in rulings:
                out.append(f"• {r}\n")
    return out


def oracle_reading(name: str, report: Any) -> Text:
    """What the Oracle-text compiler makes of a card, line by line (``sandbox.api.sentence_report``)."""
    out = Text()
    out.append(f"How the engine reads {name}'s Oracle text, line by line:\n", style="bold underline")
    if not report:
        out.append("(no rules text)\n", style="dim")
    for line in report:
        if line.understood:
            mark, style, meaning = "✓", "green", line.became
        elif line.hand_written:
            mark, style = "✎", "yellow"
            meaning = f"hand-written: the compiler refuses it ({line.refusal}); the engine plays the card's own table"
        else:
            mark, style, meaning = "✗", "red", f"not understood: {line.refusal}"
        out.append(f"\n{mark} ", style=style)
        out.append(line.text + "\n")
        out.append(f"  → {meaning}\n", style="dim" if line.understood else style)
    return out


def card_text(card: Any) -> Text:
    """A card of the library (not an object in the game): cost, type, Oracle text, rulings."""
    chars = card.chars
    out = Text()
    out.append(chars.name, style="bold")
    if chars.mana_cost:
        out.append("  ")
        out.append_text(mana_cost(chars.mana_cost))
    out.append("\n" + chars.type_line(), style="italic")
    pt = _pt(chars)
    if pt:
        out.append(f"  {pt}", style="bold cyan")
    out.append("\n\n" + (card.oracle or "(no Oracle text)") + "\n")
    if card.rulings:
        out.append("\nRulings:\n", style="bold underline")
        for r in card.rulings:
            out.append(f"• {r}\n")
    return out
