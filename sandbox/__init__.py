"""mtg-sandbox's rules engine: copies, triggers and mana production, explained rule by rule.

This is the small API for scripting the engine; ``sandbox.api`` adds what a front end needs.

>>> from sandbox import Activate, load_preset_text
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

import importlib

_HOME = {
    **dict.fromkeys(("Action", "Activate", "Answer", "Cast", "Decision", "Edit", "Option", "Pass",
                     "PlayLand", "TurnFaceUp", "Ninjutsu", "Suspend", "Foretell"), "sandbox.core.actions"),
    **dict.fromkeys(("CardDB", "library"), "sandbox.cards.library"),
    **dict.fromkeys(("AmbiguousNameError", "IllegalActionError", "InvalidActionError", "LoadError",
                     "SandboxError"), "sandbox.errors"),
    "Game": "sandbox.core.game",
    **dict.fromkeys(("PresetInfo", "default_game", "load_preset", "load_preset_text"),
                    "sandbox.formats.preset"),
}


def __getattr__(name: str):
    # Loaded on first use, so importing one engine module (sandbox.cards.model, say) doesn't
    # load the whole engine through this package.
    if name in _HOME:
        return getattr(importlib.import_module(_HOME[name]), name)
    raise AttributeError(f"module 'sandbox' has no attribute {name!r}")


__all__ = [
    "Action", "Activate", "AmbiguousNameError", "Answer", "CardDB", "Cast", "Decision", "Edit",
    "Game", "IllegalActionError", "InvalidActionError", "LoadError", "Option", "Pass", "PlayLand",
    "PresetInfo", "SandboxError", "default_game", "library", "load_preset", "load_preset_text",
]
