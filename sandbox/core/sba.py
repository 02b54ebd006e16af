"""State-based actions (704): checked whenever a player would receive priority, all at once."""

from __future__ import annotations

from itertools import compress, repeat
from operator import attrgetter, is_not
from typing import TYPE_CHECKING, Any

from sandbox.cards.model import Triggered
from sandbox.core import interrupt, regeneration, soulbond, targeting, zones
from sandbox.core.actions import Decision, Option
from sandbox.core.layers import BESTOWED, distinct, is_bestowed, printed_board
from sandbox.core.state import ZONES

if TYPE_CHECKING:
    from sandbox.cards.model import Characteristics
    from sandbox.core.game import Game


def find_sbas(game: Game) -> list[tuple[str, str, str, Any]]:
    """Every state-based action that applies now: (rule, text, kind, subject); the subject is a
    player index, an object id, or (kind "legend") the ids of the legends sharing a name."""
    st = game.state
    out: list[tuple[str, str, str, Any]] = []
    for p in st.players:
        if p.lost or (p.life <= 0 or p.poison >= 10 or p.drew_from_empty) \
                and any(ctrl == p.index for ctrl, _, _ in game.rule_effects("cant_lose")):
            continue  # 104.3: "you can't lose the game": no state-based action makes this player lose
        if p.life <= 0:
            out.append(("704.5a", f"{p.name} has {p.life} life and loses the game", "lose", p.index))
        elif p.poison >= 10:
            out.append(("704.5c", f"{p.name} has {p.poison} poison counters and loses the game", "lose", p.index))
        elif p.drew_from_empty:
            out.append(("704.5b", f"{p.name} drew from an empty library and loses the game", "lose", p.index))
    out += _tokens_off_the_battlefield(game)
    legends: dict[tuple[int, str], list[int]] = {}
    for oid in _concerned(game):
        obj = st.objects[oid]
        if obj.chosen and soulbond.PAIRED in obj.chosen:
            soulbond.unpair_broken(game, oid)  # 702.95e (not a state-based action: the pairing simply ends)
        c = game.chars(oid)
        if "Creature" in c.card_types and c.toughness is not None:
            if c.toughness <= 0:
                out.append(("704.5f", f"{game.name(oid)} has toughness {c.toughness}", "graveyard", oid))
                continue
            if not c.has_keyword("indestructible"):
                if obj.damage >= c.toughness:
                    out.append(("704.5g", f"{game.name(oid)} has lethal damage ({obj.damage})", "destroy", oid))
                    continue
                if obj.damage and obj.deathtouch_damage:
                    out.append(("704.5h", f"{game.name(oid)} was dealt damage by a source with deathtouch", "destroy", oid))
                    continue
        if "Planeswalker" in c.card_types and obj.counters.get("loyalty", 0) <= 0:
            out.append(("704.5i", f"{game.name(oid)} has 0 loyalty", "graveyard", oid))
            continue
        if "Legendary" in c.supertypes:
            legends.setdefault((game.controller(oid), c.name), []).append(oid)
        if obj.chosen and obj.chosen.get(BESTOWED) and (
                obj.attached_to is None or not is_bestowed(game, obj)
                or not targeting.can_enchant(game, c, game.controller(oid), obj.attached_to, oid)):
            # 702.103f: an Aura with bestow attached to an illegal object or to nothing becomes
            # unattached and stops being bestowed: an enchantment creature again (not 704.5m).
            out.append(("702.103f", f"{game.name(oid)} is a bestowed Aura not attached to a legal object: it becomes "
                        "unattached and stops being bestowed (it stays on the battlefield, not 704.5m)", "unbestow", oid))
            continue
        if "Aura" in c.subtypes:
            host = obj.attached_to
            if host is None or host not in st.objects or st.objects[host].zone != "battlefield" \
                    or not targeting.can_enchant(game, c, game.controller(oid), host, oid):
                out.append(("704.5m", f"{game.name(oid)} is an Aura not attached to a legal object", "graveyard", oid))
                continue
        elif obj.attached_to is not None and (why := _illegal_attachment(game, oid, c)):
            out.append((why[0], f"{game.name(oid)} {why[1]}: it becomes unattached", "unattach", oid))
        if obj.counters.get("+1/+1", 0) and obj.counters.get("-1/-1", 0):
            out.append(("704.5q", f"+1/+1 and -1/-1 counters on {game.name(oid)} cancel out", "annihilate", oid))
        if "Saga" in c.subtypes:
            final = _final_chapter(c)
            if final and obj.counters.get("lore", 0) >= final and not _chapter_on_stack(game, oid):
                out.append(("714.4", f"{game.name(oid)} has {obj.counters.get('lore', 0)} lore counters and no chapter ability on the stack", "sacrifice", oid))
    for (ctrl, name), ids in legends.items():
        if len(ids) > 1:
            out.append(("704.5j", f"{st.players[ctrl].name} controls {len(ids)} legendary permanents named {name}", "legend", tuple(ids)))
    return out


_CONCERNED_TYPES = frozenset({"Creature", "Planeswalker"})
_CONCERNED_SUBTYPES = frozenset({"Aura", "Saga"})


def _concerned(game: Game) -> list[int]:
    """The permanents a state-based action could apply to, in battlefield order: those whose
    characteristics say so (``_could_apply``, judged once per distinct layer result) and those
    with counters or attached to something. The board is read by builtins, not a Python loop,
    so a large board of lands costs little here."""
    st = game.state
    computed = game.all_computed()
    kinds = {key for key, comp in distinct(computed).items() if _could_apply(comp.chars)}
    ids = {oid for oid, comp in computed.items() if id(comp) in kinds} if kinds else set()
    if printed_board(computed):  # no counters, no attachments: the characteristics say it all
        return list(filter(ids.__contains__, st.battlefield)) if ids else []
    objects = list(map(st.objects.__getitem__, st.battlefield))
    ids.update(map(_ID, filter(_COUNTERS, objects)))
    ids.update(map(_ID, compress(objects, map(is_not, map(_ATTACHED, objects), repeat(None)))))
    return list(filter(ids.__contains__, st.battlefield))


_ID, _COUNTERS, _ATTACHED = attrgetter("id"), attrgetter("counters"), attrgetter("attached_to")


def _could_apply(c: Characteristics) -> bool:
    """Could a state-based action apply to a permanent with these characteristics, no
    counters and attached to nothing (a creature, planeswalker, legend, Aura or Saga)?"""
    return bool(_CONCERNED_TYPES.intersection(c.card_types) or _CONCERNED_SUBTYPES.intersection(c.subtypes)
                or "Legendary" in c.supertypes)


def _tokens_off_the_battlefield(game: Game) -> list[tuple[str, str, str, Any]]:
    """704.5d: a token in a zone other than the battlefield ceases to exist (111.7). Only the
    other zones' lists are read, so a large battlefield costs nothing here."""
    st = game.state
    tokens = sorted(oid for key, ids in st.zones.items() if key != "battlefield" for oid in ids
                    if (obj := st.objects.get(oid)) is not None and obj.kind == "token")
    return [("704.5d", f"{game.name(oid)} is a token in the {obj.zone}: it ceases to exist", "cease", oid)
            for oid in tokens if (obj := st.objects[oid]).zone in ZONES and obj.zone != "battlefield"]


def _illegal_attachment(game: Game, oid: int, c: Characteristics) -> tuple[str, str] | None:
    """704.5n: an Equipment attached to a noncreature (301.5c) or a Fortification to a nonland
    (301.6); 704.5p: a creature, battle or other non-attachment attached to anything. The rule
    and the reason, or None if it may stay attached (an Aura is 704.5m's)."""
    host = game.obj(oid).attached_to
    assert host is not None
    kind = "Equipment" if "Equipment" in c.subtypes else "Fortification" if "Fortification" in c.subtypes else None
    what = next((t.lower() for t in ("Creature", "Battle") if t in c.card_types), None)
    if what is not None:
        return "704.5p", f"is a {what} attached to {game.name_lk(host)}"
    if kind is None:
        return "704.5p", f"isn't an Aura, Equipment or Fortification but is attached to {game.name_lk(host)}"
    needs = "Creature" if kind == "Equipment" else "Land"
    if host not in game.state.objects or game.obj(host).zone != "battlefield" or host == oid:
        return "704.5n", f"is an {kind} attached to nothing"
    if needs not in game.chars(host).card_types:
        return "704.5n", f"is an {kind} attached to {game.name(host)}, which isn't a {needs.lower()}"
    if targeting.protected_from(game, host, c.colors, c.card_types):
        return "704.5n", f"is an {kind} attached to {game.name(host)}, which has protection from it (702.16c)"
    return None


def _final_chapter(c: Characteristics) -> int:
    return max((max(dict(a.params).get("chapter", (0,))) for a in c.abilities if isinstance(a, Triggered) and a.on == "lore"), default=0)


def _chapter_on_stack(game: Game, oid: int) -> bool:
    """714.4: is a chapter ability of the Saga ``oid`` triggered and not yet off the stack?"""
    st = game.state
    return any(st.objects[s].source == oid and getattr(st.objects[s].ability, "on", "") == "lore" for s in st.stack) \
        or any(t.source == oid and t.ability.on == "lore" for t in st.pending_triggers)


def run_sbas(game: Game) -> None:
    """704.3: perform all applicable state-based actions simultaneously, repeat until none.
    Every player's priority passes here: the user may stop long work (``interrupt``)."""
    for _ in range(100):
        interrupt.check(game)
        found = find_sbas(game)
        for p in game.state.players:
            p.drew_from_empty = False  # 704.5b: only a draw since the last check counts (one who can't lose forgets it)
        if not found:
            return
        to_graveyard: list[tuple[int, str]] = []
        for rule, text, kind, subject in found:
            game.note(rule, text, "sba")
            if kind == "lose":
                game.state.players[subject].lost = True
            elif kind == "cease":
                game._remove_from_zone(game.obj(subject))
                del game.state.objects[subject]
            elif kind == "destroy" and regeneration.survives_destruction(game, subject):
                continue  # 704.5g-h destroy it: a regeneration shield replaces that (701.19a)
            elif kind in ("graveyard", "destroy", "sacrifice"):
                to_graveyard.append((subject, rule))
            elif kind == "annihilate":
                obj = game.obj(subject)
                n = min(obj.counters["+1/+1"], obj.counters["-1/-1"])
                game.add_counters(subject, "+1/+1", -n)
                game.add_counters(subject, "-1/-1", -n)
            elif kind == "unattach":
                game.obj(subject).attached_to = None
                game.touch()
            elif kind == "unbestow":
                gone = game.obj(subject)
                gone.attached_to = None
                del gone.chosen[BESTOWED]
                game.touch()
            elif kind == "legend":
                ids = list(subject)
                ctrl = game.controller(ids[0])
                keep = game.decide(Decision(ctrl, f"legend rule: choose the {game.chars(ids[0]).name} to keep",
                                            [Option(o, game.name(o)) for o in ids], "legend", rule="704.5j"))
                to_graveyard += [(o, "704.5j") for o in ids if o != keep]
        # 704.3: they all die at once, and each one's leaves-the-battlefield abilities see the others (603.10a).
        zones.move_together(game, [(oid, rule) for oid, rule in to_graveyard
                                   if oid in game.state.objects and game.obj(oid).zone == "battlefield"], "graveyard")
        alive = [p for p in game.state.players if not p.lost]
        if len(alive) == 1 and game.state.winner is None:
            game.state.winner = alive[0].index
            game.note("104.2a", f"{alive[0].name} wins the game", "game")
        elif not alive and any(kind == "lose" for _, _, kind, _ in found):
            game.note("104.4a", "every player lost at once: the game is a draw", "game")
        game.touch()
