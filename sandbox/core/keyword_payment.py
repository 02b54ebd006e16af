"""Keywords that let a spell's total cost be paid by other things than mana, as the cost is
paid (601.2h): convoke (702.51a) taps untapped creatures you control, each paying for one
generic mana or one mana of one of its colors; improvise (702.126a) taps untapped artifacts
you control, each paying for one generic mana; delve (702.66a) exiles cards from your
graveyard, each paying for one generic mana. None of them changes the total cost (601.2f):
they are ways to pay it (702.51b, 702.126b, 702.66b).

The player chooses which permanents or cards to use, any number; each must pay for a
different mana symbol of the total cost (a matching of them to the symbols, checked). The
rest is paid with mana.

Assist (702.132a) comes first: before the total cost is paid, its caster may choose another
player, who may pay any amount of its generic mana with their own mana."""

from __future__ import annotations

from typing import TYPE_CHECKING

from sandbox.cards.model import Characteristics, ManaAbility
from sandbox.core.actions import Decision, Option
from sandbox.core.mana import paying, solver
from sandbox.errors import IllegalActionError
from sandbox.symbols import COLORS, add_generic, format_cost, is_number

if TYPE_CHECKING:
    from sandbox.core.game import Game

PAYERS = {"convoke": ("702.51a", "tap an untapped creature you control"),
          "improvise": ("702.126a", "tap an untapped artifact you control"),
          "delve": ("702.66a", "exile a card from your graveyard")}
"""Each keyword: its rule and what a helper does to pay for one mana."""


def keywords(chars: Characteristics) -> list[str]:
    """The paying keywords a spell has, in a fixed order."""
    return [k for k in PAYERS if chars.has_keyword(k)]


def candidates(game: Game, keyword: str, player: int) -> list[int]:
    """What ``player`` could use for ``keyword``: untapped creatures / artifacts they control,
    or the cards in their graveyard."""
    st = game.state
    if keyword == "delve":
        return list(st.zone("graveyard", player))
    kind = "Creature" if keyword == "convoke" else "Artifact"
    return [o for o in st.battlefield if game.controller(o) == player and not st.objects[o].tapped
            and kind in game.chars(o).card_types]


def _units(cost: tuple[str, ...]) -> list[str]:
    """The cost as one symbol per mana: generic {3} is three "1"s."""
    out: list[str] = []
    for sym in cost:
        out += ["1"] * int(sym) if sym.isdigit() else [sym]
    return out


def _can_pay(game: Game, keyword: str, oid: int, unit: str) -> bool:
    """Can this helper pay for this one mana? Generic: any; a colored symbol (a hybrid or
    Phyrexian one too: it is colored mana of each of its colors, 107.4e-f): only a creature of
    one of its colors, with convoke (702.51a). Colorless {C} and snow are paid with mana."""
    if unit == "1":
        return True
    colors = {part for part in unit.split("/") if part in COLORS}
    return keyword == "convoke" and bool(colors & set(game.chars(oid).colors))


def _match(game: Game, keyword: str, helpers: list[int], units: list[str]) -> dict[int, int] | None:
    """A symbol (index in ``units``) for each helper, all different (augmenting paths), or None."""
    owner: dict[int, int] = {}

    def place(h: int, seen: set[int]) -> bool:
        # Colored symbols first, so that a creature of a color pays for that color when it can.
        for i in sorted(range(len(units)), key=lambda i: units[i] == "1"):
            if i in seen or not _can_pay(game, keyword, h, units[i]):
                continue
            seen.add(i)
            if i not in owner or place(owner[i], seen):
                owner[i] = h
                return True
        return False

    for h in helpers:
        if not place(h, set()):
            return None
    return {h: i for i, h in owner.items()}


def as_cost(units: list[str]) -> tuple[str, ...]:
    """One symbol per mana back to a cost: the "1"s as one generic symbol, first."""
    generic = units.count("1")
    return ((str(generic),) if generic else ()) + tuple(u for u in units if u != "1")


def _rest(units: list[str], used: set[int]) -> tuple[str, ...]:
    return as_cost([u for i, u in enumerate(units) if i not in used])


def _free_helpers(game: Game, keyword: str, player: int, exclude: tuple[int, ...] = ()) -> list[int]:
    """The helpers that cost nothing else: a creature or artifact with a mana ability is a mana
    source instead (never counted twice); any card of the graveyard for delve."""
    return [o for o in candidates(game, keyword, player) if o not in exclude
            and (keyword == "delve" or not any(isinstance(a, ManaAbility) for a in game.chars(o).abilities))]


def helper_payments(game: Game, chars: Characteristics, player: int, cost: tuple[str, ...], most: int | None = None,
                    exclude: tuple[int, ...] = ()) -> tuple[list[tuple[str, int, str]], tuple[str, ...]]:
    """Up to ``most`` helpers (all if None) that cost nothing else, each matched to the mana
    symbol it pays: (keyword, helper, symbol) in the spell's keyword order, and the mana left."""
    used: list[tuple[str, int, str]] = []
    for keyword in keywords(chars):
        units = _units(cost)
        chosen: list[int] = []
        for h in _free_helpers(game, keyword, player, exclude):
            if most is not None and len(used) + len(chosen) >= most:
                break
            if _match(game, keyword, chosen + [h], units) is not None:
                chosen.append(h)
        matched = _match(game, keyword, chosen, units) or {}
        used += [(keyword, h, units[i]) for h, i in sorted(matched.items())]
        cost = _rest(units, set(matched.values()))
    return used, cost


def _generic(cost: tuple[str, ...]) -> int:
    return sum(int(s) for s in cost if is_number(s))


def assist_most(game: Game, chars: Characteristics, helper: int, cost: tuple[str, ...]) -> int:
    """The most of the generic mana of ``cost`` that ``helper`` could pay with their own mana
    (702.132a)."""
    for n in range(_generic(cost), 0, -1):
        if solver.plan_payment(game, helper, (str(n),), spell=chars).ok:
            return n
    return 0


def _assist(game: Game, chars: Characteristics, player: int, cost: tuple[str, ...], spell: int) -> tuple[str, ...]:
    """702.132a: if the total cost has a generic component, before it is paid its caster may
    choose another player, who may pay any amount of that generic mana. Returns the rest."""
    if not chars.has_keyword("assist") or not _generic(cost):
        return cost
    others = [q for q in range(len(game.state.players)) if q != player and not game.state.players[q].lost]
    helpers = [q for q in others if assist_most(game, chars, q, cost)]
    if not helpers:
        return cost
    ans = game.decide(Decision(player, f"{chars.name}: assist — choose another player who may pay some of its generic "
                                       f"mana ({format_cost(cost)}), or none",
                               [Option(q, game.state.players[q].name) for q in helpers], "choose", 0, 1, "702.132a"))
    picked = ans[0] if isinstance(ans, list) and ans else ans if isinstance(ans, int) else None
    if picked is None:
        return cost
    most = assist_most(game, chars, picked, cost)
    who = game.state.players[picked].name
    n = int(game.decide(Decision(picked, f"{chars.name}: how much of its generic mana do you pay (assist, up to {most})?",
                                 [], "number", rule="702.132a", low=0, high=most)))
    if n <= 0:
        game.note("702.132a", f"{who} pays none of {chars.name}'s generic mana", "cost", spell)
        return cost
    paying.pay_mana(game, picked, (str(n),), chars.name, spell=chars)
    game.note("702.132a", f"{who} pays {{{n}}} of {chars.name}'s generic mana (assist)", "cost", spell)
    return add_generic(cost, -n)


def reducible(game: Game, chars: Characteristics, player: int, cost: tuple[str, ...]) -> tuple[str, ...]:
    """The mana left to pay if every helper that can't make mana itself were used: the least a
    spell with these keywords could still need (for the legal actions). With assist, another
    player paying all the generic mana they can (702.132a)."""
    if chars.has_keyword("assist") and _generic(cost):
        most = max((assist_most(game, chars, q, cost) for q in range(len(game.state.players)) if q != player), default=0)
        cost = add_generic(cost, -most)
    return helper_payments(game, chars, player, cost)[1]


def pay_with_keywords(game: Game, chars: Characteristics, player: int, cost: tuple[str, ...], spell: int) -> tuple[str, ...]:
    """As the total cost is paid (601.2h): first another player may pay some of its generic mana
    (assist, 702.132a); then for each paying keyword the spell has, the player chooses any
    number of helpers; each pays for one mana of the cost. Returns the mana left."""
    cost = _assist(game, chars, player, cost, spell)
    for keyword in keywords(chars):
        rule, verb = PAYERS[keyword]
        units = _units(cost)
        opts = [o for o in candidates(game, keyword, player) if any(_can_pay(game, keyword, o, u) for u in units)]
        if not opts or not units:
            continue
        ans = game.decide(Decision(player, f"{chars.name}: {keyword} — {verb} for each mana it pays (any number)",
                                   [Option(o, game.name(o)) for o in opts], "choose", 0, min(len(opts), len(units)),
                                   rule))
        picked = [ans] if isinstance(ans, int) else list(ans or [])
        if not picked:
            continue
        matched = _match(game, keyword, picked, units)
        if matched is None:
            raise IllegalActionError(f"{keyword}: {', '.join(game.name(o) for o in picked)} can't each pay for a "
                                     f"different mana of the cost ({rule})")
        for oid in picked:
            unit = units[matched[oid]]
            paid = "{" + unit + "}"
            if keyword == "delve":
                name = game.name(oid)
                game.move(oid, "exile", rule=rule)
                game.note(rule, f"{name} is exiled from the graveyard to pay for {paid} (delve)", "cost", spell)
            else:
                game.obj(oid).tapped = True
                game.note(rule, f"{game.name(oid)} is tapped to pay for {paid} ({keyword})", "cost", oid)
        game.touch(chars=False)
        cost = _rest(units, set(matched.values()))
    return cost
