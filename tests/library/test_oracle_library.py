"""The Oracle library (sandbox/cards/data/oracle/*.toml): compiled into the generated card file,
kept up to date, and every card exercised on a board by its own scenario (tests/library/cards/)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from sandbox.cards.library import library
from sandbox.cli import main as cli_main
from sandbox.errors import SandboxError
from sandbox.formats import oracle_library

CARDS = Path(__file__).resolve().parent / "cards"
FILES = sorted(p for p in CARDS.iterdir() if p.suffix in (".toml", ".script"))


def _slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")


def test_the_generated_oracle_library_is_up_to_date(capsys):
    assert oracle_library.main(["--check"]) == 0, capsys.readouterr().out


def test_every_oracle_library_card_is_loaded_and_has_a_board_script():
    names = [c["name"] for c in oracle_library.oracle_sources()]
    assert len(names) >= 130
    assert len(list(library())) >= 300  # the target for the whole built-in library
    missing = [n for n in names if not any((CARDS / f"{_slug(n)}{ext}").exists() for ext in (".toml", ".script"))]
    assert not missing, f"no board scenario for {missing}"
    for name in names:
        assert library().get(name).name == name


def test_an_oracle_card_the_compiler_refuses_is_refused_naming_its_sentence():
    source = {"name": "Not Quite Anthem", "type_line": "Enchantment", "mana_cost": "{2}{W}",
              "oracle": "Creatures you control get +1/+1 for as long as you like.", "source": "test"}
    with pytest.raises(SandboxError, match=r"Not Quite Anthem: refused by the Oracle compiler: .*as long as you like"):
        oracle_library.compile_source(source)


SOURCES = oracle_library.oracle_sources()


@pytest.mark.parametrize("source", SOURCES, ids=[c["name"] for c in SOURCES])
def test_each_oracle_library_card_with_an_extra_clause_is_refused(source):
    """A near-miss of each card's text (one unknown clause on its last line) is refused, not
    compiled as the card: the library holds only what the compiler reads exactly."""
    def shouting(oracle: str) -> str:
        lines = (oracle or "Vanilla").split("\n")
        lines[-1] = lines[-1].rstrip(".") + " unless a player shouts."
        return "\n".join(lines)
    if "faces" in source:  # a split card: its last half's last line (709.1)
        near_miss = {**source, "faces": [*source["faces"][:-1], {**source["faces"][-1], "oracle": shouting(source["faces"][-1]["oracle"])}]}
    else:
        near_miss = {**source, "oracle": shouting(source["oracle"])}
    with pytest.raises(SandboxError, match=f"{re.escape(source['name'])}: refused by the Oracle compiler"):
        oracle_library.compile_source(near_miss)


def test_an_oracle_source_with_a_rules_key_is_refused(tmp_path, monkeypatch):
    (tmp_path / "x.toml").write_text('[[card]]\nname = "X"\ntype_line = "Enchantment"\noracle = ""\n'
                                     'source = "t"\neffects = []\n')
    monkeypatch.setattr(oracle_library, "ORACLE_DIR", tmp_path)
    with pytest.raises(SandboxError, match="unknown key 'effects'"):
        oracle_library.oracle_sources()


def test_an_oracle_source_with_a_bare_number_for_power_is_refused_in_one_line(tmp_path, monkeypatch):
    (tmp_path / "x.toml").write_text('[[card]]\nname = "X"\ntype_line = "Creature — Elf"\noracle = ""\n'
                                     'power = 2\ntoughness = "2"\nsource = "t"\n')
    monkeypatch.setattr(oracle_library, "ORACLE_DIR", tmp_path)
    with pytest.raises(SandboxError, match="power must be text as printed") as info:
        oracle_library.oracle_sources()
    assert "\n" not in str(info.value)


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_oracle_library_card_on_a_board(path, capsys):
    code = cli_main(["run", str(path)])
    out = capsys.readouterr().out
    assert code == 0, out
    last = out.strip().splitlines()[-1]
    assert int(last.split()[0]) >= 1 and last.endswith(" 0 failed"), out


@pytest.mark.parametrize("text,kinds", [("Target player draws two cards and loses 2 life.", ["draw", "lose_life"]),
                                        ("Target opponent discards a card and loses 2 life.", ["discard", "lose_life"]),
                                        ("Target player loses 2 life and gains 2 life.", ["lose_life", "gain_life"])])
def test_a_third_person_verb_shares_its_subject_never_read_as_you(text, kinds):
    """Sign in Blood's "...draws two cards and loses 2 life": the player who loses life is the
    target, never "you" (a misread the compiler once made); both verbs are the subject's."""
    source = {"name": "Elided", "type_line": "Sorcery", "mana_cost": "{B}", "oracle": text, "source": "test"}
    table, _ = oracle_library.compile_source(source)
    assert [next(iter(e)) for e in table["effects"]] == kinds
    assert all(next(iter(e.values()))["who"] == "target" for e in table["effects"])


def test_a_second_person_verb_without_a_subject_is_still_you():
    compiled, _ = oracle_library.compile_source(
        {"name": "Gift", "type_line": "Sorcery", "mana_cost": "{W}",
         "oracle": "You gain 2 life and draw two cards.", "source": "test"})
    assert compiled["effects"] == [{"gain_life": {"amount": 2}}, {"draw": {"count": 2}}]
