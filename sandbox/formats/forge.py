"""Import Forge puzzle files (``.pzl``) as presets.

A Forge puzzle has a ``[metadata]`` section (``Name:``, ``Goal:``, ``Turns:``, ``Difficulty:``,
``Description:``; ``Key:Value`` or ``Key=Value``) and a ``[state]`` section of ``key=value``
lines. Two key dialects exist: ``humanlife`` / ``aibattlefield`` / ``ActivePlayer=Human`` and
``p0life`` / ``p1battlefield`` / ``activeplayer=p0``. Human / p0 is "you", AI / p1 the opponent.
Zone lists are ``;``-separated cards, each with ``|``-separated modifiers (``Tapped``,
``SummonSick``, ``Counters:P1P1=2``, ``Id:7``, ``AttachedTo:7``, ``Damage:1``, ...). A library is
listed top card first.

Nothing is dropped silently: every card missing from the library and every key or modifier
we can't represent is listed in the ``ImportReport``; ``load_pzl`` refuses a board with
missing cards or an unsupported goal, naming all of them on one line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sandbox.cards.library import library
from sandbox.cards.vocabulary import KEYWORDS
from sandbox.errors import LoadError
from sandbox.formats.preset import preset_from_data, read_preset_file
from sandbox.formats.save import to_toml

if TYPE_CHECKING:
    from sandbox.cards.library import CardDB
    from sandbox.core.game import Game
    from sandbox.formats.preset import PresetInfo

PHASES = {
    "untap": "upkeep", "upkeep": "upkeep", "draw": "draw", "main1": "main1",
    "combat_begin": "beginning_of_combat", "combat_declare_attackers": "declare_attackers",
    "combat_declare_blockers": "declare_blockers", "combat_first_strike_damage": "first_strike_damage",
    "combat_damage": "combat_damage", "combat_end": "end_of_combat", "main2": "main2",
    "end_of_turn": "end", "cleanup": "end",
}
ZONES = {"hand": "hand", "battlefield": "battlefield", "play": "battlefield", "graveyard": "graveyard",
         "library": "library", "exile": "exile"}
COUNTERS = {"P1P1": "+1/+1", "M1M1": "-1/-1", "LOYALTY": "loyalty", "LORE": "lore"}
COLOR_WORDS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
COSMETIC_MODIFIERS = {"set", "art", "image"}
"""Modifiers that only pick a printing or picture: noted in the report, nothing to represent."""


@dataclass
class ImportReport:
    """What an import could and couldn't represent."""

    missing_cards: list[str] = field(default_factory=list)
    unsupported: list[str] = field(default_factory=list)
    """Keys, modifiers and goals we can't represent (each with where it was)."""
    notes: list[str] = field(default_factory=list)
    """Harmless details, like a printing (Set:ZEN) that has no meaning here."""

    @property
    def ok(self) -> bool:
        return not self.missing_cards and not self.unsupported

    def lines(self) -> list[str]:
        out = []
        if self.missing_cards:
            out.append("cards not in the library: " + ", ".join(sorted(set(self.missing_cards))))
        if self.unsupported:
            out.append("not supported: " + "; ".join(self.unsupported))
        if self.notes:
            out.append("ignored as cosmetic: " + "; ".join(self.notes))
        return out


def parse_pzl(text: str) -> tuple[dict[str, str], list[tuple[str, str]]]:
    """The metadata (keys lower-cased) and the state lines (key lower-cased, value) of a .pzl."""
    meta: dict[str, str] = {}
    state: list[tuple[str, str]] = []
    section = ""
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        m = re.fullmatch(r"\[(\w+)\]", line)
        if m:
            section = m.group(1).lower()
            continue
        if section == "metadata":
            m = re.match(r"([A-Za-z]+)\s*[:=]\s*(.*)", line)
            if m:
                key = m.group(1).lower()
                meta[key] = (meta[key] + "\n" + m.group(2)) if key == "description" and key in meta else m.group(2).strip()
            elif "description" in meta:
                meta["description"] += "\n" + line
        elif section == "state":
            if "=" not in line:
                state.append((line.lower(), ""))
                continue
            k, v = line.split("=", 1)
            state.append((k.strip().lower(), v.strip()))
    return meta, state


def _player_of(key: str) -> tuple[int | None, str]:
    for prefix, idx in (("human", 0), ("ai", 1), ("p0", 0), ("p1", 1)):
        if key.startswith(prefix):
            return idx, key[len(prefix):]
    return None, key


def _card_entry(item: str, zone: str, player: int, where: str, db: CardDB, report: ImportReport,
                custom: dict[str, dict], ids: dict[str, str]) -> dict[str, Any] | str | None:
    parts = [p.strip() for p in item.split("|")]
    head = parts[0]
    entry: dict[str, Any] = {}
    if head.startswith("t:"):
        entry["card"] = _token_card_cs(head, where, report, custom)
    else:
        if head not in db:
            report.missing_cards.append(head)
            return None
        entry["card"] = db.get(head).name
    for mod in parts[1:]:
        key, _, val = mod.partition(":")
        k = key.strip().lower()
        if k == "tapped":
            entry["tapped"] = True
        elif k == "summonsick":
            entry["sick"] = True
        elif k == "counters":
            counters = {}
            for c in val.split(","):
                if "=" not in c:
                    report.unsupported.append(f"{where}: counters {c!r}")
                    continue
                ck, cv = c.split("=", 1)
                try:
                    counters[COUNTERS.get(ck.strip().upper(), ck.strip().lower())] = int(cv)
                except ValueError:
                    report.unsupported.append(f"{where}: counters {c!r}")
            entry["counters"] = counters
        elif k == "damage":
            try:
                entry["damage"] = int(val)
            except ValueError:
                report.unsupported.append(f"{where}: Damage:{val}")
        elif k == "id":
            entry["ref"] = f"id{val.strip()}"
            ids[val.strip()] = entry["ref"]
        elif k == "attachedto":
            entry["attached_to"] = f"id{val.strip()}"
        elif k == "chosencolor" and val.strip().lower() in COLOR_WORDS:
            entry["chosen_color"] = COLOR_WORDS[val.strip().lower()]
        elif k in COSMETIC_MODIFIERS:
            report.notes.append(f"{head}|{mod}")
        else:
            report.unsupported.append(f"{where}: {head}|{mod}")
    if zone != "battlefield":
        extra = set(entry) - {"card", "ref"}
        if extra:
            report.unsupported.append(f"{where}: {head}: {', '.join(sorted(extra))} outside the battlefield")
            entry = {k: v for k, v in entry.items() if k in ("card", "ref")}
    return entry if len(entry) > 1 else entry["card"]


def _token_card_cs(head: str, where: str, report: ImportReport, custom: dict[str, dict]) -> str:
    """Token spec keys are case-sensitive in one spot: ``t:`` (name) versus ``T:`` (toughness)."""
    fields: dict[str, str] = {}
    for part in head.split(","):
        if ":" in part:
            k, v = part.split(":", 1)
            fields[k.strip() if k.strip() in ("t", "T") else k.strip().lower()] = v.strip()
    name = fields.get("t", "Token")
    types = fields.get("types", "Creature").replace("-", " ").split()
    card_types = [t for t in types if t in ("Artifact", "Creature", "Enchantment", "Land", "Planeswalker")]
    subtypes = [t for t in types if t not in card_types and t not in ("Legendary", "Snow")]
    supers = [t for t in types if t in ("Legendary", "Snow")]
    colors = [c for c in fields.get("color", "") if c in "WUBRG"]
    abilities = []
    for k in (x.strip() for x in re.split(r"[&]", fields.get("keywords", "")) if x.strip()):
        if k.lower() in KEYWORDS:
            abilities.append(k[0].upper() + k[1:].lower())
        else:
            report.unsupported.append(f"{where}: token keyword {k!r}")
    table: dict[str, Any] = {"name": f"{name} Token", "token": True,
                             "type_line": " ".join(supers + card_types) + (" — " + " ".join(subtypes) if subtypes else "")}
    if colors:
        table["colors"] = colors
    if "Creature" in card_types:
        try:
            table["power"], table["toughness"] = int(fields.get("p", "0")), int(fields.get("T", "0"))
        except ValueError:
            report.unsupported.append(f"{where}: token power/toughness {fields.get('p')}/{fields.get('T')}")
    if abilities:
        table["abilities"] = abilities
    sig = repr(sorted((k, str(v)) for k, v in table.items()))
    if sig in custom:
        return custom[sig]["name"]
    if any(t["name"] == table["name"] for t in custom.values()):
        table["name"] = f"{name} Token {len(custom) + 1}"
    custom[sig] = table
    return table["name"]


def _goal(meta: dict[str, str], turn: int, report: ImportReport) -> dict[str, Any] | None:
    goal = meta.get("goal", "").strip()
    if not goal:
        return None
    turns = meta.get("turns", "1").strip()
    try:
        n = int(turns)
    except ValueError:
        report.unsupported.append(f"metadata: Turns:{turns}")
        n = 1
    g = goal.lower()
    if g == "win":
        return {"win": True, "turn_limit": turn + n - 1, "text": f"Win by the end of turn {turn + n - 1}."}
    if g == "survive":
        return {"survive_until": {"turn": turn + n, "step": "upkeep"},
                "text": f"Survive until turn {turn + n}."}
    report.unsupported.append(f"metadata: Goal:{goal}")
    return None


def pzl_to_preset(text: str, name: str = "<pzl>", db: CardDB | None = None) -> tuple[dict[str, Any], ImportReport]:
    """The preset (as a dict) for a Forge puzzle, and what couldn't be represented."""
    db = db or library()
    meta, state = parse_pzl(text)
    report = ImportReport()
    if not state:
        raise LoadError(name, "state", "no [state] section: is this a Forge puzzle (.pzl) file?")
    game: dict[str, Any] = {"turn": 1, "active": "you", "step": "main1"}
    players: list[dict[str, Any]] = [{"name": "You"}, {"name": "Opponent"}]
    custom: dict[str, dict] = {}
    ids: dict[str, str] = {}
    no_sickness = False
    for key, value in state:
        where = f"[state] {key}"
        if key == "turn":
            try:
                game["turn"] = max(1, int(value))
            except ValueError:
                report.unsupported.append(f"{where}={value}")
            continue
        if key == "activeplayer":
            p, _ = _player_of(value.lower())
            if p is None:
                report.unsupported.append(f"{where}={value}")
            else:
                game["active"] = "you" if p == 0 else "opponent"
            continue
        if key == "activephase":
            step = PHASES.get(value.lower())
            if step is None:
                report.unsupported.append(f"{where}={value}")
            else:
                game["step"] = step
                if value.lower() in ("untap", "cleanup"):
                    report.unsupported.append(f"{where}={value} (no priority in that step; starts in the {step} step)")
            continue
        if key == "removesummoningsickness":
            no_sickness = value.lower() == "true"
            continue
        p, rest = _player_of(key)
        if p is None:
            report.unsupported.append(f"{where}")
            continue
        if rest == "life":
            try:
                players[p]["life"] = int(value)
            except ValueError:
                report.unsupported.append(f"{where}={value}")
        elif rest == "counters":
            for c in (x.strip() for x in value.split(",") if x.strip()):
                ck, _, cv = c.partition("=")
                if ck.strip().upper() == "POISON" and cv.strip().isdigit():
                    players[p]["poison"] = int(cv)
                else:
                    report.unsupported.append(f"{where}: player counter {c}")
        elif rest == "manapool":
            syms = [x for x in value.replace(",", " ").split() if x]
            if all(x.upper() in ("W", "U", "B", "R", "G", "C") for x in syms):
                if syms:
                    players[p]["pool"] = "".join("{" + x.upper() + "}" for x in syms)
            else:
                report.unsupported.append(f"{where}={value}")
        elif rest == "landsplayed" and value.strip() == "0" or rest == "landsplayedlastturn":
            pass  # nothing to represent: no land played yet / last turn's count plays no part here
        elif rest in ZONES:
            zone = ZONES[rest]
            entries = []
            for i, item in enumerate(x.strip() for x in value.split(";")):
                if not item:
                    continue
                e = _card_entry(item, zone, p, f"{key}[{i + 1}]", db, report, custom, ids)
                if e is not None:
                    entries.append(e)
            if zone == "library":
                entries.reverse()  # Forge lists the top card first; ours is last
            players[p][zone] = entries
        else:
            report.unsupported.append(f"{where}={value}" if value else where)
    if no_sickness:  # removesummoningsickness=true: nothing is summoning sick
        for pd in players:
            for item in pd.get("battlefield", []):
                if isinstance(item, dict):
                    item.pop("sick", None)
    for pd in players:
        for item in pd.get("battlefield", []):
            if isinstance(item, dict) and "attached_to" in item and item["attached_to"] not in ids.values():
                report.unsupported.append(f"AttachedTo:{item['attached_to'][2:]} names no card with that Id")
                del item["attached_to"]
    data: dict[str, Any] = {}
    desc = meta.get("description", "").strip()
    title = meta.get("name", Path(name).stem)
    info: dict[str, Any] = {"title": title, "topic": "puzzles", "description": desc or f"Imported from the Forge puzzle {Path(name).name}."}
    if meta.get("url"):
        info["description"] += f" Source: {meta['url']}"
    diff = meta.get("difficulty")
    if diff:
        info["description"] += f" (Forge difficulty: {diff})"
    data["preset"] = info
    if custom:
        data["card"] = list(custom.values())
    data["game"] = game
    goal = _goal(meta, game["turn"], report)
    if goal:
        data["goal"] = goal
    for key in sorted(set(meta) - {"name", "url", "goal", "turns", "difficulty", "description"}):
        report.unsupported.append(f"metadata: {key.capitalize()}:{meta[key]}")
    data["player"] = players
    return data, report


def pzl_to_toml(text: str, name: str = "<pzl>") -> tuple[str, ImportReport]:
    data, report = pzl_to_preset(text, name)
    head = "".join(f"# {line}\n" for line in ([f"Imported from {Path(name).name}"] + report.lines()))
    return head + to_toml(data), report


def load_pzl(path: str | Path, strict: bool = True) -> tuple[Game, PresetInfo, ImportReport]:
    """Load a Forge puzzle as a Game. With ``strict`` (the default), a puzzle with missing
    cards or unsupported keys is refused with one line listing all of them."""
    text = read_preset_file(path, errors="replace")
    data, report = pzl_to_preset(text, str(path))
    if report.missing_cards or (strict and report.unsupported):
        raise LoadError(str(path), "", "can't import: " + " | ".join(report.lines()[:2]))
    game, info = preset_from_data(data, str(path))
    return game, info, report
