"""The public APIs: ``sandbox`` for scripting, ``sandbox.api`` for front ends (a superset)."""

import doctest

import sandbox
import sandbox.api
import sandbox.formats.catalogue


def test_api_reexports_the_package_root_and_every_listed_name():
    assert set(sandbox.__all__) <= set(sandbox.api.__all__)
    assert len(set(sandbox.api.__all__)) == len(sandbox.api.__all__)
    for name in sandbox.api.__all__:
        assert getattr(sandbox.api, name) is not None
    for name in sandbox.__all__:
        assert getattr(sandbox.api, name) is getattr(sandbox, name)


def test_api_and_catalogue_examples_pass():
    for module in (sandbox.api, sandbox.formats.catalogue):
        result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
        assert result.failed == 0, f"{module.__name__}: {result.failed} doctest(s) failed"
        assert result.attempted > 0, f"{module.__name__} has no examples"
