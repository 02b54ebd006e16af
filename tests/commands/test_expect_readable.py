"""`expect` reads as it is written: `expect stack top` checks only the top of the stack, a
name with a comma stays whole (with "trigger" after it too), and an option may be named by
its object's name without its id."""

from sandbox import load_preset_text
from sandbox.script.session import Session, run_command

TALRAND = '''
[game]
turn = 3
step = "main1"
[[player]]
hand = ["Lightning Bolt"]
battlefield = ["Mountain", "Talrand, Sky Summoner", "Grizzly Bears"]
[[player]]
'''


def session():
    game, info = load_preset_text(TALRAND)
    s = Session(game, info)
    r = run_command(s, "cast Lightning Bolt target Grizzly Bears")
    assert r.ok, r.message
    return game, s


def test_expect_stack_top_checks_only_the_top_405_1():
    _, s = session()
    r = run_command(s, "expect stack top Talrand, Sky Summoner trigger")
    assert r.ok, r.message
    assert not run_command(s, "expect stack top Lightning Bolt").ok
    r = run_command(s, "expect stack Talrand, Sky Summoner trigger")
    assert not r.ok and "to check only the top: expect stack top Talrand, Sky Summoner trigger" in r.message


def test_a_comma_name_with_trigger_after_it_is_one_item_405_1():
    _, s = session()
    r = run_command(s, "expect stack Talrand, Sky Summoner trigger, Lightning Bolt spell")
    assert r.ok, r.message
    r = run_command(s, "expect stack Talrand, Lightning Bolt")
    assert not r.ok, "a part of a name is not the name"


def test_expect_options_by_name_without_the_id():
    game, s = session()
    assert run_command(s, "resolve").ok and run_command(s, "resolve").ok  # the Drake, then the Bolt
    assert run_command(s, "add Clone to hand").ok and run_command(s, "add 4 Island").ok
    assert run_command(s, "cast Clone").ok and run_command(s, "resolve").ok
    assert game.pending is not None and game.pending.kind == "copy"
    labels = [o.label for o in game.pending.options]
    assert any("#" in label for label in labels)
    names = sorted({label.split(" #")[0] for label in labels})
    r = run_command(s, "expect options " + ", ".join(n for n in names for label in labels if label.startswith(n + " #")))
    assert r.ok, (r.message, labels)
    r = run_command(s, "expect options Talrand, Sky Summoner")
    assert not r.ok, "every option must be named"
