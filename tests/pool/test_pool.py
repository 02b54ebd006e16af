"""The card pool offline (issue 31): Scryfall's bulk oracle_cards file (a recorded one of 30
cards in its documented shape, with a double-faced card, a split card and a token) read as a
stream, compiled into an index in the data folder, and read back by name. No network."""

from __future__ import annotations

import io
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from sandbox.cards import library as library_module
from sandbox.cards import pool
from sandbox.cards.library import library
from sandbox.cli import main
from sandbox.errors import InvalidActionError

BULK = Path(__file__).parent / "data" / "oracle-cards.json"
CARDS = json.loads(BULK.read_text(encoding="utf-8"))


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("MTG_SANDBOX_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr(library_module, "_LIBRARY", None)
    yield tmp_path / "data"
    library_module._LIBRARY = None


@pytest.mark.parametrize("chunk", [7, 100, 1 << 12])
def test_the_bulk_file_is_read_as_a_stream_of_its_card_objects(monkeypatch, chunk):
    monkeypatch.setattr(pool, "CHUNK", chunk)
    with BULK.open("rb") as stream:
        assert list(pool.iter_bulk(stream)) == CARDS


class _Counted(io.BytesIO):
    """A stream that says how far it has been read."""

    def read(self, size: int | None = -1) -> bytes:
        chunk = super().read(size)
        self.furthest = self.tell()
        return chunk


def test_the_bulk_file_is_read_no_further_than_the_card_taken():
    """Memory bounded: the reader takes the first card having read a few chunks, not the file."""
    big = b"[" + b",".join([BULK.read_bytes().strip()[1:-1]] * 200) + b"]"
    stream = _Counted(big)
    first = next(pool.iter_bulk(stream))
    assert first == CARDS[0]
    assert stream.furthest <= 4 * pool.CHUNK < len(big) // 100


@pytest.mark.parametrize(("data", "error"), [
    (b"", "expected a JSON array of card objects, found nothing"),
    (b'  {"object": "card"}', "expected a JSON array of card objects, found '{'"),
    (BULK.read_bytes()[:5000], "cut short after card 12"),
    (b'[{"name": "A"} {"name": "B"}]', "not JSON .* after card 1"),
    (b'[1]', "card 1 is not an object"),
    (b'[{"name": "A"}] x', "something after the array's end after card 1"),
    (b'[{"name": "\xff"}]', "not UTF-8 text after card 0"),
    (b"[" + b"[" * 100_000, "card 1 opens over 2,000 arrays or objects: nested too deeply"),
    (b'[{"name": "A"}, {"text": "' + b"x" * (3 << 20) + b'"}]', "card 2 is over 1,048,576 bytes"),
], ids=["empty", "object", "cut", "no-comma", "number", "trailing", "latin-1", "deep", "huge"])
def test_a_corrupt_bulk_file_is_one_line(data, error):
    with pytest.raises(pool.PoolError, match=error) as e:
        list(pool.iter_bulk(io.BytesIO(data), "bulk.json"))
    assert str(e.value).startswith("bulk.json: ") and "\n" not in str(e.value)


def test_sync_then_a_synced_card_by_name_in_a_new_process_then_coverage(data_dir, tmp_path, capsys):
    assert main(["cards", "sync", "--from", str(BULK), "--jobs", "2"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("30 objects read: ") and "(29 compiled now, 0 unchanged), 1 not cards" in out
    preset = tmp_path / "fodder.toml"
    preset.write_text('[[player]]\nhand = ["dragon fodder"]\nbattlefield = ["Mountain", "Mountain"]\n[[player]]\n',
                      encoding="utf-8")
    script = tmp_path / "fodder.script"
    script.write_text("use empty\nadd Dragon Fodder to hand\nadd 2 Mountain\ncast Dragon Fodder\nresolve\n"
                      "expect 2 Goblin Token on battlefield\n", encoding="utf-8")
    env = {**os.environ, "MTG_SANDBOX_DATA_DIR": str(data_dir)}
    shown = subprocess.run([sys.executable, "-m", "sandbox.cli", "--text", str(preset)], env=env,
                           capture_output=True, text=True, timeout=120)
    assert shown.returncode == 0, shown.stderr
    assert "Dragon Fodder" in shown.stdout
    ran = subprocess.run([sys.executable, "-m", "sandbox.cli", "run", str(script)], env=env,
                         capture_output=True, text=True, timeout=120)
    assert ran.returncode == 0, ran.stdout + ran.stderr
    assert main(["cards", "coverage", "--format", "json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["cards"] == 29 and report["compiled"] + report["refused"] == 29  # the Goblin token isn't a card
    assert {row["name"] for row in report["by_set"]} >= {"lea", "isd"}
    assert "tm21" not in {row["name"] for row in report["by_set"]}  # the token's set: not a card's
    assert not any(row["shape"].startswith("half 'Fire': ") for row in report["shapes"])  # Fire // Ice compiles (709, 601.2d)
    assert main(["cards", "coverage"]) == 0
    text = capsys.readouterr().out
    assert f"{report['compiled']} of 29 cards compile" in text
    assert "━" in text.split("by set")[0]  # a bar per card type


def test_a_resync_compiles_only_changed_cards_and_a_new_compiler_compiles_all(data_dir, monkeypatch):
    first = pool.sync(CARDS, jobs=1)
    assert (first.read, first.skipped, first.compiled_now, first.reused) == (30, 1, 29, 0)
    changed = [dict(c, oracle_text="Draw a card.") if c["name"] == "Opt" else c for c in CARDS]
    again = pool.sync(changed, jobs=1)
    assert (again.compiled_now, again.reused) == (1, 28)
    assert pool.read_index().cards["opt"].card_tables()[0]["oracle"] == "Draw a card."
    monkeypatch.setattr(pool, "compiler_version", lambda: "another")
    newer = pool.sync(changed, jobs=1)
    assert (newer.compiled_now, newer.reused) == (29, 0)


def test_a_sync_stopped_by_ctrl_c_leaves_the_old_index(data_dir):
    pool.sync(CARDS[:10], jobs=1)
    before = pool.index_path().read_bytes()

    def stop(done: int) -> None:
        if done > 0:
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        pool.sync(CARDS, jobs=1, progress=stop)
    assert pool.index_path().read_bytes() == before


def test_a_refused_pool_card_names_its_refused_lines_and_names_near_misses(data_dir):
    pool.sync(CARDS, jobs=1)
    with pytest.raises(InvalidActionError, match="Shahrazad is in the card pool but its text isn't understood: .*subgame"):
        library().get("shahrazad")
    with pytest.raises(InvalidActionError, match=r"did you mean Young Pyromancer\?"):
        library().get("Young Pyromancr")
    assert library().get("YOUNG PYROMANCER").name == "Young Pyromancer"


def test_a_damaged_index_is_one_line(data_dir, capsys):
    pool.index_path().parent.mkdir(parents=True)
    pool.index_path().write_bytes(b"\x00garbage")
    assert main(["cards", "coverage"]) == 2
    err = capsys.readouterr().err
    assert "not a pool index" in err and len(err.strip().splitlines()) == 1
    assert pool.sync(CARDS[:3], jobs=1).compiled_now == 3  # written anew


def test_batches_compiled_in_processes_give_the_same_index_as_one_process(data_dir, monkeypatch):
    one = pool.sync(CARDS, data_dir / "one.msgpack", jobs=1)
    monkeypatch.setattr(pool, "BATCH", 4)  # 8 batches, up to 4 in flight on 2 processes
    seen: list[int] = []
    two = pool.sync(CARDS, data_dir / "two.msgpack", jobs=2, progress=seen.append)
    assert two.compiled_now == 29 and two.verdicts == one.verdicts
    assert pool.read_index(data_dir / "two.msgpack").cards == pool.read_index(data_dir / "one.msgpack").cards
    assert seen == sorted(seen) and seen[-1] == 29


def test_expect_no_a_face_of_a_pool_card_passes_when_none_is_there(data_dir):
    """A face of a card only the synced pool has (Fire // Ice; a back face likewise, 712.8)
    names something that could be there: `expect no Ice` passes; a name nothing has passes too,
    saying so (no object is named so), and a count above 0 of it is refused."""
    from sandbox.script.scenario import load_scenario
    from sandbox.script.session import Session, run_command
    pool.sync(CARDS, jobs=1)
    session = Session(load_scenario("expect.script", "").game)
    assert run_command(session, "expect no Ice").ok and run_command(session, "expect no Fire").ok
    typo = run_command(session, "expect no Icee")
    assert typo.ok and "no card or object is named so" in typo.message
    one = run_command(session, "expect 1 Icee")
    assert not one.ok and "expected a card or object name" in one.message


def test_ctrl_c_stops_a_sync_on_every_core_cleanly(data_dir, tmp_path):
    """Ctrl+C (SIGINT to the whole process group, as a terminal sends it) while the compiling
    processes work: one line, exit status 130, no traceback from any process, the old index
    kept, and no process left behind."""
    pool.sync(CARDS[:10], jobs=1)
    before = pool.index_path().read_bytes()
    big = tmp_path / "big.json"
    big.write_text(json.dumps([dict(c, name=f"{c['name']} {i}") for i in range(100) for c in CARDS]), encoding="utf-8")
    env = {**os.environ, "MTG_SANDBOX_DATA_DIR": str(data_dir)}
    sync = subprocess.Popen([sys.executable, "-m", "sandbox.cli", "cards", "sync", "--from", str(big), "--jobs", "2"],
                            env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True)
    children = Path(f"/proc/{sync.pid}/task/{sync.pid}/children")
    deadline = time.monotonic() + 60
    while not children.read_text().split() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert children.read_text().split(), "the compiling processes never started"
    time.sleep(1.0)
    os.killpg(sync.pid, signal.SIGINT)
    out, err = sync.communicate(timeout=60)
    assert sync.returncode == 130, out + err
    assert err.strip() == "interrupted" and "Traceback" not in out + err
    assert pool.index_path().read_bytes() == before
    with pytest.raises(ProcessLookupError):
        os.killpg(sync.pid, 0)  # nothing of the group is left


def test_a_pool_card_by_a_misspelt_name_or_a_face_name_in_a_script(data_dir):
    """`add` with a misspelt name offers the pool's near names; a face's name finds its card
    (Scryfall's rule for cards of several faces); a refused card names its lines and offers
    `cards compile --partial --pool NAME`, which the cli has."""
    from sandbox.script.scenario import load_scenario
    from sandbox.script.session import Session, run_command
    pool.sync(CARDS, jobs=1)
    assert "dragon fodder" not in library_module.builtin_library()  # only the pool has it
    session = Session(load_scenario("pool.script", "").game)
    typo = run_command(session, "add Dragon Foder")
    assert not typo.ok and "in the card pool: did you mean Dragon Fodder?" in typo.message
    assert run_command(session, "add DRAGON FODDER to hand").ok
    assert run_command(session, "expect 1 Dragon Fodder in hand").ok
    face = run_command(session, "add Insectile Aberration")
    assert not face.ok and face.message.count("\n") == 0
    assert "Delver of Secrets // Insectile Aberration is in the card pool but its text isn't understood: " \
           "At the beginning of your upkeep" in face.message
    assert "mtg-sandbox cards compile --partial --pool 'Delver of Secrets // Insectile Aberration'" in face.message


def test_cards_compile_partial_from_the_pool(data_dir, capsys):
    pool.sync(CARDS, jobs=1)
    assert main(["cards", "compile", "--pool", "chrome mox"]) == 1
    assert "refused: Imprint — When this artifact enters, you may exile" in capsys.readouterr().out
    assert main(["cards", "compile", "--partial", "--pool", "chrome mox"]) == 0
    out = capsys.readouterr().out
    assert 'name = "Chrome Mox"' in out and "{T}: Add one mana of any of the exiled card's colors." in out  # the line read
    assert main(["cards", "compile", "--pool", "jace beleren"]) == 0  # every line read (606)
    capsys.readouterr()
    assert main(["cards", "compile", "--pool", "jace belern"]) == 2
    assert "no card named 'jace belern' in the card pool (did you mean Jace Beleren?)" in capsys.readouterr().err
    assert main(["cards", "compile", "--pool", "Opt", "Draw a card."]) == 2


def test_card_searches_list_the_pool_cards_the_library_lacks(data_dir, capsys):
    """`mtg-sandbox cards QUERY` and the `cards` command search the pool too (name, type line,
    Oracle text), marking a refused card; the library's own cards aren't listed twice."""
    from sandbox.script.scenario import load_scenario
    from sandbox.script.session import Session, run_command
    pool.sync(CARDS, jobs=1)
    assert main(["cards", "subgame"]) == 0
    out = capsys.readouterr().out
    assert "Shahrazad  {W}{W}  Sorcery  (card pool, refused)" in out
    assert out.strip().endswith("0 card(s) matching 'subgame', 1 more in the card pool")
    assert main(["cards", "goblin"]) == 0
    out = capsys.readouterr().out
    assert "Dragon Fodder  {1}{R}  Sorcery  (card pool)" in out
    assert main(["cards", "pyromancer"]) == 0  # in the library and the pool: listed once, as the library's
    assert capsys.readouterr().out.splitlines()[-2:] == ["Young Pyromancer  {1}{R}  Creature — Human Shaman 2/1",
                                                         "1 card(s) matching 'pyromancer'"]
    found = run_command(Session(load_scenario("cards.script", "").game), "cards goblin creature tokens")
    assert found.ok and "1 more in the card pool" in found.message and "Dragon Fodder" in found.output


async def test_the_command_palette_finds_a_pool_card_and_a_refused_ones_lines(data_dir):
    from widgets.app import make_app
    pool.sync(CARDS, jobs=1)
    app = make_app(flash=0)
    async with app.run_test(size=(160, 48)) as pilot:
        for query, expected in (("card dragon fodd", "Dragon Fodder"),
                                ("card shahrazad", "Shahrazad is in the card pool but its text isn't understood")):
            await pilot.press("ctrl+p")
            await pilot.pause()
            for ch in query:
                await pilot.press(ch if ch != " " else "space")
            await app.workers.wait_for_complete()
            await pilot.pause(0.3)
            await pilot.press("enter")
            for _ in range(20):
                await pilot.pause(0.1)
                if app.game_screen.inspector.text.startswith(expected):
                    break
            assert app.game_screen.inspector.text.startswith(expected)
    assert "Create two 1/1 red Goblin creature tokens." in library().get("Dragon Fodder").oracle
