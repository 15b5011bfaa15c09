"""Forces of the Imperium (Inquisitor Eisenhorn): "You may reveal the first card you draw each
turn as you draw it. Whenever you reveal an instant or sorcery card this way, create
Cherubael, a legendary 4/4 black Demon creature token with flying." — and the class: Primitive
Etchings ("Reveal the first card you draw each turn. Whenever you reveal a creature card this
way, draw a card."), Keranos ("on each of your turns"). CR 121.1 (the first card drawn), CR
701.20a (reveal), CR 603.2, 607.2 (a trigger linked to the reveal)."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import ids, one

from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
EISENHORN = record("Inquisitor Eisenhorn", "{2}{U}{B}", "Legendary Creature — Human Inquisitor",
                   "You may reveal the first card you draw each turn as you draw it. Whenever "
                   "you reveal an instant or sorcery card this way, create Cherubael, a "
                   "legendary 4/4 black Demon creature token with flying.\nWhenever Inquisitor "
                   "Eisenhorn deals combat damage to a player, investigate that many times.",
                   "2", "3")
ETCHINGS = record("Primitive Etchings", "{2}{G}{G}", "Enchantment",
                  "Reveal the first card you draw each turn. Whenever you reveal a creature card "
                  "this way, draw a card.")
KERANOS = record("Keranos, God of Storms", "{3}{U}{R}", "Legendary Enchantment Creature — God",
                 "Indestructible\nAs long as your devotion to blue and red is less than seven, "
                 "Keranos isn't a creature.\nReveal the first card you draw on each of your "
                 "turns. Whenever you reveal a land card this way, draw a card. Whenever you "
                 "reveal a nonland card this way, Keranos deals 3 damage to any target.",
                 "6", "5")
DIVINATION = record("Test Divination", "{U}", "Instant", "Draw two cards.")
RECORDS = (EISENHORN, ETCHINGS, KERANOS, DIVINATION)


def test_the_records_compile() -> None:
    """The cards compile with nothing the engine ignores."""
    compiled(*RECORDS)


def _settle(game: Game, answer: object = None) -> None:
    """Play on to the active player's first main phase with an empty stack; ``answer``
    (else the first option) for other decisions."""
    for _ in range(80):
        if not game.stack and game.step == "main1" and game.pending is not None \
                and game.pending.kind == "priority":
            return
        assert game.pending is not None
        if game.pending.kind == "priority":
            game.apply(PassPriority())
        else:
            options = game.legal_actions()
            wanted = [a for a in options if isinstance(a, Choose) and a.value == answer]
            game.apply(wanted[0] if wanted else options[0])
    raise AssertionError("never settled")


def test_etchings_first_draw_creature_draws_another() -> None:
    """CR 121.1: Alice's first draw this turn is a creature card (Grizzly Bears): she reveals
    it and draws a card (the Forest below it); the second draw isn't revealed."""
    game = table(RECORDS, PlayerSpec(battlefield=(P("Primitive Etchings"),),
                                     library=("Grizzly Bears", "Hill Giant", "Forest")),
                 PlayerSpec(), step="upkeep")
    _settle(game)
    assert ids(game, "Grizzly Bears", "hand") and ids(game, "Hill Giant", "hand")
    assert not ids(game, "Forest", "hand")  # the Giant was the second draw: no trigger


def test_etchings_two_cards_at_once_only_the_first_counts() -> None:
    """Drawing two cards (a land, then a creature) with Test Divination on Bob's turn, her
    first draws of that turn: the first card drawn is the land, so nothing triggers (CR
    121.2: cards are drawn one at a time)."""
    game = table(RECORDS, PlayerSpec(hand=("Test Divination",), battlefield=(
        P("Primitive Etchings"), P("Island")), library=("Forest", "Grizzly Bears",
                                                         "Hill Giant")),
                 PlayerSpec(), active=1)
    game.apply(PassPriority())
    game.apply(CastSpell(one(game, "Test Divination", "hand")))
    while game.stack:
        game.apply(PassPriority())
    assert ids(game, "Grizzly Bears", "hand") and not ids(game, "Hill Giant", "hand")


def test_etchings_ignores_the_opponents_draw() -> None:
    """"the first card you draw": Bob's creature draw doesn't trigger Alice's Etchings."""
    game = table(RECORDS, PlayerSpec(battlefield=(P("Primitive Etchings"),)),
                 PlayerSpec(library=("Grizzly Bears", "Hill Giant")), active=1, step="upkeep")
    _settle(game)
    assert not ids(game, "Hill Giant", "hand")


def test_eisenhorn_reveals_an_instant_and_makes_cherubael() -> None:
    """The first draw is Lightning Bolt (an instant): Alice reveals it (yes to the "may") and
    creates Cherubael, a legendary 4/4 black Demon with flying."""
    game = table(RECORDS, PlayerSpec(battlefield=(P("Inquisitor Eisenhorn"),),
                                     library=("Lightning Bolt", "Forest")), PlayerSpec(),
                 step="upkeep")
    _settle(game, True)
    demons = ids(game, "Cherubael")
    assert len(demons) == 1 and game.objects[demons[0]].info.power == 4


def test_eisenhorn_declined_makes_nothing() -> None:
    """"You may reveal": declined, nothing is created."""
    game = table(RECORDS, PlayerSpec(battlefield=(P("Inquisitor Eisenhorn"),),
                                     library=("Lightning Bolt", "Forest")), PlayerSpec(),
                 step="upkeep")
    _settle(game, False)
    assert not ids(game, "Cherubael")


def test_eisenhorn_creature_draw_makes_nothing() -> None:
    """A creature card isn't an instant or sorcery card: no trigger."""
    game = table(RECORDS, PlayerSpec(battlefield=(P("Inquisitor Eisenhorn"),),
                                     library=("Grizzly Bears",)), PlayerSpec(), step="upkeep")
    _settle(game, True)
    assert not ids(game, "Cherubael") and not game.stack


def test_keranos_only_on_its_controllers_turns() -> None:
    """"on each of your turns": Alice's Test Divination on Bob's turn reveals nothing (no
    damage); on her own turn a nonland first draw deals 3 damage to any target."""
    game = table(RECORDS, PlayerSpec(hand=("Test Divination",), battlefield=(
        P("Keranos, God of Storms"), P("Island")), library=("Lightning Bolt",) * 2),
                 PlayerSpec(), active=1)
    game.apply(PassPriority())
    game.apply(CastSpell(one(game, "Test Divination", "hand")))
    while game.stack:
        game.apply(PassPriority())
    assert game.players[1].life == 20 and game.players[0].life == 20
    mine = table(RECORDS, PlayerSpec(battlefield=(P("Keranos, God of Storms"),),
                                     library=("Lightning Bolt",)), PlayerSpec(), step="upkeep")
    _settle(mine)
    assert mine.players[1].life + mine.players[0].life == 37
