"""Helpers for the copy / linked-exile / alternative-cost tests: positions over the built-in
pool (cards compiled from their Oracle text, not hand-built IR)."""

from __future__ import annotations

from functools import lru_cache

from grimoire.pool import CardPool
from grimoire.rules.actions import ActivateAbility, CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec, Position

BOOK = "Wizard's Spellbook"


@lru_cache(maxsize=1)
def builtin() -> CardPool:
    """The built-in pool (compiled once per test session)."""
    return CardPool.builtin()


def game(battlefield: tuple[str, ...] = (), graveyard: tuple[str, ...] = (),
         their_graveyard: tuple[str, ...] = (), hand: tuple[str, ...] = (),
         their_battlefield: tuple[str, ...] = (), *, active: int = 0,
         step: str = "main1") -> Game:
    """Player 0 controls ``battlefield`` (nothing summoning sick); player 1 has
    ``their_graveyard``. Priority to the active player in ``step``."""
    library = ("Forest",) * 10
    me = PlayerSpec(battlefield=tuple(PermanentSpec(n) for n in battlefield),
                    graveyard=graveyard, hand=hand, library=library)
    them = PlayerSpec(graveyard=their_graveyard, library=library,
                      battlefield=tuple(PermanentSpec(n) for n in their_battlefield))
    position = Position(players=(me, them), active=active, turn=3, step=step)
    return Game.from_position(position, builtin(), seed=0)


def named(g: Game, name: str, zone: str = "battlefield") -> list[int]:
    """Ids of the objects called ``name`` in ``zone``, oldest first."""
    return sorted(o.id for o in g.objects.values() if o.name == name and o.zone == zone)


def activate_book(g: Game, book: int, target: int, roll: int) -> None:
    """Activate ``book`` targeting ``target``, script the d20, and let the ability resolve
    (both players pass)."""
    g.script_dice([roll])
    g.apply(ActivateAbility(book, 0, ((target,),)))
    g.apply(PassPriority())
    g.apply(PassPriority())


def casts(g: Game) -> list[CastSpell]:
    """The CastSpell answers legal now."""
    return [a for a in g.legal_actions() if isinstance(a, CastSpell)]


def copies(g: Game) -> list[int]:
    """Ids of every copy of a card that exists, in any zone."""
    return sorted(o.id for o in g.objects.values() if o.kind == "copy")


def resolve_all(g: Game) -> None:
    """Pass priority until the stack is empty."""
    while g.stack and g.pending is not None and g.pending.kind == "priority":
        g.apply(PassPriority())
