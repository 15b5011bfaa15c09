"""A condition on the card an earlier instruction moved (CR 608.2c, 608.2h): Vengeful
Rebirth — "Return target card from your graveyard to your hand. If you return a nonland card
to your hand this way, Vengeful Rebirth deals damage equal to that card's mana value to any
target. Exile Vengeful Rebirth." Rulings: a land card can be returned, it just deals no
damage; if the creature target becomes illegal the card still returns (no damage)."""

from __future__ import annotations

from tests.deck_classes._cards import card
from tests.dice_rules._util import game, lands, one, perm, resolve

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat, Target
from grimoire.rules.position import PlayerSpec

REBIRTH = card("Vengeful Rebirth", "{4}{R}{G}", "Sorcery",
               "Return target card from your graveyard to your hand. If you return a nonland "
               "card to your hand this way, Vengeful Rebirth deals damage equal to that card's "
               "mana value to any target.\nExile Vengeful Rebirth.")


def _def() -> ir.CardDefinition:
    return compile_source(REBIRTH)


def test_honoured() -> None:
    d = _def()
    assert ir.is_fully_implemented(d) and not engine_gaps(d)


def _cast(card_name: str, target: Target | str, them: tuple[str, ...] = (),
          respond: str = "") -> Game:
    me = PlayerSpec(hand=("Vengeful Rebirth",), graveyard=(card_name,),
                    battlefield=(*lands("Mountain", 3), *lands("Forest", 3)))
    theirs = PlayerSpec(battlefield=(*(perm(n) for n in them), *lands("Swamp", 3)),
                        hand=(respond,) if respond else ())
    g = game(me, theirs, extra=(_def(),))
    aim = one(g, target) if isinstance(target, str) else target
    g.apply(CastSpell(one(g, "Vengeful Rebirth", "hand"),
                      targets=((one(g, card_name, "graveyard"),), (aim,))))
    if respond:
        g.apply(PassPriority())
        g.apply(CastSpell(one(g, respond, "hand"), targets=((aim,),)))
    resolve(g)
    return g


def test_nonland_card_deals_its_mana_value() -> None:
    """Hill Giant (mana value 4) returns to hand; 4 damage to the opponent; the sorcery is
    exiled."""
    g = _cast("Hill Giant", Seat(1))
    assert one(g, "Hill Giant", "hand") and g.players[1].life == 16
    assert one(g, "Vengeful Rebirth", "exile")


def test_land_card_returns_without_damage() -> None:
    g = _cast("Forest", Seat(1))
    assert one(g, "Forest", "hand") and g.players[1].life == 20


def test_damage_target_gone_the_card_still_returns() -> None:
    """The opponent's creature target is destroyed in response (Murder on their own Grizzly
    Bears): the Giant still returns, no damage is dealt."""
    g = _cast("Hill Giant", "Grizzly Bears", them=("Grizzly Bears",), respond="Murder")
    assert one(g, "Hill Giant", "hand") and one(g, "Grizzly Bears", "graveyard")
    assert g.players[1].life == 20 and g.players[0].life == 20
