"""Trigger classes: "Whenever a creature dealt damage by this creature this turn dies"
(Sengir Vampire), "Whenever this creature or another creature you control dies" (Zulaport
Cutthroat), "Whenever you cast a red spell or a Mountain you control enters" (the Magus
staffs: two events, each triggers it, CR 603.2)."""

from __future__ import annotations

from tests.deck_classes._cards import defs
from tests.dice_rules._util import game, lands, one, perm, resolve

from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import (
    CastSpell,
    DeclareAttackers,
    DeclareBlockers,
    PassPriority,
    PlayLand,
)
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

NAMES = ("Sengir Vampire", "Zulaport Cutthroat", "Staff of the Flame Magus")


def _game(me: PlayerSpec, them: PlayerSpec, step: str = "main1") -> Game:
    return game(me, them, step=step, extra=defs(*NAMES))


def test_honoured() -> None:
    for d in defs(*NAMES):
        assert not engine_gaps(d), d.name


def _to_blockers(g: Game, attacker: int) -> None:
    while g.pending is not None and g.pending.kind == "priority":
        g.apply(PassPriority())
    g.apply(DeclareAttackers(((attacker, Seat(1)),)))
    while g.pending is not None and g.pending.kind == "priority":
        g.apply(PassPriority())
    assert g.pending is not None and g.pending.kind == "declare_blockers"


def test_sengir_vampire_grows_when_a_creature_it_damaged_dies() -> None:
    """The blocker it dealt lethal combat damage to dies: a +1/+1 counter."""
    me = PlayerSpec(battlefield=(perm("Sengir Vampire"),))
    them = PlayerSpec(battlefield=(perm("Giant Spider"),))
    g = _game(me, them, step="beginning_of_combat")
    vampire, spider = one(g, "Sengir Vampire"), one(g, "Giant Spider")
    _to_blockers(g, vampire)
    g.apply(DeclareBlockers(((spider, vampire),)))
    while g.step not in ("end_of_combat", "main2") or g.stack:
        g.apply(PassPriority() if g.pending is not None and g.pending.kind == "priority"
                else g.legal_actions()[0])
    assert one(g, "Giant Spider", "graveyard")
    assert g.objects[vampire].counter("+1/+1") == 1


def test_sengir_vampire_not_for_a_creature_it_did_not_damage() -> None:
    """A creature dealt damage only by another source dies: no counter."""
    me = PlayerSpec(hand=("Lightning Bolt",), battlefield=(perm("Sengir Vampire"),
                                                          *lands("Mountain", 1)))
    them = PlayerSpec(battlefield=(perm("Grizzly Bears"),))
    g = _game(me, them)
    g.apply(CastSpell(one(g, "Lightning Bolt", "hand"), targets=((one(g, "Grizzly Bears"),),)))
    resolve(g)
    assert one(g, "Grizzly Bears", "graveyard")
    assert g.objects[one(g, "Sengir Vampire")].counter("+1/+1") == 0


def test_this_creature_or_another_you_control_dies() -> None:
    """Zulaport Cutthroat triggers on its own death (CR 603.10a: it looks back) and on
    another creature you control dying, not on an opponent's."""
    me = PlayerSpec(hand=("Lightning Bolt", "Shock", "Shock"),
                    battlefield=(perm("Zulaport Cutthroat"), perm("Grizzly Bears"),
                                 *lands("Mountain", 3)))
    them = PlayerSpec(battlefield=(perm("Raging Goblin"),))
    g = _game(me, them)
    bolt, shocks = one(g, "Lightning Bolt", "hand"), g.players[0].hand[1:]
    g.apply(CastSpell(shocks[0], targets=((one(g, "Raging Goblin"),),)))
    resolve(g)
    assert g.players[1].life == 20  # an opponent's creature: no trigger
    g.apply(CastSpell(bolt, targets=((one(g, "Grizzly Bears"),),)))
    resolve(g)
    assert (g.players[0].life, g.players[1].life) == (21, 19)
    g.apply(CastSpell(shocks[1], targets=((one(g, "Zulaport Cutthroat"),),)))
    resolve(g)
    assert (g.players[0].life, g.players[1].life) == (22, 18)


def test_staff_triggers_on_either_event() -> None:
    """A red spell cast and a Mountain entering each trigger it (CR 603.2); a green spell
    doesn't."""
    me = PlayerSpec(hand=("Shock", "Mountain", "Grizzly Bears"),
                    battlefield=(perm("Staff of the Flame Magus"), *lands("Mountain", 1),
                                 *lands("Forest", 2)))
    g = _game(me, PlayerSpec())
    g.apply(CastSpell(one(g, "Shock", "hand"), targets=((Seat(1),),)))
    resolve(g)
    assert g.players[0].life == 21
    g.apply(PlayLand(one(g, "Mountain", "hand")))
    resolve(g)
    assert g.players[0].life == 22
    g.apply(CastSpell(one(g, "Grizzly Bears", "hand")))
    resolve(g)
    assert g.players[0].life == 22
