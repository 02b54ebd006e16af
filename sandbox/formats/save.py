"""Save the current board as a preset that loads back to an equal state.

A saved preset has two parts:

* a readable board in the ordinary preset format (``[game]``, ``[[player]]`` zones with card
  names, tapped, counters, damage, attachments, controllers, tokens), which anyone can read
  and edit; and
* a ``[saved]`` section holding the exact state (copy effects, continuous effects, the stack,
  last known information, timestamps, ids) as JSON text in a tagged, data-only encoding.
  Decoding builds only the engine's own plain dataclasses from a fixed list; nothing in the
  file is run as code.

``[saved].digest`` is a hash of the readable part. If someone edits the board by hand, the
digest no longer matches and the readable board is used instead (the log says so).
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import re
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sandbox.cards import model
from sandbox.cards.filters import Filter
from sandbox.cards.library import user_data_folder
from sandbox.core import actions
from sandbox.core import state as core_state
from sandbox.core.mana import pool
from sandbox.core.sba import find_sbas
from sandbox.core.state import STEP_NAMES, STEPS, ZONES, State
from sandbox.errors import LoadError, SandboxError
from sandbox.files import write_atomically
from sandbox.symbols import TYPES

if TYPE_CHECKING:
    from sandbox.core.game import Game

SAVE_FORMAT = 1


def _classes() -> dict[str, type]:
    out: dict[str, type] = {}
    for mod in (model, pool, core_state, actions):
        for name, obj in vars(mod).items():
            if isinstance(obj, type) and dataclasses.is_dataclass(obj) and obj.__module__ == mod.__name__:
                out[name] = obj
    return out


_CLASSES: dict[str, type] | None = None


def classes() -> dict[str, type]:
    global _CLASSES
    if _CLASSES is None:
        _CLASSES = _classes()
    return _CLASSES


# ---------------------------------------------------------------- the codec

def encode(v: Any) -> Any:
    """Plain JSON data for an engine value (dataclasses, tuples, sets, dicts, scalars)."""
    if v is None or isinstance(v, (bool, int, float, str)):
        return v
    if isinstance(v, list):
        return [encode(x) for x in v]
    if isinstance(v, tuple):
        return {"__t": [encode(x) for x in v]}
    if isinstance(v, (set, frozenset)):
        return {"__fs" if isinstance(v, frozenset) else "__set": [encode(x) for x in sorted(v, key=repr)]}
    if isinstance(v, Filter):
        return {"__filter": v.text}  # parsed again on load: the phrase is the filter
    if isinstance(v, dict):
        if all(isinstance(k, str) and not k.startswith("__") for k in v):
            return {k: encode(x) for k, x in v.items()}
        return {"__d": [[encode(k), encode(x)] for k, x in v.items()]}
    if dataclasses.is_dataclass(v) and not isinstance(v, type):
        name = type(v).__name__
        if classes().get(name) is not type(v):
            raise SandboxError(f"can't save a {name}")
        out: dict[str, Any] = {"__dc": name}
        for f in dataclasses.fields(v):
            out[f.name] = encode(getattr(v, f.name))
        return out
    raise SandboxError(f"can't save a value of type {type(v).__name__}")


def decode(v: Any) -> Any:
    """The inverse of ``encode``; builds only known engine dataclasses."""
    if v is None or isinstance(v, (bool, int, float, str)):
        return v
    if isinstance(v, list):
        return [decode(x) for x in v]
    if isinstance(v, dict):
        if "__t" in v:
            return tuple(decode(x) for x in v["__t"])
        if "__fs" in v:
            return frozenset(decode(x) for x in v["__fs"])
        if "__set" in v:
            return {decode(x) for x in v["__set"]}
        if "__d" in v:
            return {_key(decode(k)): decode(x) for k, x in v["__d"]}
        if "__filter" in v:
            return Filter.parse(v["__filter"]) if v["__filter"] else Filter()
        if v.get("__dc") == "ManaPool" and "mana" in v:
            return pool.ManaPool(pool.amounts_of(decode(v["mana"])))  # saved before pools held counts
        if "__dc" in v:
            cls = classes().get(v["__dc"])
            if cls is None:
                raise SandboxError(f"unknown saved type {v['__dc']!r}")
            names = {f.name for f in dataclasses.fields(cls)}
            kwargs = {k: decode(x) for k, x in v.items() if k != "__dc"}
            bad = set(kwargs) - names
            if bad:
                raise SandboxError(f"{v['__dc']} has no field {sorted(bad)[0]!r}")
            init = {k: x for k, x in kwargs.items() if next(f for f in dataclasses.fields(cls) if f.name == k).init}
            obj = cls(**init)
            for k, x in kwargs.items():
                if k not in init:
                    object.__setattr__(obj, k, x)
            return obj
        return {k: decode(x) for k, x in v.items()}
    raise SandboxError(f"unexpected saved value {v!r}")


def _key(k: Any) -> Any:
    return tuple(k) if isinstance(k, list) else k


# ---------------------------------------------------------------- the readable board

def _toml_value(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, str):
        return json.dumps(v, ensure_ascii=False)
    if isinstance(v, list):
        return "[" + ", ".join(_toml_value(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{ " + ", ".join(f"{_toml_key(k)} = {_toml_value(x)}" for k, x in v.items()) + " }"
    raise SandboxError(f"can't write {v!r} as TOML")


def _toml_key(k: str) -> str:
    return k if k.replace("_", "").replace("-", "").isalnum() and k.isascii() else json.dumps(k)


def _card_name(game: Game, oid: int) -> str | None:
    """A library name that loads as this object (None if there is none)."""
    obj = game.obj(oid)
    if obj.card and obj.card in game.db:
        return game.db.get(obj.card).name
    if obj.token_chars is not None:
        for cdef in game.db:
            if cdef.chars == obj.token_chars:
                return cdef.name
        if obj.token_chars.name in game.db:
            return game.db.get(obj.token_chars.name).name
    if obj.copies and obj.copies[-1].values.name in game.db:
        return game.db.get(obj.copies[-1].values.name).name
    return None


def _original_id(game: Game, oid: int) -> int | None:
    """What a (non-token) permanent is copying, if that is still on the battlefield."""
    obj = game.obj(oid)
    if obj.kind != "card" or not obj.copies:
        return None
    m = re.search(r"#(\d+)$", obj.copies[-1].original)
    t = int(m.group(1)) if m else None
    if t is None or t == oid or t not in game.state.objects or game.obj(t).zone != "battlefield" \
            or _card_name(game, t) is None or game.obj(t).copies:
        return None
    return t


def readable_board(game: Game) -> dict[str, Any]:
    """The board in the plain preset format (what the loader reads without [saved])."""
    st = game.state
    data: dict[str, Any] = {"game": {"turn": st.turn, "active": "you" if st.active == 0 else "opponent",
                                     "step": st.step if st.step not in ("untap", "cleanup") else "main1"}}
    if st.priority is not None:
        data["game"]["priority"] = "you" if st.priority == 0 else "opponent"
    refs = {v: k for k, v in game.refs.items() if v in st.objects}
    used: set[str] = set()

    def ref_of(oid: int) -> str:
        r = refs.get(oid) or f"o{oid}"
        refs[oid] = r
        return r

    attached = {o.attached_to for o in st.objects.values() if o.zone == "battlefield" and o.attached_to}
    copied = {oid: _original_id(game, oid) for oid in st.battlefield}
    attached |= {t for t in copied.values() if t is not None}
    players = []
    for p in st.players:
        pd: dict[str, Any] = {"name": p.name, "life": p.life}
        if p.poison:
            pd["poison"] = p.poison
        if p.city_blessing:
            pd["city_blessing"] = True
        if p.energy:
            pd["energy"] = p.energy
        if p.monarch:
            pd["monarch"] = True
        for zone in ("library", "hand", "graveyard", "exile"):
            names: list[Any] = []
            for oid in st.zone(zone, p.index):
                n = _card_name(game, oid)
                if n is not None and zone == "exile" and game.obj(oid).counters:
                    names.append({"card": n, "counters": dict(game.obj(oid).counters)})  # suspended (702.62b)
                elif n is not None:
                    names.append(n)
            if names:
                pd[zone] = names
        bf = []
        for oid in st.battlefield:
            obj = game.obj(oid)
            if obj.owner != p.index:
                continue
            n = _card_name(game, oid)
            if n is None:
                continue
            item: dict[str, Any] = {"card": n}
            if oid in attached or oid in refs:
                item["ref"] = ref_of(oid)
                used.add(item["ref"])
            if obj.kind == "token" and not game.db.get(n).token:
                item["token"] = True
            if obj.controller != obj.owner:
                item["controller"] = "you" if obj.controller == 0 else "opponent"
            if obj.tapped:
                item["tapped"] = True
            if obj.counters:
                item["counters"] = dict(obj.counters)
            elif "Planeswalker" in game.db.get(n).chars.card_types or "Saga" in game.db.get(n).chars.subtypes:
                item["counters"] = {}
            if obj.damage:
                item["damage"] = obj.damage
            if obj.controlled_since > st.players[obj.controller].turn_began:
                item["sick"] = True
            if "color" in obj.chosen and isinstance(obj.chosen["color"], str):
                item["chosen_color"] = obj.chosen["color"]
            if isinstance(obj.chosen.get("type"), str):
                item["chosen_type"] = obj.chosen["type"]
            bf.append(item)
        pd["battlefield"] = bf
        players.append(pd)
    # attachments need the host's ref, which is assigned above
    for p, pd in zip(st.players, players, strict=False):
        i = 0
        for oid in st.battlefield:
            obj = game.obj(oid)
            if obj.owner != p.index or _card_name(game, oid) is None:
                continue
            host = obj.attached_to
            if host is not None and host in st.objects and st.objects[host].zone == "battlefield" \
                    and _card_name(game, host) is not None:
                pd["battlefield"][i]["attached_to"] = ref_of(host)
            if (original := copied.get(oid)) is not None:
                pd["battlefield"][i]["copy_of"] = ref_of(original)
            i += 1
    data["player"] = players
    return data


def digest_of(data: dict[str, Any]) -> str:
    body = {k: v for k, v in data.items() if k not in ("saved", "preset", "demo")}
    return hashlib.sha256(json.dumps(body, sort_keys=True, ensure_ascii=False, default=str).encode()).hexdigest()[:16]


def to_toml(data: dict[str, Any]) -> str:
    """Write a preset dict (as built here) as TOML."""
    out: list[str] = []
    for section in ("preset", "game", "goal"):
        if section in data and data[section]:
            out.append(f"[{section}]")
            for k, v in data[section].items():
                out.append(f"{_toml_key(k)} = {_toml_value(v)}")
            out.append("")
    for card in data.get("card", []):
        out.append("[[card]]")
        for k, v in card.items():
            out.append(f"{_toml_key(k)} = {_toml_value(v)}")
        out.append("")
    for p in data["player"]:
        out.append("[[player]]")
        for k, v in p.items():
            if k == "battlefield":
                out.append("battlefield = [")
                out += [f"  {_toml_value(x)}," for x in v]
                out.append("]")
            else:
                out.append(f"{_toml_key(k)} = {_toml_value(v)}")
        out.append("")
    if "saved" in data:
        s = data["saved"]
        out.append("[saved]")
        out.append(f"format = {s['format']}")
        out.append(f"digest = {_toml_value(s['digest'])}")
        out.append(f"refs = {_toml_value(s['refs'])}")
        out.append("state = '''")
        out.append(s["state"])
        out.append("'''")
        out.append("")
    return "\n".join(out)


def save_data(game: Game, title: str = "", description: str = "") -> dict[str, Any]:
    """The preset (as a dict) for the game's current state."""
    if game.pending is not None:
        raise SandboxError("answer the pending decision before saving (a choice is half made)")
    data: dict[str, Any] = {}
    info = game.info
    meta: dict[str, Any] = {"title": title or (f"{info.title} (saved)" if info and info.title else "Saved board"),
                            "description": description or f"Saved on turn {game.state.turn}, {STEP_NAMES.get(game.state.step, game.state.step)}."}
    if info and info.topic:
        meta["topic"] = info.topic
    data["preset"] = meta
    if game.custom_cards:
        data["card"] = game.custom_cards
    data.update(readable_board(game))
    if game.state.goal:
        data["goal"] = dict(game.state.goal)
    state_json = json.dumps(encode(game.state), ensure_ascii=True, separators=(",", ":"))
    data["saved"] = {"format": SAVE_FORMAT, "digest": digest_of(data),
                     "refs": {k: v for k, v in game.refs.items()}, "state": _wrap(state_json)}
    return data


def _wrap(s: str, width: int = 100) -> str:
    """Long JSON in lines (TOML literal strings keep it verbatim; newlines are ignored on load)."""
    return "\n".join(s[i:i + width] for i in range(0, len(s), width))


def save_text(game: Game, title: str = "", description: str = "") -> str:
    return to_toml(save_data(game, title, description))


def save_preset(game: Game, path: str | Path, title: str = "", description: str = "") -> Path:
    """Write the board to ``path`` (folders are created); returns the path."""
    text = save_text(game, title, description)
    p = Path(path)
    try:
        write_atomically(p, text)
    except OSError as e:
        raise SandboxError(f"can't write {p}: {e.strerror or e}") from None
    return p


def path_inside(path: str | Path, folder: Path, *others: Path, doing: str = "saves") -> Path:
    """``path`` (relative paths are taken from ``folder``) resolved, if it lies inside
    ``folder`` or one of ``others``; raises SandboxError otherwise (``..``, absolute paths
    elsewhere, links out). ``doing``: what a browser session does only there."""
    p = (folder / Path(path).expanduser()).resolve()
    folders = (folder, *others)
    if not any(p.is_relative_to(f.resolve()) for f in folders):
        raise SandboxError(f"expected a file inside {' or '.join(map(str, folders))}, found {path!r}: "
                           f"a browser session {doing} only there")
    return p


def user_dir() -> Path:
    """Where the user's own presets live: ``presets`` in the user's data folder."""
    return user_data_folder() / "presets"


# ---------------------------------------------------------------- loading [saved]

def apply_saved(game: Game, data: dict[str, Any], name: str) -> None:
    """Called by the loader: replace the readable board by the exact saved state."""
    s = data["saved"]
    if not isinstance(s, dict) or s.get("format") != SAVE_FORMAT:
        raise LoadError(name, "saved.format", f"expected format = {SAVE_FORMAT}")
    if s.get("digest") != digest_of(data):
        game.note("sandbox", "the board was edited by hand after saving: the readable board is used and the exact saved state ignored", "edit")
        return
    try:
        state = decode(json.loads("".join(str(s.get("state", "")).split("\n"))))
    except (ValueError, TypeError, SandboxError) as e:
        raise LoadError(name, "saved.state", f"the saved state is damaged: {e}") from None
    if not isinstance(state, State):
        raise LoadError(name, "saved.state", "the saved state is damaged: not a game state")
    try:
        problem = saved_state_problem(state)
    except (AttributeError, TypeError) as e:  # a value of the wrong shape (counters = "lots")
        problem = f"{type(e).__name__}: {e}"
    if problem:
        raise LoadError(name, "saved.state", f"the saved state is damaged: {problem}")
    for obj in state.objects.values():
        if obj.card is not None and obj.card not in game.db:
            raise LoadError(name, "saved.state", f"unknown card {obj.card!r}")
    refs = s.get("refs", {})
    if not isinstance(refs, dict) or not all(isinstance(v, int) for v in refs.values()):
        raise LoadError(name, "saved.refs", "expected a table of names to object ids")
    for key, ids in state.zones.items():
        for oid in ids:
            listed = state.objects.get(oid) if isinstance(state.objects, dict) else None
            if listed is None or listed.zone != key.split(":")[0]:
                raise LoadError(name, "saved.state", f"the saved state is damaged: zone {key} lists object {oid!r} that isn't there")
    game.state = state
    game.refs = dict(refs)
    game.touch()
    try:
        # A hand-made state with wrongly typed values fails here, not later in play.
        game.all_chars()
        find_sbas(game)
        game.legal_actions()
    except Exception as e:  # noqa: BLE001 - any failure means the data is unusable
        raise LoadError(name, "saved.state", f"the saved state is damaged: {type(e).__name__}: {e}") from None


def _whole(v: Any, low: int, high: int) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and low <= v <= high


OBJECT_KINDS = ("card", "token", "ability", "spell_copy", "emblem")  # an emblem: 114.1
BIG = 1_000_000
"""The largest life total, damage or counter count a saved state may hold."""


def saved_state_problem(st: State) -> str:
    """What is impossible in a decoded saved state ("" if nothing): the digest proves only
    that the file wasn't edited by hand, not that its values make sense."""
    n = len(st.players)
    if n != 2:
        return f"expected two players, found {n}"
    if not _whole(st.turn, 1, 10_000):
        return f"expected a turn from 1 to 10000, found {st.turn!r}"
    if st.step not in STEPS:
        return f"expected a step ({', '.join(STEPS)}), found {st.step!r}"
    if not _whole(st.active, 0, n - 1):
        return f"expected the active player 0 or 1, found {st.active!r}"
    if st.priority is not None and not _whole(st.priority, 0, n - 1):
        return f"expected priority 0, 1 or none, found {st.priority!r}"
    if st.winner is not None and not _whole(st.winner, 0, n - 1):
        return f"expected the winner 0, 1 or none, found {st.winner!r}"
    for i, p in enumerate(st.players):
        if p.index != i or not isinstance(p.name, str) or not _whole(p.life, -BIG, BIG) \
                or not _whole(p.poison, 0, 1000) or not _whole(p.energy, 0, 1000) or not _whole(p.lands_played, 0, 1000) \
                or not _whole(p.extra_lands, 0, 1000) or not isinstance(p.monarch, bool):
            return f"player {i + 1}: expected an index, a name, life from -{BIG} to {BIG}, poison, energy and lands played in range"
        amounts = p.pool.amounts
        if not isinstance(amounts, dict):
            return f"player {i + 1}'s pool: expected how many of each kind of mana"
        bad = [m for m in amounts if getattr(m, "type", None) not in TYPES]
        if bad:
            return f"player {i + 1}'s pool: expected mana of type {', '.join(TYPES)}, found {getattr(bad[0], 'type', bad[0])!r}"
        if not all(isinstance(n, int) and not isinstance(n, bool) and n > 0 for n in amounts.values()):
            return f"player {i + 1}'s pool: expected a positive whole number of each kind of mana"
    if sum(1 for p in st.players if p.monarch) > 1:
        return "expected one monarch at most (724.3)"
    for oid, obj in st.objects.items():
        if obj.id != oid or not _whole(obj.owner, 0, n - 1) or not _whole(obj.controller, 0, n - 1):
            return f"object {oid!r}: expected its id, an owner and a controller of 0 or 1"
        if obj.zone not in ZONES or obj.kind not in OBJECT_KINDS:
            return f"object {oid}: expected a zone and a kind, found {obj.zone!r}, {obj.kind!r}"
        if not _whole(obj.damage, 0, BIG) or not all(isinstance(k, str) and _whole(v, 0, BIG) for k, v in obj.counters.items()):
            return f"object {oid}: expected damage and counters from 0 to {BIG}"
        if obj.attached_to is not None and obj.attached_to not in st.objects:
            return f"object {oid}: attached to {obj.attached_to!r}, which isn't there"
    return ""


# ---------------------------------------------------------------- comparing boards

def _canon(v: Any) -> str:
    """A text equal for equal values (sets in a fixed order)."""
    return json.dumps(encode(v), sort_keys=True)


def board_signature(game: Game) -> list[Any]:
    """What 'equal state' means: every object's zone, characteristics, controller, owner,
    counters, status, attachments and copies (by content), players' life and pools, the
    turn and step, and whether it's day or night (726). Object ids are mapped to their position so a renumbered board compares
    equal."""
    st = game.state
    order: dict[int, int] = {}
    for key in sorted(st.zones):
        for oid in st.zones[key]:
            order[oid] = len(order)
    sig: list[Any] = [st.turn, st.active, st.step, st.priority, st.winner, st.day_night,
                      [(p.life, p.poison, p.energy, str(p.pool), p.lands_played, p.extra_lands, p.cant_gain_life_turn, p.city_blessing, p.monarch) for p in st.players]]
    for key in sorted(st.zones):
        for oid in st.zones[key]:
            obj = st.objects[oid]
            c = game.chars(oid)
            sig.append((key, obj.kind, obj.owner, game.controller(oid), _canon(c), obj.tapped,
                        sorted(obj.counters.items()), obj.damage,
                        order.get(obj.attached_to) if obj.attached_to is not None else None,
                        [_canon(ce.values) for ce in obj.copies], obj.x, game.is_sick(oid) if obj.zone == "battlefield" else None))
    sig.append(sorted(_canon((e.op, [order.get(a) for a in e.affected], e.until)) for e in st.effects))
    return sig


def states_equal(a: Game, b: Game) -> bool:
    """Exact equality of two games' states (change counters, used only for caching, aside)."""
    skip: dict[str, Any] = {f.name: 0 for f in dataclasses.fields(a.state) if f.name.endswith("version")}
    return dataclasses.replace(a.state, **skip) == dataclasses.replace(b.state, **skip)


def default_save_path(title: str = "") -> Path:
    """A new file in the user's preset folder named after the title (never overwriting)."""
    slug = re.sub(r"[^a-z0-9]+", "-", (title or "saved board").lower()).strip("-")[:60] or "saved-board"
    folder = user_dir()
    path = folder / f"{slug}.toml"
    n = 2
    while path.exists():
        path = folder / f"{slug}-{n}.toml"
        n += 1
    return path
