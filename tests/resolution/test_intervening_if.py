"""The intervening "if" (CR 603.4) is checked when the ability would trigger and again as
it resolves; a win effect resolving from the stack ends the game (CR 104.2b)."""

from __future__ import annotations

from tests.dice_rules._util import cast, game, lands, one, perm, resolve
from tests.engine_gaps._util import attack_with
from tests.resolution._cards import definitions

from grimoire.rules import events as ev
from grimoire.rules.actions import CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec


def _triggered(g: Game, name: str) -> int:
    return sum(1 for e in g.events if isinstance(e, ev.AbilityTriggered) and e.name == name)


def _to_upkeep(life: int) -> Game:
    """Felidar Sovereign's controller at ``life``, at the end of the opponent's turn."""
    return game(PlayerSpec(life=life, battlefield=(perm("Felidar Sovereign"),)),
                PlayerSpec(battlefield=lands("Mountain", 1), hand=("Lightning Bolt",)),
                step="end", active=1, extra=definitions("Felidar Sovereign"))


def _pass_to_upkeep(g: Game) -> None:
    for _ in range(20):
        if g.active == 0 and g.step == "upkeep":
            return
        g.apply(PassPriority())
    raise AssertionError("never reached the upkeep")


def test_felidar_sovereign_at_40_life_wins_from_the_stack() -> None:
    """CR 603.4, 104.2b: at 40 life the trigger goes on the stack, resolves and its
    controller wins; the game ends cleanly (no resolution left to finish)."""
    g = _to_upkeep(40)
    _pass_to_upkeep(g)
    assert _triggered(g, "Felidar Sovereign") == 1
    resolve(g)
    assert g.result is not None and g.result.winner == 0
    assert g.pending is None and not g.resolving


def test_felidar_sovereign_at_39_life_does_not_trigger() -> None:
    """CR 603.4: at 39 life the condition is false as the upkeep begins: it doesn't
    trigger at all (gaining life later in the upkeep wouldn't matter)."""
    g = _to_upkeep(39)
    _pass_to_upkeep(g)
    assert _triggered(g, "Felidar Sovereign") == 0
    assert not g.stack and g.result is None


def test_felidar_sovereign_rechecks_its_condition_on_resolution() -> None:
    """CR 603.4: at 40 life it triggers; a Lightning Bolt in response drops its controller
    to 37, so on resolution the condition is false and nothing happens."""
    g = _to_upkeep(40)
    _pass_to_upkeep(g)
    assert _triggered(g, "Felidar Sovereign") == 1
    g.apply(PassPriority())  # the controller passes; the opponent responds
    g.apply(CastSpell(one(g, "Lightning Bolt", "hand"), targets=((Seat(0),),)))
    resolve(g)
    assert g.players[0].life == 37 and g.result is None


def test_persist_with_a_counter_does_not_trigger() -> None:
    """CR 603.4, 702.79a: Kitchen Finks that already has a -1/-1 counter dies: persist's
    intervening "if" is false when it would trigger; no trigger, it stays dead."""
    g = game(PlayerSpec(hand=("Lightning Bolt",), battlefield=lands("Mountain", 1)),
             PlayerSpec(battlefield=(perm("Kitchen Finks", counters=(("-1/-1", 1),)),)),
             extra=definitions("Kitchen Finks"))
    cast(g, "Lightning Bolt", targets=((one(g, "Kitchen Finks"),),))
    resolve(g)
    assert _triggered(g, "Kitchen Finks") == 0
    assert one(g, "Kitchen Finks", "graveyard")


def test_persist_without_a_counter_returns_it() -> None:
    """CR 702.79a: without a -1/-1 counter persist triggers and returns it with one."""
    g = game(PlayerSpec(hand=("Lightning Bolt",), battlefield=lands("Mountain", 1)),
             PlayerSpec(battlefield=(perm("Kitchen Finks"),)),
             extra=definitions("Kitchen Finks"))
    cast(g, "Lightning Bolt", targets=((one(g, "Kitchen Finks"),),))
    resolve(g)
    finks = g.objects[one(g, "Kitchen Finks")]
    assert finks.counters.get("-1/-1") == 1


def test_deadeye_tormentor_without_raid_does_not_trigger() -> None:
    """CR 603.4, 702 (raid): cast before attacking, "if you attacked this turn" is false:
    no trigger, no target to choose, the opponent keeps their hand."""
    g = game(PlayerSpec(hand=("Deadeye Tormentor",), battlefield=lands("Swamp", 3)),
             PlayerSpec(hand=("Grizzly Bears",)), extra=definitions("Deadeye Tormentor"))
    cast(g, "Deadeye Tormentor")
    resolve(g)
    assert _triggered(g, "Deadeye Tormentor") == 0
    assert len(g.players[1].hand) == 1


def test_deadeye_tormentor_after_attacking_triggers() -> None:
    """Raid: after attacking this turn, the trigger happens and the opponent discards."""
    g = game(PlayerSpec(hand=("Deadeye Tormentor",),
                        battlefield=(*lands("Swamp", 3), perm("Grizzly Bears"))),
             PlayerSpec(hand=("Grizzly Bears",)), extra=definitions("Deadeye Tormentor"))
    attack_with(g, one(g, "Grizzly Bears"))
    for _ in range(30):
        if g.step == "main2":
            break
        g.apply(PassPriority() if g.pending and g.pending.kind == "priority"
                else g.legal_actions()[0])
    cast(g, "Deadeye Tormentor")
    resolve(g)
    assert _triggered(g, "Deadeye Tormentor") == 1
    assert not g.players[1].hand


def test_scholar_of_stars_ignores_an_artifact_flashed_in_later() -> None:
    """CR 603.4: Scholar of Stars enters with no artifact around: it doesn't trigger, so
    flashing in Galvanic Key afterwards draws nothing."""
    g = game(PlayerSpec(hand=("Scholar of Stars", "Galvanic Key"),
                        battlefield=lands("Island", 6)),
             extra=definitions("Scholar of Stars", "Galvanic Key"))
    cast(g, "Scholar of Stars")
    g.apply(PassPriority())
    g.apply(PassPriority())  # the Scholar resolves; its controller has priority
    assert one(g, "Scholar of Stars")
    cast(g, "Galvanic Key")
    resolve(g)
    assert one(g, "Galvanic Key")
    assert _triggered(g, "Scholar of Stars") == 0
    assert len(g.players[0].hand) == 0


def test_scholar_of_stars_with_an_artifact_draws() -> None:
    """CR 603.4: with an artifact already there it triggers and draws a card."""
    g = game(PlayerSpec(hand=("Scholar of Stars",),
                        battlefield=(*lands("Island", 4), perm("Galvanic Key"))),
             extra=definitions("Scholar of Stars", "Galvanic Key"))
    cast(g, "Scholar of Stars")
    resolve(g)
    assert _triggered(g, "Scholar of Stars") == 1
    assert len(g.players[0].hand) == 1
