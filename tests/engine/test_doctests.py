"""The engine's docstring examples run (STYLE.md 7)."""

import doctest

import sandbox
import sandbox.cards
import sandbox.mana


def test_engine_docstring_examples_pass():
    for module in (sandbox, sandbox.mana, sandbox.cards):
        result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
        assert result.failed == 0, f"{module.__name__}: {result.failed} doctest(s) failed"
        assert result.attempted > 0, f"{module.__name__} has no examples"
