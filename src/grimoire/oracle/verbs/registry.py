"""The verb registry and the subject of a verb as a player or an object."""

from __future__ import annotations

from collections.abc import Callable

from grimoire.oracle.context import Context, ParseFailure
from grimoire.oracle.ir import (
    AllMatching,
    Bound,
    Chosen,
    ChosenPlayer,
    ControllerOf,
    DefendingPlayer,
    EachOpponent,
    EachPlayer,
    Effect,
    EnchantedOrEquipped,
    EnchantedPlayer,
    ExiledWith,
    GrantingSource,
    HighestRollers,
    NeighbourPlayer,
    ObjectRef,
    OwnerOf,
    PlayerOrController,
    PlayerRef,
    PlayersOtherThan,
    PlayersWhere,
    RandomPlayer,
    TargetRef,
    ThisObject,
    TopCards,
    TriggeringObject,
    TriggeringPlayer,
    You,
)

Subject = object
Handler = Callable[[Subject, str, Context], Effect]
VERBS: dict[str, Handler] = {}


def verb(*names: str) -> Callable[[Handler], Handler]:
    """Register a handler under one or more base verbs."""

    def register(handler: Handler) -> Handler:
        for name in names:
            VERBS[name] = handler
        return handler

    return register


def as_player(subject: Subject, ctx: Context) -> PlayerRef:
    """The subject as a player reference (a target must be a player target)."""
    if isinstance(subject, TargetRef):
        if ctx.targets[subject.index].kind == "object":
            raise ParseFailure(str(subject), "an object where a player is needed")
        return subject
    if isinstance(
        subject,
        You
        | EachOpponent
        | EachPlayer
        | OwnerOf
        | ControllerOf
        | DefendingPlayer
        | TriggeringPlayer
        | NeighbourPlayer
        | RandomPlayer
        | HighestRollers
        | EnchantedPlayer
        | ChosenPlayer
        | PlayerOrController
        | PlayersWhere
        | PlayersOtherThan,
    ):
        return subject
    raise ParseFailure(str(subject), "not a player")


def as_object(subject: Subject) -> ObjectRef:
    """The subject as an object reference."""
    if isinstance(
        subject,
        ThisObject
        | TargetRef
        | Bound
        | AllMatching
        | ExiledWith
        | EnchantedOrEquipped
        | TriggeringObject
        | Chosen
        | TopCards
        | GrantingSource,
    ):
        return subject
    raise ParseFailure(str(subject), "not an object")
