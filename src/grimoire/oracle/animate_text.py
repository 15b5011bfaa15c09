"""The "with ..." part of "<it> becomes a 2/2 <types> creature with <...>": keyword abilities,
"all creature types" (CR 205.3m: every creature type, as for changeling's CR 702.73a) and
quoted abilities (CR 613.1f: abilities it gains, layer 6), e.g. Mutavault's "with all creature
types", Lavaclaw Reaches' "with "{X}: This creature gets +X/+0 until end of turn."".

>>> with_clause("vigilance and all creature types")[:2]
(('vigilance',), True)
>>> with_clause('"{B}: Regenerate this creature"')[2][0].effect
Regenerate(what=ThisObject(), denied=False)
"""

from __future__ import annotations

import re

from grimoire.oracle.context import ParseFailure
from grimoire.oracle.ir import Ability, Unimplemented
from grimoire.oracle.lexer import SELF
from grimoire.oracle.tokens import compile_rules
from grimoire.oracle.verbs.common import keyword_names

_ALL_TYPES = re.compile(r"(?:,? and |, |^)all creature types$")


def with_clause(text: str) -> tuple[tuple[str, ...], bool, tuple[Ability, ...]]:
    """(keywords, every creature type, quoted abilities) of a "with ..." clause;
    ParseFailure if a part isn't understood."""
    quoted = re.findall(r'"([^"]+)"', text)
    bare = re.sub(r'(?:,? and |, )?"[^"]+"', "", text).strip().rstrip(",").strip()
    all_types = bool(_ALL_TYPES.search(bare))
    bare = _ALL_TYPES.sub("", bare).strip()
    keywords = keyword_names(bare) if bare else ()
    abilities: tuple[Ability, ...] = ()
    if quoted:
        abilities = compile_rules("it", "\n".join(q.replace(SELF, "this creature")
                                                  for q in quoted))
        if not abilities or any(isinstance(a, Unimplemented) for a in abilities):
            raise ParseFailure(text, "gains what")
    return keywords, all_types, abilities

