"""The inspector's view of the compiler: `sandbox.api.sentence_report(card)` reads a loaded
card's Oracle text line by line; the compiler stays out of the app's start-up imports."""

from __future__ import annotations

import subprocess
import sys

from sandbox import api
from sandbox.cards.library import library


def test_importing_the_api_does_not_load_the_compiler_or_lark():
    code = "import sys, sandbox.api, sandbox.cli; print('lark' in sys.modules, 'sandbox.cards.oracle' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["False", "False"]


def test_sentence_report_of_a_library_card_says_what_each_line_became():
    report = api.sentence_report(library().get("Mind Stone"))
    assert [s.text for s in report] == ["{T}: Add {C}.", "{1}, {T}, Sacrifice this artifact: Draw a card."]
    assert all(s.understood for s in report)
    assert report[1].became.startswith("activated: {'cost': '{1}, {T}, Sacrifice this artifact'")


def test_sentence_report_names_the_line_the_compiler_refuses():
    report = api.sentence_report(library().get("Liliana of the Veil"))
    assert [s.understood for s in report] == [True, True, False]
    assert report[2].refusal is not None and report[2].refusal.startswith("−6: Separate all permanents")
    assert "piles" in report[2].refusal


def test_712_sentence_report_of_a_double_faced_card_reads_both_faces():
    report = api.sentence_report(library().get("Huntmaster of the Fells"))
    assert [s.understood for s in report] == [False, True, True, False, True]
    assert report[2].text == "Trample"
    assert report[3].refusal is not None and report[3].refusal.startswith("back face 'Ravager of the Fells': Whenever")


def test_a_refused_line_the_hand_written_table_plays_is_marked_hand_written():
    vault = api.sentence_report(library().get("Mutavault"))
    assert [(s.understood, s.hand_written) for s in vault] == [(True, False), (False, True)]
    piles = api.sentence_report(library().get("Liliana of the Veil"))[2]
    assert not piles.understood and not piles.hand_written, "the table has no −6: not played"
    spell = api.sentence_report(library().get("Show and Tell"))
    assert [(s.understood, s.hand_written) for s in spell] == [(False, True)], "a hand-written spell's effects"
