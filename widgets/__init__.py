"""mtg-sandbox's Textual app: panes, screens and styles over the rules engine.

The engine (``sandbox``) never imports this package; this package only reads the engine's
state and sends it actions.
"""
