"""mtg-sandbox's Textual app: panes, screens and styles over the rules engine.

The engine (``sandbox``) never imports this package, except its cli to start the app. This
package imports only ``sandbox.api``: it reads the engine's state and sends it actions.
"""
