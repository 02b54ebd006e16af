"""Keyword actions on a library: scry (701.22), surveil (701.25), mill (701.13), and looking
at the top cards to take some and put the rest on the bottom.

The library's list runs bottom to top: its last card is the top one (401.1). Cards looked at
stay hidden from the other players; moving them within the library doesn't make them new
objects (a library is one zone).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING

from sandbox.core import zones
from sandbox.core.actions import Decision, Option

if TYPE_CHECKING:
    from sandbox.core.game import Game


def _top(game: Game, player: int, n: int) -> list[int]:
    """The top ``n`` cards of a library, top card first."""
    lib = game.state.zone("library", player)
    return list(reversed(lib[-n:])) if n > 0 else []


def _order(game: Game, player: int, cards: list[int], where: str, rule: str) -> list[int]:
    """The player's order for cards put on the top or bottom of their library, first = topmost."""
    if len(cards) < 2:
        return cards
    opts = [Option(c, game.name(c)) for c in cards]
    ans = game.decide(Decision(player, f"order the cards you put on the {where} of your library (first = topmost)",
                               opts, "order", len(opts), len(opts), rule, ordered=True))
    return [c for c in ans if c in cards]


def _put_back(game: Game, player: int, top: list[int], bottom: list[int]) -> None:
    """Put ``top`` (first = topmost) on top of the library and ``bottom`` (first = topmost of them)
    under the rest."""
    lib = game.state.zone("library", player)
    for c in top + bottom:
        lib.remove(c)
    lib[:0] = list(reversed(bottom))
    lib.extend(reversed(top))
    game.touch(chars=False)


def _look_and_split(game: Game, player: int, n: int, action: tuple[str, str], where: str, rules: tuple[str, str],
                    source: str) -> tuple[list[int], list[int]] | None:
    """Look at the top N cards for scry or surveil and choose those that go ``where``: (the
    cards looked at, the chosen ones), or None when there's nothing to look at."""
    word, verb = action  # ("scry", "scries")
    name = game.state.players[player].name
    cards = _top(game, player, n)
    if not cards:
        game.note(rules[1], f"{name} {verb} {n} with no cards to look at: nothing happens", "resolve")
        return None
    game.note(rules[0], f"{name} {verb} {n}: looks at the top {len(cards)} card(s) of their library", "resolve")
    opts = [Option(c, game.name(c)) for c in cards]
    ans = game.decide(Decision(player, f"{source}: {word} {n}: choose the cards to put {where}", opts, "choose",
                               0, len(opts), rules[0]))
    chosen = ans if isinstance(ans, list) else [ans]
    return cards, [c for c in cards if c in chosen]


def scry(game: Game, player: int, n: int, source: str) -> None:
    """Scry N (701.22a): look at the top N cards, put any number of them on the bottom and the
    rest on top, each group in any order. Scry 0 or an empty library does nothing (701.22b)."""
    looked = _look_and_split(game, player, n, ("scry", "scries"), "on the bottom (the rest stay on top)", ("701.22a", "701.22b"), source)
    if looked is None:
        return
    cards, bottom = looked
    top = _order(game, player, [c for c in cards if c not in bottom], "top", "701.22a")
    bottom = _order(game, player, bottom, "bottom", "701.22a")
    _put_back(game, player, top, bottom)
    game.note("701.22a", f"{game.state.players[player].name} puts {len(top)} on top and {len(bottom)} on the bottom "
              "of their library", "resolve")


def surveil(game: Game, player: int, n: int, source: str) -> None:
    """Surveil N (701.25a): look at the top N cards, put any number of them into the graveyard
    and the rest on top in any order. Surveil 0 or an empty library does nothing (701.25b)."""
    looked = _look_and_split(game, player, n, ("surveil", "surveils"), "into your graveyard", ("701.25a", "701.25b"), source)
    if looked is None:
        return
    cards, milled = looked
    _put_back(game, player, _order(game, player, [c for c in cards if c not in milled], "top", "701.25a"), [])
    for c in milled:
        game.move(c, "graveyard", rule="701.25a")


def mill(game: Game, player: int, n: int) -> list[int]:
    """Mill N (701.13a): the top N cards of the library go into the graveyard (all of them if
    fewer remain, 701.13b). Returns the milled cards in the graveyard."""
    cards = _top(game, player, n)
    game.note("701.13a", f"{game.state.players[player].name} mills {len(cards)} card(s)", "resolve", *cards)
    return [new for c in cards if (new := game.move(c, "graveyard", rule="701.13a")) is not None]


def dig(game: Game, player: int, n: int, *, source: str, take: int = 1, matching: Callable[[int], bool] | None = None,
        optional: bool = False, rest: str = "bottom_any", reveal: bool = False) -> list[int]:
    """Look at the top N cards, put ``take`` of them (matching, if a quality is asked: revealed,
    701.20a) into your hand, and the rest on the bottom in any order or a random order
    (``rest``: "bottom_any" | "bottom_random"). Returns the cards put into the hand."""
    name = game.state.players[player].name
    cards = _top(game, player, n)
    if reveal:
        game.note("701.20a", f"{name} reveals the top {len(cards)} card(s) of their library: "
                  + (", ".join(game.name(c) for c in cards) or "none"), "resolve", *cards)
    else:
        game.note("401.2", f"{name} looks at the top {len(cards)} card(s) of their library", "resolve")
    if not cards:
        return []
    opts = [Option(c, game.name(c)) for c in cards if matching is None or matching(c)]
    k = min(take, len(opts))
    chosen: list[int] = []
    if opts and (k or optional):
        ans = game.decide(Decision(player, f"{source}: choose {'up to ' if optional else ''}{k} card(s) to put into your hand",
                                   opts, "choose", 0 if optional else k, k, "608.2c"))
        chosen = [c for c in (ans if isinstance(ans, list) else [ans]) if c in cards]
    others = [c for c in cards if c not in chosen]
    if rest == "graveyard":
        hand = _take(game, player, chosen, revealed=matching is not None)
        for c in others:
            game.move(c, "graveyard", rule="608.2c")
        game.note("608.2c", f"{name} puts {len(chosen)} into their hand and {len(others)} into their graveyard", "resolve")
        return hand
    if rest == "bottom_random":
        rng = random.Random(game.state.rng)
        rng.shuffle(others)
        game.state.rng = rng.getrandbits(32)
        bottom = others
    else:
        bottom = _order(game, player, others, "bottom", "608.2c")
    _put_back(game, player, [], bottom)
    hand = _take(game, player, chosen, revealed=matching is not None)
    order = "a random order" if rest == "bottom_random" else "the order they chose"
    game.note("608.2c", f"{name} puts {len(chosen)} into their hand and {len(bottom)} on the bottom in {order}", "resolve")
    return hand


def _take(game: Game, player: int, chosen: list[int], *, revealed: bool) -> list[int]:
    """The cards chosen go into the hand (revealed first if a quality was asked, 701.20a)."""
    hand = []
    for c in chosen:
        if revealed:
            game.note("701.20a", f"{game.state.players[player].name} reveals {game.name(c)}", "resolve", c)
        new = game.move(c, "hand", rule="608.2c")
        if new is not None:
            hand.append(new)
    return hand


def arrange_top(game: Game, player: int, n: int, *, source: str, may_shuffle: bool = False,
                chooser: int | None = None) -> None:
    """Look at the top N cards of ``player``'s library and put them back in any order (401.4);
    with "You may shuffle." ("You may have that player shuffle.") the chooser then decides
    whether that library is shuffled (701.24a). The chooser (default: the library's owner) is
    the one who looks and orders."""
    who = player if chooser is None else chooser
    name = game.state.players[who].name
    whose = "their" if who == player else f"{game.state.players[player].name}'s"
    cards = _top(game, player, n)
    game.note("401.2", f"{name} looks at the top {len(cards)} card(s) of {whose} library", "resolve")
    if cards:
        _put_back(game, player, _order(game, who, cards, "top", "401.4"), [])
        game.note("401.4", f"{name} puts them back in the order they chose", "resolve")
    if may_shuffle:
        ans = game.ask_yes(who, f"{source}: shuffle {'your' if who == player else whose} library?", "701.24a")
        if ans:
            zones.shuffle(game, player)
        else:
            game.note("701.24a", f"{name} doesn't have {whose} library shuffled", "resolve")


def hand_to_top(game: Game, player: int, n: int, *, source: str) -> list[int]:
    """Put N cards from your hand on top of your library in any order (401.4): the player
    chooses them (all of them if they have N or fewer) and their order. Returns the new cards."""
    hand = list(game.state.zone("hand", player))
    k = min(n, len(hand))
    name = game.state.players[player].name
    if not k:
        game.note("401.4", f"{name} has no cards in hand to put on top of their library", "resolve")
        return []
    opts = [Option(c, game.name(c)) for c in hand]
    ans = game.decide(Decision(player, f"{source}: choose {k} card(s) from your hand to put on top of your library",
                               opts, "choose", k, k, "401.4"))
    chosen = [c for c in (ans if isinstance(ans, list) else [ans]) if c in hand]
    ordered = _order(game, player, chosen, "top", "401.4")
    moved = [new for c in reversed(ordered) if (new := game.move(c, "library", rule="401.4")) is not None]
    game.note("401.4", f"{name} puts {len(moved)} card(s) from their hand on top of their library", "resolve")
    return moved


def reveal_take_all(game: Game, player: int, n: int, *, matching: Callable[[int], bool], rest: str = "bottom_any") -> list[int]:
    """Reveal the top N cards (701.20a): every one that matches goes into the hand, the rest on
    the bottom in any order or a random order, or into the graveyard (``rest``). Returns the
    cards put into the hand."""
    name = game.state.players[player].name
    cards = _top(game, player, n)
    game.note("701.20a", f"{name} reveals the top {len(cards)} card(s) of their library: "
              + (", ".join(game.name(c) for c in cards) or "none"), "resolve", *cards)
    taken = [c for c in cards if matching(c)]
    others = [c for c in cards if c not in taken]
    if rest == "graveyard":
        hand = _take(game, player, taken, revealed=False)
        for c in others:
            game.move(c, "graveyard", rule="608.2c")
    else:
        if rest == "bottom_random":
            rng = random.Random(game.state.rng)
            rng.shuffle(others)
            game.state.rng = rng.getrandbits(32)
        else:
            others = _order(game, player, others, "bottom", "608.2c")
        _put_back(game, player, [], others)
        hand = _take(game, player, taken, revealed=False)
    game.note("608.2c", f"{name} puts {len(taken)} into their hand and {len(others)} "
              + ("into their graveyard" if rest == "graveyard" else "on the bottom of their library"), "resolve")
    return hand


def look_mill_any(game: Game, player: int, n: int, *, source: str) -> None:
    """Look at the top N cards, put any number of them into the graveyard and the rest back on
    top in any order (608.2c): what surveil does, but not the keyword action (701.25)."""
    name = game.state.players[player].name
    cards = _top(game, player, n)
    game.note("401.2", f"{name} looks at the top {len(cards)} card(s) of their library", "resolve")
    if not cards:
        return
    opts = [Option(c, game.name(c)) for c in cards]
    ans = game.decide(Decision(player, f"{source}: choose any number of them to put into your graveyard", opts, "choose",
                               0, len(opts), "608.2c"))
    chosen = [c for c in (ans if isinstance(ans, list) else [ans]) if c in cards]
    _put_back(game, player, _order(game, player, [c for c in cards if c not in chosen], "top", "401.4"), [])
    for c in chosen:
        game.move(c, "graveyard", rule="608.2c")
    game.note("608.2c", f"{name} puts {len(chosen)} into their graveyard and {len(cards) - len(chosen)} back on top", "resolve")
