"""Objects and players a sentence names: "target creature", "it", "each opponent", "you"..."""

from __future__ import annotations

from typing import Any

from lark import Token, v_args

from sandbox.cards.oracle.families.base import Base, attached_noun, filter_text, singular, word_number
from sandbox.errors import InvalidActionError


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
        return f"those:{singular(str(phrase))}"

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
