"""Activation restrictions, "Activate only <clause>[ and only <clause>]" (CR 602.5b: the
ability can be activated only when the restriction allows; CR 602.5d: "as a sorcery"):
windows of the turn ("during an opponent's turn", "during the end of combat step",
"during your upkeep"), frequencies ("once each turn") and conditions ("if you control
three or more artifacts") that must all hold.

A mana ability with a restriction is not used by the automatic payer (which doesn't check
restrictions): it is activated at priority, where the restriction is checked (CR 605.3a)."""

from __future__ import annotations

from tests.cost_classes._cards import defs
from tests.dice_rules._util import game, ids, lands, one, perm, resolve

from grimoire.oracle import ir
from grimoire.rules.actions import ActivateAbility, CastSpell, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.position import PlayerSpec

NAMES = ("Lavinia, Foil to Conspiracy", "Desert", "Gate to Phyrexia", "Kuldotha Phoenix",
         "Sol Ring", "Mind Stone", "Savannah Lions", "Craw Wurm", "Divination")


def _game(me: PlayerSpec, them: PlayerSpec | None = None, **kwargs: object) -> Game:
    return game(me, them or PlayerSpec(), extra=defs(*NAMES), **kwargs)  # type: ignore[arg-type]


def _activations(g: Game, name: str, zone: str = "battlefield") -> list[ActivateAbility]:
    oid = one(g, name, zone)
    return [a for a in g.legal_actions() if isinstance(a, ActivateAbility) and a.source == oid]


def test_compiled_restrictions() -> None:
    lavinia, desert, gate, phoenix = defs(*NAMES[:4])
    mana = next(a for a in lavinia.abilities if isinstance(a, ir.ActivatedAbility))
    assert mana.is_mana_ability and mana.condition == ir.Not(ir.IsYourTurn())
    ping = [a for a in desert.abilities if isinstance(a, ir.ActivatedAbility)][1]
    assert ping.condition == ir.InStep(("end_of_combat",))
    sac = next(a for a in gate.abilities if isinstance(a, ir.ActivatedAbility))
    upkeep = ir.AllOf((ir.IsYourTurn(), ir.InStep(("upkeep",))))
    assert sac.once_per_turn and sac.condition == upkeep
    back = next(a for a in phoenix.abilities if isinstance(a, ir.ActivatedAbility))
    assert back.zone == "graveyard" and isinstance(back.condition, ir.AllOf)


def test_mana_ability_only_during_an_opponents_turn() -> None:
    """Lavinia's {T}: Add {C}{C}: not offered on its controller's turn, nor used by the
    automatic payer there (Divination can't be cast with one Island and Lavinia); on the
    opponent's turn it is offered and makes {C}{C}."""
    g = _game(PlayerSpec(hand=("Divination",), battlefield=(
        perm("Lavinia, Foil to Conspiracy"), perm("Island"))))
    assert _activations(g, "Lavinia, Foil to Conspiracy") == []
    assert not [a for a in g.legal_actions() if isinstance(a, CastSpell)]
    g = _game(PlayerSpec(battlefield=(perm("Lavinia, Foil to Conspiracy"),)),
              PlayerSpec(), active=1)
    g.apply(PassPriority())
    [tap] = _activations(g, "Lavinia, Foil to Conspiracy")
    g.apply(tap)
    assert sum(g.players[0].pool) == 2


def _lions_attacking(step: str) -> tuple[Game, int]:
    """Player 1's Savannah Lions attacking player 0 (who has a Desert), in ``step``, with
    player 0 to act."""
    g = _game(PlayerSpec(battlefield=(perm("Desert"),)),
              PlayerSpec(battlefield=(perm("Savannah Lions"),)), active=1, step="main1")
    lions = one(g, "Savannah Lions")
    g.combat.attackers[lions] = 0
    g.step = step
    g.apply(PassPriority())
    return g, lions


def test_only_during_the_end_of_combat_step() -> None:
    """Desert's damage ability: not in the declare blockers step, offered in the end of
    combat step (the attacker is still attacking there, CR 511.3)."""
    g, _ = _lions_attacking("declare_blockers")
    assert not [a for a in _activations(g, "Desert") if a.targets]
    g, lions = _lions_attacking("end_of_combat")
    [ping] = [a for a in _activations(g, "Desert") if a.targets]
    assert ping.targets == ((lions,),)
    g.apply(ping)
    resolve(g)
    assert ids(g, "Savannah Lions", "graveyard")


def test_during_your_upkeep_and_only_once_each_turn() -> None:
    """Gate to Phyrexia: only in its controller's upkeep, and once that turn."""
    board = (perm("Gate to Phyrexia"), perm("Savannah Lions"), perm("Craw Wurm"))
    g = _game(PlayerSpec(battlefield=board), PlayerSpec(battlefield=(
        perm("Sol Ring"), perm("Mind Stone"))), step="main1")
    assert _activations(g, "Gate to Phyrexia") == []
    g = _game(PlayerSpec(battlefield=board), PlayerSpec(battlefield=(
        perm("Sol Ring"), perm("Mind Stone"))), step="upkeep")
    ring = one(g, "Sol Ring")
    g.apply(next(a for a in _activations(g, "Gate to Phyrexia") if a.targets == ((ring,),)))
    resolve(g)
    assert ids(g, "Sol Ring", "graveyard") and g.step == "upkeep"
    assert _activations(g, "Gate to Phyrexia") == []


def test_graveyard_ability_window_and_condition_both_needed() -> None:
    """Kuldotha Phoenix: from the graveyard, during its owner's upkeep and only with three
    or more artifacts (metalcraft); two artifacts or another step: not offered."""
    three = (perm("Sol Ring"), perm("Mind Stone"), perm("Sol Ring"), *lands("Mountain", 4))
    g = _game(PlayerSpec(graveyard=("Kuldotha Phoenix",), battlefield=three), step="upkeep")
    assert len(_activations(g, "Kuldotha Phoenix", "graveyard")) == 1
    g = _game(PlayerSpec(graveyard=("Kuldotha Phoenix",), battlefield=three), step="main1")
    assert _activations(g, "Kuldotha Phoenix", "graveyard") == []
    g = _game(PlayerSpec(graveyard=("Kuldotha Phoenix",), battlefield=three[1:]),
              step="upkeep")
    assert _activations(g, "Kuldotha Phoenix", "graveyard") == []
