"""Prophetic Bolt's class: "Look at the top four cards of your library. Put one of those
cards into your hand and the rest on the bottom of your library in any order." ("one of
those cards" is "one of them": the cards looked at, CR 701.20; the rest go to the bottom in
an order their owner chooses, CR 401.4)."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, settle, table
from tests.rules.helpers import one

from grimoire.rules import zones
from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

BOLT = record("Prophetic Bolt", "{3}{U}{R}", "Instant",
              "Prophetic Bolt deals 4 damage to any target. Look at the top four cards of "
              "your library. Put one of those cards into your hand and the rest on the bottom "
              "of your library in any order.")
THOUGHTS = record("Scattered Thoughts", "{2}{U}{U}", "Sorcery",
                  "Look at the top four cards of your library. Put two of those cards into "
                  "your hand and the rest into your graveyard.")
DOOR = record("Orazca Puzzle-Door", "{U}", "Artifact",
              "{1}, {T}, Sacrifice this artifact: Look at the top two cards of your library. "
              "Put one of those cards into your hand and the other into your graveyard.")
LANDS = tuple(PermanentSpec(n) for n in ("Island", "Island", "Mountain", "Mountain",
                                          "Mountain"))
LIBRARY = ("Forest", "Swamp", "Plains", "Island", "Mountain", "Hill Giant")


def _names(game: Game, ids_: list[int]) -> list[str]:
    return [game.objects[i].name for i in ids_]


def _bolt(library: tuple[str, ...]) -> tuple[Game, int]:
    game = table((BOLT,), PlayerSpec(hand=("Prophetic Bolt",), battlefield=LANDS,
                                     library=library),
                 PlayerSpec(battlefield=(PermanentSpec("Hill Giant"),)), PlayerSpec())
    giant = one(game, "Hill Giant", "battlefield")
    game.apply(CastSpell(one(game, "Prophetic Bolt", "hand"), targets=((giant,),)))
    game.apply(PassPriority())
    game.apply(PassPriority())
    game.apply(PassPriority())
    return game, giant


def test_the_records_compile() -> None:
    """Prophetic Bolt, Scattered Thoughts and Orazca Puzzle-Door compile with nothing the
    engine ignores."""
    compiled(BOLT, THOUGHTS, DOOR)


def test_one_to_hand_the_rest_to_the_bottom_in_a_chosen_order() -> None:
    """CR 701.20 / 401.4: Bolt deals 4 to the Giant, the caster picks one of the top four
    (only those four are offered), and orders the other three on the bottom; the two cards
    below them stay on top."""
    game, giant = _bolt(LIBRARY)
    assert game.objects[giant].damage == 4  # (it dies once the spell has resolved)
    pending = game.pending
    assert pending is not None and pending.kind == "choose_objects"
    offered = {v for a in game.legal_actions() if isinstance(a, Choose)
               for v in a.value}  # type: ignore[union-attr]
    assert set(_names(game, sorted(offered))) == {"Forest", "Swamp", "Plains", "Island"}
    plains = next(i for i in offered if game.objects[i].name == "Plains")
    game.apply(Choose((plains,)))
    while game.stack or game.pending.kind != "priority":  # type: ignore[union-attr]
        game.apply(game.legal_actions()[0])
    assert _names(game, game.players[0].hand) == ["Plains"]
    library = _names(game, game.players[0].library)
    assert library[-2:] == ["Hill Giant", "Mountain"]  # the two below, now on top
    assert sorted(library[:3]) == ["Forest", "Island", "Swamp"]  # on the bottom


def test_a_short_library_gives_what_there_is() -> None:
    """With two cards in the library, the caster looks at both: one to the hand, the other
    to the bottom (CR 701.20: as many as there are)."""
    game, _ = _bolt(("Forest", "Swamp"))
    while game.stack or game.pending.kind != "priority":  # type: ignore[union-attr]
        game.apply(game.legal_actions()[0])
    assert len(game.players[0].hand) == 1 and len(game.players[0].library) == 1


def test_the_target_gone_means_no_look() -> None:
    """CR 608.2b: the only target is illegal (the Giant left), so the spell doesn't resolve
    and none of its instructions, the look included, happen."""
    game = table((BOLT,), PlayerSpec(hand=("Prophetic Bolt",), battlefield=LANDS,
                                     library=LIBRARY),
                 PlayerSpec(battlefield=(PermanentSpec("Hill Giant"),)), PlayerSpec())
    giant = one(game, "Hill Giant", "battlefield")
    game.apply(CastSpell(one(game, "Prophetic Bolt", "hand"), targets=((giant,),)))
    zones.move(game, giant, "graveyard")
    settle(game)
    assert not game.players[0].hand
    assert _names(game, game.players[0].library)[-1] == "Forest"


def test_two_of_those_cards_and_the_rest_to_the_graveyard() -> None:
    """Scattered Thoughts: two of the four to the hand, the other two into the graveyard."""
    game = table((THOUGHTS,), PlayerSpec(hand=("Scattered Thoughts",), battlefield=LANDS,
                                         library=LIBRARY), PlayerSpec())
    game.apply(CastSpell(one(game, "Scattered Thoughts", "hand")))
    while game.stack or game.pending.kind != "priority":  # type: ignore[union-attr]
        assert game.pending is not None
        game.apply(PassPriority() if game.pending.kind == "priority"
                   else game.legal_actions()[0])
    assert len(game.players[0].hand) == 2
    assert len(game.players[0].graveyard) == 3  # the two others and the sorcery
    assert _names(game, game.players[0].library)[-1] == "Mountain"
