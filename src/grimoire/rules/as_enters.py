"""Choices and rolls made as a permanent spell enters (CR 614.1c, 614.12): "As this enters,
choose a color" asks its controller, "As this enters, roll X d6 ... enters with that many
counters" rolls (players may have to choose dice to ignore, CR 706.6), before the permanent
is put onto the battlefield. Each starts a resolution whose last node (resolved here, through
the kernel's registry) puts the permanent onto the battlefield."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules import zones
from grimoire.rules.actions import Action, Choose, Decision
from grimoire.rules.dice import roll_now
from grimoire.rules.enter_statics import enter_choice, enter_options
from grimoire.rules.registry import resolves
from grimoire.rules.resolution import ChooseAsEntered, Resolution, begin, begin_entering
from grimoire.rules.values import amount_value

if TYPE_CHECKING:
    from grimoire.rules.game import Game


@dataclass(frozen=True, slots=True)
class EnterChoosingColor:
    """Internal node: a permanent spell with "As this enters, choose a color" resolves:
    its controller chooses, then it enters remembering the color (CR 614.12, 608.3)."""

    spell: int


COLORS = ("W", "U", "B", "R", "G")


def enters_choosing(game: Game, oid: int) -> bool:
    """If the resolving permanent spell ``oid`` has "As this enters, choose a color",
    start the resolution that asks (True); otherwise False (it just enters)."""
    obj = game.objects[oid]
    if enter_choice(obj) is None:
        return False
    return begin_entering(game, oid, EnterChoosingColor(oid))


@resolves(EnterChoosingColor)
def enter_choosing_color(game: Game, res: Resolution, node: EnterChoosingColor,
                         answer: Action | None) -> Decision | None:
    if answer is None:
        choice = enter_choice(game.objects[node.spell])
        assert choice is not None
        return Decision(choice[0], res.controller, prompt=choice[0].replace("_", " "),
                        options=enter_options(game, game.objects[node.spell], choice),
                        source=node.spell, rule="CR 614.12")
    assert isinstance(answer, Choose) and isinstance(answer.value, str)
    obj = game.objects[node.spell]
    name, info = obj.name, obj.stack
    x = info.x if info is not None else 0
    new = zones.move(game, node.spell, "battlefield", controller=obj.controller, x=x)
    game.objects[new].chosen = answer.value
    game.emit(ev.Resolved(node.spell, name))
    return None


@resolves(ChooseAsEntered)
def choose_as_entered(game: Game, res: Resolution, node: ChooseAsEntered,
                      answer: Action | None) -> Decision | None:
    """CR 614.12: the controller of a permanent an effect put onto the battlefield makes its
    "As this enters, choose ..." choice (see :class:`ChooseAsEntered`)."""
    obj = game.objects.get(node.oid)
    choice = enter_choice(obj) if obj is not None and obj.zone == "battlefield" else None
    if obj is None or choice is None or obj.chosen is not None:
        return None
    if answer is None:
        return Decision(choice[0], obj.controller, prompt=choice[0].replace("_", " "),
                        options=enter_options(game, obj, choice), source=node.oid,
                        rule="CR 614.12")
    assert isinstance(answer, Choose) and isinstance(answer.value, str)
    obj.chosen = answer.value
    game.version += 1  # what "of the chosen type" matches changed
    return None


# --------------------------------------------------------------------------------------
# "As this enters, roll X d6. It enters with that many counters" (CR 614.1c)
# --------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class EnterAfterRoll:
    """Internal node: the permanent spell ``spell`` enters now that its "as this enters"
    roll is made (the roll is part of the replacement, CR 614.1c)."""

    spell: int


def _entering_roll(obj_statics: tuple[tuple[int, ir.StaticAbility], ...]) -> ir.RollDice | None:
    for _, ability in obj_statics:
        eff = ability.effect
        if isinstance(eff, ir.EntersWithCounters) and eff.roll is not None:
            return eff.roll
    return None


def enters_rolling(game: Game, oid: int) -> bool:
    """If the resolving permanent spell ``oid`` rolls as it enters ("As this creature enters,
    roll X d6"), start the resolution that rolls (players may have to choose dice to
    ignore, CR 706.6) and then puts it onto the battlefield (True); otherwise False."""
    obj = game.objects[oid]
    roll = _entering_roll(obj.info.statics)
    if roll is None:
        return False
    res = Resolution(item=oid, source=oid, controller=obj.controller, source_name=obj.name,
                     x=obj.stack.x if obj.stack is not None else 0)
    res.push(EnterAfterRoll(oid))
    res.push(roll)
    return begin(game, res)


@resolves(EnterAfterRoll)
def enter_after_roll(game: Game, res: Resolution, node: EnterAfterRoll,
                     answer: Action | None) -> None:
    obj = game.objects[node.spell]
    name, info = obj.name, obj.stack
    res.scratch["enters_roll"] = res.die
    zones.move(game, node.spell, "battlefield", controller=obj.controller,
               x=info.x if info is not None else 0)
    res.scratch.pop("enters_roll", None)
    game.emit(ev.Resolved(node.spell, name))


def entering_roll_total(game: Game, controller: int, source: int, x: int,
                        effect: ir.EntersWithCounters) -> int:
    """The amount of an "enters with counters equal to the total" replacement whose roll
    ``effect.roll`` is (CR 614.1c): the roll made by :func:`enters_rolling` if the permanent
    is entering from it, else the roll made now (:func:`roll_now`)."""
    top = game.resolving[-1] if game.resolving else None
    die = top.scratch.get("enters_roll") if top is not None else None
    if die is None and effect.roll is not None:
        die = roll_now(game, controller, effect.roll, source=source, x=x)
    res = Resolution(source=source, controller=controller, x=x)
    res.die = die
    return amount_value(game, res, effect.amount, controller)
