"""Static prevention effects (CR 615.1a): "If a source would deal damage to you, prevent 1
of that damage" (each event), "Prevent all damage that would be dealt to Cho-Manno",
"Prevent all combat damage that would be dealt to and dealt by enchanted creature"
(combat only: noncombat damage still happens)."""

from __future__ import annotations

from tests.deck_classes._cards import defs
from tests.dice_rules._util import game, lands, one, perm, resolve

from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import CastSpell, DeclareAttackers, DeclareBlockers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

NAMES = ("Urza's Armor", "Cho-Manno, Revolutionary", "Ghostly Possession")


def _game(me: PlayerSpec, them: PlayerSpec, step: str = "main1") -> Game:
    return game(me, them, step=step, extra=defs(*NAMES))


def test_honoured() -> None:
    for d in defs(*NAMES):
        assert not engine_gaps(d), d.name


def test_prevent_one_of_each_damage_to_you() -> None:
    """Two Shocks: 1 of each is prevented (2 life lost in all, not 3)."""
    me = PlayerSpec(hand=("Shock", "Shock"), battlefield=lands("Mountain", 2))
    them = PlayerSpec(battlefield=(perm("Urza's Armor"),))
    g = _game(me, them)
    for oid in list(g.players[0].hand):
        g.apply(CastSpell(oid, targets=((Seat(1),),)))
        resolve(g)
    assert g.players[1].life == 18



def test_prevent_all_damage_to_itself_only() -> None:
    """Lightning Bolt on Cho-Manno: prevented; on another creature: dealt."""
    me = PlayerSpec(hand=("Lightning Bolt", "Shock"), battlefield=lands("Mountain", 2))
    them = PlayerSpec(battlefield=(perm("Cho-Manno, Revolutionary"), perm("Grizzly Bears")))
    g = _game(me, them)
    cho = one(g, "Cho-Manno, Revolutionary")
    g.apply(CastSpell(one(g, "Lightning Bolt", "hand"), targets=((cho,),)))
    resolve(g)
    assert g.objects[cho].damage == 0 and one(g, "Cho-Manno, Revolutionary")
    g.apply(CastSpell(one(g, "Shock", "hand"), targets=((one(g, "Grizzly Bears"),),)))
    resolve(g)
    assert one(g, "Grizzly Bears", "graveyard")


def test_combat_damage_to_and_by_enchanted_creature() -> None:
    """The enchanted Hill Giant blocked by Grizzly Bears: neither deals nor is dealt combat
    damage; a Shock (noncombat) still damages it."""
    me = PlayerSpec(hand=("Shock",), battlefield=(perm("Hill Giant"),
                                                  perm("Ghostly Possession", attached_to=(0, 0)),
                                                  *lands("Mountain", 1)))
    them = PlayerSpec(battlefield=(perm("Giant Spider"),))
    g = _game(me, them, step="beginning_of_combat")
    giant, spider = one(g, "Hill Giant"), one(g, "Giant Spider")
    while g.pending is not None and g.pending.kind == "priority":
        g.apply(PassPriority())
    g.apply(DeclareAttackers(((giant, Seat(1)),)))
    while g.pending is not None and g.pending.kind == "priority":
        g.apply(PassPriority())
    g.apply(DeclareBlockers(((spider, giant),)))
    while g.step not in ("end_of_combat", "main2"):
        g.apply(PassPriority() if g.pending is not None and g.pending.kind == "priority"
                else g.legal_actions()[0])
    assert g.objects[giant].damage == 0 and g.objects[spider].damage == 0
    while g.step != "main2":
        g.apply(PassPriority())
    g.apply(CastSpell(one(g, "Shock", "hand"), targets=((giant,),)))
    resolve(g)
    assert g.objects[giant].damage == 2
