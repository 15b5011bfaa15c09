"""Limits on a group of targets (CR 601.2c): "up to X target ...", "any number of target
... with total mana value X or less"."""

from __future__ import annotations

import pytest
from tests.dice_cards._records import definition
from tests.dice_rules._util import cast, game, lands, one, perm, resolve
from tests.engine_gaps._util import attack_with, card, pass_until

from grimoire.errors import IllegalActionError
from grimoire.oracle import ir
from grimoire.rules.actions import ActivateAbility, CastSpell, Choose
from grimoire.rules.position import PlayerSpec


def test_ancient_brass_dragon_total_mana_value_of_targets() -> None:
    """CR 601.2c, 603.12: the reflexive trigger's targets are chosen when it is put on the
    stack, with X (the d20 result) known: their total mana value is at most X."""
    dragon = definition("Ancient Brass Dragon")
    g = game(PlayerSpec(battlefield=(perm("Ancient Brass Dragon"),),
                        graveyard=("Grizzly Bears", "Hill Giant")),
             PlayerSpec(graveyard=("Craw Wurm", "Walking Corpse")),
             step="beginning_of_combat", extra=[dragon])
    g.script_dice([6])
    attack_with(g, one(g, "Ancient Brass Dragon"))
    pass_until(g, "trigger_targets")
    options = g.pending.options
    bears, giant = one(g, "Grizzly Bears", "graveyard"), one(g, "Hill Giant", "graveyard")
    wurm, corpse = one(g, "Craw Wurm", "graveyard"), one(g, "Walking Corpse", "graveyard")
    groups = {frozenset(o[0]) for o in options}
    assert frozenset({bears, giant}) in groups  # 2 + 4 = 6
    assert frozenset({wurm}) in groups  # 6
    assert frozenset({bears, corpse}) in groups
    assert frozenset({bears, wurm}) not in groups  # 8 > 6
    assert frozenset({giant, corpse, bears}) not in groups  # 8 > 6
    assert all(sum(g.objects[t].info.mana_value for t in o[0]) <= 6 for o in options)
    with pytest.raises(IllegalActionError):
        g.apply(Choose(((bears, wurm),)))
    g.apply(Choose(((bears, giant),)))
    resolve(g)
    names = {g.objects[o].name for o in g.battlefield if g.objects[o].controller == 0}
    assert {"Grizzly Bears", "Hill Giant"} <= names
    assert one(g, "Craw Wurm", "graveyard")


def test_ancient_brass_dragon_partial_illegality_on_resolution() -> None:
    """CR 608.2b: a target gone from the graveyard is illegal; the others still return."""
    dragon = definition("Ancient Brass Dragon")
    g = game(PlayerSpec(battlefield=(perm("Ancient Brass Dragon"),),
                        graveyard=("Grizzly Bears", "Hill Giant")),
             step="beginning_of_combat", extra=[dragon])
    g.script_dice([20])
    attack_with(g, one(g, "Ancient Brass Dragon"))
    pass_until(g, "trigger_targets")
    bears, giant = one(g, "Grizzly Bears", "graveyard"), one(g, "Hill Giant", "graveyard")
    g.apply(Choose(((bears, giant),)))
    from grimoire.rules import zones
    zones.move(g, giant, "exile")  # it leaves the graveyard before the trigger resolves
    resolve(g)
    assert one(g, "Grizzly Bears")
    assert one(g, "Hill Giant", "exile")


def test_slight_malfunction_up_to_result_targets() -> None:
    """CR 601.2c: "up to X target creatures", X the die result known when the reflexive
    trigger is put on the stack: no more than X targets."""
    g = game(PlayerSpec(hand=("Slight Malfunction",), battlefield=lands("Mountain", 2)),
             PlayerSpec(battlefield=(perm("Grizzly Bears"), perm("Walking Corpse"),
                                     perm("Goblin Piker"))),
             extra=[definition("Slight Malfunction")])
    g.script_dice([2])
    g.apply(CastSpell(one(g, "Slight Malfunction", "hand"), modes=(1,)))
    pass_until(g, "trigger_targets")
    assert max(len(o[0]) for o in g.pending.options) == 2
    three = tuple(one(g, n) for n in ("Grizzly Bears", "Walking Corpse", "Goblin Piker"))
    with pytest.raises(IllegalActionError):
        g.apply(Choose((three,)))
    g.apply(Choose((three[1:],)))
    resolve(g)
    assert one(g, "Grizzly Bears")
    assert g.objects[one(g, "Walking Corpse")].damage == 1
    assert one(g, "Goblin Piker", "graveyard")


SERRAS_LITURGY = ("At the beginning of your upkeep, you may put a verse counter on this "
                  "enchantment.\n{W}, Sacrifice this enchantment: Destroy up to X target "
                  "artifacts and/or enchantments, where X is the number of verse counters on "
                  "this enchantment.")
PATCH_UP = ("Return up to three target creature cards with total mana value 3 or less from "
            "your graveyard to the battlefield.")


def test_up_to_x_targets_from_counters() -> None:
    """CR 601.2c: X read from the source's counters as targets are chosen (before the
    sacrifice cost is paid, CR 601.2h)."""
    liturgy = card("Serra's Liturgy", "Enchantment", SERRAS_LITURGY, "{2}{W}{W}")
    g = game(PlayerSpec(battlefield=(perm("Serra's Liturgy", counters=(("verse", 1),)),
                                     *lands("Plains", 1))),
             PlayerSpec(battlefield=(perm("Serra's Liturgy"), perm("Serra's Liturgy"))),
             extra=[liturgy])
    mine = next(o for o in g.battlefield if g.objects[o].name == "Serra's Liturgy"
                and g.objects[o].controller == 0)
    acts = [a for a in g.legal_actions() if getattr(a, "source", None) == mine]
    assert acts and max(len(a.targets[0]) for a in acts) == 1
    theirs = [o for o in g.battlefield if g.objects[o].controller == 1]
    with pytest.raises(IllegalActionError):
        g.apply(ActivateAbility(mine, acts[0].index, ((theirs[0], theirs[1]),)))
    g.apply(ActivateAbility(mine, acts[0].index, ((theirs[0],),)))
    resolve(g)
    assert [g.objects[o].name for o in g.players[1].graveyard] == ["Serra's Liturgy"]


def test_patch_up_total_on_casting() -> None:
    """CR 601.2c: a spell's targets with a fixed total limit."""
    patch = card("Patch Up", "Sorcery", PATCH_UP, "{3}{W}")
    g = game(PlayerSpec(hand=("Patch Up",), battlefield=lands("Plains", 4),
                        graveyard=("Grizzly Bears", "Goblin Piker", "Hill Giant")),
             extra=[patch])
    bears, piker = one(g, "Grizzly Bears", "graveyard"), one(g, "Goblin Piker", "graveyard")
    with pytest.raises(IllegalActionError):
        g.apply(CastSpell(one(g, "Patch Up", "hand"), targets=((bears, piker),)))
    g.apply(CastSpell(one(g, "Patch Up", "hand"), targets=((bears,),)))
    resolve(g)
    assert one(g, "Grizzly Bears")


YAO_GUAI = ("Vigilance, trample\nThis creature enters with X +1/+1 counters on it.\nWhen this "
            "creature enters, destroy any number of target artifacts and/or enchantments with "
            "total mana value X or less.")


def _relics() -> list[ir.CardDefinition]:
    return [card("Relic One", "Artifact", "", "{1}"), card("Relic Two", "Artifact", "", "{2}"),
            card("Charm Three", "Enchantment", "", "{3}")]


def test_own_enters_trigger_reads_the_x_it_was_cast_with() -> None:
    """CR 107.3m, 601.2c: the enters trigger's total limit is the X paid for the spell."""
    yao = card("Rampaging Yao Guai", "Creature — Bear Mutant", YAO_GUAI, "{X}{G}{G}{G}",
               "2", "2")
    g = game(PlayerSpec(hand=("Rampaging Yao Guai",), battlefield=lands("Forest", 6)),
             PlayerSpec(battlefield=(perm("Relic One"), perm("Relic Two"),
                                     perm("Charm Three"))),
             extra=[yao, *_relics()])
    cast(g, "Rampaging Yao Guai", x=3)
    pass_until(g, "trigger_targets")
    one_, two, three = one(g, "Relic One"), one(g, "Relic Two"), one(g, "Charm Three")
    groups = {frozenset(o[0]) for o in g.pending.options}
    assert frozenset({one_, two}) in groups and frozenset({three}) in groups
    assert frozenset({two, three}) not in groups and frozenset({one_, three}) not in groups
    g.apply(Choose(((one_, two),)))
    resolve(g)
    assert one(g, "Charm Three") and one(g, "Relic One", "graveyard")


TWILIGHT = "Destroy up to X target artifacts."


def test_spell_up_to_x_targets_checked_with_the_x_announced() -> None:
    """CR 601.2b-c: X is announced before the targets; more than X targets is illegal and
    changes nothing."""
    spell = card("Sunset Test", "Sorcery", TWILIGHT, "{X}{R}")
    g = game(PlayerSpec(hand=("Sunset Test",), battlefield=lands("Mountain", 3)),
             PlayerSpec(battlefield=(perm("Relic One"), perm("Relic Two"))),
             extra=[spell, *_relics()])
    both = (one(g, "Relic One"), one(g, "Relic Two"))
    with pytest.raises(IllegalActionError):
        cast(g, "Sunset Test", targets=(both,), x=1)
    assert one(g, "Sunset Test", "hand")
    cast(g, "Sunset Test", targets=(both,), x=2)
    resolve(g)
    assert one(g, "Relic One", "graveyard") and one(g, "Relic Two", "graveyard")
