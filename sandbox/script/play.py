"""Play commands: cast, activate, tap, pay, plan, choose, pass, resolve, next, attack, block."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from sandbox.cards.model import Activated, ManaAbility
from sandbox.core.actions import (
    Action,
    Activate,
    Cast,
    Foretell,
    Ninjutsu,
    Pass,
    PlayLand,
    Suspend,
    TurnFaceUp,
    cast_halves,
)
from sandbox.core.casting import aura_requirement, flashback_cost
from sandbox.core.foretell import foretold_cost
from sandbox.core.mana import production
from sandbox.core.mana.paying import paid, perform_plan
from sandbox.core.mana.planning import plan_for
from sandbox.core.state import PHASE_OF
from sandbox.core.targeting import target_ok
from sandbox.errors import SandboxError
from sandbox.script.lexer import CommandError, CommandResult, Tok, col_of, near, parse_int, take_until, words
from sandbox.script.names import (
    COLOR_WORDS,
    PLAYER_WORDS,
    STEP_ALIASES,
    TARGET_WORDS,
    find_object,
    opt_value,
    options_hint,
    parse_play_options,
    parse_player,
    poss,
    split_list,
    status,
    zone_ids,
)
from sandbox.symbols import COLOR_NAMES, TYPES, format_cost

if TYPE_CHECKING:
    from sandbox.cards.model import Target
    from sandbox.core.game import Game
    from sandbox.core.mana.planning import PlannedCost
    from sandbox.core.mana.solver import PaymentPlan

# ------------------------------------------------------------------ play commands

def _pay_first(game: Game, toks: list[Tok]) -> list[Tok]:
    """``... paying <source>, <source>``: tap those sources for mana first (601.2g)."""
    head, tail = take_until(toks, {"paying", "using"})
    if tail:
        if len(tail) == 1:
            raise CommandError(f"expected mana sources after {tail[0].text!r}, found nothing", tail[0].col)
        for group in split_list(game, tail[1:]):
            cmd_tap(game, group)
    return head


def _without(game: Game, toks: list[Tok]) -> tuple[list[Tok], tuple[int, ...]]:
    """Take out ``without <source>, <source>`` (up to ``paying``/``targets`` or the end):
    sources the payment plan must not use."""
    head, tail = take_until(toks, {"without"})
    if not tail:
        return toks, ()
    part, after = take_until(tail[1:], {"paying", "using", "divided"} | set(TARGET_WORDS))
    if not part:
        raise CommandError(f"expected mana sources after {tail[0].text!r}, found nothing", tail[0].col)
    p = game.state.priority
    prefer = [lambda o: game.controller(o) == p and not game.obj(o).tapped, lambda o: game.controller(o) == p]
    return head + after, tuple(find_object(game, g, ["battlefield"], what="a mana source", prefer=prefer)
                               for g in split_list(game, part))


def _divided(toks: list[Tok]) -> tuple[list[Tok], tuple[int, ...] | None]:
    """Take out ``divided <n>, <n>, ...`` (the last option): the shares of an amount divided
    among the targets, in the order the targets are given (601.2d)."""
    head, tail = take_until(toks, {"divided"})
    if not tail:
        return toks, None
    nums = [t for t in tail[1:] if t.text != ","]
    if not nums:
        raise CommandError(f"expected the shares after {tail[0].text!r}, one number for each target (601.2d)", tail[0].col)
    return head, tuple(parse_int(t, "a share of the divided amount", 1, 1000) for t in nums)


def _plan(game: Game, oid: int, idx: int | None, x: int | None, exclude: tuple[int, ...],
          kicked: bool = False, halves: tuple[int, ...] = ()) -> tuple[PlannedCost, PaymentPlan]:
    pc, plan = plan_for(game, oid, idx, x, exclude=exclude, kicked=kicked, halves=halves)
    if pc.needs_x:
        raise CommandError(f"{pc.what} has X in its cost: add x=N")
    return pc, plan


def _paying_without(game: Game, action: Cast | Activate, idx: int | None, exclude: tuple[int, ...]) -> Cast | Activate:
    """``without <sources>``: the action, paying first by the plan that avoids those sources."""
    if not exclude:
        return action
    oid = action.card if isinstance(action, Cast) else action.obj
    pc, plan = _plan(game, oid, idx, action.x, exclude, isinstance(action, Cast) and action.kicked,
                     cast_halves(action) if isinstance(action, Cast) else ())
    if not plan.ok:
        raise CommandError(f"can't pay for {pc.what} without {', '.join(game.name(e) for e in exclude)}: {plan.problem}")
    return paid(game, plan, action)


def _plan_object(game: Game, toks: list[Tok]) -> tuple[PlannedCost, PaymentPlan]:
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


def cmd_plan(game: Game, toks: list[Tok]) -> CommandResult:
    pc, plan = _plan_object(game, toks)
    return CommandResult(True, f"{pc.what}: " + plan.explain(), kind="look")


def _spell_target_test(game: Game, head: list[Tok], p: int) -> Callable[[Any], bool] | None:
    """Which targets the card named by ``head`` (in hand or graveyard) could take as a spell
    cast by ``p``: any of its requirements, its modes' or its enchant ability's (115.1, 303.4a);
    None when ``head`` names no one card."""
    try:
        oid = find_object(game, head, ["hand", "graveyard"], prefer=lambda o: game.obj(o).owner == p)
    except CommandError:
        return None
    chars = game.chars(oid)
    card = game.obj(oid).card
    reqs: tuple[Target, ...] = ()
    if card and card in game.db:
        cdef = game.db.get(card)
        reqs = cdef.targets + tuple(t for mode in cdef.modes for t in mode.targets)
    aura = aura_requirement(chars)
    if aura is not None:
        reqs += (aura,)
    return lambda t: any(target_ok(game, t, req, p, oid, chars.colors) for req in reqs)


def cmd_cast(game: Game, toks: list[Tok]) -> CommandResult:
    face_down = [t.low for t in toks[-2:]] == ["face", "down"]
    toks = toks[:-2] if face_down else toks
    toks, exclude = _without(game, toks)
    toks = _pay_first(game, toks)
    kicks = 0  # 702.33c: "cast <card> kicked 3 times" (multikicker)
    for i, t in enumerate(toks[:-2]):
        if t.low == "kicked" and not t.quoted and toks[i + 1].low.isdigit() and toks[i + 2].low in ("time", "times"):
            kicks, toks = int(toks[i + 1].low), toks[:i] + toks[i + 3:]
            break
    kicked = any(t.low == "kicked" and not t.quoted for t in toks)  # 702.33d: "cast <card> kicked"
    toks = [t for t in toks if t.quoted or t.low != "kicked"]
    fused = any(t.low == "fused" and not t.quoted for t in toks)  # 702.102a: "cast Wear // Tear fused"
    toks = [t for t in toks if t.quoted or t.low != "fused"]
    half = None  # 709.3: "cast Dead // Gone half 2"
    for i, t in enumerate(toks[:-1]):
        if t.low == "half" and not t.quoted and toks[i + 1].low in ("1", "2"):
            half, toks = int(toks[i + 1].low) - 1, toks[:i] + toks[i + 2:]
            break
    with_cost = ""
    if len(toks) >= 2 and [t.low for t in toks[-2:-1]] == ["with"] and toks[-1].low in _WITH_COSTS and not toks[-1].quoted:
        with_cost, toks = toks[-1].low, toks[:-2]  # "cast Mulldrifter with evoke" (702.74a, 702.109a, 702.27a)
    toks, divided = _divided(toks)
    st = game.state
    p = st.priority if st.priority is not None else st.active
    x, targets, rest = parse_play_options(game, toks, lambda head: _spell_target_test(game, head, p))
    try:
        oid = find_object(game, rest, ["hand"], what="a card",
                          prefer=lambda o: game.obj(o).owner == p)
    except CommandError as err:
        oid = _cast_from_elsewhere(game, rest, p, err)
    c = game.chars(oid)
    card_name = game.obj(oid).card
    card = game.db.get(card_name) if card_name and card_name in game.db else None
    modal = card is not None and card.modal
    if modal and half is not None:  # 712.12: "cast Spikefield Hazard half 2" plays its land back face
        assert card is not None
        c = card.halves[half].chars
    if "Land" in c.card_types:
        if x is not None or targets or divided is not None:
            raise CommandError(f"a land is played, not cast: found options after {c.name}", col_of(rest))
        game.perform(PlayLand(oid, face=half if modal else None))
        return CommandResult(True, f"played {c.name}; {status(game)}", kind="play")
    if face_down:
        if divided is not None:
            raise CommandError("a face-down spell divides nothing (702.37c)", col_of(rest))
        game.perform(Cast(oid, x, targets, exclude=exclude, face_down=True))
        return CommandResult(True, f"cast {c.name} face down; {status(game)}", kind="play")
    if half is not None or fused:
        game.perform(_paying_without(game, Cast(oid, x, targets, half=half, fused=fused), None, exclude))
        what = " fused" if fused else f" as {game.chars(game.state.stack[-1]).name}" if game.state.stack else ""
        return CommandResult(True, f"cast {c.name}{what}; {status(game)}", kind="play")
    if with_cost:
        game.perform(Cast(oid, x, targets, exclude=exclude, kicked=kicked, with_cost=with_cost, divided=divided))
        return CommandResult(True, f"cast {c.name} with {with_cost}; {status(game)}", kind="play")
    game.perform(_paying_without(game, Cast(oid, x, targets, kicked=kicked, divided=divided, kicks=kicks), None, exclude))
    how = " kicked" if kicked else f" kicked {kicks} time(s)" if kicks else ""
    return CommandResult(True, f"cast {c.name}{how}; {status(game)}", kind="play")


def _cast_from_elsewhere(game: Game, rest: list[Tok], p: int, err: CommandError) -> int:
    """A card to cast that isn't in a hand: one with flashback, jump-start, aftermath, retrace,
    escape or disturb in its owner's graveyard (702.34a, 702.133a, 702.127a, 702.81a, 702.138a,
    702.146a), one its caster foretold on an earlier turn (702.143a), or one its caster exiled on
    an adventure (715.3d); else ``err`` (no such card in hand)."""
    try:
        oid = find_object(game, rest, ["graveyard"], what="a card", player=p, prefer=lambda o: game.obj(o).owner == p)
        if flashback_cost(game.chars(oid)) is not None or any(game.chars(oid).has_keyword(k) for k in
                                                              ("jump-start", "aftermath", "retrace", "escape", "disturb")):
            return oid
    except CommandError:
        pass
    try:
        oid = find_object(game, rest, ["exile"], what="a card", player=p,
                          prefer=lambda o: game.obj(o).chosen.get("adventure_by") == p)
        if game.obj(oid).chosen.get("adventure_by") == p or foretold_cost(game, oid, p) is not None:
            return oid  # 715.3d; 702.143a
    except CommandError:
        pass
    raise err from None


_WITH_COSTS = ("evoke", "dash", "buyback", "bestow", "surge", "casualty", "disturb", "entwine")
"""The keyword costs a spell may be cast with: "cast <card> [targets ...] with evoke" (118.8, 118.9)."""


def cmd_ninjutsu(game: Game, toks: list[Tok]) -> CommandResult:
    """ninjutsu <card> returning <attacker>: activate ninjutsu from your hand (702.49a)."""
    words_ = [t.low for t in toks]
    if "returning" not in words_:
        raise CommandError("expected: ninjutsu <card> returning <unblocked attacker>", col_of(toks) if toks else 0)
    cut = words_.index("returning")
    p = game.state.priority
    card = find_object(game, toks[:cut], ["hand"], what="a card with ninjutsu", prefer=lambda o: game.obj(o).owner == p)
    attacker = find_object(game, toks[cut + 1:], ["battlefield"], what="an unblocked attacker",
                           prefer=lambda o: game.controller(o) == p)
    name, returned = game.name(card), game.name(attacker)
    game.perform(Ninjutsu(card, attacker))
    return CommandResult(True, f"ninjutsu: {name}, returning {returned}; {status(game)}", kind="play")


def cmd_suspend(game: Game, toks: list[Tok]) -> CommandResult:
    """suspend <card>: exile a card with suspend from your hand for its suspend cost, with its
    time counters (a special action, 116.2f, 702.62a)."""
    return _special_from_hand(game, toks, "suspend", Suspend, "suspended")


def cmd_foretell(game: Game, toks: list[Tok]) -> CommandResult:
    """foretell <card>: during your turn, pay {2} and exile a card with foretell from your hand
    face down (a special action, 116.2h, 702.143a)."""
    return _special_from_hand(game, toks, "foretell", Foretell, "foretold")


def _special_from_hand(game: Game, toks: list[Tok], keyword: str, action: Callable[[int], Action], done: str) -> CommandResult:
    """A special action on a card in the hand of the player with priority (116.2)."""
    if not toks:
        raise CommandError(f"expected: {keyword} <card>", 0)
    p = game.state.priority
    card = find_object(game, toks, ["hand"], what=f"a card with {keyword}", prefer=lambda o: game.obj(o).owner == p)
    name = game.name(card)
    game.perform(action(card))
    return CommandResult(True, f"{done} {name}; {status(game)}", kind="play")


def cmd_turn(game: Game, toks: list[Tok]) -> CommandResult:
    """turn <object> face up: the special action of turning a face-down permanent up (116.2b)."""
    if [t.low for t in toks[-2:]] != ["face", "up"] or len(toks) < 3:
        raise CommandError("expected: turn <object> face up", col_of(toks) if toks else 0)
    p = game.state.priority
    oid = find_object(game, toks[:-2], ["battlefield"], what="a face-down permanent",
                      prefer=lambda o: game.controller(o) == p)
    before = game.name(oid)
    game.perform(TurnFaceUp(oid))
    return CommandResult(True, f"turned {before} face up: {game.name(oid)}; {status(game)}", kind="play")


def cmd_play(game: Game, toks: list[Tok]) -> CommandResult:
    return cmd_cast(game, toks)


def _ability_index(game: Game, oid: int, toks: list[Tok], mana: bool | None) -> int:
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


def _split_object_and_rest(game: Game, toks: list[Tok], zones: list[str], what: str, prefer: Any = None) -> tuple[int, list[Tok]]:
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


def _ability_target_test(game: Game, head: list[Tok], p: int | None) -> Callable[[Any], bool] | None:
    """Which targets the permanent named by ``head`` could take with one of its activated
    abilities (115.1, 602.2b); None when ``head`` names no one permanent."""
    try:
        oid, _ = _split_object_and_rest(game, head, ["battlefield"], "a permanent",
                                        prefer=lambda o: game.controller(o) == p)
    except CommandError:
        return None
    you = game.controller(oid) if p is None else p
    reqs = [req for a in game.chars(oid).abilities if isinstance(a, Activated) for req in a.targets]
    return lambda t: any(target_ok(game, t, req, you, oid, game.chars(oid).colors) for req in reqs)


def cmd_activate(game: Game, toks: list[Tok]) -> CommandResult:
    toks, exclude = _without(game, toks)
    toks = _pay_first(game, toks)
    toks, divided = _divided(toks)
    st = game.state
    p = st.priority
    x, targets, rest = parse_play_options(game, toks, lambda head: _ability_target_test(game, head, p))
    try:
        oid, more = _split_object_and_rest(game, rest, ["battlefield"], "a permanent",
                                           prefer=lambda o: game.controller(o) == p)
    except CommandError:
        # 702.29a: an ability that discards its card ("Cycling {2}") is activated from a hand
        oid, more = _split_object_and_rest(game, rest, ["hand"], "a permanent or a card in your hand",
                                           prefer=lambda o: game.obj(o).owner == p)
    idx = _ability_index(game, oid, more, None)
    name = game.name(oid)
    game.perform(_paying_without(game, Activate(oid, idx, x, targets, divided=divided), idx, exclude))
    return CommandResult(True, f"activated {name}; {status(game)}", kind="play")



def _can_make(game: Game, oid: int, idx: int) -> set[str]:
    """Types of mana ability ``idx`` of ``oid`` could add now: its choices, and what mana
    replacement effects would turn them into (106.7)."""
    ab = game.activated_abilities(oid)[idx]
    assert isinstance(ab, ManaAbility), "only mana abilities make mana"
    return production.ability_could_make(game, oid, ab)


def _mana_ability_index(game: Game, oid: int, toks: list[Tok], color: str | None) -> int:
    """The mana ability ``tap`` activates: by number or text, else the only one (or the only
    one that makes ``color``). A non-mana ability or a color it can't make is refused."""
    abilities = game.activated_abilities(oid)
    name = game.name(oid)
    if color is not None and not toks:
        mana_abilities = [i for i, a in enumerate(abilities) if isinstance(a, ManaAbility)]
        makers = [i for i in mana_abilities if color in _can_make(game, oid, i)]
        if len(makers) == 1:
            return makers[0]
        if mana_abilities and not makers:
            can = set().union(*(_can_make(game, oid, i) for i in mana_abilities))
            made = format_cost(t for t in TYPES if t in can) or "no mana"
            raise CommandError(f"{name} can't make {COLOR_NAMES[color].lower()} mana now: its mana abilities make {made} (106.7)")
    idx = _ability_index(game, oid, toks, True)
    ab = abilities[idx]
    if not isinstance(ab, ManaAbility):
        raise CommandError(f"expected a mana ability of {name}, found ability {idx + 1}, \"{ab.text or ab.kind}\", "
                           f"which isn't one (605.1a); to use it: activate {name.split(' #')[0]} {idx + 1}", col_of(toks))
    if color is not None and color not in (can := _can_make(game, oid, idx)):
        made = format_cost(t for t in TYPES if t in can) or "no mana"
        raise CommandError(f"{name} can't make {COLOR_NAMES[color].lower()} mana now: \"{ab.text}\" makes {made} (106.7)",
                           col_of(toks))
    return idx


def cmd_tap(game: Game, toks: list[Tok]) -> CommandResult:
    st = game.state
    p = st.priority
    toks = [t for t in toks if t.low != "for" or t.quoted]
    x, targets, toks = parse_play_options(game, toks)
    if targets is not None:
        raise CommandError("a mana ability has no targets (605.1a)", col_of(toks))
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
    idx = _mana_ability_index(game, oid, more, color)
    name = game.name(oid)
    with game.transaction():
        game.perform(Activate(oid, idx, x))
        if color is not None and game.pending is not None:
            try:
                game.answer(color)
            except SandboxError as e:
                raise CommandError(f"can't choose {color} for {name}: {e}") from None
    pl = game.state.players[p] if p is not None else None  # the transaction may have replaced the state
    pool = f"; {poss(pl.name)} pool: {pl.pool}" if pl else ""
    return CommandResult(True, f"tapped {name} for mana{pool}" + (f"; {status(game)}" if game.pending else ""), kind="play")


def cmd_pay(game: Game, toks: list[Tok]) -> CommandResult:
    if not toks:
        raise CommandError("expected `pay auto` or `pay <sources>`, found nothing")
    if len(toks) > 1 and toks[0].low == "auto":
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
            return CommandResult(True, f"paid automatically; {status(game)}", kind="play")
        return CommandResult(True, "nothing to pay now: costs are paid automatically as you cast or activate "
                             "(601.2g-h), from the pool first, then untapped sources", kind="play")
    names = []
    with game.transaction():
        for group in split_list(game, toks):
            r = cmd_tap(game, group)
            names.append(r.message.split(" for mana")[0].removeprefix("tapped "))
    payer = game.state.priority
    pool = f"; pool: {game.state.players[payer].pool}" if payer is not None else ""
    return CommandResult(True, f"tapped {', '.join(names)}{pool}", kind="play")


def _match_option(game: Game, toks: list[Tok]) -> Any:
    d = game.pending
    assert d is not None, "_match_option needs a pending decision"
    text = words(toks)
    low = text.lower()
    if d.kind == "number":
        if len(toks) != 1:
            raise CommandError(f"expected a number from {d.low} to {d.high}, found {text!r}", col_of(toks))
        return parse_int(toks[0], "a number", d.low, d.high)
    opts = d.options
    # by value
    for o in opts:
        if opt_value(o.value).lower() == low or str(o.value).lower() == low:
            return o.value
    m = re.fullmatch(r"#?(\d+)", text)
    if m:
        oid: int | None = int(m.group(1))
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
            raise CommandError(f"{text!r} is ambiguous: could be {', '.join(f'{opt_value(h.value)} ({h.label})' for h in hits[:8])}",
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
    raise CommandError(f"expected one of the options ({options_hint(game)}), found {text!r}{near(text, labels)}", col_of(toks))


def cmd_choose(game: Game, toks: list[Tok]) -> CommandResult:
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
    return CommandResult(True, f"{prompt}: {labels}; {status(game)}", kind="play")


def cmd_pass(game: Game, toks: list[Tok]) -> CommandResult:
    n = 1
    if toks:
        n = parse_int(toks[0], "how many times to pass", 1, 100)
    with game.transaction():
        for _ in range(n):
            game.perform(Pass())
            if game.pending is not None:
                break
    return CommandResult(True, f"passed; {status(game)}", kind="play")


MAX_PASSES = 400
MAX_RESOLVE = 500
LOOP_REPEATS = 20
"""The stack coming back to the same names this many times in one `resolve` is a loop: stop
early, as each turn of a growing loop costs more than the last."""


def stack_shape(game) -> tuple[str, ...]:
    """The names on the stack, bottom to top: what a loop puts back after each resolution."""
    return tuple(game.chars(o).name for o in zone_ids(game, "stack"))


def cmd_resolve(game: Game, toks: list[Tok]) -> CommandResult:
    st = game.state
    count = 1
    if toks:
        count = -1 if toks[0].low == "all" else parse_int(toks[0], "how many stack objects to resolve (or all)", 1, 100)
    if game.pending is not None:
        raise CommandError(f"a decision is pending ({game.pending.prompt}): answer it with `choose` first")
    if not zone_ids(game, 'stack'):
        raise CommandError("expected something on the stack to resolve, found an empty stack")
    resolved = []
    seen: dict[tuple[str, ...], int] = {}
    with game.transaction():
        while count != 0 and zone_ids(game, 'stack') and game.pending is None and not st.over:
            top = zone_ids(game, 'stack')[-1]
            name = game.name(top)
            shape = stack_shape(game)
            for _ in range(MAX_PASSES):
                game.perform(Pass())
                st = game.state
                if top not in zone_ids(game, 'stack') or game.pending is not None or st.over:
                    break
            else:
                raise CommandError(f"{name} didn't resolve after {MAX_PASSES} passes")
            if top not in zone_ids(game, 'stack'):
                resolved.append(name)
                count -= 1
                if len(resolved) >= MAX_RESOLVE:
                    raise CommandError(f"the stack didn't empty after {MAX_RESOLVE} resolutions (a loop?); "
                                       f"use `resolve N` to step through it")
                seen[shape] = seen.get(shape, 0) + 1
                if seen[shape] >= LOOP_REPEATS:
                    raise CommandError(f"stopped a loop: the stack came back to {', '.join(shape)} {LOOP_REPEATS} times "
                                       f"({len(resolved)} resolutions); the board is unchanged; "
                                       f"use `resolve N` to step through it")
            else:
                break
    shown = resolved if len(resolved) <= 6 else resolved[:3] + [f"... {len(resolved) - 5} more ..."] + resolved[-2:]
    msg = f"resolved {', '.join(shown)}" if resolved else "resolving"
    return CommandResult(True, f"{msg}; {status(game)}", kind="play")


def cmd_next(game: Game, toks: list[Tok]) -> CommandResult:
    st = game.state
    what = toks[0].low if toks else "step"
    target_step = None
    if what not in ("step", "phase", "turn"):
        target_step = STEP_ALIASES.get(what)
        if target_step is None:
            raise CommandError(f"expected step, phase, turn or a step name ({', '.join(sorted(set(STEP_ALIASES)))}), "
                               f"found {toks[0].text!r}{near(toks[0].text, list(STEP_ALIASES) + ['step', 'phase', 'turn'])}",
                               toks[0].col)
    if len(toks) > 1:
        raise CommandError(f"expected the end of the command, found {words(toks[1:])!r}", toks[1].col)
    if game.pending is not None:
        raise CommandError(f"a decision is pending ({game.pending.prompt}): answer it with `choose` first")
    if zone_ids(game, 'stack'):
        raise CommandError(f"expected an empty stack, found {game.name(zone_ids(game, 'stack')[-1])} on top: use `resolve` first")
    start = (st.turn, st.step, PHASE_OF[st.step])
    with game.transaction():
        for _ in range(MAX_PASSES):
            game.perform(Pass())
            st = game.state
            now = (st.turn, st.step, PHASE_OF[st.step])
            if game.pending is not None and game.pending.kind in ("attackers", "blockers") and \
                    target_step != ("declare_attackers" if game.pending.kind == "attackers" else "declare_blockers") \
                    and not (what == "step" and now[:2] != start[:2]):
                game.answer(())  # passing through combat: no attackers / no blockers
                st = game.state
                now = (st.turn, st.step, PHASE_OF[st.step])
            if game.pending is not None or st.over:
                break
            if target_step is not None:
                if st.step == target_step:
                    break
            elif what == "step" and now[:2] != start[:2] or what == "phase" and (now[0] != start[0] or now[2] != start[2]) or what == "turn" and now[0] != start[0]:
                break
            if zone_ids(game, 'stack'):
                break
        else:
            raise CommandError(f"didn't reach the {what} after {MAX_PASSES} passes")
    return CommandResult(True, f"turn {st.turn}, {status(game)}", kind="play")


def _combat_answer(game: Game, kind: str, toks: list[Tok], step: str) -> CommandResult:
    st = game.state
    with game.transaction():
        if game.pending is None or game.pending.kind != kind:
            if game.pending is not None:
                raise CommandError(f"a decision is pending ({game.pending.prompt}): answer it with `choose` first")
            if zone_ids(game, 'stack'):
                raise CommandError(f"expected an empty stack to go to combat, found {game.name(zone_ids(game, 'stack')[-1])}")
            for _ in range(40):
                if game.pending is not None or st.step == step:
                    break
                game.perform(Pass())
                st = game.state
            if game.pending is None or game.pending.kind != kind:
                who = "attack" if kind == "attackers" else "block"
                raise CommandError(f"expected a chance to {who}, found none (no creature can {who} now)")
        values = _combat_values(game, kind, toks)
        game.answer(*values) if values else game.answer(())
    return CommandResult(True, f"{'attackers' if kind == 'attackers' else 'blockers'} declared; {status(game)}", kind="play")


def _combat_values(game: Game, kind: str, toks: list[Tok]) -> list[str]:
    d = game.pending
    assert d is not None, "_combat_values needs a pending decision"
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


def cmd_attack(game: Game, toks: list[Tok]) -> CommandResult:
    return _combat_answer(game, "attackers", toks, "declare_attackers")


def cmd_block(game: Game, toks: list[Tok]) -> CommandResult:
    return _combat_answer(game, "blockers", toks, "declare_blockers")


