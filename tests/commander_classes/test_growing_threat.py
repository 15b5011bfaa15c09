"""Classes of text of the deck "Growing Threat" (March of the Machine Commander), each from
its rule and the cards' rulings:

* "Exile all opponents' graveyards" (CR 102.2, 404);
* "If a creature is destroyed this way, you gain life equal to its toughness" (CR 608.2c,
  608.2h; an indestructible creature isn't destroyed, CR 702.12b: Noxious Gearhulk's
  rulings);
* "It's an artifact in addition to its other types" (CR 205.1b);
* "Its controller incubates X, where X is its mana value" (CR 701.51a);
* "If it would leave the battlefield, exile it instead of putting it anywhere else"
  (CR 614.1a) after a return to the battlefield.
"""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, settle, table
from tests.rules.helpers import ids, one

from grimoire.rules import layers, query
from grimoire.rules.actions import CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

SCRIPTURES = record("Phyrexian Scriptures", "{2}{B}{B}", "Enchantment — Saga",
                    "(As this Saga enters and after your draw step, add a lore counter. "
                    "Sacrifice after III.)\nI — Put a +1/+1 counter on up to one target "
                    "creature. That creature becomes an artifact in addition to its other "
                    "types.\nII — Destroy all nonartifact creatures.\nIII — Exile all "
                    "opponents' graveyards.")
GEARHULK = record("Noxious Gearhulk", "{4}{B}{B}", "Artifact Creature — Construct",
                  "Menace\nWhen this creature enters, you may destroy another target "
                  "creature. If a creature is destroyed this way, you gain life equal to its "
                  "toughness.", "5", "4")
MYR = record("Darksteel Myr", "{3}", "Artifact Creature — Myr",
             "Indestructible (Damage and effects that say \"destroy\" don't destroy this "
             "creature. If its toughness is 0 or less, it's still put into its owner's "
             "graveyard.)", "0", "1")
SCHEMER = record("Path of the Schemer", "{4}{B}", "Sorcery",
                 "Each player mills two cards. Then you put a creature card from a graveyard "
                 "onto the battlefield under your control. It's an artifact in addition to its "
                 "other types.\nWill of the Planeswalkers — Starting with you, each player "
                 "votes for planeswalk or chaos. If planeswalk gets more votes, planeswalk. If "
                 "chaos gets more votes or the vote is tied, chaos ensues.")
EXCISE = record("Excise the Imperfect", "{1}{W}{W}", "Instant",
                "Exile target nonland permanent. Its controller incubates X, where X is its "
                "mana value. (They create an Incubator token with X +1/+1 counters on it and "
                "\"{2}: Transform this token.\" It transforms into a 0/0 Phyrexian artifact "
                "creature.)")
MOIRA = record("Moira and Teshar", "{3}{W}{B}", "Legendary Creature — Phyrexian Spirit Bird",
               "Flying\nWhenever you cast a historic spell, return target nonland permanent "
               "card from your graveyard to the battlefield. It gains haste. Exile it at the "
               "beginning of the next end step. If it would leave the battlefield, exile it "
               "instead of putting it anywhere else. (Artifacts, legendaries, and Sagas are "
               "historic.)", "4", "5")
RECORDS = (SCRIPTURES, GEARHULK, MYR, SCHEMER, EXCISE, MOIRA)


def test_the_records_compile() -> None:
    """Every card of the class compiles with nothing the engine doesn't honour."""
    compiled(*RECORDS)


def _swamps(n: int) -> tuple[PermanentSpec, ...]:
    return tuple(PermanentSpec("Swamp") for _ in range(n))


def _settle(game: Game, answers: dict[str, object] | None = None) -> list[str]:
    return settle(game, 300, answers)


def test_scriptures_chapter_three_exiles_only_opponents_graveyards() -> None:
    """Four players: the third lore counter (after Alice's draw step) exiles Bob's, Carol's
    and Dave's graveyards; Alice's own stays."""
    game = table(RECORDS, PlayerSpec(graveyard=("Hill Giant",), battlefield=(
        PermanentSpec("Phyrexian Scriptures", counters=(("lore", 2),)),)),
                 PlayerSpec(graveyard=("Grizzly Bears", "Forest")),
                 PlayerSpec(graveyard=("Serra Angel",)), PlayerSpec(), step="draw")
    for _ in range(100):
        assert game.pending is not None
        if game.step == "main1" and not game.stack and game.pending.kind == "priority" \
                and not game.players[1].graveyard and ids(game, "Serra Angel", "exile"):
            break
        game.apply(PassPriority() if game.pending.kind == "priority"
                   else game.legal_actions()[0])
    assert [len(p.graveyard) for p in game.players][1:] == [0, 0, 0]
    assert ids(game, "Hill Giant", "graveyard")
    assert len(ids(game, "Grizzly Bears", "exile") + ids(game, "Forest", "exile")) == 2


def _cast_gearhulk(game: Game, answer: bool = True) -> None:
    """Cast the Gearhulk; its enters trigger's only legal target is Bob's creature
    ("another target creature"); answer its "may"."""
    game.apply(CastSpell(one(game, "Noxious Gearhulk", "hand")))
    _settle(game, {"yes_no": answer})


def _gearhulk_game(victim: str) -> Game:
    return table(RECORDS, PlayerSpec(hand=("Noxious Gearhulk",), battlefield=_swamps(6)),
                 PlayerSpec(battlefield=(PermanentSpec(victim),)))


def test_noxious_gearhulk_gains_the_destroyed_creatures_toughness() -> None:
    """Bob's Giant Spider (2/4) is destroyed: Alice gains 4, its toughness as it last was."""
    game = _gearhulk_game("Giant Spider")
    _cast_gearhulk(game)
    assert ids(game, "Giant Spider", "graveyard") and game.players[0].life == 24


def test_noxious_gearhulk_indestructible_target_gains_nothing() -> None:
    """Darksteel Myr isn't destroyed (indestructible): no life (the ruling)."""
    game = _gearhulk_game("Darksteel Myr")
    _cast_gearhulk(game)
    assert ids(game, "Darksteel Myr") and game.players[0].life == 20


def test_noxious_gearhulk_declined() -> None:
    """"You may": declined, nothing is destroyed and no life is gained."""
    game = _gearhulk_game("Giant Spider")
    _cast_gearhulk(game, answer=False)
    assert ids(game, "Giant Spider") and game.players[0].life == 20


def test_path_of_the_schemer_returns_an_artifact_creature() -> None:
    """The creature card Alice puts onto the battlefield from Bob's graveyard is hers and
    an artifact in addition to its other types (for good)."""
    game = table(RECORDS, PlayerSpec(hand=("Path of the Schemer",), battlefield=_swamps(5),
                                     library=("Swamp",) * 10),
                 PlayerSpec(graveyard=("Serra Angel",), library=("Forest",) * 10))
    game.apply(CastSpell(one(game, "Path of the Schemer", "hand")))
    _settle(game)
    angel = game.objects[one(game, "Serra Angel")]
    assert angel.controller == 0
    chars = layers.characteristics(game, angel)
    assert {"artifact", "creature"} <= chars.types


def test_excise_the_imperfect_incubator_for_the_controller() -> None:
    """Bob's Hill Giant (mana value 4) is exiled; Bob, its controller, gets an Incubator
    token with four +1/+1 counters (CR 701.51a), not Alice."""
    game = table(RECORDS, PlayerSpec(hand=("Excise the Imperfect",), battlefield=(
        PermanentSpec("Plains"), PermanentSpec("Plains"), PermanentSpec("Plains"))),
                 PlayerSpec(battlefield=(PermanentSpec("Hill Giant"),)), PlayerSpec())
    giant = one(game, "Hill Giant")
    game.apply(next(a for a in game.legal_actions() if isinstance(a, CastSpell)
                    and a.targets == ((giant,),)))
    _settle(game)
    incubators = ids(game, "Incubator")
    assert len(incubators) == 1 and ids(game, "Hill Giant", "exile")
    token = game.objects[incubators[0]]
    assert token.controller == 1 and token.counter("+1/+1") == 4


def test_moira_returned_permanent_is_exiled_instead_of_dying() -> None:
    """Casting Darksteel Myr (an artifact: historic) returns Alice's Hill Giant with haste;
    Murdered, it is exiled instead of going to her graveyard."""
    game = table(RECORDS, PlayerSpec(hand=("Darksteel Myr", "Murder"), graveyard=("Hill Giant",),
                                     battlefield=(PermanentSpec("Moira and Teshar"),
                                                  *_swamps(6))), PlayerSpec())
    game.apply(CastSpell(one(game, "Darksteel Myr", "hand")))
    _settle(game)
    giant = one(game, "Hill Giant")
    assert query.has_keyword(game, game.objects[giant], "haste")
    game.apply(next(a for a in game.legal_actions() if isinstance(a, CastSpell)
                    and a.targets == ((giant,),)))
    _settle(game)
    assert ids(game, "Hill Giant", "exile") and not ids(game, "Hill Giant", "graveyard")


def test_moira_returned_permanent_exiled_at_end_step() -> None:
    """Left alone, the returned Giant is exiled at the beginning of the next end step."""
    game = table(RECORDS, PlayerSpec(hand=("Darksteel Myr",), graveyard=("Hill Giant",),
                                     battlefield=(PermanentSpec("Moira and Teshar"),
                                                  *_swamps(3))), PlayerSpec())
    game.apply(CastSpell(one(game, "Darksteel Myr", "hand")))
    _settle(game)
    assert ids(game, "Hill Giant")
    for _ in range(200):
        if game.active == 1:
            break
        assert game.pending is not None
        game.apply(PassPriority() if game.pending.kind == "priority"
                   else game.legal_actions()[0])
    assert ids(game, "Hill Giant", "exile")


def test_this_way_test_and_its_otherwise_are_one_test() -> None:
    """"If a land was destroyed this way, A. Otherwise, B." (Dire-Strain Rampage): one test
    with its two branches (A declined doesn't let B happen), and "its controller" in B is
    still the destroyed permanent's controller; "except it's an artifact in addition to its
    other types" stays a copy exception (Molten Duplication)."""
    from grimoire.oracle import ir
    from grimoire.oracle.compiler import compile_source
    rampage = record("Dire-Strain Rampage", "{1}{R}{G}", "Sorcery",
                     "Destroy target artifact, enchantment, or land. If a land was destroyed "
                     "this way, its controller may search their library for up to two basic "
                     "land cards, put them onto the battlefield tapped, then shuffle. "
                     "Otherwise, its controller may search their library for a basic land "
                     "card, put it onto the battlefield tapped, then shuffle.")
    duplication = record("Molten Duplication", "{1}{R}", "Sorcery",
                         "Create a token that's a copy of target artifact or creature you "
                         "control, except it's an artifact in addition to its other types. It "
                         "gains haste until end of turn. Sacrifice it at the beginning of the "
                         "next end step.")
    compiled(rampage, duplication)
    effect = compile_source(rampage).spell.effect  # type: ignore[union-attr]
    assert isinstance(effect, ir.Sequence) and len(effect.steps) == 2
    test = effect.steps[1]
    assert isinstance(test, ir.Conditional) and isinstance(test.otherwise, ir.MayDo)
    assert test.otherwise.who == ir.ControllerOf(ir.TargetRef())
