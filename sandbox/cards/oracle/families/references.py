"""Objects and players a sentence names: "target creature", "it", "each opponent", "you"..."""

from __future__ import annotations

from typing import Any

from lark import Token, v_args

from sandbox.cards.oracle.families.base import Base, attached_noun, filter_text, singular, word_number
from sandbox.cards.vocabulary import EACH_TARGET
from sandbox.errors import InvalidActionError

THOSE_TARGETS = "@targets"
"""Marks "those <noun>" whose noun is that of the one requirement of several targets (changes.py
reads it)."""


class ReferencesFamily(Base):
    """The builders of the references family's grammar rules (references.lark)."""

    def self_ref(self, _: list) -> str:
        return "self"

    def it(self, _: list) -> str:
        return "it"

    def that_card(self, _: list) -> str:
        return "that:card"

    @v_args(inline=True)
    def target(self, phrase: Token) -> str:
        if str(phrase).lower().startswith(("any target", "target ")):
            raise InvalidActionError(f"'target {phrase}': 'target' twice")
        return self._target(str(phrase))

    @v_args(inline=True)
    def another_target(self, phrase: Token) -> str:
        return self._target(f"another {phrase}")

    @v_args(inline=True)
    def up_to_one_target(self, phrase: Token) -> str:
        return self._target(str(phrase), up_to=True)

    @v_args(inline=True)
    def each_of_up_to_targets(self, n: Token, phrase: Token) -> str:
        return self._each_of_targets(n, str(phrase), up_to=True)

    @v_args(inline=True)
    def each_of_up_to_other_targets(self, n: Token, phrase: Token) -> str:
        return self._each_of_targets(n, f"other {phrase}", up_to=True)

    @v_args(inline=True)
    def each_of_targets(self, n: Token, phrase: Token) -> str:
        return self._each_of_targets(n, str(phrase), up_to=False)

    def _each_of_targets(self, n: Token, phrase: str, *, up_to: bool) -> str:
        """"each of [up to] two target creatures" (115.1, 601.2c): one requirement of two objects
        (fewer with "up to"), and the effect is done to each one still legal (608.2b). It must be
        the ability's only target requirement: a later "target" couldn't be told apart."""
        count = word_number(str(n))
        if not isinstance(count, int) or count < 2:
            raise InvalidActionError(f"'each of {n} target ...': a fixed number of two or more is understood")
        if self.targets:
            raise InvalidActionError("'each of ... target ...' with another target requirement is not understood")
        if singular(phrase) == phrase:  # (a noun whose plural is itself, "Merfolk", is refused too)
            raise InvalidActionError(f"'each of {n} target {phrase}': the noun must be plural")
        self._target(singular(phrase), count=count, up_to=up_to)
        return EACH_TARGET

    def any_target(self, _: list) -> str:
        return self._target("any target")

    @v_args(inline=True)
    def each(self, phrase: Token) -> str:
        first = str(phrase).split()[0]
        if singular(first).lower() != first.lower():  # (its capital is the sentence's: "non-Pirate")
            raise InvalidActionError(f"'each {phrase}': 'each' takes one noun, not a plural")
        return f"each {filter_text(str(phrase))}"

    @v_args(inline=True)
    def all(self, phrase: Token) -> str:
        return f"each {filter_text(singular(str(phrase)))}"

    @v_args(inline=True)
    def enchanted(self, phrase: Token) -> str:
        attached_noun("enchanted", str(phrase))
        return "enchanted"

    @v_args(inline=True)
    def equipped(self, phrase: Token) -> str:
        attached_noun("equipped", str(phrase))
        return "equipped"

    @v_args(inline=True)
    def that(self, phrase: Token) -> str:
        return f"that:{phrase}"

    @v_args(inline=True)
    def those(self, phrase: Token) -> str:
        """"those creatures": the one requirement of several targets before it, when its noun
        is theirs ("Tap up to two target creatures. Those creatures don't untap ..."); else the
        group the previous effect acted on (``those_is_the_last_group``)."""
        noun = singular(str(phrase))
        if len(self.targets) == 1 and isinstance(self.targets[0], dict) and self.targets[0].get("count", 1) > 1 \
                and noun.lower() in self._target_words("target"):
            return f"those:{noun}{THOSE_TARGETS}"  # the targets, if the last group before it is theirs
        return f"those:{noun}"

    def linked(self, _: list) -> str:
        return "linked"

    def you(self, _: list) -> str:
        return "you"

    def each_player(self, _: list) -> str:
        return "each player"

    def each_opponent(self, _: list) -> str:
        return "each opponent"

    def target_opponent(self, _: list) -> str:
        return self._target("opponent")

    def its_controller(self, _: list) -> str:
        """"Its controller": the controller of the one target object, as it last existed if it
        has left the battlefield (608.2h)."""
        if not self._it_is_the_target():
            raise InvalidActionError("\"its controller\" needs the one target object it names")
        return "controller"

    def that_player(self, _: list) -> str:
        return "that:player"  # the triggering event's player, or refused (TriggersFamily.triggered)

    def target_player(self, _: list) -> str:
        return self._target("player")

    def one_card(self, _: list) -> int:
        return 1

    @v_args(inline=True)
    def n_cards(self, n: Token) -> int | str:
        return word_number(str(n))

    @v_args(inline=True)
    def cards_equal(self, phrase: Token) -> Any:
        """"cards equal to <amount>", "a number of cards equal to <amount>": as the vocabulary
        reads the amount ("the sacrificed creature's power")."""
        return self.equal_amount(str(phrase))

    def a_some(self, _: list) -> str:
        return ""

    def another_some(self, _: list) -> str:
        return "another "

    def under_you(self, _: list) -> str:
        return "you"

    def under_owner(self, _: list) -> str:
        return "owner"
