""""Target creature's owner puts it on their choice of the top or bottom of their library"
(Misleading Motes, Trip Up, "The owner of target nonland permanent ..."): the subject is the
target's owner, "it" the target (CR 115.1); the owner, not the caster, chooses (CR 608.2d)
and the card goes to its owner's library (CR 400.3). A target gone: nothing happens."""

from __future__ import annotations

from tests.dice_rules._util import game, ids, lands, one, perm
from tests.verb_classes._cards import defs

from grimoire.oracle import ir
from grimoire.oracle.context import Context
from grimoire.oracle.effects import parse_effect
from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

NAMES = ("Misleading Motes", "Trip Up")


def _game() -> Game:
    me = PlayerSpec(hand=NAMES, battlefield=(perm("Hill Giant"), *lands("Island", 4)))
    them = PlayerSpec(battlefield=(perm("Grizzly Bears"), perm("Forest")))
    return game(me, them, extra=defs(*NAMES))


def _cast_at(g: Game, name: str, target: str) -> list[int]:
    """Cast ``name`` at ``target``; resolve, the owner answering "bottom"; who was asked."""
    card, aim = one(g, name, "hand"), one(g, target)
    g.apply(next(a for a in g.legal_actions() if isinstance(a, CastSpell) and a.card == card
                 and a.targets == ((aim,),)))
    asked = []
    while g.stack or (g.pending is not None and g.pending.kind != "priority"):
        assert g.pending is not None
        if g.pending.kind == "priority":
            g.apply(PassPriority())
        else:
            asked.append(g.pending.player)
            g.apply(Choose(False))  # the bottom
    return asked


def test_honoured() -> None:
    for d in defs(*NAMES):
        assert not engine_gaps(d), d.name
        assert d.spell is not None and isinstance(d.spell.effect, ir.PutOnTopOrBottom)


def test_the_owner_chooses_and_it_goes_to_their_library() -> None:
    """Misleading Motes on the opponent's Grizzly Bears: the opponent (its owner) is asked;
    the Bears go to the bottom of the opponent's library."""
    g = _game()
    assert _cast_at(g, "Misleading Motes", "Grizzly Bears") == [1]
    assert not ids(g, "Grizzly Bears")
    library = g.players[1].library
    assert g.objects[library[0]].name == "Grizzly Bears"  # (the bottom card is the first)


def test_a_noncreature_nonland_target_only() -> None:
    """Trip Up: "nonland permanent": the Forest can't be targeted."""
    g = _game()
    trip = one(g, "Trip Up", "hand")
    targets = {a.targets for a in g.legal_actions() if isinstance(a, CastSpell)
               and a.card == trip}
    assert ((one(g, "Forest"),),) not in targets
    assert ((one(g, "Grizzly Bears"),),) in targets


def test_the_controller_shape() -> None:
    """ "Target creature's controller loses 2 life": the target's controller, "the owner of
    target ..." the owner."""
    ctx = Context()
    effect = parse_effect("Target creature's controller loses 2 life.", ctx)
    assert isinstance(effect, ir.LoseLife) and effect.player == ir.ControllerOf(ir.TargetRef(0))
    ctx = Context()
    effect = parse_effect("The owner of target nonland permanent puts it on their choice of "
                          "the top or bottom of their library.", ctx)
    assert effect == ir.PutOnTopOrBottom(ir.TargetRef(0), ir.OwnerOf(ir.TargetRef(0)))
