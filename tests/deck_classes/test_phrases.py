"""Phrases: "sacrifice a creature other than this creature" (another, CR 109.1), "can't
block Humans" (CR 509.1b), "you may have target opponent lose 1 life" (the may declined:
nothing happens)."""

from __future__ import annotations

from tests.deck_classes._cards import defs
from tests.dice_rules._util import game, lands, one, perm, resolve

from grimoire.oracle import ir
from grimoire.oracle.support import engine_gaps
from grimoire.rules import combat_restrictions
from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

NAMES = ("Demonic Taskmaster", "Hunted Ghoul", "Disciple of the Vault")


def _game(me: PlayerSpec, them: PlayerSpec, step: str = "main1") -> Game:
    return game(me, them, step=step, extra=defs(*NAMES))


def test_honoured() -> None:
    for d in defs(*NAMES):
        assert not engine_gaps(d), d.name


def test_sacrifice_a_creature_other_than_itself() -> None:
    """Alone, Demonic Taskmaster sacrifices nothing; with Grizzly Bears, the Bears go."""
    for others in ((), ("Grizzly Bears",)):
        me = PlayerSpec(battlefield=(perm("Demonic Taskmaster"), *(perm(o) for o in others)))
        g = _game(me, PlayerSpec(), step="untap")
        while g.step in ("untap", "upkeep") or g.stack:
            g.apply(PassPriority() if g.pending is not None and g.pending.kind == "priority"
                    else g.legal_actions()[0])
        assert one(g, "Demonic Taskmaster")
        if others:
            assert one(g, "Grizzly Bears", "graveyard")


def test_cant_block_humans() -> None:
    me = PlayerSpec(battlefield=(perm("Hunted Ghoul"),))
    them = PlayerSpec(battlefield=(perm("Disciple of the Vault"), perm("Grizzly Bears")))
    g = _game(me, them)
    ghoul = g.objects[one(g, "Hunted Ghoul")]
    assert not combat_restrictions.pair_ok(g, ghoul, g.objects[one(g, "Disciple of the Vault")])
    assert combat_restrictions.pair_ok(g, ghoul, g.objects[one(g, "Grizzly Bears")])


def test_you_may_have_target_opponent_lose_life() -> None:
    """An artifact dies: yes costs the opponent 1 life; no does nothing."""
    for answer, life in ((True, 19), (False, 20)):
        me = PlayerSpec(hand=("Naturalize",),
                        battlefield=(perm("Disciple of the Vault"), perm("Bonesplitter"),
                                     *lands("Forest", 2)))
        g = _game(me, PlayerSpec())
        g.apply(CastSpell(one(g, "Naturalize", "hand"), targets=((one(g, "Bonesplitter"),),)))
        g.apply(PassPriority())
        g.apply(PassPriority())
        while g.pending is not None and g.pending.kind != "yes_no":
            g.apply(g.legal_actions()[0] if g.pending.kind != "priority" else PassPriority())
        assert g.pending.player == 0
        g.apply(Choose(answer))
        resolve(g)
        assert g.players[1].life == life


def test_that_player_or_that_planeswalkers_controller() -> None:
    """Blightning: at a player, that player discards two; at a planeswalker, its controller
    does (and the planeswalker is dealt the 3 damage)."""
    for at_walker in (False, True):
        me = PlayerSpec(hand=("Blightning",), battlefield=(*lands("Swamp", 1),
                                                           *lands("Mountain", 2)))
        them = PlayerSpec(hand=("Grizzly Bears", "Hill Giant", "Shock"),
                          battlefield=(perm("Chandra, Pyrogenius",
                                            counters=(("loyalty", 5),)),))
        g = game(me, them, extra=defs("Blightning", "Chandra, Pyrogenius"))
        walker = one(g, "Chandra, Pyrogenius")
        target = walker if at_walker else Seat(1)
        g.apply(CastSpell(one(g, "Blightning", "hand"), targets=((target,),)))
        resolve(g)
        assert len(g.players[1].hand) == 1
        assert g.players[1].life == (20 if at_walker else 17)
        if at_walker:
            assert g.objects[walker].counter("loyalty") == 2


def test_haste_as_long_as_an_opponent_controls_a_human() -> None:
    """CR 611.3a: the condition is read continuously."""
    from grimoire.rules import query
    for human, hasty in (("Disciple of the Vault", True), ("Grizzly Bears", False)):
        me = PlayerSpec(battlefield=(perm("Night Revelers"),))
        g = game(me, PlayerSpec(battlefield=(perm(human),)),
                 extra=defs("Night Revelers", "Disciple of the Vault"))
        assert query.has_keyword(g, g.objects[one(g, "Night Revelers")], "haste") is hasty


def test_either_cost_and_proliferate_twice() -> None:
    """ "{3}, {T} or {B}, {T}": two ways to activate (each its own ability); "Proliferate
    twice" proliferates two times (CR 701.27a)."""
    shard = defs("Skeleton Shard")[0]
    costs = [a.cost.mana.symbols for a in shard.abilities if isinstance(a, ir.ActivatedAbility)]
    assert costs == [("3",), ("B",)]
    engine = defs("Contagion Engine")[0]
    proliferate = next(a for a in engine.abilities if isinstance(a, ir.ActivatedAbility))
    assert proliferate.effect == ir.Sequence((ir.Proliferate(),) * 2)


def test_cant_attack_alone() -> None:
    """CR 506.5: Trusty Companion attacks only with another attacker."""
    from grimoire.rules.actions import DeclareAttackers
    for others in ((), ("Grizzly Bears",)):
        me = PlayerSpec(battlefield=(perm("Trusty Companion"), *(perm(o) for o in others)))
        g = game(me, PlayerSpec(), step="beginning_of_combat", extra=defs("Trusty Companion"))
        while g.pending is not None and g.pending.kind == "priority" \
                and g.step == "beginning_of_combat":
            g.apply(PassPriority())
        trusty = one(g, "Trusty Companion")
        asked = g.pending is not None and g.pending.kind == "declare_attackers"
        attacks = [a for a in g.legal_actions() if asked and isinstance(a, DeclareAttackers)]
        alone = [a for a in attacks if [c for c, _ in a.attacks] == [trusty]]
        together = [a for a in attacks if len(a.attacks) == 2]
        assert not alone
        assert bool(together) is bool(others)


def test_damage_equal_to_the_counters_on_it() -> None:
    """Lightning Reaver with two charge counters: 2 damage to each opponent at end step."""
    me = PlayerSpec(battlefield=(perm("Lightning Reaver", counters=(("charge", 2),)),))
    g = game(me, PlayerSpec(), step="main2", extra=defs("Lightning Reaver"))
    while g.step in ("main2", "end") or g.stack:
        g.apply(PassPriority() if g.pending is not None and g.pending.kind == "priority"
                else g.legal_actions()[0])
    assert g.players[1].life == 18


def test_card_with_infect_and_is_monstrous() -> None:
    """ "creature card with infect" is a keyword filter (CR 702.90); "if this creature is
    monstrous" reads the designation (CR 701.31b)."""
    from grimoire.oracle.compiler import compile_source
    cur = compile_source({"name": "Corpse Cur", "mana_cost": "{4}",
                          "type_line": "Artifact Creature — Phyrexian Dog",
                          "oracle_text": "Infect\nWhen this creature enters, you may return "
                          "target creature card with infect from your graveyard to your hand.",
                          "power": "2", "toughness": "2"})
    assert not engine_gaps(cur)
    trigger = cur.abilities[1]
    assert isinstance(trigger, ir.TriggeredAbility)
    assert trigger.targets[0].filter.keywords_all == ("infect",)
    from grimoire.oracle.conditions import parse_condition
    from grimoire.oracle.context import Context
    assert parse_condition("this creature is monstrous", Context()) == \
        ir.HasDesignation("monstrous")
