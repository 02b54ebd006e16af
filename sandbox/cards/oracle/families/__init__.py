"""The sentence families of Oracle text, each a grammar fragment and its builders.

A family is ``<family>.lark`` (its grammar rules, Lark syntax) and ``<family>.py`` (a class of
builders, one method per rule alternative). The core grammar (``../oracle.lark``) says what a
line is and lists the effect families; ``grammar()`` appends every fragment to it and
``Builder`` is every family's builders together. Adding a verb is one rule in its family's
fragment and one builder method beside it.
"""

from __future__ import annotations

from importlib import resources

from sandbox.cards.oracle.families.base import Base, Context
from sandbox.cards.oracle.families.changes import ChangesFamily, those_is_the_last_group
from sandbox.cards.oracle.families.copies import CopiesFamily
from sandbox.cards.oracle.families.damage import DamageFamily, dealt_damage_this_way
from sandbox.cards.oracle.families.graveyard import GraveyardFamily
from sandbox.cards.oracle.families.hand import HandFamily
from sandbox.cards.oracle.families.library import (
    LibraryFamily,
    join_arrange,
    join_dig,
    join_look_and_exile,
    join_reveal_top,
)
from sandbox.cards.oracle.families.mana import ManaFamily
from sandbox.cards.oracle.families.permanents import PermanentsFamily, after_exile_it_is_moved
from sandbox.cards.oracle.families.players import PlayersFamily, join_instead, join_kicked
from sandbox.cards.oracle.families.prevention import PreventionFamily, join_unpreventable
from sandbox.cards.oracle.families.references import ReferencesFamily
from sandbox.cards.oracle.families.replacements import ReplacementsFamily
from sandbox.cards.oracle.families.stack import StackFamily
from sandbox.cards.oracle.families.statics import StaticsFamily
from sandbox.cards.oracle.families.tokens import TokensFamily, join_token_riders
from sandbox.cards.oracle.families.triggers import TriggersFamily

__all__ = ["FAMILIES", "Builder", "Context", "grammar"]

FAMILIES = ("references", "hand", "library", "players", "permanents", "changes", "tokens", "stack",
            "graveyard", "mana", "triggers", "statics", "replacements", "copies", "damage", "prevention")
"""Every family, by the name of its fragment and module."""


class Builder(ReferencesFamily, HandFamily, LibraryFamily, PlayersFamily, PermanentsFamily, ChangesFamily,
              TokensFamily, StackFamily, GraveyardFamily, ManaFamily, TriggersFamily, StaticsFamily,
              ReplacementsFamily, CopiesFamily, DamageFamily, PreventionFamily, Base):
    """One reading of a sentence -> ability/effect tables: every family's builders."""

    JOINS = (join_look_and_exile, join_dig, join_arrange, join_reveal_top, join_token_riders, join_kicked, join_instead,
             those_is_the_last_group, after_exile_it_is_moved, dealt_damage_this_way, join_unpreventable)


def grammar() -> str:
    """The whole grammar: the core, then each family's fragment."""
    here = resources.files("sandbox.cards.oracle")
    parts = [here.joinpath("oracle.lark").read_text(encoding="utf-8")]
    parts += [here.joinpath("families", f"{f}.lark").read_text(encoding="utf-8") for f in FAMILIES]
    return "\n".join(parts)
