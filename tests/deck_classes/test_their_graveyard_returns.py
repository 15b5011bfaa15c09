"""Players returning cards from their own graveyards (CR 101.4, 608.2c-d):

* "When this creature enters, return target card from your graveyard to your hand, then
  choose an opponent. That player returns a card from their graveyard to their hand."
  (Skullwinder; rulings: the opponent is chosen as the ability resolves, and may have an
  empty graveyard; that player chooses which of their cards);
* "Each player returns all creature cards from their graveyard to their hand." (Empty the
  Catacombs) and "... to the battlefield." (Roar of Reclamation with artifacts): every such
  card of every graveyard, at once, under its owner's control (CR 110.2).
"""

from __future__ import annotations

from tests.deck_classes._cards import card
from tests.dice_rules._util import cast, game, ids, lands, one, resolve

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.context import Context
from grimoire.oracle.coverage import card_is_compiled
from grimoire.oracle.refs import parse_player
from grimoire.rules.actions import CastSpell
from grimoire.rules.position import PlayerSpec

SKULLWINDER = card("Skullwinder", "{2}{G}", "Creature — Snake",
                   "Deathtouch\nWhen this creature enters, return target card from your graveyard "
                   "to your hand, then choose an opponent. That player returns a card from their "
                   "graveyard to their hand.", "1/3")
CATACOMBS = card("Empty the Catacombs", "{3}{B}", "Sorcery",
                 "Each player returns all creature cards from their graveyard to their hand.")
ROAR = card("Roar of Reclamation", "{5}{W}{W}", "Sorcery",
            "Each player returns all creature cards from their graveyard to the battlefield.")
CARDS = tuple(compile_source(r) for r in (SKULLWINDER, CATACOMBS, ROAR))


def test_compiled_whole() -> None:
    assert all(card_is_compiled([c]) for c in CARDS)


def test_skullwinder_each_gets_one_back() -> None:
    """Alice gets her targeted Shock back; Bob (the only opponent) gets one of his two
    graveyard cards back, his choice."""
    g = game(PlayerSpec(hand=("Skullwinder",), graveyard=("Shock",),
                        battlefield=lands("Forest", 3)),
             PlayerSpec(graveyard=("Grizzly Bears", "Hill Giant")), extra=CARDS)
    g.apply(CastSpell(one(g, "Skullwinder", "hand")))
    resolve(g)  # the enters trigger targets Shock, the only card in Alice's graveyard
    assert [o.name for o in g.objects.values() if o.zone == "hand" and o.owner == 0] \
        == ["Shock"]
    bob_hand = [o.name for o in g.objects.values() if o.zone == "hand" and o.owner == 1]
    assert len(bob_hand) == 1 and bob_hand[0] in ("Grizzly Bears", "Hill Giant")


def test_skullwinder_with_an_empty_opponent_graveyard() -> None:
    g = game(PlayerSpec(hand=("Skullwinder",), graveyard=("Shock",),
                        battlefield=lands("Forest", 3)), PlayerSpec(), extra=CARDS)
    g.apply(CastSpell(one(g, "Skullwinder", "hand")))
    resolve(g)
    assert ids(g, "Shock", "hand") and not [o for o in g.objects.values()
                                            if o.zone == "hand" and o.owner == 1]


def test_empty_the_catacombs_every_creature_card_to_its_owner() -> None:
    g = game(PlayerSpec(hand=("Empty the Catacombs",), battlefield=lands("Swamp", 4),
                        graveyard=("Grizzly Bears", "Shock")),
             PlayerSpec(graveyard=("Hill Giant", "Grizzly Bears")), extra=CARDS)
    cast(g, "Empty the Catacombs")
    resolve(g)
    hands = {(o.owner, o.name) for o in g.objects.values() if o.zone == "hand"}
    assert hands == {(0, "Grizzly Bears"), (1, "Hill Giant"), (1, "Grizzly Bears")}
    assert ids(g, "Shock", "graveyard")


def test_roar_puts_them_under_their_owners_control() -> None:
    g = game(PlayerSpec(hand=("Roar of Reclamation",), battlefield=lands("Plains", 7),
                        graveyard=("Grizzly Bears",)),
             PlayerSpec(graveyard=("Hill Giant",)), extra=CARDS)
    cast(g, "Roar of Reclamation")
    resolve(g)
    assert g.objects[one(g, "Grizzly Bears")].controller == 0
    assert g.objects[one(g, "Hill Giant")].controller == 1


def test_another_target_player_is_a_second_distinct_target() -> None:
    """ "another target player" (Biomantic Mastery's second count) is a player target other
    than the first (CR 115.3)."""
    ctx = Context()
    first, second = parse_player("target player", ctx), parse_player("another target player", ctx)
    assert (first, second) == (ir.TargetRef(0), ir.TargetRef(1))
    assert ctx.targets[1].kind == "player" and ctx.targets[1].distinct_from == (0,)
