"""How many attackers one creature may block (CR 509.1a: one; an effect may allow more):
"can block any number of creatures" (Palace Guard), "can block an additional creature this
turn" (an activated ability: each activation adds one), "can block any number of creatures
this turn" and "can block up to two additional creatures this turn" (spells). A blocker of
several attackers divides its combat damage among them (CR 510.1d)."""

from __future__ import annotations

import pytest
from tests.combat_restrictions._records import _card
from tests.dice_rules._util import game, one, perm, resolve
from tests.rules.helpers import pass_until

from grimoire.errors import IllegalActionError
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.coverage import card_is_compiled
from grimoire.rules.actions import ActivateAbility, CastSpell, DeclareAttackers, DeclareBlockers
from grimoire.rules.combat_restrictions import SEVERAL_CAP, RestrictedBlockOptions
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PermanentSpec, PlayerSpec

PALACE_GUARD = _card("Palace Guard", "{2}{W}", "Creature — Human Soldier",
                     "This creature can block any number of creatures.", "1", "4")
SWARMSNAPPER = _card("Anurid Swarmsnapper", "{2}{G}", "Creature — Frog Beast",
                     "Reach (This creature can block creatures with flying.)\n{1}{G}: This "
                     "creature can block an additional creature this turn.", "1", "4")
VALOR = {"name": "Valor Made Real", "mana_cost": "{W}", "type_line": "Instant",
         "oracle_text": "Target creature can block any number of creatures this turn."}
YARE = {"name": "Yare", "mana_cost": "{2}{W}", "type_line": "Instant",
        "oracle_text": "Target creature defending player controls gets +3/+0 until end of "
                       "turn. That creature can block up to two additional creatures this turn."}
EXTRA = tuple(compile_source(r) for r in (PALACE_GUARD, SWARMSNAPPER, VALOR, YARE))
BEARS = "Grizzly Bears"


def _combat(n: int, theirs: tuple[PermanentSpec, ...], hand: tuple[str, ...] = ()) -> Game:
    return game(PlayerSpec(battlefield=tuple(perm(BEARS) for _ in range(n))),
                PlayerSpec(battlefield=theirs, hand=hand),
                step="beginning_of_combat", extra=EXTRA)


def _attack_all(g: Game) -> list[int]:
    pass_until(g, "declare_attackers")
    bears = sorted(o.id for o in g.objects.values()
                   if o.name == BEARS and o.zone == "battlefield")
    g.apply(DeclareAttackers(tuple((b, Seat(1)) for b in bears)))
    return bears


def _rejected(g: Game, action: DeclareBlockers) -> None:
    before = (g.save(), len(g.events))
    with pytest.raises(IllegalActionError) as err:
        g.apply(action)
    assert err.value.rule == "CR 509.1a"
    assert (g.save(), len(g.events)) == before


def test_compiled() -> None:
    assert all(card_is_compiled([d]) for d in EXTRA)


def test_palace_guard_blocks_every_attacker() -> None:
    """CR 509.1a: Palace Guard blocks all three attackers at once (each subset is legal:
    2^3 declarations); its 1 damage is divided among them (CR 510.1d); a Wall of Wood
    still blocks one."""
    g = _combat(3, (perm("Palace Guard"), perm("Wall of Wood")))
    bears = _attack_all(g)
    pass_until(g, "declare_blockers")
    guard, wall = one(g, "Palace Guard"), one(g, "Wall of Wood")
    every = DeclareBlockers(tuple((guard, b) for b in bears))
    legal = g.legal_actions()
    assert every in legal and len(legal) == 8 * 4
    _rejected(g, DeclareBlockers(((wall, bears[0]), (wall, bears[1]))))
    g.apply(every)
    assert all(g.combat.blocked_by[b] == (guard,) for b in bears)
    decision = pass_until(g, "assign_damage")
    assert (decision.player, decision.source) == (1, guard)
    assert len(g.legal_actions()) == 3  # its 1 damage to one of the three


def test_additional_block_this_turn_adds_up() -> None:
    """CR 509.1a: each resolved activation of "can block an additional creature this
    turn" adds one: after two, the Swarmsnapper may block three attackers, not four; the
    permission ends with the turn (CR 514.2)."""
    lands = tuple(perm("Forest") for _ in range(4))
    g = game(PlayerSpec(battlefield=tuple(perm(BEARS) for _ in range(4))),
             PlayerSpec(battlefield=(perm("Anurid Swarmsnapper"), *lands)),
             step="beginning_of_combat", extra=EXTRA)
    snapper = one(g, "Anurid Swarmsnapper")
    bears = _attack_all(g)
    for _ in range(2):
        while g.pending is not None and g.pending.player != 1:
            g.apply(g.legal_actions()[0])
        g.apply(next(a for a in g.legal_actions()
                     if isinstance(a, ActivateAbility) and a.source == snapper))
        resolve(g)
    pass_until(g, "declare_blockers")
    _rejected(g, DeclareBlockers(tuple((snapper, b) for b in bears)))
    three = DeclareBlockers(tuple((snapper, b) for b in bears[:3]))
    assert three in g.legal_actions()
    g.apply(three)
    assert g.combat_rules.count((snapper, "extra_block")) == 2
    for _ in range(60):
        if g.turn > 3:
            break
        g.apply(g.legal_actions()[0])
    assert not g.combat_rules


def test_spells_for_this_turn() -> None:
    """Valor Made Real: any number this turn; Yare: "up to two additional" (three in all).
    Yare's "target creature defending player controls", cast by the defending player, is a
    creature of its caster (CR 506.2: the player being attacked), not of an opponent."""
    for name, most in (("Valor Made Real", 4), ("Yare", 3)):
        g = _combat(4, (perm("Wall of Wood"), *(perm("Plains") for _ in range(3))), (name,))
        bears = _attack_all(g)
        wall = one(g, "Wall of Wood")
        while g.pending is not None and g.pending.player != 1:
            g.apply(g.legal_actions()[0])
        g.apply(CastSpell(one(g, name, "hand"), targets=((wall,),)))
        resolve(g)
        pass_until(g, "declare_blockers")
        legal = g.legal_actions()
        assert DeclareBlockers(tuple((wall, b) for b in bears[:most])) in legal
        if most < 4:
            _rejected(g, DeclareBlockers(tuple((wall, b) for b in bears)))


def test_listing_is_bounded() -> None:
    """A creature that may block any number of 12 attackers: the options listed for it stay
    under :data:`SEVERAL_CAP` (smallest subsets first)."""
    options = RestrictedBlockOptions([100], [list(range(12))], menace=[], double={100: None})
    assert len(options) == SEVERAL_CAP
