"""Keyword abilities with rules of their own: changeling (702.73), a characteristic-defining
ability (604.3) that works in every zone, so it is applied to the values an object starts its
layers from (a card in a hand is every creature type too); the combat keywords that stand
for triggered abilities, each instance triggering separately: exalted (702.83), bushido
(702.45), flanking (702.25), annihilator (702.86) and soulshift (702.46); split second (702.61), which works while its spell is on
the stack; storm (702.40) and cascade (702.85), triggered abilities of a spell as it's cast;
echo (702.30), an upkeep trigger of a permanent new to its controller; and madness (702.35),
a replacement of discarding the card, then a trigger to cast it."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from sandbox.cards.model import Characteristics, Condition, Keyword, Triggered
from sandbox.cards.parse import parse_ability
from sandbox.cards.typeline import ALL_CREATURE_TYPES
from sandbox.cards.vocabulary import check_effect
from sandbox.core.soulbond import SOULBOND_OTHER, SOULBOND_SELF
from sandbox.core.state import ContinuousEffect, Obj, PendingTrigger
from sandbox.errors import IllegalActionError
from sandbox.symbols import mana_value

if TYPE_CHECKING:
    from sandbox.core.game import Game


def with_changeling(chars: Characteristics) -> Characteristics:
    """702.73a: an object with changeling is every creature type. A copy copies the ability,
    so it is every creature type too (707.2); losing the ability in layer 6 comes after the
    types were set in layer 4 (613.1d, 613.3), so it stays every creature type."""
    known = _CHANGED.get(id(chars))
    if known is not None and known[0] is chars:
        return known[1]
    out = chars
    if chars.has_keyword("changeling") and ALL_CREATURE_TYPES not in chars.subtypes:
        out = replace(chars, subtypes=(*chars.subtypes, ALL_CREATURE_TYPES))
    if len(_CHANGED) > 10_000:
        _CHANGED.clear()
    _CHANGED[id(chars)] = (chars, out)
    return out


_CHANGED: dict[int, tuple[Characteristics, Characteristics]] = {}
"""Characteristics (immutable) by identity -> with changeling's creature types: every printed
card's once."""


EXALTED = Triggered(text="Exalted (Whenever a creature you control attacks alone, that creature gets +1/+1 until end "
                         "of turn.)", on="attacks_alone", params=(("what", "creature you control"),),
                    effects=({"pump": {"on": "trigger.object", "power": 1, "toughness": 1}},))
"""702.83a; a creature attacks alone if it's the only one declared as an attacker (506.5)."""

FLANKING = Triggered(text="Flanking (Whenever a creature without flanking blocks this creature, the blocking creature "
                          "gets -1/-1 until end of turn.)", on="blocked_by",
                     params=(("other", "creature without flanking"), ("what", "self")),
                     effects=({"pump": {"on": "trigger.other", "power": -1, "toughness": -1}},))
"""702.25a."""


def _extort() -> Triggered:
    """702.101a; each instance triggers separately (702.101b)."""
    ability = parse_ability({"triggered": {
        "on": "cast", "by": "you", "what": "spell",
        "text": "Extort (Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1 life and you gain "
                "that much life.)",
        "effects": [{"may_pay": {"cost": "{W/B}", "effects": [
            {"lose_life": {"who": "each opponent", "amount": 1}},
            {"gain_life": {"amount": {"life_lost_this_way": "all"}}}]}}]}})
    assert isinstance(ability, Triggered)
    return ability


EXTORT = _extort()


LIVING_WEAPON = Triggered(text="Living weapon (When this Equipment enters, create a 0/0 black Phyrexian Germ creature "
                               "token, then attach this to it.)", on="enters", params=(("what", "self"),),
                          effects=(check_effect({"living_weapon": {}}),))
"""702.92a."""


def _bushido(n: int) -> tuple[Triggered, ...]:
    """702.45a: "Whenever this creature blocks or becomes blocked, it gets +N/+N until end of
    turn." (one ability: it blocks or it becomes blocked in a combat, never both)."""
    text = f"Bushido {n} (Whenever this creature blocks or becomes blocked, it gets +{n}/+{n} until end of turn.)"
    pump = ({"pump": {"on": "self", "power": n, "toughness": n}},)
    return tuple(Triggered(text=text, on=on, params=(("what", "self"),), effects=pump) for on in ("blocks", "becomes_blocked"))


_BUSHIDO: dict[int, tuple[Triggered, ...]] = {}


def _annihilator(n: int) -> tuple[Triggered, ...]:
    """702.86a: "Whenever this creature attacks, defending player sacrifices N permanents." (the
    defending player of a two-player game is the attacking player's opponent, 506.2)."""
    text = f"Annihilator {n} (Whenever this creature attacks, defending player sacrifices {n} permanent(s).)"
    return (Triggered(text=text, on="attacks", params=(("what", "self"),),
                      effects=({"sacrifice": {"who": "each opponent", "filter": "permanent", "count": n}},)),)


_ANNIHILATOR: dict[int, tuple[Triggered, ...]] = {}


def _soulshift(n: int) -> tuple[Triggered, ...]:
    """702.46a: "When this permanent is put into a graveyard from the battlefield, you may return
    target Spirit card with mana value N or less from your graveyard to your hand." (a leaves
    ability, read from last known information: the soulshifter itself may be the target only
    once it's in the graveyard, which it is as the trigger is put on the stack)."""
    text = (f"Soulshift {n} (When this creature dies, you may return target Spirit card with mana value {n} or less "
            "from your graveyard to your hand.)")
    ability = parse_ability({"triggered": {"on": "leaves", "to": "graveyard", "what": "self", "optional": True, "text": text,
                                           "effects": [{"bounce": {"what": "target"}}],
                                           "targets": f"Spirit card with mana value {n} or less from your graveyard"}})
    assert isinstance(ability, Triggered)
    return (ability,)


_SOULSHIFT: dict[int, tuple[Triggered, ...]] = {}


def _numbered_trigger(keyword: Keyword, text: str, on: str, params: tuple[tuple[str, Any], ...],
                      effect: dict[str, Any]) -> tuple[Triggered, ...]:
    """The one triggered ability "<Keyword> N" stands for, made once for each N."""
    key = f"{keyword.name} {keyword.arg}"
    if key not in _CUMULATIVE:
        _CUMULATIVE[key] = (Triggered(text=text, on=on, params=params, effects=(check_effect(effect),)),)
    return _CUMULATIVE[key]


def standing_triggers(keyword: Keyword) -> tuple[Triggered, ...]:
    """The triggered abilities a combat keyword stands for (none for any other keyword)."""
    if keyword.name == "exalted":
        return (EXALTED,)
    if keyword.name == "flanking":
        return (FLANKING,)
    if keyword.name in ("bushido", "annihilator", "soulshift"):
        n = int(keyword.arg)
        known, make = {"bushido": (_BUSHIDO, _bushido), "annihilator": (_ANNIHILATOR, _annihilator),
                       "soulshift": (_SOULSHIFT, _soulshift)}[keyword.name]
        if n not in known:
            known[n] = make(n)
        return known[n]
    if keyword.name == "extort":
        return (EXTORT,)
    if keyword.name == "soulbond":
        return (SOULBOND_SELF, SOULBOND_OTHER)  # 702.95a
    if keyword.name == "living weapon":
        return (LIVING_WEAPON,)
    arg = keyword.arg
    if keyword.name == "afflict":
        # 702.130a: "Whenever this creature becomes blocked, defending player loses N life." (the
        # defending player of a two-player game is the attacking player's opponent, 506.2)
        return _numbered_trigger(keyword, f"Afflict {arg} (Whenever this creature becomes blocked, defending player loses "
                                 f"{arg} life.)", "becomes_blocked", (("what", "self"),),
                                 {"lose_life": {"who": "each opponent", "amount": int(arg)}})
    if keyword.name == "renown":  # 702.112a
        return _numbered_trigger(keyword, f"Renown {arg} (When this creature deals combat damage to a player, if it isn't "
                                 f"renowned, put {arg} +1/+1 counter(s) on it and it becomes renowned.)",
                                 "combat_damage_player", (("unless_renowned", True), ("what", "self")),
                                 {"renown": {"count": int(arg)}})
    if keyword.name in ("fading", "modular"):
        key = f"{keyword.name} {keyword.arg}"
        if key not in _CUMULATIVE:
            _CUMULATIVE[key] = (_fading(),) if keyword.name == "fading" else (_modular(),)
        return _CUMULATIVE[key]
    if keyword.name == "afterlife":  # 702.135a; each instance triggers separately (702.135b)
        return _numbered_trigger(keyword, f"Afterlife {arg} (When this creature dies, create {arg} 1/1 white and black Spirit "
                                 "creature token(s) with flying.)", "leaves", (("to", "graveyard"), ("what", "self")),
                                 {"afterlife": {"count": int(arg)}})
    if keyword.name == "rampage":  # 702.23a; each instance triggers separately (702.23c)
        return _numbered_trigger(keyword, f"Rampage {arg} (Whenever this creature becomes blocked, it gets +{arg}/+{arg} "
                                 "until end of turn for each creature blocking it beyond the first.)", "becomes_blocked",
                                 (("what", "self"),), {"rampage": {"count": int(arg)}})
    if keyword.name == "vanishing":
        return (VANISHING_UPKEEP,)
    if keyword.name == "ward":
        key = f"ward {keyword.arg}"
        if key not in _CUMULATIVE:
            _CUMULATIVE[key] = (_ward(keyword.arg),)
        return _CUMULATIVE[key]
    if keyword.name == "cumulative upkeep":
        if keyword.arg not in _CUMULATIVE:
            _CUMULATIVE[keyword.arg] = (_cumulative_upkeep(keyword.arg),)
        return _CUMULATIVE[keyword.arg]
    return ()


def _cumulative_upkeep(arg: str) -> Triggered:
    """702.24a: "At the beginning of your upkeep, if this permanent is on the battlefield, put an
    age counter on this permanent. Then you may pay [cost] for each age counter on it. If you
    don't, sacrifice it." The cost is a mana cost or "Pay N life"."""
    life = re.fullmatch(r"pay (\d+) life", arg, re.I)
    spec = {"life": int(life.group(1))} if life else {"cost": arg}
    shown = f"—Pay {life.group(1)} life." if life else f" {arg}"
    return Triggered(text=f"Cumulative upkeep{shown} (At the beginning of your upkeep, put an age counter on this "
                          "permanent, then sacrifice it unless you pay its upkeep cost for each age counter on it.)",
                     on="upkeep", params=(("whose", "your"),), effects=({"cumulative_upkeep": spec},))


_CUMULATIVE: dict[str, tuple[Triggered, ...]] = {}


VANISHING_UPKEEP = Triggered(
    text="Vanishing (At the beginning of your upkeep, if there is a time counter on this permanent, remove a time "
         "counter from it.)", on="upkeep", params=(("whose", "your"),), effects=({"vanishing": {}},),
    condition=Condition.parse("this permanent has a time counter on it"))
"""702.63a: the upkeep ability of vanishing, an intervening "if" (603.4; checked again as it
resolves by the vanishing effect)."""

VANISHING_LAST = Triggered(text="Vanishing (When the last time counter is removed from this permanent, sacrifice it.)",
                           on="last_time_counter", params=(("what", "self"),), effects=({"sacrifice": {"what": "self"}},))
"""702.63a: the second triggered ability of vanishing."""


SUSPEND_UPKEEP = Triggered(
    text="Suspend (At the beginning of your upkeep, if this card is suspended, remove a time counter from it.)",
    on="upkeep", params=(("whose", "your"),), effects=({"suspend_remove_time_counter": {}},))
"""702.62a: the upkeep ability of suspend, which works in exile (its intervening "if", 603.4, is
checked as it triggers by ``suspend.suspend_upkeep`` and again as it resolves)."""

SUSPEND_CAST = Triggered(
    text="Suspend (When the last time counter is removed from this card, if it's exiled, you may cast it without "
         "paying its mana cost if able. If you don't, it remains exiled. If you cast a creature spell this way, it "
         "gains haste until you lose control of the spell or the permanent it becomes.)",
    on="last_time_counter", params=(("what", "self"),), effects=({"suspend_cast": {}},))
"""702.62a: the third ability of suspend."""


def last_time_counter_removed(game: Game, oid: int) -> None:
    """The last time counter was removed from ``oid`` (by anything: its upkeep ability, a cost,
    an effect): each instance of vanishing of a permanent triggers (702.63a, 702.63c); the last
    ability of suspend of a card in exile triggers (702.62a), under its owner's control."""
    st = game.state
    if oid in st.objects and st.objects[oid].zone == "exile" and game.chars(oid).has_keyword("suspend"):
        owner = st.objects[oid].owner
        st.pending_triggers.append(PendingTrigger(oid, SUSPEND_CAST, owner, game.chars(oid),
                                                  {"kind": "last_time_counter", "object": oid}))
        game.note("702.62a", f"the last time counter is removed from {game.name(oid)} #{oid} in exile: its suspend "
                  "ability triggers", "trigger", oid)
        game.touch()
        return
    if oid not in st.battlefield:
        return
    chars = game.chars(oid)
    for a in chars.abilities:
        if isinstance(a, Keyword) and a.name == "vanishing":
            st.pending_triggers.append(PendingTrigger(oid, VANISHING_LAST, game.controller(oid), chars,
                                                      {"kind": "last_time_counter", "object": oid}))
            game.note("702.63a", f"the last time counter is removed from {chars.name} #{oid}: its vanishing ability "
                      "triggers", "trigger", oid)
            game.touch()


def _ward(arg: str) -> Triggered:
    """702.21a: "Whenever this permanent becomes the target of a spell or ability an opponent
    controls, counter that spell or ability unless that player pays [cost]." The cost is a mana
    cost or "Pay N life"; each instance triggers separately (702.21b)."""
    life = re.fullmatch(r"pay (\d+) life", arg, re.I)
    spec = {"life": int(life.group(1))} if life else {"cost": arg}
    shown = f"—Pay {life.group(1)} life." if life else f" {arg}"
    return Triggered(text=f"Ward{shown} (Whenever this permanent becomes the target of a spell or ability an opponent "
                          "controls, counter it unless that player pays the ward cost.)",
                     on="becomes_target", params=(("by", "opponent"), ("what", "self")), effects=({"ward": spec},))


def _fading() -> Triggered:
    """702.32a: "At the beginning of your upkeep, remove a fade counter from this permanent. If
    you can't, sacrifice the permanent." """
    return Triggered(text="Fading (At the beginning of your upkeep, remove a fade counter from this permanent. If you "
                          "can't, sacrifice the permanent.)", on="upkeep", params=(("whose", "your"),),
                     effects=({"fading": {}},))


def _modular() -> Triggered:
    """702.43a: "When this permanent is put into a graveyard from the battlefield, you may put a
    +1/+1 counter on target artifact creature for each +1/+1 counter on this permanent." (its
    counters as it last existed, 608.2h)."""
    ability = parse_ability({"triggered": {
        "on": "leaves", "to": "graveyard", "what": "self", "optional": True, "targets": "artifact creature",
        "text": "Modular (When this dies, you may put a +1/+1 counter on target artifact creature for each +1/+1 "
                "counter on this.)",
        "effects": [{"put_counters": {"on": "target", "kind": "+1/+1", "count": {"counters": "+1/+1", "on": "self"}}}]}})
    assert isinstance(ability, Triggered)
    return ability




def split_second_spell(game: Game) -> int | None:
    """A spell with split second on the stack, if any (702.61a)."""
    st = game.state
    return next((s for s in st.stack if st.objects[s].kind != "ability" and game.chars(s).has_keyword("split second")),
                None)


def forbid_under_split_second(game: Game, what: str) -> None:
    """702.61a: while a spell with split second is on the stack, players can't cast other spells
    or activate abilities that aren't mana abilities (special actions, mana abilities and
    triggered abilities still happen, 702.61b)."""
    spell = split_second_spell(game)
    if spell is not None:
        raise IllegalActionError(f"{game.name(spell)} has split second: no player can {what} while it's on the stack (702.61a)")


CASCADE = Triggered(text="Cascade (When you cast this spell, exile cards from the top of your library until you exile a "
                         "nonland card that costs less. You may cast it without paying its mana cost. Put the exiled cards "
                         "on the bottom in a random order.)", on="cast", params=(("what", "self"),),
                    effects=({"cascade": {}},))
"""702.85a, as the ability its spell's cast puts on the stack."""


def spell_cast_triggers(game: Game, spell: Obj, player: int) -> None:
    """The keywords of a spell that trigger as it's cast, from the stack: storm and cascade,
    each instance separately (702.40b, 702.85b)."""
    storm(game, spell, player)
    chars = game.chars(spell.id)
    mv = mana_value_of_spell(game, spell)
    for a in chars.abilities:
        if isinstance(a, Keyword) and a.name == "cascade":
            game.state.pending_triggers.append(PendingTrigger(spell.id, CASCADE, player, chars,
                                                              {"kind": "cast", "object": spell.id, "mana_value": mv}))
            game.note("702.85a", f"{chars.name} #{spell.id} triggers: cascade (mana value {mv})", "trigger", spell.id)
            game.touch()


def mana_value_of_spell(game: Game, spell: Obj) -> int:
    """A spell's mana value (202.3, X as chosen)."""
    return mana_value(game.chars(spell.id).value_cost, spell.x or 0)


def storm(game: Game, spell: Obj, player: int) -> None:
    """702.40a: "When you cast this spell, copy it for each other spell that was cast before it
    this turn. You may choose new targets for the copies." The count is fixed as it's cast (by
    every player, this turn); each instance of storm triggers separately (702.40b)."""
    chars = game.chars(spell.id)
    instances = sum(1 for a in chars.abilities if isinstance(a, Keyword) and a.name == "storm")
    if not instances:
        return
    st = game.state
    before = sum(st.spells_cast.get(st.turn, ())) - 1
    text = (f"Storm (When you cast this spell, copy it for each spell cast before it this turn: {before} "
            f"cop{'y' if before == 1 else 'ies'}.)")
    ability = Triggered(text=text, on="cast", params=(("what", "self"),),
                        effects=tuple({"copy_spell": {"what": "trigger.object", "new_targets": True}} for _ in range(before)))
    for _ in range(instances):
        st.pending_triggers.append(PendingTrigger(spell.id, ability, player, chars, {"kind": "cast", "object": spell.id}))
        game.note("702.40a", f"{chars.name} #{spell.id} triggers: storm ({before} spell(s) cast before it this turn)",
                  "trigger", spell.id)
    game.touch()


def _echo(cost: str) -> Triggered:
    """702.30a: "At the beginning of your upkeep, if this permanent came under your control
    since the beginning of your last upkeep, sacrifice it unless you pay [cost]." """
    return Triggered(text=f"Echo {cost} (At the beginning of your upkeep, if this came under your control since the "
                          f"beginning of your last upkeep, sacrifice it unless you pay its echo cost.)",
                     on="upkeep", params=(("whose", "your"),),
                     effects=({"unless_pays": {"cost": cost, "who": "you", "effects": ({"sacrifice": {"what": "self"}},)}},))


def echo_upkeep(game: Game, player: int) -> None:
    """Echo triggers at the beginning of its controller's upkeep (702.30a) for each permanent
    that came under their control since their last upkeep: one that hasn't been through one
    of their upkeeps since it last came under their control (``controlled_since``)."""
    st = game.state
    for oid in list(st.battlefield):
        if game.controller(oid) != player:
            continue
        obj = st.objects[oid]
        chars = game.chars(oid)
        costs = [a.arg for a in chars.abilities if isinstance(a, Keyword) and a.name == "echo"]
        if not costs or obj.chosen.get("echo_upkeep") == obj.controlled_since:
            continue
        obj.chosen["echo_upkeep"] = obj.controlled_since  # (checked at this upkeep: not again under this control)
        for cost in costs:
            st.pending_triggers.append(PendingTrigger(oid, _echo(cost), player, chars, {"kind": "upkeep", "player": player}))
            game.note("702.30a", f"{chars.name} #{oid} came under {st.players[player].name}'s control since their last "
                      f"upkeep: echo {cost} triggers", "trigger", oid)
        game.touch()


def discard(game: Game, card: int, rule: str = "701.9a") -> int | None:
    """A player discards ``card`` (701.9a): into its owner's graveyard, or, with madness, into
    exile, and its madness ability triggers (702.35a). Returns the card's new id."""
    chars = game.chars(card)
    costs = [a.arg for a in chars.abilities if isinstance(a, Keyword) and a.name == "madness"]
    owner = game.obj(card).owner
    if not costs:
        new = game.move(card, "graveyard", rule=rule)
        if new is not None:
            game.fire({"kind": "discards", "player": owner, "object": new})  # 701.9a, 603.2
        return new
    new = game.move(card, "exile", rule="702.35a")
    if new is None:
        return None
    game.fire({"kind": "discards", "player": owner, "object": new})
    game.note("702.35a", f"{chars.name} has madness: it's discarded into exile", "discard", new)
    ability = Triggered(text=f"Madness {costs[0]} (When you discard this card into exile, cast it for its madness cost "
                             "or put it into your graveyard.)", on="discard", params=(("what", "self"),),
                        effects=({"madness": {"cost": costs[0]}},))
    game.state.pending_triggers.append(PendingTrigger(new, ability, owner, game.chars(new), {"kind": "discard", "object": new}))
    game.note("702.35a", f"{chars.name} #{new}: its madness ability triggers", "trigger", new)
    game.touch()
    return new


EVOKED = Triggered(text="Evoke (When this permanent enters, if its evoke cost was paid, its controller sacrifices it.)",
                   on="enters", params=(("what", "self"),), effects=({"sacrifice": {"what": "self"}},))
"""702.74a: the triggered ability evoke stands for (only an evoked permanent gets it on the stack)."""

DASH_RETURN = ("At the beginning of the next end step, return this permanent to its owner's hand (its dash cost was "
               "paid, 702.109a).")


def alternative_cost_paid(game: Game, oid: int) -> None:
    """A permanent that entered from a spell cast with suspend gains haste (702.62a). A permanent
    that entered from a spell cast for its evoke or dash cost (``chosen
    ["with_cost"]``, 400.7d). Evoke (702.74a): its enters ability triggers, its controller
    sacrifices it. Dash (702.109a): it has haste as long as it's this object, and at the
    beginning of the next end step it returns to its owner's hand (a delayed trigger, 603.7;
    a new object after it left isn't returned, 400.7)."""
    st = game.state
    obj = st.objects.get(oid)
    if obj is None or obj.zone != "battlefield":
        return
    if obj.chosen.get("suspend_haste") == obj.controller:
        # 702.62a: "it gains haste until you lose control of the spell or the permanent it
        # becomes" (ended by control.follow_control when its controller changes)
        st.effects.append(ContinuousEffect({"add_abilities": (Keyword(text="Haste", name="haste"),)}, (oid,),
                                           game.chars(oid).name, obj.controller, st.ts(), "permanent", "702.62a"))
        game.note("702.62a", f"{game.chars(oid).name} #{oid} was cast with suspend: it has haste until "
                  f"{st.players[obj.controller].name} loses control of it", "enter", oid)
        game.touch()
    paid = obj.chosen.get("with_cost")
    chars = game.chars(oid)
    has = {a.name for a in chars.abilities if isinstance(a, Keyword)}
    if paid == "evoke" and "evoke" in has:
        st.pending_triggers.append(PendingTrigger(oid, EVOKED, obj.controller, chars, {"kind": "enters", "object": oid}))
        game.note("702.74a", f"{chars.name} #{oid} entered with its evoke cost paid: its evoke ability triggers",
                  "trigger", oid)
        game.touch()
    elif paid == "dash" and "dash" in has:
        st.effects.append(ContinuousEffect({"add_abilities": (Keyword(text="Haste", name="haste"),)}, (oid,), chars.name,
                                           obj.controller, st.ts(), "permanent", "702.109a"))
        ab = Triggered(text=DASH_RETURN, on="end_step", params=(("whose", "each"),),
                       effects=({"bounce": {"what": "trigger.object"}},))
        st.delayed.append(PendingTrigger(oid, ab, obj.controller, chars, {"object": oid}))
        game.note("702.109a", f"{chars.name} #{oid} entered with its dash cost paid: it has haste, and it returns to "
                  "its owner's hand at the beginning of the next end step", "trigger", oid)
        game.touch()
