"""Day and night (726) and the daybound and nightbound abilities of transforming double-faced
cards (702.145).

The game starts neither day nor night; once it is day or night it is exactly one of them for the
rest of the game (726). ``State.day_night`` holds "", "day" or "night". It becomes day
when a player controls a permanent with daybound while it's neither (702.145d), or night when a
player controls one with nightbound and nobody controls one with daybound (702.145g). As the
untap step begins, the previous turn's active player's spells decide a change (502.2):
none cast makes day night, two or more make night day. (Day and night are section 726 of the
Comprehensive Rules; the untap-step check is 502.2.)

Daybound (702.145b) and nightbound (702.145e) permanents transform only by their own abilities:
front face up at night, a daybound permanent transforms (702.145c); back face up by day, a
nightbound one transforms (702.145f). Those transformations happen at once, as it becomes day
or night, and are checked whenever a player would receive priority; they aren't state-based
actions. A daybound double-faced card entering at night enters transformed (702.145b).
"""

from __future__ import annotations

import weakref
from typing import TYPE_CHECKING

from sandbox.core import faces
from sandbox.core.layers import extends

if TYPE_CHECKING:
    from sandbox.core.game import Game
    from sandbox.core.layers import Computed
    from sandbox.core.state import State

DAY, NIGHT = "day", "night"
NEITHER = "neither day nor night"


def shown(game: Game) -> str:
    """The game's designation as the board shows it: "day", "night" or "neither day nor night" (726)."""
    return game.state.day_night or NEITHER


def becomes(game: Game, which: str, rule: str, why: str = "") -> None:
    """It becomes day or night (726); the daybound and nightbound permanents whose face no
    longer fits transform at once (702.145c, 702.145f). Becoming what it already is changes
    nothing."""
    st = game.state
    assert which in (DAY, NIGHT), which
    if st.day_night == which:
        return
    before = shown(game)
    st.day_night = which
    game.touch()
    game.note(rule, f"it becomes {which} (it was {before}){': ' + why if why else ''}", "turn")
    if before != NEITHER:
        game.fire({"kind": "day_night_changes", "to": which})  # "whenever day becomes night or night becomes day"
    transform_bound(game)


_TALLY: weakref.WeakKeyDictionary[Game, tuple[State, dict[int, Computed], tuple[int, ...], tuple[int, ...]]] = \
    weakref.WeakKeyDictionary()
"""Per game, the last look: the permanents with daybound and those with nightbound."""


def _tally(game: Game) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The permanents with daybound and those with nightbound, in battlefield order; after one
    permanent put on the battlefield (nothing else changed) only that one is looked at, so a
    large board isn't read again each time a player would receive priority."""
    st = game.state
    computed = game.all_computed()
    last = _TALLY.get(game)
    if last is not None and last[0] is st and last[1] is computed:
        return last[2], last[3]
    if last is not None and last[0] is st and extends(computed, last[1]):
        day, night = last[2], last[3]
        oid = st.battlefield[-1]
        chars = computed[oid].chars
        day += (oid,) if chars.has_keyword("daybound") else ()
        night += (oid,) if chars.has_keyword("nightbound") else ()
    else:
        day = tuple(o for o in st.battlefield if computed[o].chars.has_keyword("daybound"))
        night = tuple(o for o in st.battlefield if computed[o].chars.has_keyword("nightbound"))
    _TALLY[game] = (st, computed, day, night)
    return day, night


def _bound(game: Game, keyword: str) -> tuple[int, ...]:
    day, night = _tally(game)
    return day if keyword == "daybound" else night


def check(game: Game) -> None:
    """Whenever a player would receive priority (and as it becomes day or night): a permanent
    with daybound makes it day if it's neither (702.145d), one with nightbound night if no
    permanent has daybound (702.145g); then each daybound or nightbound permanent showing the
    wrong face transforms (702.145c, 702.145f)."""
    st = game.state
    if not st.day_night:
        day = _bound(game, "daybound")
        if day:
            becomes(game, DAY, "702.145d", f"{game.name(day[0])} has daybound")
            return
        night = _bound(game, "nightbound")
        if night:
            becomes(game, NIGHT, "702.145g", f"{game.name(night[0])} has nightbound and no permanent has daybound")
            return
        return
    transform_bound(game)


def transform_bound(game: Game) -> None:
    """702.145c: at night, each front-face-up permanent with daybound transforms; 702.145f: by
    day, each back-face-up permanent with nightbound transforms. A permanent that can't
    transform (not double-faced, 701.27c) stays as it is; it isn't asked again."""
    st = game.state
    if st.day_night == NIGHT:
        todo = [(o, "702.145c") for o in _bound(game, "daybound") if not game.obj(o).transformed]
    elif st.day_night == DAY:
        todo = [(o, "702.145f") for o in _bound(game, "nightbound") if game.obj(o).transformed]
    else:
        return
    for oid, rule in todo:
        obj = game.obj(oid)
        if not obj.face_down and faces.is_double_faced(game, obj):
            faces.transform(game, oid, rule=rule, bound=True)


def untap_step_check(game: Game) -> None:
    """502.2: as the untap step begins, before permanents untap (502.3), if it's day and the previous turn's active
    player cast no spells during that turn, it becomes night; if it's night and they cast two or
    more, it becomes day. Neither day nor night: nothing changes. The first turn has no
    previous turn."""
    st = game.state
    if not st.day_night or st.turn <= 1:
        return
    before = 1 - st.active  # two players: the previous turn's active player is the other one
    cast = (st.spells_cast.get(st.turn - 1) or [0] * len(st.players))[before]
    who = st.players[before].name
    if st.day_night == DAY and cast == 0:
        becomes(game, NIGHT, "502.2", f"{who} cast no spells during their turn")
    elif st.day_night == NIGHT and cast >= 2:
        becomes(game, DAY, "502.2", f"{who} cast {cast} spells during their turn")
    else:
        game.note("502.2", f"it stays {st.day_night}: {who} cast {cast} spell(s) during their turn", "turn")


def enters_transformed(game: Game, oid: int) -> bool:
    """702.145b: at night, a permanent with daybound that is a double-faced card enters
    transformed (its nightbound face up); it doesn't enter front face up and then transform."""
    obj = game.obj(oid)
    return (game.state.day_night == NIGHT and not obj.transformed and not obj.face_down
            and faces.is_double_faced(game, obj) and game.chars(oid).has_keyword("daybound"))
