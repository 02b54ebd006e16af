"""The card vocabulary: one typed registry per kind of name a card file may use.

Card files are data, never code. Every effect, static operation, trigger event, replacement,
cost part, keyword, condition and amount a card names is an entry of a registry here, keyed
by an enum; each entry knows the schema of its table and checks it as the card is loaded,
so what isn't understood is refused with one line instead of being misread. The engine
(``sandbox.core``) implements what the entries mean, looked up by the same enum keys:
effect handlers in ``effects``, layer operations in ``layers``, events in ``triggers``
(a test checks every entry has its implementation and the other way round).

``python -m sandbox.cards.vocabulary`` prints the tables of docs/CARDS.md from these
registries (``--write`` updates the file).
"""

from __future__ import annotations

from sandbox.cards.model import COST_PARTS, Amount, AmountKind, ConditionKind, CostPart
from sandbox.cards.vocabulary.docs import CONDITION_DOC, markdown, render_doc
from sandbox.cards.vocabulary.effects import (
    BECOME_OPS,
    EFFECT_KEYS,
    EFFECTS,
    RESTRICTIONS,
    Effect,
    become_op,
    check_effect,
)
from sandbox.cards.vocabulary.events import (
    EITHER,
    EVENTS,
    REPLACEMENT_KINDS,
    REPLACEMENTS,
    TRIGGER_EVENTS,
    Event,
    ReplacementKind,
    check_replacement,
    check_trigger,
)
from sandbox.cards.vocabulary.keywords import (
    KEYWORD_RULES,
    KEYWORDS,
    PROTECTION_FROM,
    REFUSED_KEYWORDS,
    WITH_ARG,
    KeywordName,
    check_keyword,
    refused_keyword_message,
    refused_keyword_text,
)
from sandbox.cards.vocabulary.schema import (
    CHOICES,
    CHOSEN_ONE,
    EACH_TARGET,
    FROM_YOUR_HAND,
    OBJECT_REFS,
    PLAYER_REFS,
    UP_TO_ONE,
    Entry,
    Key,
    Value,
    check_value,
    unknown,
)
from sandbox.cards.vocabulary.statics import (
    CDA_AMOUNTS,
    LAYER_OF,
    LAYER_RULE,
    LAYERS,
    RULE_KEYS,
    RULE_OPS,
    STATIC_OPS,
    Op,
    RuleKey,
    StaticOp,
    check_static_effect,
)

__all__ = [
    "BECOME_OPS", "CDA_AMOUNTS", "CHOICES", "CONDITION_DOC", "COST_PARTS", "EFFECTS", "EFFECT_KEYS", "EITHER", "EVENTS",
    "FROM_YOUR_HAND", "UP_TO_ONE", "CHOSEN_ONE", "EACH_TARGET",
    "KEYWORDS", "KEYWORD_RULES", "LAYERS", "LAYER_OF", "LAYER_RULE", "OBJECT_REFS", "PLAYER_REFS", "PROTECTION_FROM",
    "REFUSED_KEYWORDS", "REPLACEMENTS", "REPLACEMENT_KINDS", "RESTRICTIONS", "RULE_KEYS", "RULE_OPS", "STATIC_OPS", "TRIGGER_EVENTS",
    "WITH_ARG", "Amount", "AmountKind", "ConditionKind", "CostPart", "Effect", "Entry", "Event", "Key", "KeywordName",
    "Op", "ReplacementKind", "RuleKey", "StaticOp", "Value", "become_op", "check_effect", "check_keyword",
    "check_replacement", "check_static_effect", "check_trigger", "check_value", "markdown", "refused_keyword_message", "refused_keyword_text",
    "render_doc", "unknown",
]
