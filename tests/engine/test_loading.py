"""Start-up (issue 16): the program's imports run without the garbage collector's passes."""

import gc
import subprocess
import sys

from sandbox.loading import collection_paused


def test_collection_paused_turns_the_collector_off_then_back_on():
    gc.unfreeze()
    assert gc.isenabled() and gc.get_freeze_count() == 0
    with collection_paused():
        assert not gc.isenabled()
        made = [object()]
    assert gc.isenabled()
    assert gc.get_freeze_count() > 0 and made  # what the block made is out of later passes


def test_collection_paused_leaves_a_collector_that_was_off_off():
    gc.disable()
    try:
        with collection_paused():
            assert not gc.isenabled()
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_collection_paused_nested_resumes_only_at_the_outermost():
    with collection_paused():
        with collection_paused():
            pass
        assert not gc.isenabled()
    assert gc.isenabled()


def test_collection_paused_resumes_after_an_error():
    try:
        with collection_paused():
            raise KeyError("x")
    except KeyError:
        pass
    assert gc.isenabled()


def test_importing_the_api_and_the_app_leaves_the_collector_on():
    code = ("import gc, sandbox.cli, sandbox.api, widgets.app\n"
            "print(gc.isenabled(), gc.get_freeze_count() > 10000)\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["True", "True"]


def test_the_library_cache_is_named_by_the_code_that_loads_cards_and_only_by_it():
    """The Oracle compiler and the Scryfall client never run when card files load, so the
    cache's name doesn't read them; the parsers and the card model do count."""
    from sandbox.cards import library

    names = {p.name for p in library.loading_code()}
    assert {"parse.py", "model.py", "filters.py", "library.py"} <= names
    assert "scryfall.py" not in names
    assert not any("oracle" in p.parts for p in library.loading_code())
    code = ("import sys\nfrom sandbox.cards.library import library\n"
            "assert len(library()) > 300\n"
            "print(sorted(m for m in sys.modules if m.startswith(('sandbox.cards.oracle', 'sandbox.cards.scryfall', "
            "'lark', 'httpx'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]", out.stdout
