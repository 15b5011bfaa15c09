"""Hideaway (CR 702.75) and its lands' "you may play the exiled card without paying its
mana cost if ..." abilities, in real games.

Oracle records (Scryfall oracle-cards 2025-09-25) are embedded so the tests need no
``../shared/data``.
"""

from __future__ import annotations

from tests.dice_rules._util import game, ids, index_of, lands, one, perm, resolve
from tests.unsets._util import pass_until

from grimoire.mechanics import hideaway
from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.conditions import parse_condition
from grimoire.oracle.context import Context
from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import (
    ActivateAbility,
    CastSpell,
    Choose,
    DeclareAttackers,
    Decline,
    PlayLand,
)
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec
from grimoire.rules.resolution import Resolution
from grimoire.rules.values import condition_holds

_HIDEAWAY = ("Hideaway 4 (When this land enters, look at the top four cards of your library, "
             "exile one face down, then put the rest on the bottom in a random order.)\n"
             "This land enters tapped.\n")


def _land(name: str, color: str, condition: str) -> dict[str, str]:
    return {"name": name, "type_line": "Land", "mana_cost": "",
            "oracle_text": _HIDEAWAY + f"{{T}}: Add {{{color}}}.\n{{{color}}}, {{T}}: You may "
            f"play the exiled card without paying its mana cost if {condition}."}


RECORDS = {r["name"]: r for r in (
    _land("Mosswort Bridge", "G", "creatures you control have total power 10 or greater"),
    _land("Windbrisk Heights", "W", "you attacked with three or more creatures this turn"),
    _land("Spinerock Knoll", "R", "an opponent was dealt 7 or more damage this turn"),
    _land("Shelldock Isle", "U", "a library has twenty or fewer cards in it"),
    _land("Howltooth Hollow", "B", "each player has no cards in hand"),
)}
LIBRARY = ("Colossal Dreadmaw", "Forest", "Grizzly Bears", "Island", *("Swamp",) * 20)


def _defs() -> list[ir.CardDefinition]:
    return [compile_source(dict(r)) for r in RECORDS.values()]


def _start(land: str, battlefield: tuple[object, ...] = (), library: tuple[str, ...] = LIBRARY,
           hand: tuple[str, ...] = ()) -> Game:
    me = PlayerSpec(hand=(land, *hand), battlefield=battlefield,  # type: ignore[arg-type]
                    library=library)
    return game(me, PlayerSpec(library=("Mountain",) * 30), extra=_defs())


def _hide(g: Game, land: str, card: str) -> int:
    """Play the hideaway land and exile ``card`` with its trigger; the exiled card's id."""
    g.apply(PlayLand(one(g, land, "hand")))
    pass_until(g, lambda g: g.pending is not None and g.pending.kind == "choose_objects")
    decision = g.pending
    assert decision is not None and decision.rule == "CR 702.75a"
    chosen = next(o for o in decision.options if g.objects[o].name == card)
    g.apply(Choose((chosen,)))
    return one(g, card, "exile")


def _next_main(g: Game) -> None:
    pass_until(g, lambda g: g.turn == 5 and g.step == "main1" and g.pending is not None
               and g.pending.kind == "priority")


def _activate(g: Game, land: str) -> None:
    oid = one(g, land)
    g.apply(ActivateAbility(oid, index_of(g, oid, ir.ActivatedAbility, 1)))


def test_compiled_without_gaps() -> None:
    """CR 702.75a: "Hideaway 4" is the enters trigger; each land's conditional "you may
    play the exiled card" ability compiles, nothing left unimplemented."""
    for record in RECORDS.values():
        card = compile_source(dict(record))
        assert engine_gaps(card) == []
        assert not any(isinstance(n, ir.Unimplemented) for n in ir.iter_nodes(card))
        assert ir.Hideaway(4) in list(ir.iter_nodes(card))


def test_hideaway_exiles_one_face_down_and_bottoms_the_rest() -> None:
    """CR 702.75a: look at the top four, exile one face down (hidden from the opponent,
    CR 406.3), the other three on the bottom of the library."""
    g = _start("Mosswort Bridge")
    size = len(g.players[0].library)
    exiled = _hide(g, "Mosswort Bridge", "Colossal Dreadmaw")
    assert hideaway.FLAG in g.objects[exiled].flags
    assert g.linked[one(g, "Mosswort Bridge")] == (exiled,)  # CR 607.2a
    assert (exiled, "?") in g.view(1).exile()
    assert (exiled, "Colossal Dreadmaw") in g.view(0).exile()
    library = g.players[0].library  # index 0: the bottom
    assert len(library) == size - 1
    assert sorted(g.objects[o].name for o in library[:3]) == ["Forest", "Grizzly Bears",
                                                               "Island"]
    assert g.objects[library[-1]].name == "Swamp"


def test_bridge_condition_false_nothing_is_played() -> None:
    """The condition is checked as the ability resolves: total power 9 is not "10 or
    greater", so the card stays exiled."""
    g = _start("Mosswort Bridge", (perm("Hill Giant", counters=(("+1/+1", 6),)),
                                   *lands("Forest", 1)))
    exiled = _hide(g, "Mosswort Bridge", "Colossal Dreadmaw")
    _next_main(g)
    _activate(g, "Mosswort Bridge")
    resolve(g)
    assert g.objects[one(g, "Mosswort Bridge")].tapped  # activated and resolved
    assert g.pending is not None and g.pending.kind == "priority" and not g.stack
    assert exiled in g.exile
    assert ids(g, "Colossal Dreadmaw") == []


def test_bridge_plays_the_creature_for_free() -> None:
    """Total power 10 (a 3/3 with seven +1/+1 counters): the exiled creature card is cast
    without paying its mana cost ({4}{G}{G} with two lands out)."""
    g = _start("Mosswort Bridge", (perm("Hill Giant", counters=(("+1/+1", 7),)),
                                   *lands("Forest", 1)))
    _hide(g, "Mosswort Bridge", "Colossal Dreadmaw")
    _next_main(g)
    _activate(g, "Mosswort Bridge")
    pass_until(g, lambda g: g.pending is not None and g.pending.kind == "cast_copy")
    legal = g.legal_actions()
    assert Decline() in legal  # "you may"
    g.apply(next(a for a in legal if isinstance(a, CastSpell)))
    resolve(g)
    assert one(g, "Colossal Dreadmaw")


def test_bridge_declined_card_stays_exiled() -> None:
    """ "You may": declining leaves the card in exile, still linked, for a later
    activation."""
    g = _start("Mosswort Bridge", (perm("Hill Giant", counters=(("+1/+1", 7),)),
                                   *lands("Forest", 1)))
    exiled = _hide(g, "Mosswort Bridge", "Colossal Dreadmaw")
    _next_main(g)
    _activate(g, "Mosswort Bridge")
    pass_until(g, lambda g: g.pending is not None and g.pending.kind == "cast_copy")
    g.apply(Decline())
    resolve(g)
    assert exiled in g.exile and g.linked[one(g, "Mosswort Bridge")] == (exiled,)


def test_exiled_land_is_played_with_a_land_play_left() -> None:
    """CR 305.1-305.2: an exiled land card is played (not cast) as part of the resolution,
    using the turn's land play."""
    g = _start("Mosswort Bridge", (perm("Hill Giant", counters=(("+1/+1", 7),)),
                                   *lands("Forest", 1)))
    exiled = _hide(g, "Mosswort Bridge", "Island")
    _next_main(g)
    assert g.players[0].lands_played == 0
    _activate(g, "Mosswort Bridge")
    pass_until(g, lambda g: g.pending is not None and g.pending.kind == "cast_copy")
    assert PlayLand(exiled) in g.legal_actions()
    g.apply(PlayLand(exiled))
    resolve(g)
    assert exiled not in g.exile and len(ids(g, "Island")) == 1
    assert g.players[0].lands_played == 1


def test_exiled_land_not_played_without_a_land_play() -> None:
    """CR 305.2: with the turn's land already played, the exiled land can't be played;
    it stays in exile."""
    g = _start("Mosswort Bridge", (perm("Hill Giant", counters=(("+1/+1", 7),)),
                                   *lands("Forest", 1)), hand=("Forest",))
    exiled = _hide(g, "Mosswort Bridge", "Island")
    _next_main(g)
    g.apply(PlayLand(one(g, "Forest", "hand")))
    _activate(g, "Mosswort Bridge")
    resolve(g)
    assert exiled in g.exile


def test_windbrisk_counts_different_attackers() -> None:
    """Windbrisk Heights' ruling: "you attacked with three or more creatures this turn"
    counts the creatures declared as attackers (CR 508.1)."""
    g = _start("Windbrisk Heights", (*(perm("Grizzly Bears") for _ in range(3)),
                                     *lands("Plains", 1)))
    _hide(g, "Windbrisk Heights", "Colossal Dreadmaw")
    _next_main(g)
    bears = ids(g, "Grizzly Bears")
    pass_until(g, lambda g: g.pending is not None and g.pending.kind == "declare_attackers")
    g.apply(DeclareAttackers(tuple((b, Seat(1)) for b in bears)))
    pass_until(g, lambda g: g.step == "main2" and g.pending is not None
               and g.pending.kind == "priority")
    _activate(g, "Windbrisk Heights")
    pass_until(g, lambda g: g.pending is not None and g.pending.kind == "cast_copy")
    g.apply(next(a for a in g.legal_actions() if isinstance(a, CastSpell)))
    resolve(g)
    assert one(g, "Colossal Dreadmaw")


def _holds(g: Game, text: str) -> bool:
    cond = parse_condition(text, Context())
    return condition_holds(g, Resolution(source=0, controller=0), cond)


def test_spinerock_damage_adds_up_over_the_turn() -> None:
    """Spinerock Knoll's rulings: the 7 damage may come from several sources over the
    turn (two Lightning Bolts: 6, not enough; a third: 9)."""
    g = game(PlayerSpec(hand=("Lightning Bolt",) * 3, battlefield=lands("Mountain", 3)))
    text = "an opponent was dealt 7 or more damage this turn"
    for n in range(3):
        assert _holds(g, text) is False
        g.apply(CastSpell(ids(g, "Lightning Bolt", "hand")[0], targets=((Seat(1),),)))
        resolve(g)
        assert g.players[1].life == 20 - 3 * (n + 1)
    assert _holds(g, text) is True


def test_library_and_hand_counts() -> None:
    """Shelldock Isle: any library with twenty or fewer cards (its ruling: no library is
    named); Howltooth Hollow: every player's hand empty."""
    g = game(PlayerSpec(library=("Forest",) * 20), PlayerSpec(library=("Forest",) * 40))
    assert _holds(g, "a library has twenty or fewer cards in it") is True
    assert _holds(g, "each player has no cards in hand") is True
    g = game(PlayerSpec(library=("Forest",) * 21, hand=("Forest",)),
             PlayerSpec(library=("Forest",) * 40))
    assert _holds(g, "a library has twenty or fewer cards in it") is False
    assert _holds(g, "each player has no cards in hand") is False
