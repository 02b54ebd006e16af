"""Every key the card loader accepts in an effect table changes something on a board.

For each effect of the vocabulary and each of its keys, the same board is played with the key
at different values (and without it, when it may be left out): an activated ability with the
effect is activated, resolved, and the game is played on to the next turn. At least two of the
runs must end on different boards (`board_signature`: zones, characteristics, counters, life,
continuous effects) or ask different questions. A key that loads and is never read, or is read
and ignored, leaves every run the same and fails here, naming the effect and key.
"""

from __future__ import annotations

import itertools
import json
from typing import Any

import pytest

from sandbox import Activate, Cast, Game, Pass
from sandbox.cards import vocabulary as v
from sandbox.cards.vocabulary.keywords import KEYWORDS as KEYWORDS_BY_NAME
from sandbox.errors import SandboxError
from sandbox.formats.save import _canon, board_signature

from ..conftest import find
from ..rules.copyhelp import hand, make
from .test_vocabulary_properties import legal_keys, toml_card

V = v.Value
CANDIDATES: dict[v.Value, list[Any]] = {
    V.AMOUNT: [2, 1, {"for_each": "creature"}],
    V.COUNT: [2, 1, {"for_each": "creature"}],
    V.INT: [1, 2],
    V.BOOL: [True, False],
    V.TEXT: ["Wolf Token", "Spirit Token"],
    V.FILTER: ["creature", "land", "creature card", "land card", "Forest card"],
    V.OBJECT: ["target", "target2", "self", "each creature"],
    V.PLAYER: ["you", "each opponent", "each player"],
    V.OBJECT_OR_PLAYER: ["target", "you", "each opponent", "each creature"],
    V.WHAT: ["self", "creature you control", "creature an opponent controls"],
    V.MANA: ["{G}", "{B}{B}{B}", "one mana of any color"],
    V.COUNTER_KIND: ["+1/+1", "-1/-1", "charge"],
    V.COUNTERS: [{"+1/+1": 1}, {"+1/+1": 2}],
    V.COUNTERS_IF: [{"Creature": {"+1/+1": 1}}, {"Land": {"+1/+1": 1}}],
    V.COLOR: ["G", "R"],
    V.CHAPTERS: [1, [1, 2]],
    V.EFFECTS: [[{"draw": {"count": 1}}], [{"gain_life": {"amount": 3}}]],
    V.DELAYED: [{"at": "end_step", "effects": [{"draw": {}}]}],
    V.REFLEXIVE: [{"effects": [{"destroy": {"what": "target"}}], "target": "creature",
                   "text": "When you do, destroy target creature."}],
    V.EXCEPTIONS: [{"nonlegendary": True}, {"add_card_types": ["Artifact"]}],
    V.ABILITIES: [["Flying"], ["Haste", "Trample"]],
    V.CARD_TYPES: [["Artifact"], ["Artifact", "Creature"]],
    V.SUBTYPES: [["Elf"], ["Elemental", "Wizard"]],
    V.COLORS: [["G"], ["blue", "R"]],
    V.PT_AMOUNTS: [[1, 1], [5, 5]],
    V.EVENT: ["end_step", "upkeep"],
    V.DISCARD_COUNT: [1, 2, "any"],
    V.CONDITION: ["you control a Forest", "you control no Forests"],
    V.MANA_COST: ["{1}", "{0}"],
    **{k: list(choices) for k, choices in v.CHOICES.items()},
}
"""Values each value type is tried with, the ones a board of bears and forests can tell apart first."""


BUSY = [{"create_token": {"token": "Wolf Token"}}, {"draw": {"count": 1}}, {"gain_life": {"amount": 2}},
        {"discard": {"count": 1}}, {"put_counters": {"kind": "+1/+1", "count": 1, "on": "self"}},
        {"sacrifice": {"what": "target2"}}, {"destroy": {"what": "target"}},
        {"tap": {"what": "self"}}, {"untap": {"what": "self"}}]
"""What the generated creature's last ability does, for its triggers to see: a token enters, a
card is drawn, life is gained, a card discarded, a counter put, a creature sacrificed and one
destroyed (both die), the creature itself tapped and untapped."""


def board(abilities: list[Any], replacement: dict[str, Any] | None = None, flip: bool = False) -> Game:
    """You: the generated creature with ``abilities`` (then ``{0}: <BUSY>``), another in hand,
    bears, Forests (one tapped), a hand, a graveyard and a library of several cards; the
    opponent much the same (their bears with counters of two kinds, a land of each other type), with mana to cast a
    Giant Growth. ``flip`` turns the libraries over (a land on top,
    not a creature)."""
    busy = {"activated": {"cost": "{0}", "targets": ["creature", "creature"], "effects": BUSY}}
    card = {"name": "Generated", "mana_cost": "{1}{G}", "type_line": "Creature — Elf", "power": 2, "toughness": 2,
            "abilities": [*abilities, busy, *([{"replacement": replacement}] if replacement else [])]}
    library = ["Island", "Forest", "Giant Growth", "Forest", "Llanowar Elves", "Island", "Grizzly Bears", "Llanowar Elves"]
    library = library[::-1] if flip else library
    return make(["Generated", "Grizzly Bears", "Forest", '{ card = "Forest", tapped = true }'],
                ["Giant Growth", "Grizzly Bears", "Generated", "Forest"],
                ['{ card = "Grizzly Bears", counters = { "+1/+1" = 2, charge = 2 } }', "Llanowar Elves", "Island",
                 "Plains", "Swamp", "Mountain", "Forest"],
                ["Giant Growth", "Island", "Grizzly Bears"],
                you_gy=["Grizzly Bears", "Forest"], opp_gy=["Llanowar Elves", "Island"], opp_pool="{G}",
                library=library, opp_library=list(reversed(library)), extra=toml_card(card))


def answer(game: Game, last: bool) -> tuple[str, Any]:
    """Answer the pending decision the same way every run: the fewest first options (or the
    most last ones)."""
    d = game.pending
    assert d is not None
    if d.kind == "number":
        values: tuple[Any, ...] = (d.high if last else d.low,)
    elif d.ordered:
        values = tuple(o.value for o in (reversed(d.options) if last else d.options))
    else:
        options = list(reversed(d.options)) if last else list(d.options)
        values = tuple(o.value for o in options[:d.max if last else max(d.min, min(1, d.max))])
    try:
        game.answer(*values)
    except SandboxError:  # not a legal answer (one blocker for a creature with menace): the fewest
        values = tuple(o.value for o in d.options[:d.min])
        game.answer(*values)
    return d.kind, values  # not the prompt: it may quote the generated ability's own text


_PLAYED: dict[str, list[Any]] = {}


def played(abilities: list[Any], last: bool, replacement: dict[str, Any] | None = None, flip: bool = False) -> list[Any]:
    """`play`, once for each set of arguments (the variants of the keys of one entry repeat)."""
    key = json.dumps([abilities, last, replacement, flip], sort_keys=True)
    if key not in _PLAYED:
        _PLAYED[key] = play(abilities, last, replacement, flip)
    return _PLAYED[key]


def play(abilities: list[Any], last: bool, replacement: dict[str, Any] | None = None, flip: bool = False) -> list[Any]:
    """A game on the board, every question answered the same way: a Forest tapped for mana; the
    opponent's Giant Growth on their bears; ``abilities[0]`` activated if it is activated (at the
    Giant Growth, in response, if it targets a spell; else
    your Giant Growth cast on the generated creature); the second generated creature cast; the
    first one's ``{0}: <BUSY>``; then play on until the next turn's main phase. Returns the
    questions asked and the board's signature before and after the turn ends."""
    try:
        game = board(abilities, replacement, flip)
    except SandboxError as e:  # a candidate value the loader refuses would differ for nothing
        pytest.fail(f"the generated card doesn't load: {e}")
    me, bears, their_bears = find(game, "Generated"), find(game, "Grizzly Bears", player=0), find(game, "Grizzly Bears", player=1)
    asked: list[Any] = []

    def settle() -> None:
        for _ in range(100):
            if game.pending is None and not game.state.stack:
                return
            if game.pending is not None:
                asked.append(answer(game, last))
            else:
                game.perform(Pass())

    def act(action: Any, player: int = 0, respond: bool = False) -> None:
        if game.state.winner is not None:
            return
        if game.state.priority != player:
            game.perform(Pass())
        try:
            game.perform(action)
        except SandboxError as e:  # refused: the game goes on, and the refusal is part of the run
            asked.append(("refused", str(e)))
        if not respond:
            settle()

    act(Activate(find(game, "Forest"), 0))
    at_spell = bool(abilities) and isinstance(abilities[0], dict) and abilities[0].get("activated", {}).get("targets") == ["spell"]
    act(Cast(hand(game, "Giant Growth", 1), None, (their_bears,)), player=1, respond=at_spell)
    busy = len(game.activated_abilities(me)) - 1
    if at_spell:  # in response to the opponent's Giant Growth, at it
        act(Activate(me, 0, None, (game.state.stack[-1],)))
    else:
        act(Activate(me, 0, None, (their_bears, bears)) if busy else Cast(hand(game, "Giant Growth"), None, (me,)))
    at_once = signature(game)  # before "until end of turn" effects end
    if any(game.chars(o).name == "Generated" for o in game.state.zone("hand", 0)):
        act(Cast(hand(game, "Generated"), None, None))
    if me in game.state.battlefield:
        act(Activate(me, busy, None, (their_bears, bears)))
    for _ in range(300):
        if game.pending is not None:
            asked.append(answer(game, last))
        elif game.state.turn > 3 and game.state.step == "main1" or game.state.winner is not None:
            break
        else:
            game.perform(Pass())
    return [asked, at_once, signature(game)]


def signature(game: Game) -> list[Any]:
    """The board's signature with the generated card's own abilities left out of every object's
    characteristics: they differ from run to run by construction, what they do must not."""
    printed = [_canon(a) for a in game.db.get("Generated").chars.abilities]
    out: list[Any] = []
    for part in board_signature(game):
        if isinstance(part, tuple) and len(part) > 4 and isinstance(part[4], str) and '"name": "Generated"' in part[4]:
            chars = json.loads(part[4])
            chars["abilities"]["__t"] = [a for a in chars["abilities"]["__t"] if json.dumps(a, sort_keys=True) not in printed]
            part = (*part[:4], chars, *part[5:])
        out.append(part)
    return out


NOT_YET_SHOWN = frozenset({
    "damage.divided",
    "ward.cost", "ward.life", "rampage.count", "on becomes_monstrous.what",
    "on blocks.each",  # a creature blocking two attackers (509.3b): tests/rules/test_block_additional_509_1a.py
    "prevent.next_time", "damage.unpreventable", "replaces graveyard.dies", "replaces graveyard.whose",
    "replaces graveyard.cards_only",
    "attach.to", "attach.what", "become_copy.until", "cast_without_paying.what",
    "damage.by_target", "delayed.object",
    "delayed.text", "destroy.no_regenerate", "dig.reveal", "enter_attacking.what", "exile.link",
    "exile.until_leaves", "if_instead.otherwise", "if_kicked.then", "look_at_top.then",
    "madness.cost",
    "prevent.combat", "reanimate.counters", "reanimate.tapped", "reanimate.transformed",
    "reanimate.under", "reanimate.what", "return_all.from", "sacrifice.exploit",
    "sacrifice.if_cant",
    "transform.what", "untap.up_to", "untap.what",
    "on combat_damage_player.what", "on copies.by", "on copies.what", "on deals_damage.combat",
    "on dealt_damage.combat", "on exploits.what", "on leaves.to", "on lore.chapter", "on sacrificed.by",
    "on transforms.into", "on turned_face_up.what", "on unblocked.what",
    "replaces counters.effect_only", "replaces enters.if",
    "replaces enters.escaped",  # a spell cast with escape: tests/rules/test_retrace_escape_702_81_702_138.py
 "replaces enters.unless",
    "replaces enters.unless_pay_life", "replaces mana.whose",
})
"""Keys no board of this file shows changing anything yet: each needs a board of its own (a spell
to counter or copy, a regeneration or prevention shield, an Aura to attach, a Saga, a
double-faced card, ...). Skipped, and listed here so that the list only shrinks: a key added to
the vocabulary, or one listed here that a board now shows, fails `test_the_list_of_keys_not_yet_shown_is_exact`."""


def first_values(entry: v.Entry, keys: list[str]) -> dict[str, Any]:
    """The keys at their first candidate values, but a second key of one type at the type's second
    value, and so on ("from" and "to" don't name the same object)."""
    out: dict[str, Any] = {}
    seen: dict[v.Value, int] = {}
    for k in entry.keys:
        if k in keys:
            t = entry.keys[k].type
            out[k] = CANDIDATES[t][seen.get(t, 0) % len(CANDIDATES[t])]
            seen[t] = seen.get(t, 0) + 1
    return out


def variants(entry: v.Entry, key: str, whole: bool) -> list[dict[str, Any]]:
    """The entry's table with ``key`` at each of its candidate values, and without it if it may
    be left out; the other keys at their first values: only those it can't go without, or (if
    ``whole``) every one."""
    spec = entry.keys[key]
    others = [k for k in (legal_keys(entry, list(entry.keys)) if whole else legal_keys(entry, [key])) if k != key]
    tables = [] if spec.required else [first_values(entry, legal_keys(entry, [k for k in others if key not in entry.keys[k].needs]))]
    return tables + [{**first_values(entry, legal_keys(entry, [*others, key])), key: value} for value in CANDIDATES[spec.type]]


def assert_some_run_differs(name: str, entry: v.Entry, key: str, run: Any) -> None:
    """Some two variants of the table (`variants`) end on different boards, when every question
    is answered with the first options or with the last, on the board or with its libraries
    turned over."""
    if f"{name}.{key}" in NOT_YET_SHOWN:
        pytest.skip(f"{name}.{key}: no board of this file shows what it changes yet")
    for whole, flip, last in itertools.product((False, True), repeat=3):
        first, *others = variants(entry, key, whole)
        seen = run(first, last, flip)
        if any(run(t, last, flip) != seen for t in others):  # stops at the first that differs
            return
    spec = entry.keys[key]
    pytest.fail(f"{name}: every value of the key ({', '.join(map(repr, CANDIDATES[spec.type]))}"
                f"{'' if spec.required else ', or none'}) leaves the same board")


AT_A_SPELL = ("counter", "copy_spell", "change_targets")
"""Effects whose ability targets a spell: activated in response to the opponent's Giant Growth."""
EFFECT_CASES = [(str(e), k) for e, entry in v.EFFECTS.items() for k in entry.keys]


@pytest.mark.parametrize(("effect", "key"), EFFECT_CASES, ids=[f"{e}.{k}" for e, k in EFFECT_CASES])
def test_every_key_of_an_effect_changes_the_board(effect: str, key: str) -> None:
    targets = ["spell"] if effect in AT_A_SPELL else ["creature", "creature"]

    def run(table: dict[str, Any], last: bool, flip: bool) -> list[Any]:
        return played([{"activated": {"cost": "{0}", "targets": targets, "effects": [{effect: table}]}}], last, flip=flip)
    assert_some_run_differs(effect, v.EFFECTS[v.Effect(effect)], key, run)


EVENT_CASES = [(str(e), k) for e, entry in v.EVENTS.items() for k in entry.keys]
SEEN = {"lose_life": {"amount": 1, "who": "each opponent"}}
"""What a generated trigger does: something no trigger watches."""


@pytest.mark.parametrize(("event", "key"), EVENT_CASES, ids=[f"{e}.{k}" for e, k in EVENT_CASES])
def test_every_key_of_a_trigger_changes_the_board(event: str, key: str) -> None:
    def run(table: dict[str, Any], last: bool, flip: bool) -> list[Any]:
        return played([{"triggered": {"on": event, **table, "effects": [SEEN]}}], last, flip=flip)
    assert_some_run_differs(f"on {event}", v.EVENTS[v.Event(event)], key, run)


REPLACEMENT_CASES = [(str(e), k) for e, entry in v.REPLACEMENT_KINDS.items() for k in entry.keys]


@pytest.mark.parametrize(("kind", "key"), REPLACEMENT_CASES, ids=[f"{e}.{k}" for e, k in REPLACEMENT_CASES])
def test_every_key_of_a_replacement_changes_the_board(kind: str, key: str) -> None:
    def run(table: dict[str, Any], last: bool, flip: bool) -> list[Any]:
        return played([], last, {"replaces": kind, **table}, flip)
    assert_some_run_differs(f"replaces {kind}", v.REPLACEMENT_KINDS[v.ReplacementKind(kind)], key, run)


@pytest.mark.parametrize(("effect", "error"), [
    ({"delayed": {"at": "end_step"}}, "delayed: missing 'effects'"),
    ({"untap": {"filter": "land"}}, "untap.filter: only with 'up_to'"),
    ({"untap": {"up_to": 2}}, "untap.up_to: only with 'filter'"),
    ({"cumulative_upkeep": {}}, "cumulative_upkeep: needs exactly one of 'cost', 'life'"),
    ({"cumulative_upkeep": {"cost": "{1}", "life": 1}}, "cumulative_upkeep: needs exactly one of 'cost', 'life'"),
    ({"may_pay": {"effects": [{"draw": {}}]}}, "may_pay: needs one or more of 'cost', 'energy'"),
    ({"unless_pays": {"effects": [{"draw": {}}]}}, "unless_pays: needs one or more of 'cost', 'energy'"),
    ({"ward": {}}, "ward: needs one or more of 'cost', 'life'"),
])
def test_a_key_that_would_mean_nothing_alone_is_refused_at_load(effect: dict[str, Any], error: str) -> None:
    """Tables that used to load and then fail or do nothing on a board: refused with one line."""
    with pytest.raises(SandboxError) as e:
        board([{"activated": {"cost": "{0}", "effects": [effect]}}])
    assert error in str(e.value) and "\n" not in str(e.value)


def test_the_list_of_keys_not_yet_shown_is_exact() -> None:
    """`NOT_YET_SHOWN` names only keys of the vocabulary."""
    every = {f"{e}.{k}" for e, k in EFFECT_CASES} | {f"on {e}.{k}" for e, k in EVENT_CASES}
    every |= {f"replaces {e}.{k}" for e, k in REPLACEMENT_CASES}
    assert every >= NOT_YET_SHOWN, sorted(NOT_YET_SHOWN - every)


@pytest.mark.parametrize("effect", [{"search_library": {"filter": "land card", "count": 2}},
                                    {"discard": {"count": 1, "who": "each player"}}])
def test_the_runs_are_the_same_every_time(effect: dict[str, Any]) -> None:
    """Shuffles and random choices are seeded by the board: a difference between runs is the key's."""
    ability = [{"activated": {"cost": "{0}", "targets": ["creature", "creature"], "effects": [effect]}}]
    assert play(ability, False) == play(ability, False)
    assert play(ability, True, flip=True) == play(ability, True, flip=True)


KEYWORDS = sorted(KEYWORDS_BY_NAME)
NOT_YET_SHOWN_KEYWORDS = frozenset({
    "ascend",
    "fuse",
    "first strike", "double strike", "deathtouch", "reach", "hexproof", "indestructible", "flash",
    "persist", "undying", "rebound", "intimidate", "infect", "wither", "flanking", "split second",
    "jump-start", "improvise", "skulk",
    "retrace",  # a spell cast from a graveyard: tests/rules/test_retrace_escape_702_81_702_138.py
})
"""Keywords no board of this file shows changing anything yet (combat against a bigger blocker,
a spell cast from a graveyard, ...): skipped, listed so that the list only shrinks."""


@pytest.mark.parametrize("keyword", KEYWORDS)
def test_every_keyword_changes_the_board(keyword: str) -> None:
    """The generated creature with the keyword and without it: some run ends differently."""
    if keyword in NOT_YET_SHOWN_KEYWORDS:
        pytest.skip(f"{keyword}: no board of this file shows what it changes yet")
    written = keyword[:1].upper() + keyword[1:]
    for last, flip in itertools.product((False, True), repeat=2):
        if played([written], last, flip=flip) != played([], last, flip=flip):
            return
    pytest.fail(f"{keyword}: the generated creature with it and without it end on the same board")


def test_the_list_of_keywords_not_yet_shown_is_exact() -> None:
    assert set(KEYWORDS) >= NOT_YET_SHOWN_KEYWORDS, sorted(NOT_YET_SHOWN_KEYWORDS - set(KEYWORDS))
