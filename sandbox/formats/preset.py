"""Boards as data: the preset format (v1). See docs/PRESETS.md.

A preset is a TOML file: ``[preset]`` metadata, ``[game]`` turn/step/active player,
``[[player]]`` tables with life and zones, optional ``[[card]]`` custom cards, ``[[effect]]``
continuous effects already in play and a ``[goal]``. Loading builds a new Game or raises
one LoadError naming the file and place; nothing half-built is ever returned.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sandbox.cards.library import CardDB, library
from sandbox.cards.model import EntersAsCopy
from sandbox.cards.parse import card_from_table
from sandbox.cards.typeline import CREATURE_SUBTYPES
from sandbox.cards.vocabulary import check_effect
from sandbox.core.ascend import check_ascend
from sandbox.core.copying import copy_effect_of
from sandbox.core.game import Game
from sandbox.core.mana.pool import Mana
from sandbox.core.state import STEPS, ContinuousEffect, Player, State
from sandbox.errors import InvalidActionError, LoadError, SandboxError
from sandbox.files import MAX_FILE_BYTES, MAX_SAVED_FILE_BYTES, NotAFile, TooBig, read_regular
from sandbox.formats.demo import Demo, parse_demo
from sandbox.formats.goals import check_goal_spec
from sandbox.formats.save import apply_saved
from sandbox.formats.schema import CardNumbers, GameSection, ObjectSpec, PlayerSection, PresetMeta, checked
from sandbox.symbols import TYPES, parse_cost

MAX_ZONE_OBJECTS = 5000
"""The most objects a preset lists in one player's zone (the battlefield: the permanents they own)."""
TOP_KEYS = {"preset", "game", "player", "card", "effect", "goal", "script", "demo", "format", "saved"}
OBJECT_KEYS = {"card", "ref", "tapped", "counters", "sick", "attached_to", "copy_of", "token",
               "chosen_color", "chosen_type", "controller", "damage"}


@dataclass
class PresetInfo:
    """A preset's metadata (title, description, rules and rulings shown, suggested action)."""

    title: str = ""
    description: str = ""
    topic: str = ""
    rules: list[str] = field(default_factory=list)
    rulings: list[str] = field(default_factory=list)
    suggested: str = ""
    path: str = ""
    raw: dict[str, Any] = field(default_factory=dict)
    demo: Demo | None = None
    """Its narrated line of play (``[demo]``), checked as it loads."""


def presets_dir() -> Path:
    """The curated presets, whether installed from a wheel or editable."""
    packaged = Path(__file__).resolve().parents[1] / "_presets"  # not importlib.resources: its readers (zipfile,
    if packaged.is_dir():                                          # bz2, lzma) cost start-up
        return packaged
    return Path(__file__).resolve().parents[2] / "presets"


DEFAULT_PRESET = "demo/default.toml"


_SAVED_TABLE = re.compile(r"^\[saved\][ \t]*$", re.M)


def size_limit(text: str) -> int:
    """The most bytes a preset may have: more for a board the program saved (``[saved]``)."""
    return MAX_SAVED_FILE_BYTES if _SAVED_TABLE.search(text) else MAX_FILE_BYTES


def read_preset_file(path: str | Path, errors: str = "strict") -> str:
    """The text of a preset (or Forge puzzle) file, read once and bounded: LoadError naming the
    file for one that can't be opened, isn't a file (a folder, ``/dev/zero``, a pipe: never
    read, never waited on), is over the size a preset may have, or isn't UTF-8 (with
    ``errors="strict"``)."""
    too_big = f"a preset may be at most {MAX_FILE_BYTES} bytes"
    try:
        data = read_regular(path, MAX_SAVED_FILE_BYTES)
    except OSError as e:
        raise LoadError(str(path), "", f"can't read the file: {e.strerror or e}") from None
    except TooBig as e:
        raise LoadError(str(path), "", f"file is {e.size} bytes; {too_big}") from None
    except NotAFile as e:
        raise LoadError(str(path), "", str(e)) from None
    try:
        text = data.decode("utf-8", errors)
    except UnicodeDecodeError:
        raise LoadError(str(path), "", "not a UTF-8 text file") from None
    if len(data) > size_limit(text):
        raise LoadError(str(path), "", f"file is {len(data)} bytes; {too_big}")
    return text


def load_preset(path: str | Path) -> tuple[Game, PresetInfo]:
    """Load a preset file into a new Game."""
    return load_preset_text(read_preset_file(path), str(path))


def load_preset_text(text: str, name: str = "<preset>") -> tuple[Game, PresetInfo]:
    if len(text) > size_limit(text):
        raise LoadError(name, "", f"file is {len(text)} characters; a preset may be at most {MAX_FILE_BYTES}")
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise LoadError(name, "", f"not valid TOML: {e}") from None
    except RecursionError:
        raise LoadError(name, "", "nesting is too deep") from None
    return preset_from_data(data, name)


def preset_from_data(data: dict[str, Any], name: str) -> tuple[Game, PresetInfo]:
    extra = set(data) - TOP_KEYS
    if extra:
        raise LoadError(name, sorted(extra)[0], f"unknown section; expected one of {', '.join(sorted(TOP_KEYS))}")
    db = library().copy()
    own_versions: dict[str, str] = {}
    if "card" in data:
        _check_new_card_names(data["card"], db, name)
        tables, own_versions = _own_versions(data["card"], db, name)
        db.load_tables(tables, name)
    info = _info(data.get("preset", {}), name)
    players = data.get("player")
    if not isinstance(players, list) or len(players) != 2:
        raise LoadError(name, "player", "expected exactly two [[player]] tables")
    state = State(players=[Player(0, "You"), Player(1, "Opponent")])
    game = Game(state, db)
    refs: dict[str, int] = {}
    late: list[tuple[str, int, dict[str, Any]]] = []
    try:
        _game_section(game, data.get("game", {}), name)
        for i, pdata in enumerate(players):
            _player(game, i, pdata, name, refs, late)
        _check_link_cycles(late, refs, name)
        for place, oid, spec in late:
            _links(game, place, oid, spec, refs, name)
        effects = data.get("effect", [])
        if not isinstance(effects, list):
            raise LoadError(name, "effect", f"expected [[effect]] tables, found {type(effects).__name__} {effects!r:.40}")
        for i, e in enumerate(effects):
            _effect(game, e, f"effect[{i + 1}]", refs, name)
        if "goal" in data:
            check_goal_spec(data["goal"])
            state.goal = data["goal"]
    except LoadError:
        raise
    except SandboxError as e:
        raise LoadError(name, "", str(e)) from None
    game.refs = refs
    game.info = info
    game.custom_cards = list(data.get("card", []))
    game.own_versions = own_versions
    if "demo" in data:
        try:
            info.demo = parse_demo(data["demo"])
        except SandboxError as e:
            raise LoadError(name, "demo", str(e)) from None
    if "saved" in data:
        apply_saved(game, data, name)
    game.note("sandbox", f"board loaded: {info.title} ({Path(name).name})", "edit")
    game.touch()
    check_ascend(game)  # 702.131b: a static ability, true of the board as loaded
    return game, info


def _check_new_card_names(tables: Any, db: CardDB, name: str) -> None:
    """Each of a preset's [[card]] tables defines one card: a name given twice is refused."""
    if not isinstance(tables, list):
        return  # load_tables says what is wrong
    seen: dict[str, int] = {}
    for i, table in enumerate(tables):
        if not isinstance(table, dict):
            continue  # load_tables says what is wrong
        card = checked(CardNumbers, table, name, f"card[{i + 1}]").name
        if card.lower() in seen:
            raise LoadError(name, f"card {i + 1}", f"expected a new card name, found {card!r} again (card {seen[card.lower()]} has it)")
        seen[card.lower()] = i + 1


def _own_versions(tables: Any, db: CardDB, name: str) -> tuple[Any, dict[str, str]]:
    """A preset's [[card]] tables of cards the library also has (a file written before the
    library grew): a table that defines the library's card exactly is left out (the board
    uses the library's); one that differs is the board's own version, kept with what
    differs, so the file still loads as it did and ``show``, ``i`` and ``check`` say so."""
    if not isinstance(tables, list):
        return tables, {}  # load_tables says what is wrong
    kept: list[Any] = []
    own: dict[str, str] = {}
    for i, table in enumerate(tables):
        if not isinstance(table, dict) or not isinstance(table.get("name"), str) or table["name"] not in db:
            kept.append(table)
            continue
        try:
            mine = card_from_table(table, f"{name}#{i + 1}")
        except InvalidActionError as e:
            raise LoadError(name, f"card {i + 1}", str(e)) from None
        differs = db.get(table["name"]).differences(mine)
        if differs:
            kept.append(table)
            own[mine.name] = ", ".join(differs)
    return kept, own


def _info(meta: Any, name: str) -> PresetInfo:
    m = checked(PresetMeta, meta, name, "preset")
    return PresetInfo(title=m.title if m.title is not None else Path(name).stem, description=m.description,
                      topic=m.topic, rules=list(m.rules), rulings=list(m.rulings), suggested=m.suggested,
                      path=name, raw=meta)


def _player_index(value: Any, place: str, name: str) -> int:
    if value in (0, "you", "You", "p0"):
        return 0
    if value in (1, "opponent", "Opponent", "p1"):
        return 1
    raise LoadError(name, place, f"expected \"you\" or \"opponent\", found {value!r}")


def _game_section(game: Game, g: Any, name: str) -> None:
    section = checked(GameSection, g, name, "game")
    st = game.state
    st.turn = section.turn
    st.active = _player_index(section.active, "game.active", name)
    step = section.step
    if step not in STEPS or step in ("untap", "cleanup"):
        raise LoadError(name, "game.step", f"expected a step with priority ({', '.join(s for s in STEPS if s not in ('untap', 'cleanup'))}), found {step!r}")
    st.step = step
    st.priority = _player_index(section.priority, "game.priority", name) if section.priority is not None else st.active
    if section.seed is not None:
        st.rng = section.seed
    st.players[st.active].turn_began = 1
    st.players[1 - st.active].turn_began = 0
    st.next_ts = 10


def _player(game: Game, i: int, pdata: Any, name: str, refs: dict[str, int], late: list) -> None:
    place = f"player[{i + 1}]"
    section = checked(PlayerSection, pdata, name, place)
    p = game.state.players[i]
    if section.name is not None:
        p.name = section.name
    p.life = section.life
    p.poison = section.poison
    p.city_blessing = section.city_blessing
    p.energy = section.energy
    if section.monarch and any(q.monarch for q in game.state.players if q.index != i):
        raise LoadError(name, f"{place}.monarch", "only one player can be the monarch (724.3)")
    p.monarch = section.monarch
    if section.pool is not None:
        try:
            syms = parse_cost(section.pool)
        except InvalidActionError as e:
            raise LoadError(name, f"{place}.pool", str(e)) from None
        for s in syms:
            if s not in TYPES:
                raise LoadError(name, f"{place}.pool", f"a pool holds mana like {{G}}{{C}}, found {{{s}}}")
            p.pool.add([Mana(s, "preset")])
    for zone in ("library", "hand", "graveyard", "exile", "battlefield"):
        items = getattr(section, zone)
        if len(items) > MAX_ZONE_OBJECTS:
            raise LoadError(name, f"{place}.{zone}", f"too many objects ({len(items)}); at most {MAX_ZONE_OBJECTS} per zone")
        for j, item in enumerate(items):
            _object(game, i, zone, item, f"{place}.{zone}[{j + 1}]", name, refs, late)


def _object(game: Game, owner: int, zone: str, item: Any, place: str, name: str,
            refs: dict[str, int], late: list) -> None:
    if isinstance(item, str):
        item = {"card": item}
    if not isinstance(item, dict):
        raise LoadError(name, place, f"expected a card name or a table, found {item!r}")
    extra = set(item) - OBJECT_KEYS
    if extra:
        raise LoadError(name, f"{place}.{sorted(extra)[0]}", f"unknown key; allowed: {', '.join(sorted(OBJECT_KEYS))}")
    spec = checked(ObjectSpec, item, name, place)
    if zone != "battlefield":
        # a card in exile may have counters: a suspended card's time counters (702.62b)
        bad = set(item) - ({"card", "ref", "counters"} if zone == "exile" else {"card", "ref"})
        if bad:
            raise LoadError(name, f"{place}.{sorted(bad)[0]}", f"only battlefield objects can have {sorted(bad)[0]!r}")
    try:
        card = game.db.get(spec.card)
    except InvalidActionError as e:
        raise LoadError(name, place, str(e)) from None
    controller = _player_index(item["controller"], f"{place}.controller", name) if "controller" in item else owner
    token = spec.token if spec.token is not None else card.token
    kind = "token" if token else "card"
    st = game.state
    oid = game.put_in_zone(None if token else card.name, owner, zone, kind=kind,
                           token_chars=card.chars if token else None, controller=controller)
    obj = game.obj(oid)
    obj.timestamp = st.ts()
    if zone == "exile" and spec.counters is not None:
        obj.counters.update({k: n for k, n in spec.counters.items() if n})
    if zone == "battlefield":
        obj.tapped = spec.tapped
        obj.controlled_since = st.ts() if spec.sick else 0
        if spec.counters is not None:
            obj.counters.update({k: n for k, n in spec.counters.items() if n})
        else:
            if "Planeswalker" in card.chars.card_types and card.chars.loyalty is not None:
                obj.counters["loyalty"] = card.chars.loyalty
            if "Saga" in card.chars.subtypes:
                obj.counters["lore"] = 1
        obj.damage = spec.damage
        if "chosen_color" in item:
            c = str(item["chosen_color"]).upper()
            if c not in "WUBRG" or len(c) != 1:
                raise LoadError(name, f"{place}.chosen_color", f"expected one of W U B R G, found {item['chosen_color']!r}")
            obj.chosen["color"] = c
        if "chosen_type" in item:
            kind = str(item["chosen_type"])
            if kind not in CREATURE_SUBTYPES:
                raise LoadError(name, f"{place}.chosen_type", f"expected a creature type, found {kind!r}")
            obj.chosen["type"] = kind
    ref = spec.ref
    if ref is not None:
        if ref in refs:
            raise LoadError(name, f"{place}.ref", f"ref must be a unique name, found {ref!r}")
        refs[ref] = oid
    if "attached_to" in item or "copy_of" in item:
        late.append((place, oid, item))


def _check_link_cycles(late: list, refs: dict[str, int], name: str) -> None:
    """copy_of and attached_to must not loop (a copies b copies a; a attached to b attached to a)."""
    for key in ("copy_of", "attached_to"):
        edges = {oid: refs.get(spec[key]) for _, oid, spec in late if key in spec}
        places = {oid: place for place, oid, _ in late}
        by_id = {v: k for k, v in refs.items()}
        for start in edges:
            seen, cur = [start], edges.get(start)
            while cur is not None and cur in edges:
                if cur in seen:
                    loop = seen[seen.index(cur):] + [cur]
                    names = " -> ".join(repr(by_id.get(o, f"#{o}")) for o in loop)
                    raise LoadError(name, f"{places[start]}.{key}", f"expected no loop of {key}, found {names}")
                seen.append(cur)
                cur = edges.get(cur)


def _links(game: Game, place: str, oid: int, spec: dict[str, Any], refs: dict[str, int], name: str) -> None:
    for key in ("copy_of", "attached_to"):
        if key not in spec:
            continue
        target = spec[key]
        if target not in refs:
            raise LoadError(name, f"{place}.{key}", f"no object has ref {target!r}; refs: {', '.join(refs) or 'none'}")
        tid = refs[target]
        if tid == oid:
            raise LoadError(name, f"{place}.{key}", "an object can't refer to itself")
        if key == "attached_to":
            game.obj(oid).attached_to = tid
    if "copy_of" in spec:
        _apply_copy(game, oid, refs[spec["copy_of"]], place, name, set())


def _apply_copy(game: Game, oid: int, tid: int, place: str, name: str, seen: set[int]) -> None:
    obj = game.obj(oid)
    if game.obj(tid).zone != "battlefield":
        raise LoadError(name, f"{place}.copy_of", "can copy only an object on the battlefield")
    chars = game.chars(oid)
    exc = next((a.exceptions for a in chars.abilities if isinstance(a, EntersAsCopy)), None)
    obj.copies.append(copy_effect_of(game, tid, exc))
    game.touch()


def _effect(game: Game, e: Any, place: str, refs: dict[str, int], name: str) -> None:
    if not isinstance(e, dict):
        raise LoadError(name, place, "expected a table")
    allowed = {"on", "become", "until", "source", "controller"}
    extra = set(e) - allowed
    if extra:
        raise LoadError(name, f"{place}.{sorted(extra)[0]}", f"unknown key; allowed: {', '.join(sorted(allowed))}")
    on = e.get("on", [])
    if isinstance(on, str):
        on = [on]
    if not isinstance(on, list) or not all(isinstance(r, str) for r in on):
        raise LoadError(name, f"{place}.on", f"expected a ref or a list of refs, found {on!r}")
    ids = []
    for r in on:
        if r not in refs:
            raise LoadError(name, f"{place}.on", f"no object has ref {r!r}")
        ids.append(refs[r])
    if not ids:
        raise LoadError(name, f"{place}.on", "name at least one object by its ref")
    try:
        spec = check_effect({"become": e.get("become", {})})["become"]
    except InvalidActionError as err:
        raise LoadError(name, f"{place}.become", str(err)) from None
    until = e.get("until", "permanent")
    if until not in ("permanent", "end_of_turn"):
        raise LoadError(name, f"{place}.until", f"expected \"permanent\" or \"end_of_turn\", found {until!r}")
    ctrl = _player_index(e.get("controller", "you"), f"{place}.controller", name)
    game.state.effects.append(ContinuousEffect(spec["op"], tuple(ids), str(e.get("source", "preset effect")),
                                               ctrl, game.state.ts(), until, "611.2c"))
    game.touch()


def default_game() -> tuple[Game, PresetInfo]:
    return load_preset(presets_dir() / DEFAULT_PRESET)
