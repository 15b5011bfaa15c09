"""Prevention effects for the turn whose sources or recipients are a filter read as the
damage would be dealt (CR 615.1a): "Prevent all combat damage that would be dealt this turn
by attacking creatures" (Harmless Assault), "... to that creature this turn by colorless
sources" (Lithomancer's Focus), "... to you and creatures you control this turn" (Safe
Passage)."""

from __future__ import annotations

from tests.deck_classes._cards import card
from tests.dice_rules._util import activate, game, lands, one, perm, resolve

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules.actions import CastSpell, DeclareAttackers, DeclareBlockers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

RECORDS = {r["name"]: r for r in (
    card("Harmless Assault", "{2}{W}{W}", "Instant",
         "Prevent all combat damage that would be dealt this turn by attacking creatures."),
    card("Lithomancer's Focus", "{W}", "Instant",
         "Target creature gets +2/+2 until end of turn. Prevent all damage that would be "
         "dealt to that creature this turn by colorless sources."),
    card("Safe Passage", "{2}{W}", "Instant",
         "Prevent all damage that would be dealt to you and creatures you control this "
         "turn."),
    card("Test Ballista", "{2}", "Artifact",
         "{T}: This artifact deals 2 damage to any target."),
)}


def _defs() -> list[ir.CardDefinition]:
    out = [compile_source(r) for r in RECORDS.values()]
    for d in out:
        assert ir.is_fully_implemented(d) and not engine_gaps(d), d.name
    return out


def _pass(g: Game) -> None:
    while g.pending is not None and g.pending.kind == "priority":
        g.apply(PassPriority())


def test_sources_that_are_not_a_filter_stay_unsupported() -> None:
    """"by sources you don't control", "by that creature and each creature blocking it"
    name particular sources: not compiled by this class ("by a source of your choice" is
    a chosen-source shield, CR 615.7: tests/replacement/test_prevention_shields.py)."""
    for text in ("Prevent all combat damage that would be dealt this turn by that creature "
                 "and each creature blocking it.",):
        d = compile_source(card("Test Shield", "{W}", "Instant", text))
        assert not ir.is_fully_implemented(d), text


def _assault_game() -> tuple[Game, int, int, int]:
    me = PlayerSpec(battlefield=(perm("Hill Giant"), perm("Grizzly Bears")))
    them = PlayerSpec(hand=("Harmless Assault",),
                      battlefield=(perm("Giant Spider"), *lands("Plains", 4)))
    g = game(me, them, step="beginning_of_combat", extra=_defs())
    giant, bears, spider = one(g, "Hill Giant"), one(g, "Grizzly Bears"), one(g, "Giant Spider")
    _pass(g)
    g.apply(DeclareAttackers(((giant, Seat(1)), (bears, Seat(1)))))
    _pass(g)
    g.apply(DeclareBlockers(((spider, giant),)))
    return g, giant, bears, spider


def test_attacking_creatures_deal_no_combat_damage_blockers_still_do() -> None:
    """Harmless Assault cast after blocks: the attackers' combat damage (to the defending
    player and to the blocker) is prevented; the blocking Giant Spider's damage to Hill Giant
    is not (ruling 2010-06-15: combat damage dealt by blocking creatures isn't prevented)."""
    g, giant, _, spider = _assault_game()
    g.apply(PassPriority())  # the active player passes; the defender casts it
    g.apply(CastSpell(one(g, "Harmless Assault", "hand")))
    resolve(g)
    while g.step != "main2":
        g.apply(PassPriority())
    assert g.players[1].life == 20
    assert g.objects[spider].damage == 0
    assert g.objects[giant].damage == 2


def test_without_the_spell_the_attackers_deal_damage() -> None:
    """The same combat without Harmless Assault: Grizzly Bears deals 2 to the player and
    Hill Giant 3 to the Spider."""
    g, _, _, spider = _assault_game()
    while g.step != "main2":
        g.apply(PassPriority())
    assert g.players[1].life == 18
    assert g.objects[spider].damage == 3


def test_colorless_sources_only() -> None:
    """Lithomancer's Focus on Grizzly Bears: the colorless Test Ballista's 2 damage is
    prevented; Shock (a red source) still deals 2, which the +2/+2 Bears survives."""
    me = PlayerSpec(hand=("Lithomancer's Focus", "Shock"),
                    battlefield=(perm("Grizzly Bears"), perm("Test Ballista"),
                                 *lands("Plains", 1), *lands("Mountain", 1)))
    g = game(me, step="main1", extra=_defs())
    bears = one(g, "Grizzly Bears")
    g.apply(CastSpell(one(g, "Lithomancer's Focus", "hand"), targets=((bears,),)))
    resolve(g)
    activate(g, "Test Ballista", targets=((bears,),))
    resolve(g)
    assert g.objects[bears].damage == 0
    g.apply(CastSpell(one(g, "Shock", "hand"), targets=((bears,),)))
    resolve(g)
    assert g.objects[bears].damage == 2 and one(g, "Grizzly Bears")


def test_you_and_creatures_you_control_including_later_ones() -> None:
    """Safe Passage: damage to you and your creatures is prevented, including a creature
    that entered after it resolved (ruling 2009-10-01); an opponent's creature is still
    dealt damage."""
    me = PlayerSpec(hand=("Safe Passage", "Grizzly Bears", "Shock", "Lightning Bolt"),
                    battlefield=(perm("Test Ballista"), *lands("Plains", 3),
                                 *lands("Forest", 2), *lands("Mountain", 2)))
    them = PlayerSpec(battlefield=(perm("Hill Giant"),))
    g = game(me, them, step="main1", extra=_defs())
    g.apply(CastSpell(one(g, "Safe Passage", "hand")))
    resolve(g)
    g.apply(CastSpell(one(g, "Grizzly Bears", "hand")))
    resolve(g)
    bears = one(g, "Grizzly Bears")
    g.apply(CastSpell(one(g, "Shock", "hand"), targets=((bears,),)))
    resolve(g)
    activate(g, "Test Ballista", targets=((Seat(0),),))
    resolve(g)
    assert g.objects[bears].damage == 0 and g.players[0].life == 20
    giant = one(g, "Hill Giant")
    g.apply(CastSpell(one(g, "Lightning Bolt", "hand"), targets=((giant,),)))
    resolve(g)
    assert one(g, "Hill Giant", "graveyard")
