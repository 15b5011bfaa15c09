"""An Aura granting keywords and a quoted ability in one sentence (CR 613.1f: abilities
granted in layer 6; CR 613.4c: the boost in layer 7c): "Enchanted creature gets +1/+1 and
has lifelink and "Whenever this creature deals combat damage to a player, draw a card.""
(Staggering Insight). The granted trigger belongs to the creature, so its controller draws
(CR 113.7a, 603.3a)."""

from __future__ import annotations

import pytest
from tests.commander_classes._table import advance, compiled, record, table
from tests.rules.helpers import one

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules import query
from grimoire.rules.actions import CastSpell, DeclareAttackers, PassPriority
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

INSIGHT = record("Staggering Insight", "{W}{U}", "Enchantment — Aura",
                 "Enchant creature\nEnchanted creature gets +1/+1 and has lifelink and "
                 "\"Whenever this creature deals combat damage to a player, draw a card.\"")
IDEAL = record("Fallen Ideal", "{2}{B}", "Enchantment — Aura",
               "Enchant creature\nEnchanted creature has flying and \"Sacrifice a creature: This "
               "creature gets +2/+1 until end of turn.\"\nWhen this Aura is put into a graveyard "
               "from the battlefield, return it to its owner's hand.")


def test_the_records_compile() -> None:
    """Both compile; the sentence makes a boost, a keyword grant and an ability grant."""
    compiled(INSIGHT, IDEAL)
    effects = [type(a.effect).__name__ for a in compile_source(INSIGHT).abilities
               if isinstance(a, ir.StaticAbility)]
    assert effects == ["PowerToughnessBoost", "PowerToughnessBoost", "GrantAbilities"]


@pytest.mark.parametrize("on_bobs", [False, True])
def test_staggering_insight_gives_lifelink_and_the_draw(on_bobs: bool) -> None:
    """On Alice's Bears: a 3/3 with lifelink that, dealing 3 combat damage to Carol, gains
    Alice 3 life and draws her a card. On Bob's Bears, Bob's creature has the ability: when
    it deals combat damage, Bob (its controller) draws and gains the life."""
    lands = (PermanentSpec("Plains"), PermanentSpec("Island"))
    game = table((INSIGHT,), PlayerSpec(hand=("Staggering Insight",),
                                        battlefield=(*lands, PermanentSpec("Grizzly Bears"))),
                 PlayerSpec(battlefield=(PermanentSpec("Grizzly Bears"),)), PlayerSpec(),
                 step="main1")
    owner = 1 if on_bobs else 0
    bears = next(o for o in game.battlefield if game.objects[o].name == "Grizzly Bears"
                 and game.objects[o].controller == owner)
    game.apply(CastSpell(one(game, "Staggering Insight", "hand"), targets=((bears,),)))
    while game.stack:
        game.apply(PassPriority())
    obj = game.objects[bears]
    assert (query.power(game, obj), query.toughness(game, obj)) == (3, 3)
    assert query.has_keyword(game, obj, "lifelink")
    if on_bobs:  # Bob attacks Carol in his turn
        advance(game, lambda g: g.active == 1 and g.pending is not None
                and g.pending.kind == "declare_attackers")
    else:
        advance(game, lambda g: g.pending is not None and g.pending.kind == "declare_attackers")
    hands = [len(p.hand) for p in game.players]
    game.apply(DeclareAttackers(((bears, Seat(2)),)))
    advance(game, lambda g: g.step in ("main2", "end"))
    assert game.players[2].life == 17
    assert game.players[owner].life == 23
    assert len(game.players[owner].hand) == hands[owner] + 1
