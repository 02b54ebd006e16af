"""Cards by name from Scryfall: card JSON -> printed text, the client's manners, the cache.

Every response here is recorded JSON in Scryfall's documented format (tests/scryfall/data/),
served by an ``httpx.MockTransport``: no test touches the network.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tomllib
from pathlib import Path

import httpx
import pytest

from sandbox import Cast
from sandbox.cards import library as library_module
from sandbox.cards.library import CardDB, builtin_library, load_user_cards
from sandbox.cards.oracle.source import OracleCard, OracleFace
from sandbox.cards.scryfall import (
    RATE_LIMIT_PAUSE,
    SPACING,
    Cache,
    CardNotFound,
    Client,
    Fetched,
    RateLimited,
    ScryfallError,
    card_table,
    fetch_into_folder,
    name_key,
    oracle_card,
    related_tokens,
    save_card_file,
)
from sandbox.cli import fetch_cards, main
from tests.conftest import board, find, play_until, resolve_stack

DATA = Path(__file__).parent / "data"


def recorded(name: str) -> dict:
    return json.loads((DATA / f"{name}.json").read_text(encoding="utf-8"))


class FakeScryfall:
    """``/cards/named`` answered from recorded JSON; counts and keeps every request."""

    def __init__(self, cards: dict[str, str], fuzzy: dict[str, str] | None = None, status: int | None = None,
                 error: Exception | None = None):
        self.cards, self.fuzzy, self.status, self.error = cards, fuzzy or {}, status, error
        self.requests: list[httpx.Request] = []

    def __call__(self, request: httpx.Request) -> httpx.Response:
        self.requests.append(request)
        if self.error is not None:
            raise self.error
        if self.status == 429:
            return httpx.Response(429, json=recorded("rate_limited"))
        assert request.url.path == "/cards/named"
        exact, fuzzy = request.url.params.get("exact"), request.url.params.get("fuzzy")
        table = self.cards if exact is not None else self.fuzzy
        found = table.get(name_key(exact if exact is not None else fuzzy or ""))
        if found is None:
            return httpx.Response(404, json=recorded("ambiguous" if fuzzy == "bolt" else "not_found"))
        return httpx.Response(200, json=recorded(found))


class Clock:
    """A clock the client reads and a sleep that moves it (no real waiting)."""

    def __init__(self) -> None:
        self.now = 1_000_000.0
        self.slept: list[float] = []

    def time(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.slept.append(seconds)
        self.now += seconds


def client_for(fake: FakeScryfall, cache: Path, clock: Clock | None = None) -> Client:
    clock = clock or Clock()
    return Client(Cache(cache), transport=httpx.MockTransport(fake), clock=clock.time, sleep=clock.sleep)


CARDS = {"craw wurm": "craw_wurm", "dragon fodder": "dragon_fodder", "delver of secrets": "delver_of_secrets",
         "delver of secrets insectile aberration": "delver_of_secrets", "shahrazad": "shahrazad",
         "village messenger": "village_messenger", "wax wane": "wax_wane", "wax": "wax_wane",
         "ardenvale tactician": "ardenvale_tactician", "ardenvale tactician dizzying swoop": "ardenvale_tactician"}


# ---------------------------------------------------------------- card JSON -> printed text

def test_single_faced_card_reads_as_one_printed_face():
    card = oracle_card(recorded("craw_wurm"))
    assert card == OracleCard("Craw Wurm", (OracleFace("Craw Wurm", "{4}{G}{G}", "Creature — Wurm", "", "6", "4"),))


def test_double_faced_card_reads_its_faces_from_card_faces():
    card = oracle_card(recorded("delver_of_secrets"))
    assert card.name == "Delver of Secrets // Insectile Aberration" and card.layout == "transform"
    front, back = card.faces
    assert (front.name, front.mana_cost, front.power, front.toughness) == ("Delver of Secrets", "{U}", "1", "1")
    assert front.oracle_text.endswith("transform this creature.")
    # the back face has no mana cost of its own ("" is not {0}: CR 202.1b)
    assert (back.name, back.mana_cost, back.oracle_text, back.power) == ("Insectile Aberration", "", "Flying", "3")


def test_token_maker_links_its_token_through_all_parts():
    data = recorded("dragon_fodder")
    assert oracle_card(data).faces[0].oracle_text == "Create two 1/1 red Goblin creature tokens."
    assert related_tokens(data) == [("Goblin", "Token Creature — Goblin")]
    assert related_tokens(recorded("craw_wurm")) == []


def test_an_error_object_is_not_read_as_a_card():
    with pytest.raises(ScryfallError, match="expected a Scryfall card object, found 'error'"):
        oracle_card(recorded("not_found"))


# ---------------------------------------------------------------- the client

def test_fetch_asks_for_the_exact_name_with_the_sandbox_user_agent_and_accept(tmp_path):
    fake = FakeScryfall(CARDS)
    fetched = client_for(fake, tmp_path).card("Craw Wurm")
    assert fetched.name == "Craw Wurm" and not fetched.from_cache
    (request,) = fake.requests
    assert request.url.host == "api.scryfall.com" and request.url.scheme == "https"
    assert request.url.params["exact"] == "Craw Wurm"
    assert request.headers["User-Agent"].startswith("MTGSandbox/")
    assert "application/json" in request.headers["Accept"]


def test_cache_hit_makes_no_request_and_works_offline(tmp_path):
    fake = FakeScryfall(CARDS)
    client_for(fake, tmp_path).card("Delver of Secrets")
    assert len(fake.requests) == 1
    offline = FakeScryfall({}, error=httpx.ConnectError("no network"))
    again = client_for(offline, tmp_path)
    # any case, the front face's name or the full name: all from the cache, no request
    for name in ("delver of secrets", "Insectile Aberration", "Delver of Secrets // Insectile Aberration"):
        hit = again.card(name)
        assert hit.from_cache and hit.name == "Delver of Secrets // Insectile Aberration"
    assert offline.requests == [] and again.requests == 0


def test_refresh_asks_again_even_when_cached(tmp_path):
    fake = FakeScryfall(CARDS)
    client = client_for(fake, tmp_path)
    client.card("Craw Wurm")
    assert not client.card("Craw Wurm", refresh=True).from_cache
    assert len(fake.requests) == 2


def test_calls_are_spaced_at_least_half_a_second(tmp_path):
    clock = Clock()
    client = client_for(FakeScryfall(CARDS), tmp_path, clock)
    client.card("Craw Wurm")
    clock.now += 0.1
    client.card("Dragon Fodder")
    assert clock.slept == [pytest.approx(SPACING - 0.1)]


def test_unknown_name_gives_scryfall_details_and_caches_nothing(tmp_path):
    fake = FakeScryfall(CARDS)
    with pytest.raises(CardNotFound) as e:
        client_for(fake, tmp_path).card("Doubling Seasn")
    assert str(e.value) == "no card named 'Doubling Seasn' on Scryfall (No cards found matching “Doubling Seasn”)"
    assert e.value.suggestion is None
    # the exact look-up, then the fuzzy one to offer a name
    assert [dict(r.url.params) for r in fake.requests] == [{"exact": "Doubling Seasn"}, {"fuzzy": "Doubling Seasn"}]
    assert not list(tmp_path.glob("*.json"))


def test_unknown_name_offers_the_fuzzy_match_but_does_not_take_it(tmp_path):
    fake = FakeScryfall(CARDS, fuzzy={"craw wrm": "craw_wurm"})
    with pytest.raises(CardNotFound, match=r"no card named 'Craw Wrm' on Scryfall; did you mean 'Craw Wurm'\?") as e:
        client_for(fake, tmp_path).card("Craw Wrm")
    assert e.value.suggestion == "Craw Wurm"
    assert Cache(tmp_path).get("Craw Wurm") is None


def test_ambiguous_fuzzy_name_says_so(tmp_path):
    with pytest.raises(CardNotFound, match="Too many cards match ambiguous name “bolt”"):
        client_for(FakeScryfall(CARDS), tmp_path).card("bolt")


def test_no_network_is_one_clear_line(tmp_path):
    fake = FakeScryfall(CARDS, error=httpx.ConnectError("[Errno -3] Temporary failure in name resolution"))
    with pytest.raises(ScryfallError) as e:
        client_for(fake, tmp_path).card("Craw Wurm")
    assert str(e.value).startswith("can't reach Scryfall (https://api.scryfall.com): no network?")
    assert "\n" not in str(e.value)


def test_timeout_is_one_clear_line(tmp_path):
    fake = FakeScryfall(CARDS, error=httpx.ReadTimeout("timed out"))
    with pytest.raises(ScryfallError, match="Scryfall did not answer in time"):
        client_for(fake, tmp_path).card("Craw Wurm")


def test_429_stops_and_no_request_is_made_for_30_seconds(tmp_path):
    clock = Clock()
    fake = FakeScryfall(CARDS, status=429)
    with pytest.raises(RateLimited, match="HTTP 429"):
        client_for(fake, tmp_path, clock).card("Craw Wurm")
    assert len(fake.requests) == 1  # no retry
    later = FakeScryfall(CARDS)
    clock.now += RATE_LIMIT_PAUSE - 1  # even a new client (another run) waits out the pause
    with pytest.raises(RateLimited, match="wait 1 more seconds"):
        client_for(later, tmp_path, clock).card("Craw Wurm")
    assert later.requests == []
    clock.now += 2
    assert client_for(later, tmp_path, clock).card("Craw Wurm").name == "Craw Wurm"


# ---------------------------------------------------------------- into the user's card folder

def test_a_built_in_name_is_not_fetched(tmp_path):
    fake = FakeScryfall(CARDS)
    outcome = fetch_into_folder("Young Pyromancer", client_for(fake, tmp_path), tmp_path / "cards")
    assert outcome.saved is None and "a built-in card already" in outcome.message
    assert fake.requests == []


def test_a_refused_card_is_not_saved_and_its_sentence_is_named(tmp_path):
    outcome = fetch_into_folder("Shahrazad", client_for(FakeScryfall(CARDS), tmp_path), tmp_path / "cards")
    assert outcome.saved is None
    assert "Players play a Magic subgame" in outcome.message and outcome.refused
    assert not (tmp_path / "cards").exists()


def test_an_unknown_name_is_an_outcome_not_a_stop(tmp_path):
    outcome = fetch_into_folder("Doubling Seasn", client_for(FakeScryfall(CARDS), tmp_path), tmp_path / "cards")
    assert outcome.saved is None and "no card named 'Doubling Seasn' on Scryfall" in outcome.message


def test_card_table_keeps_the_source_and_a_color_indicator():
    fetched = Fetched(recorded("dryad_arbor"), "2026-12-01T06:00:00+00:00")
    table = card_table({"name": "Dryad Arbor", "type_line": "Land Creature — Forest Dryad", "power": 1, "toughness": 1},
                       fetched)
    assert table["colors"] == ["G"]  # no mana cost, green by its color indicator (CR 202.2e)
    assert table["oracle"].startswith("(Dryad Arbor isn't a spell")
    assert table["note"] == "Scryfall https://scryfall.com/card/test/105/dryad-arbor, fetched 2026-12-01T06:00:00+00:00"


def test_712_card_table_of_a_transform_card_with_a_textless_front_keeps_the_back_text_on_the_back():
    data = recorded("village_messenger")
    data["card_faces"][0]["oracle_text"] = ""
    back = {"name": "Moonrise Intruder", "type_line": "Creature — Werewolf", "oracle": "Menace"}
    table = card_table({"name": "Village Messenger", "type_line": "Creature — Human Werewolf", "back": back},
                       Fetched(data, "2026-12-01T06:00:00+00:00"))
    assert table["oracle"] == "" and table["back"]["oracle"] == "Menace"


# ---------------------------------------------------------------- the user's card folder at start

def test_user_cards_load_after_built_ins_and_never_redefine_one(tmp_path):
    (tmp_path / "wurm.toml").write_text('[[card]]\nname = "Craw Wurm"\nmana_cost = "{4}{G}{G}"\n'
                                        'type_line = "Creature — Wurm"\npower = 6\ntoughness = 4\n', encoding="utf-8")
    (tmp_path / "bears.toml").write_text('[[card]]\nname = "Grizzly Bears"\ntype_line = "Creature — Bear"\n'
                                         'power = 5\ntoughness = 5\n', encoding="utf-8")
    (tmp_path / "broken.toml").write_text('[[card]\nname = "x"\n', encoding="utf-8")
    db = builtin_library().copy()
    problems = load_user_cards(db, tmp_path)
    assert db.get("Craw Wurm").chars.power == 6
    assert db.get("Grizzly Bears").chars.power == 2  # the built-in one stays
    assert len(problems) == 2
    assert problems[0].endswith("bears.toml: 'Grizzly Bears' is a card of the library now, and the library's is used "
                                "(this file's differs in mana_cost, colors, power, toughness); its other cards load")
    assert "broken.toml: skipped:" in problems[1] and "not valid TOML" in problems[1]


def test_a_user_file_loads_after_the_library_gains_one_of_its_cards(tmp_path):
    """A file written when the library didn't have Grizzly Bears: defined as the library
    defines it, the library's card is used silently; defined differently, the library's is
    used and the difference said once; either way the file's other cards load."""
    wurm = '[[card]]\nname = "Old Wurm"\nmana_cost = "{4}{G}{G}"\ntype_line = "Creature — Wurm"\npower = 6\ntoughness = 4\n'
    same = '[[card]]\nname = "Grizzly Bears"\nmana_cost = "{1}{G}"\ntype_line = "Creature — Bear"\npower = 2\ntoughness = 2\n'
    (tmp_path / "same.toml").write_text(same + wurm, encoding="utf-8")
    (tmp_path / "other.toml").write_text(same.replace("power = 2", "power = 3")
                                         + wurm.replace("Old Wurm", "Older Wurm"), encoding="utf-8")
    db = builtin_library().copy()
    problems = load_user_cards(db, tmp_path)
    assert db.get("Old Wurm").chars.power == 6 and db.get("Older Wurm").chars.power == 6
    assert db.get("Grizzly Bears").chars.power == 2
    assert len(problems) == 1, problems
    assert "other.toml: 'Grizzly Bears' is a card of the library now" in problems[0]
    assert "differs in power)" in problems[0]


def test_a_missing_user_folder_is_no_problem(tmp_path):
    db = CardDB()
    assert load_user_cards(db, tmp_path / "nowhere") == [] and len(db) == 0


# ---------------------------------------------------------------- mtg-sandbox cards fetch

def test_cards_fetch_prints_progress_and_a_summary(tmp_path, capsys):
    client = client_for(FakeScryfall(CARDS), tmp_path / "cache")
    code = fetch_cards(["Shahrazad", "Doubling Seasn"], client, tmp_path / "cards")
    out = capsys.readouterr().out.splitlines()
    assert code == 1
    assert out[0] == "[1/2] Shahrazad" and out[1].startswith("  Shahrazad: refused, not saved:")
    assert out[2] == "[2/2] Doubling Seasn" and "no card named 'Doubling Seasn'" in out[3]
    assert out[4] == f"0 saved, 2 not saved (card folder: {tmp_path / 'cards'})"


def test_cards_fetch_stops_at_no_network_and_counts_the_rest(tmp_path, capsys):
    client = client_for(FakeScryfall(CARDS, error=httpx.ConnectError("down")), tmp_path / "cache")
    assert fetch_cards(["Craw Wurm", "Dragon Fodder"], client, tmp_path / "cards") == 2
    out = capsys.readouterr().out.splitlines()
    assert out[1].startswith("  stopped: can't reach Scryfall")
    assert out[2] == "0 saved, 0 not saved, 2 not tried"


def test_cards_fetch_offline_uses_only_the_cache(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("MTG_SANDBOX_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setenv("MTG_SANDBOX_DATA_DIR", str(tmp_path / "data"))
    Cache(tmp_path / "cache" / "scryfall").put(Fetched(recorded("shahrazad"), "2026-12-01T06:00:00+00:00"))
    assert main(["cards", "fetch", "--offline", "Shahrazad", "Craw Wurm"]) == 1
    out = capsys.readouterr().out
    assert "Shahrazad: refused, not saved" in out
    assert "Craw Wurm: not in the cache (offline: no request made)" in out


# ---------------------------------------------------------------- fetched, compiled, saved, played

@pytest.fixture
def user_library(tmp_path, monkeypatch):
    """The user's card folder in a temporary data folder, and a library that loads it afresh."""
    monkeypatch.setenv("MTG_SANDBOX_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr(library_module, "_LIBRARY", None)
    return tmp_path / "data" / "cards"


def test_a_fetched_token_maker_is_saved_with_its_source_and_its_token(tmp_path, user_library):
    outcome = fetch_into_folder("dragon fodder", client_for(FakeScryfall(CARDS), tmp_path / "cache"))
    assert outcome.saved == user_library / "dragon-fodder.toml"
    text = outcome.saved.read_text(encoding="utf-8")
    assert text.startswith("# Compiled from its Oracle text") and text.count("#") == 1  # nothing fetched in comments
    fodder, goblin = tomllib.loads(text)["card"]
    assert fodder["oracle"] == "Create two 1/1 red Goblin creature tokens."
    assert fodder["note"].startswith("Scryfall https://scryfall.com/card/test/102/dragon-fodder, fetched 20")
    assert goblin["name"] == "Goblin Token" and goblin["token"] is True


def test_111_1_a_fetched_token_maker_loads_at_start_and_makes_its_tokens_on_a_board(tmp_path, user_library, monkeypatch):
    fetch_into_folder("Dragon Fodder", client_for(FakeScryfall(CARDS), tmp_path / "cache"))
    monkeypatch.setattr(library_module, "_LIBRARY", None)  # the next start
    game = board('[[player]]\nhand = ["Dragon Fodder"]\nbattlefield = ["Mountain", "Mountain"]\n[[player]]\n')
    game.perform(Cast(find(game, "Dragon Fodder", "hand")))
    resolve_stack(game)
    goblins = [o for o in game.state.battlefield if game.chars(o).name == "Goblin Token"]
    assert len(goblins) == 2
    assert all((game.chars(o).power, game.chars(o).toughness, game.chars(o).colors) == (1, 1, frozenset({"R"}))
               for o in goblins)


def test_a_vanilla_creature_fetched_is_listed_by_the_cards_command_in_a_new_process(tmp_path):
    env = {**os.environ, "MTG_SANDBOX_DATA_DIR": str(tmp_path / "data"), "MTG_SANDBOX_CACHE_DIR": str(tmp_path / "cache")}
    outcome = fetch_into_folder("Craw Wurm", client_for(FakeScryfall(CARDS), tmp_path / "cache"), tmp_path / "data" / "cards")
    assert outcome.saved is not None and outcome.message.endswith("(from Scryfall)")
    run = subprocess.run([sys.executable, "-m", "sandbox.cli", "cards", "wurm"], env=env, capture_output=True,
                         text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    assert run.stdout.splitlines()[0].split() == ["Craw", "Wurm", "{4}{G}{G}", "Creature", "—", "Wurm", "6/4"]


def test_712_a_double_faced_card_the_compiler_refuses_is_not_saved_but_stays_cached(tmp_path, user_library):
    # (Delver of Secrets is a built-in card now: an empty library stands for the built-in one here)
    outcome = fetch_into_folder("Delver of Secrets", client_for(FakeScryfall(CARDS), tmp_path / "cache"),
                                builtin=CardDB())
    assert outcome.saved is None
    assert "look at the top card of your library" in outcome.message  # the front face's line it doesn't understand
    assert not user_library.exists()
    assert Cache(tmp_path / "cache").get("Insectile Aberration") is not None


def test_712_a_transform_card_whose_faces_compile_is_saved_with_its_back_face(tmp_path, user_library):
    outcome = fetch_into_folder("Village Messenger", client_for(FakeScryfall(CARDS), tmp_path / "cache"))
    assert outcome.saved == user_library / "village-messenger.toml", outcome.message
    (table,) = tomllib.loads(outcome.saved.read_text(encoding="utf-8"))["card"]
    assert (table["name"], table["mana_cost"], table["back"]["name"]) == ("Village Messenger", "{R}", "Moonrise Intruder")
    assert table["back"]["colors"] == ["R"] and "mana_cost" not in table["back"]
    assert table["back"]["abilities"][0] == "Menace"


def test_712_a_fetched_transform_card_loads_with_its_back_face_and_transforms_on_a_board(tmp_path, user_library,
                                                                                        monkeypatch):
    fetch_into_folder("Village Messenger", client_for(FakeScryfall(CARDS), tmp_path / "cache"))
    monkeypatch.setattr(library_module, "_LIBRARY", None)  # the next start
    card = library_module.library().get("Village Messenger")
    assert card.back is not None
    assert (card.back.name, card.back.power, card.back.toughness, card.back.colors) == \
        ("Moonrise Intruder", 2, 2, frozenset({"R"}))
    game = board('[game]\nturn = 3\nstep = "main1"\n[[player]]\nbattlefield = ["Village Messenger"]\n'
                 'library = ["Island", "Island", "Island"]\n[[player]]\nlibrary = ["Island", "Island", "Island"]\n')
    messenger = find(game, "Village Messenger")
    play_until(game, lambda g: g.state.turn == 4 and g.state.step == "draw")  # no spells in turn 3: it transforms
    assert game.chars(messenger).name == "Moonrise Intruder"


def test_two_fetched_cards_that_make_the_same_token_both_load(tmp_path):
    goblin = {"name": "Goblin Token", "token": True, "colors": ["R"], "type_line": "Creature — Goblin",
              "power": 1, "toughness": 1}
    def maker(name: str) -> dict:
        return {"name": name, "type_line": "Sorcery", "mana_cost": "{1}{R}",
                "effects": [{"create_token": {"token": "Goblin Token", "count": 2}}]}

    save_card_file([maker("Dragon Fodder"), goblin], Fetched(recorded("dragon_fodder"), "2026-12-01"), tmp_path)
    save_card_file([maker("Goblin Maker"), goblin], Fetched(recorded("dragon_fodder"), "2026-12-01"), tmp_path)
    db = builtin_library().copy()
    assert load_user_cards(db, tmp_path) == []
    assert "Dragon Fodder" in db and "Goblin Maker" in db and db.get("Goblin Token").token


def test_the_cards_command_warns_about_user_card_files_it_skipped(user_library, capsys):
    user_library.mkdir(parents=True)
    (user_library / "bears.toml").write_text('[[card]]\nname = "Grizzly Bears"\ntype_line = "Creature — Bear"\n'
                                             'power = 5\ntoughness = 5\n', encoding="utf-8")
    assert main(["cards", "Grizzly"]) == 0
    out, err = capsys.readouterr()
    assert "Grizzly Bears" in out and "2/2" in out
    assert err.startswith("warning: ") and "bears.toml: 'Grizzly Bears' is a card of the library now" in err


def test_a_server_error_object_and_a_non_json_answer_are_one_line_each(tmp_path):
    def server(request: httpx.Request) -> httpx.Response:
        if request.url.params.get("exact") == "Craw Wurm":
            return httpx.Response(503, json={"object": "error", "status": 503, "code": "unavailable",
                                             "details": "Scryfall is down for maintenance."})
        return httpx.Response(502, text="<html>Bad gateway</html>")
    client = Client(Cache(tmp_path), transport=httpx.MockTransport(server), sleep=lambda s: None)
    with pytest.raises(ScryfallError, match=r"^Scryfall answered HTTP 503: Scryfall is down for maintenance\.$"):
        client.card("Craw Wurm")
    with pytest.raises(ScryfallError, match=r"^Scryfall answered HTTP 502 with something that isn't JSON$"):
        client.card("Dragon Fodder")
    assert Cache(tmp_path).get("Craw Wurm") is None


def test_an_unreadable_cache_entry_counts_as_missing(tmp_path):
    fake = FakeScryfall(CARDS)
    client_for(fake, tmp_path).card("Craw Wurm")
    for entry in tmp_path.glob("*.json"):
        entry.write_text("{not json", encoding="utf-8")
    assert Cache(tmp_path).get("Craw Wurm") is None
    assert not client_for(fake, tmp_path).card("Craw Wurm").from_cache  # fetched again, and cached again
    assert Cache(tmp_path).get("Craw Wurm") is not None


def test_709_a_fetched_split_card_is_saved_with_both_halves_and_casts_one_on_a_board(tmp_path, user_library, monkeypatch):
    card = oracle_card(recorded("wax_wane"))
    assert card.layout == "split" and [f.name for f in card.faces] == ["Wax", "Wane"]
    outcome = fetch_into_folder("Wax // Wane", client_for(FakeScryfall(CARDS), tmp_path / "cache"))
    assert outcome.saved is not None, outcome.message
    (table,) = tomllib.loads(outcome.saved.read_text(encoding="utf-8"))["card"]
    assert table["name"] == "Wax // Wane" and [h["name"] for h in table["halves"]] == ["Wax", "Wane"]
    monkeypatch.setattr(library_module, "_LIBRARY", None)  # the next start
    game = board('[game]\nturn = 3\nstep = "main1"\n[[player]]\nhand = ["Wax // Wane"]\nbattlefield = ["Plains"]\n'
                 '[[player]]\nbattlefield = ["Glorious Anthem"]\n')
    game.perform(Cast(find(game, "Wax // Wane", "hand"), half=1, targets=(find(game, "Glorious Anthem"),)))
    resolve_stack(game)
    assert [game.chars(o).name for o in game.state.zone("graveyard", 1)] == ["Glorious Anthem"]


def test_715_a_fetched_adventurer_card_is_saved_with_its_adventure_and_goes_on_one(tmp_path, user_library, monkeypatch):
    card = oracle_card(recorded("ardenvale_tactician"))
    assert card.layout == "adventure" and [f.name for f in card.faces] == ["Ardenvale Tactician", "Dizzying Swoop"]
    outcome = fetch_into_folder("Ardenvale Tactician", client_for(FakeScryfall(CARDS), tmp_path / "cache"))
    assert outcome.saved is not None, outcome.message
    (table,) = tomllib.loads(outcome.saved.read_text(encoding="utf-8"))["card"]
    assert (table["name"], table["power"], table["adventure"]["name"]) == ("Ardenvale Tactician", 2, "Dizzying Swoop")
    monkeypatch.setattr(library_module, "_LIBRARY", None)  # the next start
    game = board('[game]\nturn = 3\nstep = "main1"\n[[player]]\nhand = ["Ardenvale Tactician"]\n'
                 'battlefield = ["Plains", "Plains"]\n[[player]]\nbattlefield = ["Grizzly Bears"]\n')
    bears = find(game, "Grizzly Bears")
    game.perform(Cast(find(game, "Ardenvale Tactician", "hand"), half=1, targets=(bears,)))
    resolve_stack(game)
    assert game.obj(bears).tapped
    assert [game.chars(o).name for o in game.state.zone("exile", 0)] == ["Ardenvale Tactician"]  # 715.3d
