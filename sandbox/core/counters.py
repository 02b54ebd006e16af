"""Effects on counters already placed: proliferate (701.34) and moving counters (122.5)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from sandbox.core import replacements
from sandbox.core.actions import Decision, Option

if TYPE_CHECKING:
    from sandbox.core.game import Game


def proliferate(game: Game, player: int, source_name: str) -> None:
    """701.34a: ``player`` chooses any number of permanents and players that have counters;
    each gets one more counter of each kind it already has (lore counters trigger chapters),
    through the replacements on counters (614.1a: Doubling Season, Winding Constrictor)."""
    st = game.state
    opts = [Option(o, f"{game.name(o)} ({', '.join(f'{n} {k}' for k, n in st.objects[o].counters.items())})")
            for o in st.battlefield if any(st.objects[o].counters.values())]
    opts += [Option(f"p{p.index}", f"{p.name} ({_player_counters(p.poison, p.energy)})") for p in st.players
             if p.poison or p.energy]
    if not opts:
        game.note("701.34a", f"{source_name}: nothing has counters to proliferate", "resolve")
        return
    chosen = game.decide(Decision(player, f"{source_name}: proliferate: choose permanents and players with counters",
                                  opts, "choose", 0, len(opts), "701.34a"))
    for ref in chosen:
        if isinstance(ref, str):
            p = st.players[int(ref[1:])]
            for kind in [k for k, n in (("poison", p.poison), ("energy", p.energy)) if n]:
                got = replacements.give_player_counters(game, p.index, kind, 1)
                game.note("701.34a", f"{p.name} gets {got} {kind} counter(s) "
                          f"({p.poison if kind == 'poison' else p.energy})", "counter")
            continue
        if ref in st.objects and st.objects[ref].zone == "battlefield":
            put = replacements.put_counter_set(game, ref, {k: 1 for k, n in st.objects[ref].counters.items() if n})
            game.note("701.34a", f"{replacements.describe(put)} put on {game.name(ref)} (proliferate)", "counter", ref)
    if not chosen:
        game.note("701.34a", f"{game.state.players[player].name} proliferates choosing nothing", "resolve")


def _player_counters(poison: int, energy: int) -> str:
    return ", ".join(f"{n} {k}" for k, n in (("poison", poison), ("energy", energy)) if n)


def move_counters(game: Game, sources: list[int], dests: list[int], kind: str, n: int, chooser: int) -> None:
    """122.5: move up to ``n`` counters of ``kind`` from one permanent onto another: as many
    as are removed are put on; none move if either is gone (or they're the same). Of ``kind``
    "any" ("move a counter"), the controller of the effect chooses which kind the source has."""
    if not sources or not dests or sources[0] == dests[0]:
        game.note("122.5", f"no {'' if kind == 'any' else kind + ' '}counter moves: a permanent is gone", "resolve")
        return
    src, dst = sources[0], dests[0]
    if kind == "any":
        kinds = sorted(k for k, m in game.obj(src).counters.items() if m)
        if not kinds:
            game.note("122.5", f"{game.name(src)} has no counter to move", "resolve", src)
            return
        kind = game.decide(Decision(chooser, f"move which kind of counter from {game.name(src)}?",
                                    [Option(k, k) for k in kinds], "choose", rule="122.5"))
    moved = min(n, game.obj(src).counters.get(kind, 0))
    if not moved:
        game.note("122.5", f"{game.name(src)} has no {kind} counter to move", "resolve", src)
        return
    game.add_counters(src, kind, -moved)
    game.add_counters(dst, kind, moved)
    game.note("122.5", f"{moved} {kind} counter(s) move from {game.name(src)} onto {game.name(dst)}", "counter", src, dst)
