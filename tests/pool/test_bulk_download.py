"""Scryfall's bulk file downloaded (issue 31, item 1) through a mock transport: the bulk-data
list, a download only when Scryfall's file is newer, a download cut short resumed with an
HTTP Range, and one line for an answer that isn't Scryfall's. No network."""

from __future__ import annotations

import functools
import json
from pathlib import Path

import httpx
import pytest

from sandbox.cards import scryfall
from sandbox.cards.scryfall import ScryfallError, download_bulk
from sandbox.cli import main

BULK = (Path(__file__).parent / "data" / "oracle-cards.json").read_bytes()
ADDRESS = "https://data.scryfall.io/oracle-cards/oracle-cards-20261204.json"


class FakeBulk:
    """``GET /bulk-data`` and the file itself; ``cut`` bytes sent before the connection drops."""

    def __init__(self, updated: str = "2026-12-04T09:00:00.000+00:00", cut: int | None = None, index: object = None):
        self.updated, self.cut, self.index = updated, cut, index
        self.requests: list[httpx.Request] = []

    def __call__(self, request: httpx.Request) -> httpx.Response:
        self.requests.append(request)
        if request.url.path == "/bulk-data":
            body = self.index if self.index is not None else {"object": "list", "has_more": False, "data": [
                {"object": "bulk_data", "type": "default_cards", "download_uri": ADDRESS.replace("oracle", "default"),
                 "updated_at": self.updated, "size": 1},
                {"object": "bulk_data", "type": "oracle_cards", "download_uri": ADDRESS, "updated_at": self.updated,
                 "size": len(BULK), "content_type": "application/json", "content_encoding": "gzip"}]}
            return httpx.Response(200, json=body)
        assert str(request.url) == ADDRESS
        start = int(request.headers["Range"].removeprefix("bytes=").rstrip("-")) if "Range" in request.headers else 0
        body = BULK[start:]
        status = 206 if start else 200
        if self.cut is not None:
            cut, self.cut = self.cut, None

            def broken():
                yield body[:cut]
                raise httpx.ReadError("connection reset")
            return httpx.Response(status, stream=_Broken(broken()))
        return httpx.Response(status, content=body)


class _Broken(httpx.SyncByteStream):
    def __init__(self, chunks):
        self.chunks = chunks

    def __iter__(self):
        yield from self.chunks


def test_the_oracle_cards_file_is_downloaded_once_then_only_when_newer(tmp_path):
    fake = FakeBulk()
    transport = httpx.MockTransport(fake)
    path, fresh = download_bulk(transport, tmp_path)
    assert fresh and path.read_bytes() == BULK
    assert all(r.headers["User-Agent"].startswith("MTGSandbox/") for r in fake.requests)
    assert download_bulk(transport, tmp_path) == (path, False)
    assert [r.url.path for r in fake.requests] == ["/bulk-data", "/oracle-cards/oracle-cards-20261204.json", "/bulk-data"]
    fake.updated = "2026-12-05T09:00:00.000+00:00"
    assert download_bulk(transport, tmp_path) == (path, True)


def test_a_download_cut_short_resumes_where_it_stopped(tmp_path):
    fake = FakeBulk(cut=1000)
    transport = httpx.MockTransport(fake)
    with pytest.raises(ScryfallError, match="stopped at 1,000 bytes .* run the sync again to resume it"):
        download_bulk(transport, tmp_path)
    assert (tmp_path / "oracle_cards.json.part").stat().st_size == 1000
    assert not (tmp_path / "oracle_cards.json").exists()
    seen: list[tuple[int, int]] = []
    path, fresh = download_bulk(transport, tmp_path, progress=lambda have, total: seen.append((have, total)))
    assert fresh and path.read_bytes() == BULK
    assert fake.requests[-1].headers["Range"] == "bytes=1000-"
    assert seen[-1] == (len(BULK), len(BULK))


@pytest.mark.parametrize("index", [{"object": "error", "details": "x"}, {"object": "list", "data": []},
                                   {"object": "list", "data": [{"type": "oracle_cards", "download_uri": "http://x/\n"}]}])
def test_an_answer_that_is_not_scryfalls_bulk_list_is_one_line(tmp_path, index):
    with pytest.raises(ScryfallError) as e:
        download_bulk(httpx.MockTransport(FakeBulk(index=index)), tmp_path)
    assert "\n" not in str(e.value)


def test_cards_sync_without_a_file_downloads_then_syncs(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("MTG_SANDBOX_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("MTG_SANDBOX_CACHE_DIR", str(tmp_path / "cache"))
    mock = httpx.MockTransport(FakeBulk())
    monkeypatch.setattr(scryfall, "download_bulk", functools.partial(scryfall.download_bulk, mock))
    assert main(["cards", "sync", "--jobs", "1"]) == 0
    assert (tmp_path / "cache" / "bulk" / "oracle_cards.json").read_bytes() == BULK
    assert capsys.readouterr().out.startswith("30 objects read: ")
    assert main(["cards", "sync", "--jobs", "1"]) == 0
    out = capsys.readouterr().out
    assert "Scryfall's file is no newer; not downloaded" in out and "(0 compiled now, 29 unchanged)" in out
    assert json.loads((tmp_path / "cache" / "bulk" / "oracle_cards.meta.json").read_text())["updated_at"].startswith("2026-12-04")
