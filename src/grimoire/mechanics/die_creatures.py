"""Die creatures: a rolled die that becomes a creature token (Pippa, Duchess of Dice).

"Roll a six-sided die. It becomes a green Die creature token with power and toughness each
equal to its result" (:class:`~grimoire.oracle.ir.RolledDieBecomesToken`): Pippa's rulings
say the die rolled represents the token, and "Die creatures have an inherent ability to be
rerolled at any time, not just when they were initially rolled. Pippa's second ability can
reroll them". So in Grimoire a Die creature is a token marked with the kind of die it is
(the designation ``die:dN`` in its flags), and "Reroll any die"
(:class:`~grimoire.oracle.ir.RerollAnyDie`) makes sense with priority whenever one is on
the battlefield: activated then, the ability goes on the stack as usual; as it resolves its
controller chooses a Die creature (not a target, CR 608.2d), rolls that kind of die (a
roll like any other: replacements, the modifier window and "whenever you roll" triggers
apply, CR 706), and the Die creature's base power and toughness become the new result
(CR 613.4b, layer 7b).

Not modelled: other "reroll a die" effects used on a Die creature at any time (Wall of
Fortune's ruling) — Grimoire offers those only in a roll's window
(:mod:`grimoire.rules.roll_window`).

>>> flag(6)
'die:d6'
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from grimoire.errors import IllegalActionError
from grimoire.oracle import ir
from grimoire.rules import hooks, zones
from grimoire.rules.actions import Action, Choose, Decision
from grimoire.rules.cardinfo import info_for, token_definition
from grimoire.rules.registry import resolves

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject
    from grimoire.rules.resolution import Resolution

PREFIX = "die:d"


def flag(sides: int) -> str:
    """The designation of a Die creature that is a d``sides``."""
    return f"{PREFIX}{sides}"


def die_sides(obj: GameObject) -> int | None:
    """The kind of die ``obj`` is (its number of sides), or None if it is no die."""
    for name in obj.flags:
        if name.startswith(PREFIX):
            return int(name[len(PREFIX):])
    return None


def die_creatures(game: Game) -> list[int]:
    """The Die creatures on the battlefield."""
    return [o for o in game.battlefield if die_sides(game.objects[o]) is not None]


def _set_base(obj: GameObject, value: int) -> None:
    """CR 613.4b: the die's result is its base power and toughness (layer 7b)."""
    obj.info = info_for(replace(obj.info.card, power=value, toughness=value))


@resolves(ir.RolledDieBecomesToken)
def rolled_die_becomes_token(game: Game, res: Resolution, node: ir.RolledDieBecomesToken,
                             answer: Action | None) -> None:
    """The die just rolled becomes the token (CR 111.2, Pippa ruling: it enters the
    battlefield); no die counted, no token."""
    die = res.die
    if die is None or not die.results:
        res.did = False
        return
    spec = replace(node.token, power=die.result, toughness=die.result)
    oid = zones.create_token(game, info_for(token_definition(spec)), res.you)
    game.objects[oid].flags = game.objects[oid].flags | {flag(die.sides)}
    res.did = True


@dataclass(frozen=True, slots=True)
class DieCreatureRerolled:
    """Internal node: the Die creature ``creature`` was rerolled; its base power and
    toughness become the roll's result."""

    creature: int


@resolves(DieCreatureRerolled)
def die_creature_rerolled(game: Game, res: Resolution, node: DieCreatureRerolled,
                          answer: Action | None) -> None:
    obj = game.objects.get(node.creature)
    if obj is None or obj.zone != "battlefield" or res.die is None or not res.die.results:
        res.did = False
        return
    _set_base(obj, res.die.result)
    res.did = True


def reroll_die_creature(game: Game, res: Resolution,
                        answer: Action | None) -> Decision | None:
    """ "Reroll any die" resolving from the stack: its controller chooses a Die creature
    (CR 608.2d) and rerolls it (see the module doc); none left, nothing happens."""
    found = tuple(die_creatures(game))
    if not found:
        res.did = False
        return None
    if len(found) > 1 and answer is None:
        return Decision("choose_objects", res.you, prompt="Die creature to reroll",
                        options=found, source=res.source, rule="CR 608.2d")
    pick = found[0]
    if len(found) > 1:
        if not isinstance(answer, Choose) or not isinstance(answer.value, tuple) \
                or len(answer.value) != 1 or answer.value[0] not in found:
            raise IllegalActionError("choose one Die creature", rule="CR 608.2d")
        pick = answer.value[0]
    sides = die_sides(game.objects[pick])
    assert sides is not None
    res.push(DieCreatureRerolled(pick))
    res.push(ir.RollDice(ir.Fixed(1), sides))
    res.did = True
    return None


def _reroll_problem(game: Game, player: int, obj: GameObject, ability: ir.ActivatedAbility,
                    roll_window: bool) -> tuple[str, str] | None:
    """ "Reroll any die": "Activate only any time it makes sense" — in a roll's modifier
    window, or while a Die creature is on the battlefield (CR 706.2b)."""
    if isinstance(ability.effect, ir.RerollAnyDie) and not roll_window \
            and not die_creatures(game):
        return ("no die can be rerolled now: a roll is rerolled right after it is "
                "rolled, and no Die creature is on the battlefield", "CR 706.2b")
    return None


hooks.ACTIVATION_PROBLEM.add(_reroll_problem, words=frozenset({"RerollAnyDie"}))
