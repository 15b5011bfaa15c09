"""Transforming double-faced permanents (CR 701.28, 712).

A transforming double-faced card's definition carries its back face
(:attr:`~grimoire.oracle.ir.CardDefinition.back`, see :mod:`grimoire.oracle.dfc_text`).
Transforming turns the permanent over (CR 701.28a): it stays the same object (CR 712.18:
counters, damage, effects and its id stay) and has only the characteristics of the face now
up (CR 712.8d-e). While the back face is up the object's ``base`` holds the front face's
characteristics - what the card is in every other zone (CR 712.8a: a card leaving the
battlefield becomes a new object with its front face, CR 400.7) - and its flags hold
``"transformed"`` (CR 701.28g: a "transformed permanent").

>>> from grimoire.rules.objects import GameObject
>>> back = ir.CardDefinition("B", card_types=("creature",), power=3, toughness=3)
>>> front = ir.CardDefinition("A", card_types=("creature",), power=1, toughness=1, back=back)
>>> obj = GameObject(1, info_for(front), 0, "exile", "card", 0)
>>> enter_transformed(obj), obj.name, is_transformed(obj)
(True, 'B', True)
>>> can_transform(GameObject(2, info_for(back), 0, "battlefield", "card", 0))
False
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from grimoire.oracle import ir
from grimoire.rules import events as ev
from grimoire.rules import hooks
from grimoire.rules.cardinfo import info_for
from grimoire.rules.grants import leaving
from grimoire.rules.objects import GameObject
from grimoire.rules.triggers import Hit, matcher

if TYPE_CHECKING:
    from grimoire.rules.game import Game

TRANSFORMED = "transformed"


def is_transformed(obj: GameObject) -> bool:
    """CR 701.28g: a permanent with its back face up."""
    return TRANSFORMED in obj.flags


def _front(obj: GameObject) -> ir.CardDefinition:
    """The front face of the card or token the object is."""
    own = obj.base if obj.base is not None else obj.info
    return own.card


def can_transform(obj: GameObject) -> bool:
    """CR 701.28a, 701.28c: only a transforming double-faced permanent can transform (and
    not while face down, CR 712.15a); CR 701.28d/712.10: never into an instant or sorcery."""
    back = _front(obj).back
    return back is not None and obj.hidden is None and not (
        back.has_type("instant") or back.has_type("sorcery"))


def enter_transformed(obj: GameObject) -> bool:
    """CR 712.14a: a transforming double-faced card put onto the battlefield "transformed"
    enters with its back face up (called as the new object is made); False if it isn't one
    (the caller leaves it where it was)."""
    if not can_transform(obj):
        return False
    back = _front(obj).back
    assert back is not None
    obj.base = obj.info
    obj.info = info_for(back)
    obj.flags = obj.flags | {TRANSFORMED}
    return True


def _bound(obj: GameObject) -> bool:
    keywords = obj.info.keywords
    return "daybound" in keywords or "nightbound" in keywords


def transform(game: Game, obj: GameObject, *, day_night: bool = False) -> bool:
    """CR 701.28a: turn the permanent over so that its other face is up; False if nothing
    happens (CR 701.28c; CR 702.145b, 702.145e: a daybound or nightbound permanent
    transforms only due to those abilities, ``day_night``)."""
    if obj.zone != "battlefield" or not can_transform(obj) or (_bound(obj) and not day_night):
        return False
    if obj.grant is not None:  # granted abilities are recomputed for the new face (613.1f)
        leaving(game, obj)
        obj.grant = None
    before_statics, before_triggers = bool(obj.info.statics), bool(obj.info.triggered)
    front = obj.base if obj.base is not None else obj.info
    if is_transformed(obj):
        obj.info = front
        obj.base = None
        obj.flags = obj.flags - {TRANSFORMED}
    else:
        back = front.card.back
        assert back is not None
        obj.base = front
        obj.info = info_for(back)
        obj.flags = obj.flags | {TRANSFORMED}
    game.n_statics += bool(obj.info.statics) - before_statics
    game.n_watchers += bool(obj.info.triggered) - before_triggers
    game.emit(ev.Transformed(obj.id, obj.name, obj.controller))
    return True


# -- day and night (CR 728, 702.145) ---------------------------------------------------


def enters_at_night(game: Game, obj: GameObject) -> bool:
    """As ``obj`` enters the battlefield: "If it's neither day nor night, it becomes day as
    this creature enters" (CR 728); then whether it enters transformed (CR 702.145b: "If it
    is night and this permanent is represented by a transforming double-faced card, it
    enters transformed", daybound)."""
    if game.day_night is None and obj.info.statics and any(
            isinstance(a.effect, ir.BecomesDayAsEnters) for _, a in obj.info.statics):
        game.day_night = "day"
    return game.day_night == "night" and "daybound" in obj.info.keywords


def day_night_check(game: Game) -> None:
    """Checked whenever state-based actions are (these happen immediately, CR 702.145c-g):
    daybound makes it day if it's neither (702.145d), nightbound makes it night if it's
    neither and no daybound permanent is there (702.145g); then at night each front face up
    daybound permanent transforms (702.145c) and by day each back face up nightbound one
    (702.145f)."""
    bound = [game.objects[o] for o in game.battlefield if _bound(game.objects[o])]
    if not bound:
        return
    if game.day_night is None:
        day = any("daybound" in o.info.keywords for o in bound)
        game.day_night = "day" if day else "night"
    for obj in bound:
        keywords = obj.info.keywords
        if (game.day_night == "night" and "daybound" in keywords and not is_transformed(obj)) \
                or (game.day_night == "day" and "nightbound" in keywords
                    and is_transformed(obj)):
            transform(game, obj, day_night=True)


def _previous_active_spells(game: Game) -> int:
    """How many spells the previous turn's active player cast during that turn."""
    began = 0
    cast: list[int] = []
    active: int | None = None  # the previous turn's active player, from its steps
    for event in reversed(game.events):
        if isinstance(event, ev.TurnBegan):
            began += 1
            if began == 2:
                active = event.player
                break
        elif began == 1 and isinstance(event, ev.SpellCast):
            cast.append(event.player)
        elif began == 1 and isinstance(event, ev.StepBegan):
            active = event.player
    return sum(1 for p in cast if p == active)


def untap_step(game: Game) -> None:
    """CR 502.2, 728.2: in the untap step, day becomes night if the previous turn's active
    player cast no spells that turn; night becomes day if they cast two or more; neither
    stays neither (728.2c)."""
    if game.day_night is None:
        return
    spells = _previous_active_spells(game)
    if (game.day_night == "day" and spells == 0) or (game.day_night == "night"
                                                      and spells >= 2):
        game.day_night = "night" if game.day_night == "day" else "day"
        game.emit(ev.DayNightChanged(game.day_night))  # CR 728.1a
    day_night_check(game)


@matcher(ir.TransformsTrigger, ev.Transformed)
def _transforms(game: Game, source: GameObject, trig: object, event: object) -> list[Hit]:
    # CR 701.28e: this object transformed into the face that has the ability
    assert isinstance(event, ev.Transformed)
    return [(source.id, None)] if event.object == source.id else []


@matcher(ir.DayNightTrigger, ev.DayNightChanged)
def _day_night(game: Game, source: GameObject, trig: object, event: object) -> list[Hit]:
    # CR 728.1a: "whenever day becomes night or night becomes day"
    return [(None, None)]


hooks.UNTAP_STEP.add(untap_step, order=50)  # CR 502.2, 728.2: after phasing
