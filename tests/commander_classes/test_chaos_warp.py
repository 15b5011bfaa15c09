"""Chaos Warp's class: the owner of target permanent shuffles it into their library, then
reveals the top card; a permanent card is put onto the battlefield (CR 701.20a, 701.16a,
608.2h: the owner is read from the permanent's last known information)."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import ids, one

from grimoire.rules.actions import CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

WARP = record("Chaos Warp", "{2}{R}", "Instant",
              "The owner of target permanent shuffles it into their library, then reveals the "
              "top card of their library. If it's a permanent card, they put it onto the "
              "battlefield.")
MOUNTAINS = tuple(PermanentSpec("Mountain") for _ in range(3))


def _warp(bob_library: tuple[str, ...]) -> tuple[Game, int]:
    game = table((WARP,), PlayerSpec(hand=("Chaos Warp",), battlefield=MOUNTAINS),
                 PlayerSpec(battlefield=(PermanentSpec("Hill Giant", damage=2),),
                            library=bob_library), PlayerSpec())
    if not bob_library:
        game.players[1].library.clear()
    giant = one(game, "Hill Giant")
    game.apply(CastSpell(one(game, "Chaos Warp", "hand"), targets=((giant,),)))
    while game.stack:
        game.apply(PassPriority())
    return game, giant


def test_the_record_compiles() -> None:
    """Chaos Warp compiles with nothing the engine ignores, with one target."""
    compiled(WARP)


def test_alone_in_the_library_it_comes_back_as_a_new_object() -> None:
    """With an empty library, the Giant is the top card after the shuffle: revealed, it is a
    permanent card and returns under its owner's (Bob's) control as a new object (CR 400.7:
    no damage, summoning sick)."""
    game, giant = _warp(())
    back = one(game, "Hill Giant")
    assert back != giant and game.objects[back].controller == 1
    assert game.objects[back].damage == 0 and game.objects[back].sick
    assert not game.players[1].library


def test_a_nonpermanent_top_card_stays_in_the_library() -> None:
    """With Lightning Bolts in Bob's library, what happens follows the card revealed: a
    Bolt stays on top of the library (nothing enters); the Giant, if it is on top, enters."""
    game, giant = _warp(("Lightning Bolt",) * 5)
    top = game.objects[game.players[1].library[-1]] if game.players[1].library else None
    on_battlefield = ids(game, "Hill Giant")
    if on_battlefield:
        assert len(game.players[1].library) == 5
    else:
        assert top is not None and top.name == "Lightning Bolt"
        assert len(game.players[1].library) == 6
    assert giant not in game.objects or game.objects[giant].zone != "battlefield"


NOVA = record("Cleansing Nova", "{3}{W}{W}", "Sorcery",
              "Choose one —\n• Destroy all creatures.\n• Destroy all artifacts and enchantments.")


def test_destroy_all_artifacts_and_enchantments_is_both_types() -> None:
    """"all artifacts and enchantments": every permanent that is an artifact or an
    enchantment (a plural list joined by "and" names both kinds)."""
    from grimoire.oracle.compiler import compile_source
    from grimoire.oracle.ir import AllMatching, Destroy, Modal
    compiled(NOVA)
    modal = compile_source(NOVA).spell.effect  # type: ignore[union-attr]
    assert isinstance(modal, Modal)
    second = modal.modes[1].effect
    assert isinstance(second, Destroy) and isinstance(second.what, AllMatching)
    assert set(second.what.filter.types_any) == {"artifact", "enchantment"}
