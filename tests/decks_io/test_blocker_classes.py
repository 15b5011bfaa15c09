"""Classes of cards that blocked the real decks (issue 13, part 6), each from its rules text:

* objects a targeted player controls: "Tap all creatures target player controls. Those
  creatures don't untap during that player's next untap step." (Sleep; CR 108.4, 502.3);
* a bare plural subject of a restriction this turn: "Creatures without flying can't block
  this turn." (Magmatic Chasm; CR 509.1b, 611.2c);
* "A creature dealt damage this way can't be regenerated this turn." (Incinerate; CR
  701.15c).
"""

from __future__ import annotations

import pytest
from tests.dice_rules._util import cast, game, ids, lands, one, perm, resolve
from tests.rules.helpers import pass_to_step, pass_until

from grimoire.errors import IllegalActionError
from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.coverage import card_is_compiled
from grimoire.rules import query
from grimoire.rules.actions import (
    CastSpell,
    Choose,
    DeclareAttackers,
    DeclareBlockers,
    PassPriority,
    PlayLand,
)
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec
from grimoire.rules.testing import spell

SLEEP = {"name": "Sleep", "mana_cost": "{2}{U}{U}", "type_line": "Sorcery",
         "oracle_text": "Tap all creatures target player controls. Those creatures don't untap "
                        "during that player's next untap step."}
CHASM = {"name": "Magmatic Chasm", "mana_cost": "{1}{R}", "type_line": "Sorcery",
         "oracle_text": "Creatures without flying can't block this turn."}
INCINERATE = {"name": "Incinerate", "mana_cost": "{1}{R}", "type_line": "Instant",
              "oracle_text": "Incinerate deals 3 damage to any target. A creature dealt damage "
                             "this way can't be regenerated this turn."}
SHOCKER = {"name": "Plain Shock", "mana_cost": "{R}", "type_line": "Instant",
           "oracle_text": "Plain Shock deals 3 damage to any target."}
REGROW = spell("Regrow", "{G}", ir.Regenerate(ir.TargetRef(0)),
               ir.TargetSpec("object", ir.ObjectFilter(types_any=("creature",))))
CARDS = tuple(compile_source(r) for r in (SLEEP, CHASM, INCINERATE, SHOCKER))
EXTRA = (*CARDS, REGROW)


def test_the_cards_compile_whole() -> None:
    assert all(card_is_compiled([card]) for card in CARDS)


def test_sleep_taps_the_targets_creatures_and_skips_their_next_untap() -> None:
    """Only the target player's creatures are tapped (CR 108.4); they stay tapped through
    that player's next untap step (CR 502.3) and untap at the one after."""
    g = game(PlayerSpec(hand=("Sleep",), battlefield=(*lands("Island", 4), perm("Hill Giant"))),
             PlayerSpec(battlefield=(perm("Grizzly Bears"), perm("Wind Drake"))), extra=EXTRA)
    bears, drake, giant = one(g, "Grizzly Bears"), one(g, "Wind Drake"), one(g, "Hill Giant")
    cast(g, "Sleep", ((Seat(1),),))
    resolve(g)
    assert g.objects[bears].tapped and g.objects[drake].tapped
    assert not g.objects[giant].tapped
    pass_to_step(g, "main1", active=1)
    assert g.objects[bears].tapped and g.objects[drake].tapped  # skipped this untap step
    pass_to_step(g, "main1", active=0)
    pass_to_step(g, "main1", active=1)
    assert not g.objects[bears].tapped and not g.objects[drake].tapped


def test_sleep_on_yourself_taps_only_yours() -> None:
    g = game(PlayerSpec(hand=("Sleep",), battlefield=(*lands("Island", 4), perm("Hill Giant"))),
             PlayerSpec(battlefield=(perm("Grizzly Bears"),)), extra=EXTRA)
    cast(g, "Sleep", ((Seat(0),),))
    resolve(g)
    assert g.objects[one(g, "Hill Giant")].tapped
    assert not g.objects[one(g, "Grizzly Bears")].tapped


def test_creatures_without_flying_cant_block_this_turn() -> None:
    """CR 509.1b: the Bears (no flying) can't block; the Drake (flying) can. CR 611.2c: the
    set is fixed on resolution. Next turn the Bears block again."""
    g = game(PlayerSpec(hand=("Magmatic Chasm",),
                        battlefield=(*lands("Mountain", 2), perm("Hill Giant"))),
             PlayerSpec(battlefield=(perm("Grizzly Bears"), perm("Wind Drake"))), extra=EXTRA)
    cast(g, "Magmatic Chasm")
    resolve(g)
    pass_until(g, "declare_attackers")
    giant, bears, drake = one(g, "Hill Giant"), one(g, "Grizzly Bears"), one(g, "Wind Drake")
    g.apply(DeclareAttackers(((giant, Seat(1)),)))
    pass_until(g, "declare_blockers")
    with pytest.raises(IllegalActionError):
        g.apply(DeclareBlockers(((bears, giant),)))
    g.apply(DeclareBlockers(((drake, giant),)))
    assert g.combat.blocking == {drake: giant}


def _regenerated_then_burned(burn: str) -> tuple[bool, int]:
    """Bob's Hill Giant (3/3) has a regeneration shield; Alice deals it 3 damage."""
    g = game(PlayerSpec(hand=(burn,), battlefield=lands("Mountain", 2)),
             PlayerSpec(hand=("Regrow",), battlefield=(perm("Hill Giant"), perm("Forest"))),
             extra=EXTRA)
    giant = one(g, "Hill Giant")
    cast(g, burn, ((giant,),))
    g.apply(PassPriority())  # Alice passes; Bob regenerates in response
    g.apply(CastSpell(one(g, "Regrow", "hand"), ((giant,),)))
    resolve(g)
    return giant in g.objects and g.objects[giant].zone == "battlefield", len(
        g.players[1].graveyard)


def test_incinerate_stops_regeneration() -> None:
    """CR 701.15c: the creature dealt damage by Incinerate can't be regenerated this turn:
    the shield doesn't save it from lethal damage (CR 704.5g). Without the rider, the same
    damage is replaced by the shield (CR 701.15a)."""
    survived, _ = _regenerated_then_burned("Plain Shock")
    assert survived
    survived, graveyard = _regenerated_then_burned("Incinerate")
    assert not survived and graveyard == 2  # the Giant and Regrow


def test_incinerate_at_a_player_changes_nothing_else() -> None:
    g = game(PlayerSpec(hand=("Incinerate",), battlefield=lands("Mountain", 2)), extra=EXTRA)
    cast(g, "Incinerate", ((Seat(1),),))
    resolve(g)
    assert g.players[1].life == 17 and not g.no_regeneration


SAGE_OWL = {"name": "Sage Owl", "mana_cost": "{1}{U}", "type_line": "Creature — Bird",
            "oracle_text": "Flying\nWhen this creature enters, look at the top four cards of "
                           "your library, then put them back in any order.",
            "power": "1", "toughness": "1"}
BRAINSTORM = {"name": "Brainstorm", "mana_cost": "{U}", "type_line": "Instant",
              "oracle_text": "Draw three cards, then put two cards from your hand on top of "
                             "your library in any order."}
LIBRARY_CARDS = tuple(compile_source(r) for r in (SAGE_OWL, BRAINSTORM))
TOP = ("Forest", "Island", "Swamp", "Mountain")  # top card first


def _library_game(hand: str) -> tuple[Game, list[int]]:
    """Alice's library: Forest on top, then Island, Swamp, Mountain, then Plains."""
    library = TOP + ("Plains",) * 10  # a position lists the library top first
    g = game(PlayerSpec(hand=(hand,), library=library, battlefield=lands("Island", 2)),
             extra=(*EXTRA, *LIBRARY_CARDS))
    return g, list(g.players[0].library)


def test_library_cards_compile_whole() -> None:
    assert all(card_is_compiled([card]) for card in LIBRARY_CARDS)


def test_sage_owl_puts_the_top_four_back_in_the_chosen_order() -> None:
    """"Look at the top four cards ..., then put them back in any order": the same four
    cards stay on top, in the order chosen; nothing else moves."""
    g, library = _library_game("Sage Owl")
    cast(g, "Sage Owl")
    while g.pending is not None and g.pending.kind == "priority" and g.stack:
        g.apply(PassPriority())
    top = library[-4:]  # [Mountain, Swamp, Island, Forest] (the last is the top)
    wanted = [top[0], top[2], top[3], top[1]]  # first chosen ends up on top
    names = [g.objects[oid].name for oid in wanted]
    for oid in wanted[:-1]:
        assert g.pending is not None and g.pending.kind == "choose_objects"
        assert set(g.pending.options) <= set(top)
        g.apply(Choose((oid,)))
    resolve(g)
    after = g.players[0].library
    assert after[:-4] == library[:-4]
    assert [g.objects[oid].name for oid in reversed(after[-4:])] == names
    assert names == ["Mountain", "Island", "Forest", "Swamp"]


@pytest.mark.parametrize("order", [("Forest", "Swamp"), ("Swamp", "Forest")])
def test_brainstorm_draws_three_and_puts_back_two(order: tuple[str, str]) -> None:
    """Three cards drawn (Forest, Island, Swamp), then two cards of the hand on top of the
    library in the order the player gives (the last one given ends up on top); the hand ends
    one card bigger than before casting (Brainstorm itself left it)."""
    g, _ = _library_game("Brainstorm")
    hand_before = len(g.players[0].hand)
    cast(g, "Brainstorm")
    g.apply(PassPriority())
    g.apply(PassPriority())
    assert g.pending is not None and g.pending.kind == "choose_objects"
    by_name = {g.objects[oid].name: oid for oid in g.pending.options}
    assert set(by_name) == {"Forest", "Island", "Swamp"}
    g.apply(Choose(tuple(by_name[name] for name in order)))
    resolve(g)
    hand = g.players[0].hand
    assert len(hand) == hand_before - 1 + 3 - 2
    assert [g.objects[oid].name for oid in hand] == ["Island"]
    library = g.players[0].library
    assert [g.objects[oid].name for oid in library[-2:]] == list(order)


SCOUNDREL = {"name": "Grasping Scoundrel", "mana_cost": "{B}",
             "type_line": "Creature — Human Pirate", "power": "1", "toughness": "1",
             "oracle_text": "This creature gets +1/+0 as long as it's attacking."}


def test_grasping_scoundrel_is_bigger_only_while_attacking() -> None:
    """CR 611.3a: the static applies while the condition holds: 2/1 while attacking (CR
    506.4: until it is removed from combat at end of combat), 1/1 otherwise."""
    card = compile_source(SCOUNDREL)
    assert card_is_compiled([card])
    g = game(PlayerSpec(battlefield=(perm("Grasping Scoundrel"),)), step="beginning_of_combat",
             extra=(card,))
    scoundrel = one(g, "Grasping Scoundrel")
    assert query.power(g, g.objects[scoundrel]) == 1
    pass_until(g, "declare_attackers")
    g.apply(DeclareAttackers(((scoundrel, Seat(1)),)))
    assert query.power(g, g.objects[scoundrel]) == 2
    assert query.toughness(g, g.objects[scoundrel]) == 1
    pass_to_step(g, "main2")
    assert query.power(g, g.objects[scoundrel]) == 1
    assert g.players[1].life == 18


TANDEM = {"name": "Double Boost", "mana_cost": "{G}", "type_line": "Instant",
          "oracle_text": "Two target creatures each get +2/+2 until end of turn."}


def test_two_target_creatures_each_get() -> None:
    """"Two target creatures each get +2/+2": both targets get it until end of turn (CR
    514.2); if one target is gone on resolution the other still does (CR 608.2b)."""
    card = compile_source(TANDEM)
    assert card_is_compiled([card])
    g = game(PlayerSpec(hand=("Double Boost", "Plain Shock"),
                        battlefield=(*lands("Forest", 1), *lands("Mountain", 1),
                                     perm("Grizzly Bears"), perm("Hill Giant"))),
             extra=(card, *EXTRA))
    bears, giant = one(g, "Grizzly Bears"), one(g, "Hill Giant")
    cast(g, "Double Boost", ((bears, giant),))
    cast(g, "Plain Shock", ((bears,),))  # in response: the Bears die first
    resolve(g)
    assert not ids(g, "Grizzly Bears") and ids(g, "Grizzly Bears", "graveyard")
    assert query.power(g, g.objects[giant]) == 5 and query.toughness(g, g.objects[giant]) == 5
    pass_to_step(g, "main1", active=1)
    assert query.power(g, g.objects[giant]) == 3


CROW = {"name": "Crow of Dark Tidings", "mana_cost": "{2}{B}",
        "type_line": "Creature — Zombie Bird", "power": "2", "toughness": "1",
        "oracle_text": "Flying\nWhen this creature enters or dies, mill two cards. (Put the "
                       "top two cards of your library into your graveyard.)"}


def test_enters_or_dies_triggers_on_each_event() -> None:
    """CR 603.2: "When this creature enters or dies" triggers when it enters and again
    when it dies (CR 700.4); each time its controller mills two (CR 701.13a)."""
    card = compile_source(CROW)
    assert card_is_compiled([card])
    g = game(PlayerSpec(hand=("Crow of Dark Tidings",), battlefield=lands("Swamp", 3)),
             PlayerSpec(hand=("Plain Shock",), battlefield=lands("Mountain", 1)),
             extra=(card, *EXTRA))
    cast(g, "Crow of Dark Tidings")
    resolve(g)
    assert len(g.players[0].graveyard) == 2
    g.apply(PassPriority())  # Alice passes in her main phase; Bob may act
    crow = one(g, "Crow of Dark Tidings")
    g.apply(CastSpell(one(g, "Plain Shock", "hand"), ((crow,),)))
    resolve(g)
    names = [g.objects[o].name for o in g.players[0].graveyard]
    assert len(names) == 5 and "Crow of Dark Tidings" in names  # 2 + the Crow + 2


SUMMIT = {"name": "Dragonskull Summit", "mana_cost": "", "type_line": "Land",
          "oracle_text": "This land enters tapped unless you control a Swamp or a Mountain.\n"
                         "{T}: Add {B} or {R}."}
VIVID = {"name": "Vivid Grove", "mana_cost": "", "type_line": "Land",
         "oracle_text": "This land enters tapped with two charge counters on it.\n{T}: Add {G}."
                        "\n{T}, Remove a charge counter from this land: Add one mana of any "
                        "color."}
LANDS = tuple(compile_source(r) for r in (SUMMIT, VIVID))


@pytest.mark.parametrize(("controlled", "tapped"),
                         [("Mountain", False), ("Swamp", False), ("Forest", True)])
def test_check_land_enters_tapped_unless_you_control_either_type(controlled: str,
                                                                 tapped: bool) -> None:
    """CR 614.1c: checked as it enters; "a Swamp or a Mountain" is either land type."""
    assert card_is_compiled([LANDS[0]])
    g = game(PlayerSpec(hand=("Dragonskull Summit",), battlefield=lands(controlled, 1)),
             extra=LANDS)
    g.apply(PlayLand(one(g, "Dragonskull Summit", "hand")))
    assert g.objects[one(g, "Dragonskull Summit")].tapped is tapped


def test_vivid_land_enters_tapped_with_two_charge_counters() -> None:
    """Both replacement effects apply as it enters (CR 614.1c, 616.1)."""
    assert card_is_compiled([LANDS[1]])
    g = game(PlayerSpec(hand=("Vivid Grove",)), extra=LANDS)
    g.apply(PlayLand(one(g, "Vivid Grove", "hand")))
    grove = g.objects[one(g, "Vivid Grove")]
    assert grove.tapped and grove.counters.get("charge") == 2


CULTIVATE = {"name": "Cultivate", "mana_cost": "{2}{G}", "type_line": "Sorcery",
             "oracle_text": "Search your library for up to two basic land cards, reveal those "
                            "cards, put one onto the battlefield tapped and the other into your "
                            "hand, then shuffle."}


def _cultivate(found: tuple[str, ...], to_battlefield: str | None) -> Game:
    card = compile_source(CULTIVATE)
    assert card_is_compiled([card])
    g = game(PlayerSpec(hand=("Cultivate",), battlefield=lands("Forest", 3),
                        library=("Grizzly Bears", "Plains", "Island", "Hill Giant") * 3),
             extra=(card,))
    cast(g, "Cultivate")
    g.apply(PassPriority())
    g.apply(PassPriority())
    assert g.pending is not None and g.pending.kind == "choose_objects"  # CR 701.19b
    picks: list[int] = []
    for name in found:
        picks.append(next(o for o in g.pending.options
                          if g.objects[o].name == name and o not in picks))
    g.apply(Choose(tuple(picks)))
    if to_battlefield is not None and len(found) > 1:
        assert g.pending is not None and g.pending.kind == "choose_objects"
        g.apply(Choose((next(o for o in g.pending.options
                             if g.objects[o].name == to_battlefield),)))
    resolve(g)
    return g


def test_cultivate_one_to_the_battlefield_tapped_the_other_to_hand() -> None:
    g = _cultivate(("Plains", "Island"), "Island")
    [island] = ids(g, "Island")
    assert g.objects[island].tapped
    assert [g.objects[o].name for o in g.players[0].hand] == ["Plains"]
    assert len(g.players[0].library) == 10


def test_cultivate_finding_one_puts_it_onto_the_battlefield() -> None:
    """The ruling: "If you choose to find only one basic land card, you put it onto the
    battlefield tapped." A search for cards with a quality may find none (CR 701.19b)."""
    g = _cultivate(("Plains",), "Plains")
    assert g.objects[one(g, "Plains")].tapped and not g.players[0].hand
    g = _cultivate((), None)
    assert not ids(g, "Plains") and not g.players[0].hand and len(g.players[0].library) == 12


VILLAGE = {"name": "Fortified Village", "mana_cost": "", "type_line": "Land",
           "oracle_text": "As this land enters, you may reveal a Forest or Plains card from your "
                          "hand. If you don't, this land enters tapped.\n{T}: Add {G} or {W}."}


@pytest.mark.parametrize(("hand", "reveal", "tapped"),
                         [(("Forest",), True, False), (("Forest",), False, True),
                          (("Island",), None, True), ((), None, True)])
def test_reveal_land(hand: tuple[str, ...], reveal: bool | None, tapped: bool) -> None:
    """CR 614.12a: the choice is made as it enters; revealing a Forest or Plains card keeps
    it untapped and the card stays in hand (CR 701.16a). Without such a card (CR 119.4-like:
    a cost that can't be paid isn't) or declining, it enters tapped."""
    card = compile_source(VILLAGE)
    assert card_is_compiled([card])
    g = game(PlayerSpec(hand=("Fortified Village", *hand)), extra=(card,))
    g.apply(PlayLand(one(g, "Fortified Village", "hand")))
    if reveal is not None:
        assert g.pending is not None and g.pending.kind == "yes_no"
        g.apply(Choose(reveal))
    assert g.objects[one(g, "Fortified Village")].tapped is tapped
    assert [g.objects[o].name for o in g.players[0].hand] == list(hand)


SHIELD = {"name": "Shield All", "mana_cost": "{W}", "type_line": "Instant",
          "oracle_text": "Permanents you control gain indestructible until end of turn."}
WRATH = {"name": "Wrath of God", "mana_cost": "{W}", "type_line": "Sorcery",
         "oracle_text": "Destroy all creatures. They can't be regenerated."}


def test_permanents_you_control_gain_indestructible() -> None:
    """A bare plural subject, "Permanents you control": each permanent you control then
    (CR 611.2c) gains indestructible (CR 702.12b): a Wrath destroys only the others'."""
    cards = tuple(compile_source(r) for r in (SHIELD, WRATH))
    assert card_is_compiled(list(cards))
    g = game(PlayerSpec(hand=("Shield All", "Wrath of God"),
                        battlefield=(*lands("Plains", 2), perm("Hill Giant"))),
             PlayerSpec(battlefield=(perm("Grizzly Bears"),)), extra=cards)
    cast(g, "Shield All")
    resolve(g)
    cast(g, "Wrath of God")
    resolve(g)
    assert ids(g, "Hill Giant") and not ids(g, "Grizzly Bears")
