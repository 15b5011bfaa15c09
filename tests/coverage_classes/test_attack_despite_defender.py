""""Can attack (this turn) as though it didn't have defender" (CR 702.3b: a creature with
defender can't attack; such an effect lets it). An activated ability's effect lasts the
turn; a static one applies while its condition holds (CR 611.3a). The creature still has
defender (it isn't lost)."""

from __future__ import annotations

from tests.coverage_classes._cards import defs
from tests.dice_rules._util import game, one, perm, resolve

from grimoire.oracle import ir
from grimoire.oracle.support import engine_gaps
from grimoire.rules import query
from grimoire.rules.actions import ActivateAbility, DeclareAttackers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

NAMES = ("Mirror Wall", "Slithering Shade")


def _game(me: PlayerSpec) -> Game:
    return game(me, PlayerSpec(), extra=defs(*NAMES))


def _can_attack(g: Game, name: str) -> bool:
    """Whether ``name`` may be declared as an attacker this combat."""
    oid = one(g, name)
    while g.pending is not None and g.pending.kind == "priority" \
            and g.step in ("main1", "beginning_of_combat"):
        g.apply(PassPriority())  # (no declaration is asked when no creature can attack)
    assert g.turn == 3
    return any(oid in (a for a, _ in action.attacks) for action in g.legal_actions()
               if isinstance(action, DeclareAttackers))


def test_honoured() -> None:
    for d in defs(*NAMES):
        assert not engine_gaps(d), d.name


def test_activated_for_this_turn() -> None:
    """CR 702.3b: Mirror Wall can't attack, until its {W} ability resolves this turn; it
    keeps defender. Wall of Wood (defender, no such ability) still can't."""
    me = PlayerSpec(battlefield=(perm("Mirror Wall"), perm("Wall of Wood"), perm("Plains")))
    g = _game(me)
    assert not _can_attack(g, "Mirror Wall")
    g = _game(me)
    g.apply(next(a for a in g.legal_actions() if isinstance(a, ActivateAbility)
                 and a.source == one(g, "Mirror Wall")))
    resolve(g)
    assert query.has_keyword(g, g.objects[one(g, "Mirror Wall")], "defender")
    assert _can_attack(g, "Mirror Wall")
    assert not any(one(g, "Wall of Wood") in (a for a, _ in action.attacks)
                   for action in g.legal_actions() if isinstance(action, DeclareAttackers))


def test_static_while_the_condition_holds() -> None:
    """CR 611.3a: hellbent: with a card in hand Slithering Shade can't attack; with none it
    can."""
    assert not _can_attack(_game(PlayerSpec(hand=("Forest",), battlefield=(
        perm("Slithering Shade"),))), "Slithering Shade")
    shade = _game(PlayerSpec(battlefield=(perm("Slithering Shade"),)))
    assert [type(a.effect).__name__ for a in shade.objects[one(shade, "Slithering Shade")]
            .info.card.abilities if isinstance(a, ir.StaticAbility)] == ["ConditionalStatic"]
    assert _can_attack(shade, "Slithering Shade")
