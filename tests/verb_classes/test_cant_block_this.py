""""Target creature can't block ~ this turn" (Duct Crawler, Burning-Tree Bloodscale, the
ability Fearsome Temper grants): a restriction on that one blocker and that one attacker
(CR 509.1b), until end of turn; the creature may still block other attackers.

CR 509.1c: the defending player obeys as many requirements as possible without breaking a
restriction, so "Target creature blocks ~ this turn if able" on the same pair is not obeyed.
CR 608.2b: with its target gone, the ability does nothing."""

from __future__ import annotations

import pytest
from tests.dice_rules._util import game, lands, one, perm
from tests.hostile.test_listing_agrees import digest
from tests.verb_classes._cards import defs

from grimoire.errors import IllegalActionError
from grimoire.oracle import ir
from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import (
    ActivateAbility,
    CastSpell,
    DeclareAttackers,
    DeclareBlockers,
    PassPriority,
)
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

NAMES = ("Duct Crawler", "Burning-Tree Bloodscale", "Fearsome Temper")


def _game(mine: tuple[str, ...], lands_n: int = 3) -> Game:
    me = PlayerSpec(battlefield=(*(perm(n) for n in mine), *lands("Mountain", lands_n),
                                 *lands("Forest", lands_n)))
    them = PlayerSpec(battlefield=(perm("Giant Spider"), perm("Grizzly Bears")))
    return game(me, them, step="main1", extra=defs(*NAMES))


def _activate(g: Game, source: str, target: str, nth: int = 0) -> None:
    src, aim = one(g, source), one(g, target)
    found = [a for a in g.legal_actions() if isinstance(a, ActivateAbility)
             and a.source == src and a.targets == ((aim,),)]
    g.apply(found[nth])


def _resolve_stack(g: Game) -> None:
    while g.stack:
        g.apply(PassPriority())


def _blocks(g: Game, attackers: tuple[str, ...]) -> list[DeclareBlockers]:
    while g.step != "beginning_of_combat":
        g.apply(PassPriority())
    while g.pending is not None and g.pending.kind == "priority":
        g.apply(PassPriority())
    g.apply(DeclareAttackers(tuple((one(g, a), Seat(1)) for a in attackers)))
    while g.pending is not None and g.pending.kind == "priority" \
            and g.step in ("declare_attackers", "beginning_of_combat"):
        g.apply(PassPriority())
    if g.pending is not None and g.pending.kind == "declare_blockers":
        return [a for a in g.legal_actions() if isinstance(a, DeclareBlockers)]
    blocked = g.combat.blocked_by  # a single legal declaration: made by the engine at once
    return [DeclareBlockers(tuple((b, a) for a, bs in blocked.items() for b in bs))]


def test_honoured() -> None:
    for d in defs(*NAMES):
        assert not engine_gaps(d), d.name
        assert any(isinstance(n, ir.CombatRestriction) and n.attacker == ir.ThisObject()
                   for n in ir.iter_nodes(d)), d.name


def test_the_target_cant_block_that_creature_only() -> None:
    """Duct Crawler's ability on Giant Spider: the Spider may block Hill Giant but never the
    Crawler; Grizzly Bears (not targeted) may block either."""
    g = _game(("Duct Crawler", "Hill Giant"))
    _activate(g, "Duct Crawler", "Giant Spider")
    _resolve_stack(g)
    crawler, giant = one(g, "Duct Crawler"), one(g, "Hill Giant")
    spider, bears = one(g, "Giant Spider"), one(g, "Grizzly Bears")
    pairs = {p for d in _blocks(g, ("Duct Crawler", "Hill Giant")) for p in d.blocks}
    assert (spider, crawler) not in pairs
    assert {(spider, giant), (bears, crawler), (bears, giant)} <= pairs


def test_a_forbidden_block_is_refused_and_nothing_changes() -> None:
    g = _game(("Duct Crawler",))
    _activate(g, "Duct Crawler", "Giant Spider")
    _resolve_stack(g)
    _blocks(g, ("Duct Crawler",))
    bad = DeclareBlockers(((one(g, "Giant Spider"), one(g, "Duct Crawler")),))
    before, state = g.save(), digest(g)
    with pytest.raises(IllegalActionError):
        g.apply(bad)
    assert g.save() == before and digest(g) == state


def test_it_lasts_this_turn_only() -> None:
    """The restriction ends with the turn (cleared in the cleanup step, CR 514.2)."""
    g = _game(("Duct Crawler",))
    _activate(g, "Duct Crawler", "Giant Spider")
    _resolve_stack(g)
    assert g.combat_rules
    while g.turn == 3:
        g.apply(g.legal_actions()[0] if g.pending.kind != "priority" else PassPriority())
    assert not any(r.startswith("cant_block:") for _, r in g.combat_rules)


def test_restriction_beats_requirement() -> None:
    """Burning-Tree Bloodscale uses both abilities on Giant Spider: "can't block" (a
    restriction) wins over "blocks this creature if able" (a requirement, CR 509.1c): the
    Spider doesn't block it, and not blocking at all is legal."""
    g = _game(("Burning-Tree Bloodscale",), lands_n=6)
    _activate(g, "Burning-Tree Bloodscale", "Giant Spider", 0)
    _resolve_stack(g)
    _activate(g, "Burning-Tree Bloodscale", "Giant Spider", 0)
    _resolve_stack(g)
    assert len(g.combat_rules) == 2
    scale, spider = one(g, "Burning-Tree Bloodscale"), one(g, "Giant Spider")
    blocks = _blocks(g, ("Burning-Tree Bloodscale",))
    assert all((spider, scale) not in d.blocks for d in blocks)
    assert DeclareBlockers(()) in blocks


def test_granted_by_an_aura() -> None:
    """Fearsome Temper's granted ability: "this creature" is the enchanted creature."""
    me = PlayerSpec(battlefield=(perm("Hill Giant"), perm("Fearsome Temper", attached_to=(0, 0)),
                                 *lands("Mountain", 3)))
    them = PlayerSpec(battlefield=(perm("Giant Spider"),))
    g = game(me, them, step="main1", extra=defs(*NAMES))
    _activate(g, "Hill Giant", "Giant Spider")
    _resolve_stack(g)
    giant, spider = one(g, "Hill Giant"), one(g, "Giant Spider")
    assert all((spider, giant) not in d.blocks for d in _blocks(g, ("Hill Giant",)))


def test_target_gone_does_nothing() -> None:
    """CR 608.2b: Grizzly Bears, the target, dies in response: no restriction is made."""
    me = PlayerSpec(hand=("Lightning Bolt",), battlefield=(perm("Duct Crawler"),
                                                            *lands("Mountain", 3)))
    them = PlayerSpec(battlefield=(perm("Grizzly Bears"),))
    g = game(me, them, step="main1", extra=defs(*NAMES))
    bears = one(g, "Grizzly Bears")
    _activate(g, "Duct Crawler", "Grizzly Bears")
    bolt = one(g, "Lightning Bolt", "hand")
    g.apply(next(a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == bolt
                 and a.targets == ((bears,),)))
    _resolve_stack(g)
    assert not one_or_none(g, "Grizzly Bears")
    assert g.combat_rules == ()


def one_or_none(g: Game, name: str) -> list[int]:
    return [o.id for o in g.objects.values() if o.name == name and o.zone == "battlefield"]
