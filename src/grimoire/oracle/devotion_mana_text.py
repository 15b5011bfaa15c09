""""Choose a color. Add an amount of mana of that color equal to your devotion to that
color." (CR 700.5, 106.4): the sentence after "Choose a color." takes its place, one mana
step that asks for the color and counts the devotion to it as it resolves.

>>> from grimoire.oracle.ir import ChooseQuality
>>> steps = [ChooseQuality("color")]
>>> devotion_mana_sentence("Add an amount of mana of that color equal to your devotion to "
...                        "that color.", steps)
Sequence(steps=())
>>> steps
[AddManaDevotion(player=You())]
>>> devotion_mana_sentence("Add an amount of mana of that color equal to your devotion to "
...                        "that color.", []) is None
True
"""

from __future__ import annotations

import re

from grimoire.oracle.ir import AddManaDevotion, ChooseQuality, Effect, Sequence

_DEVOTION_MANA = re.compile(r"add an amount of mana of (?:that|the chosen) color equal to your "
                            r"devotion to (?:that|the chosen) color")


def devotion_mana_sentence(sentence: str, steps: list[Effect]) -> Effect | None:
    """The devotion mana sentence right after "Choose a color." (which it replaces in
    ``steps``, returning an empty step), or None for any other sentence."""
    if not _DEVOTION_MANA.fullmatch(sentence.strip().rstrip(".").lower()):
        return None
    if not steps or steps[-1] != ChooseQuality("color"):
        return None
    steps[-1] = AddManaDevotion()
    return Sequence(())
