"""The engine's docstring examples run (STYLE.md 7)."""

import doctest

import sandbox
import sandbox.cards.filters
import sandbox.cards.model
import sandbox.symbols


def test_engine_docstring_examples_pass():
    for module in (sandbox, sandbox.symbols, sandbox.cards.model, sandbox.cards.filters):
        result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
        assert result.failed == 0, f"{module.__name__}: {result.failed} doctest(s) failed"
        assert result.attempted > 0, f"{module.__name__} has no examples"
