"""Exile until another target leaves the battlefield (CR 610.3): Calix, Destiny's Hand "−3:
Exile target creature or enchantment you don't control until target enchantment you control
leaves the battlefield."

CR 610.3: the exiled object returns to the battlefield (under its owner's control, 610.3c)
as soon as the target enchantment leaves, not when Calix leaves. The rulings: if the target
enchantment leaves the battlefield or becomes an illegal target before the ability resolves,
nothing is exiled (CR 610.3a, 608.2b); a token exiled this way ceases to exist and doesn't
return (CR 111.8); the returned card is a new object (CR 400.7)."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, settle, table
from tests.rules.helpers import ids, one

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules.actions import ActivateAbility, CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
CALIX = record("Calix, Destiny's Hand", "{2}{G}{W}", "Legendary Planeswalker — Calix",
               "+1: Look at the top four cards of your library. You may reveal an enchantment "
               "card from among them and put that card into your hand. Put the rest on the "
               "bottom of your library in a random order.\n−3: Exile target creature or "
               "enchantment you don't control until target enchantment you control leaves the "
               "battlefield.\n−7: Return all enchantment cards from your graveyard to the "
               "battlefield.")
HALO = record("Test Halo", "{1}{W}", "Enchantment", "")
DISENCHANT = record("Test Disenchant", "{W}", "Instant", "Destroy target enchantment.")
TOKENS = record("Test Spawn", "{G}", "Sorcery",
                "Create a 2/2 green Bear creature token.")
BOLT_PW = record("Test Strike", "{R}", "Instant",
                 "Test Strike deals 5 damage to target planeswalker.")
RECORDS = (CALIX, HALO, DISENCHANT, TOKENS, BOLT_PW)
MINUS_3 = 1


def _game(*specs: PlayerSpec) -> Game:
    return table(RECORDS, *specs)


def _calix(extra: tuple[PermanentSpec, ...] = (), hand: tuple[str, ...] = ()) -> PlayerSpec:
    return PlayerSpec(hand=hand, battlefield=(
        P("Calix, Destiny's Hand", counters=(("loyalty", 4),)), P("Test Halo"), *extra))


def _minus_three(game: Game, victim: int) -> None:
    game.apply(ActivateAbility(one(game, "Calix, Destiny's Hand"), MINUS_3,
                               ((victim,), (one(game, "Test Halo"),))))


def test_the_record_compiles() -> None:
    """Every ability of Calix compiles; the −3 names its two targets in order."""
    compiled(CALIX)
    minus = compile_source(CALIX).abilities[MINUS_3]
    assert isinstance(minus, ir.ActivatedAbility) and isinstance(minus.effect, ir.Exile)
    assert minus.effect.until_leaves == ir.TargetRef(1)
    assert [t.filter.controller for t in minus.targets] == ["opponent", "you"]


def test_exiled_until_the_enchantment_leaves_then_returns_to_its_owner() -> None:
    """CR 610.3, 610.3c: Bob's Serra Angel is exiled; when Alice's Test Halo is destroyed,
    the Angel returns to the battlefield under Bob's control (a new object, CR 400.7), in a
    three-player game; Carol's creature is untouched."""
    game = _game(_calix((P("Plains"),), hand=("Test Disenchant",)),
                 PlayerSpec(battlefield=(P("Serra Angel"),)),
                 PlayerSpec(battlefield=(P("Grizzly Bears"),)))
    angel = one(game, "Serra Angel")
    _minus_three(game, angel)
    settle(game)
    assert one(game, "Serra Angel", "exile")
    assert game.objects[one(game, "Calix, Destiny's Hand")].counters == {"loyalty": 1}
    game.apply(CastSpell(one(game, "Test Disenchant", "hand"),
                         targets=((one(game, "Test Halo"),),)))
    settle(game)
    back = one(game, "Serra Angel")
    assert back != angel and game.objects[back].controller == 1
    assert one(game, "Grizzly Bears")


def test_calix_leaving_does_not_return_it() -> None:
    """Unlike "until ~ leaves": Calix dying (5 damage) leaves the Angel in exile; the
    Halo is still there."""
    game = _game(_calix(), PlayerSpec(hand=("Test Strike",), battlefield=(
        P("Serra Angel"), P("Mountain"))))
    _minus_three(game, one(game, "Serra Angel"))
    settle(game)
    calix = one(game, "Calix, Destiny's Hand")
    game.apply(PassPriority())  # (Alice passes in her main phase with the stack empty:
    # the game moves on; Bob casts his instant in the next step where he has priority)
    for _ in range(20):
        pending = game.pending
        assert pending is not None
        if pending.player == 1 and pending.kind == "priority":
            break
        game.apply(PassPriority())
    game.apply(CastSpell(one(game, "Test Strike", "hand"), targets=((calix,),)))
    settle(game)
    assert not ids(game, "Calix, Destiny's Hand")
    assert one(game, "Serra Angel", "exile")


def test_enchantment_gone_before_resolution_exiles_nothing() -> None:
    """The ruling (CR 610.3a, 608.2b): the Halo destroyed in response: the Angel isn't
    exiled (the legal target is left alone)."""
    game = _game(_calix(), PlayerSpec(hand=("Test Disenchant",), battlefield=(
        P("Serra Angel"), P("Plains"))))
    angel = one(game, "Serra Angel")
    _minus_three(game, angel)
    game.apply(PassPriority())
    game.apply(CastSpell(one(game, "Test Disenchant", "hand"),
                         targets=((one(game, "Test Halo"),),)))
    settle(game)
    assert one(game, "Serra Angel") == angel


def test_a_token_exiled_never_returns() -> None:
    """The ruling (CR 111.8): Bob's Bear token is exiled and ceases to exist; when the Halo
    leaves, nothing returns."""
    game = _game(_calix((P("Plains"),), hand=("Test Disenchant",)),
                 PlayerSpec(battlefield=(P("Grizzly Bears", token=True),)))
    _minus_three(game, one(game, "Grizzly Bears"))
    settle(game)
    assert not ids(game, "Grizzly Bears")
    game.apply(CastSpell(one(game, "Test Disenchant", "hand"),
                         targets=((one(game, "Test Halo"),),)))
    settle(game)
    assert not ids(game, "Grizzly Bears")


def test_an_enchantment_of_an_opponent_can_be_exiled_not_yours() -> None:
    """The first target is a creature or enchantment Alice doesn't control; the second an
    enchantment she controls: her own Halo isn't a legal first target, Bob's Halo is."""
    game = _game(_calix(), PlayerSpec(battlefield=(P("Test Halo"),)))
    mine = [h for h in ids(game, "Test Halo") if game.objects[h].controller == 0]
    theirs = [h for h in ids(game, "Test Halo") if game.objects[h].controller == 1]
    calix = one(game, "Calix, Destiny's Hand")
    acts = [a for a in game.legal_actions() if isinstance(a, ActivateAbility)
            and a.source == calix and a.index == MINUS_3]
    assert {a.targets for a in acts} == {((theirs[0],), (mine[0],))}
