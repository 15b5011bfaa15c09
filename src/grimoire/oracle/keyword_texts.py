"""The text some keyword abilities stand for, compiled like printed text: the triggered
keywords (prowess, exalted, cascade, storm, ...) and the typed cycling keywords (CR 702.29e).

>>> TRIGGERED_KEYWORDS["exalted"].startswith("Whenever a creature you control attacks alone")
True
>>> CYCLE_TYPES["swampcycling"]
'Swamp'
"""

from __future__ import annotations

from grimoire.oracle.lexer import SELF

CYCLE_TYPES = {
    "landcycling": "land",
    "basic landcycling": "basic land",
    "forestcycling": "Forest",
    "islandcycling": "Island",
    "mountaincycling": "Mountain",
    "plainscycling": "Plains",
    "swampcycling": "Swamp",
}


TRIGGERED_KEYWORDS = {
    # CR 702.108a
    "prowess": f"Whenever you cast a noncreature spell, {SELF} gets +1/+1 until end of turn.",
    # CR 702.46a (on creatures: "put into a graveyard from the battlefield" is "dies")
    "soulshift": f"When {SELF} dies, you may return target Spirit card with mana value {{N}} "
    "or less from your graveyard to your hand.",
    # CR 702.83a
    "exalted": "Whenever a creature you control attacks alone, that creature gets +1/+1 until "
    "end of turn.",
    # CR 702.91a
    "battle cry": f"Whenever {SELF} attacks, each other attacking creature gets +1/+0 until "
    "end of turn.",
    # CR 702.45a
    "bushido": f"Whenever {SELF} blocks or becomes blocked, it gets +{{N}}/+{{N}} until end of "
    "turn.",
    # CR 702.85a (grimoire.oracle.exile_text)
    "cascade": f"When you cast {SELF}, exile cards from the top of your library until you exile "
    f"a nonland card whose mana value is less than {SELF}'s mana value. You may cast that card "
    "without paying its mana cost if the resulting spell's mana value is less than "
    f"{SELF}'s mana value. Then put all cards exiled this way that weren't cast on the bottom "
    "of your library in a random order.",
    # CR 702.40a (grimoire.oracle.stack_text)
    "storm": f"When you cast {SELF}, copy {SELF} for each other spell that was cast before it "
    "this turn. You may choose new targets for the copies.",
    # CR 702.60a: "you may reveal the top N cards of your library ... you may cast any of
    # those cards with the same name as this spell without paying their mana costs, then
    # put all revealed cards not cast this way on the bottom of your library in any order"
    # (not revealed: nothing moves); 702.60b: each instance triggers separately
    "ripple": f"When you cast {SELF}, you may reveal the top {{N}} cards of your library. If "
    f"you do, you may cast any number of cards named {SELF} from among them without paying "
    "their mana costs. Put the rest on the bottom of your library in any order.",
    # CR 702.56a: "When you cast this spell, if a replicate cost was paid for it, copy it for
    # each time its replicate cost was paid" (none paid: no copy)
    "replicate": f"When you cast {SELF}, copy {SELF} for each time its replicate cost was "
    "paid. You may choose new targets for the copies.",
    # CR 702.153a: "When you cast this spell, if a casualty cost was paid for it, copy it.
    # If the spell has any targets, you may choose new targets for the copy." (paid at most
    # once: a copy for each time is one copy or none; grimoire.oracle.casualty_text)
    "casualty": f"When you cast {SELF}, copy {SELF} for each time its casualty cost was "
    "paid. You may choose new targets for the copies.",
    # CR 702.78a: "When you cast this spell, if its conspire cost was paid, copy it. If the
    # spell has any targets, you may choose new targets for the copy." (as casualty's)
    "conspire": f"When you cast {SELF}, copy {SELF} for each time its conspire cost was "
    "paid. You may choose new targets for the copies.",
}
"""Triggered keyword abilities and the text they stand for, compiled like printed text
(``{N}``: the keyword's number)."""
