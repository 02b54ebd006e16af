"""mtg-sandbox's rules engine: copies, triggers and mana production, explained rule by rule.

This is the small API for scripting the engine; ``sandbox.api`` adds what a front end needs.

>>> from sandbox import load_preset_text
>>> game, info = load_preset_text('''
... [[player]]
... battlefield = ["Forest"]
... [[player]]
... ''')
>>> forest = game.state.battlefield[0]
>>> game.perform(Activate(forest, 0))
>>> str(game.state.players[0].pool)
'{G}'
>>> game.undo() and str(game.state.players[0].pool)
'empty'
"""

from sandbox.cards.model import CardDB, library
from sandbox.core.actions import Action, Activate, Answer, Cast, Decision, Edit, Option, Pass, PlayLand
from sandbox.core.game import Game
from sandbox.errors import AmbiguousNameError, IllegalActionError, InvalidActionError, LoadError, SandboxError
from sandbox.formats.preset import PresetInfo, default_game, load_preset, load_preset_text

__all__ = [
    "Action", "Activate", "AmbiguousNameError", "Answer", "CardDB", "Cast", "Decision", "Edit",
    "Game", "IllegalActionError", "InvalidActionError", "LoadError", "Option", "Pass", "PlayLand",
    "PresetInfo", "SandboxError", "default_game", "library", "load_preset", "load_preset_text",
]
