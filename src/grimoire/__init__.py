"""Grimoire: a Magic: The Gathering rules engine and offline, multilingual card database.

The public API grows as the layers land; see the README for usage by example.
"""

__version__ = "0.1.0"
