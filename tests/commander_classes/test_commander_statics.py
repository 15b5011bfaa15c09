"""Commander and multiplayer classes: "Commander creatures you control get +2/+2 and have
indestructible" (CR 903.3, 903.3d), a cost "Pay life equal to the number of colors in your
commanders' color identity" (CR 903.4, 119.4) and a combat damage trigger "to a player who
controls more lands than you" (CR 510.3a, 603.2: the quality is part of the event), and an
alternative cost "pay {W} and tap four untapped creatures you control with flying" (CR 118.9)
and a granted cost increase "Spells your opponents cast that target this creature cost {2}
more to cast" (CR 601.2f)."""

from __future__ import annotations

from tests.commander_classes._table import (
    commander_game,
    commander_of,
    compiled,
    pass_to,
    put,
    record,
    table,
)
from tests.rules.helpers import ids, one, pool

from grimoire.core.mana import ManaCost
from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules import query, zones
from grimoire.rules.actions import (
    ActivateAbility,
    CastSpell,
    Choose,
    DeclareAttackers,
    PassPriority,
)
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

BASTION = record("Bastion Protector", "{2}{W}", "Creature — Human Soldier",
                 "Commander creatures you control get +2/+2 and have indestructible.", "3", "3")
WAR_ROOM = record("War Room", "", "Land",
                  "{T}: Add {C}.\n{3}, {T}, Pay life equal to the number of colors in your "
                  "commanders' color identity: Draw a card.")
HAWK = record("Cartographer's Hawk", "{1}{W}", "Creature — Bird",
              "Flying\nWhen this creature deals combat damage to a player who controls more lands "
              "than you, return it to its owner's hand. If you do, you may search your library "
              "for a Plains card, put it onto the battlefield tapped, then shuffle.", "2", "2")
SEPHARA = record("Sephara, Sky's Blade", "{4}{W}{W}{W}", "Legendary Creature — Angel",
                 "You may pay {W} and tap four untapped creatures you control with flying rather "
                 "than pay this spell's mana cost.\nFlying, lifelink\nOther creatures you control "
                 "with flying have indestructible.", "7", "7")
SKYBONDER = record("Jubilant Skybonder", "{1}{W}{U}", "Creature — Human Wizard",
                   "Flying\nCreatures you control with flying have \"Spells your opponents cast "
                   "that target this creature cost {2} more to cast.\"", "2", "2")
AZORIUS = ir.CardDefinition("Azorius Lord", mana_cost=ManaCost.parse("{W}{U}"),
                            card_types=("creature",), supertypes=("legendary",),
                            colors=("W", "U"), power=2, toughness=2)
MAIN = ["Plains"] * 60 + ["Grizzly Bears"] * 39
P = PermanentSpec


def test_the_records_compile() -> None:
    """The cards compile with nothing the engine ignores."""
    compiled(BASTION, WAR_ROOM, HAWK, SEPHARA, SKYBONDER)


def _commander_game() -> Game:
    cards = pool(AZORIUS, *(compile_source(r) for r in (BASTION, WAR_ROOM)))
    return commander_game(cards, MAIN, [["Azorius Lord"], ["Azorius Lord"]])




def test_bastion_protector_boosts_only_its_controllers_commander() -> None:
    """CR 903.3d: Alice's commander on the battlefield gets +2/+2 and indestructible; Bob's
    commander doesn't; Alice's other creature (not a commander) doesn't either."""
    game = _commander_game()
    put(game, 0, "Bastion Protector")
    mine = zones.move(game, commander_of(game, 0), "battlefield")
    theirs = zones.move(game, commander_of(game, 1), "battlefield")
    bears = put(game, 0, "Grizzly Bears")
    game.version += 1
    assert (query.power(game, game.objects[mine]), query.toughness(game, game.objects[mine])) \
        == (4, 4)
    assert query.has_keyword(game, game.objects[mine], "indestructible")
    assert query.power(game, game.objects[theirs]) == 2
    assert not query.has_keyword(game, game.objects[theirs], "indestructible")
    assert query.power(game, game.objects[bears]) == 2


def test_war_room_costs_life_per_color_of_the_commanders_identity() -> None:
    """CR 903.4: Alice's commander is white and blue: War Room's draw costs 2 life (and {3})."""
    game = _commander_game()
    room = put(game, 0, "War Room")
    for _ in range(3):
        put(game, 0, "Plains")
    hand = len(game.players[0].hand)
    game.apply(next(a for a in game.legal_actions() if isinstance(a, ActivateAbility)
                    and a.source == room and a.index == 1))
    while game.stack:
        game.apply(PassPriority())
    assert game.players[0].life == 38 and len(game.players[0].hand) == hand + 1


def test_war_room_without_a_commander_costs_no_life() -> None:
    """CR 903.4f: without a commander the identity is undefined: no colors, 0 life."""
    game = table((WAR_ROOM,), PlayerSpec(battlefield=(P("War Room"), P("Plains"), P("Plains"),
                                                      P("Plains"))), PlayerSpec())
    room = one(game, "War Room")
    game.apply(next(a for a in game.legal_actions() if isinstance(a, ActivateAbility)
                    and a.source == room and a.index == 1))
    while game.stack:
        game.apply(PassPriority())
    assert game.players[0].life == 20


def _hawk_attacks(defender: int, lands: tuple[int, int]) -> Game:
    game = table((HAWK,), PlayerSpec(battlefield=(P("Cartographer's Hawk"), P("Plains")),
                                     library=("Plains",) * 3 + ("Forest",) * 3),
                 PlayerSpec(battlefield=(P("Forest"),) * lands[0]),
                 PlayerSpec(battlefield=(P("Forest"),) * lands[1]), step="upkeep")
    pass_to(game, "declare_attackers", active=0)
    game.apply(DeclareAttackers(((one(game, "Cartographer's Hawk"), Seat(defender)),)))
    for _ in range(100):  # say yes to the "may" and take a Plains
        if game.step in ("end", "main2"):
            return game
        assert game.pending is not None
        options = game.legal_actions()
        wanted = [a for a in options if isinstance(a, Choose) and a.value not in ((), False)]
        game.apply(wanted[0] if wanted else options[0])
    raise AssertionError("combat never ended")


def test_hawk_returns_after_hitting_a_player_with_more_lands() -> None:
    """CR 510.3a, 603.2: the Hawk hits Bob (3 lands to Alice's 1): it returns to Alice's hand
    and she may put a Plains onto the battlefield tapped (the first answer: yes)."""
    game = _hawk_attacks(1, (3, 0))
    assert game.players[1].life == 18
    assert ids(game, "Cartographer's Hawk", "hand") and not ids(game, "Cartographer's Hawk")
    plains = ids(game, "Plains")
    assert len(plains) == 2 and game.objects[max(plains)].tapped


def test_hawk_hitting_a_player_without_more_lands_does_nothing() -> None:
    """Carol controls no more lands than Alice (none): no trigger; the Hawk stays."""
    game = _hawk_attacks(2, (3, 0))
    assert game.players[2].life == 18 and ids(game, "Cartographer's Hawk")
    assert not game.stack



def _sephara_table(flyers: int) -> Game:
    return table((SEPHARA,), PlayerSpec(hand=("Sephara, Sky's Blade",),
                                        battlefield=(P("Plains"), P("Grizzly Bears"),
                                                     *(P("Serra Angel"),) * flyers)),
                 PlayerSpec())


def test_sephara_alternative_cost_taps_four_flyers() -> None:
    """CR 118.9, 601.2f-h: Alice pays {W} and taps four untapped creatures with flying
    instead of {4}{W}{W}{W}; the Bears (no flying) can't be one of them."""
    game = _sephara_table(4)
    sephara = one(game, "Sephara, Sky's Blade", "hand")
    casts = [a for a in game.legal_actions() if isinstance(a, CastSpell) and a.card == sephara]
    assert casts and all(a.alt == 0 for a in casts)
    angels = set(ids(game, "Serra Angel"))
    assert all(set(a.costs) == angels for a in casts)
    game.apply(casts[0])
    while game.stack:
        game.apply(PassPriority())
    assert ids(game, "Sephara, Sky's Blade")
    assert all(game.objects[o].tapped for o in angels)
    assert not game.objects[one(game, "Grizzly Bears")].tapped


def test_sephara_with_three_flyers_cant_use_it() -> None:
    """Three creatures with flying aren't four: no way to cast Sephara (one Plains)."""
    game = _sephara_table(3)
    sephara = one(game, "Sephara, Sky's Blade", "hand")
    assert not [a for a in game.legal_actions() if isinstance(a, CastSpell)
                and a.card == sephara]



def _bolts(mountains: int) -> set[object]:
    """What Bob's Lightning Bolt may target with ``mountains`` Mountains, against Alice's
    Skybonder, Serra Angel (flying) and Grizzly Bears."""
    game = table((SKYBONDER,), PlayerSpec(battlefield=(P("Jubilant Skybonder"),
                                                       P("Serra Angel"), P("Grizzly Bears"))),
                 PlayerSpec(hand=("Lightning Bolt",), battlefield=(P("Mountain"),) * mountains),
                 active=1)
    bolt = one(game, "Lightning Bolt", "hand")
    return {a.targets[0][0] for a in game.legal_actions()
            if isinstance(a, CastSpell) and a.card == bolt}


def test_skybonder_taxes_spells_targeting_each_flyer() -> None:
    """CR 601.2c, 601.2f: the granted ability: an opponent's spell that targets a creature
    with flying Alice controls costs {2} more (the Skybonder has flying too); one Mountain
    Bolts only the Bears or a player; three Mountains, the flyers as well."""
    game = table((SKYBONDER,), PlayerSpec(battlefield=(P("Jubilant Skybonder"),
                                                       P("Serra Angel"), P("Grizzly Bears"))),
                 PlayerSpec(), active=1)
    sky, angel = one(game, "Jubilant Skybonder"), one(game, "Serra Angel")
    bears = one(game, "Grizzly Bears")
    assert _bolts(1) == {bears, Seat(0), Seat(1)}
    assert _bolts(3) == {sky, angel, bears, Seat(0), Seat(1)}


def test_skybonder_doesnt_tax_its_controllers_own_spells() -> None:
    """"Spells your opponents cast": Alice's own Bolt at her Angel costs {R}."""
    game = table((SKYBONDER,), PlayerSpec(hand=("Lightning Bolt",), battlefield=(
        P("Jubilant Skybonder"), P("Serra Angel"), P("Mountain"))), PlayerSpec())
    bolt = one(game, "Lightning Bolt", "hand")
    angel = one(game, "Serra Angel")
    assert any(isinstance(a, CastSpell) and a.card == bolt and a.targets == ((angel,),)
               for a in game.legal_actions())
