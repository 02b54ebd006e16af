"""Replacement effects on mana production (106.12b, 614.1a, 616.1): "twice as much",
"produces {B} instead", applied in the order the producing player chooses."""

from __future__ import annotations

from typing import TYPE_CHECKING

from sandbox.cards.filters import Filter
from sandbox.cards.model import Replacement, parse_color
from sandbox.core.actions import Decision, Option
from sandbox.core.layers import matches
from sandbox.core.mana.pool import format_amounts, type_amounts

if TYPE_CHECKING:
    from sandbox.core.game import Game


def all_mana_replacements(game: Game) -> list[tuple[int, Replacement, int]]:
    """Every replacement effect on mana production in play: (source, ability, its controller)."""
    version, cached = game._mana_rep_cache
    if version == game.state.chars_version:
        return cached
    out = []
    for src in game.state.battlefield:
        for ab in game.chars(src).abilities:
            if isinstance(ab, Replacement) and ab.replaces == "mana":
                out.append((src, ab, game.controller(src)))
    game._mana_rep_cache = (game.state.chars_version, out)
    return out


def mana_replacements(game: Game, oid: int, player: int) -> list[tuple[int, Replacement]]:
    """Replacement effects that apply to tapping ``oid`` for mana (106.12b), in a fixed order."""
    out = []
    for src, ab, ctrl in all_mana_replacements(game):
        what = ab.param("what", "permanent")
        whose = ab.param("whose", "you")
        if whose == "you" and player != ctrl:
            continue
        if oid in game.state.objects and what != "permanent" and not matches(game, Filter.parse(what), oid, ctrl, src):
            continue
        out.append((src, ab))
    return out


def apply_mana_replacements(game: Game, oid: int, player: int, amounts: dict[str, int],
                            order: tuple[int, ...] | None = None) -> tuple[dict[str, int], tuple[str, ...]]:
    """The mana after the replacement effects that apply (614.1a), as amounts per type, and
    what shaped it. The producing player orders them (616.1) unless every order gives the
    same mana (only multipliers: "twice as much", "three times as much")."""
    reps = mana_replacements(game, oid, player)
    if not reps:
        return amounts, ()
    if len(reps) > 1 and not commute(reps):
        if order is not None and sorted(order) == list(range(len(reps))):
            chosen = list(order)
        else:
            opts = [Option(i, f"{game.name(src)}: {ab.text}") for i, (src, ab) in enumerate(reps)]
            chosen = game.decide(Decision(player, "order the replacement effects on this mana (first applies first)", opts,
                                          "replacement_order", len(opts), len(opts), "616.1", ordered=True,
                                          context={"source": oid}))
        reps = [reps[i] for i in chosen]
        game.note("616.1", f"{game.state.players[player].name} applies them in this order: "
                           + ", then ".join(game.name(src) for src, _ in reps), "mana", oid)
    elif len(reps) > 1:
        game.note("616.1", f"{len(reps)} effects multiply this mana; every order gives the same mana", "mana", oid)
    via = []
    for src, ab in reps:
        before = format_amounts(amounts)
        amounts = replace_mana(amounts, ab)
        via.append(f"{game.name(src)}: {before} became {format_amounts(amounts)} (614.1a)")
        game.note("614.1a", f"{game.name(src)} replaces {before} with {format_amounts(amounts)} ({ab.text or 'replacement'})", "mana", src)
    return amounts, tuple(via)


def commute(reps: list[tuple[int, Replacement]]) -> bool:
    """True when the order of these replacements can't change the mana: all multiply it."""
    return all(not ab.param("becomes") for _, ab in reps)


def replace_mana(amounts: dict[str, int], ab: Replacement) -> dict[str, int]:
    """One mana replacement on amounts per type: 'twice as much' or 'produces {B} instead of
    any other type and amount'."""
    if ab.param("becomes"):
        return type_amounts(parse_color(c) for c in ab.param("becomes"))  # as written: "B" or "black"
    n = int(ab.param("multiply", 1))
    return {k: m * n for k, m in amounts.items()}
