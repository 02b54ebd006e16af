"""Prevention effects (615): shields made by resolving spells and abilities for the rest of the
turn ("Prevent the next N damage that would be dealt to any target this turn", "Prevent all
combat damage that would be dealt this turn", "The next time a source of your choice would deal
damage to you this turn, prevent that damage"), and the prevention of static abilities
("Prevent all damage that would be dealt to ~")."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from sandbox.cards.filters import Filter
from sandbox.core.layers import matches

if TYPE_CHECKING:
    from sandbox.core.game import Game


def add_shield(game: Game, source_name: str, *, to: Any = None, to_filter: str | None = None, by: int | None = None,
               by_filter: str | None = None, amount: int | None = None, combat: bool = False, next_time: bool = False,
               controller: int = 0, source_id: int | None = None, gain_life: bool = False) -> None:
    """A prevention shield for the rest of the turn (615.1, 615.3) on the damage that would be dealt
    to ``to`` (an object id or "p<N>") or to what matches ``to_filter`` as the damage would be
    dealt ("player": any player), by ``by`` (an object id: the source, 609.7) or by a source that
    matches ``by_filter``; anything where absent. ``amount``: the next N damage (615.7), all if
    None; ``next_time``: all the damage of the next time it applies, then it is used up (609.7a);
    ``combat``: combat damage only; ``gain_life``: ``controller`` gains life equal to the damage
    it prevents (615.5). Filters are read by ``controller`` for ``source_id``: a
    prevention effect of a resolving spell isn't locked in to the objects there as it resolved
    (611.2c), so "creatures you control" are those you control as the damage would be dealt."""
    game.state.prevention.append({"to": to, "to_filter": to_filter, "by": by, "by_filter": by_filter, "left": amount,
                                  "combat": combat, "next_time": next_time, "controller": controller,
                                  "source_id": source_id, "source": source_name, "gain_life": gain_life})
    what = "the next" if next_time else ("all" if amount is None else f"the next {amount}")
    kind = "combat damage" if combat else "damage"
    whom = "anything" if to is None and to_filter is None else (
        f"each {to_filter}" if to is None else _name(game, to))
    frm = "" if by is None and by_filter is None else f" by {_name(game, by) if by is not None else f'a {by_filter}'}"
    game.note("615.1a", f"{source_name}: {what} {kind} that would be dealt to {whom}{frm} this turn will be prevented",
              "resolve")
    game.touch(chars=False)


def _name(game: Game, ref: Any) -> str:
    if isinstance(ref, str):
        return game.state.players[int(ref[1:])].name
    return game.name(ref) if ref in game.state.objects or ref in game.state.lki else str(ref)


def _is(game: Game, oid: Any, filt: str, controller: int, source_id: int | None) -> bool:
    """Does the object ``oid`` (on the battlefield, on the stack or as it last existed, 608.2h)
    match ``filt``?"""
    if filt == "player":
        return isinstance(oid, str)
    if not isinstance(oid, int):
        return False
    return matches(game, Filter.parse(filt), oid, controller, source_id)


def _applies(game: Game, shield: dict[str, Any], target: Any, source: int | None, combat: bool) -> bool:
    if shield["combat"] and not combat:
        return False
    if shield["to"] is not None and shield["to"] != target:
        return False
    if shield.get("to_filter") and not _is(game, target, shield["to_filter"], shield["controller"], shield["source_id"]):
        return False
    if shield.get("by") is not None and shield["by"] != source:
        return False
    return not (shield.get("by_filter") and not _is(game, source, shield["by_filter"], shield["controller"], shield["source_id"]))


def _statics(game: Game, target: Any, source: int | None, combat: bool) -> list[tuple[int | None, str, dict[str, Any], int]]:
    """The static abilities that prevent this damage (615.1a: "Prevent all damage that would be
    dealt to ~", "... dealt by enchanted creature", "... to ~ by creatures", "If a source would
    deal damage to you, prevent 1 of that damage"), as (how much of it: None for all, 615.9;
    the name of their source, the static effect, its source). ``prevent_damage_to`` / ``prevent_damage_to_you`` /
    ``prevent_damage_by`` say which damage (`all`, `combat`, `noncombat`) to the objects it
    affects / to its controller / by the objects it affects; ``prevent_from`` from which
    sources (damage to them only), read by its controller as the damage would be dealt."""
    st = game.state
    out: list[tuple[int | None, str, dict[str, Any], int]] = []
    for key, oid in (("prevent_damage_to", target), ("prevent_damage_to_you", target), ("prevent_damage_by", source)):
        if key == "prevent_damage_to_you" and not isinstance(oid, str):
            continue
        if key != "prevent_damage_to_you" and not (isinstance(oid, int) and oid in st.objects and st.objects[oid].zone == "battlefield"):
            continue
        for ctrl, op, src in game.rule_effects(key):
            if op[key] == "combat" and not combat or op[key] == "noncombat" and combat:
                continue
            if not (oid == f"p{ctrl}" if isinstance(oid, str) else isinstance(oid, int) and _affects(game, op, src, oid, ctrl)):
                continue
            if key != "prevent_damage_by" and op.get("prevent_from") and not _is(game, source, op["prevent_from"], ctrl, src):
                continue
            out.append((op.get("prevent_amount"), game.name(src), op, src))
    return out


def _affects(game: Game, op: dict[str, Any], src: int, oid: int, ctrl: int) -> bool:
    """Is ``oid`` what the static effect ``op`` of ``src`` affects (`self`, `enchanted`,
    `equipped` or a filter read by its controller)?"""
    affects = op.get("affects", "self")
    if affects == "self":
        return src == oid
    if affects in ("enchanted", "equipped"):
        return game.obj(src).attached_to == oid
    return matches(game, Filter.parse(affects), oid, ctrl, src)


def no_prevention(game: Game, source_name: str) -> None:
    """"Damage can't be prevented this turn" (615.12): until the turn ends (514.2)."""
    game.state.prevention.append({"cant_prevent": True, "source": source_name})
    game.note("615.12", f"{source_name}: damage can't be prevented this turn", "resolve")
    game.touch(chars=False)


def unpreventable(game: Game, source: int | None, combat: bool) -> bool:
    """Can't this damage be prevented (615.12): "Damage can't be prevented this turn", or a
    static "Damage that would be dealt by ~ can't be prevented" of its source?"""
    if any(s.get("cant_prevent") for s in game.state.prevention):
        return True
    if not (isinstance(source, int) and source in game.state.objects and game.obj(source).zone == "battlefield"):
        return False
    return any((op["unpreventable_by"] == "all" or combat) and _affects(game, op, src, source, ctrl)
               for ctrl, op, src in game.rule_effects("unpreventable_by"))


def prevent(game: Game, source_name: str, target: Any, n: int, combat: bool, source: int | None = None,
            cant: bool = False) -> int:
    """The damage left once the prevention effects that apply have prevented what they can
    (615); returns it. The affected player or controller would order them (616.1); the order
    here is the one that keeps most of their shields: static abilities and "all damage" shields
    first (they aren't used up), then "the next time" shields (609.7a), then "the next N" shields
    in the order they were made, each used up as it prevents (615.7)."""
    if n <= 0:
        return n
    if cant or unpreventable(game, source, combat):
        # 615.12: the prevention effects that apply prevent none of it, but their additional
        # effects happen; the shields aren't reduced, but "the next time" is that time
        for shield in [s for s in game.state.prevention if not s.get("cant_prevent") and s.get("next_time")
                       and _applies(game, s, target, source, combat)]:
            game.state.prevention.remove(shield)
        for _, _, op, src in _statics(game, target, source, combat):
            _rider(game, op, src, target, 0)
        game.note("615.12", f"{n} damage from {source_name} can't be prevented", "damage")
        return n
    statics = sorted(_statics(game, target, source, combat), key=lambda s: s[0] is not None)
    for most, by, op, src in statics:
        if n <= 0:
            return 0
        stopped = n if most is None else min(n, most)  # 615.9: N of the damage of each such event
        n -= stopped
        _rider(game, op, src, target, stopped)
        game.note("615.1a" if most is None else "615.9", f"{stopped} damage from {source_name} is prevented ({by})", "damage")
    if n <= 0:
        return 0
    shields = [s for s in game.state.prevention if not s.get("cant_prevent") and _applies(game, s, target, source, combat)]
    shields.sort(key=lambda s: 0 if s["left"] is None and not s.get("next_time") else 1 if s.get("next_time") else 2)
    for shield in shields:
        if n <= 0:
            break
        stopped = n if shield["left"] is None else min(n, shield["left"])
        n -= stopped
        if shield.get("next_time"):
            game.state.prevention.remove(shield)  # once: the next time it would deal damage (609.7a)
        elif shield["left"] is not None:
            shield["left"] -= stopped
            if shield["left"] <= 0:
                game.state.prevention.remove(shield)
        game.note("615.1a", f"{stopped} damage from {source_name} is prevented ({shield['source']})", "damage")
        _gain_rider(game, shield, stopped)
    return n


def follow(game: Game, spell: int, permanent: int) -> None:
    """A shield on the damage a permanent spell would deal also applies to the permanent it
    becomes as it resolves (609.7a)."""
    for shield in game.state.prevention:
        if not shield.get("cant_prevent") and shield.get("by") == spell:
            shield["by"] = permanent  # the spell is gone: only the permanent can deal that damage now


def _rider(game: Game, op: dict[str, Any], src: int, target: Any, prevented: int) -> None:
    """Note the additional effect of a static prevention ("Remove a +1/+1 counter from ~"): it
    happens right after the damage event (615.5), once for all the damage prevented this way
    at the same time (``run_riders``)."""
    if "prevent_remove" not in op or not isinstance(target, int):
        return
    key = ("counter", src, target)
    before = game.prevention_riders.get(key)
    game.prevention_riders[key] = (op["prevent_remove"], bool(op.get("prevent_remove_that_many")),
                                   prevented + (before[2] if before else 0))
    if game.damage_batch is None:
        run_riders(game)


def _gain_rider(game: Game, shield: dict[str, Any], prevented: int) -> None:
    """"You gain life equal to the damage prevented this way" (615.5): right after the damage
    event, once for all that this shield prevented in it."""
    if not shield.get("gain_life") or prevented <= 0:
        return
    key = ("gain", shield["controller"], shield["source"])
    game.prevention_riders[key] = game.prevention_riders.get(key, 0) + prevented
    if game.damage_batch is None:
        run_riders(game)


def run_riders(game: Game) -> None:
    """615.5: the additional effects of the prevention just applied take place immediately
    afterward: one counter removed for each damage event prevented this way (several sources'
    damage dealt at once is one event), or "that many"; life equal to the damage prevented."""
    riders, game.prevention_riders = game.prevention_riders, {}
    for key, value in riders.items():
        if key[0] == "gain":
            game.gain_life(key[1], value, rule="615.5")
            continue
        _, src, oid = key
        kind, that_many, prevented = value
        if oid not in game.state.objects or game.obj(oid).zone != "battlefield":
            continue
        have = game.obj(oid).counters.get(kind, 0)
        n = min(have, prevented if that_many else 1)
        if n:
            game.add_counters(oid, kind, -n)
        game.note("615.5", f"{game.name(src)}: {n} {kind} counter(s) removed from {game.name(oid)}", "damage", oid)


def end_shields(game: Game) -> None:
    """514.2: "this turn" prevention ends."""
    game.state.prevention.clear()
