"""A target chosen by the triggering player (CR 603.3d, 701.21, 115.1): "Whenever a player
attacks enchanted player with one or more creatures, that attacking player may tap or untap
target permanent of their choice." (Curse of Inertia). Rulings: it triggers once per
attacking player per combat, however many creatures attack; the attacking player chooses the
target, but the ability is controlled by the Curse's controller, so that player's hexproof
creature may be chosen (and the attacking player's own hexproof creature, an opponent's to
the controller, may not). The attacking player decides whether to do it, and whether to tap
or to untap (CR 608.2d)."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, table
from tests.rules.helpers import one

from grimoire.rules.actions import Choose, DeclareAttackers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

P = PermanentSpec
CURSE = record("Curse of Inertia", "{2}{U}", "Enchantment — Aura Curse",
               "Enchant player\nWhenever a player attacks enchanted player with one or more "
               "creatures, that attacking player may tap or untap target permanent of their "
               "choice.")
WARDEN = record("Test Warden", "{1}{U}", "Creature — Human Wizard", "Hexproof", "1", "1")
SPRITE = record("Test Sprite", "{1}{G}", "Creature — Faerie", "Hexproof", "1", "1")
CARDS = (CURSE, WARDEN, SPRITE)


def test_the_record_compiles() -> None:
    compiled(CURSE)


def _game() -> Game:
    """Alice's Curse enchants Bob; Carol (active) has two Hill Giants, a tapped Forest and a
    hexproof Sprite; Alice has a hexproof Warden; Bob a Grizzly Bears; Dan nothing."""
    return table(CARDS, PlayerSpec(battlefield=(P("Curse of Inertia", attached_to=(1, -1)),
                                                P("Test Warden"))),
                 PlayerSpec(battlefield=(P("Grizzly Bears"),)),
                 PlayerSpec(battlefield=(P("Hill Giant"), P("Hill Giant"),
                                         P("Forest", tapped=True), P("Test Sprite"))),
                 PlayerSpec(), active=2)


def _attack(game: Game, defender: int, count: int = 1) -> None:
    while game.pending is not None and game.pending.kind != "declare_attackers":
        game.apply(PassPriority())
    giants = sorted(o.id for o in game.objects.values() if o.name == "Hill Giant")
    game.apply(DeclareAttackers(tuple((g, Seat(defender)) for g in giants[:count])))


def _answer(game: Game, target: int | None, do: bool = True, tap: bool = True) -> list[str]:
    """Answer until the stack is empty: ``target`` for the trigger, ``do`` for the may,
    ``tap`` for tap-or-untap; returns "<kind>:<player>" of each decision met."""
    met: list[str] = []
    for _ in range(40):
        pending = game.pending
        assert pending is not None
        if pending.kind == "priority" and not game.stack:
            return met
        if pending.kind != "priority":
            met.append(f"{pending.kind}:{pending.player}")
        if pending.kind == "trigger_targets":
            game.apply(Choose(((target,),)))
        elif pending.kind == "yes_no":
            game.apply(Choose(do if pending.prompt == "you may" else tap))
        elif pending.kind == "priority":
            game.apply(PassPriority())
        else:
            game.apply(game.legal_actions()[0])
    raise AssertionError("never settled")


def test_the_attacking_player_taps_bobs_blocker() -> None:
    """Carol attacks Bob: Carol chooses the target (Bob's Bears), the may and "tap"."""
    game = _game()
    _attack(game, 1)
    bears = one(game, "Grizzly Bears")
    met = _answer(game, bears)
    assert met == ["trigger_targets:2", "yes_no:2", "yes_no:2"]
    assert game.objects[bears].tapped


def test_the_attacking_player_untaps_their_land() -> None:
    """Untap instead: Carol untaps her tapped Forest."""
    game = _game()
    _attack(game, 1)
    forest = one(game, "Forest")
    _answer(game, forest, tap=False)
    assert not game.objects[forest].tapped


def test_declined_nothing_happens() -> None:
    """Carol declines: the Bears stay untapped."""
    game = _game()
    _attack(game, 1)
    bears = one(game, "Grizzly Bears")
    _answer(game, bears, do=False)
    assert not game.objects[bears].tapped


def test_once_for_two_attackers() -> None:
    """Ruling: two creatures attacking Bob: one trigger."""
    game = _game()
    _attack(game, 1, count=2)
    met = _answer(game, one(game, "Grizzly Bears"))
    assert met.count("trigger_targets:2") == 1


def test_attacking_another_player_does_not_trigger() -> None:
    """Carol attacks Dan (not enchanted): no trigger."""
    game = _game()
    _attack(game, 3)
    assert not _answer(game, None)


def test_hexproof_is_judged_for_the_curses_controller() -> None:
    """Ruling: Alice controls the ability: her hexproof Warden can be chosen by Carol;
    Carol's own hexproof Sprite (hexproof against Alice) can't."""
    game = _game()
    _attack(game, 1)
    assert game.pending is not None and game.pending.kind == "trigger_targets"
    options = {t for combo in game.pending.options for group in combo for t in group}
    assert one(game, "Test Warden") in options and one(game, "Test Sprite") not in options
    warden = one(game, "Test Warden")
    _answer(game, warden)
    assert game.objects[warden].tapped


LEY_LINE = record("Ley Line", "{3}{G}", "Enchantment",
                  "At the beginning of each player's upkeep, that player may put a +1/+1 "
                  "counter on target creature of their choice.")


def test_each_upkeep_that_player_chooses() -> None:
    """Ley Line (same words): in Bob's upkeep Bob chooses the target (Carol's Giant) and
    whether to put the counter; Alice, its controller, is never asked."""
    compiled(LEY_LINE)
    game = table((LEY_LINE,), PlayerSpec(battlefield=(P("Ley Line"), P("Grizzly Bears"))),
                 PlayerSpec(), PlayerSpec(battlefield=(P("Hill Giant"),)), step="end")
    while not (game.active == 1 and game.pending is not None
               and game.pending.kind == "trigger_targets"):
        game.apply(PassPriority() if game.pending is not None
                   and game.pending.kind == "priority" else game.legal_actions()[0])
    giant = one(game, "Hill Giant")
    met = _answer(game, giant)
    assert met == ["trigger_targets:1", "yes_no:1"]
    assert game.objects[giant].counter("+1/+1") == 1
