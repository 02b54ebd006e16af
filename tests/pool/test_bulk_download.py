"""Scryfall's bulk file downloaded (issue 31, item 1) through a mock transport: the bulk-data
list, a download only when Scryfall's file is newer, a download cut short resumed with an
HTTP Range, and one line for an answer that isn't Scryfall's. No network."""

from __future__ import annotations

import functools
import gzip
import json
from pathlib import Path

import httpx
import pytest

from sandbox.cards import pool, scryfall
from sandbox.cards.scryfall import RateLimited, ScryfallError, download_bulk, open_bulk
from sandbox.cli import main

BULK = (Path(__file__).parent / "data" / "oracle-cards.json").read_bytes()
ADDRESS = "https://data.scryfall.io/oracle-cards/oracle-cards-20261204.json"


class FakeBulk:
    """``GET /bulk-data`` and the file itself; ``cut`` bytes sent before the connection drops."""

    def __init__(self, updated: str = "2026-12-04T09:00:00.000+00:00", cut: int | None = None, index: object = None,
                 file: bytes = BULK, gzipped: bool = False, status: int = 200):
        self.updated, self.cut, self.index, self.status = updated, cut, index, status
        self.gzipped = gzipped
        self.file = gzip.compress(file) if gzipped else file
        self.requests: list[httpx.Request] = []

    def __call__(self, request: httpx.Request) -> httpx.Response:
        self.requests.append(request)
        if request.url.path == "/bulk-data":
            if self.status != 200:
                return httpx.Response(self.status, json={"object": "error", "status": self.status, "details": "slow down"})
            body = self.index if self.index is not None else {"object": "list", "has_more": False, "data": [
                {"object": "bulk_data", "type": "default_cards", "download_uri": ADDRESS.replace("oracle", "default"),
                 "updated_at": self.updated, "size": 1},
                {"object": "bulk_data", "type": "oracle_cards", "download_uri": ADDRESS, "updated_at": self.updated,
                 "size": len(BULK), "content_type": "application/json", "content_encoding": "gzip"}]}
            return httpx.Response(200, json=body)
        assert str(request.url) == ADDRESS
        start = int(request.headers["Range"].removeprefix("bytes=").rstrip("-")) if "Range" in request.headers else 0
        body = self.file[start:]
        status = 206 if start else 200
        headers = {"Content-Encoding": "gzip"} if self.gzipped else {}
        if self.cut is not None:
            cut, self.cut = self.cut, None

            def broken():
                yield body[:cut]
                raise httpx.ReadError("connection reset")
            return httpx.Response(status, stream=_Broken(broken()), headers=headers)
        return httpx.Response(status, stream=httpx.ByteStream(body), headers=headers)  # as the network gives it


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


def test_a_gzip_download_cut_short_resumes_in_the_bytes_sent_and_reads_as_the_cards(tmp_path):
    """The server compresses the file (Scryfall's bulk files are sent gzip-encoded): it is kept
    as sent, so a Range after a cut counts the same bytes, and read decompressed as a stream."""
    fake = FakeBulk(cut=700, gzipped=True)
    transport = httpx.MockTransport(fake)
    with pytest.raises(ScryfallError, match="stopped at 700 bytes"):
        download_bulk(transport, tmp_path)
    path, fresh = download_bulk(transport, tmp_path)
    assert fake.requests[-1].headers["Range"] == "bytes=700-"
    assert fresh and path.read_bytes() == fake.file
    stream, raw = open_bulk(path)
    with raw, stream:
        assert list(pool.iter_bulk(stream)) == json.loads(BULK)
        assert raw.tell() == len(fake.file)


def test_a_damaged_download_is_one_line_and_downloaded_again_by_the_next_sync(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("MTG_SANDBOX_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("MTG_SANDBOX_CACHE_DIR", str(tmp_path / "cache"))
    fake = FakeBulk(file=BULK[:3000])  # sent whole, but cut short at the source
    monkeypatch.setattr(scryfall, "download_bulk", functools.partial(scryfall.download_bulk, httpx.MockTransport(fake)))
    assert main(["cards", "sync", "--jobs", "1"]) == 2
    err = capsys.readouterr().err
    assert "cut short after card" in err and "the downloaded file is removed: run cards sync again" in err
    assert len(err.strip().splitlines()) == 1
    fake.file = BULK
    assert main(["cards", "sync", "--jobs", "1"]) == 0
    assert capsys.readouterr().out.startswith("30 objects read: ")
    assert [r.url.path for r in fake.requests].count("/oracle-cards/oracle-cards-20261204.json") == 2


def test_http_429_on_the_bulk_list_pauses_every_request_for_30_seconds(tmp_path):
    fake = FakeBulk(status=429)
    transport = httpx.MockTransport(fake)
    with pytest.raises(RateLimited, match="HTTP 429"):
        download_bulk(transport, tmp_path / "bulk")
    with pytest.raises(RateLimited, match="wait 30 more seconds"):
        download_bulk(transport, tmp_path / "bulk")
    assert len(fake.requests) == 1
