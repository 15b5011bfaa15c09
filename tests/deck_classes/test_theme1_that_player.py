""""target creature that player controls" in a trigger at the beginning of a step of each
opponent's turn (Tooth Collector, Sentinel of the Eternal Watch): "that player" is the player
whose step it is, the active player (CR 102.1, 503.1, 507.1), so only their creatures are
legal targets (CR 115.1, 601.2c), and the target is checked again on resolution (CR 608.2b).
"At the beginning of combat on each opponent's turn" is the beginning of combat step of each
opponent's turn (CR 507.1)."""

from __future__ import annotations

from tests.deck_classes._cards import assert_honoured, card
from tests.dice_rules._util import game, one, perm
from tests.rules.helpers import pass_to_step

from grimoire.oracle.compiler import compile_source
from grimoire.rules import query
from grimoire.rules.actions import Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

TOOTH = card("Tooth Collector", "{2}{B}", "Creature — Human Rogue",
             "When this creature enters, target creature an opponent controls gets -1/-1 until "
             "end of turn.\nDelirium — At the beginning of each opponent's upkeep, if there "
             "are four or more card types among cards in your graveyard, target creature that "
             "player controls gets -1/-1 until end of turn.", "3/2")
SENTINEL = card("Sentinel of the Eternal Watch", "{5}{W}", "Creature — Giant Soldier",
                "Vigilance (Attacking doesn't cause this creature to tap.)\nAt the beginning "
                "of combat on each opponent's turn, tap target creature that player "
                "controls.", "4/6")
DELIRIUM = ("Forest", "Grizzly Bears", "Shock", "Divination")  # land, creature, instant, sorcery


def test_the_records_are_honoured() -> None:
    assert_honoured((TOOTH, SENTINEL))


def _game(mine: tuple[str, ...], graveyard: tuple[str, ...] = DELIRIUM) -> Game:
    me = PlayerSpec(battlefield=tuple(perm(n) for n in mine), graveyard=graveyard)
    them = PlayerSpec(battlefield=(perm("Hill Giant"), perm("Llanowar Elves")))
    return game(me, them, step="end", extra=[compile_source(TOOTH), compile_source(SENTINEL)])


def _to_targets(g: Game) -> None:
    while g.pending is not None and g.pending.kind == "priority":
        g.apply(PassPriority())


def test_tooth_collector_targets_only_the_active_opponents_creatures() -> None:
    """In player 1's upkeep the legal targets are player 1's Hill Giant and Llanowar Elves,
    not player 0's own Grizzly Bears; the chosen Giant is 2/2 until end of turn."""
    g = _game(("Tooth Collector", "Grizzly Bears"))
    _to_targets(g)
    assert g.pending is not None and g.pending.kind == "trigger_targets"
    giant, elves = one(g, "Hill Giant"), one(g, "Llanowar Elves")
    assert sorted(t for (group,) in g.pending.options for t in group) == sorted((giant, elves))
    g.apply(Choose(((giant,),)))
    pass_to_step(g, "draw", active=1)
    assert (query.power(g, g.objects[giant]), query.toughness(g, g.objects[giant])) == (2, 2)


def test_tooth_collector_without_delirium_does_not_trigger() -> None:
    """Three card types only: the intervening "if" is false, nothing triggers (CR 603.4)."""
    g = _game(("Tooth Collector",), graveyard=("Forest", "Grizzly Bears", "Shock"))
    pass_to_step(g, "draw", active=1)
    giant = g.objects[one(g, "Hill Giant")]
    assert query.power(g, giant) == 3 and not g.stack


def test_tooth_collector_target_gone_does_nothing() -> None:
    """The targeted Elves die in response (lethal damage marked on them): the ability's
    only target is illegal, it does nothing (CR 608.2b); the Giant is untouched."""
    g = _game(("Tooth Collector",))
    _to_targets(g)
    elves = one(g, "Llanowar Elves")
    g.apply(Choose(((elves,),)))
    g.objects[elves].damage = 1  # lethal damage marked in response
    pass_to_step(g, "draw", active=1)
    assert query.power(g, g.objects[one(g, "Hill Giant")]) == 3
    assert not [o for o in g.battlefield if g.objects[o].name == "Llanowar Elves"]


def test_sentinel_taps_a_creature_of_the_opponent_at_their_combat_only() -> None:
    """Player 1's beginning of combat: a creature player 1 controls is tapped; player 0's
    own beginning of combat on their turn triggers nothing."""
    g = _game(("Sentinel of the Eternal Watch", "Grizzly Bears"))
    pass_to_step(g, "main1", active=1)
    _to_targets(g)  # player 1 passes in main 1 with an empty stack: beginning of combat
    assert g.step == "beginning_of_combat" and g.pending is not None
    assert g.pending.kind == "trigger_targets"
    giant = one(g, "Hill Giant")
    assert one(g, "Grizzly Bears") not in [t for (group,) in g.pending.options for t in group]
    g.apply(Choose(((giant,),)))
    while g.stack:
        g.apply(PassPriority())
    assert g.objects[giant].tapped and not g.objects[one(g, "Llanowar Elves")].tapped
    pass_to_step(g, "main1", active=0)
    assert not g.objects[one(g, "Grizzly Bears")].tapped
    pass_to_step(g, "declare_attackers", active=0)
    assert not g.objects[one(g, "Grizzly Bears")].tapped
