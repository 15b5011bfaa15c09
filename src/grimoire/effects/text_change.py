"""Resolving a text-changing effect (CR 612): "Change the text of target spell or permanent
by replacing all instances of one color word with another or one basic land type with
another" (Sleight of Mind, Magical Hack, Mind Bend, Crystal Spray, Trait Doctoring), "one
creature type with another. The new creature type can't be Wall." (Artificial Evolution),
"one creature type with Vampire" (New Blood: the new word is the text's).

As it resolves its controller chooses the kind of word (when it offers two), the word to
replace and the word that replaces it (the new one can't be the old one). For a permanent
the change is a continuous effect in layer 3 (:mod:`grimoire.rules.text_change`, CR
613.1c) on that object, locked in as it resolves (CR 611.2c), lasting until end of turn or
indefinitely (it ends when the object leaves the battlefield: a new object, CR 400.7). For a
spell, its instructions and target requirements change until it leaves the stack. A target
gone or illegal as it resolves: nothing happens (CR 608.2b).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import continuous, grants
from grimoire.rules.actions import Action, Choose, Decision
from grimoire.rules.registry import resolves
from grimoire.rules.resolution import Resolution
from grimoire.rules.text_change import COLOR_NAMES, rewrite, words
from grimoire.rules.values import objects

if TYPE_CHECKING:
    from grimoire.rules.game import Game

_KIND_NAMES = {"color": "color word", "land_type": "basic land type",
               "creature_type": "creature type"}
_SCRATCH = "text_change"


def _ask(game: Game, res: Resolution, kind: str, options: tuple[str, ...],
         prompt: str) -> Decision:
    decision_kind = {"color": "choose_color", "creature_type": "choose_creature_type"}.get(
        kind, "choose_mode")
    return Decision(decision_kind, res.you, prompt=prompt, options=options,  # type: ignore[arg-type]
                    source=res.source, rule="CR 612.2")


@resolves(ir.ChangeText)
def change_text(game: Game, res: Resolution, node: ir.ChangeText,
                answer: Action | None) -> Decision | None:
    hit = [o for o in objects(game, res, node.what)
           if game.objects[o].zone in ("battlefield", "stack") and o != res.source]
    if not hit:
        res.did = False
        res.scratch.pop(_SCRATCH, None)
        return None
    chosen: list[str] = list(res.scratch.get(_SCRATCH, ()))
    if answer is not None:
        assert isinstance(answer, Choose) and isinstance(answer.value, str)
        value = answer.value
        if not chosen and len(node.kinds) > 1:
            value = next(k for k in node.kinds if _KIND_NAMES[k] == value)
        chosen.append(value)
    if not chosen and len(node.kinds) == 1:
        chosen.append(node.kinds[0])
    res.scratch[_SCRATCH] = tuple(chosen)
    if not chosen:
        return _ask(game, res, "kind", tuple(_KIND_NAMES[k] for k in node.kinds),
                    "change which kind of word?")
    kind = chosen[0]
    if len(chosen) == 1:  # ("one creature type with Vampire": any other one is replaced)
        return _ask(game, res, kind, tuple(w for w in words(kind) if w != node.new_word),
                    f"replace which {_KIND_NAMES[kind]}?")
    if len(chosen) == 2 and node.new_word is not None:
        chosen.append(node.new_word)  # the text names the new word
    if len(chosen) == 2:  # "The new creature type can't be Wall." (not_new)
        old = chosen[1]
        shown = COLOR_NAMES.get(old, old)
        return _ask(game, res, kind, tuple(w for w in words(kind)
                                           if w != old and w not in node.not_new),
                    f"replace {shown} with which {_KIND_NAMES[kind]}?")
    del res.scratch[_SCRATCH]
    change = (kind, chosen[1], chosen[2])
    spells = [o for o in hit if game.objects[o].zone == "stack"]
    for oid in spells:  # CR 612.1: a spell's instructions and target requirements (checked
        item = game.objects[oid].stack  # again as it resolves, CR 608.2b); it leaves the
        if item is not None:  # stack as it resolves, so the change lasts that long
            game.objects[oid].stack = replace(item, effect=rewrite(item.effect, change),
                                              specs=rewrite(item.specs, change))
    permanents = frozenset(hit) - frozenset(spells)
    if permanents:
        continuous.lasting(game, res.source, res.you, node.duration, permanents,
                           text_change=change)
        grants.now(game)  # CR 613: its abilities read the new text at once
    res.did = True
    return None
