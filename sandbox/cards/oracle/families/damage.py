"""Damage (120): the shapes of "<source> deals ... damage ..." beyond the players family's
"~ deals N damage to <x>": damage to "you" and to "itself", two amounts to two recipients, and
which object "it" is when "it deals" the damage (the source matters: 120.3, 702.15b, 702.16e)."""

from __future__ import annotations

import re
from typing import Any

from lark import Token, v_args

from sandbox.cards.filters import Filter
from sandbox.cards.oracle.families.base import TYPE_WORDS, Base, Context, singular, word_number
from sandbox.cards.oracle.templating import normalise_self
from sandbox.cards.vocabulary import EACH_TARGET
from sandbox.errors import InvalidActionError

IT = "it"
FIGHTER_IT = "it:fighter"
"""The "it" that fights a target: the trigger's object (``TriggersFamily.triggered`` reads it)."""
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

    @v_args(inline=True)
    def dmg_that_controller(self, noun: Token) -> str:
        """"Destroy target land. ~ deals 2 damage to that land's controller": the controller of the
        one target permanent, as it last existed if it has left (608.2h); the noun must be the
        target's kind ("that land" of "target Plains or Island", "that permanent" of any)."""
        kind = str(noun).lower()
        words = [w for w in self._target_words("target") if w != "or"] if self._it_is_the_target() else []
        t = self.targets[0] if len(self.targets) == 1 else None
        on_battlefield = t is not None and Filter.parse(t["filter"] if isinstance(t, dict) else t).zone == "battlefield"
        nouns = {w for w in words if w in TYPE_WORDS}
        basic = {"plains", "island", "swamp", "mountain", "forest"}
        if not (words and on_battlefield and (kind == "permanent" or nouns == {kind}
                                              or kind == "land" and not nouns and set(words) <= basic)):
            raise InvalidActionError(f"\"that {kind}'s controller\" needs the one target {kind} it names")
        return "controller"

    def dmg_that_player(self, _: list) -> str:
        """"~ deals 1 damage to that player": the player of the triggering event, resolved by the
        triggered ability (the player whose upkeep it is, who cast the spell...), else refused."""
        return "that:player"

    @v_args(inline=True)
    def damage_to_equal(self, source: str, to: str, phrase: Token) -> dict[str, Any]:
        """"~ deals damage to <x> equal to <amount>" (120.3): the amount as the vocabulary reads
        it, counted as it resolves; "its power" could be the source's or the target's: refused."""
        if source != "self" and not (source == IT and not self.ctx.is_spell):
            raise InvalidActionError("only this object deals damage here")
        return {"damage": {"amount": self.equal_amount(str(phrase), its=False), "to": to,
                           **({"by": IT} if source == IT else {})}}

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

    @v_args(inline=True)
    def damage_divided(self, source: str, amount: Token, count: Token, among: str) -> dict[str, Any]:
        """"~ deals 3 damage divided as you choose among one, two, or three targets" (601.2d):
        one requirement of one to three targets (any number: no limit), each getting at least 1
        of the amount as announced with the targets; the only target requirement of the ability
        (the division is of its targets, in their order)."""
        if source != "self" and not (source == IT and not self.ctx.is_spell):
            raise InvalidActionError("only this object deals damage here")
        n = word_number(str(amount))
        if not (n == "X" or (isinstance(n, int) and n >= 1)):
            raise InvalidActionError(f"'{amount} damage divided': a number or X is understood")
        if self.targets:
            raise InvalidActionError("divided damage after another target requirement is not understood")
        how = " ".join(str(count).lower().split())
        most: int | str = {"one or two": 2, "one, two, or three": 3}.get(how, "any")
        if isinstance(n, int) and isinstance(most, int) and n < most:
            raise InvalidActionError(f"{n} damage can't be divided among {most} targets (601.2d: at least 1 each)")
        self._target(among, count=most, divided=n)
        return {"damage": {"to": EACH_TARGET, "divided": True, **({"by": IT} if source == IT else {})}}

    def damage_have(self, args: list[Any]) -> list[dict[str, Any]]:
        """"you may have ~ deal 2 damage to target creature": "~ deals 2 damage to target
        creature" after "you may" (the grammar reads "have" only there)."""
        return self.damage(args)  # type: ignore[attr-defined]  # the players family's

    @v_args(inline=True)
    def damage_have_equal(self, source: str, to: str, phrase: Token) -> dict[str, Any]:
        return self.damage_to_equal(source, to, phrase)

    @v_args(inline=True)
    def damage_itself_power(self, source: str) -> dict[str, Any]:
        """"Target creature deals damage to itself equal to its power" (120.3): the one target
        creature is the source (its deathtouch, lifelink, infect count) and is dealt the damage;
        gone or illegal as it resolves, nothing happens (608.2b)."""
        if source != "target" or len(self.targets) != 1 or {w for w in self._target_words("target") if w in TYPE_WORDS} != {"creature"}:
            raise InvalidActionError("\"deals damage to itself equal to its power\" is understood only of one target creature")
        return {"damage": {"amount": {"power_of": "target"}, "to": "target", "by_target": True}}

    @v_args(inline=True)
    def fight(self, a: str, b: str) -> dict[str, Any]:
        """701.14a: two creatures, each one object: this one, "it", "that creature" or a target
        of creatures only ("another target creature" after a target is refused: targeting
        doesn't check that it is another than the first, 115.3)."""
        if a in (IT, "that:creature") and b == "target2" and len(self.targets) == 2:
            a = "target"  # "Target creature you control gets +1/+2 ... It fights target creature ...": the first target
        elif a == IT and b == "target":
            a = FIGHTER_IT  # "When ~ enters, it fights target creature": not the target; the trigger says what
        for ref in (a, b):
            if ref == FIGHTER_IT:
                continue
            if ref.startswith("target"):
                words = self._target_words(ref)
                if {w for w in words if w in TYPE_WORDS} != {"creature"}:
                    raise InvalidActionError("only creatures fight (701.14a): a target that may be another kind is not understood")
                t = self.targets[int(ref[len("target"):] or 1) - 1]
                if isinstance(t, dict) and t.get("count", 1) != 1:
                    raise InvalidActionError("only two creatures fight (701.14a): several targets are not understood")
            elif ref not in ("self", IT, "that:creature"):
                raise InvalidActionError(f"a fight needs two single creatures (701.14a), not {ref!r}")
        if a == b:
            raise InvalidActionError("a creature fighting itself is not understood here")
        if a.startswith("target") and "another" in self._target_words(b):
            raise InvalidActionError("\"another target\" after a target that fights is not understood")
        return {"fight": {"what": a, "other": b}}

    def divided_any_target(self, _: list) -> str:
        return "any target"  # "targets": any target (115.4)

    @v_args(inline=True)
    def divided_target_filter(self, phrase: Token) -> str:
        """"target creatures and/or planeswalkers": each target is one of them."""
        text = str(phrase)
        one = singular(text)
        if one == text:
            raise InvalidActionError(f"'target {text}' after 'among': the noun must be plural")
        return one.replace(" and/or ", " or ")

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
