"""Entering the battlefield with replacement effects applied as it enters (614.1c-d, 614.12).

The entering object is built first (with a new id, 400.7) while the old one stays where it
was; 'enters as a copy', 'enters tapped', 'enters with counters' and 'as enters, choose'
apply to it, each once (616.1). Only then does it replace the old object on the
battlefield. If an Aura finds nothing it could enchant, it stays where it was, or a spell
goes to its owner's graveyard (303.4g).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from sandbox.cards.filters import Filter
from sandbox.cards.model import Condition, EntersAsCopy, Keyword, Replacement, Triggered
from sandbox.cards.typeline import CREATURE_SUBTYPES
from sandbox.core import daynight, faces, prevention, replacements, targeting, zones
from sandbox.core.actions import Decision, Option
from sandbox.core.conditions import condition_holds
from sandbox.core.copying import copy_effect_of, label_of
from sandbox.core.keyword_abilities import alternative_cost_paid, discard
from sandbox.core.layers import BESTOWED, matches
from sandbox.core.state import ContinuousEffect, Obj
from sandbox.symbols import COLOR_NAMES, COLORS

if TYPE_CHECKING:
    from sandbox.cards.model import Characteristics
    from sandbox.core.game import Game


def enter(game: Game, oid: int, controller: int, *, tapped: bool = False, cast_x: int | None = None,
          rule: str = "608.3", attach_to: int | None = None, counters: dict[str, int] | None = None,
          transformed: bool = False, face_down: str = "", face: int = 0) -> int | None:
    """Put an object onto the battlefield; ``transformed``: back face up (712.14a), ``face_down``:
    how it is turned face down as it enters (708.3, "manifest"); ``face``: a modal double-faced
    card played with its back face up (1, 712.12)."""
    ready = _prepare(game, oid, controller, tapped=tapped, cast_x=cast_x, attach_to=attach_to, counters=counters,
                     transformed=transformed, face_down=face_down, face=face)
    if ready is None:
        return None
    _place(game, oid, ready[0], ready[1], rule)
    game.fire({"kind": "enters", "object": ready[0].id})
    alternative_cost_paid(game, ready[0].id)  # evoke, dash (702.74a, 702.109a)
    return ready[0].id


def enter_many(game: Game, oids: list[int], controller: int, *, rule: str = "608.2",
               controllers: dict[int, int] | None = None, tapped: bool = False) -> list[int]:
    """Several objects enter the battlefield at the same time (614.12, 707.5, 303.4f), under
    ``controller`` or each under ``controllers[oid]``, all ``tapped`` if told so.

    Each is built and its "as enters" choices are made while none of them is on the
    battlefield yet, so none can copy or enchant another one entering with it (E03, R06).
    """
    ready = []
    for oid in oids:
        r = _prepare(game, oid, (controllers or {}).get(oid, controller), tapped=tapped)
        if r is not None:
            ready.append((oid, r))
    for oid, (new, attach) in ready:
        _place(game, oid, new, attach, rule)
    for _, (new, _a) in ready:
        game.fire({"kind": "enters", "object": new.id})
    return [new.id for _, (new, _a) in ready]


def leaving(game: Game, obj: Obj, zone: str) -> None:
    """An object is about to move from its zone to ``zone``: a face-down one is revealed (708.9)."""
    faces.reveal_leaving(game, obj, zone)


def left_battlefield(game: Game, oid: int, zone: str, new: int | None, attached: tuple[int, ...] = ()) -> None:
    """A permanent left the battlefield (603.6c); a creature put into a graveyard died
    (700.4). ``new`` is the object it became: for a token, one that ceases to exist at the
    next state-based action check (704.5d), so effects that look for it find nothing;
    ``attached``: the Auras and Equipment attached to it as it left ("when enchanted creature
    dies", 603.10a). Cards exiled until it left return at once (610.3)."""
    game.fire({"kind": "leaves", "object": oid, "to": zone, "lki": True, "new": new, "attached": attached})
    if zone == "graveyard" and "Creature" in game.state.lki[oid].chars.card_types:
        game.fire({"kind": "dies", "object": oid, "lki": True, "new": new, "attached": attached})
    return_exiled_until(game, oid)


def return_exiled_until(game: Game, source: int) -> None:
    """610.3: cards exiled "until <source> leaves the battlefield" return as it leaves: a
    one-shot effect, not a trigger (no stack), under their owners' control (610.3c), together
    (610.3d)."""
    st = game.state
    back = [o for o, obj in st.objects.items() if obj.zone == "exile" and obj.chosen.get("exiled_until") == source]
    if back:
        game.note("610.3c", f"#{source} has left the battlefield: {', '.join(game.name(o) for o in back)} "
                  "return(s) to the battlefield under its owner's control at once (no trigger)", "zone", *back)
        enter_many(game, back, st.objects[back[0]].owner, rule="610.3c", controllers={o: st.objects[o].owner for o in back})


def _prepare(game: Game, oid: int, controller: int, *, tapped: bool = False, cast_x: int | None = None,
             attach_to: int | None = None, counters: dict[str, int] | None = None,
             transformed: bool = False, face_down: str = "", face: int = 0) -> tuple[Obj, int | None] | None:
    """Build the entering object and apply its 'as enters' replacements (614.1c, 614.12)."""
    st = game.state
    old = game.obj(oid)
    if old.kind == "token" and old.zone not in ("command", "battlefield"):
        game.note("111.8", f"{game.name(oid)} is a token that has left the battlefield: it can't enter it again", "zone", oid)
        return None
    from_spell = old.zone == "stack"
    # 707.10f / 608.3f: a copy of a permanent spell becomes a token as it resolves (not "created").
    new = Obj(id=game.new_id(), owner=old.owner, controller=controller, zone="entering", card=old.card,
              kind="token" if old.kind in ("token", "spell_copy") else "card", token_chars=old.token_chars,
              copies=list(old.copies), x=cast_x if from_spell else None, cast=old.cast and from_spell,
              tapped=tapped, entered_turn=st.turn,
              # 707.8a: a token copy of a double-faced permanent enters with the same face up;
              # 708.3: a face-down spell becomes a face-down permanent.
              # 702.146b: a spell cast transformed (disturb) enters transformed.
              transformed=transformed or (old.transformed and old.zone in ("command", "stack")),
              face_down=face_down or (old.face_down if from_spell else ""))
    if from_spell and old.chosen.get("kicked"):
        new.chosen["kicked"] = True  # 702.33d, 400.7d: the permanent knows its spell was kicked
        new.chosen["kicks"] = old.chosen.get("kicks", 1)  # and how many times (702.33c)
    if from_spell and old.chosen.get("suspend_haste") == controller:
        new.chosen["suspend_haste"] = controller  # 702.62a: cast with suspend, still its caster's
    if from_spell and old.chosen.get("escaped"):
        new.chosen["escaped"] = True  # 702.138b, 400.7d: the permanent escaped
    if face or (from_spell and list(old.chosen.get("halves") or ()) == [1] and old.card and old.card in game.db
                and game.db.get(old.card).modal):
        # 712.12, 712.8d-f: a modal double-faced card played or cast with its back face up is that
        # face on the battlefield; put there any other way it's its front face (712.14).
        new.face = 1
    if from_spell and old.chosen.get("with_cost"):
        new.chosen["with_cost"] = old.chosen["with_cost"]  # its evoke or dash cost was paid (702.74a, 702.109a)
    if from_spell and old.chosen.get("colors_spent"):
        new.chosen["colors_spent"] = old.chosen["colors_spent"]  # 702.44a: sunburst counts them as it resolves
    if from_spell and old.chosen.get(BESTOWED):
        new.chosen[BESTOWED] = True  # 702.103a: the spell becomes a bestowed Aura permanent
    st.objects[new.id] = new
    for kind, n in (counters or {}).items():
        # 122.6: the effect that puts it onto the battlefield puts these counters on it as it enters.
        new.counters[kind] = new.counters.get(kind, 0) + n
        game.note("122.6", f"{game.name(oid)} enters with {n} {kind} counter(s)", "enter", new.id)
    # Not on the battlefield yet: no permanent's characteristics change (their cached layer
    # results stay valid), and the entering object's own are computed afresh on each read.
    game.touch(chars=False)
    if not _apply_replacements(game, new):
        _instead_to_graveyard(game, oid, new)
        return None
    if daynight.enters_transformed(game, new.id):
        new.transformed = True  # 702.145b: its nightbound face up as it enters, not transformed after
        game.touch()
        game.note("702.145b", f"it's night: {game.db.get(new.card).name if new.card else game.name(new.id)} has daybound, "
                  f"so it enters transformed, as {game.name(new.id)}", "enter", new.id)
    chars = game.chars(new.id)
    if "Aura" in chars.subtypes:
        attach_to = _aura_host(game, new, chars, attach_to)
        if attach_to is None:
            del st.objects[new.id]
            game.touch()
            if old.zone == "stack":
                game.note("303.4g", f"{chars.name} can't enchant anything, so it goes to its owner's graveyard", "zone", oid)
                game.move(oid, "graveyard", rule="303.4g")
            else:
                game.note("303.4g", f"{chars.name} can't enchant anything, so it stays in the {old.zone}", "zone", oid)
                if old.zone == "command":
                    game.obj(oid).zone = "command"
                    game._remove_from_zone(game.obj(oid))
                    del st.objects[oid]
            return None
    if "Planeswalker" in chars.card_types and chars.loyalty is not None:
        # 306.5b, 122.6: its loyalty counters are put on it as it enters (so counter replacements apply).
        new.counters["loyalty"] = new.counters.get("loyalty", 0) + chars.loyalty
        game.note("306.5b", f"{chars.name} enters with {chars.loyalty} loyalty counters", "enter", new.id)
    _devour(game, new, chars)
    _tribute(game, new, chars)
    replacements.entering_counters(game, new)
    return new, attach_to


def _tribute(game: Game, new: Obj, chars: Characteristics) -> None:
    """Tribute N (702.104a): "As this creature enters, choose an opponent. That player may put
    an additional N +1/+1 counters on it as it enters." Whether they did is what "if tribute
    wasn't paid" asks (702.104b)."""
    for a in chars.abilities:
        if not (isinstance(a, Keyword) and a.name == "tribute"):
            continue
        n = int(a.arg)
        st = game.state
        them = [p.index for p in st.players if p.index != new.controller and not p.lost]
        if not them:
            continue
        who = them[0]
        if len(them) > 1:
            who = game.decide(Decision(new.controller, f"tribute {n}: choose an opponent for {chars.name}",
                                       [Option(p, st.players[p].name) for p in them], "choose", rule="702.104a"))
        paid = game.ask_yes(who, f"tribute {n}: {chars.name} enters with {n} additional +1/+1 counters?", "702.104a")
        if paid:
            new.counters["+1/+1"] = new.counters.get("+1/+1", 0) + n
        new.chosen["tribute_paid"] = paid
        game.note("702.104a", f"{st.players[who].name} " + (f"pays tribute: {chars.name} enters with {n} additional "
                  "+1/+1 counters" if paid else f"doesn't pay tribute for {chars.name}"), "enter", new.id)


def _devour(game: Game, new: Obj, chars: Characteristics) -> None:
    """Devour N (702.82a): "As this object enters, you may sacrifice any number of creatures.
    This permanent enters with N times that many +1/+1 counters on it." Chosen and sacrificed
    before it is on the battlefield (614.12), each instance separately; the counters are put on
    it as it enters (122.6)."""
    for a in chars.abilities:
        if not (isinstance(a, Keyword) and a.name == "devour"):
            continue
        n = int(a.arg)
        st = game.state
        opts = [Option(o, game.name(o)) for o in st.battlefield if game.controller(o) == new.controller and game.is_creature(o)]
        picked: Any = []
        if opts:
            picked = game.decide(Decision(new.controller, f"devour {n}: {chars.name} enters; sacrifice any number of creatures",
                                          opts, "choose", 0, len(opts), "702.82a"))
        ids = [v for v in (picked if isinstance(picked, list) else [picked]) if isinstance(v, int)]
        if ids:
            zones.sacrifice_together(game, ids, rule="702.82a")
        eaten = sum(1 for o in ids if o not in st.battlefield)
        if eaten:
            new.counters["+1/+1"] = new.counters.get("+1/+1", 0) + n * eaten
        new.chosen["devoured"] = new.chosen.get("devoured", 0) + eaten  # 702.82c
        game.note("702.82a", f"{chars.name} devours {eaten} creature(s) and enters with {n * eaten} +1/+1 counter(s)",
                  "enter", new.id)


def _instead_to_graveyard(game: Game, oid: int, new: Obj) -> None:
    """"If you don't, put it into its owner's graveyard" (614.1a): it never enters; a token
    put there ceases to exist (111.7)."""
    st = game.state
    del st.objects[new.id]
    game.touch()
    old = game.obj(oid)
    if old.kind == "token":
        name = game.name(oid)
        game._remove_from_zone(old)
        del st.objects[oid]
        game.note("111.7", f"the token {name} goes to the graveyard instead and ceases to exist", "zone")
        game.touch()
        return
    game.move(oid, "graveyard", rule="614.1a")


def _place(game: Game, oid: int, new: Obj, attach_to: int | None, rule: str) -> None:
    """The move itself: the old object leaves its zone, the new one is on the battlefield (400.7)."""
    st = game.state
    controller = new.controller
    old = game.obj(oid)
    old_zone = old.zone
    if old_zone in ("battlefield", "graveyard", "exile"):
        game._remember(oid)  # 608.2h: Reanimate's "its mana value" once the card is on the battlefield
    game._remove_from_zone(old)
    del st.objects[oid]
    if old_zone == "stack":
        prevention.follow(game, oid, new.id)  # 609.7a: the permanent a shielded spell becomes
    new.zone = "battlefield"
    new.timestamp = st.ts()
    new.controlled_since = new.timestamp
    new.control_seen = controller
    new.attached_to = attach_to
    st.battlefield.append(new.id)
    game.touch(entered=new.id)
    chars = game.chars(new.id)
    _starting_counters(game, new, chars)
    keyword_counters(game, new, chars)  # fading, modular, bloodthirst (702.32a, 702.43a, 702.54a)
    what = "token " if new.kind == "token" and not chars.name.lower().endswith(" token") else ""
    from_zone = "" if old_zone == "command" else f" from {old_zone}"
    if old.kind == "spell_copy":
        game.note("707.10f", f"the copy of {chars.name} resolves and becomes a token (608.3f); it isn't \"created\" (111.13)", "enter", new.id)
    game.note(rule, f"{chars.name} {what}enters the battlefield{from_zone} as #{new.id}"
              + (f" under {st.players[controller].name}'s control" if controller != new.owner else "")
              + (" tapped" if new.tapped else "")
              + (f", attached to {game.name(attach_to)}" if attach_to else ""), "enter", new.id)


def _apply_replacements(game: Game, new: Obj) -> bool:
    """614.12: replacements are found from the object as it would exist, rechecked after each.
    False if a replacement put it somewhere else instead (Mox Diamond)."""
    applied: set[str] = set()
    copied = False
    for _ in range(50):
        chars = game.chars(new.id)
        todo = [a for a in chars.abilities
                if (isinstance(a, EntersAsCopy) and not copied) or
                (isinstance(a, Replacement) and a.replaces == "enters" and _key(a) not in applied)]
        if not todo:
            return True
        # A copy effect goes first: it decides which other replacements exist (614.12).
        todo.sort(key=lambda a: not isinstance(a, EntersAsCopy))
        ab = todo[0]
        if isinstance(ab, EntersAsCopy):
            copied = True
            _enter_as_copy(game, new, ab, chars.name)
        else:
            applied.add(_key(ab))
            if not _enter_replacement(game, new, ab, chars.name):
                return False
    return True


def _key(a: Any) -> str:
    return f"{type(a).__name__}:{a.text}:{a.params if hasattr(a, 'params') else ''}"


def _enter_as_copy(game: Game, new: Obj, ab: EntersAsCopy, name: str) -> None:
    """707.5 / 614.1c: choose an object already on the battlefield; it isn't targeted (115.10)."""
    st = game.state
    opts = [Option(o, label_of(game, o)) for o in st.battlefield  # which one is the Clone
            if matches(game, ab.of, o, new.controller)]
    if not opts:
        game.note("707.5", f"{name}: there's nothing on the battlefield it could copy ({ab.of})", "copy", new.id)
        return
    lo = 0 if ab.optional else 1
    ans = game.decide(Decision(new.controller, f"{name} enters as a copy of which {ab.of}?"
                               + (" (or none)" if ab.optional else ""), opts, "copy", lo, 1, "707.5, 614.1c",
                               context={"entering": new.id}))
    choice = ans[0] if isinstance(ans, list) and ans else (ans if not isinstance(ans, list) else None)
    if choice is None:
        game.note("707.5", f"{name} enters as itself (no copy chosen)", "copy", new.id)
        return
    effect = copy_effect_of(game, choice, ab.exceptions, rule="707.5")
    new.copies.append(effect)
    game.touch()
    via = f" (which is copying {' -> '.join(effect.chain)}: 707.3)" if effect.chain else ""
    exc = f", except {effect.exceptions.text} (707.9b)" if effect.exceptions.text else ""
    game.note("707.5", f"{name} enters as a copy of {effect.original}{via}{exc}; "
              "its copiable values ignore counters, status and non-copy effects (707.2)", "copy", new.id, choice)
    if ab.tapped:
        new.tapped = True  # "enter tapped as a copy": only as a copy (614.1c)
        game.note("614.1c", f"{name} enters tapped as it enters as a copy", "enter", new.id)
    if game.obj(choice).kind == "token" and new.kind != "token":
        game.note("707.3", f"{name} copies the values stated for the token {effect.original}, but isn't a token (111.3)", "copy", new.id)
    if ab.extra_counters_if:
        # 707.9e/f: an additional effect of this copy effect, checked on the would-be copy; not copiable.
        chars = game.chars(new.id)
        for card_type, cs in ab.extra_counters_if:
            if card_type.capitalize() in chars.card_types:
                for kind, n in cs:
                    new.counters[kind] = new.counters.get(kind, 0) + int(n)
                    game.note("707.9e", f"{name} enters with an additional {kind} counter ({int(n)}) because it's a {card_type.lower()}", "enter", new.id)
        game.touch()


def _enter_replacement(game: Game, new: Obj, ab: Replacement, name: str) -> bool:
    """One 'enters' replacement of the entering object itself; False if it goes elsewhere instead."""
    if ab.param("kicked") and not new.chosen.get("kicked"):
        game.note("702.33d", f"{name} wasn't kicked: \"{ab.text}\" doesn't apply", "enter", new.id)
        return True
    if ab.param("escaped") and not new.chosen.get("escaped"):
        game.note("702.138c", f"{name} didn't escape: \"{ab.text}\" doesn't apply", "enter", new.id)
        return True
    if ab.param("discard_instead") and not _discard_instead(game, new, ab, name):
        return False
    if ab.param("tapped") and _enters_tapped(game, new, ab, name):
        new.tapped = True
        game.note("614.1c", f"{name} enters tapped", "enter", new.id)
    counters = dict(ab.param("counters", ()) or ())
    if counters:
        _counters(game, new, counters, name, ab, per_kick=bool(ab.param("per_kick")))
    cond = dict(ab.param("counters_if", ()) or ())
    chars = game.chars(new.id)
    for card_type, cs in cond.items():
        if card_type in chars.card_types:
            _counters(game, new, dict(cs), name, ab)
    choice = "color" if ab.param("choose_color") else ab.param("choose")
    if choice:
        _choose(game, new, choice, name)
    if ab.param("turn_face_down"):
        _turn_face_down(game, new, ab.param("turn_face_down"), name)
    if ab.param("becomes_day"):
        if game.state.day_night:
            game.note("614.12", f"it's already {game.state.day_night}: \"{ab.text}\" changes nothing", "enter", new.id)
        else:
            daynight.becomes(game, daynight.DAY, "614.12", f"as {name} enters, it was neither day nor night (726)")
    game.touch()
    return True


CHOICE_KEYS = {"color": "color", "creature type": "type", "opponent": "opponent", "card name": "name"}
"""What an "as this enters, choose a ..." choice is stored as in the object's ``chosen`` (607.2d)."""


def _choice_options(game: Game, new: Obj, choice: str) -> list[Option]:
    if choice == "color":
        return [Option(c, COLOR_NAMES[c]) for c in COLORS]
    if choice == "creature type":
        return [Option(t, t) for t in sorted(CREATURE_SUBTYPES)]
    if choice == "opponent":
        return [Option(p.index, p.name) for p in game.state.players if p.index != new.controller]
    return [Option(c.name, c.name) for c in sorted(game.db, key=lambda c: c.name) if not c.token]


def _choose(game: Game, new: Obj, choice: str, name: str) -> None:
    """614.12a: "as this enters, choose a ..." is made before it enters, by its controller; a
    copy that enters makes its own choice (707.2: choices aren't copied)."""
    opts = _choice_options(game, new, choice)
    value = game.decide(Decision(new.controller, f"as {name} enters, choose a {choice}", opts,
                                 "color" if choice == "color" else "choose", rule="614.12"))
    new.chosen[CHOICE_KEYS[choice]] = value
    label = next((o.label for o in opts if o.value == value), str(value))
    game.note("614.12", f"as {name} enters, {game.state.players[new.controller].name} chooses {label}", "enter", new.id)


def _turn_face_down(game: Game, new: Obj, what: str, name: str) -> None:
    """614.12: "As this enters, turn all other <permanents> face down": as it enters (it isn't on
    the battlefield yet, so "other" leaves it out), each matching permanent is turned face down;
    it is then a nameless 2/2 creature with no text, subtypes or mana cost (708.2), the same
    object (not a new one: nothing enters or leaves). One without morph can't be turned face up."""
    f = Filter.parse(what)
    turned = [o for o in game.state.battlefield if o != new.id and not game.obj(o).face_down
              and matches(game, f, o, new.controller, new.id)]
    for o in turned:
        game.note("708.2", f"as {name} enters, {game.name(o)} is turned face down", "enter", o)
        game.obj(o).face_down = "turned"
    if not turned:
        game.note("614.12", f"as {name} enters, there is no {what} to turn face down", "enter", new.id)
    game.touch()


def _enters_tapped(game: Game, new: Obj, ab: Replacement, name: str) -> bool:
    """Does an "enters tapped [unless ... | if ...]" apply (614.1c)? Its condition is checked as the
    permanent would enter, for its controller; it isn't on the battlefield yet, nor is anything
    entering with it. "As ~ enters, you may pay 2 life. If you don't, ..." (614.12): the controller
    chooses, and may pay only with at least that much life (119.4)."""
    p = new.controller
    for key, applies_if in (("unless", False), ("if", True)):
        text = ab.param(key)
        if text:
            holds = condition_holds(game, Condition.parse(text), p, new.id, {})
            game.note("614.1c", f"{name}: \"{text}\" is {'true' if holds else 'false'} as it enters", "enter", new.id)
            if holds != applies_if:
                return False
    life = ab.param("unless_pay_life")
    if life:
        player = game.state.players[p]
        opts = ([Option("yes", f"pay {life} life")] if player.life >= life else []) + [Option("no", "it enters tapped")]
        ans = game.decide(Decision(p, f"{name} enters: pay {life} life, or it enters tapped?", opts, "choose",
                                   rule="614.12", context={"entering": new.id}))
        if ans == "yes":
            game.lose_life(p, life, rule="119.4")
            game.note("614.12", f"{player.name} pays {life} life: {name} enters untapped", "enter", new.id)
            return False
    return True


def _discard_instead(game: Game, new: Obj, ab: Replacement, name: str) -> bool:
    """"If this would enter, you may discard a <filter> instead. If you do, put it onto the
    battlefield. If you don't, put it into its owner's graveyard." (614.1a) True if it enters."""
    what = ab.param("discard_instead")
    p = new.controller
    f = Filter.parse(what)
    opts = [Option(o, game.name(o)) for o in game.state.zone("hand", p) if matches(game, f, o, p)]
    opts.append(Option("no", "don't discard (it goes to its owner's graveyard)"))
    card = game.decide(Decision(p, f"{name} would enter: discard a {what} instead?", opts, "choose", rule="614.1a"))
    if card == "no":
        game.note("614.1a", f"{game.state.players[p].name} doesn't discard a {what}: {name} goes to its owner's graveyard instead", "enter", new.id)
        return False
    game.note("614.1a", f"{game.state.players[p].name} discards {game.name(card)} so that {name} enters", "enter", new.id)
    discard(game, card)
    return True


def _counters(game: Game, new: Obj, counters: dict, name: str, ab: Replacement, per_kick: bool = False) -> None:
    for kind, n in counters.items():
        if n == "X":
            # 107.3m: X is the value of the spell it was (chosen as it was cast, or copied, 707.10); otherwise 0.
            value = new.x if new.x is not None else 0
            why = f"X={value} " + ("(paid as it was cast, 107.3m)" if new.cast and new.x is not None
                                   else "(copied with the spell, 707.10, 107.3m)" if new.x is not None
                                   else "(it wasn't a spell with an X, 107.3m)")
        else:
            value, why = int(n), ""
        if per_kick:
            # "for each time it was kicked" (702.33c): the times its kicker costs were paid as it was cast
            kicks = int(new.chosen.get("kicks", 0))
            value, why = value * kicks, f"{why} (kicked {kicks} time(s), 702.33c)".strip()
        if value:
            new.counters[kind] = new.counters.get(kind, 0) + value
        game.note("614.1c", f"{name} enters with {value} {kind} counter(s) {why}".rstrip(), "enter", new.id)


def _starting_counters(game: Game, new: Obj, chars: Characteristics) -> None:
    """306.5b: a non-planeswalker with printed loyalty gets none (its planeswalker's are put as it
    enters, ``_prepare``); 714.3a: a Saga with a lore counter."""
    if chars.loyalty is not None and "Planeswalker" not in chars.card_types:
        game.note("306.5b", f"{chars.name} isn't a planeswalker: it enters with no loyalty counters (and 704.5i doesn't apply)", "enter", new.id)
    saga = "Saga" in chars.subtypes
    read_ahead = chars.has_keyword("read ahead")
    if saga or read_ahead:
        # 714.3a: a Saga enters with one lore counter; read ahead (702.155a) is a replacement of its
        # own, so a non-Saga with read ahead (an Effigy copying a Saga, E10) still uses it.
        n = 1 if saga else 0
        if read_ahead:
            final = max((max(dict(a.params).get("chapter", (0,))) for a in chars.abilities
                         if isinstance(a, Triggered) and a.on == "lore"), default=1)
            n = int(game.decide(Decision(new.controller, f"read ahead: choose a chapter for {chars.name}", [],
                                         "number", rule="702.155a", low=1, high=final)))
            # Chapters below the chosen one don't trigger (714.3c).
            new.chosen["read_ahead"] = n
        if n:
            # 122.6: put as it enters, so counter replacements apply (Doubling Season: two).
            n = replacements.put_counters(game, new.id, "lore", n)
            game.note("714.3a" if not read_ahead else "702.155a", f"{chars.name} enters with {n} lore counter(s)", "enter", new.id)
    elif any(getattr(a, "on", "") == "lore" for a in chars.abilities):
        game.note("714.3a", f"{chars.name} has chapter abilities but isn't a Saga: it enters with no lore counter", "enter", new.id)


_ENTERS_WITH = {"fading": ("fade", "702.32a"), "vanishing": ("time", "702.63a"), "modular": ("+1/+1", "702.43a"), "bloodthirst": ("+1/+1", "702.54a")}


def keyword_counters(game: Game, new: Obj, chars: Characteristics) -> None:
    """The counters a permanent enters with by its keywords (122.6, put as it enters, so counter
    replacements apply): fading N fade counters (702.32a), vanishing N time counters (702.63a), modular N +1/+1 counters (702.43a),
    bloodthirst N +1/+1 counters if an opponent of its controller was dealt damage this turn
    (702.54a)."""
    st = game.state
    for a in chars.abilities:
        if isinstance(a, Keyword) and a.name == "riot":
            _riot(game, new, chars)
        if isinstance(a, Keyword) and a.name == "unleash":
            _unleash(game, new, chars)
        if isinstance(a, Keyword) and a.name == "sunburst":
            _sunburst(game, new, chars)
        if not isinstance(a, Keyword) or a.name not in _ENTERS_WITH:
            continue
        kind, rule = _ENTERS_WITH[a.name]
        if a.name == "bloodthirst":
            hurt = [p for p in st.players_damaged.get(st.turn, []) if p != new.controller]
            if not hurt:
                game.note(rule, f"{chars.name}: no opponent was dealt damage this turn, so bloodthirst puts no "
                          "counters", "enter", new.id)
                continue
        n = replacements.put_counters(game, new.id, kind, int(a.arg))
        game.note(rule, f"{chars.name} enters with {n} {kind} counter(s) ({a.name} {a.arg})", "enter", new.id)


def _sunburst(game: Game, new: Obj, chars: Characteristics) -> None:
    """702.44a: entering from the stack as a creature, it enters with a +1/+1 counter for each
    color of mana spent to cast it, otherwise with a charge counter for each; 702.44b: only as
    the spell resolves (a permanent put onto the battlefield some other way gets none)."""
    colors = new.chosen.get("colors_spent", ()) if new.cast else ()
    kind = "+1/+1" if "Creature" in chars.card_types else "charge"
    if not colors:
        game.note("702.44a", f"{chars.name}: no colored mana was spent to cast it, so sunburst puts no counters", "enter",
                  new.id)
        return
    n = replacements.put_counters(game, new.id, kind, len(colors))
    game.note("702.44a", f"{chars.name} enters with {n} {kind} counter(s) (sunburst: {', '.join(colors)} mana spent to "
              "cast it)", "enter", new.id)


def _unleash(game: Game, new: Obj, chars: Characteristics) -> None:
    """702.98a: "You may have this permanent enter with a +1/+1 counter on it." (its "can't block
    as long as it has a +1/+1 counter on it" is read as blockers are declared, 509.1a)."""
    pick = game.decide(Decision(new.controller, f"unleash: {chars.name} enters with a +1/+1 counter?", [
        Option("yes", "with a +1/+1 counter (it can't block while it has one)"), Option("no", "without")], "choose",
        rule="702.98a"))
    if pick == "yes":
        n = replacements.put_counters(game, new.id, "+1/+1", 1)
        game.note("702.98a", f"unleash: {chars.name} enters with {n} +1/+1 counter(s)", "enter", new.id)


def _riot(game: Game, new: Obj, chars: Characteristics) -> None:
    """702.136a: "You may have this permanent enter with an additional +1/+1 counter on it. If
    you don't, it gains haste." Its controller chooses as it enters; each instance separately."""
    pick = game.decide(Decision(new.controller, f"riot: {chars.name} enters with", [
        Option("counter", "an additional +1/+1 counter"), Option("haste", "haste")], "choose", rule="702.136a"))
    if pick == "counter":
        n = replacements.put_counters(game, new.id, "+1/+1", 1)
        game.note("702.136a", f"riot: {chars.name} enters with {n} additional +1/+1 counter(s)", "enter", new.id)
        return
    st = game.state
    st.effects.append(ContinuousEffect({"add_abilities": (Keyword(text="Haste", name="haste"),)}, (new.id,), chars.name,
                                       new.controller, st.ts(), "permanent", "702.136a"))
    game.touch()
    game.note("702.136a", f"riot: {chars.name} gains haste", "enter", new.id)


def _aura_host(game: Game, new: Obj, chars: Characteristics, attach_to: int | None) -> int | None:
    """What an Aura entering the battlefield enchants (303.4f): chosen, not targeted."""
    enchant = next((a for a in chars.abilities if isinstance(a, Keyword) and a.name == "enchant"), None)
    if enchant is None:
        return attach_to
    st = game.state

    def legal(o: int) -> bool:
        return (o in st.objects and game.obj(o).zone == "battlefield"
                and targeting.can_enchant(game, chars, new.controller, o))
    if attach_to is not None:
        return attach_to if legal(attach_to) else None
    opts = [Option(o, game.name(o)) for o in st.battlefield if legal(o)]
    if not opts:
        return None
    return game.decide(Decision(new.controller, f"choose what {chars.name} will enchant (not targeted)", opts,
                                "choose", rule="303.4f"))
