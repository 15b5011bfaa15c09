"""A duration that lasts while the source stays tapped, on "loses all abilities" and a combat
restriction: "{3}{W}, {T}: For as long as this artifact remains tapped, another target
permanent loses all abilities and can't attack or block." (Immovable Rod; "You may choose not
to untap this artifact during your untap step.").

CR 611.2b: the effect lasts while the Rod remains tapped; once it untaps the effect is over
for good (tapping it again doesn't bring it back); the creature loses its abilities (layer 6,
CR 613.1f) and can't attack or block (CR 508.1c, 509.1b) meanwhile.
"""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, settle, table
from tests.rules.helpers import one

from grimoire.rules import query
from grimoire.rules.actions import ActivateAbility, Choose, PassPriority
from grimoire.rules.combat import has_rule
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec as P
from grimoire.rules.position import PlayerSpec

ROD = record("Immovable Rod", "{1}{W}", "Legendary Artifact",
             "You may choose not to untap this artifact during your untap step.\n"
             "Whenever this artifact becomes untapped, venture into the dungeon.\n"
             "{3}{W}, {T}: For as long as this artifact remains tapped, another target "
             "permanent loses all abilities and can't attack or block.")
FLYER = record("Test Flyer", "{1}{U}", "Creature — Bird", "Flying", "2", "2")


def test_the_record_compiles() -> None:
    compiled(ROD)


def _rodded() -> tuple[Game, int, int]:
    game = table((ROD, FLYER), PlayerSpec(battlefield=(P("Immovable Rod"), *(
        P("Plains") for _ in range(4)))), PlayerSpec(battlefield=(P("Test Flyer"),)))
    rod, flyer = one(game, "Immovable Rod"), one(game, "Test Flyer")
    game.apply(ActivateAbility(rod, 2, targets=((flyer,),)))
    settle(game)
    return game, rod, flyer


def _flies(game: Game, flyer: int) -> bool:
    return query.has_keyword(game, game.objects[flyer], "flying")


def _to_alices_next_main(game: Game, keep_tapped: bool) -> None:
    """Pass through Bob's turn to Alice's next main phase, answering "don't untap the Rod?"
    with ``keep_tapped``."""
    start = game.turn
    for _ in range(300):
        if game.turn > start + 1 and game.step == "main1":
            return
        assert game.pending is not None
        if game.pending.kind == "priority":
            game.apply(PassPriority())
        elif game.pending.kind == "yes_no" and "untap" in (game.pending.prompt or ""):
            game.apply(Choose(keep_tapped))
        else:
            game.apply(game.legal_actions()[0])
    raise AssertionError("never reached")


def test_abilities_and_combat_are_gone_while_the_rod_stays_tapped() -> None:
    game, rod, flyer = _rodded()
    obj = game.objects[flyer]
    assert game.objects[rod].tapped
    assert not _flies(game, flyer)
    assert has_rule(game, obj, "cant_attack") and has_rule(game, obj, "cant_block")
    _to_alices_next_main(game, keep_tapped=True)  # a new turn: still tapped, still held
    assert game.objects[rod].tapped and not _flies(game, flyer)
    assert has_rule(game, obj, "cant_attack")


def test_the_effect_ends_for_good_when_the_rod_untaps() -> None:
    game, rod, flyer = _rodded()
    _to_alices_next_main(game, keep_tapped=False)
    assert not game.objects[rod].tapped
    obj = game.objects[flyer]
    assert _flies(game, flyer) and not has_rule(game, obj, "cant_attack")
    game.objects[rod].tapped = True  # tapped again (some other way): the effect stays over
    assert _flies(game, flyer) and not has_rule(game, obj, "cant_block")
