"""A redirection effect (CR 614.9): "All damage that would be dealt to you is dealt to enchanted
creature instead" (Pariah). The damage is dealt to the creature (its source deals it, so the
creature is dealt that damage, CR 120.3e); if the creature is gone or no longer a creature,
the effect does nothing (CR 614.9) and the player is dealt the damage. Damage to other
players and to permanents is untouched."""

from __future__ import annotations

from tests.deck_classes._cards import defs
from tests.dice_rules._util import game, lands, one, perm, resolve

from grimoire.oracle.support import engine_gaps
from grimoire.rules import zones
from grimoire.rules.actions import CastSpell
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec


def _bolt_at(target: str, host: str = "Craw Wurm") -> Game:
    """Seat 1 controls ``host`` with Pariah (seat 1's); seat 0 Lightning Bolts ``target``."""
    p0 = PlayerSpec(hand=("Lightning Bolt",), battlefield=lands("Mountain", 1))
    p1 = PlayerSpec(battlefield=(perm(host), perm("Pariah", attached_to=(1, 0)),
                                 perm("Grizzly Bears")))
    g = game(p0, p1, extra=defs("Pariah"))
    where = Seat(1) if target == "player" else (Seat(0) if target == "me" else one(g, target))
    g.apply(CastSpell(one(g, "Lightning Bolt", "hand"), targets=((where,),)))
    return g


def test_honoured() -> None:
    assert not engine_gaps(defs("Pariah")[0])


def test_damage_to_you_is_dealt_to_the_creature() -> None:
    g = _bolt_at("player")
    resolve(g)
    assert g.players[1].life == 20
    assert g.objects[one(g, "Craw Wurm")].damage == 3


def test_lethal_redirected_damage_destroys_it() -> None:
    g = _bolt_at("player", host="Grizzly Bears")
    resolve(g)
    assert g.players[1].life == 20
    assert len([o for o in g.battlefield if g.objects[o].name == "Grizzly Bears"]) == 1


def test_creature_gone_the_player_is_dealt_the_damage() -> None:
    """CR 614.9: the enchanted creature left before the damage: nothing is redirected (and
    Pariah, no longer attached, goes to the graveyard, CR 704.5m)."""
    g = _bolt_at("player")
    zones.move(g, one(g, "Craw Wurm"), "graveyard")
    resolve(g)
    assert g.players[1].life == 17


def test_other_damage_untouched() -> None:
    """Damage to the Aura's controller's creatures and to the other player isn't redirected."""
    g = _bolt_at("Grizzly Bears")
    resolve(g)
    assert g.objects[one(g, "Craw Wurm")].damage == 0
    g = _bolt_at("me")
    resolve(g)
    assert g.players[0].life == 17 and g.objects[one(g, "Craw Wurm")].damage == 0
