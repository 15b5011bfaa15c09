"""The condition "you've cast a <kind> spell this turn" (CR 601.2i: cast as the casting
completes; the spell read as it was cast, CR 400.7): "This creature can't attack unless
you've cast a noncreature spell this turn" (Silburlind Snapper, CR 508.1c), "... a creature
spell" (Goblin Cohort), "Activate only if you've cast a noncreature spell this turn" (Seeker
of Insight, CR 602.5b)."""

from __future__ import annotations

from tests.deck_classes._cards import card
from tests.dice_rules._util import game, lands, one, perm, resolve

from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules import combat
from grimoire.rules.actions import ActivateAbility, CastSpell
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

RECORDS = {r["name"]: r for r in (
    card("Silburlind Snapper", "{1}{U}", "Creature — Turtle",
         "This creature can't attack unless you've cast a noncreature spell this turn.",
         "6/6"),
    card("Goblin Cohort", "{R}", "Creature — Goblin Warrior",
         "This creature can't attack unless you've cast a creature spell this turn.", "2/2"),
    card("Seeker of Insight", "{1}{U}", "Creature — Human Wizard",
         "{T}: Draw a card, then discard a card. Activate only if you've cast a noncreature "
         "spell this turn.", "1/3"),
)}


def _defs() -> list[ir.CardDefinition]:
    out = [compile_source(r) for r in RECORDS.values()]
    for d in out:
        assert ir.is_fully_implemented(d) and not engine_gaps(d), d.name
    return out


def _game(hand: tuple[str, ...]) -> Game:
    me = PlayerSpec(hand=hand, battlefield=(
        perm("Silburlind Snapper"), perm("Goblin Cohort"), perm("Seeker of Insight"),
        *lands("Mountain", 3), *lands("Forest", 2)))
    return game(me, PlayerSpec(), extra=_defs())


def _attackers(g: Game) -> set[str]:
    return {g.objects[o].name for o in g.battlefield
            if combat.can_attack(g, g.objects[o])}


def _seeker_ready(g: Game) -> bool:
    seeker = one(g, "Seeker of Insight")
    return any(isinstance(a, ActivateAbility) and a.source == seeker for a in g.legal_actions())


def test_compiled() -> None:
    _defs()


def test_nothing_cast_no_attack() -> None:
    """No spell cast this turn: neither can attack, the Seeker's ability can't be activated."""
    g = _game(())
    assert not {"Silburlind Snapper", "Goblin Cohort"} & _attackers(g)
    assert not _seeker_ready(g)


def test_noncreature_spell_lets_the_snapper_attack_only() -> None:
    """Shock (an instant) cast and resolved: the Snapper can attack and the Seeker can be
    activated; the Cohort still can't (Shock is not a creature spell)."""
    g = _game(("Shock",))
    g.apply(next(a for a in g.legal_actions() if isinstance(a, CastSpell)
                 and a.targets == ((Seat(1),),)))
    assert _seeker_ready(g)  # cast (CR 601.2i): even before it resolves
    resolve(g)
    assert "Silburlind Snapper" in _attackers(g)
    assert "Goblin Cohort" not in _attackers(g)


def test_creature_spell_lets_the_cohort_attack_only() -> None:
    """Grizzly Bears cast and resolved (it is a permanent now, a new object): the Cohort can
    attack, the Snapper can't."""
    g = _game(("Grizzly Bears",))
    g.apply(next(a for a in g.legal_actions() if isinstance(a, CastSpell)))
    resolve(g)
    assert "Goblin Cohort" in _attackers(g)
    assert "Silburlind Snapper" not in _attackers(g)
    assert not _seeker_ready(g)
