"""The graveyard: cards returned to the battlefield, delayed returns at the next end step."""

from __future__ import annotations

import re
from typing import Any

from lark import v_args

from sandbox.cards.model import Filter
from sandbox.cards.oracle.families.base import Base
from sandbox.errors import InvalidActionError


class GraveyardFamily(Base):
    """The builders of the graveyard family's grammar rules (graveyard.lark)."""

    def reanimate(self, args: list[Any]) -> dict[str, Any]:
        if args[0].startswith("target"):
            t = self.targets[int(args[0][len("target"):] or 1) - 1]
            if Filter.parse(t["filter"] if isinstance(t, dict) else t).zone != "graveyard":
                raise InvalidActionError("a card put onto the battlefield by target must be a card in a graveyard")
        spec: dict[str, Any] = {"what": args[0]}
        if len(args) > 1 and args[1] == "owner":
            spec["under"] = "owner"
        return {"reanimate": spec}

    def reanimate_transformed(self, args: list[Any]) -> dict[str, Any]:
        """"Exile ~, then return it to the battlefield transformed under your/its owner's control"
        (701.28a, 712.14a: a card that isn't a transforming double-faced card stays in exile):
        only the permanent itself, exiled and returned in one sentence."""
        what, under = args[0], args[-1]
        if what != "it" or not re.fullmatch(r"exile (?:~|this [a-z]+), then return it to the battlefield transformed "
                                                r"under (?:your|its owner's) control\.?", self.text.strip(), re.I):
            raise InvalidActionError("only \"Exile ~, then return it to the battlefield transformed under your control\" "
                                     "is understood (712.14a)")
        spec: dict[str, Any] = {"what": "it", "transformed": True}  # "it": the exiled card, a new object (400.7)
        if under == "owner":
            spec["under"] = "owner"
        return {"reanimate": spec}

    def shuffle_your_graveyard(self, _: list) -> dict[str, Any]:
        return {"shuffle_into_library": {"from": "graveyard"}}

    def shuffle_your_hand_graveyard(self, _: list) -> dict[str, Any]:
        return {"shuffle_into_library": {"from": "hand and graveyard"}}

    def p_shuffles_graveyard(self, _: list) -> tuple[str, dict[str, Any]]:
        return "shuffle_into_library", {"from": "graveyard"}

    def p_shuffles_hand_graveyard(self, _: list) -> tuple[str, dict[str, Any]]:
        return "shuffle_into_library", {"from": "hand and graveyard"}

    @v_args(inline=True)
    def at_next_end_step(self, effect: dict[str, Any]) -> dict[str, Any]:
        (kind, spec), = effect.items()
        what = spec["what"]
        rest = self.text.rstrip(".")
        m = re.fullmatch(r"(.+?) at the beginning of the next end step", rest.split(". ")[-1], re.I)
        if not m:
            raise InvalidActionError("a delayed trigger must end its sentence")
        inner = {kind: {**spec, "what": "trigger.object"}}
        delayed_text = f"At the beginning of the next end step, {m.group(1)[0].lower()}{m.group(1)[1:]}."
        return {"delayed": {"at": "end_step", "object": what, "text": delayed_text, "effects": [inner]}}

    def exile_all_graveyards(self, _: list) -> dict[str, Any]:
        """"Exile all graveyards" (406.2): every card in every player's graveyard."""
        return {"exile_graveyard": {"who": "each player"}}

    @v_args(inline=True)
    def exile_whose_graveyard(self, who: str) -> dict[str, Any]:
        """"Exile target player's graveyard" / "each opponent's graveyard" (406.2)."""
        if who not in ("target", "each opponent", "each player"):
            raise InvalidActionError(f"'exile {who}'s graveyard': only a target player's, each opponent's or each player's")
        return {"exile_graveyard": {"who": who}}
