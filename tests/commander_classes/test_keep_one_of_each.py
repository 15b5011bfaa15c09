"""Keep one permanent of each named kind, sacrifice the rest (CR 101.4, 701.17a): "each
player chooses an artifact, a creature, an enchantment, and a planeswalker from among the
nonland permanents they control, then sacrifices the rest" (Cataclysmic Gearhulk's rulings:
the players choose in turn order, then all unchosen nonland permanents are sacrificed at
once; one permanent may be chosen for two kinds; lands are never chosen nor sacrificed; a kind
a player lacks is simply skipped; the Gearhulk itself goes unless chosen)."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import ids, one

from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

GEARHULK = record("Cataclysmic Gearhulk", "{3}{W}{W}", "Artifact Creature — Construct",
                  "Vigilance\nWhen this creature enters, each player chooses an artifact, a "
                  "creature, an enchantment, and a planeswalker from among the nonland "
                  "permanents they control, then sacrifices the rest.", "4", "5")
AJANI_TEXT = ("Each opponent chooses an artifact, a creature, an enchantment, and a "
              "planeswalker from among the nonland permanents they control, then sacrifices "
              "the rest.")
PURGE = record("Test Purge", "{2}{W}", "Sorcery", AJANI_TEXT)
THOPTER = record("Ornithopter", "{0}", "Artifact Creature — Thopter", "Flying", "0", "2")
RELIC = record("Darksteel Relic", "{0}", "Artifact",
               "Indestructible (Effects that say \"destroy\" don't destroy this artifact.)")
ANTHEM = record("Glorious Anthem", "{1}{W}{W}", "Enchantment",
                "Creatures you control get +1/+1.")
RECORDS = (GEARHULK, PURGE, THOPTER, RELIC, ANTHEM)
PLAINS = tuple(PermanentSpec("Plains") for _ in range(5))


def _bf(*names: str) -> tuple[PermanentSpec, ...]:
    return tuple(PermanentSpec(n) for n in names)


def _play(game: Game, spell: str, keep: dict[int, list[int]]) -> list[tuple[int, int]]:
    """Cast ``spell`` and answer the choices (see :func:`_answer`)."""
    game.apply(CastSpell(one(game, spell, "hand")))
    return _answer(game, keep)


def _names(game: Game, seat: int) -> list[str]:
    return sorted(game.objects[o].info.name for o in game.battlefield
                  if game.objects[o].controller == seat)


def test_the_records_compile() -> None:
    """Every card of this class compiles with nothing the engine ignores."""
    compiled(*RECORDS)


def test_each_player_keeps_one_of_each_kind() -> None:
    """Alice keeps her Relic (artifact), Gearhulk (creature), Anthem (enchantment); her
    Ornithopter is sacrificed, her Plains stay (lands can't be chosen nor sacrificed). Bob
    keeps his Relic and his Hill Giant (he has no enchantment nor planeswalker: those
    choices are skipped); his Bears are sacrificed."""
    game = table(RECORDS,
                 PlayerSpec(hand=("Cataclysmic Gearhulk",),
                            battlefield=(*PLAINS, *_bf("Ornithopter", "Darksteel Relic",
                                                       "Glorious Anthem"))),
                 PlayerSpec(battlefield=_bf("Grizzly Bears", "Hill Giant", "Darksteel Relic",
                                            "Forest")))
    relics = ids(game, "Darksteel Relic")
    alice_relic = next(o for o in relics if game.objects[o].controller == 0)
    keep = {0: [alice_relic], 1: [one(game, "Hill Giant")]}
    game.apply(CastSpell(one(game, "Cataclysmic Gearhulk", "hand")))
    game.apply(PassPriority())
    game.apply(PassPriority())  # the Gearhulk resolves; its trigger goes on the stack
    keep[0].append(one(game, "Cataclysmic Gearhulk"))
    asked = _answer(game, keep)
    assert [p for p, _ in asked] == [0, 0, 0, 1, 1]  # CR 101.4: Alice first, then Bob
    assert _names(game, 0) == ["Cataclysmic Gearhulk", "Darksteel Relic", "Glorious Anthem",
                               *["Plains"] * 5]
    assert _names(game, 1) == ["Darksteel Relic", "Forest", "Hill Giant"]
    assert len(ids(game, "Ornithopter", "graveyard")) == 1
    assert len(ids(game, "Grizzly Bears", "graveyard")) == 1


def _answer(game: Game, keep: dict[int, list[int]]) -> list[tuple[int, int]]:
    """Answer each player's choices with the first of ``keep[player]`` among the options
    (else the first option) until the stack is empty; returns (player, options) per choice."""
    asked: list[tuple[int, int]] = []
    for _ in range(80):
        pending = game.pending
        assert pending is not None
        if pending.kind == "priority":
            if not game.stack:
                return asked
            game.apply(PassPriority())
            continue
        assert pending.kind == "choose_objects"
        asked.append((pending.player, len(pending.options)))
        wanted = [o for o in keep.get(pending.player, []) if o in pending.options]
        game.apply(Choose((wanted[0] if wanted else pending.options[0],)))  # type: ignore[arg-type]
    raise AssertionError("the stack never emptied")


def test_one_permanent_chosen_twice_and_the_gearhulk_sacrificed() -> None:
    """Rulings: Alice chooses her Ornithopter as both her artifact and her creature (the
    same as choosing it once); the Gearhulk, not chosen, is sacrificed to its own ability,
    and so is her Relic."""
    game = table(RECORDS,
                 PlayerSpec(hand=("Cataclysmic Gearhulk",),
                            battlefield=(*PLAINS, *_bf("Ornithopter", "Darksteel Relic"))),
                 PlayerSpec(battlefield=_bf("Forest")))
    game.apply(CastSpell(one(game, "Cataclysmic Gearhulk", "hand")))
    game.apply(PassPriority())
    game.apply(PassPriority())
    asked = _answer(game, {0: [one(game, "Ornithopter")]})
    assert asked == [(0, 3), (0, 2)]  # Bob, with only a land, isn't asked anything
    assert _names(game, 0) == ["Ornithopter", *["Plains"] * 5]
    assert ids(game, "Cataclysmic Gearhulk", "graveyard")
    assert ids(game, "Darksteel Relic", "graveyard")
    assert _names(game, 1) == ["Forest"]


def test_each_opponent_in_four_player_game() -> None:
    """"Each opponent" (Ajani, Nacatl Avenger's wording): Bob, Carol and Dave choose in turn
    order; Alice's own permanents stay. Carol's two creatures: she keeps her Giant; Dave's
    Anthem is kept as his enchantment."""
    game = table(RECORDS,
                 PlayerSpec(hand=("Test Purge",),
                            battlefield=(*PLAINS, *_bf("Ornithopter", "Grizzly Bears"))),
                 PlayerSpec(battlefield=_bf("Grizzly Bears")),
                 PlayerSpec(battlefield=_bf("Grizzly Bears", "Hill Giant")),
                 PlayerSpec(battlefield=_bf("Glorious Anthem", "Ornithopter", "Darksteel Relic")))
    giant = one(game, "Hill Giant")
    dave_relic = one(game, "Darksteel Relic")
    asked = _play(game, "Test Purge", {2: [giant], 3: [dave_relic]})
    assert [p for p, _ in asked] == [1, 2, 3, 3, 3]
    assert _names(game, 0) == ["Grizzly Bears", "Ornithopter", *["Plains"] * 5]
    assert _names(game, 1) == ["Grizzly Bears"]
    assert _names(game, 2) == ["Hill Giant"]
    assert _names(game, 3) == ["Darksteel Relic", "Glorious Anthem", "Ornithopter"]
