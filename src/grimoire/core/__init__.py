"""Primitives shared by every layer: mana symbols and costs, card types."""
