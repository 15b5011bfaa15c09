"""Decayed in real games (CR 702.147a; grimoire.oracle.creature_keywords). Rot-Curse
Rakshasa's Renew line is not compiled yet; its decayed is."""

from __future__ import annotations

import pytest
from tests.creature_keywords._cards import definitions
from tests.dice_rules._util import game, ids, lands, one, perm, resolve
from tests.unsets._util import pass_until

from grimoire.errors import IllegalActionError
from grimoire.oracle import ir
from grimoire.rules.actions import CastSpell, DeclareAttackers, DeclareBlockers
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

EXTRA = definitions("Rot-Curse Rakshasa", "Startle")


def test_decayed_attacker_is_sacrificed_at_end_of_combat() -> None:
    """CR 702.147a: it deals its damage, then is sacrificed at end of combat."""
    g = game(PlayerSpec(battlefield=(perm("Rot-Curse Rakshasa"),)),
             step="beginning_of_combat", extra=EXTRA)
    pass_until(g, lambda g: g.pending is not None and g.pending.kind == "declare_attackers")
    g.apply(DeclareAttackers(((one(g, "Rot-Curse Rakshasa"), Seat(1)),)))
    pass_until(g, lambda g: g.step == "combat_damage")
    assert ids(g, "Rot-Curse Rakshasa")
    pass_until(g, lambda g: g.step == "main2")
    assert g.players[1].life == 15
    assert ids(g, "Rot-Curse Rakshasa") == [] and ids(g, "Rot-Curse Rakshasa", "graveyard")


def test_decayed_cant_block() -> None:
    """CR 702.147a, 509.1b: it can't be declared as a blocker."""
    g = game(PlayerSpec(battlefield=(perm("Rot-Curse Rakshasa"),)),
             PlayerSpec(battlefield=(perm("Grizzly Bears"),)),
             step="beginning_of_combat", active=1, extra=EXTRA)
    pass_until(g, lambda g: g.pending is not None and g.pending.kind == "declare_attackers")
    bears = one(g, "Grizzly Bears")
    g.apply(DeclareAttackers(((bears, Seat(0)),)))
    pass_until(g, lambda g: g.step == "declare_blockers" or g.step == "combat_damage")
    if g.pending is not None and g.pending.kind == "declare_blockers":
        with pytest.raises(IllegalActionError):
            g.apply(DeclareBlockers(((one(g, "Rot-Curse Rakshasa"), bears),)))
    else:  # no block was possible: the only declaration, no blockers, was made
        assert g.step == "combat_damage" or g.combat.blocking == {}
    assert one(g, "Rot-Curse Rakshasa") not in g.combat.blocking
    pass_until(g, lambda g: g.step == "main2")
    assert g.players[0].life == 18


def test_a_token_with_decayed() -> None:
    """CR 702.147a, 111.3: Startle's 2/2 Zombie token "with decayed" has both abilities: on
    a later turn it attacks and is sacrificed at end of combat."""
    g = game(PlayerSpec(hand=("Startle",), battlefield=(*lands("Island", 2),)),
             PlayerSpec(battlefield=(perm("Grizzly Bears"),)), extra=EXTRA)
    g.apply(CastSpell(one(g, "Startle", "hand"), ((one(g, "Grizzly Bears"),),)))
    resolve(g)
    zombie = one(g, "Zombie")
    card = g.objects[zombie].info.card
    assert any(isinstance(a, ir.StaticAbility) for a in card.abilities)
    pass_until(g, lambda g: g.turn == 5 and g.pending is not None
               and g.pending.kind == "declare_attackers")
    g.apply(DeclareAttackers(((zombie, Seat(1)),)))
    pass_until(g, lambda g: g.step == "main2")
    assert ids(g, "Zombie") == []
