"""Names in commands: players, objects, cards, targets, zones, and the one-line status.

Names are matched case-insensitively: an exact name, a unique prefix, an object id (``#12``
or ``12``) or a preset ref.
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from sandbox.core.state import STEP_NAMES
from sandbox.errors import InvalidActionError
from sandbox.script.lexer import CommandError, Tok, col_of, near, parse_int, split_commas, words

if TYPE_CHECKING:
    from sandbox.cards.model import CardDef
    from sandbox.core.game import Game


def split_list(game: Game, toks: list[Tok], extra: Iterable[str] = ()) -> list[list[Tok]]:
    """Split on commas, except commas inside a known name ("Isamaru, Hound of Konda")."""
    groups = split_commas(toks)
    if len(groups) < 2 or game is None:
        return groups
    known = {c.name.lower() for c in game.db} | {obj_name(game, o).lower() for o in game.state.objects}
    known |= {e.lower() for e in extra}
    out: list[list[Tok]] = []
    for g in groups:
        if out:
            joined = (words(out[-1]) + ", " + words(g)).lower()
            if any(k.startswith(joined) for k in known if "," in k):
                out[-1] = out[-1] + [Tok(",", g[0].col)] + g
                continue
        out.append(g)
    return out


# ------------------------------------------------------------------ names

PLAYER_WORDS = {"you": 0, "me": 0, "p0": 0, "player1": 0, "opponent": 1, "opp": 1, "them": 1, "p1": 1, "player2": 1}


def poss(name: str) -> str:
    """Possessive of a player's name: "Your", "Opponent's"."""
    return "Your" if name == "You" else f"{name}'s"


def has(name: str) -> str:
    return "have" if name == "You" else "has"


def parse_player(game: Game, toks: list[Tok] | str, what: str = "a player") -> int:
    text = toks if isinstance(toks, str) else words(toks)
    low = text.lower()
    if low in PLAYER_WORDS:
        return PLAYER_WORDS[low]
    for p in game.state.players:
        if p.name.lower() == low:
            return p.index
    col = None if isinstance(toks, str) else col_of(toks)
    names = ["you", "opponent"] + [p.name for p in game.state.players]
    raise CommandError(f"expected {what} (you or opponent), found {text!r}{near(text, names)}", col)


def zone_ids(game: Game, zone: str, player: int | None = None) -> list[int]:
    """The ids in a zone, without creating the zone's list (looking changes nothing)."""
    st = game.state
    return st.zones.get(st.zone_key(zone, player), [])


def zone_order(game: Game) -> list[str]:
    return ["battlefield", "stack", "hand", "graveyard", "exile", "library", "command"]


def objects_in(game: Game, zones: list[str] | None = None, player: int | None = None) -> list[int]:
    st = game.state
    out = []
    for z in zones or zone_order(game):
        if z in ("battlefield", "stack"):
            ids = list(zone_ids(game, 'battlefield')) if z == "battlefield" else list(reversed(zone_ids(game, 'stack')))
            if player is not None:
                ids = [o for o in ids if game.controller(o) == player]
        else:
            ids = []
            for p in range(len(st.players)):
                if player is None or p == player:
                    ids += list(reversed(zone_ids(game, z, p)))
        out += ids
    return out


def obj_name(game: Game, oid: int) -> str:
    try:
        return game.chars(oid).name or game.name(oid).rsplit(" #", 1)[0]
    except Exception:
        return game.name(oid)


def _signature(game: Game, oid: int) -> tuple:
    obj = game.obj(oid)
    attached = any(o.attached_to == oid for o in game.state.objects.values())
    return (obj_name(game, oid), obj.zone, game.controller(oid), obj.tapped, tuple(sorted(obj.counters.items())),
            obj.attached_to, attached, obj.kind, len(obj.copies), obj.damage)


def find_object(game: Game, toks: list[Tok], zones: list[str] | None = None, *, player: int | None = None,
                what: str = "an object", prefer: Any = None) -> int:
    """Resolve a name, prefix, id or ref to one object id.

    Among several objects with the same name that are indistinguishable (same zone,
    controller, tapped, counters, attachments), the oldest is taken; otherwise the command
    is ambiguous and the candidates are listed.
    """
    if not toks:
        raise CommandError(f"expected {what}, found nothing")
    col = col_of(toks)
    if toks[0].low in ("newest", "oldest", "last", "first") and not toks[0].quoted and len(toks) > 1:
        # "newest Grizzly Bears": of the objects with that name, the one that came last (400.7)
        oid = _pick_age(game, toks[1:], zones, player, toks[0].low in ("newest", "last"), what)
        if oid is not None:
            return oid
    text = words(toks)
    st = game.state
    m = re.fullmatch(r"#?([0-9]+)", text)
    if m:
        oid = int(m.group(1))
        if oid not in st.objects:
            raise CommandError(f"expected {what}, found #{oid}: there is no object #{oid}", col)
        if zones and st.objects[oid].zone not in zones:
            raise CommandError(f"expected {what} in {' or '.join(zones)}, found {game.name(oid)} in {st.objects[oid].zone}", col)
        return oid
    if text in game.refs or text.lower() in {k.lower() for k in game.refs}:
        ref = next(k for k in game.refs if k.lower() == text.lower())
        oid = game.refs[ref]
        if oid in st.objects and (not zones or st.objects[oid].zone in zones):
            return oid
    low = text.lower()
    pool = objects_in(game, zones, player)
    names = {oid: obj_name(game, oid) for oid in pool}
    if zones is None:
        # no zone given: the first zone (battlefield, stack, hand, ...) with a match wins
        for z in zone_order(game):
            hits = {o: n for o, n in names.items() if game.obj(o).zone == z
                    and (n.lower().startswith(low) or any(w.startswith(low) for w in _name_words(n)))}
            if hits:
                names = hits
                break
    exact = [o for o, n in names.items() if n.lower() == low]
    prefix = [o for o, n in names.items() if n.lower().startswith(low)]
    wordstart = [o for o, n in names.items() if any(w.startswith(low) for w in _name_words(n))]
    printed = [o for o in pool if (card := game.obj(o).card) and card.lower() != names.get(o, "").lower()
               and (card.lower().startswith(low)
                    or any(w.startswith(low) for w in _name_words(card)))]
    for cands in (exact, prefix, wordstart, printed):
        if not cands:
            continue
        if prefer is not None and len(cands) > 1:
            for test in (prefer if isinstance(prefer, (list, tuple)) else [prefer]):
                preferred = [o for o in cands if test(o)]
                if preferred:
                    cands = preferred
                    break
        if len({names[o] for o in cands}) == 1:
            # the same name: fine if they are interchangeable or share one zone group
            sigs = {_signature(game, o) for o in cands}
            if len(sigs) == 1:
                return min(cands)
        raise CommandError(f"{text!r} is ambiguous: could be {', '.join(game.name(o) + _where(game, o) for o in sorted(cands)[:8])}"
                           + (" ..." if len(cands) > 8 else "") + "; use an id like #" + str(min(cands)), col)
    where = f" in {' or '.join(zones)}" if zones else ""
    if player is not None and zones and set(zones) & {"battlefield", "stack"}:
        where += f" controlled by {st.players[player].name}"
    elsewhere = ""
    if zones or player is not None:
        other = objects_in(game, None, None)
        found = [o for o in other if obj_name(game, o).lower().startswith(low)]
        if found:
            elsewhere = f"; {game.name(found[0])} is in {st.objects[found[0]].zone}" + (
                f" ({st.players[game.controller(found[0])].name})" if st.objects[found[0]].zone in ("battlefield", "hand") else "")
    all_names = sorted(set(names.values()) | set(game.refs))
    if not elsewhere and text.lower() in game.db:
        elsewhere = f"; the card exists but no {game.db.get(text).name} is{where or ' here'}"
        where = ""
    raise CommandError(f"expected {what}{where}, found {text!r}{elsewhere}{near(text, all_names) if not elsewhere else ''}",
                       col, unknown=not elsewhere)


def _pick_age(game: Game, toks: list[Tok], zones: list[str] | None, player: int | None, newest: bool, what: str) -> int | None:
    text = words(toks).lower()
    pool = objects_in(game, zones, player)
    names = {o: obj_name(game, o).lower() for o in pool}
    for test in (lambda n: n == text, lambda n: n.startswith(text)):
        hits = [o for o, n in names.items() if test(n)]
        if hits:
            if zones is None:
                first_zone = next(z for z in zone_order(game) if any(game.obj(o).zone == z for o in hits))
                hits = [o for o in hits if game.obj(o).zone == first_zone]
            return max(hits) if newest else min(hits)
    return None


def _name_words(name: str) -> list[str]:
    return [w for w in re.split(r"[\s,\-]+", name.lower()) if w]


def _where(game: Game, oid: int) -> str:
    obj = game.obj(oid)
    bits = [obj.zone]
    if obj.zone == "battlefield":
        bits.append(game.state.players[game.controller(oid)].name)
        if obj.tapped:
            bits.append("tapped")
    elif obj.zone in ("hand", "library", "graveyard", "exile"):
        bits.append(game.state.players[obj.owner].name)
    return f" ({', '.join(bits)})"


def match_name(text: str, known: dict[str, str], toks: list[Tok], unknown: str) -> str:
    """The name meant by ``text``: an exact name or a unique prefix (``known``: lower -> name).

    Several prefixes are an ambiguity listing them; none is ``unknown`` plus nearest matches.
    """
    low = text.lower()
    if low in known:
        return known[low]
    pre = sorted({v for k, v in known.items() if k.startswith(low)})
    if len(pre) == 1:
        return pre[0]
    if len(pre) > 1:
        raise CommandError(f"{text!r} is ambiguous: could be {', '.join(pre[:8])}", col_of(toks))
    raise CommandError(f"{unknown}{near(text, list(known.values()))}", col_of(toks), unknown=True)


def find_card(game: Game, toks: list[Tok]) -> CardDef:
    """A card definition by exact name or unique prefix."""
    text = words(toks)
    if not text:
        raise CommandError("expected a card name, found nothing")
    known = {name.lower(): name for name in game.db.names()}
    try:
        name = match_name(text, known, toks, f"expected a card name, found {text!r}: unknown card")
    except CommandError as e:
        if not e.unknown:
            raise
        if text.lower() in game.db.pool_names():
            try:
                return game.db.get(text)  # a card of the synced pool, by its whole name or a face's
            except InvalidActionError as refused:
                raise CommandError(str(refused), e.column) from None
        near_pool = game.db.pool_near_names(text)
        if near_pool:
            raise CommandError(f"{e}; in the card pool: did you mean {', '.join(near_pool)}?", e.column,
                               unknown=True) from None
        raise CommandError(f"{e}; {fetch_offer(text)}", e.column, unknown=True) from None
    return game.db.get(name)


def fetch_offer(name: str) -> str:
    """How to get a card the library doesn't have: the shell command that fetches it from
    Scryfall (never run implicitly: a script or the app makes no request by itself)."""
    return f"to fetch it from Scryfall: mtg-sandbox cards fetch {shlex.quote(name)} (fetched cards load at start)"


# ------------------------------------------------------------------ targets

LegalTargets = Callable[[list[Tok]], Callable[[Any], bool] | None]
"""From the tokens naming a card or object, the test of which targets it could take."""

TARGET_WORDS = {"target", "targets", "targeting", "at", "on"}


TARGET_ZONES = ["battlefield", "stack", "graveyard", "hand", "exile", "library"]
PUBLIC_TARGET_ZONES = {"battlefield", "stack", "graveyard", "exile"}
"""Zones whose objects a spell or ability can target; a card in a hand or a library is
hidden (400.2), so a name is first looked for outside them."""


def parse_targets(game: Game, toks: list[Tok], legal: Callable[[Any], bool] | None = None) -> tuple[Any, ...]:
    """Targets named after ``target``: players, or objects by name, id or ref.

    A name is resolved among ``legal`` targets first (the spell's own requirements, 115.1),
    then among public objects, so a card in a library doesn't make a name ambiguous.
    """
    prefer: list[Callable[[int], bool]] = [lambda o: game.obj(o).zone in PUBLIC_TARGET_ZONES]
    if legal is not None:
        prefer.insert(0, legal)
    out: list[Any] = []
    for group in split_list(game, toks):
        # "and" also separates targets
        parts: list[list[Tok]] = [[]]
        for t in group:
            if t.low == "and" and not t.quoted:
                parts.append([])
            else:
                parts[-1].append(t)
        for part in parts:
            if not part:
                continue
            text = words(part).lower()
            if text in PLAYER_WORDS or text in {p.name.lower() for p in game.state.players}:
                out.append(f"p{parse_player(game, part)}")
            else:
                out.append(find_object(game, part, TARGET_ZONES, what="a target", prefer=prefer))
    return tuple(out)


def parse_play_options(game: Game, toks: list[Tok], legal: LegalTargets | None = None,
                       ) -> tuple[int | None, tuple[Any, ...] | None, list[Tok]]:
    """``x=N`` and ``targets ...`` after a card/object; returns (x, targets, other tokens).

    ``legal``, given the tokens before ``target`` (the card or object), returns which targets
    its requirements allow, or None when it can't tell.
    """
    x = None
    targets = None
    rest: list[Tok] = []
    i = 0
    while i < len(toks):
        t = toks[i]
        m = re.fullmatch(r"x=(.*)", t.low)
        if m and not t.quoted:
            val = m.group(1)
            if not val and i + 1 < len(toks):
                i += 1
                val = toks[i].text
            x = parse_int(Tok(val, t.col), "X as a number", 0, 1000)
        elif t.low == "x" and i + 2 < len(toks) and toks[i + 1].text == "=":
            x = parse_int(toks[i + 2], "X as a number", 0, 1000)
            i += 2
        elif t.low in TARGET_WORDS and not t.quoted:
            targets = parse_targets(game, toks[i + 1:], legal(rest) if legal is not None else None)
            if not targets:
                raise CommandError(f"expected a target after {t.text!r}, found nothing", t.col)
            break
        else:
            rest.append(t)
        i += 1
    return x, targets, rest


def status(game: Game) -> str:
    """A short description of where the game is now (after a play command)."""
    st = game.state
    if game.pending is not None:
        d = game.pending
        return f"waiting for {st.players[d.player].name}: {d.prompt} ({options_hint(game)})"
    if st.over:
        return st.result()
    bits = [STEP_NAMES.get(st.step, st.step)]
    if zone_ids(game, 'stack'):
        bits.append(f"stack: {game.name(zone_ids(game, 'stack')[-1])} on top")
    if st.priority is not None:
        bits.append(f"{st.players[st.priority].name} {has(st.players[st.priority].name)} priority")
    return "; ".join(bits)


def options_hint(game: Game) -> str:
    d = game.pending
    assert d is not None, "options_hint needs a pending decision"
    if d.kind == "number":
        return f"choose a number from {d.low} to {d.high}"
    labels = [o.label if opt_value(o.value) == o.label or opt_value(o.value) in o.label.split()
              else f"{opt_value(o.value)}={o.label}" for o in d.options[:6]]
    more = " ..." if len(d.options) > 6 else ""
    if d.ordered:
        return "choose all in order: " + ", ".join(labels) + more
    how = "none or " if d.min == 0 else ""
    return f"choose {how}{d.min if d.min == d.max else f'{d.min}-{d.max}'}: " + ", ".join(labels) + more


def opt_value(v: Any) -> str:
    return f"#{v}" if isinstance(v, int) and not isinstance(v, bool) else str(v)


COLOR_WORDS = {"w": "W", "white": "W", "u": "U", "blue": "U", "b": "B", "black": "B", "r": "R", "red": "R",
               "g": "G", "green": "G", "c": "C", "colorless": "C", "{w}": "W", "{u}": "U", "{b}": "B",
               "{r}": "R", "{g}": "G", "{c}": "C"}

STEP_ALIASES = {
    "upkeep": "upkeep", "draw": "draw", "main": "main1", "main1": "main1", "precombat": "main1",
    "combat": "beginning_of_combat", "beginning_of_combat": "beginning_of_combat",
    "attackers": "declare_attackers", "declare_attackers": "declare_attackers",
    "blockers": "declare_blockers", "declare_blockers": "declare_blockers",
    "first_strike_damage": "first_strike_damage", "damage": "combat_damage", "combat_damage": "combat_damage",
    "end_of_combat": "end_of_combat", "main2": "main2", "postcombat": "main2", "end": "end",
    "end_step": "end",
}


ZONE_WORDS = {"battlefield": "battlefield", "play": "battlefield", "bf": "battlefield", "hand": "hand",
              "graveyard": "graveyard", "gy": "graveyard", "yard": "graveyard", "library": "library",
              "deck": "library", "exile": "exile"}


def parse_zone(tok: Tok | None, allow_stack: bool = False) -> str:
    if tok is None:
        raise CommandError("expected a zone (battlefield, hand, graveyard, library, exile), found nothing")
    z = ZONE_WORDS.get(tok.low)
    if z is None and allow_stack and tok.low == "stack":
        z = "stack"
    if z is None:
        raise CommandError(f"expected a zone (battlefield, hand, graveyard, library, exile), found {tok.text!r}"
                           f"{near(tok.text, list(ZONE_WORDS))}", tok.col)
    return z


