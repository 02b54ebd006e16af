"""What accepted sentences compile to: one case per form of the grammar, with the exact table."""

from __future__ import annotations

import pytest

from .helpers import compile_text

CASES = [
    ('702_34a_flashback_with_its_cost', 'Instant', "Create a token that's a copy of target creature you control.\nFlashback {5}{U}{U}",
     {'effects': [{'token_copy': {'of': 'target'}}], 'targets': 'creature you control', 'abilities': ['Flashback {5}{U}{U}']}),
    ('702_6a_equip_is_an_attach_ability_at_sorcery_speed', 'Artifact — Equipment', 'Equipped creature gets +2/+0.\nEquip {1}',
     {'abilities': [{'static': {'text': 'Equipped creature gets +2/+0.', 'effects': [{'affects': 'equipped', 'modify_pt': [2, 0]}]}}, {'activated': {'cost': '{1}', 'sorcery_speed': True, 'targets': 'creature you control', 'text': 'Equip {1}', 'effects': [{'attach': {'what': 'self', 'to': 'target'}}]}}]}),
    ('602_1_activated_ability_with_a_sacrifice_cost', 'Artifact', '{2}, {T}, Sacrifice this artifact: Draw a card.',
     {'abilities': [{'activated': {'cost': '{2}, {T}, Sacrifice this artifact', 'text': '{2}, {T}, Sacrifice this artifact: Draw a card.', 'effects': [{'draw': {'count': 1}}]}}]}),
    ('106_1_mana_ability_for_each_creature', 'Creature — Elf', '{T}: Add {G} for each creature you control.',
     {'abilities': [{'mana': {'cost': '{T}', 'add': 'Add {G} for each creature you control.', 'text': '{T}: Add {G} for each creature you control.'}}]}),
    ('605_1a_mana_ability_of_any_color', 'Creature — Elf', '{T}: Add one mana of any color.',
     {'abilities': [{'mana': {'cost': '{T}', 'add': 'Add one mana of any color.', 'text': '{T}: Add one mana of any color.'}}]}),
    ('613_4c_anthem', 'Enchantment', 'Creatures you control get +1/+1.',
     {'abilities': [{'static': {'text': 'Creatures you control get +1/+1.', 'effects': [{'affects': 'creature you control', 'modify_pt': [1, 1]}]}}]}),
    ('613_1f_creatures_you_control_have_a_keyword', 'Enchantment', 'Creatures you control have flying.',
     {'abilities': [{'static': {'text': 'Creatures you control have flying.', 'effects': [{'affects': 'creature you control', 'add_abilities': ['Flying']}]}}]}),
    ('603_5_you_may_makes_the_trigger_optional', 'Creature — Elf', 'When this creature enters, you may draw a card.',
     {'abilities': [{'triggered': {'on': 'enters', 'what': 'self', 'optional': True, 'text': 'When this creature enters, you may draw a card.', 'effects': [{'draw': {'count': 1}}]}}]}),
    ('603_4_intervening_if_condition', 'Creature — Elf', 'When this creature enters, if you control a Swamp, draw a card.',
     {'abilities': [{'triggered': {'on': 'enters', 'what': 'self', 'condition': 'you control a Swamp', 'text': 'When this creature enters, if you control a Swamp, draw a card.', 'effects': [{'draw': {'count': 1}}]}}]}),
    ('603_10a_dies_trigger_of_other_creatures', 'Creature — Elf', 'Whenever a creature you control dies, draw a card.',
     {'abilities': [{'triggered': {'on': 'dies', 'what': 'creature you control', 'text': 'Whenever a creature you control dies, draw a card.', 'effects': [{'draw': {'count': 1}}]}}]}),
    ('503_1_upkeep_trigger', 'Enchantment', 'At the beginning of your upkeep, you lose 1 life.',
     {'abilities': [{'triggered': {'on': 'upkeep', 'whose': 'your', 'text': 'At the beginning of your upkeep, you lose 1 life.', 'effects': [{'lose_life': {'amount': 1}}]}}]}),
    ('614_1c_enters_with_counters', 'Creature — Elf', 'This creature enters with two +1/+1 counters on it.',
     {'abilities': [{'replacement': {'replaces': 'enters', 'counters': {'+1/+1': 2}, 'text': 'This creature enters with two +1/+1 counters on it.'}}]}),
    ('614_12_as_enters_choose_a_color', 'Enchantment — Aura', 'Enchant Forest\nAs this Aura enters, choose a color.',
     {'abilities': ['Enchant Forest', {'replacement': {'replaces': 'enters', 'choose_color': True, 'text': 'As this Aura enters, choose a color.'}}]}),
    ('700_2_choose_one_modes', 'Sorcery', 'Choose one —\n• Draw a card.\n• Target creature gets +2/+2 until end of turn.',
     {'modes': [{'text': 'Draw a card.', 'effects': [{'draw': {'count': 1}}]}, {'text': 'Target creature gets +2/+2 until end of turn.', 'effects': [{'pump': {'on': 'target', 'power': 2, 'toughness': 2}}], 'targets': 'creature'}]}),
    ('120_3_the_cards_own_name_deals_damage_to_each', 'Sorcery', 'Test Card deals 2 damage to each creature and each opponent.',
     {'effects': [{'damage': {'amount': 2, 'to': 'each creature'}}, {'damage': {'amount': 2, 'to': 'each opponent'}}]}),
    ('606_loyalty_abilities', 'Legendary Planeswalker — Test', '+1: Draw a card.\n−2: Target player sacrifices a creature.',
     {'abilities': [{'loyalty': {'cost': '+1', 'text': '+1: Draw a card.', 'effects': [{'draw': {'count': 1}}]}}, {'loyalty': {'cost': '-2', 'text': '−2: Target player sacrifices a creature.', 'effects': [{'sacrifice': {'who': 'target', 'filter': 'creature'}}], 'targets': 'player'}}]}),
    ('714_2_chapters_and_reminder_text_ignored', 'Enchantment — Saga', '(As this Saga enters and after your draw step, add a lore counter. Sacrifice after II.)\nI — Draw a card.\nII — You gain 3 life.',
     {'abilities': [{'chapter': {'chapters': [1], 'text': 'I — Draw a card.', 'effects': [{'draw': {'count': 1}}]}}, {'chapter': {'chapters': [2], 'text': 'II — You gain 3 life.', 'effects': [{'gain_life': {'amount': 3}}]}}]}),
    ('111_1_token_creation_names_the_token', 'Sorcery', 'Create two 1/1 white Soldier creature tokens.',
     {'effects': [{'create_token': {'token': 'Soldier Token', 'count': 2}}]}),
    ('611_2a_group_pump_until_end_of_turn', 'Instant', 'Knights you control get +2/+1 until end of turn.',
     {'effects': [{'pump': {'on': 'each Knight you control', 'power': 2, 'toughness': 1}}]}),
    ('707_5_enters_as_a_copy_with_exceptions', 'Artifact Creature — Shapeshifter', "You may have this creature enter as a copy of any artifact or creature on the battlefield, except it's an artifact in addition to its other types.",
     {'abilities': [{'enters_as_copy': {'of': 'artifact or creature', 'optional': True, 'text': "You may have this creature enter as a copy of any artifact or creature on the battlefield, except it's an artifact in addition to its other types.", 'except': {'add_card_types': ['Artifact'], 'text': "it's an artifact in addition to its other types"}}}]}),
    ('400_7_exile_then_return_it_returns_the_exiled_card', 'Instant', "Exile target creature you control, then return it to the battlefield under its owner's control.",
     {'effects': [{'exile': {'what': 'target'}}, {'reanimate': {'what': 'moved', 'under': 'owner'}}], 'targets': 'creature you control'}),
    ('701_8a_destroy_all', 'Sorcery', 'Destroy all creatures.',
     {'effects': [{'destroy': {'what': 'each creature'}}]}),
    ('613_1f_a_quoted_ability_granted_to_a_group', 'Enchantment', 'Creatures you control have "{T}: Add one mana of any color."',
     {'abilities': [{'static': {'text': 'Creatures you control have "{T}: Add one mana of any color."', 'effects': [{'affects': 'creature you control', 'add_abilities': [{'mana': {'cost': '{T}', 'add': 'Add one mana of any color.', 'text': '{T}: Add one mana of any color.'}}]}]}}]}),
    ('613_4c_each_and_all_groups', 'Enchantment', 'All creatures get -1/-1.',
     {'abilities': [{'static': {'text': 'All creatures get -1/-1.', 'effects': [{'affects': 'creature', 'modify_pt': [-1, -1]}]}}]}),
    ('613_4c_pump_for_each', 'Enchantment — Aura', 'Enchanted creature gets +1/+1 for each Forest you control.',
     {'abilities': [{'static': {'text': 'Enchanted creature gets +1/+1 for each Forest you control.', 'effects': [{'affects': 'enchanted', 'modify_pt_per': {'pt': [1, 1], 'count': 'Forest you control'}}]}}]}),
    ('603_2_trigger_on_another_creature_entering', 'Enchantment', 'Whenever another creature you control enters, you gain 1 life.',
     {'abilities': [{'triggered': {'on': 'enters', 'what': 'another creature you control', 'text': 'Whenever another creature you control enters, you gain 1 life.', 'effects': [{'gain_life': {'amount': 1}}]}}]}),
    ('702_6a_equipment_granting_keywords', 'Artifact — Equipment', 'Equipped creature gets +3/+0 and has trample and lifelink.\nEquip {3}',
     {'abilities': [{'static': {'text': 'Equipped creature gets +3/+0 and has trample and lifelink.', 'effects': [{'affects': 'equipped', 'modify_pt': [3, 0], 'add_abilities': ['Trample', 'Lifelink']}]}}, {'activated': {'cost': '{3}', 'sorcery_speed': True, 'targets': 'creature you control', 'text': 'Equip {3}', 'effects': [{'attach': {'what': 'self', 'to': 'target'}}]}}]}),
    ('603_2_it_in_a_trigger_on_another_creature_is_that_creature', 'Enchantment', 'Whenever another creature you control enters, put a +1/+1 counter on it.',
     {'abilities': [{'triggered': {'on': 'enters', 'what': 'another creature you control', 'text': 'Whenever another creature you control enters, put a +1/+1 counter on it.', 'effects': [{'put_counters': {'on': 'trigger.object', 'kind': '+1/+1', 'count': 1}}]}}]}),
    ('602_5d_activate_only_as_a_sorcery', 'Creature — Elf', "{3}: Return this creature to its owner's hand. Activate only as a sorcery.",
     {'abilities': [{'activated': {'cost': '{3}', 'sorcery_speed': True, 'text': "{3}: Return this creature to its owner's hand. Activate only as a sorcery.", 'effects': [{'bounce': {'what': 'self'}}]}}]}),
    ('603_10a_it_in_a_dies_trigger_is_the_card_in_the_graveyard', 'Creature — Elf', "When this creature dies, return it to its owner's hand.",
     {'abilities': [{'triggered': {'on': 'dies', 'what': 'self', 'text': "When this creature dies, return it to its owner's hand.", 'effects': [{'bounce': {'what': 'trigger.new'}}]}}]}),
    ('603_2_that_creature_in_a_trigger_is_the_creature_that_entered', 'Enchantment', 'Whenever another creature you control enters, put a +1/+1 counter on that creature.',
     {'abilities': [{'triggered': {'on': 'enters', 'what': 'another creature you control', 'text': 'Whenever another creature you control enters, put a +1/+1 counter on that creature.', 'effects': [{'put_counters': {'on': 'trigger.object', 'kind': '+1/+1', 'count': 1}}]}}]}),
    ('601_2i_a_player_casts_triggers_on_any_players_spell', 'Creature — Hydra', 'Whenever a player casts a spell, put a +1/+1 counter on this creature.',
     {'abilities': [{'triggered': {'on': 'cast', 'by': 'any', 'what': 'spell', 'text': 'Whenever a player casts a spell, put a +1/+1 counter on this creature.', 'effects': [{'put_counters': {'on': 'self', 'kind': '+1/+1', 'count': 1}}]}}]}),
    ('603_10a_this_or_another_creature_dies_and_two_effects', 'Creature — Vampire', 'Whenever this creature or another creature dies, target player loses 1 life and you gain 1 life.',
     {'abilities': [{'triggered': {'on': 'dies', 'what': 'creature', 'text': 'Whenever this creature or another creature dies, target player loses 1 life and you gain 1 life.', 'effects': [{'lose_life': {'who': 'target', 'amount': 1}}, {'gain_life': {'amount': 1}}], 'targets': 'player'}}]}),
    ('205_1b_becomes_a_creature_its_still_a_land', 'Legendary Planeswalker — Nissa', "+1: Target land you control becomes a 4/4 Elemental creature with trample. It's still a land.",
     {'abilities': [{'loyalty': {'cost': '+1', 'text': "+1: Target land you control becomes a 4/4 Elemental creature with trample. It's still a land.", 'effects': [{'become': {'on': 'target', 'add_types': ['Creature'], 'subtypes': ['Elemental'], 'pt': [4, 4], 'abilities': ['Trample']}}], 'targets': 'land you control'}}]}),
    ('611_2a_gains_a_keyword_until_end_of_turn', 'Enchantment — Aura', '{U}: Enchanted creature gains flying until end of turn.',
     {'abilities': [{'activated': {'cost': '{U}', 'text': '{U}: Enchanted creature gains flying until end of turn.', 'effects': [{'become': {'on': 'enchanted', 'abilities': ['Flying'], 'until': 'end_of_turn'}}]}}]}),
    ('400_3_return_a_card_from_your_graveyard_to_your_hand', 'Creature — Zombie', 'When this creature enters, you may return target creature card from your graveyard to your hand.',
     {'abilities': [{'triggered': {'on': 'enters', 'what': 'self', 'optional': True, 'text': 'When this creature enters, you may return target creature card from your graveyard to your hand.', 'effects': [{'bounce': {'what': 'target'}}], 'targets': 'creature card from your graveyard'}}]}),
    ('111_10a_create_a_treasure_token', 'Creature — Goblin', 'When this creature enters, create a Treasure token.',
     {'abilities': [{'triggered': {'on': 'enters', 'what': 'self', 'text': 'When this creature enters, create a Treasure token.', 'effects': [{'create_token': {'token': 'Treasure'}}]}}]}),
    ('111_10_create_tapped_predefined_tokens', 'Sorcery', 'Create two tapped Powerstone tokens.',
     {'effects': [{'create_token': {'token': 'Powerstone', 'count': 2, 'tapped': True}}]}),
    ('611_2c_group_pump_and_gain_until_end_of_turn', 'Sorcery', 'Creatures you control get +1/+1 and gain trample until end of turn.',
     {'effects': [{'pump': {'on': 'each creature you control', 'power': 1, 'toughness': 1}}, {'become': {'on': 'each creature you control', 'abilities': ['Trample'], 'until': 'end_of_turn'}}]}),
    ('611_2a_pump_and_gain_until_end_of_turn', 'Instant', 'Target creature gets +2/+0 and gains first strike until end of turn.',
     {'effects': [{'pump': {'on': 'target', 'power': 2, 'toughness': 0}}, {'become': {'on': 'target', 'abilities': ['First strike'], 'until': 'end_of_turn'}}], 'targets': 'creature'}),
]


@pytest.mark.parametrize(("rule", "type_line", "text", "expected"), CASES, ids=[c[0] for c in CASES])
def test_a_sentence_compiles_to_exactly_its_meaning(rule, type_line, text, expected):
    result = compile_text(text, type_line=type_line)
    assert result.refused == ()
    assert result.table is not None
    assert {k: v for k, v in result.table.items() if k in ("abilities", "effects", "targets", "modes")} == expected
    assert all(s.understood and s.became for s in result.sentences)
