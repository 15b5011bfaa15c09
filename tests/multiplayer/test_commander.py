"""The Commander variant (CR 903) and Duel Commander."""

from __future__ import annotations

from dataclasses import replace

import pytest
from tests.rules.helpers import pool

from grimoire.core.mana import ManaCost
from grimoire.decks.check import commander_problems
from grimoire.decks.model import Deck
from grimoire.errors import DeckError, IllegalActionError
from grimoire.mechanics.commander import STATE as COMMANDERS
from grimoire.oracle import ir
from grimoire.rules import zones
from grimoire.rules.actions import (
    CastSpell,
    Choose,
    DeclareAttackers,
    Keep,
    PassPriority,
    TakeMulligan,
)
from grimoire.rules.cardinfo import info_for
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.testing import creature, spell

GEN = ir.CardDefinition("Gen the Green", mana_cost=ManaCost.parse("{1}{G}"),
                        card_types=("creature",), supertypes=("legendary",), colors=("G",),
                        power=2, toughness=2)
RED = ir.CardDefinition("Rae the Red", mana_cost=ManaCost.parse("{R}"),
                        card_types=("creature",), supertypes=("legendary",), colors=("R",),
                        power=1, toughness=1, abilities=(ir.Keyword("haste"),))
DOOM = spell("Doom", "{B}", ir.Destroy(ir.TargetRef(0)),
             ir.TargetSpec("object", ir.ObjectFilter(types_any=("creature",))))
BOUNCE = spell("Bounce", "{U}", ir.ReturnToHand(ir.TargetRef(0)),
               ir.TargetSpec("object", ir.ObjectFilter(types_any=("creature",))))
MAIN = ["Forest"] * 60 + ["Grizzly Bears"] * 39


def cpool() -> object:
    return pool(GEN, RED, DOOM, BOUNCE)


def new(seats: int = 4, fmt: str = "commander", **kwargs: object) -> Game:
    leaders = [["Gen the Green"]] + [["Rae the Red"]] * (seats - 1)
    game = Game.new([MAIN] * seats, cpool(), seed=1, first_player=0,  # type: ignore[arg-type]
                    format=fmt, commanders=leaders, **kwargs)  # type: ignore[arg-type]
    while game.stage == "mulligan":
        game.apply(Keep())
    return game


def lands(game: Game, seat: int, name: str, count: int) -> None:
    """Put ``count`` untapped lands onto ``seat``'s battlefield (test setup)."""
    for _ in range(count):
        obj = zones.new_object(game, info_for(game.pool.get(name)), seat, "battlefield")
        obj.sick = False


def commander_of(game: Game, seat: int) -> int:
    state = COMMANDERS.get(game)
    assert state is not None
    return next(i for i, o in zip(state.ids, state.owners, strict=True) if o == seat)


def to_main(game: Game) -> None:
    while not (game.step == "main1" and game.pending is not None
               and game.pending.kind == "priority" and game.pending.player == game.active):
        game.apply(PassPriority())


def resolve(game: Game) -> None:
    while game.stack or (game.pending is not None and game.pending.kind != "priority"):
        if game.pending is not None and game.pending.kind == "priority":
            game.apply(PassPriority())
        else:
            game.apply(game.legal_actions()[0])


def test_setup_command_zone_and_forty_life() -> None:
    """CR 903.6: each commander starts in the command zone; the rest is the library.
    CR 903.7: life totals start at 40; everyone draws seven."""
    game = new()
    assert COMMANDERS.get(game) is not None
    for seat, p in enumerate(game.players):
        oid = commander_of(game, seat)
        assert game.objects[oid].zone == "command" and oid in game.command
        assert p.life == 40 and len(p.hand) == 7 and len(p.library) == 92


def test_duel_commander_is_two_players_at_twenty() -> None:
    """Duel Commander: the Commander rules for two players, at 20 life."""
    game = new(2, "duel_commander")
    assert [p.life for p in game.players] == [20, 20]
    with pytest.raises(IllegalActionError, match="2 players"):
        new(3, "duel_commander")


def test_unknown_format_and_missing_commanders() -> None:
    """A clear error for an unknown format or a Commander game without commanders."""
    with pytest.raises(DeckError, match="unknown format"):
        Game.new([MAIN] * 2, cpool(), format="vintage")  # type: ignore[arg-type]
    with pytest.raises(DeckError, match="commander"):
        Game.new([MAIN] * 2, cpool(), format="commander")  # type: ignore[arg-type]


def test_cast_from_command_zone_with_tax() -> None:
    """CR 903.8: the owner may cast the commander from the command zone, for {2} more for
    each previous cast from there; CR 903.9a: when it dies the owner may return it."""
    game = new()
    to_main(game)
    lands(game, 0, "Forest", 2)
    gen = commander_of(game, 0)
    casts = [a for a in game.legal_actions() if isinstance(a, CastSpell) and a.card == gen]
    assert casts, "castable from the command zone"
    game.apply(casts[0])
    resolve(game)
    gen = commander_of(game, 0)
    assert game.objects[gen].zone == "battlefield"
    zones.move(game, gen, "graveyard")  # it dies
    game.stage = "priority_check"
    game.pending = None
    from grimoire.rules import turn
    turn.advance(game)
    decision = game.pending
    assert decision is not None and decision.rule == "CR 903.9a" and decision.player == 0
    game.apply(Choose(True))
    gen = commander_of(game, 0)
    assert game.objects[gen].zone == "command"
    for oid in game.battlefield:
        game.objects[oid].tapped = False
    # Two Forests no longer pay {1}{G} plus the {2} tax; four do.
    assert not [a for a in game.legal_actions() if isinstance(a, CastSpell) and a.card == gen]
    lands(game, 0, "Forest", 2)
    game._legal = None
    assert [a for a in game.legal_actions() if isinstance(a, CastSpell) and a.card == gen]


def test_owner_may_leave_it_in_the_graveyard() -> None:
    """CR 903.9a: "may": the owner declining leaves the commander in the graveyard."""
    game = new()
    to_main(game)
    gen = commander_of(game, 0)
    gen = zones.move(game, gen, "battlefield")
    zones.move(game, gen, "graveyard")
    game.stage, game.pending = "priority_check", None
    from grimoire.rules import turn
    turn.advance(game)
    assert game.pending is not None and game.pending.rule == "CR 903.9a"
    game.apply(Choose(False))
    assert game.objects[commander_of(game, 0)].zone == "graveyard"
    assert game.pending is not None and game.pending.kind == "priority"


def test_hand_or_library_goes_to_command_zone_instead() -> None:
    """CR 903.9b: a commander that would be put into its owner's hand or library goes to
    the command zone instead if the owner chooses (a replacement effect); declined, it
    goes where it was going."""
    from grimoire.mechanics.commander import set_return_choice
    game = new()
    gen = zones.move(game, commander_of(game, 0), "battlefield")
    zones.move(game, gen, "hand")
    assert game.objects[commander_of(game, 0)].zone == "command"
    rae = zones.move(game, commander_of(game, 1), "battlefield")
    zones.put_in_library(game, rae, None)
    assert game.objects[commander_of(game, 1)].zone == "command"
    set_return_choice(game, 2, False)
    rae2 = zones.move(game, commander_of(game, 2), "battlefield")
    zones.move(game, rae2, "hand")
    assert game.objects[commander_of(game, 2)].zone == "hand"


def test_twenty_one_commander_damage_loses() -> None:
    """CR 903.10a, 704.6c: 21 combat damage from the same commander makes a player lose,
    whatever their life total; damage from different commanders doesn't add up."""
    game = new(3)
    state = COMMANDERS.get(game)
    assert state is not None
    # Carol (seat 2) has taken 20 from Gen, 20 from Bob's Rae.
    COMMANDERS.set(game, replace(state, damage=((0, 0, 20), (0, 0, 0), (0, 0, 0))))
    to_main(game)
    gen = zones.move(game, commander_of(game, 0), "battlefield")
    game.objects[gen].sick = False
    while game.step != "declare_attackers" or game.pending is None \
            or game.pending.kind != "declare_attackers":
        game.apply(PassPriority())
    game.apply(DeclareAttackers(((gen, Seat(2)),)))
    for _ in range(20):
        if game.players[2].lost:
            break
        game.apply(game.legal_actions()[0])
    assert game.players[2].lost and "704.6c" in game.players[2].loss_reason
    assert game.players[2].life == 38 and game.result is None


def test_noncombat_damage_is_not_commander_damage() -> None:
    """CR 903.10a counts combat damage only."""
    from grimoire.rules import damage
    game = new(3)
    gen = zones.move(game, commander_of(game, 0), "battlefield")
    damage.deal_damage(game, game.objects[gen], Seat(1), 25)
    state = COMMANDERS.get(game)
    assert state is not None and state.damage[0][1] == 0


def test_free_first_mulligan_in_multiplayer() -> None:
    """CR 103.5c: in a multiplayer game the first mulligan doesn't count toward the cards
    put on the bottom; in a two-player game it does."""
    game = Game.new([MAIN] * 3, cpool(), seed=2, first_player=0,  # type: ignore[arg-type]
                    format="commander", commanders=[["Gen the Green"]] * 3)
    game.apply(TakeMulligan())
    game.apply(Keep())
    game.apply(Keep())
    assert game.pending is not None and game.pending.kind == "mulligan"
    game.apply(Keep())  # seat 0 keeps its second seven: nothing to put on the bottom
    assert len(game.players[0].hand) == 7
    two = Game.new([MAIN] * 2, cpool(), seed=2, first_player=0,  # type: ignore[arg-type]
                   format="duel_commander", commanders=[["Gen the Green"]] * 2)
    two.apply(TakeMulligan())
    two.apply(Keep())
    two.apply(Keep())
    assert two.pending is not None and two.pending.kind == "bottom"


def test_a_commander_game_saves_and_replays() -> None:
    """DESIGN principle 5: a Commander game replays exactly from its save."""
    from grimoire.agents import RandomAgent
    game = Game.new([MAIN] * 4, cpool(), seed=5,  # type: ignore[arg-type]
                    format="commander", commanders=[["Gen the Green"], ["Rae the Red"]] * 2)
    game.run([RandomAgent(i) for i in range(4)], max_decisions=400)
    again = Game.load(game.save(), cpool())  # type: ignore[arg-type]
    assert again.save() == game.save()
    assert COMMANDERS.get(again) == COMMANDERS.get(game)


def test_two_player_creature_stays_plain() -> None:
    """Outside Commander nothing changes: no command zone, 20 life."""
    game = Game.new([MAIN] * 2, cpool(), seed=1)  # type: ignore[arg-type]
    assert COMMANDERS.get(game) is None and [p.life for p in game.players] == [20, 20]
    assert creature("X", "{G}", 1, 1).name == "X"


# --- color identity, deck construction, "your commander's color identity" mana -----------

TOWER = {"name": "Command Tower", "type_line": "Land", "mana_cost": "",
         "oracle_text": "{T}: Add one mana of any color in your commander's color identity."}


def _pool_with_tower() -> object:
    from grimoire.pool import CardPool
    pool_ = CardPool([TOWER])
    for card in (GEN, RED, DOOM, BOUNCE, *[pool().get(n) for n in ("Forest", "Grizzly Bears",
                                                                     "Mountain", "Island")]):
        pool_.add(card)
    return pool_


def test_command_tower_makes_only_identity_colors() -> None:
    """CR 903.4: "one mana of any color in your commander's color identity" — Gen the
    Green's controller may make only {G}; compiled from the Oracle text."""
    from grimoire.rules.actions import ActivateAbility
    p = _pool_with_tower()
    game = Game.new([MAIN] * 3, p, seed=1, first_player=0,  # type: ignore[arg-type]
                    format="commander", commanders=[["Gen the Green"]] * 3)
    while game.stage == "mulligan":
        game.apply(Keep())
    to_main(game)
    tower = zones.new_object(game, info_for(p.get("Command Tower")), 0, "battlefield")  # type: ignore[attr-defined]
    game._legal = None
    game.apply(ActivateAbility(tower.id, 0))
    if game.pending is not None and game.pending.kind != "priority":
        assert {a.value for a in game.legal_actions()} == {"G"}
        game.apply(game.legal_actions()[0])
    assert game.players[0].pool == [0, 0, 0, 0, 1, 0]


def test_command_tower_without_a_commander_makes_nothing() -> None:
    """CR 903.4f: with no commander the color identity is undefined: no mana."""
    from grimoire.rules.actions import ActivateAbility
    p = _pool_with_tower()
    game = Game.new([MAIN] * 2, p, seed=1, first_player=0)  # type: ignore[arg-type]
    while game.stage == "mulligan":
        game.apply(Keep())
    to_main(game)
    tower = zones.new_object(game, info_for(p.get("Command Tower")), 0, "battlefield")  # type: ignore[attr-defined]
    game._legal = None
    game.apply(ActivateAbility(tower.id, 0))
    assert game.players[0].pool == [0, 0, 0, 0, 0, 0]


def test_color_identity() -> None:
    """CR 903.4: mana symbols in cost and rules text, color indicator; hybrid counts both
    colors; reminder text is ignored (903.4c); the back face counts (903.4d)."""
    from grimoire.mechanics.commander_decks import color_identity
    hybrid = ir.CardDefinition("H", mana_cost=ManaCost.parse("{R/W}"))
    text = ir.CardDefinition("T", oracle_text="{T}: Add {B}.\nCycling {2} (Reminder {U}.)")
    indicated = ir.CardDefinition("I", colors=("U",))
    dfc = ir.CardDefinition("D", mana_cost=ManaCost.parse("{G}"),
                            back=ir.CardDefinition("D2", colors=("R",)))
    assert color_identity(hybrid) == {"R", "W"}
    assert color_identity(text) == {"B"}
    assert color_identity(indicated) == {"U"}
    assert color_identity(dfc) == {"G", "R"}


def _legend(cost: str, text: str = "", kind: str = "Legendary Creature — Elf"
            ) -> dict[str, str]:
    return {"type_line": kind, "mana_cost": cost, "oracle_text": text}


def test_deck_construction() -> None:
    """CR 903.5a: exactly 100 cards with the commander; 903.5b: singleton except basic
    lands; 903.5c: every card within the commander's identity; 903.5d: a land with a basic
    land type only if its colors are in the identity (the one Commander deck check,
    grimoire.decks.check)."""
    records = {"Gen the Green": _legend("{1}{G}"), "Forest": {"type_line": "Basic Land — Forest"},
               "Grizzly Bears": {"type_line": "Creature — Bear", "mana_cost": "{1}{G}"},
               "Lightning Bolt": {"type_line": "Instant", "mana_cost": "{R}"},
               "Snow Island": {"type_line": "Snow Land — Island"}}
    def problems(main: list[str]) -> list[str]:
        deck = Deck("d", main=tuple(main), commander=("Gen the Green",))
        return commander_problems(deck, records.__getitem__)
    assert problems(["Forest"] * 98 + ["Grizzly Bears"]) == []
    text = " ".join(problems(["Forest"] * 95 + ["Grizzly Bears"] * 2
                             + ["Lightning Bolt", "Snow Island"]))
    assert "2 copies of 'Grizzly Bears'" in text and "903.5b" in text
    assert "Lightning Bolt is outside" in text and "Snow Island is outside" in text
    assert any("903.5a" in x for x in problems(["Forest"] * 97 + ["Grizzly Bears"]))


def test_partner_and_background() -> None:
    """CR 702.124: two commanders that both have partner; "Partner with" pairs only with
    the named card (702.124i); CR 702.179a: "Choose a Background" with a Background."""
    records = {
        "Ann": _legend("{W}", "Partner"), "Ben": _legend("{U}", "Flying\nPartner"),
        "Cal": _legend("{R}", "Partner with Dee"), "Dee": _legend("{G}", "Partner with Cal"),
        "Eve": _legend("{B}", "Choose a Background"),
        "Lore": _legend("{1}{B}", kind="Legendary Enchantment — Background"),
    }
    def problems(*leaders: str) -> list[str]:
        deck = Deck("d", main=("Forest",) * (100 - len(leaders)), commander=leaders)
        found = commander_problems(deck, {**records, "Forest": {
            "type_line": "Basic Land — Forest"}}.__getitem__)
        return [p for p in found if "color identity" not in p]
    assert problems("Ann", "Ben") == []
    assert problems("Cal", "Dee") == []
    assert problems("Ann", "Cal")
    assert problems("Eve", "Lore") == []
    assert problems("Ann", "Eve")
    assert problems("Lore")  # a Background alone can't lead a deck
    assert problems("Ann", "Ben", "Dee")


LIEUTENANT = {"name": "Loyal Sentry", "type_line": "Creature — Human Soldier",
              "mana_cost": "{1}{G}", "power": "1", "toughness": "1",
              "oracle_text": "Lieutenant — As long as you control your commander, this "
                             "creature gets +2/+2."}


def test_lieutenant_while_you_control_your_commander() -> None:
    """CR 903.3d, 207.2c: "As long as you control your commander" holds only while a
    commander you own is on the battlefield under your control."""
    from grimoire.pool import CardPool
    from grimoire.rules import query
    p = CardPool([LIEUTENANT])
    for card in (GEN, RED, pool().get("Forest"), pool().get("Grizzly Bears")):
        p.add(card)
    assert p.support_problems("Loyal Sentry") == []
    game = Game.new([MAIN] * 2, p, seed=1, first_player=0,  # type: ignore[arg-type]
                    format="commander", commanders=[["Gen the Green"], ["Rae the Red"]])
    sentry = zones.new_object(game, info_for(p.get("Loyal Sentry")), 0, "battlefield")
    assert query.power(game, sentry) == 1
    rae = zones.move(game, commander_of(game, 1), "battlefield")  # not Alice's commander
    assert query.power(game, sentry) == 1
    gen = zones.move(game, commander_of(game, 0), "battlefield")
    assert query.power(game, sentry) == 3 and query.toughness(game, sentry) == 3
    game.objects[gen].controller = 1  # stolen: Alice no longer controls it
    game.version += 1  # changed without an effect: the layers compute again
    assert query.power(game, sentry) == 1
    del rae
