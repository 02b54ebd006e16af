"""Producing mana (106, 605): what a mana ability or effect adds, and activating a mana
ability, which resolves at once (605.3b).

The production event passes through the mana replacement effects (``replacements``) in the
order the producing player chooses (616.1), and "tapped for mana" triggers resolve inline
(605.4a). A filter's own mana cost is paid by a payment plan (``paying``).
"""

from __future__ import annotations

from itertools import combinations_with_replacement
from typing import TYPE_CHECKING

from sandbox.cards.model import ManaAbility, Produce
from sandbox.core import amounts, casting, triggers, zones
from sandbox.core.actions import Decision, Option
from sandbox.core.mana import paying
from sandbox.core.mana.could_produce import add_after_replacements, could_types
from sandbox.core.mana.pool import Mana, describe_mana, pay_from_pool, type_amounts
from sandbox.core.mana.replacements import apply_mana_replacements, mana_replacements
from sandbox.errors import IllegalActionError
from sandbox.symbols import COLOR_NAMES, COLORS, TYPES, format_cost

if TYPE_CHECKING:
    from sandbox.core.game import Game


# ------------------------------------------------------------------ producing

def produce_options(game: Game, produce: Produce, player: int, source: int | None) -> list[tuple[tuple[str, ...], str | None]]:
    """Every output an ability could give now, with the choice that picks it: [(types, choice)].

    Doesn't ask anything; ``mana_from_produce`` with that choice gives the same output.
    """
    if produce.per:
        return [(tuple(produce.per) * _times(game, produce, player, source), None)]
    if produce.fixed:
        return [(tuple(produce.fixed), None)]
    if produce.alternatives:
        return [(alt, "".join(alt)) for alt in produce.alternatives]
    if produce.one_color:
        return [((c,) * produce.one_color, c) for c in COLORS]
    if produce.any_color:
        n = produce.any_color
        return [(combo, "".join(combo)) for combo in combinations_with_replacement(COLORS, n)]
    if produce.chosen_color:
        color = game.obj(source).chosen.get("color") if source in game.state.objects else None
        return [((color,) * produce.chosen_color, None)] if color else []
    if produce.could_produce is not None:
        types = could_types(game, produce, player, source)
        return [((t,), t) for t in TYPES if t in types]
    return []


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
                      choice: str | None = None) -> list[str]:
    """The mana types an ability adds (asking for colors where it lets the player choose).

    ``choice`` answers the color question in advance: a color for "one color", one letter per
    mana for "any color", the joined symbols for alternatives ("BR"), a type for "could produce".
    """
    if produce.per:
        return list(produce.per) * _times(game, produce, player, source)
    if produce.fixed:
        return list(produce.fixed)
    if produce.alternatives:
        alts = ["".join(a) for a in produce.alternatives]
        pick = choice if choice in alts else game.decide(Decision(
            player, f"{label}: choose which mana to add", [Option(a, format_cost(a)) for a in alts], "mana", rule="106.1"))
        return list(pick)
    if produce.any_color or produce.one_color:
        n = produce.any_color or produce.one_color
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
        types = could_types(game, produce, player, source)
        if not types:
            what = "color" if produce.colors_only else "type"
            game.note("106.5", f"{label}: no {produce.could_produce} could produce a {what} of mana, so the "
                               f"type is undefined and it produces no mana (106.5, 106.7)", "mana")
            return []
        ordered = [t for t in TYPES if t in types]
        if choice in ordered:
            return [choice]
        c = game.decide(Decision(player, f"{label}: choose a type of mana", [Option(t, COLOR_NAMES[t]) for t in ordered],
                                 "color", rule="106.7"))
        return [c]
    return []


def _times(game: Game, produce: Produce, player: int, source: int | None) -> int:
    """How many times "Add {G} for each ..." adds its mana, counted now (106.1)."""
    return amounts.evaluate(game, produce.times, player, source) if produce.times is not None else 1


def activate_mana_ability(game: Game, oid: int, ab: ManaAbility, player: int, choice: str | None = None,
                          rule: str = "605.3a", order: tuple[int, ...] | None = None,
                          cost_types: tuple[str, ...] | None = None,
                          trigger_types: tuple[str, ...] | None = None) -> dict[Mana, int]:
    """Activate and resolve a mana ability at once: it doesn't use the stack (605.3b).

    ``order`` gives the order of the mana replacement effects in advance (indices into
    ``mana_replacements``); without it the producing player is asked when two or more apply.
    ``cost_types`` says which pool mana pays the ability's own mana cost (a payment plan's
    choice for a filter); without it the cost is paid like any other.
    """
    label = game.name(oid)
    game.note(rule, f"{game.state.players[player].name} activates {label}'s mana ability \"{ab.text}\"", "mana", oid)
    if ab.cost.mana and cost_types is not None:
        pool = game.state.players[player].pool
        paid = pay_from_pool(pool.amounts, tuple(cost_types), life_ok=False)
        if paid is None:
            raise IllegalActionError(f"can't pay {format_cost(ab.cost.mana)} for {label}: pool has {pool}")
        pool.remove(paid[0])
        game.note("601.2h", f"pays {format_cost(ab.cost.mana)} with {describe_mana(paid[0])}", "cost", oid)
        game.touch()
    elif ab.cost.mana:
        # The source itself can't help pay a cost that also taps, untaps or sacrifices it.
        busy = (oid,) if ab.cost.tap or ab.cost.untap or ab.cost.sacrifice_self else ()
        paying.pay_mana(game, player, ab.cost.mana, ab.text, exclude=busy)
    casting.pay_other_costs(game, oid, ab.cost, player)
    amounts = type_amounts(mana_from_produce(game, ab.produce, player, oid, label, choice))
    tapped_for_mana = ab.cost.tap
    via: tuple[str, ...] = ()
    if tapped_for_mana and amounts:
        amounts, via = apply_mana_replacements(game, oid, player, amounts, order)
    mana = {Mana(k, label, via, oid, ab.produce.restriction): n for k, n in amounts.items() if n}
    game.add_mana(player, mana)
    shaped = f" (shaped by {', then '.join(via)})" if via else ""
    game.note("605.3b", f"{label}'s mana ability resolves without the stack: adds {describe_mana(mana) or 'no mana'}{shaped}", "mana", oid)
    if ab.cost.sacrifice_self and oid in game.state.objects:
        zones.sacrifice(game, oid)
    if tapped_for_mana and mana:
        # 106.12a: "tapped for mana" = a mana ability with {T} in its cost resolved and made mana.
        triggers.check_triggers(game, {"kind": "tapped_for_mana", "object": oid, "player": player,
                                       "produced": sorted({m.type for m in mana}, key=TYPES.index)},
                                produced_types=list(trigger_types or ()))
    elif mana and not tapped_for_mana:
        game.note("106.12", f"{label}'s ability has no {{T}} in its cost: {label} wasn't tapped for mana, so "
                            f"\"tapped for mana\" triggers and replacements don't apply", "mana", oid)
    return mana
