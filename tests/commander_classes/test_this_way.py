"""Counts of what an earlier instruction did (CR 608.2c): "for each creature destroyed this
way", "for each card discarded this way", "the number of creatures they controlled that
were destroyed this way" (per player, CR 101.4), matched as the objects last existed
(CR 608.2h). An indestructible creature isn't destroyed (CR 702.12b), and a sacrifice is
no destruction (CR 701.17a)."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import ids, one

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

TEMPEST = record("Deadly Tempest", "{4}{B}{B}", "Sorcery",
                 "Destroy all creatures. Each player loses life equal to the number of creatures "
                 "they controlled that were destroyed this way.")
FUMIGATE = record("Fumigate", "{3}{W}{W}", "Sorcery",
                  "Destroy all creatures. You gain 1 life for each creature destroyed this way.")
SYPHON = record("Syphon Mind", "{3}{B}", "Sorcery",
                "Each other player discards a card. You draw a card for each card discarded this "
                "way.")
RITUAL = record("Culling Ritual", "{2}{B}{G}", "Sorcery",
                "Destroy each nonland permanent with mana value 2 or less. Add {B} or {G} for each "
                "permanent destroyed this way.")
BANE = record("Bane of Progress", "{4}{G}{G}", "Creature — Elemental",
              "When this creature enters, destroy all artifacts and enchantments. Put a +1/+1 "
              "counter on this creature for each permanent destroyed this way.", "2", "2")
MYR = record("Darksteel Myr", "{3}", "Artifact Creature — Myr",
             "Indestructible (Damage and effects that say \"destroy\" don't destroy this "
             "creature. If its toughness is 0 or less, it's still put into its owner's "
             "graveyard.)", "0", "1")
RECORDS = (TEMPEST, FUMIGATE, SYPHON, RITUAL, BANE, MYR)


def test_the_records_compile() -> None:
    """The cards compile; Deadly Tempest's loss is done for each player in turn."""
    compiled(*RECORDS)
    effect = compile_source(TEMPEST).spell.effect  # type: ignore[union-attr]
    assert isinstance(effect, ir.Sequence) and isinstance(effect.steps[1], ir.ForEach)


def _resolve(game: Game, name: str) -> None:
    game.apply(CastSpell(one(game, name, "hand")))
    while game.stack or (game.pending is not None and game.pending.kind != "priority"):
        assert game.pending is not None
        game.apply(PassPriority() if game.pending.kind == "priority"
                   else game.legal_actions()[0])


def _swamps(n: int) -> tuple[PermanentSpec, ...]:
    return tuple(PermanentSpec("Swamp") for _ in range(n))


BEARS, GIANT, MYR_P = PermanentSpec("Grizzly Bears"), PermanentSpec("Hill Giant"), \
    PermanentSpec("Darksteel Myr")


def test_deadly_tempest_each_player_loses_for_their_own_creatures() -> None:
    """Four players: Alice loses 1 (her Bears), Bob 2, Carol none (no creature), Dave 2 (his
    Darksteel Myr survives: indestructible, never destroyed)."""
    game = table(RECORDS, PlayerSpec(hand=("Deadly Tempest",), battlefield=(*_swamps(6), BEARS)),
                 PlayerSpec(battlefield=(BEARS, GIANT)), PlayerSpec(),
                 PlayerSpec(battlefield=(BEARS, GIANT, MYR_P)))
    _resolve(game, "Deadly Tempest")
    assert [p.life for p in game.players] == [19, 18, 20, 18]
    assert ids(game, "Darksteel Myr") and not ids(game, "Grizzly Bears")


def test_fumigate_counts_every_players_creatures() -> None:
    """Five creatures destroyed (the Myr isn't): Alice gains 5."""
    plains = tuple(PermanentSpec("Plains") for _ in range(5))
    game = table(RECORDS, PlayerSpec(hand=("Fumigate",), battlefield=(*plains, BEARS)),
                 PlayerSpec(battlefield=(BEARS, GIANT, MYR_P)), PlayerSpec(battlefield=(GIANT,)),
                 PlayerSpec(battlefield=(BEARS,)))
    _resolve(game, "Fumigate")
    assert game.players[0].life == 25


def test_syphon_mind_draws_for_the_cards_discarded() -> None:
    """Bob and Dave discard a card each; Carol has none to discard (CR 701.9b): Alice draws
    two."""
    game = table(RECORDS, PlayerSpec(hand=("Syphon Mind",), battlefield=_swamps(4)),
                 PlayerSpec(hand=("Forest", "Island")), PlayerSpec(), PlayerSpec(hand=("Forest",)))
    _resolve(game, "Syphon Mind")
    assert len(game.players[0].hand) == 2
    assert [len(p.hand) for p in game.players[1:]] == [1, 0, 0]


def test_bane_of_progress_counts_after_entering() -> None:
    """Its enters trigger destroys the two artifacts (the Myr is indestructible): two +1/+1
    counters on the Bane."""
    forests = tuple(PermanentSpec("Forest") for _ in range(6))
    game = table(RECORDS, PlayerSpec(hand=("Bane of Progress",), battlefield=forests),
                 PlayerSpec(battlefield=(MYR_P,)), PlayerSpec())
    from grimoire.rules import zones
    from grimoire.rules.cardinfo import info_for
    for seat in (1, 2):
        zones.new_object(game, info_for(compile_source(
            record("Ornithopter", "{0}", "Artifact Creature — Thopter", "Flying", "0", "2"))),
            seat, "battlefield")
    _resolve(game, "Bane of Progress")
    bane = game.objects[one(game, "Bane of Progress")]
    assert bane.counter("+1/+1") == 2


def test_culling_ritual_adds_one_mana_per_permanent_destroyed() -> None:
    """Two permanents of mana value 2 or less are destroyed (the Giant, 4, stays): Alice
    adds two mana, each {B} or {G} (here one of each)."""
    lands = (*_swamps(2), PermanentSpec("Forest"), PermanentSpec("Forest"))
    game = table(RECORDS, PlayerSpec(hand=("Culling Ritual",), battlefield=lands),
                 PlayerSpec(battlefield=(BEARS, GIANT, BEARS)))
    game.apply(CastSpell(one(game, "Culling Ritual", "hand")))
    answers = iter(("B", "G"))
    while game.stack or (game.pending is not None and game.pending.kind != "priority"):
        assert game.pending is not None
        if game.pending.kind == "priority":
            game.apply(PassPriority())
        else:
            options = game.pending.options
            pick = next(answers)
            game.apply(Choose(pick) if pick in options else game.legal_actions()[0])
    assert not ids(game, "Grizzly Bears") and ids(game, "Hill Giant")
    pool = game.players[0].pool
    assert sum(pool) == 2 and pool[2] + pool[4] == 2  # W U B R G C: only {B} and {G}


REST = record("Rest in Peace", "{1}{W}", "Enchantment",
              "When this enchantment enters, exile all graveyards.\nIf a card or token would be "
              "put into a graveyard from anywhere, exile it instead.")


def test_a_destroyed_creature_exiled_instead_still_counts() -> None:
    """Fumigate's ruling (2016-09-20): creatures destroyed this way count even if a
    replacement effect (Rest in Peace, CR 614.6) puts them into exile instead; the
    indestructible Myr isn't destroyed and doesn't."""
    compiled(REST)
    plains = tuple(PermanentSpec("Plains") for _ in range(5))
    rest = PermanentSpec("Rest in Peace")
    game = table((*RECORDS, REST), PlayerSpec(hand=("Fumigate",), battlefield=(*plains, rest)),
                 PlayerSpec(battlefield=(BEARS, GIANT, MYR_P)), PlayerSpec(battlefield=(BEARS,)))
    _resolve(game, "Fumigate")
    assert game.players[0].life == 23
    assert {game.objects[o].name for o in game.objects if game.objects[o].zone == "exile"} >= {
        "Grizzly Bears", "Hill Giant"}
