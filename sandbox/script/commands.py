"""The command language shared by the app's command line, scenario scripts and tests.

``run_command(game, text)`` parses one line and runs it against a Game. It never raises for
user errors: it returns a ``CommandResult`` whose ``ok`` is False and whose ``message`` is one
line saying what was expected and what was found (with nearest matches for unknown names).
A rejected command leaves the board exactly as it was.

Names are matched case-insensitively: an exact name, a unique prefix, an object id (``#12``
or ``12``) or a preset ref. The full reference is docs/COMMANDS.md.

Lines are split by a small scanner (``tokenize``) rather than ``shlex``: shlex treats an
apostrophe as a quote, and card names are full of them (Machine God's Effigy). Each command
is a function from the game and its argument tokens to a ``CommandResult``; tokens keep their
column so errors can point at the word they are about.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass
from typing import Any, Callable

from sandbox.core.actions import Activate, Answer, Cast, Edit, Pass, PlayLand
from sandbox.cards.model import ManaAbility
from sandbox.errors import SandboxError
from sandbox.core.state import PHASE_OF, STEP_NAMES


# ------------------------------------------------------------------ results and errors

@dataclass
class CommandResult:
    """What a command did: ``ok``, a one-line ``message``, and ``output`` for look commands."""

    ok: bool
    message: str = ""
    output: str = ""
    kind: str = ""
    """play | edit | look | expect | meta (empty for a rejected command)."""
    column: int | None = None
    """1-based column of the command text the error is about, when it applies."""

    def __bool__(self) -> bool:
        return self.ok


class CommandError(SandboxError):
    """A command that can't be run: what was expected, what was found; the column if known.

    ``unknown`` marks a name that matches nothing at all (a malformed command rather than
    an action the rules forbid)."""

    def __init__(self, message: str, column: int | None = None, unknown: bool = False):
        super().__init__(message)
        self.column = column
        self.unknown = unknown


class ExpectationFailed(SandboxError):
    """An ``expect`` whose actual value differs."""


# ------------------------------------------------------------------ tokens

@dataclass
class Tok:
    text: str
    col: int
    """1-based column in the command text."""
    quoted: bool = False

    @property
    def low(self) -> str:
        return self.text.lower()


def tokenize(text: str) -> list[Tok]:
    """Split on spaces; double quotes group words; commas are their own tokens.

    Apostrophes are ordinary letters (card names have them: Machine God's Effigy).
    """
    out: list[Tok] = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c.isspace():
            i += 1
            continue
        if c == ",":
            out.append(Tok(",", i + 1))
            i += 1
            continue
        if c == '"':
            j = text.find('"', i + 1)
            if j < 0:
                raise CommandError("expected a closing \" for the quoted name, found the end of the line", i + 1)
            out.append(Tok(text[i + 1:j], i + 1, True))
            i = j + 1
            continue
        j = i
        while j < n and not text[j].isspace() and text[j] not in ',"':
            j += 1
        out.append(Tok(text[i:j], i + 1))
        i = j
    return out


def strip_comment(line: str) -> str:
    """Drop a comment: a line starting with ``#`` + space/end, or text after `` # ``."""
    s = line.strip()
    if s.startswith("#") and (len(s) == 1 or not s[1].isdigit()):
        return ""
    m = re.search(r"\s#(\s|$)", line)
    if m and line.count('"', 0, m.start()) % 2 == 0:
        line = line[:m.start()]
    return line.rstrip()


def words(toks: list[Tok]) -> str:
    return " ".join(t.text for t in toks).replace(" , ", ", ").replace(" ,", ",")


def split_list(game, toks: list[Tok], extra: list[str] = ()) -> list[list[Tok]]:
    """Split on commas, except commas inside a known name ("Isamaru, Hound of Konda")."""
    groups = split_commas(toks)
    if len(groups) < 2 or game is None:
        return groups
    known = {c.name.lower() for c in game.db} | {_obj_name(game, o).lower() for o in game.state.objects}
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


def split_commas(toks: list[Tok]) -> list[list[Tok]]:
    groups: list[list[Tok]] = [[]]
    for t in toks:
        if t.text == "," and not t.quoted:
            groups.append([])
        else:
            groups[-1].append(t)
    return [g for g in groups if g]


def take_until(toks: list[Tok], stops: set[str]) -> tuple[list[Tok], list[Tok]]:
    """Tokens before the first unquoted stop word, and the rest (starting with it)."""
    for i, t in enumerate(toks):
        if not t.quoted and t.low in stops:
            return toks[:i], toks[i:]
    return toks, []


def col_of(toks: list[Tok], fallback: int | None = None) -> int | None:
    return toks[0].col if toks else fallback


# ------------------------------------------------------------------ names

PLAYER_WORDS = {"you": 0, "me": 0, "p0": 0, "player1": 0, "opponent": 1, "opp": 1, "them": 1, "p1": 1, "player2": 1}


def poss(name: str) -> str:
    """Possessive of a player's name: "Your", "Opponent's"."""
    return "Your" if name == "You" else f"{name}'s"


def has(name: str) -> str:
    return "have" if name == "You" else "has"


def parse_player(game, toks: list[Tok] | str, what: str = "a player") -> int:
    text = toks if isinstance(toks, str) else words(toks)
    low = text.lower()
    if low in PLAYER_WORDS:
        return PLAYER_WORDS[low]
    for p in game.state.players:
        if p.name.lower() == low:
            return p.index
    col = None if isinstance(toks, str) else col_of(toks)
    names = ["you", "opponent"] + [p.name for p in game.state.players]
    raise CommandError(f"expected {what} (you or opponent), found {text!r}{_near(text, names)}", col)


def _near(text: str, names: list[str]) -> str:
    low = {n.lower(): n for n in names}
    near = difflib.get_close_matches(text.lower(), list(low), n=3, cutoff=0.5)
    if not near:
        # also try prefixes of longer names
        near = [k for k in low if k.startswith(text.lower()[:3])][:3] if len(text) >= 3 else []
    return f" (did you mean {', '.join(repr(low[n]) for n in near)}?)" if near else ""


def zone_ids(game, zone: str, player: int | None = None) -> list[int]:
    """The ids in a zone, without creating the zone's list (looking changes nothing)."""
    st = game.state
    return st.zones.get(st.zone_key(zone, player), [])


def zone_order(game) -> list[str]:
    return ["battlefield", "stack", "hand", "graveyard", "exile", "library", "command"]


def objects_in(game, zones: list[str] | None = None, player: int | None = None) -> list[int]:
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


def _obj_name(game, oid: int) -> str:
    try:
        return game.chars(oid).name
    except Exception:
        return game.name(oid)


def _signature(game, oid: int) -> tuple:
    obj = game.obj(oid)
    attached = any(o.attached_to == oid for o in game.state.objects.values())
    return (_obj_name(game, oid), obj.zone, game.controller(oid), obj.tapped, tuple(sorted(obj.counters.items())),
            obj.attached_to, attached, obj.kind, len(obj.copies), obj.damage)


def find_object(game, toks: list[Tok], zones: list[str] | None = None, *, player: int | None = None,
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
    m = re.fullmatch(r"#?(\d+)", text)
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
    names = {oid: _obj_name(game, oid) for oid in pool}
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
    printed = [o for o in pool if game.obj(o).card and game.obj(o).card.lower() != names.get(o, "").lower()
               and (game.obj(o).card.lower().startswith(low)
                    or any(w.startswith(low) for w in _name_words(game.obj(o).card)))]
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
        hits = [o for o in other if _obj_name(game, o).lower().startswith(low)]
        if hits:
            elsewhere = f"; {game.name(hits[0])} is in {st.objects[hits[0]].zone}" + (
                f" ({st.players[game.controller(hits[0])].name})" if st.objects[hits[0]].zone in ("battlefield", "hand") else "")
    all_names = sorted(set(names.values()) | set(game.refs))
    if not elsewhere and text.lower() in game.db:
        elsewhere = f"; the card exists but no {game.db.get(text).name} is{where or ' here'}"
        where = ""
    raise CommandError(f"expected {what}{where}, found {text!r}{elsewhere}{_near(text, all_names) if not elsewhere else ''}",
                       col, unknown=not elsewhere)


def _pick_age(game, toks: list[Tok], zones, player, newest: bool, what: str) -> int | None:
    text = words(toks).lower()
    pool = objects_in(game, zones, player)
    names = {o: _obj_name(game, o).lower() for o in pool}
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


def _where(game, oid: int) -> str:
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
    raise CommandError(f"{unknown}{_near(text, list(known.values()))}", col_of(toks), unknown=True)


def find_card(game, toks: list[Tok]):
    """A card definition by exact name or unique prefix."""
    text = words(toks)
    if not text:
        raise CommandError("expected a card name, found nothing")
    known = {c.name.lower(): c.name for c in game.db}
    return game.db.get(match_name(text, known, toks, f"expected a card name, found {text!r}: unknown card"))


def parse_int(tok: Tok, what: str = "a number", lo: int = -10**6, hi: int = 10**6) -> int:
    try:
        n = int(tok.text)
    except ValueError:
        raise CommandError(f"expected {what}, found {tok.text!r}", tok.col) from None
    if not lo <= n <= hi:
        raise CommandError(f"expected {what} from {lo} to {hi}, found {n}", tok.col)
    return n


# ------------------------------------------------------------------ targets

TARGET_WORDS = {"target", "targets", "targeting", "at", "on"}


def parse_targets(game, toks: list[Tok]) -> tuple[Any, ...]:
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
                out.append(find_object(game, part, ["battlefield", "stack", "graveyard", "hand", "exile", "library"],
                                       what="a target"))
    return tuple(out)


def parse_play_options(game, toks: list[Tok]) -> tuple[int | None, tuple[Any, ...] | None, list[Tok]]:
    """``x=N`` and ``targets ...`` after a card/object; returns (x, targets, other tokens)."""
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
            targets = parse_targets(game, toks[i + 1:])
            if not targets:
                raise CommandError(f"expected a target after {t.text!r}, found nothing", t.col)
            break
        else:
            rest.append(t)
        i += 1
    return x, targets, rest


# ------------------------------------------------------------------ transactions

def _snapshot(game) -> tuple:
    return (len(game.history), game.pending is not None, list(getattr(game, "_redo", [])))


def _rollback(game, snap: tuple) -> None:
    """Undo back to a snapshot taken by ``_snapshot`` (for multi-step commands)."""
    n, had_pending, redo = snap
    if game.pending is not None and not had_pending:
        game.undo()
    while len(game.history) > n:
        game.undo()
    if hasattr(game, "_redo"):
        game._redo[:] = redo


def perform(game, action) -> None:
    game.perform(action)


def _status(game) -> str:
    """A short description of where the game is now (after a play command)."""
    st = game.state
    if game.pending is not None:
        d = game.pending
        return f"waiting for {st.players[d.player].name}: {d.prompt} ({_options_hint(game)})"
    if st.winner is not None:
        return f"{st.players[st.winner].name} won"
    bits = [STEP_NAMES.get(st.step, st.step)]
    if zone_ids(game, 'stack'):
        bits.append(f"stack: {game.name(zone_ids(game, 'stack')[-1])} on top")
    if st.priority is not None:
        bits.append(f"{st.players[st.priority].name} {has(st.players[st.priority].name)} priority")
    return "; ".join(bits)


def _options_hint(game) -> str:
    d = game.pending
    if d.kind == "number":
        return f"choose a number from {d.low} to {d.high}"
    labels = [o.label if _opt_value(o.value) == o.label or _opt_value(o.value) in o.label.split()
              else f"{_opt_value(o.value)}={o.label}" for o in d.options[:6]]
    more = " ..." if len(d.options) > 6 else ""
    if d.ordered:
        return "choose all in order: " + ", ".join(labels) + more
    how = "none or " if d.min == 0 else ""
    return f"choose {how}{d.min if d.min == d.max else f'{d.min}-{d.max}'}: " + ", ".join(labels) + more


def _opt_value(v: Any) -> str:
    return f"#{v}" if isinstance(v, int) and not isinstance(v, bool) else str(v)


# ------------------------------------------------------------------ play commands

def _pay_first(game, toks: list[Tok]) -> list[Tok]:
    """``... paying <source>, <source>``: tap those sources for mana first (601.2g)."""
    head, tail = take_until(toks, {"paying", "using"})
    if tail:
        if len(tail) == 1:
            raise CommandError(f"expected mana sources after {tail[0].text!r}, found nothing", tail[0].col)
        for group in split_list(game, tail[1:]):
            cmd_tap(game, group)
    return head


def _without(game, toks: list[Tok]) -> tuple[list[Tok], tuple[int, ...]]:
    """Take out ``without <source>, <source>`` (up to ``paying``/``targets`` or the end):
    sources the payment plan must not use."""
    head, tail = take_until(toks, {"without"})
    if not tail:
        return toks, ()
    part, after = take_until(tail[1:], {"paying", "using"} | set(TARGET_WORDS))
    if not part:
        raise CommandError(f"expected mana sources after {tail[0].text!r}, found nothing", tail[0].col)
    p = game.state.priority
    prefer = [lambda o: game.controller(o) == p and not game.obj(o).tapped, lambda o: game.controller(o) == p]
    return head + after, tuple(find_object(game, g, ["battlefield"], what="a mana source", prefer=prefer)
                               for g in split_list(game, part))


def _plan(game, oid: int, idx: int | None, x: int | None, exclude: tuple[int, ...]):
    from sandbox.core.mana.planning import plan_for
    pc, plan = plan_for(game, oid, idx, x, exclude=exclude)
    if pc.needs_x:
        raise CommandError(f"{pc.what} has X in its cost: add x=N")
    return pc, plan


def _tap_as_planned(game, oid: int, idx: int | None, x: int | None, exclude: tuple[int, ...]) -> None:
    """``without <sources>``: tap what the payment plan avoiding them uses, before the action."""
    from sandbox.core.mana.paying import perform_plan
    if not exclude:
        return
    pc, plan = _plan(game, oid, idx, x, exclude)
    if not plan.ok:
        raise CommandError(f"can't pay for {pc.what} without {', '.join(game.name(e) for e in exclude)}: {plan.problem}")
    perform_plan(game, plan)


def _plan_object(game, toks: list[Tok]):
    """``<card or object> [N] [x=N] [without <source>, ...]`` -> (PlannedCost, PaymentPlan)."""
    toks, exclude = _without(game, toks)
    x, targets, rest = parse_play_options(game, toks)
    if targets:
        raise CommandError("a payment plan doesn't depend on targets: leave them out", col_of(rest))
    if not rest:
        raise CommandError("expected a card in hand or a permanent with an ability, found nothing")
    p = game.state.priority if game.state.priority is not None else game.state.active
    oid, more = _split_object_and_rest(game, rest, ["hand", "battlefield"], "a card or a permanent",
                                       prefer=lambda o: game.controller(o) == p or game.obj(o).owner == p)
    if game.obj(oid).zone == "hand":
        if more:
            raise CommandError(f"expected nothing after {game.name(oid)}, found {words(more)!r}", more[0].col)
        if "Land" in game.chars(oid).card_types:
            raise CommandError(f"{game.name(oid)} is a land: playing it costs nothing (305.1)", col_of(rest))
        idx = None
    else:
        idx = _ability_index(game, oid, more, None)
    return _plan(game, oid, idx, x, exclude)


def cmd_plan(game, toks: list[Tok]) -> CommandResult:
    pc, plan = _plan_object(game, toks)
    return CommandResult(True, f"{pc.what}: " + plan.explain(), kind="look")


def cmd_cast(game, toks: list[Tok]) -> CommandResult:
    toks, exclude = _without(game, toks)
    toks = _pay_first(game, toks)
    x, targets, rest = parse_play_options(game, toks)
    st = game.state
    p = st.priority if st.priority is not None else st.active
    try:
        oid = find_object(game, rest, ["hand"], what="a card",
                          prefer=lambda o: game.obj(o).owner == p)
    except CommandError as err:
        # 702.34a: a card with flashback in its owner's graveyard may be cast from there.
        from sandbox.core.casting import flashback_cost
        try:
            oid = find_object(game, rest, ["graveyard"], what="a card", player=p,
                              prefer=lambda o: game.obj(o).owner == p)
        except CommandError:
            raise err from None
        if flashback_cost(game.chars(oid)) is None:
            raise err from None
    c = game.chars(oid)
    if "Land" in c.card_types:
        if x is not None or targets:
            raise CommandError(f"a land is played, not cast: found options after {c.name}", col_of(rest))
        perform(game, PlayLand(oid))
        return CommandResult(True, f"played {c.name}; {_status(game)}", kind="play")
    _tap_as_planned(game, oid, None, x, exclude)
    perform(game, Cast(oid, x, targets))
    return CommandResult(True, f"cast {c.name}; {_status(game)}", kind="play")


def cmd_play(game, toks: list[Tok]) -> CommandResult:
    return cmd_cast(game, toks)


def _ability_index(game, oid: int, toks: list[Tok], mana: bool | None) -> int:
    abilities = game.activated_abilities(oid)
    name = game.name(oid)
    if not abilities:
        raise CommandError(f"expected an object with an activated ability, found {name}, which has none")
    if toks:
        t = toks[0]
        if len(toks) == 1 and re.fullmatch(r"\d+", t.text):
            n = int(t.text)
            if not 1 <= n <= len(abilities):
                raise CommandError(f"expected an ability number from 1 to {len(abilities)} of {name}, found {n}", t.col)
            return n - 1
        text = words(toks).lower()
        hits = [i for i, a in enumerate(abilities) if text in (a.text or "").lower()]
        if len(hits) == 1:
            return hits[0]
        listing = "; ".join(f"{i + 1}: {a.text or a.kind}" for i, a in enumerate(abilities))
        raise CommandError(f"expected an ability of {name} (by number or text), found {words(toks)!r}; abilities: {listing}", t.col)
    pool = [i for i, a in enumerate(abilities) if mana is None or isinstance(a, ManaAbility) == mana]
    if len(pool) == 1:
        return pool[0]
    if mana is None:
        nonmana = [i for i in pool if not isinstance(abilities[i], ManaAbility)]
        if len(nonmana) == 1:
            return nonmana[0]
    if not pool:
        kind = "mana ability" if mana else "non-mana activated ability"
        raise CommandError(f"expected an object with a {kind}, found {name}, which has none"
                           + ("; to tap it as an edit use: set " + name.split(" #")[0] + " tapped" if mana else ""))
    listing = "; ".join(f"{i + 1}: {abilities[i].text or abilities[i].kind}" for i in pool)
    raise CommandError(f"{name} has several abilities; add a number: {listing}")


def _split_object_and_rest(game, toks: list[Tok], zones: list[str], what: str, prefer=None) -> tuple[int, list[Tok]]:
    """The longest leading run of tokens that names an object, and the rest."""
    last_err: CommandError | None = None
    for k in range(len(toks), 0, -1):
        head = toks[:k]
        try:
            return find_object(game, head, zones, what=what, prefer=prefer), toks[k:]
        except CommandError as e:
            if "ambiguous" in str(e):
                raise
            if last_err is None:
                last_err = e
    raise last_err or CommandError(f"expected {what}, found nothing")


def cmd_activate(game, toks: list[Tok]) -> CommandResult:
    toks, exclude = _without(game, toks)
    toks = _pay_first(game, toks)
    x, targets, rest = parse_play_options(game, toks)
    st = game.state
    p = st.priority
    oid, more = _split_object_and_rest(game, rest, ["battlefield"], "a permanent",
                                       prefer=lambda o: game.controller(o) == p)
    idx = _ability_index(game, oid, more, None)
    name = game.name(oid)
    _tap_as_planned(game, oid, idx, x, exclude)
    perform(game, Activate(oid, idx, x, targets))
    return CommandResult(True, f"activated {name}; {_status(game)}", kind="play")


COLOR_WORDS = {"w": "W", "white": "W", "u": "U", "blue": "U", "b": "B", "black": "B", "r": "R", "red": "R",
               "g": "G", "green": "G", "c": "C", "colorless": "C", "{w}": "W", "{u}": "U", "{b}": "B",
               "{r}": "R", "{g}": "G", "{c}": "C"}


def cmd_tap(game, toks: list[Tok]) -> CommandResult:
    st = game.state
    p = st.priority
    toks = [t for t in toks if t.low != "for" or t.quoted]
    color = None
    if len(toks) > 1 and toks[-1].low in COLOR_WORDS and not toks[-1].quoted:
        try:
            find_object(game, toks, ["battlefield"])
        except CommandError:
            color = COLOR_WORDS[toks[-1].low]
            toks = toks[:-1]
    oid, more = _split_object_and_rest(game, toks, ["battlefield"], "a permanent with a mana ability",
                                       prefer=[lambda o: game.controller(o) == p and not game.obj(o).tapped,
                                               lambda o: game.controller(o) == p])
    idx = _ability_index(game, oid, more, True)
    name = game.name(oid)
    snap = _snapshot(game)
    perform(game, Activate(oid, idx))
    if color is not None and game.pending is not None:
        try:
            game.answer(color)
        except SandboxError as e:
            _rollback(game, snap)
            raise CommandError(f"can't choose {color} for {name}: {e}") from None
    pl = st.players[p] if p is not None else None
    pool = f"; {poss(pl.name)} pool: {game.state.players[p].pool}" if pl else ""
    return CommandResult(True, f"tapped {name} for mana{pool}" + (f"; {_status(game)}" if game.pending else ""), kind="play")


def cmd_pay(game, toks: list[Tok]) -> CommandResult:
    if not toks:
        raise CommandError("expected `pay auto` or `pay <sources>`, found nothing")
    if len(toks) > 1 and toks[0].low == "auto":
        from sandbox.core.mana.paying import perform_plan
        pc, plan = _plan_object(game, toks[1:])
        if not plan.ok:
            raise CommandError(f"can't pay {pc.what}: {plan.problem}", toks[1].col)
        perform_plan(game, plan)
        p = pc.player
        tapped = ", ".join(s.name for s in plan.steps) or "nothing (the pool pays)"
        return CommandResult(True, f"tapped {tapped} for {pc.what}; pool: {game.state.players[p].pool}", kind="play")
    if len(toks) == 1 and toks[0].low == "auto":
        d = game.pending
        if d is not None and d.kind == "mana" and d.options:
            game.answer(d.options[0].value)
            return CommandResult(True, f"paid automatically; {_status(game)}", kind="play")
        return CommandResult(True, "nothing to pay now: costs are paid automatically as you cast or activate "
                             "(601.2g-h), from the pool first, then untapped sources", kind="play")
    snap = _snapshot(game)
    names = []
    try:
        for group in split_list(game, toks):
            r = cmd_tap(game, group)
            names.append(r.message.split(" for mana")[0].removeprefix("tapped "))
    except SandboxError:
        _rollback(game, snap)
        raise
    p = game.state.priority
    return CommandResult(True, f"tapped {', '.join(names)}; pool: {game.state.players[p].pool}", kind="play")


def _match_option(game, toks: list[Tok]) -> Any:
    d = game.pending
    text = words(toks)
    low = text.lower()
    if d.kind == "number":
        if len(toks) != 1:
            raise CommandError(f"expected a number from {d.low} to {d.high}, found {text!r}", col_of(toks))
        return parse_int(toks[0], "a number", d.low, d.high)
    opts = d.options
    # by value
    for o in opts:
        if _opt_value(o.value).lower() == low or str(o.value).lower() == low:
            return o.value
    m = re.fullmatch(r"#?(\d+)", text)
    if m:
        oid = int(m.group(1))
        for o in opts:
            if o.value == oid or (isinstance(o.value, str) and o.value.split(">")[0] == str(oid)):
                return o.value
    if low in COLOR_WORDS:
        for o in opts:
            if o.value == COLOR_WORDS[low]:
                return o.value
    if low in PLAYER_WORDS:
        for o in opts:
            if o.value == f"p{PLAYER_WORDS[low]}":
                return o.value
    if low in ("yes", "no", "y", "n", "true", "false"):
        want = low in ("yes", "y", "true")
        for o in opts:
            if o.value is want or str(o.value).lower() == ("yes" if want else "no"):
                return o.value
    # by label: exact (without "#id"), prefix, then contains
    def plain(label: str) -> str:
        return re.sub(r"\s*#\d+", "", label).lower()
    for test in (lambda lab: plain(lab) == low, lambda lab: lab.lower() == low,
                 lambda lab: plain(lab).startswith(low), lambda lab: low in lab.lower()):
        hits = [o for o in opts if test(o.label)]
        if len(hits) == 1:
            return hits[0].value
        if len(hits) > 1:
            same = {plain(h.label) for h in hits}
            if len(same) == 1 and not d.ordered and d.max == 1:
                return hits[0].value
            raise CommandError(f"{text!r} is ambiguous: could be {', '.join(f'{_opt_value(h.value)} ({h.label})' for h in hits[:8])}",
                               col_of(toks))
    try:
        oid = find_object(game, toks)
    except CommandError:
        oid = None
    if oid is not None:
        for o in opts:
            if o.value == oid or (isinstance(o.value, str) and o.value.split(">")[0] == str(oid)):
                return o.value
    labels = [o.label for o in opts]
    raise CommandError(f"expected one of the options ({_options_hint(game)}), found {text!r}{_near(text, labels)}", col_of(toks))


def cmd_choose(game, toks: list[Tok]) -> CommandResult:
    d = game.pending
    if d is None:
        raise CommandError("there is no decision to answer: `choose` answers the pending decision")
    if len(toks) == 1 and toks[0].low in ("none", "nothing") and not toks[0].quoted and d.kind != "number":
        values: list[Any] = []
    else:
        groups = split_list(game, toks, [o.label for o in d.options])
        values = []
        if len(groups) == 1 and len(groups[0]) > 1:
            try:
                values = [_match_option(game, groups[0])]
            except CommandError:
                # several options separated by spaces ("choose 1 3" or "choose W U")
                try:
                    values = [_match_option(game, [t]) for t in groups[0]]
                except CommandError:
                    values = [_match_option(game, groups[0])]
        else:
            values = [_match_option(game, g) for g in groups]
    prompt = d.prompt
    labels = ", ".join(d.label_of(v) for v in values) or "none"
    game.answer(*values) if values else game.answer(())
    return CommandResult(True, f"{prompt}: {labels}; {_status(game)}", kind="play")


def cmd_pass(game, toks: list[Tok]) -> CommandResult:
    n = 1
    if toks:
        n = parse_int(toks[0], "how many times to pass", 1, 100)
    snap = _snapshot(game)
    try:
        for _ in range(n):
            perform(game, Pass())
            if game.pending is not None:
                break
    except SandboxError:
        _rollback(game, snap)
        raise
    return CommandResult(True, f"passed; {_status(game)}", kind="play")


MAX_PASSES = 400
MAX_RESOLVE = 500


def cmd_resolve(game, toks: list[Tok]) -> CommandResult:
    st = game.state
    count = 1
    if toks:
        if toks[0].low == "all":
            count = -1
        else:
            count = parse_int(toks[0], "how many stack objects to resolve (or all)", 1, 100)
    if game.pending is not None:
        raise CommandError(f"a decision is pending ({game.pending.prompt}): answer it with `choose` first")
    if not zone_ids(game, 'stack'):
        raise CommandError("expected something on the stack to resolve, found an empty stack")
    snap = _snapshot(game)
    resolved = []
    try:
        while count != 0 and zone_ids(game, 'stack') and game.pending is None and st.winner is None:
            top = zone_ids(game, 'stack')[-1]
            name = game.name(top)
            for _ in range(MAX_PASSES):
                perform(game, Pass())
                st = game.state
                if top not in zone_ids(game, 'stack') or game.pending is not None or st.winner is not None:
                    break
            else:
                raise CommandError(f"{name} didn't resolve after {MAX_PASSES} passes")
            if top not in zone_ids(game, 'stack'):
                resolved.append(name)
                count -= 1
                if len(resolved) >= MAX_RESOLVE:
                    raise CommandError(f"the stack didn't empty after {MAX_RESOLVE} resolutions (a loop?); "
                                       f"use `resolve N` to step through it")
            else:
                break
    except SandboxError:
        _rollback(game, snap)
        raise
    shown = resolved if len(resolved) <= 6 else resolved[:3] + [f"... {len(resolved) - 5} more ..."] + resolved[-2:]
    msg = f"resolved {', '.join(shown)}" if resolved else "resolving"
    return CommandResult(True, f"{msg}; {_status(game)}", kind="play")


STEP_ALIASES = {
    "upkeep": "upkeep", "draw": "draw", "main": "main1", "main1": "main1", "precombat": "main1",
    "combat": "beginning_of_combat", "beginning_of_combat": "beginning_of_combat",
    "attackers": "declare_attackers", "declare_attackers": "declare_attackers",
    "blockers": "declare_blockers", "declare_blockers": "declare_blockers",
    "first_strike_damage": "first_strike_damage", "damage": "combat_damage", "combat_damage": "combat_damage",
    "end_of_combat": "end_of_combat", "main2": "main2", "postcombat": "main2", "end": "end",
    "end_step": "end",
}


def cmd_next(game, toks: list[Tok]) -> CommandResult:
    st = game.state
    what = toks[0].low if toks else "step"
    target_step = None
    if what not in ("step", "phase", "turn"):
        target_step = STEP_ALIASES.get(what)
        if target_step is None:
            raise CommandError(f"expected step, phase, turn or a step name ({', '.join(sorted(set(STEP_ALIASES)))}), "
                               f"found {toks[0].text!r}{_near(toks[0].text, list(STEP_ALIASES) + ['step', 'phase', 'turn'])}",
                               toks[0].col)
    if len(toks) > 1:
        raise CommandError(f"expected the end of the command, found {words(toks[1:])!r}", toks[1].col)
    if game.pending is not None:
        raise CommandError(f"a decision is pending ({game.pending.prompt}): answer it with `choose` first")
    if zone_ids(game, 'stack'):
        raise CommandError(f"expected an empty stack, found {game.name(zone_ids(game, 'stack')[-1])} on top: use `resolve` first")
    snap = _snapshot(game)
    start = (st.turn, st.step, PHASE_OF[st.step])
    try:
        for _ in range(MAX_PASSES):
            perform(game, Pass())
            st = game.state
            now = (st.turn, st.step, PHASE_OF[st.step])
            if game.pending is not None and game.pending.kind in ("attackers", "blockers") and \
                    target_step != ("declare_attackers" if game.pending.kind == "attackers" else "declare_blockers") \
                    and not (what == "step" and now[:2] != start[:2]):
                game.answer(())  # passing through combat: no attackers / no blockers
                st = game.state
                now = (st.turn, st.step, PHASE_OF[st.step])
            if game.pending is not None or st.winner is not None:
                break
            if target_step is not None:
                if st.step == target_step:
                    break
            elif what == "step" and now[:2] != start[:2]:
                break
            elif what == "phase" and (now[0] != start[0] or now[2] != start[2]):
                break
            elif what == "turn" and now[0] != start[0]:
                break
            if zone_ids(game, 'stack'):
                break
        else:
            raise CommandError(f"didn't reach the {what} after {MAX_PASSES} passes")
    except SandboxError:
        _rollback(game, snap)
        raise
    return CommandResult(True, f"turn {st.turn}, {_status(game)}", kind="play")


def _combat_answer(game, kind: str, toks: list[Tok], step: str) -> CommandResult:
    st = game.state
    if game.pending is None or game.pending.kind != kind:
        if game.pending is not None:
            raise CommandError(f"a decision is pending ({game.pending.prompt}): answer it with `choose` first")
        if zone_ids(game, 'stack'):
            raise CommandError(f"expected an empty stack to go to combat, found {game.name(zone_ids(game, 'stack')[-1])}")
        snap = _snapshot(game)
        try:
            for _ in range(40):
                if game.pending is not None or st.step == step:
                    break
                perform(game, Pass())
                st = game.state
        except SandboxError:
            _rollback(game, snap)
            raise
        if game.pending is None or game.pending.kind != kind:
            _rollback(game, snap)
            who = "attack" if kind == "attackers" else "block"
            raise CommandError(f"expected a chance to {who}, found none (no creature can {who} now)")
    else:
        snap = _snapshot(game)
    try:
        values = _combat_values(game, kind, toks)
        game.answer(*values) if values else game.answer(())
    except SandboxError:
        _rollback(game, snap)
        raise
    return CommandResult(True, f"{'attackers' if kind == 'attackers' else 'blockers'} declared; {_status(game)}", kind="play")


def _combat_values(game, kind: str, toks: list[Tok]) -> list[str]:
    d = game.pending
    if not toks or (len(toks) == 1 and toks[0].low in ("none", "nothing")):
        return []
    values = []
    for group in split_list(game, toks):
        head, tail = take_until(group, {"at", "blocks", "blocking", "->", "on"})
        if kind == "attackers":
            a = find_object(game, head, ["battlefield"], what="an attacking creature",
                            prefer=lambda o: game.controller(o) == game.state.active)
            d_ref = None
            if tail:
                txt = words(tail[1:])
                if txt.lower() in PLAYER_WORDS or txt.lower() in {p.name.lower() for p in game.state.players}:
                    d_ref = f"p{parse_player(game, tail[1:])}"
                else:
                    d_ref = str(find_object(game, tail[1:], ["battlefield"], what="a planeswalker"))
            cands = [o.value for o in d.options if o.value.split(">")[0] == str(a)
                     and (d_ref is None or o.value.split(">")[1] == d_ref)]
            if not cands:
                able = sorted({game.name(int(o.value.split(">")[0])) for o in d.options})
                raise CommandError(f"expected a creature that can attack, found {game.name(a)}"
                                   + (" at that defender" if d_ref else "")
                                   + f"; can attack: {', '.join(able) or 'none'}", col_of(head))
            values.append(cands[0])
        else:
            if not tail:
                raise CommandError(f"expected `block <blocker> blocks <attacker>`, found {words(group)!r}", col_of(group))
            b = find_object(game, head, ["battlefield"], what="a blocking creature",
                            prefer=lambda o: game.controller(o) != game.state.active)
            a = find_object(game, tail[1:], ["battlefield"], what="an attacking creature",
                            prefer=lambda o: game.obj(o).attacking is not None)
            v = f"{b}>{a}"
            if v not in [o.value for o in d.options]:
                raise CommandError(f"expected a legal block, found {game.name(b)} blocking {game.name(a)}", col_of(group))
            values.append(v)
    return values


def cmd_attack(game, toks: list[Tok]) -> CommandResult:
    return _combat_answer(game, "attackers", toks, "declare_attackers")


def cmd_block(game, toks: list[Tok]) -> CommandResult:
    return _combat_answer(game, "blockers", toks, "declare_blockers")


def _marks(game) -> list[int]:
    """History lengths at which commands began (so `undo` undoes a whole command)."""
    marks = game.__dict__.setdefault("command_marks", [])
    while marks and marks[-1] > len(game.history):
        marks.pop()  # someone undid actions directly
    return marks


def _redo_groups(game) -> list[int]:
    groups = game.__dict__.setdefault("command_redo", [])
    if sum(groups) > len(getattr(game, "_redo", [])):
        groups.clear()  # a new action cleared the engine's redo list
    return groups


def cmd_undo(game, toks: list[Tok]) -> CommandResult:
    n = parse_int(toks[0], "how many commands to undo", 1, 10_000) if toks else 1
    done: list[str] = []
    for _ in range(n):
        marks = _marks(game)
        if game.pending is not None:
            a = game.undo()  # cancel the action waiting for a decision
            if a is not None:
                done.append(str(a))
        target = marks.pop() if marks else max(0, len(game.history) - 1)
        count = 0
        while len(game.history) > target:
            a = game.undo()
            if a is None:
                break
            done.append(str(a))
            count += 1
        if count:
            _redo_groups(game).append(count)
        if not game.history and not count:
            break
    if not done:
        raise CommandError("expected something to undo, found an empty history")
    return CommandResult(True, f"undid {len(done)} action(s): {'; '.join(reversed(done))}; {_status(game)}", kind="meta")


def cmd_redo(game, toks: list[Tok]) -> CommandResult:
    n = parse_int(toks[0], "how many commands to redo", 1, 10_000) if toks else 1
    if game.pending is not None:
        raise CommandError(f"a decision is pending ({game.pending.prompt}): answer it or undo it first")
    done = []
    for _ in range(n):
        groups = _redo_groups(game)
        count = groups.pop() if groups else 1
        before = len(game.history)
        for _ in range(count):
            a = game.redo()
            if a is None:
                break
            done.append(str(a))
        if len(game.history) > before:
            _marks(game).append(before)
        if not done:
            break
    if not done:
        raise CommandError("expected something to redo, found nothing undone")
    return CommandResult(True, f"redid {len(done)} action(s): {'; '.join(done)}; {_status(game)}", kind="meta")


# ------------------------------------------------------------------ edit commands

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
                           f"{_near(tok.text, list(ZONE_WORDS))}", tok.col)
    return z


def _edit(game, op: str, **args: Any) -> None:
    perform(game, Edit(op, tuple(args.items())))


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


def cmd_add(game, toks: list[Tok]) -> CommandResult:
    head, rest = take_until(toks, {"to", "for", "tapped", "counters", "with", "sick"})
    n = 1
    if len(head) > 1 and re.fullmatch(r"\d+", head[0].text):
        n = parse_int(head[0], "how many to add", 1, 100)
        head = head[1:]
    card = find_card(game, head)
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
    snap = _snapshot(game)
    try:
        for _ in range(n):
            args = dict(card=card.name, zone=zone, player=player, tapped=tapped, counters=counters)
            if sick:
                args["sick"] = True
            _edit(game, "add", **args)
    except SandboxError:
        _rollback(game, snap)
        raise
    return CommandResult(True, f"added {n if n > 1 else 'a'} {card.name} to {poss(game.state.players[player].name)} {zone}", kind="edit")


def cmd_remove(game, toks: list[Tok]) -> CommandResult:
    oid = find_object(game, toks)
    name = game.name(oid)
    _edit(game, "remove", obj=oid)
    return CommandResult(True, f"removed {name}", kind="edit")


def cmd_move(game, toks: list[Tok]) -> CommandResult:
    head, rest = take_until(toks, {"to"})
    if not rest:
        raise CommandError(f"expected `move <object> to <zone>`, found {words(toks)!r}", col_of(toks))
    zone = parse_zone(rest[1] if len(rest) > 1 else None)
    oid = find_object(game, head, [z for z in zone_order(game) if z != zone] or None)
    name = game.name(oid)
    _edit(game, "move", obj=oid, zone=zone)
    return CommandResult(True, f"moved {name} to {zone}", kind="edit")


def cmd_set(game, toks: list[Tok]) -> CommandResult:
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


def cmd_untap(game, toks: list[Tok]) -> CommandResult:
    oid = find_object(game, toks, ["battlefield"], what="a permanent")
    _edit(game, "untap", obj=oid)
    return CommandResult(True, f"{game.name(oid)} is untapped", kind="edit")


def cmd_counter(game, toks: list[Tok]) -> CommandResult:
    # counter <object> +N|-N <kind>
    for i in range(len(toks) - 2, 0, -1):
        if re.fullmatch(r"[+-]?\d+", toks[i].text):
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


def cmd_become(game, toks: list[Tok]) -> CommandResult:
    # become <object> [artifact|...] creature N/N [subtypes...] [until eot]
    idx = next((i for i, t in enumerate(toks) if re.fullmatch(r"\d+/\d+", t.text)), None)
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


def cmd_token(game, toks: list[Tok]) -> CommandResult:
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
    if head and re.fullmatch(r"\d+/\d+", head[0].text):
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


# ------------------------------------------------------------------ look commands

def cmd_board(game, toks: list[Tok]) -> CommandResult:
    from sandbox.cli import board_text
    st = game.state
    lines = [board_text(game)]
    for p in st.players:
        for zone in ("hand", "graveyard", "exile"):
            ids = zone_ids(game, zone, p.index)
            if ids:
                lines.append(f"{poss(p.name)} {zone}: " + ", ".join(game.name(o) for o in ids))
    if game.pending is not None:
        lines.append(f"Waiting for {st.players[game.pending.player].name}: {game.pending.prompt} ({_options_hint(game)})")
    return CommandResult(True, _status(game), "\n".join(lines), kind="look")


def cmd_show(game, toks: list[Tok]) -> CommandResult:
    oid = find_object(game, toks)
    return CommandResult(True, game.name(oid), describe(game, oid), kind="look")


def describe(game, oid: int) -> str:
    c = game.chars(oid)
    obj = game.obj(oid)
    st = game.state
    lines = [f"{c.name} #{oid} — {c.type_line()}" + (f" {c.power}/{c.toughness}" if c.power is not None else "")]
    lines.append(f"  zone: {obj.zone}; owner {st.players[obj.owner].name}; controller {st.players[game.controller(oid)].name}")
    from sandbox.symbols import COLOR_NAMES, COLORS, format_cost
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


def cmd_explain(game, toks: list[Tok]) -> CommandResult:
    oid = find_object(game, toks)
    return CommandResult(True, f"explain {game.name(oid)}", game.explain(oid), kind="look")


def cmd_could_produce(game, toks: list[Tok]) -> CommandResult:
    oid = find_object(game, toks, ["battlefield"], what="a permanent")
    table = game.could_produce(oid)
    out = "\n".join(f"  {{{t}}}: {why}" for t, why in table.items()) or "  nothing"
    return CommandResult(True, f"{game.name(oid)} could produce {''.join('{' + t + '}' for t in table) or 'nothing'}",
                         f"{game.name(oid)} could produce (106.7):\n{out}", kind="look")


def stack_names(game) -> list[str]:
    return [game.name(s) for s in reversed(zone_ids(game, 'stack'))]


def cmd_stack(game, toks: list[Tok]) -> CommandResult:
    st = game.state
    lines = []
    for s in reversed(zone_ids(game, 'stack')):
        obj = game.obj(s)
        what = "ability" if obj.kind == "ability" else ("copy of a spell" if obj.kind == "spell_copy" else "spell")
        tg = ""
        if obj.targets:
            from sandbox.core.casting import target_name
            tg = " -> " + ", ".join(target_name(game, t) for t in obj.targets)
        text = f": {obj.ability.text}" if obj.kind == "ability" and obj.ability is not None and obj.ability.text else ""
        lines.append(f"  {game.name(s)} ({what}, {st.players[obj.controller].name}){text}{tg}")
    return CommandResult(True, f"stack: {len(zone_ids(game, 'stack'))} object(s)", "Stack (top first):\n" + "\n".join(lines) if lines else "Stack: empty",
                         kind="look")


def cmd_pool(game, toks: list[Tok]) -> CommandResult:
    st = game.state
    ps = [parse_player(game, toks)] if toks else range(len(st.players))
    out = "\n".join(f"{st.players[p].name}: {st.players[p].pool}" for p in ps)
    return CommandResult(True, out.replace("\n", "; "), out, kind="look")


def cmd_log(game, toks: list[Tok]) -> CommandResult:
    n = parse_int(toks[0], "how many log lines", 1, 100_000) if toks else 20
    lines = [str(e) for e in game.log[-n:]]
    return CommandResult(True, f"last {len(lines)} log entries", "\n".join(lines), kind="look")


def cmd_hand(game, toks: list[Tok]) -> CommandResult:
    st = game.state
    p = parse_player(game, toks) if toks else (st.priority if st.priority is not None else 0)
    ids = zone_ids(game, "hand", p)
    out = "\n".join(f"  #{o} {game.chars(o).name}" for o in ids) or "  empty"
    return CommandResult(True, f"{poss(st.players[p].name)} hand: {len(ids)} card(s)", f"{poss(st.players[p].name)} hand:\n{out}", kind="look")


def cmd_legal(game, toks: list[Tok]) -> CommandResult:
    acts = game.legal_actions()
    out = "\n".join(f"  {describe_action(game, a)}" for a in acts) or "  nothing"
    return CommandResult(True, f"{len(acts)} legal action(s)", out, kind="look")


def describe_action(game, a) -> str:
    """A runnable command for an action, with a comment naming what it is about."""
    if isinstance(a, Pass):
        return "pass"
    if isinstance(a, PlayLand):
        return f"play #{a.card}  # {_obj_name(game, a.card)}"
    if isinstance(a, Cast):
        return f"cast #{a.card}  # {_obj_name(game, a.card)}"
    if isinstance(a, Activate):
        ab = game.activated_abilities(a.obj)[a.ability]
        verb = "tap" if isinstance(ab, ManaAbility) else "activate"
        return f"{verb} #{a.obj} {a.ability + 1}  # {_obj_name(game, a.obj)}: {ab.text or ab.kind}"
    if isinstance(a, Answer):
        d = game.pending
        if not a.values:
            return "choose none"
        if d is not None and d.kind == "number":
            return f"choose {a.values[0]}"
        labels = ", ".join(d.label_of(v) for v in a.values) if d is not None else ""
        return "choose " + ", ".join(_opt_value(v) for v in a.values) + (f"  # {labels}" if labels else "")
    return str(a)


def cmd_cards(game, toks: list[Tok]) -> CommandResult:
    from sandbox.symbols import format_cost
    q = words(toks)
    found = game.db.search(q)
    lines = [f"  {c.name}  {format_cost(c.chars.mana_cost)}  {c.chars.type_line()}".replace("    ", "  ") for c in found[:200]]
    more = f"\n  ... {len(found) - 200} more" if len(found) > 200 else ""
    return CommandResult(True, f"{len(found)} card(s)" + (f" matching {q!r}" if q else ""),
                         "\n".join(lines) + more or "  none", kind="look")


def cmd_decision(game, toks: list[Tok]) -> CommandResult:
    d = game.pending
    if d is None:
        return CommandResult(True, "no decision is pending", "no decision is pending", kind="look")
    lines = [f"{game.state.players[d.player].name}: {d.prompt} [{d.kind}, rule {d.rule}]"]
    if d.kind == "number":
        lines.append(f"  a number from {d.low} to {d.high}")
    lines += [f"  {_opt_value(o.value)}: {o.label}" for o in d.options]
    return CommandResult(True, f"{d.prompt} ({_options_hint(game)})", "\n".join(lines), kind="look")


def cmd_help(game, toks: list[Tok]) -> CommandResult:
    if toks:
        name = toks[0].low
        cmd = _lookup(name)
        if cmd is None:
            raise CommandError(f"expected a command name, found {toks[0].text!r}{_near(name, list(COMMANDS))}", toks[0].col)
        return CommandResult(True, HELP[cmd], HELP[cmd], kind="look")
    out = "\n".join(f"  {HELP[c]}" for c in COMMANDS)
    return CommandResult(True, "commands: " + ", ".join(COMMANDS), out, kind="look")


# ------------------------------------------------------------------ expectations

def cmd_expect(game, toks: list[Tok]) -> CommandResult:
    from sandbox.script.expect import check
    msg = check(game, toks)
    return CommandResult(True, msg, kind="expect")


# ------------------------------------------------------------------ dispatch

COMMANDS: dict[str, Callable[[Any, list[Tok]], CommandResult]] = {
    "cast": cmd_cast, "play": cmd_play, "activate": cmd_activate, "tap": cmd_tap, "pay": cmd_pay, "plan": cmd_plan,
    "choose": cmd_choose, "pass": cmd_pass, "resolve": cmd_resolve, "next": cmd_next,
    "attack": cmd_attack, "block": cmd_block, "undo": cmd_undo, "redo": cmd_redo,
    "add": cmd_add, "remove": cmd_remove, "move": cmd_move, "set": cmd_set, "untap": cmd_untap,
    "counter": cmd_counter, "become": cmd_become, "token": cmd_token,
    "show": cmd_show, "explain": cmd_explain, "could-produce": cmd_could_produce, "board": cmd_board,
    "stack": cmd_stack, "pool": cmd_pool, "log": cmd_log, "hand": cmd_hand, "legal": cmd_legal,
    "decision": cmd_decision, "cards": cmd_cards, "help": cmd_help, "expect": cmd_expect,
}

ALIASES = {"answer": "choose", "p": "pass", "inspect": "show", "could_produce": "could-produce",
           "produce": "could-produce", "counters": "counter", "life": "set", "?": "help", "actions": "legal",
           "pending": "decision", "check": "expect", "n": "next", "u": "undo"}

HELP: dict[str, str] = {
    "cast": "cast <card> [x=N] [targets <target>, ...] [paying <source>, ...] [without <source>, ...]  — cast a spell from hand (a land is played)",
    "play": "play <land>  — play a land (305.1); also casts a spell",
    "activate": "activate <object> [N] [x=N] [targets ...] [paying <source>, ...] [without <source>, ...]  — activate its ability N (default: its only non-mana one)",
    "tap": "tap <object> [N] [color]  — activate its mana ability (605.3a)",
    "pay": "pay <source>, ... | pay auto <card or object> [N] [x=N] [without <source>, ...]  — tap sources for mana before paying (601.2g)",
    "plan": "plan <card or object> [N] [x=N] [without <source>, ...]  — show which source would pay which symbol, and why (601.2g-h)",
    "choose": "choose <option>[, <option> ...] | choose none  — answer the pending decision",
    "pass": "pass [N]  — the player with priority passes (117.3d)",
    "resolve": "resolve [N|all]  — everyone passes until the top of the stack resolves (608)",
    "next": "next step|phase|turn|<step>  — pass with an empty stack until then (500.2)",
    "attack": "attack <creature> [at <player|planeswalker>], ... | attack none  — declare attackers (508.1)",
    "block": "block <blocker> blocks <attacker>, ... | block none  — declare blockers (509.1)",
    "undo": "undo [N]  — undo the last action(s), exactly",
    "redo": "redo [N]  — redo undone action(s)",
    "add": "add [N] <card> [to <zone>] [for you|opponent] [tapped] [sick] [counters N kind ...]  — edit: put a card in a zone",
    "remove": "remove <object>  — edit: take an object out of the game",
    "move": "move <object> to <zone>  — edit: move an object (it becomes a new object, 400.7)",
    "set": "set life <player> N | set <object> tapped|untapped | set priority <player>  — edit",
    "untap": "untap <object>  — edit: untap a permanent",
    "counter": "counter <object> +N|-N <kind>  — edit: put or remove counters",
    "become": "become <object> [types] creature N/N [subtypes] [until eot]  — edit: a test animation effect (611.2c)",
    "token": "token <card> | token N/N [colors] [subtypes] [named NAME] [for <player>] [tapped]  — edit: create a token",
    "show": "show <object>  — its current characteristics, counters and abilities",
    "explain": "explain <object>  — how its characteristics were derived, layer by layer (613)",
    "could-produce": "could-produce <object>  — mana types it could produce and why (106.7)",
    "board": "board  — the whole board as text",
    "stack": "stack  — the stack, top first",
    "pool": "pool [player]  — mana pools",
    "log": "log [N]  — the last N events with their rules",
    "hand": "hand [player]  — a player's hand",
    "legal": "legal  — every legal action now",
    "decision": "decision  — the pending decision and its options",
    "cards": "cards [query]  — search the card library by name, type or text",
    "help": "help [command]  — this list",
    "expect": ("expect <object> [not] <property> [value] | expect N <name> [in <zone>] [for <player>] | "
               "expect life|pool|hand <player> <value> | expect stack <names top first>|empty | "
               "expect decision [none|<kind>] | expect options ... | expect legal|illegal <command> | "
               "expect turn|step|active|priority|winner ... | expect log [not] <text>  — check a fact "
               "(properties: name types subtypes supertypes colors pt power toughness loyalty mv has lacks "
               "abilities counters damage tapped untapped token nontoken sick copying controller owner zone attached)"),
}


def _lookup(name: str) -> str | None:
    name = name.lower()
    if name in COMMANDS:
        return name
    if name in ALIASES:
        return ALIASES[name]
    hits = [c for c in COMMANDS if c.startswith(name)]
    return hits[0] if len(hits) == 1 else None


def parse(text: str) -> tuple[str, list[Tok]]:
    """The command name and its argument tokens (raises CommandError)."""
    toks = tokenize(text)
    if not toks:
        raise CommandError("expected a command, found an empty line")
    head = toks[0]
    name = _lookup(head.low)
    if name is None:
        hits = [c for c in COMMANDS if c.startswith(head.low)]
        if len(hits) > 1:
            raise CommandError(f"{head.text!r} is ambiguous: could be {', '.join(hits)}", head.col)
        raise CommandError(f"expected a command, found {head.text!r}{_near(head.text, list(COMMANDS) + list(ALIASES))}",
                           head.col, unknown=True)
    args = toks[1:]
    if name == "set" and head.low == "life":
        args = [Tok("life", head.col)] + args
    return name, args


def run_command(game, text: str) -> CommandResult:
    """Run one command. Never raises for user errors; a rejected command changes nothing."""
    text = strip_comment(text)
    snap = _snapshot(game)
    args: list[Tok] = []
    try:
        name, args = parse(text)
        before, pending_before = len(game.history), game.pending is not None
        result = COMMANDS[name](game, args)
        if result.ok and result.kind in ("play", "edit"):
            seen = game.__dict__.setdefault("seen_names", set())
            seen.update(_obj_name(game, o) for o in game.state.objects)
        if result.ok and result.kind in ("play", "edit") and not pending_before and \
                (len(game.history) > before or game.pending is not None):
            _marks(game).append(before)
        return result
    except ExpectationFailed as e:
        return CommandResult(False, str(e), kind="expect")
    except CommandError as e:
        _safe_rollback(game, snap)
        return CommandResult(False, str(e), column=e.column or _default_column(text, args))
    except SandboxError as e:
        # the rules refused the action: point at what it was about (its first argument)
        _safe_rollback(game, snap)
        return CommandResult(False, str(e), column=_default_column(text, args))
    except RecursionError:
        _safe_rollback(game, snap)
        return CommandResult(False, "the command is nested too deeply")
    except Exception as e:  # an engine defect must not crash the command line
        _safe_rollback(game, snap)
        return CommandResult(False, f"internal error ({type(e).__name__}: {e}); the board is unchanged")


def _default_column(text: str, args: list[Tok]) -> int | None:
    if args:
        return args[0].col
    return (len(text) - len(text.lstrip())) + 1 if text.strip() else None


def _safe_rollback(game, snap) -> None:
    try:
        _rollback(game, snap)
    except Exception:
        pass


def run_lines(game, text: str) -> list[CommandResult]:
    """Run several lines (for tests); stops at the first failure."""
    out = []
    for line in text.splitlines():
        if not strip_comment(line).strip():
            continue
        r = run_command(game, line)
        out.append(r)
        if not r.ok:
            break
    return out
