"""Path to Exile / Ghost Quarter (another player "may search their library"), becoming new
creature types until end of turn (Ursine Champion), "target creature defending player
controls" (Star-Crowned Stag), revealing the top N cards and choosing (Grisly Salvage)."""

from __future__ import annotations

from tests.deck_classes._cards import defs
from tests.dice_rules._util import game, index_of, lands, one, perm, resolve

from grimoire.oracle import ir
from grimoire.oracle.support import engine_gaps
from grimoire.rules import query
from grimoire.rules.actions import (
    ActivateAbility,
    CastSpell,
    Choose,
    DeclareAttackers,
    PassPriority,
)
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

NAMES = ("Path to Exile", "Ghost Quarter", "Ursine Champion", "Star-Crowned Stag",
         "Grisly Salvage")


def _game(me: PlayerSpec, them: PlayerSpec, step: str = "main1") -> Game:
    return game(me, them, step=step, extra=defs(*NAMES))


def test_honoured() -> None:
    for d in defs(*NAMES):
        assert not engine_gaps(d), d.name


def _path(answer: bool, library: tuple[str, ...] = ("Grizzly Bears", "Forest")) -> Game:
    me = PlayerSpec(hand=("Path to Exile",), battlefield=lands("Plains", 1))
    them = PlayerSpec(battlefield=(perm("Hill Giant"),), library=library * 5)
    g = _game(me, them)
    g.apply(CastSpell(one(g, "Path to Exile", "hand"), targets=((one(g, "Hill Giant"),),)))
    g.apply(PassPriority())
    g.apply(PassPriority())
    assert g.pending is not None and g.pending.kind == "yes_no"
    assert g.pending.player == 1  # its controller chooses (CR 608.2d)
    g.apply(Choose(answer))
    return g


def test_path_to_exile_its_controller_may_search() -> None:
    """The exiled creature's controller may search their own library for a basic land card
    and put it onto the battlefield tapped under their control, then shuffle."""
    g = _path(True)
    assert g.pending is not None and g.pending.kind == "choose_objects"
    assert g.pending.player == 1
    g.apply(Choose((g.pending.options[0],)))
    resolve(g)
    assert one(g, "Hill Giant", "exile")
    forest = [o for o in g.objects.values() if o.name == "Forest" and o.zone == "battlefield"]
    assert len(forest) == 1 and forest[0].controller == 1 and forest[0].tapped
    assert len(g.players[1].library) == 9


def test_path_to_exile_search_declined() -> None:
    """The "may" declined: no search, the library untouched."""
    g = _path(False)
    resolve(g)
    assert one(g, "Hill Giant", "exile")
    assert not [o for o in g.objects.values() if o.controller == 1 and o.zone == "battlefield"]
    assert len(g.players[1].library) == 10


def test_ghost_quarter_untapped_land() -> None:
    """Ghost Quarter: the land's controller may fetch a basic land, untapped."""
    me = PlayerSpec(battlefield=(perm("Ghost Quarter"),))
    them = PlayerSpec(battlefield=(perm("Swamp"),), library=("Island",) * 10)
    g = _game(me, them)
    quarter = one(g, "Ghost Quarter")
    g.apply(ActivateAbility(quarter, index_of(g, quarter, ir.ActivatedAbility, 1),
                            targets=((one(g, "Swamp"),),)))
    g.apply(PassPriority())
    g.apply(PassPriority())
    assert g.pending is not None and g.pending.player == 1
    g.apply(Choose(True))
    assert g.pending is not None and g.pending.kind == "choose_objects"
    g.apply(Choose((g.pending.options[0],)))
    resolve(g)
    assert one(g, "Swamp", "graveyard") and one(g, "Ghost Quarter", "graveyard")
    island = one(g, "Island")
    assert g.objects[island].controller == 1 and not g.objects[island].tapped


def test_ursine_champion_becomes_a_bear_until_end_of_turn() -> None:
    """CR 205.1a: "becomes a Bear Berserker": the new creature types replace the old (no
    longer a Human); +3/+3 and the types last until end of turn (CR 514.2)."""
    me = PlayerSpec(battlefield=(perm("Ursine Champion"), *lands("Forest", 6)))
    g = _game(me, PlayerSpec())
    champ = one(g, "Ursine Champion")
    g.apply(ActivateAbility(champ, 0))
    resolve(g)
    obj = g.objects[champ]
    assert (query.power(g, obj), query.toughness(g, obj)) == (5, 5)
    assert set(obj.info.subtypes) == {"Bear", "Berserker"}
    assert "creature" in obj.info.types
    while g.turn == 3:
        g.apply(g.legal_actions()[0] if g.pending and g.pending.kind != "priority"
                else PassPriority())
    obj = g.objects[champ]
    assert set(obj.info.subtypes) == {"Human", "Berserker"}
    assert query.power(g, obj) == 2


def test_star_crowned_stag_taps_a_creature_of_the_defending_player() -> None:
    """ "target creature defending player controls": only the attacked player's creatures
    can be targeted (CR 506.2), not its controller's."""
    me = PlayerSpec(battlefield=(perm("Star-Crowned Stag"), perm("Grizzly Bears")))
    them = PlayerSpec(battlefield=(perm("Hill Giant"),))
    g = _game(me, them, step="beginning_of_combat")
    g.apply(PassPriority())
    g.apply(PassPriority())
    stag, giant = one(g, "Star-Crowned Stag"), one(g, "Hill Giant")
    g.apply(DeclareAttackers(((stag, Seat(1)),)))
    while g.pending is not None and g.pending.kind == "priority" and g.stack:
        g.apply(PassPriority())
    assert g.objects[giant].tapped
    assert not g.objects[one(g, "Grizzly Bears")].tapped


def test_reveal_top_five_choose_rest_to_graveyard() -> None:
    """Grisly Salvage: reveal five, you may put a creature or land card among them into your
    hand, the rest go to the graveyard; declining puts all five there."""
    top = ("Lightning Bolt", "Hill Giant", "Shock", "Forest", "Murder", "Island")
    for take in (True, False):
        me = PlayerSpec(hand=("Grisly Salvage",), battlefield=(*lands("Swamp", 1),
                                                              *lands("Forest", 1)),
                        library=top)
        g = _game(me, PlayerSpec())
        g.apply(CastSpell(one(g, "Grisly Salvage", "hand")))
        g.apply(PassPriority())
        g.apply(PassPriority())
        assert g.pending is not None and g.pending.kind == "yes_no"
        g.apply(Choose(take))
        if take:
            assert g.pending is not None and g.pending.kind == "choose_objects"
            names = {g.objects[o].name for o in g.pending.options}
            assert names == {"Hill Giant", "Forest"}
            g.apply(Choose((one(g, "Hill Giant", "library"),)))
        resolve(g)
        yard = {g.objects[o].name for o in g.players[0].graveyard}
        expected = {"Lightning Bolt", "Shock", "Forest", "Murder", "Grisly Salvage"}
        assert yard == (expected if take else expected | {"Hill Giant"})
        assert [g.objects[o].name for o in g.players[0].library][-1:] == ["Island"] or \
            [g.objects[o].name for o in g.players[0].library][:1] == ["Island"]
