"""Equipment (CR 301.5) and the equip ability (CR 702.6a): "[Cost]: Attach this permanent
to target creature you control. Activate only as a sorcery."; attaching (CR 701.3)."""

from __future__ import annotations

import pytest
from tests.attachments._game import LANDS, card, equips, game_at, ids, one, perm, resolve

from grimoire.errors import IllegalActionError
from grimoire.oracle import ir
from grimoire.rules import query
from grimoire.rules.actions import ActivateAbility, CastSpell
from grimoire.rules.attachments import attach
from grimoire.rules.position import PlayerSpec


def test_equip_compiles_to_its_definition() -> None:
    """CR 702.6a: Bonesplitter's "Equip {1}" is an activated ability costing {1} that
    attaches this permanent to target creature you control, at sorcery speed; CR 702.6c:
    "Equip legendary creature {3}" narrows the target; a further restriction stays."""
    from grimoire.pool import CardPool
    bonesplitter = CardPool.builtin().get("Bonesplitter")
    equip = bonesplitter.abilities[1]
    assert isinstance(equip, ir.ActivatedAbility)
    assert equip.cost.mana.symbols == ("1",) and equip.timing == "sorcery"
    assert equip.effect == ir.Attach(ir.ThisObject(), ir.TargetRef(0))
    (spec,) = equip.targets
    assert spec.filter.types_any == ("creature",) and spec.filter.controller == "you"
    assert equip.text == "Equip {1}"
    blade = card("Test Blade", "Artifact — Equipment",
                 "Equip legendary creature {3}\nEquip {0}. Activate only once each turn.")
    legendary, free = blade.abilities
    assert isinstance(legendary, ir.ActivatedAbility) and isinstance(free, ir.ActivatedAbility)
    assert legendary.targets[0].filter.supertypes == ("legendary",)
    assert free.once_per_turn and free.timing == "sorcery" and not free.cost.mana.mana_value


def test_equip_targets_only_creatures_you_control() -> None:
    """CR 702.6a: the target is a creature you control (not the opponent's, not a land)."""
    game = game_at(PlayerSpec(battlefield=(*LANDS, perm("Bonesplitter"), perm("Grizzly Bears"),
                                           perm("Hill Giant"))),
                   PlayerSpec(battlefield=(perm("Craw Wurm"),)))
    mine = {one(game, "Grizzly Bears"), one(game, "Hill Giant")}
    assert {a.targets[0][0] for a in equips(game, "Bonesplitter")} == mine
    with pytest.raises(IllegalActionError):
        game.apply(ActivateAbility(one(game, "Bonesplitter"), 1,
                                   targets=((one(game, "Craw Wurm"),),)))


def test_equip_only_as_a_sorcery() -> None:
    """CR 702.6a, 602.5d, 307.1: not in combat, not with a spell on the stack, not in the
    opponent's turn."""
    board = (*LANDS, perm("Bonesplitter"), perm("Grizzly Bears"))
    game = game_at(PlayerSpec(battlefield=board), step="beginning_of_combat")
    assert equips(game, "Bonesplitter") == []
    with pytest.raises(IllegalActionError, match="sorcery"):
        game.apply(ActivateAbility(one(game, "Bonesplitter"), 1,
                                   targets=((one(game, "Grizzly Bears"),),)))
    game = game_at(PlayerSpec(battlefield=board, hand=("Giant Growth",)))
    bears = one(game, "Grizzly Bears")
    game.apply(CastSpell(one(game, "Giant Growth", "hand"), targets=((bears,),)))
    assert equips(game, "Bonesplitter") == []  # the stack isn't empty
    game = game_at(PlayerSpec(), PlayerSpec(battlefield=board), active=1)
    assert game.pending is not None and game.pending.player == 1
    assert equips(game, "Bonesplitter")  # its controller's main phase: fine


def test_equip_attaches_and_moves_the_bonus() -> None:
    """CR 301.5a, 701.3a-c, 613.4c: equipping gives the creature +2/+0; equipping another
    creature moves it (the first loses the bonus) with a new timestamp."""
    game = game_at(PlayerSpec(battlefield=(*LANDS, perm("Bonesplitter"), perm("Grizzly Bears"),
                                           perm("Hill Giant"))))
    gear, bears, giant = one(game, "Bonesplitter"), one(game, "Grizzly Bears"), \
        one(game, "Hill Giant")
    game.apply(ActivateAbility(gear, 1, targets=((bears,),)))
    resolve(game)
    assert game.objects[gear].attached_to == bears
    assert query.power(game, game.objects[bears]) == 4
    stamp = game.objects[gear].timestamp
    game.apply(ActivateAbility(gear, 1, targets=((giant,),)))
    resolve(game)
    assert game.objects[gear].attached_to == giant and game.objects[gear].timestamp > stamp
    assert query.power(game, game.objects[bears]) == 2
    assert query.power(game, game.objects[giant]) == 5


def test_equipped_creature_gets_keywords() -> None:
    """CR 613.1f: Loxodon Warhammer's "has trample and lifelink" apply to the equipped
    creature only while equipped."""
    game = game_at(PlayerSpec(battlefield=(*LANDS, perm("Loxodon Warhammer"),
                                           perm("Grizzly Bears"))))
    hammer, bears = one(game, "Loxodon Warhammer"), one(game, "Grizzly Bears")
    assert not query.has_keyword(game, game.objects[bears], "lifelink")
    game.apply(ActivateAbility(hammer, 1, targets=((bears,),)))
    resolve(game)
    obj = game.objects[bears]
    assert query.has_keyword(game, obj, "lifelink") and query.has_keyword(game, obj, "trample")
    assert query.power(game, obj) == 5


def test_equip_target_illegal_on_resolution_does_nothing() -> None:
    """CR 608.2b, 301.5b: the creature left before the equip ability resolved: nothing
    happens, the Equipment stays unattached."""
    game = game_at(PlayerSpec(battlefield=(*LANDS, perm("Short Sword"), perm("Grizzly Bears")),
                              hand=("Lightning Bolt",)))
    sword, bears = one(game, "Short Sword"), one(game, "Grizzly Bears")
    game.apply(ActivateAbility(sword, 1, targets=((bears,),)))
    game.apply(CastSpell(one(game, "Lightning Bolt", "hand"), targets=((bears,),)))
    resolve(game)
    assert game.objects[sword].attached_to is None and sword in game.battlefield


def test_attach_rules() -> None:
    """CR 701.3b: an attach effect doesn't move an Equipment onto something it can't equip
    (a land, itself, a player) and does nothing when it is already attached there;
    CR 301.5c: an Equipment that's also a creature can't equip."""
    walker = card("Test Walker Blade", "Artifact Creature — Equipment Construct",
                  "Equip {1}", "{1}", "1", "1")
    game = game_at(PlayerSpec(battlefield=(*LANDS, perm("Short Sword"), perm("Grizzly Bears"),
                                           perm("Test Walker Blade"))),
                   extra=(walker,))
    sword, bears = one(game, "Short Sword"), one(game, "Grizzly Bears")
    forest = ids(game, "Forest")[0]
    assert not attach(game, sword, forest) and not attach(game, sword, sword)
    assert not attach(game, sword, -1 - 0)
    assert attach(game, sword, bears) and not attach(game, sword, bears)
    assert not attach(game, one(game, "Test Walker Blade"), bears)


def test_attachments_survive_save_and_load() -> None:
    """DESIGN principle 5: a position with an attached Aura and an equip action replay to
    the same attachments."""
    from grimoire.pool import CardPool
    from grimoire.rules.game import Game
    game = game_at(PlayerSpec(battlefield=(*LANDS, perm("Grizzly Bears"),
                                           perm("Holy Strength", attached_to=(0, 10)),
                                           perm("Short Sword"))))
    bears = one(game, "Grizzly Bears")
    game.apply(ActivateAbility(one(game, "Short Sword"), 1, targets=((bears,),)))
    resolve(game)
    loaded = Game.load(game.save(), CardPool.builtin())
    for name in ("Holy Strength", "Short Sword"):
        assert loaded.objects[one(loaded, name)].attached_to == bears
