"""What mana permanents could produce (106.7): costs ignored, replacements applied in
every order, chains of "any type that a land could produce" resolved to a fixed point."""

from __future__ import annotations

from itertools import permutations
from typing import TYPE_CHECKING

from sandbox.cards.model import ManaAbility, Produce, Replacement
from sandbox.core.conditions import condition_holds
from sandbox.core.layers import matches
from sandbox.core.mana.replacements import all_mana_replacements, mana_replacements, replace_mana
from sandbox.symbols import COLOR_NAMES, COLORS, TYPES

if TYPE_CHECKING:
    from sandbox.core.game import Game


# ------------------------------------------------------------------ could produce (106.7)

def effective_produce(game: Game, produce: Produce, player: int, source: int | None) -> Produce:
    """What the ability adds now: its "instead" mana when every condition of it holds."""
    if produce.instead is not None and all(condition_holds(game, c, player, source, {})
                                           for c in produce.instead_if):
        return produce.instead
    return produce


def could_produce(game: Game, oid: int) -> dict[str, str]:
    """Types of mana a permanent could produce now (106.7), each with a reason: costs ignored,
    replacements applied in every order, chains resolved to a fixed point (M2)."""
    table = _table(game)
    return dict(sorted(table.get(oid, {}).items(), key=lambda kv: TYPES.index(kv[0])))


def could_types(game: Game, produce: Produce, player: int, source: int | None) -> set[str]:
    """Types that the permanents ``produce.could_produce`` refers to could produce (106.7)."""
    assert produce.could_produce is not None, "could_types is for a 'could produce' ability"
    table = _table(game)
    ctrl = player if source is None or source not in game.state.objects else game.controller(source)
    key = (produce.could_produce, ctrl, produce.colors_only, source if produce.could_produce.other else None)
    memo = game._could_cache[2]
    if key in memo:
        return set(memo[key])
    types: set[str] = set()
    for o, kinds in table.items():
        comp = game.computed(o)
        if matches(game, produce.could_produce, o, ctrl, source, comp):
            types |= set(kinds)
    if produce.colors_only:
        types.discard("C")
    memo[key] = frozenset(types)
    return types


def _table(game: Game) -> dict[int, dict[str, str]]:
    """type -> reason for every permanent, cached per state version.

    Direct producers are read first; abilities that copy what other permanents "could produce"
    then take, round by round, the union over the permanents they look at. Sets only grow and
    are bounded by the six types, so the rounds reach a fixed point (M2); a cycle adds nothing
    by itself. Each round is linear in the number of permanents.
    """
    version, cached, _ = game._could_cache
    if version == game.state.chars_version:
        return cached
    st = game.state
    battlefield = list(st.battlefield)
    comps = {o: game.computed(o) for o in battlefield}
    table: dict[int, dict[str, str]] = {o: {} for o in battlefield}
    all_reps = all_mana_replacements(game)
    rep_memo: dict[int, list[Replacement]] = {}

    def reps_for(o: int) -> list[Replacement]:
        if o not in rep_memo:
            rep_memo[o] = [ab for _, ab in mana_replacements(game, o, comps[o].controller)] if all_reps else []
        return rep_memo[o]

    refs: list[tuple[int, Produce, bool, str]] = []
    for o in battlefield:
        for ab in comps[o].chars.abilities:
            if not isinstance(ab, ManaAbility):
                continue
            p = effective_produce(game, ab.produce, comps[o].controller, o)
            found: dict[str, str] = {}
            if p.combination:
                found = {t: f"\"{ab.text}\"" for t in p.combination}
            elif p.linked_colors:
                found = {c: f"\"{ab.text}\" (a color of the exiled card)"
                         for c in {c for x in st.linked_exile(o) for c in game.chars(x).colors}}
            elif p.double_pool:
                found = {t: f"\"{ab.text}\" (a type in the pool)" for t in TYPES}
            elif p.fixed or p.per:
                found = {t: f"\"{ab.text}\"" for t in p.fixed + p.per}
            elif p.alternatives:
                found = {t: f"\"{ab.text}\"" for a in p.alternatives for t in a}
            elif p.any_color or p.one_color:
                found = {t: f"\"{ab.text}\"" for t in COLORS}
            elif p.chosen_color:
                c = st.objects[o].chosen.get("color")
                if c:
                    found = {c: f"\"{ab.text}\" (chosen color: {COLOR_NAMES[c]})"}
            elif p.could_produce is not None:
                refs.append((o, p, ab.cost.tap, ab.text))
            reps = reps_for(o) if ab.cost.tap else []
            for t, why in found.items():
                add_after_replacements(table[o], t, why, reps)
    if refs:
        # Who each "could produce" ability looks at never changes between rounds.
        members: dict[tuple, list[int]] = {}
        for o, p, _, _ in refs:
            assert p.could_produce is not None, "refs are could-produce abilities"
            ctrl = comps[o].controller
            key = (p.could_produce, ctrl, o if p.could_produce.other else None)
            if key not in members:
                members[key] = [x for x in battlefield
                                if matches(game, p.could_produce, x, ctrl, o, comps[x])]
        changed = True
        while changed:
            changed = False
            # Union of what each looked-at group could produce, with one witness per type.
            unions: dict[tuple, dict[str, int]] = {}
            for key, group in members.items():
                u: dict[str, int] = {}
                for x in group:
                    for t in table[x]:
                        if t not in u:
                            u[t] = x
                    if len(u) == 6:
                        break
                unions[key] = u
            for o, p, tap, text in refs:
                assert p.could_produce is not None, "refs are could-produce abilities"
                ctrl = comps[o].controller
                key = (p.could_produce, ctrl, o if p.could_produce.other else None)
                reps = reps_for(o) if tap else []
                for t, x in unions[key].items():
                    if t == "C" and p.colors_only or t in table[o] and not reps:
                        continue
                    why = f"\"{text}\": {game.name(x)} could produce {{{t}}}"
                    if add_after_replacements(table[o], t, why, reps):
                        changed = True
    game._could_cache = (st.chars_version, table, {})
    return table


def add_after_replacements(row: dict[str, str], t: str, why: str, reps: list[Replacement]) -> bool:
    """Add type t to a permanent's row after replacement effects, in every order (106.7); True if new."""
    outcomes = {t: why}
    if reps:
        outcomes = {}
        unique = list({(ab.replaces, ab.params): ab for ab in reps}.values())
        for order in permutations(unique):
            kinds = {t: 1}
            for ab in order:
                kinds = replace_mana(kinds, ab)
            for k in kinds:
                outcomes.setdefault(k, f"{why}, after {', then '.join(a.text or 'a replacement effect' for a in order)}")
    new = False
    for k, w in outcomes.items():
        if k not in row:
            row[k] = w
            new = True
    return new
