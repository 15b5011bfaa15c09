"""Permanents that choose a creature type or a color as they enter (CR 614.12, 205.3m) and
abilities linked to "the chosen type/color" (CR 607.2d): Vanquisher's Banner, Heraldic
Banner."""

from __future__ import annotations

import pytest
from tests.commander_classes._table import compiled, record
from tests.rules.helpers import one

from grimoire.core.mana import ManaCost
from grimoire.errors import IllegalActionError
from grimoire.oracle import ir
from grimoire.rules import query, zones
from grimoire.rules.actions import CastSpell, Choose, PassPriority
from grimoire.rules.cardinfo import info_for
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

BANNER = record("Vanquisher's Banner", "{5}", "Artifact",
                "As this artifact enters, choose a creature type.\nCreatures you control of the "
                "chosen type get +1/+1.\nWhenever you cast a creature spell of the chosen type, "
                "draw a card.")
HERALDIC = record("Heraldic Banner", "{3}", "Artifact",
                  "As this artifact enters, choose a color.\nCreatures you control of the chosen "
                  "color get +1/+0.\n{T}: Add one mana of the chosen color.")
ELF = ir.CardDefinition("Elf Scout", mana_cost=ManaCost.parse("{G}"), card_types=("creature",),
                        subtypes=("Elf", "Scout"), colors=("G",), power=1, toughness=1)
FORESTS = tuple(PermanentSpec("Forest") for _ in range(6))


def _game() -> Game:
    from tests.commander_classes._table import LIBRARY
    from tests.rules.helpers import pool

    from grimoire.oracle.compiler import compile_source
    from grimoire.rules.position import Position
    me = PlayerSpec(hand=("Vanquisher's Banner", "Elf Scout"), library=LIBRARY,
                    battlefield=(*FORESTS, PermanentSpec("Grizzly Bears")))
    them = PlayerSpec(library=LIBRARY, battlefield=(PermanentSpec("Elf Scout"),))
    cards = pool(ELF, compile_source(BANNER), compile_source(HERALDIC))
    return Game.from_position(Position(players=(me, them), turn=3), cards, seed=0)


def test_the_records_compile() -> None:
    """Both banners compile with nothing the engine ignores."""
    compiled(BANNER, HERALDIC)


def test_the_banner_asks_for_a_creature_type_and_its_abilities_read_it() -> None:
    """CR 614.12: Vanquisher's Banner asks for a creature type as it resolves (not a card
    type); with "Elf", Alice's Elves get +1/+1 (not her Bears, not Bob's Elf), and casting
    an Elf creature spell draws a card (CR 607.2d)."""
    game = _game()
    game.apply(CastSpell(one(game, "Vanquisher's Banner", "hand")))
    while game.pending is not None and game.pending.kind == "priority":
        game.apply(PassPriority())
    d = game.pending
    assert d is not None and d.kind == "choose_creature_type" and d.rule == "CR 614.12"
    assert "Elf" in d.options and "Artifact" not in d.options
    with pytest.raises(IllegalActionError):
        game.apply(Choose("Artifact"))
    game.apply(Choose("Elf"))
    assert game.objects[one(game, "Vanquisher's Banner")].chosen == "Elf"
    bears = game.objects[one(game, "Grizzly Bears")]
    theirs = game.objects[one(game, "Elf Scout")]
    assert query.power(game, bears) == 2 and query.power(game, theirs) == 1
    hand = len(game.players[0].hand)
    game.apply(CastSpell(one(game, "Elf Scout", "hand")))
    assert len(game.stack) == 2  # the spell and the Banner's trigger
    while game.stack:
        game.apply(PassPriority())
    assert len(game.players[0].hand) == hand  # -1 cast, +1 drawn
    mine = [o for o in game.battlefield if game.objects[o].name == "Elf Scout"
            and game.objects[o].controller == 0]
    assert query.power(game, game.objects[mine[0]]) == 2


def test_heraldic_banner_reads_the_chosen_color() -> None:
    """CR 607.2d: with green chosen, green creatures Alice controls get +1/+0; a permanent
    that never chose (put onto the battlefield by an effect) boosts nothing."""
    game = _game()
    banner = zones.new_object(game, info_for(game.pool.get("Heraldic Banner")), 0,
                              "battlefield")
    bears = game.objects[one(game, "Grizzly Bears")]
    assert query.power(game, bears) == 2  # nothing chosen: nothing matches
    banner.chosen = "G"
    game.version += 1
    assert query.power(game, bears) == 3


HORN = record("Herald's Horn", "{3}", "Artifact",
              "As this artifact enters, choose a creature type.\nCreature spells you cast of the "
              "chosen type cost {1} less to cast.\nAt the beginning of your upkeep, look at the "
              "top card of your library. If it's a creature card of the chosen type, you may "
              "reveal it and put it into your hand.")
ELF_WARRIOR = ir.CardDefinition("Elf Warrior", mana_cost=ManaCost.parse("{1}{G}"),
                                card_types=("creature",), subtypes=("Elf", "Warrior"),
                                colors=("G",), power=2, toughness=2)


def _horn_game(top: str) -> Game:
    from tests.rules.helpers import pool

    from grimoire.oracle.compiler import compile_source
    from grimoire.rules.position import Position
    me = PlayerSpec(hand=("Elf Warrior",), library=(top, "Forest", "Forest", "Forest"),
                    battlefield=(PermanentSpec("Forest"), PermanentSpec("Herald's Horn")))
    them = PlayerSpec(library=("Forest",) * 5)
    cards = pool(ELF_WARRIOR, compile_source(HORN))
    game = Game.from_position(Position(players=(me, them), turn=3, active=1, step="end"),
                              cards, seed=0)
    game.objects[one(game, "Herald's Horn")].chosen = "Elf"
    return game


def test_heralds_horn_reduces_and_digs_for_the_chosen_type() -> None:
    """CR 601.2f, 607.2d: with "Elf" chosen, at Alice's upkeep the Horn looks at her top
    card, an Elf Warrior: she may reveal it and put it into her hand; then an Elf Warrior
    ({1}{G}) costs {G} and is cast with her one Forest."""
    compiled(HORN)
    game = _horn_game("Elf Warrior")
    for _ in range(40):
        assert game.pending is not None
        if game.pending.kind == "yes_no":
            game.apply(Choose(True))
            break
        game.apply(PassPriority() if game.pending.kind == "priority"
                   else game.legal_actions()[0])
    else:
        raise AssertionError("no 'may reveal' question")
    while game.step != "main1":
        game.apply(PassPriority() if game.pending.kind == "priority"  # type: ignore[union-attr]
                   else game.legal_actions()[0])
    hand = [game.objects[o].name for o in game.players[0].hand]
    assert hand.count("Elf Warrior") == 2  # the one in hand, the one revealed (then a draw)
    warrior = game.players[0].hand[0]
    game.apply(CastSpell(warrior))
    assert game.objects[game.stack[-1]].name == "Elf Warrior"


def test_heralds_horn_ignores_other_creature_types() -> None:
    """A Forest on top is not a creature card of the chosen type: no question."""
    game = _horn_game("Forest")
    while game.step != "main1":
        assert game.pending is not None and game.pending.kind != "yes_no"
        game.apply(PassPriority() if game.pending.kind == "priority"
                   else game.legal_actions()[0])
