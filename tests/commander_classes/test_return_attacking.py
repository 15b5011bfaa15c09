"""Cards returned from a graveyard "to the battlefield tapped and attacking" (CR 508.4: its
controller chooses which defending player or planeswalker it attacks; it was never declared
as an attacker, so nothing "attacks"; CR 506.3b: outside combat it never attacks): Alesha,
Who Smiles at Death ("Whenever Alesha attacks, you may pay {W/B}{W/B}. If you do, return
target creature card with power 2 or less from your graveyard to the battlefield tapped and
attacking.") and its rulings; Phoenix Chick's "... tapped and attacking with a +1/+1 counter
on it"."""

from __future__ import annotations

from tests.commander_classes._table import advance, compiled, record, table
from tests.rules.helpers import ids, one

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.rules.actions import Choose, DeclareAttackers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

ALESHA = record("Alesha, Who Smiles at Death", "{2}{R}", "Legendary Creature — Human Warrior",
                "First strike\nWhenever Alesha attacks, you may pay {W/B}{W/B}. If you do, "
                "return target creature card with power 2 or less from your graveyard to the "
                "battlefield tapped and attacking.", "3", "2")
CHICK = record("Phoenix Chick", "{R}", "Creature — Phoenix",
               "Flying, haste\nThis creature can't block.\nWhenever you attack with three or "
               "more creatures, you may pay {R}{R}. If you do, return this card from your "
               "graveyard to the battlefield tapped and attacking with a +1/+1 counter on it.",
               "1", "1")
# an attack trigger that must not trigger for the returned creature (CR 508.4)
WATCHER = record("Attack Watcher", "{1}", "Artifact",
                 "Whenever a creature you control attacks, you gain 1 life.")
LANDS = (PermanentSpec("Plains"), PermanentSpec("Swamp"))


def test_the_records_compile() -> None:
    """Alesha and Phoenix Chick compile; the return puts the card attacking."""
    compiled(ALESHA, CHICK, WATCHER)
    trigger = compile_source(ALESHA).abilities[1]
    assert isinstance(trigger, ir.TriggeredAbility)
    put = [n for n in ir.iter_nodes(trigger.effect) if isinstance(n, ir.PutOntoBattlefield)]
    assert put and put[0].tapped and put[0].attacking


def _attack(game: Game, pay: bool, defender: int | None = None) -> list[str]:
    """Alice attacks Bob with Alesha; answers "you may pay" with ``pay`` and the choice of
    what the returned creature attacks with ``defender`` (a seat); returns the decisions
    met until the stack is empty again."""
    advance(game, lambda g: g.pending is not None and g.pending.kind == "declare_attackers")
    game.apply(DeclareAttackers(((one(game, "Alesha, Who Smiles at Death"), Seat(1)),)))
    met: list[str] = []
    for _ in range(60):
        d = game.pending
        assert d is not None
        if d.kind == "priority" and not game.stack:
            return met
        met.append(d.kind)
        if d.kind == "yes_no":
            game.apply(Choose(pay))
        elif d.kind == "choose_defender":
            assert defender is not None and d.rule == "CR 508.4"
            game.apply(Choose(-1 - defender))
        else:
            game.apply(PassPriority() if d.kind == "priority" else game.legal_actions()[0])
    raise AssertionError("the stack never emptied")


def _alice(graveyard: tuple[str, ...], *extra: PermanentSpec) -> PlayerSpec:
    return PlayerSpec(battlefield=(PermanentSpec("Alesha, Who Smiles at Death"), *LANDS, *extra),
                      graveyard=graveyard)


def test_paid_the_card_returns_tapped_and_attacking_whom_alice_chooses() -> None:
    """CR 508.4, 802.2: four players; Alice pays and returns Grizzly Bears (power 2), which
    attacks Dave although Alesha attacks Bob (its ruling); it is tapped; it never
    "attacked": the Watcher gains 1 life for Alesha only (its ruling)."""
    game = table((ALESHA, WATCHER), _alice(("Grizzly Bears",), PermanentSpec("Attack Watcher")),
                 PlayerSpec(), PlayerSpec(), PlayerSpec(), step="beginning_of_combat")
    met = _attack(game, True, defender=3)
    assert "choose_defender" in met
    bears = one(game, "Grizzly Bears")
    assert game.objects[bears].tapped and game.combat.attackers[bears] == Seat(3)
    assert game.players[0].life == 21
    assert all(game.objects[o].tapped for o in ids(game, "Plains") + ids(game, "Swamp"))


def test_declined_nothing_returns() -> None:
    """"you may pay": declined, the card stays in the graveyard and no mana is spent."""
    game = table((ALESHA,), _alice(("Grizzly Bears",)), PlayerSpec(), PlayerSpec(),
                 step="beginning_of_combat")
    _attack(game, False)
    assert ids(game, "Grizzly Bears", "graveyard") and not ids(game, "Grizzly Bears")
    assert not any(game.objects[o].tapped for o in ids(game, "Plains") + ids(game, "Swamp"))


def test_power_is_checked_in_the_graveyard_only() -> None:
    """The target must have power 2 or less in the graveyard: Hill Giant (3) can't be the
    target, so with only it there the ability has no target and isn't put on the stack
    (CR 603.3d)."""
    game = table((ALESHA,), _alice(("Hill Giant",)), PlayerSpec(), step="beginning_of_combat")
    met = _attack(game, True, defender=1)
    assert "yes_no" not in met
    assert ids(game, "Hill Giant", "graveyard")


def test_the_target_gone_the_ability_does_nothing() -> None:
    """CR 608.2b: the Bears leave the graveyard before the ability resolves (exiled): the
    ability does nothing, Alice isn't asked to pay."""
    game = table((ALESHA,), _alice(("Grizzly Bears",)), PlayerSpec(), step="beginning_of_combat")
    advance(game, lambda g: g.pending is not None and g.pending.kind == "declare_attackers")
    game.apply(DeclareAttackers(((one(game, "Alesha, Who Smiles at Death"), Seat(1)),)))
    advance(game, lambda g: bool(g.stack))
    from grimoire.rules import zones
    zones.move(game, one(game, "Grizzly Bears", "graveyard"), "exile")
    met: list[str] = []
    while game.stack:
        assert game.pending is not None
        met.append(game.pending.kind)
        game.apply(PassPriority() if game.pending.kind == "priority"
                   else game.legal_actions()[0])
    assert "yes_no" not in met and not ids(game, "Grizzly Bears")


def test_phoenix_chick_returns_attacking_with_a_counter() -> None:
    """Phoenix Chick: three creatures attack; paid, the Chick returns tapped, attacking
    (one opponent: nothing to choose, CR 508.4) with a +1/+1 counter."""
    game = table((CHICK,), PlayerSpec(battlefield=(
        PermanentSpec("Grizzly Bears"), PermanentSpec("Hill Giant"), PermanentSpec("Raging Goblin"),
        PermanentSpec("Mountain"), PermanentSpec("Mountain")), graveyard=("Phoenix Chick",)),
        PlayerSpec(), step="beginning_of_combat")
    advance(game, lambda g: g.pending is not None and g.pending.kind == "declare_attackers")
    game.apply(DeclareAttackers(tuple((one(game, n), Seat(1)) for n in (
        "Grizzly Bears", "Hill Giant", "Raging Goblin"))))
    for _ in range(40):
        d = game.pending
        assert d is not None
        if d.kind == "priority" and not game.stack:
            break
        game.apply(Choose(True) if d.kind == "yes_no" else PassPriority()
                   if d.kind == "priority" else game.legal_actions()[0])
    chick = game.objects[one(game, "Phoenix Chick")]
    assert chick.tapped and game.combat.attackers[chick.id] == Seat(1)
    assert chick.counters.get("+1/+1") == 1
