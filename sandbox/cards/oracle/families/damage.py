"""Damage (120): the shapes of "<source> deals ... damage ..." beyond the players family's
"~ deals N damage to <x>": damage to "you" and to "itself", two amounts to two recipients, and
which object "it" is when "it deals" the damage (the source matters: 120.3, 702.15b, 702.16e)."""

from __future__ import annotations

import re
from typing import Any

from lark import Token, v_args

from sandbox.cards.oracle.families.base import TYPE_WORDS, Base, Context, word_number
from sandbox.cards.oracle.templating import normalise_self
from sandbox.cards.typeline import LAND_SUBTYPES
from sandbox.errors import InvalidActionError

IT = "it"
"""A damage effect's ``by`` while "it deals" is read: which object "it" is isn't known yet."""


class DamageFamily(Base):
    """The builders of the damage family's grammar rules (damage.lark)."""

    def dmg_you(self, _: list) -> str:
        return "you"  # 120.3: the controller of the source (the effect's controller)

    def dmg_target_controller(self, _: list) -> str:
        """"~ deals 4 damage to target creature and 2 damage to that creature's controller": the
        controller of the one target creature, as it last existed if it has left (608.2h)."""
        if self._that_target("creature") != "target":
            raise InvalidActionError("\"that creature's controller\" needs the one target creature it names")
        return "controller"

    def dmg_target_land_controller(self, _: list) -> str:
        """"Destroy target Plains or Island. ~ deals 3 damage to that land's controller": the
        controller of the one target, a land ("land", or land subtypes only: 205.3i), as it last
        existed if it has left (608.2h)."""
        words = [w for w in self._target_words("target") if w not in ("or", ",")]
        lands = {t.lower() for t in LAND_SUBTYPES} | {"land", "nonbasic", "basic", "snow"}
        if self._it_is_the_target() != "target" or not words or not all(w in lands for w in words) \
                or not ({"land"} | {t.lower() for t in LAND_SUBTYPES}) & set(words):
            raise InvalidActionError("\"that land's controller\" needs the one target land it names")
        return "controller"

    def dmg_itself(self, _: list) -> str:
        return "itself"  # the source; checked against the subject by ``damage_two``

    def damage_two(self, args: list[Any]) -> list[dict[str, Any]]:
        """"~ deals 2 damage to any target and 3 damage to you" (120.3): each amount to its own
        recipient; "itself" is the source, a permanent (a spell is never dealt damage)."""
        source, first, to_first, second, to_second = args
        if source != "self" and not (source == IT and not self.ctx.is_spell):
            raise InvalidActionError("only this object deals damage here")
        if to_second == "itself" and (source != "self" or self.ctx.is_spell):
            raise InvalidActionError("\"itself\" is understood only after ~ on a permanent")
        by = {"by": IT} if source == IT else {}
        return [{"damage": {"amount": word_number(str(first)), "to": to_first, **by}},
                {"damage": {"amount": word_number(str(second)), "to": "self" if to_second == "itself" else to_second, **by}}]

    def exile_that_creature_if_dies(self, _: list) -> dict[str, Any]:
        return self._exile_target_if_dies("creature")

    def exile_that_permanent_if_dies(self, _: list) -> dict[str, Any]:
        return self._exile_target_if_dies("creature", "planeswalker")

    def _exile_target_if_dies(self, *nouns: str) -> dict[str, Any]:
        """"If that creature [or planeswalker] would die this turn, exile it instead": the one
        target, whose filter names each of the nouns ("target creature or planeswalker")."""
        words = self._target_words("target") if self._it_is_the_target() else []
        if {w for w in words if w in TYPE_WORDS} != set(nouns):  # "that creature" of a creature or planeswalker: which?
            raise InvalidActionError(f"\"that {' or '.join(nouns)}\" needs the one target {' or '.join(nouns)} it names")
        return {"exile_if_dies": {"what": "target"}}

    def exile_damaged_creature_if_dies(self, _: list) -> dict[str, Any]:
        return {"exile_if_dies": {"dealt_damage": "creature"}}

    def exile_damaged_permanent_if_dies(self, _: list) -> dict[str, Any]:
        return {"exile_if_dies": {"dealt_damage": "permanent"}}

    @v_args(inline=True)
    def when_some_combat_damage_player(self, some: str, phrase: Any) -> dict[str, Any]:
        """"Whenever a <filter> deals combat damage to a player" (510.2): each creature of the
        filter that dealt combat damage to a player triggers it once (603.2c)."""
        return self._some_event("combat_damage_player", some, phrase)  # type: ignore[attr-defined]  # the triggers family's

    @v_args(inline=True)
    def when_deals_damage(self, what: str, kind: Token, to: str | None = None) -> dict[str, Any]:
        """"Whenever ~ / enchanted creature deals [combat] damage [to a player / an opponent / a
        creature]" (120.3): this source, or what the Aura or Equipment is attached to."""
        return {**self._object_event("deals_damage", what), **_damage_keys(kind, to)}  # type: ignore[attr-defined]

    @v_args(inline=True)
    def when_some_deals_damage(self, some: str, phrase: Token, kind: Token, to: str | None = None) -> dict[str, Any]:
        """"Whenever a <filter> deals [combat] damage ...": each such source."""
        return {**self._some_event("deals_damage", some, phrase), **_damage_keys(kind, to)}  # type: ignore[attr-defined]

    @v_args(inline=True)
    def when_dealt_damage(self, what: str, kind: Token) -> dict[str, Any]:
        """"Whenever ~ is dealt [combat] damage" (120.3): once for all the damage dealt to it at once."""
        return {**self._object_event("dealt_damage", what), **_damage_keys(kind, None)}  # type: ignore[attr-defined]

    @v_args(inline=True)
    def when_some_dealt_damage(self, some: str, phrase: Token, kind: Token) -> dict[str, Any]:
        return {**self._some_event("dealt_damage", some, phrase), **_damage_keys(kind, None)}  # type: ignore[attr-defined]

    def dmg_to_player(self, _: list) -> str:
        return "player"

    def dmg_to_opponent(self, _: list) -> str:
        return "opponent"

    def dmg_to_creature(self, _: list) -> str:
        return "creature"

    @v_args(inline=True)
    def damage_own_power(self, source: str, to: str) -> dict[str, Any]:
        """"~ deals damage equal to its power to <x>": "its" is the subject's, this object's; or
        "Target creature you control deals damage equal to its power to target creature you
        don't control": the first target is the source, and "its" is its power (120.3)."""
        if source == "target" and to != "target" and {w for w in self._target_words("target") if w in TYPE_WORDS} == {"creature"}:
            if to.startswith("target") and "another" in self._target_words(to):
                # "another target creature": other than the first target (115.3), which targeting doesn't check
                raise InvalidActionError("\"another target\" after a target that deals the damage is not understood")
            return {"damage": {"amount": {"power_of": "target"}, "to": to, "by_target": True}}
        if source != "self" and not (source == IT and not self.ctx.is_spell):
            raise InvalidActionError("only this object deals damage here")
        if self.ctx.is_spell:
            raise InvalidActionError("a spell has no power")
        return {"damage": {"amount": {"power_of": "self"}, "to": to, **({"by": IT} if source == IT else {})}}

    @v_args(inline=True)
    def start(self, reading: dict[str, Any]) -> dict[str, Any]:
        """A line that isn't a triggered ability: "It deals ..." as the first words of an
        ability's effect ("Sacrifice ~: It deals 1 damage to any target") can only be this
        object, named by the cost; anywhere else "it" may be something else: refused."""
        if _has_it(reading):
            effects = reading.get("effects_only", {}).get("effects", [])
            lead = 0
            while lead < len(effects) and _has_it(effects[lead]):
                lead += 1
            if not re.match(r"it deals\b", self.text.strip(), re.I) or any(_has_it(e) for e in effects[lead:]) \
                    or len(re.findall(r"\bit deals\b", self.text, re.I)) != 1:
                raise InvalidActionError("\"it deals\": which object deals the damage can't be told here")
            reading = _drop_it(reading)
        return super().start(reading)


def source_it(body: Any, event: dict[str, Any], line: str, ctx: Context) -> Any:
    """"When ~ enters, it deals 2 damage to any target": "it" deals the damage, and it is this
    object only when the trigger is about this object (as it last existed if it has left,
    608.2h), or when ~ was named just before ("sacrifice ~ and it deals 3 damage"); "whenever a
    Dragon enters, it deals ..." is the Dragon: refused (the source's colors and abilities
    matter: 702.15b, 702.16e, 702.2b)."""
    if not _has_it(body):
        return body
    text = normalise_self(line, ctx.names or (ctx.name,))
    named = len(re.findall(r"\bit deals\b", text, re.I)) == 1 and re.search(r"\b(?:sacrifice|tap) ~ and it deals\b", text, re.I)
    if event.get("what", "self") != "self" and event.get("spell_targets") != "self" and not named:  # heroic: it is this permanent
        raise InvalidActionError("\"it deals\": the damage is dealt by the object the trigger is about, "
                                 "not this one (not supported)")
    return _drop_it(body)


def _has_it(e: Any) -> bool:
    """Is there a damage effect dealt by "it" in ``e``?"""
    if isinstance(e, dict):
        if isinstance(e.get("damage"), dict):
            return e["damage"].get("by") == IT
        return any(_has_it(v) for v in e.values())
    if isinstance(e, list):
        return any(_has_it(v) for v in e)
    return False


def _drop_it(e: Any) -> Any:
    """The effects with "it deals" read as this object dealing the damage (``by`` removed)."""
    if isinstance(e, dict):
        if isinstance(e.get("damage"), dict) and e["damage"].get("by") == IT:
            return {**e, "damage": {k: v for k, v in e["damage"].items() if k != "by"}}
        return {k: _drop_it(v) for k, v in e.items()}
    if isinstance(e, list):
        return [_drop_it(v) for v in e]
    return e


def dealt_damage_this_way(effects: list[Any], _text: str = "") -> list[Any]:
    """"If a creature dealt damage this way would die this turn, ..." must follow the damage it
    speaks of, in the same ability."""
    for i, e in enumerate(effects):
        if isinstance(e, dict) and "dealt_damage" in (e.get("exile_if_dies") or {}) \
                and not any(isinstance(d, dict) and "damage" in d for d in effects[:i]):
            raise InvalidActionError("\"dealt damage this way\" follows no damage this ability deals")
    return effects


def _damage_keys(kind: Token, to: str | None) -> dict[str, Any]:
    """The keys of a damage trigger: combat damage only, and to whom."""
    return {**({"combat": True} if str(kind).lower().startswith("combat") else {}), **({"to": to} if to else {})}
