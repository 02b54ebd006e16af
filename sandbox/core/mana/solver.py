"""The payment solver (601.2g-h): ``plan_payment`` makes a ``PaymentPlan`` saying which
source pays which symbol and why.

It finds a payment whenever one exists (hybrid, Phyrexian and X included), taps no source
whose mana it doesn't use, and prefers the least flexible sources. The plan can be shown
first (``plan.explain()``) and edited (``exclude`` / ``force``); ``paying`` carries it out."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from itertools import combinations, permutations, product
from typing import TYPE_CHECKING, Any

from sandbox.cards.filters import Filter
from sandbox.cards.model import CHOSEN_TYPE, Characteristics, ManaAbility, Produce, Triggered
from sandbox.core import casting, effects, triggers
from sandbox.core.layers import chars_match, matches
from sandbox.core.mana import production, reasons
from sandbox.core.mana.pool import PREDICTED, Mana, type_amounts
from sandbox.core.mana.replacements import commute, mana_replacements, replace_mana
from sandbox.errors import IllegalActionError
from sandbox.symbols import TYPES, expand_x, format_cost, symbol_options

if TYPE_CHECKING:
    from sandbox.core.game import Game


# ------------------------------------------------------------------ payment plans

@dataclass
class PlanStep:
    """One mana ability the plan activates (601.2g), or mana already in the pool."""

    source: int | None
    """The permanent activated; None for mana already in the pool."""
    ability: int | None
    """Index among the source's activated abilities (as ``Activate`` uses)."""
    name: str
    text: str
    """The ability's text, or the pool mana's provenance."""
    choice: str | None = None
    """Color/type choice handed to the ability (see ``mana_from_produce``)."""
    order: tuple[int, ...] | None = None
    """Order of the mana replacement effects that apply (616.1), if two or more do."""
    produces: tuple[str, ...] = ()
    """Mana the plan expects from it, after replacements and triggered mana abilities."""
    cost: tuple[str, ...] = ()
    """Its own mana cost as the plan pays it (a filter's), hybrid halves chosen."""
    trigger_types: tuple[str, ...] | None = None
    """Types chosen for "one mana of any type that land produced" triggers, in order."""
    x: int | None = None
    """The X of its cost (a storage land's "Remove X storage counters"), if it has one."""
    victim: int | None = None
    """The permanent it sacrifices to pay "Sacrifice a land" (Squandered Resources), if any."""
    pays: list[str] = field(default_factory=list)
    """What each of its mana pays, e.g. "{G}", "{W/U} as {W}", "generic"."""
    why: str = ""

    def activation(self) -> tuple[int, int]:
        """(source, ability index) to activate: a step of ``PaymentPlan.steps``, not pool mana."""
        assert self.source is not None and self.ability is not None, "pool mana isn't activated"
        return self.source, self.ability


@dataclass
class PaymentPlan:
    """How a cost will be paid: shown before it is committed, and editable.

    ``ok`` says whether a payment was found; if not, ``problem`` says why.
    """

    player: int
    cost: tuple[str, ...]
    """The cost with X expanded."""
    ok: bool = False
    steps: list[PlanStep] = field(default_factory=list)
    """Sources to activate, in order."""
    pool: list[PlanStep] = field(default_factory=list)
    """Mana already in the pool that the plan spends."""
    payment: tuple[str, ...] = ()
    """The cost with each hybrid and Phyrexian symbol resolved to the half that is paid."""
    life: int = 0
    """Life paid for Phyrexian symbols (107.4f)."""
    kept: list[str] = field(default_factory=list)
    """Sources left untapped, with why."""
    problem: str = ""
    excluded: tuple[int, ...] = ()
    forced: tuple[int, ...] = ()
    helpers: list[str] = field(default_factory=list)
    """What pays part of the cost instead of mana, chosen as the cost is paid (convoke,
    improvise, delve: 601.2h), one line each."""
    mana: tuple[str, ...] | None = None
    """The part of the cost paid with mana, when helpers pay the rest."""
    helped: str = ""
    """What the helpers pay, by keyword ("delve pays {6}")."""

    @property
    def sources(self) -> list[int]:
        return [s.source for s in self.steps if s.source is not None]

    def explain(self) -> str:
        """A readable account of the plan: who pays what and why (shown before committing)."""
        head = f"Pay {format_cost(self.cost) or '{0}'}"
        if not self.ok:
            return f"{head}: impossible: {self.problem}"
        mana = self.cost if self.mana is None else self.mana
        if self.mana is not None:
            head += f" ({self.helped}, mana pays {format_cost(mana) or '{0}'})"
        lines = [head + (f" (hybrid/Phyrexian paid as {format_cost(self.payment) or '{0}'})"
                         if self.payment != mana else "") + ":"]
        lines += [f"  {h}" for h in self.helpers]
        for s in self.pool:
            lines.append(f"  pool: {s.text} pays {', '.join(s.pays)}")
        for i, s in enumerate(self.steps, 1):
            extra = f" [choose {s.choice}]" if s.choice else ""
            order = f" [replacement order {', '.join(map(str, s.order))}]" if s.order else ""
            lines.append(f"  {i}. {s.name}: \"{s.text}\"{extra}{order} -> {format_cost(s.produces)} pays "
                         f"{', '.join(s.pays)}: {s.why}")
        if self.life:
            lines.append(f"  {self.life} life for Phyrexian mana (107.4f)")
        for k in self.kept:
            lines.append(f"  kept: {k}")
        if not self.steps and not self.pool and not self.life and not self.helpers:
            lines.append("  nothing to pay")
        return "\n".join(lines)


_Option = tuple[tuple[str, ...], int | None, str | None, tuple[int, ...] | None, str, tuple[str, ...], tuple[str, ...] | None,
                int | None, int | None, int | None]


@dataclass
class SourceUnit:
    source: int | None
    name: str
    weight: int
    options: list[_Option]
    """(produced, ability index, choice, replacement order, ability text, mana cost paid,
    types chosen for "a type that land produced" triggers, X, permanent sacrificed, the permanent
    whose ability it is: the unit's own, except for a unit of a permanent to sacrifice, whose
    options are the abilities of every source that could sacrifice it)."""
    forced: bool = False
    flex: frozenset[str] = frozenset()
    mana: Mana | None = None
    sacrifice: bool = False
    creature: bool = False
    filter: bool = False
    """Some of its options cost mana themselves (a filter: Signet, Graven Cairns)."""
    rider: bool = False
    """Some of its options do more as they resolve (a pain land's damage to you, 605.3b): used last."""


_INF = float("inf")
_IDX = {t: i for i, t in enumerate(TYPES)}
_WASTE = 3
"""Penalty per mana a source makes that the payment doesn't use (it would float)."""


def spell_usable(game: Game, player: int, spell: Characteristics | None,
                 ability_of: Characteristics | None = None) -> Callable[[Mana], bool] | None:
    """Which mana may pay for casting ``spell``, or for activating an ability of a permanent
    with characteristics ``ability_of`` (spending restrictions, 106.6); None: any mana."""
    if spell is None and ability_of is None:
        return None

    def usable(m: Mana) -> bool:
        if spell is not None:
            if m.restriction and chars_match(Filter.parse(m.restriction), spell, player, player):
                return False
            return not m.only or _only_matches(m.only, spell, player)
        assert ability_of is not None, "usable is for a spell or for an ability"
        return not m.only or bool(m.only_abilities) and _only_matches(m.only_abilities, ability_of, player)
    return usable


def _only_matches(what: str, chars: Characteristics, player: int) -> bool:
    """Does a "spend this mana only on" filter allow these characteristics? A restriction
    naming a type that was never chosen allows nothing (106.6)."""
    if CHOSEN_TYPE in what:
        return False
    return chars_match(Filter.parse(what), chars, player, player)


def plan_payment(game: Game, player: int, cost: tuple[str, ...], *, x: int = 0,
                 spell: Characteristics | None = None, ability_of: Characteristics | None = None,
                 exclude: Iterable[int] = (), force: Iterable[int] = (), sources: SourceTable | None = None,
                 pool_only: bool = False) -> PaymentPlan:
    """Plan how ``player`` pays ``cost`` from their pool and untapped mana sources (601.2g-h).

    Args:
        cost: cost symbols (``mana.parse_cost``); X is replaced by ``x``.
        spell: the spell being cast, for spending restrictions (106.6); None for abilities.
        ability_of: for an ability, its source's characteristics (restrictions too).
        exclude: ids of sources the plan must not use.
        force: ids of sources the plan must use (their mana pays what it can).
        sources: the player's source options for this state and this spending filter, shared
            by the plans made on one state (``SourceTable``); None: worked out here.
        pool_only: plan with the pool's mana alone (no permanent is looked at).

    Returns:
        A PaymentPlan; ``plan.ok`` is true whenever some payment exists. Among payments it
        prefers spending pool mana, then the sources that keep the most options open (fewest
        types, no sacrifice), and uses mana before life for Phyrexian symbols. It never
        activates a source whose mana it doesn't use (unless forced).
    """
    cost = expand_x(tuple(cost), x) if "X" in cost else tuple(cost)
    exclude, force = tuple(exclude), tuple(force)
    plan = PaymentPlan(player, cost, excluded=exclude, forced=force)
    usable = spell_usable(game, player, spell, ability_of)
    readings = sorted(_need_vectors(cost, spends_as_any_color(game, player)), key=lambda r: (r[2] > 0, sum(r[0]), r[2]))
    units = _units(game, player, usable, set(exclude), set(force), max((sum(r[0]) for r in readings), default=0),
                   sources, pool_only)
    bad_force = [f for f in force if f not in {u.source for u in units}]
    if bad_force:
        plan.problem = f"{game.name(bad_force[0])} can't be used to pay now"
        return plan
    life_total = game.state.players[player].life
    best = None
    # Readings without life and with less mana first: their plans bound the others' search.
    for need, concrete, life in readings:
        if life and life > life_total:
            continue
        bound = best[0][1] + 1e-9 if best is not None and best[0][0] == (life > 0) else _INF
        if best is not None and best[0][0] < (life > 0):
            bound = -1  # a payment without life already exists
        if bound < 0:
            continue
        tried, solved = _solve_apart(game, units, need, bound)
        if solved is not None and life + _life_paid(game, tried, solved[1]) > life_total:
            # Its sources' life costs and the Phyrexian life together are more than the player
            # has (119.4): try again leaving out sources that cost life, fewest first.
            tried, solved = _within_life(game, tried, need, bound, life_total - life)
        if solved is None:
            continue
        weight, picks = solved
        key = (life > 0, weight, life)
        if best is None or key < best[0]:
            best = (key, need, concrete, life, picks, tried)
    if best is None:
        pool = game.state.players[player].pool
        plan.problem = (f"pool has {pool}, and the untapped sources can't make up the rest"
                        if len(pool) else "the untapped sources can't make the mana it needs")
        return plan
    _, need, concrete, life, picks, tried = best
    plan.ok = True
    plan.payment = tuple(c for c, _ in concrete)
    plan.life = life
    reasons.describe_plan(game, plan, tried, picks, concrete)
    return plan


def _without(units: list[SourceUnit], keep: Callable[[SourceUnit, _Option], bool]) -> list[SourceUnit]:
    """The same units (same positions) with only the options ``keep`` keeps."""
    return [dataclasses.replace(u, options=[o for o in u.options if keep(u, o)]) for u in units]


def _ability(game: Game, o: _Option) -> ManaAbility | None:
    """The mana ability an option activates (None for mana in the pool)."""
    if o[9] is None or o[1] is None:
        return None
    ab = game.activated_abilities(o[9])[o[1]]
    assert isinstance(ab, ManaAbility), "options activate mana abilities"
    return ab


def _within_life(game: Game, units: list[SourceUnit], need: tuple[int, ...], bound: float, life_left: int
                 ) -> tuple[list[SourceUnit], tuple[float, list[tuple[int, int]]] | None]:
    """``_solve`` with the sources' life costs within ``life_left`` (119.4): the life-paying
    sources are left out of the payment a few at a time, fewest first (all at once past six)."""
    paying = [i for i, u in enumerate(units) if any(_pays_life(game, o) for o in u.options)]
    groups = ([c for r in range(1, len(paying) + 1) for c in combinations(paying, r)]
              if len(paying) <= 6 else [tuple(paying)])
    for left_out in groups:
        tried = [dataclasses.replace(u, options=[o for o in u.options if not _pays_life(game, o)])
                 if i in left_out else u for i, u in enumerate(units)]
        solved = _solve(tried, need, bound)
        if solved is not None and _life_paid(game, tried, solved[1]) <= life_left:
            return tried, solved
    return units, None


def _pays_life(game: Game, o: _Option) -> bool:
    ab = _ability(game, o)
    return ab is not None and bool(ab.cost.life)


def _spells_only(game: Game, u: SourceUnit, o: _Option) -> bool:
    """Is this mana "spend only to cast ..." (106.6)? Such mana can't pay a filter's own cost."""
    ab = _ability(game, o)
    return bool(ab.produce.only) if ab is not None else u.mana is not None and bool(u.mana.only)


def _solve_apart(game: Game, units: list[SourceUnit], need: tuple[int, ...], bound: float
                 ) -> tuple[list[SourceUnit], tuple[float, list[tuple[int, int]]] | None]:
    """``_solve``, keeping "spend this mana only to cast ..." mana (106.6) off filters' own
    costs, which are abilities: first without that mana, then without the filters."""
    if not any(u.filter for u in units) or not any(_spells_only(game, u, o) for u in units for o in u.options):
        return units, _solve(units, need, bound)
    plain = _without(units, lambda u, o: not _spells_only(game, u, o))
    solved = _solve(plain, need, bound)
    if solved is not None:
        return plain, solved
    no_filters = _without(units, lambda u, o: not o[5])
    return no_filters, _solve(no_filters, need, bound)


def _life_paid(game: Game, units: list[SourceUnit], picks: list[tuple[int, int]]) -> int:
    """The life the picked sources' abilities cost ("{T}, Pay 1 life: ...")."""
    total = 0
    for i, k in picks:
        option = units[i].options[k]
        source, ability = option[9], option[1]
        if source is not None and ability is not None:
            total += game.activated_abilities(source)[ability].cost.life
    return total


def spends_as_any_color(game: Game, player: int) -> bool:
    """May ``player`` spend mana as though it were mana of any color (609.4b)? A static rule
    ``{ spend_as_any_color = "players" }`` (everyone) or ``"you"`` (its controller)."""
    return any(op.get("spend_as_any_color") == "players" or ctrl == player
               for ctrl, op, _src in game.rule_effects("spend_as_any_color"))


def _need_vectors(cost: tuple[str, ...], any_color: bool = False
                  ) -> Iterator[tuple[tuple[int, ...], list[tuple[str, str]], int]]:
    """Each way to read the hybrid and Phyrexian symbols: (need vector, concrete symbols, life).

    The need vector counts W U B R G C and generic; equal vectors are tried once. With
    ``any_color`` (609.4b) colored parts count as generic.
    """
    fixed: list[str] = []
    choice_syms: list[str] = []
    for s in cost:
        (fixed if len(symbol_options(s, any_color)) == 1 else choice_syms).append(s)
    seen = set()
    combos: list[list[tuple[str, str, int]]] = [[]]
    for s in choice_syms:
        combos = [c + [(s, t, n)] for c in combos for t, n in symbol_options(s, any_color)]
        if len(combos) > 4096:
            break
    for combo in combos:
        need = [0] * 7
        life = 0
        concrete: list[tuple[str, str]] = []
        for s in fixed:
            t, n = symbol_options(s, any_color)[0]
            if t == "any":
                need[6] += n
            else:
                need[TYPES.index(t)] += n
            concrete.append((s, s))
        for s, t, n in combo:
            if t == "life":
                life += n
                concrete.append((f"{n} life", s))
            elif t == "any":
                need[6] += n
                concrete.append((str(n), s))
            else:
                need[TYPES.index(t)] += n
                concrete.append((t, s))
        key = (tuple(need), life)
        if key in seen:
            continue
        seen.add(key)
        yield tuple(need), concrete, life


def _units(game: Game, player: int, usable: Callable[[Mana], bool] | None, exclude: set[int], force: set[int],
           need: int, table: SourceTable | None = None, pool_only: bool = False) -> list[SourceUnit]:
    """What can pay: usable mana in the pool, one unit per mana, and each untapped source (one
    unit per permanent: all its usable mana abilities are its options). Of each kind of pool
    mana, no more units than a payment could spend (``need`` plus the filters' own costs)."""
    sources = [] if pool_only else source_units(game, player, usable, exclude, force, table)
    need += sum(max((len(o[5]) + sum(int(c) - 1 for c in o[5] if c.isdigit()) for o in u.options), default=0)
                for u in sources)
    units: list[SourceUnit] = []
    for m, n in game.state.players[player].pool.amounts.items():
        if usable is None or usable(m):
            units += [SourceUnit(None, m.provenance(), 0,
                                 [((m.type,), None, None, None, m.provenance(), (), None, None, None, None)], mana=m)
                      for _ in range(min(n, need))]
    units += sources
    _weigh_scarcity(units)
    units.sort(key=lambda u: (not u.forced, u.weight, u.source or 0))
    return units


def source_units(game: Game, player: int, usable: Callable[[Mana], bool] | None, exclude: set[int],
                 force: set[int], table: SourceTable | None = None) -> list[SourceUnit]:
    """One unit per untapped permanent of ``player`` that has a usable mana ability, and one
    more per permanent that one of its "Sacrifice a <filter>" mana abilities could sacrifice.
    ``table``: the permanents' options already worked out for this state (see ``SourceTable``)."""
    if table is None:
        table = SourceTable(game, player, usable)
    assert table.player == player and table.usable is usable, "a source table is for one player and one filter"
    return table.units(exclude, force)


@dataclass
class PermanentSources:
    """What one permanent's mana abilities offer a plan, before any source is excluded."""

    options: list[_Option]
    """Its own unit's options (abilities that don't sacrifice another permanent)."""
    costly: bool
    """Some usable ability sacrifices it or costs life."""
    creature: bool
    victims: dict[int, list[_Option]]
    """Per permanent its abilities could sacrifice (or exile), the options doing so."""
    rider: bool = False
    """Some usable ability does more than add mana as it resolves (a pain land's damage to you)."""


class SourceTable:
    """The mana options of ``player``'s permanents, each worked out once and shared by every
    plan made on the same state with the same spending filter (listing legal actions checks
    many costs on one state: the options don't depend on the cost, only on the board)."""

    def __init__(self, game: Game, player: int, usable: Callable[[Mana], bool] | None = None,
                 every_victim: bool = False):
        self.game = game
        self.player = player
        self.usable = usable
        self.every_victim = every_victim
        """Offer filters to "Sacrifice a <filter>" too (see ``sacrifice_victims``)."""
        self._of: dict[int, PermanentSources] = {}
        self._context: tuple[list[tuple[int, Triggered, int]], bool] | None = None

    def of(self, oid: int) -> PermanentSources:
        """The options of one permanent (computed on first use)."""
        if oid not in self._of:
            if self._context is None:
                self._context = (_mana_triggers(self.game), spends_as_any_color(self.game, self.player))
            mana_triggers, any_color = self._context
            self._of[oid] = permanent_sources(self.game, self.player, oid, self.usable, mana_triggers, any_color,
                                              self.every_victim)
        return self._of[oid]

    def units(self, exclude: set[int], force: set[int]) -> list[SourceUnit]:
        """The source units of ``source_units``, without the ``exclude`` permanents."""
        game = self.game
        units: list[SourceUnit] = []
        # A permanent is sacrificed (or exiled) once: one unit per such permanent, whose options are
        # every ability that could sacrifice it.
        by_victim: dict[int, list[_Option]] = {}
        for oid in game.state.battlefield:
            if oid in exclude or game.controller(oid) != self.player:
                continue
            ps = self.of(oid)
            for victim, opts in ps.victims.items():
                if victim not in exclude:
                    by_victim.setdefault(victim, []).extend(opts)
            if ps.options:
                units.append(_unit(game, oid, list(ps.options), oid in force, ps.costly, ps.creature, ps.rider))
        for opts in (o for o in by_victim.values() if o):
            first = opts[0][9]
            assert first is not None, "a sacrifice option names its source"
            units.append(_unit(game, first, opts, False, True, False))
        return units


def permanent_sources(game: Game, player: int, oid: int, usable: Callable[[Mana], bool] | None,
                      mana_triggers: list[tuple[int, Triggered, int]], any_color: bool,
                      every_victim: bool = False) -> PermanentSources:
    """The options of one permanent's usable mana abilities (see ``SourceUnit.options``)."""
    chars = game.chars(oid)
    options: list[_Option] = []
    victims_options: dict[int, list[_Option]] = {}
    sacrifice = pays_life = rider = False
    for i, ab in enumerate(game.activated_abilities(oid)):
        if not isinstance(ab, ManaAbility):
            continue
        c = ab.cost
        if c.loyalty is not None or ab.produce.double_pool or "X" in c.mana and not c.x_counters:
            continue  # such sources are activated by hand
        kind = production.restricted_kind(game, ab.produce, oid)
        if kind.restricted and usable is not None and not usable(kind):
            continue
        try:
            casting.check_activation_costs(game, oid, c, chars)
        except IllegalActionError:
            continue
        sacrifice = sacrifice or c.sacrifice_self
        pays_life = pays_life or bool(c.life)
        rider = rider or bool(ab.effects)
        victims: list[int | None] = [None]
        if c.sacrifice or c.exile:
            victims = list(sacrifice_victims(game, oid, c.sacrifice or c.exile or "", player, every_victim))
        for x in _x_values(game, oid, ab):
            readings = _cost_readings(expand_x(c.mana, x or 0), any_color)
            for victim in victims:
                into = options if victim is None else victims_options.setdefault(victim, [])
                for produced, choice in production.produce_options(game, ab.produce, player, oid, x, victim):
                    for out, (order, hint) in _predict(game, oid, ab, player, produced, mana_triggers):
                        if out:
                            into += [(out, i, choice, order, ab.text, reading, hint, x, victim, oid)
                                     for reading in readings]
    return PermanentSources(options, sacrifice or pays_life, "Creature" in chars.card_types, victims_options, rider)


def _unit(game: Game, oid: int, options: list[_Option], forced: bool, costly: bool, creature: bool,
          rider: bool = False) -> SourceUnit:
    """A source unit; per mana made, sources that could make more types are kept for later;
    creatures (they may attack or block) and sources that sacrifice, cost life or do more than
    add mana (a pain land's damage) come last."""
    flex = frozenset(t for o in options for t in o[0])
    weight = 10 + len(flex) + (100 if costly or rider else 0) + (2 if creature else 0)
    return SourceUnit(oid, game.name(oid), weight, options, forced, flex, sacrifice=costly, creature=creature,
                      filter=any(o[5] for o in options), rider=rider)


def sacrifice_victims(game: Game, oid: int, what: str, player: int, filters: bool = False) -> list[int]:
    """The permanents a plan may sacrifice (or exile) to pay "Sacrifice a <what>" for ``oid``'s ability.

    A plan taps a permanent for mana before sacrificing it; a permanent with a mana ability
    that costs mana (a filter) isn't offered unless ``filters``, since its own payment might
    need the mana the sacrifice makes (activate such sacrifices by hand)."""
    f = Filter.parse(what + " you control")
    return [o for o in game.state.battlefield if o != oid and game.controller(o) == player
            and matches(game, f, o, player, oid) and (filters or not is_filter(game, o))]


def is_filter(game: Game, oid: int) -> bool:
    """Has it a mana ability whose cost includes mana (Signets, Graven Cairns, Pili-Pala)?"""
    return any(isinstance(ab, ManaAbility) and ab.cost.mana for ab in game.activated_abilities(oid))


MOST_X = 8
"""A plan takes X at most this in a mana ability's cost (a storage land's counters)."""


def _x_values(game: Game, oid: int, ab: ManaAbility) -> list[int | None]:
    """The X a plan uses for a mana ability: all the counters it may remove (at most
    ``MOST_X``). Its other costs don't change with X, so more mana is never worse for
    paying; what isn't needed floats."""
    if not ab.cost.x_counters:
        return [None]
    most = min(game.obj(oid).counters.get(ab.cost.x_counters, 0), MOST_X)
    return [most] if most else []


def _weigh_scarcity(units: list[SourceUnit]) -> None:
    """Keep the rare sources: a source of a type few others make weighs more (keeps options open)."""
    makers: dict[str, int] = {}
    sources = [u for u in units if u.source is not None]
    for u in sources:
        for t in u.flex:
            makers[t] = makers.get(t, 0) + 1
    for u in sources:
        u.weight += max((4 // makers[t] for t in u.flex if t != "C"), default=0)


def _cost_readings(cost: tuple[str, ...], any_color: bool = False) -> list[tuple[str, ...]]:
    """Each way to pay a mana ability's own mana cost with mana only: hybrid halves chosen,
    Phyrexian paid with its color (a plan doesn't pay life for a source's cost); with
    ``any_color`` (609.4b, Mycosynth Lattice) colored symbols are paid as generic."""
    out: list[tuple[str, ...]] = [()]
    for sym in cost:
        opts = [(t if t != "any" else str(n)) for t, n in symbol_options(sym, any_color) if t != "life"]
        out = [r + (o,) for r in out for o in opts]
    return sorted(set(out))


def _add_cost(need: tuple[int, ...], cost: tuple[str, ...]) -> tuple[int, ...]:
    n = list(need)
    for c in cost:
        if c.isdigit():
            n[6] += int(c)
        else:
            n[TYPES.index(c)] += 1
    return tuple(n)


def _mana_triggers(game: Game) -> list[tuple[int, Triggered, int]]:
    out = []
    for src in game.state.battlefield:
        for ab in game.chars(src).abilities:
            if isinstance(ab, Triggered) and ab.on in ("tapped_for_mana", "adds_mana") and not ab.targets \
                    and any("add_mana" in e for e in ab.effects):
                out.append((src, ab, game.controller(src)))
    return out


def _predict(game: Game, oid: int, ab: ManaAbility, player: int, produced: tuple[str, ...],
             mana_triggers: list[tuple[int, Triggered, int]]
             ) -> list[tuple[tuple[str, ...], tuple[tuple[int, ...] | None, tuple[str, ...] | None]]]:
    """What activating ``ab`` would add: after each order of replacements, plus the mana of the
    "tapped for mana" (and "a land's ability causes you to add") triggered mana abilities it
    would trigger (605.4a). Without {T} in its cost it isn't tapped for mana (106.12)."""
    if not ab.cost.tap:
        mana_triggers = [t for t in mana_triggers if t[1].on == "adds_mana"]
    reps = mana_replacements(game, oid, player) if ab.cost.tap else []
    outs: list[tuple[list[str], tuple[int, ...] | None]] = []
    orders: list[tuple[int, ...] | None] = [None] if len(reps) < 2 or commute(reps) else list(permutations(range(len(reps))))
    seen = set()
    for perm in orders:
        amounts = type_amounts(produced)
        for i in perm or range(len(reps)):
            amounts = replace_mana(amounts, reps[i][1])
        kinds = [t for t, n in amounts.items() for _ in range(min(n, PREDICTED))]
        key = tuple(sorted(kinds))
        if key not in seen:
            seen.add(key)
            outs.append((kinds, perm))
    if not mana_triggers:
        return [(tuple(k), (o, None)) for k, o in outs]
    result = []
    for kinds, order in outs:
        extra: list[str] = []
        picks: list[list[str]] = []  # one list of possible types per "type it produced" trigger
        if kinds:
            event: dict[str, Any] = {"kind": "tapped_for_mana", "object": oid, "player": player,
                     "produced": sorted(set(kinds), key=TYPES.index)}
            for src, trig, ctrl in mana_triggers:
                if triggers.match_event(game, trig, {**event, "kind": trig.on}, src, ctrl) is None:
                    continue
                for e in trig.effects:
                    add = e["add_mana"].get("add") if "add_mana" in e else None
                    whom = effects.players(game, effects.Context(ctrl, src, "", event=event), e["add_mana"].get("who", "you"))
                    if add and whom != [player]:
                        continue  # mana added to another player's pool pays nothing of this player's (106.3)
                    if add == "produced":
                        picks.append(event["produced"])
                    elif add == "chosen_color":
                        c = game.obj(src).chosen.get("color")
                        if c:
                            extra.append(c)
                    elif add:
                        p = Produce.parse(add)
                        if p.fixed or p.per:
                            extra += list(production.produce_options(game, p, ctrl, src)[0][0])
        seen = set()
        for combo in product(*picks):
            out = tuple(kinds) + tuple(extra) + tuple(combo)
            key = tuple(sorted(out))
            if key in seen:
                continue
            seen.add(key)
            result.append((out, (order, combo if len(picks) and any(len(p) > 1 for p in picks) else None)))
    return result


def _reduce(need: tuple[int, ...], produced: tuple[str, ...]) -> tuple[tuple[int, ...], bool]:
    """Spend produced mana on a need vector: its own type first, then generic (this greedy
    choice is never worse: any mana pays generic, only that type pays its symbol)."""
    n = list(need)
    useful = False
    for t in produced:
        i = _IDX[t]
        if n[i]:
            n[i] -= 1
            useful = True
        elif n[6]:
            n[6] -= 1
            useful = True
    return tuple(n), useful


def _solve(units: list[SourceUnit], need: tuple[int, ...], bound: float = _INF) -> tuple[float, list[tuple[int, int]]] | None:
    """Cheapest set of units (and an option for each) covering ``need``; None if none does.

    Exact in two parts. Units that make more than one mana (Sol Ring, Gilded Lotus, a land
    with Wild Growth) are few: a dynamic programme over them gives every reachable remaining
    need with its cheapest cost. Units that make one mana each (most sources, and pool mana)
    form a transversal matroid over the symbols still needed, so adding them cheapest first
    whenever the set stays matchable (an augmenting path over the seven kinds of symbol) gives
    the cheapest complete assignment, or proves there is none (Rado/Hall). The remaining needs
    are tried cheapest-bound first and the search stops once no bound can beat the best.
    """
    usable = [i for i, u in enumerate(units) if u.options]
    singles = [i for i in usable if not units[i].filter and all(len(o[0]) == 1 for o in units[i].options)]
    multis = [i for i in usable if not units[i].filter and not all(len(o[0]) == 1 for o in units[i].options)]
    filters = [i for i in usable if units[i].filter]
    # Filters first: a filter's mana is counted before its own cost is added, so it never pays
    # for itself; a filter counted later, the multi-mana sources, one-mana sources and the pool
    # pay it. Which filter pays for which depends on their order: see _through_filters.
    frontier = _through_filters(units, filters, need)
    # Each used unit pays at least one needed mana of a type it can make (or generic), so of
    # identical units at most that many can be used: the rest are dropped, losing no payment.
    most = tuple(max(st[j] for st in frontier) for j in range(7)) if frontier else need
    copies: dict[tuple, int] = {}
    for i in multis:
        u = units[i]
        if not u.forced:
            cls = (u.weight, tuple(o[0] for o in u.options))
            copies[cls] = copies.get(cls, 0) + 1
            if copies[cls] > most[6] + sum(most[TYPES.index(t)] for t in u.flex):
                continue
        new = {} if u.forced else dict(frontier)
        for state, (c, picks) in frontier.items():
            if c >= bound:
                continue  # already no better than a plan found for another reading of the cost
            total = sum(state)
            seen = set()
            for k, opt in enumerate(u.options):
                nxt, useful = _reduce(state, opt[0])
                if not useful and not u.forced or nxt in seen:
                    continue
                seen.add(nxt)
                # Weight is per mana made: one Gilded Lotus costs as much as three lands.
                cost = c + u.weight * len(opt[0]) + _WASTE * (len(opt[0]) - (total - sum(nxt)))
                old = new.get(nxt)
                if old is None or cost < old[0]:
                    new[nxt] = (cost, picks + ((i, k),))
        frontier = new
    weights = sorted(units[i].weight for i in singles if not units[i].forced)
    forced_singles = [i for i in singles if units[i].forced]
    prefix = [0]
    for w in weights:
        prefix.append(prefix[-1] + w)
    forced_cost = sum(units[i].weight for i in forced_singles)
    best = None
    order = []
    for state, (c, picks) in frontier.items():
        k = max(sum(state) - len(forced_singles), 0)
        if k >= len(prefix):
            continue
        order.append((c + forced_cost + prefix[k], c, state, picks))
    order.sort(key=lambda x: x[0])
    for lb, c, state, picks in order:
        if lb >= bound or best is not None and lb >= best[0]:
            break
        got = _match_singles(units, singles, state)
        if got is None:
            continue
        cost, single_picks = got
        total = c + cost
        if best is None or total < best[0]:
            best = (total, list(picks) + single_picks)
    return best


def _through_filters(units: list[SourceUnit], filters: list[int], need: tuple[int, ...]):
    """Frontier {remaining need: (cost, picks)} after deciding whether and how each filter is
    used: its mana pays what is still needed, then its own cost is added. The filters are
    swept as many times as there are filters (each used at most once, tracked by a bit mask),
    so every order in which they could pay for each other is covered."""
    frontier: dict[tuple, tuple[float, tuple]] = {(need, 0): (0, ())}
    # Identical filters are interchangeable: a copy is used only after the one before it, so
    # one sweep covers every order among them; different filters need more sweeps.
    prev_same: dict[int, int] = {}
    for j, i in enumerate(filters):
        for j2 in range(j - 1, -1, -1):
            a, b = units[i], units[filters[j2]]
            if not a.forced and not b.forced and a.weight == b.weight and \
                    [o[0] + o[5] for o in a.options] == [o[0] + o[5] for o in b.options]:
                prev_same[j] = j2
                break
    kinds = len(filters) - len(prev_same)
    sweeps = 1 if kinds <= 1 else len(filters) if len(filters) <= 6 else 2
    for _ in range(sweeps):
        for j, i in enumerate(filters):
            u = units[i]
            bit = 1 << j
            new = dict(frontier)
            for (state, mask), (c, picks) in frontier.items():
                if mask & bit or j in prev_same and not mask >> prev_same[j] & 1:
                    continue
                total = sum(state)
                for k, opt in enumerate(u.options):
                    nxt, useful = _reduce(state, opt[0])
                    if not useful and not u.forced:
                        continue
                    wasted = len(opt[0]) - (total - sum(nxt))
                    nxt = _add_cost(nxt, opt[5])
                    cost = c + u.weight * len(opt[0]) + _WASTE * wasted
                    old = new.get((nxt, mask | bit))
                    if old is None or cost < old[0]:
                        new[(nxt, mask | bit)] = (cost, picks + ((i, k),))
            frontier = new
    forced = sum(1 << j for j, i in enumerate(filters) if units[i].forced)
    out: dict[tuple[int, ...], tuple[float, tuple]] = {}
    for (state, mask), (c, picks) in frontier.items():
        if mask & forced != forced:
            continue
        old = out.get(state)
        if old is None or c < old[0]:
            out[state] = (c, picks)
    return out


def _match_singles(units: list[SourceUnit], singles: list[int], need: tuple[int, ...]):
    """Greedy over a transversal matroid: one-mana units, cheapest first (forced ones first),
    each kept only if all kept units can still be matched to distinct needed symbols."""
    cap = list(need)
    remaining = sum(cap)
    forced = [i for i in singles if units[i].forced]
    if not remaining and not forced:
        return 0, []
    slots: list[list[int]] = [[] for _ in range(7)]
    masks: dict[int, tuple[int, ...]] = {}
    cost = 0
    picks: list[tuple[int, int]] = []
    chosen_forced: list[int] = []
    last_fail = None
    for i in forced + [i for i in singles if not units[i].forced]:
        u = units[i]
        if not remaining and not u.forced:
            break
        kinds = tuple(sorted({TYPES.index(o[0][0]) for o in u.options})) + (6,)
        cls = (kinds, u.weight)
        if cls == last_fail and not u.forced:
            continue  # same class as a unit that just failed: it fails too
        masks[i] = kinds
        if remaining and _augment(i, kinds, slots, cap, masks):
            remaining -= 1
            cost += u.weight
            last_fail = None
        elif u.forced:
            chosen_forced.append(i)
            cost += u.weight
        else:
            last_fail = cls
    if remaining:
        return None
    for t, members in enumerate(slots):
        for i in members:
            opts = units[i].options
            k = next((k for k, o in enumerate(opts) if TYPES.index(o[0][0]) == t), 0) if t < 6 else \
                next((k for k, o in enumerate(opts) if not need[TYPES.index(o[0][0])]), 0)
            picks.append((i, k))
    picks += [(i, 0) for i in chosen_forced]
    picks.sort()
    return cost, picks


def _augment(u: int, kinds: tuple[int, ...], slots: list[list[int]], cap: list[int],
             masks: dict[int, tuple[int, ...]]) -> bool:
    """Try to add unit u to the matching (BFS over the seven symbol kinds); True if it fits."""
    for t in kinds:
        if len(slots[t]) < cap[t]:
            slots[t].append(u)
            return True
    parent: dict[int, tuple[int, int] | None] = {t: None for t in kinds if cap[t]}
    queue = list(parent)
    while queue:
        t = queue.pop(0)
        for v in slots[t]:
            for t2 in masks[v]:
                if t2 in parent or not cap[t2]:
                    continue
                parent[t2] = (t, v)
                if len(slots[t2]) < cap[t2]:
                    # Shift along the path back to a start kind, then place u there.
                    node = t2
                    while (link := parent[node]) is not None:
                        prev, w = link
                        slots[prev].remove(w)
                        slots[node].append(w)
                        node = prev
                    slots[node].append(u)
                    return True
                queue.append(t2)
    return False
