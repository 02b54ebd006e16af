"""Partner with [name] (702.124j): "When this permanent enters, target player may search their
library for a card named [name], reveal it, put it into their hand, then shuffle." Blaring
Captain compiled from its Oracle text, cast on a real board; its deck-construction part (the two
may be commanders together, 702.124a) has nothing to act on in a sandbox without a Commander
format. Bare "Partner" is only that deck-construction part, and is refused by name."""

from __future__ import annotations

import pytest

from sandbox import Pass
from sandbox.cards.oracle import OracleCard, OracleFace, compile_card
from sandbox.cards.parse import parse_ability
from sandbox.errors import InvalidActionError

from .copyhelp import cast, compiled_cards, make

CAPTAIN = OracleFace("Blaring Captain", "{3}{W}", "Creature — Azra Warrior",
                     "Partner with Blaring Recruiter (When this creature enters the battlefield, target player may put "
                     "Blaring Recruiter into their hand from their library, then shuffle.)\n"
                     "Whenever Blaring Captain attacks, attacking Warriors get +1/+1 until end of turn.", "2", "2")
RECRUITER = OracleFace("Blaring Recruiter", "{5}{W}", "Creature — Elf Warrior",
                       "Partner with Blaring Captain\n{2}{W}: Create a 1/1 white Warrior creature token.", "2", "2")
CARDS = compiled_cards(CAPTAIN, RECRUITER)


def _names(game, zone: str, player: int) -> list[str]:
    return [game.chars(o).name for o in game.state.zone(zone, player)]


def _enter(target: str, *, library=(), opp_library=()):
    """Cast Blaring Captain; its enters trigger targets ``target`` ("p0" you, "p1" the opponent)."""
    game = make(["Plains"] * 4, ["Blaring Captain"], library=list(library) or ["Island"] * 3,
                opp_library=list(opp_library) or ["Island"] * 3, pool="", extra=CARDS)
    cast(game, "Blaring Captain")
    for _ in range(10):
        if game.pending is not None:
            break
        game.perform(Pass())
    d = game.pending
    assert d is not None and d.rule == "601.2c" and {o.value for o in d.options} == {"p0", "p1"}
    game.answer(target)
    for _ in range(10):
        if game.pending is not None:
            break
        game.perform(Pass())
    return game


def test_702_124j_the_targeted_player_finds_the_partner_and_puts_it_into_their_hand():
    game = _enter("p0", library=["Island", "Blaring Recruiter", "Plains"])
    assert game.pending.player == 0 and game.pending.rule == "701.23a"  # "may search"
    game.answer("yes")
    d = game.pending
    assert [game.chars(o.value).name for o in d.options] == ["Blaring Recruiter"]
    game.answer(d.options[0].value)
    assert _names(game, "hand", 0) == ["Blaring Recruiter"]
    assert sorted(_names(game, "library", 0)) == ["Island", "Plains"]
    assert any(e.rule == "701.20a" and "revealed" in e.text for e in game.log)
    assert any(e.rule == "701.24a" for e in game.log)  # then shuffle


def test_702_124j_target_opponent_searches_their_own_library_not_yours():
    game = _enter("p1", library=["Blaring Recruiter"], opp_library=["Island", "Blaring Recruiter"])
    assert game.pending.player == 1
    game.answer("yes")
    d = game.pending
    assert d.player == 1 and [game.chars(o.value).name for o in d.options] == ["Blaring Recruiter"]
    assert all(o.value in game.state.zone("library", 1) for o in d.options)
    game.answer(d.options[0].value)
    assert _names(game, "hand", 1) == ["Blaring Recruiter"] and _names(game, "library", 0) == ["Blaring Recruiter"]


def test_702_124j_near_miss_only_a_card_with_that_name_is_found():
    game = _enter("p0", library=["Blaring Captain", "Island"])
    game.answer("yes")
    assert game.pending is None and not game.state.stack
    assert _names(game, "hand", 0) == [] and sorted(_names(game, "library", 0)) == ["Blaring Captain", "Island"]


def test_702_124j_near_miss_a_player_who_declines_doesnt_search_or_shuffle():
    game = _enter("p0", library=["Island", "Blaring Recruiter", "Plains"])
    game.answer("no")
    assert _names(game, "hand", 0) == [] and _names(game, "library", 0) == ["Island", "Blaring Recruiter", "Plains"]
    assert not any(e.rule == "701.24a" for e in game.log)


def _refusal(text: str, name: str = "Blaring Captain") -> str:
    face = OracleFace(name, "{3}{W}", "Creature — Azra Warrior", text, "2", "2")
    result = compile_card(OracleCard(name, (face,)))
    assert result.table is None
    return " ".join(result.refused)


@pytest.mark.parametrize("text", ["Partner with blaring recruiter", "Partner with Blaring Captain",
                                  "Partner with Blaring Recruiter, Blaring Captain,", "Partner with"])
def test_702_124j_near_miss_one_other_cards_name(text):
    assert _refusal(text)


def test_702_124a_near_miss_bare_partner_is_refused_by_name():
    assert "keyword 'partner' is not implemented: 702.124a" in _refusal("Partner")
    with pytest.raises(InvalidActionError, match="keyword 'partner' is not implemented: 702.124a"):
        parse_ability("Partner")
