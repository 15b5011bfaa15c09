"""Phrases of the theme decks: "sacrifices a creature of their choice with flying" (Clip
Wings: the sacrificing player chooses among their flyers, CR 701.17a), "Equipped creature
can't be blocked and has shroud" (Whispersilk Cloak: two rules of one static, CR 509.1b,
702.18a) and "Destroy target blocking creature at end of combat" (Silent Assassin: the target
is chosen on activation, the destruction waits for the end of combat step, CR 603.7a), and
"Whenever a Wolf or Werewolf you control becomes the target of an instant or sorcery spell"
(Silverfur Partisan, CR 115.1)."""

from __future__ import annotations

from tests.deck_classes._cards import defs
from tests.dice_rules._util import game, index_of, lands, one, perm, resolve

from grimoire.oracle import ir
from grimoire.oracle.support import engine_gaps
from grimoire.rules import combat, query
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

NAMES = ("Clip Wings", "Whispersilk Cloak", "Silent Assassin", "Silverfur Partisan")


def test_honoured() -> None:
    for d in defs(*NAMES):
        assert not engine_gaps(d), d.name


def test_sacrifice_a_creature_with_flying() -> None:
    """The opponent's Wind Drake goes, their Hill Giant stays; with no flyer, nothing."""
    for theirs, gone in ((("Wind Drake", "Hill Giant"), "Wind Drake"), (("Hill Giant",), None)):
        p0 = PlayerSpec(hand=("Clip Wings",), battlefield=lands("Forest", 2))
        g = game(p0, PlayerSpec(battlefield=tuple(perm(n) for n in theirs)), extra=defs(*NAMES))
        g.apply(CastSpell(one(g, "Clip Wings", "hand")))
        resolve(g)
        left = {g.objects[o].name for o in g.battlefield if g.objects[o].controller == 1}
        assert left == set(theirs) - {gone}


def test_cloak_unblockable_and_shroud() -> None:
    p0 = PlayerSpec(battlefield=(perm("Grizzly Bears"),
                                 perm("Whispersilk Cloak", attached_to=(0, 0))))
    g = game(p0, PlayerSpec(), extra=defs(*NAMES))
    bears = g.objects[one(g, "Grizzly Bears")]
    assert combat.has_rule(g, bears, "cant_be_blocked")
    assert "shroud" in query.keywords(g, bears)


def test_destroy_target_blocking_creature_at_end_of_combat() -> None:
    """Seat 1's Hill Giant blocks seat 0's Grizzly Bears; the Assassin's ability targets the
    blocker; it survives the damage step (3 toughness, 2 damage) and is destroyed at end of
    combat."""
    p0 = PlayerSpec(battlefield=(perm("Grizzly Bears"), perm("Silent Assassin"),
                                 *lands("Swamp", 4)))
    g = game(p0, PlayerSpec(battlefield=(perm("Hill Giant"),)), step="beginning_of_combat",
             extra=defs(*NAMES))
    g.apply(PassPriority())
    g.apply(PassPriority())
    bears, giant = one(g, "Grizzly Bears"), one(g, "Hill Giant")
    g.apply(DeclareAttackers(((bears, Seat(1)),)))
    while g.step == "declare_attackers" and g.pending is not None \
            and g.pending.kind == "priority":
        g.apply(PassPriority())
    g.apply(DeclareBlockers(((giant, bears),)))
    assert g.step == "declare_blockers" and g.pending is not None
    assassin = one(g, "Silent Assassin")
    g.apply(ActivateAbility(assassin, index_of(g, assassin, ir.ActivatedAbility),
                            targets=((giant,),)))
    resolve(g)
    assert giant in g.battlefield  # not yet
    for _ in range(40):
        if g.step in ("main2", "end") or g.pending is None:
            break
        g.apply(PassPriority() if g.pending.kind == "priority" else g.legal_actions()[0])
    assert not [o for o in g.battlefield if g.objects[o].name == "Hill Giant"]


def _wolves(g: Game) -> int:
    return len([o for o in g.battlefield if g.objects[o].name == "Wolf"])


def test_becomes_the_target_of_an_instant_or_sorcery_spell() -> None:
    """Giant Growth on the Partisan (a Wolf): a 2/2 Wolf token; Prodigal Pyromancer's ability
    targeting it: no token (an ability, not a spell, CR 115.1); Giant Growth on Grizzly Bears
    (not a Wolf): no token."""
    p0 = PlayerSpec(hand=("Giant Growth", "Giant Growth"), battlefield=(
        perm("Silverfur Partisan"), perm("Grizzly Bears"), perm("Prodigal Pyromancer"),
        *lands("Forest", 2)))
    g = game(p0, PlayerSpec(), extra=defs("Silverfur Partisan", "Prodigal Pyromancer"))
    partisan, bears = one(g, "Silverfur Partisan"), one(g, "Grizzly Bears")
    growths = [o for o in g.players[0].hand if g.objects[o].name == "Giant Growth"]
    g.apply(CastSpell(growths[0], targets=((partisan,),)))
    resolve(g)
    assert _wolves(g) == 1
    g.apply(CastSpell(growths[1], targets=((bears,),)))
    resolve(g)
    assert _wolves(g) == 1
    pyromancer = one(g, "Prodigal Pyromancer")
    g.apply(ActivateAbility(pyromancer, index_of(g, pyromancer, ir.ActivatedAbility),
                            targets=((partisan,),)))
    resolve(g)
    assert _wolves(g) == 1
