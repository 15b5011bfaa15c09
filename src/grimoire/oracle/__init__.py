"""Oracle text to ability IR: the compiler, its grammar, and the coverage report.

>>> from grimoire.oracle import compile_card
>>> compile_card("Divination", "Sorcery", "{2}{U}", "Draw two cards.").spell.effect
DrawCards(amount=Fixed(value=2), player=You())
"""

from grimoire.oracle.compiler import compile_card, compile_faces, compile_source
from grimoire.oracle.tokens import PREDEFINED_TOKENS

__all__ = ["PREDEFINED_TOKENS", "compile_card", "compile_faces", "compile_source"]
