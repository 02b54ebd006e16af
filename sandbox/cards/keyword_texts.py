"""Keyword texts read beyond a bare name (702): "Cycling {2}" is the activated ability "{2},
Discard this card: Draw a card." (702.29a), "Swampcycling {2}" its typecycling variant
(702.29e); "Bushido 2" and "Echo {2}{R}" are keywords with their number or cost (702.45a,
702.30a). A card file and the Oracle
compiler read them the same way."""

from __future__ import annotations

import re

from sandbox.cards import vocabulary
from sandbox.cards.filters import Filter
from sandbox.cards.model import Ability, Activated, Cost, Keyword, Target
from sandbox.errors import InvalidActionError

_CYCLING = re.compile(r"(?P<type>(?:[a-z]+ )?[a-z]*?)cycling(?: (?P<mana>\{[^()]+\})|—(?P<other>[^()]+?)\.?)"
                      r"(?: \(.*\))?", re.I)
"""[Type]cycling with a mana cost ("Cycling {2}") or another cost after a dash ("Cycling—Pay 2 life.")."""

_TYPE_NAMES = {"plains": "Plains", "island": "Island", "swamp": "Swamp", "mountain": "Mountain", "forest": "Forest"}


def expand(text: str) -> Ability | None:
    """The ability a keyword text stands for, or None if it isn't one of these keywords; a
    text that is one but can't be read is refused (InvalidActionError)."""
    if n := re.fullmatch(r"foretell (\{[^()]+\})(?: \(.*\))?", text.strip(), re.I):
        name, _ = vocabulary.check_keyword("foretell", n.group(1))  # 702.143a: foretell [mana cost]
        return Keyword(text=text.strip(), name=name, arg=n.group(1))
    if n := re.fullmatch(r"(entwine|escalate)—([^{}()]+?)\.?(?: \(.*\))?", text.strip(), re.I):
        # 702.42a entwine, 702.120a escalate with a cost other than mana ("Entwine—Sacrifice two lands.")
        name, _ = vocabulary.check_keyword(n.group(1), n.group(2))
        return Keyword(text=text.strip(), name=name, arg=n.group(2))
    if n := re.fullmatch(r"(echo|madness|evoke|dash|buyback|bestow|surge|disturb|entwine|escalate) (\{[^()]+\})(?: \(.*\))?", text.strip(), re.I):
        # 702.30a echo, 702.35a madness, 702.74a evoke, 702.109a dash, 702.27a buyback, 702.103a bestow,
        # 702.117a surge, 702.146a disturb, 702.42a entwine, 702.120a escalate [mana cost]
        name, _ = vocabulary.check_keyword(n.group(1), n.group(2))
        return Keyword(text=text.strip(), name=name, arg=n.group(2))
    if n := re.fullmatch(r"(bushido|annihilator|soulshift|fading|modular|bloodthirst|renown|afflict|devour|tribute|vanishing|rampage|casualty|afterlife|dredge) (\d+)(?: \(.*\))?", text.strip(), re.I):
        name, arg = vocabulary.check_keyword(n.group(1), n.group(2))
        return Keyword(text=text.strip(), name=name, arg=arg)
    if n := re.fullmatch(r"(cumulative upkeep)(?: (\{[^()]+\})|—(pay \d+ life)\.)(?: \(.*\))?", text.strip(), re.I):
        arg = n.group(2) or n.group(3).lower()  # 702.24a: a mana cost, or "Pay N life"
        name, arg = vocabulary.check_keyword(n.group(1), arg)
        return Keyword(text=text.strip(), name=name, arg=n.group(2) or arg)
    if n := re.fullmatch(r"ward(?: (\{[^()]+\})|—(.+?)\.?)(?: \(.*\))?", text.strip(), re.I):
        # 702.21a: "Ward {2}", "Ward—Pay 3 life."; other costs are refused by check_keyword
        name, arg = vocabulary.check_keyword("ward", n.group(1) or n.group(2).lower())
        return Keyword(text=text.strip(), name=name, arg=n.group(1) or arg)
    if n := re.fullmatch(r"suspend (\w+—\{[^()]*?\})(?:\. x can't be 0\.)?(?: \(.*\))?", text.strip(), re.I):
        # 702.62a: "Suspend 4—{1}{R}" (checked by suspend_parts; "Suspend X—..." refused there)
        name, _ = vocabulary.check_keyword("suspend", n.group(1))
        return Keyword(text=text.strip(), name=name, arg=n.group(1))
    if n := re.fullmatch(r"escape—(\{[^()]+?)\.?(?: \(.*\))?", text.strip(), re.I):
        # 702.138a: "Escape—{4}{B}, Exile five other cards from your graveyard." (checked by escape_parts)
        name, arg = vocabulary.check_keyword("escape", n.group(1))
        return Keyword(text=text.strip(), name=name, arg=n.group(1))
    if n := re.fullmatch(r"unearth (\{[^()]+\})(?: \(.*\))?", text.strip(), re.I):
        # 702.84a: "[Cost]: Return this card from your graveyard to the battlefield. It gains haste. ...
        # Activate only as a sorcery."
        return Activated(text=text.strip(), cost=Cost.parse(n.group(1)), sorcery_speed=True,
                         effects=(vocabulary.check_effect({"unearth_return": {}}),))
    if n := re.fullmatch(r"(embalm|eternalize) (\{[^()]+\})(?: \(.*\))?", text.strip(), re.I):
        # 702.128a embalm: "[Cost], Exile this card from your graveyard: Create a token that's a copy
        # of it, except it's white, it has no mana cost, and it's a Zombie in addition to its other
        # types. Activate only as a sorcery." 702.129a eternalize: the same, except black and 4/4.
        if "X" in n.group(2).upper():
            raise InvalidActionError(f"{n.group(1).lower()} {n.group(2)}: nothing says what X is")
        exc: dict = {"colors": ["W"], "add_subtypes": ["Zombie"], "no_mana_cost": True,
                     "text": "it's white, it has no mana cost, and it's a Zombie in addition to its other types"}
        if n.group(1).lower() == "eternalize":
            exc = {**exc, "colors": ["B"], "pt": [4, 4],
                   "text": "it's black, it's 4/4, it has no mana cost, and it's a Zombie in addition to its other types"}
        return Activated(text=text.strip(), cost=Cost.parse(f"{n.group(2)}, Exile this card from your graveyard"),
                         sorcery_speed=True,
                         effects=(vocabulary.check_effect({"token_copy": {"of": "exiled", "except": exc}}),))
    if n := re.fullmatch(r"scavenge (\{[^()]+\})(?: \(.*\))?", text.strip(), re.I):
        # 702.97a: "[Cost], Exile this card from your graveyard: Put a number of +1/+1 counters
        # equal to the power of the card you exiled on target creature. Activate only as a sorcery."
        if "X" in n.group(1).upper():
            raise InvalidActionError(f"scavenge {n.group(1)}: nothing says what X is")
        counters = {"put_counters": {"on": "target", "kind": "+1/+1", "count": {"power_of": "exiled"}}}
        return Activated(text=text.strip(), cost=Cost.parse(f"{n.group(1)}, Exile this card from your graveyard"),
                         sorcery_speed=True, targets=(Target(Filter.parse("creature")),),
                         effects=(vocabulary.check_effect(counters),))
    if n := re.fullmatch(r"outlast (\{[^()]+\})(?: \(.*\))?", text.strip(), re.I):
        # 702.107a: "[Cost], {T}: Put a +1/+1 counter on this creature. Activate only as a sorcery."
        return Activated(text=text.strip(), cost=Cost.parse(f"{n.group(1)}, {{T}}"), sorcery_speed=True,
                         effects=(vocabulary.check_effect({"put_counters": {"on": "self", "kind": "+1/+1", "count": 1}}),))
    if n := re.fullmatch(r"crew (\d+)(?: \(.*\))?", text.strip(), re.I):
        # 702.122a: "Tap any number of untapped creatures you control with total power N or
        # more: This Vehicle becomes an artifact creature until end of turn."
        become = {"become": {"on": "self", "add_types": ["Artifact", "Creature"], "until": "end_of_turn"}}
        return Activated(text=text.strip(), cost=Cost.parse(f"Tap any number of untapped creatures you control with total "
                                                            f"power {int(n.group(1))} or more"),
                         effects=(vocabulary.check_effect(become),))
    m = _CYCLING.fullmatch(text.strip())
    if m is None:
        return None
    cost = m.group("mana") or m.group("other").strip()
    kind = m.group("type").strip().lower()
    effects: tuple = ({"draw": {"count": 1}},)  # 702.29a
    if kind:
        what = f"{_TYPE_NAMES.get(kind, kind)} card"
        try:
            Filter.parse(what)
        except InvalidActionError as e:
            raise InvalidActionError(f"typecycling {kind!r}: {e}") from None
        # 702.29e: search for a [type] card, reveal it, put it into your hand, then shuffle
        effects = ({"search_library": {"filter": what, "to": "hand"}},)
    return Activated(text=text.strip(), cost=Cost.parse(f"{cost}, Discard this card"),
                     effects=tuple(vocabulary.check_effect(e) for e in effects))
