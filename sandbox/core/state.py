"""The game state: plain, picklable data. All rules live in game.py and its helpers.

One ``State`` holds everything that undo must restore. Card definitions are not part of it
(they are immutable and shared); objects refer to them by name.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from sandbox.cards.model import Activated, Characteristics, CopyExceptions, Triggered
from sandbox.core.mana.pool import ManaPool

ZONES = ("library", "hand", "battlefield", "graveyard", "exile", "stack", "command")
PLAYER_ZONES = ("library", "hand", "graveyard", "exile")
STEPS = ("untap", "upkeep", "draw", "main1", "beginning_of_combat", "declare_attackers",
         "declare_blockers", "first_strike_damage", "combat_damage", "end_of_combat", "main2",
         "end", "cleanup")
STEP_NAMES = {
    "untap": "untap step", "upkeep": "upkeep step", "draw": "draw step",
    "main1": "precombat main phase", "beginning_of_combat": "beginning of combat step",
    "declare_attackers": "declare attackers step", "declare_blockers": "declare blockers step",
    "first_strike_damage": "first-strike combat damage step", "combat_damage": "combat damage step",
    "end_of_combat": "end of combat step", "main2": "postcombat main phase", "end": "end step",
    "cleanup": "cleanup step",
}
PHASE_OF = {"untap": "beginning", "upkeep": "beginning", "draw": "beginning", "main1": "main1",
            "beginning_of_combat": "combat", "declare_attackers": "combat",
            "declare_blockers": "combat", "first_strike_damage": "combat",
            "combat_damage": "combat", "end_of_combat": "combat", "main2": "main2",
            "end": "ending", "cleanup": "ending"}


@dataclass
class CopyEffect:
    """A copy effect in layer 1 (707): the copiable values it grants, locked in as it began."""

    values: Characteristics
    """The copiable values the object now has, exceptions included (707.9b)."""
    original: str
    """Name of what was chosen to copy, with its id, e.g. "Grizzly Bears #4"."""
    chain: tuple[str, ...] = ()
    """What the original was itself copying, outermost first (707.3)."""
    exceptions: CopyExceptions = field(default_factory=CopyExceptions)
    timestamp: int = 0
    rule: str = "707.2"
    until: str = "permanent"
    """"end_of_turn" for a permanent that became a copy until end of turn (707.4, Mirrorweave)."""
    faces: tuple[Characteristics, Characteristics] | None = None
    """A token copy of a double-faced permanent is double-faced (707.8a): both faces' copiable
    values (front, back); the object's ``transformed`` status picks the one that's up."""


@dataclass
class Player:
    """A player (102): life, mana pool, and per-turn bookkeeping."""

    index: int
    name: str
    life: int = 20
    pool: ManaPool = field(default_factory=ManaPool)
    lands_played: int = 0
    extra_lands: int = 0
    """Additional lands this player may play this turn ("you may play an additional land this
    turn", 305.2): set by effects, back to 0 as each turn begins."""
    turn_began: int = 0
    """Timestamp at which this player's most recent turn began (302.6)."""
    lost: bool = False
    drew_from_empty: bool = False
    poison: int = 0
    city_blessing: bool = False
    """The city's blessing (702.131c): a designation kept for the rest of the game, got through
    ascend (702.131a-b); it means only what the cards that ask for it say."""
    energy: int = 0
    """Energy counters (107.14, 122.1): a player gets them and pays them as a cost."""
    cant_gain_life_turn: int = 0
    """The turn in which this player can't gain life ("Players can't gain life this turn", 119.7)."""
    monarch: bool = False
    """The monarch (724): a designation of one player at most (724.3), with two triggered
    abilities (724.2, sandbox/core/monarch.py)."""


@dataclass
class Obj:
    """A card, token, spell, copy of a spell or ability on the stack (109.1)."""

    id: int
    owner: int
    controller: int
    zone: str
    card: str | None = None
    """Name of the card definition (None for a token made only of stated values or copies)."""
    kind: str = "card"
    """"card", "token", "ability", "spell_copy", "emblem" (114.1: in the command zone)."""
    token_chars: Characteristics | None = None
    """For a token: what the effect that created it stated (111.3)."""
    tapped: bool = False
    counters: dict[str, int] = field(default_factory=dict)
    damage: int = 0
    deathtouch_damage: bool = False
    attached_to: int | None = None
    timestamp: int = 0
    controlled_since: int = 0
    """Timestamp from which its controller has controlled it continuously (302.6)."""
    control_seen: int | None = None
    """The controller it had when control was last looked at (``control.follow_control``);
    None until then (set as it enters; a board as loaded is looked at first)."""
    copies: list[CopyEffect] = field(default_factory=list)
    x: int | None = None
    """X of the spell it was, chosen as it was cast or copied with it (107.3m, 707.10); for an
    ability on the stack, its X. None if none was chosen."""
    targets: list[Any] = field(default_factory=list)
    """Chosen targets: object ids (int) or player refs ("p0", "p1")."""
    chosen: dict[str, Any] = field(default_factory=dict)
    """Choices made as it entered (a color, ...)."""
    loyalty_turn: int = -1
    """Turn in which a loyalty ability of it was last activated (606.3)."""
    cast: bool = False
    cast_from: str = ""
    """The zone a spell was cast from (rebound, 702.88a); not copied with the spell."""
    # Abilities on the stack:
    source: int | None = None
    ability: Activated | Triggered | None = None
    source_chars: Characteristics | None = None
    event: dict[str, Any] = field(default_factory=dict)
    attacking: Any = None
    blocking: int | None = None
    also_blocking: list[int] = field(default_factory=list)
    """The attackers it blocks after the first (``blocking``), when it can block additional
    creatures (509.1a)."""
    entered_turn: int = 0
    transformed: bool = False
    """A double-faced permanent with its back face up (701.27g, 712.8d); a status, not copied."""
    transformed_at: int = 0
    """Timestamp of its last transformation (701.27f, 613.7g)."""
    face_down: str = ""
    """How it was turned face down ("manifest", "morph", 708.6), or "" if face up."""
    face: int = 0
    """A modal double-faced permanent's face that's up: 1 once played or cast with its back
    face up (712.12, 712.8d-f); a flip permanent's: 1 once flipped (710.2, 710.4). A status, not
    copied, and never changed by transform (701.27c)."""


@dataclass
class LastKnown:
    """Last known information about an object that left a zone (113.7a, 608.2h)."""

    id: int
    chars: Characteristics
    controller: int
    owner: int
    counters: dict[str, int]
    copies: list[CopyEffect]
    token: bool
    zone: str
    attached_to: int | None = None
    copiable: Characteristics | None = None
    """Its copiable values as it last existed (707.2, 608.2h)."""
    tapped: bool = False
    attacking: bool = False
    blocking: bool = False
    """Its status as it last existed (for filters such as "attacking creature", 603.10a)."""
    x: int = 0
    """The X of a spell as it last existed on the stack (202.3e); 0 for a permanent (107.3m)."""
    tribute_paid: bool | None = None
    """Whether the tribute of the permanent was paid as it entered (702.104b), None without one."""


@dataclass
class ContinuousEffect:
    """A continuous effect from a resolved spell or ability (611.2) or a test animation."""

    op: dict[str, Any]
    """Layered operations (see layers.py)."""
    affected: tuple[int, ...]
    """Locked-in set of objects (611.2c)."""
    source: str
    controller: int
    timestamp: int
    until: str = "permanent"
    """"end_of_turn", "permanent" or "next_untap" (until its object's controller's next untap step, 502.3)."""
    rule: str = "611.2"


@dataclass
class PendingTrigger:
    """A triggered ability waiting to be put on the stack (603.3)."""

    source: int
    ability: Triggered
    controller: int
    source_chars: Characteristics
    event: dict[str, Any]


@dataclass
class State:
    """Everything undo restores."""

    players: list[Player]
    objects: dict[int, Obj] = field(default_factory=dict)
    zones: dict[str, list[int]] = field(default_factory=dict)
    turn: int = 1
    active: int = 0
    step: str = "main1"
    priority: int | None = 0
    passes: int = 0
    next_id: int = 1
    next_ts: int = 1
    effects: list[ContinuousEffect] = field(default_factory=list)
    pending_triggers: list[PendingTrigger] = field(default_factory=list)
    delayed: list[PendingTrigger] = field(default_factory=list)
    """Delayed triggered abilities waiting for their event (603.7); each triggers once."""
    lki: dict[int, LastKnown] = field(default_factory=dict)
    rng: int = 20261129
    version: int = 0
    """Bumped by every change (the UI redraws on it)."""
    chars_version: int = 0
    """Bumped by changes that can affect characteristics (zones, counters, effects, copies)."""
    winner: int | None = None
    first_strike_done: bool = False
    first_strikers: list[int] = field(default_factory=list)
    """The attacking and blocking creatures that had first strike or double strike as the
    first-strike combat damage step began (510.4): of them, only those that have double strike
    now deal damage again in the regular step; one that gained first strike later still does (702.7c)."""
    goal: dict[str, Any] = field(default_factory=dict)
    spells_cast: dict[int, list[int]] = field(default_factory=dict)
    players_damaged: dict[int, list[int]] = field(default_factory=dict)
    """Turn -> the players dealt damage in it (bloodthirst, 702.54a: "if an opponent was dealt
    damage this turn")."""
    activated: dict[tuple[int, str], int] = field(default_factory=dict)
    """The turn each (permanent, ability text) was last activated ("Activate only once each turn", 602.5b)."""
    damage_dealt: list[tuple[int, int, int | str]] = field(default_factory=list)
    """(turn, source, recipient: an object id or "p<N>") each time a source dealt damage (120.3,
    after prevention), this turn's only: "a creature dealt damage by ~ this turn", "creature that
    was dealt damage this turn", "creature that dealt damage to you this turn". A permanent that
    changed zones is a new object (400.7): damage to or by the old one isn't its."""
    combat_damage: list[tuple[int, int, int]] = field(default_factory=list)
    """(turn, source, player) for each creature that dealt combat damage to a player (510.2):
    "whose controller was dealt combat damage by ~ this turn"."""
    """Turn -> spells each player cast in it (for "if no spells were cast last turn")."""
    day_night: str = ""
    """The game's day/night designation (726): "day", "night", or "" while it's neither, as
    every game starts; once day or night, never neither again."""
    prevention: list[dict[str, Any]] = field(default_factory=list)
    """Prevention shields this turn (615): ``to`` (an object id, "p<N>", or None for any),
    ``left`` (damage still to prevent, None for all), ``combat`` (combat damage only), ``source``."""

    def __post_init__(self) -> None:
        # Every zone exists from the start, so looking at an empty zone never changes the state.
        for z in ("battlefield", "stack", "command"):
            self.zones.setdefault(z, [])
        for p in self.players:
            for z in PLAYER_ZONES:
                self.zones.setdefault(f"{z}:{p.index}", [])

    @property
    def over(self) -> bool:
        """The game has ended: a player won, or every player lost at once (a draw, 104.4a)."""
        return self.winner is not None or (bool(self.players) and all(p.lost for p in self.players))

    def result(self) -> str:
        """How the game ended ("Alice won", "the game is a draw"), or "" while it goes on."""
        if self.winner is not None:
            return f"{self.players[self.winner].name} won"
        return "the game is a draw" if self.over else ""

    def zone_key(self, zone: str, player: int | None = None) -> str:
        return zone if zone in ("battlefield", "stack", "command") else f"{zone}:{player}"

    def zone(self, zone: str, player: int | None = None) -> list[int]:
        return self.zones.setdefault(self.zone_key(zone, player), [])

    @property
    def battlefield(self) -> list[int]:
        return self.zone("battlefield")

    def linked_exile(self, source: int | None) -> list[int]:
        """Cards in exile that ``source``'s ability exiled for its linked abilities (607.2a)."""
        return [o for p in range(len(self.players)) for o in self.zone("exile", p)
                if self.objects[o].chosen.get("exiled_by") == source]

    @property
    def stack(self) -> list[int]:
        return self.zone("stack")

    def ts(self) -> int:
        self.next_ts += 1
        return self.next_ts
