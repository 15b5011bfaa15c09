"""Backup in real games (CR 702.165a; grimoire.oracle.creature_keywords)."""

from __future__ import annotations

from tests.creature_keywords._cards import definitions
from tests.dice_rules._util import cast, game, lands, one, perm, resolve
from tests.unsets._util import pass_until

from grimoire.oracle import ir
from grimoire.oracle.coverage import card_is_compiled
from grimoire.rules import query
from grimoire.rules.actions import Choose
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

EXTRA = definitions("Sigiled Sentinel")


def _cast_sentinel() -> Game:
    g = game(PlayerSpec(hand=("Sigiled Sentinel",),
                        battlefield=(perm("Grizzly Bears"), *lands("Plains", 3))), extra=EXTRA)
    cast(g, "Sigiled Sentinel")
    pass_until(g, lambda g: g.pending is not None and g.pending.kind == "trigger_targets")
    return g


def test_the_card_compiles_with_the_ability_below() -> None:
    """CR 702.165a: the backup trigger grants the abilities printed below it (Vigilance)."""
    (card,) = EXTRA
    assert card_is_compiled([card])
    (trigger,) = [a for a in card.abilities if isinstance(a, ir.TriggeredAbility)]
    assert isinstance(trigger.effect, ir.Sequence)
    gain = trigger.effect.steps[1]
    assert isinstance(gain, ir.Conditional) and isinstance(gain.then, ir.GainAbilities)
    assert gain.then.abilities == (ir.Keyword("vigilance"),)


def test_backup_on_another_creature_grants_until_end_of_turn() -> None:
    """CR 702.165a: a +1/+1 counter on Grizzly Bears, which gains vigilance until end of
    turn (CR 514.2: the effect ends in the cleanup step)."""
    g = _cast_sentinel()
    bears = one(g, "Grizzly Bears")
    g.apply(Choose(((bears,),)))
    resolve(g)
    obj = g.objects[bears]
    assert obj.counter("+1/+1") == 1 and query.power(g, obj) == 3
    assert query.has_keyword(g, obj, "vigilance")
    pass_until(g, lambda g: g.turn == 4 and g.step == "main1")
    assert not query.has_keyword(g, g.objects[bears], "vigilance")
    assert g.objects[bears].counter("+1/+1") == 1


def test_backup_on_itself_only_puts_the_counter() -> None:
    """CR 702.165a: targeting the creature with backup: only the counters."""
    g = _cast_sentinel()
    sentinel = one(g, "Sigiled Sentinel")
    g.apply(Choose(((sentinel,),)))
    resolve(g)
    assert g.objects[sentinel].counter("+1/+1") == 1
    bears = g.objects[one(g, "Grizzly Bears")]
    assert bears.counter("+1/+1") == 0 and not query.has_keyword(g, bears, "vigilance")
