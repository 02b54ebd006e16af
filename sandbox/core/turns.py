"""Turn structure (500-514): passing priority, moving through steps and phases, and the
turn-based actions each step begins with."""

from __future__ import annotations

from typing import TYPE_CHECKING

from sandbox.core import combat, daynight, prevention, regeneration
from sandbox.core.actions import Decision, Option
from sandbox.core.keyword_abilities import echo_upkeep
from sandbox.core.mana.pool import describe_mana
from sandbox.core.restrictions import restricted
from sandbox.core.state import STEP_NAMES, STEPS
from sandbox.core.suspend import suspend_upkeep

if TYPE_CHECKING:
    from sandbox.core.game import Game


def pass_priority(game: Game) -> None:
    """The player with priority passes (117.3d); when all have passed in a row, the top of
    the stack resolves, or the step ends if it is empty (117.4)."""
    st = game.state
    p = st.priority
    assert p is not None, "Game._apply checks that a player has priority"
    game.note("117.3d", f"{st.players[p].name} passes priority", "priority")
    st.passes += 1
    if st.passes >= len(st.players):
        st.passes = 0
        if st.stack:
            game.resolve_top()
            st.priority = st.active
        else:
            next_step(game)
    else:
        st.priority = 1 - p
    game.touch(chars=False)


def next_step(game: Game) -> None:
    """All players passed on an empty stack: the step or phase ends (500.2)."""
    st = game.state
    _end_step_cleanup(game)
    idx = STEPS.index(st.step)
    while True:
        idx += 1
        if idx >= len(STEPS):
            _new_turn(game)
            idx = 0
        step = STEPS[idx]
        if step == "first_strike_damage" and not combat.has_first_strike(game):
            continue
        if step in ("declare_blockers", "first_strike_damage", "combat_damage") and not combat.attackers(game):
            continue
        if step == "draw" and any(ctrl == st.active for ctrl, _, _ in game.rule_effects("skip_draw_step")):
            # 614.1b, 614.10: "skip your draw step": it doesn't happen; the turn goes on to the next step
            game.note("614.10", f"{st.players[st.active].name}'s draw step is skipped", "step")
            continue
        break
    st.step = step
    st.passes = 0
    game.note("500.1", f"turn {st.turn}, {STEP_NAMES[step]} ({st.players[st.active].name})", "step")
    _turn_based_actions(game, step)
    if step in ("untap", "cleanup"):
        st.priority = None
        game.settle()
        if step == "cleanup" and (st.pending_triggers or game.sba_needed()):
            # 514.3a: triggers in cleanup give priority, then another cleanup follows.
            st.priority = st.active
            return
        next_step(game)
        return
    st.priority = st.active
    game.touch()


def _end_step_cleanup(game: Game) -> None:
    """Mana empties at the end of each step and phase (106.4)."""
    for p in game.state.players:
        if p.pool:
            gone = p.pool.empty()
            game.note("106.4", f"{p.name}'s mana pool empties ({describe_mana(gone)})", "mana")
    game.touch()


def _new_turn(game: Game) -> None:
    st = game.state
    st.turn += 1
    st.active = 1 - st.active
    st.players[st.active].turn_began = st.ts()
    for p in st.players:
        p.lands_played = 0
        p.extra_lands = 0  # "this turn" (305.2)
    st.first_strike_done = False
    st.first_strikers = []
    game.note("500.1", f"turn {st.turn} begins: {st.players[st.active].name} is the active player", "turn")


def _keeps_tapped(game: Game, player: int, oid: int) -> bool:
    """"You may choose not to untap ~ during your untap step" (502.3): the player's choice."""
    return not game.ask_yes(player, f"untap {game.name(oid)}?", "502.3")


def _turn_based_actions(game: Game, step: str) -> None:
    st = game.state
    ap = st.active
    if step == "untap":
        daynight.untap_step_check(game)  # 502.2: day/night (726), before the permanents untap (502.3)
        kept = []
        for oid in list(st.battlefield):
            if game.controller(oid) == ap and game.obj(oid).tapped:
                if restricted(game, "doesnt_untap", oid) or (restricted(game, "may_not_untap", oid) and _keeps_tapped(game, ap, oid)):
                    kept.append(oid)  # 502.3: an effect can keep a permanent from untapping
                    continue
                game.set_tapped(oid, False)
        game.note("502.3", f"{st.players[ap].name}'s permanents untap", "turn")
        # "doesn't untap during its controller's next untap step": this was that step (or it's gone)
        st.effects = [e for e in st.effects if e.until != "next_untap"
                      or any(o in st.battlefield and game.controller(o) != ap for o in e.affected)]
        for oid in kept:
            game.note("502.3", f"{game.name(oid)} doesn't untap", "turn", oid)
    elif step == "upkeep":
        game.fire({"kind": "upkeep", "player": ap})
        echo_upkeep(game, ap)  # 702.30a
        suspend_upkeep(game, ap)  # 702.62a
    elif step == "draw":
        if st.turn > 1:  # 103.8a: the starting player skips the first draw
            game.draw(ap, 1, rule="504.1")
        game.fire({"kind": "draw_step", "player": ap})
    elif step == "main1":
        for oid in list(st.battlefield):
            if game.controller(oid) == ap and "Saga" in game.chars(oid).subtypes:
                game.note("714.3b", f"a lore counter is put on {game.name(oid)}", "counter", oid)
                game.add_counters(oid, "lore", 1)
        game.fire({"kind": "precombat_main", "player": ap})
    elif step == "beginning_of_combat":
        game.fire({"kind": "beginning_of_combat", "player": ap})
    elif step == "declare_attackers":
        combat.declare_attackers(game)
    elif step == "declare_blockers":
        combat.declare_blockers(game)
    elif step in ("first_strike_damage", "combat_damage"):
        combat.combat_damage(game, first_strike=step == "first_strike_damage")
    elif step == "end_of_combat":
        combat.end_combat(game)
    elif step == "end":
        game.fire({"kind": "end_step", "player": ap})
    elif step == "cleanup":
        _cleanup(game)


def _cleanup(game: Game) -> None:
    st = game.state
    ap = st.active
    hand = st.zone("hand", ap)
    excess = len(hand) - 7
    unlimited = [src for ctrl, op, src in game.rule_effects("no_max_hand_size")
                 if op["no_max_hand_size"] == "players" or ctrl == ap]
    if excess > 0 and unlimited:
        # 402.2: no maximum hand size, so nothing to discard down to (514.1)
        game.note("402.2", f"{st.players[ap].name} has no maximum hand size ({game.name(unlimited[0])})", "turn")
    elif excess > 0:
        opts = [Option(o, game.name(o)) for o in hand]
        chosen = game.decide(Decision(ap, f"discard {excess} card(s) down to seven", opts,
                                      "discard", excess, excess, "514.1"))
        for oid in (chosen if isinstance(chosen, list) else [chosen]):
            game.move(oid, "graveyard", rule="514.1")
    for oid in st.battlefield:
        game.obj(oid).damage = 0
        game.obj(oid).deathtouch_damage = False
    regeneration.end_shields(game)
    prevention.end_shields(game)
    before = len(st.effects)
    st.effects = [e for e in st.effects if e.until != "end_of_turn"]
    for oid in st.battlefield:
        obj = game.obj(oid)
        if any(c.until == "end_of_turn" for c in obj.copies):
            before += 1
            obj.copies = [c for c in obj.copies if c.until != "end_of_turn"]
    game.note("514.2", "damage wears off and \"until end of turn\" effects end"
              + (f" ({before - len(st.effects)} effect(s))" if before != len(st.effects) else ""), "turn")
    game.touch()
