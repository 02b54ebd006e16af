"""Combat, enough for puzzles (506-511): attackers at players or planeswalkers, blockers,
first strike, and combat damage (damage to a planeswalker removes loyalty, 120.3c)."""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

from sandbox.cards.filters import Filter
from sandbox.core import targeting
from sandbox.core.actions import Decision, Option
from sandbox.core.layers import matches
from sandbox.core.mana import paying, solver
from sandbox.core.restrictions import applying, restricted
from sandbox.errors import IllegalActionError
from sandbox.symbols import add_generic, format_cost, parse_cost

if TYPE_CHECKING:
    from sandbox.core.game import Game


def attackers(game: Game) -> list[int]:
    return [o for o in game.state.battlefield if game.state.objects[o].attacking is not None]


def blocked_by(game: Game, b: int) -> list[int]:
    """The attackers the creature ``b`` blocks, in the order declared (one, or more with "can block
    an additional creature each combat", 509.1a)."""
    obj = game.state.objects[b]
    return ([obj.blocking] if obj.blocking is not None else []) + list(obj.also_blocking)


def blockers_of(game: Game, a: int) -> list[int]:
    """The creatures blocking the attacker ``a``."""
    st = game.state
    return [b for b in st.battlefield if st.objects[b].blocking == a or a in st.objects[b].also_blocking]


def block_capacity(game: Game, b: int) -> int:
    """How many attackers the creature can block (509.1a): one, and one more for each "can block
    an additional creature each combat"."""
    return 1 + sum(n for _, n, _ in applying(game, "block_additional", b))


def has_first_strike(game: Game) -> bool:
    return any(game.chars(o).has_keyword("first strike") or game.chars(o).has_keyword("double strike")
               for o in game.state.battlefield
               if game.state.objects[o].attacking is not None or game.state.objects[o].blocking is not None)


def can_attack(game: Game, oid: int) -> bool:
    c = game.chars(oid)
    obj = game.obj(oid)
    if "Creature" not in c.card_types or obj.tapped or c.has_keyword("defender"):
        return False
    if game.is_sick(oid) and not c.has_keyword("haste"):
        return False
    return not restricted(game, "cant_attack", oid)


def declare_attackers(game: Game) -> None:
    """508.1: the active player declares attackers, each at a player or planeswalker."""
    st = game.state
    ap = st.active
    defender = 1 - ap
    candidates = [o for o in st.battlefield if game.controller(o) == ap and can_attack(game, o)]
    if not candidates:
        game.note("508.8", "no creature can attack", "combat")
        return
    walkers = [o for o in st.battlefield if game.controller(o) == defender and "Planeswalker" in game.chars(o).card_types]
    opts = []
    for a in candidates:
        opts.append(Option(f"{a}>p{defender}", f"{game.name(a)} attacks {st.players[defender].name}"))
        for w in walkers:
            opts.append(Option(f"{a}>{w}", f"{game.name(a)} attacks {game.name(w)}"))
    ans = game.decide(Decision(ap, "declare attackers (choose none to skip combat)", opts, "attackers",
                               0, len(candidates), "508.1"))
    chosen = ans if isinstance(ans, list) else [ans]
    seen = set()
    for v in chosen:
        a, _, d = v.partition(">")
        a = int(a)
        if a in seen:
            raise IllegalActionError(f"{game.name(a)} can attack only once (508.1a)")
        seen.add(a)
    if len(seen) == 1 and restricted(game, "cant_attack_alone", next(iter(seen))):
        raise IllegalActionError(f"{game.name(next(iter(seen)))} can't attack alone (506.5, 508.1c)")
    for a in candidates:
        if a not in seen and restricted(game, "attacks_if_able", a):
            # 508.1d: a requirement obeyed as far as possible; it can attack, so it must
            raise IllegalActionError(f"{game.name(a)} attacks each combat if able (508.1d)")
    for v in chosen:
        a, _, d = v.partition(">")
        a = int(a)
        obj = game.obj(a)
        obj.attacking = d if d.startswith("p") else int(d)
        if not game.chars(a).has_keyword("vigilance"):
            game.set_tapped(a, True)
        game.note("508.1", game.name(a) + " attacks " + (st.players[int(d[1:])].name if d.startswith("p") else game.name(int(d))), "combat", a)
    _pay_attack_tax(game, ap, [(int(a), d) for a, _, d in (v.partition(">") for v in chosen)])
    game.touch()
    for a in seen:
        game.fire({"kind": "attacks", "object": a})
    if len(seen) == 1:
        game.fire({"kind": "attacks_alone", "object": next(iter(seen))})  # 506.5: exalted (702.83a)


def _pay_attack_tax(game: Game, ap: int, declared: list[tuple[int, str]]) -> None:
    """508.1g-i: the total cost to attack ("Creatures can't attack you unless their controller pays
    {2} for each creature they control that's attacking you"), once for each attacking creature
    and each such ability; paid after the attackers are tapped (508.1f), from the pool and with
    mana abilities (508.1h). It can't be paid: the declaration is illegal (508.1d), undone."""
    cost: tuple[str, ...] = ()
    sources = []
    for ctrl, op, src in game.rule_effects("attack_tax"):
        n = sum(1 for _, d in declared if d == f"p{ctrl}" or (
            op.get("attack_tax_planeswalkers") and d.isdigit() and game.controller(int(d)) == ctrl))
        for _ in range(n if ctrl != ap else 0):
            for sym in parse_cost(op["attack_tax"]):  # generic mana adds up, other symbols are added
                cost = add_generic(cost, int(sym)) if sym.isdigit() else cost + (sym,)
        if n and ctrl != ap:
            sources.append(f"{game.name(src)} ({op['attack_tax']} x {n})")
    if not cost:
        return
    what = f"attacking: {', '.join(sources)}"
    if not solver.plan_payment(game, ap, cost).ok:
        raise IllegalActionError(f"{game.state.players[ap].name} can't pay {format_cost(cost)} to attack: {', '.join(sources)} (508.1d, 508.1h)")
    paying.pay_mana(game, ap, cost, what)
    game.note("508.1i", f"{game.state.players[ap].name} pays {format_cost(cost)} to attack ({', '.join(sources)})", "combat")


_LANDWALK = {"plainswalk": "Plains", "islandwalk": "Island", "swampwalk": "Swamp", "mountainwalk": "Mountain",
             "forestwalk": "Forest"}


def evasion(game: Game, attacker: int, blocker: int, defending: int) -> str | None:
    """Why ``blocker`` can't block ``attacker`` by an evasion keyword (the rule), or None."""
    a, b = game.chars(attacker), game.chars(blocker)
    for word, land_type in _LANDWALK.items():
        if a.has_keyword(word) and any(game.controller(o) == defending and "Land" in game.chars(o).card_types
                                       and land_type in game.chars(o).subtypes for o in game.state.battlefield):
            return "702.14c"  # landwalk: unblockable while the defending player controls such a land
    if a.has_keyword("shadow") != b.has_keyword("shadow"):
        return "702.28b"  # shadow blocks and is blocked only by shadow
    if a.has_keyword("horsemanship") and not b.has_keyword("horsemanship"):
        return "702.31b"
    artifact = "Artifact" in b.card_types
    if a.has_keyword("fear") and not (artifact or "B" in b.colors):
        return "702.36b"
    if a.has_keyword("intimidate") and not (artifact or a.colors & b.colors):
        return "702.13b"
    if a.has_keyword("skulk") and (b.power or 0) > (a.power or 0):
        return "702.118b"  # skulk: can't be blocked by creatures with greater power
    return None


def declare_blockers(game: Game) -> None:
    """509.1: the defending player declares blockers."""
    st = game.state
    dp = 1 - st.active
    atk = attackers(game)
    blockers = [o for o in st.battlefield if game.controller(o) == dp and "Creature" in game.chars(o).card_types
                and not game.obj(o).tapped]
    blockers = [b for b in blockers if not restricted(game, "cant_block", b)]
    # 702.98a: unleash: it can't block as long as it has a +1/+1 counter on it
    blockers = [b for b in blockers if not (game.chars(b).has_keyword("unleash") and game.obj(b).counters.get("+1/+1", 0) > 0)]
    atk = [a for a in atk if not restricted(game, "cant_be_blocked", a)]  # 509.1b
    opts = []
    for b in blockers:
        for a in atk:
            if game.chars(a).has_keyword("flying") and not (game.chars(b).has_keyword("flying") or game.chars(b).has_keyword("reach")):
                continue
            if targeting.protected_from(game, a, game.chars(b).colors, game.chars(b).card_types):
                continue  # 702.16c: can't be blocked by creatures with the stated quality
            if evasion(game, a, b, dp):
                continue
            if any(not matches(game, Filter.parse(f), a, ctrl, src) for ctrl, f, src in applying(game, "blocks_only", b)):
                continue  # 509.1b: "can block only creatures with flying"
            if any(matches(game, Filter.parse(f), a, ctrl, src) for ctrl, f, src in applying(game, "cant_block_these", b)):
                continue  # 509.1b: "can't block creatures with power 2 or greater"
            if any(src is not None and (game.chars(b).power or 0) < (game.chars(src).power or 0)
                   for _, _, src in applying(game, "lesser_power_cant_block", a)):
                continue  # 509.1b: "creatures with power less than ~'s power can't block it"
            if any(matches(game, Filter.parse(f), b, ctrl, src) for ctrl, f, src in applying(game, "cant_be_blocked_by", a)):
                continue  # 509.1b: "can't be blocked by creatures with power 2 or less"
            if any(not matches(game, Filter.parse(f), b, ctrl, src) for ctrl, f, src in applying(game, "blocked_only_by", a)):
                continue  # 509.1b: "can't be blocked except by creatures with flying"
            opts.append(Option(f"{b}>{a}", f"{game.name(b)} blocks {game.name(a)}"))
    if not opts:
        _blockers_declared(game)
        return
    ans = game.decide(Decision(dp, "declare blockers (choose none for no blocks)", opts, "blockers",
                               0, sum(block_capacity(game, b) for b in blockers), "509.1"))
    pairs = [(int(b), int(a)) for b, _, a in (v.partition(">") for v in (ans if isinstance(ans, list) else [ans]))]
    if (error := _restriction_broken(game, pairs, atk)) is not None:
        raise IllegalActionError(error)
    _check_requirements(game, pairs, atk, [(int(b), int(a)) for b, _, a in (o.value.partition(">") for o in opts)])
    for b, a in pairs:
        if game.obj(b).blocking is None:
            game.obj(b).blocking = a
        else:
            game.obj(b).also_blocking.append(a)  # 509.1a: an additional creature
        game.obj(a).chosen["blocked"] = True
        game.note("509.1", f"{game.name(b)} blocks {game.name(a)}", "combat", b)
    game.touch()
    _blockers_declared(game)


def _restriction_broken(game: Game, pairs: list[tuple[int, int]], atk: list[int]) -> str | None:
    """Why this declaration of blockers breaks a restriction (509.1b), or None."""
    if len(set(pairs)) != len(pairs):
        return "a creature blocks the same attacker once (509.1a)"
    seen = set()
    for b, _ in pairs:
        if b in seen and sum(1 for x, _ in pairs if x == b) > (most := block_capacity(game, b)):
            return f"{game.name(b)} can block only {'one attacker' if most == 1 else f'{most} attackers'} (509.1a)"
        seen.add(b)
    if len(seen) == 1 and restricted(game, "cant_block_alone", next(iter(seen))):
        return f"{game.name(next(iter(seen)))} can't block alone (506.5, 509.1b)"
    for a in atk:
        n = sum(1 for _, x in pairs if x == a)
        if game.chars(a).has_keyword("menace") and n == 1:
            return f"{game.name(a)} has menace: it can't be blocked except by two or more creatures (702.111b)"
        if n and any(n > most for _, most, _ in applying(game, "max_blockers", a)):
            return f"{game.name(a)} can't be blocked by more than {min(m for _, m, _ in applying(game, 'max_blockers', a))} creature(s) (509.1b)"
        if n and any(n < least for _, least, _ in applying(game, "min_blockers", a)):
            return f"{game.name(a)} can't be blocked except by {max(m for _, m, _ in applying(game, 'min_blockers', a))} or more creatures (509.1b)"
    return None


MAX_DECLARATIONS = 20000
"""How many declarations of blockers are tried to find the most requirements one can obey."""


def _check_requirements(game: Game, pairs: list[tuple[int, int]], atk: list[int], able: list[tuple[int, int]]) -> None:
    """509.1c: the defending player must obey as many blocking requirements as possible without
    breaking a restriction (509.1b: menace, "can't be blocked by more than one creature", ...).
    "All creatures able to block ~ do so" (Lure) is a requirement for each creature able to block
    it (a creature blocks one attacker, so it obeys at most one); "~ must be blocked if able" is
    one requirement, obeyed when one or more creatures block it. The declarations within the
    restrictions are tried (the creatures with no such requirement as declared, when there are
    too many)."""
    lures = {a for a in atk if restricted(game, "all_must_block", a)}
    musts = {a for a in atk if restricted(game, "must_be_blocked", a)}
    if not lures and not musts:
        return
    def obeyed(decl: list[tuple[int, int]]) -> int:
        return sum(1 for _, a in decl if a in lures) + len(musts & {a for _, a in decl})
    options: dict[int, list[int]] = {}
    for b, a in able:
        options.setdefault(b, []).append(a)
    bound = sum(min(block_capacity(game, b), sum(1 for a in targets if a in lures)) for b, targets in options.items()) \
        + sum(1 for m in musts if any(m in targets for targets in options.values()))
    got = obeyed(pairs)
    if got >= bound:
        return
    free = list(options)
    total = 1
    for b in free:
        total *= len(options[b]) ** block_capacity(game, b) + 1
    if total > MAX_DECLARATIONS:
        # too many to try: the creatures with no requirement stay as declared
        free = [b for b in options if any(a in lures or a in musts for a in options[b])]
    fixed = [(b, a) for b, a in pairs if b not in free]
    best = got
    # each creature blocks none, one, or up to as many attackers as it can (509.1a)
    choices = [[(), *(c for k in range(1, block_capacity(game, b) + 1) for c in itertools.combinations(options[b], k))]
               for b in free]
    for combo in itertools.product(*choices):
        decl = fixed + [(b, a) for b, chosen in zip(free, combo, strict=True) for a in chosen]
        if obeyed(decl) > best and _restriction_broken(game, decl, atk) is None:
            best = obeyed(decl)
            if best >= bound:
                break
    if best > got:
        said = []
        if lures:
            missing = [game.name(b) for b, targets in options.items()
                       if any(a in lures for a in targets) and not any(x == b and y in lures for x, y in pairs)]
            said.append(f"all creatures able to block {', '.join(game.name(a) for a in sorted(lures))} do so"
                        + (f": {', '.join(missing)} must block it" if missing else ""))
        unblocked = [game.name(m) for m in sorted(musts) if not any(y == m for _, y in pairs)
                     and any(m in targets for targets in options.values())]
        if unblocked:
            said.append(f"{', '.join(unblocked)} must be blocked if able")
        raise IllegalActionError(f"{'; '.join(said)} ({best} such blocks are possible, {got} declared; 509.1c)")


def _blockers_declared(game: Game) -> None:
    """509.2: abilities that trigger on blockers being declared: each blocker blocks, each
    attacker becomes blocked (once) and blocked by each of its blockers, or isn't blocked (509.1h)."""
    st = game.state
    for b in list(st.battlefield):
        for i, a in enumerate(blocked_by(game, b)):
            # 509.3a-b: "whenever ~ blocks" once (``first``), "blocks a creature" once for each
            game.fire({"kind": "blocks", "object": b, "other": a, "first": i == 0})
    for a in attackers(game):
        blockers = blockers_of(game, a)
        if not blockers:
            game.fire({"kind": "unblocked", "object": a})
            continue
        game.fire({"kind": "becomes_blocked", "object": a})
        for b in blockers:
            game.fire({"kind": "blocked_by", "object": a, "other": b})


def _strikes(game: Game, oid: int, first_strike: bool) -> bool:
    """Whether a creature deals combat damage in this step (510.4, 702.7b-c): in the first-strike
    step, those with first strike or double strike; in the regular step, after a first-strike step,
    those that have double strike and those that had neither first strike nor double strike as the
    first-strike step began (gaining first strike later doesn't stop them, losing it doesn't let a
    first striker deal damage twice)."""
    c = game.chars(oid)
    fs = c.has_keyword("first strike")
    ds = c.has_keyword("double strike")
    if first_strike:
        return fs or ds
    if not game.state.first_strike_done:
        return True
    return ds or oid not in game.state.first_strikers


def combat_damage(game: Game, first_strike: bool) -> None:
    """510: all combat damage is dealt at once."""
    st = game.state
    if first_strike:  # 510.4: who had first strike or double strike as this step began
        st.first_strikers = [o for o in st.battlefield
                             if (st.objects[o].attacking is not None or st.objects[o].blocking is not None)
                             and _strikes(game, o, True)]
    dealt = []
    for a in attackers(game):
        if a not in st.objects or not _strikes(game, a, first_strike):
            continue
        power = max(0, game.chars(a).power or 0)
        blockers = blockers_of(game, a)
        if blockers:
            left = power
            trample = game.chars(a).has_keyword("trample")
            for b in blockers:
                lethal = max(0, (game.chars(b).toughness or 0) - game.obj(b).damage)
                if game.chars(a).has_keyword("deathtouch"):
                    lethal = min(lethal, 1)  # 702.2c, 702.19c
                share = min(left, lethal) if trample or b != blockers[-1] else left
                dealt.append((a, b, share))
                left -= share
            target = game.obj(a).attacking
            if trample and left > 0 and not (isinstance(target, int) and target not in st.objects):
                game.note("702.19b", f"{game.name(a)} has trample: {left} damage past its blockers", "combat", a)
                dealt.append((a, target, left))
        elif not game.obj(a).chosen.get("blocked"):
            target = game.obj(a).attacking
            if isinstance(target, int) and target not in st.objects:
                continue
            dealt.append((a, target, power))
    for b in st.battlefield:
        blocked = [a for a in blocked_by(game, b) if a in st.battlefield and st.objects[a].attacking is not None]
        if not blocked or not _strikes(game, b, first_strike):
            continue
        left = max(0, game.chars(b).power or 0)
        for a in blocked:
            # 510.1d: a creature blocking several divides its damage among them; here, as for an
            # attacker's blockers, lethal damage to each in the order declared, the rest to the last
            lethal = max(0, (game.chars(a).toughness or 0) - game.obj(a).damage)
            if game.chars(b).has_keyword("deathtouch"):
                lethal = min(lethal, 1)  # 702.2c
            share = left if a == blocked[-1] else min(left, lethal)
            dealt.append((b, a, share))
            left -= share
    done = []
    with game.damage_at_once():  # 510.2: all combat damage is dealt at once
        for src, target, n in dealt:
            c = game.chars(src)
            done.append((src, target, game.deal_damage(
                game.name(src), target, n, deathtouch=c.has_keyword("deathtouch"),
                lifelink_player=game.controller(src) if c.has_keyword("lifelink") else None,
                source_colors=c.colors, source_types=c.card_types, infect=c.has_keyword("infect"),
                wither=c.has_keyword("wither"), combat=True, source=src)))
    for src, target, n in done:
        # 510.2: the damage was dealt at once; then each creature that dealt combat damage to a player triggers
        if isinstance(target, str) and n > 0:
            st.combat_damage = [e for e in st.combat_damage if e[0] == st.turn] + [(st.turn, src, int(target[1:]))]
            game.fire({"kind": "combat_damage_player", "object": src, "player": int(target[1:]), "amount": n})
    if first_strike:
        st.first_strike_done = True
    game.touch()


def end_combat(game: Game) -> None:
    for o in game.state.battlefield:
        obj = game.state.objects[o]
        obj.attacking = None
        obj.blocking = None
        obj.also_blocking = []
        obj.chosen.pop("blocked", None)
    game.touch()
