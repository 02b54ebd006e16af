"""The panes of the game screen: one widget per file."""
