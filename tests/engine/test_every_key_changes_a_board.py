"""Every key the card loader accepts in an effect table changes something on a board.

For each effect of the vocabulary and each of its keys, the same board is played with the key
at different values (and without it, when it may be left out): an activated ability with the
effect is activated, resolved, and the game is played on to the next turn. At least two of the
runs must end on different boards (`board_signature`: zones, characteristics, counters, life,
continuous effects) or ask different questions. A key that loads and is never read, or is read
and ignored, leaves every run the same and fails here, naming the effect and key. Trigger
events, replacement kinds and keywords are walked the same way.

Most keys are shown on one board (`play`); those it can't show are shown on a small board of
their own (`ON`): a combat (`fight`, `defend`), graveyards and a sacrifice (`grave`), shields, an
Equipment and a copied spell (`kit`), a Saga (`saga`), an instant (`spell`), a split card
(`split`), a double-faced card with morph (`faces`).
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Callable
from typing import Any

import pytest

from sandbox import Activate, Cast, Game, Pass
from sandbox.cards import vocabulary as v
from sandbox.cards.vocabulary.keywords import KEYWORDS as KEYWORDS_BY_NAME
from sandbox.cards.vocabulary.statics import RULE_OPS, STATIC_OPS, RuleKey, StaticOp, check_static_effect
from sandbox.core.actions import TurnFaceUp
from sandbox.core.state import STEPS
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
    V.PT: [[1, 1], [5, 5]],
    V.PER: [{"pt": [1, 1], "count": "creature"}, {"pt": [1, 1], "count": "land"}],
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


SEEN = {"lose_life": {"amount": 1, "who": "each opponent"}}
"""What a generated trigger does: something no trigger watches."""


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
    except SandboxError:  # not a legal answer (one blocker for a creature with menace): the fewest, or as many as may be
        values = tuple(o.value for o in d.options[:d.min])
        try:
            game.answer(*values)
        except SandboxError:  # a requirement (all creatures able to block it do so, 509.1c)
            values = tuple(o.value for o in d.options[:d.max])
            game.answer(*values)
    return d.kind, values  # not the prompt: it may quote the generated ability's own text


_PLAYED: dict[str, list[Any]] = {}


def played(abilities: list[Any], last: bool, replacement: dict[str, Any] | None = None, flip: bool = False,
           on: Callable[..., list[Any]] | None = None) -> list[Any]:
    """`play` (or the board ``on``), once for each set of arguments (the variants of the keys of
    one entry repeat)."""
    on = on or play
    key = json.dumps([on.__name__, abilities, last, replacement, flip], sort_keys=True)
    if key not in _PLAYED:
        _PLAYED[key] = on(abilities, last, replacement, flip)
    return _PLAYED[key]


class Run:
    """A game on a board, every question answered the same way (`answer`), the questions asked
    and the actions refused kept: they are part of the run."""

    def __init__(self, game: Game, last: bool) -> None:
        self.game, self.last = game, last
        self.asked: list[Any] = []
        self.answers: dict[str, Any] = {}
        """Answers given by kind of decision instead of `answer`'s (the attackers, the blockers):
        the values chosen among the options'."""

    def step(self) -> None:
        """Answer the pending decision, or pass priority."""
        game = self.game
        d = game.pending
        if d is None:
            game.perform(Pass())
            return
        chosen = self.answers.get(d.kind)
        if chosen is not None:
            values = chosen([o.value for o in d.options])
            try:
                game.answer(*values)
                self.asked.append((d.kind, tuple(values)))
            except SandboxError as e:  # a block that breaks a restriction or requirement: as `answer` would
                self.asked += [("refused", str(e)), answer(game, self.last)]
        else:
            self.asked.append(answer(game, self.last))

    def settle(self) -> None:
        """Until no question is pending and the stack is empty."""
        for _ in range(100):
            if self.game.pending is None and not self.game.state.stack:
                return
            self.step()

    def act(self, action: Any, player: int = 0, respond: bool = False) -> None:
        """``player`` performs ``action`` (the other one passes first if it has priority); then
        the stack resolves, unless ``respond`` (its questions are answered all the same)."""
        game = self.game
        if game.state.winner is not None:
            return
        if game.state.priority != player:
            game.perform(Pass())
        try:
            game.perform(action)
        except SandboxError as e:  # refused: the game goes on, and the refusal is part of the run
            self.asked.append(("refused", str(e)))
        if not respond:
            self.settle()
        for _ in range(20):  # the action's own questions (how to pay it), the stack left as it is
            if game.pending is None:
                return
            self.step()

    def until(self, turn: int, step: str) -> None:
        """Play on (everything resolving, every question answered) until ``step`` of ``turn``."""
        game = self.game
        for _ in range(300):
            if game.state.winner is not None or game.pending is None and (game.state.turn, STEPS.index(game.state.step)) >= (turn, STEPS.index(step)):
                return
            self.step()


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
    run = Run(game, last)
    run.act(Activate(find(game, "Forest"), 0))
    at_spell = bool(abilities) and isinstance(abilities[0], dict) and abilities[0].get("activated", {}).get("targets") == ["spell"]
    run.act(Cast(hand(game, "Giant Growth", 1), None, (their_bears,)), player=1, respond=at_spell)
    busy = len(game.activated_abilities(me)) - 1
    if at_spell:  # in response to the opponent's Giant Growth, at it
        run.act(Activate(me, 0, None, (game.state.stack[-1],)))
    else:
        run.act(Activate(me, 0, None, (their_bears, bears)) if busy else Cast(hand(game, "Giant Growth"), None, (me,)))
    at_once = signature(game)  # before "until end of turn" effects end
    if any(game.chars(o).name == "Generated" for o in game.state.zone("hand", 0)):
        run.act(Cast(hand(game, "Generated"), None, None))
    if me in game.state.battlefield:
        run.act(Activate(me, busy, None, (their_bears, bears)))
    run.until(4, "main1")
    return [run.asked, at_once, signature(game)]


OWN = {"activated": {"cost": "{0}", "effects": [{"damage": {"amount": 1, "to": "self"}}, {"damage": {"amount": 1, "to": "each opponent"}}]}}
"""The fighting creature's last ability: it deals 1 damage to itself and to the opponent, outside combat."""


def fight(abilities: list[Any], last: bool, replacement: dict[str, Any] | None = None, flip: bool = False) -> list[Any]:
    """The generated creature alone (``abilities`` then `OWN`) attacks the opponent, who has
    Grizzly Bears (2/2, green like it), a Hill Giant (3/3, red) and a Forest: unblocked; blocked by the
    bears if ``last``, by the giant if ``flip``, by both if both. After blocks, ``abilities[0]`` is
    activated if it is activated (at the bears and the generated creature) and the second
    generated creature is cast from hand (flash); after combat, `OWN` is activated, and the
    opponent casts Giant Growth on the generated creature (hexproof); then play on to the next
    turn."""
    card = {"name": "Generated", "mana_cost": "{1}{G}", "type_line": "Creature — Elf", "power": 2, "toughness": 2,
            "abilities": [*abilities, OWN, *([{"replacement": replacement}] if replacement else [])]}
    try:
        game = make(["Generated", "Forest", "Forest"], ["Generated"], ["Grizzly Bears", "Hill Giant", "Forest"], ["Giant Growth"],
                    extra=toml_card(card))
    except SandboxError as e:
        pytest.fail(f"the generated card doesn't load: {e}")
    me, their_bears, giant = find(game, "Generated"), find(game, "Grizzly Bears", player=1), find(game, "Hill Giant")
    run = Run(game, last)
    blockers = [b for b, on in ((their_bears, last), (giant, flip)) if on]
    run.answers = {"attackers": lambda values: [x for x in values if x == f"{me}>p1"],
                   "blockers": lambda values: [x for x in values if x in {f"{b}>{me}" for b in blockers}]}
    run.until(3, "declare_blockers")
    own = len(game.activated_abilities(me)) - 1
    if own:
        run.act(Activate(me, 0, None, (their_bears, me)))
    run.act(Cast(hand(game, "Generated"), None, None))
    run.until(3, "main2")
    if me in game.state.battlefield:
        run.act(Activate(me, own, None, ()))
        run.act(Cast(hand(game, "Giant Growth", 1), None, (me,)), player=1)
    run.until(4, "main1")
    return [run.asked, signature(game)]


LAST = [{"activated": {"cost": "{0}", "effects": [{"discard": {"count": 1}},
                                                  {"sacrifice": {"who": "you", "filter": "creature", "exploit": True}}]}},
        {"triggered": {"on": "exploits", "what": "self", "effects": [SEEN]}},
        {"triggered": {"on": "dies", "what": "self", "effects": [SEEN]}}]
"""The last abilities of the creature of `grave`: it makes you discard a card and sacrifice a
creature, and it exploits it; and something seen when it exploits, and when it dies."""


def grave(abilities: list[Any], last: bool, replacement: dict[str, Any] | None = None, flip: bool = False) -> list[Any]:
    """The generated creature (``abilities``, then `LAST`), your only creature (a token copy of
    the card if ``flip``), with the second one in your hand, a Grizzly Bears card in your graveyard
    and Huntmaster of the Fells (double-faced) in the opponent's. ``abilities[0]``, if activated,
    targets those two cards and resolves before the first of `LAST` (the generated creature
    discards the second one and is sacrificed), or after it if ``flip``; then play on to the next
    turn."""
    first = abilities[0] if abilities and isinstance(abilities[0], dict) else {}
    if "activated" in first:
        abilities = [{"activated": {**first["activated"], "targets": ["creature card from an opponent's graveyard",
                                                                       "creature card from your graveyard"]}}, *abilities[1:]]
    card = {"name": "Generated", "mana_cost": "{1}{G}", "type_line": "Creature — Elf", "power": 2, "toughness": 2,
            "abilities": [*abilities, *LAST, *([{"replacement": replacement}] if replacement else [])]}
    try:
        game = make([f'{{ card = "Generated", token = {str(flip).lower()} }}', "Forest"], ["Generated"], ["Forest"], [], you_gy=["Grizzly Bears"],
                    opp_gy=["Huntmaster of the Fells"], extra=toml_card(card))
    except SandboxError as e:
        pytest.fail(f"the generated card doesn't load: {e}")
    me = find(game, "Generated")
    run = Run(game, last)
    cards = (find(game, "Huntmaster of the Fells", "graveyard"), find(game, "Grizzly Bears", "graveyard"))
    own = len(game.activated_abilities(me)) - 1
    if own:
        run.act(Activate(me, 0, None, cards), respond=flip)
    run.act(Activate(me, own, None, ()))
    run.until(4, "main1")
    return [run.asked, signature(game)]


SHIELDED = {"name": "Shielded (test card)", "mana_cost": "{1}{B}", "type_line": "Creature — Skeleton", "power": 2, "toughness": 2,
            "abilities": ["Lifelink", "Deathtouch", {"activated": {"cost": "{0}", "effects": [
                {"regenerate": {"what": "self"}}, {"prevent": {"to": "self", "amount": 1}}]}}]}
"""The opponent's creature in `kit`: lifelink and deathtouch (what it deals shows), and a shield
of each kind: regeneration (701.19a) and the next 1 damage prevented (615.7)."""


def kit(abilities: list[Any], last: bool, replacement: dict[str, Any] | None = None, flip: bool = False) -> list[Any]:
    """The generated creature (``abilities``, then `KIT`) and a Bonesplitter (Equipment) against
    the opponent's `SHIELDED` creature and Forest. The opponent taps the Forest for mana and raises
    both shields; ``abilities[0]``, if activated, targets that creature and the Bonesplitter (in
    the other order if ``flip``); then `KIT`; then you cast Giant Growth on the generated creature
    and copy it with Reverberate; then play on to the next turn."""
    first = abilities[0] if abilities and isinstance(abilities[0], dict) else {}
    if "activated" in first:
        abilities = [{"activated": {**first["activated"], "targets": ["permanent", "permanent"]}}, *abilities[1:]]
    card = {"name": "Generated", "mana_cost": "{1}{G}", "type_line": "Creature — Elf", "power": 2, "toughness": 2,
            "abilities": [*abilities, *KIT, *([{"replacement": replacement}] if replacement else [])]}
    try:
        game = make(["Generated", "Bonesplitter"], ["Giant Growth", "Reverberate"], ["Shielded (test card)", "Forest"], [],
                    extra=toml_card(card) + toml_card(SHIELDED))
    except SandboxError as e:
        pytest.fail(f"the generated card doesn't load: {e}")
    me, shielded, equipment = find(game, "Generated"), find(game, "Shielded (test card)"), find(game, "Bonesplitter")
    run = Run(game, last)
    run.act(Activate(find(game, "Forest", player=1), 0), player=1)
    run.act(Activate(shielded, 0, None, ()), player=1)
    own = len(game.activated_abilities(me)) - 1
    if own:
        run.act(Activate(me, 0, None, (equipment, shielded) if flip else (shielded, equipment)))
    run.act(Activate(me, own, None, ()))
    if me in game.state.battlefield:
        run.act(Cast(hand(game, "Giant Growth"), None, (me,)), respond=True)
        run.act(Cast(hand(game, "Reverberate"), None, (game.state.stack[-1],)))
    at_once = signature(game)  # the opponent's mana still in their pool, "this turn" effects on
    run.until(4, "main1")
    return [run.asked, at_once, signature(game)]


def saga(abilities: list[Any], last: bool, replacement: dict[str, Any] | None = None, flip: bool = False) -> list[Any]:
    """The generated card a Saga (``abilities``) with one lore counter, with nine Forests (ten
    permanents: ascend, 702.131), in your upkeep; play on to the next turn (your precombat main
    phase puts a second lore counter on it, 714.3b)."""
    card = {"name": "Generated", "mana_cost": "{1}{G}", "type_line": "Enchantment — Saga",
            "abilities": [*abilities, *([{"replacement": replacement}] if replacement else [])]}
    try:
        game = make(['{ card = "Generated", counters = { lore = 1 } }', *["Forest"] * 9], [], ["Grizzly Bears"], [],
                    step="upkeep", extra=toml_card(card))
    except SandboxError as e:
        pytest.fail(f"the generated card doesn't load: {e}")
    run = Run(game, last)
    run.until(4, "main1")
    return [run.asked, signature(game)]


KIT = [{"activated": {"cost": "Put a +1/+1 counter on this creature", "effects": [{"monstrosity": {"count": 1}}]}}]
"""The last ability of the creature of `kit`: a counter put as a cost (not by an effect), and it
becomes monstrous."""


def spell(abilities: list[Any], last: bool, replacement: dict[str, Any] | None = None, flip: bool = False) -> list[Any]:
    """The generated card an instant: ``abilities`` (but an activated one) and Kicker {0}, and the
    effects and targets of ``abilities[0]`` if it is activated (else: draw a card). You have
    {G}{G}{G}{G}, a Memnite (an artifact: improvise) and two of it in hand with an Island; the
    opponent Grizzly Bears, a Forest and a Giant Growth. The first is cast (kicked if ``last``),
    the opponent tries their Giant Growth in response (split second); then it is cast again from
    your graveyard (jump-start, discarding), then the second one; then play on to the next turn."""
    first = abilities[0] if abilities and isinstance(abilities[0], dict) else {}
    effects = first.get("activated", {}).get("effects", [{"draw": {"count": 1}}])
    card = {"name": "Generated", "mana_cost": "{1}{G}", "type_line": "Instant", "effects": effects,
            **({"targets": first["activated"]["targets"]} if "targets" in first.get("activated", {}) else {}),
            "abilities": [*(a for a in abilities if not (isinstance(a, dict) and "activated" in a)), "Kicker {0}"]}
    try:
        game = make(["Memnite"], ["Generated", "Generated", "Island"], ["Grizzly Bears", "Forest"], ["Giant Growth"],
                    pool="{G}{G}{G}{G}", extra=toml_card(card))
    except SandboxError as e:
        pytest.fail(f"the generated card doesn't load: {e}")
    run = Run(game, last)
    targets = (find(game, "Grizzly Bears"), find(game, "Memnite")) if "targets" in card else None
    run.act(Cast(hand(game, "Generated"), None, targets, kicked=last), respond=True)
    run.act(Cast(hand(game, "Giant Growth", 1), None, (find(game, "Grizzly Bears"),)), player=1)
    run.settle()
    again = [o for o in game.state.zone("graveyard", 0) if game.chars(o).name == "Generated"]
    if again:
        run.act(Cast(again[0], None, targets))
    if any(game.chars(o).name == "Generated" for o in game.state.zone("hand", 0)):
        run.act(Cast(hand(game, "Generated"), None, targets))
    at_once = signature(game)  # the mana left in your pool
    run.until(4, "main1")
    return [run.asked, at_once, signature(game)]


TURN = {"activated": {"cost": "{0}", "effects": [{"transform": {"what": "self"}}]}}
"""The last ability of both faces of the card of `faces`: it transforms."""


def faces(abilities: list[Any], last: bool, replacement: dict[str, Any] | None = None, flip: bool = False) -> list[Any]:
    """The generated card double-faced (``abilities``, then `TURN`, on both faces) with Morph
    {0}, on the battlefield and in your hand. It transforms to its back face and back; the one
    in your hand is cast face down (702.37c) and turned face up (702.37e); then play on to the
    next turn."""
    own = [*abilities, TURN, *([{"replacement": replacement}] if replacement else [])]
    card = {"name": "Generated", "mana_cost": "{1}{G}", "type_line": "Creature — Elf", "power": 2, "toughness": 2,
            "abilities": [*own, "Morph {0}"],
            "back": {"name": "Generated Back", "type_line": "Creature — Elf", "power": 3, "toughness": 3, "abilities": own}}
    try:
        game = make(["Generated"], ["Generated"], ["Grizzly Bears"], [], extra=toml_card(card))
    except SandboxError as e:
        pytest.fail(f"the generated card doesn't load: {e}")
    me = find(game, "Generated")
    run = Run(game, last)
    turn = len(game.activated_abilities(me)) - 1
    run.act(Activate(me, turn, None, ()))
    run.act(Activate(me, turn, None, ()))
    run.act(Cast(hand(game, "Generated"), None, None, face_down=True))
    down = [o for o in game.state.battlefield if game.obj(o).face_down]
    if down:
        run.act(TurnFaceUp(down[0]))
    run.until(4, "main1")
    return [run.asked, signature(game)]


def defend(abilities: list[Any], last: bool, replacement: dict[str, Any] | None = None, flip: bool = False) -> list[Any]:
    """From your end step to the opponent's end step: their Suntail Hawk (1/1, flying) and
    Grizzly Bears attack you, and the generated creature (``abilities``) blocks the hawk if it
    can, else the bears if it can."""
    card = {"name": "Generated", "mana_cost": "{1}{G}", "type_line": "Creature — Elf", "power": 2, "toughness": 2,
            "abilities": [*abilities, *([{"replacement": replacement}] if replacement else [])]}
    try:
        game = make(["Generated"], [], ["Suntail Hawk", "Grizzly Bears"], [], step="end", extra=toml_card(card))
    except SandboxError as e:
        pytest.fail(f"the generated card doesn't load: {e}")
    me, hawk, bears = find(game, "Generated"), find(game, "Suntail Hawk"), find(game, "Grizzly Bears")
    run = Run(game, last)
    blocks = [f"{me}>{hawk}", f"{me}>{bears}"]
    run.answers = {"attackers": lambda values: [x for x in values if x in (f"{hawk}>p0", f"{bears}>p0")],
                   "blockers": lambda values: [next(x for x in blocks + values if x in values)] if values else []}
    run.until(4, "end")
    return [run.asked, signature(game)]


def split(abilities: list[Any], last: bool, replacement: dict[str, Any] | None = None, flip: bool = False) -> list[Any]:
    """The generated card a split card (709) of two instants, each with the keywords of
    ``abilities`` (one draws a card, the other gains 2 life), cast from your hand as both halves
    (fused, 702.102a); then play on to the next turn."""
    keywords = [a for a in abilities if isinstance(a, str)]
    card = {"name": "Generated", "halves": [
        {"name": "Gener", "type_line": "Instant", "mana_cost": "{G}", "effects": [{"draw": {"count": 1}}], "abilities": keywords},
        {"name": "Ated", "type_line": "Instant", "mana_cost": "{G}", "effects": [{"gain_life": {"amount": 2}}], "abilities": keywords}]}
    try:
        game = make([], ["Generated"], [], [], extra=toml_card(card))
    except SandboxError as e:
        pytest.fail(f"the generated card doesn't load: {e}")
    run = Run(game, last)
    run.act(Cast(game.state.zone("hand", 0)[0], None, None, fused=True))
    run.until(4, "main1")
    return [run.asked, signature(game)]


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
    "damage.divided", "delayed.text", "dig.reveal", "madness.cost",
    "on blocks.each",  # a creature blocking two attackers (509.3b): tests/rules/test_block_additional_509_1a.py
    "replaces enters.escaped",  # a spell cast with escape: tests/rules/test_retrace_escape_702_81_702_138.py
    "class_level.level", "on class_level.level",  # a Class's level: test_class_levels_716
    "flip.what",  # a flip card's flip: test_flip_cards_710
})
"""Keys no board of this file shows changing anything, skipped, and why: damage's `divided` goes
with its target requirement's `divided` (the loader refuses one without the other, so it can't
be varied alone: tests/rules/test_divided_damage_601_2d.py); a delayed trigger's `text` is what
the stack and the log show for it, not a rule; dig's `reveal` shows the cards to every player
(701.20a), which only the log records; madness's `cost` is read by the madness keyword's own
trigger, whose event (a card discarded into exile) no generated table makes
(tests/rules/test_madness_702_35.py). A key added to the vocabulary that no board shows fails
its test until a board shows it or it is listed here with its reason;
`test_the_list_of_keys_not_yet_shown_is_exact` checks that every name listed is a key."""


ON: dict[str, Callable[..., list[Any]]] = {
    **dict.fromkeys(["static max_blockers", "static all_must_block", "static prevent_damage_to", "static prevent_from",
                     "static prevent_amount"], fight),
    "static prevent_remove_that_many": kit,
    **dict.fromkeys(["static cant_block", "static blocks_only", "static cant_block_these", "static cant_block_alone",
                     "static prevent_damage_to_you"], defend),
    "static self_cost_less": spell,
    **dict.fromkeys(["first strike", "double strike", "deathtouch", "hexproof", "indestructible", "flash", "persist",
                     "undying", "intimidate", "infect", "wither", "flanking", "skulk",
                     "on combat_damage_player.what", "on unblocked.what", "on deals_damage.combat",
                     "on dealt_damage.combat", "rampage.count", "prevent.combat", "untap.what", "untap.up_to",
                     "on leaves.to", "replaces graveyard.whose", "exile.until_leaves", "exile.link",
                     "become_copy.until", "prevent.next_time", "ward.cost", "ward.life"], fight),
    **dict.fromkeys(["reanimate.what", "reanimate.counters", "reanimate.tapped", "reanimate.under",
                     "reanimate.transformed", "cast_without_paying.what", "replaces graveyard.dies",
                     "sacrifice.if_cant", "sacrifice.exploit", "on sacrificed.by", "on exploits.what",
                     "transform.what", "replaces graveyard.cards_only"], grave),
    **dict.fromkeys(["attach.to", "attach.what", "damage.by_target", "destroy.no_regenerate", "damage.unpreventable",
                     "replaces mana.whose", "replaces counters.effect_only", "on becomes_monstrous.what",
                     "on copies.by", "on copies.what"], kit),
    **dict.fromkeys(["on lore.chapter", "ascend"], saga),
    **dict.fromkeys(["rebound", "split second", "jump-start", "improvise", "if_kicked.then"], spell),
    **dict.fromkeys(["on transforms.into", "on turned_face_up.what"], faces),
    **dict.fromkeys(["reach"], defend),
    **dict.fromkeys(["fuse"], split),
}
"""The keys (and keywords, and static keys as `static <key>`) shown on a board of their own, and
that board; the others are shown on `play`'s."""


WITH: dict[str, dict[str, Any]] = {
    "delayed.object": {"effects": [{"bounce": {"what": "trigger.object"}}]},
    "replaces mana.whose": {"what": "Forest", "becomes": ["R"]},
    "attach.to": {"what": "target2"},
    "if_instead.otherwise": {"if": "you control no Forests"},
}
"""The keys shown with another key of their table at a value of its own: what the delayed trigger
does to its object, a condition that doesn't hold."""
NOT_WHOLE = frozenset({"damage.divided"})
"""Keys left out of the whole tables: `divided` needs a divided target requirement
(tests/rules/test_divided_damage_601_2d.py)."""


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


def variants(entry: v.Entry, key: str, whole: bool, given: dict[str, Any] | None = None) -> list[dict[str, Any]]:
    """The entry's table with ``key`` at each of its candidate values, and without it if it may
    be left out; the other keys at their first values (or as ``given``): only those it can't go
    without and those ``given``, or (if ``whole``) every one (but `NOT_WHOLE`)."""
    spec, given = entry.keys[key], given or {}
    chosen = [k for k in entry.keys if f"{entry.name}.{k}" not in NOT_WHOLE] if whole else [key, *given]
    others = [k for k in legal_keys(entry, chosen) if k != key]
    tables = [] if spec.required else [first_values(entry, legal_keys(entry, [k for k in others if key not in entry.keys[k].needs]))]
    return [{**t, **{k: x for k, x in given.items() if k in t or k in others}}
            for t in tables + [{**first_values(entry, legal_keys(entry, [*others, key])), key: value} for value in CANDIDATES[spec.type]]]


def assert_some_run_differs(name: str, entry: v.Entry, key: str, run: Any) -> None:
    """Some two variants of the table (`variants`) end on different boards, when every question
    is answered with the first options or with the last, on the board or with its libraries
    turned over."""
    if f"{name}.{key}" in NOT_YET_SHOWN:
        pytest.skip(f"{name}.{key}: no board of this file shows what it changes yet")
    for whole, flip, last in itertools.product((False, True), repeat=3):
        first, *others = variants(entry, key, whole, WITH.get(f"{name}.{key}"))
        seen = run(first, last, flip)
        if any(run(t, last, flip) != seen for t in others):  # stops at the first that differs
            return
    spec = entry.keys[key]
    pytest.fail(f"{name}: every value of the key ({', '.join(map(repr, CANDIDATES[spec.type]))}"
                f"{'' if spec.required else ', or none'}) leaves the same board")


AT_A_SPELL = ("counter", "copy_spell", "change_targets")
"""Effects whose ability targets a spell: activated in response to the opponent's Giant Growth."""
ON_EVENT = {"ward": {"on": "becomes_target", "what": "self"}}
"""Effects that act on the event that triggered them: the generated creature's triggered ability
(ward's: it becomes the target of the opponent's Giant Growth on the combat board)."""
EFFECT_CASES = [(str(e), k) for e, entry in v.EFFECTS.items() for k in entry.keys]


@pytest.mark.parametrize(("effect", "key"), EFFECT_CASES, ids=[f"{e}.{k}" for e, k in EFFECT_CASES])
def test_every_key_of_an_effect_changes_the_board(effect: str, key: str) -> None:
    targets = ["spell"] if effect in AT_A_SPELL else ["creature", "creature"]

    def run(table: dict[str, Any], last: bool, flip: bool) -> list[Any]:
        ability = ({"triggered": {**ON_EVENT[effect], "effects": [{effect: table}]}} if effect in ON_EVENT else
                   {"activated": {"cost": "{0}", "targets": targets, "effects": [{effect: table}]}})
        return played([ability], last, flip=flip, on=ON.get(f"{effect}.{key}"))
    assert_some_run_differs(effect, v.EFFECTS[v.Effect(effect)], key, run)


EVENT_CASES = [(str(e), k) for e, entry in v.EVENTS.items() for k in entry.keys]


@pytest.mark.parametrize(("event", "key"), EVENT_CASES, ids=[f"{e}.{k}" for e, k in EVENT_CASES])
def test_every_key_of_a_trigger_changes_the_board(event: str, key: str) -> None:
    def run(table: dict[str, Any], last: bool, flip: bool) -> list[Any]:
        return played([{"triggered": {"on": event, **table, "effects": [SEEN]}}], last, flip=flip, on=ON.get(f"on {event}.{key}"))
    assert_some_run_differs(f"on {event}", v.EVENTS[v.Event(event)], key, run)


REPLACEMENT_CASES = [(str(e), k) for e, entry in v.REPLACEMENT_KINDS.items() for k in entry.keys]


@pytest.mark.parametrize(("kind", "key"), REPLACEMENT_CASES, ids=[f"{e}.{k}" for e, k in REPLACEMENT_CASES])
def test_every_key_of_a_replacement_changes_the_board(kind: str, key: str) -> None:
    def run(table: dict[str, Any], last: bool, flip: bool) -> list[Any]:
        return played([], last, {"replaces": kind, **table}, flip, on=ON.get(f"replaces {kind}.{key}"))
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
    ({"sacrifice": {"what": "self", "exploit": True}}, "sacrifice.exploit: only with 'who'"),
    ({"enter_attacking": {"what": "self"}}, "enter_attacking: unknown key 'what'"),
    ({"sacrifice": {"what": "self", "if_cant": [{"draw": {}}]}}, "sacrifice.if_cant: only with 'who'"),
    ({"sacrifice": {"what": "self", "filter": "creature"}}, "sacrifice.filter: only with 'who'"),
    ({"sacrifice": {"what": "self", "count": 2}}, "sacrifice.count: only with 'who'"),
])
def test_a_key_that_would_mean_nothing_alone_is_refused_at_load(effect: dict[str, Any], error: str) -> None:
    """Tables that used to load and then fail or do nothing on a board: refused with one line."""
    with pytest.raises(SandboxError) as e:
        board([{"activated": {"cost": "{0}", "effects": [effect]}}])
    assert error in str(e.value) and "\n" not in str(e.value)


@pytest.mark.parametrize(("replacement", "error"), [
    ({"replaces": "enters", "if": "you control a Forest"}, "replacement of enters.if: only with 'tapped'"),
    ({"replaces": "enters", "unless": "you control a Forest"}, "replacement of enters.unless: only with 'tapped'"),
    ({"replaces": "enters", "unless_pay_life": 2}, "replacement of enters.unless_pay_life: only with 'tapped'"),
    ({"replaces": "mana", "whose": "any"}, "replacement of mana: needs one or more of 'multiply', 'becomes'"),
    ({"replaces": "counters", "on": "creature", "effect_only": True}, "replacement of counters: needs one or more of 'multiply', 'plus'"),
])
def test_a_replacement_that_would_change_nothing_is_refused_at_load(replacement: dict[str, Any], error: str) -> None:
    """"Enters tapped unless/if ..." and "you may pay N life; if you don't, it enters tapped"
    (614.1c, 614.12) say when `tapped` applies; a mana or counters replacement changes the amount
    or the type (106.12b, 614.1a). Without those they loaded and did nothing."""
    with pytest.raises(SandboxError) as e:
        board([], replacement)
    assert error in str(e.value) and "\n" not in str(e.value)


def test_the_list_of_keys_not_yet_shown_is_exact() -> None:
    """`NOT_YET_SHOWN` names only keys of the vocabulary, and `ON` only keys and keywords of it
    that aren't in those lists."""
    every = {f"{e}.{k}" for e, k in EFFECT_CASES} | {f"on {e}.{k}" for e, k in EVENT_CASES}
    every |= {f"replaces {e}.{k}" for e, k in REPLACEMENT_CASES}
    assert every >= NOT_YET_SHOWN, sorted(NOT_YET_SHOWN - every)
    assert set(STATIC_CASES) >= NOT_YET_SHOWN_STATICS, sorted(NOT_YET_SHOWN_STATICS - set(STATIC_CASES))
    every |= {f"static {k}" for k in STATIC_CASES if k not in NOT_YET_SHOWN_STATICS}
    assert every | set(KEYWORDS) >= set(ON), sorted(set(ON) - every - set(KEYWORDS))
    assert not set(ON) & (NOT_YET_SHOWN | NOT_YET_SHOWN_KEYWORDS), sorted(set(ON) & (NOT_YET_SHOWN | NOT_YET_SHOWN_KEYWORDS))


@pytest.mark.parametrize("effect", [{"search_library": {"filter": "land card", "count": 2}},
                                    {"discard": {"count": 1, "who": "each player"}}])
def test_the_runs_are_the_same_every_time(effect: dict[str, Any]) -> None:
    """Shuffles and random choices are seeded by the board: a difference between runs is the key's."""
    ability = [{"activated": {"cost": "{0}", "targets": ["creature", "creature"], "effects": [effect]}}]
    assert play(ability, False) == play(ability, False)
    assert play(ability, True, flip=True) == play(ability, True, flip=True)


KEYWORDS = sorted(KEYWORDS_BY_NAME)
NOT_YET_SHOWN_KEYWORDS: frozenset[str] = frozenset({
    "retrace",  # a spell cast from a graveyard: tests/rules/test_retrace_escape_702_81_702_138.py
    "umbra armor",  # an Aura's ability: the generated creature enchants nothing (tests/rules/test_umbra_armor_702_89.py)
})
"""Keywords no board of this file shows changing anything, and where they are shown instead. A
keyword added to the vocabulary that no board shows fails its test until a board shows it or it
is listed here with its reason."""


@pytest.mark.parametrize("keyword", KEYWORDS)
def test_every_keyword_changes_the_board(keyword: str) -> None:
    """The generated creature with the keyword and without it: some run ends differently."""
    if keyword in NOT_YET_SHOWN_KEYWORDS:
        pytest.skip(f"{keyword}: no board of this file shows what it changes yet")
    written = keyword[:1].upper() + keyword[1:]
    for last, flip in itertools.product((False, True), repeat=2):
        on = ON.get(keyword)
        if played([written], last, flip=flip, on=on) != played([], last, flip=flip, on=on):
            return
    pytest.fail(f"{keyword}: the generated creature with it and without it end on the same board")


def test_the_list_of_keywords_not_yet_shown_is_exact() -> None:
    assert set(KEYWORDS) >= NOT_YET_SHOWN_KEYWORDS, sorted(NOT_YET_SHOWN_KEYWORDS - set(KEYWORDS))


STATIC_CASES = [*map(str, STATIC_OPS), *map(str, RULE_OPS)]
STATIC_WITH: dict[str, dict[str, Any]] = {
    "cda_plus": {"cda_pt": [1, 1]},
    **dict.fromkeys(["cost_more", "cost_less", "cost_more_mana", "cant_be_countered"], {"spells": "spell"}),
    "spells": {"cost_more": 1}, "for_each": {"cost_more": 1, "spells": "spell"}, "if_target": {"cost_less": 1, "spells": "spell"},
    "trigger_cause": {"triggers_additional": "enters"},
    **dict.fromkeys(["triggers_additional", "no_triggers"], {"trigger_cause": "creature"}),
    **dict.fromkeys(["prevent_from", "prevent_amount", "prevent_remove"], {"prevent_damage_to": "all"}),
    "prevent_remove_that_many": {"prevent_damage_to": "all", "prevent_remove": "+1/+1"},
}
"""The keys a static key is tried with, those it means nothing without (a cost change and the
spells it applies to, a prevention and what it prevents, ...)."""
STATIC_VALUES: dict[str, list[Any]] = {"for_each": ["creature", "land"], "triggers_additional": ["enters"], "no_triggers": ["enters"]}
"""Values a static key is tried with instead of its type's (`CANDIDATES`)."""
NOT_YET_SHOWN_STATICS = frozenset({
    "remove_supertypes", "control", "pt_equal_mv", "add_chosen_type", "cost_less", "may_not_untap", "doesnt_untap",
    "spells", "if_target", "attacks_if_able", "cant_be_enchanted", "triggers_additional", "no_triggers",
    "trigger_cause", "skip_draw_step", "no_max_hand_size", "cant_lose", "cant_be_countered", "unpreventable_by",
    "activate_as_though_haste",
    # shown on their own boards: tests/rules/test_additional_lands_305_2.py, test_attack_tax_508_1d.py,
    # test_block_additional_509_1a.py, test_must_be_blocked_509_1c.py
    "additional_lands", "land_players", "attack_tax", "attack_tax_planeswalkers", "block_additional",
    "must_be_blocked",
})
"""Static keys no board of this file shows changing anything yet (each needs a board of its own:
your untap step, a spell with generic mana in its cost cast while the permanent is there, an
Aura, your draw step, a full hand, a player at 0 life, ...): skipped, listed so that the list
only shrinks."""


@pytest.mark.parametrize("key", STATIC_CASES)
def test_every_key_of_a_static_effect_changes_the_board(key: str) -> None:
    """The generated creature with a static ability of one effect: ``key`` at each of its
    candidate values and without it (with the keys it needs, `STATIC_WITH`): some run ends
    differently."""
    if key in NOT_YET_SHOWN_STATICS:
        pytest.skip(f"{key}: no board of this file shows what it changes yet")
    given = STATIC_WITH.get(key, {})
    kind = STATIC_OPS[StaticOp(key)].type if key in STATIC_OPS else RULE_OPS[RuleKey(key)][0]
    tables = [{**given, key: value} for value in STATIC_VALUES.get(key, CANDIDATES[kind])]
    try:
        check_static_effect(given)
        tables.insert(0, given)
    except SandboxError:  # the keys it needs don't load without it (`spells` without a cost change)
        pass
    on = ON.get(f"static {key}")
    for last, flip in itertools.product((False, True), repeat=2):
        first, *others = tables
        seen = played([{"static": {"effects": [first]}}], last, flip=flip, on=on)
        if any(played([{"static": {"effects": [t]}}], last, flip=flip, on=on) != seen for t in others):
            return
    pytest.fail(f"static {key}: every value of the key leaves the same board")
