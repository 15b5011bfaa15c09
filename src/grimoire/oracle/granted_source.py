"""Granted abilities that name the object granting them (CR 201.5a).

"Equipped creature has '{T}, Sacrifice Blazing Torch: Blazing Torch deals 2 damage to any
target.'": inside the quoted ability the card's name means the Equipment that grants it,
not the creature that has it ("this creature" there means the creature). The lexer keeps
"this creature" inside quotes and turns the card's name into ``~``; the quoted ability is
compiled with that ``~`` as :data:`~grimoire.oracle.lexer.GRANTER`, which the phrase
parsers read as :class:`~grimoire.oracle.ir.GrantingSource` (a subject, an object, and
"Sacrifice <name>" as a cost). Anywhere else it is not understood, so such an ability is
:class:`~grimoire.oracle.ir.Unimplemented` rather than silently meaning the creature.

>>> [type(a).__name__ for a in granted_naming_source("{T}, Sacrifice ~: ~ deals 2 damage "
...                                                  "to any target.")]
['ActivatedAbility']
"""

from __future__ import annotations

from grimoire.oracle import ir
from grimoire.oracle.lexer import GRANTER, SELF
from grimoire.oracle.tokens import compile_rules


def granter_ref(phrase: str) -> ir.GrantingSource | None:
    """The reference for ``phrase`` if it is the granting object's name (else None)."""
    return ir.GrantingSource() if phrase.strip() == GRANTER else None


def granted_naming_source(text: str) -> tuple[ir.Ability, ...]:
    """Compile quoted ability text in which ``~`` names the granting object."""
    return compile_rules("granted", text.replace(SELF, GRANTER))
