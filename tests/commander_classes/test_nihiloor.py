"""A choice made once for each opponent with a reflexive ability per choice (CR 603.12,
603.12a), and an attack trigger about creatures an opponent owns (CR 508.3a, 108.3):
Nihiloor, "When Nihiloor enters, for each opponent, tap up to one untapped creature you
control. When you do, gain control of target creature that player controls with power less
than or equal to the tapped creature's power for as long as you control Nihiloor." and
"Whenever you attack with a creature an opponent owns, you gain 2 life and that player loses
2 life."

Its rulings (2021-07-23): the creatures are chosen for each opponent and tapped at the same
time, then one reflexive ability triggers for each creature tapped, put on the stack in the
order you choose; both powers are checked as the target is chosen and as the ability
resolves (CR 608.2b); a tapped creature gone by then is read as it last existed
(CR 608.2h); one untapped since still counts; if Nihiloor has left the battlefield, you
gain control of nothing (CR 611.2b)."""

from __future__ import annotations

from tests.commander_classes._table import compiled, record, settle, table
from tests.rules.helpers import ids, one

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules import zones
from grimoire.rules.actions import CastSpell, Choose, DeclareAttackers, PassPriority
from grimoire.rules.control import sync
from grimoire.rules.counters import add_counters
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

NIHILOOR = record("Nihiloor", "{2}{W}{U}{B}", "Legendary Creature — Horror",
                  "When Nihiloor enters, for each opponent, tap up to one untapped creature you "
                  "control. When you do, gain control of target creature that player controls "
                  "with power less than or equal to the tapped creature's power for as long as "
                  "you control Nihiloor.\nWhenever you attack with a creature an opponent owns, "
                  "you gain 2 life and that player loses 2 life.", "3", "5")
RECORDS = (NIHILOOR,)
LANDS = tuple(PermanentSpec(n) for n in ("Plains", "Island", "Swamp", "Plains", "Island"))
GIANT, BEARS, ANGEL = PermanentSpec("Hill Giant"), PermanentSpec("Grizzly Bears"), \
    PermanentSpec("Serra Angel")


def test_the_record_compiles() -> None:
    """Both abilities compile: the per-opponent tap with its reflexive ability, whose target
    is a creature of the trigger's player compared with the triggering creature's power."""
    compiled(*RECORDS)
    etb, attack = compile_source(NIHILOOR).abilities
    assert isinstance(etb, ir.TriggeredAbility) and isinstance(attack, ir.TriggeredAbility)
    node = etb.effect
    assert isinstance(node, ir.TapForEachPlayer) and node.then is not None
    spec = node.then.targets[0]
    assert spec.filter.controller == "trigger_player"
    assert spec.filter.stats == (ir.StatCheck("power", "le", ir.PowerOf(ir.TriggeringObject())),)
    assert isinstance(node.then.effect, ir.GainControl)
    assert node.then.effect.duration == "while_you_control"
    assert isinstance(attack.trigger, ir.AttacksTrigger) and attack.trigger.filter is not None
    assert (attack.trigger.filter.controller, attack.trigger.filter.owner) == ("you", "opponent")


def _game(bob: tuple[PermanentSpec, ...] = (BEARS, ANGEL),
          carol: tuple[PermanentSpec, ...] = (GIANT,)) -> Game:
    """Alice (Hill Giant 3/3, Grizzly Bears 2/2, Nihiloor in hand) and three opponents."""
    return table(RECORDS, PlayerSpec(hand=("Nihiloor",), battlefield=(*LANDS, GIANT, BEARS)),
                 PlayerSpec(battlefield=bob), PlayerSpec(battlefield=carol), PlayerSpec())


def _mine(game: Game, name: str, seat: int = 0) -> int:
    return next(o for o in ids(game, name) if game.objects[o].owner == seat)


def _enter(game: Game, picks: dict[int, str | None]) -> None:
    """Alice casts Nihiloor; as its enters ability resolves she taps, for each opponent
    (seat), the creature of hers named in ``picks`` (None: none)."""
    game.apply(CastSpell(one(game, "Nihiloor", "hand")))
    for _ in range(60):
        d = game.pending
        assert d is not None
        if d.kind == "choose_objects" and d.rule == "CR 608.2d":
            seat = int(d.prompt.rsplit(" ", 1)[1]) - 1
            name = picks.get(seat)
            game.apply(Choose(() if name is None else (_mine(game, name),)))
            return
        game.apply(PassPriority() if d.kind == "priority" else game.legal_actions()[0])
    raise AssertionError("the enters ability never resolved")


def _answer_picks(game: Game, picks: dict[int, str | None]) -> None:
    """Answer the rest of the per-opponent choices."""
    while game.pending is not None and game.pending.kind == "choose_objects" \
            and game.pending.rule == "CR 608.2d":
        seat = int(game.pending.prompt.rsplit(" ", 1)[1]) - 1
        name = picks.get(seat)
        game.apply(Choose(() if name is None else (_mine(game, name),)))


def _controller(game: Game, name: str, owner: int) -> int:
    return game.objects[_mine(game, name, owner)].controller


def test_one_reflexive_ability_per_creature_tapped_each_limited_by_its_power() -> None:
    """CR 603.12a: Alice taps Hill Giant (power 3) for Bob and Grizzly Bears (power 2) for
    Carol, nothing for Dave: two abilities trigger. Bob's Serra Angel (4) can't be
    targeted, his Grizzly Bears can; Carol's Hill Giant (3) is more than 2: that ability has
    no legal target and is removed (CR 603.3d)."""
    game = _game()
    picks = {1: "Hill Giant", 2: "Grizzly Bears", 3: None}
    _enter(game, picks)
    _answer_picks(game, picks)
    assert game.objects[_mine(game, "Hill Giant")].tapped
    assert game.objects[_mine(game, "Grizzly Bears")].tapped
    settle(game)
    assert _controller(game, "Grizzly Bears", 1) == 0
    assert _controller(game, "Serra Angel", 1) == 1
    assert _controller(game, "Hill Giant", 2) == 2


def test_tapping_nothing_triggers_nothing() -> None:
    """"Up to one": Alice declines each time; nothing is tapped and no ability triggers
    (CR 603.12: "when you do")."""
    game = _game()
    picks: dict[int, str | None] = {1: None, 2: None, 3: None}
    _enter(game, picks)
    _answer_picks(game, picks)
    assert not game.pending_triggers
    assert not any(game.objects[o].tapped for o in (_mine(game, "Hill Giant"),
                                                     _mine(game, "Grizzly Bears")))
    settle(game)
    assert _controller(game, "Grizzly Bears", 1) == 1


def test_a_different_creature_for_each_opponent() -> None:
    """CR 608.2d: the creature tapped for Bob can't be chosen again for Carol."""
    game = _game()
    _enter(game, {1: "Hill Giant"})
    d = game.pending
    assert d is not None and d.kind == "choose_objects"
    assert _mine(game, "Hill Giant") not in d.options


def _reflexive_on_stack(game: Game, tapped: str) -> None:
    """Only Bob has creatures; Alice taps ``tapped`` for him; the ability is put on the
    stack (its target chosen) and everyone holds priority at it."""
    picks = {1: tapped, 2: None, 3: None}
    _enter(game, picks)
    _answer_picks(game, picks)
    for _ in range(20):
        d = game.pending
        assert d is not None
        if d.kind == "priority" and game.stack:
            return
        game.apply(PassPriority() if d.kind == "priority" else game.legal_actions()[0])
    raise AssertionError("the reflexive ability never went on the stack")


def _resolve_top(game: Game) -> None:
    for _ in range(len(game.players)):
        game.apply(PassPriority())
    settle(game)


def test_the_tapped_creature_gone_is_read_as_it_last_existed() -> None:
    """Ruling (CR 608.2h): Alice's Hill Giant with a +1/+1 counter (power 4), tapped for
    Bob, leaves the battlefield before the ability resolves: its last power (4), not the
    card's 3, still allows Bob's Serra Angel (4); Alice gains it."""
    game = table(RECORDS, PlayerSpec(hand=("Nihiloor",), battlefield=(
        *LANDS, PermanentSpec("Hill Giant", counters=(("+1/+1", 1),)))),
        PlayerSpec(battlefield=(ANGEL,)), PlayerSpec(), PlayerSpec())
    _reflexive_on_stack(game, "Hill Giant")
    zones.move(game, _mine(game, "Hill Giant"), "graveyard")
    _resolve_top(game)
    assert _controller(game, "Serra Angel", 1) == 0


def test_an_untapped_creature_still_counts() -> None:
    """Ruling: the creature tapped for Bob untapped before the ability resolves: Alice still
    gains control of the target."""
    game = _game(bob=(BEARS,), carol=())
    _reflexive_on_stack(game, "Hill Giant")
    game.objects[_mine(game, "Hill Giant")].tapped = False
    _resolve_top(game)
    assert _controller(game, "Grizzly Bears", 1) == 0


def test_powers_are_checked_again_as_it_resolves() -> None:
    """Ruling, CR 608.2b: Bob's Grizzly Bears grows to 4/4 before the ability resolves:
    more than the tapped Grizzly Bears' 2, the target is illegal; Alice gains nothing."""
    game = _game(bob=(BEARS,), carol=())
    _reflexive_on_stack(game, "Grizzly Bears")
    add_counters(game, game.objects[_mine(game, "Grizzly Bears", 1)], "+1/+1", 2)
    _resolve_top(game)
    assert _controller(game, "Grizzly Bears", 1) == 1


def test_nihiloor_gone_before_it_resolves_gains_nothing() -> None:
    """Ruling, CR 611.2b: Nihiloor leaves the battlefield before the reflexive ability
    resolves: "for as long as you control Nihiloor" is already over; Alice gains nothing."""
    game = _game(bob=(BEARS,), carol=())
    _reflexive_on_stack(game, "Hill Giant")
    zones.move(game, one(game, "Nihiloor"), "graveyard")
    _resolve_top(game)
    assert _controller(game, "Grizzly Bears", 1) == 1


def test_control_ends_when_nihiloor_leaves() -> None:
    """CR 611.2b: Bob's Grizzly Bears goes back to him once Alice no longer controls
    Nihiloor."""
    game = _game(bob=(BEARS,), carol=())
    _reflexive_on_stack(game, "Hill Giant")
    _resolve_top(game)
    assert _controller(game, "Grizzly Bears", 1) == 0
    zones.move(game, one(game, "Nihiloor"), "exile")
    sync(game)  # (as after any game action)
    assert _controller(game, "Grizzly Bears", 1) == 1


def test_attacking_with_creatures_opponents_own() -> None:
    """CR 508.3a: Alice attacks with Bob's Grizzly Bears and Carol's Hill Giant (she
    controls both) and her own Hill Giant: the ability triggers for each of the two; each
    owner ("that player", CR 108.3) loses 2 life and Alice gains 4 in all."""
    game = table(RECORDS, PlayerSpec(battlefield=(PermanentSpec("Nihiloor"), GIANT)),
                 PlayerSpec(), PlayerSpec(), PlayerSpec(), step="beginning_of_combat")
    from grimoire.rules import continuous
    from grimoire.rules.cardinfo import info_for
    pool_bears = game.pool.get("Grizzly Bears")
    pool_giant = game.pool.get("Hill Giant")
    assert pool_bears is not None and pool_giant is not None
    stolen = []
    for owner, card in ((1, pool_bears), (2, pool_giant)):
        obj = zones.new_object(game, info_for(card), owner, "battlefield")
        stolen.append(obj.id)
    continuous.lasting(game, one(game, "Nihiloor"), 0, "permanent", frozenset(stolen),
                       control=0)
    sync(game)
    for oid in stolen:
        game.objects[oid].sick = False
    for _ in range(20):
        d = game.pending
        assert d is not None
        if d.kind == "declare_attackers":
            break
        game.apply(PassPriority())
    game.apply(DeclareAttackers(((stolen[0], Seat(3)), (stolen[1], Seat(3)),
                                 (_mine(game, "Hill Giant"), Seat(3)))))
    settle(game)
    lives = [p.life for p in game.players]
    assert lives == [24, 18, 18, 20]


def test_another_player_attacking_with_their_own_creature_doesnt_trigger() -> None:
    """"Whenever you attack": Bob attacks Alice with his own Grizzly Bears (an opponent of
    Alice owns it, but Alice doesn't attack with it): nothing triggers (CR 508.3a)."""
    game = table(RECORDS, PlayerSpec(battlefield=(PermanentSpec("Nihiloor"),)),
                 PlayerSpec(battlefield=(BEARS,)), PlayerSpec(), PlayerSpec(), active=1,
                 step="beginning_of_combat")
    for _ in range(20):
        d = game.pending
        assert d is not None
        if d.kind == "declare_attackers":
            break
        game.apply(PassPriority())
    game.apply(DeclareAttackers(((one(game, "Grizzly Bears"), Seat(0)),)))
    assert not game.pending_triggers and not game.stack
    settle(game)
    assert [p.life for p in game.players] == [20, 20, 20, 20]
