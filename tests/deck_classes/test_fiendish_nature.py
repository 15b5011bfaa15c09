"""Classes of Fiendish Nature and Relentless Dead. "create X 2/2 black Zombie creature tokens,
where X is half the number of Zombies you control, rounded down" (CR 107.1a); "Return to your
hand all creature cards in your graveyard that were put there from the battlefield this turn"
(the same instruction as "Return all ... to your hand"); "reveal cards from the top of your
library until you reveal a creature card. Put that card onto the battlefield and put all
other cards revealed this way into your graveyard." (Gamekeeper: CR 701.16a; the "may"
declined, nothing is revealed)."""

from __future__ import annotations

from tests.deck_classes._cards import assert_honoured, card
from tests.dice_rules._util import activate, game, lands, one, perm, resolve
from tests.rules.helpers import pass_to_step

from grimoire.oracle.compiler import compile_source
from grimoire.rules.actions import CastSpell, Choose
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

RANKS = card("Endless Ranks of the Dead", "{2}{B}{B}", "Enchantment",
             "At the beginning of your upkeep, create X 2/2 black Zombie creature tokens, where "
             "X is half the number of Zombies you control, rounded down.")
NO_REST = card("No Rest for the Wicked", "{1}{B}", "Enchantment",
               "Sacrifice this enchantment: Return to your hand all creature cards in your "
               "graveyard that were put there from the battlefield this turn.")
KEEPER = card("Gamekeeper", "{3}{G}", "Creature — Elf",
              "When this creature dies, you may exile it. If you do, reveal cards from the top "
              "of your library until you reveal a creature card. Put that card onto the "
              "battlefield and put all other cards revealed this way into your graveyard.",
              "2/2")
EXTRA = [compile_source(r) for r in (RANKS, NO_REST, KEEPER)]


def test_the_records_are_honoured() -> None:
    assert_honoured((RANKS, NO_REST, KEEPER))


def _zombies(g: Game) -> int:
    return sum("Zombie" in g.objects[o].info.subtypes for o in g.battlefield)


def test_half_the_zombies_rounded_down() -> None:
    """Three Walking Corpses (Zombies): one new Zombie (3 // 2); then four: two more."""
    me = PlayerSpec(battlefield=(perm("Endless Ranks of the Dead"),
                                 *(perm("Walking Corpse") for _ in range(3))))
    g = game(me, step="end", active=1, extra=EXTRA)
    pass_to_step(g, "draw", active=0)
    assert _zombies(g) == 4
    pass_to_step(g, "draw", active=1)
    pass_to_step(g, "draw", active=0)
    assert _zombies(g) == 6


def test_no_rest_returns_only_this_turns_dead_creatures() -> None:
    """Grizzly Bears died this turn (Shock); Hill Giant was in the graveyard already, and
    the Shock is no creature: only the Bears come back."""
    me = PlayerSpec(battlefield=(perm("No Rest for the Wicked"), perm("Grizzly Bears"),
                                 *lands("Mountain", 1)),
                    hand=("Shock",), graveyard=("Hill Giant",))
    g = game(me, extra=EXTRA)
    g.apply(CastSpell(one(g, "Shock", "hand"), targets=((one(g, "Grizzly Bears"),),)))
    resolve(g)
    activate(g, "No Rest for the Wicked")
    resolve(g)
    assert [g.objects[o].name for o in g.players[0].hand] == ["Grizzly Bears"]
    assert sorted(g.objects[o].name for o in g.players[0].graveyard) == [
        "Hill Giant", "No Rest for the Wicked", "Shock"]


def _keeper_dies(answer: bool) -> Game:
    me = PlayerSpec(battlefield=(perm("Gamekeeper"), perm("Mountain")), hand=("Shock",),
                    library=("Forest", "Shock", "Hill Giant", "Island"))
    g = game(me, extra=EXTRA)
    g.apply(CastSpell(one(g, "Shock", "hand"), targets=((one(g, "Gamekeeper"),),)))
    resolve(g, [Choose(answer)])  # it dies; its trigger asks
    return g


def test_gamekeeper_digs_for_a_creature() -> None:
    """Exiled: Forest and Shock revealed then the Hill Giant: the Giant enters, the Forest
    and Shock go to the graveyard; the Island stays on top."""
    g = _keeper_dies(True)
    assert one(g, "Hill Giant") and one(g, "Gamekeeper", "exile")
    assert sorted(g.objects[o].name for o in g.players[0].graveyard) == [
        "Forest", "Shock", "Shock"]  # (the one cast, the one revealed)
    assert [g.objects[o].name for o in g.players[0].library] == ["Island"]


def test_gamekeeper_declined() -> None:
    g = _keeper_dies(False)
    assert not [o for o in g.battlefield if g.objects[o].name == "Hill Giant"]
    assert len(g.players[0].library) == 4 and one(g, "Gamekeeper", "graveyard")
