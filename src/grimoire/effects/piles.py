"""Two piles (CR 700.3): one player separates cards into two piles, a player chooses one of
them, and the piles go to their destinations (Fact or Fiction, Steam Augury).

CR 700.3a: each card is put into exactly one pile; the separator answers with the cards of
the first pile (any number, none included: a pile may be empty, CR 700.3d), the rest make
the second. CR 700.3c: the cards stay where they are (the library) until they are moved. A
card that has left its zone meanwhile is no longer one of them (CR 400.7). The players are
found before anything is asked ("An opponent": the controller chooses one if there are
several, CR 608.2d).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import zones
from grimoire.rules.actions import Action, Choose, Decision
from grimoire.rules.registry import resolves
from grimoire.rules.resolution import Resolution
from grimoire.rules.values import objects, players

if TYPE_CHECKING:
    from grimoire.rules.game import Game

_KEY = "piles"


@resolves(ir.SeparatePiles)
def separate_piles(game: Game, res: Resolution, node: ir.SeparatePiles,
                   answer: Action | None) -> Decision | None:
    if answer is None:
        separator = players(game, res, node.separator)  # (may ask which opponent first)
        chooser = players(game, res, node.chooser)
        cards = tuple(o for o in objects(game, res, node.what) if o in game.objects)
        if not separator or not chooser or not cards:
            return None
        res.scratch[_KEY] = ("separate", cards, chooser[0])
        return Decision("choose_objects", separator[0], prompt="separate these cards into "
                        "two piles: choose the cards of the first pile", options=cards,
                        min_count=0, max_count=len(cards), source=res.source, rule="CR 700.3a")
    assert isinstance(answer, Choose)
    state = res.scratch[_KEY]
    if state[0] == "separate":
        _, cards, chooser = state
        assert isinstance(answer.value, tuple)
        first = tuple(o for o in cards if o in answer.value)
        second = tuple(o for o in cards if o not in answer.value)
        res.scratch[_KEY] = ("choose", first, second)
        return Decision("choose_mode", chooser, prompt=f"choose the pile to put into your "
                        f"hand: {first} or {second}", options=(first, second),
                        source=res.source, rule="CR 700.3")
    _, first, second = res.scratch.pop(_KEY)
    chosen = first if answer.value == first else second
    rest = second if answer.value == first else first
    for oid in chosen:  # (a card that left the library is no longer one of them)
        if oid in game.objects:
            zones.move(game, oid, node.chosen_to)
    for oid in rest:
        if oid in game.objects:
            zones.move(game, oid, node.rest_to)
    res.did = True
    return None
