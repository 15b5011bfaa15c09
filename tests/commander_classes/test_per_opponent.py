"""Targets chosen once per opponent (CR 115.1, 601.2c, 800: every opponent): Grasp of Fate's
"When this enchantment enters, for each opponent, exile up to one target nonland permanent
that player controls until this enchantment leaves the battlefield." (CR 610.3) and Diluvian
Primordial's "for each opponent, you may cast up to one target instant or sorcery card from
that player's graveyard without paying its mana cost. If a spell cast this way would be put
into a graveyard, exile it instead." (CR 608.2g, 614.1a)."""

from __future__ import annotations

import pytest
from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import ids, one

from grimoire.errors import IllegalActionError
from grimoire.rules import zones
from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

GRASP = record("Grasp of Fate", "{1}{W}{W}", "Enchantment",
               "When this enchantment enters, for each opponent, exile up to one target nonland "
               "permanent that player controls until this enchantment leaves the battlefield. "
               "(Those permanents return under their owners' control.)")
P = PermanentSpec


def test_the_record_compiles() -> None:
    """Grasp of Fate compiles with nothing the engine ignores."""
    compiled(GRASP)


def _cast() -> tuple[Game, list[tuple[tuple[int, ...], ...]]]:
    """Alice casts Grasp; Bob controls the Bears and a Giant, Carol an Angel, Dan a Forest
    only. Returns the game at the target choice and its options."""
    game = table((GRASP,), PlayerSpec(hand=("Grasp of Fate",), battlefield=(P("Plains"),) * 3),
                 PlayerSpec(battlefield=(P("Grizzly Bears"), P("Hill Giant"))),
                 PlayerSpec(battlefield=(P("Serra Angel"),)),
                 PlayerSpec(battlefield=(P("Forest"),)))
    game.apply(CastSpell(one(game, "Grasp of Fate", "hand")))
    while game.pending is not None and game.pending.kind == "priority":
        game.apply(PassPriority())
    assert game.pending is not None and game.pending.kind == "trigger_targets"
    return game, [a.value for a in game.legal_actions() if isinstance(a, Choose)]  # type: ignore[misc]


def test_at_most_one_target_per_opponent() -> None:
    """CR 601.2c: up to one of Bob's permanents and up to one of Carol's; never both of
    Bob's; Dan's land isn't a legal target; none at all is allowed ("up to")."""
    game, options = _cast()
    bears, giant = one(game, "Grizzly Bears"), one(game, "Hill Giant")
    angel = one(game, "Serra Angel")
    groups = {frozenset(o[0]) for o in options}
    assert groups == {frozenset(), frozenset({bears}), frozenset({giant}), frozenset({angel}),
                      frozenset({bears, angel}), frozenset({giant, angel})}


def test_exiled_until_grasp_leaves_then_back() -> None:
    """CR 610.3: the Giant and the Angel are exiled; when Grasp leaves the battlefield they
    return under their owners' control."""
    game, _ = _cast()
    giant, angel = one(game, "Hill Giant"), one(game, "Serra Angel")
    game.apply(Choose(((giant, angel),)))
    while game.stack:
        game.apply(PassPriority())
    assert not ids(game, "Hill Giant") and not ids(game, "Serra Angel")
    assert ids(game, "Grizzly Bears")
    zones.move(game, one(game, "Grasp of Fate"), "graveyard")
    while game.stack or (game.pending is not None and game.pending.kind != "priority"):
        game.apply(PassPriority() if game.pending is not None
                   and game.pending.kind == "priority" else game.legal_actions()[0])
    assert game.objects[one(game, "Hill Giant")].controller == 1
    assert game.objects[one(game, "Serra Angel")].controller == 2


def test_a_target_gone_the_other_is_still_exiled() -> None:
    """CR 608.2b: the Angel leaves before the ability resolves; the Giant, still legal, is
    exiled."""
    game, _ = _cast()
    giant, angel = one(game, "Hill Giant"), one(game, "Serra Angel")
    game.apply(Choose(((giant, angel),)))
    zones.move(game, angel, "graveyard")
    while game.stack:
        game.apply(PassPriority())
    assert not ids(game, "Hill Giant") and ids(game, "Serra Angel", "graveyard")


def test_two_targets_of_one_opponent_are_refused() -> None:
    """CR 601.2c: choosing both of Bob's permanents is illegal, and changes nothing."""
    game, _ = _cast()
    bears, giant = one(game, "Grizzly Bears"), one(game, "Hill Giant")
    with pytest.raises(IllegalActionError):
        game.apply(Choose(((bears, giant),)))
    assert game.pending is not None and game.pending.kind == "trigger_targets"


DILUVIAN = record("Diluvian Primordial", "{5}{U}{U}", "Creature — Avatar",
                  "Flying\nWhen this creature enters, for each opponent, you may cast up to one "
                  "target instant or sorcery card from that player's graveyard without paying its "
                  "mana cost. If a spell cast this way would be put into a graveyard, exile it "
                  "instead.", "5", "5")


def test_diluvian_casts_one_card_from_each_opponents_graveyard_then_exiles_them() -> None:
    """The rulings: one target per opponent; the cards are cast one at a time without paying
    their mana cost (CR 118.9, 608.2g); each spell cast this way is exiled instead of going
    to a graveyard (CR 614.1a). Alice casts Bob's Bolt and Carol's Bolt (not Carol's Giant
    Growth: one card per opponent), both at Bob: 6 damage, both Bolts end in exile."""
    compiled(DILUVIAN)
    game = table((DILUVIAN,), PlayerSpec(hand=("Diluvian Primordial",),
                                         battlefield=(P("Island"),) * 7),
                 PlayerSpec(graveyard=("Lightning Bolt",)),
                 PlayerSpec(graveyard=("Lightning Bolt", "Giant Growth")))
    game.apply(CastSpell(one(game, "Diluvian Primordial", "hand")))
    while game.pending is not None and game.pending.kind == "priority":
        game.apply(PassPriority())
    assert game.pending is not None and game.pending.kind == "trigger_targets"
    bobs = ids(game, "Lightning Bolt", "graveyard")
    bob_bolt = next(o for o in bobs if game.objects[o].owner == 1)
    carol_bolt = next(o for o in bobs if game.objects[o].owner == 2)
    options = {frozenset(a.value[0]) for a in game.legal_actions()  # type: ignore[index]
               if isinstance(a, Choose)}
    assert frozenset({bob_bolt, carol_bolt}) in options
    assert all(len(g) <= 2 for g in options)
    game.apply(Choose(((bob_bolt, carol_bolt),)))
    for _ in range(40):  # cast both Bolts at Bob, then let them resolve
        if game.pending is None or (game.pending.kind == "priority" and not game.stack):
            break
        if game.pending.kind == "cast_copy":
            casts = [a for a in game.legal_actions() if isinstance(a, CastSpell)
                     and a.targets == ((Seat(1),),)]
            game.apply(casts[0])
        else:
            game.apply(PassPriority() if game.pending.kind == "priority"
                       else game.legal_actions()[0])
    assert game.players[1].life == 14
    assert len(ids(game, "Lightning Bolt", "exile")) == 2
    assert not ids(game, "Lightning Bolt", "graveyard")
