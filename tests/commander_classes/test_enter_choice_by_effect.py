""""As this enters, choose a color" honoured when an effect puts the permanent onto the
battlefield (CR 614.1c, 614.12: the choice is part of entering, however it enters), not
only when it resolves as a spell: Heraldic Banner returned by Sun Titan."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import ids, one

from grimoire.rules import query
from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

HERALDIC = record("Heraldic Banner", "{3}", "Artifact",
                  "As this artifact enters, choose a color.\nCreatures you control of the chosen "
                  "color get +1/+0.\n{T}: Add one mana of the chosen color.")
TITAN = record("Sun Titan", "{4}{W}{W}", "Creature — Giant",
               "Vigilance\nWhenever this creature enters or attacks, you may return target "
               "permanent card with mana value 3 or less from your graveyard to the battlefield.",
               "6", "6")
BEARS = record("Grizzly Bears", "{1}{G}", "Creature — Bear", "", "2", "2")
RECORDS = (HERALDIC, TITAN, BEARS)


def test_the_records_compile() -> None:
    """Both compile with nothing the engine ignores."""
    compiled(HERALDIC, TITAN)


def _titan_returns_banner(answer: bool) -> tuple[Game, list[tuple[str, str, int]]]:
    plains = tuple(PermanentSpec("Plains") for _ in range(6))
    game = table(RECORDS, PlayerSpec(hand=("Sun Titan",), graveyard=("Heraldic Banner",),
                                     battlefield=(*plains, PermanentSpec("Grizzly Bears"))),
                 PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"),)), PlayerSpec())
    game.apply(CastSpell(one(game, "Sun Titan", "hand")))
    asked: list[tuple[str, str, int]] = []
    for _ in range(60):
        d = game.pending
        assert d is not None
        if d.kind == "choose_color":
            asked.append((d.kind, d.rule, d.player))
            game.apply(Choose("G"))
        elif d.kind == "yes_no":
            game.apply(Choose(answer))
        elif d.kind == "priority" and not game.stack and ids(game, "Sun Titan"):
            break
        else:
            game.apply(PassPriority() if d.kind == "priority" else game.legal_actions()[0])
    return game, asked


def test_the_returned_banner_asks_its_controller_for_a_color() -> None:
    """Sun Titan returns the Banner: Alice chooses green as it enters (CR 614.12), so her
    Bears get +1/+0 (CR 607.2d) and Bob's don't; the Banner taps for {G}."""
    game, asked = _titan_returns_banner(True)
    assert asked == [("choose_color", "CR 614.12", 0)]
    banner = game.objects[one(game, "Heraldic Banner")]
    assert banner.chosen == "G"
    powers = {game.objects[o].controller: query.power(game, game.objects[o])
              for o in ids(game, "Grizzly Bears")}
    assert powers == {0: 3, 1: 2}


def test_declining_the_return_asks_nothing() -> None:
    """The "you may" declined: the Banner stays in the graveyard and nothing is asked."""
    game, asked = _titan_returns_banner(False)
    assert asked == [] and ids(game, "Heraldic Banner", "graveyard")
