"""Riot (CR 702.136): "You may have this permanent enter with an additional +1/+1 counter
on it. If you don't, it gains haste."

A replacement effect applied as the permanent enters (CR 614.1c). A riot permanent spell
asks its controller as it resolves, before it enters (the kernel's
:data:`grimoire.rules.hooks.ENTERING_SPELL` hook): the counter sets the ``riot_counter``
option the permanent remembers, which the card's compiled "enters with a +1/+1 counter"
replacement reads as it enters (so counter replacements apply, CR 122.6); the haste is a
static of the card while that option is absent (:func:`grimoire.oracle.creature_keywords.
riot_abilities`). A riot permanent an effect puts onto the battlefield asks at once, before
anything else happens (:data:`grimoire.rules.hooks.ENTERED_BY_EFFECT`), the counter then
put on it.

Riot a static ability gives ("Nontoken creatures you control have riot", Rhythm of the
Wild, Uncivil Unrest; :class:`~grimoire.oracle.ir.PowerToughnessBoost` with the keyword):
it applies to a permanent entering that the static's filter matches as the permanent would
exist on the battlefield (CR 614.12: a spell is matched as if it were there). Each instance
works separately (CR 702.136b): one question each, the printed one first; a granted
instance's counter is put on as the permanent enters (before anything else happens), its
haste is an effect with no end (the permanent keeps it if the static goes away). Riot an
effect grants until end of turn stays a gap (:data:`grimoire.oracle.support.
PRINTED_ONLY_KEYWORDS`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import continuous, hooks, query, zones
from grimoire.rules import events as ev
from grimoire.rules.actions import Action, Choose, Decision
from grimoire.rules.counters import add_counters
from grimoire.rules.registry import resolves
from grimoire.rules.resolution import Resolution, begin_entering

if TYPE_CHECKING:
    from grimoire.rules.game import Game
    from grimoire.rules.objects import GameObject

OPTION = "riot_counter"
hooks.REMEMBERED_FLAGS.add(OPTION)  # its permanent remembers the choice (CR 702.136a)
ASKED = "riot_asked"
"""Set on a permanent whose riot question an effect's entry asked (asked once)."""
_ANSWERS = "riot_answers"
"""The resolution's scratch: the answers given so far to a spell's riot questions."""


@dataclass(frozen=True, slots=True)
class EnterRioting:
    """Internal node: the controller of the resolving spell ``spell`` chooses the counter
    or haste for its printed riot (``printed``) and each of ``granted`` riot instances
    statics give it, then it enters (CR 702.136a-b)."""

    spell: int
    granted: int = 0
    printed: bool = True


@dataclass(frozen=True, slots=True)
class RiotEntered:
    """Internal node: the controller of ``oid``, just put onto the battlefield by an
    effect, chooses the counter or haste (CR 702.136a, 614.1c); ``printed``: for its own
    riot (else one a static gives), ``more``: granted instances still to ask."""

    oid: int
    printed: bool = True
    more: int = 0


def _question(game: Game, player: int, oid: int, answer: Action | None) -> Decision | bool:
    if answer is None:
        return Decision("yes_no", player, prompt=f"have {game.objects[oid].name} enter with "
                        "an additional +1/+1 counter (if you don't, it gains haste)?",
                        options=(True, False), source=oid, rule="CR 702.136a")
    if not isinstance(answer, Choose) or answer.value not in (True, False):
        raise ValueError("answer yes or no")
    return bool(answer.value)


def granted(game: Game, obj: GameObject) -> int:
    """How many riot instances static abilities of permanents give ``obj`` (entering: a
    spell is matched as if on the battlefield, CR 614.12)."""
    count = 0
    if not game.n_statics:
        return 0
    for sid in game.battlefield:
        source = game.objects[sid]
        if sid == obj.id or not source.info.statics:
            continue
        for _, ability in source.info.statics:
            effect = ability.effect
            condition: ir.Condition | None = None
            if isinstance(effect, ir.ConditionalStatic):
                condition, effect = effect.condition, effect.effect
            if not isinstance(effect, ir.PowerToughnessBoost) or "riot" not in (
                    k.lower() for k in effect.keywords):
                continue
            if condition is not None and not query.static_condition(game, source, condition):
                continue
            flt = effect.filter if obj.zone == "battlefield" else replace(effect.filter,
                                                                          zone=None)
            if query.matches(game, obj, flt, source.controller, source.id):
                count += 1
    return count


def _haste(game: Game, oid: int, controller: int) -> None:
    """A granted riot's "it gains haste": an effect with no end (CR 702.136a, 611.2a)."""
    continuous.lasting(game, oid, controller, "permanent", frozenset({oid}),
                       add_keywords=("haste",))
    game.version += 1


def entering(game: Game, oid: int) -> bool:
    """The kernel's entering-spell hook: ask if the resolving spell has riot."""
    obj = game.objects[oid]
    printed = "riot" in obj.info.keywords
    extra = granted(game, obj)
    if not printed and not extra:
        return False
    return begin_entering(game, oid, EnterRioting(oid, extra, printed))


@resolves(EnterRioting)
def enter_rioting(game: Game, res: Resolution, node: EnterRioting,
                  answer: Action | None) -> Decision | None:
    answers: tuple[bool, ...] = res.scratch.get(_ANSWERS, ())
    wanted = node.granted + (1 if node.printed else 0)
    while len(answers) < wanted:
        asked = _question(game, res.controller, node.spell, answer)
        if isinstance(asked, Decision):
            return asked
        answers, answer = (*answers, asked), None
        res.scratch[_ANSWERS] = answers
    obj = game.objects[node.spell]
    if node.printed and answers[0]:
        obj.flags = obj.flags | {OPTION}
    name, info = obj.name, obj.stack
    # (the move carries the cast options, read as it enters: CR 702.33d, 614.1c)
    new = zones.move(game, node.spell, "battlefield", controller=obj.controller,
                     x=info.x if info is not None else 0)
    rest = answers[1:] if node.printed else answers
    entered = game.objects.get(new)
    if entered is not None and entered.zone == "battlefield":
        if any(rest):  # CR 702.136b: each granted instance's counter
            add_counters(game, entered, "+1/+1", sum(rest), by=entered.controller)
        if not all(rest):
            _haste(game, new, entered.controller)
    game.emit(ev.Resolved(node.spell, name))
    return None


def entered(game: Game, obj: GameObject) -> RiotEntered | None:
    """The kernel's entered-by-effect hook: a riot permanent asks once per instance."""
    if ASKED in obj.flags or OPTION in obj.flags:
        return None
    printed = "riot" in obj.info.keywords
    extra = granted(game, obj)
    if not printed and not extra:
        return None
    return RiotEntered(obj.id, printed, extra - (0 if printed else 1))


@resolves(RiotEntered)
def riot_entered(game: Game, res: Resolution, node: RiotEntered,
                 answer: Action | None) -> Decision | None:
    obj = game.objects.get(node.oid)
    if obj is None or obj.zone != "battlefield" or (ASKED in obj.flags and node.printed):
        return None  # (gone already: nothing to choose)
    asked = _question(game, obj.controller, node.oid, answer)
    if isinstance(asked, Decision):
        return asked
    if node.more:  # CR 702.136b: the next instance asks next
        res.push(RiotEntered(node.oid, False, node.more - 1))
    obj.flags = obj.flags | {ASKED}
    if asked:
        if node.printed:
            obj.flags = obj.flags | {OPTION}
        add_counters(game, obj, "+1/+1", 1)
    elif not node.printed:
        _haste(game, obj.id, obj.controller)
    game.version += 1  # its haste static now reads the option (CR 613)
    return None


hooks.ENTERING_SPELL.add(entering)
hooks.ENTERED_BY_EFFECT.add(entered)
