"""Multiplayer Curses (CR 303.4, 508.1, 800): "Whenever enchanted player is attacked, create
a Gold token. Each opponent attacking that player does the same." (Curse of Opulence) and
"you draw a card" (Curse of Verbosity): once per declaration of attackers that attacks the
enchanted player (not their planeswalkers), then once for each opponent of the Curse's
controller who attacks that player; "that player draws an additional card" (Howling Mine)."""

from __future__ import annotations

from tests.commander_classes._table import advance, compiled, pass_to, record, table
from tests.rules.helpers import ids, one

from grimoire.rules.actions import DeclareAttackers
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

OPULENCE = record("Curse of Opulence", "{R}", "Enchantment — Aura Curse",
                  "Enchant player\nWhenever enchanted player is attacked, create a Gold token. "
                  "Each opponent attacking that player does the same. (A Gold token is an "
                  "artifact with \"Sacrifice this token: Add one mana of any color.\")")
VERBOSITY = record("Curse of Verbosity", "{2}{U}", "Enchantment — Aura Curse",
                   "Enchant player\nWhenever enchanted player is attacked, you draw a card. Each "
                   "opponent attacking that player does the same.")
MINE = record("Howling Mine", "{2}", "Artifact",
              "At the beginning of each player's draw step, if this artifact is untapped, that "
              "player draws an additional card.")
WALKER = {**record("Ajani Tester", "{2}{W}", "Legendary Planeswalker — Ajani",
                   "+1: You gain 1 life."), "loyalty": "3"}
RECORDS = (OPULENCE, VERBOSITY, MINE, WALKER)
P = PermanentSpec


def test_the_records_compile() -> None:
    """The cards compile with nothing the engine ignores."""
    compiled(OPULENCE, VERBOSITY, MINE)


def _attack(curse: str, attacks: dict[str, int], walker: bool = False) -> Game:
    """Alice's ``curse`` enchants Dan; on Bob's turn Bob's creatures attack as ``attacks``
    says (creature name -> seat, -1 for Dan's planeswalker); the trigger resolves."""
    dan = (P("Ajani Tester"),) if walker else ()
    game = table(RECORDS, PlayerSpec(battlefield=(P(curse, attached_to=(3, -1)),)),
                 PlayerSpec(battlefield=(P("Grizzly Bears"), P("Hill Giant"))),
                 PlayerSpec(battlefield=(P("Serra Angel"),)), PlayerSpec(battlefield=dan),
                 active=1, step="upkeep")
    pass_to(game, "declare_attackers", active=1)
    declared = tuple((one(game, name), Seat(seat) if seat >= 0 else one(game, "Ajani Tester"))
                     for name, seat in attacks.items())
    game.apply(DeclareAttackers(declared))
    advance(game, lambda g: g.step != "declare_attackers")  # the trigger has resolved
    return game


def _golds(game: Game, seat: int) -> int:
    return sum(1 for o in ids(game, "Gold") if game.objects[o].controller == seat)


def test_opulence_gives_alice_and_the_attacking_opponent_a_gold() -> None:
    """Bob attacks Dan with two creatures: the Curse triggers once (CR 508.1: one
    declaration); Alice gets a Gold and Bob, an opponent of Alice attacking Dan, gets one;
    Carol, not attacking, gets none."""
    game = _attack("Curse of Opulence", {"Grizzly Bears": 3, "Hill Giant": 3})
    assert (_golds(game, 0), _golds(game, 1), _golds(game, 2)) == (1, 1, 0)


def test_attacking_another_player_or_the_planeswalker_does_nothing() -> None:
    """CR 303.4: only attacks on the enchanted player count: Bob attacks Carol, and Dan's
    planeswalker: no Gold for anyone."""
    game = _attack("Curse of Opulence", {"Grizzly Bears": 2, "Hill Giant": -1}, walker=True)
    assert not ids(game, "Gold")


def test_verbosity_draws_for_alice_and_bob() -> None:
    """Curse of Verbosity: "you draw a card" for Alice, and Bob does the same."""
    game = table(RECORDS, PlayerSpec(battlefield=(P("Curse of Verbosity", attached_to=(2, -1)),)),
                 PlayerSpec(battlefield=(P("Grizzly Bears"),)), PlayerSpec(),
                 active=1, step="upkeep")
    pass_to(game, "declare_attackers", active=1)
    hands = [len(p.hand) for p in game.players]
    game.apply(DeclareAttackers(((one(game, "Grizzly Bears"), Seat(2)),)))
    advance(game, lambda g: g.step == "declare_blockers" or g.step == "combat_damage")
    assert [len(p.hand) for p in game.players] == [hands[0] + 1, hands[1] + 1, hands[2]]


def test_howling_mine_gives_each_player_an_extra_draw_while_untapped() -> None:
    """CR 504.1, 603.4: at Bob's draw step he draws his card and one more; tapped, the Mine
    gives nothing (its "if" is false)."""
    for tapped, extra in ((False, 1), (True, 0)):
        game = table(RECORDS, PlayerSpec(battlefield=(P("Howling Mine", tapped=tapped),)),
                     PlayerSpec(), active=1, step="upkeep")
        hand = len(game.players[1].hand)
        advance(game, lambda g: g.step == "main1")
        assert len(game.players[1].hand) == hand + 1 + extra
