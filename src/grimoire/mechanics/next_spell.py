""" "The next spell you cast this turn has convoke" (Wand of the Worldsoul, Flockchaser
Phantom; "has improvise", Archway of Innovation): the next spell the effect's controller
casts this turn (of the kind named, if any) has the keyword.

CR 702.51a, 702.126a, 702.66a: the keyword works while the spell is cast — its creatures
(artifacts, graveyard cards) help pay the total cost once it is determined (CR 601.2f-h) —
so the card being cast already has it: :func:`grimoire.rules.keywords_cast.granted` asks
:data:`~grimoire.rules.hooks.NEXT_SPELL_KEYWORDS`, answered here while such an effect waits.
The first spell the player casts after the effect (CR 601.2a: the card moved to the stack)
uses it up, whether or not it was paid with the keyword's help; as it moves, the spell on
the stack gets the keyword as an ability (so "whenever you cast a spell that has convoke"
sees it, CR 603.2), and the permanent it may become doesn't keep it (CR 400.7, 608.3). Two
such effects give the same next spell the keyword twice (redundant, CR 702.51d). The effect
ends with the turn ("this turn").

The waiting effects are a :data:`WAITING` tuple in ``game.states``: (turn, player, keyword,
kind, the card that used it, the spell it became; 0, 0 while it waits).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import hooks, query
from grimoire.rules.cardinfo import info_for, note
from grimoire.rules.grants import with_abilities
from grimoire.rules.registry import resolves

if TYPE_CHECKING:
    from grimoire.rules.actions import Action
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject
    from grimoire.rules.resolution import Resolution

Entry = tuple[int, int, str, ir.ObjectFilter | None, int, int]
WAITING: hooks.StateKey[tuple[Entry, ...]] = hooks.StateKey("next_spell_keywords")
"""(turn, player, keyword, kind, card that used it, spell it became)."""


def _fits(game: Game, player: int, kind: ir.ObjectFilter | None, obj: GameObject) -> bool:
    return kind is None or query.matches(game, obj, kind, player, None)


def _keywords(game: Game, player: int, obj: GameObject | None) -> tuple[str, ...]:
    """The keywords waiting for ``player``'s next spell (``obj``, or any card), and those the
    card ``obj`` took as it was cast (its costs are being paid)."""
    out: list[str] = []
    for turn, who, keyword, kind, used, _ in WAITING.get(game) or ():
        if turn != game.turn or who != player:
            continue
        if (used == 0 and (obj is None or _fits(game, player, kind, obj))) or (
                obj is not None and used == obj.id):
            out.append(keyword)
    return tuple(out)


def _moved(game: Game, old: int, new: int, to_zone: str | None) -> None:
    """A card moved to the stack (cast, CR 601.2a): it uses up the effects waiting for its
    caster's next spell, and the spell has their keywords."""
    waiting = WAITING.get(game)
    if to_zone != "stack" or not waiting or not new:
        return
    spell = game.objects[new]
    player = spell.controller
    kept: list[Entry] = []
    gained: list[str] = []
    for entry in waiting:
        turn, who, keyword, kind, used, _ = entry
        if turn != game.turn:
            continue  # ("this turn": gone)
        if used == 0 and who == player and _fits(game, player, kind, game.last_known.get(
                old) or spell):
            entry = (turn, who, keyword, kind, old, new)
            gained.append(keyword)
        kept.append(entry)
    WAITING.set(game, tuple(kept))
    new_keywords = [k for k in dict.fromkeys(gained) if k not in spell.info.keywords]
    if new_keywords:
        base = spell.base or spell.info
        spell.info = info_for(with_abilities(spell.info.card,
                                             tuple(ir.Keyword(k) for k in new_keywords)))
        spell.base = base  # the permanent it becomes has its own card's (CR 400.7)
        note(game, spell.info)


@resolves(ir.NextSpellGains)
def next_spell_gains(game: Game, res: Resolution, node: ir.NextSpellGains,
                     answer: Action | None) -> None:
    """Wait for the controller's next spell this turn."""
    kept = tuple(e for e in WAITING.get(game) or () if e[0] == game.turn)
    WAITING.set(game, (*kept, (game.turn, res.you, node.keyword, node.kind, 0, 0)))
    res.did = True


hooks.NEXT_SPELL_KEYWORDS.add(_keywords, state=WAITING.name)
hooks.IDENTITY_CHANGED.add(_moved, state=WAITING.name)
