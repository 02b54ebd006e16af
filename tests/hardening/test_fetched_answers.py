"""What a Scryfall answer (or a cache entry standing for one) may put in the card folder
(issue 30, items 2, 10, 13, 14): only the card it names, written by the TOML writer."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

import httpx
import pytest

from sandbox.cards.library import CardDB, load_user_cards
from sandbox.cards.scryfall import Cache, Client, Fetched, card_file_name, fetch_into_folder, name_key
from sandbox.cli import main

DATA = Path(__file__).parents[1] / "scryfall" / "data"
PLANT = '\n[[card]]\nname = "Planted Titan"\nmana_cost = "{G}"\ntype_line = "Creature — Giant"\npower = 20\ntoughness = 20\n'


def recorded(name: str) -> dict:
    return json.loads((DATA / f"{name}.json").read_text(encoding="utf-8"))


@pytest.fixture
def folders(tmp_path, monkeypatch):
    monkeypatch.setenv("MTG_SANDBOX_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setenv("MTG_SANDBOX_DATA_DIR", str(tmp_path / "data"))
    return Cache(tmp_path / "cache" / "scryfall"), tmp_path / "data" / "cards"


def loaded(folder: Path) -> tuple[list[str], list[str]]:
    db = CardDB()
    problems = load_user_cards(db, folder)
    return sorted(c.name for c in db), problems


def test_fields_of_a_cached_answer_plant_no_card_through_the_cli(folders, capsys):
    cache, cards = folders
    wurm = recorded("craw_wurm") | {"scryfall_uri": "https://scryfall.com/x" + PLANT}
    cache.put(Fetched(wurm, "2026-12-01T06:00:00+00:00" + PLANT))
    assert main(["cards", "fetch", "--offline", "Craw Wurm"]) == 0
    assert "1 saved" in capsys.readouterr().out
    names, problems = loaded(cards)
    assert (names, problems) == (["Craw Wurm"], [])
    (card,) = tomllib.loads((cards / "craw-wurm.toml").read_text(encoding="utf-8"))["card"]
    assert "Planted" not in card["note"] and card["note"].endswith(", fetched ")
    assert "/cards/" in card["note"]  # the planted address is not taken: the card's id is


@pytest.mark.parametrize("name", ["Craw Wurm\n[[card]]", "Craw\x00Wurm", "Craw\x1b[2JWurm", "Craw\u200bWurm"])
def test_names_with_control_characters_are_refused_in_one_line(folders, capsys, name):
    assert main(["cards", "fetch", "--offline", name]) == 1
    out = capsys.readouterr().out
    assert "refused, not saved: a card name with the control character U+" in out
    assert out.splitlines()[-1].startswith("0 saved, 1 not saved")
    assert not folders[1].exists()


def test_an_answer_with_a_control_character_in_its_name_is_refused(folders, capsys):
    cache, cards = folders
    cache.put(Fetched(recorded("craw_wurm") | {"name": "Craw Wurm"}, "2026-12-01T06:00:00+00:00"))
    entry = next(cache.folder.glob("*.json"))
    data = json.loads(entry.read_text(encoding="utf-8"))
    data["card"]["name"] = "Craw Wurm\x00"
    entry.write_text(json.dumps(data), encoding="utf-8")
    assert main(["cards", "fetch", "--offline", "Craw Wurm"]) == 1
    assert not cards.exists()


def _answering(data: dict) -> Client:
    transport = httpx.MockTransport(lambda request: httpx.Response(200, json=data))
    return Client(Cache(Path("/nonexistent/cache")), transport=transport, spacing=0)


def test_an_answer_naming_another_card_is_refused_and_not_cached(tmp_path):
    client = _answering(recorded("dragon_fodder"))
    client.cache = Cache(tmp_path / "cache")
    outcome = fetch_into_folder("Craw Wurm", client, tmp_path / "cards", builtin=CardDB())
    assert outcome.saved is None
    assert outcome.message == "Craw Wurm: refused, not saved: Scryfall answered 'Dragon Fodder' when asked for 'Craw Wurm'; not used"
    assert client.cache.get("Dragon Fodder") is None and client.cache.get("Craw Wurm") is None


def test_scryfalls_canonical_spelling_of_the_asked_name_is_taken(tmp_path):
    client = _answering(recorded("craw_wurm"))
    client.cache = Cache(tmp_path / "cache")
    outcome = fetch_into_folder("CRAW  WÜRM", client, tmp_path / "cards", builtin=CardDB())
    assert outcome.saved == tmp_path / "cards" / "craw-wurm.toml"


@pytest.mark.parametrize("colors", [5, "G", ["G", 5], ["Green"], {}])
def test_colors_that_are_not_colors_are_refused(tmp_path, colors):
    wurm = recorded("craw_wurm") | {"colors": colors, "color_indicator": ["G"]}
    client = _answering(wurm)
    client.cache = Cache(tmp_path / "cache")
    outcome = fetch_into_folder("Craw Wurm", client, tmp_path / "cards", builtin=CardDB())
    assert outcome.saved is None and "colors must be a list of W, U, B, R, G" in outcome.message


def test_a_300_character_name_is_refused_not_an_os_error(folders, capsys):
    assert main(["cards", "fetch", "--offline", "A" * 300]) == 1
    assert "a card name of 300 characters (at most 200)" in capsys.readouterr().out


def test_names_of_other_scripts_are_distinct_cache_entries_and_files(tmp_path):
    cache = Cache(tmp_path)
    for name, cost in (("稲妻", "{R}"), ("雷電", "{1}{R}")):
        cache.put(Fetched(recorded("craw_wurm") | {"name": name, "mana_cost": cost}, "2026-12-01T06:00:00+00:00"))
    assert cache.get("稲妻").data["mana_cost"] == "{R}"
    assert cache.get("雷電").data["mana_cost"] == "{1}{R}"
    assert name_key("稲妻") != name_key("雷電")
    assert card_file_name("稲妻") != card_file_name("雷電")
    assert card_file_name("Dragon Fodder") == "dragon-fodder.toml"
    assert card_file_name("Lim-Dûl's Vault") == card_file_name("LIM-DUL'S VAULT") == "limduls-vault.toml"
    assert len(card_file_name("A" * 200)) < 80


def test_a_name_of_punctuation_only_is_refused(tmp_path):
    client = _answering(recorded("craw_wurm"))
    client.cache = Cache(tmp_path / "cache")
    outcome = fetch_into_folder("!!!", client, tmp_path / "cards", builtin=CardDB())
    assert outcome.saved is None and "expected a card name, found '!!!'" in outcome.message


def test_an_escape_in_the_address_still_saves_a_file_that_loads(folders, capsys):
    cache, cards = folders
    cache.put(Fetched(recorded("craw_wurm") | {"scryfall_uri": "https://scryfall.com/\x1b[31m"}, "2026-12-01T06:00:00+00:00"))
    assert main(["cards", "fetch", "--offline", "Craw Wurm"]) == 0
    assert loaded(cards) == (["Craw Wurm"], [])
