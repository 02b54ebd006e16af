"""Replacement effects on counters being put and tokens being created (614.1, 614.5, 616.1, 122.6).

Doublers ("twice that many") and "that many plus one" watch counters put on permanents, the
counters an object enters with included (122.6): each applies at most once to an event
(614.5), in the order the affected object's controller chooses (616.1). An effect that
doesn't apply yet is checked again after each one applied (616.1f): Hardened Scales finds
the counter Metallic Mimic adds. The order is asked only when the orders differ.
"""

from __future__ import annotations

from itertools import permutations
from typing import TYPE_CHECKING

from sandbox.cards.filters import Filter
from sandbox.cards.model import Replacement
from sandbox.core.actions import Decision, Option
from sandbox.core.layers import distinct, matches

if TYPE_CHECKING:
    from sandbox.core.game import Game
    from sandbox.core.state import Obj

Counters = dict[str, int]
MAX_ORDERED = 5
"""At most this many effects are ordered by the player (5 give 120 orders); more apply in
timestamp order, noted in the log."""


def in_play(game: Game) -> list[tuple[int, Replacement, int]]:
    """Replacement effects on the battlefield: (source, ability, its controller). Each distinct
    layer result is looked at once (a board of lands costs the same as a small one)."""
    computed = game.all_computed()
    replacing = {key for key, comp in distinct(computed).items()
                 if any(isinstance(ab, Replacement) for ab in comp.chars.abilities)}
    if not replacing:
        return []
    return [(src, ab, comp.controller) for src, comp in computed.items() if id(comp) in replacing
            for ab in comp.chars.abilities if isinstance(ab, Replacement)]


def counter_replacements(game: Game, oid: int, *, by_effect: bool) -> list[tuple[int, Replacement]]:
    """The counter replacements watching object ``oid`` (on the battlefield or entering it)."""
    return [(src, ab) for src, ab, ctrl in in_play(game)
            if ab.replaces == "counters" and (by_effect or not ab.param("effect_only"))
            and Filter.parse(ab.param("on")).objects and matches(game, Filter.parse(ab.param("on")), oid, ctrl, src)]


def player_counter_replacements(game: Game, player: int) -> list[tuple[int, Replacement]]:
    """The counter replacements watching counters ``player`` gets ("If you would get one or
    more counters"): those whose ``on`` names players, read by each source's controller."""
    return [(src, ab) for src, ab, ctrl in in_play(game)
            if ab.replaces == "counters" and Filter.parse(ab.param("on")).players is not None
            and Filter.parse(ab.param("on")).matches_player(player, ctrl)]


def applies(ab: Replacement, counters: Counters) -> bool:
    """Does this replacement modify an event putting ``counters`` (614.7: none, no event)?"""
    if ab.replaces == "others_enter":
        return True
    kind = ab.param("kind")
    return any(n > 0 and (kind is None or k == kind) for k, n in counters.items())


def replace(ab: Replacement, counters: Counters) -> Counters:
    """The counters after one replacement: an additional counter, twice that many, or plus one."""
    if ab.replaces == "others_enter":
        out = dict(counters)
        for k, n in ab.param("counters", ()):
            out[k] = out.get(k, 0) + int(n)
        return out
    kind = ab.param("kind")
    times, plus = int(ab.param("multiply", 1)), int(ab.param("plus", 0))
    return {k: n * times + plus if n > 0 and (kind is None or k == kind) else n for k, n in counters.items()}


def run(reps: list[tuple[int, Replacement]], order: tuple[int, ...], counters: Counters) -> tuple[Counters, list[int]]:
    """The counters after applying ``reps`` by the preference ``order``: each time the first
    one that applies now, until none does (616.1f); and the indices in the order applied."""
    pending, done = list(order), []
    for _ in range(len(order)):
        i = next((i for i in pending if applies(reps[i][1], counters)), None)
        if i is None:
            break
        counters = replace(reps[i][1], counters)
        pending.remove(i)
        done.append(i)
    return counters, done


def apply_counter_replacements(game: Game, oid: int | None, reps: list[tuple[int, Replacement]], counters: Counters,
                               player: int, what: str) -> Counters:
    """The counters put on ``oid`` (None: on a player) after its replacements, ordered by
    ``player`` (616.1) when the order changes the result; each application is logged."""
    if not reps:
        return counters
    ids = () if oid is None else (oid,)
    order = tuple(range(len(reps)))
    if 1 < len(reps) <= MAX_ORDERED:
        results = {o: run(reps, o, counters)[0] for o in permutations(order)}
        if len({tuple(sorted(r.items())) for r in results.values()}) > 1:
            opts = [Option(i, f"{game.name(src)}: {ab.text}") for i, (src, ab) in enumerate(reps)]
            order = tuple(game.decide(Decision(player, f"order the replacement effects on the counters put on {what} "
                                               "(first applies first)", opts, "replacement_order", len(opts), len(opts),
                                               "616.1", ordered=True, context={"object": oid} if ids else {})))
            game.note("616.1", f"{game.state.players[player].name} applies them in this order: "
                      + ", then ".join(game.name(reps[i][0]) for i in order), "counter", *ids)
        else:
            game.note("616.1", f"{len(reps)} effects modify these counters; every order gives the same counters", "counter", *ids)
    elif len(reps) > MAX_ORDERED:
        game.note("616.1", f"{len(reps)} effects modify these counters: they apply in timestamp order", "counter", *ids)
    before = counters
    after, done = run(reps, order, counters)
    for i in done:
        src, ab = reps[i]
        counters_after = replace(ab, before)
        game.note("614.1a", f"{game.name(src)}: {describe(before)} on {what} become {describe(counters_after)}",
                  "counter", *ids)
        before = counters_after
    return after


def describe(counters: Counters) -> str:
    """Counters as words: "2 +1/+1 and 1 loyalty counter(s)"; "no counters"."""
    parts = [f"{n} {k}" for k, n in counters.items() if n > 0]
    return " and ".join(parts) + " counter(s)" if parts else "no counters"


def put_counters(game: Game, oid: int, kind: str, n: int, *, by_effect: bool = True) -> int:
    """Put ``n`` counters of ``kind`` on a permanent through its counter replacements (614.1,
    616.1); ``by_effect`` false for counters put as a cost. Returns how many were put."""
    if n <= 0:
        game.add_counters(oid, kind, n)
        return n
    return put_counter_set(game, oid, {kind: n}, by_effect=by_effect).get(kind, 0)


def put_counter_set(game: Game, oid: int, counters: Counters, *, by_effect: bool = True) -> Counters:
    """Put several kinds of counters on a permanent as one event (proliferate, 701.34a), through
    its counter replacements; the counters put."""
    reps = counter_replacements(game, oid, by_effect=by_effect)
    counters = apply_counter_replacements(game, oid, reps, counters, game.controller(oid), game.name(oid))
    for k, m in counters.items():
        if m > 0:
            game.add_counters(oid, k, m)
    return counters


def give_player_counters(game: Game, player: int, kind: str, n: int) -> int:
    """``player`` gets ``n`` counters of ``kind`` through the replacements watching players'
    counters (614.1a), ordered by that player (616.1). Returns how many they got."""
    if kind not in ("poison", "energy"):
        raise AssertionError(f"players have poison and energy counters only (122.1f, 107.14), not {kind!r}")
    who = game.state.players[player]
    counters = apply_counter_replacements(game, None, player_counter_replacements(game, player), {kind: n},
                                          player, who.name)
    got = counters.get(kind, 0)
    if kind == "poison":
        who.poison += got
    else:
        who.energy += got
    game.touch(chars=False)
    return got


def entering_counters(game: Game, new: Obj) -> None:
    """122.6, 614.1c: the counters an object enters with are put on it as it enters, so counter
    replacements and "enters with an additional counter" effects of other permanents apply."""
    reps = [(src, ab) for src, ab, ctrl in in_play(game)
            if ab.replaces == "others_enter" and matches(game, Filter.parse(ab.param("what")), new.id, ctrl, src)]
    reps += counter_replacements(game, new.id, by_effect=True)
    if not reps:
        return
    after = apply_counter_replacements(game, new.id, reps, dict(new.counters), new.controller, game.name(new.id))
    new.counters = {k: n for k, n in after.items() if n > 0}
    game.touch()


def token_count(game: Game, player: int, n: int) -> int:
    """How many tokens an effect creating ``n`` under ``player``'s control creates (614.1a):
    each doubler applies once (614.5); multipliers give the same result in any order."""
    for src, ab, ctrl in in_play(game):
        if ab.replaces == "tokens" and ctrl == player and n > 0:
            times = int(ab.param("multiply", 2))
            game.note("614.1a", f"{game.name(src)}: {n} token(s) become {n * times}", "token", src)
            n *= times
    return n


# ---------------------------------------------------------------- put into a graveyard (614.1a)

def to_graveyard(game: Game, oid: int, owner: int) -> tuple[int, Replacement] | None:
    """The replacement that exiles object ``oid`` instead of putting it into its owner's
    graveyard (614.1a), if any: its own ("If this card would be put into a graveyard from
    anywhere", from whatever zone it is in, 113.6; "If this creature would die", from the
    battlefield, 700.4), or one of a permanent on the battlefield (Rest in Peace, Leyline of the
    Void). Each exiles it, so which applies first doesn't change the result (616.1)."""
    obj = game.obj(oid)
    on_battlefield = obj.zone == "battlefield"
    own = [(oid, ab, game.controller(oid)) for ab in game.chars(oid).abilities
           if isinstance(ab, Replacement) and ab.replaces == "graveyard" and ab.param("what") == "self"]
    others = [(src, ab, ctrl) for src, ab, ctrl in in_play(game)
              if ab.replaces == "graveyard" and ab.param("what") != "self"]
    for src, ab, ctrl in own + others:
        if ab.param("dies") and not on_battlefield:
            continue
        whose = ab.param("whose", "any")
        if whose == "opponent" and owner == ctrl or whose in ("your", "you") and owner != ctrl:
            continue
        if ab.param("cards_only") and obj.kind != "card":
            continue
        what = ab.param("what")
        if what == "self" or what in ("enchanted", "equipped") and game.obj(src).attached_to == oid \
                or what not in ("self", "enchanted", "equipped") and matches(game, Filter.parse(what), oid, ctrl, src):
            return src, ab
    return None
