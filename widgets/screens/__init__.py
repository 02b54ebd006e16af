"""Screens: the game screen and modal screens (decisions, help, command line, presets)."""
