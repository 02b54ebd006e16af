"""Producing mana (106, 605): what a mana ability or effect adds, and activating a mana
ability, which resolves at once (605.3b).

The production event passes through the mana replacement effects (``replacements``) in the
order the producing player chooses (616.1), and "tapped for mana" triggers resolve inline
(605.4a). A filter's own mana cost is paid by a payment plan (``paying``).
"""

from __future__ import annotations

import dataclasses
from itertools import combinations_with_replacement, product
from typing import TYPE_CHECKING

from sandbox.cards.model import CHOSEN_TYPE, ManaAbility, Produce
from sandbox.core import amounts, casting, effects, triggers, zones
from sandbox.core.actions import Decision, Option
from sandbox.core.layers import mana_value_of, matches
from sandbox.core.mana import paying
from sandbox.core.mana.could_produce import add_after_replacements, could_produce, could_types, effective_produce
from sandbox.core.mana.pool import PREDICTED, Mana, describe_mana, pay_from_pool, type_amounts
from sandbox.core.mana.replacements import apply_mana_replacements, mana_replacements
from sandbox.errors import IllegalActionError
from sandbox.symbols import COLOR_NAMES, COLORS, TYPES, expand_x, format_cost

if TYPE_CHECKING:
    from sandbox.core.game import Game


# ------------------------------------------------------------------ producing

def produce_options(game: Game, produce: Produce, player: int, source: int | None,
                    x: int | None = None, victim: int | None = None) -> list[tuple[tuple[str, ...], str | None]]:
    """Every output an ability could give now, with the choice that picks it: [(types, choice)].

    Doesn't ask anything; ``mana_from_produce`` with that choice gives the same output. An
    amount X counts as ``x`` (1 when not given: the types it could make); "the sacrificed
    land" is ``victim`` (any that could be sacrificed when not given).
    """
    produce = effective_produce(game, produce, player, source)
    if produce.per:
        return [(tuple(produce.per) * _times(game, produce, player, source), None)]
    if produce.fixed:
        return [(tuple(produce.fixed), None)]
    if produce.alternatives:
        return [(alt, "".join(alt)) for alt in produce.alternatives]
    if produce.one_color and produce.exiled_value_plus:
        if victim is None:
            return [((c,), c) for c in COLORS]
        n = mana_value_of(game.chars(victim), game.obj(victim)) + produce.exiled_value_plus
        return [((c,) * min(n, PREDICTED), c) for c in COLORS]
    if produce.one_color:
        return [((c,) * produce.one_color, c) for c in COLORS]
    if produce.any_color:
        n = produce.any_color
        return [(combo, "".join(combo)) for combo in combinations_with_replacement(COLORS, n)]
    if produce.combination:
        n = _combination_count(produce, 1 if x is None else x)
        return [(combo, "".join(combo)) for combo in combinations_with_replacement(produce.combination, n)]
    if produce.double_pool:
        return [(tuple(pool_doubled(game, player, PREDICTED)), None)]
    if produce.linked_colors:
        return [((c,), c) for c in linked_colors(game, source)]
    if produce.chosen_color:
        color = game.obj(source).chosen.get("color") if source in game.state.objects else None
        return [((color,) * produce.chosen_color, None)] if color else []
    if produce.could_produce is not None and produce.sacrificed:
        assert source is not None, "'the sacrificed land' belongs to a permanent's ability"
        could = sacrifice_candidates(game, produce, player, source)
        types = set(could.get(victim, ())) if victim is not None else set().union(*could.values())
        return [((t,), t) for t in TYPES if t in types]
    if produce.could_produce is not None:
        types = could_types(game, produce, player, source)
        return [((t,), t) for t in TYPES if t in types]
    return []


def linked_colors(game: Game, source: int | None) -> list[str]:
    """The colors of the cards ``source`` exiled for its linked abilities (607.2a), WUBRG order."""
    found = {c for o in game.state.linked_exile(source) for c in game.chars(o).colors}
    return [c for c in COLORS if c in found]


def pool_doubled(game: Game, player: int, most: int | None = None) -> list[str]:
    """As much again of each type of mana in the player's pool (Doubling Cube), at most
    ``most`` of each type (what a plan counts)."""
    counts = pool_counts(game, player)
    return [t for t, n in counts.items() for _ in range(n if most is None else min(n, most))]


def pool_counts(game: Game, player: int) -> dict[str, int]:
    """How much of each type of mana the player has, in WUBRGC order."""
    return {t: n for t, n in game.state.players[player].pool.type_counts().items() if n}


def _combination_count(produce: Produce, x: int) -> int:
    return x if produce.x_count else produce.count


def ability_could_make(game: Game, oid: int, ab: ManaAbility) -> set[str]:
    """Types of mana one mana ability of ``oid`` could add now (106.7): its choices, after
    the replacement effects that would apply, in every order."""
    player = game.controller(oid)
    types = {t for out, _ in produce_options(game, ab.produce, player, oid) for t in out}
    if not ab.cost.tap:
        return types
    reps = [rep for _, rep in mana_replacements(game, oid, player)]
    row: dict[str, str] = {}
    for t in types:
        add_after_replacements(row, t, "", reps)
    return set(row)


def mana_from_produce(game: Game, produce: Produce, player: int, source: int | None, label: str,
                      choice: str | None = None, x: int = 0, sacrificed: frozenset[str] | None = None,
                      paid_amount: int | None = None) -> list[str]:
    """The mana types an ability adds (asking for colors where it lets the player choose).

    ``choice`` answers the color question in advance: a color for "one color", one letter per
    mana for "any color" and "any combination", the joined symbols for alternatives ("BR"), a
    type for "could produce". ``x`` is the X chosen as it was activated; ``sacrificed`` the
    types the permanent sacrificed to pay its cost could produce, as it last existed;
    ``paid_amount`` how many mana "X ..., where X is N plus the exiled creature's mana value" adds.
    """
    produce = effective_produce(game, produce, player, source)
    if produce.per:
        return list(produce.per) * _times(game, produce, player, source)
    if produce.fixed:
        return list(produce.fixed)
    if produce.alternatives:
        alts = ["".join(a) for a in produce.alternatives]
        pick = choice if choice in alts else game.decide(Decision(
            player, f"{label}: choose which mana to add", [Option(a, format_cost(a)) for a in alts], "mana", rule="106.1"))
        return list(pick)
    if produce.combination:
        n = _combination_count(produce, x)
        combos = ["".join(c) for c in combinations_with_replacement(produce.combination, n)]
        if n == 0:
            return []
        ordered = "".join(sorted(choice or "", key=TYPES.index))
        pick = ordered if ordered in combos else game.decide(Decision(
            player, f"{label}: choose {n} mana in any combination of {format_cost(produce.combination)}",
            [Option(c, format_cost(c)) for c in combos], "mana", rule="106.1"))
        return list(pick)
    if produce.double_pool:
        return pool_doubled(game, player)
    if produce.linked_colors:
        colors = linked_colors(game, source)
        if not colors:
            game.note("106.5", f"{label}: no exiled card with a color is linked to it, so it produces no mana", "mana")
            return []
        c = choice if choice in colors else colors[0] if len(colors) == 1 else game.decide(
            Decision(player, f"{label}: choose a color of the exiled card", [Option(c, COLOR_NAMES[c]) for c in colors],
                     "color", rule="106.1"))
        return [c]
    if produce.any_color or produce.one_color:
        n = produce.any_color or produce.one_color
        if produce.exiled_value_plus:
            n = paid_amount or 0
            if not n:
                return []
        opts = [Option(c, COLOR_NAMES[c]) for c in COLORS]
        if produce.one_color:
            c = choice if choice in COLORS else game.decide(
                Decision(player, f"{label}: choose a color for {n} mana", opts, "color", rule="106.1"))
            return [c] * n
        if choice and len(choice) == n and all(c in COLORS for c in choice):
            return list(choice)
        out = []
        for i in range(n):
            out.append(game.decide(Decision(player, f"{label}: choose a color ({i + 1} of {n})", opts, "color", rule="106.1")))
        return out
    if produce.chosen_color:
        color = game.obj(source).chosen.get("color") if source in game.state.objects else None
        if not color:
            game.note("106.5", f"{label}: no color was chosen, so the type is undefined and it produces no mana", "mana")
        return [color] * produce.chosen_color if color else []
    if produce.could_produce is not None:
        types = set(sacrificed or ()) if produce.sacrificed else could_types(game, produce, player, source)
        if produce.colors_only:
            types.discard("C")
        if not types:
            what = "color" if produce.colors_only else "type"
            whose = f"the sacrificed {produce.could_produce}" if produce.sacrificed else f"no {produce.could_produce}"
            game.note("106.5", f"{label}: {whose} could produce no {what} of mana, so the "
                               f"type is undefined and it produces no mana (106.5, 106.7)", "mana")
            return []
        kinds = [t for t in TYPES if t in types]
        if choice in kinds:
            return [choice]
        c = game.decide(Decision(player, f"{label}: choose a type of mana", [Option(t, COLOR_NAMES[t]) for t in kinds],
                                 "color", rule="106.7"))
        return [c]
    return []


def _times(game: Game, produce: Produce, player: int, source: int | None) -> int:
    """How many times "Add {G} for each ..." adds its mana, counted now (106.1)."""
    return amounts.evaluate(game, produce.times, player, source) if produce.times is not None else 1


def activate_mana_ability(game: Game, oid: int, ab: ManaAbility, player: int, choice: str | None = None,
                          rule: str = "605.3a", order: tuple[int, ...] | None = None,
                          cost_types: tuple[str, ...] | None = None,
                          trigger_types: tuple[str, ...] | None = None, x: int | None = None,
                          victim: int | None = None) -> dict[Mana, int]:
    """Activate and resolve a mana ability at once: it doesn't use the stack (605.3b).

    ``order`` gives the order of the mana replacement effects in advance (indices into
    ``mana_replacements``); without it the producing player is asked when two or more apply.
    ``cost_types`` says which pool mana pays the ability's own mana cost (a payment plan's
    choice for a filter); without it the cost is paid like any other. ``x`` is the value of
    X in its cost or amount (asked for when None, 601.2b via 602.2b); ``victim`` the permanent
    it sacrifices for "Sacrifice a <filter>" (asked for when None).
    """
    label = game.name(oid)
    chars = game.chars(oid)  # as it is now: a rider's source even if the cost sacrifices it (608.2h)
    game.note(rule, f"{game.state.players[player].name} activates {label}'s mana ability \"{ab.text}\"", "mana", oid)
    xv = choose_x(game, oid, ab, player, x) if ab.cost.has_x or ab.produce.x_count else 0
    mana_cost = expand_x(ab.cost.mana, xv)
    if mana_cost and cost_types is None:
        cost_types = _choose_pool_payment(game, player, oid, mana_cost)
    if mana_cost and cost_types is not None:
        pool = game.state.players[player].pool
        paid = pay_from_pool(pool.amounts, tuple(cost_types), life_ok=False)
        if paid is None:
            raise IllegalActionError(f"can't pay {format_cost(mana_cost)} for {label}: pool has {pool}")
        pool.remove(paid[0])
        game.note("601.2h", f"pays {format_cost(mana_cost)} with {describe_mana(paid[0])}", "cost", oid)
        game.touch()
    elif mana_cost:
        # The source itself can't help pay a cost that also taps, untaps or sacrifices it, or
        # removes its counters (a plan doesn't see the counters this cost will remove).
        c = ab.cost
        busy = (oid,) if c.tap or c.untap or c.sacrifice_self or c.x_counters or c.self_counters else ()
        paying.pay_mana(game, player, mana_cost, ab.text, ability_of=game.chars(oid), exclude=busy)
    # 106.7, 608.2h: what a sacrificed permanent could produce, or an exiled one's mana value,
    # is read as it last existed on the battlefield.
    could = sacrifice_candidates(game, ab.produce, player, oid) if ab.produce.sacrificed else {}
    values = {o: mana_value_of(game.chars(o), game.obj(o)) for o in game.state.battlefield} if ab.produce.exiled_value_plus else {}
    victim = casting.pay_other_costs(game, oid, ab.cost, player, xv, victim)
    sacrificed = frozenset(could.get(victim, ())) if victim is not None else None
    if ab.produce.double_pool:  # counted, not listed: the pool may hold 3^30 mana
        made = pool_counts(game, player)
    else:
        n = values.get(victim, 0) + ab.produce.exiled_value_plus if victim is not None else None
        made = type_amounts(mana_from_produce(game, ab.produce, player, oid, label, choice, xv, sacrificed, n))
    tapped_for_mana = ab.cost.tap
    via: tuple[str, ...] = ()
    if tapped_for_mana and made:
        made, via = apply_mana_replacements(game, oid, player, made, order)
    kind = restricted_kind(game, ab.produce, oid)
    mana = {dataclasses.replace(kind, type=k, source=label, via=via): n for k, n in made.items() if n}
    game.add_mana(player, mana)
    shaped = f" (shaped by {', then '.join(via)})" if via else ""
    game.note("605.3b", f"{label}'s mana ability resolves without the stack: adds {describe_mana(mana) or 'no mana'}{shaped}", "mana", oid)
    if ab.effects:
        # 605.3b: the rest of its text happens as it resolves too ("~ deals 1 damage to you"),
        # the permanent the source (120.3)
        effects.run_effects(game, effects.Context(controller=player, source_id=oid, source_name=label, source_chars=chars),
                            ab.effects)
    if ab.cost.sacrifice_self and oid in game.state.objects:
        zones.sacrifice(game, oid)
    produced = sorted({m.type for m in mana}, key=TYPES.index)
    if tapped_for_mana and mana:
        # 106.12a: "tapped for mana" = a mana ability with {T} in its cost resolved and made mana.
        triggers.check_triggers(game, {"kind": "tapped_for_mana", "object": oid, "player": player,
                                       "produced": produced},
                                produced_types=list(trigger_types or ()))
    elif mana and not tapped_for_mana:
        game.note("106.12", f"{label}'s ability has no {{T}} in its cost: {label} wasn't tapped for mana, so "
                            f"\"tapped for mana\" triggers and replacements don't apply", "mana", oid)
    if mana:
        # Any mana ability that made mana, {T} in its cost or not ("a land's ability causes you to add").
        triggers.check_triggers(game, {"kind": "adds_mana", "object": oid, "player": player, "produced": produced})
    return mana


def restricted_kind(game: Game, produce: Produce, source: int) -> Mana:
    """A mana (of type {C}) carrying the ability's spending restrictions and riders (106.6), with
    "of the chosen type" read from the source now: the mana keeps it if the source leaves."""
    only = produce.only
    if CHOSEN_TYPE in only and source in game.state.objects:
        chosen = game.obj(source).chosen.get("type")
        if isinstance(chosen, str):
            only = f"{chosen} {only.replace(CHOSEN_TYPE, '')}"
    return Mana("C", source_id=source, restriction=produce.restriction, only=only,
                only_abilities=produce.only_abilities, uncounterable=produce.uncounterable)


def _choose_pool_payment(game: Game, player: int, oid: int, cost: tuple[str, ...]) -> tuple[str, ...] | None:
    """The player chooses which pool mana pays a mana ability's own cost (601.2h via 602.2b)
    when the pool alone pays it in ways that leave different mana (a Signet's {1} paid with
    {W} or {U}). None: one way only, or a cost the pool can't pay alone, or mana with spending
    restrictions or symbols other than mana and two-type hybrids: paid as planned."""
    pool = game.state.players[player].pool
    if any(m.restricted for m in pool.amounts):
        return None
    counts = pool.type_counts()
    fixed: list[tuple[str, ...]] = []
    generic = 0
    for sym in cost:
        parts = tuple(sym.split("/"))
        if sym.isdigit():
            generic += int(sym)
        elif all(t in TYPES for t in parts) and len(parts) <= 2:
            fixed.append(parts)
        else:
            return None
    ways: set[tuple[str, ...]] = set()
    for picked in product(*fixed):
        left = dict(counts)
        for t in picked:
            left[t] -= 1
        if min(left.values()) < 0:
            continue
        for combo in combinations_with_replacement([t for t in TYPES if left[t]], generic):
            if all(left[t] >= combo.count(t) for t in combo):
                ways.add(tuple(sorted(picked + combo, key=TYPES.index)))
    if len(ways) < 2:
        return None
    options = [Option("".join(w), format_cost(w)) for w in sorted(ways, key=lambda w: [TYPES.index(t) for t in w])]
    pick = game.decide(Decision(player, f"{game.name(oid)}: choose the mana that pays {format_cost(cost)}", options,
                                rule="601.2h"))
    return tuple(pick)


def choose_x(game: Game, oid: int, ab: ManaAbility, player: int, x: int | None) -> int:
    """The value of X for a mana ability (601.2b via 602.2b), at most the counters it may remove."""
    most = game.obj(oid).counters.get(ab.cost.x_counters, 0) if ab.cost.x_counters else casting.MAX_X
    if x is None:
        return int(game.decide(Decision(player, f"choose X for {game.name(oid)}: \"{ab.text}\"", [], "number",
                                        rule="601.2b", low=0, high=most)))
    if not 0 <= x <= most:
        raise IllegalActionError(f"X must be from 0 to {most} for {game.name(oid)}, found {x}"
                                 + (f": it has {most} {ab.cost.x_counters} counter(s) (118.3)" if ab.cost.x_counters else ""))
    return x


def sacrifice_candidates(game: Game, produce: Produce, player: int, source: int) -> dict[int, frozenset[str]]:
    """What each permanent that could be sacrificed for "the sacrificed <type>" could produce now (106.7)."""
    assert produce.could_produce is not None, "a 'sacrificed' ability names what is sacrificed"
    out = {}
    for o in game.state.battlefield:
        if game.controller(o) == player and matches(game, produce.could_produce, o, player, source):
            types = set(could_produce(game, o))
            if produce.colors_only:
                types.discard("C")
            out[o] = frozenset(types)
    return out
