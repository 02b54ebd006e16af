"""Saving the board as a preset that loads back to an equal state (round trips)."""

from __future__ import annotations

import random
import tomllib

import pytest

from sandbox.errors import LoadError, SandboxError
from sandbox.formats.preset import load_preset, load_preset_text
from sandbox.formats.save import board_signature, save_preset, save_text, states_equal
from sandbox.script.playback import run_demo

from .helpers import curated, rel

PRESETS = curated()


def _round_trip(game):
    text = save_text(game)
    again, info = load_preset_text(text, "<saved>")
    assert states_equal(game, again), "the saved state differs after loading"
    assert board_signature(game) == board_signature(again)
    assert again.refs == game.refs
    return again, text


@pytest.mark.parametrize("path", PRESETS, ids=rel)
def test_save_round_trip_of_every_curated_preset_at_start_and_after_its_line_of_play(path):
    game, _ = load_preset(path)
    _round_trip(game)
    if game.info.demo is not None:
        run_demo(game, game.info.demo)
        again, _ = _round_trip(game)
        # the loaded board plays on exactly like the original
        for g in (game, again):
            while g.state.stack and g.pending is None and g.state.winner is None:
                from sandbox import Pass
                g.perform(Pass())
        assert board_signature(game) == board_signature(again)


def test_save_mid_game_keeps_copies_tokens_counters_attachments_and_effects():
    game, _ = load_preset(next(p for p in PRESETS if p.name == "11_three_drains.toml"))
    run_demo(game, game.info.demo)
    st = game.state
    kinds = {st.objects[o].kind for o in st.battlefield}
    assert "token" in kinds and any(st.objects[o].copies for o in st.battlefield)
    assert any(st.objects[o].counters for o in st.battlefield) and st.effects
    again, text = _round_trip(game)
    effigy = next(o for o in again.state.battlefield if again.chars(o).card_types == ("Artifact", "Creature"))
    assert again.chars(effigy).name == "Siege Rhino" and (again.chars(effigy).power, again.chars(effigy).toughness) == (4, 4)
    data = tomllib.loads(text)
    # the readable part names what's on the board
    names = [b["card"] for b in data["player"][0]["battlefield"]]
    assert names.count("Siege Rhino") == 3 and "Vesuvan Duplimancy" in names


def test_save_with_an_aura_attached_and_a_preset_ref():
    game, _ = load_preset(next(p for p in PRESETS if p.name == "06_mirrormade_growth.toml"))
    run_demo(game, game.info.demo)
    again, text = _round_trip(game)
    forest = again.refs["forest"]
    assert sum(1 for o in again.state.objects.values() if o.attached_to == forest) == 2
    assert "attached_to" in text


def _random_states(n: int, seed: int):
    rng = random.Random(seed)
    starts = [p for p in PRESETS if p.parent.name in ("puzzles", "copies", "stack", "triggers")]
    made = 0
    while made < n:
        game, _ = load_preset(rng.choice(starts))
        for _ in range(rng.randint(1, 12)):
            acts = game.legal_actions()
            if not acts:
                break
            try:
                game.perform(rng.choice(acts))
            except SandboxError:
                continue
        for _ in range(50):  # a half-made choice isn't saved: step back out of it
            if game.pending is None:
                break
            game.undo()
        assert game.pending is None
        made += 1
        yield game


def test_save_round_trip_over_200_random_reachable_states():
    tokens = copies = stacks = 0
    for game in _random_states(200, seed=7):
        again, _ = _round_trip(game)
        st = game.state
        tokens += any(st.objects[o].kind == "token" for o in st.battlefield)
        copies += any(st.objects[o].copies for o in st.battlefield)
        stacks += bool(st.stack)
    # the sample really covers mid-game boards
    assert tokens > 10 and copies > 10 and stacks > 10, (tokens, copies, stacks)


def test_hand_edited_board_is_used_when_the_digest_no_longer_matches(tmp_path):
    game, _ = load_preset(next(p for p in PRESETS if p.name == "01_wild_growth.toml"))
    path = save_preset(game, tmp_path / "mine.toml")
    text = path.read_text().replace("life = 20", "life = 7", 1)
    edited, _ = load_preset_text(text, "mine.toml")
    assert edited.state.players[0].life == 7
    assert any("edited by hand" in e.text for e in edited.log)


def test_damaged_saved_state_is_one_clear_error():
    game, _ = load_preset(next(p for p in PRESETS if p.name == "01_wild_growth.toml"))
    text = save_text(game)
    bad = text.replace('"__dc":"Obj"', '"__dc":"os.system"', 1)
    with pytest.raises(LoadError, match="saved.state: the saved state is damaged: unknown saved type 'os.system'"):
        load_preset_text(bad, "x.toml")


def test_saving_with_a_pending_decision_is_refused_with_one_line():
    game, _ = load_preset(next(p for p in PRESETS if p.name == "02_effigy_rhino.toml"))
    from sandbox.script.playback import run_step
    run_step(game, {"cast": "Machine God's Effigy"})
    run_step(game, {"resolve": True})
    assert game.pending is not None
    with pytest.raises(SandboxError, match="answer the pending decision"):
        save_text(game)


def test_a_saved_state_with_wrongly_typed_values_is_rejected_in_one_line(tmp_path):
    """A hand-made [saved] state whose digest matches but whose values are nonsense gives a
    LoadError, not a traceback later in play."""
    import json

    from sandbox import default_game
    from sandbox.formats.save import digest_of, save_data, to_toml
    game, _ = default_game()
    data = save_data(game)
    state = json.loads("".join(data["saved"]["state"].split("\n")))
    on_battlefield = next(o for o in state["objects"]["__d"] if o[1]["zone"] == "battlefield")
    on_battlefield[1]["counters"] = "lots"  # a table of counts in real states
    data["saved"]["state"] = json.dumps(state)
    data["saved"]["digest"] = digest_of(data)
    with pytest.raises(LoadError, match="saved.state: the saved state is damaged"):
        load_preset_text(to_toml(data), "hand-made.toml")
