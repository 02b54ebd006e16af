"""Never a misread: near-miss sentences are refused naming the sentence, and every card of the
misread corpus (tests/misread/, real Oracle texts the vocabulary can't express) is refused by
the compiler too."""

from __future__ import annotations

import json
import re
import tomllib
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sandbox.cards.oracle import OracleCard, compile_card

from .helpers import compile_text, face_of
from .test_sentences import CASES as SENTENCE_CASES

NEAR_MISSES = [
    # (type line, Oracle text, words the refusal names)
    ("Creature — Horror", "Infect 1", "Infect 1"),  # 702.90: infect takes no number
    ("Creature — Horror", "Wither {1}", "Wither {1}"),
    ("Creature — Shapeshifter", "Changelings", "Changelings"),
    ("Creature — Horror", "Infect until end of turn", "until end of turn"),
    ("Creature — Shapeshifter", "This creature has changeling as long as you control a Forest.", "as long as"),
    ("Creature — Beast", "Recycling {2}", "Recycling"),  # 702.29e: the type must be a card's quality
    ("Creature — Beast", "Cycling", "Cycling"),  # 702.29a: cycling needs its cost
    ("Creature — Beast", "Cycling {2} and draw a card", "and draw a card"),
    ("Creature — Beast", "Cycling {2}\nWhen you cycle this card, draw a card.", "When you cycle"),
    ("Creature — Beast", "{2}, Discard another card: Draw a card.", "Discard another card"),
    ("Creature — Human Samurai", "Bushido X", "Bushido X"),  # 702.45a: bushido N, a number
    ("Creature — Human Samurai", "Bushido", "Bushido"),
    ("Creature — Human Soldier", "Exalted 2", "Exalted 2"),  # 702.83: exalted takes no number
    ("Creature — Human Knight", "Flanking 1", "Flanking 1"),
    ("Instant", "Split second until end of turn\nDraw a card.", "Split second until end of turn"),
    ("Sorcery", "Draw a card.\nStorm 2", "Storm 2"),  # 702.40a: storm takes no number
    ("Sorcery", "Draw a card.\nStorms", "Storms"),
    ("Creature — Elf Berserker", "Cascade 2", "Cascade 2"),  # 702.85a: cascade takes no number
    ("Creature — Elf Berserker", "Cascade, then draw a card", "then draw a card"),
    ("Creature — Goblin", "Echo 2", "Echo 2"),  # 702.30a: echo [mana cost]; other echo costs are refused
    ("Creature — Goblin", "Echo—Discard a card.", "Echo—Discard a card."),
    ("Instant", "Draw a card.\nMadness 2", "Madness 2"),  # 702.35a: madness [mana cost]
    ("Instant", "Draw a card.\nMadness—Pay 3 life.", "Madness—Pay 3 life."),
    ("Creature — Eldrazi", "Annihilator X", "Annihilator X"),  # 702.86a: annihilator N
    ("Creature — Eldrazi", "Annihilator", "Annihilator"),
    ("Creature — Elf", "Protection from artifact creatures", "artifact creatures"),  # 702.16: one quality
    ("Creature — Elf", "Protection from Goblins", "Goblins"),
    ("Enchantment", "Creatures you control get +1/+0 until end of turn unless you pay {2}.", "unless you pay"),
    ("Enchantment", "Creatures you control get +1/+1 as long as you control exactly one Forest.", "as long as"),
    ("Enchantment", "Creatures you control get +1/+1 until end of turn.", "until end of turn"),
    ("Creature — Elf", "{T}: Add {G} for each creature that attacked this turn.", "attacked this turn"),
    ("Creature — Elf", "Whenever a creature you control explores, draw a card.", "explores"),
    ("Creature — Elf", "Whenever another creature enters under your control tapped, draw a card.", "under your control"),
    ("Enchantment", "Whenever you cast a creature spell, that player loses 1 life.", "you cast"),  # no other player
    ("Enchantment", "Whenever an opponent casts a spell that targets this enchantment, you gain 1 life.", "targets"),
    ("Creature — Elf", "Whenever this creature blocks or becomes blocked by one or more Walls, draw a card.", "one or more Walls"),
    ("Creature — Elf", "Whenever you gain life for the first time each turn, draw a card.", "first time"),
    ("Creature — Elf", "Whenever you draw your second card each turn, you gain 1 life.", "second card"),
    ("Creature — Elf", "When this creature enters, you may pay {X}. If you do, draw X cards.", "If you do"),
    ("Creature — Elf", "When this creature enters, if you control exactly two Swamps, draw a card.", "exactly two"),
    ("Creature — Elf", "When this creature enters, draw a card for each opponent.", "for each opponent"),
    ("Instant", "Target creature gets +3/+3 until end of turn or until it leaves the battlefield.", "or until"),
    ("Instant", "Counter target spell unless its controller pays 3 life.", "unless its controller"),
    ("Instant", "This spell deals 3 damage to any target and 1 damage to itself.", "1 damage to itself"),  # 120.1: not a spell
    ("Instant", "Destroy target creature. They can't be regenerated.", "regenerated"),
    ("Sorcery", "Destroy all creatures. It can't be regenerated.", "regenerated"),
    ("Instant", "Target creature can't be regenerated this turn.", "regenerated"),
    ("Enchantment", "Whenever you cast a creature spell, copy it.", "copy it"),
    ("Sorcery", "Return that card to the battlefield.", "that card"),
    ("Sorcery", "Search your library for a basic land card, put it into exile, then shuffle.", "exile"),
    ("Enchantment", "When this enchantment enters, exile target creature until your next turn.", "next turn"),
    ("Creature — Devil", "Whenever a player sacrifices a permanent, this creature deals 1 damage to that player.",
     "that player"),
    ("Sorcery", "Put a +1/+1 counter on each creature you control. Those artifacts gain vigilance until end of turn.",
     "Those artifacts"),
    ("Artifact", "Whenever you cast a spell, add an additional one mana of that color.", "that color"),
    ("Creature — Human", "Level up {W}\nLEVEL 2-6\n3/3\nWhen this creature attacks, draw a card.", "LEVEL 2-6"),
    ("Enchantment", "If an effect would create one or more tokens, it creates twice that many of those tokens instead.",
     "one or more tokens"),
    ("Enchantment", "If one or more +1/+1 counters would be put on a creature you control, that many plus one -1/-1 "
                    "counters are put on it instead.", "-1/-1"),
    ("Enchantment", "You control target creature.", "You control"),
    ("Creature — Spirit", "This creature can't be blocked except by two or more creatures this turn.", "except by"),
    ("Enchantment — Aura", "Enchanted creature gets +0/+2 and can't be the target of abilities.", "abilities"),
    ("Creature — Crocodile", "When an opponent controls no creatures, sacrifice this creature.", "opponent controls"),
    ("Sorcery", "Gain control of target creature for as long as you control this creature.", "as long as"),
    ("Instant", "Kicker {4}\nTest Card deals 2 damage to any target. If this spell was kicked, it deals 4 damage to each creature instead.",
     "kicked"),
    ("Instant", "Tap target creature. Put a stun counter on it.", "stun counter"),
    ("Instant", "Tap target artifact. Untap that creature.", "that creature"),
    ("Sorcery", "Target player draws a card. Put a +1/+1 counter on it.", "on it"),
    ("Instant", "Return target creature to your hand.", "to your hand"),
    ("Sorcery", "Create a Clue token with flying.", "Clue"),
    ("Enchantment", "Whenever an opponent casts a spell during your turn, you gain 1 life.", "opponent casts"),
    ("Instant", "Target creature gets +2/+2 until end of turn and gains trample until end of turn.", "gains trample"),
    ("Land", "{1}: This land becomes a 2/2 creature with all creature types until end of turn. It's still a land.",
     "all creature types"),
    ("Instant", "Counter target spell.\nIts controller draws a card.", "Its controller"),
    ("Sorcery", "Create a 2/2 black legendary Zombie creature token.", "legendary"),
    ("Sorcery", "Return all creatures to their owners' hands.", "owners' hands"),
    ("Enchantment", "Creatures you control have \"{T}: Add one mana of any color in your commander's color identity.\"",
     "commander's"),
    ("Instant", "Tap target creature. It doesn't untap during its controller's next two untap steps.", "doesn't untap"),
    ("Instant", "Choose any number —\n• Draw a card.\n• Target creature gets +2/+2 until end of turn.", "any number"),
    ("Creature — Elf", "This creature enters tapped unless you revealed an Elf card this way.", "unless you revealed"),
    ("Creature — Elf", "{1}{G}: This creature gets +2/+2 until end of turn. Activate only twice each turn.", "Activate only twice"),
    ("Artifact", "{T}: Add {C}{C}. Spend this mana only on Tuesdays.", "Spend this mana only"),
    ("Creature — Elf", "Flying, banding", "banding"),
    ("Instant", "Target land becomes a 3/3 creature until end of turn.", "becomes a 3/3"),
    ("Sorcery", "Return target creature to the battlefield.", "to the battlefield"),
    ("Enchantment", "Creatures you control are Elves.", "are Elves"),
    ("Creature — Elemental", "Flying\nEvoke—Exile a blue card from your hand.", "Evoke"),
    ("Creature — Human Werewolf", "At the beginning of each upkeep, if no spells were cast this turn, transform this creature.",
     "cast this turn"),
    ("Creature — Human Werewolf", "At the beginning of each upkeep, if a player cast two or more spells this turn, transform this creature.",
     "two or more spells this turn"),
    ("Creature — Human Werewolf", "At the beginning of each upkeep, transform target creature.", "transform target"),
    ("Creature — Human Werewolf", "At the beginning of each upkeep, if no spells were cast last turn, transform all Werewolves.",
     "transform all"),
]


@pytest.mark.parametrize(("type_line", "text", "named"), NEAR_MISSES, ids=[t for _, t, _ in NEAR_MISSES])
def test_a_near_miss_sentence_refuses_the_card_naming_the_sentence(type_line, text, named):
    result = compile_text(text, type_line=type_line)
    assert result.table is None
    refused = [s for s in result.sentences if not s.understood]
    assert len(result.refused) == len(refused) >= 1
    assert any(named in s.text for s in refused), result.refused
    for line, sentence in zip(result.refused, refused, strict=True):
        assert line.startswith(sentence.text.split("\n")[0][:15])  # one line, naming its sentence


def test_partial_loading_keeps_what_is_understood_only_when_asked():
    text = "Flying\nWhenever a creature you control explores, draw a card."
    assert compile_text(text).table is None
    face = compile_text(text).sentences
    assert [s.understood for s in face] == [True, False]
    card = OracleCard("Test Card", (face_of({"name": "Test Card", "type_line": "Creature — Elf", "power": 1,
                                             "toughness": 1, "oracle": text}),))
    partial = compile_card(card, partial=True)
    assert partial.table is not None and partial.table["abilities"] == ["Flying"]
    assert partial.refused == ("partly understood: Whenever a creature you control explores, draw a card.: "
                               "not understood from ', draw a card.'",)


CORPUS = Path(__file__).resolve().parents[1] / "misread"
# Corpus files whose misread is in the hand-written table, not in the Oracle text: the compiler
# reads the text itself (a correct card), which the cross-check shape below verifies.
TABLE_ONLY_MISREADS = {"effect_object_reference_it.toml", "filter_card_type_typo.toml", "event_key_by_on_dies_blood_artist.toml",
                       "effect_counter_unless_mana_leak.toml", "replacement_extra_counters_grumgully.toml",
                       "effect_search_rampant_growth.toml",
                       "keyword_equip_bonesplitter.toml", "keyword_table_unknown_name.toml",
                       "keyword_prowess_monastery_swiftspear.toml", "ability_text_cant_be_countered.toml",
                       "mana_doesnt_untap_grim_monolith.toml", "event_draw_niv_mizzet.toml", "condition_static_serra_ascendant.toml",
                       "event_gain_life_ajanis_pridemate.toml", "effect_prevent_holy_day.toml",
                       "amount_sacrificed_creature_fling.toml", "static_cant_be_blocked_by_power_amrou_kithkin.toml",
                       # 605.3b: the compiler reads a pain land's damage as the mana ability's effects; a
                       # hand-written mana text with the sentence in it is still refused
                       "mana_painland_karplusan_forest.toml", "mana_second_sentence_ancient_tomb.toml",
                       "mana_table_second_sentence_karplusan_forest.toml",
                       # 120.3: the compiler reads "deals combat damage to an opponent" (deals_damage); the
                       # hand-written table's event name is still refused
                       "event_combat_damage_coastal_piracy.toml",
                       # 701.26a: the compiler reads "becomes tapped" (becomes_tapped); the table's ability
                       # texts are still refused
                       "mana_trigger_on_tap_city_of_brass.toml",
                       # 601.2d: the compiler reads divided damage; the hand-written tables that divide
                       # among "target" with "up_to", or with an amount beside the division, are refused
                       "effect_divided_damage_forked_bolt.toml", "effect_divided_damage_amount_each.toml",
                       # 614.1a: the compiler reads Rest in Peace (replaces = "graveyard", what = "card or
                       # token"); the hand-written table's 'becomes' key is still refused
                       "replacement_graveyard_rest_in_peace.toml",
                       # 701.14a: the compiler reads fight (what, other); the hand-written table's
                       # 'with' key is still refused
                       "effect_fight_prey_upon.toml"}
CORPUS_CARDS = [(p.name, t) for p in sorted(CORPUS.glob("*.toml"))
                for t in tomllib.loads(p.read_text(encoding="utf-8")).get("card", []) if "oracle" in t]


@pytest.mark.parametrize(("file", "table"), CORPUS_CARDS, ids=[f for f, _ in CORPUS_CARDS])
def test_a_misread_corpus_card_is_refused_by_the_compiler(file, table):
    result = compile_card(OracleCard(table["name"], (face_of(table),)))
    if file in TABLE_ONLY_MISREADS:
        assert result.table is not None, result.refused
    else:
        assert result.table is None and result.refused


def test_the_misread_corpus_is_large_enough_to_mean_something():
    assert len(CORPUS_CARDS) >= 80


def test_607_2a_the_exiled_card_with_no_exile_on_the_card_is_refused_not_guessed():
    result = compile_text("When this enchantment leaves the battlefield, return the exiled card to the battlefield "
                          "under its owner's control.", name="Ring", type_line="Enchantment")
    assert result.table is None
    assert result.refused == ("card 'Ring': \"the exiled card\" needs exactly one exile effect on the card (607.2a)",)


def test_607_2a_the_exiled_card_links_to_the_cards_one_exile():
    result = compile_text("When this enchantment enters, exile another target nonland permanent.\n"
                          "When this enchantment leaves the battlefield, return the exiled card to the battlefield "
                          "under its owner's control.", name="Ring", type_line="Enchantment")
    assert result.table is not None
    enters, leaves = (a["triggered"] for a in result.table["abilities"])
    assert enters["effects"] == [{"exile": {"what": "target", "link": True}}]
    assert leaves["effects"] == [{"reanimate": {"what": "linked", "under": "owner"}}]


def test_700_2_a_mode_not_understood_refuses_the_card_in_one_line_naming_the_mode():
    result = compile_text("Choose one —\n• Draw a card.\n• Fateseal 2.", type_line="Sorcery")
    assert result.table is None
    assert result.refused == ('Choose one — • Draw a card. • Fateseal 2.: mode "Fateseal 2.": not understood: '
                              'no form of sentence the compiler knows fits it',)


def _with_word(text: str, at: int, word: str) -> str:
    words = text.split(" ")
    return " ".join([*words[:at], word, *words[at:]])


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(case=st.sampled_from(SENTENCE_CASES), at=st.integers(min_value=0, max_value=40),
       word=st.sampled_from(["blorp", "twice", "not", "unless", "each", "another", "target", "opponent"]))
def test_a_word_inserted_into_an_understood_sentence_is_refused_or_read_as_written(case, at, word):
    """Never "close enough": an extra word is either refused, or read: the new reading differs
    from the old one and names the word more often than it did ("another creature you control"),
    the printed text aside. A word read past ("Equipped target creature" as "equipped") fails."""
    _, type_line, text, expected = case
    text = re.sub(r"\([^()]*\)\n?", "", text)  # reminder text means nothing (207.2): not a place to test
    changed = _with_word(text, at % (len(text.split(" ")) + 1), word)
    result = compile_text(changed, type_line=type_line)
    if result.table is not None:
        got = _reading({k: v for k, v in result.table.items()
                        if k in ("abilities", "effects", "targets", "modes", "choose", "levels")})
        old = _reading(expected)
        assert got != old, changed
        assert json.dumps(got).lower().count(word) > json.dumps(old).lower().count(word), changed


_SAME_WITHOUT = {"you", "all"}
"""Words whose deletion may leave the meaning as it was: an instruction with no subject is the
controller's ("Draw a card.", "Gain 3 life.": you, 109.5), and "Creatures get -1/-1" is all
creatures (a static's group is every object that matches, 611.3a)."""


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(case=st.sampled_from(SENTENCE_CASES), at=st.integers(min_value=0, max_value=60))
def test_a_word_deleted_from_an_understood_sentence_is_refused_or_read_as_written(case, at):
    """A word taken out is either refused, or changes the reading (tokens included): a reading
    that stays the same without a word read past that word ("white" in a token's colors)."""
    _, type_line, text, expected = case
    text = re.sub(r"\([^()]*\)\n?", "", text)
    words = text.split(" ")
    at %= len(words)
    if words[at].strip("\n.,").lower() in _SAME_WITHOUT:
        return
    changed = " ".join([*words[:at], *words[at + 1:]])
    result = compile_text(changed, type_line=type_line)
    if result.table is not None:
        original = compile_text(text, type_line=type_line)
        keys = ("abilities", "effects", "targets", "modes", "choose", "levels")
        got = (_reading({k: v for k, v in result.table.items() if k in keys}), result.tokens)
        old = (_reading({k: v for k, v in expected.items() if k in keys}), original.tokens)
        assert got != old, changed


def _reading(table: Any) -> Any:
    """A table without its printed ``text`` fields (they hold any word inserted)."""
    if isinstance(table, dict):
        return {k: _reading(v) for k, v in table.items() if k != "text"}
    if isinstance(table, list):
        return [_reading(v) for v in table]
    return table


@pytest.mark.parametrize("text, type_line", [
    ("Equipped target creature gets +2/+0.\nEquip {1}", "Artifact — Equipment"),
    ("Enchant creature\nEnchanted another creature gets +1/+1.", "Enchantment — Aura"),
    ("Enchant creature\nYou control enchanted target creature.", "Enchantment — Aura"),
    ("Test Card deals 2 damage to target any target.", "Instant"),
    ("Target target creature gets +2/+2 until end of turn.", "Instant"),
    ("each Creatures you control get +1/+1.", "Enchantment"),
    ("each Knights you control get +2/+1 until end of turn.", "Instant"),
    ("another Knights you control get +2/+1 until end of turn.", "Instant"),
])
def test_a_word_the_reading_would_drop_is_refused(text, type_line):
    """The insertions the test above found read past, each refused in one line."""
    result = compile_text(text, type_line=type_line)
    assert result.table is None and len(result.refused) == 1 and "\n" not in result.refused[0], result.refused


def test_typographic_apostrophes_read_as_plain_ones():
    curly = compile_text("Return target creature to its owner\u2019s hand.", type_line="Instant")
    assert curly.table is not None and curly.table["effects"] == [{"bounce": {"what": "target"}}]


def test_115_1_a_static_line_naming_a_target_is_refused_not_read_as_affecting_it():
    """"Target creature can't block." on a permanent is no static ability: a static names no
    target (115.1), so the line is refused rather than read as an effect on "target creature"."""
    for text in ("Target creature can't block.", "Target creature gets +1/+1.", "Up to two target creatures can't attack."):
        result = compile_text(text, name="Test Aura", type_line="Enchantment")
        assert result.table is None, (text, result.table)
