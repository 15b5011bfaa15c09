"""Avatar of Fury's class: "If an opponent controls seven or more lands, this spell costs {6}
less to cast." (the condition written first: CR 601.2f, checked as the cost is determined)
and the player qualities it brought: "an opponent controls N or more <permanents>" (Tectonic
Edge, Defense of the Heart), "an opponent has no cards in hand" (Avatar of Will, Guul Draz
Specter), "an opponent controls at least four more creatures than you" (Avatar of Might):
true if some opponent still in the game has it (CR 108.4, 800.4a)."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import one

from grimoire.rules.actions import ActivateAbility, CastSpell
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

FURY = record("Avatar of Fury", "{6}{R}{R}", "Creature — Avatar",
              "If an opponent controls seven or more lands, this spell costs {6} less to "
              "cast.\nFlying\n{R}: This creature gets +1/+0 until end of turn.", "6", "6")
WILL = record("Avatar of Will", "{6}{U}{U}", "Creature — Avatar",
              "If an opponent has no cards in hand, this spell costs {6} less to cast.\nFlying",
              "5", "6")
MIGHT = record("Avatar of Might", "{6}{G}{G}", "Creature — Avatar",
               "If an opponent controls at least four more creatures than you, this spell "
               "costs {6} less to cast.\nTrample", "8", "8")
EDGE = record("Tectonic Edge", "", "Land",
              "{T}: Add {C}.\n{1}, {T}, Sacrifice this land: Destroy target nonbasic land. "
              "Activate only if an opponent controls four or more lands.")
RECORDS = (FURY, WILL, MIGHT, EDGE)


def _lands(name: str, n: int) -> tuple[PermanentSpec, ...]:
    return tuple(PermanentSpec(name) for _ in range(n))


def _castable(game: Game, name: str) -> bool:
    card = one(game, name, "hand")
    return any(isinstance(a, CastSpell) and a.card == card for a in game.legal_actions())


def test_the_records_compile() -> None:
    """The three Avatars and Tectonic Edge compile with nothing the engine ignores."""
    compiled(*RECORDS)


def test_fury_costs_six_less_if_one_opponent_has_seven_lands() -> None:
    """Four players: only Dan controls seven lands; Alice's two Mountains pay {R}{R}."""
    game = table(RECORDS, PlayerSpec(hand=("Avatar of Fury",), battlefield=_lands(
        "Mountain", 2)), PlayerSpec(battlefield=_lands("Island", 6)), PlayerSpec(),
        PlayerSpec(battlefield=_lands("Forest", 7)))
    assert _castable(game, "Avatar of Fury")
    game.apply(CastSpell(one(game, "Avatar of Fury", "hand")))
    assert all(game.objects[o].tapped for o in game.battlefield
               if game.objects[o].name == "Mountain")


def test_fury_full_price_with_six_lands_or_only_her_own() -> None:
    """Bob has six lands and Alice herself seven: no opponent controls seven, so Avatar of
    Fury costs {6}{R}{R}: seven Mountains can't pay it."""
    game = table(RECORDS, PlayerSpec(hand=("Avatar of Fury",), battlefield=_lands(
        "Mountain", 7)), PlayerSpec(battlefield=_lands("Island", 6)), PlayerSpec())
    assert not _castable(game, "Avatar of Fury")


def test_will_costs_less_while_an_opponent_has_an_empty_hand() -> None:
    """Avatar of Will: Carol's hand is empty (Bob's isn't): {U}{U} is enough; once every
    opponent holds a card, it isn't."""
    islands = _lands("Island", 2)
    game = table(RECORDS, PlayerSpec(hand=("Avatar of Will",), battlefield=islands),
                 PlayerSpec(hand=("Forest",)), PlayerSpec())
    assert _castable(game, "Avatar of Will")
    game = table(RECORDS, PlayerSpec(hand=("Avatar of Will",), battlefield=islands),
                 PlayerSpec(hand=("Forest",)), PlayerSpec(hand=("Island",)))
    assert not _castable(game, "Avatar of Will")


def test_might_needs_four_more_creatures_than_you() -> None:
    """Avatar of Might: Bob's five Bears against Alice's one is four more (cheap); against
    two, three more (full price)."""
    for mine, cheap in ((1, True), (2, False)):
        game = table(RECORDS, PlayerSpec(hand=("Avatar of Might",), battlefield=(
            *_lands("Forest", 2), *_lands("Grizzly Bears", mine))),
            PlayerSpec(battlefield=_lands("Grizzly Bears", 5)))
        assert _castable(game, "Avatar of Might") is cheap


def test_tectonic_edge_only_while_an_opponent_has_four_lands() -> None:
    """Tectonic Edge's destroy ability can be activated only while an opponent controls four
    or more lands (CR 602.5b)."""
    for bobs, allowed in ((4, True), (3, False)):
        game = table(RECORDS, PlayerSpec(battlefield=(PermanentSpec("Tectonic Edge"),
                                                      *_lands("Mountain", 1))),
                     PlayerSpec(battlefield=(*_lands("Island", bobs - 1),
                                             PermanentSpec("Tectonic Edge"))))
        edge = next(o for o in game.battlefield if game.objects[o].name == "Tectonic Edge"
                    and game.objects[o].controller == 0)
        destroys = [a for a in game.legal_actions() if isinstance(a, ActivateAbility)
                    and a.source == edge and a.index == 1]
        assert bool(destroys) is allowed
