"""A card table whose keys have the wrong types is refused in one line naming the file and
the key (issue 30, items 3, 4 and 11): in the card folder the file is skipped and every
command still runs; in a preset the preset is refused, and nothing else."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

import sandbox.cards.library as library_module
from sandbox.cards.library import CardDB, load_user_cards
from sandbox.cli import main
from sandbox.errors import LoadError
from sandbox.formats.preset import load_preset_text

CARD = '[[card]]\nname = "Odd Card"\nmana_cost = "{1}"\ntype_line = "Artifact"\n'
POISONS = {
    "colors = 5": ('colors = 5\n', "card 'Odd Card': colors: expected a list, found a whole number (5)"),
    "targets = 5": ('targets = 5\n', "card 'Odd Card': targets: expected a text or a table or a list, found a whole number (5)"),
    "targets = {}": ('targets = {}\n', "card 'Odd Card': target: missing 'filter'"),
    "static effects = 5": ('abilities = [{ static = { effects = 5 } }]\n', "card 'Odd Card': ability 1: static.effects: expected a table or a list, found a whole number (5)"),
    "mana cost = 5": ('abilities = [{ mana = { cost = 5, add = "{C}" } }]\n', "card 'Odd Card': ability 1: mana.cost: expected a text, found a whole number (5)"),
    "copy exceptions = 5": ('abilities = [{ enters_as_copy = { of = "creature", except = 5 } }]\n',
                            "card 'Odd Card': ability 1: copy exceptions: expected a table, found 5"),
    "copy exceptions pt = [1]": ('abilities = [{ enters_as_copy = { of = "creature", except = { pt = [1] } } }]\n',
                                 "card 'Odd Card': ability 1: copy exceptions.pt: expected [power, toughness]"),
    "a cost in another script's digits": ('abilities = [{ activated = { cost = "Pay ٣ life", effects = [{ draw = { count = 1 } }] } }]\n',
                                          "abilities[0].activated.cost: the digit '٣' (U+0663) is no number a card prints"),
    "deep nesting": ("rulings = " + "[" * 2000 + "]" * 2000 + "\n", "nesting is too deep"),
}


@pytest.mark.parametrize("poison", POISONS, ids=list(POISONS))
def test_a_poisoned_card_file_is_skipped_naming_the_file_and_line(tmp_path, poison):
    extra, message = POISONS[poison]
    (tmp_path / "a-good.toml").write_text(CARD.replace("Odd Card", "Good Card"), encoding="utf-8")
    (tmp_path / "b-bad.toml").write_text("# a comment\n\n" + CARD + extra, encoding="utf-8")
    db = CardDB()
    (problem,) = load_user_cards(db, tmp_path)
    assert [c.name for c in db] == ["Good Card"]
    assert problem.startswith(f"{tmp_path / 'b-bad.toml'}:")
    assert message in problem and "\n" not in problem
    if poison != "deep nesting":
        assert problem.startswith(f"{tmp_path / 'b-bad.toml'}:3: skipped: card 1: ")


def test_a_poisoned_card_folder_stops_no_command_in_a_new_process(tmp_path):
    cards = tmp_path / "data" / "cards"
    cards.mkdir(parents=True)
    (cards / "bad.toml").write_text(CARD + "colors = 5\n", encoding="utf-8")
    (cards / "deep.toml").write_text(CARD + "rulings = " + "[" * 5000 + "]" * 5000 + "\n", encoding="utf-8")
    env = {**os.environ, "MTG_SANDBOX_DATA_DIR": str(tmp_path / "data")}
    for argv in (["--text"], ["cards", "bolt"], ["run", str(Path(__file__).parents[1] / "scenarios" / "D01_duplimancy_token_etb_trigger.toml")]):
        run = subprocess.run([sys.executable, "-m", "sandbox.cli", *argv], env=env, capture_output=True, text=True,
                             timeout=120)
        assert run.returncode == 0, (argv, run.stderr)
        assert "internal error" not in run.stdout + run.stderr
    listed = subprocess.run([sys.executable, "-m", "sandbox.cli", "cards"], env=env, capture_output=True, text=True,
                            timeout=120)
    assert f"{cards / 'bad.toml'}:1: skipped: card 1: card 'Odd Card': colors: expected a list" in listed.stdout + listed.stderr
    assert f"{cards / 'deep.toml'}: skipped: nesting is too deep" in listed.stdout + listed.stderr


@pytest.mark.parametrize("poison", [p for p in POISONS if p != "deep nesting"])
def test_the_same_tables_in_a_preset_refuse_the_preset_in_one_line(tmp_path, poison, capsys):
    extra, message = POISONS[poison]
    preset = CARD + extra + '\n[[player]]\nbattlefield = ["Odd Card"]\n[[player]]\n'
    with pytest.raises(LoadError) as e:
        load_preset_text(preset, "odd.toml")
    assert message in str(e.value)
    path = tmp_path / "odd.toml"
    path.write_text(preset, encoding="utf-8")
    assert main(["--text", str(path)]) == 2
    err = capsys.readouterr().err
    assert message in err and "internal error" not in err and len(err.splitlines()) == 1
    assert main(["run", str(path)]) != 0
    out = capsys.readouterr()
    assert message in out.out + out.err and "internal error" not in out.out + out.err


def test_the_app_started_on_a_preset_with_a_bad_card_table_says_why_in_one_line(tmp_path):
    """Issue 30, item 4: `mtg-sandbox odd.toml` (the app's start) refuses the preset in one line."""
    extra, message = POISONS["colors = 5"]
    path = tmp_path / "odd.toml"
    path.write_text(CARD + extra + '\n[[player]]\nbattlefield = ["Odd Card"]\n[[player]]\n', encoding="utf-8")
    started = subprocess.run([sys.executable, "-m", "sandbox.cli", str(path)], capture_output=True, text=True,
                             timeout=60, stdin=subprocess.DEVNULL)
    assert started.returncode == 2 and message in started.stderr, started.stderr
    assert "internal error" not in started.stdout + started.stderr and len(started.stderr.splitlines()) == 1


def test_a_card_file_over_2_mb_is_skipped_without_reading_it_whole(tmp_path):
    (tmp_path / "huge.toml").write_text(CARD + "note = '" + "x" * 2_100_000 + "'\n", encoding="utf-8")
    (problem,) = load_user_cards(CardDB(), tmp_path)
    assert problem == f"{tmp_path / 'huge.toml'}: skipped: over 2,000,000 bytes: too big to load"


def test_a_link_in_the_card_folder_is_not_followed(tmp_path):
    outside = tmp_path / "outside.toml"
    outside.write_text(CARD, encoding="utf-8")
    folder = tmp_path / "cards"
    folder.mkdir()
    (folder / "link.toml").symlink_to(outside)
    db = CardDB()
    (problem,) = load_user_cards(db, folder)
    assert len(db) == 0 and problem.endswith("skipped: a link (card files are read from the folder itself, links aren't followed)")


LOOKALIKES = {
    "Forest ": "isn't written plainly (as 'Forest'",
    "Grizzly\u00a0Bears": "isn't written plainly (as 'Grizzly Bears'",
    "Grizzly  Bears": "isn't written plainly (as 'Grizzly Bears'",
    "Fog\nBank": "isn't written plainly",
    "For\u0435st": "mixes letters of several scripts (CYRILLIC, LATIN)",
    "FOREST!": "looks like 'Forest', a card of the library",
    "Ｆｏｒｅｓｔ": "isn't written plainly (as 'Forest'",
}


@pytest.mark.parametrize("name", LOOKALIKES, ids=[repr(n) for n in LOOKALIKES])
def test_a_user_card_named_like_a_library_card_is_skipped(tmp_path, name):
    """Issue 30, item 15: names are normalised (NFKC, trimmed) and lookalikes refused."""
    import tomli_w

    from sandbox.cards.library import builtin_library
    (tmp_path / "odd.toml").write_text(tomli_w.dumps({"card": [{"name": name, "type_line": "Artifact"}]}), encoding="utf-8")
    db = builtin_library().copy()
    (problem,) = load_user_cards(db, tmp_path)
    assert LOOKALIKES[name] in problem and "\n" not in problem
    assert len(db) == len(builtin_library())


@pytest.mark.parametrize("name", ["Æther Wisp", "Lim-Dûl's Bauble", "Jötun Tinkerer", "Ghazbán Sprite"])
def test_real_looking_names_with_accents_still_load(tmp_path, name):
    import tomli_w
    (tmp_path / "fine.toml").write_text(tomli_w.dumps({"card": [{"name": name, "type_line": "Artifact"}]}), encoding="utf-8")
    db = CardDB()
    assert load_user_cards(db, tmp_path) == [] and name in db


def test_the_card_folder_is_read_up_to_its_card_budget_each_file_whole_or_not_at_all(tmp_path, monkeypatch):
    """A folder is read at every start: a file that would take it over the card budget is
    skipped whole, before its cards are read, and the files before it load."""
    monkeypatch.setattr(library_module, "MAX_USER_CARDS", 3)

    def cards(*names: str) -> str:
        return "".join(CARD.replace('"Odd Card"', f'"{n}"') for n in names)
    (tmp_path / "a.toml").write_text(cards("Bear One", "Bear Two"), encoding="utf-8")
    (tmp_path / "b.toml").write_text(cards("Bear Three", "Bear Four"), encoding="utf-8")
    (tmp_path / "c.toml").write_text(cards("Bear Five"), encoding="utf-8")
    db = CardDB()
    (problem,) = load_user_cards(db, tmp_path)
    assert problem == f"{tmp_path / 'b.toml'}: skipped: its 2 cards would take the card folder over 3 cards (each is read at every start)"
    assert sorted(db.names()) == ["Bear Five", "Bear One", "Bear Two"]


def test_the_card_folder_is_read_up_to_its_byte_and_file_budgets(tmp_path, monkeypatch):
    (tmp_path / "a.toml").write_text(CARD, encoding="utf-8")
    (tmp_path / "b.toml").write_text(CARD.replace("Odd Card", "Other Card"), encoding="utf-8")
    monkeypatch.setattr(library_module, "MAX_USER_BYTES", len(CARD.encode()) + 10)
    db = CardDB()
    (problem,) = load_user_cards(db, tmp_path)
    assert problem.startswith(f"{tmp_path / 'b.toml'}: skipped: it would take the card folder over") and len(db) == 1
    monkeypatch.setattr(library_module, "MAX_USER_BYTES", 10**6)
    monkeypatch.setattr(library_module, "MAX_USER_FILES", 1)
    db = CardDB()
    (problem,) = load_user_cards(db, tmp_path)
    assert problem == f"{tmp_path}: over 1 card files: only the first 1 found are read" and len(db) == 1
