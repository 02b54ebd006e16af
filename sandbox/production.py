"""Mana production (106, 605): mana abilities, "could produce" (106.7), replacement effects
on mana (106.12b, 616.1), and paying mana costs, with auto-pay (601.2g-h)."""

from __future__ import annotations

from itertools import permutations
from typing import TYPE_CHECKING, Any

from .actions import Decision, Option
from .cards import Filter, ManaAbility, Produce, Replacement
from .errors import IllegalActionError
from .layers import matches
from .mana import COLOR_NAMES, COLORS, TYPES, Mana, format_cost, pay_from_pool

if TYPE_CHECKING:
    from .game import Game


# ------------------------------------------------------------------ producing

def mana_from_produce(game: "Game", produce: Produce, player: int, source: int | None, label: str,
                      choice: str | None = None) -> list[str]:
    """The mana types an ability adds (asking for colors where it lets the player choose)."""
    if produce.fixed:
        return list(produce.fixed)
    if produce.any_color or produce.one_color:
        n = produce.any_color or produce.one_color
        opts = [Option(c, COLOR_NAMES[c]) for c in COLORS]
        if produce.one_color:
            c = choice or game.decide(Decision(player, f"{label}: choose a color for {n} mana", opts, "color", rule="106.1"))
            return [c] * n
        out = []
        for i in range(n):
            out.append(choice or game.decide(Decision(player, f"{label}: choose a color ({i + 1} of {n})", opts, "color", rule="106.1")))
        return out
    if produce.chosen_color:
        color = game.obj(source).chosen.get("color") if source in game.state.objects else None
        return [color] * produce.chosen_color if color else []
    if produce.could_produce is not None:
        types = _could_types_for(game, produce, player, source)
        if not types:
            game.note("106.5", f"{label}: no type of mana is defined, so it produces no mana (106.7)", "mana")
            return []
        ordered = [t for t in TYPES if t in types]
        if choice in ordered:
            return [choice]
        c = game.decide(Decision(player, f"{label}: choose a type of mana", [Option(t, COLOR_NAMES[t]) for t in ordered],
                                 "color", rule="106.7"))
        return [c]
    return []


def activate_mana_ability(game: "Game", oid: int, ab: ManaAbility, player: int, choice: str | None = None,
                          rule: str = "605.3a") -> list[Mana]:
    """Activate and resolve a mana ability at once: it doesn't use the stack (605.3b)."""
    from .casting import pay_other_costs
    label = game.name(oid)
    game.note(rule, f"{game.state.players[player].name} activates {label}'s mana ability \"{ab.text}\"", "mana", oid)
    if ab.cost.mana:
        pay_mana(game, player, ab.cost.mana, ab.text)
    pay_other_costs(game, oid, ab.cost, player)
    kinds = mana_from_produce(game, ab.produce, player, oid, label, choice)
    tapped_for_mana = ab.cost.tap
    via: tuple[str, ...] = ()
    if tapped_for_mana and kinds:
        kinds, via = _apply_mana_replacements(game, oid, player, kinds)
    mana = [Mana(k, label, via) for k in kinds]
    game.add_mana(player, mana)
    shaped = f" (shaped by {', '.join(via)})" if via else ""
    game.note("605.3b", f"{label}'s mana ability resolves without the stack: adds {''.join(map(str, mana)) or 'no mana'}{shaped}", "mana", oid)
    if ab.cost.sacrifice_self and oid in game.state.objects:
        game.move(oid, "graveyard", rule="701.21a")
    if tapped_for_mana and mana:
        # 106.12a: "tapped for mana" = a mana ability with {T} in its cost resolved and made mana.
        game.fire({"kind": "tapped_for_mana", "object": oid, "player": player,
                   "produced": sorted({m.type for m in mana})})
    return mana


def mana_replacements(game: "Game", oid: int, player: int) -> list[tuple[int, Replacement]]:
    """Replacement effects that apply to tapping ``oid`` for mana (106.12b)."""
    out = []
    for src in game.state.battlefield:
        for ab in game.chars(src).abilities:
            if isinstance(ab, Replacement) and ab.replaces == "mana":
                what = ab.param("what", "permanent")
                whose = ab.param("whose", "you")
                if whose == "you" and player != game.controller(src):
                    continue
                if oid in game.state.objects and what != "permanent":
                    comp = game.computed(oid)
                    if not matches(Filter.parse(what), comp.chars, comp.controller, game.controller(src), oid, src):
                        continue
                out.append((src, ab))
    return out


def _apply_mana_replacements(game: "Game", oid: int, player: int, kinds: list[str]):
    reps = mana_replacements(game, oid, player)
    if not reps:
        return kinds, ()
    if len(reps) > 1:
        opts = [Option(i, f"{game.name(src)}: {ab.text}") for i, (src, ab) in enumerate(reps)]
        order = game.decide(Decision(player, "order the replacement effects on this mana (first applies first)", opts,
                                     "replacement_order", len(opts), len(opts), "616.1", ordered=True,
                                     context={"source": oid}))
        reps = [reps[i] for i in order]
    via = []
    for src, ab in reps:
        before = "".join("{%s}" % k for k in kinds)
        kinds = replace_mana(kinds, ab)
        after = "".join("{%s}" % k for k in kinds)
        via.append(game.name(src))
        game.note("614.1a", f"{game.name(src)} replaces {before} with {after} ({ab.text or 'replacement'})", "mana", src)
    return kinds, tuple(via)


def replace_mana(kinds: list[str], ab: Replacement) -> list[str]:
    """One mana replacement: 'twice as much' or 'produces {B} instead of any other type and amount'."""
    if ab.param("becomes"):
        return list(ab.param("becomes"))
    n = int(ab.param("multiply", 1))
    return [k for k in kinds for _ in range(n)]


# ------------------------------------------------------------------ could produce (106.7)

def could_produce(game: "Game", oid: int) -> dict[str, str]:
    """Types of mana a permanent could produce now (106.7): costs ignored, replacements applied
    in every order, chains resolved to a fixed point."""
    table = _could_table(game)
    return dict(sorted(table.get(oid, {}).items(), key=lambda kv: TYPES.index(kv[0])))


def _could_types_for(game: "Game", produce: Produce, player: int, source: int | None) -> set[str]:
    table = _could_table(game)
    ctrl = player if source is None or source not in game.state.objects else game.controller(source)
    types: set[str] = set()
    for o, kinds in table.items():
        comp = game.computed(o)
        if matches(produce.could_produce, comp.chars, comp.controller, ctrl, o, source):
            types |= set(kinds)
    if produce.colors_only:
        types.discard("C")
    return types


def _could_table(game: "Game") -> dict[int, dict[str, str]]:
    """type -> reason for every permanent, cached per state version."""
    cache = getattr(game, "_could_cache", None)
    if cache and cache[0] == game.state.version:
        return cache[1]
    st = game.state
    table: dict[int, dict[str, str]] = {o: {} for o in st.battlefield}
    refs: list[tuple[int, Produce]] = []
    for o in st.battlefield:
        for ab in game.chars(o).abilities:
            if not isinstance(ab, ManaAbility):
                continue
            p = ab.produce
            found: dict[str, str] = {}
            if p.fixed:
                found = {t: f"\"{ab.text}\"" for t in p.fixed}
            elif p.any_color or p.one_color:
                found = {t: f"\"{ab.text}\"" for t in COLORS}
            elif p.chosen_color:
                c = st.objects[o].chosen.get("color")
                if c:
                    found = {c: f"\"{ab.text}\" (chosen color)"}
            elif p.could_produce is not None:
                refs.append((o, p))
            for t, why in found.items():
                _add_after_replacements(game, table, o, t, why)
    # Fixed point over "could produce" chains: sets only grow, so this terminates (M2).
    changed = True
    while changed and refs:
        changed = False
        unions: dict[tuple[Filter, int, bool], dict[str, str]] = {}
        for o, p in refs:
            ctrl = game.controller(o)
            key = (p.could_produce, ctrl, p.colors_only)
            if key not in unions:
                u: dict[str, str] = {}
                for other, kinds in table.items():
                    comp = game.computed(other)
                    if matches(p.could_produce, comp.chars, comp.controller, ctrl, other, o):
                        for t in kinds:
                            if t == "C" and p.colors_only:
                                continue
                            u.setdefault(t, f"{game.name(other)} could produce it")
                unions[key] = u
            for t, why in unions[key].items():
                if t not in table[o]:
                    if _add_after_replacements(game, table, o, t, why):
                        changed = True
    game._could_cache = (st.version, table)
    return table


def _add_after_replacements(game: "Game", table: dict[int, dict[str, str]], o: int, t: str, why: str) -> bool:
    """Add type t for o after replacement effects, in every order (106.7); True if new."""
    reps = [ab for _, ab in mana_replacements(game, o, game.controller(o))]
    outcomes = {t: why}
    if reps:
        outcomes = {}
        for order in permutations(reps):
            kinds = [t]
            for ab in order:
                kinds = replace_mana(kinds, ab)
            for k in kinds:
                outcomes.setdefault(k, f"{why}, after {', '.join(a.text or 'replacement' for a in order)}")
    new = False
    for k, w in outcomes.items():
        if k not in table[o]:
            table[o][k] = w
            new = True
    return new


# ------------------------------------------------------------------ paying

def pay_mana(game: "Game", player: int, cost: tuple[str, ...], what: str) -> None:
    """Pay a mana cost (601.2h), activating mana abilities first if the pool is short (601.2g)."""
    if not cost:
        return
    pool = game.state.players[player].pool
    paid = pay_from_pool(pool.mana, cost, life_ok=False)
    if paid is None:
        plan = auto_pay_plan(game, player, cost)
        if plan is None:
            paid = pay_from_pool(pool.mana, cost, life_ok=True)
            if paid is None or paid[1] > game.state.players[player].life:
                raise IllegalActionError(f"can't pay {format_cost(cost)} for {what}: pool has {pool}, and untapped sources can't make up the rest")
        else:
            for oid, index, choice in plan:
                ab = game.activated_abilities(oid)[index]
                activate_mana_ability(game, oid, ab, player, choice, rule="601.2g")
            paid = pay_from_pool(pool.mana, cost, life_ok=True)
            if paid is None:
                raise IllegalActionError(f"can't pay {format_cost(cost)} for {what}")
    used, life = paid
    spent = [pool.mana[i] for i in used]
    for i in sorted(used, reverse=True):
        del pool.mana[i]
    if life:
        game.lose_life(player, life, rule="107.4f")
    game.note("601.2h", f"pays {format_cost(cost)} with {''.join(map(str, spent)) or 'no mana'}"
              + (f" and {life} life" if life else ""), "cost")
    game.touch()


def sources(game: "Game", player: int) -> list[tuple[int, int, ManaAbility]]:
    """Untapped mana abilities with only {T} (and mana-free) costs that ``player`` could use now."""
    from .casting import check_activation_costs
    out = []
    for oid in game.state.battlefield:
        if game.controller(oid) != player:
            continue
        abilities = game.activated_abilities(oid)
        for i, ab in enumerate(abilities):
            if isinstance(ab, ManaAbility) and not ab.cost.mana and not ab.cost.sacrifice_self \
                    and not ab.cost.self_counters and not ab.cost.life:
                try:
                    check_activation_costs(game, oid, ab.cost, game.chars(oid))
                except IllegalActionError:
                    continue
                out.append((oid, i, ab))
    return out


def auto_pay_plan(game: "Game", player: int, cost: tuple[str, ...]) -> list[tuple[int, int, str | None]] | None:
    """A set of mana abilities that, with the pool, pays ``cost``; None if there is none.

    Search over sources with their possible outputs; sources with fewer options are tried
    first so flexible ones stay untapped. Every source in the plan is needed.
    """
    pool = [m.type for m in game.state.players[player].pool.mana]
    options: list[tuple[int, int, list[tuple[str, ...]]]] = []
    for oid, i, ab in sources(game, player):
        outs = _possible_outputs(game, oid, ab, player)
        if outs:
            options.append((oid, i, outs))
    options.sort(key=lambda x: (len(x[2]), x[0]))
    need = sum(1 for s in cost if not s.endswith("/P")) + sum(int(s) - 1 for s in cost if s.isdigit())

    def ok(kinds: list[str]) -> bool:
        return pay_from_pool([Mana(k) for k in kinds], cost, life_ok=False) is not None

    best: list[tuple[int, int, str | None]] | None = None

    def search(idx: int, kinds: list[str], chosen: list[tuple[int, int, str | None]]) -> bool:
        nonlocal best
        if ok(kinds):
            best = list(chosen)
            return True
        if idx >= len(options) or len(kinds) >= need + 8:
            return False
        oid, i, outs = options[idx]
        for out in outs:
            choice = out[0] if len(outs) > 1 else None
            chosen.append((oid, i, choice))
            if search(idx + 1, kinds + list(out), chosen):
                return True
            chosen.pop()
        return search(idx + 1, kinds, chosen)

    if len(options) > 40:
        options = options[:40]
    search(0, list(pool), [])
    if best is None:
        return None
    # Drop sources the payment doesn't need (never tap what you don't use).
    plan = list(best)
    for step in list(plan):
        trial = [s for s in plan if s != step]
        kinds = list(pool)
        for oid, i, choice in trial:
            kinds += list(_output_for(game, oid, i, choice, player))
        if ok(kinds):
            plan = trial
    return plan


def _possible_outputs(game: "Game", oid: int, ab: ManaAbility, player: int) -> list[tuple[str, ...]]:
    p = ab.produce
    if p.fixed:
        outs = [tuple(p.fixed)]
    elif p.any_color:
        outs = [(c,) * p.any_color for c in COLORS]
    elif p.one_color:
        outs = [(c,) * p.one_color for c in COLORS]
    elif p.chosen_color:
        c = game.obj(oid).chosen.get("color")
        outs = [(c,) * p.chosen_color] if c else []
    elif p.could_produce is not None:
        outs = [(t,) for t in TYPES if t in _could_types_for(game, p, player, oid)]
    else:
        outs = []
    if mana_replacements(game, oid, player):
        return []  # replacement effects ask for choices: tap such sources by hand
    return outs


def _output_for(game: "Game", oid: int, i: int, choice: str | None, player: int) -> tuple[str, ...]:
    ab = game.activated_abilities(oid)[i]
    outs = _possible_outputs(game, oid, ab, player)
    if choice is None:
        return outs[0] if outs else ()
    for o in outs:
        if o[0] == choice:
            return o
    return ()
