"""Rich markup in typed or file-supplied text is shown as text, never parsed (issue 17, item
1): each of these crashed the app before."""

from __future__ import annotations

from widgets.app import make_app
from widgets.journal import Journal

from .boards import through_path_prompt

SIZE = (120, 40)
MARKUP = "[/]x [bold]y[/bold] [link=file:///etc]z"


def errors_log(data_dir):
    return data_dir / "errors.log"


def shown_text(app) -> str:
    """The screen as drawn now (drawing is where markup was parsed) and the notifications'
    messages, each checked to be shown as plain text (Textual parses a message as markup
    unless its notification says otherwise)."""
    for n in app._notifications:
        assert not n.markup, f"notification {n.message!r} would be parsed as markup"
    return app.export_screenshot() + "\n".join(n.message for n in app._notifications)


async def test_typed_command_with_markup_shows_an_error_not_a_crash(journal_dir):
    app = make_app(flash=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("colon")
        await pilot.pause()
        await pilot.press(*"cast [/]")
        await pilot.press("enter")
        await pilot.pause()
        await pilot.pause()
        assert app.is_running and app.return_code is None
        assert app.game_screen.error and "[/]" in app.game_screen.error
        assert "[/]" in shown_text(app)
    assert not errors_log(journal_dir).exists()


async def test_preset_titled_with_markup_opens_with_o(tmp_path, journal_dir, notices):
    preset = tmp_path / "markup.toml"
    preset.write_text(f'[preset]\ntitle = "{MARKUP}"\n[[player]]\nbattlefield = ["Mountain"]\n[[player]]\n')
    app = make_app(flash=0)
    async with app.run_test(size=SIZE) as pilot:
        await through_path_prompt(pilot, "o", str(preset))
        await pilot.pause()
        assert app.is_running and app.return_code is None
        assert app.game_screen.info.title == MARKUP
        assert "[/]x" in str(app.game_screen.status.render())
        shown_text(app)  # each notification on screen is plain text
        assert f"opened {MARKUP}" in notices  # posted (it may have timed out by now on a loaded machine)
    assert not errors_log(journal_dir).exists()


async def test_journal_of_a_preset_named_with_markup_offers_restore(tmp_path, journal_dir):
    text = f'[preset]\ntitle = "{MARKUP}"\n[[player]]\nbattlefield = ["Mountain"]\n[[player]]\n'
    first = make_app(preset=tmp_path / f"{MARKUP}.toml", text=text, journal=Journal(), flash=0)
    async with first.run_test(size=SIZE) as pilot:
        from sandbox.core.actions import Pass
        first.game_screen.apply(Pass())
        await pilot.pause()
    journal = Journal()
    old = journal.set_aside()
    app = make_app(journal=journal, restore_from=old, flash=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.pause()
        assert app.is_running and app.return_code is None
        assert "[/]" in shown_text(app)
        await pilot.press("y")
        await pilot.pause()
        assert app.game_screen.info.title == MARKUP
    assert not errors_log(journal_dir).exists()


async def test_preset_browser_lists_a_user_preset_titled_with_markup(journal_dir):
    folder = journal_dir / "presets"
    folder.mkdir(parents=True)
    (folder / "mine.toml").write_text(f'[preset]\ntitle = "{MARKUP}"\ntopic = "[red]t[/]"\n'
                                      '[[player]]\nbattlefield = ["Mountain"]\n[[player]]\n')
    app = make_app(flash=0)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("p")
        await pilot.pause()
        app.screen.query_one("#browser-filter").value = "bold"
        await pilot.pause()
        await pilot.pause()
        assert app.is_running and app.return_code is None
        assert "[/]x" in shown_text(app)
    assert not errors_log(journal_dir).exists()


async def test_a_card_named_with_markup_shows_on_the_board_in_the_inspector_and_log(journal_dir):
    text = ('[[card]]\nname = "[/]Odd [bold]Bear"\ntype_line = "Creature — Bear"\npower = 2\ntoughness = 2\n'
            '[[player]]\nbattlefield = ["[/]Odd [bold]Bear", "Forest"]\n[[player]]\n')
    app = make_app(text=text, flash=0)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.game_screen
        bear = screen.game.state.battlefield[0]
        await pilot.pause()
        screen.battlefield.focus()
        assert screen.battlefield.select_oid(bear)
        await pilot.pause()
        await pilot.pause()
        assert app.is_running and app.return_code is None
        assert "[/]Odd [bold]Bear" in shown_text(app).replace("&#160;", " ")
    assert not errors_log(journal_dir).exists()
