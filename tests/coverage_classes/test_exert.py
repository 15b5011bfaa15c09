"""Exert (CR 701.39): "You may exert this creature as it attacks. When you do, <effect>."

CR 701.39d: an optional cost to attack (CR 508.1g), chosen as attackers are declared; the
"When you do" ability is linked and triggers on it (CR 603.12, 607.2h). CR 701.39a: the
exerted creature won't untap during its controller's next untap step. Rulings (Glorybringer,
2017-04-18): "You can't exert a creature unless it's attacking" / "If you don't exert the
creature, the 'when you do' ability doesn't trigger"; Combat Celebrant: exerted once in a
turn, it can't be exerted in the additional combat phase.
"""

from __future__ import annotations

from tests.coverage_classes._cards import card
from tests.dice_rules._util import game, one, perm, resolve

from grimoire.mechanics import exert
from grimoire.oracle import ir
from grimoire.oracle.compiler import compile_source
from grimoire.oracle.support import engine_gaps
from grimoire.rules import query, zones
from grimoire.rules.actions import Choose, DeclareAttackers, PassPriority
from grimoire.rules.game import Game
from grimoire.rules.objects import Seat
from grimoire.rules.position import PlayerSpec

REMINDER = " (An exerted creature won't untap during your next untap step.)"
RECORDS = (
    card("Hooded Brawler", "{2}{G}", "Creature — Snake Warrior",
         "You may exert this creature as it attacks. When you do, it gets +2/+2 until end of "
         "turn." + REMINDER, "3/2"),
    card("Glorybringer", "{3}{R}{R}", "Creature — Dragon",
         "Flying, haste\nYou may exert this creature as it attacks. When you do, it deals 4 "
         "damage to target non-Dragon creature an opponent controls." + REMINDER, "4/4"),
    card("Watchful Naga", "{2}{U}", "Creature — Naga Wizard",
         "You may exert this creature as it attacks. When you do, draw a card." + REMINDER,
         "3/3"),
)
DEFS = [compile_source(r) for r in RECORDS]


def _game(me: PlayerSpec, opponent: PlayerSpec | None = None) -> Game:
    return game(me, opponent or PlayerSpec(), step="beginning_of_combat", extra=DEFS)


def _attack(g: Game, *names: str) -> None:
    """Pass to the declaration and attack the opponent with ``names``."""
    while g.pending is not None and g.pending.kind == "priority":
        g.apply(PassPriority())
    assert g.pending is not None and g.pending.kind == "declare_attackers"
    g.apply(DeclareAttackers(tuple((one(g, n), Seat(1)) for n in names)))


def test_compiled_and_honoured() -> None:
    """The exert line compiles to the optional cost with its reflexive trigger (701.39d)."""
    for d in DEFS:
        assert ir.is_fully_implemented(d) and not engine_gaps(d), d.name
        assert any(isinstance(a, ir.StaticAbility) and isinstance(a.effect, ir.ExertOption)
                   for a in d.abilities)


def test_exerted_trigger_and_no_untap() -> None:
    """CR 701.39d: asked as it attacks; exerted, the "When you do" ability triggers (+2/+2);
    CR 701.39a: it doesn't untap in its controller's next untap step, then untaps in the one
    after (the effect expired, CR 701.39b)."""
    g = _game(PlayerSpec(battlefield=(perm("Hooded Brawler"),)))
    _attack(g, "Hooded Brawler")
    brawler = one(g, "Hooded Brawler")
    assert g.pending is not None and g.pending.kind == "yes_no"
    assert g.pending.rule == "CR 701.39d" and g.pending.source == brawler
    g.apply(Choose(True))
    resolve(g)
    assert query.power(g, g.objects[brawler]) == 5
    while g.turn == 3:
        g.apply(PassPriority() if g.pending.kind == "priority" else g.legal_actions()[0])
    while not (g.turn == 5 and g.step in ("upkeep", "draw", "main1")):
        if g.turn == 5:
            break
        g.apply(PassPriority() if g.pending.kind == "priority" else g.legal_actions()[0])
    assert g.objects[brawler].tapped  # turn 5's untap step: exerted, stays tapped
    assert query.power(g, g.objects[brawler]) == 3  # (the boost ended with turn 3)
    while g.turn == 5:
        g.apply(PassPriority() if g.pending.kind == "priority" else _no_attack(g))
    while g.turn != 7:
        g.apply(PassPriority() if g.pending.kind == "priority" else g.legal_actions()[0])
    assert not g.objects[brawler].tapped  # the exert effect has expired


def _no_attack(g: Game) -> object:
    if g.pending.kind == "declare_attackers":
        return DeclareAttackers(())
    return g.legal_actions()[0]


def test_declined_no_trigger_and_untaps() -> None:
    """A "may" declined: no trigger (ruling), and the creature untaps normally."""
    g = _game(PlayerSpec(battlefield=(perm("Watchful Naga"),)))
    hand = len(g.players[0].hand)
    _attack(g, "Watchful Naga")
    g.apply(Choose(False))
    resolve(g)
    assert len(g.players[0].hand) == hand and not g.stack
    naga = one(g, "Watchful Naga")
    while g.turn == 3:
        g.apply(PassPriority() if g.pending.kind == "priority" else g.legal_actions()[0])
    while g.turn != 5:
        g.apply(PassPriority() if g.pending.kind == "priority" else g.legal_actions()[0])
    assert not g.objects[naga].tapped


def test_each_attacker_asked_and_damage() -> None:
    """Two exert creatures: each is asked in turn (CR 508.1g), both triggers go on the stack;
    Glorybringer deals 4 damage to the target non-Dragon creature an opponent controls."""
    g = _game(PlayerSpec(battlefield=(perm("Glorybringer"), perm("Watchful Naga"))),
              PlayerSpec(battlefield=(perm("Hooded Brawler"),)))
    hand = len(g.players[0].hand)
    victim = one(g, "Hooded Brawler")
    _attack(g, "Glorybringer", "Watchful Naga")
    asked = []
    while g.pending is not None and g.pending.kind == "yes_no":
        asked.append(g.pending.source)
        g.apply(Choose(True))
    assert asked == [one(g, "Glorybringer"), one(g, "Watchful Naga")]
    resolve(g)
    assert victim not in g.battlefield and g.players[1].graveyard
    assert len(g.players[0].hand) == hand + 1


def test_target_gone() -> None:
    """The trigger's only target left the battlefield before it resolved: it does nothing
    (CR 608.2b); Glorybringer stays exerted (the cost was paid)."""
    g = _game(PlayerSpec(battlefield=(perm("Glorybringer"),)),
              PlayerSpec(battlefield=(perm("Hooded Brawler"),)))
    victim = one(g, "Hooded Brawler")
    _attack(g, "Glorybringer")
    g.apply(Choose(True))
    while g.pending is not None and g.pending.kind != "priority":
        g.apply(g.legal_actions()[0])  # (its target, the only one)
    assert g.stack
    zones.move(g, victim, "hand")
    resolve(g)
    assert g.objects[one(g, "Glorybringer")].tapped
    assert exert.exerted_this_turn(g, one(g, "Glorybringer"))


def test_not_asked_without_exert_or_when_lost() -> None:
    """Only attackers with an exert ability are asked; none attacking, nothing is asked."""
    g = _game(PlayerSpec(battlefield=(perm("Glorybringer"), perm("Forest"))))
    _attack(g)
    assert g.pending is None or g.pending.kind == "priority"


def test_unless_exerted_this_turn() -> None:
    """"If this creature hasn't been exerted this turn, you may exert it as it attacks"
    (Combat Celebrant's shape): once exerted this turn, it isn't asked again (an additional
    combat phase); another exert ability still is."""
    once = compile_source(card(
        "Once Exerter", "{2}{R}", "Creature — Human Warrior",
        "If this creature hasn't been exerted this turn, you may exert it as it attacks. When "
        "you do, draw a card." + REMINDER, "4/1"))
    option = next(a.effect for a in once.abilities if isinstance(a, ir.StaticAbility))
    assert isinstance(option, ir.ExertOption) and option.unless_exerted
    g = game(PlayerSpec(battlefield=(perm("Once Exerter"), perm("Watchful Naga"))),
             step="beginning_of_combat", extra=[*DEFS, once])
    _attack(g, "Once Exerter", "Watchful Naga")
    assert len(exert.questions(g)) == 2
    exert.exert(g, one(g, "Once Exerter"), 0)
    exert.exert(g, one(g, "Watchful Naga"), 0)
    assert [d.source for d in exert.questions(g)] == [one(g, "Watchful Naga")]
