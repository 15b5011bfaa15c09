"""More modes when a condition holds as the spell is cast (CR 700.2, 601.2b): "Choose one. If
you control a Wizard as you cast this spell, you may choose two instead" (Flame of Anor),
"Choose one. If you control a commander as you cast this spell, you may choose both
instead" (the Wills), "Choose one. If this spell was kicked, choose any number instead"
(the Inscriptions; the kicker is announced with the modes, CR 601.2b, 702.33d).

Edges: the condition false (one mode only; a two-mode cast is refused and changes
nothing), the kicker declined (one mode), one mode still allowed with the kicker, the
condition read as the spell is cast (the Wizard gone before it resolves: both modes still
happen, the Wills' ruling "if you no longer control a commander as it resolves, you'll
still get both modes")."""

from __future__ import annotations

import pytest
from tests.commander_classes._table import compiled, record
from tests.hostile.test_listing_agrees import digest
from tests.rules.helpers import game_at, one, pass_to_step, perm, pool, resolve_stack

from grimoire.core.mana import ManaCost
from grimoire.errors import IllegalActionError
from grimoire.mechanics.commander import STATE as COMMANDERS
from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules import zones
from grimoire.rules.actions import CastSpell, Keep
from grimoire.rules.cardinfo import info_for
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

FLAME = record("Flame of Anor", "{1}{U}{R}", "Instant",
               "Choose one. If you control a Wizard as you cast this spell, you may choose two "
               "instead.\n• Target player draws two cards.\n• Destroy target artifact.\n"
               "• Flame of Anor deals 5 damage to target creature.")
INSIGHT = record("Inscription of Insight", "{3}{U}", "Sorcery",
                 "Kicker {2}{U}{U}\nChoose one. If this spell was kicked, choose any number "
                 "instead.\n• Return up to two target creatures to their owners' hands.\n"
                 "• Scry 2, then draw two cards.\n• Target player creates an X/X blue Illusion "
                 "creature token, where X is the number of cards in their hand.")
SULTAI = record("Will of the Sultai", "{4}{G}", "Sorcery",
                "Choose one. If you control a commander as you cast this spell, you may choose "
                "both instead.\n• Target player mills three cards. Return all land cards from "
                "your graveyard to the battlefield tapped.\n• Put X +1/+1 counters on target "
                "creature, where X is the number of lands you control. It gains trample until "
                "end of turn.")
WIZARD = ir.CardDefinition("Test Wizard", mana_cost=ManaCost.parse("{U}"),
                           card_types=("creature",), subtypes=("Human", "Wizard"),
                           colors=("U",), power=1, toughness=1)
RELIC = ir.CardDefinition("Test Relic", mana_cost=ManaCost.parse("{1}"),
                          card_types=("artifact",))
LEADER = ir.CardDefinition("Leader the Green", mana_cost=ManaCost.parse("{1}{G}"),
                           card_types=("creature",), supertypes=("legendary",),
                           colors=("G",), power=2, toughness=2)


def test_the_records_compile() -> None:
    compiled(FLAME, INSIGHT, SULTAI)


def _flame(wizard: bool) -> Game:
    battlefield = (*(perm(n) for n in ("Island", "Island", "Mountain")), perm("Test Relic"),
                   perm("Grizzly Bears"), *((perm("Test Wizard"),) if wizard else ()))
    return game_at(PlayerSpec(hand=("Flame of Anor",), battlefield=battlefield),
                   extra=(compile_source(FLAME), WIZARD, RELIC))


def _mode_sets(game: Game, name: str) -> set[tuple[int, ...]]:
    card = one(game, name, "hand")
    return {a.modes for a in game.legal_actions()
            if isinstance(a, CastSpell) and a.card == card}


def test_two_modes_only_while_you_control_a_wizard() -> None:
    """CR 700.2: without a Wizard one mode; with one, any one or two of the three."""
    assert _mode_sets(_flame(False), "Flame of Anor") == {(0,), (1,), (2,)}
    assert _mode_sets(_flame(True), "Flame of Anor") == {
        (0,), (1,), (2,), (0, 1), (0, 2), (1, 2)}


def test_two_modes_without_a_wizard_are_refused_and_change_nothing() -> None:
    game = _flame(False)
    before = digest(game)
    action = CastSpell(one(game, "Flame of Anor", "hand"),
                       targets=((one(game, "Test Relic"),), (one(game, "Grizzly Bears"),)),
                       modes=(1, 2))
    with pytest.raises(IllegalActionError):
        game.apply(action)
    assert digest(game) == before


def test_the_condition_is_read_as_the_spell_is_cast() -> None:
    """CR 601.2b: the modes are chosen on casting. The Wizard dies in response (moved to
    the graveyard here): both chosen modes still happen as the spell resolves."""
    game = _flame(True)
    relic, bears = one(game, "Test Relic"), one(game, "Grizzly Bears")
    game.apply(CastSpell(one(game, "Flame of Anor", "hand"), targets=((relic,), (bears,)),
                         modes=(1, 2)))
    zones.move(game, one(game, "Test Wizard"), "graveyard")
    resolve_stack(game)
    assert relic not in game.battlefield and bears not in game.battlefield
    assert {o.name for o in game.objects.values() if o.zone == "graveyard"} >= {
        "Test Relic", "Grizzly Bears", "Test Wizard"}


def _insight() -> Game:
    lands = tuple(perm("Island") for _ in range(8))
    return game_at(PlayerSpec(hand=("Inscription of Insight",), battlefield=lands),
                   extra=(compile_source(INSIGHT),))


def test_any_number_of_modes_only_when_kicked() -> None:
    """CR 702.33d: unkicked, one mode; kicked, one, two or all three (each once: "you can't
    choose any one mode more than once")."""
    game = _insight()
    card = one(game, "Inscription of Insight", "hand")
    casts = [a for a in game.legal_actions() if isinstance(a, CastSpell) and a.card == card]
    plain = {a.modes for a in casts if not a.additional}
    kicked = {a.modes for a in casts if a.additional}
    assert plain == {(0,), (1,), (2,)}
    assert kicked == {(0,), (1,), (2,), (0, 1), (0, 2), (1, 2), (0, 1, 2)}


def test_kicked_modes_happen_in_printed_order() -> None:
    """Kicked with the last two modes: scry 2 and draw two, then the player (Alice, with
    two cards in hand now) creates a 2/2 Illusion (X read as that mode is performed)."""
    game = _insight()
    game.apply(CastSpell(one(game, "Inscription of Insight", "hand"), targets=((Seat(0),),),
                         modes=(1, 2), additional=(0,)))
    resolve_stack(game)
    for _ in range(4):
        if game.pending is None or game.pending.kind == "priority":
            break
        game.apply(game.legal_actions()[0])  # the scry
    resolve_stack(game)
    hand = [o for o in game.objects.values() if o.zone == "hand" and o.owner == 0]
    tokens = [o for o in game.objects.values() if o.zone == "battlefield"
              and o.name.startswith("Illusion")]
    assert len(hand) == 2 and len(tokens) == 1 and tokens[0].info.card.power == 2


def _commander_game() -> tuple[Game, int]:
    library = ["Forest"] * 60 + ["Grizzly Bears"] * 39
    cards = pool(LEADER, compile_source(SULTAI))
    game = Game.new([library] * 2, cards, seed=1, first_player=0, format="commander",
                    commanders=[["Leader the Green"], ["Leader the Green"]])
    while game.stage == "mulligan":
        game.apply(Keep())
    pass_to_step(game, "main1", 0, active=0)
    will = zones.new_object(game, info_for(game.pool.get("Will of the Sultai")), 0, "hand")
    for _ in range(5):
        zones.new_object(game, info_for(game.pool.get("Forest")), 0, "battlefield")
    return game, will.id


def _will_sets(game: Game, will: int) -> set[tuple[int, ...]]:
    game._legal = None  # (the test moved objects directly: list again)
    return {a.modes for a in game.legal_actions() if isinstance(a, CastSpell) and a.card == will}


def _commander(game: Game, seat: int) -> int:
    state = COMMANDERS.get(game)
    assert state is not None
    return next(i for i, o in zip(state.ids, state.owners, strict=True) if o == seat)


def test_a_commander_you_control_allows_both() -> None:
    """CR 903.3: with no commander on the battlefield one mode; with Alice's own there,
    both; the opponent's commander on the battlefield under its owner's control gives
    Alice nothing."""
    game, will = _commander_game()
    assert {len(m) for m in _will_sets(game, will)} == {1}
    zones.move(game, _commander(game, 1), "battlefield")
    assert {len(m) for m in _will_sets(game, will)} == {1}
    zones.move(game, _commander(game, 0), "battlefield")
    assert (0, 1) in _will_sets(game, will)


TITAN = record("Prophetic Titan", "{4}{U}{R}", "Creature — Giant Wizard",
               "Delirium — When this creature enters, choose one. If there are four or more "
               "card types among cards in your graveyard, choose both instead.\n• This creature "
               "deals 4 damage to any target.\n• Look at the top four cards of your library. Put "
               "one of them into your hand and the rest on the bottom of your library in a "
               "random order.", "4", "4")


def _titan_modes(graveyard: tuple[str, ...]) -> set[tuple[int, ...]]:
    """The mode choices offered as the Titan's enters trigger is put on the stack."""
    lands = tuple(perm("Island") for _ in range(3)) + tuple(perm("Mountain") for _ in range(3))
    game = game_at(PlayerSpec(hand=("Prophetic Titan",), battlefield=lands,
                              graveyard=graveyard), extra=(compile_source(TITAN),))
    game.apply(CastSpell(one(game, "Prophetic Titan", "hand")))
    resolve_stack(game)
    for _ in range(10):
        assert game.pending is not None
        if game.pending.kind == "trigger_modes":
            return set(game.pending.options)
        if game.pending.kind == "priority" and game.stack:
            return {game.objects[game.stack[-1]].stack.modes}  # the only choice, recorded
        game.apply(game.legal_actions()[0])
    raise AssertionError("no trigger")


def test_a_trigger_chooses_both_when_the_condition_holds() -> None:
    """CR 603.3c, 700.2b: checked as the trigger is put on the stack: with four card types
    in the graveyard (land, creature, instant, sorcery) "choose both instead" (both, not
    one); with three, one of the two."""
    compiled(TITAN)
    four = ("Forest", "Grizzly Bears", "Lightning Bolt", "Divination")
    assert _titan_modes(four) == {(0, 1)}
    assert _titan_modes(four[:3]) == {(0,), (1,)}
