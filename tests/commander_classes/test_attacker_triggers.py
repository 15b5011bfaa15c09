"""Attack triggers naming the attacking player or the attacked opponent (CR 506.2, 508.1,
508.3a): "Whenever a player attacks enchanted player with one or more creatures, that
attacking player may discard a card. If the player does, they draw a card." (Curse of
Chaos: once per declaration, the attacking player chooses; ruling: "only once per attacking
player per combat phase", not for attacks on the enchanted player's planeswalkers) and
"Whenever a creature attacks one of your opponents or a planeswalker an opponent controls,
that creature gets +2/+0 until end of turn." (Gahiji, Honored One: any player's creatures,
one trigger per creature)."""

from __future__ import annotations

from tests.commander_classes._table import advance, compiled, pass_to, record, table
from tests.rules.helpers import one

from grimoire.rules import query
from grimoire.rules.actions import Choose, DeclareAttackers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
CHAOS = record("Curse of Chaos", "{2}{R}", "Enchantment — Aura Curse",
               "Enchant player\nWhenever a player attacks enchanted player with one or more "
               "creatures, that attacking player may discard a card. If the player does, they "
               "draw a card.")
GAHIJI = record("Gahiji, Honored One", "{2}{R}{G}{W}", "Legendary Creature — Beast",
                "Whenever a creature attacks one of your opponents or a planeswalker an "
                "opponent controls, that creature gets +2/+0 until end of turn.", "4", "4")
WALKER = {**record("Ajani Tester", "{2}{W}", "Legendary Planeswalker — Ajani",
                   "+1: You gain 1 life."), "loyalty": "3"}
RECORDS = (CHAOS, GAHIJI, WALKER)


def test_the_records_compile() -> None:
    """Both cards compile with nothing the engine ignores."""
    compiled(CHAOS, GAHIJI)


def _chaos(attacks: dict[str, int], answer: bool | None) -> tuple[Game, int, list[str]]:
    """Alice's Curse of Chaos enchants Carol; Bob (a Forest in hand) attacks as ``attacks``
    says (-1: Carol's planeswalker) and answers the "may" with ``answer``. Returns the game
    once the declare-attackers step is over, how many "may" questions Bob was asked, and
    the names of Bob's hand as he declared attackers."""
    game = table(RECORDS, PlayerSpec(battlefield=(P("Curse of Chaos", attached_to=(2, -1)),)),
                 PlayerSpec(hand=("Forest",), battlefield=(P("Grizzly Bears"), P("Hill Giant"))),
                 PlayerSpec(battlefield=(P("Ajani Tester"),)), active=1, step="upkeep")
    pass_to(game, "declare_attackers", active=1)
    hand = [game.objects[o].name for o in game.players[1].hand]
    game.apply(DeclareAttackers(tuple(
        (one(game, name), Seat(seat) if seat >= 0 else one(game, "Ajani Tester"))
        for name, seat in attacks.items())))
    asked = 0
    for _ in range(50):
        if game.step != "declare_attackers":
            break
        assert game.pending is not None
        if game.pending.kind == "yes_no":
            assert game.pending.player == 1  # CR 608.2d: the attacking player chooses
            asked += 1
            game.apply(Choose(answer))
        elif game.pending.kind == "priority":
            game.apply(PassPriority())
        else:
            game.apply(game.legal_actions()[0])  # the card to discard: the first
    return game, asked, hand


def test_chaos_attacker_discards_and_draws() -> None:
    """Bob attacks Carol with two creatures: one trigger (one declaration, CR 508.1); Bob
    discards a card and draws one (his library's top), Alice's hand is untouched."""
    game, asked, hand = _chaos({"Grizzly Bears": 2, "Hill Giant": 2}, True)
    bob = game.players[1]
    assert asked == 1 and len(bob.graveyard) == 1
    assert game.objects[bob.graveyard[0]].name in hand
    assert len(bob.hand) == len(hand) and len(bob.library) == 18  # 20, draw step, Curse
    assert game.players[0].hand == []


def test_chaos_declined_changes_nothing() -> None:
    """"may" declined: no discard, so no draw ("If the player does")."""
    game, asked, hand = _chaos({"Grizzly Bears": 2}, False)
    bob = game.players[1]
    assert asked == 1 and bob.graveyard == []
    assert [game.objects[o].name for o in bob.hand] == hand


def test_chaos_ignores_attacks_on_the_planeswalker_and_other_players() -> None:
    """Ruling: it doesn't trigger for attacks on the enchanted player's planeswalker; an
    attack on Alice (not enchanted) triggers nothing either."""
    game, asked, _ = _chaos({"Grizzly Bears": -1, "Hill Giant": 0}, True)
    assert asked == 0 and game.players[1].graveyard == []


def _gahiji(attacks: dict[str, int], active: int = 1) -> Game:
    """Alice controls Gahiji; ``active``'s creatures attack (-1: Dan's planeswalker)."""
    game = table(RECORDS, PlayerSpec(battlefield=(P("Gahiji, Honored One"),)),
                 PlayerSpec(battlefield=(P("Grizzly Bears"), P("Hill Giant"))),
                 PlayerSpec(battlefield=(P("Serra Angel"),)),
                 PlayerSpec(battlefield=(P("Ajani Tester"),)), active=active, step="upkeep")
    pass_to(game, "declare_attackers", active=active)
    game.apply(DeclareAttackers(tuple(
        (one(game, name), Seat(seat) if seat >= 0 else one(game, "Ajani Tester"))
        for name, seat in attacks.items())))
    advance(game, lambda g: g.step != "declare_attackers")
    return game


def test_gahiji_pumps_creatures_attacking_alices_opponents_and_their_walkers() -> None:
    """Bob attacks Carol (Alice's opponent) and Dan's planeswalker: both get +2/+0 (one
    trigger each, CR 508.3a), whoever controls them."""
    game = _gahiji({"Grizzly Bears": 2, "Hill Giant": -1})
    assert query.power(game, game.objects[one(game, "Grizzly Bears")]) == 4
    assert query.power(game, game.objects[one(game, "Hill Giant")]) == 5


def test_gahiji_ignores_attacks_on_its_controller() -> None:
    """An attack on Alice herself isn't an attack on one of her opponents: no bonus; the
    toughness is never changed (+2/+0)."""
    game = _gahiji({"Grizzly Bears": 0, "Hill Giant": 2})
    bears, giant = (game.objects[one(game, n)] for n in ("Grizzly Bears", "Hill Giant"))
    assert (query.power(game, bears), query.toughness(game, bears)) == (2, 2)
    assert (query.power(game, giant), query.toughness(game, giant)) == (5, 3)


def test_gahiji_pumps_its_controllers_own_attackers() -> None:
    """Alice's own Gahiji attacking Bob gets +2/+0 from its own ability."""
    game = table(RECORDS, PlayerSpec(battlefield=(P("Gahiji, Honored One"),)),
                 PlayerSpec(), active=0, step="upkeep")
    pass_to(game, "declare_attackers", active=0)
    game.apply(DeclareAttackers(((one(game, "Gahiji, Honored One"), Seat(1)),)))
    advance(game, lambda g: g.step != "declare_attackers")
    assert query.power(game, game.objects[one(game, "Gahiji, Honored One")]) == 6


LICH = record("Calculating Lich", "{3}{B}", "Creature — Zombie Wizard",
              "Menace\nWhenever a creature attacks one of your opponents, that player loses 1 "
              "life.", "2", "5")


def test_that_player_is_the_attacked_opponent() -> None:
    """Calculating Lich (Alice's): Bob attacks Carol with the Bears and Alice with the
    Giant: Carol (the attacked opponent, "that player", CR 506.2) loses 1 life; Alice is no
    opponent of her own, and Bob, the attacker, loses nothing."""
    game = table((LICH,), PlayerSpec(battlefield=(P("Calculating Lich"),)),
                 PlayerSpec(battlefield=(P("Grizzly Bears"), P("Hill Giant"))), PlayerSpec(),
                 active=1, step="upkeep")
    pass_to(game, "declare_attackers", active=1)
    game.apply(DeclareAttackers(((one(game, "Grizzly Bears"), Seat(2)),
                                 (one(game, "Hill Giant"), Seat(0)))))
    advance(game, lambda g: g.step != "declare_attackers")
    assert [p.life for p in game.players] == [20, 20, 19]
