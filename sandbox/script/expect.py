"""``expect ...``: checks over a board, for scenarios and the command line.

``check(game, toks)`` returns a one-line description of what held, or raises
``ExpectationFailed`` ("expected ..., found ...") or ``CommandError`` (a malformed check).
A check never changes the board.
"""

from __future__ import annotations

import pickle
import re
from collections.abc import Collection, Iterable

from sandbox.cards.typeline import KEYWORDS
from sandbox.core import layers
from sandbox.core.casting import target_name
from sandbox.core.game import Game
from sandbox.core.history import thaw
from sandbox.core.mana.options import mana_options
from sandbox.core.mana.pool import format_amounts
from sandbox.core.state import STEPS
from sandbox.describe import CHOSEN, chosen_values
from sandbox.errors import SandboxError
from sandbox.script import commands
from sandbox.script.lexer import CommandError, ExpectationFailed, Tok, col_of, near, parse_int, words
from sandbox.script.look import stack_names
from sandbox.script.names import (
    COLOR_WORDS,
    PLAYER_WORDS,
    STEP_ALIASES,
    ZONE_WORDS,
    find_object,
    has,
    match_name,
    obj_name,
    objects_in,
    parse_player,
    poss,
    split_list,
    zone_ids,
)
from sandbox.symbols import COLOR_NAMES, COLORS, TYPES, format_cost, parse_cost

PROPERTIES = {"name", "types", "type", "subtypes", "subtype", "supertypes", "supertype", "colors", "color",
              "pt", "power", "toughness", "loyalty", "has", "lacks", "counters", "counter", "tapped",
              "untapped", "token", "nontoken", "copying", "controller", "owner", "zone", "damage",
              "abilities", "sick", "attached", "mv", "targets", "not", "is", "chosen", "kicked"}

NONE_WORDS = {"none", "nothing", "empty", "no"}
SINGLE_VALUE = {"pt", "power", "toughness", "loyalty", "mv", "damage", "zone"}
SET_VALUED = {"types", "type", "subtypes", "subtype", "supertypes", "supertype", "colors", "color",
              "counters", "counter"}
"""Properties whose `not` form means "none of these values is among the object's"."""


def _fail(what: str, expected: str, found: str) -> ExpectationFailed:
    return ExpectationFailed(f"expected {what} {expected}, found {found}")


def check(game: Game, toks: list[Tok], seen: Iterable[str] = ()) -> str:
    """Check one fact; ``seen``: names of objects seen earlier (they may have left the game)."""
    if not toks:
        raise CommandError("expected something to check after `expect` (see `help expect`), found nothing")
    head = toks[0]
    key = head.low if not head.quoted else ""
    rest = toks[1:]
    if key == "life":
        return _life(game, rest)
    if key in ("poison", "energy"):
        return _player_counters(game, rest, key)
    if key == "pool":
        return _pool(game, rest)
    if key == "mana-options":
        return _mana_options(game, rest)
    if key == "could-produce":
        return _could_produce(game, rest)
    if key == "stack":
        return _stack(game, rest)
    if key in ("decision", "pending"):
        return _decision(game, rest)
    if key == "options":
        return _options(game, rest)
    if key in ("legal", "illegal"):
        return _legal(game, rest, key == "legal")
    if key in ("step", "turn", "active", "priority", "winner"):
        return _game_fact(game, key, rest)
    if key == "log":
        return _log(game, rest)
    if key == "hand":
        # expect hand you 3
        return _hand(game, rest)
    if re.fullmatch(r"[0-9]+", head.text) or key == "no":
        return _count(game, toks, seen)
    return _object(game, toks)


def _player_counters(game: Game, toks: list[Tok], kind: str) -> str:
    """``expect poison <player> N`` / ``expect energy <player> N``: the player's poison (122.1f)
    or energy (107.14) counters."""
    p, rest = _player_and_value(game, toks, f"`expect {kind} <player> N`")
    if len(rest) != 1:
        raise CommandError(f"expected `expect {kind} <player> N`, found {words(toks)!r}", col_of(toks))
    n = parse_int(rest[0], f"a number of {kind} counters")
    pl = game.state.players[p]
    have = pl.poison if kind == "poison" else pl.energy
    if have != n:
        raise _fail(f"{poss(pl.name)} {kind} counters", str(n), str(have))
    return f"{pl.name} {has(pl.name)} {n} {kind} counter{'s' if n != 1 else ''}"


def _player_and_value(game: Game, toks: list[Tok], what: str) -> tuple[int, list[Tok]]:
    if not toks:
        raise CommandError(f"expected {what}, found nothing")
    first = toks[0].low
    if first in PLAYER_WORDS or first in {p.name.lower() for p in game.state.players}:
        return parse_player(game, toks[:1]), toks[1:]
    # multi-word player names
    for k in range(len(toks) - 1, 1, -1):
        try:
            return parse_player(game, toks[:k]), toks[k:]
        except CommandError:
            pass
    return 0, toks


def _life(game: Game, toks: list[Tok]) -> str:
    p, rest = _player_and_value(game, toks, "`expect life <player> N`")
    if len(rest) != 1:
        raise CommandError(f"expected `expect life <player> N`, found {words(toks)!r}", col_of(toks))
    n = parse_int(rest[0], "a life total")
    pl = game.state.players[p]
    if pl.life != n:
        raise _fail(f"{poss(pl.name)} life", str(n), str(pl.life))
    return f"{pl.name} {has(pl.name)} {n} life"


_MANY = re.compile(r"\{([^{}]*)\}[×x]([0-9]+)")
"""``{G}×27``: many mana of one type, as the pool shows it."""


def _mana_summary(text: str) -> dict[str, int]:
    """Mana per type from ``{G}{G}{C}`` or the compact ``{G}×27{C}`` (as pools are shown)."""
    out: dict[str, int] = {}
    many = [(m.group(1), int(m.group(2))) for m in _MANY.finditer(text)]
    for s, n in [(s, 1) for s in parse_cost(_MANY.sub("", text))] + many:
        if s not in TYPES:
            raise CommandError(f"expected mana like {{G}}{{G}}{{C}} or {{G}}×27, found {{{s}}}")
        out[s] = out.get(s, 0) + n
    return out


def _pool(game: Game, toks: list[Tok]) -> str:
    p, rest = _player_and_value(game, toks, "`expect pool <player> <mana>`")
    pl = game.state.players[p]
    text = words(rest).replace(" ", "")
    if not text:
        raise CommandError("expected mana like {G}{G} or `empty` after `expect pool`, found nothing")
    want = {} if text.lower() in NONE_WORDS else _mana_summary(text)
    have = pl.pool.summary()
    if want != have:
        raise _fail(f"{poss(pl.name)} pool", text if want else "empty", str(pl.pool))
    return f"{poss(pl.name)} pool is {pl.pool}"


def _mana_options(game: Game, toks: list[Tok]) -> str:
    """``expect mana-options <player> {G}{U}, {G}{C}``: exactly these maximal combinations."""
    p, rest = _player_and_value(game, toks, "`expect mana-options <player> <mana>, <mana>, ...`")
    if not rest:
        raise CommandError("expected combinations of mana like {G}{U}, {C}{C} (or `none`) after "
                           "`expect mana-options <player>`, found nothing")
    want = set()
    for group in split_list(game, rest):
        text = words(group).replace(" ", "")
        want.add(frozenset(({} if text.lower() in NONE_WORDS else _mana_summary(text)).items()))
    try:
        have = {frozenset(c.items()) for c in mana_options(game, p)}
    except SandboxError as e:
        raise ExpectationFailed(f"expected {poss(game.state.players[p].name)} mana options, found {e}") from None
    shown = ", ".join(sorted(format_amounts(dict(c)) or "none" for c in have))
    if want != have:
        raise _fail(f"{poss(game.state.players[p].name)} mana options", words(rest), shown)
    return f"{poss(game.state.players[p].name)} mana options are {shown}"


def _could_produce(game: Game, toks: list[Tok]) -> str:
    """``expect could-produce <object> {W}{U}`` (or ``none``): exactly these types (106.7)."""
    cut = next((i for i, t in enumerate(toks) if i and not t.quoted and (t.text.startswith("{") or t.low in NONE_WORDS)), None)
    if cut is None:
        raise CommandError("expected `expect could-produce <object> <types like {W}{U}>` or `... none`", col_of(toks))
    oid = find_object(game, toks[:cut], ["battlefield"])
    text = words(toks[cut:]).replace(" ", "")
    counts = {} if text.lower() in NONE_WORDS else _mana_summary(text)
    if any(n > 1 for n in counts.values()):
        raise CommandError(f"expected each mana type once (could-produce lists types, not amounts), found {text}",
                           toks[cut].col)
    want = set(counts)
    have = set(game.could_produce(oid))
    shown = format_cost(t for t in TYPES if t in have) or "none"
    if want != have:
        raise _fail(f"{game.name(oid)} could produce", text, shown)
    return f"{game.name(oid)} could produce {shown}"


def _plain(name: str) -> str:
    return re.sub(r"\s*#[0-9]+$", "", name).strip().lower()


def _stack(game: Game, toks: list[Tok]) -> str:
    """``expect stack <names>``: the whole stack, top first; ``expect stack top <names>``:
    only its top items."""
    have = stack_names(game)
    top = bool(toks) and toks[0].low == "top" and not toks[0].quoted and len(toks) > 1
    if top:
        toks = toks[1:]
    if not toks:
        raise CommandError("expected `expect stack empty` or names top to bottom, found nothing")
    if len(toks) == 1 and toks[0].low in NONE_WORDS and not top:
        want: list[str] = []
    else:
        # a name with a comma stays whole, "Trostani, Selesnya's Voice trigger" too
        suffixed = [f"{_plain(h)}{suffix}" for h in have for suffix in ("", " trigger", " ability", " spell")]
        want = [words(g) for g in split_list(game, toks, suffixed)]
    kinds = ["ability" if game.obj(s).kind == "ability" else "spell" for s in reversed(zone_ids(game, "stack"))]
    found = ", ".join(h + (" (ability)" if k == "ability" else "") for h, k in zip(have, kinds, strict=False)) or "an empty stack"
    compared = have[:len(want)] if top else have
    if len(want) != len(compared) or any(not _stack_item_eq(w, h, k) for w, h, k in zip(want, compared, kinds, strict=False)):
        hint = "" if top or len(want) >= len(have) else f" (to check only the top: expect stack top {', '.join(want)})"
        raise _fail("the top of the stack" if top else "the stack (top first)", ", ".join(want) or "empty", found + hint)
    return f"{'top of the stack' if top else 'stack'} is {', '.join(want) if top else found}"


def _stack_item_eq(want: str, have: str, kind: str) -> bool:
    """A name, or "<name> trigger|ability" for an ability, "<name> spell" for a spell."""
    w = want.strip()
    for suffix, need in ((" trigger", "ability"), (" ability", "ability"), (" spell", "spell")):
        if w.lower().endswith(suffix) and not _name_eq(w, have):
            return kind == need and _name_eq(w[:-len(suffix)], have)
    return _name_eq(w, have)


def _name_eq(want: str, have: str) -> bool:
    w = want.strip().lower()
    return w == have.lower() or w == _plain(have)


def _decision(game: Game, toks: list[Tok]) -> str:
    d = game.pending
    if not toks:
        if d is None:
            raise _fail("a pending decision", "", "none")
        return f"pending: {d.kind} ({d.prompt})"
    want = toks[0].low
    who = None
    if len(toks) > 2 and toks[1].low in ("for", "by"):
        who = parse_player(game, toks[2:])
    elif len(toks) > 1:
        raise CommandError(f"expected the end of the check or `for <player>`, found {words(toks[1:])!r}", toks[1].col)
    if want in NONE_WORDS:
        if d is not None:
            raise _fail("no pending decision", "", f"{d.kind}: {d.prompt}".strip())
        return "no decision is pending"
    if d is None:
        raise _fail("a pending decision of kind", want, "none")
    if d.kind != want:
        raise _fail("a pending decision of kind", want, f"{d.kind} ({d.prompt})")
    if who is not None and d.player != who:
        raise _fail("the decision to be made by", game.state.players[who].name, game.state.players[d.player].name)
    return f"pending: {d.kind} ({d.prompt})"


def _options(game: Game, toks: list[Tok]) -> str:
    d = game.pending
    if d is None:
        raise _fail("a pending decision with options", words(toks), "no pending decision")
    have = [o.label for o in d.options]
    names = [_label_name(h) for h in have]
    want = [words(g) for g in split_list(game, toks, have + names)] \
        if not (len(toks) == 1 and toks[0].low in NONE_WORDS) else []
    if not _each_matches_one(want, have):
        raise _fail("the options", ", ".join(want) or "none", ", ".join(have) or "none")
    return f"options: {', '.join(have)}"


def _label_name(label: str) -> str:
    """An option's label without its id and what follows ("Grizzly Bears #4 (tapped)" ->
    "Grizzly Bears"), so an option may be named as its object is."""
    return re.split(r"\s+#[0-9]+", label, maxsplit=1)[0].strip()


def _each_matches_one(want: list[str], have: list[str]) -> bool:
    """Each wanted option names a different one of ``have``, and none is left: by its whole
    label, its label without the id, or its name alone."""
    if len(want) != len(have):
        return False
    left = list(have)
    # the most specific names first, so "Bears" doesn't take the option "Bears #4" needs
    for w in sorted(want, key=len, reverse=True):
        low = w.strip().lower()
        hit = next((h for h in left if low == h.lower()), None) or next((h for h in left if low == _plain(h)), None) \
            or next((h for h in left if low == _label_name(h).lower()), None)
        if hit is None:
            return False
        left.remove(hit)
    return True


def _legal(game: Game, toks: list[Tok], want_legal: bool) -> str:
    text = " ".join(t.text if not t.quoted else f'"{t.text}"' for t in toks)
    if not toks:
        raise CommandError(f"expected a command after `expect {'legal' if want_legal else 'illegal'}`, found nothing")
    name, _ = commands.parse(text)
    if name not in ("cast", "play", "activate", "turn", "ninjutsu", "suspend", "foretell", "tap", "pay", "choose", "pass", "resolve", "next", "attack", "block"):
        raise CommandError(f"expected a play command (cast, activate, tap, choose, attack, ...), found {toks[0].text!r}",
                           toks[0].col)
    if game.pending is not None:
        # only an answer can be legal now; try it on a copy that keeps the pending action
        trial = _clone_with_pending(game)
    else:
        trial = Game(pickle.loads(game._snapshot()), game.db)
        trial.refs = dict(game.refs)
        trial.log = list(game.log)
    try:
        n, args = commands.parse(text)
        commands.COMMANDS[n](trial, args)
        ok, why = True, ""
    except CommandError as e:
        if e.unknown:
            raise CommandError(f"can't check `{text}`: {e}", e.column) from None
        ok, why = False, str(e)
    except SandboxError as e:
        ok, why = False, str(e)
    if ok != want_legal:
        raise _fail(f"`{text}` to be", "legal" if want_legal else "illegal", "legal" if ok else f"illegal: {why}")
    return f"`{text}` is {'legal' if ok else 'illegal'}" + (f" ({why})" if why else "")


def _clone_with_pending(game: Game) -> Game:
    """A copy of the game with the same pending decision (replays the pending action)."""
    txn = game._txn
    assert txn is not None, "_clone_with_pending needs a pending decision"
    trial = Game(thaw(txn.snapshot), game.db)
    trial.refs = dict(game.refs)
    trial.log = list(game.log[:txn.log_len])
    trial._run(txn.again())
    return trial


def _game_fact(game: Game, key: str, toks: list[Tok]) -> str:
    st = game.state
    if not toks:
        raise CommandError(f"expected a value after `expect {key}`, found nothing")
    if key == "turn":
        n = parse_int(toks[0], "a turn number", 1, 1_000_000)
        if st.turn != n:
            raise _fail("turn", str(n), str(st.turn))
        return f"turn {n}"
    if key == "step":
        w = "_".join(t.low for t in toks)
        step = STEP_ALIASES.get(w, w)
        if step not in STEPS:
            raise CommandError(f"expected a step ({', '.join(STEPS)}), found {words(toks)!r}", toks[0].col)
        if st.step != step:
            raise _fail("the step", step, st.step)
        return f"step {step}"
    if key in ("active", "priority"):
        p = parse_player(game, toks)
        have = st.active if key == "active" else st.priority
        if have != p:
            found = st.players[have].name if have is not None else "nobody"
            raise _fail(f"{'the active player' if key == 'active' else 'priority'} to be", st.players[p].name, found)
        return f"{key}: {st.players[p].name}"
    # winner
    if toks[0].low in NONE_WORDS:
        if st.winner is not None:
            raise _fail("no winner", "", st.players[st.winner].name + " won")
        return "no winner yet"
    p = parse_player(game, toks)
    if st.winner != p:
        raise _fail("the winner to be", st.players[p].name, st.players[st.winner].name if st.winner is not None else "no winner")
    return f"{st.players[p].name} won"


def _log(game: Game, toks: list[Tok]) -> str:
    neg = bool(toks) and toks[0].low == "not"
    if neg:
        toks = toks[1:]
    if toks and toks[0].low == "contains":
        toks = toks[1:]
    text = words(toks)
    if not text:
        raise CommandError("expected text to find in the log, found nothing")
    hit = next((str(e) for e in game.log if text.lower() in str(e).lower()), None)
    if neg and hit:
        raise _fail("no log entry containing", repr(text), repr(hit))
    if not neg and not hit:
        last = str(game.log[-1]) if game.log else "an empty log"
        raise _fail("a log entry containing", repr(text), f"none (last: {last!r})")
    return f"log {'lacks' if neg else 'has'} {text!r}"


def _hand(game: Game, toks: list[Tok]) -> str:
    p, rest = _player_and_value(game, toks, "`expect hand <player> N`")
    if len(rest) != 1:
        raise CommandError(f"expected `expect hand <player> N`, found {words(toks)!r}", col_of(toks))
    n = parse_int(rest[0], "a number of cards", 0)
    have = len(zone_ids(game, "hand", p))
    if have != n:
        raise _fail(f"{poss(game.state.players[p].name)} hand to hold", f"{n} card(s)", str(have))
    return f"{game.state.players[p].name} {has(game.state.players[p].name)} {n} card(s) in hand"


def _count(game: Game, toks: list[Tok], seen: Iterable[str] = ()) -> str:
    # expect N <name> [in|on <zone>] [for|of|under <player>]
    n = 0 if toks[0].low == "no" else parse_int(toks[0], "a count", 0, 1_000_000)
    rest = toks[1:]
    zone, player = "battlefield", None
    # trailing "for|of|under|controlled by <player>", then "in|on <zone>"
    for k in range(len(rest) - 1, 0, -1):
        if rest[k - 1].low in ("for", "of", "under", "by") and not rest[k - 1].quoted:
            try:
                player = parse_player(game, rest[k:])
            except CommandError:
                continue
            rest = rest[:k - 1]
            if rest and rest[-1].low == "controlled":
                rest = rest[:-1]
            break
    if len(rest) >= 2 and rest[-2].low in ("in", "on") and not rest[-2].quoted:
        z = rest[-1]
        zone = "stack" if z.low == "stack" else ZONE_WORDS.get(z.low, "")
        if not zone:
            raise CommandError(f"expected a zone (battlefield, hand, graveyard, library, exile, stack), found {z.text!r}"
                               f"{near(z.text, list(ZONE_WORDS) + ['stack'])}", z.col)
        rest = rest[:-2]
    status = set()
    while rest and rest[0].low in ("tapped", "untapped", "token", "tokens", "nontoken", "attacking") and not rest[0].quoted and len(rest) > 1:
        status.add(rest[0].low.rstrip("s") if rest[0].low == "tokens" else rest[0].low)
        rest = rest[1:]
    name_toks = rest
    if not name_toks:
        raise CommandError("expected a name after the count, found nothing", col_of(toks[1:], toks[0].col))
    where = ("on the battlefield" if zone == "battlefield" else f"in the {zone}") + \
        (f" ({game.state.players[player].name})" if player is not None else "")
    try:
        name = _count_name(game, name_toks, seen)
    except CommandError as e:
        if n or not e.unknown:
            raise
        # "expect no <name>" holds when nothing has that name, even a name no card of the
        # library has (a back face, a card of another set): said, with the nearest names.
        unknown = words(name_toks)
        return f"0 {unknown} {where}: no card or object is named so{near(unknown, list(_known_names(game, seen).values()))}"
    have = [o for o in objects_in(game, [zone], player) if _name_eq(name, obj_name(game, o))
            and all(_status_ok(game, o, w) for w in status)]
    if status:
        name = " ".join(sorted(status)) + " " + name
    if len(have) != n:
        raise ExpectationFailed(f"expected {n} {name} {where}, found {len(have)}")
    return f"{n} {name} {where}"


def _status_ok(game: Game, oid: int, word: str) -> bool:
    obj = game.obj(oid)
    return {"tapped": obj.tapped, "untapped": not obj.tapped, "token": obj.kind == "token",
            "nontoken": obj.kind != "token", "attacking": obj.attacking is not None}[word]


def _known_names(game: Game, seen: Iterable[str]) -> dict[str, str]:
    """Every name an object could be counted by (lower case -> name): the library's cards, back
    faces (712.8: what a transformed permanent is called), objects, what left, names seen."""
    known = {c.name.lower(): c.name for c in game.db}
    known.update({c.back.name.lower(): c.back.name for c in game.db if c.back is not None})
    known.update({obj_name(game, o).lower(): obj_name(game, o) for o in game.state.objects})
    known.update({lk.chars.name.lower(): lk.chars.name for lk in game.state.lki.values()})
    known.update({n.lower(): n for n in seen})
    return known


def _count_name(game: Game, toks: list[Tok], seen: Iterable[str]) -> str:
    """The full name meant: an exact name, a plural ("Islands"), or a unique prefix of a name."""
    name = words(toks)
    low = name.lower()
    known = _known_names(game, seen)
    if low not in known and low.endswith("s") and low[:-1] in known:
        return known[low[:-1]]  # a plural: "Islands"
    return match_name(name, known, toks, f"expected a card or object name, found {name!r}")


# ------------------------------------------------------------------ object checks

def _words_set(toks: list[Tok]) -> set[str]:
    out = set()
    for t in toks:
        if t.text in (",",):
            continue
        out.add(t.low)
    return out - NONE_WORDS


def _colors(toks: list[Tok]) -> frozenset[str]:
    out = set()
    for t in toks:
        if t.low in NONE_WORDS or t.low == "colorless" or t.text == ",":
            continue
        c = COLOR_WORDS.get(t.low)
        if c is None or c == "C":
            raise CommandError(f"expected a color (white, blue, black, red, green, colorless), found {t.text!r}", t.col)
        out.add(c)
    return frozenset(out)


def _object(game: Game, toks: list[Tok]) -> str:
    # the object is everything before the first property word (quote a name that contains one)
    splits = [i for i, t in enumerate(toks) if i > 0 and not t.quoted and t.low in PROPERTIES]
    if not splits:
        _no_property(game, toks)
    # the longest run of words that names an object ("Knight Token token")
    oid, split, first_err = None, splits[0], None
    for i in reversed(splits):
        try:
            oid = find_object(game, toks[:i])
            split = i
            break
        except CommandError as e:
            if "ambiguous" in str(e) and first_err is None:
                first_err = e
            last_err = e
    if oid is None:
        raise first_err or last_err
    rest = toks[split:]
    neg = False
    while rest and rest[0].low in ("is", "not"):
        if neg and rest[0].low == "not":
            raise CommandError("expected one `not` before the property, found two", rest[0].col)
        neg = neg or rest[0].low == "not"
        rest = rest[1:]
    if not rest:
        raise CommandError("expected a property after the object, found nothing", toks[-1].col)
    prop, val = rest[0].low, rest[1:]
    if prop in SINGLE_VALUE and len(val) > 1:
        raise CommandError(f"expected one value after {prop!r}, found {words(val)!r}", val[1].col)
    if neg and prop in SET_VALUED:
        ok, what, expected, found = _none_among(game, oid, prop, val, rest[0])
        if not ok:
            raise _fail(f"{game.name(oid)} {what}", expected, found)
        return f"{game.name(oid)} {what} {expected}"
    ok, what, expected, found = _property(game, oid, prop, val, rest[0])
    if ok == neg:
        raise _fail(f"{game.name(oid)} {'not ' if neg else ''}{what}", expected, found)
    return " ".join(x for x in (game.name(oid), "not" if neg else "", what, expected) if x)


def _no_property(game: Game, toks: list[Tok]) -> None:
    """Explain a check with no known property: an unknown property after an object, or no object."""
    for k in range(len(toks) - 1, 0, -1):
        try:
            find_object(game, toks[:k])
        except CommandError:
            continue
        bad = toks[k]
        raise CommandError(f"expected a property of {toks[k - 1].text if k == 1 else words(toks[:k])} "
                           f"(see `help expect`), found {bad.text!r}{near(bad.text, sorted(PROPERTIES))}", bad.col)
    raise CommandError(f"expected `expect <object> <property> [value]` or another check (see `help expect`), "
                       f"found {words(toks)!r}", col_of(toks))


def _none_among(game: Game, oid: int, prop: str, val: list[Tok], ptok: Tok) -> tuple[bool, str, str, str]:
    """`not <property> <values>` for a set-valued property: none of the values is among the
    object's ("not subtypes Bear" fails for a Bear Construct); `not <property> none`: it has some."""
    c = game.chars(oid)
    obj = game.obj(oid)
    if not val:
        raise CommandError(f"expected values after 'not {prop}', found nothing", ptok.col)
    if prop in ("colors", "color"):
        have = [COLOR_NAMES[x] for x in COLORS if x in c.colors]
        want = [COLOR_NAMES[x] for x in COLORS if x in _colors(val)]
        if not want:  # not colorless
            return bool(have), "not colorless", "", " ".join(have) or "colorless"
        label = "colors"
    elif prop in ("counters", "counter"):
        have = [k for k, n in obj.counters.items() if n]
        want = [t.text for t in val if t.text != "," and t.low not in NONE_WORDS]
        if len(want) == 2 and re.fullmatch(r"[0-9]+", want[1]):
            raise CommandError(f"expected counter kinds after 'not counters' (`not counters +1/+1`), found {words(val)!r}", val[1].col)
        label = "counters"
    else:
        attr = "supertypes" if prop.startswith("super") else "card_types" if prop.startswith("type") else "subtypes"
        have = list(getattr(c, attr))
        want = [t.text for t in val if t.text != "," and t.low not in NONE_WORDS]
        label = {"card_types": "card types", "subtypes": "subtypes", "supertypes": "supertypes"}[attr]
    if not want:
        return bool(have), f"with some {label}", "", "none"
    hits = [w for w in want if w.lower() in {h.lower() for h in have}]
    return not hits, f"with none of the {label}", " ".join(want), " ".join(have) or "none"


def _property(game: Game, oid: int, prop: str, val: list[Tok], ptok: Tok) -> tuple[bool, str, str, str]:
    c = game.chars(oid)
    obj = game.obj(oid)
    st = game.state
    def need(what: str) -> None:
        if not val:
            raise CommandError(f"expected {what} after {prop!r}, found nothing", ptok.col)
    if prop == "name":
        need("a name")
        w = words(val)
        return c.name.lower() == w.lower(), "named", w, c.name
    if prop in ("types", "type", "subtypes", "subtype", "supertypes", "supertype"):
        attr = {"t": "card_types", "s": "subtypes"}[prop[0]] if not prop.startswith("super") else "supertypes"
        need("types (or none)")
        have = getattr(c, attr)
        want: Collection[str] = _words_set(val)
        label = {"card_types": "card types", "subtypes": "subtypes", "supertypes": "supertypes"}[attr]
        return {h.lower() for h in have} == want, f"with {label}", " ".join(sorted(want)) or "none", " ".join(have) or "none"
    if prop in ("colors", "color"):
        need("colors (or colorless)")
        want = _colors(val)
        have = " ".join(COLOR_NAMES[x] for x in COLORS if x in c.colors) or "colorless"
        return frozenset(c.colors) == want, "with colors", " ".join(COLOR_NAMES[x] for x in COLORS if x in want) or "colorless", have
    if prop == "pt":
        need("power/toughness like 3/3")
        if val[0].low in NONE_WORDS:  # 208.3: a noncreature permanent has none
            have = f"{c.power}/{c.toughness}" if c.power is not None else "no power/toughness"
            return c.power is None and c.toughness is None, "with power/toughness", "none", have
        m = re.fullmatch(r"(-?[0-9]+)/(-?[0-9]+)", val[0].text)
        if not m:
            raise CommandError(f"expected power/toughness like 3/3, found {val[0].text!r}", val[0].col)
        have = f"{c.power}/{c.toughness}" if c.power is not None else "no power/toughness"
        return (c.power, c.toughness) == (int(m.group(1)), int(m.group(2))), "with power/toughness", val[0].text, have
    if prop in ("power", "toughness", "damage", "mv"):
        need("a number")
        n = parse_int(val[0], "a number")
        have = {"power": c.power, "toughness": c.toughness, "damage": obj.damage,
                "mv": layers.mana_value_of(c, obj)}[prop]
        label = {"mv": "with mana value", "damage": "with damage"}.get(prop, f"with {prop}")
        return have == n, label, str(n), str(have)
    if prop == "loyalty":
        need("a number")
        n = parse_int(val[0], "a loyalty number")
        have = obj.counters.get("loyalty", 0) if obj.zone == "battlefield" else c.loyalty
        return have == n, "with loyalty", str(n), str(have)
    if prop in ("has", "lacks"):
        need("an ability (keyword or text)")
        w = words(val).lower()
        have = [a.text or getattr(a, "name", "") or a.kind for a in c.abilities]
        if w in KEYWORDS:  # a keyword means the keyword ability, not a text that mentions it (a striation's)
            hit = c.has_keyword(w)
        else:
            hit = any(w == getattr(a, "name", "").lower() or w in (a.text or "").lower() for a in c.abilities)
        ok = hit if prop == "has" else not hit
        return ok, "has" if prop == "has" else "lacks", repr(words(val)), "abilities: " + (" | ".join(have) or "none")
    if prop == "abilities":
        need("a number of abilities or none")
        n = 0 if val[0].low in NONE_WORDS else parse_int(val[0], "a number of abilities", 0)
        have = [a.text or a.kind for a in c.abilities]
        return len(have) == n, "with abilities:", str(n), f"{len(have)} ({' | '.join(have) or 'none'})"
    if prop in ("counters", "counter"):
        need("`<kind> N` or none")
        if len(val) == 1 and val[0].low in NONE_WORDS:
            have = ", ".join(f"{n} {k}" for k, n in obj.counters.items()) or "none"
            return not obj.counters, "with counters", "none", have
        if len(val) != 2:
            raise CommandError(f"expected `counters <kind> N` (like `counters +1/+1 2`), found {words(val)!r}", val[0].col)
        kind, n = val[0].text, parse_int(val[1], "a number of counters", 0)
        have = obj.counters.get(kind, 0)
        return have == n, f"with {kind} counters", str(n), str(have)
    if prop == "chosen":
        need("`type Elf`, `color green`, `opponent <player>`, `name <card>` or none")
        have_all = chosen_values(game, oid)
        shown = "; ".join(f"{k} {v}" for k, v in have_all.items()) or "none"
        if len(val) == 1 and val[0].low in NONE_WORDS:
            return not have_all, "with chosen", "none", shown
        what = val[0].low
        if what not in CHOSEN.values() or len(val) < 2:
            raise CommandError(f"expected `chosen <{'|'.join(CHOSEN.values())}> <value>`, found {words(val)!r}", val[0].col)
        want = words(val[1:])
        return have_all.get(what, "").lower() == want.lower(), f"with chosen {what}", want, shown
    if prop == "kicked":
        if val:
            raise CommandError(f"expected the end of the check after 'kicked', found {words(val)!r}", val[0].col)
        return bool(obj.chosen.get("kicked")), "", "kicked", "not kicked"
    if prop in ("tapped", "untapped", "token", "nontoken", "sick"):
        if val:
            raise CommandError(f"expected the end of the check after {prop!r}, found {words(val)!r}", val[0].col)
        if prop == "tapped":
            return obj.tapped, "", "tapped", "untapped"
        if prop == "untapped":
            return not obj.tapped, "", "untapped", "tapped"
        is_token = obj.kind == "token"
        if prop == "token":
            return is_token, "", "a token", "a card" if obj.kind == "card" else obj.kind
        if prop == "nontoken":
            return not is_token, "", "not a token", "a token"
        sick = obj.zone == "battlefield" and game.is_sick(oid)
        return sick, "", "summoning sick", "not summoning sick" if not sick else "summoning sick"
    if prop == "copying":
        need("a name or nothing")
        orig = obj.copies[-1].original if obj.copies else ""
        have = _plain(re.sub(r"\s*\([^()]*\)$", "", orig))  # "Siege Rhino #8 (Clone)": a copy's label
        inner = re.search(r"\(([^()]*)\)$", orig)
        if inner and inner.group(1).lower() == words(val).lower():
            have = inner.group(1).lower()
        if len(val) == 1 and val[0].low in NONE_WORDS:
            return not obj.copies, "copying", "nothing", obj.copies[-1].original if obj.copies else "nothing"
        w = words(val).lower()
        return have == w or (bool(obj.copies) and obj.copies[-1].original.lower() == w), "copying", words(val), \
            obj.copies[-1].original if obj.copies else "nothing"
    if prop in ("controller", "owner"):
        need("a player")
        p = parse_player(game, val)
        have = game.controller(oid) if prop == "controller" else obj.owner
        return have == p, f"with {prop}", st.players[p].name, st.players[have].name
    if prop == "zone":
        need("a zone")
        z = "stack" if val[0].low == "stack" else ZONE_WORDS.get(val[0].low)
        if z is None:
            raise CommandError(f"expected a zone, found {val[0].text!r}", val[0].col)
        return obj.zone == z, "in", z, obj.zone
    if prop == "attached":
        need("an object or nothing")
        if val[0].low in ("to",):
            val = val[1:]
        if len(val) == 1 and val[0].low in NONE_WORDS:
            return obj.attached_to is None, "attached to", "nothing", game.name_lk(obj.attached_to) if obj.attached_to else "nothing"
        t = find_object(game, val, ["battlefield"])
        return obj.attached_to == t, "attached to", game.name(t), game.name_lk(obj.attached_to) if obj.attached_to else "nothing"
    if prop == "targets":
        need("targets (or none)")
        have = [target_name(game, t) for t in obj.targets]
        if len(val) == 1 and val[0].low in NONE_WORDS:
            return not have, "targeting", "nothing", ", ".join(have) or "nothing"
        want = [words(g) for g in split_list(game, val)]
        def same(w: str, h: str) -> bool:
            w = w.lower()
            return _name_eq(w, h) or (w in PLAYER_WORDS and h == game.state.players[PLAYER_WORDS[w]].name)
        ok = len(want) == len(have) and all(same(w, h) for w, h in zip(want, have, strict=False))
        return ok, "targeting", ", ".join(want), ", ".join(have) or "nothing"
    raise CommandError(f"expected a property, found {prop!r}", ptok.col)
