"""Links planted in the user's folders are never written through (issue 30, item 7): every
file is written to a fresh temporary file beside it, then renamed over it."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from sandbox.cards.scryfall import Cache, Fetched
from sandbox.cli import main
from sandbox.files import open_for_append, write_atomically
from tests.conftest import board
from widgets.journal import Journal

DATA = Path(__file__).parents[1] / "scryfall" / "data"


@pytest.fixture
def victim(tmp_path) -> Path:
    target = tmp_path / "victim.txt"
    target.write_text("precious", encoding="utf-8")
    return target


def _plant(link: Path, target: Path) -> None:
    link.parent.mkdir(parents=True, exist_ok=True)
    link.symlink_to(target)


def test_cards_fetch_writes_no_file_through_a_link_planted_at_its_temporary_name(tmp_path, victim, monkeypatch, capsys):
    monkeypatch.setenv("MTG_SANDBOX_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setenv("MTG_SANDBOX_DATA_DIR", str(tmp_path / "data"))
    wurm = json.loads((DATA / "craw_wurm.json").read_text(encoding="utf-8"))
    Cache(tmp_path / "cache" / "scryfall").put(Fetched(wurm, "2026-12-01T06:00:00+00:00"))
    cards = tmp_path / "data" / "cards"
    for name in ("craw-wurm.tmp", "craw-wurm.toml.tmp", ".craw-wurm.toml.tmp"):
        _plant(cards / name, victim)
    assert main(["cards", "fetch", "--offline", "Craw Wurm"]) == 0
    assert "1 saved" in capsys.readouterr().out
    assert victim.read_text(encoding="utf-8") == "precious"
    assert (cards / "craw-wurm.toml").is_file() and not (cards / "craw-wurm.toml").is_symlink()


def test_a_link_at_the_file_itself_is_replaced_not_written_through(tmp_path, victim):
    _plant(tmp_path / "card.toml", victim)
    write_atomically(tmp_path / "card.toml", "new")
    assert victim.read_text(encoding="utf-8") == "precious"
    assert (tmp_path / "card.toml").read_text(encoding="utf-8") == "new"
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []


def test_appending_refuses_a_link(tmp_path, victim):
    _plant(tmp_path / "session.json", victim)
    with pytest.raises(OSError):
        os.close(open_for_append(tmp_path / "session.json"))
    assert victim.read_text(encoding="utf-8") == "precious"


def test_the_session_journal_writes_no_file_through_links_planted_beside_it(tmp_path, victim):
    data = tmp_path / "data"
    for name in ("session.tmp", "session.json.tmp"):
        _plant(data / name, victim)
    journal = Journal(data / "session.json")
    journal.start(board("[[player]]\nbattlefield = [\"Forest\"]\n[[player]]\n"), "<test>")
    journal.close()
    assert victim.read_text(encoding="utf-8") == "precious"
    assert json.loads((data / "session.json").read_text(encoding="utf-8").splitlines()[0])["journal"] == 2
