"""Effects (608.2): every kind of effect table, its keys and what they mean."""

from __future__ import annotations

from enum import StrEnum
from typing import Any

from sandbox.cards.model import AmountKind
from sandbox.cards.vocabulary.schema import Entry, Key, Value, as_list, check_value, register, unknown
from sandbox.cards.vocabulary.statics import check_static_effect
from sandbox.errors import InvalidActionError


class Effect(StrEnum):
    """Effect kinds: the one key of an effect table."""

    ADD_MANA = "add_mana"
    DRAW = "draw"
    DISCARD = "discard"
    DAMAGE = "damage"
    FIGHT = "fight"
    COUNTER = "counter"
    DESTROY = "destroy"
    EXILE = "exile"
    BOUNCE = "bounce"
    SACRIFICE = "sacrifice"
    LOOK_AT_TOP = "look_at_top"
    TAP = "tap"
    UNTAP = "untap"
    PUT_COUNTERS = "put_counters"
    CREATE_TOKEN = "create_token"
    TOKEN_COPY = "token_copy"
    DELAYED = "delayed"
    BECOME_COPY = "become_copy"
    REANIMATE = "reanimate"
    RETURN_ALL = "return_all"
    PUMP = "pump"
    BECOME = "become"
    GAIN_LIFE = "gain_life"
    LOSE_LIFE = "lose_life"
    CHANGE_TARGETS = "change_targets"
    COPY_SPELL = "copy_spell"
    ATTACH = "attach"
    GAIN_CONTROL = "gain_control"
    EXCHANGE_CONTROL = "exchange_control"
    PROLIFERATE = "proliferate"
    DAY_NIGHT = "day_night"
    GET_ENERGY = "get_energy"
    BECOME_MONARCH = "become_monarch"
    ADDITIONAL_LANDS = "additional_lands"
    CANT_GAIN_LIFE = "cant_gain_life"
    WARD = "ward"
    VANISHING = "vanishing"
    MONSTROSITY = "monstrosity"
    RAMPAGE = "rampage"
    EXPLORE = "explore"
    RESTRICT = "restrict"
    DISCARD_CHOSEN = "discard_chosen"
    CASCADE = "cascade"
    EMBLEM = "emblem"
    CLASS_LEVEL = "class_level"
    MADNESS = "madness"
    CUMULATIVE_UPKEEP = "cumulative_upkeep"
    UNEARTH = "unearth_return"
    SUSPEND_TICK = "suspend_remove_time_counter"
    SUSPEND_CAST = "suspend_cast"
    FADING = "fading"
    RENOWN = "renown"
    LIVING_WEAPON = "living_weapon"
    SOULBOND_PAIR = "soulbond_pair"
    AFTERLIFE = "afterlife"
    MOVE_COUNTERS = "move_counters"
    IF_KICKED = "if_kicked"
    IF_INSTEAD = "if_instead"
    MAY_PAY = "may_pay"
    MAY_DO = "may_do"
    REGENERATE = "regenerate"
    EXILE_IF_DIES = "exile_if_dies"
    PREVENT = "prevent"
    NO_PREVENTION = "no_prevention"
    UNLESS_PAYS = "unless_pays"
    SKIP_UNTAP = "skip_untap"
    TRANSFORM = "transform"
    FLIP = "flip"
    MANIFEST = "manifest"
    CAST_WITHOUT_PAYING = "cast_without_paying"
    PUT_FROM_HAND = "put_from_hand"
    SEARCH_LIBRARY = "search_library"
    ENTER_ATTACKING = "enter_attacking"
    SCRY = "scry"
    SURVEIL = "surveil"
    MILL = "mill"
    SHUFFLE_INTO_LIBRARY = "shuffle_into_library"
    EXILE_GRAVEYARD = "exile_graveyard"
    DIG = "dig"
    ARRANGE_TOP = "arrange_top"
    HAND_TO_TOP = "hand_to_top"
    REVEAL_TOP = "reveal_top"
    TO_LIBRARY = "to_library"
    REVEAL_TAKE_ALL = "reveal_take_all"
    LOOK_MILL_ANY = "look_mill_any"


_WHAT = Key(Value.OBJECT, "the object (`target`, `self`, `each <filter>`, ...)")
_COUNT = Key(Value.COUNT, "an amount; a number from 0 to 1000")
_TIMES = Key(Value.COUNT, "a whole number the amount is multiplied by (\"2 life for each creature you control\"), one event (119.9)")
RESTRICTIONS = {"cant_block": ("cant_block",), "cant_be_blocked": ("cant_be_blocked",), "cant_attack": ("cant_attack",),
                "cant_attack_or_block": ("cant_attack", "cant_block"), "all_must_block": ("all_must_block",)}
"""A `restrict` effect's `rule` and the rule modifications it stands for (see restrictions.py)."""


EFFECTS: dict[Effect, Entry] = {e.name: e for e in (  # type: ignore[misc]
    Entry(Effect.ADD_MANA, {"add": Key(Value.MANA, "a mana text (`\"{B}{B}{B}\"`, `\"one mana of any color\"`, `\"{G} for each creature you control\"`), `\"produced\"` (a type the tapped source produced) or `\"chosen_color\"`", True),
                            "who": Key(Value.PLAYER, "whose pool gets the mana: `you` (the default, the ability's controller) or `trigger.player` (\"that player adds\", \"its controller adds\": the player who tapped the permanent for mana)")},
          "adds mana", "106.3"),
    Entry(Effect.DRAW, {"count": _COUNT, "who": Key(Value.PLAYER)}, "draws cards", "121.1"),
    Entry(Effect.SCRY, {"count": _COUNT, "who": Key(Value.PLAYER)}, "scries: top N cards to the bottom or back on top", "701.22a"),
    Entry(Effect.SURVEIL, {"count": _COUNT, "who": Key(Value.PLAYER)}, "surveils: top N cards to the graveyard or back on top", "701.25a"),
    Entry(Effect.MILL, {"count": _COUNT, "who": Key(Value.PLAYER)}, "mills: top N cards into the graveyard", "701.13a"),
    Entry(Effect.EXILE_GRAVEYARD, {"who": Key(Value.PLAYER, "whose graveyard: `each player` (\"all graveyards\"), `each opponent`, `target`", True)},
          "exiles every card in that player's graveyard", "406.2"),
    Entry(Effect.SHUFFLE_INTO_LIBRARY, {"from": Key(Value.SHUFFLED_ZONES, "the player's own zones whose cards go: `graveyard` or `hand and graveyard`", True),
                                        "who": Key(Value.PLAYER)},
          "each such player shuffles all the cards of their own zones into their own library (400.7: new objects)", "701.24a"),
    Entry(Effect.DIG, {"count": _COUNT, "take": _COUNT, "filter": Key(Value.FILTER, "only a card of this quality may be taken (revealed, 701.20a)"),
                       "optional": Key(Value.BOOL, "\"you may\": take none"),
                       "rest": Key(Value.REST, "`bottom_any` (in any order, the default), `bottom_random` or `graveyard`"),
                       "reveal": Key(Value.BOOL, "the cards are revealed, not looked at (701.20a)")},
          "look at (or reveal) the top N cards, take some into your hand, put the rest on the bottom (or into your graveyard)", "608.2c"),
    Entry(Effect.LOOK_MILL_ANY, {"count": _COUNT},
          "look at the top N cards, put any number of them into your graveyard and the rest back on top in any order "
          "(not the keyword action surveil)", "608.2c"),
    Entry(Effect.ARRANGE_TOP, {"count": _COUNT, "may_shuffle": Key(Value.BOOL, "\"You may shuffle.\" / \"You may have that player shuffle.\" after putting them back"),
                               "who": Key(Value.PLAYER, "whose library (default `you`; `target`: the target player's, you look and order)")},
          "look at the top N cards of your library and put them back in any order (you may then shuffle, 701.24a)", "401.4"),
    Entry(Effect.HAND_TO_TOP, {"count": _COUNT},
          "put N cards from your hand on top of your library in any order (all of them if fewer)", "401.4"),
    Entry(Effect.REVEAL_TOP, {"filter": Key(Value.FILTER, "the quality asked (`land card`)", True),
                              "then": Key(Value.TOP_TO, "where it goes if it has it", True),
                              "otherwise": Key(Value.TOP_TO, "where it goes if not (it stays on top if absent)")},
          "reveal the top card of your library; if it matches, it goes to `then`, otherwise to `otherwise`", "701.20a"),
    Entry(Effect.TO_LIBRARY, {"what": _WHAT, "position": Key(Value.LIBRARY_POSITION, "`top` or `bottom` of its owner's library, "
                                                        "or `shuffle`: into it, then that library is shuffled (701.24a)", True)},
          "puts an object on top of or on the bottom of its owner's library, or shuffles it into that library (a new object, 400.7)", "400.7"),
    Entry(Effect.REVEAL_TAKE_ALL, {"count": _COUNT, "filter": Key(Value.FILTER, "the quality of the cards taken", True),
                                   "rest": Key(Value.REST, "`bottom_any` (in any order, the default), `bottom_random` or `graveyard`")},
          "reveal the top N cards of your library; every one with the quality goes into your hand, the rest on the bottom (or into your graveyard)", "701.20a"),
    Entry(Effect.DISCARD, {"count": Key(Value.DISCARD_COUNT, "an amount (a number from 0 to 1000) or `\"any\"`"), "who": Key(Value.PLAYER),
                           "then_draw": Key(Value.BOOL, "draw as many as were discarded"),
                           "random": Key(Value.BOOL, "the cards are discarded at random: nobody chooses (701.9b)")},
          "discards cards", "701.9"),
    Entry(Effect.DISCARD_CHOSEN, {"who": Key(Value.PLAYER), "filter": Key(Value.FILTER, "what you may choose (`nonland card`)", True)},
          "the player reveals their hand, you choose a matching card from it, and they discard it (none matching: nothing)",
          "701.20a, 701.9a"),
    Entry(Effect.DAMAGE, {"amount": _COUNT, "to": Key(Value.OBJECT_OR_PLAYER, "`target`, `you`, `self` (this permanent), `controller` (of the one target), `each opponent`, `each creature`, ..."),
                          "by_target": Key(Value.BOOL, "the first target deals it, not this object (\"target creature you control deals damage equal to its power to ...\"); none if that target is gone or illegal (608.2b)"),
                          "divided": Key(Value.BOOL, "the amount of the one target requirement's `divided`, divided among `each target` as announced when it was cast or put on the stack (601.2d, 603.3d): each target is dealt its share; an illegal target's share isn't dealt to the others (608.2b); no `amount`"),
                          "unpreventable": Key(Value.BOOL, "\"The damage can't be prevented\": no prevention effect (nor protection) prevents it; shields aren't reduced by it (615.12)")},
          "deals damage", "120.3"),
    Entry(Effect.FIGHT, {"what": Key(Value.OBJECT, "the creature that fights: `target`, `self`, `trigger.object`...", True),
                         "other": Key(Value.OBJECT, "the creature it fights: `target2`, `target`...", True)},
          "each of the two creatures deals damage equal to its power to the other at once; if either has left the battlefield, "
          "isn't a creature or is an illegal target, neither deals any (701.14b); not combat damage (701.14d)", "701.14a"),
    Entry(Effect.COUNTER, {"what": _WHAT}, "counters a spell or ability", "701.6a"),
    Entry(Effect.DESTROY, {"what": _WHAT, "no_regenerate": Key(Value.BOOL, "\"It/They can't be regenerated\" (701.19c)")},
          "destroys (indestructible survives; a regeneration shield replaces it, 701.19a)", "701.8a"),
    Entry(Effect.PREVENT, {"to": Key(Value.OBJECT_OR_PLAYER, "whom the damage would be dealt to: `target` (an object or a player), `self`, `you`...; "
                                                            "`each <filter>` / `each player`: whatever matches as the damage would be dealt (611.2c); anything if absent"),
                           "by": Key(Value.OBJECT, "the source of the damage: `target`, `self`, `enchanted`...; `each <filter>`: any source matching as it would deal it; any if absent"),
                           "choose_source": Key(Value.FILTER, "\"a <quality> source of your choice\": the controller chooses a permanent or a spell on the stack "
                                                              "matching this object filter (`object`, `black object`) as it resolves: it is the source (609.7a; with `by`, one it names)"),
                           "amount": Key(Value.COUNT, "prevent the next N damage (all, if absent; 615.7)"),
                           "next_time": Key(Value.BOOL, "\"the next time ... would deal damage\": all of that damage (at most `amount`), once (609.7a)"),
                           "combat": Key(Value.BOOL, "only combat damage"),
                           "gain_life": Key(Value.BOOL, "\"You gain life equal to the damage prevented this way\": right after each damage event, the controller gains what it prevented (615.5)")},
          "a prevention shield for the rest of the turn: the next N (or all) damage that would be dealt to `to` by `by` is prevented", "615.1a, 615.7"),
    Entry(Effect.NO_PREVENTION, {}, "\"Damage can't be prevented this turn\": no damage dealt for the rest of the turn is prevented (615.12)", "615.12"),
    Entry(Effect.EXILE_IF_DIES, {"what": _WHAT,
                                 "dealt_damage": Key(Value.FILTER, "instead of `what`: each object of this filter (`creature`, `permanent`) dealt damage by this ability's earlier effects (\"dealt damage this way\")")},
          "\"if it would die this turn, exile it instead\": a replacement effect for the rest of the turn (700.4: put into a graveyard from the battlefield)", "614.1a"),
    Entry(Effect.REGENERATE, {"what": _WHAT},
          "the next time it would be destroyed this turn, instead it is tapped, all damage is removed from it and "
          "it is removed from combat (a regeneration shield)", "701.19a"),
    Entry(Effect.EXILE, {"what": _WHAT, "link": Key(Value.BOOL, "the exiled card is linked to this object's other abilities (`linked`, 607.2a)"),
                         "until_leaves": Key(Value.BOOL, "\"until this leaves the battlefield\": it returns under its owner's control at once when this leaves; nothing is exiled if this already left (610.3a-c)")},
          "exiles", "701.13a"),
    Entry(Effect.BOUNCE, {"what": _WHAT}, "returns to its owner's hand", "400.7"),
    Entry(Effect.SACRIFICE, {"what": _WHAT, "who": Key(Value.PLAYER, "each such player sacrifices one of their choice"),
                             "filter": Key(Value.FILTER, "what `who` sacrifices", needs=("who",)),
                             "unless": Key(Value.FILTER, "\"unless you sacrifice a <filter>\": the controller may sacrifice one instead"),
                             "exploit": Key(Value.BOOL, "(with `who`) the source exploits what is sacrificed (702.110b)", needs=("who",)),
                             "count": Key(Value.COUNT, "(with `who`) how many each such player sacrifices, all at once: as many as they can", needs=("who",)),
                             "if_cant": Key(Value.EFFECTS, "\"If you can't, ...\" (with `who`): what happens, once for each such player who controls no `filter` to sacrifice", needs=("who",))},
          "sacrifices", "701.21a"),
    Entry(Effect.LOOK_AT_TOP, {"may_exile": Key(Value.BOOL),
                               "who": Key(Value.PLAYER, "whose library (default `you`; `target`: the target player's, you look)"),
                               "may_mill": Key(Value.BOOL, "you may put that card into its owner's graveyard"),
                               "reveal_if": Key(Value.FILTER, "you may reveal it; if a card matching this filter is revealed this way, `then` happens"),
                               "then": Key(Value.EFFECTS, "effects after a card matching `reveal_if` is revealed")},
          "look at the top card of your library; you may exile it or reveal it", "401.2"),
    Entry(Effect.TAP, {"what": _WHAT}, "taps", "701.26a"),
    Entry(Effect.UNTAP, {"what": _WHAT, "up_to": Key(Value.COUNT, "instead of `what`: the effect's controller chooses up to this many tapped permanents as it resolves (608.2d)", needs=("filter",)),
                         "filter": Key(Value.FILTER, "with `up_to`: which permanents may be chosen (`\"land\"`, `\"land you control\"`)", needs=("up_to",))},
          "untaps", "701.26b"),
    Entry(Effect.PUT_COUNTERS, {"kind": Key(Value.COUNTER_KIND, "`+1/+1`, `loyalty`, `spore`, `verse`, ... (122.1: a named kind with no rules of its own is a plain counter)"), "count": _COUNT, "on": _WHAT},
          "puts counters", "122.1"),
    Entry(Effect.CREATE_TOKEN, {"token": Key(Value.TEXT, "a token card name", True), "count": _COUNT, "tapped": Key(Value.BOOL),
                                "counters": Key(Value.COUNT, "+1/+1 counters each token enters with (122.6; incubate N, 701.53a)"),
                                "who": Key(Value.PLAYER, "who creates them, under their control: `you` (default), `controller`, `target`...")},
          "creates tokens", "111.1"),
    Entry(Effect.TOKEN_COPY, {"of": _WHAT, "count": _COUNT, "except": Key(Value.EXCEPTIONS, "copiable exceptions (707.9)"),
                              "gains": Key(Value.ABILITIES, "abilities the token gains: a non-copy effect"),
                              "delayed": Key(Value.DELAYED, "a delayed trigger about the token")},
          "creates a token that's a copy (last known information if it left)", "707.2"),
    Entry(Effect.DELAYED, {"at": Key(Value.EVENT, "an event such as `end_step`", True), "effects": Key(Value.EFFECTS, required=True),
                           "whose": Key(Value.WHOSE, "`each` (default: the next one) or `your` (your next one)"),
                           "object": Key(Value.OBJECT, "becomes `trigger.object`"), "text": Key(Value.TEXT)},
          "a delayed triggered ability that triggers once", "603.7"),
    Entry(Effect.BECOME_COPY, {"of": _WHAT, "on": Key(Value.OBJECT, "`each creature`, ... (the original is skipped)"),
                               "until": Key(Value.UNTIL), "except": Key(Value.EXCEPTIONS)},
          "permanents become copies without entering", "707.4"),
    Entry(Effect.REANIMATE, {"what": _WHAT, "under": Key(Value.UNDER, "whose control it enters under: `you` (default) or `owner`"),
                             "counters": Key(Value.COUNTERS, "counters it enters with (122.6)"),
                             "tapped": Key(Value.BOOL, "it enters tapped"),
                             "transformed": Key(Value.BOOL, "back face up; a card that isn't double-faced stays where it is (712.14a)")},
          "puts that card onto the battlefield under your (or its owner's) control", "110.2a"),
    Entry(Effect.RETURN_ALL, {"filter": Key(Value.FILTER, "", True)},
          "every matching card in your graveyard (only yours) enters the battlefield at the same time", "608.2"),
    Entry(Effect.RESTRICT, {"on": _WHAT, "rule": Key(Value.RESTRICTION, "`cant_block` (509.1a), `cant_be_blocked` (509.1b), "
                                                     "`cant_attack` (508.1c), `cant_attack_or_block` or `all_must_block` (509.1c: all creatures able to block it do so)", True)},
          "rule modifications of the objects it names this turn (the set is fixed as it resolves, 611.2c; it ends in the cleanup step, 514.2)", "611.2a"),
    Entry(Effect.PUMP, {"on": _WHAT, "power": Key(Value.AMOUNT), "toughness": Key(Value.AMOUNT)},
          "+power/+toughness until end of turn (amounts counted as it resolves)", "611.2a"),
    Entry(Effect.BECOME, {"on": _WHAT, "until": Key(Value.UNTIL), "types": Key(Value.CARD_TYPES), "add_types": Key(Value.CARD_TYPES),
                          "subtypes": Key(Value.SUBTYPES), "pt": Key(Value.PT_AMOUNTS, "[power, toughness]: numbers or amounts, counted as it resolves"),
                          "abilities": Key(Value.ABILITIES), "colors": Key(Value.COLORS),
                          "protection_choice": Key(Value.BOOL, "it gains protection from the color of your choice: the "
                                                               "effect's controller chooses the color as it resolves (702.16, 608.2d)")},
          "becomes something (an animation)", "611.2c"),
    Entry(Effect.GAIN_LIFE, {"amount": _COUNT, "who": Key(Value.PLAYER), "times": _TIMES}, "gains life", "119.3"),
    Entry(Effect.LOSE_LIFE, {"amount": _COUNT, "who": Key(Value.PLAYER), "times": _TIMES}, "loses life", "119.3"),
    Entry(Effect.CHANGE_TARGETS, {"what": _WHAT}, "choose new targets for a spell or ability", "115.7"),
    Entry(Effect.COPY_SPELL, {"what": _WHAT, "new_targets": Key(Value.BOOL)}, "puts a copy of a spell on the stack; it isn't cast", "707.10"),
    Entry(Effect.ATTACH, {"what": _WHAT, "to": Key(Value.OBJECT)}, "attaches", "701.3a"),
    Entry(Effect.GAIN_CONTROL, {"what": _WHAT, "until": Key(Value.UNTIL, "`permanent` (default) or `end_of_turn`")},
          "you gain control of it (a layer-2 effect; it ends at cleanup if `until = \"end_of_turn\"`)", "613.1b"),
    Entry(Effect.EXCHANGE_CONTROL, {"what": Key(Value.OBJECT, "one of the two (default `target`)"),
                                    "with": Key(Value.OBJECT, "the other (default `target2`)")},
          "exchange control of two permanents: nothing happens unless both are there with different controllers", "701.12b"),
    Entry(Effect.CLASS_LEVEL, {"level": Key(Value.INT, "the level this Class becomes", True)},
          "this Class's level becomes N (a Class level ability, \"{cost}: Level N\")", "716.2a"),
    Entry(Effect.EMBLEM, {"abilities": Key(Value.ABILITIES, "the emblem's static and triggered abilities", True)},
          "its controller gets an emblem with these abilities: an object in the command zone, never leaving it, whose "
          "abilities work from there (114.1, 114.2, 114.4)", "114.1"),
    Entry(Effect.CASCADE, {}, "exile cards from the top of your library until a nonland card with a lesser mana value than "
          "the spell that cascades (`trigger.mana_value`); you may cast it without paying its mana cost; the rest go on "
          "the bottom in a random order", "702.85a"),
    Entry(Effect.MADNESS, {"cost": Key(Value.MANA_COST, "the madness cost (`\"{R}\"`)", True)},
          "the card discarded into exile (`trigger.object`) may be cast for this cost, or goes to its owner's graveyard",
          "702.35a"),
    Entry(Effect.CUMULATIVE_UPKEEP, {"cost": Key(Value.MANA_COST, "the cost for each age counter (`\"{1}\"`)"),
                                     "life": Key(Value.COUNT, "or the life to pay for each age counter")},
          "put an age counter on this permanent, then its controller may pay the cost for each age counter on it; if "
          "they don't, they sacrifice it", "702.24a", one_of=("cost", "life")),
    Entry(Effect.UNEARTH, {}, "return this card from its owner's graveyard to the battlefield; it gains haste; exile it at "
          "the beginning of the next end step; if it would leave the battlefield, it's exiled instead (an ability that "
          "works only from a graveyard)", "702.84a"),
    Entry(Effect.SUSPEND_TICK, {}, "if this card is suspended (in exile with suspend and a time counter on it, 702.62b), "
          "remove a time counter from it (the upkeep ability of suspend; an ability of a card in exile)", "702.62a"),
    Entry(Effect.SUSPEND_CAST, {}, "if this card is still exiled, its owner may cast it without paying its mana cost if "
          "able, ignoring timing; a creature spell cast this way gains haste until its caster loses control of it or of "
          "the permanent it becomes; if they don't cast it, it stays exiled (the last-counter ability of suspend)",
          "702.62a"),
    Entry(Effect.FADING, {}, "remove a fade counter from this permanent; if you can't, sacrifice it", "702.32a"),
    Entry(Effect.RENOWN, {"count": Key(Value.COUNT, "how many +1/+1 counters", True)},
          "if this creature isn't renowned, put that many +1/+1 counters on it and it becomes renowned (a designation "
          "it keeps until it leaves the battlefield)", "702.112a"),
    Entry(Effect.AFTERLIFE, {"count": Key(Value.INT, "how many Spirits", True)},
          "afterlife's trigger: create that many 1/1 white and black Spirit creature tokens with flying", "702.135a"),
    Entry(Effect.SOULBOND_PAIR, {}, "soulbond's triggers: if this creature and the one that entered (or, for its own "
          "entering, another creature you control) are both unpaired creatures you control, you may pair them", "702.95a"),
    Entry(Effect.LIVING_WEAPON, {}, "create a 0/0 black Phyrexian Germ creature token, then attach this Equipment to it",
          "702.92a"),
    Entry(Effect.CANT_GAIN_LIFE, {"who": Key(Value.PLAYER, "`each player` or `each opponent`", True)},
          "those players can't gain life this turn: an effect that would make them gain life does nothing (119.7)", "119.7"),
    Entry(Effect.ADDITIONAL_LANDS, {"count": Key(Value.COUNT, "how many more lands", True)},
          "the effect's controller may play that many additional lands this turn", "305.2"),
    Entry(Effect.BECOME_MONARCH, {"who": Key(Value.PLAYER, "who becomes the monarch: `you` (default), `trigger.controller` (the controller "
                                               "of the creature that dealt the combat damage, 724.2)")},
          "that player becomes the monarch; the current monarch ceases to be (one at a time); the monarch draws a card at the "
          "beginning of their end step, and a creature's controller becomes the monarch as it deals them combat damage", "724.1-3"),
    Entry(Effect.GET_ENERGY, {"count": _COUNT}, "\"You get {E}{E}\": the effect's controller gets that many energy "
          "counters (through the replacements on players' counters, 614.1a)", "107.14, 122.1"),
    Entry(Effect.WARD, {"cost": Key(Value.MANA_COST, "the ward cost in mana (`\"{2}\"`)"),
                        "life": _COUNT},
          "counter the spell or ability that targeted this permanent (the triggering event's) unless its "
          "controller pays the ward cost: mana and/or `life` (the triggered ability of the keyword ward)", "702.21a",
          any_of=("cost", "life")),
    Entry(Effect.VANISHING, {}, "remove a time counter from this permanent, if it has one (vanishing's upkeep ability; "
          "removing the last one triggers its sacrifice)", "702.63a"),
    Entry(Effect.MONSTROSITY, {"count": _COUNT}, "\"Monstrosity N\": if this permanent isn't monstrous, put N +1/+1 "
          "counters on it and it becomes monstrous (a designation until it leaves, 701.37b)", "701.37a"),
    Entry(Effect.RAMPAGE, {"count": _COUNT}, "this creature gets +N/+N until end of turn for each creature blocking it "
          "beyond the first, counted once as it resolves (rampage's triggered ability, 702.23b)", "702.23a"),
    Entry(Effect.DAY_NIGHT, {"to": Key(Value.DAY_NIGHT, "`day` (\"It becomes day.\"), `night` (\"It becomes night.\") or `switch` "
                                       "(\"If it's night, it becomes day. Otherwise, it becomes night.\")", True)},
          "the game becomes day or night (726); daybound and nightbound permanents showing the other face transform at once "
          "(702.145c, 702.145f)", "726"),
    Entry(Effect.PROLIFERATE, {}, "choose any number of permanents and players with counters; each gets one more of each kind it has", "701.34a"),
    Entry(Effect.EXPLORE, {"what": Key(Value.OBJECT, "the permanent that explores (`self`, `target`)", True)},
          "its controller reveals the top card of their library: a land card goes to their hand; otherwise the permanent "
          "gets a +1/+1 counter (if it's still on the battlefield) and they may put the card into their graveyard", "701.44a"),
    Entry(Effect.MOVE_COUNTERS, {"kind": Key(Value.COUNTER_KIND, "`+1/+1`, ..., or `any` (\"move a counter\": the controller chooses a kind the source has)", True), "count": Key(Value.AMOUNT),
                                 "from": Key(Value.OBJECT, "default `target`"), "to": Key(Value.OBJECT, "default `target2`")},
          "moves counters from one permanent onto another: as many as it can remove, up to `count`", "122.5"),
    Entry(Effect.IF_KICKED, {"then": Key(Value.EFFECTS, "the effects if the spell was kicked", True),
                             "otherwise": Key(Value.EFFECTS, "the effects if it wasn't")},
          "\"If this spell was kicked, ... instead\" (a copy of a kicked spell is kicked, 707.10)", "702.33d"),
    Entry(Effect.IF_INSTEAD, {"if": Key(Value.CONDITION, "checked as it resolves, for its controller (`\"you control a Wizard\"`)", True),
                              "then": Key(Value.EFFECTS, "the effects if the condition holds", True),
                              "otherwise": Key(Value.EFFECTS, "the effects it replaces, if it doesn't")},
          "\"<effect>. If <condition>, <effect> instead.\": one set of effects or the other, decided as it resolves", "608.2c"),
    Entry(Effect.MAY_PAY, {"cost": Key(Value.MANA_COST, "a mana cost (`\"{2}\"`); `energy` instead or as well"),
                           "energy": Key(Value.COUNT, "energy to pay (`\"you may pay {E}{E}\"`: 2, 107.14)"),
                           "effects": Key(Value.EFFECTS, "what happens if you pay", True)},
          "\"You may pay {N}. If you do, ...\": you decide as it resolves", "608.2d", any_of=("cost", "energy")),
    Entry(Effect.MAY_DO, {"effects": Key(Value.EFFECTS, "what you may do", True),
                          "then": Key(Value.EFFECTS, "what happens if you did it"),
                          "otherwise": Key(Value.EFFECTS, "\"If you don't, ...\": what happens if you didn't (you declined, or "
                                                          "it couldn't be done; fabricate, 702.123a)"),
                          "reflexive": Key(Value.REFLEXIVE, "\"When you do, ...\": a reflexive triggered ability that "
                                           "triggers if you did it (603.12): `effects`, an optional `target` (a filter, "
                                           "chosen as it's put on the stack) and its `text`")},
          "\"You may <action>. If you do, ...\": you decide as it resolves; the rest happens only if the "
          "action changed the game (a card was discarded, a permanent sacrificed...)", "608.2d"),
    Entry(Effect.UNLESS_PAYS, {"cost": Key(Value.MANA_COST, "a mana cost (`\"{3}\"`); `energy` instead or as well"),
                               "energy": Key(Value.COUNT, "energy to pay (`\"unless you pay {E}{E}\"`: 2, 107.14)"),
                               "who": Key(Value.PLAYER, "who may pay: `target` (the target's controller, default), `you`, ..."),
                               "effects": Key(Value.EFFECTS, "what happens unless they pay", True)},
          "\"... unless <player> pays {N}\": that player decides as it resolves", "118.12", any_of=("cost", "energy")),
    Entry(Effect.SKIP_UNTAP, {"on": Key(Value.OBJECT, "the object (`target`, `self`, ...)", True)},
          "\"It doesn't untap during its controller's next untap step\": it stays tapped in the next untap step of the player who controls it then; the effect ends with that step", "502.3"),
    Entry(Effect.FLIP, {"what": Key(Value.OBJECT, "`self`: the flip permanent itself", True)},
          "a flip permanent flips: its flipped half's name, text, type line and power/toughness apply, its mana cost and color stay (710.1b-c, 710.2); once flipped it stays so (710.4)", "710.2"),
    Entry(Effect.TRANSFORM, {"what": _WHAT}, "a double-faced permanent turns to its other face (only if it hasn't since the ability was put on the stack, 701.27f)", "701.27a"),
    Entry(Effect.CAST_WITHOUT_PAYING, {"what": _WHAT},
          "you may cast that card (from exile or a graveyard) without paying its mana cost, ignoring timing (608.2g)", "601.2"),
    Entry(Effect.PUT_FROM_HAND, {"who": Key(Value.PLAYER, "`you` (default) or `each player`"),
                                 "filter": Key(Value.FILTER, "what kind of card (`\"creature card\"`)", True)},
          "each such player may put a matching card from their hand onto the battlefield; they all enter at the same time", "614.12"),
    Entry(Effect.SEARCH_LIBRARY, {"filter": Key(Value.FILTER, "what to find (`\"basic land card\"`)", True),
                                  "to": Key(Value.SEARCH_TO, "`hand` (default), `battlefield`, `graveyard`, or `top` (shuffle, then put it on top)"),
                                  "tapped": Key(Value.BOOL, "it enters tapped"), "count": Key(Value.AMOUNT, "up to this many (default 1)"),
                                  "reveal": Key(Value.BOOL, "the cards found are revealed (701.20a)"),
                                  "named": Key(Value.TEXT, "only cards with this name (`self`: the source's own name, 201.2)"),
                                  "who": Key(Value.PLAYER, "whose library is searched, by that player (default `you`)"),
                                  "optional": Key(Value.BOOL, "\"may search\": each such player chooses whether to search; one who doesn't, doesn't shuffle")},
          "search your library for up to N matching cards (you may find none, 701.23b), put them there, then shuffle; "
          "several players choose in turn order and their cards enter at the same time (101.4); "
          "`to = \"split\"`: of two found, one enters tapped and the other goes to the hand (you choose which)", "701.23a"),
    Entry(Effect.ENTER_ATTACKING, {},
          "the card of the event (`trigger.object`: ninjutsu's revealed card), if it's still in a hand, is put onto the "
          "battlefield tapped and attacking what the event's `attacking` names; it wasn't declared as an attacker", "702.49c"),
    Entry(Effect.MANIFEST, {"count": Key(Value.AMOUNT)}, "the top card of your library enters face down as a 2/2 creature", "701.40a"),
)}
"""Every effect kind and the schema of its table."""
EFFECT_KEYS: dict[str, set[str]] = {str(k): set(e.keys) for k, e in EFFECTS.items()}
"""Each effect's keys (for tools that list them)."""


def check_effect(e: Any) -> dict[str, Any]:
    """Validate an effect table at load time (nothing is evaluated as code)."""
    if not isinstance(e, dict) or len(e) != 1:
        raise InvalidActionError(f"an effect is a table with one key, found {e!r}")
    (key, spec), = e.items()
    if key not in EFFECTS:
        raise unknown("effect", key, list(EFFECTS))
    kind = Effect(key)
    out = EFFECTS[kind].check(spec)
    if kind == Effect.BECOME:
        out["op"] = check_static_effect(become_op(spec))
        if "pt" in out and all(a.kind == AmountKind.NUMBER for a in out["pt"]):
            out["op"]["set_pt"] = tuple(a.value for a in out["pt"])
    return {key: out}


BECOME_OPS = {"types": "set_card_types", "add_types": "add_card_types", "subtypes": "add_subtypes",
              "abilities": "add_abilities", "colors": "set_colors"}
"""A `become` effect's keys and the layer operations they stand for (its `pt` becomes `set_pt`:
fixed numbers at once, other amounts counted as it resolves)."""


def become_op(spec: dict[str, Any]) -> dict[str, Any]:
    """The layer operations of a `become` effect's table (all but its P/T)."""
    return {op: spec[key] for key, op in BECOME_OPS.items() if key in spec}


register(Value.EFFECTS, lambda v, w: tuple(check_effect(e) for e in as_list(v, w)))
register(Value.DELAYED, lambda v, w: check_effect({"delayed": v})["delayed"])


def _check_reflexive(v: Any, where: str) -> dict[str, Any]:
    """A reflexive trigger's table (603.12): its effects, its one optional target, its text."""
    if not isinstance(v, dict) or "effects" not in v or set(v) - {"effects", "target", "text"}:
        raise InvalidActionError(f"{where}: a reflexive trigger is a table with `effects`, an optional `target` "
                                 f"and `text`, found {v!r}")
    out: dict[str, Any] = {"effects": tuple(check_effect(e) for e in as_list(v["effects"], where)),
                           "text": str(v.get("text", ""))}
    if "target" in v:
        out["target"] = check_value(Value.FILTER, v["target"], f"{where}.target")
    return out


register(Value.REFLEXIVE, _check_reflexive)
