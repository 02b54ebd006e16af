"""The vocabulary tables of docs/CARDS.md, generated from the registries."""

from __future__ import annotations

import re

from sandbox.cards.model import (
    AMOUNT_DOC,
    AMOUNT_OBJECTS,
    COST_PARTS,
    REFUSED_AMOUNTS,
    REFUSED_CONDITIONS,
    ConditionKind,
)
from sandbox.cards.vocabulary.effects import EFFECTS
from sandbox.cards.vocabulary.events import EVENTS, REPLACEMENT_KINDS
from sandbox.cards.vocabulary.keywords import (
    KEYWORD_RULES,
    PROTECTION_FROM,
    REFUSED_KEYWORDS,
    REFUSED_WHY,
    STANDS_FOR,
    KeywordName,
)
from sandbox.cards.vocabulary.schema import Entry
from sandbox.cards.vocabulary.statics import RULE_OPS, STATIC_OPS
from sandbox.errors import InvalidActionError

CONDITION_DOC = {
    ConditionKind.YOU_CONTROL: "`\"you control a <filter>\"`",
    ConditionKind.YOU_CONTROL_NO: "`\"you control no <filter>\"`",
    ConditionKind.OPPONENT_CONTROLS: "`\"an opponent controls a <filter>\"`",
    ConditionKind.YOU_PLAYED_A_LAND: "`\"you played a land this turn\"` (305.2)",
    ConditionKind.NO_SPELLS_LAST_TURN: "`\"no spells were cast last turn\"` (counted from the spells cast in the previous turn)",
    ConditionKind.TWO_SPELLS_LAST_TURN: "`\"a player cast two or more spells last turn\"`",
    ConditionKind.SELF_HAS_COUNTER: "`\"this land has a luck counter on it\"` (122.1)",
    ConditionKind.YOU_CONTROL_AT_LEAST: "`\"you control three or more artifacts\"` (counted among the permanents you control)",
    ConditionKind.YOUR_TURN: "`\"it's your turn\"` (you are the active player, 102.1)",
    ConditionKind.NOT_YOUR_TURN: "`\"it's not your turn\"`",
    ConditionKind.HAND_EMPTY: "`\"you have no cards in hand\"` (hellbent)",
    ConditionKind.HAND_AT_MOST: "`\"you have one or fewer cards in hand\"`",
    ConditionKind.HAND_AT_LEAST: "`\"you have seven or more cards in hand\"`",
    ConditionKind.LIFE_AT_LEAST: "`\"you have 30 or more life\"`",
    ConditionKind.LIFE_AT_MOST: "`\"you have 5 or less life\"`",
    ConditionKind.GRAVEYARD_AT_LEAST: "`\"seven or more cards are in your graveyard\"` (threshold)",
    ConditionKind.GRAVEYARD_CARD_TYPES: "`\"there are four or more card types among cards in your graveyard\"` (delirium, 205.2a)",
    ConditionKind.DEFENDING_CONTROLS: "`\"defending player controls an Island\"` (in a two-player game the opponent of the ability's controller: the player its creatures attack, 506.2)",
    ConditionKind.DEFENDING_CONTROLS_NO: "`\"defending player controls no Island\"`",
    ConditionKind.YOU_CONTROL_AT_MOST: "`\"you control two or fewer other lands\"` (counted among the permanents you control; one entering isn't there yet)",
    ConditionKind.OPPONENTS_AT_LEAST: "`\"you have two or more opponents\"` (every other player is an opponent in a free-for-all game, 102.2-102.3)",
    ConditionKind.TRIBUTE_NOT_PAID: "`\"tribute wasn't paid\"` (702.104b: the opponent chosen for this permanent's tribute didn't put the counters on it; its last known information if it has left)",
    ConditionKind.MONARCH: "`\"you're the monarch\"` (724.1: one player at most, 724.3)",
    ConditionKind.CITYS_BLESSING: "`\"you have the city's blessing\"` (702.131c: got through ascend, kept for the rest of the game)",
    ConditionKind.GREATER_THAN_SELF: "evolve's, written out (702.100a): the creature the trigger event names has a greater power or "
                                     "a greater toughness than this one, each as it is or as it last existed on the battlefield; "
                                     "never if either isn't a creature (702.100c)",
    ConditionKind.HOST_IS: "`\"enchanted creature is white\"`, `\"equipped creature is a Human\"`, `\"enchanted permanent is a creature\"`: the permanent this Aura or Equipment is attached to matches (303.4, 301.5); checked continuously (611.3a)",
    ConditionKind.SELF_STATUS: "`\"~ is tapped\"`: untapped, tapped, attacking, blocking, equipped (an Equipment is attached, 301.5), enchanted (an Aura is, 303.4)",
}


# ---------------------------------------------------------------- the tables of docs/CARDS.md

def _keys_doc(entry: Entry) -> str:
    keys = ", ".join(f"`{k}`" + (" (required)" if key.required else "")
                     + (f" (only with {', '.join(f'`{n}`' for n in key.needs)})" if key.needs else "")
                     + (f": {key.doc}" if key.doc else f" ({key.type})") for k, key in entry.keys.items())
    return keys + (f"; exactly one of {', '.join(f'`{k}`' for k in entry.one_of)}" if entry.one_of else "") + (
        f"; one or more of {', '.join(f'`{k}`' for k in entry.any_of)}" if entry.any_of else "")


def markdown() -> dict[str, str]:
    """The generated tables of docs/CARDS.md, by block name."""
    rows: dict[str, list[str]] = {}
    rows["effects"] = ["| effect | rule | does | keys |", "| --- | --- | --- | --- |"] + [
        f"| `{k}` | {e.rule} | {e.doc} | {_keys_doc(e)} |" for k, e in EFFECTS.items()]
    rows["events"] = ["| `on` | rule | fires when | keys |", "| --- | --- | --- | --- |"] + [
        f"| `{k}` | {e.rule} | {e.doc} | {_keys_doc(e)} |" for k, e in EVENTS.items()]
    rows["static"] = ["| operation | layer | value | meaning |", "| --- | --- | --- | --- |"] + [
        f"| `{k}` | {o.layer} | {o.type} | {o.doc} |" for k, o in STATIC_OPS.items()] + [
        f"| `{k}` | rule | {t} | {d} |" for k, (t, d) in RULE_OPS.items()]
    rows["replacements"] = ["| `replaces` | rule | replaces | keys |", "| --- | --- | --- | --- |"] + [
        f"| `{k}` | {e.rule} | {e.doc} | {_keys_doc(e)} |" for k, e in REPLACEMENT_KINDS.items()]
    rows["costs"] = ["| cost part | example |", "| --- | --- |"] + [f"| `{k}` | {ex} |" for k, (_, ex) in COST_PARTS.items()]
    rows["keywords"] = ["| keyword | rule |", "| --- | --- |"] + [f"| {k} | {KEYWORD_RULES[k]} |" for k in KeywordName] + [
        "", "`Protection from` names one of: " + ", ".join(PROTECTION_FROM) + "; `Enchant` a filter; `Flashback` a mana cost; `Escape` "
        "`\"{4}{B}, Exile five other cards from your graveyard\"` (702.138a: the only escape cost read).",
        "", "Read as the ability they stand for (written as their text): " + "; ".join(
            f"{k} ({rule}): {doc}" for k, (rule, doc) in STANDS_FOR.items()) + ".",
        "", "Refused on purpose (\"keyword 'toxic' is not implemented\"): " + ", ".join(
            k + (f" ({REFUSED_WHY[k]})" if k in REFUSED_WHY else "") for k in REFUSED_KEYWORDS) + "."]
    rows["conditions"] = ["| condition | written |", "| --- | --- |"] + [f"| `{k}` | {d} |" for k, d in CONDITION_DOC.items()] + [
        "", "Refused on purpose: " + "; ".join(f"\"{w}\" ({why})" for w, why in REFUSED_CONDITIONS.items()) + "."]
    rows["amounts"] = ["| amount | written | means |", "| --- | --- | --- |"] + [
        f"| `{k}` | {w} | {d} |" for k, (w, d) in AMOUNT_DOC.items()] + [
        "", f"Objects an amount measures: {', '.join(f'`{o}`' for o in AMOUNT_OBJECTS)}, `target2`. "
        "Refused on purpose: " + "; ".join(f"\"{w}\" ({why})" for w, why in REFUSED_AMOUNTS.items()) + "."]
    return {k: "\n".join(v) for k, v in rows.items()}


def render_doc(doc: str) -> str:
    """``doc`` with every ``<!-- vocabulary:NAME -->`` block replaced by its generated table."""
    tables = markdown()

    def block(m: re.Match[str]) -> str:
        name = m.group(1)
        if name not in tables:
            raise InvalidActionError(f"docs: unknown vocabulary block {name!r}")
        return f"<!-- vocabulary:{name} -->\n{tables[name]}\n<!-- /vocabulary:{name} -->"
    return re.sub(r"<!-- vocabulary:(\w+) -->.*?<!-- /vocabulary:\1 -->", block, doc, flags=re.S)
