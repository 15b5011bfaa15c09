""" "When you cast this spell, each player reveals the top card of their library. This creature
enters with X +1/+1 counters on it, where X is the total mana value of all cards revealed
this way." (Naya Soulbeast): a cast trigger's replacement effect on how the spell's permanent
enters (CR 614.1c; :class:`~grimoire.oracle.ir.SpellEntersWithCounters`).

As the trigger resolves, X is read (Naya Soulbeast's ruling: after it resolves, every player
knows how many counters the creature will enter with) and the spell carries the count, the
same way a mana rider's counters do (:data:`grimoire.mechanics.mana_riders.ENTER_FLAG`: the
permanent the spell becomes enters with them, CR 614.1c, through the counter replacements,
CR 122.6). The spell gone from the stack (countered before the trigger resolves), nothing
happens; the trigger countered (CR 701.6b), the spell carries nothing and the creature
enters with none. Two such effects add up. A copy of the spell made later is a new object
that wasn't given the counters (CR 707.10).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.mechanics.mana_riders import ENTER_FLAG
from grimoire.oracle import ir
from grimoire.rules.registry import resolves
from grimoire.rules.values import amount_value, objects

if TYPE_CHECKING:
    from grimoire.rules.actions import Action
    from grimoire.rules.game import Game
    from grimoire.rules.resolution import Resolution


def give(game: Game, spell: int, count: int) -> None:
    """The permanent ``spell`` becomes enters with ``count`` more +1/+1 counters."""
    obj = game.objects[spell]
    old = [f for f in obj.flags if f.startswith(ENTER_FLAG)]
    count += sum(int(f[len(ENTER_FLAG):]) for f in old)
    if count > 0:
        obj.flags = (obj.flags - frozenset(old)) | {f"{ENTER_FLAG}{count}"}


@resolves(ir.SpellEntersWithCounters)
def spell_enters_with_counters(game: Game, res: Resolution, node: ir.SpellEntersWithCounters,
                               answer: Action | None) -> None:
    """CR 614.1c: the spell (still on the stack) will enter with the counters read now."""
    spells = [o for o in objects(game, res, node.what) if game.objects[o].zone == "stack"
              and game.objects[o].kind != "ability"]
    count = amount_value(game, res, node.amount, res.you)
    for spell in spells if count > 0 else ():
        give(game, spell, count)
    res.did = bool(spells) and count > 0
