"""A suspend spell that exiles itself with time counters as it resolves: "Exile ~ with three
time counters on it." (CR 122.1, 702.62; Arc Blade's rulings: it suspends itself again so it
can be cast again three turns later; a spell whose only target is illegal doesn't resolve and
isn't exiled, CR 608.2b)."""

from __future__ import annotations

from tests.dice_rules._util import game, ids, lands, one, perm, resolve
from tests.effd_classes._cards import defs
from tests.unsets._util import pass_until

from grimoire.oracle import ir
from grimoire.oracle.support import engine_gaps
from grimoire.rules import query
from grimoire.rules.actions import CastSpell, Choose
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

NAMES = ("Arc Blade", "Festering March")


def _game(me: PlayerSpec, them: PlayerSpec | None = None) -> Game:
    return game(me, them or PlayerSpec(), extra=defs(*NAMES))


def test_honoured() -> None:
    for d in defs(*NAMES):
        assert not engine_gaps(d), d.name
        assert any(isinstance(n, ir.PutCounters) and n.kind == "time"
                   for n in ir.iter_nodes(d.spell)), d.name


def test_resolves_then_suspended_again() -> None:
    """Arc Blade deals 2 damage, then goes to exile with three time counters (not to the
    graveyard, CR 608.2n); at its owner's next upkeep one counter is removed (CR 702.62b)."""
    g = _game(PlayerSpec(hand=("Arc Blade",), battlefield=lands("Mountain", 5)))
    g.apply(CastSpell(one(g, "Arc Blade", "hand"), targets=((Seat(1),),)))
    resolve(g)
    assert g.players[1].life == 18
    blade = one(g, "Arc Blade", "exile")
    assert g.objects[blade].counter("time") == 3
    assert not ids(g, "Arc Blade", "graveyard")
    pass_until(g, lambda g: g.turn == 5 and g.step == "main1")
    assert g.objects[one(g, "Arc Blade", "exile")].counter("time") == 2


def test_illegal_target_not_exiled() -> None:
    """Ruling: if the target is illegal as Arc Blade tries to resolve, it doesn't resolve
    and isn't exiled with time counters: it goes to the graveyard (CR 608.2b)."""
    g = _game(PlayerSpec(hand=("Arc Blade", "Lightning Bolt"),
                         battlefield=lands("Mountain", 6)),
              PlayerSpec(battlefield=(perm("Grizzly Bears"),)))
    bears = one(g, "Grizzly Bears")
    g.apply(CastSpell(one(g, "Arc Blade", "hand"), targets=((bears,),)))
    g.apply(CastSpell(one(g, "Lightning Bolt", "hand"), targets=((bears,),)))
    resolve(g)
    assert one(g, "Arc Blade", "graveyard")
    assert not ids(g, "Arc Blade", "exile")


def test_no_target_spell() -> None:
    """Festering March: opponents' creatures get -1/-1, then the card is exiled with three
    time counters."""
    g = _game(PlayerSpec(hand=("Festering March",), battlefield=lands("Swamp", 5)),
              PlayerSpec(battlefield=(perm("Grizzly Bears"),)))
    g.apply(CastSpell(one(g, "Festering March", "hand")))
    resolve(g)
    assert query.power(g, g.objects[one(g, "Grizzly Bears")]) == 1
    assert g.objects[one(g, "Festering March", "exile")].counter("time") == 3


def test_exile_until_then_the_rest_on_the_bottom() -> None:
    """Venture Forth: cards are exiled from the top until a land card; that card is put onto
    the battlefield and the other exiled cards on the bottom of the library (CR 401.4), then
    Venture Forth is exiled with three time counters."""
    me = PlayerSpec(hand=("Venture Forth",), battlefield=lands("Forest", 4),
                    library=("Grizzly Bears", "Lightning Bolt", "Forest", "Island"))  # top first
    g = game(me, PlayerSpec(), extra=defs("Venture Forth"))
    g.apply(CastSpell(one(g, "Venture Forth", "hand")))
    resolve(g)
    assert len(ids(g, "Forest")) == 5
    library = [g.objects[o].name for o in g.players[0].library]
    assert sorted(library[:2]) == ["Grizzly Bears", "Lightning Bolt"]  # the bottom
    assert library[2:] == ["Island"]
    assert not ids(g, "Grizzly Bears", "exile") and not ids(g, "Lightning Bolt", "exile")
    assert g.objects[one(g, "Venture Forth", "exile")].counter("time") == 3


def test_exile_this_card_from_your_graveyard() -> None:
    """Skyfisher Spider dies: you may gain 1 life for each creature card in your graveyard
    (itself); if you do, the card is exiled from the graveyard (CR 400.7: the card it became
    there); declined, it stays."""
    for accept in (True, False):
        g = game(PlayerSpec(battlefield=(perm("Skyfisher Spider"), *lands("Mountain", 1)),
                            hand=("Lightning Bolt",)), PlayerSpec(),
                 extra=defs("Skyfisher Spider"))
        g.apply(CastSpell(one(g, "Lightning Bolt", "hand"),
                          targets=((one(g, "Skyfisher Spider"),),)))
        resolve(g, [Choose(accept)])
        assert g.players[0].life == (21 if accept else 20)
        assert bool(ids(g, "Skyfisher Spider", "exile")) is accept
        assert bool(ids(g, "Skyfisher Spider", "graveyard")) is not accept


def test_dies_trigger_naming_the_graveyard_triggers_from_the_battlefield() -> None:
    """CR 603.6c, 603.10a: Rekindling Phoenix's "When this creature dies" works from the
    battlefield though its token's ability names "from your graveyard": it dies, the
    Elemental is created; at the next upkeep the Phoenix returns."""
    g = game(PlayerSpec(battlefield=(perm("Rekindling Phoenix"), *lands("Mountain", 1)),
                        hand=("Lightning Bolt",)), PlayerSpec(),
             extra=defs("Rekindling Phoenix"))
    g.apply(CastSpell(one(g, "Lightning Bolt", "hand"),
                      targets=((one(g, "Rekindling Phoenix"),),)))
    resolve(g)
    assert one(g, "Rekindling Phoenix", "graveyard")
    assert len(ids(g, "Elemental")) == 1
    pass_until(g, lambda g: g.turn == 5 and g.step == "main1")
    assert one(g, "Rekindling Phoenix") and not ids(g, "Elemental")
