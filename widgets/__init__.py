"""mtg-sandbox's Textual app: panes, screens and styles over the rules engine.

The engine (``sandbox``) never imports this package, except its cli to start the app. This
package imports only ``sandbox.api``: it reads the engine's state and sends it actions.
"""

BROWSER_ENV = "MTG_SANDBOX_BROWSER"
"""Set (to 1) in the app processes a browser drives: saves stay inside the data folder. Here,
not in ``widgets.serve``, so that starting the app doesn't import the web server's modules."""
