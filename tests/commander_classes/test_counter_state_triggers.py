"""State triggers on this permanent's counters (CR 603.8, 122.1): "When there are four or
more page counters on this artifact, exile it. If you do, you gain 4 life." (Mazemind Tome),
"When this artifact has twenty or more charge counters on it, you win the game." (Darksteel
Reactor), "When Dark Depths has no ice counters on it, sacrifice it. If you do, create ...".

Such an ability watches the game state, not an event: it triggers whenever the count matches,
once, and not again until it has left the stack (CR 603.8); "it" is the permanent itself, and
if that permanent has left the battlefield by the time the ability resolves, it can't be
exiled or sacrificed from the zone it went to (CR 400.7; Mazemind Tome's ruling), so "If you
do" doesn't happen (CR 608.2c)."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, settle, table
from tests.rules.helpers import one

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.coverage import card_is_compiled
from grimoire.rules.actions import ActivateAbility, CastSpell, Choose, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
TOME = record("Mazemind Tome", "{2}", "Artifact",
              "{T}, Put a page counter on this artifact: Scry 1. (Look at the top card of your "
              "library. You may put that card on the bottom.)\n{2}, {T}, Put a page counter on "
              "this artifact: Draw a card.\nWhen there are four or more page counters on this "
              "artifact, exile it. If you do, you gain 4 life.")
REACTOR = record("Darksteel Reactor", "{4}", "Artifact",
                 "Indestructible (Effects that say \"destroy\" don't destroy this artifact.)\n"
                 "At the beginning of your upkeep, you may put a charge counter on this "
                 "artifact.\nWhen this artifact has twenty or more charge counters on it, you "
                 "win the game.")
DEPTHS = record("Dark Depths", "", "Legendary Snow Land",
                "Dark Depths enters with ten ice counters on it.\n{3}: Remove an ice counter "
                "from Dark Depths.\nWhen Dark Depths has no ice counters on it, sacrifice it. If "
                "you do, create Marit Lage, a legendary 20/20 black Avatar creature token with "
                "flying and indestructible.")
SHATTER = record("Test Shatter", "{R}", "Instant", "Destroy target artifact.")
BOUNCE = record("Test Bounce", "{U}", "Instant",
                "Return target permanent to its owner's hand.")
GARRUK = record("Test Walker", "{3}{G}", "Legendary Planeswalker — Garruk",
                "When Test Walker has two or fewer loyalty counters on him, transform him.")
RECORDS = (TOME, REACTOR, DEPTHS, SHATTER, BOUNCE)
LANDS = (P("Mountain"), P("Island"), P("Island"), P("Island"))


def _game(*specs: PlayerSpec) -> Game:
    return table(RECORDS, *specs)


def test_the_records_compile() -> None:
    """CR 603.8: each card of the class compiles to a state trigger; "on him" (a
    transforming planeswalker) is not read by this class."""
    compiled(TOME, REACTOR, DEPTHS)
    trig = compile_source(TOME).abilities[2]
    assert isinstance(trig, ir.TriggeredAbility) and isinstance(trig.trigger, ir.StateTrigger)
    assert not card_is_compiled([compile_source(GARRUK)])


def test_fourth_page_counter_exiles_the_tome_and_gains_4() -> None:
    """CR 603.8, 602.2: the cost of the scry ability puts the fourth page counter on the Tome;
    the state trigger goes on the stack above the scry ability the next time a player would
    receive priority, resolves first: the Tome is exiled and its controller gains 4 life;
    the scry still resolves (CR 113.7a)."""
    game = _game(PlayerSpec(battlefield=(P("Mazemind Tome", counters=(("page", 3),)),)),
                 PlayerSpec())
    tome = one(game, "Mazemind Tome")
    game.apply(ActivateAbility(tome, 0))
    assert game.objects[tome].counters.get("page") == 4
    assert len(game.stack) == 2  # the scry ability, the state trigger above it
    assert "choose_objects" in settle(game)  # the scry: which card goes to the bottom
    assert one(game, "Mazemind Tome", "exile")
    assert game.players[0].life == 24


def test_three_counters_do_nothing() -> None:
    """Three page counters: the condition doesn't hold, nothing triggers."""
    game = _game(PlayerSpec(battlefield=(P("Mazemind Tome", counters=(("page", 2),)),)),
                 PlayerSpec())
    tome = one(game, "Mazemind Tome")
    game.apply(ActivateAbility(tome, 0))
    assert len(game.stack) == 1
    settle(game)
    assert one(game, "Mazemind Tome") == tome and game.players[0].life == 20


def test_tome_destroyed_in_response_is_not_exiled_and_gains_nothing() -> None:
    """The ruling: if Mazemind Tome leaves the battlefield while its triggered ability is on
    the stack, you can't exile it from the zone it's put into (CR 400.7): it stays in the
    graveyard and "If you do" gains no life (CR 608.2c)."""
    game = _game(PlayerSpec(battlefield=(P("Mazemind Tome", counters=(("page", 4),)),)),
                 PlayerSpec(hand=("Test Shatter",), battlefield=(P("Mountain"),)))
    tome = one(game, "Mazemind Tome")
    assert len(game.stack) == 1  # it triggered as the first player got priority
    game.apply(PassPriority())
    game.apply(CastSpell(one(game, "Test Shatter", "hand"), targets=((tome,),)))
    settle(game)
    assert one(game, "Mazemind Tome", "graveyard")
    assert game.players[0].life == 20


def test_it_triggers_once_while_on_the_stack() -> None:
    """CR 603.8: with the trigger on the stack and the state unchanged, no second trigger is
    put on the stack each time priority passes; once it has resolved (the Tome gone), none
    either."""
    game = _game(PlayerSpec(battlefield=(P("Mazemind Tome", counters=(("page", 5),)),)),
                 PlayerSpec(), PlayerSpec(), PlayerSpec())
    assert len(game.stack) == 1
    game.apply(PassPriority())
    game.apply(PassPriority())
    assert len(game.stack) == 1
    settle(game)
    assert not game.stack and game.players[0].life == 24
    assert [p.life for p in game.players[1:]] == [20, 20, 20]


def test_tome_bounced_and_replayed_starts_over() -> None:
    """CR 400.7, 122.2: returned to its owner's hand in response, the Tome isn't exiled (no
    life); it is a new object without counters when it's cast again."""
    game = _game(PlayerSpec(hand=("Test Bounce",),
                            battlefield=(P("Mazemind Tome", counters=(("page", 4),)), *LANDS)),
                 PlayerSpec())
    game.apply(CastSpell(one(game, "Test Bounce", "hand"),
                         targets=((one(game, "Mazemind Tome"),),)))
    settle(game)
    assert one(game, "Mazemind Tome", "hand") and game.players[0].life == 20
    game.apply(CastSpell(one(game, "Mazemind Tome", "hand")))
    settle(game)
    tome = game.objects[one(game, "Mazemind Tome")]
    assert not (tome.counters or {}).get("page") and not game.stack


def test_reactor_twentieth_counter_wins_in_a_four_player_game() -> None:
    """CR 603.8, 104.2a, 104.3h: the upkeep trigger ("you may", accepted) puts the twentieth
    charge counter on the Reactor; the state trigger then wins the game for its controller
    (every other player loses, CR 104.2a). Declined, nothing triggers."""
    for answer, winner in ((True, 0), (False, None)):
        game = table(RECORDS, PlayerSpec(battlefield=(
            P("Darksteel Reactor", counters=(("charge", 19),)),)), PlayerSpec(), PlayerSpec(),
            PlayerSpec(), step="untap")
        for _ in range(40):
            if game.result is not None or game.step == "draw":
                break
            pending = game.pending
            assert pending is not None
            game.apply(Choose(answer) if pending.kind == "yes_no" else PassPriority()
                       if pending.kind == "priority" else game.legal_actions()[0])
        if winner is None:
            assert game.result is None
            assert game.objects[one(game, "Darksteel Reactor")].counters["charge"] == 19
        else:
            assert game.result is not None and game.result.winner == winner


def test_dark_depths_last_counter_makes_marit_lage() -> None:
    """CR 603.8: removing the last ice counter triggers; the land is sacrificed and Marit
    Lage (legendary 20/20 black Avatar, flying, indestructible) is created."""
    game = _game(PlayerSpec(battlefield=(P("Dark Depths", counters=(("ice", 1),)),
                                         P("Island"), P("Island"), P("Island"))), PlayerSpec())
    game.apply(ActivateAbility(one(game, "Dark Depths"), 1))
    settle(game)
    assert one(game, "Dark Depths", "graveyard")
    lage = game.objects[one(game, "Marit Lage")]
    assert lage.controller == 0


def test_dark_depths_bounced_in_response_makes_no_token() -> None:
    """CR 400.7, 608.2c: Dark Depths returned to hand with its trigger on the stack can't be
    sacrificed, so no Marit Lage is created."""
    game = _game(PlayerSpec(battlefield=(P("Dark Depths", counters=(("ice", 0),)),)),
                 PlayerSpec(hand=("Test Bounce",), battlefield=(P("Island"),)))
    assert len(game.stack) == 1
    game.apply(PassPriority())
    game.apply(CastSpell(one(game, "Test Bounce", "hand"),
                         targets=((one(game, "Dark Depths"),),)))
    settle(game)
    assert one(game, "Dark Depths", "hand")
    assert not any(game.objects[o].name == "Marit Lage" for o in game.battlefield)
